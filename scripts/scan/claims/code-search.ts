// The git side of vanished_identifier: which names occur in the repository's code (tracked files
// that are not docs) at a revision — one `git grep` per revision over all names — the commit that
// removed a name's last occurrence (pickaxe, word-bounded), and the name that commit added in its
// place. The caller bounds the work (GoneTermsAt counts the file versions it reads). JSON Lines files are data (an issue
// tracker's export such as beads' .beads/beads.jsonl or .beads/issues.jsonl.new, logs), not code: a
// name only they held was never the code's.
import { runGit, unreadableObject, type GitObjectReader } from '../../git/exec.ts';
import { BASELINE_FILE } from '../../shared/state-dir.ts';
import { renameLike, similarity, swappedLine } from './similar.ts';
import { minimatch } from 'minimatch';

const MEDIA = ['svg', 'png', 'jpg', 'jpeg', 'gif', 'webp', 'ico', 'bmp', 'pdf', 'woff', 'woff2', 'ttf', 'otf', 'eot', 'zip', 'gz', 'tgz', 'mp4', 'mov', 'webm'];

/**
 * What is not code: docs, data and lock files (`*.x` anywhere, a plain name at the root, as git's
 * pathspecs read them), and the CI baseline, whose entries quote the very names the findings name
 * (counted as code, a committed baseline would make every vanished name present again).
 */
const NOT_CODE = [
  '*.jsonl', '*.jsonl.*', '*.md', '*.mdx', '*.markdown', '*.rst', '*.adoc', '*.txt', '*.lock', 'package-lock.json', 'pnpm-lock.yaml', 'go.sum', BASELINE_FILE,
  // Images, fonts and archives: never code, often the largest blobs (the ones a snapshot or a
  // partial clone lacks), and an SVG's ids are no names of the code.
  ...MEDIA.map((e) => `*.${e}`),
  // Minified bundles: another program's code vendored in (`phaser.min.js` holds a `getEntry`), not
  // this repository's names.
  '*.min.js', '*.min.mjs', '*.min.cjs', '*.min.css',
  // A package manager's own bundles committed beside the code (Yarn Berry's .yarn/releases and
  // .yarn/plugins, its Plug'n'Play loader): the package manager's functions (a plugin's
  // `fetchData`), not this repository's names.
  '.yarn/*', '*/.yarn/*', '.pnp.cjs', '.pnp.loader.mjs',
];

/** Code, as opposed to docs: the pathspec every search uses, in any letter case as the scan's globs read Markdown (`TOC.MD` is a doc, not code). */
export const CODE_PATHSPEC = ['.', ...NOT_CODE.map((p) => `:(exclude,icase)${p}`)];

const NOT_CODE_RE = new RegExp(`^(?:${NOT_CODE.map((p) => ereEscape(p).replace(/\\\*/g, '.*')).join('|')})$`, 'i');

/** Whether a tracked path is code in CODE_PATHSPEC's sense. */
export function isCodePath(path: string): boolean {
  return !NOT_CODE_RE.test(path);
}

/**
 * Test snapshots and fixtures: they record what a test saw or feeds in (an insta or Jest snapshot of
 * `--help`, a fixture project's config), not what the code defines. A name only they held was never
 * the code's, and their change removes nothing; they still count as present now (no finding rests
 * on them either way).
 */
const TEST_RECORD_DIRS = ['__snapshots__', 'snapshots', '__fixtures__', 'fixtures', 'fixture', 'testdata', 'test-data', 'test_data', 'test-fixtures'];
const TEST_RECORD_EXTS = ['snap', 'golden'];
const TEST_RECORD_RE = new RegExp(`(?:^|/)(?:${TEST_RECORD_DIRS.map(ereEscape).join('|')})/|\\.(?:${TEST_RECORD_EXTS.join('|')})$`, 'i');

/** Code that can show a name was the code's: CODE_PATHSPEC without test snapshots and fixtures. */
export const EVIDENCE_PATHSPEC = [...CODE_PATHSPEC, ...TEST_RECORD_DIRS.map((d) => `:(exclude,icase,glob)**/${d}/**`), ...TEST_RECORD_EXTS.map((e) => `:(exclude,icase,glob)**/*.${e}`)];

/** Whether a tracked path is evidence in EVIDENCE_PATHSPEC's sense. */
export function isEvidencePath(path: string): boolean {
  return isCodePath(path) && !TEST_RECORD_RE.test(path);
}

