import { createRequire as __dhCreateRequire } from 'node:module'; const require = __dhCreateRequire(import.meta.url);
import {
  BASELINE_FILE
} from "./chunk-XPE3MLC3.mjs";
import {
  caseInsensitiveMatch,
  contextLoads,
  decodePercent,
  exists,
  existsLoose,
  extractImports,
  frontMatterWith,
  linkFromProjectRoot,
  resolveRef,
  routePages,
  siteOf
} from "./chunk-5VCSN5G4.mjs";
import {
  CONVENTIONS,
  OPENSPEC_ARCHIVED_PATTERN,
  OPENSPEC_CHANGES,
  RULE_ABANDONED,
  RULE_LEFTOVER,
  TRANSLATION_RULES,
  TrackedPaths,
  abandonedServedWhen,
  adoptedConventionRules,
  changeFolders,
  effectiveRules,
  findServedBy,
  foldersOf,
  keptPaths,
  matchRules,
  openspecFindings,
  shieldOf,
  sourceOfTranslated,
  translationTrees
} from "./chunk-FIJFGDGO.mjs";
import {
  githubSlug,
  linesOutsideFences,
  locate,
  minimatch,
  parseDoc,
  require_dist
} from "./chunk-DUOPAI4E.mjs";
import {
  GitObjectReader,
  byCodeUnit,
  historyObjectsAt,
  lowerBound,
  partialLookupNote,
  runGit,
  unreadableLookupNote,
  unreadableObject,
  withPrefix
} from "./chunk-7CNQJT4V.mjs";
import {
  projectFileText,
  readProjectFile
} from "./chunk-MIYAM7C7.mjs";
import {
  pushAll
} from "./chunk-Q5DWSZJV.mjs";
import {
  __toESM
} from "./chunk-6K57MRJR.mjs";

// scripts/contract/signal-info.ts
var SEVERITIES = ["error", "warning", "note"];
function isHitOf(info, hit) {
  return hit.name === info.name;
}

