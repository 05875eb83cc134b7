import { createRequire as __dhCreateRequire } from 'node:module'; const require = __dhCreateRequire(import.meta.url);
import {
  splitLines
} from "./chunk-JCWKA64J.mjs";
import {
  sha256Hex
} from "./chunk-VFCBVGFI.mjs";
import {
  byCodeUnit
} from "./chunk-A4CSYVLB.mjs";
import {
  HygieneError,
  readRegularFile
} from "./chunk-FC3EPPNQ.mjs";

// scripts/contract/types.ts
var STALE_SUBTYPES = ["contradicted", "orphaned", "superseded", "provisional", "completed-in-place", "duplicated"], BLOAT_SUBTYPES = ["distill", "split", "freeze"];
function lineRange(a) {
  return a !== null && typeof a == "object" && "start_line" in a ? a : void 0;
}
function wholeOf(a) {
  return a !== null && typeof a == "object" && "whole" in a ? a.whole : void 0;
}

// scripts/shared/content-digest.ts
import { readdirSync, lstatSync, readlinkSync } from "node:fs";
import { join } from "node:path";
function regularBytes(absPath, follow) {
  let read = readRegularFile(absPath, Number.MAX_SAFE_INTEGER, { followSymlink: follow });
  if (!read.ok) throw new HygieneError("IO", `${absPath} ${read.reason}`);
  return read.bytes;
}
function fileDigest(absPath) {
  return sha256Hex(regularBytes(absPath, !0));
}
function directoryListing(absDir) {
  let out = [], walk = (dir, prefix) => {
    for (let name of readdirSync(dir)) {
      let abs = join(dir, name), rel = prefix ? `${prefix}/${name}` : name, st = lstatSync(abs);
      st.isSymbolicLink() ? out.push([rel, sha256Hex(readlinkSync(abs))]) : st.isDirectory() ? walk(abs, rel) : st.isFile() && out.push([rel, sha256Hex(regularBytes(abs, !1))]);
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

// scripts/doc/structure.ts
var HEADING = /^ {0,3}(#{1,6})(?:[ \t]+(.*?))?[ \t#]*$/, FENCE = /^ {0,3}(`{3,}|~{3,})/;
function outline(text) {
  let out = [], fence, all = splitLines(text), fmEnd = all[0] === "---" ? all.indexOf("---", 1) : -1;
  for (let line of fmEnd > 0 ? all.slice(fmEnd + 1) : all) {
    let raw = line.replace(/\r$/, ""), f = FENCE.exec(raw);
    if (fence) {
      f && f[1][0] === fence[0] && f[1].length >= fence.length && (fence = void 0), out.push({ text: "`code`" });
      continue;
    }
    if (f) {
      fence = f[1], out.push({ text: "`code`" });
      continue;
    }
    let h = HEADING.exec(raw);
    out.push(h ? { text: raw.trim(), heading: h[1].length } : { text: raw });
  }
  return out;
}
function isLeadIn(text) {
  return /:\s*(?:\*\*|__)?\s*$/.test(text) && !/^\s*[-*+]\s|^\s*\d+[.)]\s|^\s*\||^\s*</.test(text);
}
var EMPTY_ITEM = /^\s*(?:[-*+]|\d{1,9}[.)])(?:\s+\[[ xX]\])?\s*$/;
function structureHoles(text) {
  let lines = outline(text).filter((l) => l.text.trim() !== ""), holes = [];
  return lines.forEach((l, i) => {
    let next = lines[i + 1];
    EMPTY_ITEM.test(l.text) ? holes.push(`empty list item: ${l.text.trim()}`) : l.heading !== void 0 ? (!next || next.heading !== void 0 && next.heading <= l.heading) && holes.push(`empty section: ${l.text}`) : isLeadIn(l.text) && (!next || next.heading !== void 0 || isLeadIn(next.text)) && holes.push(`lead-in with nothing after it: ${l.text.trim()}`);
  }), holes;
}
function newStructureHoles(before, after) {
  let had = /* @__PURE__ */ new Map();
  for (let h of structureHoles(before)) had.set(h, (had.get(h) ?? 0) + 1);
  let made = [];
  for (let h of structureHoles(after)) {
    let n = had.get(h) ?? 0;
    n > 0 ? had.set(h, n - 1) : made.push(h);
  }
  return made;
}

export {
  STALE_SUBTYPES,
  BLOAT_SUBTYPES,
  lineRange,
  wholeOf,
  directoryListing,
  directoryDigest,
  contentDigest,
  newStructureHoles
};
