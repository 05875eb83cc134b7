import { createRequire as __dhCreateRequire } from 'node:module'; const require = __dhCreateRequire(import.meta.url);
import {
  locate,
  parseDoc
} from "./chunk-JCWKA64J.mjs";
import {
  pushAll
} from "./chunk-WTUKGVID.mjs";
import {
  byCodeUnit
} from "./chunk-A4CSYVLB.mjs";
import {
  projectRelativeProblem,
  readProjectFile,
  walkSymlinks
} from "./chunk-MT66A3VG.mjs";

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

// scripts/readers/memory-index.ts
var cache = /* @__PURE__ */ new WeakMap(), isCopilotInstructions = (f) => f.startsWith(".github/instructions/") && f.endsWith(".instructions.md");
function memoryFilesOf(src) {
  let list = cache.get(src.repo.files);
  return list || (list = [...src.repo.files].filter((f) => isAgentMemoryPath(f) !== void 0 || isCopilotInstructions(f)).sort(), cache.set(src.repo.files, list)), list;
}

// scripts/readers/resolve-imports.ts
import { posix as posix4 } from "node:path";

// scripts/doc/resolve.ts
import { posix as posix3 } from "node:path";

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

// scripts/doc/resolve.ts
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
function splitPosition(p) {
  let m = /^(.*?)((?::\d+){1,2}|#L\d+(?:-L?\d+)?)?$/.exec(p);
  return { path: m[1], position: m[2] ?? "" };
}
function stripPosition(p) {
  return splitPosition(p).path;
}
var PLACEHOLDER_SEGMENT = /^(?:\.{3,}.*|[A-Z]|[Xx]{2,}|N{2,}|foo|bar|baz|your[-_][\w-]+|my[-_][\w-]+)(?:\.[\w]+)?$/, RUNTIME_PATH = /^\.[^/]+\/(?:.*\/)?(?:[^/]*\.local(?:\.[^/]+)?|[^/]+\.(?:db|sqlite3?|db-wal|db-shm|log|pid|sock))$/, PACKAGE_MARKERS = ["package.json", "SKILL.md", "pyproject.toml", "go.mod", "Cargo.toml"];
function packageRoot(docDir, repo) {
  for (let d = docDir; d !== "." && d !== ""; d = posix3.dirname(d))
    if (PACKAGE_MARKERS.some((m) => repo.files.has(`${d}/${m}`))) return d;
}
function resolveCodePath(docPath, content, repo) {
  let p = stripPosition(content.trim());
  if (!PATH_LIKE.test(p) || !p.includes("/") || p.includes("//") || /^[a-z][a-z0-9+.-]*:/i.test(p) || p.split("/").some((seg) => PLACEHOLDER_SEGMENT.test(seg)) || RUNTIME_PATH.test(p)) return SKIP;
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
  let pkg = packageRoot(docDir, repo);
  pkg !== void 0 && pkg !== docDir && listed(repo, `${pkg}/${first}`) && candidates.push(inside(pkg, p));
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

// scripts/readers/sent-text.ts
function stripsFrontmatter(agent) {
  return agent === "claude-code" || agent === "cursor";
}
function claudeCodeText(doc) {
  let code = /* @__PURE__ */ new Set();
  for (let b of doc.blocks) if (b.type === "fence" || b.type === "code_block") for (let l = b.start_line; l <= b.end_line; l++) code.add(l);
  let first = doc.frontmatter ? doc.frontmatter.end_line : 0, kept = [], dropped = [];
  for (let i = first; i < doc.lines.length; i++) {
    let line = doc.lines[i];
    if (code.has(i + 1) || !line.startsWith("<!--")) {
      kept.push(line);
      continue;
    }
    let j = i, close = line.indexOf("-->", 4);
    for (; close < 0 && j + 1 < doc.lines.length; ) close = doc.lines[++j].indexOf("-->");
    if (close < 0) {
      pushAll(kept, doc.lines.slice(i));
      break;
    }
    dropped.push([i + 1, j + 1]);
    let rest = doc.lines[j].slice(close + 3);
    rest.trim() !== "" && kept.push(rest), i = j;
  }
  return { text: kept.join(`
`), dropped };
}
function sentText(path, src, agent) {
  let doc = src.doc(path);
  return doc ? agent === "claude-code" ? claudeCodeText(doc).text : !stripsFrontmatter(agent) || !doc.frontmatter ? doc.text : doc.lines.slice(doc.frontmatter.end_line).join(`
`) : "";
}

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
    let c = this.src.canonical(path), doc = this.src.doc(c);
    if (this.has(c) || !doc) return;
    this.seen.add(c);
    let { text, dropped } = claudeCodeText(doc);
    if (text.trim() !== "") {
      this.files.push(importedBy === void 0 ? { path: c, rule, hops } : { path: c, rule, imported_by: importedBy, hops });
      for (let imp of resolvedImports(c, this.src)) {
        if (dropped.some(([a, b]) => imp.line >= a && imp.line <= b)) continue;
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
  return chain.some(
    (d) => FOLDER_FILES.some((f) => {
      let p = joinPath(d, f), doc = src.isFile(p) ? src.doc(src.canonical(p)) : void 0;
      return doc !== void 0 && claudeCodeText(doc).text.trim() !== "";
    })
  );
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
  for (let f of memoryFilesOf(src)) {
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

// scripts/readers/codex.ts
var CODEX_PROJECT_DOC_MAX_BYTES = 32 * 1024, CANDIDATES = ["AGENTS.override.md", "AGENTS.md"];
function lineAtByte(text, byte) {
  return Buffer.from(text, "utf8").subarray(0, byte).toString("utf8").split(`
`).length;
}
function codexSession(folder2, src, budget = CODEX_PROJECT_DOC_MAX_BYTES) {
  let files = [], remaining = budget, truncation;
  for (let dir of folderChain(folder2)) {
    let name = CANDIDATES.find((n) => src.isFile(joinPath(dir, n)));
    if (name === void 0) continue;
    let path = joinPath(dir, name), text = src.doc(src.canonical(path))?.text ?? "", bytes = Buffer.byteLength(text, "utf8"), rule = name === "AGENTS.override.md" ? "AGENTS.override.md (replaces AGENTS.md in its folder)" : "AGENTS.md of a folder on the way to the start folder";
    if (text.trim() === "") continue;
    let loaded = Math.min(bytes, remaining);
    loaded < bytes && (truncation === void 0 && (truncation = { budget, cut_in: path, cut_at_byte: loaded, cut_at_line: lineAtByte(text, loaded), bytes_lost: 0, dropped: [] }), truncation.bytes_lost += bytes - loaded, loaded === 0 && truncation.dropped.push(path)), files.push({ path, rule, bytes, loaded_bytes: loaded }), remaining -= loaded;
  }
  return truncation ? { folder: folder2, files, truncation } : { folder: folder2, files };
}

// scripts/readers/copilot.ts
function copilotSession(folder2, src) {
  let files = src.isFile(".github/copilot-instructions.md") ? [{ path: ".github/copilot-instructions.md", rule: ".github/copilot-instructions.md (repository-wide)", hops: 0 }] : [], on_demand = memoryFilesOf(src).filter((f) => f.startsWith(".github/instructions/") && f.endsWith(".instructions.md")).sort();
  return { folder: folder2, files, on_demand };
}

// scripts/readers/cursor.ts
function mdcRules(dir, src) {
  let prefix = joinPath(dir, ".cursor/rules") + "/";
  return memoryFilesOf(src).filter((f) => f.startsWith(prefix));
}
function cursorSession(folder2, src) {
  let files = [], on_demand = [];
  src.isFile(".cursorrules") && files.push({ path: ".cursorrules", rule: ".cursorrules (legacy, always applied)", hops: 0 });
  for (let dir of folderChain(folder2))
    for (let r of mdcRules(dir, src))
      src.doc(r)?.frontmatter?.data?.alwaysApply === !0 ? files.push({ path: r, rule: ".cursor/rules with alwaysApply: true", hops: 0 }) : on_demand.push(r);
  return { folder: folder2, files, on_demand };
}

// scripts/readers/gemini.ts
var depthOf = (p) => p === "" ? 0 : p.split("/").length;
function geminiSession(folder2, src) {
  let files = [], skipped = [], seen = /* @__PURE__ */ new Set(), max = importMaxHops("gemini"), load = (path, rule, hops, importedBy) => {
    if (!src.isFile(path)) return;
    let c = src.canonical(path);
    if (!(seen.has(c) || !src.doc(c))) {
      seen.add(c), files.push(importedBy === void 0 ? { path: c, rule, hops } : { path: c, rule, imported_by: importedBy, hops });
      for (let imp of resolvedImports(c, src)) {
        let o = imp.outcome, at = { from: c, line: imp.line, raw: imp.raw };
        if (o.kind !== "outside")
          if (o.kind === "missing") skipped.push({ ...at, reason: "missing", path: o.path, ...o.suggestion ? { suggestion: o.suggestion } : {} });
          else if (o.kind === "not_loadable") skipped.push({ ...at, reason: "not_loadable", path: o.path });
          else {
            if (seen.has(o.path)) continue;
            hops + 1 > max ? skipped.push({ ...at, reason: "too_deep", path: o.path }) : load(o.path, `@imported by ${c}`, hops + 1, c);
          }
      }
    }
  };
  for (let dir of folderChain(folder2)) load(joinPath(dir, "GEMINI.md"), "GEMINI.md of a folder on the way to the start folder", 0);
  let below = [...memoryFilesOf(src)].filter((f) => (f === "GEMINI.md" || f.endsWith("/GEMINI.md")) && f !== joinPath(folder2, "GEMINI.md") && isWithin(f, folder2)).sort((a, b) => depthOf(a) - depthOf(b) || byCodeUnit(a, b));
  for (let f of below) load(f, "GEMINI.md of a folder below the start folder", 0);
  return { folder: folder2, files, skipped };
}

// scripts/readers/contexts.ts
var AGENTS = ["claude-code", "codex", "gemini", "cursor", "copilot"], DUPLICATE_MIN_LINES = 3, parentOf = (p) => p.includes("/") ? p.slice(0, p.lastIndexOf("/")) : "";
function ownerFolder(path) {
  let parts = path.split("/"), i = parts.findIndex((s) => s === ".claude" || s === ".cursor" || s === ".github");
  return i >= 0 ? parts.slice(0, i).join("/") : parentOf(path);
}
function contextFolders(src) {
  let out = /* @__PURE__ */ new Set([""]);
  for (let f of memoryFilesOf(src)) isAgentMemoryPath(f) && out.add(ownerFolder(f));
  return [...out].sort(byCodeUnit);
}
function withTokens(files, src, count, agent) {
  return files.map((f) => ({ ...f, bytes: Buffer.byteLength(src.doc(f.path)?.text ?? "", "utf8"), tokens: count(sentText(f.path, src, agent)) }));
}
function normalizedLines(src, path, start, end) {
  return src.doc(path).lines.slice(start - 1, end).map((l) => l.trim().replace(/\s+/g, " ")).filter((l) => l !== "");
}
function duplicateBlocks(files, src, count) {
  let first = /* @__PURE__ */ new Map(), out = [];
  for (let f of files) {
    let doc = src.doc(f.path);
    if (doc)
      for (let b of doc.blocks) {
        if (doc.frontmatter && b.start_line <= doc.frontmatter.end_line) continue;
        let lines = normalizedLines(src, f.path, b.start_line, b.end_line);
        if (lines.length < DUPLICATE_MIN_LINES) continue;
        let key = lines.join(`
`), seen = first.get(key);
        if (!seen) {
          first.set(key, { path: f.path, line: b.start_line });
          continue;
        }
        let tokens = count(key);
        out.push({
          kind: "duplicate_content",
          path: f.path,
          line: b.start_line,
          other_path: seen.path,
          other_line: seen.line,
          lines: lines.length,
          tokens,
          detail: `${lines.length} lines at ${f.path}:${b.start_line} repeat ${seen.path}:${seen.line} in the same context (~${tokens} tokens twice)`
        });
      }
  }
  return out;
}
function sameFileTwice(files, src) {
  let out = [], byTarget = /* @__PURE__ */ new Map();
  for (let f of files) {
    let c = src.canonical(f.path), before = byTarget.get(c);
    before !== void 0 ? out.push({ kind: "same_file_twice", path: f.path, other_path: before, detail: `${f.path} is ${before} again (a symlink the agent reads twice)` }) : byTarget.set(c, f.path);
  }
  return out;
}
function duplicateOnDemand(files, onDemand, src, agent) {
  let out = [], byText = /* @__PURE__ */ new Map(), key = (p) => sentText(p, src, agent).trim();
  for (let f of files) byText.has(key(f.path)) || byText.set(key(f.path), f.path);
  for (let o of onDemand) {
    let k = key(o.path);
    if (k === "") continue;
    let other = byText.get(k);
    if (other === void 0) {
      byText.set(k, o.path);
      continue;
    }
    out.push({
      kind: "duplicate_on_demand",
      path: o.path,
      other_path: other,
      tokens: o.tokens,
      detail: `${o.path} (loaded on ${o.trigger}) has the same text as ${other}: a session that reads in both places carries ~${o.tokens} tokens twice`
    });
  }
  return out;
}
function unresolved(skipped) {
  let problems = [], rest = [];
  for (let s of skipped) {
    if (s.reason !== "missing") {
      rest.push(s);
      continue;
    }
    let hint = s.suggestion ? `; the client reads the path verbatim, punctuation included: did you mean @${s.suggestion}?` : "";
    problems.push({
      kind: "unresolved_import",
      path: s.from,
      line: s.line,
      raw: s.raw,
      ...s.suggestion ? { suggestion: s.suggestion } : {},
      detail: `@${s.raw} does not resolve to a file${hint}`
    });
  }
  return { problems, rest };
}
function agentContext(agent, folder2, src, count) {
  let tokensOf = (p) => count(sentText(p, src, agent)), files, on_demand = [], skipped = [], truncation, problems = [];
  if (agent === "claude-code") {
    let s = claudeCodeSession(folder2, src);
    files = withTokens(s.files, src, count, agent), skipped = s.skipped;
    for (let r of s.conditional_rules) on_demand.push({ path: r.path, trigger: `reading a file matching ${r.globs.join(", ") || "(no globs)"}`, tokens: tokensOf(r.path) });
    for (let d of s.on_demand) for (let f of d.files) on_demand.push({ path: f.path, trigger: `reading a file in ${d.folder}/`, tokens: tokensOf(f.path) });
  } else if (agent === "codex") {
    let s = codexSession(folder2, src);
    if (truncation = s.truncation, files = s.files.map((f) => {
      let text = src.doc(src.canonical(f.path))?.text ?? "", read = f.loaded_bytes < f.bytes ? Buffer.from(text, "utf8").subarray(0, f.loaded_bytes).toString("utf8") : text, base = { path: f.path, rule: f.rule, hops: 0, bytes: f.bytes, tokens: count(read) };
      return f.loaded_bytes < f.bytes ? { ...base, loaded_bytes: f.loaded_bytes } : base;
    }), s.truncation) {
      let t = s.truncation;
      problems.push({
        kind: "truncated",
        path: t.cut_in,
        line: t.cut_at_line,
        bytes_lost: t.bytes_lost,
        detail: `the AGENTS.md chain exceeds Codex's ${t.budget}-byte budget (project_doc_max_bytes): cut in ${t.cut_in} at byte ${t.cut_at_byte} (line ${t.cut_at_line}), ${t.bytes_lost} bytes never read${t.dropped.length ? `, ${t.dropped.length} file${t.dropped.length === 1 ? "" : "s"} dropped` : ""}`
      });
    }
  } else if (agent === "gemini") {
    let s = geminiSession(folder2, src);
    files = withTokens(s.files, src, count, agent), skipped = s.skipped;
  } else if (agent === "cursor") {
    let s = cursorSession(folder2, src);
    files = withTokens(s.files, src, count, agent), on_demand = s.on_demand.map((p) => ({ path: p, trigger: "a matching file, or the agent asking for the rule", tokens: tokensOf(p) }));
  } else {
    let s = copilotSession(folder2, src);
    files = withTokens(s.files, src, count, agent), on_demand = s.on_demand.map((p) => ({ path: p, trigger: "a file its applyTo matches", tokens: tokensOf(p) }));
  }
  let u = unresolved(skipped);
  for (let more of [u.problems, sameFileTwice(files, src), duplicateBlocks(files, src, count), duplicateOnDemand(files, on_demand, src, agent)]) pushAll(problems, more);
  let tokens = files.reduce((n, f) => n + f.tokens, 0), out = { agent, folder: folder2, files, tokens, on_demand, skipped: u.rest, problems };
  return truncation && (out.truncation = truncation), out;
}
function agentContexts(src, countTokens, opts = {}) {
  let out = [], counted = /* @__PURE__ */ new Map(), count = (text) => {
    let k = counted.get(text);
    return k === void 0 && counted.set(text, k = countTokens(text)), k;
  }, folders = opts.folders ?? contextFolders(src);
  for (let folder2 of folders)
    for (let agent of AGENTS) {
      let c = agentContext(agent, folder2, src, count);
      if (c.files.length === 0) continue;
      let own = c.files.some((f) => f.imported_by === void 0 && ownerFolder(f.path) === folder2);
      (folder2 === "" || own || opts.folders !== void 0) && out.push(c);
    }
  return out;
}
function contextLoads(c, path, opts = {}) {
  return c.files.some((f) => f.path === path && f.loaded_bytes !== 0) ? !0 : opts.on_demand === !0 && c.on_demand.some((o) => o.path === path);
}
function contextsLoading(contexts, path, opts = {}) {
  return contexts.filter((c) => contextLoads(c, path, opts)).map((c) => ({ agent: c.agent, folder: c.folder }));
}
function importsThrough(contexts, from, to) {
  return contexts.some((c) => {
    let by = new Map(c.files.map((f) => [f.path, f.imported_by])), seen = /* @__PURE__ */ new Set();
    for (let at = by.get(to); at !== void 0 && !seen.has(at); at = by.get(at)) {
      if (at === from) return !0;
      seen.add(at);
    }
    return !1;
  });
}

// scripts/tokens/count-tokens.ts
var TOKEN_ENCODING = "cl100k_base", loading;
function loadTokenCounter() {
  return loading ??= import("./cl100k_base-QIYDJ5EY.mjs").then((mod) => {
    let opts = { disallowedSpecial: /* @__PURE__ */ new Set() };
    return (text) => text.length === 0 ? 0 : mod.countTokens(text, opts);
  }), loading;
}

// scripts/doc/repo-index.ts
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

// scripts/readers/sources.ts
import { lstatSync, opendirSync, realpathSync } from "node:fs";
import { join as join2, relative, sep } from "node:path";
var MAX_READ_BYTES = 5 * 1024 * 1024, toPosix = (p) => sep === "/" ? p : p.split(sep).join("/"), abs = (root, p) => p === "" ? root : join2(root, p);
function rawLister(root) {
  let cache2 = /* @__PURE__ */ new Map(), rootReal;
  return (dir) => {
    let list = cache2.get(dir);
    if (list) return list;
    list = [];
    try {
      if (rootReal ??= realpathSync(root), dir === "" || projectRelativeProblem(dir) === void 0 && walkSymlinks(rootReal, dir).kind === "none") {
        let d = opendirSync(abs(rootReal, dir));
        try {
          for (let e = d.readSync(); e !== null; e = d.readSync()) list.push({ name: e.name, isDir: e.isDirectory() });
        } finally {
          d.closeSync();
        }
      }
    } catch {
      list = [];
    }
    return cache2.set(dir, list), list;
  };
}
function canonicalizer(root) {
  let cache2 = /* @__PURE__ */ new Map();
  return (p) => {
    let c = cache2.get(p);
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
    return cache2.set(p, c), c;
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
      if (isFile(p)) {
        let read = readProjectFile(root, p, MAX_READ_BYTES);
        read.ok && read.bytes.indexOf(0) < 0 && (parsed = parseDoc(p, read.bytes.toString("utf8")));
      }
      docs.set(p, parsed);
    }
    return docs.get(p) ?? void 0;
  }, isFile, canonical: canonicalizer(root), listDir: rawLister(root) };
}

export {
  detectSites,
  siteOf,
  decodePercent,
  inside,
  splitPosition,
  resolveRef,
  exists,
  existsLoose,
  caseInsensitiveMatch,
  buildRepoIndex,
  memoryWithImports,
  memoryFilesOf,
  extractImports,
  importedFiles,
  sentText,
  claudeCodeSession,
  loadedThrough,
  agentContexts,
  contextLoads,
  contextsLoading,
  importsThrough,
  rawLister,
  projectSources,
  TOKEN_ENCODING,
  loadTokenCounter
};
