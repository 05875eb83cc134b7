import { createRequire as __dhCreateRequire } from 'node:module'; const require = __dhCreateRequire(import.meta.url);
import {
  locate
} from "./chunk-JQB7MOVM.mjs";

// scripts/scan/resolve.ts
import { posix } from "node:path";
var SCHEME = /^[A-Za-z][A-Za-z0-9+.-]*:/, SKIP = { kind: "skip" }, AGENT_FILE_NAMES = /* @__PURE__ */ new Set(["CLAUDE.md", "CLAUDE.local.md", "AGENTS.md"]);
function isAgentFileName(path) {
  return AGENT_FILE_NAMES.has(posix.basename(path)) || /^\.claude\/rules\/.+\.md$/.test(path);
}
function decodePercent(s) {
  if (!s.includes("%")) return s;
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}
function inside(base, p) {
  let joined = posix.normalize(posix.join(base, p));
  if (!(joined === ".." || joined.startsWith("../") || joined.startsWith("/")))
    return joined === "." ? "" : joined.replace(/\/$/, "");
}
function resolveLink(docPath, target) {
  let t = target.trim();
  if (t === "" || SCHEME.test(t) || t.startsWith("//") || /\{\{|\{%|^\$/.test(t)) return SKIP;
  let hash = t.indexOf("#"), pathPart = hash >= 0 ? t.slice(0, hash) : t, fragment = hash >= 0 ? decodePercent(t.slice(hash + 1)) : void 0, q = pathPart.indexOf("?");
  if (q >= 0 && (pathPart = pathPart.slice(0, q)), pathPart === "") return fragment === void 0 || fragment === "" ? SKIP : { kind: "path", resolved: docPath, fragment, directory: !1 };
  let decoded = decodePercent(pathPart), resolved = decoded.startsWith("/") ? inside("", decoded.slice(1)) : inside(posix.dirname(docPath), decoded);
  return resolved === void 0 || resolved === "" ? SKIP : { kind: "path", resolved, fragment: fragment === "" ? void 0 : fragment, directory: decoded.endsWith("/") };
}
function resolveImport(docPath, target, root) {
  if (target.startsWith("~")) return SKIP;
  if (target.startsWith("/")) {
    if (!target.startsWith(root + "/")) return SKIP;
    let r2 = inside("", target.slice(root.length + 1));
    return r2 ? { kind: "path", resolved: r2, fragment: void 0, directory: !1 } : SKIP;
  }
  let r = inside(posix.dirname(docPath), target);
  return r ? { kind: "path", resolved: r, fragment: void 0, directory: target.endsWith("/") } : SKIP;
}
var PATH_LIKE = /^(?:\.{1,2}\/)?[A-Za-z0-9_.@+-][A-Za-z0-9_.@+\-/]*$/;
function stripPosition(p) {
  return p.replace(/(?::\d+){1,2}$/, "").replace(/#L\d+(?:-L?\d+)?$/, "");
}
function resolveCodePath(docPath, content, repo) {
  let p = stripPosition(content.trim());
  if (!PATH_LIKE.test(p) || !p.includes("/") || p.includes("//") || /^[a-z][a-z0-9+.-]*:/i.test(p)) return SKIP;
  let docDir = posix.dirname(docPath), dots = /^((?:\.\.?\/)+)(.*)$/.exec(p);
  if (dots) {
    let base = inside(docDir, dots[1]), rest = dots[2];
    if (base === void 0 || !rest.includes("/")) return SKIP;
    let head = rest.split("/")[0];
    if (!listed(repo, base === "" ? head : `${base}/${head}`)) return SKIP;
    let r = inside(base, rest);
    return r ? { kind: "path", resolved: r, fragment: void 0, directory: p.endsWith("/") } : SKIP;
  }
  let first = p.split("/")[0], candidates = [];
  listed(repo, first) && candidates.push(inside("", p)), docDir !== "." && listed(repo, `${docDir}/${first}`) && candidates.push(inside(docDir, p));
  let valid = candidates.filter((c) => c !== void 0 && c !== "");
  return valid.length === 0 ? SKIP : { kind: "path", resolved: valid.find((c) => listed(repo, c) || repo.stems.has(c)) ?? valid[0], fragment: void 0, directory: p.endsWith("/") };
}
function resolveRef(docPath, ref, root, repo) {
  switch (ref.source) {
    case "import":
      return resolveImport(docPath, ref.target, root);
    case "code_path":
      return resolveCodePath(docPath, ref.target, repo);
    default:
      return resolveLink(docPath, ref.target);
  }
}
function listed(repo, p) {
  return repo.files.has(p) || repo.dirs.has(p);
}
function exists(repo, p) {
  return repo.files.has(p) || repo.dirs.has(p) || repo.ignored.has(p) || repo.on_disk.has(p);
}
function existsLoose(repo, p) {
  return exists(repo, p) || repo.stems.has(p);
}
function caseInsensitiveMatch(repo, p) {
  return repo.lower.get(p.toLowerCase())?.find((h) => h !== p);
}

// scripts/scan/repo-index.ts
import { posix as posix2 } from "node:path";
function buildRepoIndex(files) {
  let fileSet = new Set(files), dirs = /* @__PURE__ */ new Set(), lower = /* @__PURE__ */ new Map(), stems = /* @__PURE__ */ new Set(), addLower = (p) => {
    let k = p.toLowerCase(), list = lower.get(k);
    list ? list.includes(p) || list.push(p) : lower.set(k, [p]);
  };
  for (let f of files) {
    addLower(f);
    let ext = posix2.extname(f);
    ext !== "" && ext !== f && !posix2.basename(f).startsWith(".") && stems.add(f.slice(0, -ext.length));
    for (let i = f.lastIndexOf("/"); i > 0; i = f.lastIndexOf("/", i - 1)) {
      let d = f.slice(0, i);
      if (dirs.has(d)) break;
      dirs.add(d), addLower(d);
    }
  }
  return { files: fileSet, dirs, lower, stems, ignored: /* @__PURE__ */ new Set(), on_disk: /* @__PURE__ */ new Set() };
}

// scripts/readers/imports.ts
var IMPORT = /(^|\s)@((?:[^\s\\]|\\ )+)/g, TEXT_EXTENSIONS = /\.(?:md|mdx|markdown|txt|json|ya?ml|toml)$/i;
function inRanges(ranges, offset) {
  for (let [a, b] of ranges) if (offset >= a && offset < b) return !0;
  return !1;
}
function extractImports(doc, repo) {
  let out = [];
  for (let block of doc.inlines)
    for (let m of block.src.matchAll(IMPORT)) {
      let at = m.index + m[1].length;
      if (inRanges(block.excluded, at)) continue;
      let raw = m[2].replace(/[.,;:!?)\]'"]+$/, "");
      if (raw === "" || raw.startsWith("@")) continue;
      let target = raw.replace(/\\ /g, " ");
      if (!isImportCandidate(target, doc.path, repo)) continue;
      let pos = locate(doc, block, at + 1, raw);
      out.push({ source: "import", target, raw, ...pos, client_target: m[2].replace(/\\ /g, " ") });
    }
  return out;
}
function isImportCandidate(target, docPath, repo) {
  if (/^(?:\.{1,2}\/|\/|~\/)/.test(target)) return !0;
  if (/^[a-z][a-z0-9+.-]*:/i.test(target)) return !1;
  if (TEXT_EXTENSIONS.test(target)) return !0;
  let first = target.split("/")[0], dir = docPath.includes("/") ? docPath.slice(0, docPath.lastIndexOf("/")) : "", rel = dir === "" ? first : `${dir}/${first}`;
  return target.includes("/") && (repo.files.has(rel) || repo.dirs.has(rel));
}

export {
  extractImports,
  isAgentFileName,
  resolveRef,
  exists,
  existsLoose,
  caseInsensitiveMatch,
  buildRepoIndex
};
