// Approvals for confirm-tier edits: `.dochygiene/grants.json`. A grant is the record of the user's
// own words approving one entry, bound to the entry's content-derived id, its expected_sha256, the
// report (digest and generated_at) and, for generative and extraction edits, the exact text shown.
// States: granted -> consumed | invalidated. A grant is used by one apply and never again, even for
// a byte-identical report: its consumption is recorded here, in the journal run that used it, and in
// the hash-chained audit log, and a grant whose issue is not in the verified audit chain is refused.
// Both the grant and its issue record are sealed with this user's machine key (kept outside the
// project, ../shared/machine-key.ts), so a grants.json and audit.jsonl that came with the repository,
// or were written by hand with the public digests, never approve anything.
import { readRegularFile } from '../shared/read-bounded.ts';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { sealMatches, sealOf } from '../shared/machine-key.ts';
import { writeFileAtomic } from '../shared/atomic-write.ts';
import { canonicalJson, sha256Hex } from '../shared/hash.ts';
import { stateDirOf, ensureStateDir } from '../shared/state-dir.ts';
import type { ErrorCode } from '../shared/errors.ts';
import type { Entry } from '../contract/types.ts';
import type { AuditChain } from './audit.ts';
import { expectedDigest } from './engine.ts';
import { kindName } from './kinds/index.ts';

/** grants.json is read as a regular file (never a FIFO, a device or a link), to this bound. */
const MAX_GRANTS_BYTES = 16 * 1024 * 1024;

export const MAX_CONFIRMATION_CHARS = 2000;

export interface GrantBinding {
  entry_id: string;
  path: string;
  kind: string;
  expected_sha256: string | null;
  report_digest: string;
  report_generated_at: string;
  replacement_sha256: string | null;
  extraction_sha256: string | null;
}

export interface Grant extends GrantBinding {
  grant_id: string;
  confirmation: string;
  issued_at: string;
  /** sha256 over the binding, the id, the confirmation and the issue time. */
  digest: string;
  /** HMAC of the digest under this user's machine key: the grant was issued here. */
  seal?: string;
  state: 'granted' | 'consumed' | 'invalidated';
  consumed_at?: string;
  consumed_by_run?: string;
  invalidated_at?: string;
  invalid_reason?: string;
}

interface GrantFile {
  schema: 1;
  grants: Grant[];
}

export function grantsPath(root: string): string {
  return join(stateDirOf(root), 'grants.json');
}

export function readGrants(root: string): Grant[] {
  const p = grantsPath(root);
  const read = readRegularFile(p, MAX_GRANTS_BYTES); // never a FIFO, a device or a link; bounded
  if (!read.ok) return []; // absent or unreadable: no grant is trusted
  try {
    const v = JSON.parse(read.bytes.toString('utf8')) as GrantFile;
    return v && v.schema === 1 && Array.isArray(v.grants) ? v.grants : [];
  } catch {
    return []; // unreadable: no grant is trusted
  }
}

export function writeGrants(root: string, grants: Grant[]): void {
  ensureStateDir(root);
  writeFileAtomic(grantsPath(root), JSON.stringify({ schema: 1, grants }, null, 2) + '\n');
}

export const textDigest = (t: string | undefined): string | null => (t === undefined ? null : sha256Hex(Buffer.from(t, 'utf8')));

export function bindingOf(entry: Entry, report: { digest: string; generated_at: string }, texts: { replacement?: string; extraction?: string }): GrantBinding {
  return {
    entry_id: entry.id,
    path: entry.path,
    kind: kindName(entry),
    expected_sha256: expectedDigest(entry) ?? null,
    report_digest: report.digest,
    report_generated_at: report.generated_at,
    replacement_sha256: textDigest(texts.replacement),
    extraction_sha256: textDigest(texts.extraction),
  };
}

function grantDigest(g: Omit<Grant, 'digest' | 'state' | 'consumed_at' | 'consumed_by_run' | 'invalidated_at' | 'invalid_reason'>): string {
  const { grant_id, confirmation, issued_at, entry_id, path, kind, expected_sha256, report_digest, report_generated_at, replacement_sha256, extraction_sha256 } = g;
  return sha256Hex(canonicalJson({ grant_id, confirmation, issued_at, entry_id, path, kind, expected_sha256, report_digest, report_generated_at, replacement_sha256, extraction_sha256 }));
}

const GRANT_SEAL = 'grant';
const ISSUE_SEAL = 'grant issue';

/** A new grant, sealed under this user's machine key (`root`: the project the key must not live in). */
export function newGrant(binding: GrantBinding, confirmation: string, now: Date, root?: string): Grant {
  const body = { ...binding, grant_id: `g-${randomBytes(8).toString('hex')}`, confirmation, issued_at: now.toISOString() };
  const digest = grantDigest(body);
  return { ...body, digest, seal: sealOf(GRANT_SEAL, digest, root), state: 'granted' };
}

const issueText = (grant_id: string, grant_digest: string): string => canonicalJson({ grant_id, grant_digest });

