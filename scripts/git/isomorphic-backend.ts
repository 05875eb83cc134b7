// Security review (issue 24): the repository is untrusted, and this path runs no program at all.
// isomorphic-git (resolveRef, listFiles, isIgnored, statusMatrix) has no hooks, filters, textconv
// or fsmonitor, reads no .gitattributes, core.worktree or core.bare (the work tree is always the
// folder that holds .git), and applies core.autocrlf only as a text transform; objects come raw from
// objects/. Every read goes through iso-fs.ts: regular files only (no FIFO or device), never a
// write (the index's stat refresh is dropped), and a work-tree file (a committed .gitignore) never
// through a symlink, as git does. A `.git` file's `gitdir:`, `commondir` and objects/info/alternates
// are followed as git follows them (linked worktrees, submodules, `clone --shared` need them): only
// git object data is read there, bounded, and nothing is written; an unpacked archive can so name
// another repository of this machine for its history, which git would read as well.
// The backend used when no `git` executable is on PATH. History and file contents come from
// doc-hygiene's own object reader (objects/: positional pack reads, node's zlib, a bounded delta
// base cache), because isomorphic-git holds every pack whole in memory and inflates in JavaScript,
// which took a long history read past the 300 MB bound. isomorphic-git serves refs, the index and
// working-tree status (one shared `cache` object: it re-reads pack indexes without it).
// History is read newest first, diffing each commit's tree against its first parent's (unchanged
// subtrees skipped by oid), bounded by history.max_commits and history.max_line_counts: what is left
// out is named in a note. Objects borrowed through alternates are read on both sides (the object
// reader takes every object directory; the fs client shows isomorphic-git their union).
import { resolveRef, listFiles } from 'isomorphic-git';
import type { PromiseFsClient } from 'isomorphic-git';
import { changedPaths, statusUnreadable } from './iso-status.ts';
import { ObjectStore } from './objects/object-store.ts';
import { readCommit, readTree, blobAt, type TreeItem } from './objects/parse.ts';
import type { CommitRecord, FileChange, GitBackend, HistoryLimits, HistoryRead, LineRequest, PathState, WorkingTreeFacts } from './git-backend.ts';
import { lineKey } from './git-backend.ts';
import type { RepoLayout } from './layout.ts';
import { isoFs } from './iso-fs.ts';
import { shallowCommits } from './native-backend.ts';
import { isoIgnored, isoIndexed, listIsomorphic } from './iso-files.ts';
import { present, repoPrefix } from './fs-probe.ts';
import { join } from 'node:path';
import { budgetNote, shallowNote, isoDate, isoUnreadableNote, objectFormatNote } from './history/notes.ts';
import { detectRenames, type Side } from './history/renames.ts';
import { changedLines } from './history/line-diff.ts';
import { byCodeUnit } from '../shared/order.ts';

const TREE_MODE = '040000';
export class IsomorphicBackend implements GitBackend {
  readonly name = 'isomorphic' as const;
  private readonly fs: PromiseFsClient;
  /** The one shared isomorphic-git cache (pack indexes), for refs and status. */
  private readonly cache: object = {};
  private storeMemo: ObjectStore | undefined;
  private readonly trees = new Map<string, TreeItem[]>();

  constructor(readonly root: string, private readonly layout: RepoLayout) {
    this.fs = isoFs(layout);
  }

  private get args() {
    return { fs: this.fs, dir: this.layout.root, gitdir: this.layout.gitdir, cache: this.cache };
  }

  private get store(): ObjectStore {
    this.storeMemo ??= new ObjectStore([join(this.layout.commondir, 'objects'), ...this.layout.alternates]);
    return this.storeMemo;
  }

  private statusUnreadableMemo: { note: string | undefined } | undefined;

  /** Why isomorphic-git's status cannot be computed here, or undefined when it can. */
  private get statusUnreadable(): string | undefined {
    this.statusUnreadableMemo ??= { note: statusUnreadable(this.layout) };
    return this.statusUnreadableMemo.note;
  }

  /** A repository this backend cannot read at all: SHA-256 object names (isomorphic-git and the object reader know SHA-1). */
  get unsupported(): string | undefined {
    return this.layout.objectFormat === 'sha1' ? undefined : objectFormatNote(this.layout.objectFormat);
  }

  async head(): Promise<string | undefined> {
    if (this.unsupported) return undefined;
    try {
      return await resolveRef({ ...this.args, ref: 'HEAD' });
    } catch {
      return undefined; // unborn branch
    }
  }

  async readHistory(head: string, since: string | undefined, limits: HistoryLimits): Promise<HistoryRead> {
    try {
      return await this.readHistoryOpen(head, since, limits);
    } catch (err) {
      // Nothing read at all (the head commit itself): said in a note, never a crash.
      return { commits: [], reached_since: false, truncated: true, notes: [isoUnreadableNote('history', err)] };
    } finally {
      this.closeStore();
    }
  }

