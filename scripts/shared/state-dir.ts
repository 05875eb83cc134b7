// The per-project state folder `.dochygiene/`. It ignores itself with its own .gitignore, so the
// user's root .gitignore is never edited.
import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { writeFileAtomic } from './atomic-write.ts';

export const STATE_DIR_NAME = '.dochygiene';

export function stateDirOf(root: string): string {
  return join(root, STATE_DIR_NAME);
}

/** Creates `.dochygiene/` (and its self-ignoring .gitignore) when missing; returns its path. */
export function ensureStateDir(root: string): string {
  const dir = stateDirOf(root);
  mkdirSync(dir, { recursive: true });
  const gi = join(dir, '.gitignore');
  if (!existsSync(gi)) writeFileAtomic(gi, '*\n');
  return dir;
}