/** The audit record of a grant's issue, sealed like the grant: only such a record counts as issued. */
export function grantIssueData(g: Grant, root?: string): Record<string, unknown> {
  return {
    grant_id: g.grant_id,
    grant_digest: g.digest,
    issue_seal: sealOf(ISSUE_SEAL, issueText(g.grant_id, g.digest), root),
    entry_id: g.entry_id,
    path: g.path,
    expected_sha256: g.expected_sha256,
    report_digest: g.report_digest,
    report_generated_at: g.report_generated_at,
    replacement_sha256: g.replacement_sha256,
    extraction_sha256: g.extraction_sha256,
    confirmation: g.confirmation,
  };
}

/** Digests of the grants whose issue the chain records with a seal made by this user here. */
function sealedIssues(chain: AuditChain, root?: string): Set<string> {
  const out = new Set<string>();
  for (const r of chain.records) {
    const { grant_id, grant_digest, issue_seal } = r.data;
    if (r.event !== 'grant' || typeof grant_id !== 'string' || typeof grant_digest !== 'string') continue;
    if (sealMatches(ISSUE_SEAL, issueText(grant_id, grant_digest), issue_seal, root)) out.add(grant_digest);
  }
  return out;
}

const BOUND: Array<keyof GrantBinding> = ['entry_id', 'path', 'kind', 'expected_sha256', 'report_digest', 'report_generated_at', 'replacement_sha256', 'extraction_sha256'];

/** Why a grant does not bind this edit, or undefined when it does. */
export function bindingProblem(g: Grant, b: GrantBinding): string | undefined {
  for (const k of BOUND) {
    if (g[k] !== b[k]) {
      if (k === 'expected_sha256') return `grant ${g.grant_id} was given for another file hash (${String(g[k]).slice(0, 12)}…, the file is ${String(b[k]).slice(0, 12)}…)`;
      if (k === 'report_digest' || k === 'report_generated_at') return `grant ${g.grant_id} was given for another report`;
      if (k === 'replacement_sha256' || k === 'extraction_sha256') return `grant ${g.grant_id} was given for another text than the one supplied now`;
      return `grant ${g.grant_id} was given for another edit (${k} differs)`;
    }
  }
  return undefined;
}

export type GrantLookup =
  | { ok: true; grant: Grant }
  | { ok: false; code: ErrorCode; reason: string; invalidate: Array<{ grant: Grant; reason: string }> };

/**
 * The one unconsumed grant that binds this edit. `consumedElsewhere` holds grant ids the journal
 * records as used (belt and braces against an edited grants.json).
 */
export function findGrant(grants: Grant[], b: GrantBinding, chain: AuditChain, consumedElsewhere: Set<string>, root?: string): GrantLookup {
  const issued = sealedIssues(chain, root);
  const consumed = new Set<string>();
  for (const r of chain.records) {
    const d = r.data.grant_digest;
    if (typeof d === 'string' && (r.event === 'consume' || r.event === 'invalidate')) consumed.add(d);
  }
  const mine = grants.filter((g) => g.entry_id === b.entry_id);
  const reasons: string[] = [];
  const invalidate: Array<{ grant: Grant; reason: string }> = [];
  for (const g of mine) {
    if (g.state === 'consumed' || consumed.has(g.digest) || consumedElsewhere.has(g.grant_id)) {
      reasons.push(`grant ${g.grant_id} was already used${g.consumed_by_run ? ` by run ${g.consumed_by_run}` : ''}; a grant is single-use`);
      continue;
    }
    if (g.state !== 'granted') {
      reasons.push(`grant ${g.grant_id} is ${g.state}${g.invalid_reason ? ` (${g.invalid_reason})` : ''}`);
      continue;
    }
    if (grantDigest(g) !== g.digest || !sealMatches(GRANT_SEAL, g.digest, g.seal, root)) {
      reasons.push(`grant ${g.grant_id} is not sealed by this user on this machine (it came with the repository, or was written by hand); only apply-edits grant, run here, issues an approval`);
      continue;
    }
    if (!issued.has(g.digest)) {
      reasons.push(`grant ${g.grant_id} is not recorded in the verified audit chain${chain.ok ? '' : ' (the chain is broken)'}; it was not issued by apply-edits grant`);
      continue;
    }
    const problem = bindingProblem(g, b);
    if (problem) {
      reasons.push(problem);
      // A changed file or report spends the grant; a different text supplied now does not.
      if (g.replacement_sha256 === b.replacement_sha256 && g.extraction_sha256 === b.extraction_sha256) invalidate.push({ grant: g, reason: problem });
      continue;
    }
    return { ok: true, grant: g };
  }
  if (reasons.length === 0)
    return { ok: false, code: 'GRANT_MISSING', reason: `entry ${b.entry_id} is confirm-tier and has no approval; ask the user, then run: apply-edits grant ${b.entry_id} --confirmation "<their words>"`, invalidate };
  return { ok: false, code: 'GRANT_INVALID', reason: `entry ${b.entry_id} has no usable approval: ${reasons.join('; ')}`, invalidate };
}
