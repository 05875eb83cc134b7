import { createRequire as __dhCreateRequire } from 'node:module'; const require = __dhCreateRequire(import.meta.url);
import {
  findRepoLayout,
  selectBackend
} from "./chunk-L77WKODJ.mjs";
import {
  runGit,
  splitZ
} from "./chunk-QMUIZIYI.mjs";

// scripts/git/files.ts
import { promises as fsp, realpathSync } from "node:fs";
import { join, posix, relative, sep } from "node:path";
var GITLINK_MODE = "160000";
function byCodeUnit(a, b) {
  return a < b ? -1 : a > b ? 1 : 0;
}
function notARepo(stderr) {
  return /not a git repository/i.test(stderr);
}
async function listProjectFiles(root) {
  if (await selectBackend() === "native") {
    let native = await listNative(root);
    return native || walkPlain(root);
  }
  let layout = findRepoLayout(root);
  if (!layout) return walkPlain(root);
  let { listIsomorphic } = await import("./iso-files-B52Y57CL.mjs");
  return listIsomorphic(root, layout);
}
async function listNative(root) {
  let r = await runGit(root, ["ls-files", "-z", "--stage", "-t", "--cached", "--others", "--deleted", "--exclude-standard"]);
  if (r.code !== 0) {
    if (notARepo(r.stderr)) return;
    throw new Error(`git ls-files failed in ${root}: ${r.stderr.trim()}`);
  }
  let present = /* @__PURE__ */ new Set(), gone = /* @__PURE__ */ new Set(), sparse = [];
  for (let rec of splitZ(r.stdout)) {
    let tag = rec[0];
    if (tag === "?") {
      let p2 = rec.slice(2);
      p2.endsWith("/") || present.add(p2);
      continue;
    }
    let tab = rec.indexOf("	"), p = rec.slice(tab + 1);
    rec.slice(2, rec.indexOf(" ", 2)) !== GITLINK_MODE && (tag === "R" ? gone.add(p) : tag === "S" ? sparse.push(p) : present.add(p));
  }
  for (let p of gone) present.delete(p);
  return await Promise.all(sparse.map(async (p) => {
    await existsAsFile(join(root, p)) && present.add(p);
  })), [...present].sort(byCodeUnit);
}
async function existsAsFile(abs) {
  try {
    let st = await fsp.lstat(abs);
    return st.isFile() || st.isSymbolicLink();
  } catch {
    return !1;
  }
}
async function isDirectory(abs) {
  try {
    return (await fsp.lstat(abs)).isDirectory();
  } catch {
    return !1;
  }
}
async function isRepoDir(abs) {
  try {
    return await fsp.lstat(join(abs, ".git")), !0;
  } catch {
    return !1;
  }
}
function repoPrefix(root, layout) {
  return relative(layout.root, realpathSync(root)).split(sep).join("/");
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
async function throughSymlink(root, rel) {
  let parts = rel.replace(/\/$/, "").split("/"), cur = root;
  for (let i = 0; i < parts.length - 1; i++) {
    cur = join(cur, parts[i]);
    try {
      if ((await fsp.lstat(cur)).isSymbolicLink()) return !0;
    } catch {
      return !1;
    }
  }
  return !1;
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
  let hits;
  if (await selectBackend() === "native") {
    let r = await runGit(root, ["check-ignore", "--stdin", "-z"], queries.join("\0") + "\0");
    if (r.code === 1) return result;
    if (r.code === 0) hits = splitZ(r.stdout);
    else if (notARepo(r.stderr)) return result;
  }
  if (hits === void 0) {
    let layout = findRepoLayout(root);
    if (!layout) return result;
    let { isoIgnored } = await import("./iso-files-B52Y57CL.mjs"), flags = await isoIgnored(root, layout, queries);
    hits = queries.filter((_, i) => flags[i]);
  }
  for (let h of hits) for (let orig of byNorm.get(h) ?? []) result.add(orig);
  return result;
}

export {
  byCodeUnit,
  listProjectFiles,
  existsAsFile,
  isDirectory,
  isRepoDir,
  repoPrefix,
  throughSymlink,
  ignoredPaths
};
