import { createRequire as __dhCreateRequire } from 'node:module'; const require = __dhCreateRequire(import.meta.url);
import {
  locate,
  parseDoc
} from "./chunk-62WVP7OZ.mjs";

// scripts/sites/docs-sites.ts
import { posix as posix2 } from "node:path";

// scripts/sites/generators.ts
import { posix } from "node:path";
var dirOf = (p) => posix.dirname(p) === "." ? "" : posix.dirname(p);
function valueOf(text, key, within) {
  let scope = within ? within.exec(text)?.[0] ?? "" : text;
  return new RegExp(String.raw`(?:^|[\s,{])['"]?${key}['"]?\s*[:=]\s*['"]([^'"\n]*)['"]`, "m").exec(scope)?.[1];
}
function yamlValue(text, key) {
  return new RegExp(String.raw`^${key}\s*:\s*['"]?([^'"#\n]*?)['"]?\s*(?:#.*)?$`, "m").exec(text)?.[1]?.trim() || void 0;
}
var route = (s) => s === void 0 ? void 0 : "/" + s.replace(/^\/+|\/+$/g, ""), urlPath = (s) => {
  if (s === void 0) return;
  let m = /^[a-z]+:\/\/[^/]+(\/.*)?$/i.exec(s);
  return route(m ? m[1] ?? "/" : s);
}, folder = (s) => s === void 0 ? void 0 : posix.normalize(s.replace(/^\.\/+/, "")).replace(/\/+$/, "").replace(/^\.$/, ""), GENERATORS = [
  {
    generator: "docusaurus",
    config: /(?:^|\/)docusaurus\.config\.(?:js|ts|mjs|cjs|mts|cts)$/,
    siteDir: dirOf,
    defaults: { docs_dir: "docs", route_base: "/docs", static_dirs: ["static"], output_dirs: ["build"] },
    read(text) {
      let docs = /\bdocs\s*:\s*\{[^}]*\}/;
      return { docs_dir: folder(valueOf(text, "path", docs)), route_base: route(valueOf(text, "routeBasePath", docs) ?? valueOf(text, "routeBasePath")) };
    },
    extensionless: !0,
    case_insensitive: !1
  },
  {
    generator: "mkdocs",
    config: /(?:^|\/)mkdocs\.ya?ml$/,
    siteDir: dirOf,
    defaults: { docs_dir: "docs", route_base: "/", static_dirs: [], output_dirs: ["site"] },
    read: (text) => ({ docs_dir: folder(yamlValue(text, "docs_dir")), route_base: urlPath(yamlValue(text, "site_url")), output_dirs: yamlValue(text, "site_dir") ? [folder(yamlValue(text, "site_dir"))] : void 0 }),
    extensionless: !1,
    case_insensitive: !1
  },
  {
    generator: "vitepress",
    config: /(?:^|\/)\.vitepress\/config\.(?:js|ts|mjs|mts|cjs|cts)$/,
    siteDir: (p) => dirOf(dirOf(p)),
    defaults: { docs_dir: "", route_base: "/", static_dirs: ["public"], output_dirs: [".vitepress/dist"] },
    read(text) {
      let src = folder(valueOf(text, "srcDir"));
      return { docs_dir: src, route_base: route(valueOf(text, "base")), static_dirs: src ? [posix.join(src, "public")] : void 0 };
    },
    extensionless: !0,
    case_insensitive: !1
  },
  {
    generator: "hugo",
    config: /(?:^|\/)(?:hugo|config)\.(?:toml|ya?ml|json)$|(?:^|\/)config\/_default\/(?:hugo|config)\.(?:toml|ya?ml|json)$/,
    siteDir: (p) => /config\/_default\//.test(p) ? dirOf(dirOf(dirOf(p))) : dirOf(p),
    confirm: /\bbase_?url\b|\btheme\b\s*[:=]|\bcontentDir\b/i,
    defaults: { docs_dir: "content", route_base: "/", static_dirs: ["static"], output_dirs: ["public", "resources"] },
    read: (text) => ({ docs_dir: folder(valueOf(text, "contentDir")), route_base: urlPath(valueOf(text, "baseURL") ?? valueOf(text, "baseurl")), output_dirs: valueOf(text, "publishDir") ? [folder(valueOf(text, "publishDir"))] : void 0 }),
    extensionless: !0,
    case_insensitive: !0
  },
  {
    generator: "sphinx",
    config: /(?:^|\/)conf\.py$/,
    siteDir: dirOf,
    confirm: /\bextensions\s*=|\bhtml_theme\s*=|\bproject\s*=|\bsphinx\b/,
    defaults: { docs_dir: "", route_base: "/", static_dirs: [], output_dirs: ["_build"] },
    read: () => ({}),
    extensionless: !1,
    case_insensitive: !1
  },
  {
    generator: "mdbook",
    config: /(?:^|\/)book\.toml$/,
    siteDir: dirOf,
    defaults: { docs_dir: "src", route_base: "/", static_dirs: [], output_dirs: ["book"] },
    read: (text) => ({ docs_dir: folder(valueOf(text, "src")), route_base: urlPath(valueOf(text, "site-url")), output_dirs: valueOf(text, "build-dir") ? [folder(valueOf(text, "build-dir"))] : void 0 }),
    extensionless: !1,
    case_insensitive: !1
  },
  {
    generator: "docfx",
    config: /(?:^|\/)docfx\.json$/,
    siteDir: dirOf,
    defaults: { docs_dir: "", route_base: "/", static_dirs: [], output_dirs: ["_site", "obj"] },
    read: (text) => ({ output_dirs: valueOf(text, "dest") ? [folder(valueOf(text, "dest"))] : void 0 }),
    extensionless: !1,
    case_insensitive: !1
  }
];

