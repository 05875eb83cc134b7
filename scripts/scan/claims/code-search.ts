// The git side of vanished_identifier: which names occur in the repository's code (tracked files
// that are not docs) at a revision — one `git grep` per revision over all names — the commit that
// removed a name's last occurrence (pickaxe, word-bounded), and the name that commit added in its
// place. Every call is bounded by the caller's deadline. JSON Lines files are data (an issue
// tracker's export such as beads' .beads/beads.jsonl or .beads/issues.jsonl.new, logs), not code: a
// name only they held was never the code's.
import { runGit, unreadableObject } from '../../git/exec.ts';
import { BASELINE_FILE } from '../../shared/state-dir.ts';
import { renameLike, similarity } from './similar.ts';

/**
 * What is not code: docs, data and lock files (`*.x` anywhere, a plain name at the root, as git's
 * pathspecs read them), and the CI baseline, whose entries quote the very names the findings name
 * (counted as code, a committed baseline would make every vanished name present again).
 */
const NOT_CODE = ['*.jsonl', '*.jsonl.*', '*.md', '*.mdx', '*.markdown', '*.rst', '*.adoc', '*.txt', '*.lock', 'package-lock.json', 'pnpm-lock.yaml', 'go.sum', BASELINE_FILE];

/** Code, as opposed to docs: the pathspec every search uses. */
/** In any letter case, as the scan's globs read Markdown (`TOC.MD` is a doc, not code). */
export const CODE_PATHSPEC = ['.', ...NOT_CODE.map((p) => `:(exclude,icase)${p}`)];

const NOT_CODE_RE = new RegExp(`^(?:${NOT_CODE.map((p) => ereEscape(p).replace(/\\\*/g, '.*')).join('|')})$`, 'i');

