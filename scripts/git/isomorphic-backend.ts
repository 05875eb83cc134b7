// The isomorphic-git backend: used when no `git` executable is on PATH. Always one shared `cache`
// object (isomorphic-git re-reads pack indexes without it). History is read newest first, diffing
// each commit's tree against its first parent's (unchanged subtrees skipped by oid), bounded by
// history.max_commits and history.time_budget_ms: what is left out is named in a note.
// isomorphic-git cannot read objects borrowed through alternates: history is then left out with a
// note, and path state answers conservatively (not clean), never a crash.
import { readBlob, readCommit, readTree, resolveRef, statusMatrix, listFiles } from 'isomorphic-git';
import type { PromiseFsClient, TreeEntry } from 'isomorphic-git';
import type { CommitRecord, FileChange, GitBackend, HistoryLimits, HistoryRead, LineRequest, PathState } from './git-backend.ts';
import { lineKey } from './git-backend.ts';
import type { RepoLayout } from './layout.ts';
import { isoFs } from './iso-fs.ts';
import { shallowCommits } from './native-backend.ts';
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { alternatesNote, budgetNote, packSizeNote, shallowNote, isoDate } from './history/notes.ts';
import { detectRenames, type Side } from './history/renames.ts';
import { changedLines } from './history/line-diff.ts';

const TREE_MODE = '040000';
const CACHE_SPAN = 400;
/**
 * Pack files larger than this together are not loaded: isomorphic-git holds the whole pack in
 * memory (measured on the benchmark repository: peak RSS about 50 MB + 2.3 x the pack size, plus
 * what the read itself keeps), and the scan's memory bound is 300 MB.
 */
const MAX_PACK_BYTES = 96 * 1024 * 1024;

export class IsomorphicBackend implements GitBackend {
  readonly name = 'isomorphic' as const;
  private readonly fs: PromiseFsClient;
  /** The one shared isomorphic-git cache (pack indexes; trimmed by trimPackCaches on long reads). */
  private readonly cache: object = {};
  private readonly trees = new Map<string, TreeEntry[]>();

  constructor(readonly root: string, private readonly layout: RepoLayout) {
    this.fs = isoFs(layout);
  }

  private get args() {
    return { fs: this.fs, dir: this.layout.root, gitdir: this.layout.gitdir, cache: this.cache };
  }

  private unreadableMemo: { note: string | undefined } | undefined;

  /** Why this backend cannot read objects, or undefined when it can. */
  get unreadable(): string | undefined {
    this.unreadableMemo ??= { note: this.whyUnreadable() };
    return this.unreadableMemo.note;
  }

  private whyUnreadable(): string | undefined {
    if (this.layout.alternates.length) return alternatesNote(this.layout.alternates);
    // isomorphic-git reads a whole pack file into memory before it reads one object from it.
    const packDir = join(this.layout.commondir, 'objects', 'pack');
    let bytes = 0;
    try {
      for (const f of readdirSync(packDir)) if (f.endsWith('.pack')) bytes += statSync(join(packDir, f)).size;
    } catch {
      return undefined;
    }
    return bytes > MAX_PACK_BYTES ? packSizeNote(bytes, MAX_PACK_BYTES) : undefined;
  }

  async head(): Promise<string | undefined> {
    try {
      return await resolveRef({ fs: this.fs, dir: this.layout.root, gitdir: this.layout.gitdir, ref: 'HEAD' });
    } catch {
      return undefined; // unborn branch
    }
  }

