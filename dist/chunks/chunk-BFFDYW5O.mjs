import { createRequire as __dhCreateRequire } from 'node:module'; const require = __dhCreateRequire(import.meta.url);

// scripts/reminder/project-root.ts
import { existsSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
function findGitRoot(start) {
  let dir = resolve(start);
  for (; ; ) {
    if (existsSync(join(dir, ".git"))) return dir;
    let up = dirname(dir);
    if (up === dir) return null;
    dir = up;
  }
}

export {
  findGitRoot
};
