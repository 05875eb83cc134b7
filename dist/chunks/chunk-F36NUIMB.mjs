import { createRequire as __dhCreateRequire } from 'node:module'; const require = __dhCreateRequire(import.meta.url);
import {
  writeFileAtomic
} from "./chunk-2SEPAG6N.mjs";
import {
  findRepoLayout
} from "./chunk-4ROUI7X6.mjs";
import {
  HygieneError
} from "./chunk-6ISAVYID.mjs";

// scripts/shared/state-dir.ts
import { existsSync, lstatSync, mkdirSync } from "node:fs";
import { join } from "node:path";
var STATE_DIR_NAME = ".dochygiene", BASELINE_FILE = ".dochygiene-baseline.json";
function stateDirOf(root) {
  return join(root, STATE_DIR_NAME);
}
function folderProblem(abs, rel) {
  let st;
  try {
    st = lstatSync(abs);
  } catch {
    return;
  }
  if (st.isSymbolicLink()) return `${rel} is a symlink; doc-hygiene keeps its state only in a real folder inside the project (remove the link to go on)`;
  if (!st.isDirectory()) return `${rel} is not a folder`;
}
function assertStateFolder(root, sub) {
  let top = folderProblem(stateDirOf(root), STATE_DIR_NAME);
  if (top) throw new HygieneError("UNSAFE_PATH", top);
  if (sub !== void 0) {
    let p = folderProblem(join(stateDirOf(root), sub), `${STATE_DIR_NAME}/${sub}`);
    if (p) throw new HygieneError("UNSAFE_PATH", p);
  }
}
function stateFolderProblem(root, subs = []) {
  try {
    assertStateFolder(root);
    for (let s of subs) assertStateFolder(root, s);
    return;
  } catch (err) {
    return err.message;
  }
}
function ensureStateDir(root) {
  assertStateFolder(root);
  let dir = stateDirOf(root);
  mkdirSync(dir, { recursive: !0 });
  let gi = join(dir, ".gitignore");
  return existsSync(gi) || writeFileAtomic(gi, `*
`), dir;
}
function ensureStateSubdir(root, sub) {
  let dir = join(ensureStateDir(root), sub);
  return assertStateFolder(root, sub), mkdirSync(dir, { recursive: !0 }), dir;
}

// scripts/state/state-trust.ts
import { lstatSync as lstatSync2, realpathSync } from "node:fs";
import { relative, sep } from "node:path";

// scripts/git/index-paths.ts
import { closeSync, constants, fstatSync, openSync, readdirSync, readSync } from "node:fs";
import { join as join2 } from "node:path";
var MAX_INDEX_PREFIX_BYTES = 16 * 1024 * 1024;
function readHead(path, max) {
  let fd;
  try {
    fd = openSync(path, constants.O_RDONLY | constants.O_NONBLOCK | constants.O_NOFOLLOW);
  } catch (err) {
    return err.code === "ENOENT" ? "absent" : void 0;
  }
  try {
    let st = fstatSync(fd);
    if (!st.isFile()) return;
    let buf = Buffer.allocUnsafe(Math.min(st.size, max)), off = 0;
    for (; off < buf.length; ) {
      let n = readSync(fd, buf, off, buf.length - off, off);
      if (n === 0) break;
      off += n;
    }
    return { bytes: buf.subarray(0, off), whole: off >= st.size };
  } finally {
    closeSync(fd);
  }
}
function indexHasPathUnder(layout, prefix) {
  try {
    if (readdirSync(layout.gitdir).some((n) => n.startsWith("sharedindex."))) return;
  } catch {
    return;
  }
  let head = readHead(join2(layout.gitdir, "index"), MAX_INDEX_PREFIX_BYTES);
  if (head === "absent") return !1;
  if (head === void 0) return;
  let buf = head.bytes;
  if (buf.length < 12 || buf.toString("latin1", 0, 4) !== "DIRC") return;
  let version = buf.readUInt32BE(4), count = buf.readUInt32BE(8);
  if (version < 2 || version > 4) return;
  let want = Buffer.from(prefix, "utf8"), hashBytes = layout.objectFormat === "sha256" ? 32 : 20, at = 12, previous = Buffer.alloc(0);
  for (let i = 0; i < count; i++) {
    let flagsAt = at + 40 + hashBytes;
    if (flagsAt + 2 > buf.length) return;
    let flags = buf.readUInt16BE(flagsAt), extended = version >= 3 && (flags & 16384) !== 0, nameAt = flagsAt + 2 + (extended ? 2 : 0), name;
    if (version === 4) {
      let c = buf[nameAt++];
      if (c === void 0) return;
      let strip = c & 127;
      for (; c & 128; ) {
        if (c = buf[nameAt++], c === void 0) return;
        strip = strip + 1 << 7 | c & 127;
      }
      let nul = buf.indexOf(0, nameAt);
      if (nul < 0 || strip > previous.length) return;
      name = Buffer.concat([previous.subarray(0, previous.length - strip), buf.subarray(nameAt, nul)]), at = nul + 1;
    } else {
      let nul = buf.indexOf(0, nameAt);
      if (nul < 0) return;
      name = buf.subarray(nameAt, nul), at += nameAt - at + name.length + 8 & -8;
    }
    if (name.subarray(0, want.length).equals(want)) return !0;
    if (Buffer.compare(name, want) > 0) return !1;
    previous = name;
  }
  return !1;
}

