import { createRequire as __dhCreateRequire } from 'node:module'; const require = __dhCreateRequire(import.meta.url);
import {
  ensureStateDir,
  stateDirOf
} from "./chunk-F36NUIMB.mjs";
import {
  canonicalJson,
  sha256Hex
} from "./chunk-VFCBVGFI.mjs";
import {
  writeFileAtomic
} from "./chunk-2SEPAG6N.mjs";
import {
  HygieneError,
  readRegularFile
} from "./chunk-6ISAVYID.mjs";

// scripts/apply/audit.ts
import { join } from "node:path";
var GENESIS = "0".repeat(64);
function auditPath(root) {
  return join(stateDirOf(root), "audit.jsonl");
}
function recordDigest(r) {
  return sha256Hex(canonicalJson({ seq: r.seq, at: r.at, event: r.event, prev: r.prev, data: r.data }));
}
var MAX_AUDIT_BYTES = 256 * 1024 * 1024;
function readLines(root) {
  let p = auditPath(root), read = readRegularFile(p, MAX_AUDIT_BYTES);
  if (!read.ok && read.reason === "absent") return [];
  if (!read.ok) throw new HygieneError("UNSAFE_PATH", `.dochygiene/audit.jsonl ${read.reason}; the audit log is only ever a regular file doc-hygiene wrote (remove it to go on)`);
  let lines = read.bytes.toString("utf8").split(`
`);
  return lines[lines.length - 1] === "" && lines.pop(), lines;
}
function verifyAuditChain(root) {
  let records = [], problems = [], prev = GENESIS, lines;
  try {
    lines = readLines(root);
  } catch (err) {
    return { ok: !1, records, head: prev, problems: [{ location: "audit.jsonl", code: "UNSAFE_PATH", message: err.message }] };
  }
  for (let i = 0; i < lines.length; i++) {
    let location = `audit.jsonl:${i + 1}`, r;
    try {
      r = JSON.parse(lines[i]);
    } catch {
      problems.push({ location, code: "PARSE", message: "not a JSON record; the chain is broken here" });
      break;
    }
    if (!r || typeof r != "object" || typeof r.digest != "string" || typeof r.prev != "string" || r.seq !== i + 1) {
      problems.push({ location, code: "SCHEMA_VIOLATION", message: `record ${i + 1} is malformed or out of sequence; the chain is broken here` });
      break;
    }
    if (r.prev !== prev) {
      problems.push({ location, code: "SCHEMA_VIOLATION", message: `record ${i + 1} does not follow record ${i}: a record was removed, reordered or edited` });
      break;
    }
    if (recordDigest(r) !== r.digest) {
      problems.push({ location, code: "SCHEMA_VIOLATION", message: `record ${i + 1} was edited after it was written (its digest does not match)` });
      break;
    }
    records.push(r), prev = r.digest;
  }
  return { ok: problems.length === 0, records, head: prev, problems };
}
function appendAudit(root, events, now) {
  if (events.length === 0) return [];
  ensureStateDir(root);
  let lines = readLines(root), prev = GENESIS;
  if (lines.length > 0)
    try {
      let last = JSON.parse(lines[lines.length - 1]);
      prev = typeof last.digest == "string" ? last.digest : sha256Hex(lines[lines.length - 1]);
    } catch {
      prev = sha256Hex(lines[lines.length - 1]);
    }
  let seq = lines.length, at = now.toISOString(), out = [];
  for (let e of events) {
    let body = { seq: ++seq, at, event: e.event, prev, data: e.data }, rec = { ...body, digest: recordDigest(body) };
    out.push(rec), lines.push(JSON.stringify(rec)), prev = rec.digest;
  }
  return writeFileAtomic(auditPath(root), lines.join(`
`) + `
`), out;
}

export {
  verifyAuditChain,
  appendAudit
};
