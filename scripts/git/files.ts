// The project's files as git sees them: every working-tree file not ignored by the repository's
// ignore rules (tracked and untracked), and which of some paths the ignore rules match.
// Native git when it is on PATH; isomorphic-git's ignore rules otherwise; outside a repository a
// plain walk. Paths are posix, project-relative, sorted, never inside `.git/`.
import { promises as fsp, realpathSync } from 'node:fs';
import { join, posix, relative, sep } from 'node:path';
import { selectBackend } from './backend.ts';
import { throughSymlinkedFolder } from '../shared/paths.ts';
import { runGit, splitZ } from './exec.ts';
import { findRepoLayout, type RepoLayout } from './layout.ts';

const GITLINK_MODE = '160000';

export function byCodeUnit(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

function notARepo(stderr: string): boolean {
  return /not a git repository/i.test(stderr);
}

export async function listProjectFiles(root: string): Promise<string[]> {
  if ((await selectBackend()) === 'native') {
    const native = await listNative(root);
    if (native) return native;
    return walkPlain(root);
  }
  const layout = findRepoLayout(root);
  if (!layout) return walkPlain(root);
  const { listIsomorphic } = await import('./iso-files.ts'); // isomorphic-git loads only on this path
  return listIsomorphic(root, layout);
}

/**
 * One `git ls-files` call: the index with stage info and tags (`R` = deleted from the working
 * tree, `S` = skip-worktree) plus untracked files not excluded by the standard ignore sources.
 * Gitlinks (submodules) and untracked nested repositories (listed as `dir/`) are not files.
 */
async function listNative(root: string): Promise<string[] | undefined> {
  const r = await runGit(root, ['ls-files', '-z', '--stage', '-t', '--cached', '--others', '--deleted', '--exclude-standard']);
  if (r.code !== 0) {
    if (notARepo(r.stderr)) return undefined;
    throw new Error(`git ls-files failed in ${root}: ${r.stderr.trim()}`);
  }
  const present = new Set<string>();
  const gone = new Set<string>();
  const sparse: string[] = [];
  for (const rec of splitZ(r.stdout)) {
    const tag = rec[0];
    if (tag === '?') {
      const p = rec.slice(2);
      if (!p.endsWith('/')) present.add(p);
      continue;
    }
    const tab = rec.indexOf('\t');
    const p = rec.slice(tab + 1);
    const mode = rec.slice(2, rec.indexOf(' ', 2));
    if (mode === GITLINK_MODE) continue;
    if (tag === 'R') gone.add(p);
    else if (tag === 'S') sparse.push(p);
    else present.add(p);
  }
  for (const p of gone) present.delete(p);
  // A skip-worktree entry is usually absent from the working tree (sparse checkout); keep it only
  // when the file is actually there.
  await Promise.all(sparse.map(async (p) => { if (await existsAsFile(join(root, p))) present.add(p); }));
  return [...present].sort(byCodeUnit);
}

export async function existsAsFile(abs: string): Promise<boolean> {
  try {
    const st = await fsp.lstat(abs);
    return st.isFile() || st.isSymbolicLink();
  } catch {
    return false;
  }
}

export async function isDirectory(abs: string): Promise<boolean> {
  try {
    return (await fsp.lstat(abs)).isDirectory();
  } catch {
    return false;
  }
}

export async function isRepoDir(abs: string): Promise<boolean> {
  try {
    await fsp.lstat(join(abs, '.git'));
    return true;
  } catch {
    return false;
  }
}

export function repoPrefix(root: string, layout: RepoLayout): string {
  return relative(layout.root, realpathSync(root)).split(sep).join('/');
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

/** Whether an existing folder on the way to `rel` is a symlink (the one guard: shared/paths.ts). */
export async function throughSymlink(root: string, rel: string): Promise<boolean> {
  return throughSymlinkedFolder(root, rel);
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
  let hits: Iterable<string> | undefined;
  if ((await selectBackend()) === 'native') {
    const r = await runGit(root, ['check-ignore', '--stdin', '-z'], queries.join('\0') + '\0');
    if (r.code === 1) return result; // nothing ignored
    if (r.code === 0) hits = splitZ(r.stdout);
    else if (notARepo(r.stderr)) return result;
    // Any other refusal of one path fails the batch: ask the isomorphic-git matcher instead.
  }
  if (hits === undefined) {
    const layout = findRepoLayout(root);
    if (!layout) return result;
    const { isoIgnored } = await import('./iso-files.ts'); // isomorphic-git loads only on this path
    const flags = await isoIgnored(root, layout, queries);
    hits = queries.filter((_, i) => flags[i]);
  }
  for (const h of hits) for (const orig of byNorm.get(h) ?? []) result.add(orig);
  return result;
}
