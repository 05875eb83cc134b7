import { createRequire as __dhCreateRequire } from 'node:module'; const require = __dhCreateRequire(import.meta.url);
import {
  openBackend
} from "./chunk-64BVRNTQ.mjs";
import {
  throughSymlink
} from "./chunk-7CNQJT4V.mjs";
import {
  projectRelativeProblem
} from "./chunk-MIYAM7C7.mjs";
import {
  HygieneError
} from "./chunk-6ISAVYID.mjs";

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