// scripts/sites/docs-sites.ts
var join = (a, b) => a === "" ? b : b === "" ? a : posix2.normalize(`${a}/${b}`), clamp = (p) => p === "." || p.startsWith("../") || p === ".." ? "" : p;
function detectSites(files, read) {
  let out = [];
  for (let f of [...files].sort()) {
    let spec = GENERATORS.find((g) => g.config.test(f));
    if (!spec) continue;
    let text = read(f);
    if (text === void 0 || spec.confirm && !spec.confirm.test(text)) continue;
    let dir = spec.siteDir(f), found = spec.read(text), facts = { ...spec.defaults, ...Object.fromEntries(Object.entries(found).filter(([, v]) => v !== void 0)) };
    out.push({
      generator: spec.generator,
      config: f,
      docs_root: clamp(join(dir, facts.docs_dir)),
      route_base: facts.route_base,
      static_roots: facts.static_dirs.map((s) => clamp(join(dir, s))),
      output_roots: facts.output_dirs.map((s) => clamp(join(dir, s))).filter((s) => s !== ""),
      extensionless: spec.extensionless,
      case_insensitive: spec.case_insensitive
    });
  }
  return out;
}
var under = (p, dir) => dir === "" || p.startsWith(dir + "/");
function siteOf(sites, docPath) {
  let best;
  for (let s of sites) under(docPath, s.docs_root) && (!best || s.docs_root.length > best.docs_root.length) && (best = s);
  return best;
}
var ROUTE_FILES = ["", ".md", ".mdx", "/index.md", "/index.mdx", "/README.md", "/_index.md"];
function routeTarget(site, urlPath2, has) {
  let base = site.route_base === "/" ? "" : site.route_base, rest;
  base === "" ? rest = urlPath2.replace(/^\/+/, "") : (urlPath2 === base || urlPath2.startsWith(base + "/")) && (rest = urlPath2.slice(base.length).replace(/^\/+/, ""));
  let roots = rest === void 0 ? [] : [site.docs_root], fromStatic = urlPath2.replace(/^\/+/, "");
  for (let root of roots)
    for (let suffix of ROUTE_FILES) {
      let p = join(root, rest.replace(/\/+$/, "")) + suffix;
      if (p !== "" && has(p)) return p;
    }
  for (let s of site.static_roots) {
    let p = join(s, fromStatic);
    if (p !== "" && has(p)) return p;
  }
  return rest === void 0 ? void 0 : join(site.docs_root, rest.replace(/\/+$/, "")) || void 0;
}