/** Example and sample code (`examples/plugins/weather.ts`): a function only it defines is a sample's, as a doc's template is. */
const EXAMPLE_DIRS = ['examples', 'example', 'samples', 'sample'];
const EXAMPLE_RE = new RegExp(`(?:^|/)(?:${EXAMPLE_DIRS.join('|')})/`, 'i');

/**
 * Whether a path is sample code: an examples or samples folder, or a test (TEST_CODE). A class or
 * function a doc's own example defines and the code defined only there (`class MyNode` local to a
 * test) is the sample's name, not the code's API.
 */
export function isSampleCodePath(path: string): boolean {
  return EXAMPLE_RE.test(path) || TEST_CODE.some((g) => minimatch(path, g, { dot: true }));
}

/** Data files: their keys (`OutputFormat: html`, `"reactivityTransform": true`) define no function or type. */
const DATA_EXTS = ['json', 'json5', 'jsonc', 'yaml', 'yml', 'toml', 'xml', 'csv', 'tsv', 'ini', 'properties', 'plist'];
const DATA_RE = new RegExp(`\\.(?:${DATA_EXTS.join('|')})$`, 'i');

/** Whether a path is a data file (its keys define no function or type). */
export function isDataPath(path: string): boolean {
  return DATA_RE.test(path);
}

/** Terms per alternation: git's fixed-string search with -w and -o is quadratic in the number of patterns; one ERE alternation is not. */
const TERMS_PER_PATTERN = 1000;

/** The terms that occur in code at `rev` (the tracked files of the work tree when undefined), matched whole-word. */
export async function termsPresent(root: string, rev: string | undefined, terms: string[]): Promise<Set<string> | undefined> {
  const found = new Set<string>();
  if (terms.length === 0) return found;
  const args = ['grep', '-I', '-E', '-w', '-o', '-h', '--no-color'];
  for (let i = 0; i < terms.length; i += TERMS_PER_PATTERN) args.push('-e', `(${terms.slice(i, i + TERMS_PER_PATTERN).map(ereEscape).join('|')})`);
  if (rev !== undefined) args.push(rev);
  const r = await runGit(root, [...args, '--', ...CODE_PATHSPEC]);
  if (r.code !== 0 && r.code !== 1) return undefined;
  for (const line of r.stdout.toString('utf8').split('\n')) if (line !== '') found.add(line);
  return found;
}

/**
 * One term at a time (exact, never hidden by an overlapping match of another term). A term right
 * after a string escape counts as whole too: in `"...\n\nMETRICS_STORAGE_TYPE string"` (a YAML or
 * JSON string of generated CLI help) the `n` before the name is a newline, not a letter of a longer word.
 */
export async function termPresent(root: string, rev: string | undefined, term: string): Promise<boolean> {
  const at = rev !== undefined ? [rev] : [];
  const r = await runGit(root, ['grep', '-q', '-I', '-F', '-w', '-e', term, ...at, '--', ...CODE_PATHSPEC]);
  if (r.code === 0) return true;
  if (!/^\w/.test(term)) return false;
  const escaped = await runGit(root, ['grep', '-q', '-I', '-E', '-e', `\\\\[nrt]${ereEscape(term)}([^A-Za-z0-9_]|$)`, ...at, '--', ...CODE_PATHSPEC]);
  return escaped.code === 0;
}

/**
 * Whether the code (tests included) calls `name` (`micropip.install(`): a dotted name the doc writes
 * like a config key that the code calls is a function of a module, still there.
 */
export async function callPresent(root: string, name: string): Promise<boolean> {
  const r = await runGit(root, ['grep', '-q', '-I', '-E', '-e', `(^|[^A-Za-z0-9_.])${ereEscape(name)}[[:space:]]*\\(`, '--', ...CODE_PATHSPEC]);
  return r.code === 0;
}

/** Tests: their object literals (`{since: t0}`) are cases, not a registry of what the code serves. */
const TEST_CODE = ['**/*_test.go', '**/*.test.*', '**/*.spec.*', '**/test_*.py', '**/test/**', '**/tests/**', '**/__tests__/**'];

/**
 * Whether a line of code outside data files (JSON, YAML, TOML...: their keys are configuration)
 * and tests matches the extended regular expression `pattern`.
 */
