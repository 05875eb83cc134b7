// What every apply-edits command shares: the project lock (one clean, check or sweep at a time),
// recovery of interrupted runs, the re-validated report and the ledger of this clean.
import { randomBytes } from 'node:crypto';
import { acquireLock } from '../shared/lock.ts';
import { ensureStateDir } from '../shared/state-dir.ts';
import { assertStateTrusted } from '../state/state-trust.ts';
import { recoverRuns, type Recovery } from './recover.ts';
import { loadReport, type LoadedReport } from './report-input.ts';
import { loadLedger, type Ledger } from './journal.ts';
import { stateReader } from './fs-state.ts';
import type { FileState } from './types.ts';
import type { GitStateFn } from './plan.ts';

export interface CommandEnv {
  root: string;
  reportPath?: string;
  now: () => Date;
  gitState: GitStateFn;
  /** Test hook: called at each durable step of a run (the fault-injection test kills the process there). */
  onStep?: (label: string) => void;
  rand?: () => string;
}

export interface Session {
  env: CommandEnv;
  recovered: Recovery[];
  loaded: LoadedReport;
  ledger: Ledger;
  read: (path: string) => FileState;
}

export const randHex = (): string => randomBytes(2).toString('hex');

/**
 * Runs `fn` holding the project lock, after finishing any interrupted run. Refused first when the
 * state folder is not ours (tracked by git, or a symlink); the journal's own checks are in journal.ts.
 */
export async function withSession<T>(env: CommandEnv, purpose: string, fn: (recovered: Recovery[]) => Promise<T> | T): Promise<T> {
  await assertStateTrusted(env.root);
  const lock = acquireLock(ensureStateDir(env.root), purpose);
  try {
    const recovered = recoverRuns(env.root, env.now());
    return await fn(recovered);
  } finally {
    lock.release();
  }
}

/** The report (validated, paths guarded) and this clean's ledger. Call inside withSession. */
export function openSession(env: CommandEnv, recovered: Recovery[]): Session {
  const loaded = loadReport(env.root, env.reportPath);
  const ledger = loadLedger(env.root, loaded.digest);
  return { env, recovered, loaded, ledger, read: stateReader(env.root) };
}
