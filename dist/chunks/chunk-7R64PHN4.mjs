import { createRequire as __dhCreateRequire } from 'node:module'; const require = __dhCreateRequire(import.meta.url);
import {
  require_isomorphic_git
} from "./chunk-EEE4JTCP.mjs";
import {
  isoFs
} from "./chunk-JXMLLRMW.mjs";
import {
  packSizeNote
} from "./chunk-ABXALP3M.mjs";
import {
  __toESM
} from "./chunk-6K57MRJR.mjs";

// scripts/git/iso-status.ts
var import_isomorphic_git = __toESM(require_isomorphic_git(), 1);
import { readdirSync, statSync } from "node:fs";
import { join } from "node:path";
var MAX_STATUS_PACK_BYTES = 96 * 1024 * 1024;
function statusUnreadable(layout) {
  let bytes = 0;
  for (let dir of [join(layout.commondir, "objects"), ...layout.alternates])
    try {
      for (let f of readdirSync(join(dir, "pack"))) f.endsWith(".pack") && (bytes += statSync(join(dir, "pack", f)).size);
    } catch {
    }
  return bytes > MAX_STATUS_PACK_BYTES ? packSizeNote(bytes, MAX_STATUS_PACK_BYTES) : void 0;
}
async function changedPaths(layout, target, cache = {}, fs = isoFs(layout)) {
  let rows = await (0, import_isomorphic_git.statusMatrix)({
    fs,
    dir: layout.root,
    gitdir: layout.gitdir,
    cache,
    filepaths: target === "" ? ["."] : [target]
  }), under = (p) => target === "" || p === target || p.startsWith(target + "/");
  return rows.filter((r) => under(r[0]) && !(r[1] === 1 && r[2] === 1 && r[3] === 1)).map((r) => r[0]);
}

export {
  MAX_STATUS_PACK_BYTES,
  statusUnreadable,
  changedPaths
};
