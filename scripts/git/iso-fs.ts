// The file-system client handed to isomorphic-git. It does three things node:fs alone does not:
// - a linked worktree: isomorphic-git follows `.git` to .git/worktrees/<name> but then looks for
//   objects and refs there; we route every shared file to the common directory, as git does;
// - read-only: isomorphic-git refreshes the index's stat cache while computing status; that write
//   is dropped (a scan never writes the user's repository) and any other write is refused;
// - .gitignore and info/exclude reads are memoized for the life of the client (one listing).
import { promises as fsp } from 'node:fs';
import type { PromiseFsClient } from 'isomorphic-git';
import type { RepoLayout } from './layout.ts';

/** Files and folders that belong to one working tree (git-worktree(1), "DETAILS"). */
const PER_WORKTREE = /^(HEAD|index|ORIG_HEAD|FETCH_HEAD|MERGE_HEAD|CHERRY_PICK_HEAD|REVERT_HEAD|AUTO_MERGE|logs\/HEAD|refs\/(bisect|worktree|rewritten)(\/.*)?)$/;

function erofs(path: string): Error {
  const e = new Error(`EROFS: doc-hygiene reads git repositories only (${path})`) as NodeJS.ErrnoException;
  e.code = 'EROFS';
  return e;
}

export function isoFs(layout: RepoLayout | undefined): PromiseFsClient {
  const gitdirPrefix = layout ? layout.gitdir + '/' : undefined;
  const linked = layout !== undefined && layout.gitdir !== layout.commondir;
  const route = (p: string): string => {
    if (!linked || !gitdirPrefix || !p.startsWith(gitdirPrefix)) return p;
    const rel = p.slice(gitdirPrefix.length);
    return PER_WORKTREE.test(rel) ? p : `${layout!.commondir}/${rel}`;
  };
  const memo = new Map<string, Promise<unknown>>();
  const memoized = (p: string): boolean => p.endsWith('/.gitignore') || p.endsWith('/info/exclude');
  const indexPath = layout ? `${layout.gitdir}/index` : undefined;

  const promises = {
    async readFile(p: string, opts?: unknown): Promise<unknown> {
      const path = route(p);
      if (!memoized(path)) return fsp.readFile(path, opts as never);
      const key = `${path}\0${JSON.stringify(opts ?? null)}`;
      let hit = memo.get(key);
      if (!hit) {
        hit = fsp.readFile(path, opts as never);
        memo.set(key, hit);
      }
      return hit;
    },
    async stat(p: string, opts?: unknown): Promise<unknown> {
      const path = route(p);
      if (!memoized(path)) return fsp.stat(path, opts as never);
      const key = `stat\0${path}`;
      let hit = memo.get(key);
      if (!hit) {
        hit = fsp.stat(path, opts as never);
        memo.set(key, hit);
      }
      return hit;
    },
    lstat: async (p: string, opts?: unknown) => fsp.lstat(route(p), opts as never),
    readdir: async (p: string, opts?: unknown) => fsp.readdir(route(p), opts as never),
    readlink: async (p: string, opts?: unknown) => fsp.readlink(route(p), opts as never),
    async writeFile(p: string): Promise<void> {
      if (route(p) === indexPath) return; // the stat-cache refresh of a status computation
      throw erofs(p);
    },
    mkdir: async (p: string) => { throw erofs(p); },
    rmdir: async (p: string) => { throw erofs(p); },
    unlink: async (p: string) => { throw erofs(p); },
    symlink: async (_t: string, p: string) => { throw erofs(p); },
    chmod: async (p: string) => { throw erofs(p); },
  };
  return { promises };
}
