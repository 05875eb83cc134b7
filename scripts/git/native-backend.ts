// The native `git` CLI backend: the fast path. History is ONE `git log --first-parent` over the
// whole range with name-status and rename detection; line counts are ONE `git diff-tree --stdin`
// over just the commits asked for; status is one `git status --porcelain=v1 -z`.
// Clones that lack objects degrade one step at a time, never the whole scan:
// - a partial clone (blobs left on a promisor remote) is asked only for what it holds: renames by
//   identical content (-M100%, no blob read); line counts of the commits whose blobs it has, where
//   git can be told not to fetch (GIT_NO_LAZY_FETCH), else none; history not at all when trees may
//   be missing too and git cannot be told; each with a note;
// - an unreadable object (a damaged repository) costs the rename similarity of the history read, the
//   history older than the commit that needs it, or the line counts of that one commit; the note
//   names the object and what was skipped.
import { existsSync, realpathSync } from 'node:fs';
import { readRegularText } from '../shared/read-bounded.ts';
import { join } from 'node:path';
import { HygieneError } from '../shared/errors.ts';
import { byCodeUnit } from '../shared/order.ts';
import { existsAsFile, present } from './fs-probe.ts';
import { availableParallelism } from 'node:os';
import type { CommitRecord, GitBackend, HistoryLimits, HistoryRead, LineRequest, PathState, WorkingTreeFacts } from './git-backend.ts';
import { lineKey } from './git-backend.ts';
import { gitOut, gitVersion, runGit, streamGit, splitZ, unreadableObject } from './exec.ts';
import { historyObjects, isPartialClone, mayLackTrees } from './partial-clone.ts';
import { readHead } from './head.ts';
import { LogParser } from './history/parse-log.ts';
import { damagedHistoryNote, damagedLinesNote, unreadableStatusNote, partialHistoryNote, partialLinesNote, partialRenamesNote, similarityDamagedNote, shallowNote } from './history/notes.ts';
import type { RepoLayout } from './layout.ts';

export class NativeBackend implements GitBackend {
  readonly name = 'native' as const;
  private readonly partial: boolean;
  /** Notes of the last lineCounts call (see drainNotes). */
  private lineNotes: string[] = [];
  constructor(readonly root: string, private readonly layout: RepoLayout | undefined) {
    this.partial = isPartialClone(layout);
  }

  drainNotes(): string[] {
    const out = this.lineNotes;
    this.lineNotes = [];
    return out;
  }

  /** Whether git can be kept from fetching blobs this clone lacks (always true for a full clone). */
  private async mayReadBlobs(): Promise<boolean> {
    return historyObjects(this.layout, await gitVersion()) !== 'none';
  }

  async head(): Promise<string | undefined> {
    const fromFiles = this.layout ? readHead(this.layout) : undefined;
    if (fromFiles !== undefined) return fromFiles ?? undefined;
    const r = await runGit(this.root, ['rev-parse', '--verify', '-q', 'HEAD^{commit}']);
    if (r.code !== 0) return undefined;
    return r.stdout.toString('utf8').trim() || undefined;
  }

  async readHistory(head: string, since: string | undefined, _limits: HistoryLimits): Promise<HistoryRead> {
    const notes: string[] = [];
    const readsObjects = await this.mayReadBlobs();
    // Without trees, listing what a commit changed would fetch them: no history at all.
    if (!readsObjects && mayLackTrees(this.layout)) return { commits: [], reached_since: false, truncated: true, notes: [partialHistoryNote()] };
    // Rename similarity reads both blobs; identical content (-M100%) is found from object names alone.
    // A partial clone holds the blobs of its checkout, never the old side of a historical rename, so
    // it is asked for identical content only, whether or not git could be kept from fetching.
    let renames = '-M';
    if (this.partial) {
      renames = '-M100%';
      notes.push(partialRenamesNote());
    }
    let read = await this.logAnyGit(head, since, renames);
    let bad = read.code !== 0 ? unreadableObject(read.stderr) : undefined;
    if (bad && renames === '-M') {
      const retry = await this.logAnyGit(head, since, '-M100%');
      if (retry.code === 0 || unreadableObject(retry.stderr) !== bad) notes.push(similarityDamagedNote(bad));
      read = retry;
      bad = read.code !== 0 ? unreadableObject(read.stderr) : undefined;
    }
    let truncated = false;
    let commits = read.commits;
    if (bad) {
      // git died at the first commit whose diff needs the object: what it printed before is good,
      // except that last, incomplete record. History older than it is left out, like a shallow one.
      commits = commits.slice(0, -1);
      const oldest = commits[commits.length - 1];
      if (oldest) oldest.parent = undefined;
      truncated = true;
      notes.push(damagedHistoryNote(bad, oldest?.time, this.partial));
    } else if (read.code !== 0) {
      // `since` no longer exists (history rewritten and collected): the caller rebuilds.
      if (since) return { commits: [], reached_since: false, truncated: false, notes: [] };
      throw new Error(`git log failed in ${this.root}: ${read.stderr.trim()}`);
    }
    const oldest = commits[commits.length - 1];
    const reached = !bad && since !== undefined && (oldest ? oldest.parent === since : head === since);
    const shallow = shallowCommits(this.layout);
    if (oldest && !reached && shallow.has(oldest.commit)) {
      oldest.parent = undefined;
      truncated = true;
      notes.push(shallowNote(oldest.time));
    }
    return { commits, reached_since: reached, truncated, notes };
  }

