// Finishing interrupted runs. Every command of apply-edits calls this first, under the lock.
// - A run folder without a manifest stopped before it touched the project: it is removed.
// - A "prepared" manifest stopped somewhere in its operations: each path is exactly before or
//   exactly after its operation, so the run is rolled forward (the user approved those edits)
//   and committed; a path that is neither (changed by someone else meanwhile) is left alone and
//   reported. Its grants are marked consumed, and the recovery is written to the audit log.
// - A committed run whose apply record never reached the audit log gets it now.
import { existsSync, readdirSync, unlinkSync } from 'node:fs';
import { join } from 'node:path';
import { HygieneError } from '../shared/errors.ts';
import { stateDirOf } from '../shared/state-dir.ts';
import { appendAudit, verifyAuditChain, type AuditEvent } from './audit.ts';
import { readGrants, writeGrants } from './grants.ts';
import { listRuns, removeRunDir, saveManifest, type RunManifest } from './journal.ts';
import { performOp, removeStrayTemps, sideOf } from './ops.ts';
import { rollBackMessage, rollBackRun } from './rollback.ts';

export interface Recovery {
  run_id: string;
  finished: number;
  problems: string[];
}

export function applyAuditEvents(m: RunManifest): Array<{ event: AuditEvent; data: Record<string, unknown> }> {
  const out: Array<{ event: AuditEvent; data: Record<string, unknown> }> = [];
  out.push({ event: 'apply', data: { run_id: m.run_id, report_digest: m.report.digest, entries: m.entries.map((e) => ({ id: e.id, path: e.path, kind: e.kind, tier: e.tier, grant_id: e.grant_id ?? null })), paths: m.ops.map((o) => ({ path: o.path, action: o.action, pre: o.pre, post: o.post })) } });
  if (m.declined?.length) out.push({ event: 'decline', data: { run_id: m.run_id, report_digest: m.report.digest, entries: m.declined.map((d) => ({ ...d })) } });
  return out;
}

function cleanStateTemps(root: string, pid: number): void {
  const dir = stateDirOf(root);
  if (!existsSync(dir)) return;
  for (const n of readdirSync(dir)) {
    if (new RegExp(`^\\.(grants\\.json|audit\\.jsonl)\\.${pid}\\.[0-9a-f]{8}\\.tmp$`).test(n)) {
      try { unlinkSync(join(dir, n)); } catch { /* gone */ }
    }
  }
}

/**
 * A killed undo leaves the temporary files of its atomic writes next to the paths it was
 * restoring (those of the last clean): they are ours by name, and their process is gone.
 */
function sweepUndoTemps(root: string, manifests: RunManifest[]): void {
  const last = manifests.filter((m) => m.status === 'committed').pop();
  if (!last) return;
  const paths = new Set(manifests.filter((m) => m.report.digest === last.report.digest).flatMap((m) => m.ops.map((o) => o.path)));
  for (const p of paths) removeStrayTemps(root, p);
}

export function recoverRuns(root: string, now: Date): Recovery[] {
  const out: Recovery[] = [];
  const runs = listRuns(root);
  sweepUndoTemps(root, runs.map((r) => r.manifest).filter((m): m is RunManifest => m !== undefined));
  let audited: Set<string> | undefined;
  for (const r of runs) {
    const runId = r.dir.split(/[\\/]/).pop()!;
    if (!r.manifest) {
      removeRunDir(root, runId); // never reached its manifest: nothing in the project was touched
      continue;
    }
    const m = r.manifest;
    if (m.status === 'committed') {
      audited ??= new Set(verifyAuditChain(root).records.filter((x) => x.event === 'apply').map((x) => String(x.data.run_id)));
      if (!audited.has(m.run_id)) appendAudit(root, applyAuditEvents(m), now);
      continue;
    }
    const problems: string[] = [];
    let finished = 0;
    let failed: { path: string; reason: string } | undefined;
    for (const op of m.ops) {
      for (const t of removeStrayTemps(root, op.path, m.pid)) problems.push(`removed ${t}, left by the interrupted write`);
      const side = sideOf(root, op);
      if (side === 'post') continue;
      if (side === 'changed') {
        problems.push(`${op.path} is neither as before nor as after the run (changed meanwhile); left alone`);
        continue;
      }
      try {
        performOp(root, m, op);
      } catch (err) {
        if (err instanceof HygieneError && err.code === 'REFUSED') throw err; // a journal we do not trust is refused, not rolled back
        failed = { path: op.path, reason: (err as NodeJS.ErrnoException).code ?? (err as Error).message };
        break;
      }
      finished++;
    }
    cleanStateTemps(root, m.pid);
    if (failed) {
      // It cannot be finished: roll it back to its start instead, so later commands work.
      const rb = rollBackRun(root, m, `${failed.path}: ${failed.reason}`, now);
      out.push({ run_id: m.run_id, finished: 0, problems: [...problems, rollBackMessage(failed.path, failed.reason, rb)] });
      continue;
    }
    // The grants the run was using are spent, whether or not the crash came before their record.
    const grants = readGrants(root);
    let changed = false;
    for (const g of grants) {
      if (m.consumed_grants.includes(g.grant_id) && g.state !== 'consumed') {
        Object.assign(g, { state: 'consumed', consumed_at: now.toISOString(), consumed_by_run: m.run_id });
        changed = true;
      }
    }
    if (changed) writeGrants(root, grants);
    const chain = verifyAuditChain(root);
    const consumedDigests = new Set(chain.records.filter((x) => x.event === 'consume').map((x) => String(x.data.grant_digest)));
    const missing = grants.filter((g) => m.consumed_grants.includes(g.grant_id) && !consumedDigests.has(g.digest));
    m.status = 'committed';
    m.committed_at = now.toISOString();
    m.recovered = { at: now.toISOString(), problems };
    saveManifest(root, m);
    appendAudit(
      root,
      [
        ...missing.map((g) => ({ event: 'consume' as const, data: { grant_id: g.grant_id, grant_digest: g.digest, entry_id: g.entry_id, run_id: m.run_id } })),
        { event: 'recover', data: { run_id: m.run_id, finished, problems } },
        ...applyAuditEvents(m),
      ],
      now,
    );
    out.push({ run_id: m.run_id, finished, problems });
  }
  return out;
}
