import { createRequire as __dhCreateRequire } from 'node:module'; const require = __dhCreateRequire(import.meta.url);
import {
  ESCALATIONS_FILE,
  asPlan,
  noEditsOf,
  planAnswers,
  planEscalations,
  readEscalations,
  serializeEscalations
} from "./chunk-N3Y6NSLE.mjs";
import {
  makeScratch
} from "./chunk-PLUDF3OI.mjs";
import {
  sealMatches,
  sealOf
} from "./chunk-MHYDBFUG.mjs";
import {
  CLASSIFIER_RULES,
  REPAIR_TASK,
  answeredByEntries,
  classifierRules,
  collectProposals,
  groupFindings,
  rulesOffer,
  runReport,
  scanArtifactViolations,
  snapshotter,
  treeViolations
} from "./chunk-W5GOWS5K.mjs";
import {
  contentDigest,
  proposeAll,
  scannerProvenSource
} from "./chunk-3DAOPGZW.mjs";
import {
  writeCheckResult
} from "./chunk-JODB3Z4N.mjs";
import {
  POLICY_VERSION,
  loadReportFile
} from "./chunk-73XJTB4Z.mjs";
import {
  ALL_SIGNALS
} from "./chunk-PLTFT22Z.mjs";
import {
  sectionEnd
} from "./chunk-JZLM7UPL.mjs";
import {
  assertStateTrusted,
  ensureStateDir,
  stateDirOf
} from "./chunk-XPE3MLC3.mjs";
import {
  canonicalJson,
  sha256Hex
} from "./chunk-VFCBVGFI.mjs";
import {
  isArchivePath
} from "./chunk-FIJFGDGO.mjs";
import {
  writeFileAtomic
} from "./chunk-2SEPAG6N.mjs";
import {
  parseDoc
} from "./chunk-DUOPAI4E.mjs";
import {
  isJsonObject
} from "./chunk-Z45Y2YWL.mjs";
import {
  byCodeUnit
} from "./chunk-7CNQJT4V.mjs";
import {
  resolveInsideRoot
} from "./chunk-MIYAM7C7.mjs";
import {
  pluginRoot,
  pushAll
} from "./chunk-Q5DWSZJV.mjs";
import {
  HygieneError,
  formatViolation,
  readRegularFile
} from "./chunk-6ISAVYID.mjs";

// scripts/classify/classifier-version.ts
import { readFileSync } from "node:fs";
import { join } from "node:path";
var CLASSIFIER_AGENT = join("agents", "hygiene-classifier.md");
function classifierPromptDigest(agentPrompt, rules = CLASSIFIER_RULES) {
  return sha256Hex(Buffer.concat([agentPrompt, Buffer.from("\0" + rules, "utf8")])).slice(0, 16);
}
function classifierVersion(root = pluginRoot()) {
  return `policy ${POLICY_VERSION}, prompt ${classifierPromptDigest(readFileSync(join(root, CLASSIFIER_AGENT)))}`;
}

// scripts/classify/evidence.ts
var BOUNDED = new Map(ALL_SIGNALS.flatMap((s) => s.bounded_fields ? [[s.name, s.bounded_fields]] : []));
function withoutBounded(s) {
  if ("examples" in s && Array.isArray(s.examples)) return { ...s, examples: s.examples.map(withoutBounded) };
  let drop = BOUNDED.get(s.name);
  return drop ? Object.fromEntries(Object.entries(s).filter(([k]) => !drop.includes(k))) : s;
}
function signalDigest(shown) {
  return sha256Hex(canonicalJson(shown.map(withoutBounded)));
}

