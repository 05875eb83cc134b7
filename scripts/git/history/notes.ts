// The exact wording of the limits a history index reports. Both backends use these, so the same
// repository gives the same notes whichever one read it.

export function isoDate(unixSeconds: number): string {
  return new Date(unixSeconds * 1000).toISOString().replace(/\.\d{3}Z$/, 'Z');
}

export function shallowNote(oldestTime: number): string {
  return `history is shallow: commits before ${isoDate(oldestTime)} are not in this clone`;
}

export function budgetNote(limit: number, oldestTime: number | undefined): string {
  const what = `history.max_commits (${limit})`;
  const since = oldestTime === undefined ? 'all history' : `history before ${isoDate(oldestTime)}`;
  return `isomorphic-git path: ${since} left out by ${what}; install git for the full history`;
}

export function packSizeNote(bytes: number, limit: number): string {
  const mb = (n: number) => `${Math.round(n / (1024 * 1024))} MB`;
  return `isomorphic-git reads whole pack files into memory and this repository's hold ${mb(bytes)} (more than ${mb(limit)}); working-tree status not computed (treated as not clean); install git to read it`;
}

/** The isomorphic path met a repository it cannot read (a SHA-256 object format, a corrupt index, ...). */
export function isoUnreadableNote(what: 'history' | 'working-tree status', err: unknown): string {
  // isomorphic-git's InternalError puts its cause after "this error message: " on its last line
  const text = err instanceof Error ? err.message : String(err);
  const msg = /this error message: (.+)$/s.exec(text)?.[1]?.trim() ?? text.split('\n')[0];
  const then = what === 'history' ? 'history left out' : 'treated as not tracked and not clean';
  return `the isomorphic path could not read this repository's ${what} (${msg}); ${then}; install git to read it`;
}

export function objectFormatNote(format: string): string {
  return `the isomorphic path reads SHA-1 repositories only and this one uses ${format} object names; history left out, working-tree status treated as not tracked and not clean; install git to read it`;
}

/** A partial clone: renames only by identical content. */
export function partialRenamesNote(): string {
  return 'partial clone: renames found only where the content is unchanged (rename similarity needs blobs this clone does not hold)';
}

export function partialLinesNote(count: number, of: 'file changes' | 'commits'): string {
  const why = of === 'commits' ? 'their blobs are not in this clone' : 'they would fetch blobs this clone does not hold; git >= 2.44 (or 2.39.4, 2.40.2, 2.41.1, 2.42.2, 2.43.4) can read without fetching';
  return `partial clone: changed lines of ${count} ${of} not counted (${why}); edit_recency_vs_churn skipped the docs that need them`;
}

/** The history read again without rename similarity because one object could not be read. */
export function similarityDamagedNote(object: string): string {
  return `object ${object} is unreadable: renames found only where the content is unchanged (rename similarity skipped)`;
}

/** A partial clone that may lack trees, on a git that cannot be kept from fetching them. */
export function partialHistoryNote(): string {
  return 'partial clone without all its trees (a tree filter): history not read (it would fetch trees this clone does not hold; git >= 2.44 (or 2.39.4, 2.40.2, 2.41.1, 2.42.2, 2.43.4) can read without fetching)';
}

/**
 * Notes saying the scan saw less of the history than the repository has (a shallow or partial clone,
 * an unreadable object, the isomorphic path's limits): there, a finding a history signal did not make
 * may still be true.
 */
export function isPartialHistoryNote(note: string): boolean {
  return /^(?:history is shallow|partial clone|isomorphic-git path|the isomorphic path|object [0-9a-f]+ is unreadable: )/.test(note);
}

/** Notes of history left out because an object could not be read: such a cache is never reused. */
export function isDamageNote(note: string): boolean {
  return /^object [0-9a-f]+ is unreadable: (?:history|all history)/.test(note);
}

export function damagedHistoryNote(object: string, oldestTime: number | undefined, partial = false): string {
  const what = oldestTime === undefined ? 'all history left out' : `history before ${isoDate(oldestTime)} left out`;
  return partial ? `partial clone: object ${object} is not in this clone: ${what}` : `object ${object} is unreadable: ${what}`;
}

export function damagedLinesNote(object: string, commit: string): string {
  return `object ${object} is unreadable: changed lines of commit ${commit} not counted; edit_recency_vs_churn skipped the docs that need them`;
}

export function unreadableStatusNote(object: string, relPath: string): string {
  return `object ${object} is unreadable: working-tree status of ${relPath === '' || relPath === '.' ? 'the project' : relPath} not computed (treated as not clean)`;
}

/** A look-up of a signal that needed an object git could not read; `what` says what was skipped. */
export function unreadableLookupNote(object: string, what: string): string {
  return `object ${object} is unreadable: ${what}`;
}

/** A signal's look-ups of the code's past versions, left out of a partial clone (they are on the promisor remote). */
export function partialLookupNote(signal: string, what: string): string {
  return `partial clone: ${signal}: ${what} (the past versions it reads are not in this clone; nothing fetched)`;
}
