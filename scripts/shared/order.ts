// The one sort order of every path and name list the plugin writes: by UTF-16 code unit, the order
// JavaScript's `<` gives, independent of locale, so the same input gives byte-identical output; and
// the one lookup of the paths under a prefix in a list sorted that way.
export function byCodeUnit(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** The index of the first element of `sorted` (strings by code unit, or numbers) not below `key`. */
export function lowerBound<T extends string | number>(sorted: readonly T[], key: T): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (sorted[mid]! < key) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** The elements of `sorted` (by code unit) that start with `prefix`, in order: one binary search, then a scan. */
export function withPrefix(sorted: readonly string[], prefix: string): string[] {
  const out: string[] = [];
  for (let i = lowerBound(sorted, prefix); i < sorted.length && sorted[i]!.startsWith(prefix); i++) out.push(sorted[i]!);
  return out;
}