// scripts/classify/windows.ts
var WHOLE_DOC_TOKENS = 600, CONTEXT_LINES = 5, MAX_WINDOW_LINES = 40, MERGE_GAP = 2;
function sectionOf(headings, line, lineCount) {
  let i = -1;
  for (let k = 0; k < headings.length; k++) headings[k].line <= line && (i = k);
  if (i < 0) return { i, start: 1, end: headings.length ? headings[0].line - 1 : lineCount };
  let next = headings[i + 1];
  return { i, start: headings[i].line, end: next ? next.line - 1 : lineCount };
}
function headingPath(doc, line) {
  return doc.headings.filter((h, i) => h.line <= line && sectionEnd(doc, i) >= line);
}
function outlineOf(lines, headings, count) {
  let doc = { headings, lines };
  return headings.map((h, i) => ({
    line: h.line,
    level: h.level,
    text: lines[h.line - 1]?.trim() ?? h.text,
    tokens: count(lines.slice(h.line - 1, sectionEnd(doc, i)).join(`
`))
  }));
}
function evidenceWindows(lines, headings, findings, docTokens, count) {
  let n = lines.length;
  if (docTokens <= WHOLE_DOC_TOKENS || n === 0) return { whole: !0, windows: n ? [{ start_line: 1, end_line: n }] : [], above: [[]] };
  let raw = [], lineless = !1;
  for (let f of findings) {
    if (f.span) {
      let start = Math.max(1, f.span.start_line);
      raw.push({ start_line: start, end_line: Math.min(n, f.span.end_line, start + MAX_WINDOW_LINES - 1) });
    }
    f.lines.length === 0 && !f.span && (lineless = !0);
    for (let line of f.lines) {
      if (line < 1 || line > n) continue;
      let sec = sectionOf(headings, line, n);
      raw.push({ start_line: Math.max(sec.start, line - CONTEXT_LINES), end_line: Math.min(sec.end, line + CONTEXT_LINES) });
    }
  }
  lineless && headings.length === 0 && raw.push({ start_line: 1, end_line: Math.min(n, MAX_WINDOW_LINES) }), raw.sort((a, b) => a.start_line - b.start_line || a.end_line - b.end_line);
  let windows = [];
  for (let w of raw) {
    let last = windows[windows.length - 1];
    last && w.start_line <= last.end_line + MERGE_GAP + 1 ? last.end_line = Math.max(last.end_line, w.end_line) : windows.push({ ...w });
  }
  let doc = { headings, lines }, above = windows.map((w) => headingPath(doc, w.start_line).filter((h) => h.line < w.start_line)), out = { whole: !1, windows, above };
  return lineless && headings.length && (out.outline = outlineOf(lines, headings, count)), out;
}

// scripts/classify/batch-file.ts
var BATCH_FORMAT = "doc-hygiene-batch/3", NOT_SHOWN = /* @__PURE__ */ new Set(["column", "present_at", "removed_in", "deleted_in", "term", "hint", "source", "target", "resolved", "missing", "runner", "command", "where", "looked_in", "kind", "canonical"]);
function shownFinding(f) {
  let h = f.hit, out = { name: h.name, detail: h.detail };
  typeof h.line == "number" && (out.line = h.line), f.lines.length > 1 && (out.restated_on_lines = f.lines.slice(1)), f.also_in.length > 1 && (out.also_in = f.also_in.slice(1));
  for (let [k, v] of Object.entries(h)) !(k in out) && !NOT_SHOWN.has(k) && !(typeof v == "string" && h.detail.includes(`\`${v}\``)) && (out[k] = v);
  return out;
}
var headingLine = (h, lines) => `${h.line}| ${lines[h.line - 1] ?? h.text}`;
function docText(d) {
  let w = d.windows, head = { role: d.role, tokens: d.tokens, lines: d.lines.length, shown: w.whole ? "whole" : "windows" }, out = [`=== ${d.path}`, JSON.stringify(head)];
  for (let f of d.findings) {
    let one = JSON.stringify(f.shown);
    out.push(`${f.id} ${one.length <= 1800 ? one : JSON.stringify(f.shown, null, 1)}`);
  }
  if (w.windows.forEach((win, i) => {
    let above = w.above[i] ?? [];
    out.push(w.whole ? `--- the whole file (${d.lines.length} lines)` : `--- lines ${win.start_line}-${win.end_line}${above.length ? `, under ${above.map((h) => headingLine(h, d.lines)).join(" > ")}` : ""}`);
    for (let n = win.start_line; n <= win.end_line; n++) out.push(`${n}| ${d.lines[n - 1] ?? ""}`);
  }), w.outline?.length) {
    out.push("--- outline: line| heading (tokens of its section)");
    for (let r of w.outline) out.push(`${r.line}| ${r.text} (${r.tokens})`);
  }
  return out;
}
function renderDoc(d) {
  return docText(d).join(`
`) + `
`;
}
function renderBatch(batch, docs, archives = []) {
  let ids = docs.flatMap((d) => d.findings.map((f) => f.id)), range = ids.length ? ids.length === 1 ? ids[0] : `${ids[0]}-${ids[ids.length - 1]}` : "none", signals = docs.length ? new Set(docs.flatMap((d) => d.findings.map((f) => String(f.shown.name)))) : void 0, out = [
    `doc-hygiene batch ${batch} (${BATCH_FORMAT}): ${docs.length} file${docs.length === 1 ? "" : "s"}, findings ${range}.`,
    "Each doc: `=== <path>`, its facts, its findings `F<k> {...}` (`restated_on_lines`, `also_in`: the same finding elsewhere), then the whole file or windows around the findings under their headings (an outline, with section tokens, for a finding without a line). `40| text` is line 40 of that file."
  ];
  rulesOffer("move-to-archive", signals) && out.push(archives.length ? `Archive folders this repository uses (a move-to-archive goes into one): ${archives.map((a) => `${a}/`).join(", ")}` : "This repository has no archive folder: a move-to-archive would be refused."), out.push("", classifierRules(signals));
  for (let d of docs) pushAll(out, docText(d)).push("");
  return out.join(`
`);
}

