import { createRequire as __dhCreateRequire } from 'node:module'; const require = __dhCreateRequire(import.meta.url);
import {
  needsEscalation
} from "./chunk-W5GOWS5K.mjs";
import {
  sha256Hex
} from "./chunk-VFCBVGFI.mjs";
import {
  isJsonObject
} from "./chunk-Z45Y2YWL.mjs";
import {
  pushAll
} from "./chunk-Q5DWSZJV.mjs";
import {
  HygieneError,
  formatViolation,
  readRegularFile
} from "./chunk-6ISAVYID.mjs";

// scripts/classify/escalate.ts
import { join } from "node:path";
var MAX_ANSWER_BYTES = 64 * 1024 * 1024, ESCALATIONS_FILE = "escalations.json", ESCALATIONS_FORMAT = "doc-hygiene-escalations/1";
function answerFileOf(path) {
  return `escalated-${sha256Hex(path).slice(0, 12)}.json`;
}
var inUnitRange = (v) => typeof v == "number" && v >= 0 && v <= 1;
function shapeViolations(p, at) {
  let bad = (field, message) => ({ location: `${at}${field}`, code: "SCHEMA_VIOLATION", message });
  if (!isJsonObject(p)) return [bad("", "a proposal must be an object")];
  let out = [];
  return typeof p.path != "string" && out.push(bad(".path", "must be a string")), p.confidence !== void 0 && !inUnitRange(p.confidence) && out.push(bad(".confidence", "must be a number from 0 to 1")), p.category !== void 0 && (!isJsonObject(p.category) || typeof p.category.class != "string") && out.push(bad(".category", "must be an object with a string class")), p.op_type !== void 0 && typeof p.op_type != "string" && out.push(bad(".op_type", "must be a string")), p.exact_edit !== void 0 && (!isJsonObject(p.exact_edit) || typeof p.exact_edit.kind != "string") && out.push(bad(".exact_edit", "must be an object with a string kind")), out;
}
function readAnswer(file) {
  let read = readRegularFile(file, MAX_ANSWER_BYTES);
  if (!read.ok) return { location: "", code: "IO", message: read.reason === "absent" ? `${file} is missing: write every batch's answer first` : `${file} cannot be read (it ${read.reason})` };
  let text = read.bytes.toString("utf8"), value;
  try {
    value = JSON.parse(text);
  } catch (err) {
    return { location: "", code: "PARSE", message: `${file} is not valid JSON: ${err.message}` };
  }
  return !isJsonObject(value) || !Array.isArray(value.proposals) ? { location: file, code: "SCHEMA_VIOLATION", message: 'a proposals file must be an object { "proposals": [ ... ] }' } : { proposals: value.proposals };
}
function planEscalations(plan, dir) {
  let out = { escalations: [], violations: [], notes: [] };
  for (let b of plan.batches) {
    let file = join(dir, b.proposals_file), answer = readAnswer(file);
    if (!("proposals" in answer)) {
      out.violations.push(answer);
      continue;
    }
    let shaped = answer.proposals.map((p, i) => shapeViolations(p, `${file}: proposals[${i}]`));
    pushAll(out.violations, shaped.flat());
    let unsure = /* @__PURE__ */ new Set();
    answer.proposals.forEach((p, i) => {
      if (shaped[i].length || !needsEscalation(p)) return;
      let path = p.path;
      b.paths.includes(path) ? unsure.add(path) : out.notes.push(`${file}: proposals[${i}].path: ${path} is not in ${b.batch_file}; not escalated`);
    });
    for (let path of b.paths)
      unsure.has(path) && out.escalations.push({ batch_file: b.batch_file, path, answer_file: answerFileOf(path) });
  }
  return out.violations.length && (out.escalations = []), out;
}
function serializeEscalations(escalations) {
  let record = { format: ESCALATIONS_FORMAT, escalations: [...escalations] };
  return JSON.stringify(record, null, 2) + `
`;
}
function readEscalations(plan, dir) {
  let file = join(dir, ESCALATIONS_FILE), read = readRegularFile(file, MAX_ANSWER_BYTES);
  if (!read.ok && read.reason === "absent") return;
  let value;
  try {
    if (!read.ok) throw new Error(`it ${read.reason}`);
    value = JSON.parse(read.bytes.toString("utf8"));
  } catch (err) {
    return { location: "", code: "PARSE", message: `${file} is not an escalations record: ${err.message}` };
  }
  let notRecord = (message) => ({ location: file, code: "SCHEMA_VIOLATION", message });
  if (!isJsonObject(value) || value.format !== ESCALATIONS_FORMAT || !Array.isArray(value.escalations)) return notRecord(`is not a ${ESCALATIONS_FORMAT} record`);
  let paths = /* @__PURE__ */ new Set();
  for (let [i, e] of value.escalations.entries()) {
    if (!isJsonObject(e) || typeof e.batch_file != "string" || typeof e.path != "string" || e.answer_file !== answerFileOf(e.path))
      return notRecord(`escalations[${i}] must be { batch_file, path, answer_file } with the answer file named after the path`);
    let batch = plan.batches.find((b) => b.batch_file === e.batch_file);
    if (!batch || !batch.paths.includes(e.path)) return notRecord(`escalations[${i}]: ${e.path} is not in the plan's ${e.batch_file}`);
    if (paths.has(e.path)) return notRecord(`escalations[${i}]: ${e.path} is named twice`);
    paths.add(e.path);
  }
  return value.escalations;
}