  async readHistory(head: string, since: string | undefined, limits: HistoryLimits): Promise<HistoryRead> {
    const unreadable = this.unreadable;
    if (unreadable) return { commits: [], reached_since: false, truncated: true, notes: [unreadable] };
    const started = Date.now();
    const shallow = shallowCommits(this.layout);
    const commits: CommitRecord[] = [];
    const notes: string[] = [];
    let truncated = false;
    let reached = false;
    let cur: string | undefined = head;
    let curInfo = await this.commitInfo(cur);
    while (cur) {
      if (cur === since) {
        reached = true;
        break;
      }
      if (limits.max_commits !== undefined && commits.length >= limits.max_commits) {
        truncated = true;
        notes.push(budgetNote('max_commits', limits.max_commits, commits[commits.length - 1]?.time));
        break;
      }
      if (limits.time_budget_ms !== undefined && Date.now() - started >= limits.time_budget_ms) {
        truncated = true;
        notes.push(budgetNote('time_budget_ms', limits.time_budget_ms, commits[commits.length - 1]?.time));
        break;
      }
      const parent: string | undefined = shallow.has(cur) ? undefined : curInfo.parents[0];
      let parentInfo: { tree: string; parents: string[]; time: number } | undefined;
      try {
        parentInfo = parent ? await this.commitInfo(parent) : undefined;
        const changes = await this.diffCommit(parentInfo?.tree, curInfo.tree);
        commits.push({ commit: cur, parent, time: curInfo.time, changes });
      } catch (err) {
        truncated = true;
        notes.push(`isomorphic-git could not read history before ${isoDate(curInfo.time)}: ${(err as Error).message}`);
        break;
      }
      if (!parent && shallow.has(cur)) {
        truncated = true;
        notes.push(shallowNote(curInfo.time));
      }
      cur = parent;
      if (parentInfo) curInfo = parentInfo;
      // Trees of commits already left behind are not needed again.
      if (this.trees.size > 2000) this.trees.clear();
      if (commits.length % CACHE_SPAN === 0) trimPackCaches(this.cache);
    }
    return { commits, reached_since: reached, truncated, notes };
  }

  private async commitInfo(oid: string): Promise<{ tree: string; parents: string[]; time: number }> {
    const { commit } = await readCommit({ ...this.args, oid });
    return { tree: commit.tree, parents: commit.parent, time: commit.committer.timestamp };
  }

  private async tree(oid: string): Promise<TreeEntry[]> {
    let t = this.trees.get(oid);
    if (!t) {
      t = (await readTree({ ...this.args, oid })).tree;
      this.trees.set(oid, t);
    }
    return t;
  }

  /** The changes from tree `a` (undefined: empty) to tree `b`, renames detected, sorted by path. */
  private async diffCommit(a: string | undefined, b: string): Promise<FileChange[]> {
    const added: Side[] = [];
    const deleted: Side[] = [];
    const modified: string[] = [];
    await this.diffTrees(a, b, '', added, deleted, modified);
    const changes: FileChange[] = modified.map((path) => ({ status: 'M', path }));
    if (added.length && deleted.length) {
      added.sort((x, y) => cmp(x.path, y.path));
      deleted.sort((x, y) => cmp(x.path, y.path));
      const pairs = await detectRenames(deleted, added, async (oid) => (await readBlob({ ...this.args, oid })).blob);
      const from = new Set(pairs.map((p) => p.from));
      const to = new Set(pairs.map((p) => p.to));
      for (const p of pairs) changes.push({ status: 'R', path: p.to, from: p.from });
      for (const s of added) if (!to.has(s.path)) changes.push({ status: 'A', path: s.path });
      for (const s of deleted) if (!from.has(s.path)) changes.push({ status: 'D', path: s.path });
    } else {
      for (const s of added) changes.push({ status: 'A', path: s.path });
      for (const s of deleted) changes.push({ status: 'D', path: s.path });
    }
    return changes.sort((x, y) => cmp(x.path, y.path));
  }