// scripts/classify/worth.ts
var NOT_FOR_THE_MODEL = ["archive", "generated", "copy", "fixture", "template", "record"];
function artifactRole(scan, path) {
  let r = scan.roles?.[path] ?? scan.docs?.[path]?.role;
  return typeof r?.name == "string" ? r.name : void 0;
}
function readershipOf(scan, path, perSession, contexts = 0) {
  let memory = contexts > 0 || perSession.has(path), role = artifactRole(scan, path) ?? (memory ? "agent-memory" : "living");
  return { role, tier: role === "agent-memory" ? 0 : role === "agent-prompt" ? 1 : 2, contexts: Math.max(1, contexts), for_model: !NOT_FOR_THE_MODEL.includes(role) };
}

// scripts/classify/cache.ts
import { lstatSync, mkdirSync } from "node:fs";
import { join as join2 } from "node:path";
var CACHE_FORMAT = "doc-hygiene-classification/2", MAX_ENTRY_BYTES = 1 << 20, SEAL_PURPOSE = "classification cache";
function sealedText(e) {
  let k = e.key;
  return JSON.stringify({ format: e.format, path: e.path, key: { sha256: k.sha256, signal_digest: k.signal_digest, classifier_version: k.classifier_version }, proposals: e.proposals, no_edit: e.no_edit });
}
function sealedHere(e, root) {
  try {
    return sealMatches(SEAL_PURPOSE, sealedText(e), e.seal, root);
  } catch {
    return !1;
  }
}
var isNoEdit = (v) => isJsonObject(v) && typeof v.name == "string" && typeof v.why == "string" && (v.line === void 0 || typeof v.line == "number" && Number.isInteger(v.line) && v.line > 0), isHex64 = (v) => typeof v == "string" && /^[0-9a-f]{64}$/.test(v);
function cacheDir(root, create) {
  let state = stateDirOf(root);
  try {
    if (!lstatSync(state).isDirectory()) return;
  } catch {
    if (!create) return;
    ensureStateDir(root);
  }
  let dir = state;
  for (let part of ["cache", "classify"]) {
    dir = join2(dir, part);
    try {
      if (!lstatSync(dir).isDirectory()) return;
    } catch {
      if (!create) return;
      try {
        mkdirSync(dir);
      } catch {
        return;
      }
    }
  }
  return dir;
}
function entryFileName(path) {
  return `${sha256Hex(path)}.json`;
}
function parseEntry(text, path) {
  let v;
  try {
    v = JSON.parse(text);
  } catch {
    return;
  }
  if (!isJsonObject(v) || v.format !== CACHE_FORMAT || v.path !== path) return;
  let k = v.key;
  if (!(!isJsonObject(k) || !isHex64(k.sha256) || !isHex64(k.signal_digest) || typeof k.classifier_version != "string") && !(!Array.isArray(v.proposals) || !v.proposals.every((p) => isJsonObject(p) && p.path === path)) && !(!Array.isArray(v.no_edit) || !v.no_edit.every(isNoEdit)))
    return v;
}
function sameKey(a, b) {
  return a.sha256 === b.sha256 && a.signal_digest === b.signal_digest && a.classifier_version === b.classifier_version;
}
function lookup(root, path, key2) {
  let dir = cacheDir(root, !1);
  if (!dir) return;
  let file = join2(dir, entryFileName(path)), read = readRegularFile(file, MAX_ENTRY_BYTES);
  if (!read.ok) return;
  let entry = parseEntry(read.bytes.toString("utf8"), path);
  return entry && sameKey(entry.key, key2) && sealedHere(entry, root) ? { proposals: entry.proposals, no_edit: entry.no_edit } : void 0;
}
function store(root, path, key2, answer) {
  let dir = cacheDir(root, !0);
  if (!dir) return !1;
  let file = join2(dir, entryFileName(path));
  try {
    if (!lstatSync(file).isFile()) return !1;
  } catch {
  }
  let entry = { format: CACHE_FORMAT, path, key: key2, proposals: answer.proposals, no_edit: answer.no_edit };
  return entry.seal = sealOf(SEAL_PURPOSE, sealedText(entry), root), writeFileAtomic(file, JSON.stringify(entry) + `
`), !0;
}

