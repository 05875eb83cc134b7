import { createRequire as __dhCreateRequire } from 'node:module'; const require = __dhCreateRequire(import.meta.url);
import {
  writeFileAtomic
} from "./chunk-GPUNALMA.mjs";

// scripts/shared/state-dir.ts
import { existsSync, mkdirSync } from "node:fs";
import { join } from "node:path";
var STATE_DIR_NAME = ".dochygiene";
function stateDirOf(root) {
  return join(root, STATE_DIR_NAME);
}
function ensureStateDir(root) {
  let dir = stateDirOf(root);
  mkdirSync(dir, { recursive: !0 });
  let gi = join(dir, ".gitignore");
  return existsSync(gi) || writeFileAtomic(gi, `*
`), dir;
}

export {
  STATE_DIR_NAME,
  stateDirOf,
  ensureStateDir
};
