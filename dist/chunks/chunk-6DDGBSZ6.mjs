import { createRequire as __dhCreateRequire } from 'node:module'; const require = __dhCreateRequire(import.meta.url);
import {
  AGENT_PROMPT_PATH,
  ARCHIVE_FOLDER
} from "./chunk-PQLMFJBY.mjs";
import {
  Minimatch,
  readFrontmatter
} from "./chunk-DUOPAI4E.mjs";
import {
  isJsonObject
} from "./chunk-Z45Y2YWL.mjs";
import {
  byCodeUnit
} from "./chunk-7CNQJT4V.mjs";

// scripts/roles/repo-facts.ts
import { posix as posix3 } from "node:path";

// scripts/roles/vendored-skills.ts
import { posix } from "node:path";
var SKILLS_LOCK = /(?:^|\/)(?:skills-lock\.json|skills\.lock)$/, PUBLISHER_KEYS = ["license", "author", "metadata.author", "version", "metadata.version", "source", "metadata.source", "repository", "metadata.repository"], LOCAL_SOURCE = /^(?:\.{1,2}\/|\/|file:)/, dirOf = (p) => p.includes("/") ? p.slice(0, p.lastIndexOf("/")) : "";
function valueAt(data, key) {
  let v = data;
  for (let k of key.split(".")) v = isJsonObject(v) ? v[k] : void 0;
  return v;
}
function lockEntries(inputs) {
  let out = /* @__PURE__ */ new Map();
  for (let lock of [...inputs.files].filter((f) => SKILLS_LOCK.test(f)).sort()) {
    let skills;
    try {
      skills = JSON.parse(inputs.text(lock) ?? "").skills;
    } catch {
      continue;
    }
    if (isJsonObject(skills))
      for (let [name, e] of Object.entries(skills)) {
        let x = e ?? {};
        typeof x.source != "string" || x.source === "" || out.has(name) || out.set(name, { source: x.source, local: x.sourceType === "local" || LOCAL_SOURCE.test(x.source), lock });
      }
  }
  return out;
}
function vendoredSkills(inputs) {
  let skillDirs = /* @__PURE__ */ new Set(), ownNames = /* @__PURE__ */ new Set();
  for (let f of inputs.files)
    posix.basename(f) !== "SKILL.md" || !f.includes("/") || (skillDirs.add(dirOf(f)), AGENT_PROMPT_PATH.test(f) || ownNames.add(posix.basename(dirOf(f))));
  let locks, verdicts = /* @__PURE__ */ new Map(), verdict = (dir) => {
    if (verdicts.has(dir)) return verdicts.get(dir);
    let name = posix.basename(dir), v;
    if (!ownNames.has(name)) {
      locks ??= lockEntries(inputs);
      let lock = locks.get(name);
      if (lock !== void 0) v = lock.local ? void 0 : `installed from ${lock.source} (${lock.lock})`;
      else {
        let data = readFrontmatter((inputs.text(`${dir}/SKILL.md`) ?? "").split(/\r?\n/))?.data, key = data && PUBLISHER_KEYS.find((k) => {
          let x = valueAt(data, k);
          return typeof x == "string" && x.trim() !== "" || typeof x == "number";
        });
        key !== void 0 && (v = `its SKILL.md names a publisher (${key}: ${String(valueAt(data, key)).trim().slice(0, 60)})`);
      }
    }
    return verdicts.set(dir, v), v;
  };
  return (path) => {
    if (AGENT_PROMPT_PATH.test(path)) {
      for (let d = dirOf(path); d !== ""; d = dirOf(d)) if (skillDirs.has(d)) return verdict(d);
    }
  };
}