// scripts/classify/plan-sources.ts
import { existsSync, readFileSync } from "node:fs";
import { join as join3 } from "node:path";

// scripts/classify/answers.ts
import { join as join2 } from "node:path";
var MAX_WHY = 600;
function readAnswer2(file, what) {
  let read = readRegularFile(file, MAX_ANSWER_BYTES);
  if (!read.ok) return { location: "", code: "IO", message: read.reason === "absent" ? `${file} is missing: every ${what} must be written before the report is built` : `${file} cannot be read (it ${read.reason})` };
  let text = read.bytes.toString("utf8");
  try {
    return { value: JSON.parse(text) };
  } catch (err) {
    return { location: "", code: "PARSE", message: `${file} is not valid JSON: ${err.message}` };
  }
}
function keepProposals(value, keep) {
  if (!isJsonObject(value) || !Array.isArray(value.proposals)) return { value, dropped: 0 };
  let kept = value.proposals.filter(keep);
  return { value: { proposals: kept }, dropped: value.proposals.length - kept.length };
}
function noEditsOf(value, file, findings, notes, only) {
  if (!isJsonObject(value) || value.no_edit === void 0) return [];
  if (!Array.isArray(value.no_edit))
    return notes.push(`${file}: no_edit is not a list; ignored`), [];
  let out = [];
  return value.no_edit.forEach((x, i) => {
    let at = `${file}: no_edit[${i}]`, id = isJsonObject(x) ? x.finding : void 0, f = typeof id == "string" ? findings.find((g) => g.id === id) : void 0;
    if (!f) return void notes.push(`${at}: ${typeof id == "string" ? `${id} is not a finding of this batch` : "names no finding"}; ignored`);
    let allowed = only === void 0 ? void 0 : typeof only == "string" ? [only] : only;
    if (allowed && !allowed.includes(f.path)) return void notes.push(`${at}: ${f.id} is not of ${allowed.join(", ")}, the file${allowed.length === 1 ? "" : "s"} it was asked about; ignored`);
    let why = isJsonObject(x) && typeof x.why == "string" ? x.why.trim() : "";
    if (!why) return void notes.push(`${at}: ${f.id} has no reason (why); ignored`);
    out.push({ finding: f.id, path: f.path, name: f.name, ...f.lines.length ? { line: f.lines[0] } : {}, why: why.slice(0, MAX_WHY) });
  }), out;
}
function planAnswers(plan, dir) {
  let record = readEscalations(plan, dir), out = { batches: [], problems: [], notes: [] };
  record !== void 0 && !Array.isArray(record) && out.problems.push(record);
  let escalations = Array.isArray(record) ? record : [];
  for (let batch of plan.batches) {
    let findings = batch.findings ?? [], answer = { batch, sources: [], no_edit: [], problems: [] };
    out.batches.push(answer);
    let escalated = [], escalatedNoEdit = [], replaced = [];
    for (let e of escalations.filter((x) => x.batch_file === batch.batch_file)) {
      let file2 = join2(dir, e.answer_file), read2 = readAnswer2(file2, "escalated file's answer");
      if (!("value" in read2)) {
        answer.problems.push(read2);
        continue;
      }
      let { value: value2, dropped: dropped2 } = keepProposals(read2.value, (p, i) => isJsonObject(p) && p.path === e.path ? !0 : (out.notes.push(`${file2}: proposals[${i}] is not for ${e.path}, the only file escalated to it; ignored`), !1));
      escalated.push({ name: dropped2 ? `${file2} (only its proposals for ${e.path})` : file2, value: value2, file: e.answer_file }), pushAll(escalatedNoEdit, noEditsOf(read2.value, file2, findings, out.notes, e.path)), replaced.push(e.path);
    }
    let file = join2(dir, batch.proposals_file), read = readAnswer2(file, "batch's classifier answer");
    if (!("value" in read)) {
      answer.problems.push(read);
      continue;
    }
    let { value, dropped } = keepProposals(read.value, (p) => !(isJsonObject(p) && typeof p.path == "string" && replaced.includes(p.path)));
    answer.sources.push({ name: dropped ? `${file} (less its proposals for ${replaced.join(", ")}, escalated)` : file, value, file: batch.proposals_file }, ...escalated), answer.no_edit = [...noEditsOf(read.value, file, findings, out.notes).filter((x) => !replaced.includes(x.path)), ...escalatedNoEdit];
  }
  return out;
}

