// The file-system client handed to isomorphic-git. It does three things node:fs alone does not:
// - a linked worktree: isomorphic-git follows `.git` to .git/worktrees/<name> but then looks for
//   objects and refs there; we route every shared file to the common directory, as git does;
// - read-only: isomorphic-git refreshes the index's stat cache while computing status; that write
//   is dropped (a scan never writes the user's repository) and any other write is refused;
// - .gitignore and info/exclude reads are memoized for the life of the client (one listing);
// - a file of the work tree is read only as a regular file, never through a symlink.
import { constants, promises as fsp } from 'node:fs';
import type { PromiseFsClient } from 'isomorphic-git';
import type { RepoLayout } from './layout.ts';

/** Files and folders that belong to one working tree (git-worktree(1), "DETAILS"). */
const PER_WORKTREE = /^(HEAD|index|ORIG_HEAD|FETCH_HEAD|MERGE_HEAD|CHERRY_PICK_HEAD|REVERT_HEAD|AUTO_MERGE|logs\/HEAD|refs\/(bisect|worktree|rewritten)(\/.*)?)$/;

function enoent(path: string): Error {
  const e = new Error(`ENOENT: no such file or directory, open '${path}'`) as NodeJS.ErrnoException;
  e.code = 'ENOENT';
  return e;
}

function throwEnoent(path: string): never {
  throw enoent(path);
}

function erofs(path: string): Error {
  const e = new Error(`EROFS: doc-hygiene reads git repositories only (${path})`) as NodeJS.ErrnoException;
  e.code = 'EROFS';
  return e;
}

/**
 * isomorphic-git copies every Buffer a read returns (`Buffer.from(buffer)`), a whole pack file
 * included, which doubles a pack's memory until the next major GC. A Buffer that owns its whole
 * ArrayBuffer (a large read always does) is handed over as that ArrayBuffer, which it wraps without
 * a copy. Small reads come from node's shared pool and keep the copy.
 */
function withoutCopy(data: unknown): unknown {
  if (Buffer.isBuffer(data) && data.byteOffset === 0 && data.byteLength === data.buffer.byteLength && data.byteLength >= 1 << 20) {
    return data.buffer;
  }
  return data;
}

/**
 * readFile for isomorphic-git, of a regular file only: a FIFO, a device or a folder (a committed
 * `.gitignore -> /dev/zero`, a FIFO in the work tree or in .git/) reads as absent, never blocks or
 * reads without end. With `noFollow` (a file of the work tree) a symlink reads as absent too: git
 * (2.32 and later) never follows a symlinked `.gitignore`, and a committed one may lead anywhere.
 */
