import { createRequire as __dhCreateRequire } from 'node:module'; const require = __dhCreateRequire(import.meta.url);
import {
  BLOAT_SUBTYPES,
  STALE_SUBTYPES,
  autoEvidenceAll,
  directoryDigest,
  directoryListing,
  evidenceFacts,
  evidenceViolations,
  lineAfter,
  lineRange,
  wholeOf
} from "./chunk-3DAOPGZW.mjs";
import {
  digestLine
} from "./chunk-OUZCCNIE.mjs";
import {
  CLASSIFIER_JUDGED,
  POLICY_VERSION,
  derivedFields,
  entryId,
  validateReport
} from "./chunk-73XJTB4Z.mjs";
import {
  pathGitState
} from "./chunk-DWGIC4YC.mjs";
import {
  AGENT_READ_ROLES,
  ROLE_ORDER,
  codePathRefs,
  fragmentNamesAnchor,
  isMarkdownPath,
  lifecycleSignalsOf,
  mdxImports,
  publishedAnchors,
  scan_schema_default
} from "./chunk-JZLM7UPL.mjs";
import {
  EDIT_KINDS,
  KIND_TABLE,
  isEditKind
} from "./chunk-3MRBJ7GN.mjs";
import {
  sha256Hex
} from "./chunk-VFCBVGFI.mjs";
import {
  thousands
} from "./chunk-EAJZASD2.mjs";
import {
  TOKEN_ENCODING,
  exists,
  existsLoose,
  extractImports,
  inside,
  linkFromProjectRoot,
  loadTokenCounter,
  pathReadings,
  resolveRef,
  siteOf
} from "./chunk-5VCSN5G4.mjs";
import {
  CONVENTIONS,
  isExcluded
} from "./chunk-FIJFGDGO.mjs";
import {
  compileSchema,
  schemaViolations
} from "./chunk-QVJDJ4Q2.mjs";
import {
  lineSpan,
  minimatch,
  parseDoc,
  rangeProblem,
  sameLines,
  splitLines
} from "./chunk-DUOPAI4E.mjs";
import {
  isJsonObject
} from "./chunk-Z45Y2YWL.mjs";
import {
  byCodeUnit
} from "./chunk-7CNQJT4V.mjs";
import {
  projectRelativeProblem,
  resolveInsideRoot
} from "./chunk-MIYAM7C7.mjs";
import {
  mdCell,
  mdCode,
  mdLine,
  pushAll
} from "./chunk-Q5DWSZJV.mjs";
import {
  HygieneError,
  readRegularFile
} from "./chunk-6ISAVYID.mjs";

