// The git facts the lifecycle pass reads, each in one call: the tracked files present in the working
// tree (served evidence; excluded folders such as archive/ included), and the files that are
// untracked or modified (their age is their mtime, not their last commit). Native git when it is on
// PATH; isomorphic-git's index and status otherwise; outside a repository nothing is tracked.
import { lstatSync } from 'node:fs';
import { join } from 'node:path';
import { selectBackend } from '../../git/backend.ts';
import { runGit, splitZ } from '../../git/exec.ts';
import { findRepoLayout } from '../../git/layout.ts';
import { isoFs } from '../../git/iso-fs.ts';

const present = (root: string, rel: string) => {
  try {
    lstatSync(join(root, rel));
    return true;
  } catch {
    return false;
  }
};

export interface GitFacts {
  tracked: string[];
  /** Untracked or modified (staged or not) files; every tracked file when it cannot be told. */
  changed: Set<string>;
}

export async function readGitFacts(root: string): Promise<GitFacts> {
  if ((await selectBackend()) === 'native') {
    const [ls, st] = await Promise.all([
      runGit(root, ['ls-files', '-z', '--cached']),
      runGit(root, ['status', '--porcelain=v1', '-z', '--untracked-files=all', '--no-renames']),
    ]);
    if (ls.code !== 0) return { tracked: [], changed: new Set() };
    const tracked = splitZ(ls.stdout).filter((p) => present(root, p));
    const changed = new Set(st.code === 0 ? splitZ(st.stdout).map((rec) => rec.slice(3)) : []);
    return { tracked, changed };
  }
  const layout = findRepoLayout(root);
  if (!layout) return { tracked: [], changed: new Set() };
  // Loaded only on this path: native scans never parse isomorphic-git.
  const [{ isoIndexed }, { changedPaths, statusUnreadable }] = await Promise.all([import('../../git/iso-files.ts'), import('../../git/iso-status.ts')]);
  const fs = isoFs(layout);
  const cache = {};
  const prefix = root === layout.root ? '' : root.slice(layout.root.length + 1).split('\\').join('/') + '/';
  const local = (paths: string[]) => paths.filter((p) => p.startsWith(prefix)).map((p) => p.slice(prefix.length));
  const tracked = local(await isoIndexed(layout, cache, fs)).filter((p) => present(root, p));
  // Status not computable (packs too large, an unreadable index): every file counts as possibly
  // changed (its age is then the later of its last commit and its mtime), never as untouched.
  const changed = statusUnreadable(layout)
    ? new Set(tracked)
    : await changedPaths(layout, prefix.replace(/\/$/, ''), cache, fs).then(
        (paths) => new Set(local(paths)),
        () => new Set(tracked), // an index isomorphic-git cannot read: likewise
      );
  return { tracked, changed };
}
