// Counts with thousands separators ("12,345"), as toLocaleString('en-US') writes them. Integers are
// grouped by hand: the first toLocaleString call of a process loads ICU's locale data (~30 ms of CPU),
// which every script that renders a report paid at each start. Other numbers keep toLocaleString.
export function thousands(x: number): string {
  if (!Number.isSafeInteger(x)) return x.toLocaleString('en-US');
  const digits = String(Math.abs(x)).replace(/\B(?=(\d{3})+$)/g, ',');
  return x < 0 ? `-${digits}` : digits;
}
