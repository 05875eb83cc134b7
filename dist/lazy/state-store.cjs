const __dh_import_meta_url = require('node:url').pathToFileURL(__filename).href;
"use strict";
var __defProp = Object.defineProperty;
var __getOwnPropDesc = Object.getOwnPropertyDescriptor;
var __getOwnPropNames = Object.getOwnPropertyNames;
var __hasOwnProp = Object.prototype.hasOwnProperty;
var __export = (target, all) => {
  for (var name in all)
    __defProp(target, name, { get: all[name], enumerable: !0 });
}, __copyProps = (to, from, except, desc) => {
  if (from && typeof from == "object" || typeof from == "function")
    for (let key of __getOwnPropNames(from))
      !__hasOwnProp.call(to, key) && key !== except && __defProp(to, key, { get: () => from[key], enumerable: !(desc = __getOwnPropDesc(from, key)) || desc.enumerable });
  return to;
};
var __toCommonJS = (mod) => __copyProps(__defProp({}, "__esModule", { value: !0 }), mod);

// scripts/state/state-store.ts
var state_store_exports = {};
__export(state_store_exports, {
  recover: () => recover,
  setStamp: () => setStamp,
  setStampLocked: () => setStampLocked,
  storeStatus: () => storeStatus,
  writeCheckResult: () => writeCheckResult,
  writeReport: () => writeReport
});
module.exports = __toCommonJS(state_store_exports);

// scripts/shared/atomic-write.ts
var import_node_fs = require("node:fs"), import_node_path = require("node:path"), import_node_crypto = require("node:crypto"), MAX_CARRIED_NAME = 200;
function tempPrefix(name, pid) {
  return `.${Buffer.byteLength(name, "utf8") <= MAX_CARRIED_NAME ? name : (0, import_node_crypto.createHash)("sha256").update(name).digest("hex").slice(0, 16)}.${pid}.`;
}
function writeFileAtomic(path, data, opts = {}) {
  let dir = (0, import_node_path.dirname)(path);
  opts.noMkdir || (0, import_node_fs.mkdirSync)(dir, { recursive: !0 }), opts.checkParent?.();
  let tmp = (0, import_node_path.join)(dir, `${tempPrefix((0, import_node_path.basename)(path), process.pid)}${(0, import_node_crypto.randomBytes)(4).toString("hex")}.tmp`), mode = opts.mode;
  if (mode === void 0)
    try {
      mode = (0, import_node_fs.statSync)(path).mode & 4095;
    } catch {
      mode = 420;
    }
  let fd = (0, import_node_fs.openSync)(tmp, "wx", mode);
  try {
    let buf = typeof data == "string" ? Buffer.from(data, "utf8") : data, off = 0;
    for (; off < buf.length; ) off += (0, import_node_fs.writeSync)(fd, buf, off, buf.length - off);
    (0, import_node_fs.fsyncSync)(fd);
  } catch (err) {
    (0, import_node_fs.closeSync)(fd);
    try {
      (0, import_node_fs.unlinkSync)(tmp);
    } catch {
    }
    throw err;
  }
  (0, import_node_fs.closeSync)(fd);
  try {
    opts.checkParent?.(), (0, import_node_fs.renameSync)(tmp, path);
  } catch (err) {
    try {
      (0, import_node_fs.unlinkSync)(tmp);
    } catch {
    }
    throw err;
  }
  fsyncDir(dir);
}
function fsyncDir(dir) {
  try {
    let fd = (0, import_node_fs.openSync)(dir, "r");
    try {
      (0, import_node_fs.fsyncSync)(fd);
    } finally {
      (0, import_node_fs.closeSync)(fd);
    }
  } catch {
  }
}

// scripts/shared/errors.ts
var HygieneError = class extends Error {
  code;
  location;
  constructor(code, message, location) {
    super(message), this.name = "HygieneError", this.code = code, this.location = location;
  }
};