  /**
   * git >= 2.31 spells "diff a merge against its first parent" --diff-merges=first-parent; older
   * git only knows -m (which, with --first-parent, meant the same). Try the modern form first.
   */
  private async logAnyGit(head: string, since: string | undefined, renames: string): Promise<{ code: number; stderr: string; commits: CommitRecord[] }> {
    let read = await this.log(head, since, ['--diff-merges=first-parent'], renames);
    if (read.code !== 0 && /diff-merges/.test(read.stderr)) read = await this.log(head, since, ['-m'], renames);
    return read;
  }

  /** ONE `git log` over the range, parsed as it streams. */
  private async log(head: string, since: string | undefined, merges: string[], renames: string): Promise<{ code: number; stderr: string; commits: CommitRecord[] }> {
    const args = [
      '-c', 'log.showRoot=true',
      'log', '--first-parent', ...merges, '-z', '--name-status', renames, '--no-ext-diff', '--no-textconv',
      '--format=%x01%H %ct %P',
      since ? `${since}..${head}` : head,
      '--',
    ];
    const parser = new LogParser();
    const r = await streamGit(this.root, args, (b) => parser.push(b));
    // A failed read keeps what was parsed: readHistory decides whether any of it is usable.
    let commits: CommitRecord[] = [];
    try {
      commits = parser.end();
    } catch {
      commits = r.code === 0 ? [] : parser.commits;
    }
    return { code: r.code, stderr: r.stderr, commits };
  }

  async lineCounts(requests: LineRequest[], _limits: HistoryLimits): Promise<Map<string, number>> {
    const out = new Map<string, number>();
    this.lineNotes = [];
    if (requests.length === 0) return out;
    if (!(await this.mayReadBlobs())) {
      // Every count would fetch blobs from the promisor remote: none is taken.
      this.lineNotes.push(partialLinesNote(requests.length, 'file changes'));
      return out;
    }
    const wanted = new Set(requests.map((q) => lineKey(q.commit, q.change.path)));
    const byCommit = new Map<string, string | undefined>();
    for (const q of requests) byCommit.set(q.commit, q.parent);
    // One diff-tree reads every commit from stdin; `<commit> <parent>` diffs against that parent
    // (the first parent, as the history read it); a bare `<commit>` is a root. A long list is cut
    // into one batch per core, run side by side.
    let all = [...byCommit].map(([c, p]) => (p ? `${c} ${p}` : c));
    const skipped: Array<{ commit: string; object: string }> = [];
    if (this.partial) {
      // Most blobs of history are on the promisor remote: ask only for commits whose blobs are here.
      const missing = await this.missingObjects(all);
      if (missing) {
        for (const [commit, object] of missing) skipped.push({ commit, object });
        all = all.filter((l) => !missing.has(commitOf(l)));
      }
    }
    const batches = Math.max(1, Math.min(availableParallelism(), 4, Math.ceil(all.length / 256)));
    const size = Math.ceil(all.length / batches);
    const outputs = await Promise.all(
      Array.from({ length: batches }, (_, i) => this.numstat(all.slice(i * size, (i + 1) * size), skipped, this.partial)),
    );
    for (const bufs of outputs) for (const buf of bufs) this.parseNumstat(buf, wanted, out);
    const lost = new Set(skipped.map((s) => s.commit));
    for (const k of wanted) if (!out.has(k) && !lost.has(k.slice(0, k.indexOf('\0')))) out.set(k, 0);
    // In a partial clone missing blobs are expected (one note); elsewhere each names its object.
    if (this.partial && skipped.length > 0) this.lineNotes.push(partialLinesNote(skipped.length, 'commits'));
    else for (const s of skipped) this.lineNotes.push(damagedLinesNote(s.object, s.commit));
    return out;
  }

