import { createRequire as __dhCreateRequire } from 'node:module'; const require = __dhCreateRequire(import.meta.url);
import {
  loadConfig
} from "./chunk-QORVSQMQ.mjs";
import {
  findProjectRoot
} from "./chunk-EMBFLFFC.mjs";

// scripts/scan/project.ts
async function openProject(startDir, configFile) {
  return withConfig(await findProjectRoot(startDir), configFile);
}
function withConfig(found, configFile) {
  return { root: found.root, inGit: found.inGit, config: loadConfig(found.root, configFile) };
}

export {
  openProject,
  withConfig
};
