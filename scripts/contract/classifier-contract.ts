// What a classifier is asked, and what the report builder takes from one: the one home of
//   - the finding routes: who answers each scanner signal (scripts, a classifier, the user with a
//     command, /hygiene sweep), so a classifier is never handed what it cannot answer;
//   - the categories a classifier files each signal under (every signal has at least one);
//   - the fixes a classifier may propose and the tier each gets;
//   - the text a judged fix must replace: a classifier's replace-text that no script can prove is
//     a confirm entry (edit_evidence classifier-judged) only when it rewrites the finding on its line.
//   - the answer format and decision rules a classifier reads (CLASSIFIER_RULES): every batch file's
//     header carries them, read once per dispatch, where the agent prompt (agents/hygiene-classifier.md)
//     would be resent with every request of the subagent. tests/contract/classifier-contract.test.ts
//     fails when they name a signal, category, kind or tier this table does not give, and when the
//     builder refuses a proposal written by them.
import type { CategoryClass, SignalHit, Subtype } from './types.ts';
import { EDIT_KINDS, KIND_TABLE, type EditKind } from './kind-table.ts';
import { ESCALATION_CONFIDENCE } from './escalation.ts';

/**
 * classifier: needs judgment (unless a scanner-proven edit answers it); hint: reported, never a
 * reason to classify; run: a command the user runs (OpenSpec's own archive); sweep: a lifecycle
 * rule, deleted by scripts when proven, else judged by /hygiene sweep.
 */
export type FindingRoute = 'classifier' | 'hint' | 'run' | 'sweep';

export interface SignalContract {
  route: FindingRoute;
  /** The categories a classifier files the signal under (empty for routes no classifier answers). */
  categories: ReadonlyArray<{ class: CategoryClass; subtype: Subtype }>;
}

const stale = (subtype: Subtype) => ({ class: 'stale' as const, subtype });
const bloat = (subtype: Subtype) => ({ class: 'bloat' as const, subtype });

/** Every signal the scanner reports (its registry and the lifecycle pass); a test checks the list. */
export const SIGNAL_CONTRACT: Readonly<Record<string, SignalContract>> = Object.freeze({
  broken_reference: { route: 'classifier', categories: [stale('contradicted'), stale('orphaned'), stale('superseded')] },
  version_skew: { route: 'classifier', categories: [stale('contradicted')] },
  stale_name_location: { route: 'classifier', categories: [stale('superseded'), stale('provisional'), stale('completed-in-place'), stale('orphaned')] },
  archive_to_live_ratio: { route: 'classifier', categories: [stale('superseded'), stale('completed-in-place'), stale('orphaned')] },
  frontmatter_marker: { route: 'classifier', categories: [stale('completed-in-place'), stale('superseded'), stale('provisional'), stale('orphaned')] },
  token_weight: { route: 'classifier', categories: [bloat('distill'), bloat('split'), bloat('freeze')] },
  duplicate_block: { route: 'classifier', categories: [stale('duplicated'), bloat('distill')] },
  edit_recency_vs_churn: { route: 'hint', categories: [] },
  command_reference: { route: 'classifier', categories: [stale('contradicted'), stale('orphaned')] },
  vanished_identifier: { route: 'classifier', categories: [stale('contradicted'), stale('orphaned')] },
  // What a client loads (twin files, a file over its limit, a hidden AGENTS.md, the skill listing over
  // budget) is a fact of the layout, not of a doc's words: report.md's "What agents load" shows it.
  agent_load: { route: 'hint', categories: [] },
  // A path into one person's home folder, in a doc an agent loads: its fix is the path from the repository root.
  personal_path: { route: 'classifier', categories: [stale('contradicted')] },
  lifecycle: { route: 'sweep', categories: [] },
  openspec_completed: { route: 'run', categories: [] },
});

/**
 * The categories a classifier's proposal citing these signals may take: those of any cited signal
 * that has some; undefined (anything goes) when none of them has a category to give.
 */
export function categoriesFor(signalNames: readonly string[]): ReadonlyArray<{ class: CategoryClass; subtype: Subtype }> | undefined {
  const all = signalNames.flatMap((n) => SIGNAL_CONTRACT[n]?.categories ?? []);
  return all.length ? all : undefined;
}

/** Who answers one hit: a hint (`hint: true`) is never classified; an unknown signal needs judgment. */
export function findingRoute(h: Pick<SignalHit, 'name'> & { hint?: unknown }): FindingRoute {
  if (h.hint === true) return 'hint';
  return SIGNAL_CONTRACT[h.name]?.route ?? 'classifier';
}