  /** Pack files stay open while a read goes on; closed after it (a long-lived process opens many repositories). */
  private closeStore(): void {
    this.storeMemo?.close();
    this.trees.clear();
  }

  private async readHistoryOpen(head: string, since: string | undefined, limits: HistoryLimits): Promise<HistoryRead> {
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
        notes.push(budgetNote(limits.max_commits, commits[commits.length - 1]?.time));
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
    }
    return { commits, reached_since: reached, truncated, notes };
  }

  private async commitInfo(oid: string): Promise<{ tree: string; parents: string[]; time: number }> {
    return readCommit(this.store, oid);
  }

  private async tree(oid: string): Promise<TreeItem[]> {
    let t = this.trees.get(oid);
    if (!t) {
      t = readTree(this.store, oid);
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
      added.sort((x, y) => byCodeUnit(x.path, y.path));
      deleted.sort((x, y) => byCodeUnit(x.path, y.path));
      const pairs = await detectRenames(deleted, added, async (oid) => this.store.read(oid).data);
      const from = new Set(pairs.map((p) => p.from));
      const to = new Set(pairs.map((p) => p.to));
      for (const p of pairs) changes.push({ status: 'R', path: p.to, from: p.from, similarity: p.similarity });
      for (const s of added) if (!to.has(s.path)) changes.push({ status: 'A', path: s.path });
      for (const s of deleted) if (!from.has(s.path)) changes.push({ status: 'D', path: s.path });
    } else {
      for (const s of added) changes.push({ status: 'A', path: s.path });
      for (const s of deleted) changes.push({ status: 'D', path: s.path });
    }
    return changes.sort((x, y) => byCodeUnit(x.path, y.path));
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
    try {
      return await this.countLines(requests, limits);
    } finally {
      this.closeStore();
    }
  }

  private async countLines(requests: LineRequest[], limits: HistoryLimits): Promise<Map<string, number>> {
    const out = new Map<string, number>();
    const blob = async (commit: string | undefined, path: string | undefined): Promise<Uint8Array | undefined> => {
      if (!commit || !path) return undefined;
      try {
        return blobAt(this.store, commit, path);
      } catch {
        return undefined;
      }
    };
    for (const q of requests) {
      if (limits.max_line_counts !== undefined && out.size >= limits.max_line_counts) break;
      const c = q.change;
      const before = c.status === 'A' ? undefined : await blob(q.parent, c.status === 'R' ? c.from : c.path);
      const after = c.status === 'D' ? undefined : await blob(q.commit, c.path);
      out.set(lineKey(q.commit, c.path), changedLines(before, after));
    }
    return out;
  }

  async pathState(relPath: string): Promise<PathState> {
    if (this.unsupported) return { tracked: false, clean: false, note: this.unsupported };
    try {
      return await this.readPathState(relPath);
    } catch (err) {
      // An index or object isomorphic-git cannot read: the answer that allows nothing automatic.
      return { tracked: false, clean: false, note: isoUnreadableNote('working-tree status', err) };
    }
  }

  private async readPathState(relPath: string): Promise<PathState> {
    const whole = relPath === '' || relPath === '.';
    const target = relPath.replace(/\/$/, '');
    const under = (p: string) => whole || p === target || p.startsWith(target + '/');
    const indexed = (await listFiles(this.args)).filter(under);
    const unreadable = this.statusUnreadable;
    if (unreadable) return { tracked: indexed.length > 0, clean: false, note: unreadable };
    const clean = (await changedPaths(this.layout, whole ? '' : target, this.cache, this.fs)).length === 0;
    return { tracked: indexed.length > 0, clean };
  }

  async toplevel(_start: string): Promise<string | undefined> {
    return this.layout.root;
  }

  listFiles(projectRoot: string): Promise<string[]> {
    return listIsomorphic(projectRoot, this.layout);
  }

  async ignored(projectRoot: string, queries: string[]): Promise<string[]> {
    const flags = await isoIgnored(projectRoot, this.layout, queries);
    return queries.filter((_, i) => flags[i]);
  }

  async workingTreeFacts(projectRoot: string): Promise<WorkingTreeFacts> {
    const prefix = repoPrefix(projectRoot, this.layout);
    const local = (paths: string[]) => (prefix === '' ? paths : paths.filter((p) => p.startsWith(prefix + '/')).map((p) => p.slice(prefix.length + 1)));
    const tracked = local(await isoIndexed(this.layout, this.cache, this.fs)).filter((p) => present(projectRoot, p));
    // Status not computable (packs too large, an unreadable index): every file counts as possibly
    // changed (its age is then the later of its last commit and its mtime), never as untouched.
    const changed = this.statusUnreadable
      ? new Set(tracked)
      : await changedPaths(this.layout, prefix, this.cache, this.fs).then(
          (paths) => new Set(local(paths)),
          () => new Set(tracked), // an index isomorphic-git cannot read: likewise
        );
    return { tracked, changed };
  }
}

