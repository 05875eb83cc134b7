// Reading a file that may be hostile: only a regular file (never a FIFO, a device such as
// /dev/zero, or a folder), never through a final symlink unless asked, and never more than a
// bound. Opening is non-blocking, so a FIFO with no writer cannot hang the reader.
import { closeSync, constants, fstatSync, openSync, readSync } from 'node:fs';

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
