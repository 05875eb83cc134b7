import { createRequire as __dhCreateRequire } from 'node:module'; const require = __dhCreateRequire(import.meta.url);
import {
  pathGitState
} from "./chunk-XQXGXYHL.mjs";
import {
  STATE_DIR_NAME,
  assertStateFolder
} from "./chunk-PCMR4AV2.mjs";
import {
  HygieneError
} from "./chunk-ZK4BPWAX.mjs";

// scripts/state/state-trust.ts
var STATE_SUBDIRS = ["journal", "cache", "tmp"];
async function assertStateTrusted(root) {
  assertStateFolder(root);
  for (let sub of STATE_SUBDIRS) assertStateFolder(root, sub);
  if ((await pathGitState(root, STATE_DIR_NAME)).tracked)
    throw new HygieneError(
      "REFUSED",
      `${STATE_DIR_NAME}/ holds files that git tracks (they came with the repository). doc-hygiene trusts no journal, grant, cache or state it did not write itself; nothing was changed. Remove them from git (git rm -r --cached ${STATE_DIR_NAME}), delete the folder, then run again.`
    );
}

export {
  assertStateTrusted
};