// scripts/classify/plan.ts
var PLAN_FORMAT = "doc-hygiene-classify-plan/2", BATCH_MAX_FILES = 30, BATCH_MAX_DOC_TOKENS = 2e4;
function stillHold(proposals, scan, snap) {
  let collected = collectProposals([{ name: "cache", value: { proposals } }]);
  return collected.violations.length ? !1 : treeViolations(collected.proposals, scan, snap).length === 0;
}
function byWorth(a, b) {
  return a.readership.tier - b.readership.tier || b.tokens * b.readership.contexts - a.tokens * a.readership.contexts || byCodeUnit(a.path, b.path);
}
function takeBudget(ranked, budget) {
  if (budget.all) return { take: ranked, left: [] };
  let take = [], left = [], tokens = 0;
  for (let p of ranked) {
    if (!(take.length === 0 || take.length < budget.max_files && tokens + p.tokens <= budget.max_doc_tokens)) {
      left.push(p);
      continue;
    }
    take.push(p), tokens += p.tokens;
  }
  return { take, left };
}
function intoBatches(take) {
  let sorted = [...take].sort((a, b) => byCodeUnit(a.path, b.path)), out = [], cur = [], tokens = 0;
  for (let p of sorted)
    cur.length > 0 && (cur.length >= BATCH_MAX_FILES || tokens + p.tokens > BATCH_MAX_DOC_TOKENS) && (out.push(cur), cur = [], tokens = 0), cur.push(p), tokens += p.tokens;
  return cur.length && out.push(cur), out;
}
function spanOf(h) {
  return h.name === "duplicate_block" && typeof h.start_line == "number" && typeof h.end_line == "number" ? { start_line: h.start_line, end_line: h.end_line } : void 0;
}
function archiveFolders(scan) {
  let out = /* @__PURE__ */ new Set();
  for (let [path, d] of Object.entries(scan.docs ?? {})) {
    if (d.role?.name !== "archive") continue;
    let parts = path.split("/").slice(0, -1);
    for (let k = 1; k <= parts.length; k++) {
      let dir = parts.slice(0, k).join("/");
      if (isArchivePath(`${dir}/x.md`)) {
        out.add(dir);
        break;
      }
    }
  }
  return [...out].sort(byCodeUnit).slice(0, 10);
}
function planClassification(input) {
  let { scan, count } = input, root = scan.project_root, snap = snapshotter(root), perSession = new Set(scan.per_session ?? []), proven = proposeAll(scan).proposals, candidates = scan.shortlist.filter((p) => (scan.signals[p]?.length ?? 0) > 0), plan = {
    format: PLAN_FORMAT,
    classifier_version: input.classifier_version,
    budget: input.budget,
    candidates: candidates.length,
    answered_by_scripts: [],
    routed: [],
    hints_only: [],
    not_for_model: [],
    cached: [],
    cached_proposals_file: "proposals-cached.json",
    cached_no_edit: {},
    batches: [],
    left: [],
    keys: {}
  }, cachedProposals = [], pending = [];
  for (let path of candidates) {
    let findings = groupFindings(scan.signals[path]), routed = findings.filter((f) => (f.route === "run" || f.route === "sweep") && !answeredByEntries(path, f, proven));
    routed.length && plan.routed.push({ path, signals: [...new Set(routed.map((f) => f.name))] });
    let mine = findings.filter((f) => f.route === "classifier"), open = mine.filter((f) => !answeredByEntries(path, f, proven));
    if (open.length === 0) {
      mine.length ? plan.answered_by_scripts.push(path) : !routed.length && findings.every((f) => f.route === "hint") && plan.hints_only.push(path);
      continue;
    }
    let readership = readershipOf(scan, path, perSession, input.contextsLoading?.(path) ?? 0), s = snap(path);
    if (s.kind === "missing") continue;
    if (!readership.for_model || s.kind === "directory") {
      plan.not_for_model.push({ path, role: s.kind === "directory" ? "folder" : readership.role });
      continue;
    }
    let shown = open.map(shownFinding), key2 = { sha256: s.digest, signal_digest: signalDigest(shown), classifier_version: input.classifier_version }, hit = lookup(root, path, key2);
    if (hit && stillHold(hit.proposals, scan, snap)) {
      plan.cached.push(path), pushAll(cachedProposals, hit.proposals), hit.no_edit.length && (plan.cached_no_edit[path] = hit.no_edit);
      continue;
    }
    let docTokens = count(s.text), headings = parseDoc(path, s.text).headings, windows = evidenceWindows(s.lines, headings, open.map((f) => ({ lines: f.lines, span: spanOf(f.hit) })), docTokens, count), doc = { path, role: readership.role, tokens: docTokens, lines: s.lines, findings: open.map((f, i) => ({ id: `?${i}`, shown: shown[i] })), windows };
    pending.push({ path, readership, tokens: count(renderDoc(doc)), doc, findings: open, key: key2 });
  }
  let archives = archiveFolders(scan), ranked = [...pending].sort(byWorth), { take, left } = takeBudget(ranked, input.budget), groups = intoBatches(take), batches = [], next = 1;
  return groups.forEach((g, i) => {
    let findings = [];
    for (let p of g)
      p.doc.findings = p.doc.findings.map((f, k) => {
        let id = `F${next++}`;
        return findings.push({ id, path: p.path, name: p.findings[k].name, lines: p.findings[k].lines }), { ...f, id };
      }), plan.keys[p.path] = p.key;
    let batch_file = `batch-${i + 1}.txt`;
    batches.push({ file: batch_file, text: renderBatch(i + 1, g.map((p) => p.doc), archives) }), plan.batches.push({ batch_file, proposals_file: `proposals-${i + 1}.json`, paths: g.map((p) => p.path), findings, shown_tokens: Object.fromEntries(g.map((p) => [p.path, p.tokens])) });
  }), plan.left = left.map((p) => ({ path: p.path, role: p.readership.role, tokens: p.tokens })), { plan, batches, cached_proposals: cachedProposals };
}

