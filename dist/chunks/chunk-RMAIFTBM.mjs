import { createRequire as __dhCreateRequire } from 'node:module'; const require = __dhCreateRequire(import.meta.url);
import {
  STATE_SCHEMA,
  isIsoInstant,
  readReportPair,
  readStateFile,
  recoverRollover,
  statePaths,
  withLock,
  writeReportPair
} from "./chunk-NGE5IIQB.mjs";
import {
  ensureStateDir
} from "./chunk-F36NUIMB.mjs";
import {
  writeFileAtomic
} from "./chunk-2SEPAG6N.mjs";
import {
  HygieneError
} from "./chunk-6ISAVYID.mjs";

// scripts/state/state-store.ts
function writeState(root, state) {
  let ordered = { schema: STATE_SCHEMA, last_check: state.last_check, last_clean: state.last_clean, last_reminded: state.last_reminded };
  writeFileAtomic(statePaths(root).state, JSON.stringify(ordered, null, 2) + `
`);
}
function setStamp(root, key, iso) {
  if (!isIsoInstant(iso)) throw new HygieneError("USAGE", `not an ISO-8601 instant with a time zone: "${iso}"`);
  let dir = ensureStateDir(root);
  return withLock(dir, `set-${key.replace("_", "-")}`, () => setStampLocked(root, key, iso));
}
function setStampLocked(root, key, iso) {
  if (!isIsoInstant(iso)) throw new HygieneError("USAGE", `not an ISO-8601 instant with a time zone: "${iso}"`);
  recoverRollover(root);
  let { state } = readStateFile(root), next = { ...state, [key]: iso };
  return writeState(root, next), next;
}
function writeReport(root, json, md, validate) {
  let jsonBuf = typeof json == "string" ? Buffer.from(json, "utf8") : json, problems = validate ? validate(jsonBuf) : [];
  if (problems.length) throw new HygieneError("SCHEMA_VIOLATION", `refusing an invalid report.json; the previous report is kept:
  ${problems.join(`
  `)}`);
  let dir = ensureStateDir(root);
  return withLock(dir, "write-report", () => writeReportPair(root, jsonBuf, md));
}
function writeCheckResult(root, json, md, checkedAt) {
  if (!isIsoInstant(checkedAt)) throw new HygieneError("USAGE", `not an ISO-8601 instant with a time zone: "${checkedAt}"`);
  let jsonBuf = typeof json == "string" ? Buffer.from(json, "utf8") : json;
  return withLock(ensureStateDir(root), "write-report", () => {
    let written = writeReportPair(root, jsonBuf, md);
    return setStampLocked(root, "last_check", checkedAt), written;
  });
}
function recover(root) {
  let dir = ensureStateDir(root);
  return withLock(dir, "recover", () => recoverRollover(root));
}
function storeStatus(root) {
  let { state, problem } = readStateFile(root), pair = readReportPair(root), report = { status: pair.status };
  if (pair.json_sha256 && (report.json_sha256 = pair.json_sha256), pair.rolling_forward && (report.rolling_forward = !0), pair.problem && (report.problem = pair.problem), pair.status === "ok" && pair.json)
    try {
      let r = JSON.parse(pair.json.toString("utf8"));
      typeof r.generated_at == "string" && (report.generated_at = r.generated_at), Array.isArray(r.entries) && (report.entries = r.entries.length);
    } catch {
      report.status = "mismatched", report.problem = "report.json is not valid JSON";
    }
  return { ...state, ...problem ? { state_problem: problem } : {}, report };
}

export {
  setStamp,
  setStampLocked,
  writeReport,
  writeCheckResult,
  recover,
  storeStatus
};
