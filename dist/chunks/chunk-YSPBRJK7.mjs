import { createRequire as __dhCreateRequire } from 'node:module'; const require = __dhCreateRequire(import.meta.url);
import {
  directoryDigest,
  directoryListing,
  lineRange,
  newStructureHoles,
  wholeOf
} from "./chunk-Q6OSUR5N.mjs";
import {
  EDIT_KINDS,
  KIND_TABLE,
  derivedFields
} from "./chunk-YIRSMZBC.mjs";
import {
  ROLE_ORDER
} from "./chunk-YVT32W6E.mjs";
import {
  proposeLifecycle
} from "./chunk-3FWQVS7Z.mjs";
import {
  agentContexts,
  buildRepoIndex,
  contextsLoading,
  decodePercent,
  importsThrough,
  inside,
  loadTokenCounter,
  projectSources,
  splitPosition
} from "./chunk-PKHHBPBW.mjs";
import {
  lineSpan,
  parseDoc,
  rangeProblem,
  sameLines,
  splitLines
} from "./chunk-JCWKA64J.mjs";
import {
  isJsonObject
} from "./chunk-Z45Y2YWL.mjs";
import {
  isArchivePath
} from "./chunk-KQAQCCUE.mjs";
import {
  compileSchema,
  schemaViolations
} from "./chunk-ERKIDGZ2.mjs";
import {
  listProjectFiles
} from "./chunk-TZALMOM2.mjs";
import {
  sha256Hex
} from "./chunk-VFCBVGFI.mjs";
import {
  pushAll
} from "./chunk-WTUKGVID.mjs";
import {
  projectFileText,
  projectRelativeProblem,
  resolveInsideRoot
} from "./chunk-MT66A3VG.mjs";
import {
  HygieneError,
  readRegularFile
} from "./chunk-FC3EPPNQ.mjs";

// scripts/shared/manifest.ts
import { readFileSync, existsSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
function pluginRoot() {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 6; i++) {
    if (existsSync(join(dir, ".claude-plugin", "plugin.json"))) return dir;
    let up = dirname(dir);
    if (up === dir) break;
    dir = up;
  }
  throw new Error("cannot find .claude-plugin/plugin.json above " + fileURLToPath(import.meta.url));
}
function toolVersion() {
  let manifest = JSON.parse(readFileSync(join(pluginRoot(), ".claude-plugin", "plugin.json"), "utf8"));
  if (typeof manifest.version != "string") throw new Error("plugin.json has no version");
  return manifest.version;
}

// scripts/propose/link-destination.ts
import { posix } from "node:path";
function within(base, p) {
  let r = inside(base, p);
  return r === "" ? void 0 : r;
}
function relativeFrom(docDir, to, dotSlash) {
  let rel = posix.relative("/" + docDir, "/" + to);
  return dotSlash && !rel.startsWith("../") ? `./${rel}` : rel;
}
function rewriteDestination(docPath, hit, anchorsOf = () => {
}) {
  let { raw, resolved, renamed_to: to } = hit;
  if (!raw || !resolved || !to || to === resolved) return;
  let docDir = posix.dirname(docPath) === "." ? "" : posix.dirname(docPath);
  switch (hit.source) {
    case "import": {
      let at = raw.startsWith("@") ? "@" : "", p = raw.slice(at.length);
      if (p.startsWith("/") || p.startsWith("~") || within(docDir, p) !== resolved) return;
      let next = relativeFrom(docDir, to, p.startsWith("./"));
      return within(docDir, next) === to ? at + next : void 0;
    }
    case "code_path": {
      let { path: p, position: suffix } = splitPosition(raw), asRoot = !p.startsWith("./") && !p.startsWith("../") && within("", p) === resolved, asRel = within(docDir, p) === resolved, slash = p.endsWith("/") && !to.endsWith("/") ? "/" : "";
      return asRoot ? to + slash + suffix : asRel ? relativeFrom(docDir, to, p.startsWith("./")) + slash + suffix : void 0;
    }
    case "link":
    case "image":
    case "definition": {
      if (hit.target !== void 0 && hit.target !== raw || raw.includes("?")) return;
      let hash = raw.indexOf("#"), fragment = hash >= 0 ? raw.slice(hash) : "";
      if (fragment && !anchorsOf(to)?.has(decodePercent(fragment.slice(1)))) return;
      let path = hash >= 0 ? raw.slice(0, hash) : raw;
      if (path === "") return;
      let decoded = decodePercent(path), encoded = decoded !== raw, rootStyle = decoded.startsWith("/");
      if ((rootStyle ? within("", decoded.slice(1)) : within(docDir, decoded)) !== resolved) return;
      let next = rootStyle ? `/${to}` : relativeFrom(docDir, to, decoded.startsWith("./"));
      if (decoded.endsWith("/") && (next += "/"), encoded) next = encodeURI(next);
      else if (/[\s()<>\\]/.test(next)) return;
      let back = decodePercent(next);
      return (rootStyle ? within("", back.slice(1)) : within(docDir, back)) === to ? next + fragment : void 0;
    }
    default:
      return;
  }
}