async function readRegular(path: string, opts: unknown, noFollow = false): Promise<Buffer | string> {
  const fh = await fsp.open(path, constants.O_RDONLY | constants.O_NONBLOCK | (noFollow ? constants.O_NOFOLLOW : 0)).catch((e: NodeJS.ErrnoException) => {
    throw e.code === 'ELOOP' ? enoent(path) : e; // a symlink, where no link is followed: absent, as git reads it
  });
  try {
    if (!(await fh.stat()).isFile()) throw enoent(path);
    const buf = await fh.readFile();
    const encoding = typeof opts === 'string' ? opts : (opts as { encoding?: string } | undefined)?.encoding;
    return encoding ? buf.toString(encoding as BufferEncoding) : buf;
  } finally {
    await fh.close();
  }
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
  // isomorphic-git stats the git directory on every API call to see whether it is a file (a worktree).
  const gitdirPaths = new Set(layout ? [layout.gitdir, `${layout.root}/.git`] : []);
  const memoized = (p: string): boolean => p.endsWith('/.gitignore') || p.endsWith('/info/exclude') || gitdirPaths.has(p);
  const once = <T>(key: string, make: () => Promise<T>): Promise<T> => {
    let hit = memo.get(key) as Promise<T> | undefined;
    if (!hit) {
      hit = make();
      memo.set(key, hit);
    }
    return hit;
  };
  // The object store is immutable for the length of a read: its listings, and so the absence of a
  // loose object (isomorphic-git probes for one before every packed read), are asked once. Objects
  // borrowed through alternates appear under the repository's own objects/ folder: a loose object
  // or pack file is read from the first object directory that lists it, and the fan-out and pack
  // folders list the union (isomorphic-git knows nothing of alternates).
  const ownObjects = layout ? `${layout.commondir}/objects` : undefined;
  const objectDirs = layout ? [ownObjects!, ...layout.alternates] : [];
  const inObjects = (p: string): boolean => ownObjects !== undefined && p.startsWith(ownObjects + '/');
  const listing = (dir: string): Promise<Set<string>> => once(`ls\0${dir}`, () => fsp.readdir(dir).then((n) => new Set(n), () => new Set<string>()));
  /** Where an objects/ path really is: loose objects and pack files are looked up in every object directory. */
  const locate = async (path: string): Promise<string | undefined> => {
    const rel = path.slice(ownObjects!.length + 1);
    const m = /^([0-9a-f]{2}|pack)\/([^/]+)$/.exec(rel);
    if (!m) return path;
    for (const dir of objectDirs) {
      if ((await listing(`${dir}/${m[1]}`)).has(m[2]!)) return `${dir}/${rel}`;
    }
    return undefined;
  };
  /** A listing of objects/<fan-out> or objects/pack: the union over every object directory. */
  const unionListing = async (path: string): Promise<string[] | undefined> => {
    const rel = path.slice(ownObjects!.length + 1);
    if (!/^([0-9a-f]{2}|pack)$/.test(rel)) return undefined;
    const all = new Set<string>();
    for (const dir of objectDirs) for (const n of await listing(`${dir}/${rel}`)) all.add(n);
    return [...all].sort();
  };
  const indexPath = layout ? `${layout.gitdir}/index` : undefined;
  /** A file of the work tree (not of the git directories): read without following a symlink. */
  const inWorkTree = (p: string): boolean =>
    layout !== undefined && p.startsWith(layout.root + '/') && !p.startsWith(layout.gitdir + '/') && !p.startsWith(layout.commondir + '/');

  const promises = {
    async readFile(p: string, opts?: unknown): Promise<unknown> {
      let path = route(p);
      if (inObjects(path)) path = (await locate(path)) ?? throwEnoent(path);
      const noFollow = inWorkTree(path);
      if (!memoized(path)) return withoutCopy(await readRegular(path, opts, noFollow));
      const key = `${path}\0${JSON.stringify(opts ?? null)}`;
      let hit = memo.get(key);
      if (!hit) {
        hit = readRegular(path, opts, noFollow);
        memo.set(key, hit);
      }
      return hit;
    },
    async stat(p: string, opts?: unknown): Promise<unknown> {
      const path = route(p);
      if (inObjects(path)) {
        const real = (await locate(path)) ?? throwEnoent(path);
        return once(`stat\0${real}`, () => fsp.stat(real, opts as never));
      }
      if (!memoized(path)) return fsp.stat(path, opts as never);
      return once(`stat\0${path}`, () => fsp.stat(path, opts as never));
    },
    async lstat(p: string, opts?: unknown): Promise<unknown> {
      const path = route(p);
      if (inObjects(path)) {
        const real = (await locate(path)) ?? throwEnoent(path);
        return once(`lstat\0${real}`, () => fsp.lstat(real, opts as never));
      }
      return fsp.lstat(path, opts as never);
    },
    async readdir(p: string, opts?: unknown): Promise<unknown> {
      const path = route(p);
      if (inObjects(path) && opts === undefined) {
        const union = await unionListing(path);
        if (union) {
          if (union.length === 0 && !(await fsp.stat(path).then(() => true, () => false))) throw enoent(path);
          return union;
        }
      }
      return fsp.readdir(path, opts as never);
    },
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
