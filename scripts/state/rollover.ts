// Report rollover: exactly one report.json + report.md pair in `.dochygiene/`, replaced so that a
// crash at any instant leaves the old pair or the new one readable.
//
// Two files cannot be renamed in one atomic step, so a write is a tiny journal:
//   1. stage   report.json.next, report.md.next        (each written atomically, fsynced)
//   2. commit  rollover.json = { json_sha256, md_sha256 }   (atomic: the commit point)
//   3. apply   rename both .next files over the pair, fsync the folder
//   4. finish  remove rollover.json
// Recovery (run under the lock before every write) rolls a committed rollover forward and removes
// an uncommitted one. A reader never needs the lock: it reads through a committed marker, and it
// checks report.md's digest line against report.json, so even a pair read from outside this module
// mid-rename is recognized as mismatched rather than trusted.
import { existsSync, readdirSync, renameSync, unlinkSync } from 'node:fs';
import { basename } from 'node:path';
import { readRegularFile } from '../shared/read-bounded.ts';
import { STATE_DIR_NAME } from '../shared/state-dir.ts';
import { join } from 'node:path';
import { writeFileAtomic, fsyncDir } from '../shared/atomic-write.ts';
import { sha256Hex } from '../shared/hash.ts';
import { HygieneError } from '../shared/errors.ts';
import { processAlive } from '../shared/lock.ts';
import { digestNamedBy } from '../contract/digest-line.ts';
import { statePaths } from './state.ts';

interface Marker { json_sha256: string; md_sha256: string }

/** The report pair and its marker are read as regular files (never a FIFO, a device or a link), bounded. */
const MAX_PAIR_FILE_BYTES = 256 * 1024 * 1024;
const MAX_MARKER_BYTES = 4096;

function readMarker(path: string): Marker | undefined {
  try {
    const read = readRegularFile(path, MAX_MARKER_BYTES);
    if (!read.ok) return undefined;
    const m = JSON.parse(read.bytes.toString('utf8')) as Partial<Marker>;
    if (typeof m.json_sha256 === 'string' && typeof m.md_sha256 === 'string') return m as Marker;
  } catch { /* absent, or not ours */ }
  return undefined;
}

function readIf(path: string): Buffer | undefined {
  const read = readRegularFile(path, MAX_PAIR_FILE_BYTES);
  if (read.ok) return read.bytes;
  if (read.reason === 'absent') return undefined;
  throw new HygieneError('UNSAFE_PATH', `${STATE_DIR_NAME}/${basename(path)} ${read.reason}; doc-hygiene reads its state only from regular files it wrote (remove it to go on)`);
}

function unlinkIf(path: string): void {
  try {
    unlinkSync(path);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
  }
}

/** Temporary files of writeFileAtomic for the files this module owns: `.<name>.<pid>.<hex>.tmp`. */
const TMP = /^\.(report\.json|report\.md|report\.json\.next|report\.md\.next|rollover\.json|state\.json)\.(\d+)\.[0-9a-f]+\.tmp$/;

/** Brings `.dochygiene/` to a committed state. Call only while holding the project lock. */
export function recoverRollover(root: string): 'clean' | 'rolled-forward' | 'rolled-back' {
  const p = statePaths(root);
  if (!existsSync(p.dir)) return 'clean';
  for (const name of readdirSync(p.dir)) {
    const m = TMP.exec(name);
    if (m && Number(m[2]) !== process.pid && !processAlive(Number(m[2]))) unlinkIf(join(p.dir, name));
  }
  const marker = readMarker(p.rollover);
  if (marker) {
    for (const [next, final, sha] of [[p.json_next, p.report_json, marker.json_sha256], [p.md_next, p.report_md, marker.md_sha256]] as const) {
      const staged = readIf(next);
      if (staged && sha256Hex(staged) === sha) renameSync(next, final);
      else if (staged) unlinkIf(next); // cannot happen: the marker is written only after both are staged
    }
    fsyncDir(p.dir);
    unlinkIf(p.rollover);
    fsyncDir(p.dir);
    return 'rolled-forward';
  }
  const hadStaged = existsSync(p.json_next) || existsSync(p.md_next) || existsSync(p.rollover);
  unlinkIf(p.json_next);
  unlinkIf(p.md_next);
  unlinkIf(p.rollover); // unreadable marker: its atomic write never completed
  if (hadStaged) fsyncDir(p.dir);
  return hadStaged ? 'rolled-back' : 'clean';
}

