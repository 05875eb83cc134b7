import { createRequire as __dhCreateRequire } from 'node:module'; const require = __dhCreateRequire(import.meta.url);
import {
  READERS,
  agentContexts,
  buildRepoIndex,
  loadTokenCounter,
  projectSources,
  skillListing,
  sourceLine
} from "./chunk-5VCSN5G4.mjs";
import {
  listProjectFiles
} from "./chunk-DUOPAI4E.mjs";
import {
  findProjectRoot
} from "./chunk-UIVZPBU2.mjs";
import {
  HygieneError
} from "./chunk-6ISAVYID.mjs";

// scripts/readers/project-contexts.ts
import { statSync } from "node:fs";
import { join, posix } from "node:path";
function readerSummaries(agents) {
  return READERS.filter((r) => agents === void 0 || agents.includes(r.agent)).map((r) => ({
    agent: r.agent,
    client: r.client,
    rules: r.rules.map((x) => ({ id: x.id, text: x.text, source: sourceLine(x.source) }))
  }));
}
function knownAgent(name) {
  if (!READERS.some((r) => r.agent === name)) throw new HygieneError("USAGE", `--agent: unknown client ${name} (one of ${READERS.map((r) => r.agent).join(", ")})`);
  return name;
}
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
async function projectContexts(startDir, opts = {}) {
  let o = typeof opts == "string" ? { folder: opts } : opts, src = await projectSourcesAt(startDir), count = await loadTokenCounter(), ctx = {};
  return o.folder !== void 0 && (ctx.folders = [projectFolder(src.root, o.folder)]), o.agents !== void 0 && (ctx.agents = o.agents), o.all_agents && (ctx.all_agents = !0), { project_root: src.root, readers: readerSummaries(o.agents), contexts: agentContexts(src, count, ctx), skill_listing: skillListing(src) };
}

export {
  knownAgent,
  projectContexts
};
