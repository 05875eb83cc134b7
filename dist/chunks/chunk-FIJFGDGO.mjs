import { createRequire as __dhCreateRequire } from 'node:module'; const require = __dhCreateRequire(import.meta.url);
import {
  compileSchema,
  schemaViolations
} from "./chunk-QVJDJ4Q2.mjs";
import {
  Minimatch,
  readFrontmatter,
  require_dist
} from "./chunk-DUOPAI4E.mjs";
import {
  isJsonObject
} from "./chunk-Z45Y2YWL.mjs";
import {
  byCodeUnit,
  lowerBound,
  withPrefix
} from "./chunk-7CNQJT4V.mjs";
import {
  pushAll
} from "./chunk-Q5DWSZJV.mjs";
import {
  HygieneError,
  readRegularFile
} from "./chunk-6ISAVYID.mjs";
import {
  __toESM
} from "./chunk-6K57MRJR.mjs";

// scripts/lifecycle/rules.ts
var GLOB = { dot: !0 };
function effectiveRules(configRules, adoptedConventionRules2) {
  return [
    ...adoptedConventionRules2.map((r) => ({ ...r, source: "convention" })),
    ...configRules.map((r) => ({ ...r, source: "config" }))
  ];
}
function isExcluded(path, exclude) {
  return exclude ? exclude.some((ex) => {
    let e = ex.replace(/\/+$/, "");
    return path === e || path.startsWith(e + "/") || matcher(ex).match(path);
  }) : !1;
}
var compiled = /* @__PURE__ */ new Map();
function matcher(glob) {
  let m = compiled.get(glob);
  return m || compiled.set(glob, m = new Minimatch(glob, GLOB)), m;
}
function ruleMatchesPath(rule, path, kind) {
  let glob = kind === "file" ? rule.files : rule.dirs;
  return glob === void 0 || path === "" ? !1 : matcher(glob).match(path) && !isExcluded(path, rule.exclude);
}
function foldersOf(files) {
  let dirs = /* @__PURE__ */ new Set();
  for (let f of files) {
    let i = f.lastIndexOf("/");
    for (; i > 0; ) {
      let d = f.slice(0, i);
      if (dirs.has(d)) break;
      dirs.add(d), i = d.lastIndexOf("/");
    }
  }
  return [...dirs].sort(byCodeUnit);
}
function matchRules(rules, files) {
  let sortedFiles = [...files].sort(byCodeUnit), dirs = foldersOf(sortedFiles), claimed = /* @__PURE__ */ new Set(), matches2 = [], claimedDirSet = /* @__PURE__ */ new Set(), underClaimedDir = (p) => {
    for (let i = p.lastIndexOf("/"); i > 0; i = p.lastIndexOf("/", i - 1)) if (claimedDirSet.has(p.slice(0, i))) return !0;
    return !1;
  };
  for (let rule of rules)
    if (rule.dirs !== void 0)
      for (let d of candidates(dirs, rule.dirs))
        claimed.has(d) || underClaimedDir(d) || !ruleMatchesPath(rule, d, "directory") || (claimed.add(d), claimedDirSet.add(d), matches2.push({ path: d, kind: "directory", rule }));
    else
      for (let f of candidates(sortedFiles, rule.files))
        claimed.has(f) || underClaimedDir(f) || !ruleMatchesPath(rule, f, "file") || (claimed.add(f), matches2.push({ path: f, kind: "file", rule }));
  let shield = shieldOf(keptPaths(rules, sortedFiles, dirs));
  for (let m of matches2) {
    if (m.rule.lifetime === "keep") continue;
    let by = shield(m.path, m.kind);
    by !== void 0 && (m.shielded_by = by);
  }
  return matches2.sort((a, b) => byCodeUnit(a.path, b.path));
}
function candidates(sorted, glob) {
  let set = matcher(glob).set, common;
  for (let parts of set) {
    let lit = [];
    for (let p of parts.slice(0, -1)) {
      if (typeof p != "string") break;
      lit.push(p);
    }
    common = common === void 0 ? lit : common.slice(0, commonLength(common, lit));
  }
  if (!common || common.length === 0) return sorted;
  let prefix = common.join("/") + "/", out = [];
  return pushAll(out, withPrefix(sorted, prefix)), out;
}
function commonLength(a, b) {
  let n = 0;
  for (; n < a.length && n < b.length && a[n] === b[n]; ) n++;
  return n;
}
function keptPaths(rules, files, dirs = foldersOf(files)) {
  let kept = [];
  for (let rule of rules)
    if (rule.lifetime === "keep") {
      if (rule.dirs !== void 0) for (let d of candidates(dirs, rule.dirs)) ruleMatchesPath(rule, d, "directory") && kept.push(d);
      if (rule.files !== void 0) for (let f of candidates(files, rule.files)) ruleMatchesPath(rule, f, "file") && kept.push(f);
    }
  return kept;
}
function shieldOf(kept) {
  let set = new Set(kept), sorted = [...set].sort(byCodeUnit);
  return (path, kind) => {
    if (set.has(path)) return path;
    for (let i = path.lastIndexOf("/"); i > 0; i = path.lastIndexOf("/", i - 1)) {
      let up = path.slice(0, i);
      if (set.has(up)) return up;
    }
    if (kind !== "directory") return;
    let first = sorted[lowerBound(sorted, path + "/")];
    return first !== void 0 && first.startsWith(path + "/") ? first : void 0;
  };
}

// scripts/config/conventions.json
var conventions_default = {
  conventions: [
    {
      name: "openspec-archive",
      pitch: "OpenSpec archives a finished change as openspec/changes/archive/YYYY-MM-DD-<name>/; a live change folder with an archived copy is a leftover, deleted on proof instead of judged.",
      applies_to: ["openspec/changes/*"],
      rule: {
        dirs: "openspec/changes/*",
        exclude: ["openspec/changes/archive"],
        lifetime: "delete-once-served",
        served_when_path: "openspec/changes/archive/[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]-{name}"
      },
      why: "The layout `openspec archive <name>` writes (Fission-AI/OpenSpec, src/core/archive.ts); leftovers appear when a change is copied instead of moved or re-added by a merge."
    },
    {
      name: "plan-done-marker",
      pitch: "Put an empty DONE file in a plan folder once the plan has shipped; the folder is then deleted on proof instead of asking a model whether it shipped.",
      applies_to: ["**/plans/*"],
      rule: {
        dirs: "**/plans/*",
        exclude: ["**/plans/archive", "**/plans/archived", "**/plans/completed", "**/plans/done"],
        lifetime: "delete-once-served",
        served_when_path: "{path}/DONE{,.md}"
      },
      why: "A marker file is the cheapest deterministic 'served' signal a person or an agent can leave when it finishes a plan (the same idea as a stamp file in build systems)."
    },
    {
      name: "plans-archive-folder",
      pitch: "Move a shipped plan into an archive/ (or completed/, done/) folder beside it; a plan still in plans/ whose copy sits there is deleted on proof instead of judged.",
      applies_to: ["**/plans/*.md"],
      rule: {
        files: "**/plans/*.md",
        lifetime: "delete-once-served",
        served_when_path: "{dir}/{archive,archived,completed,done}/{name}.md"
      },
      why: "Many repositories keep plans/ plus plans/archive/ or plans/completed/; the live copy left behind after the move is the same leftover OpenSpec users clean up by hand."
    }
  ]
};

