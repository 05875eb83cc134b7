// The reader model of a project on disk: its file list as git sees it, the docs read from disk,
// tokens counted locally. The IO edge of scripts/readers/ (the context CLI and report.md use it).
import { statSync } from 'node:fs';
import { join, posix } from 'node:path';
import { findProjectRoot } from '../git/root.ts';
import { listProjectFiles } from '../git/files.ts';
import { buildRepoIndex } from '../doc/repo-index.ts';
import { HygieneError } from '../shared/errors.ts';
import { loadTokenCounter } from '../tokens/count-tokens.ts';
import { agentContexts, type AgentContext } from './contexts.ts';
import { projectSources, type ReaderSources } from './sources.ts';
import { byCodeUnit } from '../shared/order.ts';

export interface ProjectContexts {
  project_root: string;
  contexts: AgentContext[];
}

/** A --folder value as a project-relative folder ('' for the root); a usage error when it is not one. */
export function projectFolder(root: string, folder: string): string {
  const norm = posix.normalize(folder.replace(/\\/g, '/')).replace(/^\.\/?/, '').replace(/\/$/, '');
  if (norm.startsWith('..') || norm.startsWith('/') || norm.split('/').includes('.git')) throw new HygieneError('USAGE', `--folder must be a folder inside the project: ${folder}`);
  let isDir = false;
  try {
    isDir = statSync(join(root, norm)).isDirectory();
  } catch {
    isDir = false;
  }
  if (!isDir) throw new HygieneError('USAGE', `--folder: no such folder in the project: ${folder}`);
  return norm === '.' ? '' : norm;
}

export async function projectSourcesAt(startDir: string): Promise<ReaderSources> {
  const { root } = await findProjectRoot(startDir);
  return projectSources(root, buildRepoIndex(await listProjectFiles(root)));
}

/** Every context of the project above `startDir` (or only those of `folder`). */
export async function projectContexts(startDir: string, folder?: string): Promise<ProjectContexts> {
  const src = await projectSourcesAt(startDir);
  const count = await loadTokenCounter();
  const folders = folder === undefined ? undefined : [projectFolder(src.root, folder)];
  return { project_root: src.root, contexts: agentContexts(src, count, folders ? { folders } : {}) };
}

/** The heaviest contexts first (ties by agent, then folder). */
export function heaviest(contexts: readonly AgentContext[], n: number): AgentContext[] {
  return [...contexts].sort((a, b) => b.tokens - a.tokens || byCodeUnit(a.agent, b.agent) || byCodeUnit(a.folder, b.folder)).slice(0, n);
}
