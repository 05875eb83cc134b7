// Which files the scan reads: the scope globs, minus excluded folders (by name anywhere, or by
// project-relative prefix when the entry holds a `/`), narrowed by --scope (a glob or a path prefix).
import { Minimatch } from 'minimatch';

/** Always excluded, whatever the configuration says. */
export const ALWAYS_EXCLUDED = ['node_modules', '.git'];

export interface ScopeFilter {
  /** In the scan's scope: matches a glob and lies in no excluded folder. */
  inScope(path: string): boolean;
  /** Inside --scope (true when no --scope was given). */
  inNarrowScope(path: string): boolean;
  isExcluded(path: string): boolean;
}

const GLOB_CHARS = /[*?[\]{}!]/;

function normalizePrefix(p: string): string {
  return p.replace(/^\.\//, '').replace(/\/+$/, '');
}

export function buildScopeFilter(globs: string[], excludeDirs: string[], scope: string | undefined): ScopeFilter {
  const matchers = globs.map((g) => new Minimatch(g, { dot: true }));
  const names = new Set<string>();
  const prefixes: string[] = [];
  for (const e of [...excludeDirs, ...ALWAYS_EXCLUDED]) {
    const n = normalizePrefix(e);
    if (n === '') continue;
    if (n.includes('/')) prefixes.push(n);
    else names.add(n);
  }
  const isExcluded = (path: string): boolean => {
    const segs = path.split('/');
    for (let i = 0; i < segs.length - 1; i++) if (names.has(segs[i]!)) return true;
    return prefixes.some((p) => path.startsWith(p + '/'));
  };
  let inNarrowScope: (p: string) => boolean = () => true;
  if (scope !== undefined && scope !== '') {
    if (GLOB_CHARS.test(scope)) {
      const m = new Minimatch(scope.replace(/^\.\//, ''), { dot: true });
      inNarrowScope = (p) => m.match(p);
    } else {
      const prefix = normalizePrefix(scope);
      inNarrowScope = prefix === '' || prefix === '.' ? () => true : (p) => p === prefix || p.startsWith(prefix + '/');
    }
  }
  return {
    inScope: (p) => !isExcluded(p) && matchers.some((m) => m.match(p)),
    inNarrowScope,
    isExcluded,
  };
}
