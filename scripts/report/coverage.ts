// Which scanner findings the report's entries answer. A model-free run proposes only what the
// scanner proves, so a file can keep findings no entry answers (a CLAUDE.md whose broken link got a
// replace-text is still heavy); those need a classifier. Only findings a classifier answers count
// here (scripts/contract/classifier-contract.ts): a hint (`hint: true`, a signal measured below 80%
// precision) is reported, never a reason to classify a file; an OpenSpec change to archive or a
// lifecycle condition is a report action (./actions.ts). How a finding is answered: ./findings.ts.
import type { Entry, Signal } from '../contract/types.ts';
import { answeredByEntries, groupFindings } from './findings.ts';

/** What coverage reads of an entry; a scanner-proven proposal has it too, before it is an entry. */
export type Answer = Pick<Entry, 'path' | 'signals' | 'exact_edit'>;

/** The first hit of each classifier-route finding of `path` that no entry answers. */
export function unansweredSignals(path: string, signals: readonly Signal[], entries: readonly Answer[]): Signal[] {
  return groupFindings(signals)
    .filter((f) => f.route === 'classifier' && !answeredByEntries(path, f, entries))
    .map((f) => f.hit);
}

/** Shortlisted paths with signals no entry answers (filtered paths excepted), each with those signals. */
export function pendingClassification(
  shortlist: readonly string[],
  signals: Record<string, Signal[]>,
  entries: readonly Answer[],
  filtered_out: readonly string[] = [],
): Array<{ path: string; signals: Signal[] }> {
  const filtered = new Set(filtered_out);
  return shortlist
    .filter((p) => !filtered.has(p))
    .map((p) => ({ path: p, signals: unansweredSignals(p, signals[p] ?? [], entries) }))
    .filter((x) => x.signals.length > 0);
}
