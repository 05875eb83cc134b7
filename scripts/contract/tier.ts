// The one tier function. safety_tier is derived here and nowhere else; no model ever writes it.
// `auto` runs without a prompt, so every path to `auto` is spelled out and everything else,
// including anything unknown, is `confirm`.
import { KIND_TABLE, kindBooleans, isEditKind, type GitState } from './kind-table.ts';

/** Bumped whenever the kind table or this function changes what they derive. */
export const POLICY_VERSION = '1';

export type OpType = 'deterministic' | 'generative';
export type SafetyTier = 'auto' | 'confirm';
export type LifecycleEvidence = 'scanner-proven' | 'classifier-judged' | 'unknown';
/**
 * An edit whose evidence is a classifier's judgment, not a script's check (a link target it found,
 * a successor it grepped): the entry says so, and the tier is `confirm` whatever the kind.
 */
export const CLASSIFIER_JUDGED = 'classifier-judged';
export type EditEvidence = typeof CLASSIFIER_JUDGED;

export interface LifecycleTierInput extends GitState {
  evidence: LifecycleEvidence;
}

export function deriveSafetyTier(
  op_type: OpType,
  is_destructive: boolean,
  is_reversible: boolean,
  lifecycle?: LifecycleTierInput,
): SafetyTier {
  if (op_type !== 'deterministic') return 'confirm'; // generative (or anything unknown) is never auto
  if (lifecycle !== undefined) {
    // Lifecycle deletes: only proof from the scanner on a tracked, clean path may run unattended.
    return lifecycle.evidence === 'scanner-proven' && lifecycle.tracked === true && lifecycle.clean === true
      ? 'auto'
      : 'confirm';
  }
  if (is_destructive !== false) return 'confirm';
  if (is_reversible !== true) return 'confirm';
  return 'auto';
}

/** The lifecycle fields an entry (or proposal) carries, as far as the tier needs them. */
export interface LifecycleFields {
  lifetime?: string;
  served_when_path?: string;
  served_when?: string;
  served_by?: string;
  age_days?: number;
  git_state?: GitState;
}

/**
 * What kind of evidence a lifecycle object carries. A satisfied served_when_path (served_by names
 * the matching path) or a temporary doc's age are scanner-proven; served_when text is judged by a
 * classifier; anything else is unknown and never treated as proof.
 */
export function lifecycleEvidence(lc: LifecycleFields): LifecycleEvidence {
  if (lc.served_when !== undefined) return 'classifier-judged';
  if (lc.lifetime === 'delete-once-served' && lc.served_when_path !== undefined && lc.served_by !== undefined) return 'scanner-proven';
  if (lc.lifetime === 'temporary' && lc.served_when_path === undefined && typeof lc.age_days === 'number') return 'scanner-proven';
  return 'unknown';
}

export interface TierInputs {
  op_type: OpType;
  kind?: string;
  lifecycle?: LifecycleFields;
  /** The entry's edit_evidence: `classifier-judged` makes any edit `confirm`. */
  edit_evidence?: string;
}

/**
 * The guarded fields of an entry, derived from its op_type, kind, lifecycle object and edit_evidence alone.
 * Used by the report builder to fill them and by the validator and the applier to re-check them.
 */
export function derivedFields(input: TierInputs): { is_destructive: boolean; is_reversible: boolean; safety_tier: SafetyTier } {
  if (input.op_type !== 'deterministic' || !isEditKind(input.kind)) {
    // Generative ops rewrite prose: they change information and are undone only by the journal.
    return { is_destructive: true, is_reversible: false, safety_tier: 'confirm' };
  }
  const spec = KIND_TABLE[input.kind];
  const git = input.lifecycle?.git_state;
  const { is_destructive, is_reversible } = kindBooleans(input.kind, git);
  const lc: LifecycleTierInput | undefined = spec.lifecycle
    ? {
        evidence: input.lifecycle ? lifecycleEvidence(input.lifecycle) : 'unknown',
        tracked: git?.tracked === true,
        clean: git?.clean === true,
      }
    : undefined;
  const tier = deriveSafetyTier('deterministic', is_destructive, is_reversible, lc);
  // Anything but the absence of the field is a judgment: unknown evidence is never treated as proof.
  return { is_destructive, is_reversible, safety_tier: input.edit_evidence === undefined ? tier : 'confirm' };
}