export async function codeLinePresent(root: string, pattern: string): Promise<boolean> {
  const r = await runGit(root, ['grep', '-q', '-I', '-E', '-e', pattern, '--', ...CODE_PATHSPEC, ...DATA_EXTS.map((e) => `:(exclude,icase)*.${e}`), ...TEST_CODE.map((g) => `:(exclude,glob)${g}`)]);
  return r.code === 0;
}

function ereEscape(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * Objects git could not read during the look-ups (a damaged repository), each with what its loss
 * skipped, first cause kept: the signal turns them into notes naming the object.
 */
export class UnreadableObjects {
  readonly skipped = new Map<string, string>();
  add(object: string, what: string): void {
    if (!this.skipped.has(object)) this.skipped.set(object, what);
  }
  /** Records the object a failed git call names; false when its message names none. */
  fromFailure(stderr: string, what: string): boolean {
    const o = unreadableObject(stderr);
    if (o) this.add(o, what);
    return o !== undefined;
  }
}

export interface Removal {
  commit: string;
  date: string;
  subject: string;
}

/** The newest commit after `since` that changed how often `term` occurs in code (its last removal when it is gone now). */
export async function removalOf(root: string, term: string, since: string, lost?: UnreadableObjects): Promise<Removal | undefined> {
  const re = `(^|[^A-Za-z0-9_])${ereEscape(term)}([^A-Za-z0-9_]|$)`;
  const r = await runGit(root, ['log', '-1', '--no-merges', '--format=%H%x09%cI%x09%s', '--pickaxe-regex', `-S${re}`, `${since}..HEAD`, '--', ...EVIDENCE_PATHSPEC]);
  if (r.code !== 0) {
    lost?.fromFailure(r.stderr, `vanished_identifier: the commit that removed \`${term}\` not looked up`);
    return undefined;
  }
  const line = r.stdout.toString('utf8').split('\n')[0] ?? '';
  const [commit, date, ...subject] = line.split('\t');
  return commit && date ? { commit, date, subject: subject.join('\t') } : undefined;
}

/** Commits removalOf walks at most from HEAD back to `since` (non-merge), the work bound's charge; Infinity when git cannot count them. */
export async function commitsSince(root: string, since: string): Promise<number> {
  const r = await runGit(root, ['rev-list', '--count', '--no-merges', `${since}..HEAD`]);
  const n = Number(r.stdout.toString('utf8').trim());
  return r.code === 0 && Number.isInteger(n) ? n : Number.POSITIVE_INFINITY;
}

const TOKEN: Record<string, RegExp> = {
  flag: /(?<![\w-])[a-z][a-z0-9]*(?:-[a-z0-9]+)+(?![\w-])/g,
  env: /(?<!\w)[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+(?!\w)/g,
  symbol: /(?<!\w)[A-Za-z_]\w{3,}(?!\w)/g,
  config_key: /(?<![\w.])[a-z][a-z0-9_-]*(?:\.[a-z][a-z0-9_-]*)+(?![\w.])/g,
  subcommand: /"[a-z][a-z0-9-]{2,}(?=[" ])/g,
};

/**
 * The name `commit` added in code in place of `term`: a token of the same shape on its added lines,
 * absent from its removed lines, most similar to `term` (and clearly so), and whether a removed
 * line holding `term` came back with the successor in its place (a swap). Undefined when none is.
 */
export async function successorIn(root: string, commit: string, term: string, kind: string, lost?: UnreadableObjects): Promise<{ name: string; swap: boolean } | undefined> {
  const r = await runGit(root, ['show', '--format=', '--unified=0', '--no-color', '--no-ext-diff', commit, '--', ...EVIDENCE_PATHSPEC]);
  if (r.code !== 0) {
    lost?.fromFailure(r.stderr, `vanished_identifier: the successor of \`${term}\` in commit ${commit.slice(0, 12)} not looked up`);
    return undefined;
  }
  const added = new Set<string>();
  const removed = new Set<string>();
  const addedLines = new Set<string>();
  const removedLines: string[] = [];
  const re = TOKEN[kind] ?? TOKEN.symbol!;
  for (const line of r.stdout.toString('utf8').split('\n')) {
    if (line.startsWith('+++') || line.startsWith('---')) continue;
    const into = line.startsWith('+') ? added : line.startsWith('-') ? removed : undefined;
    if (!into) continue;
    if (into === added) addedLines.add(line.slice(1));
    else if (line.includes(term)) removedLines.push(line.slice(1));
    for (const m of line.slice(1).matchAll(re)) into.add(m[0]);
  }
  let best: string | undefined;
  let bestScore = 0;
  let tie = false;
  for (const t of added) {
    if (removed.has(t) || t === term || !renameLike(term, t)) continue;
    const s = similarity(term, t);
    if (s > bestScore) {
      best = t;
      bestScore = s;
      tie = false;
    } else if (s === bestScore) tie = true;
  }
  if (best === undefined || bestScore < 0.5 || tie) return undefined;
  return { name: best, swap: swappedLine(removedLines, addedLines, term.replace(/^"/, ''), best.replace(/^"/, '')) };
}