// scripts/shared/lock.ts
var import_node_fs2 = require("node:fs"), import_node_path2 = require("node:path"), import_node_crypto2 = require("node:crypto");
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
    fd = (0, import_node_fs2.openSync)(path, import_node_fs2.constants.O_RDONLY | import_node_fs2.constants.O_NONBLOCK | import_node_fs2.constants.O_NOFOLLOW);
  } catch (err) {
    if (err.code === "ENOENT") return;
    try {
      return { info: void 0, ino: (0, import_node_fs2.lstatSync)(path).ino };
    } catch {
      return;
    }
  }
  try {
    let st = (0, import_node_fs2.fstatSync)(fd);
    if (!st.isFile() || st.size > MAX_LOCK_BYTES) return { info: void 0, ino: st.ino };
    let buf = Buffer.alloc(MAX_LOCK_BYTES), n = (0, import_node_fs2.readSync)(fd, buf, 0, MAX_LOCK_BYTES, 0);
    return { info: parseInfo(buf.toString("utf8", 0, n)), ino: st.ino };
  } finally {
    (0, import_node_fs2.closeSync)(fd);
  }
}
function createWithContent(path, info) {
  let tmp = `${path}.${process.pid}.${(0, import_node_crypto2.randomBytes)(4).toString("hex")}.new`, fd = (0, import_node_fs2.openSync)(tmp, "wx", 420);
  try {
    (0, import_node_fs2.writeSync)(fd, JSON.stringify(info) + `
`), (0, import_node_fs2.fsyncSync)(fd);
  } finally {
    (0, import_node_fs2.closeSync)(fd);
  }
  try {
    return (0, import_node_fs2.linkSync)(tmp, path), !0;
  } catch (err) {
    if (err.code !== "EEXIST") throw err;
    return !1;
  } finally {
    try {
      (0, import_node_fs2.unlinkSync)(tmp);
    } catch {
    }
  }
}
var TAKER_FILE = /^lock\.(?:stale\.)?(\d+)\.[0-9a-f]{8}(?:\.new)?$/;
function sweepDeadTakers(stateDir) {
  let names;
  try {
    names = (0, import_node_fs2.readdirSync)(stateDir);
  } catch {
    return;
  }
  for (let name of names) {
    let pid = Number(TAKER_FILE.exec(name)?.[1]);
    if (!(!pid || pid === process.pid || processAlive(pid)))
      try {
        (0, import_node_fs2.unlinkSync)((0, import_node_path2.join)(stateDir, name));
      } catch {
      }
  }
}
function acquireLock(stateDir, purpose) {
  (0, import_node_fs2.mkdirSync)(stateDir, { recursive: !0 }), sweepDeadTakers(stateDir);
  let path = (0, import_node_path2.join)(stateDir, "lock"), info = { pid: process.pid, purpose, since: (/* @__PURE__ */ new Date()).toISOString() };
  for (let attempt = 0; attempt < 5; attempt++) {
    if (createWithContent(path, info)) {
      let released = !1;
      return {
        path,
        release() {
          if (released) return;
          if (released = !0, readHolder(path)?.info?.pid === process.pid)
            try {
              (0, import_node_fs2.unlinkSync)(path);
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
    let aside = `${path}.stale.${process.pid}.${(0, import_node_crypto2.randomBytes)(4).toString("hex")}`;
    try {
      (0, import_node_fs2.renameSync)(path, aside);
    } catch {
      continue;
    }
    let movedIno = -1;
    try {
      movedIno = (0, import_node_fs2.lstatSync)(aside).ino;
    } catch {
    }
    if (movedIno !== holder.ino)
      try {
        (0, import_node_fs2.linkSync)(aside, path);
      } catch {
      }
    try {
      (0, import_node_fs2.unlinkSync)(aside);
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

// scripts/shared/state-dir.ts
var import_node_fs3 = require("node:fs"), import_node_path3 = require("node:path");
var STATE_DIR_NAME = ".dochygiene";
function stateDirOf(root) {
  return (0, import_node_path3.join)(root, STATE_DIR_NAME);
}
function folderProblem(abs, rel) {
  let st;
  try {
    st = (0, import_node_fs3.lstatSync)(abs);
  } catch {
    return;
  }
  if (st.isSymbolicLink()) return `${rel} is a symlink; doc-hygiene keeps its state only in a real folder inside the project (remove the link to go on)`;
  if (!st.isDirectory()) return `${rel} is not a folder`;
}
function assertStateFolder(root, sub) {
  let top = folderProblem(stateDirOf(root), STATE_DIR_NAME);
  if (top) throw new HygieneError("UNSAFE_PATH", top);
  if (sub !== void 0) {
    let p = folderProblem((0, import_node_path3.join)(stateDirOf(root), sub), `${STATE_DIR_NAME}/${sub}`);
    if (p) throw new HygieneError("UNSAFE_PATH", p);
  }
}
function ensureStateDir(root) {
  assertStateFolder(root);
  let dir = stateDirOf(root);
  (0, import_node_fs3.mkdirSync)(dir, { recursive: !0 });
  let gi = (0, import_node_path3.join)(dir, ".gitignore");
  return (0, import_node_fs3.existsSync)(gi) || writeFileAtomic(gi, `*
`), dir;
}

// scripts/state/state.ts
var import_node_path4 = require("node:path");

// scripts/shared/read-bounded.ts
var import_node_fs4 = require("node:fs");
function readRegularFile(path, maxBytes, opts = {}) {
  let fd;
  try {
    fd = (0, import_node_fs4.openSync)(path, import_node_fs4.constants.O_RDONLY | import_node_fs4.constants.O_NONBLOCK | (opts.followSymlink ? 0 : import_node_fs4.constants.O_NOFOLLOW));
  } catch (err) {
    let code = err.code;
    return code === "ENOENT" || code === "ENOTDIR" ? { ok: !1, reason: "absent" } : code === "ELOOP" ? { ok: !1, reason: "is a symlink" } : { ok: !1, reason: `cannot be read (${code})` };
  }
  try {
    let st = (0, import_node_fs4.fstatSync)(fd);
    if (!st.isFile()) return { ok: !1, reason: st.isDirectory() ? "is a folder" : "is not a regular file" };
    if (st.size > maxBytes) return { ok: !1, reason: `is larger than ${maxBytes} bytes` };
    let buf = Buffer.allocUnsafe(Math.min(st.size, maxBytes) + 1), off = 0;
    for (; ; ) {
      let n = (0, import_node_fs4.readSync)(fd, buf, off, buf.length - off, off);
      if (n === 0 || (off += n, off === buf.length)) break;
    }
    return off > maxBytes ? { ok: !1, reason: `is larger than ${maxBytes} bytes` } : { ok: !0, bytes: buf.subarray(0, off) };
  } finally {
    (0, import_node_fs4.closeSync)(fd);
  }
}
var MAX_JSON_INPUT_BYTES = 1 << 30;

// scripts/state/state.ts
var STATE_SCHEMA = 1, STAMP_KEYS = ["last_check", "last_clean", "last_reminded"], EMPTY_STATE = Object.freeze({ schema: STATE_SCHEMA, last_check: null, last_clean: null, last_reminded: null });
function statePaths(root) {
  let dir = stateDirOf(root);
  return {
    dir,
    state: (0, import_node_path4.join)(dir, "state.json"),
    report_json: (0, import_node_path4.join)(dir, "report.json"),
    report_md: (0, import_node_path4.join)(dir, "report.md"),
    json_next: (0, import_node_path4.join)(dir, "report.json.next"),
    md_next: (0, import_node_path4.join)(dir, "report.md.next"),
    rollover: (0, import_node_path4.join)(dir, "rollover.json")
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

// scripts/state/rollover.ts
var import_node_fs5 = require("node:fs"), import_node_path5 = require("node:path");
var import_node_path6 = require("node:path");

// scripts/shared/hash.ts
var import_node_crypto3 = require("node:crypto");
function sha256Hex(data) {
  return (0, import_node_crypto3.createHash)("sha256").update(data).digest("hex");
}

// scripts/contract/digest-line.ts
function digestNamedBy(md) {
  return /^<!-- report\.json sha256: ([0-9a-f]{64}) -->\r?\n/.exec(md)?.[1];
}

// scripts/state/rollover.ts
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
    throw new HygieneError("UNSAFE_PATH", `${STATE_DIR_NAME}/${(0, import_node_path5.basename)(path)} ${read.reason}; doc-hygiene reads its state only from regular files it wrote (remove it to go on)`);
}
function unlinkIf(path) {
  try {
    (0, import_node_fs5.unlinkSync)(path);
  } catch (err) {
    if (err.code !== "ENOENT") throw err;
  }
}
var TMP = /^\.(report\.json|report\.md|report\.json\.next|report\.md\.next|rollover\.json|state\.json)\.(\d+)\.[0-9a-f]+\.tmp$/;
function recoverRollover(root) {
  let p = statePaths(root);
  if (!(0, import_node_fs5.existsSync)(p.dir)) return "clean";
  for (let name of (0, import_node_fs5.readdirSync)(p.dir)) {
    let m = TMP.exec(name);
    m && Number(m[2]) !== process.pid && !processAlive(Number(m[2])) && unlinkIf((0, import_node_path6.join)(p.dir, name));
  }
  let marker = readMarker(p.rollover);
  if (marker) {
    for (let [next, final, sha] of [[p.json_next, p.report_json, marker.json_sha256], [p.md_next, p.report_md, marker.md_sha256]]) {
      let staged = readIf(next);
      staged && sha256Hex(staged) === sha ? (0, import_node_fs5.renameSync)(next, final) : staged && unlinkIf(next);
    }
    return fsyncDir(p.dir), unlinkIf(p.rollover), fsyncDir(p.dir), "rolled-forward";
  }
  let hadStaged = (0, import_node_fs5.existsSync)(p.json_next) || (0, import_node_fs5.existsSync)(p.md_next) || (0, import_node_fs5.existsSync)(p.rollover);
  return unlinkIf(p.json_next), unlinkIf(p.md_next), unlinkIf(p.rollover), hadStaged && fsyncDir(p.dir), hadStaged ? "rolled-back" : "clean";
}
function writeReportPair(root, json, md) {
  let jsonBuf = typeof json == "string" ? Buffer.from(json, "utf8") : json, mdBuf = typeof md == "string" ? Buffer.from(md, "utf8") : md, json_sha256 = sha256Hex(jsonBuf), named = digestNamedBy(mdBuf.toString("utf8"));
  if (named !== json_sha256)
    throw new HygieneError("REFUSED", named ? `report.md names report.json sha256 ${named}, but the given report.json is ${json_sha256}` : "report.md does not start with its report.json digest line");
  let p = statePaths(root);
  return recoverRollover(root), writeFileAtomic(p.json_next, jsonBuf), writeFileAtomic(p.md_next, mdBuf), writeFileAtomic(p.rollover, JSON.stringify({ json_sha256, md_sha256: sha256Hex(mdBuf) }) + `
`), (0, import_node_fs5.renameSync)(p.json_next, p.report_json), (0, import_node_fs5.renameSync)(p.md_next, p.report_md), fsyncDir(p.dir), (0, import_node_fs5.unlinkSync)(p.rollover), fsyncDir(p.dir), { json_sha256 };
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
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  recover,
  setStamp,
  setStampLocked,
  storeStatus,
  writeCheckResult,
  writeReport
});