// scripts/config/convention-names.ts
var CONVENTION_NAMES = Object.freeze(conventions_default.conventions.map((c) => c.name));
function unknownConventionViolations(adopted, known = CONVENTION_NAMES) {
  let out = [];
  return adopted.forEach((name, i) => {
    typeof name == "string" && !known.includes(name) && out.push({ location: `conventions[${i}]`, code: "CONFIG", message: `unknown convention "${name}" (known: ${known.join(", ")})` });
  }), out;
}

// scripts/lifecycle/conventions.ts
var CONVENTIONS = Object.freeze(conventions_default.conventions);
function conventionRuleRef(name) {
  return `convention:${name}`;
}
function findConvention(name, catalog = CONVENTIONS) {
  return catalog.find((c) => c.name === name);
}
function adoptedConventionRules(adopted, catalog = CONVENTIONS) {
  let unknown = unknownConventionViolations(adopted, catalog.map((c) => c.name));
  if (unknown.length) throw new HygieneError("CONFIG", `invalid configuration
${unknown.map((v) => `.dochygiene.yaml: ${v.location}: ${v.message}`).join(`
`)}`);
  return adopted.map((n) => {
    let c = findConvention(n, catalog);
    return { id: conventionRuleRef(c.name), ...structuredClone(c.rule) };
  });
}

