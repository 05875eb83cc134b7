// The exact wording of the limits a history index reports. Both backends use these, so the same
// repository gives the same notes whichever one read it.

export function isoDate(unixSeconds: number): string {
  return new Date(unixSeconds * 1000).toISOString().replace(/\.\d{3}Z$/, 'Z');
}

export function shallowNote(oldestTime: number): string {
  return `history is shallow: commits before ${isoDate(oldestTime)} are not in this clone`;
}

export function budgetNote(kind: 'max_commits' | 'time_budget_ms', limit: number, oldestTime: number | undefined): string {
  const what = kind === 'max_commits' ? `history.max_commits (${limit})` : `history.time_budget_ms (${limit} ms)`;
  const since = oldestTime === undefined ? 'all history' : `history before ${isoDate(oldestTime)}`;
  return `isomorphic-git path: ${since} left out by ${what}; install git for the full history`;
}

export function packSizeNote(bytes: number, limit: number): string {
  const mb = (n: number) => `${Math.round(n / (1024 * 1024))} MB`;
  return `isomorphic-git reads whole pack files into memory and this repository's hold ${mb(bytes)} (more than ${mb(limit)}); working-tree status not computed (treated as not clean); install git to read it`;
}