  /**
   * `git diff-tree --numstat` over `lines` (`<commit> [<parent>]` each). When git cannot read an
   * object it stops the batch. Then the blobs every commit's diff needs are looked up at once (a raw
   * diff reads trees only, `cat-file --batch-check` reads no content), the commits that need a
   * missing one are skipped (recorded in `skipped`) and the rest run again. When that is not enough
   * (an unreadable tree), commits are taken past one at a time: git prints every commit before the
   * one that needs the object in full; the one it stopped at runs alone, and the rest again.
   */
  private async numstat(lines: string[], skipped: Array<{ commit: string; object: string }>, prechecked = false): Promise<Buffer[]> {
    if (lines.length === 0) return [];
    const first = await this.diffTree(lines);
    if (first.code === 0) return [first.stdout];
    if (!prechecked) {
      const missing = await this.missingObjects(lines);
      if (missing && missing.size > 0) {
        for (const l of lines) {
          const o = missing.get(commitOf(l));
          if (o) skipped.push({ commit: commitOf(l), object: o });
        }
        return this.numstat(lines.filter((l) => !missing.has(commitOf(l))), skipped, true);
      }
    }
    const outs: Buffer[] = [];
    let rest = lines;
    let r = first;
    for (;;) {
      const { whole, last } = cutAtLastHeader(r.stdout);
      if (whole.length > 0) outs.push(whole);
      let i = last === undefined ? 0 : rest.findIndex((l) => commitOf(l) === last);
      if (i < 0) i = 0;
      const alone = await this.diffTree([rest[i]!]);
      if (alone.code === 0) outs.push(alone.stdout);
      else skipped.push({ commit: commitOf(rest[i]!), object: this.unreadable(alone) });
      rest = rest.slice(i + 1);
      if (rest.length === 0) break;
      r = await this.diffTree(rest);
      if (r.code === 0) {
        outs.push(r.stdout);
        break;
      }
    }
    return outs;
  }

  /**
   * For each commit of `lines` whose diff needs a blob this repository does not hold: that blob.
   * Undefined when git cannot even list the diffs (a tree is unreadable). In a partial clone this
   * runs before any line is counted, under GIT_NO_LAZY_FETCH (git >= 2.44), so nothing is fetched.
   */
  private async missingObjects(lines: string[]): Promise<Map<string, string> | undefined> {
    const raw = await runGit(this.root, ['diff-tree', '--stdin', '-z', '-r', '--root', '--raw', '--no-renames', '--no-ext-diff'], lines.join('\n') + '\n');
    if (raw.code !== 0) return undefined;
    const needs = new Map<string, string[]>();
    let commit = '';
    let expectPath = false;
    for (const tok of splitZ(raw.stdout)) {
      if (expectPath) {
        expectPath = false;
        continue;
      }
      const t = tok.replace(/^\n/, '');
      if (!t.startsWith(':')) {
        commit = t.trim();
        continue;
      }
      // :<old mode> <new mode> <old oid> <new oid> <status>; gitlinks (160000) are commits of another repository
      const [oldMode, newMode, oldOid, newOid] = t.slice(1).split(' ');
      const list = needs.get(commit) ?? [];
      if (oldMode !== '160000' && !/^0+$/.test(oldOid!)) list.push(oldOid!);
      if (newMode !== '160000' && !/^0+$/.test(newOid!)) list.push(newOid!);
      needs.set(commit, list);
      expectPath = true;
    }
    const oids = [...new Set([...needs.values()].flat())];
    const check = await runGit(this.root, ['cat-file', '--batch-check=%(objectname)'], oids.join('\n') + '\n');
    if (check.code !== 0) return undefined;
    const absent = new Set<string>();
    for (const line of check.stdout.toString('utf8').split('\n')) {
      const m = /^([0-9a-f]+) missing$/.exec(line.trim());
      if (m) absent.add(m[1]!);
    }
    const out = new Map<string, string>();
    for (const [c, list] of needs) {
      const o = list.find((x) => absent.has(x));
      if (o) out.set(c, o);
    }
    return out;
  }

  private async diffTree(lines: string[]): Promise<{ code: number; stdout: Buffer; stderr: string }> {
    const r = await runGit(this.root, [
      'diff-tree', '--stdin', '-z', '-r', '--root', '--numstat', '-M', '--minimal', '--no-ext-diff', '--no-textconv',
    ], lines.join('\n') + '\n');
    if (r.code !== 0) this.unreadable(r);
    return r;
  }

