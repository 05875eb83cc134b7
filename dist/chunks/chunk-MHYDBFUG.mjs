import { createRequire as __dhCreateRequire } from 'node:module'; const require = __dhCreateRequire(import.meta.url);
import {
  isInside
} from "./chunk-MIYAM7C7.mjs";
import {
  HygieneError
} from "./chunk-6ISAVYID.mjs";

// scripts/shared/machine-key.ts
import { closeSync, fstatSync, linkSync, lstatSync, mkdirSync, openSync, readSync, realpathSync, unlinkSync, writeSync, constants } from "node:fs";
import { homedir } from "node:os";
import { dirname, isAbsolute, join } from "node:path";
import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
var KEY_BYTES = 32;
function machineKeyPath(env = process.env) {
  let xdg = env.XDG_CACHE_HOME, base = xdg && isAbsolute(xdg) ? xdg : join(homedir(), ".cache");
  return join(base, "doc-hygiene", "journal-key");
}
var cache = /* @__PURE__ */ new Map();
function readKey(path) {
  let fd;
  try {
    fd = openSync(path, constants.O_RDONLY | constants.O_NOFOLLOW | constants.O_NONBLOCK);
  } catch (err) {
    let code = err.code;
    if (code === "ENOENT") return;
    throw new HygieneError("IO", `cannot read the journal key ${path}: ${code === "ELOOP" ? "it is a symlink" : code}`);
  }
  try {
    let st = fstatSync(fd);
    if (!st.isFile() || st.size !== KEY_BYTES) throw new HygieneError("IO", `the journal key ${path} is not a ${KEY_BYTES}-byte file; remove it and run again`);
    if (typeof process.getuid == "function" && st.uid !== process.getuid())
      throw new HygieneError("IO", `the journal key ${path} belongs to another user; remove it and run again`);
    let buf = Buffer.alloc(KEY_BYTES), off = 0;
    for (; off < KEY_BYTES; ) {
      let n = readSync(fd, buf, off, KEY_BYTES - off, off);
      if (n === 0) break;
      off += n;
    }
    return buf;
  } finally {
    closeSync(fd);
  }
}
function machineKey(root, env = process.env) {
  let path = machineKeyPath(env), hit = cache.get(path);
  if (hit) return hit;
  let dir = dirname(path);
  try {
    mkdirSync(dir, { recursive: !0, mode: 448 });
  } catch (err) {
    throw new HygieneError("IO", `cannot create ${dir} for the journal key: ${err.code}`);
  }
  if (root !== void 0 && isInside(realpathSync(root), realpathSync(dir)))
    throw new HygieneError("REFUSED", `the journal key folder ${dir} is inside the project; set XDG_CACHE_HOME to a folder outside it`);
  if (lstatSync(dir).isSymbolicLink()) throw new HygieneError("IO", `${dir} is a symlink; the journal key is not kept there`);
  let key = readKey(path);
  if (!key) {
    let tmp = `${path}.${process.pid}.${randomBytes(4).toString("hex")}.tmp`, fd = openSync(tmp, "wx", 384);
    try {
      writeSync(fd, randomBytes(KEY_BYTES));
    } finally {
      closeSync(fd);
    }
    try {
      linkSync(tmp, path);
    } catch (err) {
      if (err.code !== "EEXIST") throw err;
    } finally {
      try {
        unlinkSync(tmp);
      } catch {
      }
    }
    if (key = readKey(path), !key) throw new HygieneError("IO", `cannot create the journal key ${path}`);
  }
  return cache.set(path, key), key;
}
function sealOf(purpose, text, root) {
  return createHmac("sha256", machineKey(root)).update(`doc-hygiene ${purpose}
`).update(text).digest("hex");
}
function sealMatches(purpose, text, seal, root) {
  return typeof seal != "string" || !/^[0-9a-f]{64}$/.test(seal) ? !1 : timingSafeEqual(Buffer.from(sealOf(purpose, text, root), "hex"), Buffer.from(seal, "hex"));
}

export {
  sealOf,
  sealMatches
};
