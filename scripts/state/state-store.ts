// The write side of the state store: lifecycle stamps and the report pair, each change atomic and
// under the project's advisory lock (`.dochygiene/lock`). Only this module writes state.json and the
// report pair; the rest of `.dochygiene/` has one writer each (scratch folders: ./scratch.ts; the
// history cache: ../git/history/cache.ts; apply's journal and audit log: ../apply/).
import { writeFileAtomic } from '../shared/atomic-write.ts';
import { HygieneError } from '../shared/errors.ts';
import { withLock } from '../shared/lock.ts';
import { ensureStateDir } from '../shared/state-dir.ts';
import { readStateFile, statePaths, isIsoInstant, STATE_SCHEMA, type StampKey, type State } from './state.ts';
import { recoverRollover, writeReportPair, readReportPair, type ReportPair } from './rollover.ts';

function writeState(root: string, state: State): void {
  const ordered: State = { schema: STATE_SCHEMA, last_check: state.last_check, last_clean: state.last_clean, last_reminded: state.last_reminded };
  writeFileAtomic(statePaths(root).state, JSON.stringify(ordered, null, 2) + '\n');
}

/** Sets one lifecycle stamp (an ISO-8601 instant with a time zone). */
export function setStamp(root: string, key: StampKey, iso: string): State {
  if (!isIsoInstant(iso)) throw new HygieneError('USAGE', `not an ISO-8601 instant with a time zone: "${iso}"`);
  const dir = ensureStateDir(root);
  return withLock(dir, `set-${key.replace('_', '-')}`, () => setStampLocked(root, key, iso));
}

/**
 * setStamp for a caller that already holds the project lock (a clean stamps last_clean before it
 * lets go, so that a clean waiting for the lock never makes the one that finished fail).
 */
export function setStampLocked(root: string, key: StampKey, iso: string): State {
  if (!isIsoInstant(iso)) throw new HygieneError('USAGE', `not an ISO-8601 instant with a time zone: "${iso}"`);
  recoverRollover(root);
  const { state } = readStateFile(root); // an unreadable state file is replaced, keeping nothing false
  const next: State = { ...state, [key]: iso };
  writeState(root, next);
  return next;
}

/**
 * Replaces the report pair (report.md must name report.json's digest). `check` validates the report
 * on a scratch path before calling this; `validate` is the store's own last look at it.
 */
export function writeReport(root: string, json: string | Buffer, md: string | Buffer, validate?: (json: Buffer) => string[]): { json_sha256: string } {
  const jsonBuf = typeof json === 'string' ? Buffer.from(json, 'utf8') : json;
  const problems = validate ? validate(jsonBuf) : [];
  if (problems.length) throw new HygieneError('SCHEMA_VIOLATION', `refusing an invalid report.json; the previous report is kept:\n  ${problems.join('\n  ')}`);
  const dir = ensureStateDir(root);
  return withLock(dir, 'write-report', () => writeReportPair(root, jsonBuf, md));
}

/** A check's outcome: the report pair and the last_check stamp, under one hold of the lock. */
export function writeCheckResult(root: string, json: string | Buffer, md: string | Buffer, checkedAt: string): { json_sha256: string } {
  if (!isIsoInstant(checkedAt)) throw new HygieneError('USAGE', `not an ISO-8601 instant with a time zone: "${checkedAt}"`);
  const jsonBuf = typeof json === 'string' ? Buffer.from(json, 'utf8') : json;
  return withLock(ensureStateDir(root), 'write-report', () => {
    const written = writeReportPair(root, jsonBuf, md);
    setStampLocked(root, 'last_check', checkedAt);
    return written;
  });
}

/** Heals an interrupted rollover (rolls a committed one forward, drops an uncommitted one). */
export function recover(root: string): ReturnType<typeof recoverRollover> {
  const dir = ensureStateDir(root);
  return withLock(dir, 'recover', () => recoverRollover(root));
}

export interface StoreStatus extends State {
  state_problem?: string;
  report: { status: ReportPair['status']; json_sha256?: string; generated_at?: string; entries?: number; rolling_forward?: boolean; problem?: string };
}

/** Read-only: the stamps and whether a matched report pair exists. */
export function storeStatus(root: string): StoreStatus {
  const { state, problem } = readStateFile(root);
  const pair = readReportPair(root);
  const report: StoreStatus['report'] = { status: pair.status };
  if (pair.json_sha256) report.json_sha256 = pair.json_sha256;
  if (pair.rolling_forward) report.rolling_forward = true;
  if (pair.problem) report.problem = pair.problem;
  if (pair.status === 'ok' && pair.json) {
    try {
      const r = JSON.parse(pair.json.toString('utf8')) as { generated_at?: unknown; entries?: unknown };
      if (typeof r.generated_at === 'string') report.generated_at = r.generated_at;
      if (Array.isArray(r.entries)) report.entries = r.entries.length;
    } catch {
      report.status = 'mismatched';
      report.problem = 'report.json is not valid JSON';
    }
  }
  return { ...state, ...(problem ? { state_problem: problem } : {}), report };
}
