// --explain PATH: for one doc, its role and each signal the scan considered, with why it fired or
// stayed silent. The scan records a verdict as it runs each signal on that doc (./run-scan.ts);
// this module owns the verdict vocabulary and the text the scanner prints.
import { printable } from '../shared/output-escape.ts';
import type { Role, RoleName } from '../contract/role-names.ts';
import { runsOn, type SignalHit } from './types.ts';

export type ExplainOutcome = 'fired' | 'roles' | 'not-applicable' | 'no-hits';

export interface ExplainVerdict {
  signal: string;
  outcome: ExplainOutcome;
  /** The roles the signal runs on (for `roles`). */
  roles?: readonly RoleName[];
  hits?: SignalHit[];
}

/** What the scan fills for the explained doc. */
export interface ExplainRecord {
  path: string;
  verdicts: ExplainVerdict[];
}

/** The verdict for one signal on the explained doc, given its gates in the order the scan applies them. */
export function verdictOf(signal: { name: string; roles: readonly RoleName[]; rules?: readonly string[] }, role: Role, applies: () => boolean, detect: () => SignalHit[]): { verdict: ExplainVerdict; hits: SignalHit[] } {
  if (!runsOn(signal, role)) return { verdict: { signal: signal.name, outcome: 'roles', roles: signal.roles }, hits: [] };
  if (!applies()) return { verdict: { signal: signal.name, outcome: 'not-applicable' }, hits: [] };
  const hits = detect();
  return { verdict: { signal: signal.name, outcome: hits.length ? 'fired' : 'no-hits', hits }, hits };
}

const WHY: Record<ExplainOutcome, string> = {
  fired: 'fired',
  roles: 'silent: the role gate',
  'not-applicable': 'silent: does not apply (appliesTo false: the facts it reads are absent for this doc)',
  'no-hits': 'silent: ran, found nothing',
};

/** The text `scanner --explain PATH` prints. */
export function explainText(path: string, role: Role | undefined, record: ExplainRecord, finalHits: SignalHit[], shortlisted: boolean): string {
  const out: string[] = [`${path}`];
  if (!role) {
    out.push('  not scanned: outside the scan globs, excluded, or not a file the scan lists');
    return out.map(printable).join('\n') + '\n';
  }
  out.push(`  role: ${role.name} (rule ${role.rule}${role.evidence ? `; ${role.evidence}` : ''})`);
  if (record.verdicts.length === 0) out.push('  no signal ran: the doc was not read (an archive no signal judges, or unreadable)');
  for (const v of record.verdicts) {
    const extra = v.outcome === 'roles' ? ` (runs on ${v.roles!.join(', ')}; this doc is ${role.name})` : '';
    out.push(`  ${v.signal}: ${WHY[v.outcome]}${extra}`);
    for (const h of v.hits ?? []) out.push(`    - ${h.line !== undefined ? `line ${h.line}: ` : ''}${h.detail}${h.hint === true ? ' [hint]' : ''}`);
  }
  const others = finalHits.filter((h) => !record.verdicts.some((v) => v.signal === h.name));
  for (const h of others) out.push(`  ${h.name} (lifecycle pass): fired`, `    - ${h.detail}`);
  out.push(`  shortlisted: ${shortlisted ? 'yes' : 'no (no signal that is not a hint)'}`);
  return out.map(printable).join('\n') + '\n';
}
