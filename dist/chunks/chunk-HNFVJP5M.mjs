import { createRequire as __dhCreateRequire } from 'node:module'; const require = __dhCreateRequire(import.meta.url);
import {
  digestNamedBy
} from "./chunk-IB22ODTS.mjs";
import {
  sha256Hex
} from "./chunk-VFCBVGFI.mjs";
import {
  stateDirOf
} from "./chunk-2XUO73QM.mjs";
import {
  fsyncDir,
  writeFileAtomic
} from "./chunk-GPUNALMA.mjs";
import {
  HygieneError
} from "./chunk-LQ3WGZX4.mjs";

// scripts/state/state.ts
import { readFileSync } from "node:fs";
import { join } from "node:path";
var STATE_SCHEMA = 1, STAMP_KEYS = ["last_check", "last_clean", "last_reminded"], EMPTY_STATE = Object.freeze({ schema: STATE_SCHEMA, last_check: null, last_clean: null, last_reminded: null });
function statePaths(root) {
  let dir = stateDirOf(root);
  return {
    dir,
    state: join(dir, "state.json"),
    report_json: join(dir, "report.json"),
    report_md: join(dir, "report.md"),
    json_next: join(dir, "report.json.next"),
    md_next: join(dir, "report.md.next"),
    rollover: join(dir, "rollover.json")
  };
}
function isIsoInstant(s) {
  return typeof s == "string" && /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/.test(s) && !Number.isNaN(Date.parse(s));
}
function readStateFile(root) {
  let text;
  try {
    text = readFileSync(statePaths(root).state, "utf8");
  } catch (err) {
    return err.code === "ENOENT" ? { state: { ...EMPTY_STATE } } : { state: { ...EMPTY_STATE }, problem: `cannot read .dochygiene/state.json: ${err.message}` };
  }
  let v;
  try {
    v = JSON.parse(text);
  } catch {
    return { state: { ...EMPTY_STATE }, problem: ".dochygiene/state.json is not valid JSON" };
  }
  if (!v || typeof v != "object" || v.schema !== STATE_SCHEMA)
    return { state: { ...EMPTY_STATE }, problem: `.dochygiene/state.json is not a schema ${STATE_SCHEMA} state file` };
  let o = v, state = { ...EMPTY_STATE };
  for (let k of STAMP_KEYS) state[k] = isIsoInstant(o[k]) ? o[k] : null;
  return { state };
}
function readState(root) {
  return readStateFile(root).state;
}

// scripts/shared/lock.ts
import { openSync, writeSync, closeSync, readFileSync as readFileSync2, unlinkSync, mkdirSync, renameSync } from "node:fs";
import { join as join2 } from "node:path";
function processAlive(pid) {
  try {
    return process.kill(pid, 0), !0;
  } catch (err) {
    return err.code === "EPERM";
  }
}
function acquireLock(stateDir, purpose) {
  mkdirSync(stateDir, { recursive: !0 });
  let path = join2(stateDir, "lock");
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      let fd = openSync(path, "wx", 420), info = { pid: process.pid, purpose, since: (/* @__PURE__ */ new Date()).toISOString() };
      writeSync(fd, JSON.stringify(info) + `
`), closeSync(fd);
      let released = !1;
      return {
        path,
        release() {
          if (!released) {
            released = !0;
            try {
              JSON.parse(readFileSync2(path, "utf8")).pid === process.pid && unlinkSync(path);
            } catch {
            }
          }
        }
      };
    } catch (err) {
      if (err.code !== "EEXIST") throw err;
    }
    let holder;
    try {
      holder = JSON.parse(readFileSync2(path, "utf8"));
    } catch {
      holder = void 0;
    }
    if (holder && processAlive(holder.pid) && holder.pid !== process.pid)
      throw new HygieneError("LOCKED", `another doc-hygiene ${holder.purpose} is running on this project (pid ${holder.pid}, since ${holder.since}); try again when it has finished`);
    try {
      renameSync(path, `${path}.stale.${process.pid}`), unlinkSync(`${path}.stale.${process.pid}`);
    } catch {
    }
  }
  throw new HygieneError("LOCKED", "could not take the project lock (.dochygiene/lock)");
}
function withLock(stateDir, purpose, fn) {
  let lock = acquireLock(stateDir, purpose);
  try {
    return fn();
  } finally {
    lock.release();
  }
}

