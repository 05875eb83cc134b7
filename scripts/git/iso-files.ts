// The isomorphic-git side of file listing and ignore rules (loaded only when git is not on PATH):
// the index's entries that exist as files plus a walk that honours .gitignore files and
// info/exclude through isomorphic-git's matcher.
import { promises as fsp } from 'node:fs';
import { join } from 'node:path';
import { isIgnored, listFiles, type PromiseFsClient } from 'isomorphic-git';
import { byCodeUnit } from '../shared/order.ts';
import type { RepoLayout } from './layout.ts';
import { isoFs } from './iso-fs.ts';
import { existsAsFile, isDirectory, isRepoDir, repoPrefix } from './fs-probe.ts';

/** The index's entries (repository-relative), or none when the index cannot be read. */
export async function isoIndexed(layout: RepoLayout, cache: object = {}, fs: PromiseFsClient = isoFs(layout)): Promise<string[]> {
  return listFiles({ fs, dir: layout.root, gitdir: layout.gitdir, cache }).catch(() => [] as string[]);
}

/**
 * Without git: the index's entries that exist as files, plus a walk of the working tree that skips
 * nested repositories and whatever the ignore rules (.gitignore files, info/exclude) match.
 */
export async function listIsomorphic(root: string, layout: RepoLayout): Promise<string[]> {
  const fs = isoFs(layout);
  const cache = {};
  const prefix = repoPrefix(root, layout);
  const indexed = await isoIndexed(layout, cache, fs);
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


/** For each query (project-relative, normalized), whether the ignore rules match it; tracked paths never. */
export async function isoIgnored(root: string, layout: RepoLayout, queries: string[]): Promise<boolean[]> {
  const fs = isoFs(layout);
  const prefix = repoPrefix(root, layout);
  const indexed = new Set(await isoIndexed(layout, {}, fs));
  return Promise.all(
    queries.map(async (q) => {
      const full = prefix === '' ? q : `${prefix}/${q}`;
      if (indexed.has(full.replace(/\/$/, ''))) return false;
      // git knows an existing folder is one; the ignore matcher needs the trailing slash to know it
      const asDir = !full.endsWith('/') && (await isDirectory(join(layout.root, full)));
      return isIgnored({ fs, dir: layout.root, gitdir: layout.gitdir, filepath: asDir ? `${full}/` : full });
    }),
  );
}
