import { createRequire as __dhCreateRequire } from 'node:module'; const require = __dhCreateRequire(import.meta.url);
import {
  loadConfig
} from "./chunk-R2CPVJHT.mjs";
import {
  findProjectRoot
} from "./chunk-FN636NE2.mjs";

// scripts/scan/project.ts
async function openProject(startDir) {
  return withConfig(await findProjectRoot(startDir));
}
function withConfig(found) {
  return { root: found.root, inGit: found.inGit, config: loadConfig(found.root) };
}

export {
  openProject,
  withConfig
};
