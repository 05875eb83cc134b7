// A classifier's replace-text that no script can prove (the auto-evidence gate refused it) is not
// thrown away when it rewrites a finding the scanner located on that very line: a link target the
// classifier found, a command or name it searched the repository for. It becomes a confirm entry,
// marked edit_evidence classifier-judged, so the user decides with the diff in front of them. Any
// other replace-text the gate refused stays refused: one that answers no finding on its line (a
// rewritten instruction), a stated version other than the manifest's, or a fix of a broken
// reference whose new target does not resolve from the doc either, its path or its `#fragment`
// (./judged-targets.ts). A fix of a missing heading may rewrite the fragment alone (`#old` -> `#new`).
import type { Proposal, ScanArtifact } from '../contract/stage-types.ts';
import type { SignalHit } from '../contract/types.ts';
import { lineRange } from '../contract/types.ts';
import { findingRoute, judgedFixTexts } from '../contract/classifier-contract.ts';
import type { EvidenceFacts } from '../propose/auto-evidence.ts';
import { unresolvedNewTarget } from './judged-targets.ts';

export type JudgedVerdict =
  | { judged: true; finding: SignalHit }
  /**
   * Not a judged fix. `problem` (at `field`), when set, says why the edit is wrong as written: a
   * refusal at any tier, which replaces the gate's "not safe unattended" message.
   */
  | { judged: false; problem?: string; field?: string };

/** Whether a refused classifier proposal is a judged fix of a finding on its line. */
export function judgedFix(p: Proposal, facts: Pick<EvidenceFacts, 'scan' | 'lines' | 'repo'>): JudgedVerdict {
  const scan: Pick<ScanArtifact, 'signals'> = facts.scan;
  const edit = p.exact_edit;
  if (p.op_type !== 'deterministic' || edit?.kind !== 'replace-text' || typeof edit.match !== 'string') return { judged: false };
  const a = lineRange(edit.anchor);
  if (!a || a.start_line !== a.end_line) return { judged: false };
  const onLine = ((scan.signals[p.path] ?? []) as SignalHit[]).filter(
    (h) => h.line === a.start_line && findingRoute(h) === 'classifier' && judgedFixTexts(h).length > 0,
  );
  const answered = onLine.find((h) => judgedFixTexts(h).some((t) => edit.match!.includes(t)));
  if (answered) {
    const unresolved = unresolvedNewTarget(p.path, a.start_line, edit.match, edit.replacement ?? '', answered, facts);
    return unresolved ? { judged: false, field: 'exact_edit.replacement', problem: unresolved } : { judged: true, finding: answered };
  }
  if (onLine.length === 0) return { judged: false };
  const texts = [...new Set(onLine.flatMap(judgedFixTexts))].slice(0, 3).map((t) => `"${t}"`);
  return {
    judged: false,
    problem: `rewrites none of the findings on line ${a.start_line}: a classifier's replace-text must replace the text a finding names there (${texts.join(', ')}), which match does not hold`,
  };
}
