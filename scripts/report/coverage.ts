// Which scanner signals the report's entries answer. A model-free run proposes only what the
// scanner proves, so a file can keep signals no entry answers (a CLAUDE.md whose broken link got a
// replace-text is still heavy); those files need a classifier. A duplicate_block is answered by the
// dedupe of the other copy that points at this one; a doc deleted whole (a kind the kind table
// marks whole_document) answers all of its signals. A move-to-archive moves a line range: it
// answers the signals it cites, like any other edit. A hint (`hint: true`: a signal measured below
// 80% precision) is reported, never a reason to classify a file.
import { KIND_TABLE } from '../contract/kind-table.ts';
import type { Entry, Signal } from '../contract/types.ts';

/** What coverage reads of an entry; a scanner-proven proposal has it too, before it is an entry. */
export type Answer = Pick<Entry, 'path' | 'signals' | 'exact_edit'>;

export function unansweredSignals(path: string, signals: readonly Signal[], entries: readonly Answer[]): Signal[] {
  const own = entries.filter((e) => e.path === path);
  // A doc that is deleted whole answers every signal it carries.
  if (own.some((e) => e.exact_edit && KIND_TABLE[e.exact_edit.kind].whole_document)) return [];
  const cited = new Set(own.flatMap((e) => e.signals.map((s) => s.name)));
  return signals.filter((s) => {
    if (s.hint === true || cited.has(s.name)) return false;
    if (s.name === 'duplicate_block') {
      const other = (s.other as { path?: unknown } | undefined)?.path;
      return !entries.some((e) => e.path === other && e.exact_edit?.kind === 'dedupe' && e.exact_edit.canonical_ref?.path === path);
    }
    return true;
  });
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