// scripts/classify/remember.ts
var proposalsOf = (v) => {
  let list = isJsonObject(v) ? v.proposals : void 0;
  return Array.isArray(list) ? list.filter(isJsonObject) : [];
};
function proposalCites(p, f) {
  return (Array.isArray(p.signals) ? p.signals : []).some((s) => isJsonObject(s) && s.name === f.name && (typeof s.line != "number" || f.lines.length === 0 || f.lines.includes(s.line)));
}
function unansweredFindings(path, findings, proposals, noEdit) {
  let own = proposals.filter((p) => p.path === path);
  return findings.filter((f) => f.path === path && !noEdit.some((n) => n.finding === f.id) && !own.some((p) => proposalCites(p, f)));
}
function rememberClassifications(o) {
  let out = { stored: 0, skipped: [] }, answers = o.answers ?? planAnswers(o.plan, o.dir);
  if (answers.problems.length)
    return pushAll(out.skipped, answers.problems.map(formatViolation)), out;
  for (let { batch: b, sources, no_edit, problems } of answers.batches) {
    if (problems.length) {
      out.skipped.push(`${b.proposals_file} or its escalated answers missing or unreadable`);
      continue;
    }
    let answer = sources.flatMap((s) => proposalsOf(s.value));
    for (let path of b.paths) {
      let key2 = o.plan.keys[path];
      if (!key2) continue;
      let open = unansweredFindings(path, b.findings ?? [], answer, no_edit), refusals = (o.refused ?? []).filter((r) => r.path === path), refusedNoEdit = refusals.length ? open.map((f) => ({ name: f.name, ...f.lines[0] !== void 0 ? { line: f.lines[0] } : {}, why: `the classifier's proposal was refused: ${refusals.map((r) => r.message).join("; ")}` })) : [];
      if (refusals.length && (open = []), open.length) {
        out.skipped.push(`${path}: ${open.map((f) => f.id).join(", ")} not answered`);
        continue;
      }
      let now;
      try {
        now = contentDigest(resolveInsideRoot(o.root, path, path));
      } catch {
        out.skipped.push(`${path} unreadable`);
        continue;
      }
      if (now !== key2.sha256) {
        out.skipped.push(`${path} changed since it was classified`);
        continue;
      }
      let noEdit = [...no_edit.filter((n) => n.path === path).map(({ name, line, why }) => ({ name, ...line !== void 0 ? { line } : {}, why })), ...refusedNoEdit];
      store(o.root, path, key2, { proposals: answer.filter((p) => p.path === path), no_edit: noEdit }) ? out.stored++ : out.skipped.push(`${path}: the cache folder is not a plain folder`);
    }
  }
  return out;
}

// scripts/check/model-check.ts
import { join as join4 } from "node:path";
import { readFileSync as readFileSync3 } from "node:fs";

// scripts/classify/repair.ts
import { readFileSync as readFileSync2 } from "node:fs";
import { join as join3 } from "node:path";
var REPAIRS_FILE = "repairs.json", REPAIRS_FORMAT = "doc-hygiene-repairs/1", REPAIR_FORMAT = "doc-hygiene-repair/1", stem = (file) => file.replace(/\.json$/, ""), repairFileOf = (source) => `repair-${stem(source)}.json`, repairedFileOf = (source) => `repaired-${stem(source)}.json`;
function readRepairs(dir) {
  let file = join3(dir, REPAIRS_FILE), value;
  try {
    value = JSON.parse(readFileSync2(file, "utf8"));
  } catch (err) {
    return err.code === "ENOENT" ? void 0 : { location: file, code: "PARSE", message: `is not a repairs record: ${err.message}` };
  }
  let bad = (message) => ({ location: file, code: "SCHEMA_VIOLATION", message });
  if (!isJsonObject(value) || value.format !== REPAIRS_FORMAT || !Array.isArray(value.repairs)) return bad(`is not a ${REPAIRS_FORMAT} record`);
  for (let [i, r] of value.repairs.entries())
    if (!(isJsonObject(r) && [r.batch_file, r.source_file].every((f) => typeof f == "string" && /^[\w.-]+$/.test(f))) || !Array.isArray(r.dropped) || !r.dropped.every((k) => Number.isInteger(k) && k >= 0) || r.repair_file !== repairFileOf(String(r.source_file)) || r.answer_file !== repairedFileOf(String(r.source_file)))
      return bad(`repairs[${i}] must be { batch_file, source_file, dropped, repair_file, answer_file } with the files named after the source`);
  return value.repairs;
}
function serializeRepairs(repairs) {
  return JSON.stringify({ format: REPAIRS_FORMAT, repairs }, null, 2) + `
`;
}
function serializeRepairFile(o) {
  return JSON.stringify({ format: REPAIR_FORMAT, task: REPAIR_TASK, batch_file: o.batch_file, answer_file: o.source_file, refused: o.refused }, null, 1) + `
`;
}