// scripts/state/state-trust.ts
var STATE_SUBDIRS = ["journal", "cache", "tmp"], TRACKED = {
  code: "REFUSED",
  message: `${STATE_DIR_NAME}/ holds files that git tracks (they came with the repository). doc-hygiene trusts no journal, grant, cache or state it did not write itself; nothing was changed. Remove them from git (git rm -r --cached ${STATE_DIR_NAME}), delete the folder, then run again.`
};
function real(root) {
  try {
    return realpathSync(root);
  } catch {
    return root;
  }
}
function folderDistrust(root) {
  let unsafe = stateFolderProblem(root, STATE_SUBDIRS);
  if (unsafe) return { code: "UNSAFE_PATH", message: unsafe };
  try {
    lstatSync2(stateDirOf(root));
  } catch {
    return "absent";
  }
}
function stateDistrustWithoutGit(given) {
  let root = real(given), folder = folderDistrust(root);
  if (folder === "absent") return;
  if (folder) return folder;
  let layout = findRepoLayout(root);
  if (!layout) return;
  let tracked = indexHasPathUnder(layout, indexPrefix(layout.root, root));
  if (tracked !== !1)
    return tracked === !0 ? TRACKED : { code: "REFUSED", message: `cannot tell from the index whether git tracks files in ${STATE_DIR_NAME}/ (a split or unknown index); run a doc-hygiene command that asks git` };
}
async function stateDistrust(given) {
  let root = real(given), folder = folderDistrust(root);
  if (folder === "absent") return;
  if (folder) return folder;
  let layout = findRepoLayout(root);
  if (!layout) return;
  let tracked = indexHasPathUnder(layout, indexPrefix(layout.root, root));
  if (tracked === !1) return;
  if (tracked === !0) return TRACKED;
  let { pathGitState } = await import("./state-GM23RBPY.mjs");
  return (await pathGitState(root, STATE_DIR_NAME)).tracked ? TRACKED : void 0;
}
async function assertStateTrusted(root) {
  let d = await stateDistrust(root);
  if (d) throw new HygieneError(d.code, d.message);
}
function indexPrefix(repoRoot, root) {
  let rel = relative(repoRoot, root).split(sep).join("/");
  return rel === "" ? `${STATE_DIR_NAME}/` : `${rel}/${STATE_DIR_NAME}/`;
}

export {
  STATE_DIR_NAME,
  BASELINE_FILE,
  stateDirOf,
  assertStateFolder,
  stateFolderProblem,
  ensureStateDir,
  ensureStateSubdir,
  stateDistrustWithoutGit,
  stateDistrust,
  assertStateTrusted
};