/** The edit kinds the classifier prompt offers (the kind table's classifier_proposes), and a rewrite. */
export const CLASSIFIER_KINDS: readonly EditKind[] = EDIT_KINDS.filter((k) => KIND_TABLE[k].classifier_proposes);
export type ClassifierFixKind = EditKind | 'generative';

export interface ClassifierFix {
  /** The tier the builder gives it: always confirm, auto only when a script checks its evidence, or confirm when it is the classifier's own judgment. */
  tier: 'confirm' | 'auto-when-proven' | 'auto-or-confirm';
  /** When it is refused instead (the located message names why). */
  refused_when: string;
}

/** Each fix a classifier may propose (the CLASSIFIER_KINDS and a generative rewrite), and its tier. */
export const CLASSIFIER_FIXES: Readonly<Partial<Record<ClassifierFixKind, ClassifierFix>>> = Object.freeze({
  'delete-range': { tier: 'confirm', refused_when: 'the anchor lies outside the file' },
  // auto when git history or the manifest proves the new text; else confirm (classifier-judged)
  // when it rewrites the finding on its line; refused when it rewrites anything else.
  'replace-text': { tier: 'auto-or-confirm', refused_when: 'it answers no finding on its line, points a broken reference at a path or heading that does not exist either, or states a version the manifest does not pin' },
  'insert-frontmatter': { tier: 'auto-when-proven', refused_when: 'the key and value are not on the closed list (scripts/contract/auto-frontmatter.ts)' },
  'move-to-archive': { tier: 'auto-when-proven', refused_when: 'the doc is not living or a plan, or the destination is not in an archive folder the repository already uses' },
  generative: { tier: 'confirm', refused_when: 'the reducible range lies outside the file' },
});

/**
 * The text of a finding a judged replace-text must rewrite (its `match` holds one of them), by
 * signal: the reference as written (or, for a heading it names that is not there, its `#fragment`),
 * the command, the name. version_skew is absent: a stated version is fixed only with the manifest's,
 * which a script checks.
 */
export function judgedFixTexts(h: SignalHit): string[] {
  const texts = (...keys: string[]) => keys.map((k) => h[k]).filter((v): v is string => typeof v === 'string' && v.length > 0);
  switch (h.name) {
    case 'broken_reference': {
      // A heading that is not there is fixed by its fragment alone (`#old` of `guide.md#old`).
      const raw = typeof h.raw === 'string' ? h.raw : '';
      const fragment = h.missing === 'fragment' && raw.indexOf('#') >= 0 ? raw.slice(raw.indexOf('#')) : '';
      return [...texts('raw', 'target'), ...(fragment.length > 1 ? [fragment] : [])];
    }
    case 'command_reference':
      return texts('text', 'command');
    case 'vanished_identifier':
      return texts('identifier', 'term');
    case 'personal_path':
      return texts('text');
    default:
      return [];
  }
}

/** The decision table's rows (markdown), each for the signals its first cell names. */
const DECISION_ROWS: readonly string[] = [
  '| `broken_reference`, the right target found (Grep) | `stale`/`contradicted` | `replace-text` of the reference as written | auto when git shows the move, else confirm |',
  '| `broken_reference` to something gone, in a passage about it | `stale`/`orphaned` | `delete-range` of the passage | confirm |',
  '| `command_reference` or `vanished_identifier`, one clear successor found | `stale`/`contradicted` | `replace-text` of exactly that command or name | auto when history shows the rename, else confirm |',
  '| `command_reference` or `vanished_identifier`, in a passage about something removed | `stale`/`contradicted` | `delete-range` of the passage | confirm |',
  '| `broken_reference`, `command_reference` or `vanished_identifier` in prose to reword | `stale`/`contradicted` | `generative`; `op` says what is wrong and what is true | confirm |',
  '| `version_skew` | `stale`/`contradicted` | `replace-text` by the manifest\'s exact version | auto |',
  '| `personal_path` | `stale`/`contradicted` | `replace-text` by the path from the repository root (or `~/`) | confirm |',
  '| `frontmatter_marker`, `stale_name_location` or `archive_to_live_ratio`: a finished plan that stays | `stale`/`completed-in-place` | `insert-frontmatter` `status: completed` | auto |',
  '| `frontmatter_marker`, `stale_name_location` or `archive_to_live_ratio`: replaced, kept for history | `stale`/`superseded` | `move-to-archive` into an archive folder this file names | auto |',
  '| `frontmatter_marker` or `stale_name_location`: a temporary note that has served | `stale`/`provisional` | `delete-range` of the served part | confirm |',
  '| `token_weight` (loaded every session, over budget) | `bloat`/`distill` | `generative` condensing its largest sections (outline) | confirm |',
  '| `token_weight`, sections only some tasks need | `bloat`/`split` | `generative` moving them out, leaving a pointer | confirm |',
  '| `duplicate_block` | `stale`/`duplicated` | `generative` replacing the copy by a pointer to the kept one | confirm |',
  '| a false alarm, or right as written | — | `no_edit` with the reason | — |',
];

