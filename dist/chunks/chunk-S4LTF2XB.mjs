import { createRequire as __dhCreateRequire } from 'node:module'; const require = __dhCreateRequire(import.meta.url);
import {
  openBackend
} from "./chunk-EHRI4R7A.mjs";
import {
  byCodeUnit,
  throughSymlink
} from "./chunk-J444M3R6.mjs";

// scripts/git/files.ts
import { promises as fsp } from "node:fs";
import { join, posix } from "node:path";
async function listProjectFiles(root) {
  return await (await openBackend(root))?.listFiles(root) ?? walkPlain(root);
}
async function walkPlain(root) {
  let out = [], walk = async (relDir) => {
    let entries = await fsp.readdir(relDir === "" ? root : join(root, relDir), { withFileTypes: !0 });
    await Promise.all(
      entries.map(async (e) => {
        if (e.name === ".git" || e.name === "node_modules") return;
        let rel = relDir === "" ? e.name : `${relDir}/${e.name}`;
        e.isDirectory() ? await walk(rel) : (e.isFile() || e.isSymbolicLink()) && out.push(rel);
      })
    );
  };
  return await walk(""), out.sort(byCodeUnit);
}
function normalizeQuery(p) {
  if (p === "" || p.includes("\0") || p.startsWith("/")) return;
  let trailing = p.endsWith("/"), n = posix.normalize(p);
  if (!(n === "." || n === ".." || n.startsWith("../")) && !n.split("/").includes(".git"))
    return trailing && !n.endsWith("/") ? n + "/" : n;
}
async function ignoredPaths(root, relPaths) {
  let byNorm = /* @__PURE__ */ new Map();
  for (let p of relPaths) {
    let n = normalizeQuery(p);
    if (n === void 0) continue;
    let list = byNorm.get(n);
    list ? list.push(p) : byNorm.set(n, [p]);
  }
  let result = /* @__PURE__ */ new Set(), queries = (await Promise.all([...byNorm.keys()].map(async (q) => await throughSymlink(root, q) ? void 0 : q))).filter(
    (q) => q !== void 0
  );
  if (queries.length === 0) return result;
  let git = await openBackend(root);
  if (!git) return result;
  let hits = await git.ignored(root, queries) ?? await (await openBackend(root, "isomorphic"))?.ignored(root, queries) ?? [];
  for (let h of hits) for (let orig of byNorm.get(h) ?? []) result.add(orig);
  return result;
}

export {
  listProjectFiles,
  ignoredPaths
};
