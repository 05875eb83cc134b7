// The project root: the git toplevel (also from a subdirectory, a linked worktree whose `.git` is a
// file, or a repository borrowing objects through alternates); outside git, the given directory.
// Always a real path, so every backend and every caller agrees on the same string.
import { realpathSync } from 'node:fs';
import { resolve } from 'node:path';
import { HygieneError } from '../shared/errors.ts';
import { selectBackend } from './backend.ts';
import { runGit } from './exec.ts';
import { findRepoLayout } from './layout.ts';

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
  if ((await selectBackend()) === 'native') {
    const r = await runGit(start, ['rev-parse', '--show-toplevel']);
    if (r.code === 0) {
      const top = r.stdout.toString('utf8').replace(/\n$/, '');
      if (top !== '') return { root: realpathSync(top), inGit: true };
    }
    if (/dubious ownership/.test(r.stderr))
      throw new HygieneError('IO', `git refuses this repository: ${r.stderr.trim()}`);
    return { root: start, inGit: false };
  }
  const layout = findRepoLayout(start);
  return layout ? { root: layout.root, inGit: true } : { root: start, inGit: false };
}
