import { createRequire as __dhCreateRequire } from 'node:module'; const require = __dhCreateRequire(import.meta.url);
import {
  openBackend
} from "./chunk-64BVRNTQ.mjs";
import {
  HygieneError
} from "./chunk-6ISAVYID.mjs";

// scripts/git/root.ts
import { realpathSync } from "node:fs";
import { resolve } from "node:path";
async function findProjectRoot(startDir) {
  let start;
  try {
    start = realpathSync(resolve(startDir));
  } catch {
    throw new HygieneError("USAGE", `no such directory: ${startDir}`);
  }
  let top = await (await openBackend(start))?.toplevel(start);
  return top === void 0 ? { root: start, inGit: !1 } : { root: top, inGit: !0 };
}

export {
  findProjectRoot
};
