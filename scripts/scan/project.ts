// The project a CLI entry works on: its root (the git toplevel above the start directory) and its
// `.dochygiene.yaml`, parsed and validated once here and passed down to every stage.
import { findProjectRoot, type ProjectRoot } from '../git/root.ts';
import { loadConfig } from '../config/load-config.ts';
import type { Config } from '../config/config-types.ts';

export interface Project {
  root: string;
  inGit: boolean;
  config: Config;
}

/** `configFile`: --config, an absolute path read instead of the root's .dochygiene.yaml. */
export async function openProject(startDir: string, configFile?: string): Promise<Project> {
  return withConfig(await findProjectRoot(startDir), configFile);
}

/** The project at a root already found. */
export function withConfig(found: ProjectRoot, configFile?: string): Project {
  return { root: found.root, inGit: found.inGit, config: loadConfig(found.root, configFile) };
}
