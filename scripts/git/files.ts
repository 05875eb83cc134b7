// The project's files as git sees them: every working-tree file not ignored by the repository's
// ignore rules (tracked and untracked), and which of some paths the ignore rules match. The git
// backend (./open-backend.ts) answers inside a repository; outside one, a plain walk and nothing
// ignored. Paths are posix, project-relative, sorted, never inside `.git/`.
import { promises as fsp } from 'node:fs';
import { join, posix } from 'node:path';
import { byCodeUnit } from '../shared/order.ts';
import { throughSymlink } from './fs-probe.ts';
import { openBackend } from './open-backend.ts';

export async function listProjectFiles(root: string): Promise<string[]> {
  const git = await openBackend(root);
  return (await git?.listFiles(root)) ?? walkPlain(root);
}

/**
 * Tracked files the working tree lacks (sparse checkout, a snapshot whose blobs were not fetched,
 * a file deleted and not yet committed): HEAD has them, so a reference to one is not broken.
 */
export async function absentTrackedFiles(root: string): Promise<string[]> {
  const git = await openBackend(root);
  return (await git?.absentFiles?.(root)) ?? [];
}

/** Outside a repository: every file under root, skipping `.git` and `node_modules` folders. */
async function walkPlain(root: string): Promise<string[]> {
  const out: string[] = [];
  const walk = async (relDir: string): Promise<void> => {
    const entries = await fsp.readdir(relDir === '' ? root : join(root, relDir), { withFileTypes: true });
    await Promise.all(
      entries.map(async (e) => {
        if (e.name === '.git' || e.name === 'node_modules') return;
        const rel = relDir === '' ? e.name : `${relDir}/${e.name}`;
        if (e.isDirectory()) await walk(rel);
        else if (e.isFile() || e.isSymbolicLink()) out.push(rel);
      }),
    );
  };
  await walk('');
  return out.sort(byCodeUnit);
}

/** A path given to ignoredPaths, normalized; undefined when it can never be matched by ignore rules. */
function normalizeQuery(p: string): string | undefined {
  if (p === '' || p.includes('\0') || p.startsWith('/')) return undefined;
  const trailing = p.endsWith('/');
  const n = posix.normalize(p);
  if (n === '.' || n === '..' || n.startsWith('../')) return undefined;
  if (n.split('/').includes('.git')) return undefined;
  return trailing && !n.endsWith('/') ? n + '/' : n;
}

/**
 * Which of `relPaths` (project-relative; they need not exist) the repository's ignore rules match.
 * A tracked file is never ignored (git's rule). Outside a repository nothing is ignored.
 */
export async function ignoredPaths(root: string, relPaths: string[]): Promise<Set<string>> {
  const byNorm = new Map<string, string[]>();
  for (const p of relPaths) {
    const n = normalizeQuery(p);
    if (n === undefined) continue;
    const list = byNorm.get(n);
    if (list) list.push(p);
    else byNorm.set(n, [p]);
  }
  const result = new Set<string>();
  // A path through a symlinked folder is not in the repository's namespace (git refuses to check
  // it, and fails the whole batch): it is never reported as ignored.
  const queries = (await Promise.all([...byNorm.keys()].map(async (q) => ((await throughSymlink(root, q)) ? undefined : q)))).filter(
    (q): q is string => q !== undefined,
  );
  if (queries.length === 0) return result;
  const git = await openBackend(root);
  if (!git) return result;
  // A backend that cannot answer this batch (native git refusing one path) hands it to isomorphic-git's matcher.
  const hits = (await git.ignored(root, queries)) ?? (await (await openBackend(root, 'isomorphic'))?.ignored(root, queries)) ?? [];
  for (const h of hits) for (const orig of byNorm.get(h) ?? []) result.add(orig);
  return result;
}
