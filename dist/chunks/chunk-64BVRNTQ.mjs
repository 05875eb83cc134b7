import { createRequire as __dhCreateRequire } from 'node:module'; const require = __dhCreateRequire(import.meta.url);
import {
  NativeBackend,
  gitOnPath
} from "./chunk-7CNQJT4V.mjs";
import {
  findRepoLayout
} from "./chunk-4ROUI7X6.mjs";
import {
  HygieneError
} from "./chunk-6ISAVYID.mjs";

// scripts/git/backend.ts
var BACKEND_ENV = "DOCHYGIENE_GIT_BACKEND";
async function selectBackend(env = process.env) {
  let forced = env[BACKEND_ENV];
  if (forced !== void 0 && forced !== "") {
    if (forced !== "native" && forced !== "isomorphic")
      throw new HygieneError("CONFIG", `${BACKEND_ENV} must be "native" or "isomorphic", not "${forced}"`);
    if (forced === "native" && !await gitOnPath())
      throw new HygieneError("CONFIG", `${BACKEND_ENV}=native but no git executable is on PATH`);
    return forced;
  }
  return await gitOnPath() ? "native" : "isomorphic";
}

// scripts/git/open-backend.ts
async function openBackend(root, force) {
  let layout = findRepoLayout(root);
  if (!layout) return;
  if ((force ?? await selectBackend()) === "native") return new NativeBackend(layout.root, layout);
  let { IsomorphicBackend } = await import("./isomorphic-backend-WI5VVG7K.mjs");
  return new IsomorphicBackend(layout.root, layout);
}

export {
  openBackend
};
