// Served evidence for `served_when_path`: the pattern with its placeholders filled in for one matched
// path, and the tracked path (present in the working tree) that satisfies it. Found by the scanner,
// so a satisfied served_when_path is scanner-proven evidence.
//
// Placeholders: `{name}` = the file name without its last extension, or the folder name; `{dir}` =
// the folder holding the path (`{dir}/` is dropped for a path at the root); `{path}` = the path
// itself. Their values are glob-escaped, so a name with `*` or `[` in it matches only itself.
import { Minimatch } from 'minimatch';
import type { PathKind } from './rules.ts';

const GLOB = { dot: true } as const;

export function placeholderValues(path: string, kind: PathKind): { name: string; dir: string; path: string } {
  const slash = path.lastIndexOf('/');
  const base = slash >= 0 ? path.slice(slash + 1) : path;
  const dot = base.lastIndexOf('.');
  const name = kind === 'file' && dot > 0 ? base.slice(0, dot) : base;
  return { name, dir: slash >= 0 ? path.slice(0, slash) : '', path };
}

/** Escapes every character minimatch gives a meaning (minimatch.escape leaves braces alone). */
export function globEscape(s: string): string {
  return s.replace(/[*?[\]{}()!+@\\]/g, '\\$&');
}

/** The served_when_path glob for one path: placeholders replaced by their glob-escaped values. */
export function expandServedPattern(pattern: string, path: string, kind: PathKind): string {
  const v = placeholderValues(path, kind);
  let out = pattern;
  out = v.dir === '' ? out.replace(/\{dir\}\//g, '').replace(/\{dir\}/g, '.') : out.replace(/\{dir\}/g, () => globEscape(v.dir));
  return out.replace(/\{name\}/g, () => globEscape(v.name)).replace(/\{path\}/g, () => globEscape(v.path));
}

/**
 * The tracked paths a served_when_path may match: every tracked file present in the working tree
 * and every folder holding one. Sorted, so the paths under a literal prefix are one slice.
 */
export class TrackedPaths {
  readonly sorted: string[];
  private readonly set: Set<string>;

  constructor(trackedFiles: Iterable<string>) {
    const all = new Set<string>();
    for (const f of trackedFiles) {
      all.add(f);
      let i = f.lastIndexOf('/');
      while (i > 0) {
        const d = f.slice(0, i);
        if (all.has(d)) break;
        all.add(d);
        i = d.lastIndexOf('/');
      }
    }
    this.set = all;
    this.sorted = [...all].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  }

  has(p: string): boolean {
    return this.set.has(p);
  }

  /** Paths starting with `prefix` (a folder path with its trailing slash, or ''). */
  *under(prefix: string): Generator<string> {
    if (prefix === '') return yield* this.sorted;
    let lo = 0;
    let hi = this.sorted.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (this.sorted[mid]! < prefix) lo = mid + 1;
      else hi = mid;
    }
    for (let i = lo; i < this.sorted.length && this.sorted[i]!.startsWith(prefix); i++) yield this.sorted[i]!;
  }
}

/** The leading folders of a glob that contain no glob syntax (`a/b/` for `a/b/*-x`), or ''. */
export function literalPrefix(glob: string): string {
  const parts = glob.split('/');
  const lit: string[] = [];
  for (const p of parts.slice(0, -1)) {
    if (/[*?[\]{}()!+@\\]/.test(p)) break;
    lit.push(p);
  }
  return lit.length ? lit.join('/') + '/' : '';
}

/**
 * The first tracked path (in code-unit order) that the expanded pattern matches, never the matched
 * path itself (a doc cannot serve itself); undefined when the doc is not served.
 */
export function findServedBy(pattern: string, path: string, kind: PathKind, tracked: TrackedPaths): string | undefined {
  const glob = expandServedPattern(pattern, path, kind);
  const mm = new Minimatch(glob, GLOB);
  for (const candidate of tracked.under(literalPrefix(glob))) {
    if (candidate !== path && mm.match(candidate)) return candidate;
  }
  return undefined;
}
