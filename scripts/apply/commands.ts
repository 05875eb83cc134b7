// The plan and grant commands (apply, preview and undo have their own modules). Each runs inside
// a session (lock held, interrupted runs finished, report re-validated) and is audited.
import { HygieneError } from '../shared/errors.ts';
import { appendAudit } from './audit.ts';
import { bindingOf, grantIssueData, MAX_CONFIRMATION_CHARS, newGrant, readGrants, writeGrants, type Grant } from './grants.ts';
import { buildPlan, type Plan } from './plan.ts';
import type { Session } from './session.ts';
import type { SuppliedTexts } from './types.ts';

export async function runPlan(s: Session): Promise<Plan & { recovered: Session['recovered'] }> {
  const plan = await buildPlan({ root: s.env.root, loaded: s.loaded, ledger: s.ledger, read: s.read, gitState: s.env.gitState, now: s.env.now() });
  appendAudit(
    s.env.root,
    [{
      event: 'plan',
      data: {
        report_digest: s.loaded.digest,
        counts: plan.counts,
        entries: plan.entries.map((e) => ({ id: e.id, bucket: e.bucket, tier: e.tier, ...(e.reason ? { reason: e.reason } : {}) })),
      },
    }],
    s.env.now(),
  );
  return { ...plan, recovered: s.recovered };
}

export interface GrantResult {
  grant_id: string;
  entry_id: string;
  path: string;
  kind: string;
  expected_sha256: string | null;
  report_generated_at: string;
  superseded: string[];
}

/**
 * Records the user's approval of one confirm-tier or generative entry. Refused for an entry that
 * needs no approval, that would be skipped, or without the exact text the user was shown.
 */
export async function runGrant(s: Session, id: string, confirmation: string, texts: SuppliedTexts): Promise<GrantResult> {
  const words = confirmation.trim();
  if (words.length === 0) throw new HygieneError('USAGE', '--confirmation must hold the user\'s own words of approval');
  if (words.length > MAX_CONFIRMATION_CHARS) throw new HygieneError('USAGE', `--confirmation is longer than ${MAX_CONFIRMATION_CHARS} characters`);
  const entry = s.loaded.report.entries.find((e) => e.id === id);
  if (!entry) throw new HygieneError('USAGE', `no entry with id ${id} in the report`);
  const plan = await buildPlan({ root: s.env.root, loaded: s.loaded, ledger: s.ledger, read: s.read, gitState: s.env.gitState, texts: new Map([[id, texts]]), now: s.env.now(), recheck: new Set([id]) });
  const p = plan.entries.find((e) => e.id === id)!;
  if (p.bucket === 'skipped') throw new HygieneError(p.code ?? 'REFUSED', `entry ${id} cannot be approved: it would be skipped (${p.reason})`);
  if (!p.needs.includes('grant')) throw new HygieneError('REFUSED', `entry ${id} is auto-tier and needs no approval`);
  if (p.needs.includes('replacement') && texts.replacement === undefined)
    throw new HygieneError('USAGE', `entry ${id} is generative: the approval binds the exact rewrite the user saw; pass it with --replacement FILE`);
  if (p.needs.includes('extraction') && texts.extraction === undefined)
    throw new HygieneError('USAGE', `entry ${id} extracts before it deletes: the approval binds the exact extraction; pass it with --extraction FILE`);
  const now = s.env.now();
  const binding = bindingOf(entry, { digest: s.loaded.digest, generated_at: s.loaded.report.generated_at }, texts);
  const grant = newGrant(binding, words, now, s.env.root);
  const grants = readGrants(s.env.root);
  const superseded: Grant[] = grants.filter((g) => g.entry_id === id && g.state === 'granted');
  for (const g of superseded) Object.assign(g, { state: 'invalidated', invalidated_at: now.toISOString(), invalid_reason: `superseded by ${grant.grant_id}` });
  grants.push(grant);
  writeGrants(s.env.root, grants);
  appendAudit(
    s.env.root,
    [
      ...superseded.map((g) => ({ event: 'invalidate' as const, data: { grant_id: g.grant_id, grant_digest: g.digest, entry_id: id, reason: `superseded by ${grant.grant_id}` } })),
      { event: 'grant', data: grantIssueData(grant, s.env.root) },
    ],
    now,
  );
  return {
    grant_id: grant.grant_id,
    entry_id: id,
    path: entry.path,
    kind: grant.kind,
    expected_sha256: grant.expected_sha256,
    report_generated_at: grant.report_generated_at,
    superseded: superseded.map((g) => g.grant_id),
  };
}