// scripts/readers/memory-files.ts
var baseOf = (path) => path.slice(path.lastIndexOf("/") + 1), atRoot = (path, exact) => path === exact, MEMORY_RULES = [
  { agent: "claude-code", rule: "CLAUDE.md: Claude Code project memory", test: (p, b) => b === "CLAUDE.md" && !p.endsWith(".claude/CLAUDE.md") },
  { agent: "claude-code", rule: ".claude/CLAUDE.md: Claude Code project memory", test: (p) => p === ".claude/CLAUDE.md" || p.endsWith("/.claude/CLAUDE.md") },
  { agent: "claude-code", rule: "CLAUDE.local.md: Claude Code local memory", test: (_p, b) => b === "CLAUDE.local.md" },
  { agent: "claude-code", rule: ".claude/rules/**/*.md: Claude Code rules", test: (p) => /(?:^|\/)\.claude\/rules\/(?:[^/]+\/)*[^/]+\.md$/.test(p) },
  { agent: "codex", rule: "AGENTS.md: Codex and other AGENTS.md readers", test: (_p, b) => b === "AGENTS.md" },
  { agent: "codex", rule: "AGENTS.override.md: Codex override", test: (_p, b) => b === "AGENTS.override.md" },
  { agent: "gemini", rule: "GEMINI.md: Gemini CLI context", test: (_p, b) => b === "GEMINI.md" },
  { agent: "copilot", rule: ".github/copilot-instructions.md: GitHub Copilot instructions", test: (p) => atRoot(p, ".github/copilot-instructions.md") },
  { agent: "cursor", rule: ".cursor/rules/*.mdc: Cursor rules", test: (p) => /(?:^|\/)\.cursor\/rules\/(?:[^/]+\/)*[^/]+\.mdc$/.test(p) },
  { agent: "cursor", rule: ".cursorrules: Cursor legacy rules", test: (p) => atRoot(p, ".cursorrules") }
];
function isAgentMemoryPath(path) {
  let p = path.replace(/^\.\//, ""), base = baseOf(p);
  for (let r of MEMORY_RULES) if (r.test(p, base)) return { agent: r.agent, rule: r.rule };
}
function importMaxHops(agent) {
  return agent === "claude-code" ? 4 : agent === "gemini" ? 5 : 0;
}
function followsImports(path) {
  let m = isAgentMemoryPath(path);
  return m ? importMaxHops(m.agent) > 0 || baseOf(path) === "AGENTS.md" : !1;
}
var hopsFor = (path, m) => m.agent === "codex" && followsImports(path) ? importMaxHops("claude-code") : importMaxHops(m.agent);
function memoryWithImports(paths, importsOf) {
  let out = /* @__PURE__ */ new Map(), frontier = [];
  for (let p of [...paths].sort()) {
    let m = isAgentMemoryPath(p);
    if (!m) continue;
    out.set(p, m);
    let left = hopsFor(p, m);
    left > 0 && frontier.push({ path: p, agent: m.agent, left });
  }
  for (let hop = 1; frontier.length > 0; hop++) {
    let next = [];
    for (let { path, agent, left } of frontier)
      for (let target of importsOf(path))
        out.has(target) || (out.set(target, { agent, rule: `@imported by ${path}`, imported_by: path, hops: hop }), left > 1 && next.push({ path: target, agent, left: left - 1 }));
    frontier = next;
  }
  return out;
}

// scripts/readers/resolve-imports.ts
import { posix as posix4 } from "node:path";

// scripts/scan/resolve.ts
import { posix as posix3 } from "node:path";
var SCHEME = /^[A-Za-z][A-Za-z0-9+.-]*:/, SKIP = { kind: "skip" };
function decodePercent(s) {
  if (!s.includes("%")) return s;
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}
function inside(base, p) {
  let joined = posix3.normalize(posix3.join(base, p));
  if (!(joined === ".." || joined.startsWith("../") || joined.startsWith("/")))
    return joined === "." ? "" : joined.replace(/\/$/, "");
}
function resolveAbsolute(docPath, decoded, repo) {
  let fromRoot = inside("", decoded.slice(1)), site = siteOf(repo.sites, docPath);
  if (!site) return fromRoot;
  let routed = routeTarget(site, decoded, (p) => listed(repo, p));
  return routed === void 0 ? fromRoot : listed(repo, routed) || fromRoot === void 0 || !listed(repo, fromRoot) ? routed : fromRoot;
}
function resolveLink(docPath, target, repo) {
  let t = target.trim();
  if (t === "" || SCHEME.test(t) || t.startsWith("//") || /\{\{|\{%|^\$/.test(t)) return SKIP;
  let hash = t.indexOf("#"), pathPart = hash >= 0 ? t.slice(0, hash) : t, fragment = hash >= 0 ? decodePercent(t.slice(hash + 1)) : void 0, q = pathPart.indexOf("?");
  if (q >= 0 && (pathPart = pathPart.slice(0, q)), pathPart === "") return fragment === void 0 || fragment === "" ? SKIP : { kind: "path", resolved: docPath, fragment, directory: !1 };
  let decoded = decodePercent(pathPart), resolved = decoded.startsWith("/") ? resolveAbsolute(docPath, decoded, repo) : inside(posix3.dirname(docPath), decoded);
  return resolved === void 0 || resolved === "" ? SKIP : { kind: "path", resolved, fragment: fragment === "" ? void 0 : fragment, directory: decoded.endsWith("/") && !repo.files.has(resolved) };
}
function resolveImport(docPath, target, root) {
  if (target.startsWith("~")) return SKIP;
  if (target.startsWith("/")) {
    if (!target.startsWith(root + "/")) return SKIP;
    let r2 = inside("", target.slice(root.length + 1));
    return r2 ? { kind: "path", resolved: r2, fragment: void 0, directory: !1 } : SKIP;
  }
  let r = inside(posix3.dirname(docPath), target);
  return r ? { kind: "path", resolved: r, fragment: void 0, directory: target.endsWith("/") } : SKIP;
}
var PATH_LIKE = /^(?:\.{1,2}\/)?[A-Za-z0-9_.@+-][A-Za-z0-9_.@+\-/]*$/;
function stripPosition(p) {
  return p.replace(/(?::\d+){1,2}$/, "").replace(/#L\d+(?:-L?\d+)?$/, "");
}
function resolveCodePath(docPath, content, repo) {
  let p = stripPosition(content.trim());
  if (!PATH_LIKE.test(p) || !p.includes("/") || p.includes("//") || /^[a-z][a-z0-9+.-]*:/i.test(p)) return SKIP;
  let docDir = posix3.dirname(docPath), dots = /^((?:\.\.?\/)+)(.*)$/.exec(p);
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
      return resolveLink(docPath, ref.target, repo);
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

// scripts/readers/resolve-imports.ts
function resolveOne(docPath, target, src) {
  let r = resolveRef(docPath, { source: "import", target, raw: target, line: 0, column: 0 }, src.root, src.repo);
  return r.kind === "path" ? r.resolved : void 0;
}
function resolvedImports(path, src) {
  let doc = src.doc(path);
  if (!doc) return [];
  let out = [];
  for (let ref of extractImports(doc, src.repo)) {
    let base = { raw: ref.client_target, line: ref.line, column: ref.column }, exact = resolveOne(path, ref.client_target, src);
    if (exact === void 0) {
      out.push({ ...base, outcome: { kind: "outside" } });
      continue;
    }
    if (src.isFile(exact)) {
      let c = src.canonical(exact);
      out.push({ ...base, outcome: src.doc(c) ? { kind: "file", path: c } : { kind: "not_loadable", path: exact } });
      continue;
    }
    if (src.repo.dirs.has(exact) || src.listDir(exact).length > 0) {
      out.push({ ...base, outcome: { kind: "not_loadable", path: exact } });
      continue;
    }
    let loose = ref.client_target === ref.target ? void 0 : resolveOne(path, ref.target, src), suggestion = loose !== void 0 && src.isFile(loose) ? loose : void 0;
    out.push({ ...base, outcome: suggestion ? { kind: "missing", path: exact, suggestion } : { kind: "missing", path: exact } });
  }
  return out;
}
function importedFiles(path, src) {
  let out = [];
  for (let i of resolvedImports(path, src)) i.outcome.kind === "file" && !out.includes(i.outcome.path) && out.push(i.outcome.path);
  return out;
}
function isWithin(path, folder2) {
  return folder2 === "" || path === folder2 || path.startsWith(folder2 + "/");
}
function folderChain(folder2) {
  let out = [""];
  if (folder2 === "") return out;
  let parts = folder2.split("/");
  for (let i = 1; i <= parts.length; i++) out.push(parts.slice(0, i).join("/"));
  return out;
}
var joinPath = (dir, name) => dir === "" ? name : posix4.join(dir, name);

// scripts/readers/claude-code.ts
var FOLDER_FILES = ["CLAUDE.md", ".claude/CLAUDE.md", "CLAUDE.local.md"], RULES_DIR = ".claude/rules";
function ruleGlobs(path, src) {
  let data = src.doc(path)?.frontmatter?.data;
  if (!data || !("paths" in data)) return;
  let v = data.paths;
  return typeof v == "string" ? v.split(",").map((s) => s.trim()).filter((s) => s !== "") : Array.isArray(v) ? v.filter((x) => typeof x == "string") : [];
}
function rulesOf(dir, src) {
  let out = [], walk = (d) => {
    for (let e of src.listDir(d)) {
      let p = joinPath(d, e.name);
      e.isDir ? walk(p) : e.name.endsWith(".md") && out.push(p);
    }
  };
  return walk(joinPath(dir, RULES_DIR)), out;
}
var Loader = class {
  constructor(src, folder2, seenBefore = /* @__PURE__ */ new Set()) {
    this.src = src;
    this.folder = folder2;
    this.seenBefore = seenBefore;
  }
  src;
  folder;
  seenBefore;
  files = [];
  skipped = [];
  seen = /* @__PURE__ */ new Set();
  maxHops = importMaxHops("claude-code");
  has(path) {
    let c = this.src.canonical(path);
    return this.seen.has(c) || this.seenBefore.has(c);
  }
  load(path, rule, hops = 0, importedBy) {
    if (!this.src.isFile(path)) return;
    let c = this.src.canonical(path);
    if (!(this.has(c) || !this.src.doc(c))) {
      this.seen.add(c), this.files.push(importedBy === void 0 ? { path: c, rule, hops } : { path: c, rule, imported_by: importedBy, hops });
      for (let imp of resolvedImports(c, this.src)) {
        let at = { from: c, line: imp.line, raw: imp.raw }, o = imp.outcome;
        if (o.kind !== "outside")
          if (o.kind === "missing") this.skipped.push({ ...at, reason: "missing", path: o.path, ...o.suggestion ? { suggestion: o.suggestion } : {} });
          else if (o.kind === "not_loadable") this.skipped.push({ ...at, reason: "not_loadable", path: o.path });
          else {
            if (this.has(o.path)) continue;
            isWithin(o.path, this.folder) ? hops + 1 > this.maxHops ? this.skipped.push({ ...at, reason: "too_deep", path: o.path }) : this.load(o.path, `@imported by ${c}`, hops + 1, c) : this.skipped.push({ ...at, reason: "outside_folder", path: o.path });
          }
      }
    }
  }
}, ruleText = (name) => name === "CLAUDE.md" ? "CLAUDE.md of a folder on the way to the start folder" : name === ".claude/CLAUDE.md" ? ".claude/CLAUDE.md of a folder on the way to the start folder" : "CLAUDE.local.md (private, usually gitignored)";
function chainHasClaudeMemory(chain, src) {
  return chain.some((d) => FOLDER_FILES.some((f) => src.isFile(joinPath(d, f))));
}
function claudeCodeSession(folder2, src) {
  let chain = folderChain(folder2), loader = new Loader(src, folder2), conditional = [], readAgents = !chainHasClaudeMemory(chain, src);
  for (let dir of chain) {
    loader.load(joinPath(dir, "CLAUDE.md"), ruleText("CLAUDE.md")), loader.load(joinPath(dir, ".claude/CLAUDE.md"), ruleText(".claude/CLAUDE.md"));
    for (let r of rulesOf(dir, src)) {
      let globs = ruleGlobs(r, src);
      globs === void 0 ? loader.load(r, ".claude/rules file without paths: (always loaded)") : conditional.push({ path: r, globs });
    }
    readAgents && loader.load(joinPath(dir, "AGENTS.md"), "AGENTS.md, read because no folder on the way has a CLAUDE.md"), loader.load(joinPath(dir, "CLAUDE.local.md"), ruleText("CLAUDE.local.md"));
  }
  let loaded = new Set(loader.files.map((f) => f.path));
  return { folder: folder2, files: loader.files, skipped: loader.skipped, conditional_rules: conditional, on_demand: onDemandBelow(folder2, loaded, src) };
}
function onDemandBelow(folder2, loaded, src) {
  let dirs = /* @__PURE__ */ new Set();
  for (let f of src.repo.files) {
    let base = f.slice(f.lastIndexOf("/") + 1);
    if (base !== "CLAUDE.md" && base !== "CLAUDE.local.md") continue;
    let dir = f.includes("/") ? f.slice(0, f.lastIndexOf("/")) : "";
    dir.endsWith(".claude") || dir === folder2 || !isWithin(dir, folder2) || dirs.add(dir);
  }
  let out = [];
  for (let dir of [...dirs].sort()) {
    let loader = new Loader(src, "", loaded);
    loader.load(joinPath(dir, "CLAUDE.md"), "CLAUDE.md of a subfolder, loaded when the agent reads a file there"), loader.load(joinPath(dir, "CLAUDE.local.md"), "CLAUDE.local.md of a subfolder, loaded when the agent reads a file there"), loader.files.length > 0 && out.push({ folder: dir, files: loader.files });
  }
  return out;
}
function loadedThrough(session, path) {
  let out = [], frontier = [path];
  for (let depth = 1; frontier.length > 0; depth++) {
    let next = [];
    for (let f of session.files)
      f.imported_by !== void 0 && frontier.includes(f.imported_by) && (out.push({ ...f, depth }), next.push(f.path));
    frontier = next;
  }
  return out;
}

// scripts/readers/sources.ts
import { lstatSync, opendirSync, readFileSync, realpathSync } from "node:fs";
import { join as join2, relative, sep } from "node:path";
var MAX_READ_BYTES = 5 * 1024 * 1024, toPosix = (p) => sep === "/" ? p : p.split(sep).join("/"), abs = (root, p) => p === "" ? root : join2(root, p);
function rawLister(root) {
  let cache = /* @__PURE__ */ new Map();
  return (dir) => {
    let list = cache.get(dir);
    if (list) return list;
    list = [];
    try {
      let d = opendirSync(abs(root, dir));
      try {
        for (let e = d.readSync(); e !== null; e = d.readSync()) {
          let isDir = e.isDirectory();
          if (e.isSymbolicLink())
            try {
              isDir = lstatSync(realpathSync(join2(abs(root, dir), e.name))).isDirectory();
            } catch {
              isDir = !1;
            }
          list.push({ name: e.name, isDir });
        }
      } finally {
        d.closeSync();
      }
    } catch {
      list = [];
    }
    return cache.set(dir, list), list;
  };
}
function canonicalizer(root) {
  let cache = /* @__PURE__ */ new Map();
  return (p) => {
    let c = cache.get(p);
    if (c !== void 0) return c;
    c = p;
    try {
      if (lstatSync(join2(root, p)).isSymbolicLink()) {
        let rel = toPosix(relative(realpathSync(root), realpathSync(join2(root, p))));
        rel !== "" && !rel.startsWith("..") && !rel.split("/").includes(".git") && (c = rel);
      }
    } catch {
      c = p;
    }
    return cache.set(p, c), c;
  };
}
function fileTester(root, repo) {
  return (p) => {
    if (p.split("/").includes(".git")) return !1;
    if (repo.files.has(p)) return !0;
    try {
      return lstatSync(realpathSync(join2(root, p))).isFile();
    } catch {
      return !1;
    }
  };
}
function projectSources(root, repo) {
  let docs = /* @__PURE__ */ new Map(), isFile = fileTester(root, repo);
  return { root, repo, doc: (p) => {
    if (!docs.has(p)) {
      let parsed = null;
      if (isFile(p))
        try {
          let buf = readFileSync(join2(root, p));
          buf.length <= MAX_READ_BYTES && buf.indexOf(0) < 0 && (parsed = parseDoc(p, buf.toString("utf8")));
        } catch {
          parsed = null;
        }
      docs.set(p, parsed);
    }
    return docs.get(p) ?? void 0;
  }, isFile, canonical: canonicalizer(root), listDir: rawLister(root) };
}

// scripts/scan/repo-index.ts
import { posix as posix5 } from "node:path";
function buildRepoIndex(files) {
  let fileSet = new Set(files), dirs = /* @__PURE__ */ new Set(), lower = /* @__PURE__ */ new Map(), stems = /* @__PURE__ */ new Set(), addLower = (p) => {
    let k = p.toLowerCase(), list = lower.get(k);
    list ? list.includes(p) || list.push(p) : lower.set(k, [p]);
  };
  for (let f of files) {
    addLower(f);
    let ext = posix5.extname(f);
    ext !== "" && ext !== f && !posix5.basename(f).startsWith(".") && stems.add(f.slice(0, -ext.length));
    for (let i = f.lastIndexOf("/"); i > 0; i = f.lastIndexOf("/", i - 1)) {
      let d = f.slice(0, i);
      if (dirs.has(d)) break;
      dirs.add(d), addLower(d);
    }
  }
  return { files: fileSet, dirs, lower, stems, ignored: /* @__PURE__ */ new Set(), on_disk: /* @__PURE__ */ new Set(), sites: [] };
}

// scripts/readers/sent-text.ts
function stripsFrontmatter(agent) {
  return agent === "claude-code" || agent === "cursor";
}
function sentText(path, src, agent) {
  let doc = src.doc(path);
  return doc ? !stripsFrontmatter(agent) || !doc.frontmatter ? doc.text : doc.lines.slice(doc.frontmatter.end_line).join(`
`) : "";
}

export {
  extractImports,
  detectSites,
  siteOf,
  resolveRef,
  exists,
  existsLoose,
  caseInsensitiveMatch,
  isAgentMemoryPath,
  importMaxHops,
  memoryWithImports,
  resolvedImports,
  importedFiles,
  isWithin,
  folderChain,
  joinPath,
  claudeCodeSession,
  loadedThrough,
  sentText,
  rawLister,
  projectSources,
  buildRepoIndex
};
