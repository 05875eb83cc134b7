// The docs Claude Code loads into every session, started in `startRel` (project-relative; '' for
// the root): CLAUDE.md and CLAUDE.local.md in the root and each folder down to the start folder,
// AGENTS.md in such a folder when it has no CLAUDE.md, .claude/CLAUDE.md, .claude/rules/**/*.md
// without `paths:` frontmatter, and everything they import up to four hops.
import { extractImports } from '../readers/imports.ts';
import { exists, resolveRef } from './resolve.ts';
import type { ParsedDoc, RepoIndex } from './types.ts';

export const MAX_IMPORT_HOPS = 4;

export interface SessionSources {
  root: string;
  repo: RepoIndex;
  /** The parsed document at a project path (read from disk), or undefined when there is none. */
  doc(path: string): ParsedDoc | undefined;
  /** A file that exists on disk, tracked or not (CLAUDE.local.md is usually gitignored). */
  isFile(path: string): boolean;
  /** Where a path leads when it is a symlink inside the project; the path itself otherwise. */
  canonical(path: string): string;
}

function folderChain(startRel: string): string[] {
  const out = [''];
  if (startRel === '') return out;
  const parts = startRel.split('/');
  for (let i = 1; i <= parts.length; i++) out.push(parts.slice(0, i).join('/'));
  return out;
}

const join = (dir: string, name: string) => (dir === '' ? name : `${dir}/${name}`);

/** The entry points, before imports, in load order. */
export function sessionEntryPoints(startRel: string, src: SessionSources): string[] {
  const out: string[] = [];
  const add = (p: string) => {
    const c = src.canonical(p);
    if (!out.includes(c)) out.push(c);
  };
  for (const dir of folderChain(startRel)) {
    const claude = join(dir, 'CLAUDE.md');
    const hasClaude = src.isFile(claude);
    if (hasClaude) add(claude);
    if (dir === '' && src.isFile('.claude/CLAUDE.md')) add('.claude/CLAUDE.md');
    if (src.isFile(join(dir, 'CLAUDE.local.md'))) add(join(dir, 'CLAUDE.local.md'));
    if (!hasClaude && !(dir === '' && src.isFile('.claude/CLAUDE.md')) && src.isFile(join(dir, 'AGENTS.md'))) add(join(dir, 'AGENTS.md'));
  }
  const rules = [...src.repo.files].filter((f) => f.startsWith('.claude/rules/') && f.endsWith('.md')).sort();
  for (const r of rules) {
    const d = src.doc(r);
    if (d && !(d.frontmatter?.data && 'paths' in d.frontmatter.data)) add(r);
  }
  return out;
}

/** The import graph from `entries`, breadth first, at most MAX_IMPORT_HOPS deep. */
export function importGraph(entries: string[], src: SessionSources): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  let frontier = entries.filter((e) => src.doc(e) !== undefined);
  for (const e of frontier) graph.set(e, []);
  for (let hop = 1; hop <= MAX_IMPORT_HOPS && frontier.length > 0; hop++) {
    const next: string[] = [];
    for (const path of frontier) {
      const doc = src.doc(path)!;
      const direct: string[] = [];
      for (const ref of extractImports(doc, src.repo)) {
        const r = resolveRef(path, ref, src.root, src.repo);
        if (r.kind !== 'path' || !exists(src.repo, r.resolved) && !src.isFile(r.resolved)) continue;
        const target = src.canonical(r.resolved);
        if (src.doc(target) === undefined) continue;
        if (!direct.includes(target)) direct.push(target);
        if (!graph.has(target)) {
          graph.set(target, []);
          next.push(target);
        }
      }
      graph.set(path, direct);
    }
    frontier = next;
  }
  return graph;
}