  /** The object git could not read; any other failure is an error of its own. */
  private unreadable(r: { code: number; stderr: string }): string {
    const bad = unreadableObject(r.stderr);
    if (!bad) throw new Error(`git diff-tree failed in ${this.root}: ${r.stderr.trim() || `exit ${r.code}`}`);
    return bad;
  }

  private parseNumstat(buf: Buffer, wanted: Set<string>, out: Map<string, number>): void {
    let commit = '';
    const toks = splitZ(buf);
    for (let i = 0; i < toks.length; i++) {
      const t = toks[i]!;
      const tab1 = t.indexOf('\t');
      if (tab1 < 0) {
        commit = t.trim();
        continue;
      }
      const tab2 = t.indexOf('\t', tab1 + 1);
      const added = t.slice(0, tab1);
      const deleted = t.slice(tab1 + 1, tab2);
      let path = t.slice(tab2 + 1);
      if (path === '') {
        i += 2; // a rename: old and new path follow as their own tokens
        path = toks[i]!;
      }
      const n = added === '-' ? 0 : Number(added) + Number(deleted);
      const key = lineKey(commit, path);
      if (wanted.has(key)) out.set(key, n);
    }
  }

  async pathState(relPath: string): Promise<PathState> {
    const spec = relPath === '' || relPath === '.' ? ['.'] : [`:(literal)${relPath}`];
    const [files, status] = await Promise.all([
      gitOut(this.root, ['ls-files', '-z', '--', ...spec]),
      runGit(this.root, ['status', '--porcelain=v1', '-z', '--untracked-files=all', '--ignore-submodules=none', '--', ...spec]),
    ]);
    const tracked = splitZ(files);
    const isTracked = tracked.length > 0 && (await this.isFolderOrTrackedFile(relPath, tracked));
    if (status.code !== 0) {
      // An object git cannot read (HEAD's tree, say): not known to be clean, so treated as not clean.
      const bad = unreadableObject(status.stderr) ?? (await this.badTree(status.stderr));
      if (!bad) throw new HygieneError('IO', `git status failed in ${this.root}: ${status.stderr.trim() || `exit ${status.code}`}`);
      return { tracked: isTracked, clean: false, note: unreadableStatusNote(bad, relPath) };
    }
    return { tracked: isTracked, clean: status.stdout.length === 0 };
  }

  /** git says "bad tree object HEAD" without the tree's name: the commit (still readable) gives it. */
  private async badTree(stderr: string): Promise<string | undefined> {
    const m = /bad tree object (\S+)/.exec(stderr);
    if (!m) return undefined;
    const r = await runGit(this.root, ['rev-parse', '--verify', '-q', `${m[1]}^{tree}`]);
    return r.code === 0 ? r.stdout.toString('utf8').trim() : m[1];
  }

  private async isFolderOrTrackedFile(relPath: string, tracked: string[]): Promise<boolean> {
    // For a file, the file itself must be tracked; for a folder, any file under it.
    if (relPath === '' || relPath === '.') return true;
    return tracked.includes(relPath) || tracked.some((p) => p.startsWith(relPath.replace(/\/$/, '') + '/'));
  }

  async toplevel(start: string): Promise<string | undefined> {
    const r = await runGit(start, ['rev-parse', '--show-toplevel']);
    if (r.code === 0) {
      const top = r.stdout.toString('utf8').replace(/\n$/, '');
      if (top !== '') return realpathSync(top);
    }
    if (/dubious ownership/.test(r.stderr)) throw new HygieneError('IO', `git refuses this repository: ${r.stderr.trim()}`);
    return undefined;
  }

  /**
   * One `git ls-files` call: the index with stage info and tags (`R` = deleted from the working
   * tree, `S` = skip-worktree) plus untracked files not excluded by the standard ignore sources.
   * Gitlinks (submodules) and untracked nested repositories (listed as `dir/`) are not files.
   */
  async listFiles(projectRoot: string): Promise<string[] | undefined> {
    return (await this.indexFiles(projectRoot))?.present;
  }

  /** Tracked files absent from the working tree (deleted there, or sparse checkout): HEAD still has them. */
  async absentFiles(projectRoot: string): Promise<string[]> {
    return (await this.indexFiles(projectRoot))?.absent ?? [];
  }

  private readonly indexed = new Map<string, Promise<{ present: string[]; absent: string[] } | undefined>>();

  private indexFiles(projectRoot: string): Promise<{ present: string[]; absent: string[] } | undefined> {
    let p = this.indexed.get(projectRoot);
    if (!p) {
      p = this.readIndexFiles(projectRoot);
      this.indexed.set(projectRoot, p);
    }
    return p;
  }

