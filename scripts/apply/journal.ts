// The journal `.dochygiene/journal/<run>/`: one folder per apply run, written ahead of every change.
//   manifest.json  what the run does: its entries, and per path the state before and after
//   blobs.pack     one file holding, at offsets the manifest names, the bytes each file had before
//                  the run, the bytes it gets (so an interrupted run can be finished), and the texts
//                  supplied at clean time (rewrites, extractions; later runs replay them); written
//                  and fsynced before the manifest, the manifest before any project file changes
//   trash/N        a deleted file or folder, moved here whole (one rename), so undo brings it back
// A run whose manifest says "prepared" was interrupted: the next command finishes it (recover.ts).
// The runs that share a report digest form one clean; `undo` restores the last clean.
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { writeFileAtomic } from '../shared/atomic-write.ts';
import { stateDirOf } from '../shared/state-dir.ts';
import { sha256Hex } from '../shared/hash.ts';
import type { FileState, SuppliedTexts } from './types.ts';

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
  tier: 'auto' | 'confirm';
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
  report: { digest: string; generated_at: string };
  entries: JournalEntry[];
  ops: JournalOp[];
  consumed_grants: string[];
  committed_at?: string;
  recovered?: { at: string; problems: string[] };
  undone_at?: string;
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

const RUN_NAME = /^r(\d{6})-[0-9TZ]+-[0-9a-f]{4}$/;

/** Every run folder, oldest first. */
export function listRuns(root: string): RunRecord[] {
  const jr = journalRoot(root);
  if (!existsSync(jr)) return [];
  const out: Array<RunRecord & { seq: number }> = [];
  for (const name of readdirSync(jr)) {
    const m = RUN_NAME.exec(name);
    if (!m) continue;
    const dir = join(jr, name);
    let manifest: RunManifest | undefined;
    try {
      manifest = JSON.parse(readFileSync(join(dir, 'manifest.json'), 'utf8')) as RunManifest;
      if (manifest.schema !== 1 || manifest.run_id !== name) manifest = undefined;
    } catch {
      manifest = undefined;
    }
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

export function saveManifest(root: string, m: RunManifest): void {
  writeFileAtomic(join(runDir(root, m.run_id), 'manifest.json'), JSON.stringify(m, null, 2) + '\n');
}

/**
 * The run's pre-images, post-images and texts are written as one pack file (`blobs.pack`, fsynced
 * once, before the manifest) and named `blobs.pack:<offset>:<length>`; a delete's pre-image is its
 * trash entry (`trash/N`).
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
  write(root: string, runId: string): void {
    writeFileAtomic(join(runDir(root, runId), PACK), Buffer.concat(this.parts), { mode: 0o600 });
  }
}

const PACK = 'blobs.pack';
const packCache = new Map<string, Buffer>();

export function readBlob(root: string, runId: string, name: string): Buffer {
  const m = /^blobs\.pack:(\d+):(\d+)$/.exec(name);
  if (!m) return readFileSync(join(runDir(root, runId), name));
  const key = runDir(root, runId);
  let pack = packCache.get(key);
  if (!pack) {
    pack = readFileSync(join(key, PACK));
    packCache.set(key, pack);
  }
  const off = Number(m[1]);
  const len = Number(m[2]);
  if (off + len > pack.length) throw new Error(`journal ${runId}: ${name} lies outside blobs.pack`);
  return pack.subarray(off, off + len);
}

export function removeRunDir(root: string, runId: string): void {
  rmSync(runDir(root, runId), { recursive: true, force: true });
}

export function ensureRunDir(root: string, runId: string): string {
  const d = runDir(root, runId);
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

function readText(root: string, runId: string, name: string | undefined): string | undefined {
  return name === undefined ? undefined : readBlob(root, runId, name).toString('utf8');
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
      items.push({ id: e.id, rank: run.seq, run_id: run.run_id, texts: { replacement: readText(root, run.run_id, e.texts?.replacement), extraction: readText(root, run.run_id, e.texts?.extraction) } });
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
      else s = { type: 'file', bytes: readBlob(root, f.run.run_id, f.op.pre_blob!) };
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
