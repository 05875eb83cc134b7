import { createRequire as __dhCreateRequire } from 'node:module'; const require = __dhCreateRequire(import.meta.url);

// scripts/shared/atomic-write.ts
import { openSync, writeSync, fsyncSync, closeSync, renameSync, unlinkSync, mkdirSync, statSync } from "node:fs";
import { dirname, basename, join } from "node:path";
import { createHash, randomBytes } from "node:crypto";
var MAX_CARRIED_NAME = 200;
function tempPrefix(name, pid) {
  return `.${Buffer.byteLength(name, "utf8") <= MAX_CARRIED_NAME ? name : createHash("sha256").update(name).digest("hex").slice(0, 16)}.${pid}.`;
}
function tempOwner(entry, name) {
  let m = /^\.(.+)\.(\d+)\.[0-9a-f]{8}\.tmp$/.exec(entry);
  if (!m) return;
  let pid = Number(m[2]);
  return entry.startsWith(tempPrefix(name, pid)) ? pid : void 0;
}
function writeFileAtomic(path, data, opts = {}) {
  let dir = dirname(path);
  opts.noMkdir || mkdirSync(dir, { recursive: !0 }), opts.checkParent?.();
  let tmp = join(dir, `${tempPrefix(basename(path), process.pid)}${randomBytes(4).toString("hex")}.tmp`), mode = opts.mode;
  if (mode === void 0)
    try {
      mode = statSync(path).mode & 4095;
    } catch {
      mode = 420;
    }
  let fd = openSync(tmp, "wx", mode);
  try {
    let buf = typeof data == "string" ? Buffer.from(data, "utf8") : data, off = 0;
    for (; off < buf.length; ) off += writeSync(fd, buf, off, buf.length - off);
    fsyncSync(fd);
  } catch (err) {
    closeSync(fd);
    try {
      unlinkSync(tmp);
    } catch {
    }
    throw err;
  }
  closeSync(fd);
  try {
    opts.checkParent?.(), renameSync(tmp, path);
  } catch (err) {
    try {
      unlinkSync(tmp);
    } catch {
    }
    throw err;
  }
  fsyncDir(dir);
}
function fsyncDir(dir) {
  try {
    let fd = openSync(dir, "r");
    try {
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
  } catch {
  }
}

export {
  tempOwner,
  writeFileAtomic,
  fsyncDir
};