// scripts/doc/published-anchors.ts
function pythonMarkdownSlug(text) {
  return text.normalize("NFKD").replace(/[^\x00-\x7f]/g, "").replace(/[^\w\s-]/g, "").trim().toLowerCase().replace(/[-\s]+/g, "-");
}
function mditVueSlug(text) {
  return text.normalize("NFKD").replace(/[\u0300-\u036f]/g, "").replace(/[\u0000-\u001f]/g, "").replace(/[\s~`!@#$%^&*()\-_+=[\]{}|\\;:"'“”‘’<>,.?/]+/g, "-").replace(/-{2,}/g, "-").replace(/^-+|-+$/g, "").replace(/^(\d)/, "_$1").toLowerCase();
}
var escapeRe = (s) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
function attrsIdOf([left, right]) {
  let block = new RegExp(String.raw`${escapeRe(left)}([^\n]*?)${escapeRe(right)}\s*$`);
  return (text) => {
    let m = block.exec(text);
    return m ? /(?:^|\s)#([^\s#]+)/.exec(m[1])?.[1] : void 0;
  };
}
function unique(slug, seen, sep) {
  let out = slug;
  for (let n = 1; seen.has(out) || out === ""; n++) out = `${slug}${sep}${n}`;
  return seen.add(out), out;
}
var AnchorSet = class extends Set {
  constructor(listed, prefixes) {
    super(listed);
    this.prefixes = prefixes;
  }
  prefixes;
  has(id) {
    return super.has(id) || this.prefixes.some((p) => id === p || id.startsWith(p + "."));
  }
};
function publishedAnchors(doc, sites) {
  let site = sites.length === 0 ? void 0 : siteOf(sites, doc.path), attrList = site?.generator === "mkdocs" && doc.attr_anchors.length > 0, autodoc = site?.generator === "mkdocs" && doc.autodoc_ids.length > 0;
  if (!site || site.heading_ids === void 0 && site.attrs_delimiters === void 0 && !attrList && !autodoc && !(site.definition_term_ids && doc.terms.length > 0)) return doc.anchors;
  let out = autodoc ? new AnchorSet(doc.anchors, doc.autodoc_ids) : new Set(doc.anchors);
  if (attrList) for (let a of doc.attr_anchors) out.add(a);
  let customId = site.attrs_delimiters ? attrsIdOf(site.attrs_delimiters) : () => {
  };
  if (site.heading_ids !== void 0 || site.attrs_delimiters !== void 0) {
    for (let h of doc.headings) out.delete(h.slug);
    let seen = /* @__PURE__ */ new Set(), [slug, sep] = site.heading_ids === "python-markdown" ? [pythonMarkdownSlug, "_"] : site.heading_ids === "mdit-vue" ? [mditVueSlug, "-"] : [githubSlug, "-"];
    for (let h of doc.headings) {
      let id = customId(h.text);
      out.add(id ?? unique(slug(h.text), seen, sep));
    }
  }
  if (site.definition_term_ids) {
    let seen = new Set(doc.headings.map((h) => h.slug));
    for (let t of doc.terms) {
      let slug = githubSlug(t);
      out.add(slug), out.add(unique(slug, seen, "-"));
    }
  }
  return out;
}
var loweredSets = /* @__PURE__ */ new WeakMap();
function fragmentNamesAnchor(anchors, fragment) {
  let f = fragment.replace(/^user-content-/, "");
  if (anchors.has(f)) return !0;
  let lower = loweredSets.get(anchors);
  return lower || (lower = new Set([...anchors].map((a) => a.toLowerCase())), loweredSets.set(anchors, lower)), lower.has(f.toLowerCase());
}

// scripts/scan/claims/own-cli.ts
import { posix as posix2 } from "node:path";

// scripts/scan/claims/definitions.ts
import { posix } from "node:path";
var import_yaml = __toESM(require_dist(), 1);

// scripts/scan/claims/lockfile-bins.ts
function descriptorName(descriptor) {
  let d = descriptor.trim().replace(/^"|"$/g, ""), at = d.indexOf("@", d.startsWith("@") ? 1 : 0);
  return at > 0 ? d.slice(0, at) : void 0;
}
function yarnLockBins(text) {
  let out = /* @__PURE__ */ new Map(), names = [], inBin = !1;
  for (let line of text.split(/\r?\n/)) {
    if (/^\S/.test(line)) {
      inBin = !1, names = line.endsWith(":") ? [...new Set(line.slice(0, -1).split(",").map(descriptorName).filter((n) => n !== void 0))] : [];
      continue;
    }
    if (/^ {2}\S/.test(line)) {
      inBin = line.trim() === "bin:";
      continue;
    }
    let m = inBin ? /^ {4}"?([^":\s]+)"?\s*:/.exec(line) : null;
    if (m)
      for (let n of names) {
        let list = out.get(n) ?? out.set(n, []).get(n);
        list.includes(m[1]) || list.push(m[1]);
      }
  }
  return out;
}
function packageLockBins(text) {
  let out = /* @__PURE__ */ new Map(), j;
  try {
    j = JSON.parse(text);
  } catch {
    return out;
  }
  let packages = j?.packages;
  if (!packages || typeof packages != "object") return out;
  for (let [key, entry] of Object.entries(packages)) {
    let m = /^node_modules\/((?:@[^/]+\/)?[^/]+)$/.exec(key), bin = entry?.bin;
    if (!m || !bin) continue;
    let names = typeof bin == "object" ? Object.keys(bin) : typeof bin == "string" ? [m[1].replace(/^@[^/]+\//, "")] : [];
    names.length > 0 && out.set(m[1], names);
  }
  return out;
}

// scripts/scan/claims/definitions.ts
var MAX_INCLUDE_DEPTH = 5, MAX_ANY_PACKAGES = 2e3, MAKEFILES = ["GNUmakefile", "makefile", "Makefile"], JUSTFILES = ["justfile", "Justfile", ".justfile", "JUSTFILE"], TASKFILES = ["Taskfile.yml", "Taskfile.yaml", "taskfile.yml", "taskfile.yaml", "Taskfile.dist.yml", "Taskfile.dist.yaml"], CARGO_BUILTIN = /* @__PURE__ */ new Set(["add", "b", "bench", "build", "c", "check", "clean", "clippy", "config", "d", "doc", "fetch", "fix", "fmt", "generate-lockfile", "help", "info", "init", "install", "locate-project", "login", "logout", "metadata", "miri", "new", "owner", "package", "pkgid", "publish", "r", "remove", "report", "rm", "run", "rustc", "rustdoc", "search", "t", "test", "tree", "uninstall", "update", "vendor", "verify-project", "version", "yank"]), PY_TOOLS = /* @__PURE__ */ new Set(["python", "python3", "pip", "pip3", "pytest", "py.test", "ruff", "mypy", "black", "isort", "flake8", "pylint", "pre-commit", "coverage", "tox", "nox", "jupyter", "ipython", "sphinx-build", "mkdocs", "uvicorn", "gunicorn", "alembic", "django-admin", "celery", "pyright", "basedpyright", "maturin", "twine", "build", "hatch", "poetry", "uv", "pdm", "streamlit", "fastapi", "flask", "bandit", "pyinstaller", "playwright", "locust", "ty"]), CommandDefinitions = class {
  constructor(root, repo) {
    this.root = root;
    this.repo = repo;
  }
  root;
  repo;
  text = /* @__PURE__ */ new Map();
  parsed = /* @__PURE__ */ new Map();
  workspaceDirs;
  read(path) {
    return this.text.has(path) || this.text.set(path, this.repo.files.has(path) ? projectFileText(this.root, path) : void 0), this.text.get(path);
  }
  cached(key, make) {
    return this.parsed.has(key) || this.parsed.set(key, make()), this.parsed.get(key);
  }
  /** The folders a command may run in: the one it names (relative to the doc, else to the root), else the doc's folder and its ancestors. */
  folders(docDir, cwd) {
    if (cwd !== void 0) {
      let out2 = [];
      for (let base of [docDir, ""]) {
        let d = posix.normalize(posix.join(base, cwd)).replace(/\/$/, ""), dir = d === "." ? "" : d;
        !dir.startsWith("..") && (dir === "" || this.repo.dirs.has(dir)) && !out2.includes(dir) && out2.push(dir);
      }
      return out2;
    }
    let out = [];
    for (let d = docDir; ; d = posix.dirname(d)) {
      let dir = d === "." ? "" : d;
      if (out.push(dir), dir === "") break;
    }
    return out;
  }
  lookup(use, docPath) {
    let d = posix.dirname(docPath), docDir = d === "." ? "" : d, folders = this.folders(docDir, use.cwd);
    switch (use.runner) {
      case "npm":
      case "pnpm":
      case "yarn":
      case "bun":
        return this.packageScript(use, folders);
      case "make":
        return this.nearest(use.name, folders, MAKEFILES, (p) => this.makeTargets(p, 0), "targets");
      case "just":
        return this.nearest(use.name, folders, JUSTFILES, (p) => this.justRecipes(p, 0), "recipes");
      case "task":
        return this.nearest(use.name, folders, TASKFILES, (p) => this.tasks(p), "tasks");
      case "uv":
      case "poetry":
      case "hatch":
        return this.pyScript(use.name, folders);
      case "cargo":
        return this.cargoAlias(use.name, folders);
      case "go":
        return this.goPackage(use.name, folders);
    }
  }
  /**
   * The definition files of the command's folder and its ancestors decide (a doc in a subfolder may
   * mean the root's Makefile); a name some other file of that kind defines is no finding either (the
   * doc may mean that folder without saying so).
   */
  nearest(name, folders, names, read, kind) {
    let looked = [];
    for (let dir of folders.slice(0, 2))
      for (let n of names) {
        let p = dir === "" ? n : `${dir}/${n}`;
        if (!this.repo.files.has(p)) continue;
        let set = read(p);
        if (!set || set.open) return { state: "unknown" };
        if (has(set, name)) return { state: "defined" };
        looked.push(p);
        break;
      }
    if (looked.length === 0) return { state: "unknown" };
    for (let f of this.repo.files) {
      if (!names.includes(posix.basename(f)) || looked.includes(f) || f.includes("node_modules/")) continue;
      let set = read(f);
      if (!set || set.open || has(set, name)) return { state: "unknown" };
    }
    return { state: "missing", files: looked, kind };
  }
  // ---- package.json
  scripts(pkgPath) {
    return this.cached(pkgPath, () => {
      let t = this.read(pkgPath);
      if (t !== void 0)
        try {
          let j = JSON.parse(t), depNames = [...Object.keys(j.dependencies ?? {}), ...Object.keys(j.devDependencies ?? {})], bins = this.lockfileBins(posix.dirname(pkgPath) === "." ? "" : posix.dirname(pkgPath)), deps = depNames.flatMap((d) => [d.replace(/^@[^/]+\//, ""), ...bins.flatMap((b) => b.get(d) ?? [])]).map((n) => `\0${n}`);
          return { names: /* @__PURE__ */ new Set([...Object.keys(j.scripts ?? {}), ...deps]), patterns: [], open: !1 };
        } catch {
          return { names: /* @__PURE__ */ new Set(), patterns: [], open: !0 };
        }
    });
  }
  bins = /* @__PURE__ */ new Map();
  /** The bins the lockfiles of the package's folder and of the repository root list (where a workspace's lockfile lives). */
  lockfileBins(dir) {
    let out = [];
    for (let d of /* @__PURE__ */ new Set([dir, ""]))
      for (let [name, parse] of [["yarn.lock", yarnLockBins], ["package-lock.json", packageLockBins]]) {
        let p = d === "" ? name : `${d}/${name}`;
        if (!this.bins.has(p)) {
          let t = this.read(p);
          this.bins.set(p, t === void 0 ? /* @__PURE__ */ new Map() : parse(t));
        }
        out.push(this.bins.get(p));
      }
    return out;
  }
  workspaces() {
    if (this.workspaceDirs) return this.workspaceDirs;
    let globs = [], rootPkg = this.read("package.json");
    if (rootPkg !== void 0)
      try {
        let w = JSON.parse(rootPkg).workspaces, list = Array.isArray(w) ? w : w && typeof w == "object" ? w.packages : void 0;
        if (Array.isArray(list)) for (let g of list) typeof g == "string" && globs.push(g);
      } catch {
      }
    let pnpm = this.read("pnpm-workspace.yaml");
    if (pnpm !== void 0)
      try {
        let y = (0, import_yaml.parse)(pnpm);
        if (y && Array.isArray(y.packages)) for (let g of y.packages) typeof g == "string" && globs.push(g);
      } catch {
      }
    let include = globs.filter((g) => !g.startsWith("!")).map((g) => g.replace(/^\.\//, "").replace(/\/$/, "")), exclude = globs.filter((g) => g.startsWith("!")).map((g) => g.slice(1).replace(/^\.\//, "").replace(/\/$/, "")), dirs = [];
    if (include.length > 0)
      for (let f of this.repo.files) {
        if (!f.endsWith("/package.json") || f.includes("node_modules/")) continue;
        let dir = f.slice(0, -13);
        include.some((g) => minimatch(dir, g)) && !exclude.some((g) => minimatch(dir, g)) && dirs.push(dir);
      }
    return this.workspaceDirs = dirs.sort(byCodeUnit), this.workspaceDirs;
  }
  packageScript(use, folders) {
    let looked = [], check = (dir, record = !0) => {
      let p = dir === "" ? "package.json" : `${dir}/package.json`, s = this.repo.files.has(p) ? this.scripts(p) : void 0;
      if (s)
        return s.open ? !0 : (record && looked.push(p), s.names.has(use.name) || use.implicit === !0 && s.names.has(`\0${use.name}`));
    }, any = !1;
    if (use.package !== void 0) {
      for (let dir of this.workspaces()) {
        let t = this.read(`${dir}/package.json`), name;
        try {
          name = t === void 0 ? void 0 : JSON.parse(t).name;
        } catch {
          name = void 0;
        }
        if (name === use.package) return check(dir) === !1 ? { state: "missing", files: looked, kind: "scripts" } : { state: "defined" };
      }
      return { state: "unknown" };
    }
    for (let dir of folders) {
      let r = check(dir);
      if (r === !0) return { state: "defined" };
      r === !1 && (any = !0);
    }
    if (!any) return { state: "unknown" };
    for (let dir of this.workspaces()) if (check(dir, !1) === !0) return { state: "defined" };
    return this.definedInAnyPackage(use.name) ? { state: "defined" } : { state: "missing", files: [...new Set(looked)].sort(byCodeUnit), kind: "scripts" };
  }
  anyPackage;
  /** Whether some package.json of the repository (not under node_modules) has `name` among its scripts or bins. */
  definedInAnyPackage(name) {
    if (!this.anyPackage) {
      this.anyPackage = /* @__PURE__ */ new Set();
      let n = 0;
      for (let f of [...this.repo.files].sort(byCodeUnit)) {
        if (posix.basename(f) !== "package.json" || f.includes("node_modules/")) continue;
        if (++n > MAX_ANY_PACKAGES) break;
        let t = this.read(f);
        if (t !== void 0)
          try {
            let j = JSON.parse(t);
            if (j.scripts && typeof j.scripts == "object") for (let k of Object.keys(j.scripts)) this.anyPackage.add(k);
            if (j.bin && typeof j.bin == "object") for (let k of Object.keys(j.bin)) this.anyPackage.add(k);
            else typeof j.bin == "string" && typeof j.name == "string" && this.anyPackage.add(j.name.replace(/^@[^/]+\//, ""));
          } catch {
          }
      }
    }
    return this.anyPackage.has(name);
  }
  // ---- Makefiles
  makeTargets(path, depth) {
    return this.cached(`make:${path}`, () => {
      let t = this.read(path);
      if (t === void 0) return;
      let set = { names: /* @__PURE__ */ new Set(), patterns: [], open: !1 }, dir = posix.dirname(path) === "." ? "" : posix.dirname(path), lines = t.replace(/\\\r?\n/g, " ").split(/\r?\n/);
      for (let line of lines) {
        if (line.startsWith("	") || /^\s*#/.test(line)) continue;
        let inc = /^\s*-?(?:include|sinclude)\s+(.+)$/.exec(line);
        if (inc) {
          for (let f of inc[1].replace(/#.*$/, "").trim().split(/\s+/)) {
            if (f.includes("$") || f.includes("*")) {
              set.open = !0;
              continue;
            }
            let found = [posix.normalize(posix.join(dir, f)), posix.normalize(f)].find((c) => this.repo.files.has(c));
            if (!found) {
              !inc[0].trimStart().startsWith("-") && !inc[0].trimStart().startsWith("s") && (set.open = !0);
              continue;
            }
            let sub = depth < MAX_INCLUDE_DEPTH ? this.makeTargets(found, depth + 1) : void 0;
            sub ? merge(set, sub) : set.open = !0;
          }
          continue;
        }
        let m = /^([^\s:=#][^:=#]*?)\s*(::?)(?![=])/.exec(line);
        if (!m || /^\s*(?:export|override|define|ifeq|ifneq|ifdef|ifndef|else|endif|vpath)\b/.test(line) || /^[^:]*:[^=]*\?=|^[^:]*::=/.test(line)) continue;
        for (let target of m[1].trim().split(/\s+/))
          target.includes("$") ? set.open = !0 : target.includes("%") ? set.patterns.push(new RegExp("^" + escapeRe2(target).replace("%", ".+") + "$")) : set.names.add(target);
        let phony = /^\.PHONY\s*:(.*)$/.exec(line);
        if (phony) for (let n of phony[1].trim().split(/\s+/)) n && !n.includes("$") && set.names.add(n);
      }
      return set;
    });
  }
  // ---- justfiles
  justRecipes(path, depth) {
    return this.cached(`just:${path}`, () => {
      let t = this.read(path);
      if (t === void 0) return;
      let set = { names: /* @__PURE__ */ new Set(), patterns: [], open: !1 }, dir = posix.dirname(path) === "." ? "" : posix.dirname(path);
      for (let line of t.split(/\r?\n/)) {
        if (/^\s/.test(line) || line.startsWith("#")) continue;
        let imp = /^import(\?)?\s+['"]([^'"]+)['"]/.exec(line);
        if (imp) {
          let p = posix.normalize(posix.join(dir, imp[2])), sub = this.repo.files.has(p) && depth < MAX_INCLUDE_DEPTH ? this.justRecipes(p, depth + 1) : void 0;
          sub ? merge(set, sub) : imp[1] || (set.open = !0);
          continue;
        }
        let mod = /^mod(\?)?\s+([\w-]+)/.exec(line);
        if (mod) {
          set.names.add(mod[2]), set.patterns.push(new RegExp("^" + escapeRe2(mod[2]) + "::"));
          continue;
        }
        let alias = /^alias\s+([\w-]+)\s*:=/.exec(line);
        if (alias) {
          set.names.add(alias[1]);
          continue;
        }
        if (/^(?:set|export)\s/.test(line) || /^[\w-]+\s*:=/.test(line)) continue;
        let r = /^(?:\[[^\]]*\]\s*)*@?([A-Za-z_][\w-]*)(?:\s+[^:]*)?:(?!=)/.exec(line);
        r && set.names.add(r[1]);
      }
      return set;
    });
  }
  // ---- Taskfiles
  tasks(path) {
    return this.cached(`task:${path}`, () => {
      let t = this.read(path);
      if (t === void 0) return;
      let set = { names: /* @__PURE__ */ new Set(), patterns: [], open: !1 }, y;
      try {
        y = (0, import_yaml.parse)(t);
      } catch {
        return { ...set, open: !0 };
      }
      for (let [name, task] of Object.entries(y?.tasks ?? {})) {
        name.includes("*") ? set.patterns.push(new RegExp("^" + escapeRe2(name).replace(/\\\*/g, ".+") + "$")) : set.names.add(name);
        let aliases = task && typeof task == "object" ? task.aliases : void 0;
        if (Array.isArray(aliases)) for (let a of aliases) typeof a == "string" && set.names.add(a);
      }
      for (let ns of Object.keys(y?.includes ?? {})) set.patterns.push(new RegExp("^" + escapeRe2(ns) + ":"));
      return set;
    });
  }
  // ---- pyproject
  pyScript(name, folders) {
    if (PY_TOOLS.has(name)) return { state: "defined" };
    for (let dir of folders) {
      let p = dir === "" ? "pyproject.toml" : `${dir}/pyproject.toml`, t = this.read(p);
      if (t === void 0) continue;
      let word = new RegExp(`(?<![\\w-])${escapeRe2(name)}(?![\\w-])`, "i");
      if (word.test(t)) return { state: "defined" };
      for (let lock of ["uv.lock", "poetry.lock", "pdm.lock", "requirements.txt", "requirements-dev.txt"]) {
        let l = this.read(dir === "" ? lock : `${dir}/${lock}`);
        if (l !== void 0 && word.test(l)) return { state: "defined" };
      }
      return { state: "missing", files: [p], kind: "scripts and dependencies" };
    }
    return { state: "unknown" };
  }
  // ---- cargo
  cargoAlias(name, folders) {
    if (CARGO_BUILTIN.has(name)) return { state: "defined" };
    for (let dir of folders)
      for (let f of [".cargo/config.toml", ".cargo/config"]) {
        let p = dir === "" ? f : `${dir}/${f}`, t = this.read(p);
        if (t === void 0) continue;
        let aliases = tomlTableKeys(t, "alias");
        if (aliases === void 0) return { state: "unknown" };
        if (aliases.has(name)) return { state: "defined" };
        for (let d of this.repo.dirs) if (posix.basename(d) === `cargo-${name}`) return { state: "defined" };
        return { state: "missing", files: [p], kind: "aliases" };
      }
    return { state: "unknown" };
  }
  // ---- go run ./path
  goPackage(name, folders) {
    let rel = name.replace(/\/\.\.\.$/, "").replace(/\/$/, "");
    for (let dir of folders)
      if (this.repo.files.has(dir === "" ? "go.mod" : `${dir}/go.mod`) || dir === "") {
        let p = posix.normalize(posix.join(dir, rel));
        if (this.repo.dirs.has(p) || this.repo.files.has(p) || p === ".") return { state: "defined" };
        if (dir === "" && !this.repo.files.has("go.mod")) return { state: "unknown" };
        let top = posix.join(dir, rel.replace(/^\.\//, "").split("/")[0] ?? "");
        return this.repo.dirs.has(top) ? { state: "missing", files: [dir === "" ? "go.mod" : `${dir}/go.mod`], kind: "packages" } : { state: "unknown" };
      }
    return { state: "unknown" };
  }
  /** The names a definition file defines now (for rename evidence); undefined when unreadable. */
  namesIn(file) {
    let b = posix.basename(file);
    return (b === "package.json" ? { names: new Set([...this.scripts(file)?.names ?? []].filter((n) => !n.startsWith("\0"))), patterns: [], open: !1 } : MAKEFILES.includes(b) ? this.makeTargets(file, 0) : JUSTFILES.includes(b) ? this.justRecipes(file, 0) : TASKFILES.includes(b) ? this.tasks(file) : b.startsWith("config") ? { names: tomlTableKeys(this.read(file) ?? "", "alias") ?? /* @__PURE__ */ new Set(), patterns: [], open: !1 } : void 0)?.names;
  }
};
function has(set, name) {
  return set.names.has(name) || set.patterns.some((p) => p.test(name));
}
function merge(into, from) {
  for (let n of from.names) into.names.add(n);
  pushAll(into.patterns, from.patterns), from.open && (into.open = !0);
}
function escapeRe2(s) {
  return s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
function tomlTableKeys(text, table) {
  let inTable = !1, found = !1, keys = /* @__PURE__ */ new Set();
  for (let line of text.split(/\r?\n/)) {
    let h = /^\s*\[([^\]]+)\]\s*(?:#.*)?$/.exec(line);
    if (h) {
      inTable = h[1].trim() === table, inTable && (found = !0);
      continue;
    }
    if (!inTable) continue;
    let k = /^\s*["']?([\w.-]+)["']?\s*=/.exec(line);
    k && keys.add(k[1]);
  }
  return found ? keys : void 0;
}

// scripts/scan/claims/own-cli.ts
var MAX_MANIFESTS = 200;
function ownCliNames(root, repo) {
  let names = /* @__PURE__ */ new Set(), read = (p) => projectFileText(root, p), manifests = 0;
  for (let f of repo.files) {
    let b = posix2.basename(f);
    if (f.includes("node_modules/") || f.includes("vendor/") || f.includes("testdata/")) continue;
    let cmd = /(?:^|\/)cmd\/([a-z][\w-]*)\/[^/]+\.go$/.exec(f);
    if (cmd && names.add(cmd[1]), b !== "package.json" && b !== "pyproject.toml" && b !== "Cargo.toml" || ++manifests > MAX_MANIFESTS) continue;
    let t = read(f);
    if (t !== void 0)
      if (b === "package.json")
        try {
          let j = JSON.parse(t);
          if (typeof j.bin == "string" && typeof j.name == "string") names.add(j.name.replace(/^@[^/]+\//, ""));
          else if (j.bin && typeof j.bin == "object") for (let k of Object.keys(j.bin)) names.add(k);
        } catch {
        }
      else if (b === "pyproject.toml") {
        for (let k of tomlTableKeys(t, "project.scripts") ?? []) names.add(k);
        for (let k of tomlTableKeys(t, "tool.poetry.scripts") ?? []) names.add(k);
      } else
        for (let m of t.matchAll(/\[\[bin\]\][^[]*?\bname\s*=\s*"([^"]+)"/g)) names.add(m[1]);
  }
  for (let n of [...names]) (n.length < 2 || ["main", "server", "app", "test", "tests", "tools"].includes(n)) && names.delete(n);
  return names;
}

// scripts/doc/sections.ts
function sectionEnd(doc, index) {
  let hs = doc.headings;
  for (let j = index + 1; j < hs.length; j++) if (hs[j].level <= hs[index].level) return hs[j].line - 1;
  return doc.lines.length;
}
function sectionRanges(doc, opens) {
  let out = [];
  return doc.headings.forEach((h, i) => {
    opens(h.text) && out.push([h.line, sectionEnd(doc, i)]);
  }), out;
}

// scripts/doc/sentences.ts
var ABBREVIATIONS = ["e.g", "i.e", "etc", "cf", "vs", "viz", "approx", "incl", "esp", "resp", "et al", "ca", "fig", "eq"], ABBREVIATION_BEFORE = new RegExp(`(?:^|[^\\w.])(?:${ABBREVIATIONS.map((a) => a.replace(/\./g, "\\.").replace(/ /g, "\\s+")).join("|")})$`, "i"), END = /[.!?](?=\s|$)|\n[ \t]*\n/g, END_OR_SEMICOLON = /[.!?;](?=\s|$)|\n[ \t]*\n/g;
function closesAbbreviation(text, index) {
  return text[index] === "." && ABBREVIATION_BEFORE.test(text.slice(Math.max(0, index - 12), index));
}
function sentenceEnds(text, opts = {}) {
  let out = [];
  for (let m of text.matchAll(opts.semicolon ? END_OR_SEMICOLON : END))
    closesAbbreviation(text, m.index) || out.push({ index: m.index, end: m.index + m[0].length });
  return out;
}
function nextSentenceEnd(text, from, opts = {}) {
  return sentenceEnds(text, opts).find((e) => e.index >= from);
}

// scripts/scan/references.ts
function scenarioRanges(doc) {
  return doc.path.startsWith("openspec/") ? sectionRanges(doc, (text) => /^Scenario:/i.test(text)) : [];
}
var EXAMPLE_BEFORE = /(?:\be\.g\.|\bfor example)[,:]?[^.;\n]*$/i, GONE_WORDS = /\b(?:removed|deleted?|deletes|deleting|obsolete|legacy|deprecated|replaced|renamed|retired|no longer|formerly|previously)\b|\bthe old\b/i, GONE_WORDS_ALL = new RegExp(GONE_WORDS.source, "gi"), NEW_LOCATION_BEFORE = /\b(?:by|to|into|in favou?r of)\s+(?:the\s+)?(?:new\s+)?$/i, sentenceIndexes = /* @__PURE__ */ new WeakMap(), goneRows = /* @__PURE__ */ new WeakMap();
function sentenceIndex(block) {
  let index = sentenceIndexes.get(block);
  if (!index) {
    index = { starts: [], ends: [], gone: [] };
    for (let e of sentenceEnds(block.src, { semicolon: !0 }))
      index.starts.push(e.index), index.ends.push(e.end);
    for (let m of block.src.matchAll(GONE_WORDS_ALL)) index.gone.push(m.index);
    sentenceIndexes.set(block, index);
  }
  return index;
}
function sentenceSaysGone(doc, block, start, end) {
  if (block.block === "table") {
    let rows = goneRows.get(doc);
    rows || goneRows.set(doc, rows = /* @__PURE__ */ new Map());
    let gone = rows.get(block.first_line);
    return gone === void 0 && rows.set(block.first_line, gone = GONE_WORDS.test(doc.lines[block.first_line - 1] ?? block.src)), gone;
  }
  let index = sentenceIndex(block), [from, to] = sentenceBounds(block, index, start, end), word = lowerBound(index.gone, from);
  return word < index.gone.length && index.gone[word] < to;
}
function sentenceBounds(block, index, start, end) {
  let before = lowerBound(index.ends, start + 1) - 1, from = before >= 0 ? index.ends[before] : 0;
  /[.!?;]/.test(block.src[start - 1] ?? "") && (from = start);
  let after = lowerBound(index.starts, end), to = after < index.starts.length ? index.starts[after] : block.src.length;
  return [from, to];
}
var sentencesSay = /* @__PURE__ */ new WeakMap();
function sentenceSays(doc, block, start, end) {
  let byBounds = sentencesSay.get(block);
  byBounds || sentencesSay.set(block, byBounds = /* @__PURE__ */ new Map());
  let [from, to] = block.block === "table" ? [-1, -1] : sentenceBounds(block, sentenceIndex(block), start, end), key = `${from}:${to}`, says = byBounds.get(key);
  if (!says) {
    let text = block.block === "table" ? doc.lines[block.first_line - 1] ?? block.src : block.src.slice(from, to);
    byBounds.set(key, says = { users_side: USERS_SIDE.test(text), not_a_path: NOT_A_PATH.test(text) });
  }
  return says;
}
function saysGone(doc, block, span) {
  return NEW_LOCATION_BEFORE.test(block.src.slice(Math.max(0, span.start - 30), span.start)) ? !1 : sentenceSaysGone(doc, block, span.start, span.end);
}
var USERS_SIDE = /\b(?:your|the user's|a user's|users'|their)\s+(?:own\s+)?(?:[\w.-]+\s+){0,2}?(?:project|repo|repository|workspace|app|codebase|home|machine|checkout)s?\b|\bproject[- ](?:local|level|scoped)\b|\b(?:in|of) the current (?:project|repository|workspace)\b/i, NOT_A_PATH = /\b(?:methods?|requests?|notifications?|JSON-RPC|RPC|endpoints?|branch(?:es)?|icons?|topics?|channels?)\b/i;
function codePathRefs(doc) {
  let out = [], examples = scenarioRanges(doc), e = 0;
  for (let block of doc.inlines) {
    for (; e < examples.length && examples[e][1] < block.first_line; ) e++;
    if (!(e < examples.length && block.first_line >= examples[e][0]))
      for (let span of block.code_spans) {
        let content = span.content;
        if (content === "" || /\s/.test(content) || !content.includes("/") || EXAMPLE_BEFORE.test(block.src.slice(Math.max(0, span.start - 40), span.start)) || saysGone(doc, block, span)) continue;
        let pos = locate(doc, block, span.content_start, content), says = sentenceSays(doc, block, span.start, span.end), elsewhere = says.users_side ? "users_side" : !/\.\w+$|\/$/.test(content) && says.not_a_path ? "not_a_path" : void 0;
        out.push({ source: "code_path", target: content, raw: content, ...pos, ...elsewhere ? { elsewhere } : {} });
      }
  }
  return out;
}
function referencesOf(doc, opts) {
  if ("references" in doc) return doc.references;
  let refs = [...doc.refs, ...opts.agent ? extractImports(doc, opts.repo).map(({ client_target: _, ...ref }) => ref) : [], ...codePathRefs(doc)], out = [];
  for (let ref of refs) {
    let r = resolveRef(doc.path, ref, opts.root, opts.repo);
    r.kind === "path" && out.push({ ref, resolved: r.resolved, fragment: r.fragment, directory: r.directory });
  }
  return out.sort((a, b) => a.ref.line - b.ref.line || a.ref.column - b.ref.column), out;
}
function isMarkdownPath(p) {
  return /\.(?:md|markdown|mdx)$/i.test(p);
}

// scripts/sites/redirects.ts
import { posix as posix3 } from "node:path";
var PAGE_SUFFIX = /(?:\/(?:index|README|_index))?(?:\.(?:md|mdx|markdown|html?))?\/*$/i;
function redirectKey(p) {
  let n = posix3.normalize(p.replace(/[#?].*$/, "") || ".").replace(PAGE_SUFFIX, "");
  return n === "." ? "" : n.replace(/^\.\//, "");
}
var dirOf = (p) => posix3.dirname(p) === "." ? "" : posix3.dirname(p);
function within(base, p) {
  let n = posix3.normalize(posix3.join(base === "" ? "." : base, p));
  return n === ".." || n.startsWith("../") || n.startsWith("/") ? void 0 : n === "." ? "" : n;
}
function urlToPath(url, site, mapDir) {
  let m = /^(?:[a-z]+:\/\/[^/]+)?(\/[^\s?#]*)/i.exec(url);
  if (!m) return within(site?.docs_root ?? mapDir, url);
  let rest = m[1];
  if (site && site.route_base !== "/") {
    if (rest !== site.route_base && !rest.startsWith(site.route_base + "/")) return;
    rest = rest.slice(site.route_base.length);
  }
  if (!/[*:]/.test(rest))
    return within(site?.docs_root ?? "", rest.replace(/^\/+/, ""));
}
function jsonOf(text) {
  try {
    return JSON.parse(text);
  } catch {
    return;
  }
}
function openPublishing(text, dir, add) {
  let j = jsonOf(text);
  for (let r of j?.redirections ?? [])
    typeof r.redirect_url == "string" && (typeof r.source_path == "string" ? add(within(dir, r.source_path), r.redirect_url) : typeof r.source_path_from_root == "string" && add(within("", r.source_path_from_root.replace(/^\/+/, "")), r.redirect_url));
}
function netlifyLines(text, url, add) {
  for (let line of text.split(`
`)) {
    let [from, to] = line.replace(/#.*$/, "").trim().split(/\s+/);
    from && to && from.startsWith("/") && add(url(from), to);
  }
}
function pairs(text, fromKey, toKey, url, add) {
  let re = new RegExp(String.raw`['"]?${fromKey}['"]?\s*[:=]\s*['"]([^'"\n]+)['"][^}\]]*?['"]?${toKey}['"]?\s*[:=]\s*['"]([^'"\n]+)['"]`, "g");
  for (let m of text.matchAll(re)) add(url(m[1]), m[2]);
}
function docusaurusRedirects(text, url, add) {
  for (let rule of text.matchAll(/\{[^{}]*\}/g)) {
    let body = rule[0], to = /\bto['"]?\s*:\s*['"]([^'"\n]+)['"]/.exec(body)?.[1], from = /\bfrom['"]?\s*:\s*(\[[^\]]*\]|['"][^'"\n]+['"])/.exec(body)?.[1];
    if (!(to === void 0 || from === void 0))
      for (let m of from.matchAll(/['"]([^'"\n]+)['"]/g)) add(url(m[1]), to);
  }
}
function mkdocsMaps(text, site, add) {
  let block = /^(\s*)redirect_maps\s*:\s*\n((?:\1\s+.*\n?)+)/m.exec(text);
  if (block)
    for (let m of block[2].matchAll(/^\s+['"]?([^'":\n]+?)['"]?\s*:\s*['"]?([^'"\n]+?)['"]?\s*$/gm)) add(within(site?.docs_root ?? "", m[1]), m[2]);
}
function mdbookMaps(text, site, add) {
  let block = /^\[output\.html\.redirect\]\s*\n([\s\S]*?)(?=^\[|(?![\s\S]))/m.exec(text);
  if (block)
    for (let m of block[1].matchAll(/^\s*['"]([^'"\n]+)['"]\s*=\s*['"]([^'"\n]+)['"]/gm)) add(within(site?.docs_root ?? "", m[1].replace(/^\/+/, "")), m[2]);
}
function hugoAliases(path, text, site, add) {
  let aliases = frontMatterWith(text, /aliases/)?.aliases;
  for (let a of Array.isArray(aliases) ? aliases : []) {
    if (typeof a != "string") continue;
    let base = /(?:^|\/)_?index\.[^/]+$/.test(path) ? dirOf(dirOf(path)) : dirOf(path), from = a.startsWith("/") ? urlToPath(a, site, "") : within(base, a);
    add(from, "/" + redirectKey(path.slice(site.docs_root === "" ? 0 : site.docs_root.length + 1)) + "/");
  }
}
function objectAt(text, at) {
  let open = text.indexOf("{", at);
  if (open < 0 || text.slice(at, open).trim() !== "") return;
  let depth = 0, quote = "";
  for (let i = open; i < text.length; i++) {
    let c = text[i];
    if (quote)
      c === "\\" ? i++ : c === quote && (quote = "");
    else if (c === '"' || c === "'" || c === "`") quote = c;
    else if (c === "{") depth++;
    else if (c === "}" && --depth === 0) return text.slice(open, i + 1);
  }
}
function astroEntries(obj, url, add) {
  for (let m of obj.matchAll(/['"](\/[^'"\n]*)['"]\s*:\s*(?:['"]([^'"\n]+)['"]|\{[^{}]*?\bdestination['"]?\s*:\s*['"]([^'"\n]+)['"][^{}]*\})/g))
    /[[\]]/.test(m[1]) || add(url(m[1]), m[2] ?? m[3]);
}
function astroRedirects(configPath, text, url, addFor, read) {
  let add = addFor(configPath);
  for (let m of text.matchAll(/\bredirects\s*(:\s*)?/g)) {
    let after = m.index + m[0].length, inline = m[1] !== void 0 ? objectAt(text, after) : void 0;
    if (inline !== void 0) {
      astroEntries(inline, url, add);
      for (let spread of inline.matchAll(/\.\.\.\s*([A-Za-z_$][\w$]*)/g)) imported(spread[1]);
      continue;
    }
    let name = m[1] !== void 0 ? /^([A-Za-z_$][\w$]*)/.exec(text.slice(after))?.[1] : /^[,}\s]/.test(text.slice(after, after + 1)) ? "redirects" : void 0;
    name !== void 0 && imported(name);
  }
  function imported(name) {
    let imp = new RegExp(String.raw`\bimport\s+(?:\{[^}]*\b${name}\b[^}]*\}|${name})\s+from\s+['"](\.{1,2}\/[^'"]+)['"]`).exec(text);
    if (!imp) return;
    let target = within(dirOf(configPath), imp[1]);
    if (target === void 0) return;
    let body = read(target);
    body !== void 0 && astroEntries(body, url, addFor(target));
  }
}
var OPEN_PUBLISHING = /(?:^|\/)\.openpublishing\.redirection(?:\.[^/]*)?\.json$/;
function readRedirects(files, sites, read) {
  let out = /* @__PURE__ */ new Map();
  for (let f of files) {
    let name = posix3.basename(f), dir = dirOf(f), site = siteOf(sites, f) ?? sites.find((s) => f.startsWith(dirOf(s.config) === "" ? "" : dirOf(s.config) + "/")) ?? sites[0], addFrom = (map) => (key, to) => {
      if (key === void 0) return;
      let k = redirectKey(key);
      k !== "" && !out.has(k) && out.set(k, { to, map });
    }, add2 = addFrom(f), url = (u) => urlToPath(u, site, dir), text;
    OPEN_PUBLISHING.test(f) ? (text = read(f)) !== void 0 && openPublishing(text, dir, add2) : name === "_redirects" ? (text = read(f)) !== void 0 && netlifyLines(text, url, add2) : name === "netlify.toml" ? (text = read(f)) !== void 0 && pairs(text, "from", "to", url, add2) : name === "vercel.json" ? (text = read(f)) !== void 0 && pairs(text, "source", "destination", url, add2) : /^mkdocs\.ya?ml$/.test(name) ? (text = read(f)) !== void 0 && mkdocsMaps(text, sites.find((s) => s.config === f), add2) : name === "book.toml" ? (text = read(f)) !== void 0 && mdbookMaps(text, sites.find((s) => s.config === f), add2) : /^astro\.config\.[cm]?[jt]s$/.test(name) ? (text = read(f)) !== void 0 && /\bredirects\b/.test(text) && astroRedirects(f, text, url, addFrom, read) : /^docusaurus\.config\.[cm]?[jt]s$/.test(name) && (text = read(f)) !== void 0 && /plugin-client-redirects/.test(text) && docusaurusRedirects(text, url, add2);
  }
  for (let s of sites)
    if (s.generator === "hugo")
      for (let f of files) {
        if (!/\.(?:md|markdown)$/i.test(f) || !(s.docs_root === "" || f.startsWith(s.docs_root + "/"))) continue;
        let text = read(f);
        text !== void 0 && text.includes("aliases") && hugoAliases(f, text, s, add(f));
      }
  return out;
  function add(f) {
    return (key, to) => {
      if (key === void 0) return;
      let k = redirectKey(key);
      k !== "" && !out.has(k) && out.set(k, { to, map: f });
    };
  }
}

// scripts/contract/role-names.ts
var ROLE_ORDER = ["archive", "generated", "fixture", "copy", "template", "record", "plan", "agent-prompt", "agent-memory", "living"], AGENT_READ_ROLES = /* @__PURE__ */ new Set(["agent-memory", "agent-prompt"]);

// scripts/scan/signals/broken-reference.ts
import { posix as posix4 } from "node:path";
function toolsOwnFolder(target, cli) {
  let first = target.replace(/^\.\//, "").split("/")[0].replace(/^\./, "").toLowerCase();
  for (let n of cli) if (n.length >= 3 && first.startsWith(n.toLowerCase())) return !0;
  return !1;
}
var VERB = {
  link: "links to",
  image: "shows the image",
  definition: "defines a link to",
  import: "imports",
  code_path: "names the path"
};
function shown(ref) {
  if (ref.source === "code_path" || ref.source === "import") return ref.target;
  let path = ref.target.trim().replace(/[#?].*$/, "");
  return path === "" ? ref.target : path;
}
var under = (p, dir) => dir === "" || p.startsWith(dir + "/");
function asWritten(ref, resolved) {
  let written = shown(ref);
  return ref.source !== "code_path" && ref.source !== "import" && /^(?:\/|~\/)/.test(written) ? `${written} (${resolved})` : resolved;
}
function folderListed(ctx, p) {
  let i = p.lastIndexOf("/");
  return i < 0 || ctx.repo.dirs.has(p.slice(0, i));
}
function markdownWithoutExtension(ctx, p) {
  if (!/\.[A-Za-z0-9]+$/.test(p))
    return [p + ".md", p + ".mdx"].find((f) => ctx.repo.files.has(f));
}
function insideFolderOnLine(ctx, refs, at) {
  let rel = at.ref.target.replace(/^\.\//, "").replace(/[#?].*$/, "");
  if (rel === "" || rel.startsWith("/") || rel.startsWith("../")) return !1;
  for (let folder of foldersByLine(ctx, refs).get(at.ref.line) ?? []) if (existsLoose(ctx.repo, posix4.join(folder, rel))) return !0;
  return !1;
}
var lineFolders = /* @__PURE__ */ new WeakMap();
function foldersByLine(ctx, refs) {
  let byLine = lineFolders.get(refs);
  if (!byLine) {
    byLine = /* @__PURE__ */ new Map();
    for (let r of refs) {
      if (r.resolved === "" || !ctx.repo.dirs.has(r.resolved)) continue;
      let set = byLine.get(r.ref.line);
      set || byLine.set(r.ref.line, set = /* @__PURE__ */ new Set()), set.add(r.resolved);
    }
    lineFolders.set(refs, byLine);
  }
  return byLine;
}
function namedTarget(ctx, docPath, resolved, target, fragment) {
  let site = siteOf(ctx.repo.sites, docPath);
  if (!site?.named_targets) return !1;
  let routes = ctx.repo.page_routes;
  return (target.trim().startsWith("#") ? routes.targets.get(site.config) : routes.targetsIn.get(resolved))?.has(fragment) ?? !1;
}
var SOURCE_FILE = /\.(?:md|mdx|mdoc|markdown|rst|ipynb|adoc|asciidoc)$/i;
function siteMayServe(ctx, doc, ref, site, gone, resolved, nearMiss) {
  if (!site || gone || ref.source === "code_path" || ref.source === "import" || agentRead(ctx, doc)) return;
  let written = shown(ref), relative = !/^(?:\/|~\/|%2F)/i.test(written);
  if (!(ref.source !== "image" && relative && SOURCE_FILE.test(resolved)) && !(nearMiss && !site.unmodelled) && !((relative || site.assets_as_files) && /\.[A-Za-z0-9]+$/.test(resolved) && !/\.html?$/i.test(resolved) && resolved.includes("/") && ctx.repo.dirs.has(resolved.slice(0, resolved.lastIndexOf("/")))))
    return site;
}
function readersProjectSite(ctx, doc, resolved) {
  if (!(agentRead(ctx, doc) || isMarkdownPath(resolved)))
    return siteOf(ctx.repo.sites, doc.path);
}
function readersProjectHint(hit, site) {
  delete hit.renamed_to, delete hit.rename_similarity, hit.hint = !0, hit.site = `${site.generator} (${site.config})`, hit.detail += `; ${hit.site} publishes this page, whose readers name paths of their own project: history of a path of that name here is no evidence (a hint)`;
}
var ROUTE_PAGES = [".md", ".mdx", "/index.md", "/index.mdx", "/README.md"];
function routePageFate(ctx, site, resolved) {
  if (!(!ctx.history || !site?.extensionless || /\.[A-Za-z0-9]+$/.test(resolved)))
    for (let suffix of ROUTE_PAGES) {
      let fate = ctx.history.fateOf(resolved + suffix);
      if (fate?.renamed_to !== void 0 || fate?.deleted_in !== void 0) return { path: resolved + suffix, fate };
    }
}
function generatedPage(ctx, ref, resolved) {
  if (!(ref.source === "code_path" || ref.source === "import"))
    return routePages(ctx.repo.sites, resolved).find((p) => ctx.repo.ignored.has(p));
}
function fromProjectRoot(ctx, doc, ref) {
  return ref.source === "link" && agentRead(ctx, doc) && linkFromProjectRoot(doc.path, ref.target, ctx.repo);
}
var agentRead = (ctx, doc) => AGENT_READ_ROLES.has(ctx.roles.get(doc.path)?.name ?? ""), NO_SLUG = /[^\p{L}\p{N}\p{M}_-]/u, brokenReference = {
  name: "broken_reference",
  description: "A reference (link, image, definition, @import, backticked path) to a path or heading that does not exist.",
  help: "Point the reference at the path or heading that exists now (git history often shows where it moved), or remove it. `doc-hygiene-check` proposes the fix when history proves the move.",
  // Wrong instructions: every session follows agent memory.
  severity: { agent_memory: "error", elsewhere: "warning" },
  history_fields: ["renamed_to", "rename_similarity", "deleted_in", "gone_folder", "hint"],
  schema: {
    required: ["line", "column", "source", "target", "raw", "resolved", "missing"],
    properties: {
      column: { $ref: "#/$defs/line", description: "1-based column of raw on its line (UTF-16 code units)." },
      source: { enum: ["link", "image", "definition", "import", "code_path"] },
      target: { type: "string", minLength: 1, description: "The destination as the parser reads it (escapes and entities resolved), fragment included." },
      raw: { type: "string", minLength: 1, description: "The exact destination text on that line (without enclosing < >; for an import, without the @)." },
      resolved: { $ref: "#/$defs/relpath", description: "The project path the reference resolves to (without fragment)." },
      missing: { enum: ["path", "fragment", "form"], description: "form: the link works on the docs site (a .md-less or case-only form the platform resolves); reported at low priority, never as breakage." },
      form: { enum: ["extensionless", "case_only"] },
      served_as: { $ref: "#/$defs/relpath", description: "missing: form: the file the platform serves for the link." },
      site: { type: "string", minLength: 1, description: "missing: form: the generator and config that resolve it. A hint with missing path or fragment: the site that may serve the route, asset or id (nothing in history says the path was real); for a backticked path, the site publishing the page, whose readers name paths of their own project." },
      priority: { enum: ["low"] },
      with_extension: { $ref: "#/$defs/relpath", description: "A .md-less link outside any docs site that serves it: the Markdown file it likely means." },
      fragment: { type: "string", description: "The fragment that matches no heading (missing: fragment)." },
      case_insensitive_match: { $ref: "#/$defs/relpath" },
      renamed_to: { $ref: "#/$defs/relpath", description: "From git history: where the missing path went." },
      rename_similarity: {
        type: "integer",
        minimum: 0,
        maximum: 100,
        description: "From git history: the lowest similarity index (git's R<score>) of the renames that took the path to renamed_to, over every file of a folder. A split or merge git paired at its 50% default scores low."
      },
      redirected_to: { type: "string", minLength: 1, description: "Where the site's redirect map sends the moved page the link names (a URL or path, as the map writes it); the hit is a hint." },
      redirect_map: { $ref: "#/$defs/relpath", description: "The redirect map (or page with aliases) that serves the old address." },
      deleted_in: {
        type: "object",
        required: ["commit", "date"],
        properties: { commit: { type: "string", minLength: 1 }, date: { type: "string", minLength: 1 } }
      },
      written: { enum: ["backticks", "code_block", "prose"], description: "A path no tree path backs, judged by history alone: how the doc writes it (its first folder is gone, or it stands in an agent file's code block or prose)." },
      gone_folder: { $ref: "#/$defs/relpath", description: "The path's first folder, whose move or deletion is the evidence when history never had the path itself." }
    }
  },
  roles: ["living", "agent-memory", "agent-prompt", "plan", "template", "generated"],
  rules: TRANSLATION_RULES,
  stage: "repository",
  needs: ["history"],
  // Every doc's role, not only the docs this signal runs on: a translation's source may be any doc.
  prepare: async (_docs, ctx) => ({
    state: {
      cli: ownCliNames(ctx.root, ctx.repo),
      translated: translationTrees([...ctx.roles.keys()].sort(), (p) => TRANSLATION_RULES.includes(ctx.roles.get(p)?.rule ?? ""))
    },
    notes: []
  }),
  appliesTo: () => !0,
  detect(doc, ctx, state) {
    let hits = [], refs = doc.references, plan = ctx.roles.get(doc.path)?.name === "plan", translation = ctx.roles.get(doc.path)?.name === "copy", generated = ctx.roles.get(doc.path)?.name === "generated";
    for (let at of refs) {
      let { ref, resolved, fragment } = at;
      if ((plan || translation || generated) && ref.source === "code_path" || generated && !(doc.hand_written ?? []).some(([a, b]) => ref.line >= a && ref.line <= b)) continue;
      let base = {
        line: ref.line,
        column: ref.column,
        source: ref.source,
        target: ref.target,
        raw: ref.raw,
        resolved
      }, found = (ref.source === "code_path" ? existsLoose(ctx.repo, resolved) : exists(ctx.repo, resolved)) || fromProjectRoot(ctx, doc, ref), withExtension = found || ref.source === "code_path" ? void 0 : markdownWithoutExtension(ctx, resolved), ci = found ? void 0 : caseInsensitiveMatch(ctx.repo, resolved), site = found ? void 0 : siteOf(ctx.repo.sites, doc.path), form = (site?.extensionless || site?.named_targets) && withExtension ? "extensionless" : site?.case_insensitive && ci !== void 0 && ref.source !== "code_path" ? "case_only" : void 0;
      if (site && form) {
        let served = form === "extensionless" ? withExtension : ci;
        hits.push({
          name: "broken_reference",
          detail: `${VERB[ref.source]} ${shown(ref)}, ${form === "extensionless" ? "without its .md" : "in another letter case"}; ${site.generator} (${site.config}) serves ${served} there (a hint)`,
          ...base,
          missing: "form",
          form,
          served_as: served,
          site: `${site.generator} (${site.config})`,
          priority: "low",
          hint: !0
        });
        continue;
      }
      if (!found && ref.source !== "code_path" && site?.hooked_destinations?.includes(ref.target.trim()) || !found && ref.source !== "code_path" && site?.named_targets && ctx.repo.page_routes.targets.get(site.config)?.has(decodePercent(shown(ref))) || !found && site?.shared_host !== void 0 && ref.source !== "code_path" && /^(?:\/|%2F)/i.test(ref.target.trim()) || !found && site?.generator === "mdbook" && ref.source !== "code_path" && /\.html$/.test(resolved) && !under(resolved, site.docs_root)) continue;
      let redirect = found || ref.source === "code_path" ? void 0 : ctx.repo.redirects.get(redirectKey(resolved));
      if (redirect !== void 0) {
        hits.push({
          name: "broken_reference",
          detail: `${VERB[ref.source]} ${shown(ref)}, a moved page ${redirect.map} redirects to ${redirect.to}; update the link (a hint)`,
          ...base,
          missing: "path",
          redirected_to: redirect.to,
          redirect_map: redirect.map,
          hint: !0
        });
        continue;
      }
      if (!found) {
        let fate = ctx.history?.fateOf(resolved), page = fate === void 0 && ref.source !== "code_path" ? routePageFate(ctx, site, resolved) : void 0, gone = fate?.renamed_to !== void 0 || fate?.deleted_in !== void 0 || page !== void 0;
        if (ref.source === "code_path" && !gone && !folderListed(ctx, resolved) || ref.source === "code_path" && !gone && (ref.elsewhere !== void 0 || toolsOwnFolder(ref.target, state.cli)) || ref.source === "code_path" && gone && ref.elsewhere === "users_side" || ref.source === "code_path" && insideFolderOnLine(ctx, refs, at)) continue;
        let hit = {
          name: "broken_reference",
          detail: `${VERB[ref.source]} ${asWritten(ref, resolved)}, which does not exist`,
          ...base,
          missing: "path"
        };
        withExtension !== void 0 && (hit.with_extension = withExtension, hit.detail += `; ${withExtension} exists, but no docs site here serves .md-less links`), ci !== void 0 && (hit.case_insensitive_match = ci, hit.detail += `; ${ci} matches except for letter case`);
        let readers = ref.source === "code_path" && gone ? readersProjectSite(ctx, doc, resolved) : void 0;
        if (fate?.renamed_to !== void 0 && exists(ctx.repo, fate.renamed_to) && !ctx.repo.in_head.has(fate.renamed_to)) {
          hit.renamed_to = fate.renamed_to, hit.detail += `; history: moved to ${fate.renamed_to}`;
          let similarity2 = ctx.history?.renameSimilarity?.(resolved);
          similarity2 !== void 0 && (hit.rename_similarity = similarity2);
        } else fate?.renamed_to !== void 0 ? hit.detail += `; history: moved to ${fate.renamed_to}, which is not in the working tree either` : fate?.deleted_in !== void 0 && (hit.deleted_in = fate.deleted_in, hit.detail += `; history: deleted in ${fate.deleted_in.commit.slice(0, 12)} (${fate.deleted_in.date})`);
        ref.source === "code_path" && !gone && (hit.hint = !0, hit.detail += "; history never had this path (a hint)"), readers !== void 0 && readersProjectHint(hit, readers), page !== void 0 && (hit.detail += `; history: its page ${page.path} ${page.fate.renamed_to !== void 0 ? `moved to ${page.fate.renamed_to}` : `was deleted in ${page.fate.deleted_in.commit.slice(0, 12)} (${page.fate.deleted_in.date})`}`);
        let built = generatedPage(ctx, ref, resolved), serving = built === void 0 ? siteMayServe(ctx, doc, ref, siteOf(ctx.repo.sites, doc.path), gone, resolved, withExtension !== void 0 || ci !== void 0) : void 0, sourcePage = translation && ref.source !== "code_path" ? sourceOfTranslated(state.translated, doc.path) : void 0, fromSource = sourcePage !== void 0 ? resolveRef(sourcePage, ref, ctx.root, ctx.repo) : void 0, fallback = fromSource?.kind === "path" && fromSource.resolved !== resolved ? fromSource.resolved : void 0;
        if (built !== void 0) {
          let publisher2 = siteOf(ctx.repo.sites, resolved);
          hit.hint = !0, hit.site = `${publisher2.generator} (${publisher2.config})`, hit.detail += `; its page ${built} is gitignored, so the build generates it: this repository cannot check the link (a hint)`;
        } else serving !== void 0 ? (hit.hint = !0, hit.site = `${serving.generator} (${serving.config})`, hit.detail += `; ${hit.site} may serve it${serving.unmodelled ? " (its routes are not modelled here)" : ""}, and history never had this path (a hint)`) : fallback !== void 0 && exists(ctx.repo, fallback) && (hit.hint = !0, hit.detail += `; from its source page ${sourcePage} the link reaches ${fallback}, which a translation build serves where the translation has none (a hint)`);
        hits.push(hit);
        continue;
      }
      if (fragment === void 0 || !isMarkdownPath(resolved) || !ctx.repo.files.has(resolved)) continue;
      let anchors = resolved === doc.path ? ctx.anchors_of(resolved) ?? doc.anchors : ctx.anchors_of(resolved);
      if (anchors === void 0 || fragmentNamesAnchor(anchors, fragment) || namedTarget(ctx, doc.path, resolved, ref.target, fragment)) continue;
      let fragmentHit = {
        name: "broken_reference",
        detail: `${VERB[ref.source]} ${resolved}#${fragment}, but ${resolved === doc.path ? "this document" : resolved} has no heading or anchor "${fragment}"`,
        ...base,
        fragment,
        missing: "fragment"
      }, publisher = NO_SLUG.test(fragment) && !agentRead(ctx, doc) ? siteOf(ctx.repo.sites, doc.path) : void 0;
      publisher !== void 0 ? (fragmentHit.hint = !0, fragmentHit.site = `${publisher.generator} (${publisher.config})`, fragmentHit.detail += `; no heading slug has that form, an extension or plugin of ${fragmentHit.site} may make it (a hint)`) : ctx.anchors_open?.(resolved) && (fragmentHit.hint = !0, fragmentHit.detail += `; ${resolved === doc.path ? "this document" : resolved} renders text from the project's code or other files (a component, an include) whose headings are not read here (a hint)`), hits.push(fragmentHit);
    }
    for (let h of goneFromHistory(doc, ctx)) hits.push(h);
    return hits;
  }
};
function goneFromHistory(doc, ctx) {
  let history = ctx.history;
  if (!history || !doc.history_paths) return [];
  let out = [], seen = new Set(doc.references.map((r) => `${r.ref.line}:${r.resolved}`)), prompt = ctx.roles.get(doc.path)?.name === "agent-prompt";
  for (let { ref, readings, written } of doc.history_paths) {
    let folderForm = ref.target.endsWith("/");
    if (readings.some((p) => folderForm ? exists(ctx.repo, p) : existsLoose(ctx.repo, p))) continue;
    let resolved, fate, folder;
    for (let p of readings) {
      let f = history.fateOf(p);
      if (f?.renamed_to !== void 0 || f?.deleted_in !== void 0) {
        resolved = p, fate = f;
        break;
      }
    }
    if (resolved === void 0 && written === "backticks" && !prompt)
      for (let p of readings) {
        let rest = ref.target.replace(/^\.\//, "").replace(/\/+$/, ""), head = p.slice(0, p.length - rest.length) + rest.split("/")[0];
        if (head === p || exists(ctx.repo, head)) continue;
        let f = history.fateOf(head);
        if (f?.renamed_to !== void 0 || f?.deleted_in !== void 0) {
          resolved = p, fate = f, folder = head;
          break;
        }
      }
    if (resolved === void 0 || fate === void 0 || seen.has(`${ref.line}:${resolved}`)) continue;
    seen.add(`${ref.line}:${resolved}`);
    let hit = {
      name: "broken_reference",
      detail: `names the path ${resolved}${written === "backticks" ? "" : written === "code_block" ? " in a code block" : " in its text"}, which does not exist`,
      line: ref.line,
      column: ref.column,
      source: "code_path",
      target: ref.target,
      raw: ref.raw,
      resolved,
      missing: "path",
      written
    }, what = folder === void 0 ? "" : ` its folder ${folder}/`;
    folder !== void 0 && (hit.gone_folder = folder);
    let moved = fate.renamed_to === void 0 ? void 0 : folder === void 0 ? fate.renamed_to : fate.renamed_to + resolved.slice(folder.length), readers = readersProjectSite(ctx, doc, resolved);
    if (moved !== void 0 && exists(ctx.repo, moved) && !ctx.repo.in_head.has(moved)) {
      hit.renamed_to = moved, hit.detail += `; history:${what} moved to ${moved}`;
      let similarity2 = history.renameSimilarity?.(folder ?? resolved);
      similarity2 !== void 0 && (hit.rename_similarity = similarity2);
    } else fate.renamed_to !== void 0 ? hit.detail += `; history:${what} moved to ${fate.renamed_to}${folder === void 0 ? ", which is not in the working tree either" : `, which holds no ${resolved.slice(folder.length + 1)}`}` : fate.deleted_in !== void 0 && (hit.deleted_in = fate.deleted_in, hit.detail += `; history:${what} deleted in ${fate.deleted_in.commit.slice(0, 12)} (${fate.deleted_in.date})`);
    readers !== void 0 && readersProjectHint(hit, readers), out.push(hit);
  }
  return out;
}

// scripts/scan/claims/definition-history.ts
import { posix as posix5 } from "node:path";

// scripts/scan/claims/similar.ts
function fold(s) {
  return s.replace(/^["'-]+/, "").replace(/[-_.:\s]/g, "").toLowerCase();
}
function similarity(a, b) {
  let x = fold(a), y = fold(b);
  if (x === y) return x === "" ? 0 : 0.99;
  let n = x.length, m = y.length;
  if (n === 0 || m === 0) return 0;
  let prev = Array.from({ length: m + 1 }, (_, j) => j);
  for (let i = 1; i <= n; i++) {
    let cur = [i];
    for (let j = 1; j <= m; j++) cur[j] = Math.min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + (x[i - 1] === y[j - 1] ? 0 : 1));
    prev = cur;
  }
  let d = prev[m], p = 0;
  for (; p < n && p < m && x[p] === y[p]; ) p++;
  let base = 1 - d / Math.max(n, m);
  return Math.min(0.98, p >= 4 ? Math.max(base, 0.5 + p / (2 * Math.max(n, m))) : base);
}
function words(s) {
  return s.replace(/^["'-]+/, "").replace(/([a-z0-9])([A-Z])/g, "$1 $2").split(/[^A-Za-z0-9]+/).filter(Boolean).map((w) => w.toLowerCase());
}
function renameLike(a, b) {
  if (similarity(a, b) < 0.5) return !1;
  let wa = words(a), left = [...words(b)], onlyA = 0;
  for (let w of wa) {
    let i = left.indexOf(w);
    i >= 0 ? left.splice(i, 1) : onlyA++;
  }
  return onlyA <= 1 && left.length <= 1;
}
var bounded = (name) => new RegExp(`(?<![\\w-])${name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}(?![\\w-])`);
function subjectSaysRenamed(subject, from, to) {
  let f = bounded(from.replace(/^["'-]+/, "")).source, t = bounded(to.replace(/^["'-]+/, "")).source;
  return new RegExp(f).test(subject) ? /\brenam/i.test(subject) || new RegExp(`${f}\\W*\\s*(?:->|=>|\u2192|\\bto\\b|\\binto\\b)\\s*\\W*${t}`).test(subject) : !1;
}
function swappedLine(removed, added, from, to) {
  let re = new RegExp(bounded(from).source, "g"), norm = (l) => l.trim().replace(/,$/, ""), addedNorm = new Set([...added].map(norm)), swapped = 0;
  for (let line of removed)
    if (re.lastIndex = 0, !!re.test(line)) {
      if (re.lastIndex = 0, !addedNorm.has(norm(line.replace(re, to)))) return !1;
      swapped++;
    }
  return swapped > 0;
}

// scripts/scan/claims/definition-history.ts
function definedOnLine(file, line) {
  let b = posix5.basename(file);
  if (b === "package.json") return /^\s*"([^"]+)"\s*:\s*"/.exec(line)?.[1];
  if (/^(?:GNUmakefile|makefile|Makefile)$|\.mk$/.test(b)) {
    if (line.startsWith("	")) return;
    let m = /^([A-Za-z0-9_.\-/]+)\s*::?(?!=)/.exec(line);
    return m && !m[1].startsWith(".") ? m[1] : void 0;
  }
  if (/^(?:justfile|Justfile|\.justfile|JUSTFILE)$|\.just$/.test(b)) return /^(?:alias\s+)?@?([A-Za-z_][\w-]*)(?:\s+[^:=]*)?\s*:(?!=)/.exec(line)?.[1] ?? /^alias\s+([\w-]+)\s*:=/.exec(line)?.[1];
  if (/^[Tt]askfile/.test(b)) return /^ {2}([\w:.-]+):\s*(?:#.*)?$/.exec(line)?.[1];
  if (b === "config.toml" || b === "config") return /^\s*([\w-]+)\s*=/.exec(line)?.[1];
}
async function definitionChanges(root, files, maxCommits, lost) {
  if (files.length === 0) return [];
  let r = await runGit(root, ["log", `-n${maxCommits}`, "--no-merges", "--format=%x00%H%x09%cI%x09%s", "-p", "--unified=0", "--no-color", "--no-ext-diff", "--no-renames", "--", ...files]);
  if (r.code !== 0) {
    lost?.fromFailure(r.stderr, "the history of definition files");
    return;
  }
  let out = [];
  for (let record of r.stdout.toString("utf8").split("\0")) {
    if (record === "") continue;
    let lines = record.split(`
`), [commit, date, ...subject] = lines[0].split("	");
    if (!commit || !date) continue;
    let cur;
    for (let line of lines.slice(1)) {
      let d = /^diff --git a\/(.+) b\/(.+)$/.exec(line);
      if (d) {
        cur = { commit, date, subject: subject.join("	"), file: d[2], removed: /* @__PURE__ */ new Set(), added: /* @__PURE__ */ new Set(), removed_lines: [], added_lines: /* @__PURE__ */ new Set() }, out.push(cur);
        continue;
      }
      if (!cur || line.startsWith("+++") || line.startsWith("---")) continue;
      let into = line.startsWith("+") ? cur.added : line.startsWith("-") ? cur.removed : void 0;
      if (!into) continue;
      let name = definedOnLine(cur.file, line.slice(1));
      name !== void 0 && (into.add(name), into === cur.added ? cur.added_lines.add(line.slice(1)) : cur.removed_lines.push(line.slice(1)));
    }
  }
  return out.filter((c) => c.removed.size > 0 || c.added.size > 0);
}
function renameOf(name, files, changes, definedNow) {
  for (let c of changes) {
    if (!files.includes(c.file) || !c.removed.has(name) || c.added.has(name)) continue;
    let now = definedNow(c.file), candidates = [...c.added].filter((n) => !c.removed.has(n) && now?.has(n) === !0), best, bestScore = -1, tie = !1;
    for (let n of candidates) {
      let s = similarity(name, n);
      s > bestScore ? (best = n, bestScore = s, tie = !1) : s === bestScore && (tie = !0);
    }
    let removed_in = { commit: c.commit, date: c.date, subject: c.subject, file: c.file };
    if (!(best !== void 0 && !tie && (candidates.length === 1 ? bestScore >= 0.3 : bestScore >= 0.5))) return { removed_in };
    let evidence = swappedLine(c.removed_lines, c.added_lines, name, best) ? "swap" : subjectSaysRenamed(c.subject, name, best) ? "commit-message" : void 0;
    return { renamed_to: best, ...evidence ? { evidence } : {}, removed_in };
  }
}

// scripts/scan/claims/code-search.ts
var MEDIA = ["svg", "png", "jpg", "jpeg", "gif", "webp", "ico", "bmp", "pdf", "woff", "woff2", "ttf", "otf", "eot", "zip", "gz", "tgz", "mp4", "mov", "webm"], NOT_CODE = [
  "*.jsonl",
  "*.jsonl.*",
  "*.md",
  "*.mdx",
  "*.markdown",
  "*.rst",
  "*.adoc",
  "*.txt",
  "*.lock",
  "package-lock.json",
  "pnpm-lock.yaml",
  "go.sum",
  BASELINE_FILE,
  // Images, fonts and archives: never code, often the largest blobs (the ones a snapshot or a
  // partial clone lacks), and an SVG's ids are no names of the code.
  ...MEDIA.map((e) => `*.${e}`),
  // Minified bundles: another program's code vendored in (`phaser.min.js` holds a `getEntry`), not
  // this repository's names.
  "*.min.js",
  "*.min.mjs",
  "*.min.cjs",
  "*.min.css",
  // A package manager's own bundles committed beside the code (Yarn Berry's .yarn/releases and
  // .yarn/plugins, its Plug'n'Play loader): the package manager's functions (a plugin's
  // `fetchData`), not this repository's names.
  ".yarn/*",
  "*/.yarn/*",
  ".pnp.cjs",
  ".pnp.loader.mjs"
], CODE_PATHSPEC = [".", ...NOT_CODE.map((p) => `:(exclude,icase)${p}`)], NOT_CODE_RE = new RegExp(`^(?:${NOT_CODE.map((p) => ereEscape(p).replace(/\\\*/g, ".*")).join("|")})$`, "i");
function isCodePath(path) {
  return !NOT_CODE_RE.test(path);
}
var TEST_RECORD_DIRS = ["__snapshots__", "snapshots", "__fixtures__", "fixtures", "fixture", "testdata", "test-data", "test_data", "test-fixtures"], TEST_RECORD_EXTS = ["snap", "golden"], TEST_RECORD_RE = new RegExp(`(?:^|/)(?:${TEST_RECORD_DIRS.map(ereEscape).join("|")})/|\\.(?:${TEST_RECORD_EXTS.join("|")})$`, "i"), EVIDENCE_PATHSPEC = [...CODE_PATHSPEC, ...TEST_RECORD_DIRS.map((d) => `:(exclude,icase,glob)**/${d}/**`), ...TEST_RECORD_EXTS.map((e) => `:(exclude,icase,glob)**/*.${e}`)];
function isEvidencePath(path) {
  return isCodePath(path) && !TEST_RECORD_RE.test(path);
}
var EXAMPLE_DIRS = ["examples", "example", "samples", "sample"], EXAMPLE_RE = new RegExp(`(?:^|/)(?:${EXAMPLE_DIRS.join("|")})/`, "i");
function isSampleCodePath(path) {
  return EXAMPLE_RE.test(path) || TEST_CODE.some((g) => minimatch(path, g, { dot: !0 }));
}
var DATA_EXTS = ["json", "json5", "jsonc", "yaml", "yml", "toml", "xml", "csv", "tsv", "ini", "properties", "plist"], DATA_RE = new RegExp(`\\.(?:${DATA_EXTS.join("|")})$`, "i");
function isDataPath(path) {
  return DATA_RE.test(path);
}
var TERMS_PER_PATTERN = 1e3;
async function termsPresent(root, rev, terms) {
  let found = /* @__PURE__ */ new Set();
  if (terms.length === 0) return found;
  let args = ["grep", "-I", "-E", "-w", "-o", "-h", "--no-color"];
  for (let i = 0; i < terms.length; i += TERMS_PER_PATTERN) args.push("-e", `(${terms.slice(i, i + TERMS_PER_PATTERN).map(ereEscape).join("|")})`);
  rev !== void 0 && args.push(rev);
  let r = await runGit(root, [...args, "--", ...CODE_PATHSPEC]);
  if (!(r.code !== 0 && r.code !== 1)) {
    for (let line of r.stdout.toString("utf8").split(`
`)) line !== "" && found.add(line);
    return found;
  }
}
async function termPresent(root, rev, term) {
  let at = rev !== void 0 ? [rev] : [];
  return (await runGit(root, ["grep", "-q", "-I", "-F", "-w", "-e", term, ...at, "--", ...CODE_PATHSPEC])).code === 0 ? !0 : /^\w/.test(term) ? (await runGit(root, ["grep", "-q", "-I", "-E", "-e", `\\\\[nrt]${ereEscape(term)}([^A-Za-z0-9_]|$)`, ...at, "--", ...CODE_PATHSPEC])).code === 0 : !1;
}
async function callPresent(root, name) {
  return (await runGit(root, ["grep", "-q", "-I", "-E", "-e", `(^|[^A-Za-z0-9_.])${ereEscape(name)}[[:space:]]*\\(`, "--", ...CODE_PATHSPEC])).code === 0;
}
var TEST_CODE = ["**/*_test.go", "**/*.test.*", "**/*.spec.*", "**/test_*.py", "**/test/**", "**/tests/**", "**/__tests__/**"];
async function codeLinePresent(root, pattern) {
  return (await runGit(root, ["grep", "-q", "-I", "-E", "-e", pattern, "--", ...CODE_PATHSPEC, ...DATA_EXTS.map((e) => `:(exclude,icase)*.${e}`), ...TEST_CODE.map((g) => `:(exclude,glob)${g}`)])).code === 0;
}
function ereEscape(s) {
  return s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
var UnreadableObjects = class {
  skipped = /* @__PURE__ */ new Map();
  add(object, what) {
    this.skipped.has(object) || this.skipped.set(object, what);
  }
  /** Records the object a failed git call names; false when its message names none. */
  fromFailure(stderr, what) {
    let o = unreadableObject(stderr);
    return o && this.add(o, what), o !== void 0;
  }
};
async function removalOf(root, term, since, lost) {
  let re = `(^|[^A-Za-z0-9_])${ereEscape(term)}([^A-Za-z0-9_]|$)`, r = await runGit(root, ["log", "-1", "--no-merges", "--format=%H%x09%cI%x09%s", "--pickaxe-regex", `-S${re}`, `${since}..HEAD`, "--", ...EVIDENCE_PATHSPEC]);
  if (r.code !== 0) {
    lost?.fromFailure(r.stderr, `vanished_identifier: the commit that removed \`${term}\` not looked up`);
    return;
  }
  let line = r.stdout.toString("utf8").split(`
`)[0] ?? "", [commit, date, ...subject] = line.split("	");
  return commit && date ? { commit, date, subject: subject.join("	") } : void 0;
}
async function commitsSince(root, since) {
  let r = await runGit(root, ["rev-list", "--count", "--no-merges", `${since}..HEAD`]), n = Number(r.stdout.toString("utf8").trim());
  return r.code === 0 && Number.isInteger(n) ? n : Number.POSITIVE_INFINITY;
}
var TOKEN = {
  flag: /(?<![\w-])[a-z][a-z0-9]*(?:-[a-z0-9]+)+(?![\w-])/g,
  env: /(?<!\w)[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+(?!\w)/g,
  symbol: /(?<!\w)[A-Za-z_]\w{3,}(?!\w)/g,
  config_key: /(?<![\w.])[a-z][a-z0-9_-]*(?:\.[a-z][a-z0-9_-]*)+(?![\w.])/g,
  subcommand: /"[a-z][a-z0-9-]{2,}(?=[" ])/g
};
async function successorIn(root, commit, term, kind, lost) {
  let r = await runGit(root, ["show", "--format=", "--unified=0", "--no-color", "--no-ext-diff", commit, "--", ...EVIDENCE_PATHSPEC]);
  if (r.code !== 0) {
    lost?.fromFailure(r.stderr, `vanished_identifier: the successor of \`${term}\` in commit ${commit.slice(0, 12)} not looked up`);
    return;
  }
  let added = /* @__PURE__ */ new Set(), removed = /* @__PURE__ */ new Set(), addedLines = /* @__PURE__ */ new Set(), removedLines = [], re = TOKEN[kind] ?? TOKEN.symbol;
  for (let line of r.stdout.toString("utf8").split(`
`)) {
    if (line.startsWith("+++") || line.startsWith("---")) continue;
    let into = line.startsWith("+") ? added : line.startsWith("-") ? removed : void 0;
    if (into) {
      into === added ? addedLines.add(line.slice(1)) : line.includes(term) && removedLines.push(line.slice(1));
      for (let m of line.slice(1).matchAll(re)) into.add(m[0]);
    }
  }
  let best, bestScore = 0, tie = !1;
  for (let t of added) {
    if (removed.has(t) || t === term || !renameLike(term, t)) continue;
    let s = similarity(term, t);
    s > bestScore ? (best = t, bestScore = s, tie = !1) : s === bestScore && (tie = !0);
  }
  if (!(best === void 0 || bestScore < 0.5 || tie))
    return { name: best, swap: swappedLine(removedLines, addedLines, term.replace(/^"/, ""), best.replace(/^"/, "")) };
}
async function docRevisions(root, paths) {
  let out = /* @__PURE__ */ new Map();
  if (paths.length === 0) return out;
  let r = await runGit(root, ["log", "--no-renames", "--format=%x00%H %cI", "--name-only", "HEAD", "--", ...paths]);
  if (r.code !== 0) return;
  let wanted = new Set(paths);
  for (let chunk of r.stdout.toString("utf8").split("\0")) {
    let [head, ...files] = chunk.split(`
`), [commit, date] = (head ?? "").split(" ");
    if (!(!commit || !date))
      for (let f of files) wanted.has(f) && (out.get(f) ?? out.set(f, []).get(f)).push({ commit, date });
  }
  return out;
}
async function textsAt(reader, path, revs, lost) {
  let out = (await Promise.all(revs.map((rev) => reader.read(`${rev}:${path}`)))).map((o) => o?.type === "blob" ? o.data.toString("utf8") : void 0);
  if (lost)
    for (let i = 0; i < revs.length; i++) {
      if (out[i] !== void 0) continue;
      let what = `vanished_identifier: ${path} at commit ${revs[i].slice(0, 12)} not read (names the doc held then not looked up there)`, oid = await runGit(reader.cwd, ["rev-parse", "--verify", "-q", `${revs[i]}:${path}`]);
      oid.code === 0 ? lost.add(oid.stdout.toString("utf8").trim(), what) : lost.fromFailure(oid.stderr, what);
    }
  return out;
}
async function termsDefined(root, rev, terms, outsideSamples = !1) {
  let found = /* @__PURE__ */ new Set();
  if (terms.length === 0) return found;
  let examples = outsideSamples ? [...EXAMPLE_DIRS.map((d) => `:(exclude,icase,glob)**/${d}/**`), ...TEST_CODE.map((g) => `:(exclude,glob)${g}`)] : [], args = ["grep", "-I", "-h", "-w", "-E", "--no-color", "-e", `(${terms.map(ereEscape).join("|")})`, rev, "--", ...EVIDENCE_PATHSPEC, ...DATA_EXTS.map((e) => `:(exclude,icase)*.${e}`), ...examples], r = await runGit(root, args);
  if (r.code !== 0 && r.code !== 1) return;
  let lines = r.stdout.toString("utf8").split(`
`);
  for (let t of terms) {
    let re = definitionPattern(t);
    lines.some((l) => l.includes(t) && re.test(l)) && found.add(t);
  }
  return found;
}
var DEFINITIONS = /* @__PURE__ */ new Map();
function definitionPattern(term) {
  let re = DEFINITIONS.get(term);
  if (!re) {
    let t = ereEscape(term), e = "(?![A-Za-z0-9_])", literal = "(?:true|false|null|undefined|nil|None|True|False)(?![A-Za-z0-9_])";
    re = new RegExp(
      [
        `(?:func|function|def|class|type|interface|struct|enum|trait|const|let|var|fn|module|macro_rules!)\\s+(?:\\([^)]*\\)\\s*)?\\*?${t}${e}`,
        `(?:^|[^A-Za-z0-9_.])${t}\\s*[:=]\\s*(?:async\\s+)?(?:function|\\(|[A-Za-z_]+\\s*=>)`,
        `^\\s+${t}\\s+[\\][*A-Za-z_.]+\\s*(?:\`|//|$)`,
        `(?:^|[^A-Za-z0-9_.])${t}(?:,\\s*[A-Za-z_]+)*\\s*:=`,
        `^\\s+(?:readonly\\s+)?${t}\\??\\s*:\\s*(?!${literal})[A-Za-z_[{(]`,
        `^\\s*(?:export\\s+)?(?:(?:async|static|public|private|protected|pub)\\s+)*${t}\\s*\\([^)]*\\)\\s*(?::[^{]*)?\\{`
      ].join("|"),
      "m"
    ), DEFINITIONS.set(term, re);
  }
  return re;
}
var GoneTermsAt = class {
  constructor(reader, terms) {
    this.reader = reader;
    let alt = [...terms].sort((a, b) => b.length - a.length || (a < b ? -1 : 1)).map(ereEscape).join("|");
    this.re = new RegExp(`(?<![A-Za-z0-9_])(?:${alt})(?![A-Za-z0-9_])`, "g");
  }
  reader;
  re;
  head;
  /** File versions read, with the names each holds (empty when none) and those it defines. */
  read = /* @__PURE__ */ new Map();
  defines = /* @__PURE__ */ new Map();
  /** Blobs read as data files (their keys define nothing). */
  dataBlobs = /* @__PURE__ */ new Set();
  /** Blobs read that are sample code (isSampleCodePath). */
  sampleBlobs = /* @__PURE__ */ new Set();
  /** Code blobs under each tree read, by folder and tree oid. */
  trees = /* @__PURE__ */ new Map();
  /** Objects git could not give (a damaged repository), each with the look-up it cost. */
  lost = new UnreadableObjects();
  /** File versions read so far (each distinct one once): the caller's work bound. */
  versionsRead = 0;
  /** A revision's code blobs, from its trees (each tree read once per folder it sits in, across revisions). */
  async blobs(rev) {
    let what = `vanished_identifier: the code at commit ${rev.slice(0, 12)} not searched (names it held are not reported)`, root = await this.reader.read(`${rev}^{tree}`);
    if (root?.type !== "tree") {
      let tree = await runGit(this.reader.cwd, ["rev-parse", "--verify", "-q", `${rev}^{tree}`]);
      tree.code === 0 ? this.lost.add(tree.stdout.toString("utf8").trim(), what) : this.lost.fromFailure(tree.stderr, what) || this.lost.add(rev, what);
      return;
    }
    return this.flatten(root.oid, root.data, "", what);
  }
  async flatten(oid, data, prefix, what) {
    let key = `${prefix}\0${oid}`, memo2 = this.trees.get(key);
    if (memo2) return memo2;
    if (!data) {
      let o = await this.reader.read(oid);
      if (o?.type !== "tree") {
        this.lost.add(oid, what);
        return;
      }
      data = o.data;
    }
    let out = [], sub = [], hashLen = oid.length / 2, at = 0;
    for (; at < data.length; ) {
      let sp = data.indexOf(32, at), nul = data.indexOf(0, sp);
      if (sp < 0 || nul < 0 || nul + 1 + hashLen > data.length) return;
      let mode = data.toString("latin1", at, sp), name = data.toString("utf8", sp + 1, nul), child = data.toString("hex", nul + 1, nul + 1 + hashLen);
      at = nul + 1 + hashLen, mode === "40000" ? sub.push(this.flatten(child, void 0, `${prefix}${name}/`, what)) : mode !== "160000" && isEvidencePath(prefix + name) && (out.push(child), isDataPath(prefix + name) && this.dataBlobs.add(child), isSampleCodePath(prefix + name) && this.sampleBlobs.add(child));
    }
    for (let list of await Promise.all(sub)) {
      if (!list) return;
      for (let b of list) out.push(b);
    }
    return this.trees.set(key, out), out;
  }
  /** The names present in the code at `rev`, or undefined when its tree cannot be read. */
  async at(rev) {
    this.head ??= await this.unchangedAtHead();
    let blobs = await this.blobs(rev);
    if (!blobs) return;
    let unread = [...new Set(blobs.filter((b) => !this.head.has(b) && !this.read.has(b)))];
    this.versionsRead += unread.length;
    for (let i = 0; i < unread.length; i += 500) await this.scan(unread.slice(i, i + 500), rev);
    let found = /* @__PURE__ */ new Set();
    for (let b of blobs) for (let t of this.read.get(b) ?? []) found.add(t);
    return this.revBlobs.set(rev, blobs), found;
  }
  revBlobs = /* @__PURE__ */ new Map();
  /**
   * HEAD's code blobs that cannot hold a gone name: the names were found gone in the work tree, so
   * only a file the work tree leaves as HEAD has it proves nothing; one edited since (an uncommitted
   * removal) is read like any other version.
   */
  async unchangedAtHead() {
    let head = new Set(await this.blobs("HEAD") ?? []), dirty = await runGit(this.reader.cwd, ["diff", "--name-only", "-z", "--no-renames", "HEAD", "--"]);
    if (dirty.code !== 0) return /* @__PURE__ */ new Set();
    for (let path of dirty.stdout.toString("utf8").split("\0")) {
      if (path === "") continue;
      let o = await this.reader.read(`HEAD:${path}`);
      o && head.delete(o.oid);
    }
    return head;
  }
  /** The names the code at `rev` (a revision `at` read) defines, as termsDefined reads a definition; undefined when not read. */
  definedAt(rev, outsideSamples = !1) {
    let blobs = this.revBlobs.get(rev);
    if (!blobs) return;
    let out = /* @__PURE__ */ new Set();
    for (let b of blobs) if (!(outsideSamples && this.sampleBlobs.has(b))) for (let t of this.defines.get(b) ?? []) out.add(t);
    return out;
  }
  async scan(oids, rev) {
    let objs = await Promise.all(oids.map((o) => this.reader.read(o)));
    for (let i = 0; i < oids.length; i++) {
      let oid = oids[i], body = objs[i]?.data;
      if (!body) {
        this.read.set(oid, []), this.lost.add(oid, `vanished_identifier: a code file at commit ${rev.slice(0, 12)} not searched (names only it held are not reported)`);
        continue;
      }
      let names = /* @__PURE__ */ new Set(), text = body.subarray(0, 8e3).indexOf(0) < 0 ? body.toString("latin1") : "";
      for (let m of text.matchAll(this.re)) names.add(m[0]);
      this.read.set(oid, [...names]);
      let defined = [], lines;
      for (let t of names) {
        if (!/^[A-Za-z_]\w*$/.test(t)) continue;
        let re = definitionPattern(t);
        lines ??= text.split(`
`), lines.some((l) => l.includes(t) && re.test(l)) && defined.push(t);
      }
      defined.length > 0 && !this.dataBlobs.has(oid) && this.defines.set(oid, defined);
    }
  }
};

// scripts/scan/claims/dependency-skills.ts
import { posix as posix6 } from "node:path";
var MAX_MANIFESTS2 = 200, DependencySkills = class {
  constructor(root, repo) {
    this.root = root;
    this.repo = repo;
  }
  root;
  repo;
  deps;
  own;
  /** The skill folder holding `path` (the nearest folder above it with a SKILL.md), when its name is a dependency's the repository does not build. */
  foreignSkill(path) {
    let dir = posix6.dirname(path);
    for (; dir !== "." && dir !== ""; ) {
      if (this.repo.files.has(`${dir}/SKILL.md`)) {
        let name = posix6.basename(dir).toLowerCase();
        return this.read(), this.deps.has(name) && !this.own.has(name) ? dir : void 0;
      }
      dir = posix6.dirname(dir);
    }
  }
  /** package.json dependency names (a scoped name gives its scope too), and the names of the packages the repository builds. */
  read() {
    if (this.deps) return;
    this.deps = /* @__PURE__ */ new Set(), this.own = /* @__PURE__ */ new Set();
    let n = 0;
    for (let f of [...this.repo.files].sort()) {
      let b = posix6.basename(f);
      if (f.includes("node_modules/") || b !== "package.json" || ++n > MAX_MANIFESTS2) continue;
      let t = projectFileText(this.root, f);
      if (t !== void 0)
        try {
          let j = JSON.parse(t);
          if (typeof j.name == "string") for (let x of npmNames(j.name)) this.own.add(x);
          for (let d of [...Object.keys(j.dependencies ?? {}), ...Object.keys(j.devDependencies ?? {}), ...Object.keys(j.peerDependencies ?? {})]) for (let x of npmNames(d)) this.deps.add(x);
        } catch {
        }
    }
  }
};
function npmNames(name) {
  let n = name.toLowerCase(), m = /^@([^/]+)\/(.+)$/.exec(n);
  return m ? [n, m[1]] : [n];
}

// scripts/scan/signals/command-reference.ts
var MAX_RENAME_COMMITS = 400;
function missingIn(doc, defs) {
  let out = [], named = /* @__PURE__ */ new Map();
  for (let use of doc.claims?.commands ?? []) {
    let r = defs.lookup(use, doc.path);
    if (r.state === "unknown") continue;
    let n = named.get(use.runner) ?? named.set(use.runner, { missing: /* @__PURE__ */ new Set(), defined: /* @__PURE__ */ new Set() }).get(use.runner);
    r.state === "defined" && n.defined.add(use.name), r.state === "missing" && (n.missing.add(use.name), out.push({ use, files: r.files, kind: r.kind }));
  }
  return out.filter((m) => {
    let n = named.get(m.use.runner);
    return n.defined.size === 0 ? n.missing.size < 2 : !(n.missing.size >= 3 && n.missing.size > n.defined.size);
  });
}
function hitOf(m, rename) {
  let { use } = m, where = m.files.join(", "), detail = `\`${use.text}\`: ${use.name} is not among the ${m.kind} of ${where}`;
  rename?.renamed_to ? detail += `; renamed to ${rename.renamed_to} in ${rename.removed_in.commit.slice(0, 12)} (${rename.removed_in.subject})` : rename && (detail += `; removed in ${rename.removed_in.commit.slice(0, 12)} (${rename.removed_in.subject})`);
  let hit = { name: "command_reference", detail, line: use.line, column: use.column, runner: use.runner, command: use.name, text: use.text, where: use.where, looked_in: m.files };
  return rename?.renamed_to && (hit.renamed_to = rename.renamed_to), rename?.renamed_to && rename.evidence && (hit.rename_evidence = rename.evidence), rename && (hit.removed_in = { commit: rename.removed_in.commit, date: rename.removed_in.date, subject: rename.removed_in.subject }), hit;
}
async function prepareCommandReference(docs, ctx) {
  let defs = new CommandDefinitions(ctx.root, ctx.repo), byDoc = /* @__PURE__ */ new Map(), files = /* @__PURE__ */ new Set();
  for (let doc of docs) {
    let m = missingIn(doc, defs);
    if (m.length !== 0) {
      byDoc.set(doc.path, m);
      for (let x of m) for (let f of x.files) files.add(f);
    }
  }
  let notes = [], changes = [], git = ctx.history?.backend === "native";
  if (files.size > 0 && git && await historyObjectsAt(ctx.root) !== "all")
    changes = void 0, notes.push(partialLookupNote("command_reference", `no rename evidence from the history of ${files.size} definition files`));
  else if (files.size > 0 && git) {
    let lost = new UnreadableObjects();
    changes = await definitionChanges(ctx.root, [...files].sort(), MAX_RENAME_COMMITS, lost).catch(() => {
    });
    let what = "command_reference: the history of definition files not read; no rename evidence";
    if (lost.skipped.size > 0) for (let [o] of lost.skipped) notes.push(unreadableLookupNote(o, what));
    else changes === void 0 && notes.push("command_reference: the history of definition files could not be read; no rename evidence");
  } else files.size > 0 && ctx.history && notes.push("command_reference: rename evidence needs the git CLI; none on the isomorphic path");
  let hits = /* @__PURE__ */ new Map(), skills = new DependencySkills(ctx.root, ctx.repo);
  for (let [path, list] of byDoc) {
    if (skills.foreignSkill(path) !== void 0) continue;
    let found = [];
    for (let m of list) {
      let rename = changes ? renameOf(m.use.name, m.files, changes, (f) => defs.namesIn(f)) : void 0;
      m.use.runner === "cargo" && !rename || !rename && sitePage(ctx, path) || found.push(hitOf(m, rename));
    }
    found.length > 0 && hits.set(path, found);
  }
  return { state: hits, notes };
}
function sitePage(ctx, path) {
  let site = siteOf(ctx.repo.sites, path);
  return site !== void 0 && site.docs_root !== "";
}
var commandReference = {
  name: "command_reference",
  description: "A command the doc names (npm/pnpm/yarn/bun scripts, make, just, task, uv/poetry/hatch, cargo aliases, go run paths) that the repository does not define.",
  help: "Update the command to one the repository defines (package scripts, Makefile targets, bin entries), or remove it.",
  // Wrong instructions: every session follows agent memory.
  severity: { agent_memory: "error", elsewhere: "warning" },
  history_fields: ["renamed_to", "rename_evidence", "removed_in"],
  schema: {
    required: ["line", "column", "runner", "command", "text", "where", "looked_in"],
    properties: {
      column: { $ref: "#/$defs/line" },
      runner: { enum: ["npm", "pnpm", "yarn", "bun", "make", "just", "task", "uv", "poetry", "hatch", "cargo", "go"] },
      command: { type: "string", minLength: 1, description: "The script, target, recipe, task, alias or Go package path the command names." },
      text: { type: "string", minLength: 1, description: "The command as written on that line, from the runner to the name." },
      where: { enum: ["code_span", "fence", "prose"] },
      looked_in: { $ref: "#/$defs/paths", description: "The definition files the command was looked for in." },
      renamed_to: { type: "string", minLength: 1, description: "From history: the name that replaced it in the commit that removed it (still defined)." },
      rename_evidence: {
        enum: ["swap", "commit-message"],
        description: "Why renamed_to is the same definition under a new name: the commit's removed definition line, with the new name, is a line it added (swap), or its subject says so (commit-message). Absent: only the most similar name that commit added."
      },
      removed_in: { $ref: "#/$defs/commit_ref" }
    }
  },
  roles: ["living", "agent-memory", "agent-prompt"],
  stage: "repository",
  needs: ["doc_claims", "history"],
  prepare: prepareCommandReference,
  appliesTo: (doc) => (doc.claims?.commands.length ?? 0) > 0,
  detect: (doc, _ctx, hits) => hits.get(doc.path) ?? []
};

// scripts/shared/bounded-terms.ts
var NAME_CHAR = /[A-Za-z0-9_]/, RUN = /[A-Za-z0-9_]+/g;
var BoundedTerms = class {
  constructor(text) {
    this.text = text;
    for (let m of text.matchAll(RUN))
      this.starts.push(m.index), this.ends.push(m.index + m[0].length);
  }
  text;
  starts = [];
  ends = [];
  spans = /* @__PURE__ */ new Map();
  has(term) {
    if (term === "") return !1;
    let k = (term.match(RUN) ?? []).length;
    if (k === 0 || k > 6 || !NAME_CHAR.test(term[0]) || !NAME_CHAR.test(term[term.length - 1])) return this.test(term);
    let set = this.spans.get(k);
    if (!set) {
      set = /* @__PURE__ */ new Set();
      for (let i = 0; i + k <= this.starts.length; i++) set.add(this.text.slice(this.starts[i], this.ends[i + k - 1]));
      this.spans.set(k, set);
    }
    return set.has(term);
  }
  /** The term tested on its own, as the regular expression does. */
  test(term) {
    return new RegExp(`(?<![A-Za-z0-9_])${term.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}(?![A-Za-z0-9_])`).test(this.text);
  }
};

// scripts/scan/claims/spellings.ts
var import_yaml2 = __toESM(require_dist(), 1);
function flagSpellings(term) {
  if (!/^[a-z][a-z0-9]*(?:-[a-z0-9]+)+$/.test(term)) return [];
  let words2 = term.split("-"), camel = words2[0] + words2.slice(1).map((w) => w.charAt(0).toUpperCase() + w.slice(1)).join("");
  return [words2.join("_"), camel, camel.charAt(0).toUpperCase() + camel.slice(1)];
}
function codeSpellings(kind, term) {
  let bare = term.replace(/^"/, ""), out = [];
  return term.startsWith('"') && out.push(`'${bare}`, `\`${bare}`), kind === "flag" && out.push(`--${bare}`), (kind === "flag" || kind === "subcommand") && pushAll(out, flagSpellings(bare)), out;
}
function keyLinePattern(name) {
  return `^[[:space:]]*(pub[[:space:]]+)?["'\`]?${name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}["'\`]?[?!]?[[:space:]]*:([^:]|$)`;
}
var MAX_CONFIG_FILES = 2e3, MAX_CONFIG_BYTES = 512 * 1024, SCHEMA_WORDS = /* @__PURE__ */ new Set(["properties", "patternProperties", "items", "definitions", "$defs", "additionalProperties", "allOf", "anyOf", "oneOf"]), CONFIG_FILE = /\.(?:json|jsonc|json5|ya?ml|toml)$/i, ConfigKeys = class {
  constructor(root, repo) {
    this.root = root;
    this.repo = repo;
  }
  root;
  repo;
  paths;
  /** Whether a file defines `key` (`sync.branch`) as a nested key path, at its top or under other keys. */
  has(key) {
    if (this.paths ??= this.read(), this.paths.has(key)) return !0;
    for (let p of this.paths) if (p.endsWith(`.${key}`)) return !0;
    return !1;
  }
  read() {
    let out = /* @__PURE__ */ new Set(), n = 0;
    for (let f of [...this.repo.files].sort()) {
      if (!CONFIG_FILE.test(f) || f.includes("node_modules/") || !isEvidencePath(f) || /(?:^|\/)(?:package-lock|pnpm-lock|composer\.lock)/.test(f)) continue;
      if (++n > MAX_CONFIG_FILES) break;
      let text = projectFileText(this.root, f, MAX_CONFIG_BYTES);
      if (text === void 0) continue;
      let data;
      try {
        data = /\.toml$/i.test(f) ? tomlKeys(text) : /\.ya?ml$/i.test(f) ? (0, import_yaml2.parse)(text) : JSON.parse(text);
      } catch {
        continue;
      }
      walk(data, [], out, 0);
    }
    return out;
  }
};
function walk(v, at, out, depth) {
  if (!(depth > 12 || v === null || typeof v != "object" || Array.isArray(v)))
    for (let [k, child] of Object.entries(v)) {
      let next = SCHEMA_WORDS.has(k) ? at : [...at, k];
      next.length > 1 && out.add(next.join(".")), walk(child, next, out, depth + 1);
    }
}
function tomlKeys(text) {
  let root = {}, table = root;
  for (let line of text.split(/\r?\n/)) {
    let h = /^\s*\[\[?\s*([^\]]+?)\s*\]\]?\s*(?:#.*)?$/.exec(line);
    if (h) {
      table = root;
      for (let part of h[1].split(".").map((p) => p.trim().replace(/^["']|["']$/g, ""))) table = table[part] ??= {};
      continue;
    }
    let k = /^\s*([\w.-]+|"[^"]+")\s*=/.exec(line);
    if (!k) continue;
    let t = table, parts = k[1].replace(/^"|"$/g, "").split(".");
    for (let part of parts.slice(0, -1)) t = t[part] ??= {};
    t[parts[parts.length - 1]] ??= {};
  }
  return root;
}

// scripts/shared/pool.ts
import { availableParallelism } from "node:os";
function gitLookupWidth() {
  return Math.max(1, Math.min(availableParallelism(), 4));
}
async function mapInOrder(items, width, fn) {
  let results = new Array(items.length), next = 0, worker = async () => {
    for (; next < items.length; ) {
      let i = next++;
      results[i] = await fn(items[i], i);
    }
  };
  return await Promise.all(Array.from({ length: Math.min(Math.max(1, width), items.length) }, worker)), results;
}

// scripts/scan/signals/vanished-identifier.ts
var VANISHED_WORK = { file_versions: 2e4, removal_commits: 5e3 }, WITHIN_BOUND = `within the work bound (${VANISHED_WORK.file_versions} file versions)`;
function boundCutNote(n, what) {
  return what === "revisions" ? `vanished_identifier: ${n} doc revisions not searched ${WITHIN_BOUND}` : `vanished_identifier: ${n} function or type names left out: their definitions were not checked ${WITHIN_BOUND}`;
}
function isBoundCutNote(note) {
  return note.startsWith("vanished_identifier: ") && note.endsWith(` ${WITHIN_BOUND}`);
}
var WorkCount = class {
  constructor(codeAt) {
    this.codeAt = codeAt;
  }
  codeAt;
  removalCommits = 0;
  /** Whether another file-version read may start (the one that crosses the bound finishes). */
  get readsLeft() {
    return this.codeAt.versionsRead < VANISHED_WORK.file_versions;
  }
  /** Whether a removal look-up over `commits` commits fits; charges them when it does. */
  takeRemoval(commits) {
    return this.removalCommits + commits > VANISHED_WORK.removal_commits ? !1 : (this.removalCommits += commits, !0);
  }
}, MAX_OBJECT_NOTES = 10;
function lostObjectNotes(lost) {
  let all = [...lost.skipped].sort((a, b) => byCodeUnit(a[0], b[0])).map(([o, what]) => unreadableLookupNote(o, what));
  return all.length <= MAX_OBJECT_NOTES ? all : [...all.slice(0, MAX_OBJECT_NOTES), `${all.length - MAX_OBJECT_NOTES} more objects unreadable to vanished_identifier`];
}
function successorName(use, successor) {
  let bare = successor.replace(/^"/, "");
  return use.kind === "flag" ? `--${bare}` : use.kind === "subcommand" ? `${use.name.split(" ")[0]} ${bare}` : use.kind === "symbol" ? use.name.replace(new RegExp(`${use.term.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}(?=\\(|$)`), bare) : bare;
}
function hitOf2(f, removal, successor, evidence) {
  let { use, since } = f, detail = `\`${use.name}\` (${use.kind.replace("_", " ")}) occurs in the code at ${f.at === "first_named" ? "the doc commit that named it" : "the doc's last change"} ${since.commit.slice(0, 12)} (${since.date.slice(0, 10)}) but nowhere in the code now`;
  removal && (detail += `; last removed in ${removal.commit.slice(0, 12)} (${removal.subject})`), successor && (detail += `; likely successor ${successorName(use, successor)}`);
  let hit = { name: "vanished_identifier", detail, line: use.line, column: use.column, kind: use.kind, identifier: use.name, term: use.term, present_at: { ...since, doc_commit: f.at ?? "last_change" } };
  return removal && (hit.removed_in = removal), successor && (hit.successor = successorName(use, successor)), successor && evidence && (hit.rename_evidence = evidence), hit;
}
var MAX_NAMES_PER_DOC = 2e3;
async function prepareVanishedIdentifier(docs, ctx) {
  let hits = /* @__PURE__ */ new Map(), history = ctx.history, notes = [], withNames = docs.filter((d) => {
    let names = new Set(d.claims?.identifiers.map((u) => u.term)).size;
    return names > MAX_NAMES_PER_DOC && notes.push(`vanished_identifier: ${d.path} names ${names} names, more than ${MAX_NAMES_PER_DOC}; not looked up`), names > 0 && names <= MAX_NAMES_PER_DOC;
  });
  return !history || withNames.length === 0 ? { state: hits, notes } : { state: hits, notes: pushAll(notes, await lookUp(withNames, ctx, history, hits)) };
}
async function lookUp(withNames, ctx, history, hits) {
  if (history.backend !== "native") return ["vanished_identifier: skipped, it needs the git CLI (isomorphic path)"];
  let fileNames = /* @__PURE__ */ new Set();
  for (let f of ctx.repo.files) {
    let b = f.slice(f.lastIndexOf("/") + 1);
    /^[A-Z][A-Z0-9_]*$/.test(b) && fileNames.add(b);
  }
  for (let d of withNames) d.claims.identifiers = d.claims.identifiers.filter((u) => !(u.kind === "env" && fileNames.has(u.term)));
  let terms = /* @__PURE__ */ new Set();
  for (let d of withNames) for (let u of d.claims.identifiers) terms.add(u.term);
  let now = await termsPresent(ctx.root, void 0, [...terms].sort());
  if (!now) return ["vanished_identifier: git grep failed on the work tree; not checked"];
  let byRev = /* @__PURE__ */ new Map();
  for (let d of withNames) {
    let last = history.lastChange(d.path);
    if (last)
      for (let use of d.claims.identifiers) {
        if (now.has(use.term)) continue;
        let g = byRev.get(last.commit);
        g || byRev.set(last.commit, g = { date: last.date, terms: /* @__PURE__ */ new Set(), uses: [] }), g.terms.add(use.term), g.uses.push({ path: d.path, use });
      }
  }
  let revs = [...byRev.entries()].sort((a, b) => b[1].terms.size - a[1].terms.size || (a[0] < b[0] ? -1 : 1)), gone = /* @__PURE__ */ new Set();
  for (let [, g] of revs) for (let t of g.terms) gone.add(t);
  let goneUses = new Set(revs.flatMap(([, g]) => g.uses.map((u) => `${u.path}\0${u.use.term}`)));
  if (goneUses.size > 0 && await historyObjectsAt(ctx.root) !== "all")
    return [partialLookupNote("vanished_identifier", `${goneUses.size} names gone from the code now not looked up in the code's history`)];
  let reader = new GitObjectReader(ctx.root);
  try {
    return await searchHistory(ctx, hits, revs, new GoneTermsAt(reader, [...gone]));
  } finally {
    reader.close();
  }
}
async function searchHistory(ctx, hits, revs, codeAt) {
  let notes = [], work = new WorkCount(codeAt), findings = [], lost = codeAt.lost, skipped = 0;
  for (let [rev, g] of revs) {
    if (!work.readsLeft) {
      skipped++;
      continue;
    }
    let then = await codeAt.at(rev);
    if (then)
      for (let { path, use } of g.uses) then.has(use.term) && findings.push({ path, use, since: { commit: rev, date: g.date } });
  }
  let foundKeys = new Set(findings.map((f) => `${f.path}\0${f.use.term}`)), byDocLeft = /* @__PURE__ */ new Map();
  for (let [, g] of revs) for (let { path, use } of g.uses) foundKeys.has(`${path}\0${use.term}`) || (byDocLeft.get(path) ?? byDocLeft.set(path, []).get(path)).push(use);
  let docRevs = byDocLeft.size > 0 && work.readsLeft ? await docRevisions(ctx.root, [...byDocLeft.keys()].sort()) : void 0, byNamed = /* @__PURE__ */ new Map();
  for (let [path, uses] of byDocLeft) {
    let list = docRevs?.get(path) ?? [];
    if (list.length < 2) continue;
    if (!work.readsLeft) {
      skipped++;
      continue;
    }
    let older = list.slice(1), texts = await textsAt(codeAt.reader, path, older.map((r) => r.commit), lost);
    codeAt.versionsRead += older.length;
    let named = [], names = (i) => named[i] ??= new BoundedTerms(texts[i]);
    for (let use of uses) {
      let term = use.term.replace(/^"/, ""), start = -1;
      for (let i = 0; i < older.length && texts[i] !== void 0 && names(i).has(term); i++) start = i;
      if (!(start < 0))
        for (let rev of start === 0 ? [older[0]] : [older[start], older[0]]) {
          let g = byNamed.get(rev.commit);
          g || byNamed.set(rev.commit, g = { date: rev.date, uses: [] }), g.uses.push({ path, use });
        }
    }
  }
  for (let [rev, g] of [...byNamed.entries()].sort((a, b) => b[1].uses.length - a[1].uses.length || (a[0] < b[0] ? -1 : 1))) {
    if (!work.readsLeft) {
      skipped++;
      continue;
    }
    let then = await codeAt.at(rev);
    if (then)
      for (let { path, use } of g.uses) then.has(use.term) && findings.push({ path, use, since: { commit: rev, date: g.date }, at: "first_named" });
  }
  let symbolRevs = /* @__PURE__ */ new Map(), sampleRevs = /* @__PURE__ */ new Map();
  for (let f of findings) {
    if (f.use.kind !== "symbol") continue;
    let into = f.use.sample ? sampleRevs : symbolRevs;
    (into.get(f.since.commit) ?? into.set(f.since.commit, /* @__PURE__ */ new Set()).get(f.since.commit)).add(f.use.term);
  }
  let definedThen = /* @__PURE__ */ new Map(), definedOutsideSamples = /* @__PURE__ */ new Map(), unverified = 0;
  for (let [revs2, outside, into] of [[symbolRevs, !1, definedThen], [sampleRevs, !0, definedOutsideSamples]])
    for (let [rev, t] of revs2) {
      let d = codeAt.definedAt(rev, outside) ?? (work.readsLeft ? await termsDefined(ctx.root, rev, [...t].sort(), outside) : void 0);
      d || (unverified += t.size), into.set(rev, d ?? /* @__PURE__ */ new Set());
    }
  unverified > 0 && notes.push(boundCutNote(unverified, "definitions"));
  for (let i = findings.length - 1; i >= 0; i--) {
    let f = findings[i];
    f.use.kind === "symbol" && !(f.use.sample ? definedOutsideSamples : definedThen).get(f.since.commit)?.has(f.use.term) && findings.splice(i, 1);
  }
  let rank = (f) => f.at === "first_named" ? 1 : 0;
  findings.sort((a, b) => rank(a) - rank(b) || (rank(a) === 1 ? byCodeUnit(a.since.date, b.since.date) : 0));
  let kept = /* @__PURE__ */ new Set();
  for (let i = 0; i < findings.length; i++) {
    let f = findings[i], k = `${f.path}\0${f.use.line}\0${f.use.column}\0${f.use.term}`;
    kept.has(k) ? findings.splice(i--, 1) : kept.add(k);
  }
  findings.sort((a, b) => a.path < b.path ? -1 : a.path > b.path ? 1 : a.use.line - b.use.line || a.use.column - b.use.column), skipped > 0 && notes.push(boundCutNote(skipped, "revisions"));
  let configKeys = new ConfigKeys(ctx.root, ctx.repo), width = gitLookupWidth(), terms = [...new Set(findings.map((f) => f.use.term))], useOf = new Map(findings.map((f) => [f.use.term, f.use])), goneList = await mapInOrder(terms, width, async (t) => !await termPresent(ctx.root, void 0, t) && !await definedOtherwise(useOf.get(t), ctx, configKeys)), goneNow = new Map(terms.map((t, i) => [t, goneList[i]])), gone = findings.filter((f) => goneNow.get(f.use.term)), sinceCommits = [...new Set(gone.map((f) => f.since.commit))], rangeList = await mapInOrder(sinceCommits, width, (c) => commitsSince(ctx.root, c)), ranges = new Map(sinceCommits.map((c, i) => [c, rangeList[i]])), lookups = [], evidence = /* @__PURE__ */ new Map(), planned = /* @__PURE__ */ new Set(), noEvidence = 0;
  for (let f of gone) {
    let ek = `${f.use.term}\0${f.since.commit}`;
    planned.has(ek) || (planned.add(ek), work.takeRemoval(ranges.get(f.since.commit)) ? lookups.push({ key: ek, term: f.use.term, since: f.since.commit, kind: f.use.kind }) : (noEvidence++, evidence.set(ek, {})));
  }
  let found = await mapInOrder(lookups, width, async ({ term, since, kind }) => {
    let removal = await removalOf(ctx.root, term, since, lost), next = removal ? await successorIn(ctx.root, removal.commit, term, kind, lost) : void 0;
    next !== void 0 && !await termPresent(ctx.root, void 0, next.name) && (next = void 0);
    let rename = next?.swap ? "swap" : next && removal && subjectSaysRenamed(removal.subject, term, next.name) ? "commit-message" : void 0;
    return { removal, successor: next?.name, ...rename ? { rename } : {} };
  });
  lookups.forEach((l, i) => evidence.set(l.key, found[i]));
  for (let f of gone) {
    let e = evidence.get(`${f.use.term}\0${f.since.commit}`), list = hits.get(f.path) ?? [];
    list.push(hitOf2(f, e.removal, e.successor, e.rename)), hits.set(f.path, list);
  }
  return noEvidence > 0 && notes.push(`vanished_identifier: removal evidence for ${noEvidence} names left out by the work bound (${VANISHED_WORK.removal_commits} commits searched)`), pushAll(notes, lostObjectNotes(lost)), notes;
}
async function definedOtherwise(use, ctx, configKeys) {
  for (let s of codeSpellings(use.kind, use.term)) if (await termPresent(ctx.root, void 0, s)) return !0;
  let bare = use.term.replace(/^"/, "");
  return use.kind === "flag" || use.kind === "subcommand" ? codeLinePresent(ctx.root, keyLinePattern(bare)) : use.kind === "config_key" ? configKeys.has(bare) || callPresent(ctx.root, bare) : !1;
}
var vanishedIdentifier = {
  name: "vanished_identifier",
  description: "A flag, environment variable, function, config key or subcommand the doc names that was in the code when the doc was last changed and is gone now.",
  help: "Rename the mention to what the code calls it now, or drop the sentence that relies on it.",
  // Wrong instructions: every session follows agent memory.
  severity: { agent_memory: "error", elsewhere: "warning" },
  history_fields: ["present_at", "removed_in", "successor", "rename_evidence"],
  // The removal and the successor (which the detail repeats) depend on whether their look-ups fit
  // the work bound, so on how much else the scan looked up (another doc's names, a longer history);
  // the rest of the hit (name, kind, where the doc stated it, when the code still had it) does not.
  bounded_fields: ["detail", "removed_in", "successor", "rename_evidence"],
  schema: {
    required: ["line", "column", "kind", "identifier", "term", "present_at"],
    properties: {
      column: { $ref: "#/$defs/line" },
      kind: { enum: ["flag", "env", "symbol", "config_key", "subcommand"] },
      identifier: { type: "string", minLength: 1, description: "The name as the doc writes it." },
      term: { type: "string", minLength: 1, description: "What was searched for in the code, whole-word." },
      present_at: {
        type: "object",
        required: ["commit", "date", "doc_commit"],
        properties: { commit: { type: "string", minLength: 1 }, date: { type: "string", minLength: 1 }, doc_commit: { enum: ["last_change", "added", "first_named"] } },
        description: "The doc's commit at which the code still had the name: its last change, or (the doc was edited after the name left the code) the oldest of its commits back from the last change that named it all along."
      },
      removed_in: { $ref: "#/$defs/commit_ref" },
      successor: { type: "string", minLength: 1, description: "The similar name the removing commit added, still in the code: the likely replacement, as the doc would write it." },
      rename_evidence: {
        enum: ["swap", "commit-message"],
        description: "Why successor is the same thing under a new name: a line the removing commit took out came back with the successor in its place (swap), or its subject says so (commit-message). Absent: only a likely successor."
      }
    }
  },
  roles: ["living", "agent-memory", "agent-prompt"],
  stage: "repository",
  needs: ["doc_claims", "history"],
  prepare: prepareVanishedIdentifier,
  appliesTo: (doc) => (doc.claims?.identifiers.length ?? 0) > 0,
  detect: (doc, _ctx, hits) => hits.get(doc.path) ?? []
};

// scripts/scan/signals/version-skew.ts
import { posix as posix8 } from "node:path";

// scripts/scan/manifests.ts
import { posix as posix7 } from "node:path";
var SUBJECT_ALIASES = {
  node: "node",
  "node.js": "node",
  nodejs: "node",
  python: "python",
  python3: "python",
  cpython: "python",
  go: "go",
  golang: "go",
  rust: "rust",
  postgres: "postgres",
  postgresql: "postgres"
};
function canonicalSubject(name) {
  let n = name.toLowerCase();
  return SUBJECT_ALIASES[n] ?? n;
}
function isManifestPath(p) {
  let b = posix7.basename(p);
  return b === "package.json" || b === ".nvmrc" || b === ".node-version" || b === ".python-version" || b === "pyproject.toml" || b === "go.mod" || b === "Cargo.toml" || isDockerfile(b);
}
function isDockerfile(b) {
  return b === "Dockerfile" || b.startsWith("Dockerfile.") || /\.dockerfile$/i.test(b);
}
function lineOf(lines, test, from = 0) {
  for (let i = from; i < lines.length; i++) if (test(lines[i])) return i + 1;
}
function escapeRe3(s) {
  return s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
function readPins(manifest, text) {
  let b = posix7.basename(manifest), lines = text.split(/\r?\n/);
  if (b === "package.json") return packageJson(manifest, text, lines);
  if (b === ".nvmrc" || b === ".node-version" || b === ".python-version") {
    let i = lines.findIndex((l) => l.trim() !== "" && !l.trim().startsWith("#"));
    if (i < 0) return [];
    let spec = lines[i].trim();
    return [{ subject: b === ".python-version" ? "python" : "node", spec, manifest, manifest_line: i + 1, kind: "runtime", bare: "partial" }];
  }
  return b === "pyproject.toml" ? pyproject(manifest, lines) : b === "go.mod" ? goMod(manifest, lines) : b === "Cargo.toml" ? cargo(manifest, lines) : isDockerfile(b) ? dockerfile(manifest, lines) : [];
}
function packageJson(manifest, text, lines) {
  let j;
  try {
    j = JSON.parse(text);
  } catch {
    return [];
  }
  let out = [], at = (name, spec) => lineOf(lines, (l) => new RegExp(`"${escapeRe3(name)}"\\s*:\\s*"${escapeRe3(spec)}"`).test(l)), engines = j.engines;
  if (engines && typeof engines == "object")
    for (let [name, spec] of Object.entries(engines))
      typeof spec == "string" && out.push({ subject: canonicalSubject(name), spec, manifest, manifest_line: at(name, spec), kind: "runtime", bare: "partial" });
  if (typeof j.packageManager == "string") {
    let m = /^([^@]+)@([^+]+)/.exec(j.packageManager);
    m && out.push({ subject: m[1].toLowerCase(), spec: m[2], manifest, manifest_line: lineOf(lines, (l) => l.includes('"packageManager"')), kind: "runtime", bare: "partial" });
  }
  for (let section of ["dependencies", "devDependencies", "peerDependencies", "optionalDependencies"]) {
    let deps = j[section];
    if (!(!deps || typeof deps != "object"))
      for (let [name, spec] of Object.entries(deps))
        typeof spec == "string" && out.push({ subject: name.toLowerCase(), spec, manifest, manifest_line: at(name, spec), kind: "package", bare: "partial" });
  }
  return out;
}
function tomlString(v) {
  let m = /^\s*(?:"([^"]*)"|'([^']*)')/.exec(v);
  return m ? m[1] ?? m[2] : void 0;
}
function tomlVersion(v) {
  let direct = tomlString(v);
  if (direct !== void 0) return direct;
  let m = /\bversion\s*=\s*(?:"([^"]*)"|'([^']*)')/.exec(v);
  return m ? m[1] ?? m[2] : void 0;
}
function pythonName(n) {
  return n.toLowerCase().replace(/[_.]+/g, "-");
}
function pep508(req) {
  let m = /^\s*([A-Za-z0-9][A-Za-z0-9._-]*)\s*(?:\[[^\]]*\])?\s*\(?([^;)]*)\)?/.exec(req);
  if (!(!m || m[2].trim() === ""))
    return { name: pythonName(m[1]), spec: m[2].trim() };
}
function pyproject(manifest, lines) {
  let out = [], table = "", inArray = !1;
  for (let i = 0; i < lines.length; i++) {
    let line = lines[i].replace(/\s+#.*$/, ""), header = /^\s*\[([^\]]+)\]\s*$/.exec(line);
    if (header && !inArray) {
      table = header[1].trim();
      continue;
    }
    if (inArray) {
      for (let m of line.matchAll(/"([^"]+)"|'([^']+)'/g)) {
        let r = pep508(m[1] ?? m[2]);
        r && out.push({ subject: r.name, spec: r.spec, manifest, manifest_line: i + 1, kind: "package", bare: "partial" });
      }
      line.includes("]") && (inArray = !1);
      continue;
    }
    let kv = /^\s*([A-Za-z0-9_.-]+|"[^"]+")\s*=\s*(.*)$/.exec(line);
    if (!kv) continue;
    let key = kv[1].replace(/"/g, ""), value = kv[2];
    if (table === "project" && key === "requires-python") {
      let spec = tomlString(value);
      spec && out.push({ subject: "python", spec, manifest, manifest_line: i + 1, kind: "runtime", bare: "partial" });
    } else if (table === "project" && key === "dependencies" || table === "project.optional-dependencies") {
      if (value.trim().startsWith("[")) {
        for (let m of value.matchAll(/"([^"]+)"|'([^']+)'/g)) {
          let r = pep508(m[1] ?? m[2]);
          r && out.push({ subject: r.name, spec: r.spec, manifest, manifest_line: i + 1, kind: "package", bare: "partial" });
        }
        value.includes("]") || (inArray = !0);
      }
    } else if (/^tool\.poetry\.(?:group\.[^.]+\.)?(?:dev-)?dependencies$/.test(table)) {
      let spec = tomlVersion(value);
      if (!spec) continue;
      key === "python" ? out.push({ subject: "python", spec, manifest, manifest_line: i + 1, kind: "runtime", bare: "caret" }) : out.push({ subject: pythonName(key), spec, manifest, manifest_line: i + 1, kind: "package", bare: "caret" });
    }
  }
  return out;
}
function goMod(manifest, lines) {
  let out = [], inRequire = !1;
  for (let i = 0; i < lines.length; i++) {
    let line = lines[i].replace(/\/\/.*$/, "").trim(), m;
    (m = /^go\s+(\d+(?:\.\d+){0,2})$/.exec(line)) ? out.push({ subject: "go", spec: m[1], manifest, manifest_line: i + 1, kind: "runtime", bare: "minimum" }) : (m = /^toolchain\s+go(\d+(?:\.\d+){0,2})$/.exec(line)) ? out.push({ subject: "go", spec: m[1], manifest, manifest_line: i + 1, kind: "runtime", bare: "partial" }) : /^require\s*\($/.test(line) ? inRequire = !0 : inRequire && line === ")" ? inRequire = !1 : (m = (inRequire ? /^(\S+)\s+(v\S+)/ : /^require\s+(\S+)\s+(v\S+)/).exec(line)) && out.push({ subject: m[1].toLowerCase(), spec: m[2], manifest, manifest_line: i + 1, kind: "package", bare: "partial" });
  }
  return out;
}
function cargo(manifest, lines) {
  let out = [], table = "";
  for (let i = 0; i < lines.length; i++) {
    let line = lines[i].replace(/\s+#.*$/, ""), header = /^\s*\[([^\]]+)\]\s*$/.exec(line);
    if (header) {
      table = header[1].trim();
      continue;
    }
    let kv = /^\s*([A-Za-z0-9_-]+)\s*=\s*(.*)$/.exec(line);
    if (!kv) continue;
    let key = kv[1], value = kv[2], depTable = /^(?:workspace\.|target\.[^\]]+\.)?(?:dev-|build-)?dependencies$/.test(table), depSubTable = /^(?:workspace\.|target\.[^\]]+\.)?(?:dev-|build-)?dependencies\.([A-Za-z0-9_-]+)$/.exec(table);
    if ((table === "package" || table === "workspace.package") && key === "rust-version") {
      let spec = tomlString(value);
      spec && out.push({ subject: "rust", spec, manifest, manifest_line: i + 1, kind: "runtime", bare: "minimum" });
    } else if (depTable) {
      let spec = tomlVersion(value);
      spec && out.push({ subject: key.toLowerCase(), spec, manifest, manifest_line: i + 1, kind: "package", bare: "caret" });
    } else if (depSubTable && key === "version") {
      let spec = tomlString(value);
      spec && out.push({ subject: depSubTable[1].toLowerCase(), spec, manifest, manifest_line: i + 1, kind: "package", bare: "caret" });
    }
  }
  return out;
}
function dockerfile(manifest, lines) {
  let out = [];
  for (let i = 0; i < lines.length; i++) {
    let m = /^\s*FROM\s+(?:--\S+\s+)*(\S+)/i.exec(lines[i]);
    if (!m || m[1].includes("$")) continue;
    let ref = m[1].replace(/@sha256:[0-9a-f]+$/i, ""), slash = ref.lastIndexOf("/"), colon = ref.lastIndexOf(":");
    if (colon <= slash) continue;
    let name = ref.slice(slash + 1, colon).toLowerCase(), tag = ref.slice(colon + 1), v = /^v?(\d+(?:\.\d+){0,2})/.exec(tag);
    if (!v) continue;
    let subject = canonicalSubject(name), runtime = subject === "node" || subject === "python" || subject === "go" || subject === "rust";
    out.push({ subject, spec: v[1], manifest, manifest_line: i + 1, kind: runtime ? "runtime" : "image", bare: "partial" });
  }
  return out;
}

// scripts/scan/versions.ts
var VERSION = /^v?(\d+)(?:\.(\d+|[xX*]))?(?:\.(\d+|[xX*]))?(?:[-+][0-9A-Za-z.-]*)?$/;
function parseVersion(s) {
  let m = VERSION.exec(s.trim());
  if (!m) return;
  let parts = [], wildcard = !1;
  for (let g of [m[1], m[2], m[3]]) {
    if (g === void 0) break;
    if (/^[xX*]$/.test(g)) {
      wildcard = !0;
      break;
    }
    parts.push(Number(g));
  }
  return { parts, wildcard };
}
function triple(parts) {
  return [parts[0] ?? 0, parts[1] ?? 0, parts[2] ?? 0];
}
function nextAfter(parts) {
  if (parts.length === 0) return [1 / 0, 0, 0];
  let p = parts.slice();
  return p[p.length - 1] += 1, triple(p);
}
function cmp(a, b) {
  for (let i = 0; i < 3; i++) if (a[i] !== b[i]) return a[i] < b[i] ? -1 : 1;
  return 0;
}
function docInterval(stated) {
  let plus = stated.endsWith("+"), v = parseVersion(plus ? stated.slice(0, -1) : stated.replace(/\.x$/i, ""));
  if (!(!v || v.parts.length === 0))
    return { lo: triple(v.parts), hi: plus ? null : nextAfter(v.parts) };
}
function comparator(op, v, bare) {
  let p = v.parts;
  if (p.length === 0) return { lo: null, hi: null };
  let full = p.length === 3 && !v.wildcard;
  switch (op) {
    case "":
    case "=":
    case "==":
    case "===":
      return op === "" && bare === "caret" ? comparator("^", v, bare) : op === "" && bare === "minimum" ? { lo: triple(p), hi: null } : { lo: triple(p), hi: nextAfter(p) };
    case "^": {
      let i = p.findIndex((n) => n !== 0), upto = i < 0 ? p.length : i + 1;
      return { lo: triple(p), hi: nextAfter(p.slice(0, Math.min(upto, p.length))) };
    }
    case "~":
      return { lo: triple(p), hi: nextAfter(p.slice(0, Math.max(1, Math.min(2, p.length)))) };
    case "~=":
      return p.length < 2 ? void 0 : { lo: triple(p), hi: nextAfter(p.slice(0, p.length - 1)) };
    case ">=":
      return { lo: triple(p), hi: null };
    case ">":
      return { lo: nextAfter(p), hi: null };
    case "<":
      return { lo: null, hi: triple(p) };
    case "<=":
      return { lo: null, hi: nextAfter(p) };
    case "!=":
      return { lo: null, hi: null };
    default:
      return;
  }
}
function intersect(a, b) {
  let lo = a.lo === null ? b.lo : b.lo === null || cmp(a.lo, b.lo) >= 0 ? a.lo : b.lo, hi = a.hi === null ? b.hi : b.hi === null || cmp(a.hi, b.hi) <= 0 ? a.hi : b.hi;
  return { lo, hi };
}
function nonEmpty(i) {
  return i.lo === null || i.hi === null || cmp(i.lo, i.hi) < 0;
}
var COMPARATOR = /^(>=|<=|===|==|~=|!=|>|<|=|\^|~)?\s*(.+)$/;
function specIntervals(spec, bare) {
  let s = spec.trim();
  if (s === "" || s === "*" || /^[xX]$/.test(s)) return [{ lo: null, hi: null }];
  let out = [];
  for (let alt of s.split("||")) {
    let a = alt.trim(), hyphen = /^(\S+)\s+-\s+(\S+)$/.exec(a);
    if (hyphen) {
      let lo = parseVersion(hyphen[1]), hi = parseVersion(hyphen[2]);
      if (!lo || !hi) return;
      out.push({ lo: triple(lo.parts), hi: nextAfter(hi.parts) });
      continue;
    }
    let acc = { lo: null, hi: null }, pieces = a.split(/\s*,\s*|\s+(?=[<>=!~^]|v?\d)/).filter((x) => x !== "");
    if (pieces.length === 0) return;
    for (let i = 0; i < pieces.length; i++) {
      let piece = pieces[i];
      /^(>=|<=|===|==|~=|!=|>|<|=|\^|~)$/.test(piece) && i + 1 < pieces.length && (piece += pieces[++i]);
      let m = COMPARATOR.exec(piece);
      if (!m) return;
      let v = parseVersion(m[2].replace(/\.\*$/, ""));
      if (!v) return;
      let c = comparator(m[1] ?? "", v, bare);
      if (!c) return;
      acc = intersect(acc, c);
    }
    out.push(acc);
  }
  return out;
}
function fits(stated, spec, bare) {
  let d = docInterval(stated), ranges = specIntervals(spec, bare);
  if (!(!d || !ranges))
    return ranges.some((r) => nonEmpty(intersect(d, r)));
}

// scripts/scan/signals/version-skew.ts
var AT_FORM = /(?<![\w@/.-])((?:@[a-z0-9][\w.-]*\/)?[a-z0-9][\w.-]*(?:\/[\w.-]+)*)@v?(\d+(?:\.\d+){0,2})(\.x|\+)?(?![\d])/gi, TAG_FORM = /(?<![\w@/.:-])(?:[\w.-]+\/)*([a-z0-9][\w.-]*):v?(\d+(?:\.\d+){0,2})(?![\d])/gi, DIGIT = /\d/, AT_HINT = /@v?\d/, TAG_HINT = /:v?\d/, PROSE_VERSION = /(\s+)(v?)(\d+(?:\.\d+){0,2})(\.x|\+)?(?![\w.]*\d)/g, RUNTIMES = /* @__PURE__ */ new Set(["node", "python", "rust", "go"]), SINCE_BEFORE = /\b(?:since|starting (?:in|from|with)|beginning (?:in|with)|as of|introduced in|added in|improved in|fixed in|changed in|backported to|available (?:in|since|from)|released (?:in|with)|shipped (?:in|with)|published (?:at|in|with)|deprecated in|new in)(?: (?:the )?(?:version|release|v))?\s*\[?\s*$/i, LATER_AFTER = /^\]?(?:\([^)\s]*\))?,?\s*(?:and (?:above|later|newer|higher|up)\b|or (?:later|newer|higher|above|greater)\b)/, HISTORY_AFTER = /^\]?(?:\([^)\s]*\))?,?\s*(?:(?:which )?(?:was|were) (?:shipped|released|published|introduced)\b|(?:is|was) the (?:final|last)\b)/i, REQUIREMENT = /\b(?:requires?|required|requirements?|needs?|minimum|at least|supports?|supported)\b|>=?\s*$/i;
function sinceVersion(src, from, to) {
  let lineStart = src.lastIndexOf(`
`, from - 1) + 1, before = src.slice(Math.max(lineStart, from - 48), from), after = src.slice(to, to + 48);
  return /\[\s*$/.test(before) && /^\]\(/.test(after) || SINCE_BEFORE.test(before) || HISTORY_AFTER.test(after) ? !0 : LATER_AFTER.test(after) && !REQUIREMENT.test(src.slice(Math.max(lineStart, from - 80), from));
}
var DISPLAY_NAMES = {
  typescript: ["TypeScript"],
  react: ["React"],
  vue: ["Vue", "Vue.js"],
  next: ["Next.js"],
  eslint: ["ESLint"],
  prettier: ["Prettier"],
  jest: ["Jest"],
  vitest: ["Vitest"],
  webpack: ["Webpack", "webpack"],
  vite: ["Vite"],
  express: ["Express"],
  django: ["Django"],
  flask: ["Flask"],
  fastapi: ["FastAPI"],
  pytest: ["pytest"],
  tokio: ["Tokio"],
  serde: ["Serde"]
};
function matchersFor(pins) {
  let bySubject = /* @__PURE__ */ new Map();
  for (let p of pins) {
    let list = bySubject.get(p.subject);
    list ? list.push(p) : bySubject.set(p.subject, [p]);
  }
  let runtimes = /* @__PURE__ */ new Map(), packages = /* @__PURE__ */ new Map();
  for (let [subject, list] of bySubject)
    if (/^[a-z0-9][\w.-]*$/.test(subject))
      if (list.some((p) => p.kind !== "package")) runtimes.set(subject, subject);
      else {
        packages.set(subject, subject);
        for (let d of DISPLAY_NAMES[subject] ?? []) packages.set(d, subject);
      }
  for (let [alias, canonical] of Object.entries(SUBJECT_ALIASES)) runtimes.has(canonical) && runtimes.set(alias, canonical);
  return { runtimes, packages, bySubject };
}
function plausibleRuntime(subject, version) {
  let [major, minor] = version.split(".").map(Number);
  switch (subject) {
    case "node":
      return major >= 4 && major <= 60 || major === 0 && minor !== void 0;
    case "python":
      return major === 2 || major === 3;
    case "go":
    case "rust":
      return major === 1 && minor !== void 0;
    default:
      return !0;
  }
}
function proseCounts(subject, v, version, pins) {
  let dotted = version.includes(".");
  return plausibleRuntime(subject, version) ? RUNTIMES.has(subject) || pins.some((p) => p.kind === "runtime") ? !0 : dotted || v !== void 0 : !1;
}
function quoted(src, offset) {
  let start = src.lastIndexOf(`
`, offset - 1) + 1, straight = 0, open = 0;
  for (let i = start; i < offset; i++) {
    let c = src.charCodeAt(i);
    c === 34 ? straight++ : c === 8220 ? open++ : c === 8221 && open--;
  }
  return straight % 2 === 1 || open > 0;
}
function inRanges(ranges, offset) {
  for (let [a, b] of ranges) if (offset >= a && offset < b) return !0;
  return !1;
}
function inlineStatements(doc, block, m, out, labels) {
  let codeRanges = block.code_spans.map((c) => [c.start, c.end]), usable = (offset) => (!inRanges(block.excluded, offset) || inRanges(codeRanges, offset)) && !quoted(block.src, offset), push = (subject, version, offset, text, word) => {
    if (!usable(offset)) return;
    let pos = locate(doc, block, offset, text), v = /[+x]$/i.test(version) || !sinceVersion(block.src, offset, offset + text.length) ? version : `${version}+`;
    out.push({ subject, version: v, text, ...pos, ...word !== void 0 ? { word } : {} });
  }, src = block.src;
  if (DIGIT.test(src)) {
    if (AT_HINT.test(src)) for (let x of src.matchAll(AT_FORM)) push(canonicalSubject(x[1]), x[2] + (x[3] ?? ""), x.index, x[0]);
    if (TAG_HINT.test(src)) for (let x of src.matchAll(TAG_FORM)) push(canonicalSubject(x[1]), x[2], x.index, x[0]);
    for (let x of src.matchAll(PROSE_VERSION)) {
      let end = x.index + x[1].length, k = end;
      for (; k > 0 && /\s/.test(src[k - 1]); ) k--;
      if (k === end || k === 0) continue;
      for (end = k; k > 0 && /[\w.-]/.test(src[k - 1]); ) k--;
      if (k > 0 && /[@/]/.test(src[k - 1])) continue;
      let word = src.slice(k, end).replace(/\.+$/, "");
      if (word === "" || !/^[A-Za-z]/.test(word)) continue;
      let subject = m.runtimes.get(word.toLowerCase()) ?? m.packages.get(word);
      if (subject === void 0) continue;
      let pins = m.bySubject.get(subject);
      plausibleRuntime(subject, x[3]) || labels.add(word.toLowerCase()), proseCounts(subject, x[2] || void 0, x[3], pins) && push(subject, x[3] + (x[4] ?? ""), k, src.slice(k, x.index + x[0].length), x[3].includes(".") ? void 0 : word.toLowerCase());
    }
  }
}
function fenceStatements(doc, out) {
  for (let fence of doc.fences) {
    let lines = fence.content.split(`
`);
    for (let k = 0; k < lines.length; k++) {
      let text = lines[k], line = fence.first_line + k, fileLine = doc.lines[line - 1] ?? text;
      for (let re of [AT_FORM, TAG_FORM])
        if ((re === AT_FORM ? AT_HINT : TAG_HINT).test(text))
          for (let x of text.matchAll(re)) {
            let col = fileLine.indexOf(x[0]);
            out.push({ subject: canonicalSubject(x[1]), version: x[2] + (re === AT_FORM ? x[3] ?? "" : ""), line, column: (col < 0 ? x.index : col) + 1, text: x[0] });
          }
    }
  }
}
function nearest(pins, docPath) {
  let docDir = posix8.dirname(docPath), depth = (p) => {
    let dir = posix8.dirname(p.manifest);
    return dir === "." ? 0 : docDir === dir || docDir.startsWith(dir + "/") ? dir.split("/").length : -1;
  };
  return [...pins].sort((a, b) => depth(b) - depth(a) || byCodeUnit(a.manifest, b.manifest) || (a.manifest_line ?? 0) - (b.manifest_line ?? 0))[0];
}
var versionSkew = {
  name: "version_skew",
  description: "The doc states a version that the repository manifests pin differently.",
  help: "State the version the manifests pin, or drop the version from the prose.",
  // Likely stale content a person should look at.
  severity: { agent_memory: "warning", elsewhere: "warning" },
  history_fields: [],
  schema: {
    required: ["line", "column", "subject", "doc_version", "doc_text", "manifest_version", "manifest"],
    properties: {
      column: { $ref: "#/$defs/line" },
      subject: { type: "string", minLength: 1, description: "Lower-case runtime, package or image name (node, python, go, rust are canonical)." },
      doc_version: { type: "string", minLength: 1 },
      doc_text: { type: "string", minLength: 1, description: "The statement as written in the doc (Node 18, typescript@4.9, node:18)." },
      manifest_version: { type: "string", minLength: 1 },
      manifest: { $ref: "#/$defs/relpath" },
      manifest_line: { $ref: "#/$defs/line" }
    }
  },
  roles: ["living", "agent-memory", "agent-prompt", "template"],
  stage: "parse",
  needs: ["pins"],
  prepare: (ctx) => matchersFor(ctx.pins),
  appliesTo: (_doc, ctx) => ctx.pins.length > 0,
  detect(doc, _ctx, m) {
    let found = [], labels = /* @__PURE__ */ new Set();
    for (let block of doc.inlines) inlineStatements(doc, block, m, found, labels);
    fenceStatements(doc, found);
    let examples = scenarioRanges(doc), statements = examples.length === 0 ? found : found.filter((s) => !examples.some(([a, b]) => s.line >= a && s.line <= b)), hits = [], seen = /* @__PURE__ */ new Set();
    for (let s of statements) {
      if (s.word !== void 0 && labels.has(s.word)) continue;
      let pins = m.bySubject.get(s.subject);
      if (!pins) continue;
      let key = `${s.line}\0${s.subject}\0${s.version}`;
      if (seen.has(key) || (seen.add(key), pins.map((p) => fits(s.version, p.spec, p.bare)).some((v) => v !== !1))) continue;
      let pin = nearest(pins, doc.path), hit = {
        name: "version_skew",
        detail: `states ${s.subject} ${s.version}; ${pin.manifest}${pin.manifest_line ? `:${pin.manifest_line}` : ""} pins ${pin.spec}`,
        line: s.line,
        column: s.column,
        subject: s.subject,
        doc_version: s.version,
        doc_text: s.text,
        manifest_version: pin.spec,
        manifest: pin.manifest,
        // A hint: measured at 2 true of 5 judged hits on the evaluation corpora; never a candidate alone.
        hint: !0
      };
      pin.manifest_line !== void 0 && (hit.manifest_line = pin.manifest_line), hits.push(hit);
    }
    return hits;
  }
};

// scripts/scan/facts/duplicates.ts
function isSpace(c) {
  return c <= 32 || c === 160 || c === 5760 || c >= 8192 && c <= 8202 || c === 8232 || c === 8233 || c === 8239 || c === 8287 || c === 12288 || c === 65279;
}
function lineHashes(doc) {
  let n = doc.lines.length, out = { a: new Uint32Array(n), b: new Uint32Array(n), blank: new Uint8Array(n) };
  for (let i = 0; i < n; i++) {
    let l = doc.lines[i], a = 2166136261, b = 2538058380, any = !1, space = !1;
    for (let j = 0; j < l.length; j++) {
      let c = l.charCodeAt(j);
      if ((c <= 32 || c >= 160) && isSpace(c)) {
        space = any;
        continue;
      }
      space && (a = Math.imul(a ^ 32, 16777619), b = Math.imul(b ^ 32, 1540483477), b ^= b >>> 13, space = !1), a = Math.imul(a ^ c, 16777619), b = Math.imul(b ^ c, 1540483477), b ^= b >>> 13, any = !0;
    }
    out.a[i] = a >>> 0, out.b[i] = b >>> 0, out.blank[i] = any ? 0 : 1;
  }
  return out;
}
function lastNonBlank(h, start, end) {
  let e = Math.min(end, h.blank.length);
  for (; e > start && h.blank[e - 1] === 1; ) e--;
  return e;
}
function duplicateUnits(doc, minLines) {
  let out = [], seen = /* @__PURE__ */ new Set(), h, add = (start, end) => {
    let key = start * 1000003 + end;
    if (seen.has(key)) return;
    seen.add(key);
    let count = 0, x = 305419896, y = 2654435769;
    for (let i = start - 1; i < end; i++)
      h.blank[i] !== 1 && (count++, x = Math.imul(x ^ h.a[i], 16777619), x ^= x >>> 16, y = Math.imul(y ^ h.b[i], 2246822507), y ^= y >>> 13);
    count < minLines || out.push({ path: doc.path, start_line: start, end_line: end, lines: count, hash: `${(x >>> 0).toString(36)}.${(y >>> 0).toString(36)}.${count}` });
  };
  for (let b of doc.blocks)
    b.end_line - b.start_line + 1 < minLines || (h ??= lineHashes(doc), add(b.start_line, lastNonBlank(h, b.start_line, b.end_line)));
  let hs = doc.headings;
  for (let i = 0; i < hs.length; i++) {
    let head = hs[i], end = sectionEnd(doc, i);
    end - head.line + 1 < minLines || (h ??= lineHashes(doc), add(head.line, lastNonBlank(h, head.line, end)));
  }
  return out;
}
var DUPLICATE_ROLES = ["living", "agent-memory", "agent-prompt", "plan", "template"];
function canonicalOrder(history) {
  return (a, b) => {
    if (history && a.path !== b.path) {
      let da = history.lastChange(a.path)?.date, db = history.lastChange(b.path)?.date;
      if (da !== void 0 && db !== void 0 && da !== db) return da < db ? -1 : 1;
      if (da !== void 0 && db === void 0) return -1;
      if (da === void 0 && db !== void 0) return 1;
    }
    let sa = a.path.split("/").length, sb = b.path.split("/").length;
    return sa !== sb ? sa - sb : a.path !== b.path ? a.path < b.path ? -1 : 1 : a.start_line - b.start_line;
  };
}
var DuplicateIndex = class {
  constructor(opts) {
    this.opts = opts;
  }
  opts;
  byHash = /* @__PURE__ */ new Map();
  /** Adds a doc's units, when its role takes part: intended copies, records and generated docs never do. */
  add(doc, role = "living") {
    if (DUPLICATE_ROLES.includes(role) || role === "archive" && this.opts.across_archive)
      for (let u of duplicateUnits(doc, this.opts.min_lines)) {
        let list = this.byHash.get(u.hash), unit = { path: u.path, start_line: u.start_line, end_line: u.end_line, lines: u.lines };
        list ? list.some((x) => x.path === unit.path) || list.push(unit) : this.byHash.set(u.hash, [unit]);
      }
  }
  /** All duplicate hits, by path. History (when known) picks the canonical copy. */
  hits(history) {
    let order = canonicalOrder(history), raw = /* @__PURE__ */ new Map(), push = (u, other, canonical) => {
      let list = raw.get(u.path) ?? [];
      list.push({ start_line: u.start_line, end_line: u.end_line, lines: u.lines, other: { path: other.path, start_line: other.start_line, end_line: other.end_line }, canonical }), raw.set(u.path, list);
    };
    for (let units of this.byHash.values()) {
      if (units.length < 2) continue;
      let sorted = [...units].sort(order), canonical = sorted[0];
      for (let u of sorted.slice(1))
        push(u, canonical, canonical.path), push(canonical, u, canonical.path);
    }
    let out = /* @__PURE__ */ new Map();
    for (let [path, hits] of raw) {
      let byOther = /* @__PURE__ */ new Map();
      for (let h of hits) byOther.set(h.other.path, [...byOther.get(h.other.path) ?? [], h]);
      let kept = [];
      for (let group of byOther.values())
        for (let h of group)
          group.some(
            (g) => g !== h && g.start_line <= h.start_line && g.end_line >= h.end_line && g.other.start_line <= h.other.start_line && g.other.end_line >= h.other.end_line && (g.end_line - g.start_line > h.end_line - h.start_line || g.other.end_line - g.other.start_line > h.other.end_line - h.other.start_line)
          ) || kept.push(h);
      kept.sort((a, b) => a.start_line - b.start_line || byCodeUnit(a.other.path, b.other.path) || a.other.start_line - b.other.start_line), out.set(path, kept);
    }
    return out;
  }
}, duplicatesFact = {
  need: "duplicates",
  stage: "doc",
  gather(plan) {
    let index = new DuplicateIndex({ min_lines: plan.settings.duplicate_min_lines, across_archive: plan.settings.duplicates_across_archive });
    return {
      archived: plan.settings.duplicates_across_archive,
      // Docs outside --scope still count as the other copy of a duplicate.
      outside_scope: !0,
      add: (doc, role) => index.add(doc, role),
      done: (history) => ({ duplicates: index.hits(history) })
    };
  }
};

// scripts/scan/signals/duplicate-block.ts
var duplicateBlock = {
  name: "duplicate_block",
  description: "A block or section that stands verbatim in another doc.",
  help: "Keep the canonical copy and link to it from the others.",
  severity: { agent_memory: "warning", elsewhere: "warning" },
  history_fields: [],
  schema: {
    required: ["line", "start_line", "end_line", "lines", "other", "canonical"],
    properties: {
      start_line: { $ref: "#/$defs/line" },
      end_line: { $ref: "#/$defs/line" },
      lines: { type: "integer", minimum: 1, description: "Non-blank lines in the block." },
      other: { $ref: "#/$defs/range_ref" },
      canonical: { $ref: "#/$defs/relpath", description: "The path of the copy to keep: this doc or other.path." }
    }
  },
  roles: DUPLICATE_ROLES,
  stage: "repository",
  needs: ["duplicates", "history", "agent_contexts"],
  appliesTo: (doc, ctx) => ctx.duplicates.has(doc.path),
  detect(doc, ctx) {
    let loadedTogether = (a, b) => (ctx.agent_contexts ?? []).some((c) => contextLoads(c, a) && contextLoads(c, b));
    return (ctx.duplicates.get(doc.path) ?? []).map((h) => ({
      name: "duplicate_block",
      detail: `lines ${h.start_line}-${h.end_line} (${h.lines} lines) stand verbatim in ${h.other.path}:${h.other.start_line}-${h.other.end_line}; ` + (h.canonical === doc.path ? "this copy is canonical" : `canonical copy: ${h.canonical}`),
      line: h.start_line,
      start_line: h.start_line,
      end_line: h.end_line,
      lines: h.lines,
      other: h.other,
      canonical: h.canonical,
      ...loadedTogether(doc.path, h.other.path) ? {} : { hint: !0 }
    }));
  }
};

// scripts/lifecycle/retention.ts
var DAY_MS = 864e5;
function ageDays(then, now) {
  return Math.max(0, Math.floor((now.getTime() - then.getTime()) / DAY_MS));
}
function newestFirst(a, b) {
  return a.age_days - b.age_days || byCodeUnit(a.path, b.path);
}
function retention(rule, items) {
  let keepN = rule.retain_recent, maxAge = rule.max_age_days;
  return [...items].sort(newestFirst).map((it, i) => {
    let rank = i + 1, base = { path: it.path, age_days: it.age_days, rank };
    if (keepN === void 0 && maxAge === void 0)
      return { ...base, past_retention: !1, reason: "the rule sets neither retain_recent nor max_age_days" };
    if (keepN !== void 0 && rank <= keepN) return { ...base, past_retention: !1, reason: `one of the newest ${keepN} (retain_recent)` };
    if (maxAge !== void 0 && it.age_days <= maxAge) return { ...base, past_retention: !1, reason: `${it.age_days} days old, within max_age_days ${maxAge}` };
    let parts = [];
    return keepN !== void 0 && parts.push(`newest #${rank}, beyond retain_recent ${keepN}`), maxAge !== void 0 && parts.push(`${it.age_days} days old, past max_age_days ${maxAge}`), { ...base, past_retention: !0, reason: parts.join("; ") };
  });
}

// scripts/lifecycle/detect.ts
var LIFECYCLE_SIGNAL = "lifecycle", OPENSPEC_COMPLETED_SIGNAL = "openspec_completed", MAX_CONTENTS = 50;
function detectLifecycle(input) {
  let { settings, now } = input, catalog = input.catalog ?? CONVENTIONS, rules = effectiveRules(settings.rules, adoptedConventionRules(settings.conventions, catalog)), tracked = new TrackedPaths(input.tracked), files = [...input.files].sort(byCodeUnit), matches = matchRules(rules, files), out = /* @__PURE__ */ new Map(), notes = [], add = (path, hit) => {
    let list = out.get(path);
    list ? list.push(hit) : out.set(path, [hit]);
  }, ageOf = memo((path, kind) => {
    let members = kind === "file" ? [path] : filesUnder(files, path), newest;
    for (let f of members) {
      let t = input.touchedAt(f)?.getTime();
      t !== void 0 && (newest === void 0 || t > newest) && (newest = t);
    }
    return newest === void 0 ? void 0 : ageDays(new Date(newest), now);
  }), shielded = [], temporaryByRule = /* @__PURE__ */ new Map();
  for (let m of matches) {
    let { rule } = m;
    if (rule.lifetime === "keep") continue;
    if (m.shielded_by !== void 0) {
      shielded.push(`${m.path} (kept: ${m.shielded_by})`);
      continue;
    }
    if (rule.lifetime === "temporary") {
      let list = temporaryByRule.get(rule) ?? [];
      list.push(m), temporaryByRule.set(rule, list);
      continue;
    }
    let base = servedBase(m);
    if (rule.served_when_path !== void 0) {
      let by = findServedBy(rule.served_when_path, m.path, m.kind, tracked);
      if (by === void 0) continue;
      add(m.path, {
        ...base,
        detail: `served: the tracked path ${by} matches served_when_path "${rule.served_when_path}" of rule ${rule.id}`,
        served_when_path: rule.served_when_path,
        served_by: by
      });
    } else rule.served_when !== void 0 && add(m.path, {
      ...base,
      detail: `judge whether it is served: "${rule.served_when}" (rule ${rule.id}); when it is, ${base.on_served === "extract-then-delete" ? `extract what lasts to ${rule.extract_to}, then delete` : "delete"} the ${m.kind}`,
      served_when: rule.served_when
    });
  }
  for (let [rule, list] of temporaryByRule) {
    let aged = list.flatMap((m) => {
      let age = ageOf(m.path, m.kind);
      return age === void 0 ? [] : [{ path: m.path, age_days: age }];
    }), kinds = new Map(list.map((m) => [m.path, m.kind]));
    for (let v of retention(rule, aged))
      v.past_retention && add(v.path, {
        name: LIFECYCLE_SIGNAL,
        detail: `temporary, past retention: ${v.reason} (rule ${rule.id})`,
        rule_ref: rule.id,
        lifetime: "temporary",
        path_kind: kinds.get(v.path),
        age_days: v.age_days
      });
  }
  if (settings.openspec.enabled) {
    let shield = shieldOf(keptPaths(rules, files, foldersOf(files)));
    openspecSignals(input, files, (path) => shield(path, "directory") !== void 0 || (out.get(path) ?? []).some((h) => h.name === LIFECYCLE_SIGNAL), tracked, add);
  }
  shielded.length && notes.push(`lifecycle: ${shielded.length} match${shielded.length > 1 ? "es" : ""} shielded by keep rules: ${shielded.slice(0, 10).join(", ")}${shielded.length > 10 ? ", ..." : ""}`);
  for (let [path, hits] of out)
    for (let h of hits) {
      if (h.name !== LIFECYCLE_SIGNAL || h.path_kind !== "directory") continue;
      let inner = filesUnder(files, path).map((f) => f.slice(path.length + 1));
      h.contents = inner.slice(0, MAX_CONTENTS), inner.length > MAX_CONTENTS && (h.contents_total = inner.length);
    }
  return { signals: new Map([...out.entries()].sort(([a], [b]) => byCodeUnit(a, b))), notes };
}
function servedBase(m) {
  let r = m.rule, onServed = r.on_served ?? "delete";
  return {
    name: LIFECYCLE_SIGNAL,
    rule_ref: r.id,
    lifetime: "delete-once-served",
    path_kind: m.kind,
    on_served: onServed,
    ...onServed === "extract-then-delete" && r.extract_to !== void 0 ? { extract_to: r.extract_to } : {}
  };
}
function openspecSignals(input, files, taken, tracked, add) {
  let names = changeFolders(files);
  if (names.length === 0) return;
  let repoNow = input.repoNow, repoAgeOf = (dir) => {
    if (repoNow === void 0) return;
    let newest;
    for (let f of filesUnder(files, dir)) {
      let t = input.touchedAt(f)?.getTime();
      t !== void 0 && (newest === void 0 || t > newest) && (newest = t);
    }
    return newest === void 0 || newest >= repoNow.getTime() ? void 0 : ageDays(new Date(newest), repoNow);
  }, fileSet = new Set(files), changes = [];
  for (let name of names) {
    let path = `${OPENSPEC_CHANGES}/${name}`, tasksPath = `${path}/tasks.md`, text = fileSet.has(tasksPath) ? input.readText(tasksPath) : void 0;
    changes.push({
      name,
      path,
      ...text !== void 0 ? { tasks: input.countTasks(tasksPath, text) } : {},
      untouched_days: repoAgeOf(path) ?? 0
    });
  }
  let after = input.settings.openspec.abandoned_after_days, cited = citedChanges(names, files, input.readText);
  for (let f of openspecFindings(changes, tracked, after)) {
    let { change } = f;
    if (f.kind === "completed-in-place") {
      add(change.path, {
        name: OPENSPEC_COMPLETED_SIGNAL,
        detail: `every task in tasks.md is ticked (${change.tasks.total}) but the change is not archived; archive it the OpenSpec way: \`openspec archive ${change.name}\` (moves it to ${OPENSPEC_CHANGES}/archive/YYYY-MM-DD-${change.name}/ and merges its spec deltas); do not edit or delete it by hand`,
        change: change.name,
        tasks_total: change.tasks.total,
        remedy: `openspec archive ${change.name}`
      });
      continue;
    }
    if (!taken(change.path) && !(f.kind === "abandoned" && cited.has(change.name)))
      if (f.kind === "leftover")
        add(change.path, {
          name: LIFECYCLE_SIGNAL,
          detail: `OpenSpec leftover: the change is archived as ${f.archived} (tracked) but its live folder is still here`,
          rule_ref: RULE_LEFTOVER,
          lifetime: "delete-once-served",
          path_kind: "directory",
          on_served: "delete",
          served_when_path: OPENSPEC_ARCHIVED_PATTERN,
          served_by: f.archived
        });
      else {
        let text = abandonedServedWhen(change, after);
        add(change.path, {
          name: LIFECYCLE_SIGNAL,
          detail: `judge whether it is served: "${text}" (built-in OpenSpec check); when it is, delete the directory`,
          rule_ref: RULE_ABANDONED,
          lifetime: "delete-once-served",
          path_kind: "directory",
          on_served: "delete",
          served_when: text,
          untouched_days: change.untouched_days
        });
      }
  }
}
var ROADMAP = /(^|\/)[^/]*roadmap[^/]*\.md$/i;
function citedChanges(names, files, readText2) {
  let cited = /* @__PURE__ */ new Set(), owner = (f) => {
    if (!f.startsWith(OPENSPEC_CHANGES + "/")) return;
    let name = f.slice(OPENSPEC_CHANGES.length + 1).split("/")[0];
    return name && names.includes(name) ? name : void 0;
  }, sources = files.filter((f) => f.endsWith(".md") && (owner(f) !== void 0 || ROADMAP.test(f)));
  for (let src of sources) {
    let text = readText2(src);
    if (text === void 0) continue;
    let self = owner(src);
    for (let name of names) {
      if (name === self || cited.has(name)) continue;
      let escaped = name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
      new RegExp(`(^|[^\\w-])${escaped}($|[^\\w-])`).test(text) && cited.add(name);
    }
  }
  return cited;
}
function filesUnder(sortedFiles, dir) {
  return withPrefix(sortedFiles, dir + "/");
}
function memo(fn) {
  let cache = /* @__PURE__ */ new Map();
  return (path, kind) => {
    let k = `${kind}\0${path}`;
    return cache.has(k) || cache.set(k, fn(path, kind)), cache.get(k);
  };
}

// scripts/lifecycle/propose.ts
function lifecycleSignalsOf(signals) {
  return (signals ?? []).filter((s) => s.name === LIFECYCLE_SIGNAL && typeof s.rule_ref == "string");
}
function edit(sig) {
  let anchor = { whole: sig.path_kind };
  return sig.lifetime === "delete-once-served" && sig.on_served === "extract-then-delete" && sig.extract_to !== void 0 ? sig.extract_to === "cross-repo" ? { kind: "extract-then-delete", anchor, extraction_target: "cross-repo" } : { kind: "extract-then-delete", anchor, extraction_target: "repo-durable", target_path: sig.extract_to } : { kind: "delete", anchor };
}
function lifecycleOf(sig) {
  let lc = { rule_ref: sig.rule_ref, lifetime: sig.lifetime };
  return sig.served_when_path !== void 0 && (lc.served_when_path = sig.served_when_path), sig.served_by !== void 0 && (lc.served_by = sig.served_by), sig.served_when !== void 0 && (lc.served_when = sig.served_when), sig.lifetime === "temporary" && sig.age_days !== void 0 && (lc.age_days = sig.age_days), lc;
}
function opText(path, sig, e) {
  let what = sig.path_kind === "directory" ? `the directory ${path}${folderContents(sig)}` : `the file ${path}`, why = sig.lifetime === "temporary" ? `it is a temporary doc past retention (${sig.age_days} days since its last change; rule ${sig.rule_ref})` : sig.served_by !== void 0 ? `it has been served: ${sig.served_by} exists (rule ${sig.rule_ref})` : `it has been served: ${sig.served_when} (rule ${sig.rule_ref})`;
  return e.kind === "extract-then-delete" ? `Extract what should last from ${what} into ${e.extraction_target === "cross-repo" ? "a cross-repository store" : e.target_path}, then delete it: ${why}.` : `Delete ${what}: ${why}.`;
}
function folderContents(sig) {
  let list = sig.contents ?? [];
  if (list.length === 0) return "";
  let total = sig.contents_total ?? list.length;
  return ` (${total} file${total === 1 ? "" : "s"}: ${list.slice(0, 10).join(", ")}${total > 10 ? ", ..." : ""})`;
}
function proposalFor(path, sig) {
  let e = edit(sig);
  return {
    path,
    category: { class: "stale", subtype: sig.lifetime === "temporary" ? "provisional" : "completed-in-place" },
    signals: [{ name: sig.name, detail: sig.detail ?? "" }],
    op: opText(path, sig, e),
    op_type: "deterministic",
    exact_edit: e,
    lifecycle: lifecycleOf(sig)
  };
}
var scannerProven = (s) => s.lifetime === "delete-once-served" && s.served_by !== void 0 && s.served_when === void 0 || s.lifetime === "temporary" && s.age_days !== void 0;
function proposeLifecycle(scan) {
  let out = [];
  for (let path of Object.keys(scan.signals).sort()) {
    let sig = lifecycleSignalsOf(scan.signals[path]).find(scannerProven);
    sig && out.push(proposalFor(path, sig));
  }
  return out;
}
function judgedCandidates(scan) {
  let out = [];
  for (let path of Object.keys(scan.signals).sort())
    for (let sig of lifecycleSignalsOf(scan.signals[path]))
      sig.served_when !== void 0 && out.push({ path, served_when: sig.served_when, rule_ref: sig.rule_ref, proposal_if_served: proposalFor(path, sig) });
  return out;
}

// scripts/scan/read-text.ts
var MAX_DOC_BYTES = 5 * 1024 * 1024;
function readText(root, rel, notes) {
  let read = readProjectFile(root, rel, MAX_DOC_BYTES);
  if (!read.ok) {
    read.reason !== "absent" && notes.push(`${rel}: not read, it ${read.reason}`);
    return;
  }
  let buf = read.bytes;
  if (buf.indexOf(0) >= 0) {
    notes.push(`${rel}: not read, binary content`);
    return;
  }
  return buf.toString("utf8");
}
function readParse(root, path, notes) {
  let text = readText(root, path, notes);
  return text === void 0 ? void 0 : parseDoc(path, text);
}
function detach(s) {
  return s.length < 13 ? s : (" " + s).slice(1);
}
function detachHit(h) {
  let out = { name: h.name, detail: h.detail };
  for (let [k, v] of Object.entries(h))
    typeof v == "string" ? out[k] = detach(v) : Array.isArray(v) ? out[k] = v.map((x) => typeof x == "string" ? detach(x) : x) : out[k] = v;
  return out;
}

// scripts/contract/schemas/scan.schema.json
var scan_schema_default = {
  $schema: "https://json-schema.org/draft/2020-12/schema",
  $id: "https://github.com/doc-hygiene/doc-hygiene/schemas/scan.schema.json",
  title: "doc-hygiene scan artifact",
  description: "What dist/scanner.mjs prints: the deterministic first step of every check. Paths are posix and project-relative; shortlist, per_session and the keys of signals are sorted by code unit; each path's signals are sorted by (line, name) with file-level signals (no line) first. Evidence is complete enough that a deterministic proposer never re-parses the doc. Signals other stages add (edit_recency_vs_churn from git history, lifecycle) follow the same signal shape.",
  type: "object",
  additionalProperties: !1,
  required: ["project_root", "scope_globs", "excluded_dirs", "scope", "files_scanned", "shortlist", "per_session", "signals", "docs", "sites", "notes"],
  properties: {
    project_root: { type: "string", minLength: 1, description: "Absolute real path of the git toplevel (outside git: the given directory)." },
    scope_globs: { type: "array", items: { type: "string", minLength: 1 } },
    excluded_dirs: {
      type: "array",
      items: { type: "string", minLength: 1 },
      description: "Folder names (any depth) or project-relative prefixes never scanned; node_modules and .git always; gitignored paths are never scanned either."
    },
    scope: { type: ["string", "null"], description: "The --scope filter (a glob or a path prefix), or null." },
    files_scanned: { type: "integer", minimum: 0, description: "Docs the signals ran on: in-scope files plus per-session docs the globs miss." },
    shortlist: { $ref: "#/$defs/paths", description: "Every file with at least one signal, plus every per-session doc (within --scope)." },
    per_session: {
      $ref: "#/$defs/paths",
      description: "Docs Claude Code loads into every session started in the start folder, as the reader model computes it (openspec/specs/agent-readers): CLAUDE.md, .claude/CLAUDE.md, .claude/rules/**/*.md without paths: and CLAUDE.local.md from the root to the start folder, AGENTS.md when that chain has no CLAUDE.md, and their @imports up to four hops."
    },
    signals: {
      type: "object",
      description: "Only paths with signals.",
      propertyNames: { $ref: "#/$defs/relpath" },
      additionalProperties: { type: "array", minItems: 1, items: { $ref: "#/$defs/signal" } }
    },
    docs: {
      type: "object",
      description: "Every doc the scan gave a role (within --scope), by path. One role per doc (scripts/roles/): the first of archive, generated, copy, fixture, template, record, plan, agent-prompt, agent-memory, living that a rule gives, after the .dochygiene.yaml roles: overrides. A symlinked doc is scanned once, at its target, and listed with symlink_to and the target's role.",
      propertyNames: { $ref: "#/$defs/relpath" },
      additionalProperties: {
        type: "object",
        additionalProperties: !1,
        required: ["role"],
        properties: {
          role: { $ref: "#/$defs/role" },
          symlink_to: { $ref: "#/$defs/relpath", description: "A symlinked doc: the doc it leads to, scanned there once; the role is the target's." }
        }
      }
    },
    sites: { type: "array", description: "The docs sites the repository's config files describe (scripts/sites/).", items: { $ref: "#/$defs/site" } },
    notes: {
      type: "array",
      items: { type: "string", minLength: 1 },
      description: "Limits of the scan (history bounded, files not read, symlinked docs scanned once); [] when none."
    },
    agent_contexts: {
      type: "object",
      additionalProperties: !1,
      required: ["contexts", "heaviest", "loads"],
      description: "What each agent loads per folder (openspec/specs/agent-readers): the number of (agent, folder) contexts and the heaviest few; `node dist/context.mjs` shows every one.",
      properties: {
        contexts: { type: "integer", minimum: 0 },
        heaviest: {
          type: "array",
          items: {
            type: "object",
            additionalProperties: !1,
            required: ["agent", "folder", "files", "tokens", "on_demand_tokens", "problems"],
            properties: {
              agent: { enum: ["claude-code", "codex", "gemini", "cursor", "copilot", "windsurf", "kiro", "aider"] },
              folder: { type: "string", description: "The folder a session starts in, project-relative; '' for the root." },
              files: { type: "integer", minimum: 0 },
              tokens: { type: "integer", minimum: 0, description: "Tokens every session started there pays before its first prompt." },
              on_demand_tokens: { type: "integer", minimum: 0, description: "Tokens that load later, when the agent reads matching files (at most)." },
              problems: { type: "array", items: { type: "string", minLength: 1 } },
              paths: { type: "array", items: { $ref: "#/$defs/relpath" }, description: "The files a session started there loads at its start." }
            }
          }
        },
        loads: {
          type: "object",
          description: "For each file some context loads at session start: how many (agent, folder) contexts load it.",
          propertyNames: { $ref: "#/$defs/relpath" },
          additionalProperties: { type: "integer", minimum: 1 }
        }
      }
    }
  },
  $defs: {
    relpath: {
      type: "string",
      minLength: 1,
      maxLength: 4096,
      pattern: "^(?!/)(?!\\.\\.?(/|$))(?!.*/\\.\\.?(/|$)).+$",
      description: "Posix, project-relative, normalized: no leading /, no . or .. segments (a backslash or a colon is an ordinary character of a name)."
    },
    paths: { type: "array", items: { $ref: "#/$defs/relpath" }, uniqueItems: !0 },
    line: { type: "integer", minimum: 1 },
    commit_ref: {
      type: "object",
      required: ["commit", "date", "subject"],
      properties: { commit: { type: "string", minLength: 1 }, date: { type: "string", minLength: 1 }, subject: { type: "string" } }
    },
    role: {
      type: "object",
      additionalProperties: !1,
      required: ["name", "rule"],
      properties: {
        name: { enum: ["archive", "generated", "copy", "fixture", "template", "record", "plan", "agent-prompt", "agent-memory", "living"] },
        rule: {
          type: "string",
          minLength: 1,
          description: "The rule id that gave the role (scripts/roles/rule-table.ts), config:roles[i] for an override, default for living."
        },
        evidence: {
          type: "string",
          minLength: 1,
          description: "What the rule saw beyond the path (the newer version folder, the identical file, the override's glob)."
        }
      }
    },
    site: {
      type: "object",
      additionalProperties: !1,
      required: ["generator", "config", "docs_root", "route_base", "static_roots", "output_roots", "extensionless", "case_insensitive"],
      properties: {
        generator: {
          enum: [
            "docusaurus",
            "mkdocs",
            "vitepress",
            "hugo",
            "sphinx",
            "mdbook",
            "docfx",
            "starlight",
            "fumadocs",
            "mintlify",
            "vocs",
            "myst",
            "jekyll",
            "docsify",
            "nextra",
            "antora",
            "zola",
            "gatsby",
            "eleventy"
          ]
        },
        config: { $ref: "#/$defs/relpath" },
        docs_root: { type: "string", description: "Project-relative folder of the docs; empty for the repository root." },
        route_base: { type: "string", pattern: "^/", description: "URL path the docs are served under." },
        static_roots: { type: "array", items: { type: "string" } },
        output_roots: { type: "array", items: { $ref: "#/$defs/relpath" } },
        extensionless: { type: "boolean", description: "The platform serves intro.md at ./intro." },
        case_insensitive: { type: "boolean", description: "The platform lower-cases URLs, so a case-only mismatch resolves." },
        html_pages: { const: !0, description: "A link to intro.html names the page rendered from intro.md (mdBook, VitePress)." },
        directory_urls: {
          const: !0,
          description: "Pages are served as folders (a/b.md at /a/b/, MkDocs' use_directory_urls): a relative raw-HTML href resolves from that folder."
        },
        readme_index: { const: !0, description: "A folder's README.md is its index page, so a link to index.md there names it (mdBook)." },
        locale_fallback: {
          const: !0,
          description: "A locale folder serves the default locale's page where its translation is missing (Starlight; MkDocs with mkdocs-static-i18n's folder structure)."
        },
        locales: {
          type: "array",
          minItems: 1,
          items: { type: "string", minLength: 1 },
          description: "The locale folders the config lists (mkdocs-static-i18n languages); without it any folder named like a BCP 47 tag is one (Starlight)."
        },
        shared_host: {
          $ref: "#/$defs/relpath",
          description: "The publishing config that makes the site one docset of a shared host: its site-absolute links may lead into other docsets and are not checked here."
        },
        hooked_destinations: {
          type: "array",
          items: { type: "string", minLength: 1 },
          description: "Bare link destinations the site's link render hook answers itself (Hugo render-link.html comparing the destination with a literal): no path."
        },
        dated_posts: { const: !0, description: "Posts named 2017-02-14-slug.md are served at /2017/02/14/slug (the Docusaurus blog)." },
        pages_plugin: {
          const: !0,
          description: "Docusaurus' pages plugin (src/pages/): Markdown and React pages served at their paths, without number prefixes."
        },
        current_version: {
          type: "string",
          minLength: 1,
          description: "The URL segment of the unreleased docs version (Docusaurus with versions.json: /docs/next/)."
        },
        heading_ids: {
          enum: ["python-markdown", "mdit-vue"],
          description: "How the renderer makes heading ids where it is not GitHub's: MkDocs' Python-Markdown toc slugify, VitePress' @mdit-vue slugify."
        },
        attrs_delimiters: {
          type: "array",
          items: { type: "string", minLength: 1 },
          minItems: 2,
          maxItems: 2,
          description: "markdown-it-attrs' left and right delimiters where the config changes them (VitePress markdown.attrs): a heading ending with left #id right has that id."
        },
        definition_term_ids: { const: !0, description: "Description-list terms get ids like headings (Hugo parser.autoDefinitionTermID)." },
        default_locale: {
          type: "string",
          minLength: 1,
          description: "The default locale's own folder (Starlight without a root locale): other locales fall back to its pages."
        },
        named_targets: {
          const: !0,
          description: "Sphinx with MyST: a link to no file, or a #fragment no heading answers, may name one of the project's explicit targets ((label)=, :name:, .. _label:)."
        },
        number_prefixes: {
          const: !0,
          description: "The site strips numeric ordering prefixes from file and folder names in routes (01-guide/02-intro.mdx at /guide/intro: Docusaurus, Fumadocs content)."
        },
        assets_as_files: {
          const: !0,
          description: "The site serves assets only as the files of its folder (Mintlify): a missing site-absolute asset in a folder the repository has is checkable, a finding."
        },
        unmodelled: {
          const: !0,
          description: "A generator detected from its config (Jekyll, Docsify, Nextra, Antora, Zola, Gatsby, Eleventy) whose routes are not modelled: a link it may serve that resolves to nothing is a hint."
        },
        content_mounts: {
          type: "array",
          minItems: 1,
          items: {
            type: "object",
            additionalProperties: !1,
            required: ["source", "target"],
            properties: { source: { $ref: "#/$defs/relpath" }, target: { type: "string", minLength: 1 } }
          },
          description: "Hugo module mounts of a file or folder into the content: the route at target (relative to the docs root) serves the project path source."
        }
      }
    },
    range_ref: {
      type: "object",
      additionalProperties: !1,
      required: ["path", "start_line", "end_line"],
      properties: { path: { $ref: "#/$defs/relpath" }, start_line: { $ref: "#/$defs/line" }, end_line: { $ref: "#/$defs/line" } }
    },
    signal: {
      type: "object",
      required: ["name", "detail"],
      properties: {
        name: {
          type: "string",
          pattern: "^[a-z][a-z0-9_]*$",
          description: "One of the registered signals (scripts/scan/signals/index.ts): broken_reference, version_skew, stale_name_location, archive_to_live_ratio, frontmatter_marker, token_weight, duplicate_block, edit_recency_vs_churn, command_reference, vanished_identifier, agent_load, personal_path, lifecycle, openspec_completed."
        },
        detail: { type: "string", minLength: 1, description: "One human sentence." },
        copies: {
          type: "array",
          minItems: 1,
          items: { $ref: "#/$defs/relpath" },
          description: "Installer copies of the doc (an agent folder's byte-for-byte copy: .claude/skills/, .agents/skills/, ...) that repeat this finding; it is reported once, here (scripts/scan/installer-copies.ts)."
        },
        hint: { const: !0, description: "A hint rides along with a doc's other signals and never shortlists it on its own (edit_recency_vs_churn)." },
        line: { $ref: "#/$defs/line" }
      },
      allOf: [
        {
          if: { properties: { name: { const: "broken_reference" } }, required: ["name"] },
          then: {
            required: ["line", "column", "source", "target", "raw", "resolved", "missing"],
            properties: {
              column: { $ref: "#/$defs/line", description: "1-based column of raw on its line (UTF-16 code units)." },
              source: { enum: ["link", "image", "definition", "import", "code_path"] },
              target: {
                type: "string",
                minLength: 1,
                description: "The destination as the parser reads it (escapes and entities resolved), fragment included."
              },
              raw: {
                type: "string",
                minLength: 1,
                description: "The exact destination text on that line (without enclosing < >; for an import, without the @)."
              },
              resolved: { $ref: "#/$defs/relpath", description: "The project path the reference resolves to (without fragment)." },
              missing: {
                enum: ["path", "fragment", "form"],
                description: "form: the link works on the docs site (a .md-less or case-only form the platform resolves); reported at low priority, never as breakage."
              },
              form: { enum: ["extensionless", "case_only"] },
              served_as: { $ref: "#/$defs/relpath", description: "missing: form: the file the platform serves for the link." },
              site: {
                type: "string",
                minLength: 1,
                description: "missing: form: the generator and config that resolve it. A hint with missing path or fragment: the site that may serve the route, asset or id (nothing in history says the path was real); for a backticked path, the site publishing the page, whose readers name paths of their own project."
              },
              priority: { enum: ["low"] },
              with_extension: {
                $ref: "#/$defs/relpath",
                description: "A .md-less link outside any docs site that serves it: the Markdown file it likely means."
              },
              fragment: { type: "string", description: "The fragment that matches no heading (missing: fragment)." },
              case_insensitive_match: { $ref: "#/$defs/relpath" },
              renamed_to: { $ref: "#/$defs/relpath", description: "From git history: where the missing path went." },
              rename_similarity: {
                type: "integer",
                minimum: 0,
                maximum: 100,
                description: "From git history: the lowest similarity index (git's R<score>) of the renames that took the path to renamed_to, over every file of a folder. A split or merge git paired at its 50% default scores low."
              },
              redirected_to: {
                type: "string",
                minLength: 1,
                description: "Where the site's redirect map sends the moved page the link names (a URL or path, as the map writes it); the hit is a hint."
              },
              redirect_map: { $ref: "#/$defs/relpath", description: "The redirect map (or page with aliases) that serves the old address." },
              deleted_in: {
                type: "object",
                required: ["commit", "date"],
                properties: { commit: { type: "string", minLength: 1 }, date: { type: "string", minLength: 1 } }
              },
              written: {
                enum: ["backticks", "code_block", "prose"],
                description: "A path no tree path backs, judged by history alone: how the doc writes it (its first folder is gone, or it stands in an agent file's code block or prose)."
              },
              gone_folder: {
                $ref: "#/$defs/relpath",
                description: "The path's first folder, whose move or deletion is the evidence when history never had the path itself."
              }
            }
          }
        },
        {
          if: { properties: { name: { const: "version_skew" } }, required: ["name"] },
          then: {
            required: ["line", "column", "subject", "doc_version", "doc_text", "manifest_version", "manifest"],
            properties: {
              column: { $ref: "#/$defs/line" },
              subject: {
                type: "string",
                minLength: 1,
                description: "Lower-case runtime, package or image name (node, python, go, rust are canonical)."
              },
              doc_version: { type: "string", minLength: 1 },
              doc_text: { type: "string", minLength: 1, description: "The statement as written in the doc (Node 18, typescript@4.9, node:18)." },
              manifest_version: { type: "string", minLength: 1 },
              manifest: { $ref: "#/$defs/relpath" },
              manifest_line: { $ref: "#/$defs/line" }
            }
          }
        },
        {
          if: { properties: { name: { const: "stale_name_location" } }, required: ["name"] },
          then: {
            required: ["token", "where"],
            properties: {
              token: { type: "string", minLength: 1 },
              where: { enum: ["folder", "name", "date"] },
              date: { type: "string", pattern: "^\\d{4}-\\d{2}-\\d{2}$" },
              age_days: { type: "integer", minimum: 0 },
              newer: { $ref: "#/$defs/relpath" }
            }
          }
        },
        {
          if: { properties: { name: { const: "archive_to_live_ratio" } }, required: ["name"] },
          then: {
            description: "Either an archived copy of the doc (archived_copy, identical) or the share of references into archives.",
            properties: {
              archived_copy: { $ref: "#/$defs/relpath" },
              identical: { type: "boolean" },
              archived_refs: { type: "integer", minimum: 1 },
              total_refs: { type: "integer", minimum: 2 },
              ratio: { type: "number", exclusiveMinimum: 0.5, maximum: 1 },
              targets: { $ref: "#/$defs/paths" }
            },
            if: { required: ["archived_copy"] },
            then: { required: ["archived_copy", "identical"] },
            else: { required: ["line", "archived_refs", "total_refs", "ratio", "targets"] }
          }
        },
        {
          if: { properties: { name: { const: "frontmatter_marker" } }, required: ["name"] },
          then: {
            required: ["marker", "value"],
            properties: {
              marker: { enum: ["status", "superseded_by", "deprecated", "hygiene", "inline_status", "banner", "tasks_done"] },
              value: { type: "string", minLength: 1 },
              frozen: { const: !0 }
            }
          }
        },
        {
          if: { properties: { name: { const: "token_weight" } }, required: ["name"] },
          then: {
            required: ["tokens", "own_tokens", "budget", "imports"],
            properties: {
              tokens: { type: "integer", minimum: 0, description: "The doc plus everything it imports (each once)." },
              own_tokens: { type: "integer", minimum: 0 },
              budget: { type: "integer", minimum: 0 },
              imports: {
                type: "array",
                description: "The import chain, breadth first.",
                items: {
                  type: "object",
                  additionalProperties: !1,
                  required: ["path", "tokens", "depth"],
                  properties: {
                    path: { $ref: "#/$defs/relpath" },
                    tokens: { type: "integer", minimum: 0 },
                    depth: { type: "integer", minimum: 1 }
                  }
                }
              }
            }
          }
        },
        {
          if: { properties: { name: { const: "duplicate_block" } }, required: ["name"] },
          then: {
            required: ["line", "start_line", "end_line", "lines", "other", "canonical"],
            properties: {
              start_line: { $ref: "#/$defs/line" },
              end_line: { $ref: "#/$defs/line" },
              lines: { type: "integer", minimum: 1, description: "Non-blank lines in the block." },
              other: { $ref: "#/$defs/range_ref" },
              canonical: { $ref: "#/$defs/relpath", description: "The path of the copy to keep: this doc or other.path." }
            }
          }
        },
        {
          if: { properties: { name: { const: "edit_recency_vs_churn" } }, required: ["name"] },
          then: {
            required: ["doc_last_change", "commits_since", "lines_since", "basis", "top_paths"],
            properties: {
              doc_last_change: {
                type: "object",
                required: ["commit", "date"],
                properties: { commit: { type: "string", minLength: 1 }, date: { type: "string", minLength: 1 } },
                description: "The doc's last commit in the history index."
              },
              commits_since: { type: "integer", minimum: 0, description: "First-parent commits since then that changed what it describes." },
              lines_since: { type: "integer", minimum: 0 },
              basis: {
                enum: ["references", "folder"],
                description: "references: what the doc references; folder: the doc's own folder (no reference to code)."
              },
              top_paths: {
                type: "array",
                description: "The paths that churned most, at most five.",
                items: {
                  type: "object",
                  additionalProperties: !1,
                  required: ["path", "commits", "lines"],
                  properties: {
                    path: { $ref: "#/$defs/relpath" },
                    commits: { type: "integer", minimum: 1 },
                    lines: { type: "integer", minimum: 0 }
                  }
                }
              }
            }
          }
        },
        {
          if: { properties: { name: { const: "command_reference" } }, required: ["name"] },
          then: {
            required: ["line", "column", "runner", "command", "text", "where", "looked_in"],
            properties: {
              column: { $ref: "#/$defs/line" },
              runner: { enum: ["npm", "pnpm", "yarn", "bun", "make", "just", "task", "uv", "poetry", "hatch", "cargo", "go"] },
              command: { type: "string", minLength: 1, description: "The script, target, recipe, task, alias or Go package path the command names." },
              text: { type: "string", minLength: 1, description: "The command as written on that line, from the runner to the name." },
              where: { enum: ["code_span", "fence", "prose"] },
              looked_in: { $ref: "#/$defs/paths", description: "The definition files the command was looked for in." },
              renamed_to: {
                type: "string",
                minLength: 1,
                description: "From history: the name that replaced it in the commit that removed it (still defined)."
              },
              rename_evidence: {
                enum: ["swap", "commit-message"],
                description: "Why renamed_to is the same definition under a new name: the commit's removed definition line, with the new name, is a line it added (swap), or its subject says so (commit-message). Absent: only the most similar name that commit added."
              },
              removed_in: { $ref: "#/$defs/commit_ref" }
            }
          }
        },
        {
          if: { properties: { name: { const: "vanished_identifier" } }, required: ["name"] },
          then: {
            required: ["line", "column", "kind", "identifier", "term", "present_at"],
            properties: {
              column: { $ref: "#/$defs/line" },
              kind: { enum: ["flag", "env", "symbol", "config_key", "subcommand"] },
              identifier: { type: "string", minLength: 1, description: "The name as the doc writes it." },
              term: { type: "string", minLength: 1, description: "What was searched for in the code, whole-word." },
              present_at: {
                type: "object",
                required: ["commit", "date", "doc_commit"],
                properties: {
                  commit: { type: "string", minLength: 1 },
                  date: { type: "string", minLength: 1 },
                  doc_commit: { enum: ["last_change", "added", "first_named"] }
                },
                description: "The doc's commit at which the code still had the name: its last change, or (the doc was edited after the name left the code) the oldest of its commits back from the last change that named it all along."
              },
              removed_in: { $ref: "#/$defs/commit_ref" },
              successor: {
                type: "string",
                minLength: 1,
                description: "The similar name the removing commit added, still in the code: the likely replacement, as the doc would write it."
              },
              rename_evidence: {
                enum: ["swap", "commit-message"],
                description: "Why successor is the same thing under a new name: a line the removing commit took out came back with the successor in its place (swap), or its subject says so (commit-message). Absent: only a likely successor."
              }
            }
          }
        },
        {
          if: { properties: { name: { const: "agent_load" } }, required: ["name"] },
          then: {
            required: ["kind", "contexts"],
            properties: {
              kind: {
                enum: ["truncated", "skill_listing_over_budget", "twin_files", "agents_md_hidden", "not_loaded_over_size", "over_limit"],
                description: "The reader model's problem (openspec/specs/agent-readers)."
              },
              contexts: {
                type: "array",
                minItems: 1,
                items: { type: "string", minLength: 1 },
                description: "The sessions (client@folder) it was found in."
              },
              other_path: { $ref: "#/$defs/relpath" },
              dropped: { type: "array", items: { type: "string" } },
              cut: { type: "array", items: { type: "string" } },
              budget: { type: "integer", minimum: 1 },
              chars: { type: "integer", minimum: 0 }
            }
          }
        },
        {
          if: { properties: { name: { const: "personal_path" } }, required: ["name"] },
          then: {
            required: ["line", "column", "text", "user", "platform"],
            properties: {
              column: { $ref: "#/$defs/line" },
              text: { type: "string", minLength: 1, description: "The path as written, from its root to the end of the path text." },
              user: { type: "string", minLength: 1, description: "The home folder's owner as the path names it." },
              platform: { enum: ["macos", "linux", "windows"] }
            }
          }
        },
        {
          if: { properties: { name: { const: "lifecycle" } }, required: ["name"] },
          then: {
            description: "Added by the lifecycle pass (scripts/lifecycle/): a file or folder a lifecycle rule, or the built-in OpenSpec check, makes a deletion candidate. Exactly one served field; none for temporary.",
            required: ["rule_ref", "lifetime", "path_kind"],
            properties: {
              rule_ref: { type: "string", minLength: 1 },
              lifetime: { enum: ["temporary", "delete-once-served"] },
              path_kind: { enum: ["file", "directory"] },
              served_when_path: { type: "string", minLength: 1 },
              served_by: { $ref: "#/$defs/relpath", description: "The tracked path that satisfied served_when_path." },
              served_when: { type: "string", minLength: 1, description: "The condition a classifier judges." },
              age_days: { type: "integer", minimum: 0 },
              on_served: { enum: ["delete", "extract-then-delete"] },
              extract_to: { type: "string", minLength: 1 },
              untouched_days: { type: "integer", minimum: 0 },
              contents: {
                type: "array",
                items: { type: "string", minLength: 1 },
                maxItems: 50,
                description: "Folders: the files (relative to the folder) a deletion takes, at most 50."
              },
              contents_total: { type: "integer", minimum: 51, description: "Folders with more than 50 files: how many." },
              proposal_if_served: { type: "object", description: "served_when only: the proposal a classifier returns when it judges the condition met." }
            },
            oneOf: [
              {
                properties: { lifetime: { const: "temporary" } },
                required: ["age_days"],
                not: { anyOf: [{ required: ["served_when_path"] }, { required: ["served_when"] }] }
              },
              {
                properties: { lifetime: { const: "delete-once-served" } },
                required: ["served_when_path", "served_by"],
                not: { required: ["served_when"] }
              },
              {
                properties: { lifetime: { const: "delete-once-served" } },
                required: ["served_when", "proposal_if_served"],
                not: { required: ["served_when_path"] }
              }
            ]
          }
        },
        {
          if: { properties: { name: { const: "openspec_completed" } }, required: ["name"] },
          then: {
            description: "Added by the lifecycle pass: a live OpenSpec change whose tasks are all ticked but which is not archived.",
            required: ["change", "tasks_total", "remedy"],
            properties: {
              change: { type: "string", minLength: 1 },
              tasks_total: { type: "integer", minimum: 1 },
              remedy: { type: "string", pattern: "^openspec archive " }
            }
          }
        }
      ]
    }
  }
};

// scripts/doc/mdx-imports.ts
import { posix as posix9 } from "node:path";
var IMPORT = /(?:^|;)[ \t]*import\s+(?!type\b)([\w$]+)?\s*,?\s*(?:\{([^}]*)\})?\s*from\s*(['"])((?:\\.|(?!\3)[^\\\n])*)\3/gm, unescapeJs = (s) => s.replace(/\\(.)/g, "$1"), PARTIAL = /\.mdx?$/i, OWN_CODE = /^(?:\.\.?\/|@site\/|~\/|@\/)|\.(?:astro|jsx|tsx|js|ts|mjs|vue|svelte)$/i;
function importsOf(text) {
  let outside = linesOutsideFences(text).join(`
`), names = /* @__PURE__ */ new Map();
  for (let m of outside.matchAll(IMPORT)) {
    let spec = unescapeJs(m[4]);
    m[1] && names.set(m[1], spec);
    for (let part of (m[2] ?? "").split(",")) {
      let local = /(?:^|\s)([\w$]+)\s*$/.exec(part.trim())?.[1];
      local && names.set(local, spec);
    }
  }
  return { names, body: outside.replace(IMPORT, "") };
}
function mdxImports(path, text, has2) {
  if (!/^import\s/m.test(text)) return;
  let { names, body } = importsOf(text);
  if (names.size === 0) return;
  let partials = [], opaque = !1;
  for (let [name, spec] of names) {
    let tag = String.raw`<${name.replace(/\$/g, "\\$")}[\s/>.]`;
    if (!(!/^[A-Z]/.test(name) || !new RegExp(tag).test(body))) {
      if (PARTIAL.test(spec) && /^\.\.?\//.test(spec)) {
        let p = posix9.normalize(posix9.join(posix9.dirname(path), spec));
        if (!p.startsWith("../") && has2(p)) {
          partials.push(p);
          continue;
        }
      }
      (OWN_CODE.test(spec) || PARTIAL.test(spec)) && new RegExp(String.raw`^[ \t>]*${tag}`, "m").test(body) && (opaque = !0);
    }
  }
  return partials.length > 0 || opaque ? { partials, opaque } : void 0;
}

export {
  LIFECYCLE_SIGNAL,
  OPENSPEC_COMPLETED_SIGNAL,
  detectLifecycle,
  lifecycleSignalsOf,
  proposalFor,
  proposeLifecycle,
  judgedCandidates,
  SEVERITIES,
  isHitOf,
  publishedAnchors,
  fragmentNamesAnchor,
  ownCliNames,
  sectionEnd,
  sectionRanges,
  sentenceEnds,
  nextSentenceEnd,
  scenarioRanges,
  codePathRefs,
  referencesOf,
  isMarkdownPath,
  readRedirects,
  ROLE_ORDER,
  AGENT_READ_ROLES,
  brokenReference,
  commandReference,
  isBoundCutNote,
  vanishedIdentifier,
  isManifestPath,
  readPins,
  versionSkew,
  MAX_DOC_BYTES,
  readText,
  readParse,
  detach,
  detachHit,
  duplicatesFact,
  duplicateBlock,
  scan_schema_default,
  mdxImports
};
