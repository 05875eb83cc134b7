// Where a project path leads when it is a symlink that stays inside the project (outside it, or
// into .git/, the path stands for itself). In-scope docs are checked with one directory read per
// folder rather than one lstat per file; any other path on its own, once.
import { lstatSync, readdirSync, realpathSync } from 'node:fs';
import { join, sep } from 'node:path';
import { walkSymlinks } from '../shared/paths.ts';

export function toPosix(p: string): string {
  return sep === '/' ? p : p.split(sep).join('/');
}

export function canonicalPaths(root: string, inScope: readonly string[]): (path: string) => string {
  const inScopeSet = new Set(inScope);
  const symlinks = new Set<string>();
  for (const dir of new Set(inScope.map((f) => (f.includes('/') ? f.slice(0, f.lastIndexOf('/')) : '')))) {
    try {
      for (const e of readdirSync(dir === '' ? root : join(root, dir), { withFileTypes: true })) {
        if (e.isSymbolicLink()) symlinks.add(dir === '' ? e.name : `${dir}/${e.name}`);
      }
    } catch {
      // an unreadable folder: its files fail to read later
    }
  }
  const cache = new Map<string, string>();
  const rootReal = realpathSync(root);
  return (p: string): string => {
    let c = cache.get(p);
    if (c !== undefined) return c;
    c = p;
    try {
      if (symlinks.has(p) || (!inScopeSet.has(p) && lstatSync(join(root, p)).isSymbolicLink())) {
        // The one inside-root guard (shared/paths.ts): a link out of the project or into .git/ stands for itself.
        const w = walkSymlinks(rootReal, p);
        if (w.kind === 'inside' && w.target !== '' && !w.target.split('/').includes('.git')) c = w.target;
      }
    } catch {
      c = p;
    }
    cache.set(p, c);
    return c;
  };
}