/** Each doc's commits, newest first, with their dates (one `git log` over all the docs). */
export async function docRevisions(root: string, paths: string[]): Promise<Map<string, Array<{ commit: string; date: string }>> | undefined> {
  const out = new Map<string, Array<{ commit: string; date: string }>>();
  if (paths.length === 0) return out;
  const r = await runGit(root, ['log', '--no-renames', '--format=%x00%H %cI', '--name-only', 'HEAD', '--', ...paths]);
  if (r.code !== 0) return undefined;
  const wanted = new Set(paths);
  for (const chunk of r.stdout.toString('utf8').split('\0')) {
    const [head, ...files] = chunk.split('\n');
    const [commit, date] = (head ?? '').split(' ');
    if (!commit || !date) continue;
    for (const f of files) if (wanted.has(f)) (out.get(f) ?? out.set(f, []).get(f)!).push({ commit, date });
  }
  return out;
}

/**
 * The texts of `path` at each of `revs` (undefined where the clone lacks it), through one object reader.
 * A version the tree names but git cannot give goes to `lost`, named by its blob.
 */
export async function textsAt(reader: GitObjectReader, path: string, revs: string[], lost?: UnreadableObjects): Promise<Array<string | undefined>> {
  const objs = await Promise.all(revs.map((rev) => reader.read(`${rev}:${path}`)));
  const out = objs.map((o) => (o?.type === 'blob' ? o.data.toString('utf8') : undefined));
  if (lost) {
    for (let i = 0; i < revs.length; i++) {
      if (out[i] !== undefined) continue;
      // Not in that revision's tree at all is no damage; a blob the tree names and git lacks is.
      const what = `vanished_identifier: ${path} at commit ${revs[i]!.slice(0, 12)} not read (names the doc held then not looked up there)`;
      const oid = await runGit(reader.cwd, ['rev-parse', '--verify', '-q', `${revs[i]}:${path}`]);
      if (oid.code === 0) lost.add(oid.stdout.toString('utf8').trim(), what);
      else lost.fromFailure(oid.stderr, what);
    }
  }
  return out;
}

/**
 * The terms the code at `rev` defines (a function, method, type, class, constant or variable of
 * that name, a struct field or an interface member), not only uses: a platform name the code merely called (`WebSocket`) is no claim
 * about this repository. A data file's key (`OutputFormat: html` in a site's data YAML) and an object
 * literal's value (`reactivityTransform: true` in a config) define nothing; nor do test snapshots and fixtures.
 */
export async function termsDefined(root: string, rev: string, terms: string[], outsideSamples = false): Promise<Set<string> | undefined> {
  const found = new Set<string>();
  if (terms.length === 0) return found;
  const examples = outsideSamples ? [...EXAMPLE_DIRS.map((d) => `:(exclude,icase,glob)**/${d}/**`), ...TEST_CODE.map((g) => `:(exclude,glob)${g}`)] : [];
  const args = ['grep', '-I', '-h', '-w', '-E', '--no-color', '-e', `(${terms.map(ereEscape).join('|')})`, rev, '--', ...EVIDENCE_PATHSPEC, ...DATA_EXTS.map((e) => `:(exclude,icase)*.${e}`), ...examples];
  const r = await runGit(root, args);
  if (r.code !== 0 && r.code !== 1) return undefined;
  const lines = r.stdout.toString('utf8').split('\n');
  for (const t of terms) {
    const re = definitionPattern(t);
    if (lines.some((l) => l.includes(t) && re.test(l))) found.add(t);
  }
  return found;
}

const DEFINITIONS = new Map<string, RegExp>();

/**
 * A line that defines `term`: a declaration keyword before it (a function's local too: a doc may
 * name a closure's state, beads' `var debounceTimer`, judged true), a function value assigned to it,
 * a Go struct field, a typed member (`deletedAt?: Date`, not a literal value), a method with its body.
 */
