import { createRequire as __dhCreateRequire } from 'node:module'; const require = __dhCreateRequire(import.meta.url);
import {
  STATE_DIR_NAME,
  ensureStateSubdir
} from "./chunk-F36NUIMB.mjs";

// scripts/state/scratch.ts
import { lstatSync, mkdirSync, readdirSync, rmSync } from "node:fs";
import { randomBytes } from "node:crypto";
import { join, sep } from "node:path";
var SCRATCH_PARENT = "tmp", SCRATCH_KEEP_MS = 1440 * 60 * 1e3, NAME = /^\d{8}T\d{6}Z-[0-9a-f]{8}$/;
function makeScratch(root, now = Date.now()) {
  let parent = ensureStateSubdir(root, SCRATCH_PARENT);
  pruneScratch(parent, now);
  let stamp = new Date(now).toISOString().replace(/[-:]/g, "").replace(/\.\d+Z$/, "Z"), dir = join(parent, `${stamp}-${randomBytes(4).toString("hex")}`);
  return mkdirSync(dir), dir;
}
function pruneScratch(parent, now = Date.now()) {
  let removed = [];
  for (let name of readdirSync(parent)) {
    if (!NAME.test(name)) continue;
    let p = join(parent, name);
    try {
      let st = lstatSync(p);
      if (!st.isDirectory() || now - st.mtimeMs <= SCRATCH_KEEP_MS) continue;
      rmSync(p, { recursive: !0, force: !0 }), removed.push(name);
    } catch {
    }
  }
  return removed;
}
function inScratch(realPath) {
  let parts = realPath.split(sep), i = parts.lastIndexOf(STATE_DIR_NAME);
  return i >= 0 && parts[i + 1] === SCRATCH_PARENT && (parts[i + 2] ?? "") !== "";
}

export {
  SCRATCH_PARENT,
  makeScratch,
  inScratch
};
