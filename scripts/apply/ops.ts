// Carrying out one journaled operation on the project, and telling which side of it a path is on.
// A write replaces the file atomically (scripts/shared/atomic-write.ts) and is read back; a delete
// moves the file or folder into the run's trash with one rename. Either way a path is always
// exactly before or exactly after its operation, whenever the process stops.
import { readRegularFile } from '../shared/read-bounded.ts';
import { cpSync, existsSync, lstatSync, mkdirSync, readdirSync, realpathSync, renameSync, rmdirSync, rmSync, unlinkSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { fsyncDir, tempOwner, writeFileAtomic } from '../shared/atomic-write.ts';
import { processAlive } from '../shared/lock.ts';
import { walkSymlinks } from '../shared/paths.ts';
import { HygieneError } from '../shared/errors.ts';
import { sha256Hex } from '../shared/hash.ts';
import { absPath, readPathState, stateKey } from './fs-state.ts';
import { opStateKey, readBlob, readPreImage, runDir, type JournalOp, type RunManifest } from './journal.ts';

export type Side = 'pre' | 'post' | 'changed';

/** Where a path stands relative to an operation: before it, after it, or neither. */
export function sideOf(root: string, op: Pick<JournalOp, 'path' | 'pre' | 'post'>): Side {
  const cur = stateKey(readPathState(root, op.path));
  if (cur === opStateKey(op.post)) return 'post';
  if (cur === opStateKey(op.pre)) return 'pre';
  return 'changed';
}

/** Missing ancestor folders of a path, outermost first (project-relative). */
export function missingDirs(root: string, rel: string): string[] {
  const parts = rel.split('/').slice(0, -1);
  const out: string[] = [];
  for (let i = 1; i <= parts.length; i++) {
    const d = parts.slice(0, i).join('/');
    if (!existsSync(absPath(root, d))) out.push(d);
  }
  return out;
}

/**
 * A check run right before each rename into or out of the project: every folder on the way to
 * `rel` is still a real folder (one swapped for a symlink during the run would receive the write).
 */
export function parentGuard(root: string, rel: string): () => void {
  const rootReal = realpathSync(root);
  const parent = rel.includes('/') ? rel.slice(0, rel.lastIndexOf('/')) : '';
  return () => {
    if (parent !== '' && walkSymlinks(rootReal, parent).kind !== 'none')
      throw new HygieneError('UNSAFE_PATH', `${rel}: a folder on its way became a symlink during the run; nothing was written through it`);
  };
}

function moveInto(from: string, to: string, check: () => void): void {
  mkdirSync(dirname(to), { recursive: true });
  check();
  try {
    renameSync(from, to);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EXDEV') throw err;
    // Another file system (a mount inside the project): copy whole, then remove.
    cpSync(from, to, { recursive: true, verbatimSymlinks: true, preserveTimestamps: true });
    rmSync(from, { recursive: true, force: true });
  }
  fsyncDir(dirname(from));
  fsyncDir(dirname(to));
}

/** The run's own trash slot of a delete (journal-check.ts holds pre_blob to `trash/<n>`), never through a symlink. */
function trashSlot(root: string, m: RunManifest, op: JournalOp): string {
  const trash = join(runDir(root, m.run_id), 'trash');
  for (const p of [trash, join(trash, String(op.n))]) {
    try {
      if (lstatSync(p).isSymbolicLink()) throw new HygieneError('REFUSED', `journal ${m.run_id}: ${p} is a symlink`);
    } catch (err) {
      if (err instanceof HygieneError) throw err;
    }
  }
  return join(trash, String(op.n));
}

/** Moves a path from the project into the run's trash (a delete op, forward). */
export function performOp(root: string, m: RunManifest, op: JournalOp): void {
  const abs = absPath(root, op.path);
  if (op.action === 'delete') {
    moveInto(abs, trashSlot(root, m, op), parentGuard(root, op.path));
    return;
  }
  const post = readBlob(root, m, op.post_blob!);
  if (op.post.type !== 'file' || sha256Hex(post) !== op.post.sha256)
    throw new HygieneError('REFUSED', `journal ${m.run_id}: the bytes for ${op.path} do not match the run's record; nothing was written to it`);
  const check = parentGuard(root, op.path);
  for (const d of op.created_dirs) {
    check();
    mkdirSync(absPath(root, d), { recursive: true }); // only the folders the run creates; a vanished one is not
  }
  writeFileAtomic(abs, post, { checkParent: check, noMkdir: true });
  // Read back: the write is verified before the run goes on (an extraction before its delete).
  const read = readRegularFile(abs, Number.MAX_SAFE_INTEGER); // a swap to a link or FIFO reads as a mismatch
  const back = read.ok ? read.bytes : Buffer.alloc(0);
  if (op.post.type !== 'file' || !read.ok || sha256Hex(back) !== op.post.sha256)
    throw new HygieneError('IO', `${op.path} did not read back as written; the run stops here and can be undone`);
}

/** Puts a path back as it was before the first run of a clean touched it (undo). */
export function restorePre(root: string, run: RunManifest, op: JournalOp, createdDirs: string[]): void {
  const abs = absPath(root, op.path);
  const check = parentGuard(root, op.path);
  if (op.pre.type === 'absent') {
    check();
    try {
      unlinkSync(abs);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
    }
    fsyncDir(dirname(abs));
    for (const d of [...createdDirs].reverse()) {
      try {
        rmdirSync(absPath(root, d)); // only when empty
      } catch { /* not empty, or gone: leave it */ }
    }
    return;
  }
  if (op.action === 'delete') {
    moveInto(trashSlot(root, run, op), abs, check); // the trash holds the file or folder itself
    return;
  }
  writeFileAtomic(abs, readPreImage(root, run, op), { checkParent: check });
}

/**
 * Removes temporary files an interrupted atomic write left next to `rel`: those of process `pid`,
 * or (no pid) those of any process that is gone (a killed undo leaves its own).
 */
export function removeStrayTemps(root: string, rel: string, pid?: number): string[] {
  const abs = absPath(root, rel);
  const dir = dirname(abs);
  const name = basename(abs);
  const removed: string[] = [];
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch {
    return removed;
  }
  for (const n of names) {
    const owner = tempOwner(n, name);
    if (owner === undefined || owner === process.pid) continue;
    if (pid !== undefined ? owner !== pid : processAlive(owner)) continue;
    try {
      unlinkSync(join(dir, n));
      removed.push(rel.includes('/') ? `${rel.slice(0, rel.lastIndexOf('/'))}/${n}` : n);
    } catch { /* gone */ }
  }
  return removed;
}
