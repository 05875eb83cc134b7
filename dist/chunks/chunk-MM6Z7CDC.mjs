import { createRequire as __dhCreateRequire } from 'node:module'; const require = __dhCreateRequire(import.meta.url);
import {
  openBackend
} from "./chunk-6K7LX5MF.mjs";
import {
  throughSymlink
} from "./chunk-A4CSYVLB.mjs";
import {
  projectRelativeProblem
} from "./chunk-MT66A3VG.mjs";
import {
  HygieneError
} from "./chunk-FC3EPPNQ.mjs";

// scripts/git/state.ts
async function pathGitState(root, relPath) {
  let rel = relPath.replace(/\/+$/, "");
  if (rel !== "" && rel !== ".") {
    let problem = projectRelativeProblem(rel);
    if (problem) throw new HygieneError("UNSAFE_PATH", problem, relPath);
  }
  let backend = await openBackend(root);
  return backend ? rel !== "" && rel !== "." && await throughSymlink(root, rel) ? { tracked: !1, clean: !1 } : backend.pathState(rel === "" ? "." : rel) : { tracked: !1, clean: !1 };
}
async function headCommit(root) {
  let backend = await openBackend(root);
  return backend ? backend.head() : void 0;
}

export {
  pathGitState,
  headCommit
};