export function definitionPattern(term: string): RegExp {
  let re = DEFINITIONS.get(term);
  if (!re) {
    const t = ereEscape(term);
    const e = '(?![A-Za-z0-9_])';
    const literal = '(?:true|false|null|undefined|nil|None|True|False)(?![A-Za-z0-9_])';
    re = new RegExp(
      [
        `(?:func|function|def|class|type|interface|struct|enum|trait|const|let|var|fn|module|macro_rules!)\\s+(?:\\([^)]*\\)\\s*)?\\*?${t}${e}`,
        `(?:^|[^A-Za-z0-9_.])${t}\\s*[:=]\\s*(?:async\\s+)?(?:function|\\(|[A-Za-z_]+\\s*=>)`,
        `^\\s+${t}\\s+[\\][*A-Za-z_.]+\\s*(?:\`|//|$)`,
        `(?:^|[^A-Za-z0-9_.])${t}(?:,\\s*[A-Za-z_]+)*\\s*:=`,
        `^\\s+(?:readonly\\s+)?${t}\\??\\s*:\\s*(?!${literal})[A-Za-z_[{(]`,
        `^\\s*(?:export\\s+)?(?:(?:async|static|public|private|protected|pub)\\s+)*${t}\\s*\\([^)]*\\)\\s*(?::[^{]*)?\\{`,
      ].join('|'),
      'm',
    );
    DEFINITIONS.set(term, re);
  }
  return re;
}

/**
 * Which of a fixed set of names (all absent from the code of the work tree) the code held at each of many
 * revisions, reading every distinct file version once: a revision's files that HEAD and the work tree have unchanged
 * cannot hold them, and the others are mostly shared between revisions. Trees and blobs come from
 * one long-lived `git cat-file --batch` (a folder's tree is listed once however many revisions
 * share it); a version the clone lacks is skipped (git grep would fail the whole revision), a tree
 * it lacks leaves the revision unread. Matching is whole-word, as `git grep -w`.
 */
export class GoneTermsAt {
  private readonly re: RegExp;
  private head: Set<string> | undefined;
  /** File versions read, with the names each holds (empty when none) and those it defines. */
  private readonly read = new Map<string, string[]>();
  private readonly defines = new Map<string, string[]>();
  /** Blobs read as data files (their keys define nothing). */
  private readonly dataBlobs = new Set<string>();
  /** Blobs read that are sample code (isSampleCodePath). */
  private readonly sampleBlobs = new Set<string>();
  /** Code blobs under each tree read, by folder and tree oid. */
  private readonly trees = new Map<string, string[]>();
  /** Objects git could not give (a damaged repository), each with the look-up it cost. */
  readonly lost = new UnreadableObjects();
  /** File versions read so far (each distinct one once): the caller's work bound. */
  versionsRead = 0;

  constructor(readonly reader: GitObjectReader, terms: string[]) {
    const alt = [...terms].sort((a, b) => b.length - a.length || (a < b ? -1 : 1)).map(ereEscape).join('|');
    this.re = new RegExp(`(?<![A-Za-z0-9_])(?:${alt})(?![A-Za-z0-9_])`, 'g');
  }

  /** A revision's code blobs, from its trees (each tree read once per folder it sits in, across revisions). */
  private async blobs(rev: string): Promise<string[] | undefined> {
    const what = `vanished_identifier: the code at commit ${rev.slice(0, 12)} not searched (names it held are not reported)`;
    const root = await this.reader.read(`${rev}^{tree}`);
    if (root?.type !== 'tree') {
      // Name the tree (reading the commit alone), or what git says it could not read.
      const tree = await runGit(this.reader.cwd, ['rev-parse', '--verify', '-q', `${rev}^{tree}`]);
      if (tree.code === 0) this.lost.add(tree.stdout.toString('utf8').trim(), what);
      else if (!this.lost.fromFailure(tree.stderr, what)) this.lost.add(rev, what);
      return undefined;
    }
    return this.flatten(root.oid, root.data, '', what);
  }

