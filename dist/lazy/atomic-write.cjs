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

// scripts/shared/atomic-write.ts
var atomic_write_exports = {};
__export(atomic_write_exports, {
  fsyncDir: () => fsyncDir,
  tempOwner: () => tempOwner,
  tempPrefix: () => tempPrefix,
  writeFileAtomic: () => writeFileAtomic
});
module.exports = __toCommonJS(atomic_write_exports);
var import_node_fs = require("node:fs"), import_node_path = require("node:path"), import_node_crypto = require("node:crypto"), MAX_CARRIED_NAME = 200;
function tempPrefix(name, pid) {
  return `.${Buffer.byteLength(name, "utf8") <= MAX_CARRIED_NAME ? name : (0, import_node_crypto.createHash)("sha256").update(name).digest("hex").slice(0, 16)}.${pid}.`;
}
function tempOwner(entry, name) {
  let m = /^\.(.+)\.(\d+)\.[0-9a-f]{8}\.tmp$/.exec(entry);
  if (!m) return;
  let pid = Number(m[2]);
  return entry.startsWith(tempPrefix(name, pid)) ? pid : void 0;
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
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  fsyncDir,
  tempOwner,
  tempPrefix,
  writeFileAtomic
});
