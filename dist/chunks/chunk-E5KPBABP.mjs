import { createRequire as __dhCreateRequire } from 'node:module'; const require = __dhCreateRequire(import.meta.url);
import {
  projectRelativeProblem
} from "./chunk-YO7FOCQO.mjs";
import {
  openBackend
} from "./chunk-RBMNLXIP.mjs";
import {
  throughSymlink
} from "./chunk-3OG24J5K.mjs";
import {
  sha256Hex
} from "./chunk-VFCBVGFI.mjs";
import {
  HygieneError
} from "./chunk-LQ3WGZX4.mjs";

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

// scripts/shared/content-digest.ts
import { readFileSync, readdirSync, lstatSync, readlinkSync } from "node:fs";
import { join } from "node:path";
function directoryListing(absDir) {
  let out = [], walk = (dir, prefix) => {
    for (let name of readdirSync(dir)) {
      let abs = join(dir, name), rel = prefix ? `${prefix}/${name}` : name, st = lstatSync(abs);
      st.isSymbolicLink() ? out.push([rel, sha256Hex(readlinkSync(abs))]) : st.isDirectory() ? walk(abs, rel) : st.isFile() && out.push([rel, sha256Hex(readFileSync(abs))]);
    }
  };
  return walk(absDir, ""), out.sort(([a], [b]) => a < b ? -1 : a > b ? 1 : 0), out;
}
function directoryDigest(absDir) {
  return sha256Hex(directoryListing(absDir).map(([rel, h]) => `${rel}\0${h}
`).join(""));
}

export {
  pathGitState,
  directoryListing,
  directoryDigest
};
