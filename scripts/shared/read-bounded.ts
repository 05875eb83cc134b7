// Reading a file that may be hostile: only a regular file (never a FIFO, a device such as
// /dev/zero, or a folder), never through a final symlink unless asked, and never more than a
// bound. Opening is non-blocking, so a FIFO with no writer cannot hang the reader.
import { closeSync, constants, fstatSync, openSync, readSync } from 'node:fs';
import { HygieneError } from './errors.ts';

export type BoundedRead = { ok: true; bytes: Buffer } | { ok: false; reason: string };

export interface ReadOptions {
  /** Follow a final symlink (the caller has checked where it leads). Default: refuse it. */
  followSymlink?: boolean;
}

export function readRegularFile(path: string, maxBytes: number, opts: ReadOptions = {}): BoundedRead {
  let fd: number;
  try {
    fd = openSync(path, constants.O_RDONLY | constants.O_NONBLOCK | (opts.followSymlink ? 0 : constants.O_NOFOLLOW));
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    if (code === 'ENOENT' || code === 'ENOTDIR') return { ok: false, reason: 'absent' };
    if (code === 'ELOOP') return { ok: false, reason: 'is a symlink' };
    return { ok: false, reason: `cannot be read (${code})` };
  }
  try {
    const st = fstatSync(fd);
    if (!st.isFile()) return { ok: false, reason: st.isDirectory() ? 'is a folder' : 'is not a regular file' };
    if (st.size > maxBytes) return { ok: false, reason: `is larger than ${maxBytes} bytes` };
    // Read at most maxBytes + 1: a file that grows while we read is still bounded.
    const buf = Buffer.allocUnsafe(Math.min(st.size, maxBytes) + 1);
    let off = 0;
    for (;;) {
      const n = readSync(fd, buf, off, buf.length - off, off);
      if (n === 0) break;
      off += n;
      if (off === buf.length) break;
    }
    if (off > maxBytes) return { ok: false, reason: `is larger than ${maxBytes} bytes` };
    return { ok: true, bytes: buf.subarray(0, off) };
  } finally {
    closeSync(fd);
  }
}

/** Bound of a JSON file a CLI is given (a scan of a large repository is tens of megabytes). */
export const MAX_JSON_INPUT_BYTES = 1 << 30;

/**
 * A JSON file named on a command line, read as a regular file (never a FIFO or a device), bounded:
 * USAGE when it cannot be read, PARSE when it is not JSON.
 */
export function readJsonInput(path: string, what: string, opts: ReadOptions = {}): unknown {
  const read = readRegularFile(path, MAX_JSON_INPUT_BYTES, opts);
  if (!read.ok) throw new HygieneError('USAGE', `cannot read ${what} ${path}: it ${read.reason}`);
  try {
    return JSON.parse(read.bytes.toString('utf8'));
  } catch (err) {
    throw new HygieneError('PARSE', `${what} ${path} is not valid JSON: ${(err as Error).message}`);
  }
}

/** The text of a regular file (a final symlink followed), or undefined when it is absent, not one, or larger than `maxBytes`. */
export function readRegularText(path: string, maxBytes: number): string | undefined {
  const read = readRegularFile(path, maxBytes, { followSymlink: true });
  return read.ok ? read.bytes.toString('utf8') : undefined;
}

/**
 * A file descriptor for reading a regular file (opened without blocking, a final symlink followed):
 * throws when it is anything else, so a FIFO or a device planted under a known name cannot hang or
 * feed a reader that expects a file.
 */
export function openRegularFile(path: string): number {
  const fd = openSync(path, constants.O_RDONLY | constants.O_NONBLOCK);
  try {
    if (!fstatSync(fd).isFile()) throw new HygieneError('IO', `${path} is not a regular file`);
  } catch (err) {
    closeSync(fd);
    throw err;
  }
  return fd;
}
