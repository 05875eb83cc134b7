import { createRequire as __dhCreateRequire } from 'node:module'; const require = __dhCreateRequire(import.meta.url);
import {
  require_isomorphic_git
} from "./chunk-EEE4JTCP.mjs";
import {
  isoFs
} from "./chunk-JXMLLRMW.mjs";
import {
  byCodeUnit,
  existsAsFile,
  isDirectory,
  isRepoDir,
  repoPrefix
} from "./chunk-A565TF23.mjs";
import "./chunk-L77WKODJ.mjs";
import "./chunk-QMUIZIYI.mjs";
import "./chunk-LQ3WGZX4.mjs";
import {
  __toESM
} from "./chunk-6K57MRJR.mjs";

// scripts/git/iso-files.ts
var import_isomorphic_git = __toESM(require_isomorphic_git(), 1);
import { promises as fsp } from "node:fs";
import { join } from "node:path";
async function isoIndexed(layout, cache = {}, fs = isoFs(layout)) {
  return (0, import_isomorphic_git.listFiles)({ fs, dir: layout.root, gitdir: layout.gitdir, cache }).catch(() => []);
}
async function listIsomorphic(root, layout) {
  let fs = isoFs(layout), cache = {}, prefix = repoPrefix(root, layout), indexed = await isoIndexed(layout, cache, fs), tracked = /* @__PURE__ */ new Set();
  await Promise.all(
    indexed.map(async (p) => {
      await existsAsFile(join(layout.root, p)) && tracked.add(p);
    })
  );
  let out = /* @__PURE__ */ new Set();
  for (let p of tracked) out.add(p);
  let ignored = (rel) => (0, import_isomorphic_git.isIgnored)({ fs, dir: layout.root, gitdir: layout.gitdir, filepath: rel }), walk = async (relDir) => {
    let entries = await fsp.readdir(relDir === "" ? layout.root : join(layout.root, relDir), { withFileTypes: !0 });
    await Promise.all(
      entries.map(async (e) => {
        if (e.name === ".git") return;
        let rel = relDir === "" ? e.name : `${relDir}/${e.name}`;
        if (e.isDirectory()) {
          if (await isRepoDir(join(layout.root, rel)) || await ignored(`${rel}/`)) return;
          await walk(rel);
        } else if (e.isFile() || e.isSymbolicLink()) {
          if (tracked.has(rel)) return;
          await ignored(rel) || out.add(rel);
        }
      })
    );
  };
  await walk(prefix);
  let all = [...out].sort(byCodeUnit);
  return prefix === "" ? all : all.filter((p) => p.startsWith(prefix + "/")).map((p) => p.slice(prefix.length + 1));
}
async function isoIgnored(root, layout, queries) {
  let fs = isoFs(layout), prefix = repoPrefix(root, layout), indexed = new Set(await isoIndexed(layout, {}, fs));
  return Promise.all(
    queries.map(async (q) => {
      let full = prefix === "" ? q : `${prefix}/${q}`;
      if (indexed.has(full.replace(/\/$/, ""))) return !1;
      let asDir = !full.endsWith("/") && await isDirectory(join(layout.root, full));
      return (0, import_isomorphic_git.isIgnored)({ fs, dir: layout.root, gitdir: layout.gitdir, filepath: asDir ? `${full}/` : full });
    })
  );
}
export {
  isoIgnored,
  isoIndexed,
  listIsomorphic
};