// scripts/check/model-check.ts
var plural = (n, w, many = `${w}s`) => `${n} ${n === 1 ? w : many}`;
function countsLine(p) {
  let toClassify = p.batches.reduce((n, b) => n + b.paths.length, 0), findings = p.batches.reduce((n, b) => n + (b.findings?.length ?? 0), 0);
  return `candidates ${p.candidates}: ${p.answered_by_scripts.length} answered by scripts, ${p.routed.length} routed to actions, ${p.hints_only.length} with hints only, ${p.not_for_model.length} not for the model, ${p.cached.length} cached, ${toClassify} to classify (${plural(findings, "finding")}) in ${plural(p.batches.length, "batch", "batches")}, ${p.left.length} left for the next check`;
}
async function beginCheck(o) {
  await assertStateTrusted(o.root);
  let scratch = makeScratch(o.root), { artifact, text } = await o.scan(o.root, o.scope);
  writeFileAtomic(join4(scratch, "scan.json"), text);
  let loads = artifact.agent_contexts?.loads, result = planClassification({
    scan: artifact,
    budget: { max_files: o.config.classify.max_files, max_doc_tokens: o.config.classify.max_doc_tokens, all: o.all },
    classifier_version: o.classifier_version,
    count: o.count,
    contextsLoading: loads ? (p) => loads[p] ?? 0 : o.contextsLoading
  });
  for (let b of result.batches) writeFileAtomic(join4(scratch, b.file), b.text);
  return writeFileAtomic(join4(scratch, result.plan.cached_proposals_file), JSON.stringify({ proposals: result.cached_proposals }, null, 2) + `
`), writeFileAtomic(join4(scratch, "plan.json"), JSON.stringify({ ...result.plan, project_root: artifact.project_root }, null, 2) + `
`), {
    scratch,
    plan: result.plan,
    counts: countsLine(result.plan),
    batches: result.plan.batches.map((b) => ({ batch_file: join4(scratch, b.batch_file), answer_file: join4(scratch, b.proposals_file) }))
  };
}
function readJsonFile(file, what) {
  try {
    return JSON.parse(readFileSync3(file, "utf8"));
  } catch (err) {
    throw new HygieneError("USAGE", `cannot read ${what} ${file}: ${err.code ?? err.message}`);
  }
}
var key = (file, index) => `${file}\0${index}`;
function effective(plan, dir, repairs, refused, notes) {
  let answers = planAnswers(plan, dir);
  pushAll(notes, answers.notes);
  let sources = [];
  for (let b of answers.batches) {
    let kept = [];
    for (let s of b.sources) {
      let file = s.file, value = s.value, repair = repairs.find((r) => r.source_file === file), whole = repair !== void 0 && repair.dropped.length === 0, list = isJsonObject(value) && Array.isArray(value.proposals) ? value.proposals : void 0, proposals = whole || !list ? [] : list.filter((_, i) => !repair?.dropped.includes(i) && !refused.has(key(file, i))), v = list || whole ? { ...isJsonObject(value) ? value : {}, proposals } : value;
      kept.push({ ...s, value: v }), sources.push({ ...s, value: v, file, batch_file: b.batch.batch_file, proposals: list ?? [] });
    }
    for (let r of repairs.filter((x) => x.batch_file === b.batch.batch_file)) {
      let file = join4(dir, r.answer_file), value;
      try {
        value = JSON.parse(readFileSync3(file, "utf8"));
      } catch (err) {
        throw new HygieneError("IO", `${file} is ${err.code === "ENOENT" ? "missing: write the repair answer first" : `not valid JSON: ${err.message}`}`);
      }
      let from = sources.find((x) => x.file === r.source_file), paths = r.dropped.length === 0 ? b.batch.paths : [...new Set(r.dropped.map((i) => from?.proposals[i]).filter(isJsonObject).map((p) => String(p.path)))], list = isJsonObject(value) && Array.isArray(value.proposals) ? value.proposals : [], repairedValue = { proposals: list.filter((p, i) => refused.has(key(r.answer_file, i)) ? !1 : isJsonObject(p) && paths.includes(String(p.path)) ? !0 : (notes.push(`${file}: proposals[${i}] is not for a file whose proposal was refused; ignored`), !1)) };
      kept.push({ name: file, value: repairedValue, file: r.answer_file }), sources.push({ name: file, value: repairedValue, file: r.answer_file, batch_file: b.batch.batch_file, proposals: list });
      let more = noEditsOf(value, file, b.batch.findings ?? [], notes, paths);
      pushAll(b.no_edit, more.filter((n) => !b.no_edit.some((m) => m.finding === n.finding)));
    }
    b.sources = kept;
  }
  return { sources, answers };
}
function locate(location, ranges) {
  let m = /^proposals\[(\d+)\](.*)$/.exec(location);
  if (!m) return;
  let i = Number(m[1]), r = ranges.find((x) => i >= x.start && i < x.start + x.count);
  return r ? { name: r.name, index: i - r.start, rest: m[2].replace(/^\./, "") } : void 0;
}
function headerLines(md) {
  let t = md.split(`
`);
  return t.slice(1, t.indexOf("", 3));
}
async function finishCheck(o) {
  let dir = o.scratch, planFile = join4(dir, "plan.json"), planValue = readJsonFile(planFile, "classification plan"), plan = asPlan(planValue, planFile), recorded = planValue.project_root;
  if (recorded !== o.root) throw new HygieneError("USAGE", `${planFile} was planned for ${String(recorded)}, not for this project (${o.root})`);
  let scan = readJsonFile(join4(dir, "scan.json"), "scan artifact");
  if (scan?.project_root !== o.root) throw new HygieneError("USAGE", `${join4(dir, "scan.json")} is not a scan of this project (${o.root})`);
  let missing = plan.batches.map((b) => join4(dir, b.proposals_file)).filter((f) => {
    try {
      return readFileSync3(f), !1;
    } catch {
      return !0;
    }
  });
  if (missing.length) return { kind: "missing", problems: missing.map((f) => `${f} is missing: write every classifier's answer first`) };
  let record = readEscalations(plan, dir);
  if (record !== void 0 && !Array.isArray(record)) return { kind: "refused", messages: [formatViolation(record)], internal: !1 };
  if (record === void 0) {
    let r = planEscalations(plan, dir), escalations = r.violations.length ? [] : r.escalations;
    if (writeFileAtomic(join4(dir, ESCALATIONS_FILE), serializeEscalations(escalations)), escalations.length) return { kind: "escalate", escalations };
  }
  let repairsRead = readRepairs(dir);
  if (repairsRead !== void 0 && !Array.isArray(repairsRead)) return { kind: "refused", messages: [formatViolation(repairsRead)], internal: !1 };
  let repairs = repairsRead ?? [], proven = scanArtifactViolations(scan).length === 0 ? [await scannerProvenSource(scan)] : [], refused = /* @__PURE__ */ new Set(), refusedList = [], notes = [];
  for (let round = 0; round < 20; round++) {
    notes.length = 0;
    let eff, cached;
    try {
      eff = effective(plan, dir, repairs, refused, notes), cached = JSON.parse(readFileSync3(join4(dir, plan.cached_proposals_file), "utf8"));
    } catch (err) {
      if (err instanceof HygieneError) return { kind: "missing", problems: [err.message] };
      throw err;
    }
    let answersProblem = [...eff.answers.problems, ...eff.answers.batches.flatMap((b) => b.problems)];
    if (answersProblem.length) return { kind: "missing", problems: answersProblem.map(formatViolation) };
    let cachedName = join4(dir, plan.cached_proposals_file), cachedList = isJsonObject(cached) && Array.isArray(cached.proposals) ? cached.proposals : [], cachedSource = { name: cachedName, value: { proposals: cachedList.filter((_, i) => !refused.has(key(cachedName, i))) }, proposals: cachedList }, classification = planSourcesClassification(plan, eff.answers), out = await runReport({
      scan,
      sources: [...proven, cachedSource, ...eff.sources],
      now: (o.now ?? (() => /* @__PURE__ */ new Date()))(),
      tool_version: o.tool_version,
      on_demand_weight: o.on_demand_weight,
      conventions: o.conventions,
      category: o.category,
      model_free: !1,
      classification: { ...classification, refused: refusedList }
    });
    if (out.stage === "ok") {
      let jsonPath = join4(dir, "out", "report.json");
      writeFileAtomic(jsonPath, out.json), writeFileAtomic(join4(dir, "out", "report.md"), out.md);
      let checked = loadReportFile(jsonPath);
      if (checked.violations.length) return { kind: "refused", messages: checked.violations.map(formatViolation), internal: !0 };
      writeCheckResult(o.root, out.json, out.md, out.report.generated_at);
      let remembered = rememberClassifications({ root: o.root, plan, dir, answers: eff.answers, refused: refusedList });
      return { kind: "written", report: out.report, md: out.md, notes, refused: refusedList, remembered };
    }
    if (out.stage !== "proposals") return { kind: "refused", messages: out.violations.map(formatViolation), internal: out.stage === "report" };
    let all = [...proven.map((p) => ({ ...p, proposals: [] })), cachedSource, ...eff.sources], byName = new Map(all.map((s) => [s.name, s])), groups = /* @__PURE__ */ new Map(), unplaced = [];
    for (let v of out.violations) {
      let at = locate(v.location, out.source_ranges ?? []), source = at ? byName.get(at.name) : all.find((s) => v.location === s.name || v.location.startsWith(`${s.name}:`));
      if (!source || source.origin === "scanner") {
        unplaced.push(v);
        continue;
      }
      let g = groups.get(source.name) ?? { source, refused: /* @__PURE__ */ new Map() };
      groups.set(source.name, g);
      let built = isJsonObject(source.value) && Array.isArray(source.value.proposals) ? source.value.proposals : [], local = at ? source.proposals.indexOf(built[at.index]) : -1, msg = at ? `${at.rest ? `${at.rest}: ` : ""}${v.message}` : v.message;
      g.refused.set(local, [...g.refused.get(local) ?? [], msg]);
    }
    if (unplaced.length) return { kind: "refused", messages: unplaced.map(formatViolation), internal: !1 };
    let canRepair = repairsRead === void 0, newRepairs = [], messages = [];
    for (let { source, refused: byIndex } of groups.values()) {
      let file = source.file, isAnswer = file !== void 0 && !file.startsWith("repaired-");
      if (canRepair && isAnswer && source.batch_file) {
        let whole = byIndex.has(-1), list = [...byIndex.entries()].filter(([i]) => i >= 0).map(([i, problems]) => {
          let proposal = source.proposals[i], path = isJsonObject(proposal) ? proposal.path : void 0, batch = plan.batches.find((b) => b.batch_file === source.batch_file);
          return { index: i, proposal, problems, findings: (batch?.findings ?? []).filter((f) => f.path === path).map((f) => f.id) };
        });
        whole && list.unshift({ index: -1, proposal: null, problems: byIndex.get(-1), findings: (plan.batches.find((b) => b.batch_file === source.batch_file)?.findings ?? []).map((f) => f.id) });
        let repair = { batch_file: source.batch_file, source_file: file, dropped: whole ? [] : list.map((x) => x.index), repair_file: repairFileOf(file), answer_file: repairedFileOf(file) };
        writeFileAtomic(join4(dir, repair.repair_file), serializeRepairFile({ batch_file: join4(dir, source.batch_file), source_file: join4(dir, file), refused: list })), newRepairs.push(repair);
        for (let x of list) for (let p of x.problems) messages.push(`${file}: ${x.index >= 0 ? `proposals[${x.index}]` : "the answer"}: ${p}`);
        continue;
      }
      for (let [i, problems] of byIndex) {
        let proposal = source.proposals[i], path = isJsonObject(proposal) && typeof proposal.path == "string" ? proposal.path : "(unknown file)";
        if (i < 0) return { kind: "refused", messages: problems.map((p) => `${source.name}: ${p}`), internal: !1 };
        refused.add(key(file ?? source.name, i)), refusedList.push({ path, message: `${file ?? "cached answer"} proposals[${i}]: ${problems.join("; ")}` });
      }
    }
    if (newRepairs.length)
      return writeFileAtomic(join4(dir, REPAIRS_FILE), serializeRepairs(newRepairs)), { kind: "repair", repairs: newRepairs, messages };
  }
  return { kind: "refused", messages: ["the report builder kept refusing proposals after every refused one was taken out"], internal: !0 };
}
function planSourcesClassification(plan, answers) {
  let no_edit = {};
  for (let [path, list] of Object.entries(plan.cached_no_edit ?? {})) no_edit[path] = list.map((a) => ({ ...a, cached: !0 }));
  for (let b of answers.batches) for (let a of b.no_edit) (no_edit[a.path] ??= []).push({ name: a.name, ...a.line !== void 0 ? { line: a.line } : {}, why: a.why, cached: !1 });
  return { left: plan.left, not_for_model: plan.not_for_model, classified: [...plan.cached, ...plan.batches.flatMap((b) => b.paths)], no_edit };
}

export {
  classifierVersion,
  planClassification,
  rememberClassifications,
  countsLine,
  beginCheck,
  headerLines,
  finishCheck
};
