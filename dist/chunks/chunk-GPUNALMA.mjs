import { createRequire as __dhCreateRequire } from 'node:module'; const require = __dhCreateRequire(import.meta.url);

// scripts/shared/atomic-write.ts
import { openSync, writeSync, fsyncSync, closeSync, renameSync, unlinkSync, mkdirSync, statSync } from "node:fs";
import { dirname, basename, join } from "node:path";
import { randomBytes } from "node:crypto";
function writeFileAtomic(path, data, opts = {}) {
  let dir = dirname(path);
  mkdirSync(dir, { recursive: !0 });
  let tmp = join(dir, `.${basename(path)}.${process.pid}.${randomBytes(4).toString("hex")}.tmp`), mode = opts.mode;
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
    renameSync(tmp, path);
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
  writeFileAtomic,
  fsyncDir
};
