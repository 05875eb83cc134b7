// Served evidence for `served_when_path`: the pattern with its placeholders filled in for one matched
// path, and the tracked path (present in the working tree) that satisfies it. Found by the scanner,
// so a satisfied served_when_path is scanner-proven evidence.
//
// Placeholders: `{name}` = the file name without its last extension, or the folder name; `{dir}` =
// the folder holding the path (`{dir}/` is dropped for a path at the root); `{path}` = the path
// itself. Their values are glob-escaped, so a name with `*` or `[` in it matches only itself.
import { Minimatch } from 'minimatch';
import type { PathKind } from './rules.ts';
import { byCodeUnit, withPrefix } from '../shared/order.ts';

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
 * and every folder holding one, indexed by folder so a pattern whose folders are literal looks only
 * at that folder's entries.
 */
export class TrackedPaths {
  private readonly set = new Set<string>();
  private readonly kids = new Map<string, string[]>();
  private sortedCache: string[] | undefined;

  constructor(trackedFiles: Iterable<string>) {
    const add = (p: string) => {
      if (this.set.has(p)) return false;
      this.set.add(p);
      const i = p.lastIndexOf('/');
      const parent = i > 0 ? p.slice(0, i) : '';
      const list = this.kids.get(parent);
      if (list) list.push(p);
      else this.kids.set(parent, [p]);
      return true;
    };
    for (const f of trackedFiles) {
      if (!add(f)) continue;
      for (let i = f.lastIndexOf('/'); i > 0; i = f.lastIndexOf('/', i - 1)) if (!add(f.slice(0, i))) break;
    }
  }

  has(p: string): boolean {
    return this.set.has(p);
  }

  /** The files and folders directly inside `dir` ('' = the root). */
  children(dir: string): readonly string[] {
    return this.kids.get(dir) ?? [];
  }

  /** Every path starting with `prefix` (a folder path with its trailing slash, or '' for all). */
  *under(prefix: string): Generator<string> {
    this.sortedCache ??= [...this.set].sort(byCodeUnit);
    yield* withPrefix(this.sortedCache, prefix);
  }
}

/**
 * The first tracked path (in code-unit order) that the expanded pattern matches, never the matched
 * path itself (a doc cannot serve itself); undefined when the doc is not served. Each alternative
 * of the glob (after brace expansion) is looked up by its literal part: an exact path directly, a
 * pattern whose only magic is in its last segment among its folder's entries, anything else among
 * the paths under its literal folders.
 */
export function findServedBy(pattern: string, path: string, kind: PathKind, tracked: TrackedPaths): string | undefined {
  const v = placeholderValues(path, kind);
  const exact = literalTemplate(pattern);
  if (exact) {
    // Every alternative is a literal path once the placeholders are filled: look them up directly.
    let best: string | undefined;
    for (const t of exact) {
      const c = fill(t, v);
      if (c !== path && tracked.has(c) && (best === undefined || c < best)) best = c;
    }
    return best;
  }
  const mm = new Minimatch(expandServedPattern(pattern, path, kind), GLOB);
  // The literal tail of the last segment (`-{name}` in `archive/[0-9]...-{name}`) filters cheaply.
  const tail = fill(literalTail(pattern), v);
  let best: string | undefined;
  const consider = (c: string) => {
    if (c !== path && c.endsWith(tail) && (best === undefined || c < best) && mm.match(c)) best = c;
  };
  for (const parts of mm.set) {
    const lit: string[] = [];
    for (const part of parts) {
      if (typeof part !== 'string') break;
      lit.push(part);
    }
    if (lit.length === parts.length) {
      const whole = lit.join('/');
      if (tracked.has(whole)) consider(whole);
    } else if (lit.length === parts.length - 1) {
      for (const c of tracked.children(lit.join('/'))) consider(c);
    } else {
      for (const c of tracked.under(lit.length ? lit.join('/') + '/' : '')) consider(c);
    }
  }
  return best;
}

/** Stand-ins for the placeholders while a pattern is compiled once: no glob meaning, never in a path. */
const PH = { name: '\u0001name\u0001', dir: '\u0001dir\u0001', path: '\u0001path\u0001' } as const;
const templates = new Map<string, string[] | null>();
const tails = new Map<string, string>();

const withStandIns = (pattern: string) => pattern.replace(/\{name\}/g, PH.name).replace(/\{dir\}/g, PH.dir).replace(/\{path\}/g, PH.path);

/** A template's stand-ins replaced by the raw placeholder values (`{dir}/` dropped at the root). */
function fill(t: string, v: { name: string; dir: string; path: string }): string {
  const c = v.dir === '' ? t.split(`${PH.dir}/`).join('').split(PH.dir).join('.') : t.split(PH.dir).join(v.dir);
  return c.split(PH.name).join(v.name).split(PH.path).join(v.path);
}

/** The end of the pattern's last segment after its last glob character (with stand-ins), or ''. */
function literalTail(pattern: string): string {
  let t = tails.get(pattern);
  if (t !== undefined) return t;
  const stood = withStandIns(pattern);
  const last = stood.slice(stood.lastIndexOf('/') + 1);
  let i = last.length;
  while (i > 0 && !/[*?[\]{}()!+@\\]/.test(last[i - 1]!)) i--;
  t = last.slice(i);
  tails.set(pattern, t);
  return t;
}

/**
 * The alternatives of a served_when_path (braces expanded) when every one of them is a literal path
 * with placeholders (`{dir}/done/{name}.md`, `{path}/DONE{,.md}`); null when one has glob magic.
 * Compiled once per pattern, so the common conventions cost a set lookup per doc.
 */
function literalTemplate(pattern: string): string[] | null {
  let t = templates.get(pattern);
  if (t !== undefined) return t;
  const mm = new Minimatch(withStandIns(pattern), GLOB);
  t = !mm.negate && !mm.comment && mm.set.every((parts) => parts.every((p) => typeof p === 'string')) ? mm.set.map((parts) => (parts as string[]).join('/')) : null;
  templates.set(pattern, t);
  return t;
}
