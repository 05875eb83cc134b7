// Replay cases from a corpus's own history: a commit with one parent that touches only Markdown and
// rewrites a reference whose target is missing at the parent into one whose target exists at the
// commit, the rest of the line unchanged. The maintainer's edit is the answer an auto entry at the
// parent should have given. Reads git only (through eval/lib/corpus.ts and ground-truth.ts).
import { posix } from 'node:path';
import { git } from '../corpus.ts';
import { parseDiff, missingAt, unreadableAt, everExisted, resolveRef, type Ref } from '../ground-truth.ts';
import { gitTextSync } from '../../../scripts/git/exec.ts';
import { changedRefs, type ChangedRef } from './pair.ts';

export interface ReplayCase {
  repo: string;
  fix_commit: string;
  parent: string;
  subject: string;
  /** The doc (the same path at the parent and the fix). */
  path: string;
  /** The line at the parent. */
  line: number;
  source: Ref['source'];
  /** Index of the reference among the line's references. */
  ref_index: number;
  old_target: string;
  new_target: string;
  /** The project paths the targets resolve to: missing at the parent, present at the fix. */
  old_resolved: string;
  new_resolved: string;
}

export const DEFAULT_MAX_PARENTS = 15;
/** Commits whose diffs one git process reads. */
const BATCH = 100;

const isMarkdown = (p: string) => /\.mdx?$/i.test(p);

/** Commits with one parent touching only Markdown, newest first, as [commit, parent, subject]. */
export function markdownOnlyCommits(dir: string): Array<[string, string, string]> {
  const out: Array<[string, string, string]> = [];
  const log = git(dir, ['log', '--no-merges', '--no-renames', '--name-only', '--format=%x01%H%x00%P%x00%s']);
  for (const rec of log.split('\x01').slice(1)) {
    const [head, ...files] = rec.split('\n');
    const [commit, parents, subject] = head!.split('\0');
    // A subject holding the record mark itself splits its record: the pieces are skipped.
    if (!commit || parents === undefined || subject === undefined) continue;
    const ps = parents.split(' ').filter(Boolean);
    const touched = files.filter(Boolean);
    if (ps.length === 1 && touched.length && touched.every(isMarkdown)) out.push([commit, ps[0]!, subject]);
  }
  return out;
}

/** The diffs of `commits` against their parents, one git process for the lot. */
function diffsOf(dir: string, commits: string[]): Map<string, string> {
  const out = new Map<string, string>();
  const text = gitTextSync(dir, ['diff-tree', '--stdin', '-r', '-p', '-U0', '--no-renames', '--no-color', '--no-ext-diff'], { input: commits.join('\n') + '\n', maxBuffer: 512 * 1024 * 1024 });
  let cur: string | null = null;
  let buf: string[] = [];
  for (const l of text.split('\n')) {
    if (/^[0-9a-f]{40}$/.test(l)) {
      if (cur) out.set(cur, buf.join('\n'));
      cur = l;
      buf = [];
    } else buf.push(l);
  }
  if (cur) out.set(cur, buf.join('\n'));
  return out;
}

/** Where a target may point: a backticked path from the root or from the doc's folder, a link from the doc's folder. */
function places(path: string, ref: Ref): string[] {
  const p = resolveRef(path, ref);
  const out = p ? [p] : [];
  if (ref.source === 'code_path') {
    const rel = posix.normalize(posix.join(posix.dirname(path), ref.target.replace(/[?#].*$/, ''))).replace(/\/$/, '');
    if (!rel.startsWith('..') && !out.includes(rel)) out.push(rel);
  }
  return out;
}

/** The cases of one commit: each changed reference whose old target is missing at the parent and new one present at the commit. */
function casesOf(repo: string, dir: string, commit: string, parent: string, subject: string, diff: string): ReplayCase[] {
  const changed: Array<{ path: string; c: ChangedRef; old: string[]; new: string[] }> = [];
  for (const f of parseDiff(diff)) {
    for (const c of changedRefs(f)) {
      const o = places(f.path, c.old);
      const n = places(f.path, c.new);
      if (o.length && n.length) changed.push({ path: f.path, c, old: o, new: n });
    }
  }
  if (!changed.length) return [];
  const missingBefore = missingAt(dir, parent, [...new Set(changed.flatMap((x) => x.old))]);
  const missingAfter = missingAt(dir, commit, [...new Set(changed.flatMap((x) => x.new))]);
  // A blob the snapshot lacks is not a missing target: the parent had the file.
  const unreadable = unreadableAt(dir, parent, [...missingBefore]);
  const out: ReplayCase[] = [];
  for (const x of changed) {
    if (!x.old.every((p) => missingBefore.has(p) && !unreadable.has(p))) continue;
    const present = x.new.find((p) => !missingAfter.has(p));
    if (!present) continue;
    // A backticked path history never held is an example or a run-time path, not a moved file.
    if (x.c.old.source === 'code_path' && !everExisted(dir, parent, x.old[0]!)) continue;
    out.push({ repo, fix_commit: commit, parent, subject, path: x.path, line: x.c.removed.line, source: x.c.old.source, ref_index: x.c.index, old_target: x.c.old.target, new_target: x.c.new.target, old_resolved: x.old[0]!, new_resolved: present });
  }
  return out;
}

/** The replay cases of a corpus, newest first, from at most `maxParents` parents. */
export function mineCases(repo: string, dir: string, opts: { maxParents?: number } = {}): { cases: ReplayCase[]; commits_read: number } {
  const max = opts.maxParents ?? DEFAULT_MAX_PARENTS;
  const commits = markdownOnlyCommits(dir);
  const cases: ReplayCase[] = [];
  const parents = new Set<string>();
  let read = 0;
  for (let i = 0; i < commits.length && parents.size < max; i += BATCH) {
    const batch = commits.slice(i, i + BATCH);
    const diffs = diffsOf(dir, batch.map(([c]) => c));
    for (const [commit, parent, subject] of batch) {
      read++;
      const found = casesOf(repo, dir, commit, parent, subject, diffs.get(commit) ?? '');
      if (!found.length) continue;
      cases.push(...found);
      parents.add(parent);
      if (parents.size >= max) break;
    }
  }
  return { cases, commits_read: read };
}
