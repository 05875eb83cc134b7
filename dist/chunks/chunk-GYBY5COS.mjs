import { createRequire as __dhCreateRequire } from 'node:module'; const require = __dhCreateRequire(import.meta.url);

// scripts/git/iso-fs.ts
import { promises as fsp } from "node:fs";
var PER_WORKTREE = /^(HEAD|index|ORIG_HEAD|FETCH_HEAD|MERGE_HEAD|CHERRY_PICK_HEAD|REVERT_HEAD|AUTO_MERGE|logs\/HEAD|refs\/(bisect|worktree|rewritten)(\/.*)?)$/;
function enoent(path) {
  let e = new Error(`ENOENT: no such file or directory, open '${path}'`);
  return e.code = "ENOENT", e;
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
  }, memo = /* @__PURE__ */ new Map(), objectDirs = layout ? [layout.commondir + "/objects/"] : [], inObjects = (p) => objectDirs.some((d) => p.startsWith(d)), gitdirPaths = new Set(layout ? [layout.gitdir, `${layout.root}/.git`] : []), memoized = (p) => p.endsWith("/.gitignore") || p.endsWith("/info/exclude") || gitdirPaths.has(p), once = (key, make) => {
    let hit = memo.get(key);
    return hit || (hit = make(), memo.set(key, hit)), hit;
  }, looseMissing = async (path) => {
    let m = /^(.*\/objects\/[0-9a-f]{2})\/([0-9a-f]{38,62})$/.exec(path);
    return m ? !(await once(`fanout\0${m[1]}`, () => fsp.readdir(m[1]).then((n) => new Set(n), () => /* @__PURE__ */ new Set()))).has(m[2]) : !1;
  }, indexPath = layout ? `${layout.gitdir}/index` : void 0;
  return { promises: {
    async readFile(p, opts) {
      let path = route(p);
      if (inObjects(path) && await looseMissing(path)) throw enoent(path);
      if (!memoized(path)) return withoutCopy(await fsp.readFile(path, opts));
      let key = `${path}\0${JSON.stringify(opts ?? null)}`, hit = memo.get(key);
      return hit || (hit = fsp.readFile(path, opts), memo.set(key, hit)), hit;
    },
    async stat(p, opts) {
      let path = route(p);
      if (inObjects(path)) {
        if (await looseMissing(path)) throw enoent(path);
        return once(`stat\0${path}`, () => fsp.stat(path, opts));
      }
      if (!memoized(path)) return fsp.stat(path, opts);
      let key = `stat\0${path}`, hit = memo.get(key);
      return hit || (hit = fsp.stat(path, opts), memo.set(key, hit)), hit;
    },
    async lstat(p, opts) {
      let path = route(p);
      if (inObjects(path)) {
        if (await looseMissing(path)) throw enoent(path);
        return once(`lstat\0${path}`, () => fsp.lstat(path, opts));
      }
      return fsp.lstat(path, opts);
    },
    async readdir(p, opts) {
      let path = route(p);
      return inObjects(path + "/") ? once(`readdir\0${path}\0${JSON.stringify(opts ?? null)}`, () => fsp.readdir(path, opts)) : fsp.readdir(path, opts);
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
