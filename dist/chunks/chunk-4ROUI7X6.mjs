import { createRequire as __dhCreateRequire } from 'node:module'; const require = __dhCreateRequire(import.meta.url);
import {
  readRegularText
} from "./chunk-6ISAVYID.mjs";

// scripts/git/layout.ts
import { existsSync, statSync, realpathSync } from "node:fs";
import { dirname, join, resolve, isAbsolute } from "node:path";
var MAX_GIT_FILE_BYTES = 16 * 1024 * 1024;
function isDir(p) {
  try {
    return statSync(p).isDirectory();
  } catch {
    return !1;
  }
}
function isFile(p) {
  try {
    return statSync(p).isFile();
  } catch {
    return !1;
  }
}
function gitdirOf(dotgit) {
  if (isDir(dotgit)) return existsSync(join(dotgit, "HEAD")) ? dotgit : void 0;
  if (!isFile(dotgit)) return;
  let m = /^gitdir:\s*(.+?)\s*$/m.exec(readRegularText(dotgit, MAX_GIT_FILE_BYTES) ?? "");
  if (!m) return;
  let target = isAbsolute(m[1]) ? m[1] : resolve(dirname(dotgit), m[1]);
  return isDir(target) ? target : void 0;
}
function findRepoLayout(startDir) {
  let dir = realpathSync(startDir);
  for (; ; ) {
    let gitdir = gitdirOf(join(dir, ".git"));
    if (gitdir) return layoutFor(dir, gitdir);
    let parent = dirname(dir);
    if (parent === dir) return;
    dir = parent;
  }
}
function repoLayoutAt(root) {
  let real = realpathSync(root), gitdir = gitdirOf(join(real, ".git"));
  return gitdir ? layoutFor(real, gitdir) : void 0;
}
function layoutFor(root, gitdir) {
  let commondir = gitdir, cd = join(gitdir, "commondir");
  if (isFile(cd)) {
    let rel = (readRegularText(cd, MAX_GIT_FILE_BYTES) ?? "").trim();
    commondir = isAbsolute(rel) ? rel : resolve(gitdir, rel);
  }
  return { root, gitdir, commondir, alternates: alternatesOf(join(commondir, "objects")), objectFormat: objectFormatOf(commondir) };
}
function objectFormatOf(commondir) {
  let text = readRegularText(join(commondir, "config"), MAX_GIT_FILE_BYTES);
  if (text === void 0) return "sha1";
  let section = "";
  for (let raw of text.split(`
`)) {
    let line = raw.replace(/[;#].*$/, "").trim(), head = /^\[\s*([A-Za-z0-9.-]+)/.exec(line);
    if (head) section = head[1].toLowerCase();
    else if (section === "extensions" && /^objectformat\s*=\s*sha256$/i.test(line)) return "sha256";
  }
  return "sha1";
}
var MAX_ALTERNATE_DEPTH = 5;
function alternatesOf(objectsDir) {
  let seen = /* @__PURE__ */ new Set([objectsDir]), out = [], visit = (dir, depth) => {
    let alt = join(dir, "info", "alternates");
    if (!(depth > MAX_ALTERNATE_DEPTH || !isFile(alt)))
      for (let line of (readRegularText(alt, MAX_GIT_FILE_BYTES) ?? "").split(`
`)) {
        let l = line.trim();
        if (l === "" || l.startsWith("#")) continue;
        let abs = isAbsolute(l) ? l : resolve(dir, l);
        seen.has(abs) || (seen.add(abs), out.push(abs), visit(abs, depth + 1));
      }
  };
  return visit(objectsDir, 1), out;
}

export {
  findRepoLayout,
  repoLayoutAt
};