// scripts/report/snapshot.ts
import { lstatSync, statSync } from "node:fs";
import { join } from "node:path";
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
    lstatSync(abs), st = statSync(abs);
  } catch {
    return { kind: "missing", problem: `"${rel}" does not exist under the project root` };
  }
  if (st.isDirectory()) {
    let listing = directoryListing(abs), read_at2 = /* @__PURE__ */ new Date(), texts = [];
    for (let [r] of listing) {
      let read2 = readRegularFile(join(abs, r), MAX_SNAPSHOT_BYTES);
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
var bad = (location, message, code2 = "SCHEMA_VIOLATION") => ({ location, code: code2, message });
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

// scripts/report/lifecycle-checks.ts
var bad2 = (location, message) => ({ location, code: "SCHEMA_VIOLATION", message });
function lifecycleProposalViolations(proposals, scan) {
  let out = [];
  return proposals.forEach((p, i) => {
    let at = `proposals[${i}]`, kind = p.exact_edit?.kind, deletes = isEditKind(kind) && KIND_TABLE[kind].lifecycle, lc = p.lifecycle;
    if (!deletes && lc === void 0) return;
    if (!deletes) return void out.push(bad2(`${at}.lifecycle`, "only a delete or extract-then-delete proposal carries a lifecycle object"));
    if (lc === void 0) return void out.push(bad2(`${at}.lifecycle`, `a ${kind} needs the lifecycle object of the rule that matched "${p.path}"`));
    let candidates = lifecycleSignalsOf(scan.signals[p.path]);
    if (candidates.length === 0)
      return void out.push(bad2(`${at}.path`, `no lifecycle rule made "${p.path}" a deletion candidate (not matched, kept, not yet served, or within retention); deletions come only from the rulebook`));
    let sig = candidates.find((s) => s.rule_ref === lc.rule_ref);
    if (!sig)
      return void out.push(bad2(`${at}.lifecycle.rule_ref`, `"${lc.rule_ref}" is not the rule the scanner matched for "${p.path}" (${candidates.map((s) => `"${s.rule_ref}"`).join(", ")})`));
    for (let f of ["lifetime", "served_when_path", "served_when", "served_by"])
      lc[f] !== sig[f] && out.push(bad2(`${at}.lifecycle.${f}`, `must be ${show(sig[f])} as the scanner reported for rule "${sig.rule_ref}", not ${show(lc[f])}`));
    sig.lifetime === "temporary" && lc.age_days !== sig.age_days && out.push(bad2(`${at}.lifecycle.age_days`, `must be ${show(sig.age_days)} as the scanner reported, not ${show(lc.age_days)}`)), sig.lifetime !== "temporary" && lc.age_days !== void 0 && out.push(bad2(`${at}.lifecycle.age_days`, "only a temporary doc carries age_days"));
    let e = p.exact_edit, wantKind = sig.lifetime === "delete-once-served" && sig.on_served === "extract-then-delete" ? "extract-then-delete" : "delete";
    if (e.kind !== wantKind) out.push(bad2(`${at}.exact_edit.kind`, `rule "${sig.rule_ref}" asks for ${wantKind}, not ${e.kind}`));
    else if (wantKind === "extract-then-delete") {
      let cross = sig.extract_to === "cross-repo", want = cross ? "cross-repo" : "repo-durable";
      e.extraction_target !== want ? out.push(bad2(`${at}.exact_edit.extraction_target`, `rule "${sig.rule_ref}" extracts to ${want}`)) : !cross && e.target_path !== sig.extract_to && out.push(bad2(`${at}.exact_edit.target_path`, `rule "${sig.rule_ref}" extracts to "${sig.extract_to}"`));
    }
    wholeOf(e.anchor) !== sig.path_kind && out.push(bad2(`${at}.exact_edit.anchor`, `"${p.path}" is matched as a ${sig.path_kind}; the anchor must be { "whole": "${sig.path_kind}" }`));
  }), out;
}
var show = (v) => v === void 0 ? "absent" : JSON.stringify(v);

// scripts/report/promotion.ts
var GLOB = { dot: !0 };
function conventionCovers(c, path, kind) {
  return (c.rule.dirs !== void 0 ? "directory" : "file") === kind && c.applies_to.some((g) => minimatch(path, g, GLOB)) && !isExcluded(path, c.rule.exclude);
}
var isProjectRule = (ruleRef) => !ruleRef.includes(":");
function promotionCandidates(entries, adopted, catalog = CONVENTIONS) {
  let out = [], seen = /* @__PURE__ */ new Set();
  for (let e of entries) {
    let lc = e.lifecycle;
    if (!lc || typeof lc.served_when != "string" || !isProjectRule(lc.rule_ref)) continue;
    let anchor = e.exact_edit?.anchor, kind = wholeOf(anchor) === "directory" ? "directory" : "file";
    for (let c of catalog) {
      if (adopted.includes(c.name) || !conventionCovers(c, e.path, kind)) continue;
      let key = `${e.path}\0${c.name}`;
      seen.has(key) || (seen.add(key), out.push({ path: e.path, name: c.name, pitch: c.pitch }));
    }
  }
  return out.sort((a, b) => byCodeUnit(a.path, b.path) || byCodeUnit(a.name, b.name));
}

// scripts/contract/escalation.ts
var ESCALATION_CONFIDENCE = 0.6;
function needsEscalation(p) {
  if (typeof p.confidence != "number" || !(p.confidence < ESCALATION_CONFIDENCE)) return !1;
  if (p.category?.class === "bloat") return !0;
  let op_type = p.op_type === "deterministic" ? "deterministic" : "generative";
  return derivedFields({ op_type, kind: p.exact_edit?.kind }).is_destructive;
}

// scripts/contract/classifier-contract.ts
var stale = (subtype) => ({ class: "stale", subtype }), bloat = (subtype) => ({ class: "bloat", subtype }), SIGNAL_CONTRACT = Object.freeze({
  broken_reference: { route: "classifier", categories: [stale("contradicted"), stale("orphaned"), stale("superseded")] },
  version_skew: { route: "classifier", categories: [stale("contradicted")] },
  stale_name_location: { route: "classifier", categories: [stale("superseded"), stale("provisional"), stale("completed-in-place"), stale("orphaned")] },
  archive_to_live_ratio: { route: "classifier", categories: [stale("superseded"), stale("completed-in-place"), stale("orphaned")] },
  frontmatter_marker: { route: "classifier", categories: [stale("completed-in-place"), stale("superseded"), stale("provisional"), stale("orphaned")] },
  token_weight: { route: "classifier", categories: [bloat("distill"), bloat("split"), bloat("freeze")] },
  duplicate_block: { route: "classifier", categories: [stale("duplicated"), bloat("distill")] },
  edit_recency_vs_churn: { route: "hint", categories: [] },
  command_reference: { route: "classifier", categories: [stale("contradicted"), stale("orphaned")] },
  vanished_identifier: { route: "classifier", categories: [stale("contradicted"), stale("orphaned")] },
  // What a client loads (twin files, a file over its limit, a hidden AGENTS.md, the skill listing over
  // budget) is a fact of the layout, not of a doc's words: report.md's "What agents load" shows it.
  agent_load: { route: "hint", categories: [] },
  // A path into one person's home folder, in a doc an agent loads: its fix is the path from the repository root.
  personal_path: { route: "classifier", categories: [stale("contradicted")] },
  lifecycle: { route: "sweep", categories: [] },
  openspec_completed: { route: "run", categories: [] }
});
function categoriesFor(signalNames) {
  let all = signalNames.flatMap((n2) => SIGNAL_CONTRACT[n2]?.categories ?? []);
  return all.length ? all : void 0;
}
function findingRoute(h) {
  return h.hint === !0 ? "hint" : SIGNAL_CONTRACT[h.name]?.route ?? "classifier";
}
var CLASSIFIER_KINDS = EDIT_KINDS.filter((k) => KIND_TABLE[k].classifier_proposes), CLASSIFIER_FIXES = Object.freeze({
  "delete-range": { tier: "confirm", refused_when: "the anchor lies outside the file" },
  // auto when git history or the manifest proves the new text; else confirm (classifier-judged)
  // when it rewrites the finding on its line; refused when it rewrites anything else.
  "replace-text": { tier: "auto-or-confirm", refused_when: "it answers no finding on its line, points a broken reference at a path or heading that does not exist either, or states a version the manifest does not pin" },
  "insert-frontmatter": { tier: "auto-when-proven", refused_when: "the key and value are not on the closed list (scripts/contract/auto-frontmatter.ts)" },
  "move-to-archive": { tier: "auto-when-proven", refused_when: "the doc is not living or a plan, or the destination is not in an archive folder the repository already uses" },
  generative: { tier: "confirm", refused_when: "the reducible range lies outside the file" }
});
function judgedFixTexts(h) {
  let texts = (...keys) => keys.map((k) => h[k]).filter((v) => typeof v == "string" && v.length > 0);
  switch (h.name) {
    case "broken_reference": {
      let raw = typeof h.raw == "string" ? h.raw : "", fragment = h.missing === "fragment" && raw.indexOf("#") >= 0 ? raw.slice(raw.indexOf("#")) : "";
      return [...texts("raw", "target"), ...fragment.length > 1 ? [fragment] : []];
    }
    case "command_reference":
      return texts("text", "command");
    case "vanished_identifier":
      return texts("identifier", "term");
    case "personal_path":
      return texts("text");
    default:
      return [];
  }
}
var DECISION_ROWS = [
  "| `broken_reference`, the right target found (Grep) | `stale`/`contradicted` | `replace-text` of the reference as written | auto when git shows the move, else confirm |",
  "| `broken_reference` to something gone, in a passage about it | `stale`/`orphaned` | `delete-range` of the passage | confirm |",
  "| `command_reference` or `vanished_identifier`, one clear successor found | `stale`/`contradicted` | `replace-text` of exactly that command or name | auto when history shows the rename, else confirm |",
  "| `command_reference` or `vanished_identifier`, in a passage about something removed | `stale`/`contradicted` | `delete-range` of the passage | confirm |",
  "| `broken_reference`, `command_reference` or `vanished_identifier` in prose to reword | `stale`/`contradicted` | `generative`; `op` says what is wrong and what is true | confirm |",
  "| `version_skew` | `stale`/`contradicted` | `replace-text` by the manifest's exact version | auto |",
  "| `personal_path` | `stale`/`contradicted` | `replace-text` by the path from the repository root (or `~/`) | confirm |",
  "| `frontmatter_marker`, `stale_name_location` or `archive_to_live_ratio`: a finished plan that stays | `stale`/`completed-in-place` | `insert-frontmatter` `status: completed` | auto |",
  "| `frontmatter_marker`, `stale_name_location` or `archive_to_live_ratio`: replaced, kept for history | `stale`/`superseded` | `move-to-archive` into an archive folder this file names | auto |",
  "| `frontmatter_marker` or `stale_name_location`: a temporary note that has served | `stale`/`provisional` | `delete-range` of the served part | confirm |",
  "| `token_weight` (loaded every session, over budget) | `bloat`/`distill` | `generative` condensing its largest sections (outline) | confirm |",
  "| `token_weight`, sections only some tasks need | `bloat`/`split` | `generative` moving them out, leaving a pointer | confirm |",
  "| `duplicate_block` | `stale`/`duplicated` | `generative` replacing the copy by a pointer to the kept one | confirm |",
  "| a false alarm, or right as written | \u2014 | `no_edit` with the reason | \u2014 |"
];
function rowSignals(row) {
  return [...(row.split(" | ")[0] ?? "").matchAll(/`([a-z_]+)`/g)].map((m) => m[1]).filter((n2) => n2 in SIGNAL_CONTRACT);
}
function shownRows(signals) {
  return DECISION_ROWS.filter((r) => {
    let names = rowSignals(r);
    return signals === void 0 || names.length === 0 || names.some((n2) => signals.has(n2));
  });
}
function rulesOffer(kind, signals) {
  return shownRows(signals).some((r) => (r.split(" | ")[2] ?? "").includes(`\`${kind}\``));
}
function classifierRules(signals) {
  return `## Answer

Only \`{"proposals": [...], "no_edit": [...]}\`, no prose, no code fence. Every finding gets one answer: a proposal citing it, or \`{"finding": "F3", "why": "<one line>"}\` in \`no_edit\` (a false alarm, right as written, meant on purpose, or no fix without inventing one). A proposal may cite several findings of its file; a file may get several proposals.

\`\`\`json
{"path": "docs/guide.md", "category": {"class": "stale", "subtype": "contradicted"},
 "signals": [{"name": "broken_reference", "detail": "<verbatim>", "line": 52}],
 "op": "<one sentence: what the fix does; for a rewrite, what is wrong and what is true>",
 "op_type": "deterministic",
 "exact_edit": {"kind": "replace-text", "anchor": {"start_line": 52, "end_line": 52}, "match": "setup-old.md", "replacement": "setup.md"},
 "confidence": 0.9, "why": "<optional, one line>"}
\`\`\`

- \`signals\`: \`{name, detail, line}\` of each finding it answers, copied from its \`F<k>\` line.
- \`op_type\` \`deterministic\` has an \`exact_edit\`: \`delete-range\` \`anchor\`; \`replace-text\` \`anchor\` (one line), \`match\` (text on it), \`replacement\`; \`insert-frontmatter\` \`key\`, \`value\`; \`move-to-archive\` \`anchor\`, \`dest_path\`. Anchors are 1-based, inclusive, inside the file. \`generative\` has a \`reducible_range\` \`{start_line, end_line}\` (the span a rewriter replaces) instead.
- \`confidence\` in [0, 1]; below ${ESCALATION_CONFIDENCE} when choosing stale vs bloat, or deleting contradicted or superseded content vs rewriting it (a stronger model is then asked).
- No other field: hashes, tiers, token counts, ids, dates and git state are computed by scripts; a proposal carrying one is refused.

## Decision rules

| finding | category | fix | tier |
|---|---|---|---|
${shownRows(signals).join(`
`)}

- Never invent a path, command, name or version: none found in the repository means \`no_edit\` (or deleting a passage about something removed).
- Never propose \`delete\`, \`extract-then-delete\` or \`dedupe\`: scripts make those.
- \`insert-frontmatter\` adds only \`status: completed\`, \`status: superseded\` or \`hygiene: frozen\`; a \`replace-text\` replaces only text a finding names on its line. Anything else is refused.
`;
}
var REPAIR_TASK = "Each `refused` entry is your proposal the report builder refused, with its `problems` and the ids of its file's `findings`. Read `batch_file` too (its header holds the answer format and the rules). Answer each with a corrected proposal, or `no_edit` for its findings when no valid fix exists, in that format.", CLASSIFIER_RULES = classifierRules();

// scripts/report/judged-targets.ts
import { posix } from "node:path";
function refsOn(path, lines, lineNo, facts, imports) {
  let doc = parseDoc(path, lines.join(`
`) + `
`);
  return [...doc.refs, ...imports && facts.repo ? extractImports(doc, facts.repo).map(({ client_target: _, ...r }) => r) : [], ...codePathRefs(doc)].filter((r) => r.line === lineNo);
}
function missingAnchor(path, edited, target, resolved, fragment, facts, repo) {
  if (fragment === void 0 || !isMarkdownPath(resolved) || !repo.files.has(resolved)) return;
  let lines = resolved === path ? edited : facts.lines(resolved);
  if (!lines) return;
  let text = lines.join(`
`) + `
`;
  if (mdxImports(resolved, text, (p) => repo.files.has(p)) === void 0 && !fragmentNamesAnchor(publishedAnchors(parseDoc(resolved, text), repo.sites), fragment))
    return `the new target ${target} does not resolve: ${resolved === path ? `this document (${path})` : resolved} has no heading or anchor "${fragment}"`;
}
function unresolvedNewTarget(path, lineNo, match, replacement, finding, facts) {
  if (finding.name !== "broken_reference" || !facts.repo) return;
  let repo = facts.repo, lines = facts.lines(path), line = lines?.[lineNo - 1], after = line === void 0 ? void 0 : lineAfter(line, match, replacement);
  if (!lines || after === void 0) return;
  let imports = finding.source === "import", key = (r) => `${r.source}\0${r.target}`, before = new Set(refsOn(path, lines, lineNo, facts, imports).map(key)), edited = [...lines.slice(0, lineNo - 1), after, ...lines.slice(lineNo)], dir = posix.dirname(path), agentRead = AGENT_READ_ROLES.has(facts.scan.docs?.[path]?.role.name ?? ""), from = dir === "." ? "the repository root" : `${dir}/`;
  for (let ref of refsOn(path, edited, lineNo, facts, imports)) {
    if (before.has(key(ref)) || ref.target.startsWith("/") && ref.source !== "import" && siteOf(repo.sites, path) || ref.source === "link" && agentRead && linkFromProjectRoot(path, ref.target, repo)) continue;
    let r = resolveRef(path, ref, facts.scan.project_root, repo), would;
    if (r.kind === "path") {
      if (ref.source === "code_path" ? existsLoose(repo, r.resolved) : exists(repo, r.resolved)) {
        let missing = missingAnchor(path, edited, ref.target, r.resolved, r.fragment, facts, repo);
        if (missing) return missing;
        continue;
      }
      would = r.resolved;
    } else if (ref.source === "code_path") {
      if (would = pathReadings(path, ref.target, repo)?.[0], would === void 0) continue;
    } else continue;
    let fromRoot = inside("", ref.target.replace(/[#?].*$/, "")), hint = dir !== "." && fromRoot !== void 0 && fromRoot !== would && exists(repo, fromRoot) ? `; ${fromRoot} exists from the repository root, which ${path} reaches as ${posix.relative(dir, fromRoot)}` : "";
    return `the new target ${ref.target} does not resolve from ${from} (it would be ${would})${hint}`;
  }
}

// scripts/report/judged-fix.ts
function judgedFix(p, facts) {
  let scan = facts.scan, edit = p.exact_edit;
  if (p.op_type !== "deterministic" || edit?.kind !== "replace-text" || typeof edit.match != "string") return { judged: !1 };
  let a = lineRange(edit.anchor);
  if (!a || a.start_line !== a.end_line) return { judged: !1 };
  let onLine = (scan.signals[p.path] ?? []).filter(
    (h) => h.line === a.start_line && findingRoute(h) === "classifier" && judgedFixTexts(h).length > 0
  ), answered = onLine.find((h) => judgedFixTexts(h).some((t) => edit.match.includes(t)));
  if (answered) {
    let unresolved = unresolvedNewTarget(p.path, a.start_line, edit.match, edit.replacement ?? "", answered, facts);
    return unresolved ? { judged: !1, field: "exact_edit.replacement", problem: unresolved } : { judged: !0, finding: answered };
  }
  if (onLine.length === 0) return { judged: !1 };
  let texts = [...new Set(onLine.flatMap(judgedFixTexts))].slice(0, 3).map((t) => `"${t}"`);
  return {
    judged: !1,
    problem: `rewrites none of the findings on line ${a.start_line}: a classifier's replace-text must replace the text a finding names there (${texts.join(", ")}), which match does not hold`
  };
}

// scripts/report/findings.ts
function restatementKey(h) {
  if (h.name === "broken_reference") return `${h.name}|${String(h.resolved ?? h.target ?? h.detail)}|${String(h.missing ?? "")}`;
  if (h.name === "duplicate_block" && typeof h.start_line == "number") return `${h.name}|${h.start_line}-${String(h.end_line)}`;
}
function groupFindings(hits) {
  let out = [], byKey = /* @__PURE__ */ new Map();
  for (let h of hits) {
    let key = restatementKey(h), first = key === void 0 ? void 0 : byKey.get(key);
    if (first) {
      let other2 = h.other?.path;
      h.name === "duplicate_block" && typeof other2 == "string" ? first.also_in.push(other2) : typeof h.line == "number" && !first.lines.includes(h.line) && first.lines.push(h.line);
      continue;
    }
    let f = { name: h.name, hit: h, lines: typeof h.line == "number" ? [h.line] : [], also_in: [], route: findingRoute(h) }, other = h.other?.path;
    h.name === "duplicate_block" && typeof other == "string" && f.also_in.push(other), out.push(f), key !== void 0 && byKey.set(key, f);
  }
  return out;
}
function cites(c, f) {
  return c.name !== f.name ? !1 : typeof c.line != "number" || f.lines.length === 0 || f.lines.includes(c.line);
}
function answeredByEntries(path, f, entries) {
  let own = entries.filter((e) => e.path === path);
  if (own.some((e) => e.exact_edit && KIND_TABLE[e.exact_edit.kind].whole_document) || own.some((e) => e.signals.some((s) => cites(s, f)))) return !0;
  if (f.name === "duplicate_block") {
    let others = /* @__PURE__ */ new Set([String(f.hit.other?.path), ...f.also_in]);
    return entries.some((e) => others.has(e.path) && e.exact_edit?.kind === "dedupe" && e.exact_edit.canonical_ref?.path === path);
  }
  return !1;
}

// scripts/report/actions.ts
var SWEEP_COMMAND = "/hygiene sweep";
function reportActions(scan, entries, filtered_out = []) {
  let out = [], filtered = new Set(filtered_out);
  for (let path of [...scan.shortlist].sort(byCodeUnit))
    if (!filtered.has(path))
      for (let f of groupFindings(scan.signals[path] ?? [])) {
        if (f.route !== "run" && f.route !== "sweep" || answeredByEntries(path, f, entries)) continue;
        let why = String(f.hit.detail ?? f.name), remedy = typeof f.hit.remedy == "string" && f.hit.remedy.length > 0 ? f.hit.remedy : void 0;
        f.route === "run" && remedy ? out.push({ path, signal: f.name, do: "run", command: remedy, why }) : out.push({ path, signal: f.name, do: "sweep", command: SWEEP_COMMAND, why });
      }
  return out;
}

// scripts/report/category-checks.ts
function categoryViolations(proposals, origins = []) {
  let out = [];
  return proposals.forEach((p, i) => {
    if ((origins[i] ?? "classifier") !== "classifier") return;
    let names = [...new Set(p.signals.map((s) => s.name))], allowed = categoriesFor(names);
    if (!allowed || allowed.some((c) => c.class === p.category.class && c.subtype === p.category.subtype)) return;
    let said = [...new Set(allowed.map((c) => `${c.class}/${c.subtype}`))].join(", ");
    out.push({
      location: `proposals[${i}].category`,
      code: "SCHEMA_VIOLATION",
      message: `${p.category.class}/${p.category.subtype} is not a category of the findings it cites (${names.join(", ")}: ${said})`
    });
  }), out;
}

// scripts/report/build-report.ts
var CATEGORY_FILTERS = ["stale", "bloat", ...STALE_SUBTYPES, ...BLOAT_SUBTYPES];
function matchesCategory(c, filter) {
  return filter === void 0 || c.class === filter || c.subtype === filter;
}
var iso = (d) => d.toISOString();
async function buildReport(opts) {
  let { scan, proposals, estimator } = opts, root = scan.project_root, snap = snapshotter(root), violations = [...treeViolations(proposals, scan, snap), ...lifecycleProposalViolations(proposals, scan)], none = { whys: /* @__PURE__ */ new Map(), auto_evidence: /* @__PURE__ */ new Map(), judged: /* @__PURE__ */ new Map(), filtered_out: [] };
  if (violations.length) return { violations, ...none };
  let facts = await evidenceFacts(scan, (path) => {
    let s = snap(path);
    return s.kind === "file" ? s.lines : void 0;
  }, { readers: proposals.some((p) => p.exact_edit?.kind === "dedupe"), repo: proposals.some((p) => p.exact_edit?.kind === "replace-text") }), verdicts = autoEvidenceAll(proposals, facts), judgedOf = /* @__PURE__ */ new Map();
  verdicts.forEach((v, i) => {
    if (!v || v.ok || (opts.origins?.[i] ?? "classifier") !== "classifier") return;
    let j = judgedFix(proposals[i], facts);
    j.judged ? (judgedOf.set(proposals[i], `${j.finding.name} on line ${j.finding.line}: ${j.finding.detail}`), verdicts[i] = void 0) : j.problem && (verdicts[i] = { ok: !1, field: j.field ?? "exact_edit.match", problem: j.problem, refusal: "outright" });
  });
  let index = (v) => Number(/^proposals\[(\d+)\]/.exec(v.location)?.[1] ?? -1), unproven = [...categoryViolations(proposals, opts.origins), ...evidenceViolations(verdicts)].sort((a, b) => index(a) - index(b));
  if (unproven.length) return { violations: unproven, ...none };
  let evidenceOf = /* @__PURE__ */ new Map();
  proposals.forEach((p, i) => {
    let v = verdicts[i];
    v?.ok && evidenceOf.set(p, v.evidence);
  });
  let kept = proposals.filter((p) => matchesCategory(p.category, opts.category)), keptPaths = new Set(kept.map((p) => p.path)), filtered_out = [...new Set(proposals.filter((p) => !keptPaths.has(p.path)).map((p) => p.path))].sort(byCodeUnit), lifecyclePaths = [...new Set(kept.filter((p) => p.exact_edit && KIND_TABLE[p.exact_edit.kind].lifecycle).map((p) => p.path))].sort(byCodeUnit), git = await opts.gitStates(root, lifecyclePaths), whys = /* @__PURE__ */ new Map(), auto_evidence = /* @__PURE__ */ new Map(), judged = /* @__PURE__ */ new Map(), built = kept.map((p) => {
    let s = snap(p.path);
    if (s.kind === "missing") throw new Error(`snapshot of ${p.path} vanished`);
    let lifecycle = p.lifecycle ? { ...p.lifecycle } : void 0;
    lifecycle && p.exact_edit && KIND_TABLE[p.exact_edit.kind].lifecycle && (lifecycle.git_state = git.get(p.path) ?? { tracked: !1, clean: !1 });
    let judgedFinding = judgedOf.get(p), edit_evidence = judgedFinding === void 0 ? void 0 : CLASSIFIER_JUDGED, d = derivedFields({ op_type: p.op_type, kind: p.exact_edit?.kind, lifecycle, edit_evidence }), e = {
      id: "",
      path: p.path,
      category: { class: p.category.class, subtype: p.category.subtype },
      signals: p.signals.map((x) => ({ ...x })),
      op: p.op,
      op_type: p.op_type,
      is_destructive: d.is_destructive,
      is_reversible: d.is_reversible,
      safety_tier: d.safety_tier
    };
    p.exact_edit && (e.exact_edit = finalizeEdit(p, s)), p.reducible_range && (e.reducible_range = { start_line: p.reducible_range.start_line, end_line: p.reducible_range.end_line, expected_sha256: s.digest }), e.token_estimate = tokenEstimate(p, s, estimator), lifecycle && (e.lifecycle = lifecycle), edit_evidence && (e.edit_evidence = edit_evidence), p.confidence !== void 0 && (e.confidence = p.confidence), e.generated_at = iso(s.read_at), e.id = entryId(e), p.why && whys.set(e.id, p.why);
    let ev = evidenceOf.get(p);
    return ev !== void 0 && e.safety_tier === "auto" && auto_evidence.set(e.id, ev), judgedFinding !== void 0 && judged.set(e.id, judgedFinding), e;
  }), seen = /* @__PURE__ */ new Set(), entries = built.filter((e) => seen.has(e.id) ? !1 : (seen.add(e.id), !0));
  entries.sort(compareEntries);
  let report = {
    schema_version: "1.0",
    tool_version: opts.tool_version,
    policy_version: POLICY_VERSION,
    generated_at: iso(opts.now),
    scan: {
      project_root: scan.project_root,
      scope_globs: [...scan.scope_globs],
      excluded_dirs: [...scan.excluded_dirs],
      files_scanned: scan.files_scanned,
      scope: scan.scope,
      category_filter: opts.category ?? null,
      ...scan.notes.length ? { notes: [...scan.notes] } : {}
    },
    shortlist: [...scan.shortlist],
    entries,
    promotion_candidates: promotionCandidates(entries, opts.conventions)
    // model-free, from the conventions catalog
  }, actions = reportActions(scan, entries, filtered_out);
  return actions.length && (report.actions = actions), { report, violations: [], whys, auto_evidence, judged, filtered_out };
}
function finalizeEdit(p, s) {
  let src = p.exact_edit, out = { kind: src.kind };
  src.anchor && (out.anchor = { ...src.anchor });
  for (let f of ["dest_path", "key", "value", "match", "replacement", "extraction_target", "target_path"])
    src[f] !== void 0 && Object.assign(out, { [f]: src[f] });
  return src.canonical_ref && (out.canonical_ref = { path: src.canonical_ref.path, start_line: src.canonical_ref.start_line, end_line: src.canonical_ref.end_line }), KIND_TABLE[src.kind].has_anchor && (out.expected_sha256 = s.digest), out;
}
function tokenEstimate(p, s, est) {
  let edit = p.exact_edit;
  if (s.kind === "directory") return est.fromRaw(p.path, s.texts.reduce((n2, [, t]) => n2 + est.count(t), 0));
  let range = (a) => est.estimate(p.path, lineSpan(s.lines, a.start_line, a.end_line));
  if (!edit) return p.reducible_range ? range(p.reducible_range) : est.fromRaw(p.path, 0);
  switch (KIND_TABLE[edit.kind].token_span) {
    case "anchor": {
      let a = lineRange(edit.anchor);
      return a ? range(a) : est.fromRaw(p.path, 0);
    }
    case "match-minus-replacement":
      return est.fromRaw(p.path, Math.max(0, est.count(edit.match ?? "") - est.count(edit.replacement ?? "")));
    case "none":
      return est.fromRaw(p.path, 0);
    case "whole":
      return est.estimate(p.path, s.text);
  }
}
function startOf(e) {
  let a = e.exact_edit?.anchor;
  return lineRange(a)?.start_line ?? e.reducible_range?.start_line ?? 0;
}
function compareEntries(a, b) {
  return byCodeUnit(a.path, b.path) || startOf(a) - startOf(b) || byCodeUnit(a.exact_edit?.kind ?? "", b.exact_edit?.kind ?? "") || byCodeUnit(a.id, b.id);
}

// scripts/validate/scan-artifact.ts
import { isAbsolute } from "node:path";
function scanArtifactViolations(v) {
  let out = schemaViolations(compileSchema(scan_schema_default), v, "scan"), root = v?.project_root;
  return typeof root == "string" && !isAbsolute(root) && out.push({ location: "scan.project_root", code: "SCHEMA_VIOLATION", message: "must be an absolute path" }), out;
}
function asScanArtifact(v) {
  let violations = scanArtifactViolations(v);
  return violations.length === 0 ? { ok: !0, artifact: v } : { ok: !1, violations };
}

// scripts/tokens/estimate.ts
function createEstimator(count, opts) {
  let perSession = new Set(opts.per_session), w = opts.on_demand_weight;
  if (!(w >= 0 && w <= 1)) throw new RangeError(`on_demand_weight must be within 0..1 (got ${w})`);
  let frequency = (path) => perSession.has(path) ? "per-session" : "on-demand", fromRaw = (path, raw) => {
    let injection_frequency = frequency(path), weighted_tokens = injection_frequency === "per-session" ? raw : Math.round(raw * w);
    return { raw_tokens: raw, injection_frequency, weighted_tokens };
  };
  return { frequency, fromRaw, estimate: (path, text) => fromRaw(path, count(text)), count };
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
  let violations = [], all = [], ranges = [], origins = [];
  for (let src of sources) {
    if (!isJsonObject(src.value) || !Array.isArray(src.value.proposals)) {
      violations.push({ location: src.name, code: "SCHEMA_VIOLATION", message: 'a proposals file must be an object { "proposals": [ ... ] }' });
      continue;
    }
    let extra = Object.keys(src.value).filter((k) => k !== "proposals");
    for (let k of extra) violations.push({ location: `${src.name}: ${k}`, code: "SCHEMA_VIOLATION", message: "unknown field" });
    ranges.push({ name: src.name, start: all.length, count: src.value.proposals.length }), pushAll(all, src.value.proposals);
    for (let k = 0; k < src.value.proposals.length; k++) origins.push(src.origin ?? "classifier");
  }
  let computed = [];
  all.forEach((p, i) => {
    isJsonObject(p) && pushAll(computed, computedFieldViolations(p, `proposals[${i}]`));
  });
  let said = new Set(computed.map((v) => v.location));
  pushAll(violations, computed);
  for (let v of schemaViolations(compileSchema(proposals_schema_default), { proposals: all }))
    said.has(v.location) || violations.push(v);
  return { proposals: all, violations, ranges, origins };
}

// scripts/report/git-state.ts
async function gitStates(root, paths) {
  let out = /* @__PURE__ */ new Map();
  for (let p of paths)
    try {
      let s = await pathGitState(root, p);
      out.set(p, { tracked: s.tracked === !0, clean: s.clean === !0 });
    } catch {
      out.set(p, { tracked: !1, clean: !1 });
    }
  return out;
}

// scripts/report/render-markdown.ts
var code = mdCode, oneLine = mdLine, cell = mdCell, n = thousands, plural = (k, word, many = `${word}s`) => `${n(k)} ${k === 1 ? word : many}`;
function signalText(s) {
  let where = typeof s.line == "number" ? ` (line ${s.line})` : "";
  return s.detail ? `${s.name}${where}: ${oneLine(s.detail)}` : `${s.name}${where}`;
}
function editWhere(e) {
  let a = e.exact_edit?.anchor ?? e.reducible_range;
  if (!a) return "";
  let whole = wholeOf(a);
  if (whole) return ` (whole ${whole})`;
  let r = lineRange(a);
  return r.start_line === r.end_line ? ` (line ${r.start_line})` : ` (lines ${r.start_line}-${r.end_line})`;
}
function safeBecause(e, evidence) {
  if (e.safety_tier !== "auto") return;
  let said = evidence.get(e.id);
  if (said) return said;
  let lc = e.lifecycle;
  return lc ? `${lc.served_by !== void 0 ? `${lc.served_by} exists, so ${lc.rule_ref} says it is served` : lc.age_days !== void 0 ? `${lc.rule_ref}: a temporary doc ${lc.age_days} days old` : lc.rule_ref}; the path is tracked and clean, so git keeps every byte` : void 0;
}
function roleText(r) {
  return `role **${r.name}** (${code(r.rule)}${r.evidence ? `: ${oneLine(r.evidence)}` : ""})`;
}
function renderEntry(e, v) {
  let kind = e.exact_edit?.kind ?? "generative", tokens = e.token_estimate.raw_tokens, out = [
    `### ${code(e.path)}${editWhere(e)}`,
    "",
    `- **${e.category.class}/${e.category.subtype}** \xB7 ${kind} \xB7 tier **${e.safety_tier}** \xB7 ~${plural(tokens, "token")} (${e.token_estimate.injection_frequency ?? "on-demand"}) \xB7 id ${code(e.id)}`,
    `- Op: ${oneLine(e.op)}`
  ], role = v.roles[e.path]?.role;
  role && out.push(`- Doc: ${roleText(role)}`), e.signals.length && out.push(`- Signals: ${e.signals.map(signalText).join("; ")}`);
  let why = v.whys.get(e.id);
  why && out.push(`- Why: ${oneLine(why)}`);
  let safe = safeBecause(e, v.auto_evidence);
  safe && out.push(`- Safe unattended: ${oneLine(safe)}`);
  let judged = v.judged.get(e.id);
  return judged && out.push(`- Judged fix: a classifier's answer to ${oneLine(judged)}; no script can check the new text, so \`/hygiene clean\` asks you.`), out.push(""), out;
}
function renderContexts(s) {
  let out = ["## What agents load", ""];
  if (s.heaviest.length === 0) return [...out, "No agent loads memory in this project.", ""];
  let shown = s.heaviest.length < s.contexts ? `The ${n(s.heaviest.length)} heaviest of ${plural(s.contexts, "context")}` : plural(s.contexts, "context");
  out.push(`${shown} (agent and start folder): tokens every session started there pays before its first prompt. \`/hygiene context\` lists every file.`, ""), out.push("| Agent | Session starts in | Files | Tokens per session | Later, on demand | Problems |", "|---|---|---:|---:|---:|---|");
  for (let c of s.heaviest) {
    let problems = c.problems.length === 0 ? "none" : c.problems.map(cell).join("<br>");
    out.push(`| ${c.agent} | ${c.folder === "" ? "(project root)" : cell(code(c.folder + "/"))} | ${n(c.files)} | ${n(c.tokens)} | ${n(c.on_demand_tokens)} | ${problems} |`);
  }
  return out.push(""), out;
}
function totalsRow(label, t) {
  return `| ${cell(label)} | ${n(t.entries)} | ${n(t.raw_tokens)} | ${n(t.per_session_tokens)} | ${n(t.on_demand_tokens)} | ${n(t.weighted_tokens)} |`;
}
var findingText = (f) => {
  let where = f.lines.length ? ` (line${f.lines.length > 1 ? "s" : ""} ${f.lines.join(", ")})` : "";
  return `${f.name}${where}${f.hit.detail ? `: ${oneLine(String(f.hit.detail))}` : ""}`;
};
function renderMarkdown(o) {
  let r = o.report, { candidates, cleared, auto, confirm, actions } = o, pendingList = o.pending, pending = pendingList.map((x) => x.path), left = o.classification?.left ?? [], notForModel = o.classification?.not_for_model ?? [], refused = o.classification?.refused ?? [], filtered = new Set(o.filtered_out), out = [digestLine(o.json_sha256), "# doc-hygiene report", ""];
  out.push("| | |", "|---|---|"), out.push(`| Checked | ${r.generated_at} |`), out.push(`| Project | ${cell(code(r.scan.project_root))} |`), out.push(`| Scope | ${r.scan.scope ? cell(code(r.scan.scope)) : "whole project"} (globs ${r.scan.scope_globs.map((g) => cell(code(g))).join(", ")}) |`), out.push(`| Category filter | ${r.scan.category_filter ? cell(code(r.scan.category_filter)) : "none"} |`), out.push(`| Files scanned | ${n(r.scan.files_scanned)} |`);
  let counts = /* @__PURE__ */ new Map();
  for (let d of Object.values(o.roles)) counts.set(d.role.name, (counts.get(d.role.name) ?? 0) + 1);
  let parts = ROLE_ORDER.filter((x) => counts.has(x)).map((x) => `${x} ${n(counts.get(x))}`);
  parts.length && out.push(`| Roles | ${parts.join(", ")} |`), out.push(`| Candidates | ${n(candidates.length)} of ${n(r.shortlist.length)} shortlisted files carry a scanner signal |`), out.push(`| Entries | ${n(r.entries.length)} (${n(auto)} auto, ${n(confirm)} confirm) |`), actions.length && out.push(`| Actions | ${n(actions.length)} (commands to run, or for \`/hygiene sweep\`) |`), o.judged_no_edit.length && out.push(`| Judged, no edit | ${plural(o.judged_no_edit.length, "finding")} |`), o.unanswered.length && out.push(`| No answer | ${plural(o.unanswered.length, "file")} |`), out.push(`| Cleared | ${n(cleared.length)} |`), o.model_free && out.push(`| Needs classification | ${n(pending.length)} (model-free run) |`), o.classification && out.push(`| Left for the next check | ${n(left.length)} |`), out.push(`| Tool | doc-hygiene ${r.tool_version}, policy ${r.policy_version} |`), out.push("");
  for (let note of r.scan.notes ?? []) out.push(`> Note: ${oneLine(note)}`, "");
  for (let [title, cls] of [["Stale", "stale"], ["Bloat", "bloat"]]) {
    let group = r.entries.filter((e) => e.category.class === cls);
    out.push(`## ${title} (${n(group.length)})`, ""), group.length === 0 && out.push(`No ${cls} entries.`, "");
    for (let e of group) pushAll(out, renderEntry(e, o));
  }
  if (actions.length) {
    out.push(`## Actions (${n(actions.length)})`, ""), out.push("Findings no edit answers and no classifier judges: run the command in the project root, or let `/hygiene sweep` judge the lifecycle rule (it owns deletions). `/hygiene clean` applies none of them.", "");
    for (let a of actions) out.push(`- ${code(a.path)}: ${a.do === "run" ? `run ${code(a.command)}` : `run ${code(a.command)} to judge it`} (${a.signal}: ${oneLine(a.why)})`);
    out.push("");
  }
  if (o.judged_no_edit.length) {
    out.push(`## Judged, no edit (${n(o.judged_no_edit.length)})`, ""), out.push("A classifier read these findings and answered that they need no edit, for the reason given. A finding that persists is shown again at every check; a cached answer is reused only while the file's bytes and its evidence are the same.", "");
    for (let j of o.judged_no_edit) out.push(`- ${code(j.path)}: ${findingText(j.finding)}. Classifier${j.answer.cached ? " (cached from an earlier check)" : ""}: ${oneLine(j.answer.why)}`);
    out.push("");
  }
  if (o.unanswered.length) {
    out.push(`## No answer (${n(o.unanswered.length)})`, ""), out.push(o.classification ? "No entry answers these findings and the classifier gave no answer for them (no edit, no reason): the next `/hygiene check` asks again." : "No entry answers these findings and no classifier was asked about them.", "");
    for (let u of o.unanswered) out.push(`- ${code(u.path)}:`, ...u.findings.map((f) => `  - ${findingText(f)}`));
    out.push("");
  }
  if (refused.length) {
    out.push(`## Refused proposals (${n(refused.length)})`, ""), out.push("A classifier proposed these and, asked once more, did not fix them; the report builder refused them, so they are not entries.", "");
    for (let x of refused) out.push(`- ${code(x.path)}: ${oneLine(x.message)}`);
    out.push("");
  }
  if (o.model_free)
    if (out.push(`## Needs classification (${n(pending.length)})`, ""), pending.length === 0) out.push("Every scanner signal is answered by an entry.", "");
    else {
      out.push("These files carry scanner signals that no proven edit answers. Run `/hygiene check` in Claude Code to classify them.", "");
      for (let x of pendingList) {
        let role = o.roles[x.path]?.role;
        out.push(`- ${code(x.path)}: ${x.signals.map(signalText).join("; ")}${role ? ` (role ${role.name})` : ""}`);
      }
      out.push("");
    }
  if (left.length) {
    out.push(`## Left for the next check (${n(left.length)})`, ""), out.push("This check's classification budget (`classify.max_files` / `classify.max_doc_tokens` in `.dochygiene.yaml`) went to higher-ranked files. The next `/hygiene check` starts with these (`--all` takes every one now).", "");
    for (let x of left) out.push(`- ${code(x.path)} (${x.role}, ~${plural(x.tokens, "token")})`);
    out.push("");
  }
  if (notForModel.length) {
    out.push(`## Not for the model (${n(notForModel.length)})`, ""), out.push("Their role says nobody maintains them as instructions, so no classifier judged their signals.", "");
    for (let x of notForModel) out.push(`- ${code(x.path)} (${x.role})`);
    out.push("");
  }
  if (filtered.size) {
    out.push(`## Outside the category filter (${n(filtered.size)})`, "");
    for (let p of filtered) out.push(`- ${code(p)}`);
    out.push("");
  }
  if (out.push(`## Cleared (${n(cleared.length)})`, ""), cleared.length === 0) out.push("None.", "");
  else {
    for (let c of cleared) out.push(`- ${code(c.path)}: ${c.why}`);
    out.push("");
  }
  let roll = o.rollup;
  if (out.push("## Tokens", ""), out.push(`- Saved in every session: **~${plural(roll.total.weighted_tokens, "token")}** (entries on docs Claude Code loads at every session start${roll.total.weighted_tokens > roll.total.per_session_tokens ? ", plus the configured share of on-demand docs" : ""}).`), out.push(`- On-demand docs: up to ~${plural(roll.total.on_demand_tokens, "token")} more, saved only in sessions that read them (theoretical maximum).`), out.push(""), r.entries.length) {
    out.push("| File / category | Entries | Raw | Per-session docs | On-demand docs | Saved per session |", "|---|---:|---:|---:|---:|---:|");
    for (let f of roll.files) {
      out.push(totalsRow(code(f.path), f));
      for (let c of f.categories) out.push(totalsRow(`&nbsp;&nbsp;${c.category}`, c));
    }
    for (let c of roll.categories) out.push(totalsRow(`**${c.category}**`, c));
    out.push(totalsRow("**Total**", roll.total), "");
  }
  if (out.push(`Token counts are local estimates (${TOKEN_ENCODING}) that approximate Claude's tokenizer; they size savings, they are not exact.`, ""), o.agent_contexts && pushAll(out, renderContexts(o.agent_contexts)), out.push("## Next step", ""), r.entries.length === 0) out.push("Nothing to clean.");
  else {
    let parts2 = [];
    auto && parts2.push(`apply the ${plural(auto, "auto entry", "auto entries")} without a prompt`), confirm && parts2.push(`ask you about the ${plural(confirm, "confirm entry", "confirm entries")} one by one`), out.push(`Run \`/hygiene clean\`: it will ${parts2.join(" and ")}.`);
  }
  return actions.length && out.push("", `The ${plural(actions.length, "action")} above ${actions.length === 1 ? "is" : "are"} not edits: ${actions.some((a) => a.do === "run") ? "run the commands yourself" : ""}${actions.some((a) => a.do === "run") && actions.some((a) => a.do === "sweep") ? ", and " : ""}${actions.some((a) => a.do === "sweep") ? "`/hygiene sweep` judges the lifecycle rules" : ""}.`), out.push(""), out.join(`
`);
}

// scripts/tokens/rollup.ts
function zero() {
  return { raw_tokens: 0, weighted_tokens: 0, per_session_tokens: 0, on_demand_tokens: 0, entries: 0 };
}
function add(t, e) {
  let raw = e.token_estimate.raw_tokens;
  t.raw_tokens += raw, t.weighted_tokens += e.token_estimate.weighted_tokens ?? 0, e.token_estimate.injection_frequency === "per-session" ? t.per_session_tokens += raw : t.on_demand_tokens += raw, t.entries += 1;
}
function categoryLabel(e) {
  return `${e.category.class}/${e.category.subtype}`;
}
function rollupTokens(entries) {
  let total = zero(), byCat = /* @__PURE__ */ new Map(), byFile = /* @__PURE__ */ new Map();
  for (let e of entries) {
    let cat = categoryLabel(e);
    add(total, e), byCat.has(cat) || byCat.set(cat, zero()), add(byCat.get(cat), e), byFile.has(e.path) || byFile.set(e.path, { totals: zero(), cats: /* @__PURE__ */ new Map() });
    let f = byFile.get(e.path);
    add(f.totals, e), f.cats.has(cat) || f.cats.set(cat, zero()), add(f.cats.get(cat), e);
  }
  let sorted = (m) => [...m.entries()].sort(([a], [b]) => byCodeUnit(a, b));
  return {
    files: sorted(byFile).map(([path, f]) => ({
      path,
      ...f.totals,
      categories: sorted(f.cats).map(([category, t]) => ({ category, ...t }))
    })),
    categories: sorted(byCat).map(([category, t]) => ({ category, ...t })),
    total
  };
}

// scripts/report/coverage.ts
function unansweredSignals(path, signals, entries) {
  return groupFindings(signals).filter((f) => f.route === "classifier" && !answeredByEntries(path, f, entries)).map((f) => f.hit);
}
function pendingClassification(shortlist, signals, entries, filtered_out = []) {
  let filtered = new Set(filtered_out);
  return shortlist.filter((p) => !filtered.has(p)).map((p) => ({ path: p, signals: unansweredSignals(p, signals[p] ?? [], entries) })).filter((x) => x.signals.length > 0);
}

// scripts/report/report-view.ts
function contextsView(s, signals) {
  if (!s) return;
  let heaviest = s.heaviest.map((c) => {
    let found = (c.paths ?? []).flatMap((p) => (signals[p] ?? []).filter((h) => h.name !== "agent_load").map((h) => `${h.name} in ${p}: ${h.detail}`));
    return { ...c, problems: [...c.problems, ...new Set(found)] };
  });
  return { ...s, heaviest };
}
function statuses(v, skip, actionPaths) {
  let r = v.report, classified = new Set(v.classification?.classified ?? []), out = { judged_no_edit: [], unanswered: [], cleared: [] };
  for (let path of r.shortlist) {
    if (skip.has(path)) continue;
    let sig = v.scan.signals[path] ?? [], findings = groupFindings(sig), open = findings.filter((f) => f.route === "classifier" && !answeredByEntries(path, f, r.entries)), noEdit = v.classification?.no_edit?.[path] ?? [], nobody = [];
    for (let f of open) {
      let answer = noEdit.find((a) => cites(a, f));
      answer ? out.judged_no_edit.push({ path, finding: f, answer }) : nobody.push(f);
    }
    if (nobody.length && out.unanswered.push({ path, findings: nobody, classified: classified.has(path) }), open.length || r.entries.some((e) => e.path === path) || actionPaths.has(path)) continue;
    let names = (fs) => [...new Set(fs.map((f) => f.name))].join(", "), hints = findings.filter((f) => f.route === "hint"), why = sig.length === 0 ? "no signal (loaded every session, so shortlisted)" : hints.length === findings.length ? `only hints (${names(hints)}): reported, never a reason to classify` : `its ${names(findings.filter((f) => f.route !== "hint"))} is answered by another file's entry`;
    out.cleared.push({ path, why });
  }
  return out;
}
function buildView(v) {
  let r = v.report, signals = v.scan.signals, candidates = r.shortlist.filter((p) => (signals[p]?.length ?? 0) > 0), pending = v.model_free ? pendingClassification(r.shortlist, signals, r.entries, v.filtered_out) : [], unjudged = [...v.classification?.left ?? [], ...v.classification?.not_for_model ?? []].map((x) => x.path), skip = /* @__PURE__ */ new Set([...v.filtered_out, ...pending.map((x) => x.path), ...unjudged]), actions = r.actions ?? [], st = statuses(v, skip, new Set(actions.map((a) => a.path))), auto = r.entries.filter((e) => e.safety_tier === "auto").length;
  return {
    report: r,
    json_sha256: v.json_sha256,
    model_free: v.model_free,
    whys: v.whys,
    auto_evidence: v.auto_evidence,
    judged: v.judged,
    filtered_out: v.filtered_out,
    signals,
    roles: v.scan.docs,
    agent_contexts: contextsView(v.scan.agent_contexts, signals),
    candidates,
    pending,
    ...st,
    actions,
    ...v.classification ? { classification: v.classification } : {},
    auto,
    confirm: r.entries.length - auto,
    rollup: rollupTokens(r.entries)
  };
}

// scripts/report/run-report.ts
function byLocation(a, b) {
  let ia = Number(/^proposals\[(\d+)\]/.exec(a.location)?.[1] ?? -1), ib = Number(/^proposals\[(\d+)\]/.exec(b.location)?.[1] ?? -1);
  return ia - ib;
}
var noCounter = () => {
  throw new Error("token counter not loaded");
};
async function runReport(input) {
  let checked = asScanArtifact(input.scan);
  if (!checked.ok) return { stage: "scan", violations: checked.violations };
  let scan = checked.artifact, collected = collectProposals(input.sources), ranges = describeRanges(collected.ranges);
  if (collected.violations.length) {
    let rejected = new Set(collected.violations.map((v) => /^proposals\[(\d+)\]/.exec(v.location)?.[1]).filter((x) => x !== void 0).map(Number)), skipped = collected.proposals.map((p, i) => rejected.has(i) || !p || typeof p != "object" ? i : -1).filter((i) => i >= 0), more = collected.violations.some((v) => !v.location.startsWith("proposals[")) ? [] : treeViolations(collected.proposals, scan, snapshotter(scan.project_root), new Set(skipped));
    return { stage: "proposals", violations: [...collected.violations, ...more].sort(byLocation), ranges, source_ranges: collected.ranges };
  }
  let count = collected.proposals.length ? await loadTokenCounter() : noCounter, estimator = createEstimator(count, { per_session: scan.per_session ?? [], on_demand_weight: input.on_demand_weight }), built = await buildReport({
    scan,
    proposals: collected.proposals,
    origins: collected.origins,
    now: input.now,
    tool_version: input.tool_version,
    estimator,
    category: input.category,
    conventions: input.conventions,
    gitStates
  });
  if (!built.report) return { stage: "proposals", violations: built.violations, ranges, source_ranges: collected.ranges };
  let invalid = validateReport(built.report);
  if (invalid.length) return { stage: "report", violations: invalid, report: built.report };
  let json = JSON.stringify(built.report, null, 2) + `
`, json_sha256 = sha256Hex(json), view = buildView({
    report: built.report,
    json_sha256,
    scan,
    model_free: input.model_free,
    whys: built.whys,
    auto_evidence: built.auto_evidence,
    judged: built.judged,
    filtered_out: built.filtered_out,
    classification: input.classification
  }), md = renderMarkdown(view);
  return { stage: "ok", violations: [], report: built.report, json, md, json_sha256, rollup: view.rollup, view, filtered_out: built.filtered_out };
}

export {
  snapshotter,
  treeViolations,
  ESCALATION_CONFIDENCE,
  needsEscalation,
  rulesOffer,
  classifierRules,
  REPAIR_TASK,
  CLASSIFIER_RULES,
  groupFindings,
  answeredByEntries,
  CATEGORY_FILTERS,
  collectProposals,
  scanArtifactViolations,
  asScanArtifact,
  runReport
};
