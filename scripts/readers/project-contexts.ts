// The reader model of a project on disk: its file list as git sees it, the docs read from disk,
// tokens counted locally. The IO edge of scripts/readers/ (the context CLI and report.md use it).
import { statSync } from 'node:fs';
import { join, posix } from 'node:path';
import { findProjectRoot } from '../git/root.ts';
import { listProjectFiles } from '../git/files.ts';
import { buildRepoIndex } from '../doc/repo-index.ts';
import { HygieneError } from '../shared/errors.ts';
import { loadTokenCounter } from '../tokens/count-tokens.ts';
import { agentContexts, type AgentContext, type ContextOptions } from './contexts.ts';
import { READERS } from './registry.ts';
import { sourceLine } from './adapter.ts';
import { skillListing, type SkillListing } from './skill-listing.ts';
import { projectSources, type ReaderSources } from './sources.ts';
import { byCodeUnit } from '../shared/order.ts';

export interface ReaderSummary {
  agent: string;
  client: string;
  rules: Array<{ id: string; text: string; source: string }>;
}

export interface ProjectContexts {
  project_root: string;
  /** Every client the model knows, with its rules and where each comes from. */
  readers: ReaderSummary[];
  contexts: AgentContext[];
  /** Claude Code's skill listing of the project (skills, commands, plugin skills). */
  skill_listing: SkillListing;
}

/** The clients and their rules, each with its source. */
export function readerSummaries(agents?: readonly string[]): ReaderSummary[] {
  return READERS.filter((r) => agents === undefined || agents.includes(r.agent)).map((r) => ({
    agent: r.agent,
    client: r.client,
    rules: r.rules.map((x) => ({ id: x.id, text: x.text, source: sourceLine(x.source) })),
  }));
}

/** A --agent value as a known client; a usage error otherwise. */
export function knownAgent(name: string): string {
  if (!READERS.some((r) => r.agent === name)) throw new HygieneError('USAGE', `--agent: unknown client ${name} (one of ${READERS.map((r) => r.agent).join(', ')})`);
  return name;
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

export interface ProjectContextOptions {
  folder?: string;
  agents?: readonly string[];
  all_agents?: boolean;
}

/** Every context of the project above `startDir` (or only those of `folder`, or of some clients). */
export async function projectContexts(startDir: string, opts: ProjectContextOptions | string = {}): Promise<ProjectContexts> {
  const o: ProjectContextOptions = typeof opts === 'string' ? { folder: opts } : opts;
  const src = await projectSourcesAt(startDir);
  const count = await loadTokenCounter();
  const ctx: ContextOptions = {};
  if (o.folder !== undefined) ctx.folders = [projectFolder(src.root, o.folder)];
  if (o.agents !== undefined) ctx.agents = o.agents;
  if (o.all_agents) ctx.all_agents = true;
  return { project_root: src.root, readers: readerSummaries(o.agents), contexts: agentContexts(src, count, ctx), skill_listing: skillListing(src) };
}

/** The heaviest contexts first (ties by agent, then folder). */
export function heaviest(contexts: readonly AgentContext[], n: number): AgentContext[] {
  return [...contexts].sort((a, b) => b.tokens - a.tokens || byCodeUnit(a.agent, b.agent) || byCodeUnit(a.folder, b.folder)).slice(0, n);
}
