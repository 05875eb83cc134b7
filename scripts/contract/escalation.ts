// When one file's classification goes to a stronger model: the one home of the threshold and of the
// hard choices. The classifier prompt (agents/hygiene-classifier.md) asks for a confidence below the
// threshold in exactly these cases; `classify-batches escalate` applies the rule to its answers.
import { derivedFields } from './tier.ts';

/** A proposal below this confidence on a hard choice is asked again of a stronger model. */
export const ESCALATION_CONFIDENCE = 0.6;

/** The fields of a proposal the rule reads (their shape checked by the caller). */
export interface EscalationFields {
  confidence?: number;
  category?: { class?: string };
  op_type?: string;
  exact_edit?: { kind?: string };
}

/**
 * A proposal is escalated when its confidence is below the threshold and its fix stands on one side
 * of a hard choice: stale vs bloat (a `bloat` class, whose other side is a stale fix), or removing
 * content vs rewriting it (a destructive fix by the kind table: `delete-range`, a lifecycle delete,
 * or any generative rewrite). A low-confidence, non-destructive exact edit (replace-text,
 * insert-frontmatter, move-to-archive, dedupe) is not: it is reversible and the report builder checks
 * its evidence against the bytes, so a stronger model would decide nothing a script does not.
 * A proposal without a confidence is not escalated.
 */
export function needsEscalation(p: EscalationFields): boolean {
  if (typeof p.confidence !== 'number' || !(p.confidence < ESCALATION_CONFIDENCE)) return false;
  if (p.category?.class === 'bloat') return true;
  const op_type = p.op_type === 'deterministic' ? 'deterministic' : 'generative';
  return derivedFields({ op_type, kind: p.exact_edit?.kind }).is_destructive;
}