  private async diffTrees(
    a: string | undefined,
    b: string | undefined,
    prefix: string,
    added: Side[],
    deleted: Side[],
    modified: string[],
  ): Promise<void> {
    if (a === b) return;
    const ea = a ? await this.tree(a) : [];
    const eb = b ? await this.tree(b) : [];
    const mb = new Map(eb.map((e) => [e.path, e]));
    for (const x of ea) {
      const path = prefix + x.path;
      const y = mb.get(x.path);
      mb.delete(x.path);
      const xt = x.mode === TREE_MODE;
      if (!y) {
        if (xt) await this.diffTrees(x.oid, undefined, path + '/', added, deleted, modified);
        else deleted.push({ path, oid: x.oid, mode: x.mode });
        continue;
      }
      const yt = y.mode === TREE_MODE;
      if (xt && yt) {
        await this.diffTrees(x.oid, y.oid, path + '/', added, deleted, modified);
      } else if (!xt && !yt) {
        if (x.oid !== y.oid || x.mode !== y.mode) {
          // A file that became a symlink (or back) is a type change: git shows it as one path.
          modified.push(path);
        }
      } else if (xt) {
        await this.diffTrees(x.oid, undefined, path + '/', added, deleted, modified);
        added.push({ path, oid: y.oid, mode: y.mode });
      } else {
        deleted.push({ path, oid: x.oid, mode: x.mode });
        await this.diffTrees(undefined, y.oid, path + '/', added, deleted, modified);
      }
    }
    for (const y of mb.values()) {
      const path = prefix + y.path;
      if (y.mode === TREE_MODE) await this.diffTrees(undefined, y.oid, path + '/', added, deleted, modified);
      else added.push({ path, oid: y.oid, mode: y.mode });
    }
  }

  async lineCounts(requests: LineRequest[], limits: HistoryLimits): Promise<Map<string, number>> {
    const out = new Map<string, number>();
    if (this.unreadable) return out;
    const started = Date.now();
    const blob = async (commit: string | undefined, path: string | undefined): Promise<Uint8Array | undefined> => {
      if (!commit || !path) return undefined;
      try {
        return (await readBlob({ ...this.args, oid: commit, filepath: path })).blob;
      } catch {
        return undefined;
      }
    };
    for (const q of requests) {
      if (limits.time_budget_ms !== undefined && Date.now() - started >= limits.time_budget_ms) break;
      const c = q.change;
      const before = c.status === 'A' ? undefined : await blob(q.parent, c.status === 'R' ? c.from : c.path);
      const after = c.status === 'D' ? undefined : await blob(q.commit, c.path);
      out.set(lineKey(q.commit, c.path), changedLines(before, after));
    }
    return out;
  }

  async pathState(relPath: string): Promise<PathState> {
    const whole = relPath === '' || relPath === '.';
    const target = relPath.replace(/\/$/, '');
    const under = (p: string) => whole || p === target || p.startsWith(target + '/');
    const indexed = (await listFiles({ fs: this.fs, dir: this.layout.root, gitdir: this.layout.gitdir, cache: this.cache })).filter(under);
    const unreadable = this.unreadable;
    if (unreadable) return { tracked: indexed.length > 0, clean: false, note: unreadable };
    const rows = await statusMatrix({
      ...this.args,
      filepaths: whole ? ['.'] : [target],
      refresh: false,
    });
    const mine = rows.filter((r) => under(r[0]));
    const clean = mine.every((r) => r[1] === 1 && r[2] === 1 && r[3] === 1);
    return { tracked: indexed.length > 0, clean };
  }
}

/**
 * isomorphic-git keeps every object it resolved from a delta chain in its pack index's
 * `offsetCache` and never evicts it; on a long history read that grows without bound. Every
 * CACHE_SPAN commits the read empties those caches (the pack and its index stay loaded). Touches
 * only objects that have that field, so a future isomorphic-git without it is left alone.
 */
function trimPackCaches(cache: object): void {
  for (const key of Object.getOwnPropertySymbols(cache)) {
    const value = (cache as Record<symbol, unknown>)[key];
    if (!(value instanceof Map)) continue;
    for (const entry of value.values()) {
      void Promise.resolve(entry).then(
        (index: unknown) => {
          if (index && typeof index === 'object' && 'offsetCache' in index) (index as { offsetCache: object }).offsetCache = {};
        },
        () => undefined,
      );
    }
  }
}

function cmp(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
