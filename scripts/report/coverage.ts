// Which scanner signals the report's entries answer. A model-free run proposes only what the
// scanner proves, so a file can keep signals no entry answers (a CLAUDE.md whose broken link got a
// replace-text is still heavy); those files need a classifier. A duplicate_block is answered by the
// dedupe of the other copy that points at this one; a doc deleted or moved away
// answers all of its signals.
import type { Entry, Signal } from '../contract/types.ts';

const WHOLE_DOC_KINDS = new Set(['delete', 'extract-then-delete', 'move-to-archive']);

export function unansweredSignals(path: string, signals: readonly Signal[], entries: readonly Entry[]): Signal[] {
  const own = entries.filter((e) => e.path === path);
  // A doc that is deleted or moved away answers every signal it carries.
  if (own.some((e) => e.exact_edit && WHOLE_DOC_KINDS.has(e.exact_edit.kind))) return [];
  const cited = new Set(own.flatMap((e) => e.signals.map((s) => s.name)));
  return signals.filter((s) => {
    if (cited.has(s.name)) return false;
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
  entries: readonly Entry[],
  filtered_out: readonly string[] = [],
): Array<{ path: string; signals: Signal[] }> {
  const filtered = new Set(filtered_out);
  return shortlist
    .filter((p) => !filtered.has(p))
    .map((p) => ({ path: p, signals: unansweredSignals(p, signals[p] ?? [], entries) }))
    .filter((x) => x.signals.length > 0);
}
