// The journal `.dochygiene/journal/<run>/`: one folder per apply run, written ahead of every change.
//   manifest.json  what the run does: its entries, and per path the state before and after
//   blobs.pack     one file holding, at offsets the manifest names, the bytes each file had before
//                  the run, the bytes it gets (so an interrupted run can be finished), and the texts
//                  supplied at clean time (rewrites, extractions; later runs replay them); written
//                  and fsynced before the manifest, the manifest before any project file changes
//   trash/N        a deleted file or folder, moved here whole (one rename), so undo brings it back
// A run whose manifest says "prepared" was interrupted: the next command finishes it (recover.ts).
// The runs that share a report digest form one clean; `undo` restores the last clean.
// The journal is untrusted input like the report: a run folder may have come with the repository
// or been planted. Every manifest is sealed with this user's machine key (shared/machine-key.ts)
// and every field is checked (journal-check.ts) before any run is replayed, undone or read.
import { lstatSync, mkdirSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { writeFileAtomic } from '../shared/atomic-write.ts';
import { HygieneError } from '../shared/errors.ts';
import { assertStateFolder, ensureStateSubdir, stateDirOf, STATE_DIR_NAME } from '../shared/state-dir.ts';
import { canonicalJson, sha256Hex } from '../shared/hash.ts';
import { sealOf } from '../shared/machine-key.ts';
import { readRegularFile } from '../shared/read-bounded.ts';
import { manifestProblem, MAX_MANIFEST_BYTES, PACK, PACK_REF } from './journal-check.ts';
import type { FileState, SuppliedTexts } from './types.ts';
import type { SafetyTier } from '../contract/tier.ts';

export type OpState = { type: 'file'; sha256: string } | { type: 'absent' } | { type: 'dir'; digest: string };

export interface JournalOp {
  n: number;
  path: string;
  action: 'write' | 'delete';
  pre: OpState;
  post: OpState;
  /** Run-relative blob holding the state before: blobs/pre-N for a write, trash/N for a delete. */
  pre_blob?: string;
  /** Run-relative blob holding the bytes after (writes only). */
  post_blob?: string;
  /** Folders the write created (project-relative, outermost first); undo removes them when empty. */
  created_dirs: string[];
  entries: string[];
  undone?: boolean;
}

export interface JournalEntry {
  id: string;
  path: string;
  kind: string;
  tier: SafetyTier;
  grant_id?: string;
  /** Run-relative blobs of the supplied texts. */
  texts?: { replacement?: string; extraction?: string };
  tokens: { raw: number; per_session: number };
  undone?: boolean;
}

export interface RunManifest {
  schema: 1;
  run_id: string;
  seq: number;
  pid: number;
  started_at: string;
  status: 'prepared' | 'committed';
  /** sha256 of blobs.pack, written before the manifest. */
  pack_sha256: string;
  report: { digest: string; generated_at: string };
  entries: JournalEntry[];
  ops: JournalOp[];
  consumed_grants: string[];
  /** Entries the user declined in this run (an auto row answered "no"): left exactly as they were. */
  declined?: Array<{ id: string; path: string; kind: string }>;
  committed_at?: string;
  recovered?: { at: string; problems: string[] };
  undone_at?: string;
  /** Set when a write failed for good and the run was rolled back to its start (rollback.ts). */
  rolled_back?: { at: string; reason: string; problems: string[] };
  /** HMAC of every other field under this user's machine key. */
  seal?: string;
}

export interface RunRecord {
  dir: string;
  manifest?: RunManifest;
}

export function journalRoot(root: string): string {
  return join(stateDirOf(root), 'journal');
}

export function runDir(root: string, runId: string): string {
  return join(journalRoot(root), runId);
}

export const RUN_NAME = /^r(\d{6})-[0-9TZ]+-[0-9a-f]{4}$/;

function refuseRun(name: string, problem: string): never {
  throw new HygieneError(
    'REFUSED',
    `refusing the journal: ${STATE_DIR_NAME}/journal/${name} ${problem}. doc-hygiene replays only runs it wrote for this user on this machine; nothing was changed. Inspect the folder, then remove it to go on.`,
  );
}

/** Every run folder, oldest first; refuses (REFUSED) the whole journal when one run is not ours. */
export function listRuns(root: string): RunRecord[] {
  assertStateFolder(root, 'journal');
  const jr = journalRoot(root);
  let names: string[];
  try {
    names = readdirSync(jr);
  } catch {
    return [];
  }
  const out: Array<RunRecord & { seq: number }> = [];
  for (const name of names) {
    const m = RUN_NAME.exec(name);
    if (!m) continue;
    const dir = join(jr, name);
    if (!lstatSync(dir).isDirectory()) refuseRun(name, 'is not a folder (a symlink or a file)');
    const read = readRegularFile(join(dir, 'manifest.json'), MAX_MANIFEST_BYTES);
    let manifest: RunManifest | undefined;
    if (read.ok) {
      let value: unknown;
      try {
        value = JSON.parse(read.bytes.toString('utf8'));
      } catch {
        refuseRun(name, 'has a manifest.json that is not JSON');
      }
      const problem = manifestProblem(root, name, value);
      if (problem) refuseRun(name, problem);
      manifest = value as RunManifest;
    } else if (read.reason !== 'absent') refuseRun(name, `has a manifest.json that ${read.reason}`);
    out.push({ dir, manifest, seq: Number(m[1]) });
  }
  out.sort((a, b) => a.seq - b.seq || (a.dir < b.dir ? -1 : 1));
  return out.map(({ dir, manifest }) => ({ dir, manifest }));
}

export function newRunId(root: string, now: Date, rand: string): { run_id: string; seq: number } {
  const runs = listRuns(root);
  let seq = 0;
  for (const r of runs) {
    const m = RUN_NAME.exec(r.dir.split(/[\\/]/).pop()!);
    if (m) seq = Math.max(seq, Number(m[1]));
  }
  seq += 1;
  const stamp = now.toISOString().replace(/[-:]/g, '').replace(/\.\d+Z$/, 'Z');
  return { run_id: `r${String(seq).padStart(6, '0')}-${stamp}-${rand}`, seq };
}

/** The text a manifest's seal covers: every field but the seal, canonically. */
export function sealedText(m: RunManifest): string {
  const { seal: _seal, ...rest } = m;
  return canonicalJson(rest);
}

export function saveManifest(root: string, m: RunManifest): void {
  m.seal = sealOf('journal run', sealedText(m), root);
  writeFileAtomic(join(runDir(root, m.run_id), 'manifest.json'), JSON.stringify(m, null, 2) + '\n');
}

/**
 * The run's pre-images, post-images and texts are written as one pack file (`blobs.pack`, fsynced
 * once, before the manifest, which records its sha256) and named `blobs.pack:<offset>:<length>`;
 * a delete's pre-image is its trash entry (`trash/N`).
 */
export class BlobPack {
  private parts: Buffer[] = [];
  private size = 0;
  add(data: Buffer): string {
    const ref = `${PACK}:${this.size}:${data.length}`;
    this.parts.push(data);
    this.size += data.length;
    return ref;
  }
  /** Writes the pack; returns its sha256 for the manifest. */
  write(root: string, runId: string): string {
    const all = Buffer.concat(this.parts);
    writeFileAtomic(join(runDir(root, runId), PACK), all, { mode: 0o600 });
    return sha256Hex(all);
  }
}

const packCache = new Map<string, Buffer>();

/** A blob of a run: only a `blobs.pack:<off>:<len>` slice of the run's own, unchanged pack. */
export function readBlob(root: string, m: Pick<RunManifest, 'run_id' | 'pack_sha256'>, name: string): Buffer {
  const ref = PACK_REF.exec(name);
  if (!ref) throw new HygieneError('REFUSED', `journal ${m.run_id}: blob name "${name}" is not a slice of the run's ${PACK}`);
  const key = runDir(root, m.run_id);
  let pack = packCache.get(key);
  if (!pack) {
    const read = readRegularFile(join(key, PACK), Number.MAX_SAFE_INTEGER);
    if (!read.ok) throw new HygieneError('REFUSED', `journal ${m.run_id}: ${PACK} ${read.reason}`);
    if (sha256Hex(read.bytes) !== m.pack_sha256) throw new HygieneError('REFUSED', `journal ${m.run_id}: ${PACK} changed after the run wrote it`);
    pack = read.bytes;
    packCache.set(key, pack);
  }
  const off = Number(ref[1]);
  const len = Number(ref[2]);
  if (off + len > pack.length) throw new HygieneError('REFUSED', `journal ${m.run_id}: ${name} lies outside ${PACK}`);
  return pack.subarray(off, off + len);
}

/** The bytes a file had before an op: its pack slice, or (a delete) the file in the op's trash slot; checked against the recorded sha256. */
export function readPreImage(root: string, m: RunManifest, op: JournalOp): Buffer {
  let bytes: Buffer;
  if (op.action === 'delete') {
    const trash = join(runDir(root, m.run_id), 'trash');
    if (lstatSync(trash).isSymbolicLink()) throw new HygieneError('REFUSED', `journal ${m.run_id}: trash is a symlink`);
    const read = readRegularFile(join(trash, String(op.n)), Number.MAX_SAFE_INTEGER);
    if (!read.ok) throw new HygieneError('REFUSED', `journal ${m.run_id}: trash/${op.n} ${read.reason}`);
    bytes = read.bytes;
  } else bytes = readBlob(root, m, op.pre_blob!);
  if (op.pre.type !== 'file' || sha256Hex(bytes) !== op.pre.sha256)
    throw new HygieneError('REFUSED', `journal ${m.run_id}: the saved bytes of ${op.path} do not match the run's record`);
  return bytes;
}

export function removeRunDir(root: string, runId: string): void {
  rmSync(runDir(root, runId), { recursive: true, force: true });
}

export function ensureRunDir(root: string, runId: string): string {
  const d = join(ensureStateSubdir(root, 'journal'), runId);
  mkdirSync(d, { recursive: true });
  return d;
}

export function opStateOf(s: FileState): OpState | undefined {
  if (s.type === 'file') return { type: 'file', sha256: sha256Hex(s.bytes) };
  if (s.type === 'absent') return { type: 'absent' };
  if (s.type === 'dir') return { type: 'dir', digest: s.digest };
  return undefined;
}

export function opStateKey(s: OpState): string {
  return s.type === 'file' ? `file:${s.sha256}` : s.type === 'dir' ? `dir:${s.digest}` : 'absent';
}

// ---------------------------------------------------------------------------------------------
// The ledger: what this clean (the committed runs of one report) has applied so far.

export interface LedgerItem {
  id: string;
  rank: number;
  run_id: string;
  texts: SuppliedTexts;
}

export interface Ledger {
  digest: string;
  runs: RunManifest[];
  items: LedgerItem[];
  /** The state a path had before this clean first touched it (its check-time state). */
  base(path: string): FileState | undefined;
  /** The state this clean last left a path in. */
  lastPost(path: string): OpState | undefined;
  /** Run that applied an entry. */
  appliedBy(id: string): string | undefined;
}

function readText(root: string, run: RunManifest, name: string | undefined): string | undefined {
  return name === undefined ? undefined : readBlob(root, run, name).toString('utf8');
}

export function loadLedger(root: string, digest: string): Ledger {
  const runs = listRuns(root)
    .map((r) => r.manifest)
    .filter((m): m is RunManifest => m !== undefined && m.status === 'committed' && m.report.digest === digest);
  const items: LedgerItem[] = [];
  const firstOp = new Map<string, { run: RunManifest; op: JournalOp }>();
  const lastOp = new Map<string, JournalOp>();
  const applied = new Map<string, string>();
  for (const run of runs) {
    for (const e of run.entries) {
      if (e.undone) continue;
      items.push({ id: e.id, rank: run.seq, run_id: run.run_id, texts: { replacement: readText(root, run, e.texts?.replacement), extraction: readText(root, run, e.texts?.extraction) } });
      applied.set(e.id, run.run_id);
    }
    for (const op of run.ops) {
      if (op.undone) continue;
      if (!firstOp.has(op.path)) firstOp.set(op.path, { run, op });
      lastOp.set(op.path, op);
    }
  }
  const baseCache = new Map<string, FileState>();
  return {
    digest,
    runs,
    items,
    base(path) {
      const f = firstOp.get(path);
      if (!f) return undefined;
      let s = baseCache.get(path);
      if (s) return s;
      const pre = f.op.pre;
      if (pre.type === 'absent') s = { type: 'absent' };
      else if (pre.type === 'dir') s = { type: 'dir', digest: pre.digest };
      else s = { type: 'file', bytes: readPreImage(root, f.run, f.op) };
      baseCache.set(path, s);
      return s;
    },
    lastPost(path) {
      return lastOp.get(path)?.post;
    },
    appliedBy(id) {
      return applied.get(id);
    },
  };
}
