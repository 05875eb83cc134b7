// Counts and durations in the words a person reads: "1 file", "2 files", "0.8 s", "3 days ago".
// One home, so no output says "1 files" or "just now old".

/** "1 file", "3 files"; `many` for irregular plurals ("entry", "entries"). */
export function count(n: number, one: string, many = `${one}s`): string {
  return `${n} ${n === 1 ? one : many}`;
}

/** A run's wall time: "0.4 s", "12.3 s", "1 min 5 s", "1 h 2 min". */
export function duration(ms: number): string {
  if (ms < 60_000) return `${(Math.max(0, ms) / 1000).toFixed(1)} s`;
  const s = Math.round(ms / 1000);
  if (s < 3600) return `${Math.floor(s / 60)} min ${s % 60} s`;
  return `${Math.floor(s / 3600)} h ${Math.floor((s % 3600) / 60)} min`;
}

/** An age in whole units: "12 minutes", "5 hours", "3 days"; under a minute, "less than a minute". */
export function age(ms: number): string {
  const min = Math.floor(ms / 60_000);
  if (min < 1) return 'less than a minute';
  if (min < 60) return count(min, 'minute');
  const h = Math.floor(min / 60);
  if (h < 24) return count(h, 'hour');
  return count(Math.floor(h / 24), 'day');
}

/** "just now" under a minute, else "3 days ago". */
export function ago(ms: number): string {
  return ms < 60_000 ? 'just now' : `${age(ms)} ago`;
}

/** "3 days old"; under a minute, "written just now". */
export function old(ms: number): string {
  return ms < 60_000 ? 'written just now' : `${age(ms)} old`;
}