// scripts/lifecycle/served.ts
var GLOB2 = { dot: !0 };
function placeholderValues(path, kind) {
  let slash = path.lastIndexOf("/"), base = slash >= 0 ? path.slice(slash + 1) : path, dot = base.lastIndexOf(".");
  return { name: kind === "file" && dot > 0 ? base.slice(0, dot) : base, dir: slash >= 0 ? path.slice(0, slash) : "", path };
}
function globEscape(s) {
  return s.replace(/[*?[\]{}()!+@\\]/g, "\\$&");
}
function expandServedPattern(pattern, path, kind) {
  let v = placeholderValues(path, kind), out = pattern;
  return out = v.dir === "" ? out.replace(/\{dir\}\//g, "").replace(/\{dir\}/g, ".") : out.replace(/\{dir\}/g, () => globEscape(v.dir)), out.replace(/\{name\}/g, () => globEscape(v.name)).replace(/\{path\}/g, () => globEscape(v.path));
}
var TrackedPaths = class {
  set = /* @__PURE__ */ new Set();
  kids = /* @__PURE__ */ new Map();
  sortedCache;
  constructor(trackedFiles) {
    let add = (p) => {
      if (this.set.has(p)) return !1;
      this.set.add(p);
      let i = p.lastIndexOf("/"), parent = i > 0 ? p.slice(0, i) : "", list = this.kids.get(parent);
      return list ? list.push(p) : this.kids.set(parent, [p]), !0;
    };
    for (let f of trackedFiles)
      if (add(f))
        for (let i = f.lastIndexOf("/"); i > 0 && add(f.slice(0, i)); i = f.lastIndexOf("/", i - 1)) ;
  }
  has(p) {
    return this.set.has(p);
  }
  /** The files and folders directly inside `dir` ('' = the root). */
  children(dir) {
    return this.kids.get(dir) ?? [];
  }
  /** Every path starting with `prefix` (a folder path with its trailing slash, or '' for all). */
  *under(prefix) {
    this.sortedCache ??= [...this.set].sort(byCodeUnit), yield* withPrefix(this.sortedCache, prefix);
  }
};
function findServedBy(pattern, path, kind, tracked) {
  let v = placeholderValues(path, kind), exact = literalTemplate(pattern);
  if (exact) {
    let best2;
    for (let t of exact) {
      let c = fill(t, v);
      c !== path && tracked.has(c) && (best2 === void 0 || c < best2) && (best2 = c);
    }
    return best2;
  }
  let mm = new Minimatch(expandServedPattern(pattern, path, kind), GLOB2), tail = fill(literalTail(pattern), v), best, consider = (c) => {
    c !== path && c.endsWith(tail) && (best === void 0 || c < best) && mm.match(c) && (best = c);
  };
  for (let parts of mm.set) {
    let lit = [];
    for (let part of parts) {
      if (typeof part != "string") break;
      lit.push(part);
    }
    if (lit.length === parts.length) {
      let whole = lit.join("/");
      tracked.has(whole) && consider(whole);
    } else if (lit.length === parts.length - 1)
      for (let c of tracked.children(lit.join("/"))) consider(c);
    else
      for (let c of tracked.under(lit.length ? lit.join("/") + "/" : "")) consider(c);
  }
  return best;
}
var PH = { name: "name", dir: "dir", path: "path" }, templates = /* @__PURE__ */ new Map(), tails = /* @__PURE__ */ new Map(), withStandIns = (pattern) => pattern.replace(/\{name\}/g, PH.name).replace(/\{dir\}/g, PH.dir).replace(/\{path\}/g, PH.path);
function fill(t, v) {
  return (v.dir === "" ? t.split(`${PH.dir}/`).join("").split(PH.dir).join(".") : t.split(PH.dir).join(v.dir)).split(PH.name).join(v.name).split(PH.path).join(v.path);
}
function literalTail(pattern) {
  let t = tails.get(pattern);
  if (t !== void 0) return t;
  let stood = withStandIns(pattern), last = stood.slice(stood.lastIndexOf("/") + 1), i = last.length;
  for (; i > 0 && !/[*?[\]{}()!+@\\]/.test(last[i - 1]); ) i--;
  return t = last.slice(i), tails.set(pattern, t), t;
}
function literalTemplate(pattern) {
  let t = templates.get(pattern);
  if (t !== void 0) return t;
  let mm = new Minimatch(withStandIns(pattern), GLOB2);
  return t = !mm.negate && !mm.comment && mm.set.every((parts) => parts.every((p) => typeof p == "string")) ? mm.set.map((parts) => parts.join("/")) : null, templates.set(pattern, t), t;
}

// scripts/lifecycle/openspec.ts
var OPENSPEC_CHANGES = "openspec/changes";
var OPENSPEC_ARCHIVED_PATTERN = "openspec/changes/archive/[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]-{name}", RULE_LEFTOVER = "openspec:leftover", RULE_ABANDONED = "openspec:abandoned";
function changeFolders(files) {
  let prefix = OPENSPEC_CHANGES + "/", names = /* @__PURE__ */ new Set();
  for (let f of files) {
    if (!f.startsWith(prefix)) continue;
    let rest = f.slice(prefix.length), slash = rest.indexOf("/");
    if (slash <= 0) continue;
    let name = rest.slice(0, slash);
    name !== "archive" && names.add(name);
  }
  return [...names].sort();
}
function abandonedServedWhen(change, afterDays) {
  return `the OpenSpec change "${change.name}" is abandoned: nobody intends to finish it (untouched for ${change.untouched_days} days, the limit is ${afterDays}; no task ticked)`;
}
function openspecFindings(changes, tracked, abandonedAfterDays) {
  let out = [];
  for (let change of changes) {
    let archived = findServedBy(OPENSPEC_ARCHIVED_PATTERN, change.path, "directory", tracked);
    archived !== void 0 ? out.push({ kind: "leftover", change, archived }) : change.tasks && change.tasks.total > 0 && change.tasks.checked === change.tasks.total ? out.push({ kind: "completed-in-place", change }) : change.untouched_days >= abandonedAfterDays && (change.tasks?.checked ?? 0) === 0 && out.push({ kind: "abandoned", change });
  }
  return out;
}

// scripts/roles/rule-table.ts
var MD = String.raw`\.(?:md|mdx|markdown)$`, ARCHIVE_FOLDER = /^(?:.+[-_.])?(?:archives?|archived)(?:[-_.].+)?$/i, PLAN_FOLDER = /^(?:plans?|planning|roadmaps?|proposals?|rfcs?|work[-_]items?|slices|explorations)$/i, OPENSPEC_LIVE_CHANGE = /(?:^|\/)openspec\/changes\/(?!archive\/)[^/]+\//, OPENSPEC_MAIN_SPEC = /^(?:(?![^/]*archiv)[^/]+\/)*openspec\/specs\/[^/]+\/spec\.md$/i, DATED_PLAN_NAME = new RegExp(String.raw`^(?:19|20)\d{2}-\d{2}-\d{2}[-_].*[-_](?:design|plan|proposal|rfc)${MD}`, "i"), PLAN_NAME = new RegExp(String.raw`^(?:roadmap|plan|proposal|tasks|future)(?:[-_.][\w.-]*)?${MD}|[-_](?:plan|proposal|roadmap)${MD}`, "i"), AGENT_PROMPT_PATH = /(?:^|\/)(?:\.claude\/(?:commands|agents|skills|output-styles)|\.github\/(?:prompts|chatmodes|agents|skills)|\.codex\/(?:prompts|skills)|\.opencode\/(?:commands?|agents?|skills?)|\.(?:windsurf|devin|kilocode|agent|clinerules)\/workflows|\.amazonq\/prompts|\.continue\/prompts|\.(?:cursor|gemini|augment|bob|codebuddy|commandcode|crush|factory|iflow|junie|qoder|qwen|roo|trae|kiro|lingma|shai|agents|cline|forge|kimi-code|pi|omp|zcode|rovodev|hermes|vibe|cospec\/openspec)\/(?:commands|skills|agents|prompts|steering))\//, IN_PROMPT = [{ path: AGENT_PROMPT_PATH }, { fact: "skill-folder" }, { fact: "plugin-component" }, { fact: "manifest-command" }, { fact: "embedded-prompt" }, { fact: "code-read-prompt" }], ARCHIVED_BANNER = /^\W{0,6}(?:legacy documentation\b|archived\b(?!\s+\w)|this (?:doc|document|page|file|guide) (?:is|has been) (?:archived|deprecated|obsolete)\b)|^#{1,6} [^\n]*\((?:archived|legacy)\)[ \t]*$/im, PLACEHOLDER = /(?:^|[\s/:@"'=])your[-_](?:org|repo|name|project|user(?:name)?|company|team|app|domain|email)\b|(?:^|[\s"'])\/(?:absolute\/)?path\/to\/|<your[-_ ][^>]*>|\[(?:YOUR|PROJECT|FEATURE|PLACEHOLDER)[ _A-Z]*\]/, TEMPLATE_OR_SAMPLE_PATH = /(?:^|\/)(?:_?templates?|scaffolds?|skeletons?|boilerplates?|examples?|samples?|fixtures?|__fixtures__|testdata|test-data)\//i, GENERATED_MARKER = /\bauto[- ]?generated\b|\bautomatically generated\b|\bthis (?:file|document|page|doc) (?:is|was|has been) (?:auto[- ]?)?generated\b/i, GENERATED_COMMENT = new RegExp(String.raw`${GENERATED_MARKER.source}|\bgenerated (?:by|from|with|using)\b|\bdo not (?:edit|modify)\b|\bdon't (?:edit|modify)\b`, "i"), README_NAME = new RegExp(String.raw`^readme${MD}`, "i"), DOC_IN_CAPITALS = new RegExp(String.raw`^(?:[Rr]eadme|[A-Z][A-Z0-9]*(?:[-_][A-Z0-9]+)*)${MD}`), RULES = [
  // ---- archive: kept as history, never judged.
  { id: "archive-folder", role: "archive", match: { folder: ARCHIVE_FOLDER }, except: [{ path: OPENSPEC_LIVE_CHANGE }, { path: OPENSPEC_MAIN_SPEC }, { fact: "verb-named-prompt" }], says: "a folder that names an archive (archive/, archived/, meeting-notes-archive/, ...)" },
  { id: "removal-folder", role: "archive", match: { folder: /^(?:staged[-_]for[-_]removal|deprecated|attic)$/i }, says: "a folder of docs on their way out (staged-for-removal/, deprecated/, attic/)" },
  { id: "archived-banner", role: "archive", match: { head: ARCHIVED_BANNER }, except: IN_PROMPT, says: 'a doc whose opening lines declare it archived or legacy ("Legacy documentation (archived)", "This page is deprecated")' },
  { id: "archived-tag", role: "archive", match: { frontmatter: "tags", value: /(?:^|,)\s*(?:archived|deprecated|legacy)\s*(?:,|$)/i }, except: IN_PROMPT, says: "frontmatter tags holding Archived, Deprecated or Legacy" },
  // ---- generated: its source is elsewhere.
  { id: "generated-marker", role: "generated", match: { head: GENERATED_MARKER }, says: 'a generated marker near the top ("auto-generated", "this file was generated")' },
  { id: "generated-frontmatter-comment", role: "generated", match: { frontmatterComment: GENERATED_COMMENT }, says: 'a comment inside the frontmatter saying the file is generated ("# This file is auto generated from source", "# Do not edit")' },
  { id: "generated-note", role: "generated", match: { head: /^\s*(?:<!--|\{\/\*|\/\/|>|[*_]{1,2})[^\n]*\bgenerated (?:by|from|with|using)\b/im }, says: 'a comment, quote or emphasized note near the top saying "generated by/from"' },
  { id: "do-not-edit", role: "generated", match: { head: /DO NOT EDIT|DO NOT MODIFY|<!--[^>]*\b[Dd]o not (?:edit|modify)\b|\{\/\*[^*]*\b[Dd]o not (?:edit|modify)\b/ }, says: 'a "DO NOT EDIT" banner or comment near the top' },
  { id: "generated-frontmatter", role: "generated", match: { frontmatter: "generated", value: /^(?:true|yes)$/i }, says: "frontmatter generated: true" },
  { id: "generated-by-frontmatter", role: "generated", match: { frontmatter: "metadata.generatedBy", value: /\S/ }, says: "frontmatter metadata.generatedBy (a skill an installer such as OpenSpec writes)" },
  { id: "installer-output", role: "generated", match: { fact: "installer-output" }, says: "a command or skill a spec tool's installer writes into an agent folder (opsx-*, speckit.*), in a repository configured for that tool" },
  { id: "vendored-skill", role: "generated", match: { fact: "vendored-skill" }, says: "a skill copied into an agent folder from another repository: a skills lock file names its source, or its SKILL.md names a publisher (license, metadata.author, metadata.version), and the repository holds no skill of that name outside agent folders" },
  // spf13/cobra's GenMarkdownTree page: "## tool sub", the short line, "### Synopsis".
  { id: "cobra-cli-page", role: "generated", match: { head: /^#{1,2} [\w.-]+(?: [\w.-]+)*\n\n[^\n]+\n\n### Synopsis$/m }, says: 'a CLI reference page in the layout cobra generates ("## tool sub", its short line, "### Synopsis")' },
  { id: "generated-folder", role: "generated", match: { fact: "generated-folder" }, says: 'in a folder whose README says its files are generated ("These files are generated from ...")' },
  { id: "generator-file", role: "generated", match: { path: /(?:^|\/)\.changeset\/README\.md$/ }, says: "a tool's own scaffold (changesets' .changeset/README.md)" },
  { id: "generator-output", role: "generated", match: { fact: "generator-output" }, says: "inside a known generator's output folder (typedoc out, a docs site's build folder)" },
  // ---- fixture: a test's input, fed to the program under test; nothing in it is a claim about the repository.
  // A README or an agent's memory file there explains the tests to people, and stays documentation;
  // beside a runner, so does a doc named in capitals (DISCOVERY.md, CONTRIBUTING.md).
  // Snapshot tests: the expected output a test compares against (Jest and Vitest __snapshots__/, Verify's *.verified.md and *.received.md).
  { id: "test-snapshot", role: "fixture", match: { path: /(?:^|\/)__snapshots__\/|\.(?:verified|received)\.[^/.]+$/ }, says: "a test snapshot (__snapshots__/, Verify's *.verified.md, *.received.md)" },
  { id: "test-runner-folder", role: "fixture", match: { fact: "test-runner-folder" }, except: [{ name: DOC_IN_CAPITALS }, { fact: "memory-file" }], says: "in a tests tree, in a folder holding a test runner's file or snapshots (format.test.js, *_test.go, test_*.py, __snapshots__/)" },
  { id: "fixtures-folder", role: "fixture", match: { folder: /^(?:fixtures?|__fixtures__|testdata|test-data)$/i }, except: [{ name: README_NAME }, { fact: "memory-file" }], says: "a test-fixtures folder at any depth (fixtures/, __fixtures__/, testdata/)" },
  { id: "test-named-path", role: "fixture", match: { fact: "test-named-path" }, except: [{ name: README_NAME }, { fact: "memory-file" }], says: `a file or folder a tests tree's code names by a quoted path: relative to itself (BookTest::from_dir("theme/fonts_css")), to the package above the tests folder where the runner starts (root = "./resources/mdtest"), or from a build output folder below it ("../../../../samples"); outside the tests tree, folders only` },
  // ---- copy: intended copies of another doc.
  { id: "docusaurus-versioned", role: "copy", match: { folder: /^(?:versioned_docs|version-\d[\w.-]*)$/ }, says: "a Docusaurus versioned tree (versioned_docs/, version-x.y/)" },
  { id: "version-sibling", role: "copy", match: { fact: "version-sibling" }, says: "an older version folder beside a newer one that shares most file names (reference/7.4/ beside reference/7.5/), or inside the current tree it mirrors (docs/v3/ beside docs/'s own pages)" },
  { id: "i18n-folder", role: "copy", match: { folder: /^(?:i18n|l10n|locales?|translations?)$/i }, says: "a translations folder (i18n/, locales/, translations/)" },
  { id: "locale-folder", role: "copy", match: { fact: "locale-folder" }, says: "a locale folder (zh-CN/, fr/) whose file the source-language tree holds too" },
  { id: "translated-name", role: "copy", match: { fact: "translated-name" }, says: "a translation named after its source (README.zh-CN.md, guide-fr.md beside guide.md)" },
  { id: "mirror", role: "copy", match: { fact: "mirror" }, except: IN_PROMPT, says: "a file another tree holds byte for byte (a mirror or install asset)" },
  // ---- template: filled in by someone else.
  { id: "template-folder", role: "template", match: { folder: /^(?:_?templates?|templates?[-_][\w.-]+|[\w.-]+[-_]templates?|scaffolds?|skeletons?|boilerplates?|ISSUE_TEMPLATE|DISCUSSION_TEMPLATE|PULL_REQUEST_TEMPLATE)$/i }, except: IN_PROMPT, says: "a templates or scaffolds folder (templates/, a scaffolder's template-react/ or react-template/, .github/ISSUE_TEMPLATE/)" },
  { id: "placeholder-frontmatter", role: "template", match: { frontmatterValue: PLACEHOLDER }, except: IN_PROMPT, says: "frontmatter holding placeholders to fill in (your-org/your-repo, /path/to/repo, <your-name>)" },
  // A name ending in "template" (page.template.md, biotemplate.md), or in "templates" after a word
  // (election-templates.md: a set of them); a bare templates.md is more often a page about templates.
  { id: "template-name", role: "template", match: { name: new RegExp(String.raw`(?:^|[._-])(?:template|tmpl|tpl)${MD}|[a-z](?<!con)templates?${MD}|[._-]templates${MD}|^(?:pull_request|issue)_template${MD}`, "i") }, except: IN_PROMPT, says: "a template by name (*.template.md, *-templates.md, pull_request_template.md)" },
  // ---- record: describes the past; never rewritten.
  { id: "changeset-entry", role: "record", match: { path: /(?:^|\/)\.changeset\/(?:pre\/)?(?!README\.md$)[^/]+\.md$/ }, says: "a changesets entry (.changeset/<name>.md, or .changeset/pre/<name>.md where a pre-release moved it): a release note folded into the changelog at release" },
  { id: "history-name", role: "record", match: { name: new RegExp(String.raw`^(?:change[-_]?log|changes|history|releases|release[-_]?notes?|news|whats[-_]?new)(?:[-_.]v?\d[\w.-]*)?${MD}`, "i") }, except: IN_PROMPT, says: "a changelog, release notes, history or news file" },
  { id: "history-heading", role: "record", match: { head: /^#\s+(?:change ?log|release notes|what's new|version history)\b/im }, says: "a doc that opens as a changelog or release notes" },
  // A transcript shows one past session as it ran: the paths and commands in it were true then, and
  // rewriting them would make the record false (a Jekyll collection of chat transcripts).
  { id: "transcript-head", role: "record", match: { head: /^(?:in )?this (?:is an? )?(?:(?:example|chat|session|terminal) )*transcript\b/im }, except: IN_PROMPT, says: 'a doc whose opening lines call it a transcript ("This transcript shows...", "In this chat transcript, ...")' },
  { id: "transcript-parent", role: "record", match: { frontmatter: "parent", value: /\btranscripts?\b/i }, except: IN_PROMPT, says: "a page whose frontmatter `parent` is a collection of transcripts (`parent: Example chat transcripts`)" },
  { id: "historical-status", role: "record", match: { head: /^\W{0,4}status\W{0,4}:\W{0,4}(?:historical|a historical|snapshot)\b/im }, says: "a status line near the top calling it historical" },
  { id: "record-folder", role: "record", match: { folder: /^(?:change[-_]?logs?|release[-_]?notes|releases|adrs?|decisions|decision[-_]?(?:records?|logs?)|minutes|meeting[-_]?notes|meetings|retros?|retrospectives?|post[-_]?mortems?|incidents|annual[-_]?reports?|reviews|session[-_]?logs?|blogs?|_posts|news)$/i }, says: "a folder of records (ADRs, decisions, minutes, meeting notes, retros, postmortems, reviews, session logs, blog posts)" },
  { id: "record-name", role: "record", match: { name: new RegExp(String.raw`^(?:adr[-_]?\d+.*|decisions|minutes|meeting[-_]notes|evidence|[\w.-]*[-_]log|retro(?:spective)?|post[-_]?mortem|annual[-_]report|incident[-_]?reports?)(?:[-_.][\w.-]*)?${MD}`, "i") }, says: "a record by name (ADR-0001, minutes, evidence, a *-log such as a decision, merge, session or creation log, retro, annual report, incident report)" },
  { id: "year-folder", role: "record", match: { folder: /^(?:19|20)\d{2}(?:[-_][\w-]+)?$/ }, except: [{ folder: PLAN_FOLDER }, { folder: /^(?:19|20)\d{2}[-_]edition$/i }], says: "inside a year folder of a dated series (elections/2023/, events/2019/), outside a plans folder" },
  // A full date anywhere in the name, or a year opening it (2020-award-recipients.md, 2021-h1.md,
  // 2019SeptSurvey.md; 1970-2039, so that 2048-game.md is no year).
  { id: "dated-name", role: "record", match: { name: /(?<!\d)(?:19|20)\d{2}[-_.]?(?:0[1-9]|1[0-2])[-_.]?(?:0[1-9]|[12]\d|3[01])(?!\d)|^(?:19[7-9]\d|20[0-3]\d)(?!\d)/ }, except: [{ folder: PLAN_FOLDER }, { name: DATED_PLAN_NAME }, { name: PLAN_NAME }, ...IN_PROMPT], says: "one of a dated series (a date in the file name), outside a plans folder" },
  // ---- plan: point-in-time intentions; lifecycle rules judge their staleness.
  { id: "openspec-change", role: "plan", match: { path: /(?:^|\/)openspec\/changes\/[^/]+\// }, says: "a live OpenSpec change and its deltas (openspec/changes/<name>/)" },
  { id: "dated-plan-name", role: "plan", match: { name: DATED_PLAN_NAME }, says: "a dated design, plan or proposal (2025-11-22-x-design.md)" },
  { id: "plan-folder", role: "plan", match: { folder: PLAN_FOLDER }, says: "a plans, roadmap, proposals, RFC, work-items, slices or explorations folder" },
  { id: "plan-name", role: "plan", match: { name: PLAN_NAME }, except: IN_PROMPT, says: "a plan by name (ROADMAP.md, PLAN.md, *-plan.md, proposal.md, tasks.md)" },
  // ---- agent-prompt: loaded alone, as one prompt.
  { id: "agent-prompt-folder", role: "agent-prompt", match: { path: AGENT_PROMPT_PATH }, says: "an agent command, subagent, skill or prompt folder (.claude/commands/, .github/prompts/, ...)" },
  { id: "embedded-prompt", role: "agent-prompt", match: { fact: "embedded-prompt" }, says: "a .md file the code embeds as a prompt (a go:embed directive beside it names it)" },
  { id: "skill-folder", role: "agent-prompt", match: { fact: "skill-folder" }, says: "a SKILL.md or a file inside its skill folder" },
  { id: "manifest-command", role: "agent-prompt", match: { fact: "manifest-command" }, says: "a command, agent or skill file an extension or preset manifest installs (commands/ beside extension.yml, preset.yml, gemini-extension.json)" },
  { id: "code-read-prompt", role: "agent-prompt", match: { fact: "code-read-prompt" }, says: "in a prompts or instructions folder, a .md file the repository's code or workflows read (its path or name in a code file, `cat agents/prompts/x.md` in a workflow)" },
  { id: "command-arguments", role: "agent-prompt", match: { head: /\$ARGUMENTS\b/ }, says: "a slash-command prompt taking $ARGUMENTS near the top" },
  { id: "plugin-component", role: "agent-prompt", match: { fact: "plugin-component" }, says: "a Claude Code plugin's commands/, agents/ or skills/ (beside .claude-plugin/plugin.json)" },
  // ---- agent-memory: what a reader loads as memory, and what such a file @imports.
  { id: "memory-file", role: "agent-memory", match: { fact: "memory-file" }, says: "a file an agent loads as memory, by the readers' exact names (scripts/readers/memory-files.ts)" },
  { id: "memory-import", role: "agent-memory", match: { fact: "memory-import" }, says: "a file an agent-memory file @imports" }
], LIVING_RULE = "default", TRANSLATION_RULES = ["i18n-folder", "locale-folder", "translated-name"];

// scripts/roles/assign-roles.ts
function headOf(lines, frontmatterEnd) {
  let from = frontmatterEnd ?? 0;
  return lines.slice(from, from + 5).join(`
`);
}
function frontmatterCommentsOf(lines, frontmatterEnd) {
  return frontmatterEnd === void 0 ? "" : lines.slice(1, frontmatterEnd - 1).filter((l) => /^\s*#/.test(l)).join(`
`);
}
var isContentMatch = (m) => "head" in m || "frontmatter" in m || "frontmatterValue" in m || "frontmatterComment" in m;
function frontmatterAt(fm, key) {
  let v = fm;
  for (let k of key.split(".")) v = isJsonObject(v) ? v[k] : void 0;
  return v;
}
function anyString(v, re, depth = 0) {
  return typeof v == "string" ? re.test(v) : depth > 4 || v === null || typeof v != "object" ? !1 : (Array.isArray(v) ? v : Object.values(v)).some((x) => anyString(x, re, depth + 1));
}
var FOLDERS = /* @__PURE__ */ new Map(), folders = (path) => {
  let f = FOLDERS.get(path);
  return f || (FOLDERS.size > 2e5 && FOLDERS.clear(), FOLDERS.set(path, f = path.split("/").slice(0, -1))), f;
}, fileName = (path) => path.slice(path.lastIndexOf("/") + 1);
function pathMatches(m, path) {
  if ("folder" in m) return folders(path).some((s) => m.folder.test(s));
  if ("name" in m) return m.name.test(fileName(path));
  if ("path" in m) return m.path.test(path);
}
function matches(m, doc, facts) {
  let byPath = pathMatches(m, doc.path);
  if (byPath !== void 0) return byPath ? "" : void 0;
  if ("head" in m) return m.head.test(doc.head) ? "" : void 0;
  if ("frontmatter" in m) {
    let v = frontmatterAt(doc.frontmatter, m.frontmatter);
    return v != null && m.value.test(String(v)) ? "" : void 0;
  }
  return "frontmatterValue" in m ? anyString(doc.frontmatter, m.frontmatterValue) ? "" : void 0 : "frontmatterComment" in m ? m.frontmatterComment.test(doc.frontmatterComments ?? "") ? "" : void 0 : "fact" in m ? facts.answer(m.fact, doc.path) : void 0;
}
var role = (r, evidence) => evidence === "" ? { name: r.role, rule: r.id } : { name: r.role, rule: r.id, evidence }, RoleModel = class {
  constructor(facts, overrides = []) {
    this.facts = facts;
    this.overrides = overrides.map((o, index) => ({ m: new Minimatch(o.glob, { dot: !0 }), o, index }));
  }
  facts;
  overrides;
  override(path) {
    let hit = this.overrides.find((x) => x.m.match(path));
    return hit && { name: hit.o.role, rule: `config:roles[${hit.index}]`, evidence: hit.o.glob };
  }
  excepted(r, doc) {
    return r.except?.some((m) => matches(m, doc, this.facts) !== void 0) ?? !1;
  }
  /** The role when the path settles it before the doc is read (an override, or a path rule above every content rule). */
  beforeRead(path) {
    let o = this.override(path);
    if (o) return o;
    for (let r of RULES) {
      if (isContentMatch(r.match) || (r.except?.some(isContentMatch) ?? !1)) return;
      let doc = { path, head: "", frontmatter: void 0 }, e = matches(r.match, doc, this.facts);
      if (e !== void 0 && !this.excepted(r, doc)) return role(r, e);
    }
    return { name: "living", rule: LIVING_RULE };
  }
  roleOf(doc) {
    let o = this.override(doc.path);
    if (o) return o;
    for (let r of RULES) {
      let e = matches(r.match, doc, this.facts);
      if (e !== void 0 && !this.excepted(r, doc)) return role(r, e);
    }
    return { name: "living", rule: LIVING_RULE };
  }
};
function folderRole(name) {
  let r = RULES.find((x) => "folder" in x.match && x.match.folder.test(name));
  return r && { name: r.role, rule: r.id };
}
function isArchivePath(path) {
  return RULES.some((r) => r.role === "archive" && pathMatches(r.match, path) === !0 && !(r.except ?? []).some((m) => pathMatches(m, path) === !0));
}

// scripts/config/defaults.ts
var DEFAULT_CONFIG = Object.freeze({
  scan: {
    // Markdown in any letter case (TOC.MD, README.Markdown) and MDX; CLAUDE.md named for clarity;
    // the agent rule files that are Markdown under another name (Cursor's .mdc rules, the legacy
    // .cursorrules / .windsurfrules, a .clinerules file): read as Markdown with frontmatter.
    globs: ["**/*.[mM][dD]", "**/*.[mM][aA][rR][kK][dD][oO][wW][nN]", "**/*.[mM][dD][xX]", "CLAUDE.md", "**/.cursor/rules/**/*.mdc", ".cursorrules", ".windsurfrules", ".clinerules"],
    exclude_dirs: ["build", "vendor", "graphify-out", ".dochygiene"],
    token_budget: 2e3,
    duplicate_min_lines: 6,
    duplicates_across_archive: !1,
    stale_name_max_age_days: 180
  },
  history: {
    churn_min_commits: 5,
    churn_min_lines: 200,
    max_commits: 2e4,
    max_line_counts: 2e4
  },
  tokens: { on_demand_weight: 0 },
  classify: { max_files: 200, max_doc_tokens: 6e4 },
  clean: { confirm_auto: !0 },
  reminder: { enabled: !0, interval_days: 7 },
  lifecycle: {
    rules: [],
    openspec: { enabled: !0, abandoned_after_days: 90 }
  },
  conventions: [],
  roles: []
});

// scripts/config/load-config.ts
var import_yaml = __toESM(require_dist(), 1);
import { readdirSync } from "node:fs";
import { basename, join } from "node:path";

// scripts/contract/schemas/config.schema.json
var config_schema_default = {
  $schema: "https://json-schema.org/draft/2020-12/schema",
  $id: "https://github.com/doc-hygiene/doc-hygiene/schemas/config.schema.json",
  title: "doc-hygiene project configuration (.dochygiene.yaml)",
  description: "One optional committed file at the repository root. Every key is optional; defaults are listed in each description.",
  type: "object",
  additionalProperties: !1,
  properties: {
    scan: {
      type: "object",
      additionalProperties: !1,
      properties: {
        globs: { type: "array", items: { type: "string", minLength: 1 }, minItems: 1, description: 'Docs in scope. Default ["**/*.[mM][dD]", "**/*.[mM][aA][rR][kK][dD][oO][wW][nN]", "**/*.[mM][dD][xX]", "CLAUDE.md", "**/.cursor/rules/**/*.mdc", ".cursorrules", ".windsurfrules", ".clinerules"]: Markdown (.md, .markdown) in any letter case, .mdx, and the agent rule files that are Markdown under another name.' },
        exclude_dirs: { type: "array", items: { type: "string", minLength: 1 }, description: "Folder names never scanned (besides node_modules, .git and gitignored paths). Default [build, vendor, graphify-out, .dochygiene]. Archive folders are not excluded: their docs get the archive role, which no signal judges." },
        token_budget: { type: "integer", minimum: 0, description: "token_weight fires when a per-session doc exceeds this many tokens. Default 2000; while the file does not set it, the project's own root instruction file (CLAUDE.md, AGENTS.md, GEMINI.md) over it is only a hint." },
        duplicate_min_lines: { type: "integer", minimum: 2, description: "duplicate_block: minimum non-blank lines. Default 6." },
        duplicates_across_archive: { type: "boolean", description: "Report duplicates across an archive boundary. Default false." },
        stale_name_max_age_days: { type: "integer", minimum: 0, description: "stale_name_location: a date in a file name older than this. Default 180." }
      }
    },
    history: {
      type: "object",
      additionalProperties: !1,
      properties: {
        churn_min_commits: { type: "integer", minimum: 1, description: "edit_recency_vs_churn: commits to referenced code since the doc's last change. Default 5." },
        churn_min_lines: { type: "integer", minimum: 0, description: "edit_recency_vs_churn: changed lines in referenced code since the doc's last change. Default 200." },
        max_commits: { type: "integer", minimum: 1, description: "isomorphic-git path: history depth read at most. Default 20000." },
        max_line_counts: { type: "integer", minimum: 0, description: "isomorphic-git path: changed lines counted for at most this many file changes (edit_recency_vs_churn); a count of work, so every machine gives the same findings. Default 20000." }
      }
    },
    tokens: {
      type: "object",
      additionalProperties: !1,
      properties: {
        on_demand_weight: { type: "number", minimum: 0, maximum: 1, description: "Share of an on-demand doc's tokens counted as saved per session. Default 0." }
      }
    },
    classify: {
      type: "object",
      additionalProperties: !1,
      properties: {
        max_files: { type: "integer", minimum: 1, description: "At most this many files go to classifiers in one /hygiene check (--all lifts the budget). Default 200." },
        max_doc_tokens: { type: "integer", minimum: 1, description: "At most about this many tokens of evidence (findings and the windows of the docs that hold them) go to classifiers in one check; the highest-ranked file always goes. Default 60000." }
      }
    },
    clean: {
      type: "object",
      additionalProperties: !1,
      properties: {
        confirm_auto: { type: "boolean", description: "/hygiene clean lists the auto edits and asks once (apply all, choose, or none) before it applies them. false: apply them without asking, as /hygiene clean --yes does. Default true." }
      }
    },
    reminder: {
      type: "object",
      additionalProperties: !1,
      properties: {
        enabled: { type: "boolean", description: "SessionStart reminder on or off. Default true." },
        interval_days: { type: "integer", minimum: 1, description: "A check is due when the last is older than this and docs changed since. Default 7." }
      }
    },
    lifecycle: {
      type: "object",
      additionalProperties: !1,
      properties: {
        rules: {
          type: "array",
          description: "Lifecycle rules, first match wins. Default [].",
          items: {
            type: "object",
            additionalProperties: !1,
            required: ["id", "lifetime"],
            properties: {
              id: { type: "string", pattern: "^[A-Za-z0-9][A-Za-z0-9_.-]*$" },
              files: { type: "string", minLength: 1 },
              dirs: { type: "string", minLength: 1 },
              exclude: { type: "array", items: { type: "string", minLength: 1 } },
              lifetime: { enum: ["keep", "temporary", "delete-once-served"] },
              served_when_path: { type: "string", minLength: 1 },
              served_when: { type: "string", minLength: 1 },
              on_served: { enum: ["delete", "extract-then-delete"] },
              extract_to: { type: "string", minLength: 1 },
              retain_recent: { type: "integer", minimum: 0 },
              max_age_days: { type: "integer", minimum: 0 }
            },
            oneOf: [{ required: ["files"] }, { required: ["dirs"] }],
            allOf: [
              { not: { required: ["served_when_path", "served_when"] } },
              {
                if: { properties: { lifetime: { const: "delete-once-served" } } },
                then: { oneOf: [{ required: ["served_when_path"] }, { required: ["served_when"] }] }
              },
              {
                if: { properties: { lifetime: { const: "temporary" } } },
                then: { allOf: [{ not: { required: ["served_when_path"] } }, { not: { required: ["served_when"] } }] }
              },
              {
                if: { properties: { on_served: { const: "extract-then-delete" } }, required: ["on_served"] },
                then: { required: ["extract_to"] }
              }
            ]
          }
        },
        openspec: {
          type: "object",
          additionalProperties: !1,
          properties: {
            enabled: { type: "boolean", description: "Built-in OpenSpec hygiene when openspec/ exists. Default true." },
            abandoned_after_days: { type: "integer", minimum: 1, description: "An untouched change with no ticked task is abandoned after this. Default 90." }
          }
        }
      }
    },
    conventions: { type: "array", items: { type: "string", minLength: 1 }, uniqueItems: !0, description: "Adopted conventions by name (conventions.json). Default []." },
    roles: {
      type: "array",
      description: "Role overrides: a doc matching glob gets role, before the computed roles; first match wins. Default [].",
      items: {
        type: "object",
        additionalProperties: !1,
        required: ["glob", "role"],
        properties: {
          glob: { type: "string", minLength: 1, description: "A project-relative glob (minimatch, dot files included)." },
          role: { enum: ["archive", "generated", "copy", "fixture", "template", "record", "plan", "agent-prompt", "agent-memory", "living"] }
        }
      }
    }
  }
};

// scripts/config/load-config.ts
var CONFIG_FILE = ".dochygiene.yaml", MISNAMED_CONFIG_FILES = [".dochygiene.yml", ".dochygiene.json"];
function loadConfig(root, file) {
  return loadConfigWithSource(root, file).config;
}
var MAX_CONFIG_BYTES = 1024 * 1024;
function loadConfigWithSource(root, file) {
  let path = file ?? join(root, CONFIG_FILE), name = file ? basename(file) : CONFIG_FILE, read = readRegularFile(path, MAX_CONFIG_BYTES, { followSymlink: !0 });
  if (!read.ok) {
    if (read.reason === "absent" && file !== void 0) throw new HygieneError("CONFIG", `--config ${file}: no such file`);
    if (read.reason === "absent") {
      let misnamed = MISNAMED_CONFIG_FILES.find((n) => readdirSafe(root).includes(n));
      if (misnamed !== void 0)
        throw new HygieneError("CONFIG", `doc-hygiene reads its configuration from ${CONFIG_FILE}, not ${misnamed}: rename the file (or pass --config ${misnamed})`, misnamed);
      return { config: structuredClone(DEFAULT_CONFIG), source: void 0 };
    }
    throw new HygieneError("CONFIG", `${name} ${read.reason}; doc-hygiene reads a config of at most ${MAX_CONFIG_BYTES} bytes, as a regular file`, name);
  }
  let text = read.bytes.toString("utf8");
  return { config: parseConfigText(text, name), source: path };
}
function readdirSafe(dir) {
  try {
    return readdirSync(dir);
  } catch {
    return [];
  }
}
function parseConfigText(text, name = CONFIG_FILE) {
  let lineCounter = new import_yaml.LineCounter(), doc = (0, import_yaml.parseDocument)(text, { lineCounter, prettyErrors: !1, uniqueKeys: !0 });
  if (doc.errors.length) {
    let lines = doc.errors.map((e) => {
      let pos = e.pos?.[0] !== void 0 ? lineCounter.linePos(e.pos[0]) : void 0;
      return `${name}${pos ? `:${pos.line}:${pos.col}` : ""}: ${e.message.split(`
`)[0]}`;
    });
    throw new HygieneError("CONFIG", `invalid YAML
${lines.join(`
`)}`);
  }
  let value = doc.toJS() ?? {}, rules = ruleViolations(value), violations = [...schemaViolations(compileSchema(config_schema_default), value, "", rules.length), ...rules];
  if (violations.length) {
    let lines = violations.map((v) => `${name}${lineOf(doc, lineCounter, v)}: ${v.location || "(top level)"}: ${v.message}`);
    throw new HygieneError("CONFIG", `invalid configuration
${lines.join(`
`)}`);
  }
  let config = mergeDefaults(value);
  return SET_BY_FILE.set(config, setKeys(value)), config;
}
var SET_BY_FILE = /* @__PURE__ */ new WeakMap();
function fileSets(config, key) {
  return SET_BY_FILE.get(config)?.has(key) ?? !1;
}
function setKeys(value) {
  let out = /* @__PURE__ */ new Set();
  if (!isJsonObject(value)) return out;
  for (let [section, inner] of Object.entries(value))
    if (out.add(section), isJsonObject(inner)) for (let k of Object.keys(inner)) out.add(`${section}.${k}`);
  return out;
}
function ruleViolations(value) {
  let out = [], adopted = value?.conventions;
  Array.isArray(adopted) && pushAll(out, unknownConventionViolations(adopted));
  let rules = value?.lifecycle?.rules;
  if (!Array.isArray(rules)) return out;
  let ids = /* @__PURE__ */ new Set();
  return rules.forEach((r, i) => {
    if (!r || typeof r != "object") return;
    let at = `lifecycle.rules[${i}]`;
    r.files === void 0 == (r.dirs === void 0) && out.push({ location: at, code: "CONFIG", message: "needs exactly one of files or dirs" }), r.served_when_path !== void 0 && r.served_when !== void 0 && out.push({ location: at, code: "CONFIG", message: "has both served_when_path and served_when; exactly one is allowed" }), r.lifetime === "delete-once-served" && r.served_when_path === void 0 && r.served_when === void 0 && out.push({ location: at, code: "CONFIG", message: "delete-once-served needs served_when_path or served_when" }), r.lifetime === "temporary" && (r.served_when_path !== void 0 || r.served_when !== void 0) && out.push({ location: at, code: "CONFIG", message: "a temporary rule is keyed on age and takes no served field" }), r.on_served === "extract-then-delete" && r.extract_to === void 0 && out.push({ location: at, code: "CONFIG", message: "on_served: extract-then-delete needs extract_to" }), typeof r.id == "string" && (ids.has(r.id) && out.push({ location: `${at}.id`, code: "CONFIG", message: `duplicate rule id "${r.id}"` }), ids.add(r.id));
  }), out;
}
function lineOf(doc, lc, v) {
  let path = v.location.split(/\.|\[(\d+)\]/).filter((s) => s !== void 0 && s !== "").map((s) => /^\d+$/.test(s) ? Number(s) : s);
  for (let n = path.length; n > 0; n--) {
    let node = doc.getIn(path.slice(0, n), !0);
    if (node && node.range) return `:${lc.linePos(node.range[0]).line}`;
  }
  return "";
}
function mergeDefaults(v) {
  let d = structuredClone(DEFAULT_CONFIG);
  return {
    scan: { ...d.scan, ...v.scan ?? {} },
    history: { ...d.history, ...v.history ?? {} },
    tokens: { ...d.tokens, ...v.tokens ?? {} },
    classify: { ...d.classify, ...v.classify ?? {} },
    clean: { ...d.clean, ...v.clean ?? {} },
    reminder: { ...d.reminder, ...v.reminder ?? {} },
    lifecycle: {
      rules: v.lifecycle?.rules ?? d.lifecycle.rules,
      openspec: { ...d.lifecycle.openspec, ...v.lifecycle?.openspec ?? {} }
    },
    conventions: v.conventions ?? d.conventions,
    roles: v.roles ?? d.roles
  };
}

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
  let out = /* @__PURE__ */ new Map(), treeDocs = inputs.docs.filter((d) => testsTree(d) !== void 0), treeDocDirs = ancestorDirs(treeDocs), docDirs = ancestorDirs(inputs.docs), inTree = /* @__PURE__ */ new Map(), folders2 = /* @__PURE__ */ new Map();
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
      named && named !== pkg && !under(tree, named) && isTestMaterial(named) && !folders2.has(named) && folders2.set(named, `${f} names "${s}"`);
    }
  }
  for (let d of inputs.docs) {
    let tree = testsTree(d);
    for (let p = d; p !== ""; p = dirOf2(p)) {
      let e = (tree !== void 0 && under(p, tree) && p !== tree ? inTree.get(p) : void 0) ?? (p !== d ? folders2.get(p) : void 0);
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
      let dotted = /^[A-Za-z_]\w*(?:\.[A-Za-z_]\w*)+$/.test(s) && !/\.(?:md|mdx|markdown|py|json|ya?ml|txt)$/.test(s) ? s.split(".") : void 0, candidates2 = dotted ? [dotted.join("/"), joinPath(dir, dotted[dotted.length - 1])] : [fromRoot, fromCode];
      for (let c of candidates2) {
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
function translationTrees(docs, isTranslation) {
  let sources = docs.filter((d) => !isTranslation(d)), byName = /* @__PURE__ */ new Map();
  for (let s of sources) {
    let name = posix3.basename(s), list = byName.get(name);
    list ? list.push(s) : byName.set(name, [s]);
  }
  let votes = /* @__PURE__ */ new Map();
  for (let t of docs) {
    if (!isTranslation(t)) continue;
    let segs = t.split("/"), at = segs.findIndex((s, i) => i < segs.length - 1 && LOCALE.test(s) && !ENGLISH.test(s));
    if (at < 0) continue;
    let rest = segs.slice(at + 1), namesakes = byName.get(rest[rest.length - 1]) ?? [];
    for (let k = 0; k < rest.length; k++) {
      let suffix = rest.slice(k).join("/"), found = namesakes.filter((s) => s === suffix || s.endsWith("/" + suffix));
      if (found.length > 1) break;
      if (found.length === 0) continue;
      let from = segs.slice(0, at + 1 + k).join("/"), to = found[0].slice(0, found[0].length - suffix.length).replace(/\/$/, ""), tally = votes.get(from) ?? votes.set(from, /* @__PURE__ */ new Map()).get(from);
      tally.set(to, (tally.get(to) ?? 0) + 1);
      break;
    }
  }
  let out = /* @__PURE__ */ new Map();
  for (let [from, tally] of [...votes].sort(([a], [b]) => byCodeUnit(a, b))) {
    let [to, n] = [...tally].sort(([a, x], [b, y]) => y - x || byCodeUnit(a, b))[0];
    n >= 2 && out.set(from, to);
  }
  return out;
}
function sourceOfTranslated(trees, path) {
  let best;
  for (let from of trees.keys()) path.startsWith(from + "/") && (best === void 0 || from.length > best.length) && (best = from);
  if (best === void 0) return;
  let to = trees.get(best), rest = path.slice(best.length + 1);
  return to === "" ? rest : `${to}/${rest}`;
}

export {
  expandServedPattern,
  TrackedPaths,
  findServedBy,
  effectiveRules,
  isExcluded,
  ruleMatchesPath,
  foldersOf,
  matchRules,
  keptPaths,
  shieldOf,
  CONVENTIONS,
  adoptedConventionRules,
  OPENSPEC_CHANGES,
  OPENSPEC_ARCHIVED_PATTERN,
  RULE_LEFTOVER,
  RULE_ABANDONED,
  changeFolders,
  abandonedServedWhen,
  openspecFindings,
  AGENT_PROMPT_PATH,
  PLACEHOLDER,
  TEMPLATE_OR_SAMPLE_PATH,
  DOC_IN_CAPITALS,
  TRANSLATION_RULES,
  headOf,
  frontmatterCommentsOf,
  RoleModel,
  folderRole,
  isArchivePath,
  DEFAULT_CONFIG,
  CONFIG_FILE,
  loadConfig,
  parseConfigText,
  fileSets,
  versionCopies,
  localeCopies,
  buildRepoFacts,
  translationTrees,
  sourceOfTranslated
};
