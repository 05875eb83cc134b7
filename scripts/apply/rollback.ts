// A write that fails for good (a name the file system refuses, a read-only folder, a full disk)
// must not leave a half-applied clean that every later command trips on. The run is rolled back to
// its start: every path it already changed is restored from the journal (newest first), the run is
// recorded as rolled back (its ops and entries undone, so no ledger, undo or recovery replays it),
// and the command says so.
import { appendAudit } from './audit.ts';
import { saveManifest, type RunManifest } from './journal.ts';
import { removeStrayTemps, restorePre, sideOf } from './ops.ts';

export interface RollBack {
  /** Paths put back as they were before the run. */
  restored: string[];
  /** What could not be put back (changed meanwhile, or the restore failed too). */
  problems: string[];
}

export function rollBackRun(root: string, m: RunManifest, reason: string, now: Date): RollBack {
  const restored: string[] = [];
  const problems: string[] = [];
  for (const op of [...m.ops].reverse()) {
    removeStrayTemps(root, op.path, m.pid);
    let side;
    try {
      side = sideOf(root, op);
    } catch (err) {
      problems.push(`${op.path}: cannot be read (${(err as Error).message})`);
      continue;
    }
    if (side === 'pre') continue;
    if (side === 'changed') {
      problems.push(`${op.path} is neither as before nor as after the run; left alone`);
      continue;
    }
    try {
      restorePre(root, m, op, op.created_dirs);
      restored.push(op.path);
    } catch (err) {
      problems.push(`${op.path}: could not be restored (${(err as Error).message})`);
    }
  }
  const at = now.toISOString();
  for (const op of m.ops) op.undone = true;
  for (const e of m.entries) e.undone = true;
  m.status = 'committed';
  m.committed_at = at;
  m.undone_at = at;
  m.rolled_back = { at, reason, problems };
  saveManifest(root, m);
  appendAudit(root, [{ event: 'rollback', data: { run_id: m.run_id, report_digest: m.report.digest, reason, restored, problems } }], now);
  return { restored, problems };
}

/** The message a rolled-back run ends with. */
export function rollBackMessage(path: string, reason: string, rb: RollBack): string {
  const tail = rb.problems.length === 0
    ? 'the run was rolled back: every file is as it was before it (approvals used by the run must be given again)'
    : `the run was rolled back, except:\n  ${rb.problems.join('\n  ')}`;
  return `could not write ${path} (${reason}); ${tail}`;
}
