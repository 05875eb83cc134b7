// The audit log `.dochygiene/audit.jsonl`: one JSON record per line for every plan, grant, consume,
// apply, skip, undo and recovery, each carrying the digest of the record before it, so a removed,
// reordered or edited record breaks the chain. Light on purpose (no schema compiler, no yaml):
// `status` calls verifyAuditChain.
import { readRegularFile } from '../shared/read-bounded.ts';
import { join } from 'node:path';
import { writeFileAtomic } from '../shared/atomic-write.ts';
import { canonicalJson, sha256Hex } from '../shared/hash.ts';
import { stateDirOf, ensureStateDir } from '../shared/state-dir.ts';
import { HygieneError, type Violation } from '../shared/errors.ts';

export const GENESIS = '0'.repeat(64);

export type AuditEvent = 'plan' | 'grant' | 'consume' | 'invalidate' | 'apply' | 'decline' | 'skip' | 'undo' | 'recover' | 'rollback';

export interface AuditRecord {
  seq: number;
  at: string;
  event: AuditEvent;
  /** Digest of the previous record (GENESIS for the first). */
  prev: string;
  data: Record<string, unknown>;
  /** sha256 of the canonical JSON of every other field. */
  digest: string;
}

export function auditPath(root: string): string {
  return join(stateDirOf(root), 'audit.jsonl');
}

export function recordDigest(r: Omit<AuditRecord, 'digest'>): string {
  return sha256Hex(canonicalJson({ seq: r.seq, at: r.at, event: r.event, prev: r.prev, data: r.data }));
}

export interface AuditChain {
  ok: boolean;
  records: AuditRecord[];
  /** Digest of the last record that verified (GENESIS when none). */
  head: string;
  problems: Violation[];
}

/** The log is read as a regular file (never a FIFO, a device or a link), bounded. */
const MAX_AUDIT_BYTES = 256 * 1024 * 1024;

function readLines(root: string): string[] {
  const p = auditPath(root);
  const read = readRegularFile(p, MAX_AUDIT_BYTES);
  if (!read.ok && read.reason === 'absent') return [];
  if (!read.ok) throw new HygieneError('UNSAFE_PATH', `.dochygiene/audit.jsonl ${read.reason}; the audit log is only ever a regular file doc-hygiene wrote (remove it to go on)`);
  const text = read.bytes.toString('utf8');
  const lines = text.split('\n');
  if (lines[lines.length - 1] === '') lines.pop();
  return lines;
}

/** Reads and verifies the whole chain. A missing log is an empty, valid chain. */
export function verifyAuditChain(root: string): AuditChain {
  const records: AuditRecord[] = [];
  const problems: Violation[] = [];
  let prev = GENESIS;
  let lines: string[];
  try {
    lines = readLines(root);
  } catch (err) {
    return { ok: false, records, head: prev, problems: [{ location: 'audit.jsonl', code: 'UNSAFE_PATH', message: (err as Error).message }] };
  }
  for (let i = 0; i < lines.length; i++) {
    const location = `audit.jsonl:${i + 1}`;
    let r: AuditRecord;
    try {
      r = JSON.parse(lines[i]!) as AuditRecord;
    } catch {
      problems.push({ location, code: 'PARSE', message: 'not a JSON record; the chain is broken here' });
      break;
    }
    if (!r || typeof r !== 'object' || typeof r.digest !== 'string' || typeof r.prev !== 'string' || r.seq !== i + 1) {
      problems.push({ location, code: 'SCHEMA_VIOLATION', message: `record ${i + 1} is malformed or out of sequence; the chain is broken here` });
      break;
    }
    if (r.prev !== prev) {
      problems.push({ location, code: 'SCHEMA_VIOLATION', message: `record ${i + 1} does not follow record ${i}: a record was removed, reordered or edited` });
      break;
    }
    if (recordDigest(r) !== r.digest) {
      problems.push({ location, code: 'SCHEMA_VIOLATION', message: `record ${i + 1} was edited after it was written (its digest does not match)` });
      break;
    }
    records.push(r);
    prev = r.digest;
  }
  return { ok: problems.length === 0, records, head: prev, problems };
}

/**
 * Appends records (under the project lock). The whole log is rewritten atomically, so a crash
 * leaves the old chain or the new one, never a torn line. A broken chain is kept as it is (it is
 * evidence): new records are added after it, and verification keeps reporting the break, so
 * grants recorded only after it are never trusted.
 */
export function appendAudit(root: string, events: Array<{ event: AuditEvent; data: Record<string, unknown> }>, now: Date): AuditRecord[] {
  if (events.length === 0) return [];
  ensureStateDir(root);
  const lines = readLines(root);
  let prev = GENESIS;
  if (lines.length > 0) {
    try {
      const last = JSON.parse(lines[lines.length - 1]!) as { digest?: unknown };
      prev = typeof last.digest === 'string' ? last.digest : sha256Hex(lines[lines.length - 1]!);
    } catch {
      prev = sha256Hex(lines[lines.length - 1]!);
    }
  }
  let seq = lines.length;
  const at = now.toISOString();
  const out: AuditRecord[] = [];
  for (const e of events) {
    const body = { seq: ++seq, at, event: e.event, prev, data: e.data };
    const rec: AuditRecord = { ...body, digest: recordDigest(body) };
    out.push(rec);
    lines.push(JSON.stringify(rec));
    prev = rec.digest;
  }
  writeFileAtomic(auditPath(root), lines.join('\n') + '\n');
  return out;
}
