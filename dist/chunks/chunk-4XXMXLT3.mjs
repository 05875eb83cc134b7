import { createRequire as __dhCreateRequire } from 'node:module'; const require = __dhCreateRequire(import.meta.url);
import {
  findRepoLayout,
  selectBackend
} from "./chunk-L77WKODJ.mjs";
import {
  runGit
} from "./chunk-QMUIZIYI.mjs";
import {
  HygieneError
} from "./chunk-LQ3WGZX4.mjs";

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
  if (await selectBackend() === "native") {
    let r = await runGit(start, ["rev-parse", "--show-toplevel"]);
    if (r.code === 0) {
      let top = r.stdout.toString("utf8").replace(/\n$/, "");
      if (top !== "") return { root: realpathSync(top), inGit: !0 };
    }
    if (/dubious ownership/.test(r.stderr))
      throw new HygieneError("IO", `git refuses this repository: ${r.stderr.trim()}`);
    return { root: start, inGit: !1 };
  }
  let layout = findRepoLayout(start);
  return layout ? { root: layout.root, inGit: !0 } : { root: start, inGit: !1 };
}

export {
  findProjectRoot
};
