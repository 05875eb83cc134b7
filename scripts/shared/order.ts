// The one sort order of every path and name list the plugin writes: by UTF-16 code unit, the order
// JavaScript's `<` gives, independent of locale, so the same input gives byte-identical output.
export function byCodeUnit(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
