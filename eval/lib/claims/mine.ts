// The claims ground truth of one repository, mined from its history with git alone (never the
// scanner): every commit that changed a line of an agent instruction file where the line it removed
// or changed made a claim already false at the commit's parent, proven from the parent's tree and
// history:
//   path        the path is in no tree of the parent's (from the root, the doc's folder or a folder
//               on its way) and was in history: the commit that moved or deleted it, the destination;
//   command     the make target / package script / just recipe / cargo alias is defined nowhere at
//               the parent and was defined once: the commit that removed it, its successor;
//   flag        `--name` is nowhere in the parent's code and was there once: the removing commit;
//   identifier  a function, constant, env var or symbol nowhere in the parent's code, once there;
//   personal_path  an absolute path into one person's home folder (false on every other machine).
// A claim the commit wrote again (the line was re-wrapped or re-worded around it) is no case.
import { gitTextSync, runGitSync } from '../../../scripts/git/exec.ts';
import { posix, join, dirname } from 'node:path';
import { mkdtempSync, mkdirSync, writeFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { DIFF_OPTS, gitOut, gitRun, readBlobs, treeAt } from './git.ts';
import { AGENT_PATHSPECS, agentFileKind, copyInfo, skillDirs, skillPathspecs, type CopyInfo } from './agent-files.ts';
import { claimsOnLine, codeLines, type ClaimKind, type LineClaim } from './extract.ts';
import { DefinitionReader, DEF_PATHSPECS, kindOf } from './definitions.ts';
import { codeDiffOf, definedInCodeAt, flagsInCodeAt, removalOf, wordsInCodeAt, type Removal, type Term } from './code.ts';
import { mostSimilar, renameInMessage } from './successor.ts';
import { noiseRule } from './noise.ts';

export interface ClaimEvidence {
  /** The commit that moved, deleted or removed what the claim names (null for personal_path). */
  removed_by: string | null;
  removed_by_subject: string | null;
  /** The new name or place: a rename the removing commit made or its message names, or the most similar name it added. */
  successor: string | null;
  successor_from: 'rename' | 'message' | 'similar' | null;
  /** path: the files or folders at the parent that end with the claimed path (it may be relative to a sub-project off the doc's way). */
  exists_elsewhere?: string[];
  /** The most similar claim of the same kind the fix commit wrote instead, if any. */
  fix_replacement: string | null;
  /** flag, identifier: the code before the removing commit defined or read it (not only mentioned it as text). */
  defined_in_code?: boolean;
}

export interface ClaimCase {
  repo: string;
  fix_commit: string;
  parent: string;
  subject: string;
  /** The doc at the parent. */
  path: string;
  /** What kind of agent instruction file it is (memory, skill, skill-file, rules, command, agent). */
  doc_kind: string;
  /** The line at the parent that made the claim, and its text. */
  line: number;
  line_text: string;
  in_code_block: boolean;
  claim_kind: ClaimKind;
  /** The claim as written. */
  claim: string;
  /** What was looked up (the path, target, script, flag without dashes, identifier, user name). */
  name: string;
  /** path: how it is written (link, backtick, code, prose, import...); command: the runner; identifier: function, constant, env, symbol. */
  sub: string;
  dir?: string;
  /** flag: the program the flag is given to on that line, when it shows one. */
  program?: string;
  /** path: the project path that existed in history (the base it was resolved against). */
  resolved?: string;
  evidence: ClaimEvidence;
  copy: CopyInfo;
  /** The fix commit's change to this doc: lines removed and added, and the doc's length at the parent. */
  doc_change: { removed: number; added: number; parent_lines: number };
  /** Set on a mined case that a noise rule sets aside (./noise.ts), with the rule's name. */
  excluded?: string;
}

interface DocDiff {
  oldPath: string;
  newPath: string;
  removed: Array<{ line: number; text: string }>;
  added: string[];
}

function unquote(p: string): string {
  if (!p.startsWith('"')) return p;
  try {
    return JSON.parse(p) as string;
  } catch {
    return p.slice(1, -1);
  }
}

function parseDiff(diff: string): DocDiff[] {
  const out: DocDiff[] = [];
  let cur: DocDiff | null = null;
  let oldLine = 0;
  for (const l of diff.split('\n')) {
    if (l.startsWith('diff --git ')) {
      cur = null;
      continue;
    }
    if (l.startsWith('--- ')) {
      const p = l.slice(4);
      cur = { oldPath: p === '/dev/null' ? '' : unquote(p).replace(/^a\//, ''), newPath: '', removed: [], added: [] };
      out.push(cur);
    } else if (l.startsWith('+++ ') && cur && cur.newPath === '' && cur.removed.length === 0 && cur.added.length === 0) {
      const p = l.slice(4);
      cur.newPath = p === '/dev/null' ? '' : unquote(p).replace(/^b\//, '');
    } else if (l.startsWith('@@')) oldLine = Number(/^@@ -(\d+)/.exec(l)?.[1] ?? 0);
    else if (cur && l.startsWith('-')) cur.removed.push({ line: oldLine++, text: l.slice(1) });
    else if (cur && l.startsWith('+')) cur.added.push(l.slice(1));
  }
  return out.filter((d) => d.oldPath && d.newPath);
}

const esc = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const BRE = (s: string) => s.replace(/[.*^$[\]\\]/g, '\\$&');

/** Whether the fix wrote the claim again (kept, re-wrapped or re-worded around it): then it is no case. */
function writtenAgain(c: LineClaim, addedText: string, addedKeys: Set<string>): boolean {
  if (addedKeys.has(`${c.claim_kind}\0${c.name}`)) return true;
  if (c.claim_kind === 'command') return new RegExp(`\\b${esc(c.sub)}\\b[^\\n]*(?<![\\w:.-])${esc(c.name)}(?![\\w:-])`).test(addedText);
  if (c.claim_kind === 'flag') return new RegExp(`(?<![\\w-])--${esc(c.name)}(?![\\w-])`).test(addedText);
  if (c.claim_kind === 'personal_path') return addedText.includes(c.claim);
  return new RegExp(`(?<![\\w./-])${esc(c.name)}(?![\\w/-]|\\.\\w)`).test(addedText);
}

/** Which of `paths` the ignore rules committed at `rev` match (its .gitignore files in a scratch folder, no user excludes). */
function ignoredAt(dir: string, rev: string, files: ReadonlySet<string>, paths: string[]): Set<string> {
  const rules = [...files].filter((p) => p === '.gitignore' || p.endsWith('/.gitignore'));
  if (!rules.length || !paths.length) return new Set();
  const scratch = mkdtempSync(join(tmpdir(), 'claims-ignore-'));
  try {
    gitTextSync(scratch, ['init', '-q', scratch]);
    const texts = readBlobs(dir, rules.map((r) => `${rev}:${r}`));
    rules.forEach((r, i) => {
      mkdirSync(join(scratch, dirname(r)), { recursive: true });
      writeFileSync(join(scratch, r), texts[i] ?? '');
    });
    // check-ignore exits 1 when nothing is ignored: its stdout is the answer either way.
    const out = runGitSync(scratch, ['check-ignore', '--no-index', '--stdin'], { config: { 'core.excludesFile': '/dev/null' }, input: paths.join('\n') + '\n' }).stdout.toString('utf8');
    return new Set(out.split('\n').filter(Boolean));
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

/** Where a claimed path may point: the doc's folder for links and imports, else the root, the doc's folder and every folder on its way. */
function basesOf(doc: string, c: LineClaim): string[] {
  const docDir = posix.dirname(doc) === '.' ? '' : posix.dirname(doc);
  const rel = ['link', 'image', 'definition', 'import'].includes(c.sub) || c.name.startsWith('../');
  const dirs = rel ? [docDir] : ['', docDir];
  if (!rel) for (let d = posix.dirname(docDir); d && d !== '.'; d = posix.dirname(d)) dirs.push(d);
  const out: string[] = [];
  for (const d of dirs) {
    const p = posix.normalize(posix.join(d, c.name)).replace(/\/$/, '');
    if (p && p !== '.' && !p.startsWith('..') && !out.includes(p)) out.push(p);
  }
  return out;
}

/** The rename destination of `path` (a file or folder) in commit `c`, or null. */
function renamedIn(dir: string, c: string, path: string): string | null {
  const raw = gitOut(dir, ['diff-tree', '-r', '-z', '-M', '--name-status', ...DIFF_OPTS, `${c}^1`, c]).split('\0');
  const dests = new Map<string, number>();
  for (let i = 0; i < raw.length; i++) {
    const st = raw[i]!;
    if (/^[AMDT]$/.test(st)) {
      i++;
      continue;
    }
    if (!/^[RC]\d*$/.test(st)) continue;
    const from = raw[++i]!;
    const to = raw[++i]!;
    if (!st.startsWith('R')) continue;
    if (from === path) return to;
    if (from.startsWith(`${path}/`)) {
      const rest = from.slice(path.length);
      const d = to.endsWith(rest) ? to.slice(0, to.length - rest.length) : posix.dirname(to);
      dests.set(d, (dests.get(d) ?? 0) + 1);
    }
  }
  return [...dests].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))[0]?.[0] ?? null;
}

const messageOf = (dir: string, c: string) => gitOut(dir, ['show', '-s', '--format=%s%n%b', c]);

const FLAG_WORDS = /(?<![\w-])--([a-z][a-z0-9]*(?:-[a-z0-9]+)*)|["'`]([a-z][a-z0-9]*(?:-[a-z0-9]+)+)["'`]/g;
const WORDS = /[A-Za-z_][\w]*/g;

function addedNames(lines: { added: string[]; removed: string[] }, re: RegExp): Set<string> {
  const take = (ls: string[]) => new Set(ls.flatMap((l) => [...l.matchAll(re)].map((m) => m[1] ?? m[2] ?? m[0]).filter(Boolean)));
  const before = take(lines.removed);
  return new Set([...take(lines.added)].filter((n) => !before.has(n)));
}

export interface MineStats {
  commits: number;
  docs_changed: number;
  claims_removed: number;
  cases: number;
  excluded: number;
  unreadable_docs: string[];
}

export interface MineResult {
  cases: ClaimCase[];
  excluded: ClaimCase[];
  stats: MineStats;
}

/** Mines `dir`'s history from `rev` (default HEAD). Deterministic: the same history gives the same cases in the same order. */
export function mineClaims(repo: string, dir: string, opts: { rev?: string; log?: (s: string) => void } = {}): MineResult {
  const rev = opts.rev ?? 'HEAD';
  const everSkills = skillDirs([...gitOut(dir, ['log', '--format=', '--name-only', '--full-history', rev, '--', ':(glob)**/SKILL.md']).split('\n').filter(Boolean), ...gitOut(dir, ['ls-tree', '-r', '--name-only', rev]).split('\n')]);
  const pathspecs = [...AGENT_PATHSPECS, ...skillPathspecs(everSkills)];
  const commits = gitOut(dir, ['log', '--no-merges', '--full-history', '--format=%H%x00%P%x00%s', rev, '--', ...pathspecs]).split('\n').filter(Boolean);
  const defs = new DefinitionReader(dir);
  const stats: MineStats = { commits: 0, docs_changed: 0, claims_removed: 0, cases: 0, excluded: 0, unreadable_docs: [] };
  const cases: ClaimCase[] = [];
  const excluded: ClaimCase[] = [];
  const existedCache = new Map<string, string>();
  // The removal found at a later parent holds at an earlier one (an ancestor the removal precedes, or
  // any ancestor when the code never had the term): commits come newest first, so most look-ups are reused.
  const removals = new Map<string, Array<{ at: string; rem: Removal | null }>>();
  const isAncestor = (a: string, b: string) => a === b || gitRun(dir, ['merge-base', '--is-ancestor', a, b]).code === 0;
  const removal = (parent: string, term: Term): Removal | null => {
    const key = `${term.kind}\0${term.name}`;
    const known = removals.get(key) ?? [];
    for (const k of known) if (isAncestor(parent, k.at) && (!k.rem || isAncestor(k.rem.commit, parent))) return k.rem;
    const rem = removalOf(dir, parent, term);
    removals.set(key, [...known, { at: parent, rem }]);
    return rem;
  };
  let n = 0;
  for (const row of commits) {
    const [commit, parents, subject] = row.split('\0') as [string, string, string];
    const ps = parents.split(' ').filter(Boolean);
    if (ps.length !== 1) continue;
    const parent = ps[0]!;
    if (++n % 50 === 0) opts.log?.(`${repo}: ${n}/${commits.length} commits, ${cases.length} cases`);
    const status = gitOut(dir, ['diff-tree', '-r', '-z', '-M', '--name-status', ...DIFF_OPTS, parent, commit, '--', ...pathspecs]).split('\0');
    const pairs: Array<[string, string]> = [];
    for (let i = 0; i < status.length; i++) {
      const st = status[i]!;
      if (st === 'M' || st === 'T') pairs.push([status[i + 1]!, status[++i]!]);
      else if (/^R\d*$/.test(st)) {
        pairs.push([status[i + 1]!, status[i + 2]!]);
        i += 2;
      } else if (/^[ADC]/.test(st)) i += st.startsWith('C') ? 2 : 1;
    }
    if (!pairs.length) continue;
    const tree = treeAt(dir, parent);
    const skills = skillDirs(tree.files);
    const docs = pairs.filter(([o]) => agentFileKind(o, skills) !== null);
    if (!docs.length) continue;
    stats.commits++;
    const diffs = parseDiff(gitOut(dir, ['diff', '-U0', '-M', ...DIFF_OPTS, parent, commit, '--', ...new Set(docs.flat())]));
    const blobs = readBlobs(dir, diffs.flatMap((d) => [`${parent}:${d.oldPath}`, `${commit}:${d.newPath}`]));
    const pending: Array<{ c: LineClaim; d: DocDiff; line: number; text: string; inCode: boolean; kind: string; oldText: string }> = [];
    diffs.forEach((d, i) => {
      const kind = agentFileKind(d.oldPath, skills);
      if (!kind || !d.removed.length) return;
      const oldText = blobs[2 * i];
      const newText = blobs[2 * i + 1] ?? '';
      if (oldText == null) {
        stats.unreadable_docs.push(`${parent.slice(0, 12)}:${d.oldPath}`);
        return;
      }
      stats.docs_changed++;
      const oldCode = codeLines(oldText);
      const newCode = codeLines(newText);
      const newLines = newText.split('\n');
      const addedSet = new Set(d.added);
      const addedKeys = new Set<string>();
      newLines.forEach((l, k) => {
        if (addedSet.has(l)) for (const c of claimsOnLine(l, newCode.has(k + 1))) addedKeys.add(`${c.claim_kind}\0${c.name}`);
      });
      const addedText = d.added.join('\n');
      const seen = new Set<string>();
      for (const r of d.removed) {
        const inCode = oldCode.has(r.line);
        for (const c of claimsOnLine(r.text, inCode)) {
          stats.claims_removed++;
          const k = `${c.claim_kind}\0${c.name}\0${c.dir ?? ''}`;
          if (seen.has(k) || writtenAgain(c, addedText, addedKeys)) continue;
          seen.add(k);
          pending.push({ c, d, line: r.line, text: r.text, inCode, kind, oldText });
        }
      }
    });
    if (!pending.length) continue;
    // identifiers: one git grep for all of this commit's names
    const idNames = [...new Set(pending.filter((p) => p.c.claim_kind === 'identifier').map((p) => p.c.name))];
    const presentIds = wordsInCodeAt(dir, parent, idNames);
    const presentFlags = flagsInCodeAt(dir, parent, [...new Set(pending.filter((p) => p.c.claim_kind === 'flag').map((p) => p.c.name))]);
    const made: ClaimCase[] = [];
    const addedOf = (p: (typeof pending)[number], kind: ClaimKind) => {
      const news: string[] = [];
      for (const l of p.d.added) for (const c of claimsOnLine(l, true)) if (c.claim_kind === kind) news.push(c.name);
      return mostSimilar(p.c.name, news, 0.5);
    };
    for (const p of pending) {
      const { c } = p;
      const ev: ClaimEvidence = { removed_by: null, removed_by_subject: null, successor: null, successor_from: null, fix_replacement: null };
      let resolved: string | undefined;
      if (c.claim_kind === 'path') {
        const bases = basesOf(p.d.oldPath, c);
        if (!bases.length || bases.some((b) => tree.files.has(b) || tree.dirs.has(b))) continue;
        for (const b of bases) {
          const key = `${parent}\0${b}`;
          let last = existedCache.get(key);
          if (last === undefined) existedCache.set(key, (last = gitOut(dir, ['log', '-1', '--format=%H', parent, '--', `:(literal)${b}`]).trim()));
          if (last) {
            resolved = b;
            ev.removed_by = last;
            break;
          }
        }
        if (!resolved || !ev.removed_by) continue; // never in the repository: a run-time, example or other-repository path
        ev.removed_by_subject = gitOut(dir, ['show', '-s', '--format=%s', ev.removed_by]).trim();
        const dest = renamedIn(dir, ev.removed_by, resolved);
        if (dest) Object.assign(ev, { successor: dest, successor_from: 'rename' });
        const tail = `/${resolved}`;
        const elsewhere = [...tree.files, ...tree.dirs].filter((f) => f.endsWith(tail)).sort().slice(0, 5);
        if (elsewhere.length) ev.exists_elsewhere = elsewhere;
      } else if (c.claim_kind === 'command') {
        const kind = kindOf(c.sub)!;
        const at = defs.at(parent, c.sub, [...tree.files]);
        if (!at || at.wildcard || at.names.has(c.name)) continue;
        const list = gitOut(dir, ['log', '--format=%H', ...DIFF_OPTS, '-G', BRE(c.name), '-n30', parent, '--', ...DEF_PATHSPECS[kind]]).split('\n').filter(Boolean);
        for (const x of list) {
          const xp = gitOut(dir, ['rev-parse', '-q', '--verify', `${x}^1`]).trim();
          if (!xp) continue;
          const before = defs.at(xp, c.sub);
          const after = defs.at(x, c.sub);
          if (before?.names.has(c.name) && !after?.names.has(c.name)) {
            const msg = messageOf(dir, x);
            ev.removed_by = x;
            ev.removed_by_subject = msg.split('\n')[0]!;
            const named = renameInMessage(msg, c.name);
            const similar = mostSimilar(c.name, [...after!.names.keys()].filter((k) => !before.names.has(k)), 0.5);
            if (named) Object.assign(ev, { successor: named, successor_from: 'message' });
            else if (similar) Object.assign(ev, { successor: similar, successor_from: 'similar' });
            break;
          }
        }
        if (!ev.removed_by) continue; // never defined here: another tool's command or the user's
      } else if (c.claim_kind === 'flag' || c.claim_kind === 'identifier') {
        const term: Term = { kind: c.claim_kind === 'flag' ? 'flag' : 'word', name: c.name };
        if (c.claim_kind === 'identifier' ? presentIds.has(c.name) : presentFlags.has(c.name)) continue;
        const rem = removal(parent, term);
        if (!rem) continue; // never in the code: another program's flag or name
        ev.removed_by = rem.commit;
        ev.removed_by_subject = rem.subject;
        ev.defined_in_code = definedInCodeAt(dir, `${rem.commit}^1`, term);
        const named = renameInMessage(rem.message, c.name);
        if (named) Object.assign(ev, { successor: named, successor_from: 'message' });
        else {
          const diff = codeDiffOf(dir, rem.commit);
          const similar = mostSimilar(c.name, addedNames(diff, term.kind === 'flag' ? FLAG_WORDS : WORDS), 0.6);
          if (similar) Object.assign(ev, { successor: similar, successor_from: 'similar' });
        }
      }
      ev.fix_replacement = addedOf(p, c.claim_kind);
      const lineText = p.text;
      const parentTexts = new Map<string, string | null>();
      const copy = copyInfo(p.d.oldPath, tree.files, (f) => {
        if (!parentTexts.has(f)) parentTexts.set(f, readBlobs(dir, [`${parent}:${f}`])[0] ?? null);
        return (parentTexts.get(f) ?? '').split('\n').includes(lineText);
      });
      made.push({
        repo, fix_commit: commit, parent, subject, path: p.d.oldPath, doc_kind: p.kind, line: p.line, line_text: lineText.slice(0, 400), in_code_block: p.inCode,
        claim_kind: c.claim_kind, claim: c.claim, name: c.name, sub: c.sub, ...(c.dir ? { dir: c.dir } : {}), ...(c.program ? { program: c.program } : {}), ...(resolved ? { resolved } : {}),
        evidence: ev, copy, doc_change: { removed: p.d.removed.length, added: p.d.added.length, parent_lines: p.oldText.split('\n').length },
      });
    }
    const ignored = ignoredAt(dir, parent, tree.files, made.filter((m) => m.resolved).map((m) => m.resolved!));
    for (const m of made) {
      const rule = m.resolved && ignored.has(m.resolved) ? 'ignored-at-parent' : noiseRule(m);
      if (rule) excluded.push({ ...m, excluded: rule });
      else cases.push(m);
    }
  }
  stats.cases = cases.length;
  stats.excluded = excluded.length;
  return { cases, excluded, stats };
}