// scripts/classify/plan-sources.ts
function asPlan(value, file) {
  let p = value;
  if (!(isJsonObject(p) && Array.isArray(p.batches) && typeof p.cached_proposals_file == "string" && Array.isArray(p.left) && Array.isArray(p.not_for_model) && Array.isArray(p.cached) && p.batches.every((b) => isJsonObject(b) && Array.isArray(b.paths) && typeof b.batch_file == "string" && typeof b.proposals_file == "string"))) throw new HygieneError("PARSE", `${file} is not a classification plan`);
  for (let f of [p.cached_proposals_file, ...p.batches.flatMap((b) => [b.batch_file, b.proposals_file])])
    if (f.includes("/") || f.includes("\\")) throw new HygieneError("PARSE", `${file} names a proposals file outside its folder`);
  return p;
}
function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, "utf8"));
  } catch (err) {
    let code = err.code;
    throw new HygieneError(code === "ENOENT" ? "IO" : "PARSE", code === "ENOENT" ? `${file} is missing` : `${file} is not valid JSON: ${err.message}`);
  }
}
function planSources(plan, dir) {
  let cached = join3(dir, plan.cached_proposals_file);
  if (!existsSync(cached)) throw new HygieneError("IO", `${cached} is missing`);
  let answers = planAnswers(plan, dir), problem = [...answers.problems, ...answers.batches.flatMap((b) => b.problems)][0];
  if (problem) throw new HygieneError(problem.code, formatViolation(problem));
  let no_edit = {}, add = (path, a) => (no_edit[path] ??= []).push(a);
  for (let [path, list] of Object.entries(plan.cached_no_edit ?? {})) for (let a of list) add(path, { ...a, cached: !0 });
  for (let b of answers.batches) for (let a of b.no_edit) add(a.path, { name: a.name, ...a.line !== void 0 ? { line: a.line } : {}, why: a.why, cached: !1 });
  return {
    sources: [{ name: cached, value: readJson(cached) }, ...answers.batches.flatMap((b) => b.sources)],
    classification: {
      left: plan.left,
      not_for_model: plan.not_for_model,
      classified: [...plan.cached, ...plan.batches.flatMap((b) => b.paths)],
      no_edit
    },
    notes: answers.notes
  };
}

export {
  ESCALATIONS_FILE,
  planEscalations,
  serializeEscalations,
  readEscalations,
  noEditsOf,
  planAnswers,
  asPlan,
  planSources
};
