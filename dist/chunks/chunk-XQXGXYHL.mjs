import { createRequire as __dhCreateRequire } from 'node:module'; const require = __dhCreateRequire(import.meta.url);
import {
  openBackend
} from "./chunk-KXPDPR7I.mjs";
import {
  throughSymlink
} from "./chunk-FL57B5EM.mjs";
import {
  projectRelativeProblem
} from "./chunk-PDPAF3C2.mjs";
import {
  HygieneError
} from "./chunk-ZK4BPWAX.mjs";

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

export {
  pathGitState
};
