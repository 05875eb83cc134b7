import { createRequire as __dhCreateRequire } from 'node:module'; const require = __dhCreateRequire(import.meta.url);
import {
  sha256Hex
} from "./chunk-VFCBVGFI.mjs";
import {
  byCodeUnit
} from "./chunk-J444M3R6.mjs";

// scripts/contract/types.ts
var STALE_SUBTYPES = ["contradicted", "orphaned", "superseded", "provisional", "completed-in-place", "duplicated"], BLOAT_SUBTYPES = ["distill", "split", "freeze"];
function lineRange(a) {
  return a !== null && typeof a == "object" && "start_line" in a ? a : void 0;
}
function wholeOf(a) {
  return a !== null && typeof a == "object" && "whole" in a ? a.whole : void 0;
}

// scripts/shared/content-digest.ts
import { readFileSync, readdirSync, lstatSync, readlinkSync } from "node:fs";
import { join } from "node:path";
function fileDigest(absPath) {
  return sha256Hex(readFileSync(absPath));
}
function directoryListing(absDir) {
  let out = [], walk = (dir, prefix) => {
    for (let name of readdirSync(dir)) {
      let abs = join(dir, name), rel = prefix ? `${prefix}/${name}` : name, st = lstatSync(abs);
      st.isSymbolicLink() ? out.push([rel, sha256Hex(readlinkSync(abs))]) : st.isDirectory() ? walk(abs, rel) : st.isFile() && out.push([rel, sha256Hex(readFileSync(abs))]);
    }
  };
  return walk(absDir, ""), out.sort(([a], [b]) => byCodeUnit(a, b)), out;
}
function directoryDigest(absDir) {
  return sha256Hex(directoryListing(absDir).map(([rel, h]) => `${rel}\0${h}
`).join(""));
}
function contentDigest(absPath) {
  return lstatSync(absPath).isDirectory() ? directoryDigest(absPath) : fileDigest(absPath);
}

export {
  STALE_SUBTYPES,
  BLOAT_SUBTYPES,
  lineRange,
  wholeOf,
  directoryListing,
  directoryDigest,
  contentDigest
};
