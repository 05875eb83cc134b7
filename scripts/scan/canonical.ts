// Where a project path leads when it is a symlink that stays inside the project (outside it, or
// into .git/, the path stands for itself). In-scope docs are checked with one directory read per
// folder rather than one lstat per file; any other path on its own, once.
import { lstatSync, readdirSync, realpathSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

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
  return (p: string): string => {
    let c = cache.get(p);
    if (c !== undefined) return c;
    c = p;
    try {
      if (symlinks.has(p) || (!inScopeSet.has(p) && lstatSync(join(root, p)).isSymbolicLink())) {
        const rel = toPosix(relative(root, realpathSync(join(root, p))));
        if (rel !== '' && !rel.startsWith('..') && !rel.split('/').includes('.git')) c = rel;
      }
    } catch {
      c = p;
    }
    cache.set(p, c);
    return c;
  };
}