// scripts/roles/code-named.ts
import { posix as posix2 } from "node:path";
var CODE_FILE = /\.(?:[cm]?[jt]sx?|rs|go|py|rb|exs?|java|kt|cs|php|swift|c|cc|cpp|h|sh)$/, TEST_DATA_FILE = /\.(?:ya?ml|json|toml)$/, WORKFLOW = /^\.github\/workflows\/[^/]+\.ya?ml$/, MAX_CODE = 512 * 1024, QUOTED_PATH = /["'`](\.{0,2}\/?[\w.-]+(?:\/[\w.-]+)*)\/?["'`]/g, BARE_MD = /(?:^|[^\w.-])((?:\.{0,2}\/)?(?:[\w.-]+\/)*[\w-][\w.-]*\.(?:md|mdx|markdown))(?![\w-])/g, YAML_VALUE = /^[ \t]*(?:-[ \t]+)?(?:[\w-]+:[ \t]+)?["']?(\.{0,2}\/?[\w.-]+(?:\/[\w.-]+)*)\/?["']?[ \t]*$/gm, MD_GLOB = /\*\.(?:md|mdx|markdown)\b/, TESTS_FOLDER = /^(?:tests?|__tests__|testsuite)$/i, FIXTURE_FOLDER = /^(?:fixtures?|__fixtures__|testdata|test-data|__snapshots__)$/i, READERS_FOLDER = /(?:^|[-_.])(?:docs?|documentation|guides?|manual|book)(?:$|[-_.])|^(?:website|site|www|content|pages|src|examples?|samples?|demos?|tutorials?)$/i, TEST_MATERIAL = /test|^(?:resources|cases|corpus|corpora|goldens?)$/i, PROMPT_FOLDER = /^(?:[\w-]*[-_])?(?:prompts?|instructions)$/i, dirOf2 = (p) => p.includes("/") ? p.slice(0, p.lastIndexOf("/")) : "", joinPath = (a, b) => a === "" ? b : `${a}/${b}`, under = (p, dir) => dir === "" || p.startsWith(dir + "/"), norm = (p) => posix2.normalize(p).replace(/^\.\/|\/+$/g, "");
function testsTree(p) {
  let segs = p.split("/");
  for (let i = segs.length - 2; i >= 0; i--) if (TESTS_FOLDER.test(segs[i])) return segs.slice(0, i + 1).join("/");
}
function ancestorDirs(paths) {
  let out = /* @__PURE__ */ new Set();
  for (let d of paths) for (let p = dirOf2(d); !(out.has(p) || (out.add(p), p === "")); p = dirOf2(p))
    ;
  return out;
}
var CodeStrings = class {
  constructor(inputs) {
    this.inputs = inputs;
  }
  inputs;
  cache = /* @__PURE__ */ new Map();
  of(f) {
    let c = this.cache.get(f);
    if (c) return c;
    c = { strings: [], bare: [], mdGlob: !1 }, this.cache.set(f, c);
    let size = this.inputs.size(f);
    if (size === void 0 || size > MAX_CODE) return c;
    let text = this.inputs.text(f);
    if (!text) return c;
    for (let m of text.matchAll(QUOTED_PATH)) c.strings.push(m[1]);
    if (text.includes(".md")) for (let m of text.matchAll(BARE_MD)) c.bare.push(m[1]);
    if (TEST_DATA_FILE.test(f) && !WORKFLOW.test(f)) for (let m of text.matchAll(YAML_VALUE)) c.strings.push(m[1]);
    return c.mdGlob = MD_GLOB.test(text), c;
  }
};
function testNamedPaths(inputs, code) {
  let out = /* @__PURE__ */ new Map(), treeDocs = inputs.docs.filter((d) => testsTree(d) !== void 0), treeDocDirs = ancestorDirs(treeDocs), docDirs = ancestorDirs(inputs.docs), inTree = /* @__PURE__ */ new Map(), folders = /* @__PURE__ */ new Map();
  for (let f of inputs.files) {
    let tree = testsTree(f);
    if (tree === void 0 || !(CODE_FILE.test(f) || TEST_DATA_FILE.test(f))) continue;
    let dir = dirOf2(f), below = dir.slice(tree.length + 1).split("/").filter(Boolean);
    if (below.some((s) => FIXTURE_FOLDER.test(s)) || below.length > 1 && !treeDocDirs.has(dir)) continue;
    let pkg = dirOf2(tree);
    for (let s of code.of(f).strings) {
      let own = norm(joinPath(dir, s));
      own !== "." && !own.startsWith("../") && under(own, dir) && own !== dir && !inTree.has(own) && inTree.set(own, `${f} names "${s}"`);
      let named = namedFolder(s, dir, pkg, docDirs);
      named && named !== pkg && !under(tree, named) && isTestMaterial(named) && !folders.has(named) && folders.set(named, `${f} names "${s}"`);
    }
  }
  for (let d of inputs.docs) {
    let tree = testsTree(d);
    for (let p = d; p !== ""; p = dirOf2(p)) {
      let e = (tree !== void 0 && under(p, tree) && p !== tree ? inTree.get(p) : void 0) ?? (p !== d ? folders.get(p) : void 0);
      if (e !== void 0) {
        out.set(d, e);
        break;
      }
    }
  }
  return out;
}
function isTestMaterial(folder) {
  let segs = folder.split("/");
  return segs.some((x) => TEST_MATERIAL.test(x)) && !segs.some((x) => READERS_FOLDER.test(x));
}
function namedFolder(s, dir, pkg, docDirs) {
  if (s.startsWith("/")) return;
  let fromPkg = norm(joinPath(pkg, s));
  if (!fromPkg.startsWith("../") && fromPkg !== "." && s.replace(/^(?:\.\.?\/)+/, "").includes("/") && docDirs.has(fromPkg)) return fromPkg;
  let ups = /^(?:\.\.\/)+/.exec(s)?.[0].length ?? 0;
  if (ups / 3 <= dir.split("/").filter(Boolean).length) return;
  let tail = norm(s.slice(ups));
  if (!(tail === "" || tail === "." || tail.startsWith("..")))
    for (let a = dir; ; a = dirOf2(a)) {
      let p = joinPath(a, tail);
      if (docDirs.has(p)) return p;
      if (a === "") return;
    }
}
function codeReadPrompts(inputs, code) {
  let out = /* @__PURE__ */ new Map(), prompts = inputs.docs.filter((d) => dirOf2(d).split("/").some((s) => PROMPT_FOLDER.test(s)));
  if (prompts.length === 0) return out;
  let isPrompt = new Set(prompts), above = ancestorDirs(prompts), readers = [];
  for (let f of inputs.files) (WORKFLOW.test(f) || CODE_FILE.test(f) && above.has(dirOf2(f))) && readers.push(f);
  let byName = /* @__PURE__ */ new Map();
  for (let d of prompts) {
    let n = posix2.basename(d);
    byName.set(n, [...byName.get(n) ?? [], d]);
  }
  let promptDirs = new Set(prompts.map(dirOf2)), folderRead = /* @__PURE__ */ new Map();
  for (let f of readers) {
    let dir = dirOf2(f), workflow = WORKFLOW.test(f), { strings: quoted, bare, mdGlob } = code.of(f);
    for (let s of [...quoted, ...bare]) {
      let fromRoot = norm(s.replace(/^\//, "")), fromCode = workflow ? fromRoot : norm(joinPath(dir, s));
      for (let p of /* @__PURE__ */ new Set([fromRoot, fromCode])) isPrompt.has(p) && !out.has(p) && out.set(p, `read by ${f} ("${s}")`);
      if (workflow) continue;
      for (let d of byName.get(s) ?? []) under(dirOf2(d), dir) && !out.has(d) && out.set(d, `read by ${f} ("${s}")`);
      if (!mdGlob) continue;
      let dotted = /^[A-Za-z_]\w*(?:\.[A-Za-z_]\w*)+$/.test(s) && !/\.(?:md|mdx|markdown|py|json|ya?ml|txt)$/.test(s) ? s.split(".") : void 0, candidates = dotted ? [dotted.join("/"), joinPath(dir, dotted[dotted.length - 1])] : [fromRoot, fromCode];
      for (let c of candidates) {
        let hit = [...promptDirs].find((pd) => pd === c || dotted !== void 0 && pd.endsWith("/" + c));
        hit !== void 0 && !folderRead.has(hit) && folderRead.set(hit, `read by ${f} ("${s}" and a *.md glob)`);
      }
    }
  }
  for (let d of prompts) !out.has(d) && folderRead.has(dirOf2(d)) && out.set(d, folderRead.get(dirOf2(d)));
  return out;
}

// scripts/roles/repo-facts.ts
var LANGUAGES = "ar|bg|bn|ca|cs|da|de|el|en|es|et|eu|fa|fi|fr|gl|he|hi|hr|hu|hy|id|it|ja|ka|kk|ko|lt|lv|ms|my|nb|ne|nl|nn|no|pl|pt|ro|ru|si|sk|sl|sq|sr|sv|sw|ta|te|th|tl|tr|uk|ur|uz|vi|zh", LOCALE = new RegExp(String.raw`^(?:${LANGUAGES})(?:[-_](?:[A-Za-z]{2}|Hans|Hant|Latn|Cyrl))?$`, "i"), LOCALE_SUFFIX = /^(.+)\.([A-Za-z]{2}(?:[-_][A-Za-z]{2,4})?)$/, ENGLISH = /^en(?:[-_][A-Za-z]{2})?$/i, TRANSLATED = new RegExp(String.raw`^(.+?)[._-]((?:${LANGUAGES})(?:[-_](?:[A-Za-z]{2}|Hans|Hant))?)(\.(?:md|mdx|markdown))$`, "i"), VERSION = /^v?\d+(?:\.\d+)*(?:\.x)?$|^\d+\.x$/i, YEAR = /^(?:19|20)\d\d$/, INDEX_PAGE = /(?:^|\/)(?:_?index|README)\.[A-Za-z]+$/i, SHARED_NAMES = 0.5, MIRROR_MIN_FILES = 2, dirOf3 = (p) => p.includes("/") ? p.slice(0, p.lastIndexOf("/")) : "", joinPath2 = (a, b) => a === "" ? b : `${a}/${b}`, under2 = (p, dir) => dir === "" || p.startsWith(dir + "/");
function compareVersions(a, b) {
  let na = a.match(/\d+/g).map(Number), nb = b.match(/\d+/g).map(Number);
  for (let i = 0; i < Math.max(na.length, nb.length); i++) {
    let d = (na[i] ?? -1) - (nb[i] ?? -1);
    if (d !== 0) return d;
  }
  return 0;
}
function versionCopies(docs) {
  let byParent = /* @__PURE__ */ new Map();
  for (let d of docs) {
    let segs = d.split("/");
    for (let i = 0; i < segs.length - 1; i++) {
      if (!VERSION.test(segs[i])) continue;
      let parent = segs.slice(0, i).join("/"), children = byParent.get(parent) ?? /* @__PURE__ */ new Map();
      byParent.set(parent, children);
      let names = children.get(segs[i]) ?? /* @__PURE__ */ new Set();
      children.set(segs[i], names), names.add(segs.slice(i + 1).join("/"));
    }
  }
  let out = /* @__PURE__ */ new Map(), docSet = new Set(docs);
  for (let [parent, children] of byParent) {
    for (let [v, names] of children) {
      if (YEAR.test(v)) continue;
      let shared = 0;
      for (let n of names) !INDEX_PAGE.test(n) && docSet.has(joinPath2(parent, n)) && shared++;
      shared >= SHARED_NAMES * names.size && shared >= MIRROR_MIN_FILES && out.set(joinPath2(parent, v), `${parent === "" ? "the root" : parent + "/"} holds the current docs: ${shared} of its ${names.size} files`);
    }
    if (children.size < 2) continue;
    let ordered = [...children.keys()].sort(compareVersions), newest = ordered[ordered.length - 1], newestNames = children.get(newest);
    for (let v of ordered.slice(0, -1)) {
      let names = children.get(v), shared = 0;
      for (let n of names) !INDEX_PAGE.test(n) && newestNames.has(n) && shared++;
      let needed = /^\d+$/.test(v) ? MIRROR_MIN_FILES : 1;
      shared >= SHARED_NAMES * names.size && shared >= needed && !out.has(joinPath2(parent, v)) && out.set(joinPath2(parent, v), `${joinPath2(parent, newest)}/ is newer and holds ${shared} of its ${names.size} files`);
    }
  }
  return out;
}
function localeCopies(docs, files) {
  let out = /* @__PURE__ */ new Map();
  for (let d of docs) {
    let e = localeSource(d, files);
    e && out.set(e.folder, `translations of ${e.sourceTree === "" ? "the root" : e.sourceTree + "/"}`);
  }
  return out;
}
function localeSource(p, files) {
  let segs = p.split("/");
  for (let i = 0; i < segs.length - 1; i++) {
    let seg = segs[i], suffixed = LOCALE_SUFFIX.exec(seg), locale = suffixed ? suffixed[2] : seg;
    if (!LOCALE.test(locale) || ENGLISH.test(locale)) continue;
    let parent = segs.slice(0, i).join("/"), rest = segs.slice(i + 1).join("/"), trees = suffixed ? [joinPath2(parent, suffixed[1])] : [parent, joinPath2(parent, "en"), joinPath2(parent, "en-US")];
    for (let tree of trees) {
      let source = joinPath2(tree, rest);
      if (files.has(source)) return { folder: joinPath2(parent, seg), source, sourceTree: tree };
    }
  }
}
function sourceFirst(a, b) {
  return a.split("/").length - b.split("/").length || byCodeUnit(a, b);
}
function mirrors(inputs) {
  let byName = /* @__PURE__ */ new Map();
  for (let d of inputs.docs) {
    let name = posix3.basename(d), list = byName.get(name);
    list ? list.push(d) : byName.set(name, [d]);
  }
  let byKey = /* @__PURE__ */ new Map();
  for (let [name, paths] of byName)
    if (!(paths.length < 2))
      for (let d of paths) {
        let size = inputs.size(d);
        if (size === void 0 || size === 0) continue;
        let key = `${name}\0${size}`, list = byKey.get(key);
        list ? list.push(d) : byKey.set(key, [d]);
      }
  let pairs = /* @__PURE__ */ new Map();
  for (let list of byKey.values()) {
    if (list.length < 2) continue;
    let groups = [];
    for (let p of list) {
      let b = inputs.bytes(p);
      if (!b) continue;
      let g = groups.find((x) => x.bytes.equals(b));
      g ? g.paths.push(p) : groups.push({ bytes: b, paths: [p] });
    }
    for (let g of groups) {
      if (g.paths.length < 2) continue;
      let [source, ...copies] = g.paths.sort(sourceFirst);
      for (let c of copies) {
        let key = `${treeRoot(source, c)}\0${treeRoot(c, source)}`, list2 = pairs.get(key) ?? [];
        list2.push([c, source]), pairs.set(key, list2);
      }
    }
  }
  let out = /* @__PURE__ */ new Map();
  for (let list of pairs.values())
    if (!(list.length < MIRROR_MIN_FILES))
      for (let [c, source] of list) out.set(c, `identical to ${source} (${list.length} files of this tree)`);
  return out;
}
function treeRoot(a, b) {
  let sa = a.split("/"), sb = b.split("/"), k = 0;
  for (; k < sa.length && k < sb.length && sa[sa.length - 1 - k] === sb[sb.length - 1 - k]; ) k++;
  return sa.slice(0, sa.length - k).join("/");
}
var TYPEDOC_CONFIG = /(?:^|\/)[^/]*typedoc[^/]*\.(?:jsonc?|[cm]?[jt]s)$/i, TYPEDOC_OUT = /(?:^|[\s{,])["']?out["']?\s*:\s*(?:path\.(?:resolve|join)\(\s*(?:__dirname|import\.meta\.dirname)\s*,\s*)?["'`]([^"'`\n]+)["'`]/m;
function toolOutputs(inputs) {
  let out = [];
  for (let f of inputs.files) {
    if (!TYPEDOC_CONFIG.test(f) || /(?:^|\/)(?:tsconfig|package)[^/]*\.json$/.test(f)) continue;
    let m = TYPEDOC_OUT.exec(inputs.text(f) ?? "");
    if (m) {
      let p = posix3.normalize(joinPath2(dirOf3(f), m[1].replace(/^\.\//, ""))).replace(/\/+$/, "");
      p !== "." && !p.startsWith("..") && !p.startsWith("/") && out.push(p);
    }
  }
  return out;
}
var EXTENSION_MANIFEST = /^(?:extension|preset|plugin)\.ya?ml$|^(?:gemini|qwen)-extension\.json$/, MANIFEST_PARTS = /^(?:commands|agents|skills|prompts)\//, INSTALLED = [
  { tool: "OpenSpec", name: /(?:^|\/)\.[\w-]+\/(?:[\w.-]+\/)*(?:opsx[/-]|openspec-[\w-]+\/SKILL\.md$|openspec\/)/, configured: /(?:^|\/)openspec\/(?:config\.ya?ml|project\.md|specs\/|changes\/)/ },
  { tool: "Spec Kit", name: /(?:^|\/)\.[\w-]+\/(?:[\w.-]+\/)*(?:speckit\.[\w.-]+\.md$|speckit-[\w-]+\/SKILL\.md$)/, configured: /(?:^|\/)\.specify\// }
], GENERATED_FOLDER = /\b(?:these|all|the) (?:files|docs|pages|skills)\b[^.\n]{0,60}\b(?:are|were) (?:auto[- ]?)?generated\b/i, README_LINES = 40, GO_EMBED = /^\/\/go:embed\s+(.+)$/gm;
function goEmbedded(inputs) {
  let out = /* @__PURE__ */ new Map(), docDirs = /* @__PURE__ */ new Set();
  for (let d of inputs.docs) for (let p = dirOf3(d); !(docDirs.has(p) || (docDirs.add(p), p === "")); p = dirOf3(p))
    ;
  for (let f of inputs.files) {
    if (!f.endsWith(".go") || !docDirs.has(dirOf3(f))) continue;
    let text = inputs.text(f);
    if (!text || !text.includes("go:embed")) continue;
    let dir = dirOf3(f);
    for (let m of text.matchAll(GO_EMBED))
      for (let raw of m[1].trim().split(/\s+/)) {
        let pat = raw.replace(/^"|"$/g, "").replace(/^all:/, ""), mm = new Minimatch(joinPath2(dir, pat));
        for (let d of inputs.docs) under2(d, dir) && (mm.match(d) || under2(d, joinPath2(dir, pat))) && out.set(d, `embedded by ${f} (//go:embed ${pat})`);
      }
  }
  return out;
}
var TEST_RUNNER = /\.(?:test|spec)\.[cm]?[jt]sx?$|_test\.(?:go|py|rb|exs?)$|^test_[\w-]+\.py$|_spec\.rb$|(?:^|\/)__snapshots__\//;
function testRunnerFolders(files) {
  let out = /* @__PURE__ */ new Map();
  for (let f of files) {
    let m = TEST_RUNNER.exec(f);
    if (!m || testsTree(f) === void 0) continue;
    let dir = m[0].endsWith("__snapshots__/") ? f.slice(0, m.index) : dirOf3(f);
    out.has(dir) || out.set(dir, m[0].endsWith("__snapshots__/") ? joinPath2(dir, "__snapshots__/") : f);
  }
  return out;
}
function buildRepoFacts(inputs) {
  let generatedDirs = /* @__PURE__ */ new Map(), generatedDir = (dir) => {
    let g = generatedDirs.get(dir);
    if (g === void 0) {
      let readme = joinPath2(dir, "README.md");
      g = inputs.files.has(readme) && GENERATED_FOLDER.test((inputs.text(readme) ?? "").split(`
`).slice(0, README_LINES).join(`
`)), generatedDirs.set(dir, g);
    }
    return g;
  }, outputs = [...inputs.sites.flatMap((s) => s.output_roots.map((o) => ({ dir: o, by: `${s.generator} (${s.config})` }))), ...toolOutputs(inputs).map((o) => ({ dir: o, by: "typedoc" }))], skillDirs = /* @__PURE__ */ new Set(), pluginRoots = [];
  for (let f of inputs.files) {
    posix3.basename(f) === "SKILL.md" && skillDirs.add(dirOf3(f));
    let m = /^(?:(.*)\/)?\.claude-plugin\/plugin\.json$/.exec(f);
    m && pluginRoots.push(m[1] ?? "");
  }
  let manifestDirs = [];
  for (let f of inputs.files) EXTENSION_MANIFEST.test(posix3.basename(f)) && manifestDirs.push(dirOf3(f));
  let configured = /* @__PURE__ */ new Map(), toolConfigured = (t) => {
    let c = configured.get(t.tool);
    if (c === void 0) {
      c = !1;
      for (let f of inputs.files) if (t.configured.test(f) && !t.name.test(f)) {
        c = !0;
        break;
      }
      configured.set(t.tool, c);
    }
    return c;
  }, versions, vendored, mirrored, embedded, runners, testNamed, promptsRead, code = new CodeStrings(inputs), answers = {
    "generator-output": (p) => {
      let o = outputs.find((x) => under2(p, x.dir));
      return o && `${o.dir}/ is ${o.by} output`;
    },
    "generated-folder": (p) => {
      for (let d = dirOf3(p), first = !0; ; d = dirOf3(d), first = !1) {
        if (!(first && posix3.basename(p) === "README.md") && generatedDir(d)) return `${joinPath2(d, "README.md")} says its files are generated`;
        if (d === "") return;
      }
    },
    "version-sibling": (p) => {
      versions ??= versionCopies(inputs.docs);
      for (let d = dirOf3(p); d !== ""; d = dirOf3(d)) {
        let e = versions.get(d);
        if (e !== void 0) return e;
      }
    },
    "locale-folder": (p) => {
      let s = localeSource(p, inputs.files);
      return s && `translation of ${s.source}`;
    },
    "translated-name": (p) => {
      let m = TRANSLATED.exec(posix3.basename(p));
      if (!m) return;
      let dir = dirOf3(p);
      for (let ext of [m[3], ".md", ".mdx"]) {
        let source = joinPath2(dir, m[1] + ext);
        if (source !== p && inputs.files.has(source)) return `translation of ${source}`;
      }
    },
    mirror: (p) => (mirrored ??= mirrors(inputs), mirrored.get(p)),
    "skill-folder": (p) => {
      if (posix3.basename(p) === "SKILL.md") return "";
      for (let d = dirOf3(p); d !== ""; d = dirOf3(d)) if (skillDirs.has(d)) return `in the skill ${d}/`;
    },
    "plugin-component": (p) => {
      for (let r of pluginRoots) {
        let rest = r === "" ? p : p.startsWith(r + "/") ? p.slice(r.length + 1) : void 0;
        if (rest !== void 0 && /^(?:commands|agents|skills)\//.test(rest)) return `plugin ${joinPath2(r, ".claude-plugin/plugin.json")}`;
      }
    },
    "installer-output": (p) => {
      let t = INSTALLED.find((x) => x.name.test(p));
      return t && toolConfigured(t) ? `written by the ${t.tool} installer (the repository is configured for ${t.tool})` : void 0;
    },
    "vendored-skill": (p) => (vendored ??= vendoredSkills(inputs))(p),
    "manifest-command": (p) => {
      for (let d of manifestDirs) {
        let rest = d === "" ? p : p.startsWith(d + "/") ? p.slice(d.length + 1) : void 0;
        if (rest !== void 0 && MANIFEST_PARTS.test(rest)) return `installed by the manifest in ${d === "" ? "the root" : d + "/"}`;
      }
    },
    "verb-named-prompt": (p) => {
      let segs = p.split("/").slice(0, -1), named = !1;
      for (let i = 0; i < segs.length; i++)
        if (ARCHIVE_FOLDER.test(segs[i])) {
          if (!skillDirs.has(segs.slice(0, i + 1).join("/"))) return;
          named = !0;
        }
      return named ? "a skill named after the archive verb" : void 0;
    },
    "embedded-prompt": (p) => (embedded ??= goEmbedded(inputs), embedded.get(p)),
    "test-runner-folder": (p) => {
      if (testsTree(p) === void 0) return;
      runners ??= testRunnerFolders(inputs.files);
      let r = runners.get(dirOf3(p));
      return r && `beside ${r}`;
    },
    "test-named-path": (p) => (testNamed ??= testNamedPaths(inputs, code), testNamed.get(p)),
    "code-read-prompt": (p) => (promptsRead ??= codeReadPrompts(inputs, code), promptsRead.get(p)),
    "memory-file": (p) => inputs.memoryRule(p),
    "memory-import": (p) => inputs.imported.get(p)
  };
  return { answer: (fact, path) => answers[fact](path) };
}

export {
  versionCopies,
  localeCopies,
  buildRepoFacts
};
