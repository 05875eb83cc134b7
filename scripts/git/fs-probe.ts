// Working-tree probes both git backends and the file listing share: what a path is on disk, where
// the project sits in its repository, and whether a path goes through a symlinked folder.
import { lstatSync, promises as fsp, realpathSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import type { RepoLayout } from './layout.ts';
import { throughSymlinkedFolder } from '../shared/paths.ts';

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

/** The project root's path inside its repository ('' at the toplevel). */
export function repoPrefix(root: string, layout: RepoLayout): string {
  return relative(layout.root, realpathSync(root)).split(sep).join('/');
}

/** Whether an existing folder on the way to `rel` is a symlink (the one guard: shared/paths.ts). */
export async function throughSymlink(root: string, rel: string): Promise<boolean> {
  return throughSymlinkedFolder(root, rel);
}

/** Whether a path exists in the working tree (a symlink counts, whatever it points to). */
export function present(root: string, rel: string): boolean {
  try {
    lstatSync(join(root, rel));
    return true;
  } catch {
    return false;
  }
}
