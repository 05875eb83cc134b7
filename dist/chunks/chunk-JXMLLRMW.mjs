import { createRequire as __dhCreateRequire } from 'node:module'; const require = __dhCreateRequire(import.meta.url);

// scripts/git/iso-fs.ts
import { promises as fsp } from "node:fs";
var PER_WORKTREE = /^(HEAD|index|ORIG_HEAD|FETCH_HEAD|MERGE_HEAD|CHERRY_PICK_HEAD|REVERT_HEAD|AUTO_MERGE|logs\/HEAD|refs\/(bisect|worktree|rewritten)(\/.*)?)$/;
function enoent(path) {
  let e = new Error(`ENOENT: no such file or directory, open '${path}'`);
  return e.code = "ENOENT", e;
}
function throwEnoent(path) {
  throw enoent(path);
}
function erofs(path) {
  let e = new Error(`EROFS: doc-hygiene reads git repositories only (${path})`);
  return e.code = "EROFS", e;
}
function withoutCopy(data) {
  return Buffer.isBuffer(data) && data.byteOffset === 0 && data.byteLength === data.buffer.byteLength && data.byteLength >= 1 << 20 ? data.buffer : data;
}
function isoFs(layout) {
  let gitdirPrefix = layout ? layout.gitdir + "/" : void 0, linked = layout !== void 0 && layout.gitdir !== layout.commondir, route = (p) => {
    if (!linked || !gitdirPrefix || !p.startsWith(gitdirPrefix)) return p;
    let rel = p.slice(gitdirPrefix.length);
    return PER_WORKTREE.test(rel) ? p : `${layout.commondir}/${rel}`;
  }, memo = /* @__PURE__ */ new Map(), gitdirPaths = new Set(layout ? [layout.gitdir, `${layout.root}/.git`] : []), memoized = (p) => p.endsWith("/.gitignore") || p.endsWith("/info/exclude") || gitdirPaths.has(p), once = (key, make) => {
    let hit = memo.get(key);
    return hit || (hit = make(), memo.set(key, hit)), hit;
  }, ownObjects = layout ? `${layout.commondir}/objects` : void 0, objectDirs = layout ? [ownObjects, ...layout.alternates] : [], inObjects = (p) => ownObjects !== void 0 && p.startsWith(ownObjects + "/"), listing = (dir) => once(`ls\0${dir}`, () => fsp.readdir(dir).then((n) => new Set(n), () => /* @__PURE__ */ new Set())), locate = async (path) => {
    let rel = path.slice(ownObjects.length + 1), m = /^([0-9a-f]{2}|pack)\/([^/]+)$/.exec(rel);
    if (!m) return path;
    for (let dir of objectDirs)
      if ((await listing(`${dir}/${m[1]}`)).has(m[2])) return `${dir}/${rel}`;
  }, unionListing = async (path) => {
    let rel = path.slice(ownObjects.length + 1);
    if (!/^([0-9a-f]{2}|pack)$/.test(rel)) return;
    let all = /* @__PURE__ */ new Set();
    for (let dir of objectDirs) for (let n of await listing(`${dir}/${rel}`)) all.add(n);
    return [...all].sort();
  }, indexPath = layout ? `${layout.gitdir}/index` : void 0;
  return { promises: {
    async readFile(p, opts) {
      let path = route(p);
      if (inObjects(path) && (path = await locate(path) ?? throwEnoent(path)), !memoized(path)) return withoutCopy(await fsp.readFile(path, opts));
      let key = `${path}\0${JSON.stringify(opts ?? null)}`, hit = memo.get(key);
      return hit || (hit = fsp.readFile(path, opts), memo.set(key, hit)), hit;
    },
    async stat(p, opts) {
      let path = route(p);
      if (inObjects(path)) {
        let real = await locate(path) ?? throwEnoent(path);
        return once(`stat\0${real}`, () => fsp.stat(real, opts));
      }
      return memoized(path) ? once(`stat\0${path}`, () => fsp.stat(path, opts)) : fsp.stat(path, opts);
    },
    async lstat(p, opts) {
      let path = route(p);
      if (inObjects(path)) {
        let real = await locate(path) ?? throwEnoent(path);
        return once(`lstat\0${real}`, () => fsp.lstat(real, opts));
      }
      return fsp.lstat(path, opts);
    },
    async readdir(p, opts) {
      let path = route(p);
      if (inObjects(path) && opts === void 0) {
        let union = await unionListing(path);
        if (union) {
          if (union.length === 0 && !await fsp.stat(path).then(() => !0, () => !1)) throw enoent(path);
          return union;
        }
      }
      return fsp.readdir(path, opts);
    },
    readlink: async (p, opts) => fsp.readlink(route(p), opts),
    async writeFile(p) {
      if (route(p) !== indexPath)
        throw erofs(p);
    },
    mkdir: async (p) => {
      throw erofs(p);
    },
    rmdir: async (p) => {
      throw erofs(p);
    },
    unlink: async (p) => {
      throw erofs(p);
    },
    symlink: async (_t, p) => {
      throw erofs(p);
    },
    chmod: async (p) => {
      throw erofs(p);
    }
  } };
}

export {
  isoFs
};