// scripts/propose/proposers/link-rename.ts
var linkRename = {
  name: "link-rename",
  description: "A broken link to a path git history shows moved: replace the destination with the new location.",
  roles: ["living", "agent-memory", "agent-prompt", "plan", "template"],
  propose(ctx) {
    let out = [], anchors = /* @__PURE__ */ new Map(), anchorsOf = (p) => {
      if (!anchors.has(p)) {
        let lines = /\.(md|markdown)$/i.test(p) ? ctx.lines(p) : void 0;
        anchors.set(p, lines ? parseDoc(p, lines.join(`
`) + `
`).anchors : void 0);
      }
      return anchors.get(p);
    };
    for (let path of ctx.scan.shortlist) {
      let seen = /* @__PURE__ */ new Set();
      for (let hit of ctx.scan.signals[path] ?? []) {
        if (hit.name !== "broken_reference" || typeof hit.line != "number" || !hit.renamed_to) continue;
        let next = rewriteDestination(path, hit, anchorsOf);
        if (next === void 0) continue;
        let key = `${hit.line}\0${hit.raw}`;
        if (seen.has(key)) continue;
        let line = ctx.lines(path)?.[hit.line - 1];
        line === void 0 || !line.includes(hit.raw) || (seen.add(key), out.push({
          path,
          category: { class: "stale", subtype: "contradicted" },
          signals: [{ ...hit }],
          op: `Point the reference to ${hit.raw} at ${next}: git history shows ${hit.resolved} moved to ${hit.renamed_to}.`,
          op_type: "deterministic",
          exact_edit: { kind: "replace-text", anchor: { start_line: hit.line, end_line: hit.line }, match: hit.raw, replacement: next }
        }));
      }
    }
    return out;
  }
};

// scripts/propose/proposers/duplicate-block.ts
var isLine = (n) => Number.isInteger(n) && n >= 1, duplicateBlock = {
  name: "duplicate-block",
  description: "A block that stands verbatim in another doc: remove this copy, keep the canonical one.",
  roles: ["living", "agent-memory", "agent-prompt", "plan", "template"],
  propose(ctx) {
    let out = [];
    for (let path of ctx.scan.shortlist) {
      let hits = (ctx.scan.signals[path] ?? []).filter((h) => h.name === "duplicate_block" && isLine(h.start_line) && isLine(h.end_line) && h.other && typeof h.other.path == "string" && isLine(h.other.start_line) && isLine(h.other.end_line)).filter((h) => h.other.path !== path).sort((a, b) => a.start_line - b.start_line || b.end_line - a.end_line), kept = [];
      for (let h of hits) {
        let s = h.start_line, e = h.end_line;
        if (kept.some(([ks, ke]) => s <= ke && ks <= e)) continue;
        let o = h.other, mine = ctx.lines(path), theirs = ctx.lines(o.path);
        !mine || !theirs || e > mine.length || o.end_line > theirs.length || sameLines(mine.slice(s - 1, e), theirs.slice(o.start_line - 1, o.end_line)) && (kept.push([s, e]), out.push({
          path,
          category: { class: "stale", subtype: "duplicated" },
          signals: [{ ...h }],
          op: `Remove lines ${s}-${e}: they stand verbatim in ${o.path}:${o.start_line}-${o.end_line}, the canonical copy.`,
          op_type: "deterministic",
          exact_edit: { kind: "dedupe", anchor: { start_line: s, end_line: e }, canonical_ref: { path: o.path, start_line: o.start_line, end_line: o.end_line } }
        }));
      }
    }
    return out;
  }
};

// scripts/propose/proposers/lifecycle.ts
var lifecycleProposer = {
  name: "lifecycle",
  description: "A doc a lifecycle rule proves served (a tracked served_when_path match) or past retention (temporary): delete it, or extract then delete it when the rule says so.",
  // The repository's lifecycle rules decide what they match, whatever its role.
  roles: ROLE_ORDER,
  propose: (ctx) => proposeLifecycle(ctx.scan)
};

// scripts/propose/proposers/name-rename.ts
function countOf(line, s) {
  let n = 0;
  for (let i = line.indexOf(s); i >= 0; i = line.indexOf(s, i + s.length)) n++;
  return n;
}
function renameEdit(hit) {
  if (hit.name === "command_reference" && hit.text && hit.command && hit.renamed_to && hit.text.endsWith(hit.command))
    return { match: hit.text, replacement: hit.text.slice(0, -hit.command.length) + hit.renamed_to };
  if (hit.name === "vanished_identifier" && hit.identifier && hit.successor && hit.successor !== hit.identifier)
    return { match: hit.identifier, replacement: hit.successor };
}
var nameRename = {
  name: "name-rename",
  description: "A command or name history shows renamed: replace it on its line with the new name.",
  roles: ["living", "agent-memory", "agent-prompt"],
  propose(ctx) {
    let out = [];
    for (let path of ctx.scan.shortlist) {
      let seen = /* @__PURE__ */ new Set();
      for (let hit of ctx.scan.signals[path] ?? []) {
        if (typeof hit.line != "number") continue;
        let edit = renameEdit(hit);
        if (!edit) continue;
        let key = `${hit.line}\0${edit.match}`, line = ctx.lines(path)?.[hit.line - 1];
        if (seen.has(key) || line === void 0 || countOf(line, edit.match) !== 1) continue;
        seen.add(key);
        let why = hit.removed_in ? ` in ${hit.removed_in.commit.slice(0, 12)} (${hit.removed_in.subject})` : "";
        out.push({
          path,
          category: { class: "stale", subtype: "contradicted" },
          signals: [{ ...hit }],
          op: `Replace ${edit.match} with ${edit.replacement}: git history shows it renamed${why}.`,
          op_type: "deterministic",
          exact_edit: { kind: "replace-text", anchor: { start_line: hit.line, end_line: hit.line }, match: edit.match, replacement: edit.replacement }
        });
      }
    }
    return out;
  }
};

// scripts/propose/registry.ts
var PROPOSERS = [linkRename, nameRename, duplicateBlock, lifecycleProposer];

// scripts/propose/auto-evidence.ts
import { posix as posix2 } from "node:path";

