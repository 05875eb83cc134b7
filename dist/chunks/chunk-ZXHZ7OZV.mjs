import { createRequire as __dhCreateRequire } from 'node:module'; const require = __dhCreateRequire(import.meta.url);
import {
  agentContexts,
  buildRepoIndex,
  loadTokenCounter,
  projectSources
} from "./chunk-PKHHBPBW.mjs";
import {
  listProjectFiles
} from "./chunk-TZALMOM2.mjs";
import {
  findProjectRoot
} from "./chunk-IGLDV2XO.mjs";
import {
  HygieneError
} from "./chunk-FC3EPPNQ.mjs";

// scripts/readers/project-contexts.ts
import { statSync } from "node:fs";
import { join, posix } from "node:path";
function projectFolder(root, folder) {
  let norm = posix.normalize(folder.replace(/\\/g, "/")).replace(/^\.\/?/, "").replace(/\/$/, "");
  if (norm.startsWith("..") || norm.startsWith("/") || norm.split("/").includes(".git")) throw new HygieneError("USAGE", `--folder must be a folder inside the project: ${folder}`);
  let isDir = !1;
  try {
    isDir = statSync(join(root, norm)).isDirectory();
  } catch {
    isDir = !1;
  }
  if (!isDir) throw new HygieneError("USAGE", `--folder: no such folder in the project: ${folder}`);
  return norm === "." ? "" : norm;
}
async function projectSourcesAt(startDir) {
  let { root } = await findProjectRoot(startDir);
  return projectSources(root, buildRepoIndex(await listProjectFiles(root)));
}
async function projectContexts(startDir, folder) {
  let src = await projectSourcesAt(startDir), count = await loadTokenCounter(), folders = folder === void 0 ? void 0 : [projectFolder(src.root, folder)];
  return { project_root: src.root, contexts: agentContexts(src, count, folders ? { folders } : {}) };
}

export {
  projectContexts
};
