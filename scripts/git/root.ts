// The project root: the git toplevel (also from a subdirectory, a linked worktree whose `.git` is a
// file, or a repository borrowing objects through alternates); outside git, the given directory.
// Always a real path, so every backend and every caller agrees on the same string.
import { realpathSync } from 'node:fs';
import { resolve } from 'node:path';
import { HygieneError } from '../shared/errors.ts';
import { openBackend } from './open-backend.ts';

export interface ProjectRoot {
  root: string;
  inGit: boolean;
}

export async function findProjectRoot(startDir: string): Promise<ProjectRoot> {
  let start: string;
  try {
    start = realpathSync(resolve(startDir));
  } catch {
    throw new HygieneError('USAGE', `no such directory: ${startDir}`);
  }
  const top = await (await openBackend(start))?.toplevel(start);
  return top === undefined ? { root: start, inGit: false } : { root: top, inGit: true };
}