  private async flatten(oid: string, data: Buffer | undefined, prefix: string, what: string): Promise<string[] | undefined> {
    const key = `${prefix}\0${oid}`;
    const memo = this.trees.get(key);
    if (memo) return memo;
    if (!data) {
      const o = await this.reader.read(oid);
      if (o?.type !== 'tree') {
        this.lost.add(oid, what);
        return undefined;
      }
      data = o.data;
    }
    const out: string[] = [];
    const sub: Array<Promise<string[] | undefined>> = [];
    const hashLen = oid.length / 2;
    let at = 0;
    while (at < data.length) {
      const sp = data.indexOf(32, at);
      const nul = data.indexOf(0, sp);
      if (sp < 0 || nul < 0 || nul + 1 + hashLen > data.length) return undefined;
      const mode = data.toString('latin1', at, sp);
      const name = data.toString('utf8', sp + 1, nul);
      const child = data.toString('hex', nul + 1, nul + 1 + hashLen);
      at = nul + 1 + hashLen;
      if (mode === '40000') sub.push(this.flatten(child, undefined, `${prefix}${name}/`, what));
      else if (mode !== '160000' && isEvidencePath(prefix + name)) {
        out.push(child);
        if (isDataPath(prefix + name)) this.dataBlobs.add(child);
        if (isSampleCodePath(prefix + name)) this.sampleBlobs.add(child);
      }
    }
    for (const list of await Promise.all(sub)) {
      if (!list) return undefined;
      for (const b of list) out.push(b);
    }
    this.trees.set(key, out);
    return out;
  }

  /** The names present in the code at `rev`, or undefined when its tree cannot be read. */
  async at(rev: string): Promise<Set<string> | undefined> {
    this.head ??= await this.unchangedAtHead();
    const blobs = await this.blobs(rev);
    if (!blobs) return undefined;
    const unread = [...new Set(blobs.filter((b) => !this.head!.has(b) && !this.read.has(b)))];
    this.versionsRead += unread.length;
    for (let i = 0; i < unread.length; i += 500) await this.scan(unread.slice(i, i + 500), rev);
    const found = new Set<string>();
    for (const b of blobs) for (const t of this.read.get(b) ?? []) found.add(t);
    this.revBlobs.set(rev, blobs);
    return found;
  }

  private readonly revBlobs = new Map<string, string[]>();

  /**
   * HEAD's code blobs that cannot hold a gone name: the names were found gone in the work tree, so
   * only a file the work tree leaves as HEAD has it proves nothing; one edited since (an uncommitted
   * removal) is read like any other version.
   */
  private async unchangedAtHead(): Promise<Set<string>> {
    const head = new Set((await this.blobs('HEAD')) ?? []);
    const dirty = await runGit(this.reader.cwd, ['diff', '--name-only', '-z', '--no-renames', 'HEAD', '--']);
    if (dirty.code !== 0) return new Set();
    for (const path of dirty.stdout.toString('utf8').split('\0')) {
      if (path === '') continue;
      const o = await this.reader.read(`HEAD:${path}`);
      if (o) head.delete(o.oid);
    }
    return head;
  }

  /** The names the code at `rev` (a revision `at` read) defines, as termsDefined reads a definition; undefined when not read. */
  definedAt(rev: string, outsideSamples = false): Set<string> | undefined {
    const blobs = this.revBlobs.get(rev);
    if (!blobs) return undefined;
    const out = new Set<string>();
    for (const b of blobs) if (!(outsideSamples && this.sampleBlobs.has(b))) for (const t of this.defines.get(b) ?? []) out.add(t);
    return out;
  }

  private async scan(oids: string[], rev: string): Promise<void> {
    const objs = await Promise.all(oids.map((o) => this.reader.read(o)));
    for (let i = 0; i < oids.length; i++) {
      const oid = oids[i]!;
      const body = objs[i]?.data;
      if (!body) {
        this.read.set(oid, []);
        this.lost.add(oid, `vanished_identifier: a code file at commit ${rev.slice(0, 12)} not searched (names only it held are not reported)`);
        continue;
      }
      const names = new Set<string>();
      const text = body.subarray(0, 8000).indexOf(0) < 0 ? body.toString('latin1') : '';
      for (const m of text.matchAll(this.re)) names.add(m[0]);
      this.read.set(oid, [...names]);
      // Definitions, for function and type names: only on the lines that name them.
      const defined: string[] = [];
      let lines: string[] | undefined;
      for (const t of names) {
        if (!/^[A-Za-z_]\w*$/.test(t)) continue;
        const re = definitionPattern(t);
        lines ??= text.split('\n');
        if (lines.some((l) => l.includes(t) && re.test(l))) defined.push(t);
      }
      if (defined.length > 0 && !this.dataBlobs.has(oid)) this.defines.set(oid, defined);
    }
  }
}
