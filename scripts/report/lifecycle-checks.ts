// The lifecycle checks of proposals against the scan, run by the report builder before it computes
// anything: a delete comes only from the rulebook. A proposal that deletes (or carries a lifecycle
// object) must mirror a `lifecycle` signal the scanner reported for the same path: same rule,
// lifetime, served field and evidence, the kind and target the rule asks for, the anchor of the
// path's kind. So a model can neither invent a rule, nor delete what a `keep` rule protects, nor
// dress a judgment up as scanner proof. Each rejection is located (`proposals[2].lifecycle: ...`).
import type { Violation } from '../shared/errors.ts';
import { isEditKind, KIND_TABLE } from '../contract/kind-table.ts';
import type { Proposal, ScanArtifact } from '../contract/stage-types.ts';
import { lifecycleSignalsOf } from '../lifecycle/propose.ts';
import { wholeOf } from '../contract/types.ts';

const bad = (location: string, message: string): Violation => ({ location, code: 'SCHEMA_VIOLATION', message });

export function lifecycleProposalViolations(proposals: readonly Proposal[], scan: Pick<ScanArtifact, 'signals'>): Violation[] {
  const out: Violation[] = [];
  proposals.forEach((p, i) => {
    const at = `proposals[${i}]`;
    const kind = p.exact_edit?.kind;
    const deletes = isEditKind(kind) && KIND_TABLE[kind].lifecycle;
    const lc = p.lifecycle;
    if (!deletes && lc === undefined) return;
    if (!deletes) return void out.push(bad(`${at}.lifecycle`, 'only a delete or extract-then-delete proposal carries a lifecycle object'));
    if (lc === undefined) return void out.push(bad(`${at}.lifecycle`, `a ${kind} needs the lifecycle object of the rule that matched "${p.path}"`));

    const candidates = lifecycleSignalsOf(scan.signals[p.path]);
    if (candidates.length === 0)
      return void out.push(bad(`${at}.path`, `no lifecycle rule made "${p.path}" a deletion candidate (not matched, kept, not yet served, or within retention); deletions come only from the rulebook`));
    const sig = candidates.find((s) => s.rule_ref === lc.rule_ref);
    if (!sig)
      return void out.push(bad(`${at}.lifecycle.rule_ref`, `"${lc.rule_ref}" is not the rule the scanner matched for "${p.path}" (${candidates.map((s) => `"${s.rule_ref}"`).join(', ')})`));

    for (const f of ['lifetime', 'served_when_path', 'served_when', 'served_by'] as const) {
      if (lc[f] !== sig[f]) out.push(bad(`${at}.lifecycle.${f}`, `must be ${show(sig[f])} as the scanner reported for rule "${sig.rule_ref}", not ${show(lc[f])}`));
    }
    if (sig.lifetime === 'temporary' && lc.age_days !== sig.age_days)
      out.push(bad(`${at}.lifecycle.age_days`, `must be ${show(sig.age_days)} as the scanner reported, not ${show(lc.age_days)}`));
    if (sig.lifetime !== 'temporary' && lc.age_days !== undefined) out.push(bad(`${at}.lifecycle.age_days`, 'only a temporary doc carries age_days'));

    const e = p.exact_edit!;
    const wantKind = sig.lifetime === 'delete-once-served' && sig.on_served === 'extract-then-delete' ? 'extract-then-delete' : 'delete';
    if (e.kind !== wantKind) out.push(bad(`${at}.exact_edit.kind`, `rule "${sig.rule_ref}" asks for ${wantKind}, not ${e.kind}`));
    else if (wantKind === 'extract-then-delete') {
      const cross = sig.extract_to === 'cross-repo';
      const want = cross ? 'cross-repo' : 'repo-durable';
      if (e.extraction_target !== want) out.push(bad(`${at}.exact_edit.extraction_target`, `rule "${sig.rule_ref}" extracts to ${want}`));
      else if (!cross && e.target_path !== sig.extract_to) out.push(bad(`${at}.exact_edit.target_path`, `rule "${sig.rule_ref}" extracts to "${sig.extract_to}"`));
    }
    const whole = wholeOf(e.anchor);
    if (whole !== sig.path_kind) out.push(bad(`${at}.exact_edit.anchor`, `"${p.path}" is matched as a ${sig.path_kind}; the anchor must be { "whole": "${sig.path_kind}" }`));
  });
  return out;
}

const show = (v: unknown) => (v === undefined ? 'absent' : JSON.stringify(v));
