// Version arithmetic for version_skew: does a version a document states (`18`, `5.4`, `3.11.2`)
// fit a version spec a manifest pins (npm ranges, PEP 440 specifiers, Cargo requirements, a
// Dockerfile tag, a go directive)? Each side becomes half-open intervals over [major, minor, patch];
// the doc is skewed when its interval meets none of them. Specs we cannot read are never a finding.

type Triple = [number, number, number];
/** [lo, hi): lo inclusive, hi exclusive; null = unbounded. */
interface Interval {
  lo: Triple | null;
  hi: Triple | null;
}

/** How a manifest reads a bare version without an operator. */
export type BareMeaning = 'partial' | 'caret' | 'minimum';

interface Parsed {
  parts: number[];
  wildcard: boolean;
}

const VERSION = /^v?(\d+)(?:\.(\d+|[xX*]))?(?:\.(\d+|[xX*]))?(?:[-+][0-9A-Za-z.-]*)?$/;

function parseVersion(s: string): Parsed | undefined {
  const m = VERSION.exec(s.trim());
  if (!m) return undefined;
  const parts: number[] = [];
  let wildcard = false;
  for (const g of [m[1], m[2], m[3]]) {
    if (g === undefined) break;
    if (/^[xX*]$/.test(g)) {
      wildcard = true;
      break;
    }
    parts.push(Number(g));
  }
  return { parts, wildcard };
}

function triple(parts: number[]): Triple {
  return [parts[0] ?? 0, parts[1] ?? 0, parts[2] ?? 0];
}

/** The first version above every version that starts with `parts` (`18` -> 19.0.0, `1.2` -> 1.3.0). */
function nextAfter(parts: number[]): Triple {
  if (parts.length === 0) return [Infinity, 0, 0];
  const p = parts.slice();
  p[p.length - 1]! += 1;
  return triple(p);
}

function cmp(a: Triple, b: Triple): number {
  for (let i = 0; i < 3; i++) if (a[i]! !== b[i]!) return a[i]! < b[i]! ? -1 : 1;
  return 0;
}

/** The versions a document means by `18`, `18.2`, `v18.2.1`, `18+` or `18.x`. */
export function docInterval(stated: string): Interval | undefined {
  const plus = stated.endsWith('+');
  const v = parseVersion(plus ? stated.slice(0, -1) : stated.replace(/\.x$/i, ''));
  if (!v || v.parts.length === 0) return undefined;
  return { lo: triple(v.parts), hi: plus ? null : nextAfter(v.parts) };
}

function comparator(op: string, v: Parsed, bare: BareMeaning): Interval | undefined {
  const p = v.parts;
  if (p.length === 0) return { lo: null, hi: null };
  const full = p.length === 3 && !v.wildcard;
  switch (op) {
    case '':
    case '=':
    case '==':
    case '===':
      if (op === '' && bare === 'caret') return comparator('^', v, bare);
      if (op === '' && bare === 'minimum') return { lo: triple(p), hi: null };
      return { lo: triple(p), hi: nextAfter(p) };
    case '^': {
      const i = p.findIndex((n) => n !== 0);
      const upto = i < 0 ? p.length : i + 1;
      return { lo: triple(p), hi: nextAfter(p.slice(0, Math.min(upto, p.length))) };
    }
    case '~':
      return { lo: triple(p), hi: nextAfter(p.slice(0, Math.max(1, Math.min(2, p.length)))) };
    case '~=':
      return p.length < 2 ? undefined : { lo: triple(p), hi: nextAfter(p.slice(0, p.length - 1)) };
    case '>=':
      return { lo: triple(p), hi: null };
    case '>':
      return { lo: full ? nextAfter(p) : nextAfter(p), hi: null };
    case '<':
      return { lo: null, hi: triple(p) };
    case '<=':
      return { lo: null, hi: nextAfter(p) };
    case '!=':
      return { lo: null, hi: null };
    default:
      return undefined;
  }
}

function intersect(a: Interval, b: Interval): Interval {
  const lo = a.lo === null ? b.lo : b.lo === null ? a.lo : cmp(a.lo, b.lo) >= 0 ? a.lo : b.lo;
  const hi = a.hi === null ? b.hi : b.hi === null ? a.hi : cmp(a.hi, b.hi) <= 0 ? a.hi : b.hi;
  return { lo, hi };
}

function nonEmpty(i: Interval): boolean {
  return i.lo === null || i.hi === null || cmp(i.lo, i.hi) < 0;
}

const COMPARATOR = /^(>=|<=|===|==|~=|!=|>|<|=|\^|~)?\s*(.+)$/;

/** The intervals a manifest spec allows, or undefined when the spec is not a version range we read. */
export function specIntervals(spec: string, bare: BareMeaning): Interval[] | undefined {
  const s = spec.trim();
  if (s === '' || s === '*' || /^[xX]$/.test(s)) return [{ lo: null, hi: null }];
  const out: Interval[] = [];
  for (const alt of s.split('||')) {
    const a = alt.trim();
    const hyphen = /^(\S+)\s+-\s+(\S+)$/.exec(a);
    if (hyphen) {
      const lo = parseVersion(hyphen[1]!);
      const hi = parseVersion(hyphen[2]!);
      if (!lo || !hi) return undefined;
      out.push({ lo: triple(lo.parts), hi: nextAfter(hi.parts) });
      continue;
    }
    let acc: Interval = { lo: null, hi: null };
    const pieces = a.split(/\s*,\s*|\s+(?=[<>=!~^]|v?\d)/).filter((x) => x !== '');
    if (pieces.length === 0) return undefined;
    for (let i = 0; i < pieces.length; i++) {
      let piece = pieces[i]!;
      if (/^(>=|<=|===|==|~=|!=|>|<|=|\^|~)$/.test(piece) && i + 1 < pieces.length) piece += pieces[++i]!;
      const m = COMPARATOR.exec(piece);
      if (!m) return undefined;
      const v = parseVersion(m[2]!.replace(/\.\*$/, ''));
      if (!v) return undefined;
      const c = comparator(m[1] ?? '', v, bare);
      if (!c) return undefined;
      acc = intersect(acc, c);
    }
    out.push(acc);
  }
  return out;
}

/** True when the stated version fits the spec; undefined when either side cannot be read. */
export function fits(stated: string, spec: string, bare: BareMeaning): boolean | undefined {
  const d = docInterval(stated);
  const ranges = specIntervals(spec, bare);
  if (!d || !ranges) return undefined;
  return ranges.some((r) => nonEmpty(intersect(d, r)));
}
