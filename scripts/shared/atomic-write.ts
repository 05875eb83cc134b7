// The one atomic writer: write a temporary file in the same folder, fsync it, rename it over the
// target, fsync the folder. A reader sees the old bytes or the new bytes, never a torn file.
// Temporary names fit any legal file name: `.<name>.<pid>.<hex>.tmp`, or for a name too long to
// carry (NAME_MAX is 255 bytes) `.<sha16 of the name>.<pid>.<hex>.tmp` (tempPrefix).
import { openSync, writeSync, fsyncSync, closeSync, renameSync, unlinkSync, mkdirSync, statSync } from 'node:fs';
import { dirname, basename, join } from 'node:path';
import { createHash, randomBytes } from 'node:crypto';

/** Longest file name (bytes) whose temporary name still carries it whole. */
const MAX_CARRIED_NAME = 200;

/** The start of every temporary name writeFileAtomic uses for `name` in process `pid`. */
export function tempPrefix(name: string, pid: number): string {
  const carried = Buffer.byteLength(name, 'utf8') <= MAX_CARRIED_NAME ? name : createHash('sha256').update(name).digest('hex').slice(0, 16);
  return `.${carried}.${pid}.`;
}

/** Whether `entry` (a name in a folder) is a temporary file writeFileAtomic made for `name`; its pid. */
export function tempOwner(entry: string, name: string): number | undefined {
  const m = /^\.(.+)\.(\d+)\.[0-9a-f]{8}\.tmp$/.exec(entry);
  if (!m) return undefined;
  const pid = Number(m[2]);
  return entry.startsWith(tempPrefix(name, pid)) ? pid : undefined;
}

export interface AtomicWriteOptions {
  mode?: number;
  /** Called right before the temporary file is created and again right before the rename: throws to stop (a folder swapped for a symlink). */
  checkParent?: () => void;
  /** Never create the folder: it must exist (a folder that vanished mid-run is not recreated). */
  noMkdir?: boolean;
}

export function writeFileAtomic(path: string, data: string | Uint8Array, opts: AtomicWriteOptions = {}): void {
  const dir = dirname(path);
  if (!opts.noMkdir) mkdirSync(dir, { recursive: true });
  opts.checkParent?.();
  const tmp = join(dir, `${tempPrefix(basename(path), process.pid)}${randomBytes(4).toString('hex')}.tmp`);
  let mode = opts.mode;
  if (mode === undefined) {
    try {
      mode = statSync(path).mode & 0o7777; // keep the permissions of the file we replace
    } catch {
      mode = 0o644;
    }
  }
  const fd = openSync(tmp, 'wx', mode);
  try {
    const buf = typeof data === 'string' ? Buffer.from(data, 'utf8') : data;
    let off = 0;
    while (off < buf.length) off += writeSync(fd, buf, off, buf.length - off);
    fsyncSync(fd);
  } catch (err) {
    closeSync(fd);
    try { unlinkSync(tmp); } catch { /* already gone */ }
    throw err;
  }
  closeSync(fd);
  try {
    opts.checkParent?.();
    renameSync(tmp, path);
  } catch (err) {
    try { unlinkSync(tmp); } catch { /* already gone */ }
    throw err;
  }
  fsyncDir(dir);
}

export function fsyncDir(dir: string): void {
  try {
    const fd = openSync(dir, 'r');
    try { fsyncSync(fd); } finally { closeSync(fd); }
  } catch {
    /* some file systems refuse fsync on a directory; the rename is still atomic */
  }
}