// scripts/contract/auto-frontmatter.ts
var AUTO_FRONTMATTER = Object.freeze({
  status: Object.freeze(["completed", "superseded"]),
  hygiene: Object.freeze(["frozen"])
});
function isAutoFrontmatter(key, value) {
  return typeof key == "string" && typeof value == "string" && Object.hasOwn(AUTO_FRONTMATTER, key) && AUTO_FRONTMATTER[key].includes(value);
}

// scripts/propose/auto-evidence.ts
var AUTO_EDIT_KINDS = EDIT_KINDS.filter(
  (k) => !KIND_TABLE[k].lifecycle && derivedFields({ op_type: "deterministic", kind: k }).safety_tier === "auto"
), EDITABLE_FOR_LINKS = /* @__PURE__ */ new Set(["living", "agent-memory", "agent-prompt"]), ARCHIVABLE = /* @__PURE__ */ new Set(["living", "plan"]), NEVER_EDITED = /* @__PURE__ */ new Set(["copy", "generated"]), ON_PURPOSE = /\b(legacy|formerly|renamed from|moved from|deprecated|must not|no longer|previously|old (?:path|location|name))\b/i, no = (field, problem) => ({ ok: !1, field, problem });
function foldersNamedOn(line) {
  let out = [];
  for (let m of line.matchAll(/`([^`\s]+)`|\]\(([^)\s]+)\)/g)) {
    let t = (m[1] ?? m[2] ?? "").replace(/^\.\//, "").replace(/\/+$/, "");
    (t.includes("/") || m[1] !== void 0 && m[1].endsWith("/")) && out.push(t);
  }
  return out;
}
function linkFixVerdict(p, facts) {
  let edit = p.exact_edit, a = lineRange(edit.anchor);
  if (!a || a.start_line !== a.end_line) return no("exact_edit.anchor", "an unattended replace-text acts on one line, the line of the scanner signal it answers");
  let role = facts.roleOf(p.path);
  if (role === void 0 || !EDITABLE_FOR_LINKS.has(role))
    return no("path", `"${p.path}" is a ${role ?? "doc of unknown role"}; unattended link fixes change only living docs, agent memory and agent prompts`);
  let lines = facts.lines(p.path), line = lines?.[a.start_line - 1];
  if (line === void 0) return no("exact_edit.anchor", `line ${a.start_line} of "${p.path}" cannot be read`);
  let hits = facts.scan.signals[p.path] ?? [], anchorsOf = (t) => {
    let ls = /\.(md|markdown)$/i.test(t) ? facts.lines(t) : void 0;
    return ls ? parseDoc(t, ls.join(`
`) + `
`).anchors : void 0;
  }, answered = hits.find(
    (h) => h.name === "broken_reference" && h.line === a.start_line && h.raw === edit.match && h.renamed_to !== void 0 && rewriteDestination(p.path, h, anchorsOf) === edit.replacement
  ), skew = hits.find(
    (h) => h.name === "version_skew" && h.line === a.start_line && h.doc_version === edit.match && h.manifest_version === edit.replacement
  ), renamed = hits.find((h) => (h.name === "command_reference" || h.name === "vanished_identifier") && h.line === a.start_line && (() => {
    let r = renameEdit(h);
    return r !== void 0 && r.match === edit.match && r.replacement === edit.replacement;
  })());
  if (!answered && !skew && !renamed)
    return no("exact_edit.replacement", `answers no scanner signal on line ${a.start_line}: an unattended replace-text must replace a broken reference's text with the path git history shows it moved to, a command or name with the one history shows it renamed to, or a stated version with the exact version the manifest pins`);
  if (skew && !answered && !renamed) {
    let v = String(skew.manifest_version);
    if (!/^\d+(?:\.\d+){1,3}$/.test(v)) return no("exact_edit.replacement", `the manifest pins a range (${v}), not one version a doc can state`);
  }
  let purpose = [lines[a.start_line - 2], line, lines[a.start_line]].filter((l) => l !== void 0).map((l) => ON_PURPOSE.exec(l)?.[0]).find(Boolean);
  if (purpose) return no("exact_edit.match", `the text around line ${a.start_line} says "${purpose}": the old name may be written on purpose`);
  if (answered) {
    let old = (answered.raw ?? "").replace(/^\.\//, "").replace(/[#?].*$/, ""), base = foldersNamedOn(line).find((f) => f !== old && facts.exists(posix2.join(f, old)));
    return base ? no("exact_edit.match", `${old} resolves inside ${base}, which line ${a.start_line} names: the reference is not broken`) : { ok: !0, evidence: `git history shows ${answered.resolved} moved to ${answered.renamed_to}; the new destination resolves` };
  }
  if (renamed) {
    let r = renamed;
    return { ok: !0, evidence: `git history shows ${edit.match} renamed to ${edit.replacement}${r.removed_in ? ` in ${r.removed_in.commit.slice(0, 12)}` : ""}` };
  }
  let s = skew;
  return { ok: !0, evidence: `${s.manifest}${s.manifest_line ? `:${s.manifest_line}` : ""} pins ${s.subject} ${s.manifest_version}` };
}
function dedupeVerdict(p, facts) {
  let kept = p.exact_edit.canonical_ref;
  if (!kept) return no("exact_edit.canonical_ref", "a dedupe names the copy it keeps");
  for (let [path, field] of [[p.path, "path"], [kept.path, "exact_edit.canonical_ref.path"]]) {
    let role = facts.roleOf(path);
    if (role !== "agent-memory") return no(field, `"${path}" is a ${role ?? "doc of unknown role"}; an unattended dedupe acts only between agent-memory files one context loads together`);
  }
  let removed = facts.contextsLoading(p.path), keeps = facts.contextsLoading(kept.path);
  if (!removed || !keeps) return no("exact_edit.canonical_ref", "the reader model has no answer for these files");
  if (removed.size === 0) return no("path", `no agent context loads "${p.path}"`);
  let lost = [...removed].filter((c) => !keeps.has(c));
  if (lost.length) return no("exact_edit.canonical_ref", `${lost.length} context(s) that load "${p.path}" never load "${kept.path}" (${lost.slice(0, 3).join(", ")}): removing the copy would take the text from them`);
  let a = lineRange(p.exact_edit.anchor), lines = facts.lines(p.path);
  if (a && lines) {
    let holes = newStructureHoles(lines.join(`
`), [...lines.slice(0, a.start_line - 1), ...lines.slice(a.end_line)].join(`
`));
    if (holes.length) return no("exact_edit.anchor", `removing lines ${a.start_line}-${a.end_line} would leave ${holes.join("; ")}`);
  }
  let via = facts.imports(p.path, kept.path) ? `, which ${p.path} @imports` : "";
  return { ok: !0, evidence: `every context that loads ${p.path} (${removed.size}) also loads ${kept.path} (${keeps.size})${via}` };
}
function moveVerdict(p, facts) {
  let role = facts.roleOf(p.path);
  if (role === void 0 || !ARCHIVABLE.has(role)) return no("path", `"${p.path}" is a ${role ?? "doc of unknown role"}; only living docs and plans move to an archive unattended`);
  let dest = p.exact_edit.dest_path;
  return !dest || !facts.isArchiveLocation(dest) ? no("exact_edit.dest_path", `"${dest}" is not in an archive location the repository already uses`) : { ok: !0, evidence: `${posix2.dirname(dest)} is an archive the repository already uses` };
}
function frontmatterVerdict(p, facts) {
  let { key, value } = p.exact_edit;
  if (!isAutoFrontmatter(key, value)) {
    let list = Object.entries(AUTO_FRONTMATTER).flatMap(([k, vs]) => vs.map((v) => `${k}: ${v}`)).join(", ");
    return no("exact_edit.key", `"${key}: ${value}" is not on the list of frontmatter added unattended (${list})`);
  }
  let role = facts.roleOf(p.path);
  return role === void 0 || NEVER_EDITED.has(role) ? no("path", `"${p.path}" is a ${role ?? "doc of unknown role"}; no unattended edit writes into it`) : { ok: !0, evidence: `${key}: ${value} is on the closed frontmatter list` };
}
function autoEvidence(p, facts) {
  let kind = p.exact_edit?.kind;
  if (p.op_type !== "deterministic" || kind === void 0 || !AUTO_EDIT_KINDS.includes(kind)) return;
  let role = facts.roleOf(p.path);
  if (role !== void 0 && NEVER_EDITED.has(role) && kind !== "insert-frontmatter")
    return no("path", `"${p.path}" is a ${role}; no unattended edit writes into it`);
  switch (kind) {
    case "replace-text":
      return linkFixVerdict(p, facts);
    case "dedupe":
      return dedupeVerdict(p, facts);
    case "move-to-archive":
      return moveVerdict(p, facts);
    case "insert-frontmatter":
      return frontmatterVerdict(p, facts);
    default:
      return no("exact_edit.kind", `no evidence rule for ${kind}`);
  }
}
function brokenRefAnswered(p, facts) {
  if (p.exact_edit?.kind !== "replace-text") return;
  let line = lineRange(p.exact_edit.anchor)?.start_line;
  return (facts.scan.signals[p.path] ?? []).find((h) => h.name === "broken_reference" && h.line === line && h.raw === p.exact_edit.match && h.resolved !== void 0);
}
function autoEvidenceAll(proposals, facts, skip = /* @__PURE__ */ new Set()) {
  let verdicts = proposals.map((p, i) => skip.has(i) ? void 0 : autoEvidence(p, facts)), answers = proposals.map((p, i) => verdicts[i]?.ok ? brokenRefAnswered(p, facts) : void 0), fixed = /* @__PURE__ */ new Map();
  return proposals.forEach((p, i) => {
    let hit = answers[i];
    if (!hit) return;
    let key = `${p.path}\0${hit.resolved}`;
    fixed.has(key) || fixed.set(key, /* @__PURE__ */ new Set()), fixed.get(key).add(hit.line);
  }), proposals.forEach((p, i) => {
    let hit = answers[i];
    if (!hit) return;
    let lines = fixed.get(`${p.path}\0${hit.resolved}`), missed = (facts.scan.signals[p.path] ?? []).filter((h) => h.name === "broken_reference" && h.resolved === hit.resolved && typeof h.line == "number" && !lines.has(h.line));
    missed.length && (verdicts[i] = no("exact_edit", `"${p.path}" also references ${hit.resolved} on line(s) ${missed.map((h) => h.line).join(", ")} with no fix proposed: every occurrence is fixed in one run, or none`));
  }), verdicts;
}
function evidenceViolations(verdicts) {
  let out = [];
  return verdicts.forEach((v, i) => {
    v && !v.ok && out.push({ location: `proposals[${i}].${v.field}`, code: "REFUSED", message: `not safe unattended: ${v.problem}` });
  }), out;
}

// scripts/propose/evidence-facts.ts
import { lstatSync } from "node:fs";
import { posix as posix3 } from "node:path";
function existsIn(root, rel) {
  try {
    return lstatSync(resolveInsideRoot(root, rel, rel)), !0;
  } catch (err) {
    if (err instanceof HygieneError || err.code !== void 0) return !1;
    throw err;
  }
}
async function evidenceFacts(scan, lines, opts) {
  let root = scan.project_root, contexts;
  if (opts.readers) {
    let src = projectSources(root, buildRepoIndex(await listProjectFiles(root)));
    contexts = agentContexts(src, await loadTokenCounter());
  }
  let exists = (p) => existsIn(root, p);
  return {
    scan,
    lines,
    roleOf: (p) => scan.docs?.[p]?.role.name,
    contextsLoading: (p) => contexts ? new Set(contextsLoading(contexts, p).map((c) => `${c.agent}@${c.folder || "."}`)) : void 0,
    imports: (from, to) => contexts ? importsThrough(contexts, from, to) : !1,
    // An archive location the repository already uses: an archive-named folder that exists today.
    isArchiveLocation: (p) => isArchivePath(p) && posix3.dirname(p) !== "." && exists(posix3.dirname(p)),
    exists
  };
}

// scripts/propose/propose-all.ts
function fileLines(scan) {
  let cache = /* @__PURE__ */ new Map();
  return (path) => {
    if (!cache.has(path)) {
      let v;
      try {
        resolveInsideRoot(scan.project_root, path, path);
        let text = projectFileText(scan.project_root, path, Number.MAX_SAFE_INTEGER);
        v = text === void 0 ? void 0 : splitLines(text);
      } catch (err) {
        if (!(err instanceof HygieneError) && err.code === void 0) throw err;
        v = void 0;
      }
      cache.set(path, v);
    }
    return cache.get(path);
  };
}
function proposeAll(scan, proposers = PROPOSERS, lines = fileLines(scan)) {
  let editable = (p, path) => {
    let role = scan.docs?.[path]?.role.name;
    return role === void 0 || p.roles.includes(role);
  };
  return { proposals: proposers.flatMap((p) => p.propose({ scan, lines }).filter((x) => editable(p, x.path))) };
}
async function proposeProven(scan, proposers = PROPOSERS) {
  let lines = fileLines(scan), proposals = proposeAll(scan, proposers, lines).proposals, facts = await evidenceFacts(scan, lines, { readers: proposals.some((p) => p.exact_edit?.kind === "dedupe") });
  for (; ; ) {
    let verdicts = autoEvidenceAll(proposals, facts), kept = withoutMutualDedupes(proposals.filter((_, i) => verdicts[i]?.ok !== !1), facts);
    if (kept.length === proposals.length) return { proposals };
    proposals = kept;
  }
}
var spanKey = (path, a) => `${path}:${a.start_line}-${a.end_line}`;
function withoutMutualDedupes(proposals, facts) {
  let removes = /* @__PURE__ */ new Map();
  for (let p of proposals) {
    let a = lineRange(p.exact_edit?.anchor);
    p.exact_edit?.kind === "dedupe" && a && removes.set(spanKey(p.path, a), p);
  }
  return proposals.filter((p) => {
    let e = p.exact_edit;
    return e?.kind !== "dedupe" || !e.canonical_ref || !lineRange(e.anchor) || !removes.get(spanKey(e.canonical_ref.path, e.canonical_ref)) || facts.imports(p.path, e.canonical_ref.path) ? !0 : facts.imports(e.canonical_ref.path, p.path) ? !1 : p.signals[0]?.canonical === e.canonical_ref.path;
  });
}
async function scannerProvenSource(scan) {
  return { name: "scanner-proven proposals (--deterministic)", value: await proposeProven(scan) };
}

// scripts/report/snapshot.ts
import { lstatSync as lstatSync2, statSync } from "node:fs";
import { join as join2 } from "node:path";
var MAX_SNAPSHOT_BYTES = 5 * 1024 * 1024;
function takeSnapshot(root, rel) {
  let abs;
  try {
    abs = resolveInsideRoot(root, rel, rel);
  } catch (err) {
    if (err instanceof HygieneError) return { kind: "missing", problem: err.message };
    throw err;
  }
  let st;
  try {
    lstatSync2(abs), st = statSync(abs);
  } catch {
    return { kind: "missing", problem: `"${rel}" does not exist under the project root` };
  }
  if (st.isDirectory()) {
    let listing = directoryListing(abs), read_at2 = /* @__PURE__ */ new Date(), texts = [];
    for (let [r] of listing) {
      let read2 = readRegularFile(join2(abs, r), MAX_SNAPSHOT_BYTES);
      read2.ok && !read2.bytes.includes(0) && texts.push([r, read2.bytes.toString("utf8")]);
    }
    return { kind: "directory", texts, digest: directoryDigest(abs), read_at: read_at2 };
  }
  if (!st.isFile()) return { kind: "missing", problem: `"${rel}" is not a regular file` };
  let read = readRegularFile(abs, Number.MAX_SAFE_INTEGER, { followSymlink: !0 });
  if (!read.ok) return { kind: "missing", problem: `"${rel}" ${read.reason}` };
  let bytes = read.bytes, read_at = /* @__PURE__ */ new Date(), text = bytes.toString("utf8");
  return { kind: "file", text, lines: splitLines(text), digest: sha256Hex(bytes), read_at };
}
function snapshotter(root) {
  let snaps = /* @__PURE__ */ new Map();
  return (rel) => {
    let s = snaps.get(rel);
    return s || snaps.set(rel, s = takeSnapshot(root, rel)), s;
  };
}

// scripts/report/tree-checks.ts
var bad = (location, message, code = "SCHEMA_VIOLATION") => ({ location, code, message });
function treeViolations(proposals, scan, snap, skip = /* @__PURE__ */ new Set()) {
  let out = [], shortlist = new Set(scan.shortlist);
  return proposals.forEach((p, i) => {
    if (skip.has(i)) return;
    let at = `proposals[${i}]`, pathProblem = projectRelativeProblem(p.path);
    if (pathProblem) return void out.push(bad(`${at}.path`, pathProblem, "UNSAFE_PATH"));
    if (!shortlist.has(p.path)) return void out.push(bad(`${at}.path`, `"${p.path}" is not in the scanner's shortlist`));
    let s = snap(p.path);
    if (s.kind === "missing") return void out.push(bad(`${at}.path`, s.problem, "IO"));
    let scanned = scan.signals[p.path] ?? [], names = new Set(scanned.map((x) => x.name));
    p.signals.forEach((sig, j) => {
      names.has(sig.name) || out.push(bad(`${at}.signals[${j}].name`, `the scanner reported no "${sig.name}" signal for "${p.path}"; signals are passed through verbatim`));
    });
    let lc = p.lifecycle;
    lc?.served_by !== void 0 && !scanned.some((x) => x.served_by === lc.served_by) && out.push(bad(`${at}.lifecycle.served_by`, `scanner evidence: the scan artifact carries no served_by "${lc.served_by}" for "${p.path}"`)), lc?.age_days !== void 0 && !scanned.some((x) => x.age_days === lc.age_days) && out.push(bad(`${at}.lifecycle.age_days`, `scanner evidence: the scan artifact carries no age_days ${lc.age_days} for "${p.path}"`));
    let edit = p.exact_edit, whole = wholeOf(edit?.anchor);
    if (s.kind === "directory" && whole !== "directory")
      return void out.push(bad(`${at}.path`, `"${p.path}" is a directory; only a whole-directory delete acts on a directory`));
    if (whole === "directory" && s.kind !== "directory" && out.push(bad(`${at}.exact_edit.anchor.whole`, `"${p.path}" is not a directory`)), s.kind !== "file") return;
    let lines = s.lines;
    if (p.reducible_range) {
      let problem2 = rangeProblem(p.reducible_range.start_line, p.reducible_range.end_line, lines.length);
      problem2 && out.push(bad(`${at}.reducible_range`, problem2));
    }
    if (!edit) return;
    for (let f of ["dest_path", "target_path"]) {
      let v = edit[f];
      if (v !== void 0) {
        let problem2 = projectRelativeProblem(v);
        problem2 ? out.push(bad(`${at}.exact_edit.${f}`, problem2, "UNSAFE_PATH")) : v === p.path && out.push(bad(`${at}.exact_edit.${f}`, "must differ from the proposal path"));
      }
    }
    let a = lineRange(edit.anchor);
    if (!a) return;
    let problem = rangeProblem(a.start_line, a.end_line, lines.length);
    if (problem) return void out.push(bad(`${at}.exact_edit.anchor`, problem));
    let span = lineSpan(lines, a.start_line, a.end_line);
    if (edit.kind === "replace-text" && edit.match !== void 0 && (span.includes(edit.match) ? edit.match === edit.replacement && out.push(bad(`${at}.exact_edit.replacement`, "equals match; the edit would change nothing")) : out.push(bad(`${at}.exact_edit.match`, `does not occur in lines ${a.start_line}-${a.end_line} of "${p.path}"`))), edit.kind === "dedupe" && edit.canonical_ref) {
      let c = edit.canonical_ref, cp = projectRelativeProblem(c.path);
      if (cp) return void out.push(bad(`${at}.exact_edit.canonical_ref.path`, cp, "UNSAFE_PATH"));
      if (c.path === p.path && c.start_line <= a.end_line && a.start_line <= c.end_line)
        return void out.push(bad(`${at}.exact_edit.canonical_ref`, "overlaps the removed span"));
      let cs = snap(c.path);
      if (cs.kind !== "file") return void out.push(bad(`${at}.exact_edit.canonical_ref.path`, cs.kind === "missing" ? cs.problem : `"${c.path}" is not a file`, "IO"));
      let cprob = rangeProblem(c.start_line, c.end_line, cs.lines.length);
      if (cprob) return void out.push(bad(`${at}.exact_edit.canonical_ref`, cprob));
      sameLines(cs.lines.slice(c.start_line - 1, c.end_line), lines.slice(a.start_line - 1, a.end_line)) || out.push(bad(`${at}.exact_edit.canonical_ref`, `the text at ${c.path}:${c.start_line}-${c.end_line} differs from the removed span ${p.path}:${a.start_line}-${a.end_line}; a dedupe removes only an exact duplicate`));
    }
  }), out;
}

// scripts/contract/schemas/proposals.schema.json
var proposals_schema_default = {
  $schema: "https://json-schema.org/draft/2020-12/schema",
  $id: "https://github.com/doc-hygiene/doc-hygiene/schemas/proposals.schema.json",
  title: "doc-hygiene classification proposals",
  description: "The slim per-file proposals a classifier (or a deterministic proposer) hands to report-builder. Judgment only: a proposal never carries a field that a script computes (expected_sha256, is_destructive, is_reversible, safety_tier, token counts, id, generated_at, git_state); report-builder rejects a proposal that does, it never overwrites it silently. Cross-file rules (path in the shortlist, anchor inside the file, replace-text match inside its anchor, dedupe text equal at canonical_ref) are checked by report-builder.",
  type: "object",
  additionalProperties: !1,
  required: ["proposals"],
  properties: {
    proposals: { type: "array", items: { $ref: "#/$defs/proposal" } }
  },
  $defs: {
    relpath: { type: "string", minLength: 1, maxLength: 4096 },
    line: { type: "integer", minimum: 1, maximum: 1e7 },
    computed: {
      description: "Computed by scripts from the file bytes, the kind table and the tier function; never proposed.",
      not: {}
    },
    anchor: {
      type: "object",
      additionalProperties: !1,
      required: ["start_line", "end_line"],
      properties: {
        start_line: { $ref: "#/$defs/line" },
        end_line: { $ref: "#/$defs/line" }
      }
    },
    whole_anchor: {
      type: "object",
      additionalProperties: !1,
      required: ["whole"],
      properties: { whole: { enum: ["file", "directory"] } }
    },
    signal: {
      type: "object",
      required: ["name"],
      properties: {
        name: { type: "string", minLength: 1, description: "The scanner's signal name, verbatim." },
        detail: { type: "string", maxLength: 2e3, description: "The scanner's detail, or a one-line gloss." },
        line: { $ref: "#/$defs/line" }
      }
    },
    lifecycle: {
      type: "object",
      additionalProperties: !1,
      required: ["rule_ref", "lifetime"],
      properties: {
        rule_ref: { type: "string", minLength: 1 },
        lifetime: { enum: ["keep", "temporary", "delete-once-served"] },
        served_when_path: { type: "string", minLength: 1 },
        served_when: { type: "string", minLength: 1 },
        served_by: { $ref: "#/$defs/relpath", description: "Scanner evidence: accepted only when the scan artifact carries the same served_by for this path." },
        age_days: { type: "number", minimum: 0, description: "Scanner evidence: accepted only when the scan artifact carries the same age_days for this path." },
        git_state: { $ref: "#/$defs/computed" }
      },
      allOf: [
        { not: { required: ["served_when_path", "served_when"] } },
        {
          if: { properties: { lifetime: { const: "temporary" } } },
          then: { allOf: [{ not: { required: ["served_when_path"] } }, { not: { required: ["served_when"] } }] }
        },
        {
          if: { properties: { lifetime: { const: "delete-once-served" } } },
          then: { oneOf: [{ required: ["served_when_path"] }, { required: ["served_when"] }] }
        }
      ]
    },
    exact_edit: {
      type: "object",
      required: ["kind"],
      properties: {
        kind: { enum: ["delete-range", "move-to-archive", "insert-frontmatter", "replace-text", "dedupe", "delete", "extract-then-delete"] },
        expected_sha256: { $ref: "#/$defs/computed" }
      },
      allOf: [
        {
          if: { properties: { kind: { const: "delete-range" } } },
          then: {
            additionalProperties: !1,
            required: ["anchor"],
            properties: { kind: !0, expected_sha256: !0, anchor: { $ref: "#/$defs/anchor" } }
          }
        },
        {
          if: { properties: { kind: { const: "move-to-archive" } } },
          then: {
            additionalProperties: !1,
            required: ["anchor", "dest_path"],
            properties: { kind: !0, expected_sha256: !0, anchor: { $ref: "#/$defs/anchor" }, dest_path: { $ref: "#/$defs/relpath" } }
          }
        },
        {
          if: { properties: { kind: { const: "insert-frontmatter" } } },
          then: {
            additionalProperties: !1,
            required: ["key", "value"],
            properties: {
              kind: !0,
              expected_sha256: !0,
              key: { type: "string", pattern: "^[A-Za-z_][A-Za-z0-9_-]{0,63}$" },
              value: { type: "string", maxLength: 1e3 }
            }
          }
        },
        {
          if: { properties: { kind: { const: "replace-text" } } },
          then: {
            additionalProperties: !1,
            required: ["anchor", "match", "replacement"],
            properties: {
              kind: !0,
              expected_sha256: !0,
              anchor: { $ref: "#/$defs/anchor" },
              match: { type: "string", minLength: 1, maxLength: 1e5 },
              replacement: { type: "string", maxLength: 1e5 }
            }
          }
        },
        {
          if: { properties: { kind: { const: "dedupe" } } },
          then: {
            additionalProperties: !1,
            required: ["anchor", "canonical_ref"],
            properties: {
              kind: !0,
              expected_sha256: !0,
              anchor: { $ref: "#/$defs/anchor" },
              canonical_ref: {
                type: "object",
                additionalProperties: !1,
                required: ["path", "start_line", "end_line"],
                properties: { path: { $ref: "#/$defs/relpath" }, start_line: { $ref: "#/$defs/line" }, end_line: { $ref: "#/$defs/line" } }
              }
            }
          }
        },
        {
          if: { properties: { kind: { const: "delete" } } },
          then: {
            additionalProperties: !1,
            required: ["anchor"],
            properties: { kind: !0, expected_sha256: !0, anchor: { $ref: "#/$defs/whole_anchor" } }
          }
        },
        {
          if: { properties: { kind: { const: "extract-then-delete" } } },
          then: {
            additionalProperties: !1,
            required: ["anchor", "extraction_target"],
            properties: {
              kind: !0,
              expected_sha256: !0,
              anchor: { $ref: "#/$defs/whole_anchor" },
              extraction_target: { enum: ["repo-durable", "cross-repo"] },
              target_path: { $ref: "#/$defs/relpath" }
            },
            if: { properties: { extraction_target: { const: "repo-durable" } } },
            then: { required: ["target_path"] }
          }
        }
      ]
    },
    proposal: {
      type: "object",
      additionalProperties: !1,
      required: ["path", "category", "signals", "op", "op_type"],
      properties: {
        path: { $ref: "#/$defs/relpath" },
        category: {
          type: "object",
          additionalProperties: !1,
          required: ["class", "subtype"],
          properties: {
            class: { enum: ["stale", "bloat"] },
            subtype: { enum: ["contradicted", "orphaned", "superseded", "provisional", "completed-in-place", "duplicated", "distill", "split", "freeze"] }
          },
          allOf: [
            {
              if: { properties: { class: { const: "stale" } } },
              then: { properties: { subtype: { enum: ["contradicted", "orphaned", "superseded", "provisional", "completed-in-place", "duplicated"] } } }
            },
            {
              if: { properties: { class: { const: "bloat" } } },
              then: { properties: { subtype: { enum: ["distill", "split", "freeze"] } } }
            }
          ]
        },
        signals: { type: "array", items: { $ref: "#/$defs/signal" } },
        op: { type: "string", minLength: 1, maxLength: 2e3 },
        op_type: { enum: ["deterministic", "generative"] },
        exact_edit: { $ref: "#/$defs/exact_edit" },
        reducible_range: {
          type: "object",
          additionalProperties: !1,
          required: ["start_line", "end_line"],
          properties: {
            start_line: { $ref: "#/$defs/line" },
            end_line: { $ref: "#/$defs/line" },
            expected_sha256: { $ref: "#/$defs/computed" }
          },
          description: "Generative proposals: the span the rewrite would reduce; report-builder counts its tokens and binds it to the file digest."
        },
        lifecycle: { $ref: "#/$defs/lifecycle" },
        confidence: { type: "number", minimum: 0, maximum: 1 },
        why: { type: "string", minLength: 1, maxLength: 500, description: "Optional one-line reason, shown in report.md only." },
        id: { $ref: "#/$defs/computed" },
        is_destructive: { $ref: "#/$defs/computed" },
        is_reversible: { $ref: "#/$defs/computed" },
        safety_tier: { $ref: "#/$defs/computed" },
        token_estimate: { $ref: "#/$defs/computed" },
        raw_tokens: { $ref: "#/$defs/computed" },
        weighted_tokens: { $ref: "#/$defs/computed" },
        injection_frequency: { $ref: "#/$defs/computed" },
        expected_sha256: { $ref: "#/$defs/computed" },
        generated_at: { $ref: "#/$defs/computed" }
      },
      allOf: [
        {
          if: { properties: { op_type: { const: "deterministic" } } },
          then: { required: ["exact_edit"], not: { required: ["reducible_range"] } },
          else: { required: ["reducible_range"], not: { required: ["exact_edit"] } }
        },
        {
          if: { required: ["exact_edit"], properties: { exact_edit: { properties: { kind: { enum: ["delete", "extract-then-delete"] } } } } },
          then: { required: ["lifecycle"], properties: { lifecycle: { properties: { lifetime: { enum: ["temporary", "delete-once-served"] } } } } }
        }
      ]
    }
  }
};

// scripts/report/check-proposals.ts
var COMPUTED_TOP = ["id", "is_destructive", "is_reversible", "safety_tier", "token_estimate", "raw_tokens", "weighted_tokens", "injection_frequency", "expected_sha256", "generated_at"], COMPUTED_IN = {
  exact_edit: ["expected_sha256", "is_destructive", "is_reversible", "safety_tier"],
  reducible_range: ["expected_sha256"],
  lifecycle: ["git_state"]
};
function computedFieldViolations(p, at) {
  let out = [], reject = (loc, field) => out.push({
    location: loc,
    code: "SCHEMA_VIOLATION",
    message: `${field} is computed by report-builder from the file and the kind table; a proposal must not carry it (rejected, not overwritten)`
  });
  for (let f of COMPUTED_TOP) f in p && reject(`${at}.${f}`, f);
  for (let [obj, fields] of Object.entries(COMPUTED_IN)) {
    let o = p[obj];
    if (isJsonObject(o)) for (let f of fields) f in o && reject(`${at}.${obj}.${f}`, f);
  }
  return out;
}
function describeRanges(ranges) {
  return ranges.filter((r) => r.count > 0).map((r) => `${r.count === 1 ? `proposals[${r.start}]` : `proposals[${r.start}]-[${r.start + r.count - 1}]`}: ${r.name}`).join("; ");
}
function collectProposals(sources) {
  let violations = [], all = [], ranges = [];
  for (let src of sources) {
    if (!isJsonObject(src.value) || !Array.isArray(src.value.proposals)) {
      violations.push({ location: src.name, code: "SCHEMA_VIOLATION", message: 'a proposals file must be an object { "proposals": [ ... ] }' });
      continue;
    }
    let extra = Object.keys(src.value).filter((k) => k !== "proposals");
    for (let k of extra) violations.push({ location: `${src.name}: ${k}`, code: "SCHEMA_VIOLATION", message: "unknown field" });
    ranges.push({ name: src.name, start: all.length, count: src.value.proposals.length }), pushAll(all, src.value.proposals);
  }
  let computed = [];
  all.forEach((p, i) => {
    isJsonObject(p) && pushAll(computed, computedFieldViolations(p, `proposals[${i}]`));
  });
  let said = new Set(computed.map((v) => v.location));
  pushAll(violations, computed);
  for (let v of schemaViolations(compileSchema(proposals_schema_default), { proposals: all }))
    said.has(v.location) || violations.push(v);
  return { proposals: all, violations, ranges };
}

// scripts/report/coverage.ts
function unansweredSignals(path, signals, entries) {
  let own = entries.filter((e) => e.path === path);
  if (own.some((e) => e.exact_edit && KIND_TABLE[e.exact_edit.kind].whole_document)) return [];
  let cited = new Set(own.flatMap((e) => e.signals.map((s) => s.name)));
  return signals.filter((s) => {
    if (s.hint === !0 || cited.has(s.name)) return !1;
    if (s.name === "duplicate_block") {
      let other = s.other?.path;
      return !entries.some((e) => e.path === other && e.exact_edit?.kind === "dedupe" && e.exact_edit.canonical_ref?.path === path);
    }
    return !0;
  });
}
function pendingClassification(shortlist, signals, entries, filtered_out = []) {
  let filtered = new Set(filtered_out);
  return shortlist.filter((p) => !filtered.has(p)).map((p) => ({ path: p, signals: unansweredSignals(p, signals[p] ?? [], entries) })).filter((x) => x.signals.length > 0);
}

export {
  pluginRoot,
  toolVersion,
  snapshotter,
  treeViolations,
  autoEvidenceAll,
  evidenceViolations,
  evidenceFacts,
  describeRanges,
  collectProposals,
  unansweredSignals,
  pendingClassification,
  proposeAll,
  scannerProvenSource
};