/**
 * Replaces the report pair. The caller holds the lock and has already validated the report;
 * report.md must name report.json's digest.
 */
export function writeReportPair(root: string, json: string | Buffer, md: string | Buffer): { json_sha256: string } {
  const jsonBuf = typeof json === 'string' ? Buffer.from(json, 'utf8') : json;
  const mdBuf = typeof md === 'string' ? Buffer.from(md, 'utf8') : md;
  const json_sha256 = sha256Hex(jsonBuf);
  const named = digestNamedBy(mdBuf.toString('utf8'));
  if (named !== json_sha256)
    throw new HygieneError('REFUSED', named ? `report.md names report.json sha256 ${named}, but the given report.json is ${json_sha256}` : 'report.md does not start with its report.json digest line');
  const p = statePaths(root);
  recoverRollover(root);
  writeFileAtomic(p.json_next, jsonBuf);
  writeFileAtomic(p.md_next, mdBuf);
  writeFileAtomic(p.rollover, JSON.stringify({ json_sha256, md_sha256: sha256Hex(mdBuf) }) + '\n');
  renameSync(p.json_next, p.report_json);
  renameSync(p.md_next, p.report_md);
  fsyncDir(p.dir);
  unlinkSync(p.rollover);
  fsyncDir(p.dir);
  return { json_sha256 };
}

export interface ReportPair {
  /** 'none': no report yet; 'ok': a matched pair; 'mismatched': report.md names another report.json. */
  status: 'none' | 'ok' | 'mismatched';
  json?: Buffer;
  md?: Buffer;
  json_sha256?: string;
  /** The pair was read through a committed rollover not yet applied. */
  rolling_forward?: boolean;
  problem?: string;
}

function readOnce(root: string): ReportPair {
  const p = statePaths(root);
  const marker = readMarker(p.rollover);
  let json: Buffer | undefined;
  let md: Buffer | undefined;
  let rolling = false;
  if (marker) {
    const jn = readIf(p.json_next);
    const mn = readIf(p.md_next);
    json = jn && sha256Hex(jn) === marker.json_sha256 ? ((rolling = true), jn) : readIf(p.report_json);
    md = mn && sha256Hex(mn) === marker.md_sha256 ? ((rolling = true), mn) : readIf(p.report_md);
  } else {
    json = readIf(p.report_json);
    md = readIf(p.report_md);
  }
  if (!json && !md) return { status: 'none' };
  if (!json || !md) return { status: 'mismatched', json, md, problem: json ? 'report.md is missing' : 'report.json is missing' };
  const json_sha256 = sha256Hex(json);
  const named = digestNamedBy(md.toString('utf8'));
  if (named !== json_sha256)
    return {
      status: 'mismatched',
      json,
      md,
      json_sha256,
      problem: named ? `report.md belongs to report.json ${named.slice(0, 12)}…, not to the present one (${json_sha256.slice(0, 12)}…)` : 'report.md has no report.json digest line',
    };
  return { status: 'ok', json, md, json_sha256, ...(rolling ? { rolling_forward: true } : {}) };
}

/** The current report pair, without the lock and without changing anything. */
export function readReportPair(root: string): ReportPair {
  let r = readOnce(root);
  // A writer may have renamed between our reads: a second look sees a settled pair.
  for (let i = 0; i < 3 && r.status === 'mismatched'; i++) r = readOnce(root);
  return r;
}
