import { createRequire as __dhCreateRequire } from 'node:module'; const require = __dhCreateRequire(import.meta.url);
import {
  HygieneError,
  readRegularFile
} from "./chunk-6ISAVYID.mjs";

// scripts/shared/paths.ts
import { isAbsolute, join, posix, resolve, sep, relative } from "node:path";
import { lstatSync, realpathSync } from "node:fs";
var WINDOWS = process.platform === "win32";
function projectRelativeProblem(p) {
  if (typeof p != "string" || p.length === 0) return "must be a non-empty path";
  if (p.includes("\0")) return "must not contain NUL bytes";
  if (WINDOWS && p.includes("\\")) return "must use forward slashes";
  if (p.startsWith("/") || WINDOWS && /^[A-Za-z]:/.test(p)) return `must be project-relative, not absolute ("${p}")`;
  let norm = posix.normalize(p);
  if (norm === ".." || norm.startsWith("../")) return `must not climb out of the project root ("${p}")`;
  if (norm !== p.replace(/\/+$/, "") || p.split("/").some((s) => s === "." || s === ".." || s === ""))
    return `must be normalized ("${p}")`;
  if (norm === ".git" || norm.startsWith(".git/") || norm.split("/").includes(".git"))
    return `must not point inside .git/ ("${p}")`;
}
function assertProjectRelative(p, location) {
  let problem = projectRelativeProblem(p);
  if (problem) throw new HygieneError("UNSAFE_PATH", problem, location);
  return p;
}
function walkSymlinks(rootReal, rel) {
  let cur = rootReal, sawLink = !1;
  for (let part of rel.split("/")) {
    cur = cur + sep + part;
    let st;
    try {
      st = lstatSync(cur);
    } catch {
      break;
    }
    if (!st.isSymbolicLink()) continue;
    sawLink = !0;
    let target;
    try {
      target = realpathSync(cur);
    } catch {
      return { kind: "dangling" };
    }
    if (!isInside(rootReal, target)) return { kind: "outside" };
    let relTarget = toPosixRelative(rootReal, target);
    if (relTarget === ".git" || relTarget.startsWith(".git/")) return { kind: "git" };
  }
  if (!sawLink) return { kind: "none" };
  try {
    return { kind: "inside", target: toPosixRelative(rootReal, realpathSync(resolve(rootReal, rel))) };
  } catch {
    return { kind: "inside", target: rel };
  }
}
function throughSymlinkedFolder(root, rel) {
  let parts = rel.replace(/\/$/, "").split("/"), cur = root;
  for (let i = 0; i < parts.length - 1; i++) {
    cur = join(cur, parts[i]);
    try {
      if (lstatSync(cur).isSymbolicLink()) return !0;
    } catch {
      return !1;
    }
  }
  return !1;
}
function resolveInsideRoot(root, rel, location) {
  assertProjectRelative(rel, location);
  let rootReal = realpathSync(root), w = walkSymlinks(rootReal, rel);
  if (w.kind === "dangling") throw new HygieneError("UNSAFE_PATH", `passes through a dangling symlink ("${rel}")`, location);
  if (w.kind === "outside") throw new HygieneError("UNSAFE_PATH", `passes through a symlink that leads outside the project ("${rel}")`, location);
  if (w.kind === "git") throw new HygieneError("UNSAFE_PATH", `passes through a symlink into .git/ ("${rel}")`, location);
  return resolve(rootReal, rel);
}
var realRoots = /* @__PURE__ */ new Map();
function readProjectFile(root, rel, maxBytes) {
  if (projectRelativeProblem(rel)) return { ok: !1, reason: "is not a project path" };
  let rootReal = realRoots.get(root);
  rootReal === void 0 && realRoots.set(root, rootReal = realpathSync(root));
  let w = walkSymlinks(rootReal, rel);
  return w.kind === "outside" || w.kind === "git" ? { ok: !1, reason: "is a symlink that leads outside the project" } : w.kind === "dangling" ? { ok: !1, reason: "absent" } : readRegularFile(resolve(rootReal, rel), maxBytes, { followSymlink: !0 });
}
function isInside(root, p) {
  let r = relative(root, p);
  return r === "" || r !== ".." && !r.startsWith(".." + sep) && !isAbsolute(r);
}
function toPosixRelative(root, abs) {
  return relative(root, abs).split(sep).join("/");
}
function projectFileBytes(root, rel, maxBytes) {
  let read = readProjectFile(root, rel, maxBytes);
  return read.ok ? read.bytes : void 0;
}
var MAX_PROJECT_TEXT_BYTES = 5 * 1024 * 1024;
function projectFileText(root, rel, maxBytes = MAX_PROJECT_TEXT_BYTES) {
  return projectFileBytes(root, rel, maxBytes)?.toString("utf8");
}

export {
  projectRelativeProblem,
  walkSymlinks,
  throughSymlinkedFolder,
  resolveInsideRoot,
  readProjectFile,
  isInside,
  projectFileBytes,
  MAX_PROJECT_TEXT_BYTES,
  projectFileText
};
