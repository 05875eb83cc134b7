import { createRequire as __dhCreateRequire } from 'node:module'; const require = __dhCreateRequire(import.meta.url);

// scripts/shared/errors.ts
var EXIT = { OK: 0, INVALID: 1, USAGE: 2 };
function exitCodeFor(code, mode = "command") {
  return mode === "hook" ? EXIT.OK : mode === "gate" || code === "USAGE" ? EXIT.USAGE : EXIT.INVALID;
}
var HygieneError = class extends Error {
  code;
  location;
  constructor(code, message, location) {
    super(message), this.name = "HygieneError", this.code = code, this.location = location;
  }
};
function formatViolation(v) {
  return v.location ? `${v.location}: ${v.message}` : v.message;
}

// scripts/shared/read-bounded.ts
import { closeSync, constants, fstatSync, openSync, readSync } from "node:fs";
function readRegularFile(path, maxBytes, opts = {}) {
  let fd;
  try {
    fd = openSync(path, constants.O_RDONLY | constants.O_NONBLOCK | (opts.followSymlink ? 0 : constants.O_NOFOLLOW));
  } catch (err) {
    let code = err.code;
    return code === "ENOENT" || code === "ENOTDIR" ? { ok: !1, reason: "absent" } : code === "ELOOP" ? { ok: !1, reason: "is a symlink" } : { ok: !1, reason: `cannot be read (${code})` };
  }
  try {
    let st = fstatSync(fd);
    if (!st.isFile()) return { ok: !1, reason: st.isDirectory() ? "is a folder" : "is not a regular file" };
    if (st.size > maxBytes) return { ok: !1, reason: `is larger than ${maxBytes} bytes` };
    let buf = Buffer.allocUnsafe(Math.min(st.size, maxBytes) + 1), off = 0;
    for (; ; ) {
      let n = readSync(fd, buf, off, buf.length - off, off);
      if (n === 0 || (off += n, off === buf.length)) break;
    }
    return off > maxBytes ? { ok: !1, reason: `is larger than ${maxBytes} bytes` } : { ok: !0, bytes: buf.subarray(0, off) };
  } finally {
    closeSync(fd);
  }
}
var MAX_JSON_INPUT_BYTES = 1 << 30;
function readJsonInput(path, what, opts = {}) {
  let read = readRegularFile(path, MAX_JSON_INPUT_BYTES, opts);
  if (!read.ok) throw new HygieneError("USAGE", `cannot read ${what} ${path}: it ${read.reason}`);
  try {
    return JSON.parse(read.bytes.toString("utf8"));
  } catch (err) {
    throw new HygieneError("PARSE", `${what} ${path} is not valid JSON: ${err.message}`);
  }
}
function readRegularText(path, maxBytes) {
  let read = readRegularFile(path, maxBytes, { followSymlink: !0 });
  return read.ok ? read.bytes.toString("utf8") : void 0;
}
function openRegularFile(path) {
  let fd = openSync(path, constants.O_RDONLY | constants.O_NONBLOCK);
  try {
    if (!fstatSync(fd).isFile()) throw new HygieneError("IO", `${path} is not a regular file`);
  } catch (err) {
    throw closeSync(fd), err;
  }
  return fd;
}

export {
  EXIT,
  exitCodeFor,
  HygieneError,
  formatViolation,
  readRegularFile,
  readJsonInput,
  readRegularText,
  openRegularFile
};
