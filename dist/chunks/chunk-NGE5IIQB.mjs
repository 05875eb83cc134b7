import { createRequire as __dhCreateRequire } from 'node:module'; const require = __dhCreateRequire(import.meta.url);
import {
  digestNamedBy
} from "./chunk-OUZCCNIE.mjs";
import {
  STATE_DIR_NAME,
  stateDirOf
} from "./chunk-F36NUIMB.mjs";
import {
  sha256Hex
} from "./chunk-VFCBVGFI.mjs";
import {
  fsyncDir,
  writeFileAtomic
} from "./chunk-2SEPAG6N.mjs";
import {
  HygieneError,
  readRegularFile
} from "./chunk-6ISAVYID.mjs";

// scripts/shared/lock.ts
import { closeSync, constants, fstatSync, linkSync, lstatSync, mkdirSync, openSync, readdirSync, readSync, renameSync, unlinkSync, writeSync, fsyncSync } from "node:fs";
import { join } from "node:path";
import { randomBytes } from "node:crypto";
function processAlive(pid) {
  try {
    return process.kill(pid, 0), !0;
  } catch (err) {
    return err.code === "EPERM";
  }
}
function parseInfo(text) {
  try {
    let v = JSON.parse(text);
    return v && Number.isSafeInteger(v.pid) && v.pid > 0 && typeof v.purpose == "string" ? v : void 0;
  } catch {
    return;
  }
}
var MAX_LOCK_BYTES = 4096;
function readHolder(path) {
  let fd;
  try {
    fd = openSync(path, constants.O_RDONLY | constants.O_NONBLOCK | constants.O_NOFOLLOW);
  } catch (err) {
    if (err.code === "ENOENT") return;
    try {
      return { info: void 0, ino: lstatSync(path).ino };
    } catch {
      return;
    }
  }
  try {
    let st = fstatSync(fd);
    if (!st.isFile() || st.size > MAX_LOCK_BYTES) return { info: void 0, ino: st.ino };
    let buf = Buffer.alloc(MAX_LOCK_BYTES), n = readSync(fd, buf, 0, MAX_LOCK_BYTES, 0);
    return { info: parseInfo(buf.toString("utf8", 0, n)), ino: st.ino };
  } finally {
    closeSync(fd);
  }
}
function createWithContent(path, info) {
  let tmp = `${path}.${process.pid}.${randomBytes(4).toString("hex")}.new`, fd = openSync(tmp, "wx", 420);
  try {
    writeSync(fd, JSON.stringify(info) + `
`), fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
  try {
    return linkSync(tmp, path), !0;
  } catch (err) {
    if (err.code !== "EEXIST") throw err;
    return !1;
  } finally {
    try {
      unlinkSync(tmp);
    } catch {
    }
  }
}
var TAKER_FILE = /^lock\.(?:stale\.)?(\d+)\.[0-9a-f]{8}(?:\.new)?$/;
function sweepDeadTakers(stateDir) {
  let names;
  try {
    names = readdirSync(stateDir);
  } catch {
    return;
  }
  for (let name of names) {
    let pid = Number(TAKER_FILE.exec(name)?.[1]);
    if (!(!pid || pid === process.pid || processAlive(pid)))
      try {
        unlinkSync(join(stateDir, name));
      } catch {
      }
  }
}
function acquireLock(stateDir, purpose) {
  mkdirSync(stateDir, { recursive: !0 }), sweepDeadTakers(stateDir);
  let path = join(stateDir, "lock"), info = { pid: process.pid, purpose, since: (/* @__PURE__ */ new Date()).toISOString() };
  for (let attempt = 0; attempt < 5; attempt++) {
    if (createWithContent(path, info)) {
      let released = !1;
      return {
        path,
        release() {
          if (released) return;
          if (released = !0, readHolder(path)?.info?.pid === process.pid)
            try {
              unlinkSync(path);
            } catch {
            }
        }
      };
    }
    let holder = readHolder(path);
    if (!holder) continue;
    let h = holder.info;
    if (!h)
      throw new HygieneError("LOCKED", "the project lock .dochygiene/lock holds no owner record doc-hygiene wrote; if no doc-hygiene command is running on this project, remove that file and try again");
    if (h.pid === process.pid || processAlive(h.pid))
      throw new HygieneError("LOCKED", `another doc-hygiene ${h.purpose} is running on this project (pid ${h.pid}, since ${h.since}); try again when it has finished`);
    let aside = `${path}.stale.${process.pid}.${randomBytes(4).toString("hex")}`;
    try {
      renameSync(path, aside);
    } catch {
      continue;
    }
    let movedIno = -1;
    try {
      movedIno = lstatSync(aside).ino;
    } catch {
    }
    if (movedIno !== holder.ino)
      try {
        linkSync(aside, path);
      } catch {
      }
    try {
      unlinkSync(aside);
    } catch {
    }
  }
  throw new HygieneError("LOCKED", "could not take the project lock (.dochygiene/lock); try again");
}
function withLock(stateDir, purpose, fn) {
  let lock = acquireLock(stateDir, purpose);
  try {
    return fn();
  } finally {
    lock.release();
  }
}

// scripts/state/state.ts
import { join as join2 } from "node:path";
var STATE_SCHEMA = 1, STAMP_KEYS = ["last_check", "last_clean", "last_reminded"], EMPTY_STATE = Object.freeze({ schema: STATE_SCHEMA, last_check: null, last_clean: null, last_reminded: null });
function statePaths(root) {
  let dir = stateDirOf(root);
  return {
    dir,
    state: join2(dir, "state.json"),
    report_json: join2(dir, "report.json"),
    report_md: join2(dir, "report.md"),
    json_next: join2(dir, "report.json.next"),
    md_next: join2(dir, "report.md.next"),
    rollover: join2(dir, "rollover.json")
  };
}
function isIsoInstant(s) {
  return typeof s == "string" && /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/.test(s) && !Number.isNaN(Date.parse(s));
}
var MAX_STATE_BYTES = 64 * 1024;
function readStateFile(root) {
  let read = readRegularFile(statePaths(root).state, MAX_STATE_BYTES);
  if (!read.ok)
    return read.reason === "absent" ? { state: { ...EMPTY_STATE } } : { state: { ...EMPTY_STATE }, problem: `cannot read .dochygiene/state.json: it ${read.reason}` };
  let text = read.bytes.toString("utf8"), v;
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

// scripts/state/rollover.ts
import { existsSync, readdirSync as readdirSync2, renameSync as renameSync2, unlinkSync as unlinkSync2 } from "node:fs";
import { basename } from "node:path";
import { join as join3 } from "node:path";
var MAX_PAIR_FILE_BYTES = 256 * 1024 * 1024, MAX_MARKER_BYTES = 4096;
function readMarker(path) {
  try {
    let read = readRegularFile(path, MAX_MARKER_BYTES);
    if (!read.ok) return;
    let m = JSON.parse(read.bytes.toString("utf8"));
    if (typeof m.json_sha256 == "string" && typeof m.md_sha256 == "string") return m;
  } catch {
  }
}
function readIf(path) {
  let read = readRegularFile(path, MAX_PAIR_FILE_BYTES);
  if (read.ok) return read.bytes;
  if (read.reason !== "absent")
    throw new HygieneError("UNSAFE_PATH", `${STATE_DIR_NAME}/${basename(path)} ${read.reason}; doc-hygiene reads its state only from regular files it wrote (remove it to go on)`);
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
  for (let name of readdirSync2(p.dir)) {
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
  processAlive,
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
