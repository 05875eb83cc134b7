import { createRequire as __dhCreateRequire } from 'node:module'; const require = __dhCreateRequire(import.meta.url);
import {
  writeFileAtomic
} from "./chunk-2SEPAG6N.mjs";
import {
  HygieneError
} from "./chunk-6ISAVYID.mjs";

// scripts/shared/state-dir.ts
import { existsSync, lstatSync, mkdirSync } from "node:fs";
import { join } from "node:path";
var STATE_DIR_NAME = ".dochygiene", BASELINE_FILE = ".dochygiene-baseline.json";
function stateDirOf(root) {
  return join(root, STATE_DIR_NAME);
}
function folderProblem(abs, rel) {
  let st;
  try {
    st = lstatSync(abs);
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
    let p = folderProblem(join(stateDirOf(root), sub), `${STATE_DIR_NAME}/${sub}`);
    if (p) throw new HygieneError("UNSAFE_PATH", p);
  }
}
function stateFolderProblem(root, subs = []) {
  try {
    assertStateFolder(root);
    for (let s of subs) assertStateFolder(root, s);
    return;
  } catch (err) {
    return err.message;
  }
}
function ensureStateDir(root) {
  assertStateFolder(root);
  let dir = stateDirOf(root);
  mkdirSync(dir, { recursive: !0 });
  let gi = join(dir, ".gitignore");
  return existsSync(gi) || writeFileAtomic(gi, `*
`), dir;
}
function ensureStateSubdir(root, sub) {
  let dir = join(ensureStateDir(root), sub);
  return assertStateFolder(root, sub), mkdirSync(dir, { recursive: !0 }), dir;
}

export {
  STATE_DIR_NAME,
  BASELINE_FILE,
  stateDirOf,
  assertStateFolder,
  stateFolderProblem,
  ensureStateDir,
  ensureStateSubdir
};
