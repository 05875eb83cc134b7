// Judging the auto entries of a replayed parent by what the maintainer did next. Pure: the entries,
// the lines they anchor to and the mined cases in, verdicts out. An entry that rewrites a reference
// the maintainer rewrote to the same target is ACCEPT; to another target, REJECT wrong-target;
// anything else (a line the maintainer did not fix, another kind of edit) is left to a judge.
import { refsOnLine, resolveRef, type Ref } from '../ground-truth.ts';
import { normalizeTarget } from './pair.ts';
import type { ReplayCase } from './mine.ts';
import type { ReportEntry, ScanSignal } from '../run-dist.ts';

/** A report entry with the text of its anchor's first line at the parent. */
export interface EntryAtParent {
  entry: ReportEntry;
  line_text: string | undefined;
}

export type AutoVerdict =
  | { verdict: 'ACCEPT'; reason_class: null; evidence: string; cases: ReplayCase[] }
  | { verdict: 'REJECT'; reason_class: 'wrong-target'; evidence: string; cases: ReplayCase[] }
  | { verdict: null; why: string };

/** Which references of the anchored line an entry's replace-text changes, with their new targets; null when it is not such an edit. */
export function rewrittenRefs(e: EntryAtParent): Array<{ index: number; source: Ref['source']; old: string; new: string }> | null {
  const x = e.entry.exact_edit;
  if (!x || x.kind !== 'replace-text' || !x.anchor || x.anchor.start_line !== x.anchor.end_line || x.match === undefined || x.replacement === undefined) return null;
  const before = e.line_text;
  if (before === undefined || !before.includes(x.match)) return null;
  const after = before.replace(x.match, () => x.replacement!);
  const o = refsOnLine(before);
  const n = refsOnLine(after);
  if (o.length !== n.length) return null;
  return o.flatMap((r, i) => (normalizeTarget(r.target) === normalizeTarget(n[i]!.target) ? [] : [{ index: i, source: r.source, old: r.target, new: n[i]!.target }]));
}

const short = (c: string) => c.slice(0, 12);

/** The verdict the maintainer's own fix gives an auto entry, or why it gives none. */
export function judgeByFix(e: EntryAtParent, cases: readonly ReplayCase[]): AutoVerdict {
  const changed = rewrittenRefs(e);
  if (!changed) return { verdict: null, why: `a ${e.entry.exact_edit?.kind ?? 'edit'} the fix commits do not show` };
  if (!changed.length) return { verdict: null, why: 'the edit changes no reference of the line' };
  const line = e.entry.exact_edit!.anchor!.start_line;
  const hits = changed.map((c) => ({ c, k: cases.find((k) => k.path === e.entry.path && k.line === line && k.ref_index === c.index) }));
  const differs = hits.filter((h) => h.k && normalizeTarget(h.k.new_target) !== normalizeTarget(h.c.new));
  // The maintainer's file, spelled another way (`a/../b.md`): not the same edit, not a wrong one.
  const sameFile = (h: (typeof hits)[number]) => resolveRef(e.entry.path, { source: h.c.source, target: h.c.new }) === h.k!.new_resolved;
  const wrong = differs.filter((h) => !sameFile(h));
  if (wrong.length) return { verdict: 'REJECT', reason_class: 'wrong-target', evidence: wrong.map((h) => `the maintainer pointed ${h.c.old} at ${h.k!.new_target}, not ${h.c.new}, in ${short(h.k!.fix_commit)}`).join('; '), cases: wrong.map((h) => h.k!) };
  if (differs.length) return { verdict: null, why: `the edit points at the file the maintainer chose, spelled otherwise (${differs.map((h) => `${h.c.new} for ${h.k!.new_target}`).join('; ')})` };
  if (hits.some((h) => !h.k)) return { verdict: null, why: hits.every((h) => !h.k) ? 'the maintainer did not rewrite this reference in the fix commit' : 'the edit also rewrites a reference the maintainer left as it was' };
  const fixes = [...new Set(hits.map((h) => short(h.k!.fix_commit)))];
  return { verdict: 'ACCEPT', reason_class: null, evidence: `maintainer made the same edit in ${fixes.join(', ')}`, cases: hits.map((h) => h.k!) };
}

/** `unscanned`: no entry, and the scanner was not run to tell a finding from nothing. */
export type CaseOutcome = 'auto' | 'confirm' | 'finding' | 'nothing' | 'unscanned';

/** Whether an entry rewrites (or, for a confirm entry without an edit, flags) the case's reference. */
function entryCovers(e: EntryAtParent, k: ReplayCase): boolean {
  if (e.entry.path !== k.path) return false;
  const changed = rewrittenRefs(e);
  if (changed) return e.entry.exact_edit!.anchor!.start_line === k.line && changed.some((c) => c.index === k.ref_index);
  return e.entry.signals.some((s) => flags(s, k));
}

/** A broken_reference hit on the case's line and target. */
function flags(s: ScanSignal, k: ReplayCase): boolean {
  return s.name === 'broken_reference' && s.line === k.line && (s.target === k.old_target || s.resolved === k.old_resolved);
}

/** What the check (and, failing that, the scanner; null: not run or failed) did with a mined case at its parent. */
export function caseOutcome(k: ReplayCase, entries: readonly EntryAtParent[], scanSignals: readonly ScanSignal[] | null): CaseOutcome {
  if (entries.some((e) => e.entry.safety_tier === 'auto' && entryCovers(e, k))) return 'auto';
  if (entries.some((e) => e.entry.safety_tier !== 'auto' && entryCovers(e, k))) return 'confirm';
  if (scanSignals === null) return 'unscanned';
  if (scanSignals.some((s) => flags(s, k))) return 'finding';
  return 'nothing';
}