  private async readIndexFiles(projectRoot: string): Promise<{ present: string[]; absent: string[] } | undefined> {
    const r = await runGit(projectRoot, ['ls-files', '-z', '--stage', '-t', '--cached', '--others', '--deleted', '--exclude-standard']);
    if (r.code !== 0) {
      if (notARepo(r.stderr)) return undefined;
      throw new HygieneError('IO', `git ls-files failed in ${projectRoot}: ${r.stderr.trim()}`);
    }
    const present = new Set<string>();
    const gone = new Set<string>();
    const sparse: string[] = [];
    for (const rec of splitZ(r.stdout)) {
      const tag = rec[0];
      if (tag === '?') {
        const p = rec.slice(2);
        if (!p.endsWith('/')) present.add(p);
        continue;
      }
      const tab = rec.indexOf('\t');
      const p = rec.slice(tab + 1);
      const mode = rec.slice(2, rec.indexOf(' ', 2));
      if (mode === GITLINK_MODE) continue;
      if (tag === 'R') gone.add(p);
      else if (tag === 'S') sparse.push(p);
      else present.add(p);
    }
    for (const p of gone) present.delete(p);
    // A skip-worktree entry is usually absent from the working tree (sparse checkout); keep it only
    // when the file is actually there.
    const absent = new Set(gone);
    await Promise.all(sparse.map(async (p) => { if (await existsAsFile(join(projectRoot, p))) present.add(p); else absent.add(p); }));
    for (const p of present) absent.delete(p);
    return { present: [...present].sort(byCodeUnit), absent: [...absent].sort(byCodeUnit) };
  }

  async ignored(projectRoot: string, queries: string[]): Promise<string[] | undefined> {
    const r = await runGit(projectRoot, ['check-ignore', '--stdin', '-z'], queries.join('\0') + '\0');
    if (r.code === 1) return []; // nothing ignored
    if (r.code === 0) return splitZ(r.stdout);
    if (notARepo(r.stderr)) return [];
    return undefined; // any other refusal of one path fails the whole batch
  }

  async workingTreeFacts(projectRoot: string): Promise<WorkingTreeFacts> {
    const [ls, st] = await Promise.all([
      runGit(projectRoot, ['ls-files', '-z', '--cached']),
      runGit(projectRoot, ['status', '--porcelain=v1', '-z', '--untracked-files=all', '--no-renames']),
    ]);
    if (ls.code !== 0) return { tracked: [], changed: new Set() };
    const tracked = splitZ(ls.stdout).filter((p) => present(projectRoot, p));
    // Without a status (an unreadable object), no tracked file is known to be unchanged.
    const changed = new Set(st.code === 0 ? splitZ(st.stdout).map((rec) => rec.slice(3)) : tracked);
    return { tracked, changed };
  }
}

const GITLINK_MODE = '160000';

function notARepo(stderr: string): boolean {
  return /not a git repository/i.test(stderr);
}

/** Commits recorded as the boundary of a shallow clone (their parents are not in the repository). */
export function shallowCommits(layout: RepoLayout | undefined): Set<string> {
  if (!layout) return new Set();
  const f = join(layout.commondir, 'shallow');
  if (!existsSync(f)) return new Set();
  return new Set((readRegularText(f, 256 * 1024 * 1024) ?? '').split('\n').map((l) => l.trim()).filter(Boolean));
}

const commitOf = (line: string) => line.split(' ')[0]!;

/**
 * `diff-tree --stdin -z --numstat` output cut before its last commit header (the commit git may have
 * stopped in), and that commit. Tokens: `<commit>`, then `<added>\t<deleted>\t<path>`, or for a
 * rename `<added>\t<deleted>\t` followed by the old and new path as tokens of their own.
 */
export function cutAtLastHeader(buf: Buffer): { whole: Buffer; last: string | undefined } {
  let pos = 0;
  let lastAt = -1;
  let last: string | undefined;
  let pathsToSkip = 0;
  while (pos < buf.length) {
    const nul = buf.indexOf(0, pos);
    const end = nul < 0 ? buf.length : nul;
    const tok = buf.toString('utf8', pos, end);
    if (pathsToSkip > 0) pathsToSkip--;
    else if (!tok.includes('\t')) {
      lastAt = pos;
      last = tok.trim();
    } else if (tok.endsWith('\t')) pathsToSkip = 2;
    pos = end + 1;
  }
  return lastAt < 0 ? { whole: buf, last: undefined } : { whole: buf.subarray(0, lastAt), last };
}
