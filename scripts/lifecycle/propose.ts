// Lifecycle proposals from the scanner's `lifecycle` signals, with no model:
//   a satisfied served_when_path -> `delete` (or `extract-then-delete` when the rule says so);
//   a temporary doc past retention -> `delete`.
// A served_when signal gets no deterministic proposal: `judgedProposal` is the exact proposal a
// classifier returns when it judges the condition met (the model decides yes or no, nothing else).
// The tier is not decided here: the report builder derives it from the lifecycle evidence and the
// live git state with the one tier function.
import type { Proposal, ProposalEdit, ProposalLifecycle, ScanArtifact, ScanSignal } from '../contract/stage-types.ts';
import { LIFECYCLE_SIGNAL, type LifecycleSignalFields } from './detect.ts';

export interface LifecycleEvidence extends ScanSignal, LifecycleSignalFields {}

export function lifecycleSignalsOf(signals: readonly ScanSignal[] | undefined): LifecycleEvidence[] {
  return (signals ?? []).filter((s): s is LifecycleEvidence => s.name === LIFECYCLE_SIGNAL && typeof s.rule_ref === 'string');
}

function edit(sig: LifecycleEvidence): ProposalEdit {
  const anchor = { whole: sig.path_kind };
  if (sig.lifetime === 'delete-once-served' && sig.on_served === 'extract-then-delete' && sig.extract_to !== undefined) {
    return sig.extract_to === 'cross-repo'
      ? { kind: 'extract-then-delete', anchor, extraction_target: 'cross-repo' }
      : { kind: 'extract-then-delete', anchor, extraction_target: 'repo-durable', target_path: sig.extract_to };
  }
  return { kind: 'delete', anchor };
}

function lifecycleOf(sig: LifecycleEvidence): ProposalLifecycle {
  const lc: ProposalLifecycle = { rule_ref: sig.rule_ref, lifetime: sig.lifetime };
  if (sig.served_when_path !== undefined) lc.served_when_path = sig.served_when_path;
  if (sig.served_by !== undefined) lc.served_by = sig.served_by;
  if (sig.served_when !== undefined) lc.served_when = sig.served_when;
  if (sig.lifetime === 'temporary' && sig.age_days !== undefined) lc.age_days = sig.age_days;
  return lc;
}

function opText(path: string, sig: LifecycleEvidence, e: ProposalEdit): string {
  const what = sig.path_kind === 'directory' ? `the directory ${path}${folderContents(sig)}` : `the file ${path}`;
  const why =
    sig.lifetime === 'temporary'
      ? `it is a temporary doc past retention (${sig.age_days} days since its last change; rule ${sig.rule_ref})`
      : sig.served_by !== undefined
        ? `it has been served: ${sig.served_by} exists (rule ${sig.rule_ref})`
        : `it has been served: ${sig.served_when} (rule ${sig.rule_ref})`;
  if (e.kind === 'extract-then-delete')
    return `Extract what should last from ${what} into ${e.extraction_target === 'cross-repo' ? 'a cross-repository store' : e.target_path}, then delete it: ${why}.`;
  return `Delete ${what}: ${why}.`;
}

/** ` (3 files: a.md, b.md, c.md)` for a folder, so the op says what its deletion takes. */
function folderContents(sig: LifecycleEvidence): string {
  const list = sig.contents ?? [];
  if (list.length === 0) return '';
  const total = sig.contents_total ?? list.length;
  return ` (${total} file${total === 1 ? '' : 's'}: ${list.slice(0, 10).join(', ')}${total > 10 ? ', ...' : ''})`;
}

/** The lifecycle proposal a signal leads to (for a served_when signal: once a classifier judged it served). */
export function proposalFor(path: string, sig: LifecycleEvidence): Proposal {
  const e = edit(sig);
  return {
    path,
    category: { class: 'stale', subtype: sig.lifetime === 'temporary' ? 'provisional' : 'completed-in-place' },
    signals: [{ name: sig.name, detail: sig.detail ?? '' }],
    op: opText(path, sig, e),
    op_type: 'deterministic',
    exact_edit: e,
    lifecycle: lifecycleOf(sig),
  };
}

const scannerProven = (s: LifecycleEvidence) =>
  (s.lifetime === 'delete-once-served' && s.served_by !== undefined && s.served_when === undefined) ||
  (s.lifetime === 'temporary' && s.age_days !== undefined);

/** Deterministic lifecycle proposals for every path with scanner-proven lifecycle evidence. */
export function proposeLifecycle(scan: Pick<ScanArtifact, 'signals'>): Proposal[] {
  const out: Proposal[] = [];
  for (const path of Object.keys(scan.signals).sort()) {
    const sig = lifecycleSignalsOf(scan.signals[path]).find(scannerProven);
    if (sig) out.push(proposalFor(path, sig));
  }
  return out;
}

/** The served_when candidates a classifier must judge, with the proposal to return when served. */
export function judgedCandidates(scan: Pick<ScanArtifact, 'signals'>): Array<{ path: string; served_when: string; rule_ref: string; proposal_if_served: Proposal }> {
  const out = [];
  for (const path of Object.keys(scan.signals).sort()) {
    for (const sig of lifecycleSignalsOf(scan.signals[path])) {
      if (sig.served_when === undefined) continue;
      out.push({ path, served_when: sig.served_when, rule_ref: sig.rule_ref, proposal_if_served: proposalFor(path, sig) });
    }
  }
  return out;
}