/** Whether a tracked path is code in CODE_PATHSPEC's sense. */
export function isCodePath(path: string): boolean {
  return !NOT_CODE_RE.test(path);
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

/** One term at a time (exact, never hidden by an overlapping match of another term). */
export async function termPresent(root: string, rev: string | undefined, term: string): Promise<boolean> {
  const args = ['grep', '-q', '-I', '-F', '-w', '-e', term];
  if (rev !== undefined) args.push(rev);
  const r = await runGit(root, [...args, '--', ...CODE_PATHSPEC]);
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
  const r = await runGit(root, ['log', '-1', '--no-merges', '--format=%H%x09%cI%x09%s', '--pickaxe-regex', `-S${re}`, `${since}..HEAD`, '--', ...CODE_PATHSPEC]);
  if (r.code !== 0) {
    lost?.fromFailure(r.stderr, `vanished_identifier: the commit that removed \`${term}\` not looked up`);
    return undefined;
  }
  const line = r.stdout.toString('utf8').split('\n')[0] ?? '';
  const [commit, date, ...subject] = line.split('\t');
  return commit && date ? { commit, date, subject: subject.join('\t') } : undefined;
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
 * absent from its removed lines, most similar to `term` (and clearly so). Undefined when none is.
 */
export async function successorIn(root: string, commit: string, term: string, kind: string, lost?: UnreadableObjects): Promise<string | undefined> {
  const r = await runGit(root, ['show', '--format=', '--unified=0', '--no-color', '--no-ext-diff', commit, '--', ...CODE_PATHSPEC]);
  if (r.code !== 0) {
    lost?.fromFailure(r.stderr, `vanished_identifier: the successor of \`${term}\` in commit ${commit.slice(0, 12)} not looked up`);
    return undefined;
  }
  const added = new Set<string>();
  const removed = new Set<string>();
  const re = TOKEN[kind] ?? TOKEN.symbol!;
  for (const line of r.stdout.toString('utf8').split('\n')) {
    if (line.startsWith('+++') || line.startsWith('---')) continue;
    const into = line.startsWith('+') ? added : line.startsWith('-') ? removed : undefined;
    if (!into) continue;
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
  return best !== undefined && bestScore >= 0.5 && !tie ? best : undefined;
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
 * The texts of `path` at each of `revs` (undefined where the clone lacks it), one `git cat-file --batch`.
 * A version the tree names but git cannot read goes to `lost`, named by its blob.
 */
export async function textsAt(root: string, path: string, revs: string[], lost?: UnreadableObjects): Promise<Array<string | undefined>> {
  const r = await runGit(root, ['cat-file', '--batch'], revs.map((rev) => `${rev}:${path}`).join('\n') + '\n');
  const out: Array<string | undefined> = [];
  const buf = r.stdout;
  let at = 0;
  while (at < buf.length && out.length < revs.length) {
    const nl = buf.indexOf(10, at);
    if (nl < 0) break;
    const head = buf.subarray(at, nl).toString('latin1').split(' ');
    at = nl + 1;
    if (head[1] !== 'blob' || head[2] === undefined) {
      out.push(undefined);
      continue;
    }
    const n = Number(head[2]);
    out.push(buf.subarray(at, at + n).toString('utf8'));
    at += n + 1;
  }
  while (out.length < revs.length) out.push(undefined);
  if (lost) {
    for (let i = 0; i < revs.length; i++) {
      if (out[i] !== undefined) continue;
      // Not in that revision's tree at all is no damage; a blob the tree names and git lacks is.
      const oid = await runGit(root, ['rev-parse', '--verify', '-q', `${revs[i]}:${path}`]);
      const what = `vanished_identifier: ${path} at commit ${revs[i]!.slice(0, 12)} not read (names the doc held then not looked up there)`;
      if (oid.code === 0) lost.add(oid.stdout.toString('utf8').trim(), what);
      else lost.fromFailure(oid.stderr, what);
    }
  }
  return out;
}

/**
 * The terms the code at `rev` defines (a function, method, type, class, constant or variable of
 * that name, a struct field or an interface member), not only uses: a platform name the code merely called (`WebSocket`) is no claim
 * about this repository.
 */
export async function termsDefined(root: string, rev: string, terms: string[]): Promise<Set<string> | undefined> {
  const found = new Set<string>();
  if (terms.length === 0) return found;
  const alt = `(${terms.map(ereEscape).join('|')})`;
  const end = '([^A-Za-z0-9_]|$)';
  const patterns = [
    `(func|function|def|class|type|interface|struct|enum|trait|const|let|var|fn|module|macro_rules!)[[:space:]]+(\\([^)]*\\)[[:space:]]*)?\\*?${alt}${end}`,
    `(^|[^A-Za-z0-9_.])${alt}[[:space:]]*(:|=)[[:space:]]*(async[[:space:]]+)?(function|\\(|[A-Za-z_]+[[:space:]]*=>)`,
    // Fields and members: `\tDeletedAt time.Time` (Go), `  deletedAt?: Date` (TS), `    deleted_at: int` (Python).
    `^[[:space:]]+${alt}[[:space:]]+[][*A-Za-z_.]+[[:space:]]*(\`|//|$)`,
    // Go short variable declarations and assignments of a function value.
    `(^|[^A-Za-z0-9_.])${alt}(,[[:space:]]*[A-Za-z_]+)*[[:space:]]*:=`,
    `^[[:space:]]+(readonly[[:space:]]+)?${alt}\??[[:space:]]*:[[:space:]]*[A-Za-z_[{(]`,
    `^[[:space:]]*(export[[:space:]]+)?(async[[:space:]]+|static[[:space:]]+|public[[:space:]]+|private[[:space:]]+|protected[[:space:]]+|pub[[:space:]]+)*${alt}[[:space:]]*\\([^)]*\\)[[:space:]]*(:[^{]*)?\\{`,
  ];
  const args = ['grep', '-I', '-E', '-o', '-h', '--no-color'];
  for (const p of patterns) args.push('-e', p);
  const r = await runGit(root, [...args, rev, '--', ...CODE_PATHSPEC]);
  if (r.code !== 0 && r.code !== 1) return undefined;
  const wanted = new Set(terms);
  for (const line of r.stdout.toString('utf8').split('\n')) {
    for (const m of line.matchAll(/[A-Za-z_][A-Za-z0-9_]*/g)) if (wanted.has(m[0])) found.add(m[0]);
  }
  return found;
}

/**
 * Which of a fixed set of names (all absent from the code at HEAD) the code held at each of many
 * revisions, reading every distinct file version once: a revision's files that HEAD has unchanged
 * cannot hold them, and the others are mostly shared between revisions. One `git ls-tree` per
 * revision and `git cat-file --batch` over the versions not read yet; a version the clone lacks is
 * skipped (git grep would fail the whole revision). Matching is whole-word, as `git grep -w`.
 */
export class GoneTermsAt {
  private readonly re: RegExp;
  private head: Set<string> | undefined;
  /** File versions read, with the names each holds (empty when none) and those it defines. */
  private readonly read = new Map<string, string[]>();
  private readonly defines = new Map<string, string[]>();
  private readonly defRe = new Map<string, RegExp>();

  constructor(private readonly root: string, terms: string[], private readonly lost?: UnreadableObjects) {
    const alt = [...terms].sort((a, b) => b.length - a.length || (a < b ? -1 : 1)).map(ereEscape).join('|');
    this.re = new RegExp(`(?<![A-Za-z0-9_])(?:${alt})(?![A-Za-z0-9_])`, 'g');
  }

  private async blobs(rev: string): Promise<string[] | undefined> {
    const r = await runGit(this.root, ['ls-tree', '-r', '-z', '--full-tree', rev]);
    if (r.code !== 0) {
      this.lost?.fromFailure(r.stderr, `vanished_identifier: the code at commit ${rev.slice(0, 12)} not searched (names it held are not reported)`);
      return undefined;
    }
    const out: string[] = [];
    for (const row of r.stdout.toString('utf8').split('\0')) {
      const tab = row.indexOf('\t');
      if (tab < 0) continue;
      const [, type, oid] = row.slice(0, tab).split(' ');
      if (type === 'blob' && oid && isCodePath(row.slice(tab + 1))) out.push(oid);
    }
    return out;
  }

  /** The names present in the code at `rev`, or undefined when its tree cannot be read. */
  async at(rev: string): Promise<Set<string> | undefined> {
    this.head ??= new Set((await this.blobs('HEAD')) ?? []);
    const blobs = await this.blobs(rev);
    if (!blobs) return undefined;
    const unread = [...new Set(blobs.filter((b) => !this.head!.has(b) && !this.read.has(b)))];
    for (let i = 0; i < unread.length; i += 500) await this.scan(unread.slice(i, i + 500), rev);
    const found = new Set<string>();
    for (const b of blobs) for (const t of this.read.get(b) ?? []) found.add(t);
    this.revBlobs.set(rev, blobs);
    return found;
  }

  private readonly revBlobs = new Map<string, string[]>();

  /** The names the code at `rev` (a revision `at` read) defines, as termsDefined reads a definition; undefined when not read. */
  definedAt(rev: string): Set<string> | undefined {
    const blobs = this.revBlobs.get(rev);
    if (!blobs) return undefined;
    const out = new Set<string>();
    for (const b of blobs) for (const t of this.defines.get(b) ?? []) out.add(t);
    return out;
  }

  private definition(term: string): RegExp {
    let re = this.defRe.get(term);
    if (!re) {
      const t = ereEscape(term);
      const e = '(?![A-Za-z0-9_])';
      re = new RegExp(
        [
          `(?:func|function|def|class|type|interface|struct|enum|trait|const|let|var|fn|module|macro_rules!)\\s+(?:\\([^)]*\\)\\s*)?\\*?${t}${e}`,
          `(?:^|[^A-Za-z0-9_.])${t}\\s*[:=]\\s*(?:async\\s+)?(?:function|\\(|[A-Za-z_]+\\s*=>)`,
          `^\\s+${t}\\s+[\\][*A-Za-z_.]+\\s*(?:\`|//|$)`,
          `(?:^|[^A-Za-z0-9_.])${t}(?:,\\s*[A-Za-z_]+)*\\s*:=`,
          `^\\s+(?:readonly\\s+)?${t}\\??\\s*:\\s*[A-Za-z_[{(]`,
          `^\\s*(?:export\\s+)?(?:(?:async|static|public|private|protected|pub)\\s+)*${t}\\s*\\([^)]*\\)\\s*(?::[^{]*)?\\{`,
        ].join('|'),
        'm',
      );
      this.defRe.set(term, re);
    }
    return re;
  }

  private async scan(oids: string[], rev: string): Promise<void> {
    const r = await runGit(this.root, ['cat-file', '--batch'], oids.join('\n') + '\n');
    const buf = r.stdout;
    let at = 0;
    while (at < buf.length) {
      const nl = buf.indexOf(10, at);
      if (nl < 0) break;
      const [oid, type, size] = buf.subarray(at, nl).toString('latin1').split(' ');
      at = nl + 1;
      if (type === 'missing' || size === undefined) {
        if (oid) this.read.set(oid, []);
        if (oid && type === 'missing') this.lost?.add(oid, `vanished_identifier: a code file at commit ${rev.slice(0, 12)} not searched (names only it held are not reported)`);
        continue;
      }
      const n = Number(size);
      const body = buf.subarray(at, at + n);
      at += n + 1;
      const names = new Set<string>();
      const text = body.subarray(0, 8000).indexOf(0) < 0 ? body.toString('latin1') : '';
      for (const m of text.matchAll(this.re)) names.add(m[0]);
      this.read.set(oid!, [...names]);
      // Definitions, for function and type names: only on the lines that name them.
      const defined: string[] = [];
      for (const t of names) {
        if (!/^[A-Za-z_]\w*$/.test(t)) continue;
        const re = this.definition(t);
        const lines = text.split('\n').filter((l) => l.includes(t));
        if (lines.some((l) => re.test(l))) defined.push(t);
      }
      if (defined.length > 0) this.defines.set(oid!, defined);
    }
    for (const o of oids) if (!this.read.has(o)) this.read.set(o, []);
  }
}