/** The signals a decision row is for: the names in backticks of its first cell that the contract lists. */
function rowSignals(row: string): string[] {
  const first = row.split(' | ')[0] ?? '';
  return [...first.matchAll(/`([a-z_]+)`/g)].map((m) => m[1]!).filter((n) => n in SIGNAL_CONTRACT);
}

/** The rows a batch of these signals is shown: those for one of them, and those for no signal (a false alarm); every row without `signals`. */
function shownRows(signals?: ReadonlySet<string>): string[] {
  return DECISION_ROWS.filter((r) => {
    const names = rowSignals(r);
    return signals === undefined || names.length === 0 || names.some((n) => signals.has(n));
  });
}

/** Whether a decision row shown for these signals offers the fix `kind` (its third cell names it). */
export function rulesOffer(kind: ClassifierFixKind, signals?: ReadonlySet<string>): boolean {
  return shownRows(signals).some((r) => (r.split(' | ')[2] ?? '').includes(`\`${kind}\``));
}

/**
 * What a classifier answers and how it decides, as a batch file's header states it (markdown; the
 * contract test reads its decision table as data). A batch shows only the decision rows for the
 * signals of its findings (`signals`): a row for a finding it does not hold is read for nothing.
 */
export function classifierRules(signals?: ReadonlySet<string>): string {
  return `## Answer

Only \`{"proposals": [...], "no_edit": [...]}\`, no prose, no code fence. Every finding gets one answer: a proposal citing it, or \`{"finding": "F3", "why": "<one line>"}\` in \`no_edit\` (a false alarm, right as written, meant on purpose, or no fix without inventing one). A proposal may cite several findings of its file; a file may get several proposals.

\`\`\`json
{"path": "docs/guide.md", "category": {"class": "stale", "subtype": "contradicted"},
 "signals": [{"name": "broken_reference", "detail": "<verbatim>", "line": 52}],
 "op": "<one sentence: what the fix does; for a rewrite, what is wrong and what is true>",
 "op_type": "deterministic",
 "exact_edit": {"kind": "replace-text", "anchor": {"start_line": 52, "end_line": 52}, "match": "setup-old.md", "replacement": "setup.md"},
 "confidence": 0.9, "why": "<optional, one line>"}
\`\`\`

- \`signals\`: \`{name, detail, line}\` of each finding it answers, copied from its \`F<k>\` line.
- \`op_type\` \`deterministic\` has an \`exact_edit\`: \`delete-range\` \`anchor\`; \`replace-text\` \`anchor\` (one line), \`match\` (text on it), \`replacement\`; \`insert-frontmatter\` \`key\`, \`value\`; \`move-to-archive\` \`anchor\`, \`dest_path\`. Anchors are 1-based, inclusive, inside the file. \`generative\` has a \`reducible_range\` \`{start_line, end_line}\` (the span a rewriter replaces) instead.
- \`confidence\` in [0, 1]; below ${ESCALATION_CONFIDENCE} when choosing stale vs bloat, or deleting contradicted or superseded content vs rewriting it (a stronger model is then asked).
- No other field: hashes, tiers, token counts, ids, dates and git state are computed by scripts; a proposal carrying one is refused.

## Decision rules

| finding | category | fix | tier |
|---|---|---|---|
${shownRows(signals).join('\n')}

- Never invent a path, command, name or version: none found in the repository means \`no_edit\` (or deleting a passage about something removed).
- Never propose \`delete\`, \`extract-then-delete\` or \`dedupe\`: scripts make those.
- \`insert-frontmatter\` adds only \`status: completed\`, \`status: superseded\` or \`hygiene: frozen\`; a \`replace-text\` replaces only text a finding names on its line. Anything else is refused.
`;
}

/**
 * What a repair file asks (its \`task\`, read only in a repair dispatch, where the agent prompt would
 * carry it into every dispatch).
 */
export const REPAIR_TASK =
  'Each `refused` entry is your proposal the report builder refused, with its `problems` and the ids of its file\'s `findings`. Read `batch_file` too (its header holds the answer format and the rules). Answer each with a corrected proposal, or `no_edit` for its findings when no valid fix exists, in that format.';

/** Every rule (every decision row): the classifier's version digests it. Changing it changes that version. */
export const CLASSIFIER_RULES = classifierRules();
