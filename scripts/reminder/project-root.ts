// The project a session runs in: the nearest folder at or above `start` that holds `.git`
// (a folder, or a file for worktrees and submodules). No git process is started.
import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

export function findGitRoot(start: string): string | null {
  let dir = resolve(start);
  for (;;) {
    if (existsSync(join(dir, '.git'))) return dir;
    const up = dirname(dir);
    if (up === dir) return null;
    dir = up;
  }
}
