import { createRequire as __dhCreateRequire } from 'node:module'; const require = __dhCreateRequire(import.meta.url);
import {
  HygieneError
} from "./chunk-LQ3WGZX4.mjs";

// scripts/git/exec.ts
import { spawn } from "node:child_process";
import { accessSync, constants, statSync } from "node:fs";
import { delimiter, join } from "node:path";
var SCRUBBED = [
  "GIT_DIR",
  "GIT_WORK_TREE",
  "GIT_INDEX_FILE",
  "GIT_COMMON_DIR",
  "GIT_PREFIX",
  "GIT_NAMESPACE",
  "GIT_OBJECT_DIRECTORY",
  "GIT_ALTERNATE_OBJECT_DIRECTORIES",
  "GIT_GRAFT_FILE",
  "GIT_REPLACE_REF_BASE",
  "GIT_NO_REPLACE_OBJECTS",
  "GIT_SHALLOW_FILE",
  "GIT_EXTERNAL_DIFF",
  "GIT_DIFF_OPTS",
  "GIT_PAGER"
];
function gitEnv() {
  let env = { ...process.env };
  for (let k of SCRUBBED) delete env[k];
  return env.GIT_OPTIONAL_LOCKS = "0", env.GIT_TERMINAL_PROMPT = "0", env.LC_ALL = "C", env.LANGUAGE = "C", env;
}
var CONFIG_ARGS = ["-c", "core.quotepath=off", "-c", "log.showSignature=false", "-c", "color.ui=false"];
function runGit(cwd, args, input) {
  return new Promise((resolve, reject) => {
    let child = spawn("git", [...CONFIG_ARGS, ...args], { cwd, env: gitEnv(), stdio: ["pipe", "pipe", "pipe"] }), out = [], err = [];
    child.stdout.on("data", (b) => out.push(b)), child.stderr.on("data", (b) => err.push(b)), child.on("error", reject), child.on(
      "close",
      (code) => resolve({ code: code ?? -1, stdout: Buffer.concat(out), stderr: Buffer.concat(err).toString("utf8") })
    ), child.stdin.on("error", () => {
    }), child.stdin.end(input ?? "");
  });
}
async function gitOut(cwd, args, input) {
  let r = await runGit(cwd, args, input);
  if (r.code !== 0) throw new HygieneError("IO", `git ${args[0]} failed in ${cwd}: ${r.stderr.trim() || `exit ${r.code}`}`);
  return r.stdout;
}
function streamGit(cwd, args, onChunk) {
  return new Promise((resolve, reject) => {
    let child = spawn("git", [...CONFIG_ARGS, ...args], { cwd, env: gitEnv(), stdio: ["ignore", "pipe", "pipe"] }), err = [], failure;
    child.stdout.on("data", (b) => {
      if (!failure)
        try {
          onChunk(b);
        } catch (e) {
          failure = e, child.kill();
        }
    }), child.stderr.on("data", (b) => err.push(b)), child.on("error", reject), child.on("close", (code) => {
      failure ? reject(failure) : resolve({ code: code ?? -1, stderr: Buffer.concat(err).toString("utf8") });
    });
  });
}
var available;
function gitOnPath() {
  return available ??= Promise.resolve(findOnPath("git")), available;
}
function findOnPath(name) {
  let dirs = (process.env.PATH ?? "").split(delimiter).filter(Boolean), exts = process.platform === "win32" ? (process.env.PATHEXT ?? ".EXE;.CMD;.BAT").split(";") : [""];
  for (let dir of dirs)
    for (let ext of exts)
      try {
        let p = join(dir, name + ext);
        if (!statSync(p).isFile()) continue;
        return accessSync(p, constants.X_OK), !0;
      } catch {
      }
  return !1;
}
function splitZ(buf) {
  let s = buf.toString("utf8");
  if (s.length === 0) return [];
  let parts = s.split("\0");
  return parts[parts.length - 1] === "" && parts.pop(), parts;
}

export {
  runGit,
  gitOut,
  streamGit,
  gitOnPath,
  splitZ
};