// scripts/state/rollover.ts
import { existsSync, readFileSync as readFileSync3, readdirSync, renameSync as renameSync2, unlinkSync as unlinkSync2 } from "node:fs";
import { join as join3 } from "node:path";
function readMarker(path) {
  try {
    let m = JSON.parse(readFileSync3(path, "utf8"));
    if (typeof m.json_sha256 == "string" && typeof m.md_sha256 == "string") return m;
  } catch {
  }
}
function readIf(path) {
  try {
    return readFileSync3(path);
  } catch (err) {
    if (err.code === "ENOENT") return;
    throw err;
  }
}
function unlinkIf(path) {
  try {
    unlinkSync2(path);
  } catch (err) {
    if (err.code !== "ENOENT") throw err;
  }
}
var TMP = /^\.(report\.json|report\.md|report\.json\.next|report\.md\.next|rollover\.json|state\.json)\.(\d+)\.[0-9a-f]+\.tmp$/;
function recoverRollover(root) {
  let p = statePaths(root);
  if (!existsSync(p.dir)) return "clean";
  for (let name of readdirSync(p.dir)) {
    let m = TMP.exec(name);
    m && Number(m[2]) !== process.pid && !processAlive(Number(m[2])) && unlinkIf(join3(p.dir, name));
  }
  let marker = readMarker(p.rollover);
  if (marker) {
    for (let [next, final, sha] of [[p.json_next, p.report_json, marker.json_sha256], [p.md_next, p.report_md, marker.md_sha256]]) {
      let staged = readIf(next);
      staged && sha256Hex(staged) === sha ? renameSync2(next, final) : staged && unlinkIf(next);
    }
    return fsyncDir(p.dir), unlinkIf(p.rollover), fsyncDir(p.dir), "rolled-forward";
  }
  let hadStaged = existsSync(p.json_next) || existsSync(p.md_next) || existsSync(p.rollover);
  return unlinkIf(p.json_next), unlinkIf(p.md_next), unlinkIf(p.rollover), hadStaged && fsyncDir(p.dir), hadStaged ? "rolled-back" : "clean";
}
function writeReportPair(root, json, md) {
  let jsonBuf = typeof json == "string" ? Buffer.from(json, "utf8") : json, mdBuf = typeof md == "string" ? Buffer.from(md, "utf8") : md, json_sha256 = sha256Hex(jsonBuf), named = digestNamedBy(mdBuf.toString("utf8"));
  if (named !== json_sha256)
    throw new HygieneError("REFUSED", named ? `report.md names report.json sha256 ${named}, but the given report.json is ${json_sha256}` : "report.md does not start with its report.json digest line");
  let p = statePaths(root);
  return recoverRollover(root), writeFileAtomic(p.json_next, jsonBuf), writeFileAtomic(p.md_next, mdBuf), writeFileAtomic(p.rollover, JSON.stringify({ json_sha256, md_sha256: sha256Hex(mdBuf) }) + `
`), renameSync2(p.json_next, p.report_json), renameSync2(p.md_next, p.report_md), fsyncDir(p.dir), unlinkSync2(p.rollover), fsyncDir(p.dir), { json_sha256 };
}
function readOnce(root) {
  let p = statePaths(root), marker = readMarker(p.rollover), json, md, rolling = !1;
  if (marker) {
    let jn = readIf(p.json_next), mn = readIf(p.md_next);
    json = jn && sha256Hex(jn) === marker.json_sha256 ? (rolling = !0, jn) : readIf(p.report_json), md = mn && sha256Hex(mn) === marker.md_sha256 ? (rolling = !0, mn) : readIf(p.report_md);
  } else
    json = readIf(p.report_json), md = readIf(p.report_md);
  if (!json && !md) return { status: "none" };
  if (!json || !md) return { status: "mismatched", json, md, problem: json ? "report.md is missing" : "report.json is missing" };
  let json_sha256 = sha256Hex(json), named = digestNamedBy(md.toString("utf8"));
  return named !== json_sha256 ? {
    status: "mismatched",
    json,
    md,
    json_sha256,
    problem: named ? `report.md belongs to report.json ${named.slice(0, 12)}\u2026, not to the present one (${json_sha256.slice(0, 12)}\u2026)` : "report.md has no report.json digest line"
  } : { status: "ok", json, md, json_sha256, ...rolling ? { rolling_forward: !0 } : {} };
}
function readReportPair(root) {
  let r = readOnce(root);
  for (let i = 0; i < 3 && r.status === "mismatched"; i++) r = readOnce(root);
  return r;
}

export {
  acquireLock,
  withLock,
  STATE_SCHEMA,
  STAMP_KEYS,
  statePaths,
  isIsoInstant,
  readStateFile,
  readState,
  recoverRollover,
  writeReportPair,
  readReportPair
};
