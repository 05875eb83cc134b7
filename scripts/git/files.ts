// The project's files as git sees them: every working-tree file not ignored by the repository's
// ignore rules (tracked and untracked), and which of some paths the ignore rules match.
// Native git when it is on PATH; isomorphic-git's ignore rules otherwise; outside a repository a
// plain walk. Paths are posix, project-relative, sorted, never inside `.git/`.
import { promises as fsp } from 'node:fs';
import { join, posix } from 'node:path';
import { isIgnored, listFiles } from 'isomorphic-git';
import { selectBackend } from './backend.ts';
import { runGit, splitZ } from './exec.ts';
import { findRepoLayout, type RepoLayout } from './layout.ts';
import { isoFs } from './iso-fs.ts';

const GITLINK_MODE = '160000';

function byCodeUnit(a: string, b: string): number {
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
  return layout ? listIsomorphic(root, layout) : walkPlain(root);
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

async function existsAsFile(abs: string): Promise<boolean> {
  try {
    const st = await fsp.lstat(abs);
    return st.isFile() || st.isSymbolicLink();
  } catch {
    return false;
  }
}

/**
 * Without git: the index's entries that exist as files, plus a walk of the working tree that skips
 * nested repositories and whatever the ignore rules (.gitignore files, info/exclude) match.
 */
async function listIsomorphic(root: string, layout: RepoLayout): Promise<string[]> {
  const fs = isoFs(layout);
  const cache = {};
  const prefix = repoPrefix(root, layout);
  const indexed = await listFiles({ fs, dir: layout.root, gitdir: layout.gitdir, cache }).catch(() => [] as string[]);
  const tracked = new Set<string>();
  await Promise.all(
    indexed.map(async (p) => {
      if (await existsAsFile(join(layout.root, p))) tracked.add(p);
    }),
  );
  const out = new Set<string>();
  for (const p of tracked) out.add(p);
  const ignored = (rel: string) => isIgnored({ fs, dir: layout.root, gitdir: layout.gitdir, filepath: rel });
  const walk = async (relDir: string): Promise<void> => {
    const entries = await fsp.readdir(relDir === '' ? layout.root : join(layout.root, relDir), { withFileTypes: true });
    await Promise.all(
      entries.map(async (e) => {
        if (e.name === '.git') return;
        const rel = relDir === '' ? e.name : `${relDir}/${e.name}`;
        if (e.isDirectory()) {
          if (await isRepoDir(join(layout.root, rel))) return; // nested repository or submodule
          if (await ignored(`${rel}/`)) return;
          await walk(rel);
        } else if (e.isFile() || e.isSymbolicLink()) {
          if (tracked.has(rel)) return;
          if (!(await ignored(rel))) out.add(rel);
        }
      }),
    );
  };
  await walk(prefix);
  const all = [...out].sort(byCodeUnit);
  if (prefix === '') return all;
  return all.filter((p) => p.startsWith(prefix + '/')).map((p) => p.slice(prefix.length + 1));
}

async function isDirectory(abs: string): Promise<boolean> {
  try {
    return (await fsp.lstat(abs)).isDirectory();
  } catch {
    return false;
  }
}

async function isRepoDir(abs: string): Promise<boolean> {
  try {
    await fsp.lstat(join(abs, '.git'));
    return true;
  } catch {
    return false;
  }
}

function repoPrefix(root: string, layout: RepoLayout): string {
  const abs = findRepoLayout(root) ? root : layout.root;
  return posix.relative(layout.root, abs.split('\\').join('/'));
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
  if (byNorm.size === 0) return result;
  const queries = [...byNorm.keys()];
  let hits: Iterable<string>;
  if ((await selectBackend()) === 'native') {
    const r = await runGit(root, ['check-ignore', '--stdin', '-z'], queries.join('\0') + '\0');
    if (r.code === 1) return result; // nothing ignored
    if (r.code !== 0) {
      if (notARepo(r.stderr)) return result;
      throw new Error(`git check-ignore failed in ${root}: ${r.stderr.trim()}`);
    }
    hits = splitZ(r.stdout);
  } else {
    const layout = findRepoLayout(root);
    if (!layout) return result;
    const fs = isoFs(layout);
    const prefix = repoPrefix(root, layout);
    const indexed = new Set(await listFiles({ fs, dir: layout.root, gitdir: layout.gitdir, cache: {} }).catch(() => [] as string[]));
    const flags = await Promise.all(
      queries.map(async (q) => {
        const full = prefix === '' ? q : `${prefix}/${q}`;
        if (indexed.has(full.replace(/\/$/, ''))) return false;
        // git knows an existing folder is one; the ignore matcher needs the trailing slash to know it
        const asDir = !full.endsWith('/') && (await isDirectory(join(layout.root, full)));
        return isIgnored({ fs, dir: layout.root, gitdir: layout.gitdir, filepath: asDir ? `${full}/` : full });
      }),
    );
    hits = queries.filter((_, i) => flags[i]);
  }
  for (const h of hits) for (const orig of byNorm.get(h) ?? []) result.add(orig);
  return result;
}
