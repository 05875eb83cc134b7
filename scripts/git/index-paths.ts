// Whether the index holds a path under a prefix, read from .git/index itself (no process spawned,
// for the SessionStart hook and `status`, which start none). Entries are sorted by their bytes, so
// the read stops at the first entry past the prefix: for `.dochygiene/` that is near the start of
// the file. An index this reader does not know (a version other than 2-4, a split index whose
// entries live in a shared file, a damaged file, a prefix beyond the bytes it reads) is "unknown",
// never "not tracked".
import { closeSync, constants, fstatSync, openSync, readdirSync, readSync } from 'node:fs';
import { join } from 'node:path';
import type { RepoLayout } from './layout.ts';

/** How much of the index is read at most: the entries before `.dochygiene/` are few in any repository. */
const MAX_INDEX_PREFIX_BYTES = 16 * 1024 * 1024;

/** Reads up to `max` bytes of a regular file (non-blocking open, no final symlink); undefined when it is not one. */
function readHead(path: string, max: number): { bytes: Buffer; whole: boolean } | 'absent' | undefined {
  let fd: number;
  try {
    fd = openSync(path, constants.O_RDONLY | constants.O_NONBLOCK | constants.O_NOFOLLOW);
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'ENOENT' ? 'absent' : undefined;
  }
  try {
    const st = fstatSync(fd);
    if (!st.isFile()) return undefined;
    const buf = Buffer.allocUnsafe(Math.min(st.size, max));
    let off = 0;
    while (off < buf.length) {
      const n = readSync(fd, buf, off, buf.length - off, off);
      if (n === 0) break;
      off += n;
    }
    return { bytes: buf.subarray(0, off), whole: off >= st.size };
  } finally {
    closeSync(fd);
  }
}

/**
 * true: some index entry's path starts with `prefix` (e.g. ".dochygiene/"); false: none does (no
 * index counts as none); undefined: this reader cannot tell.
 */
export function indexHasPathUnder(layout: RepoLayout, prefix: string): boolean | undefined {
  try {
    if (readdirSync(layout.gitdir).some((n) => n.startsWith('sharedindex.'))) return undefined; // split index
  } catch {
    return undefined;
  }
  const head = readHead(join(layout.gitdir, 'index'), MAX_INDEX_PREFIX_BYTES);
  if (head === 'absent') return false;
  if (head === undefined) return undefined;
  const buf = head.bytes;
  if (buf.length < 12 || buf.toString('latin1', 0, 4) !== 'DIRC') return undefined;
  const version = buf.readUInt32BE(4);
  const count = buf.readUInt32BE(8);
  if (version < 2 || version > 4) return undefined;
  const want = Buffer.from(prefix, 'utf8');
  const hashBytes = layout.objectFormat === 'sha256' ? 32 : 20;
  let at = 12;
  let previous: Buffer = Buffer.alloc(0);
  for (let i = 0; i < count; i++) {
    const flagsAt = at + 40 + hashBytes;
    if (flagsAt + 2 > buf.length) return undefined;
    const flags = buf.readUInt16BE(flagsAt);
    const extended = version >= 3 && (flags & 0x4000) !== 0;
    let nameAt = flagsAt + 2 + (extended ? 2 : 0);
    let name: Buffer;
    if (version === 4) {
      // The name is the previous one less `strip` bytes, then a NUL-terminated suffix.
      let c = buf[nameAt++];
      if (c === undefined) return undefined;
      let strip = c & 127;
      while (c & 128) {
        c = buf[nameAt++];
        if (c === undefined) return undefined;
        strip = ((strip + 1) << 7) | (c & 127);
      }
      const nul = buf.indexOf(0, nameAt);
      if (nul < 0 || strip > previous.length) return undefined;
      name = Buffer.concat([previous.subarray(0, previous.length - strip), buf.subarray(nameAt, nul)]);
      at = nul + 1;
    } else {
      const nul = buf.indexOf(0, nameAt);
      if (nul < 0) return undefined;
      name = buf.subarray(nameAt, nul);
      // Entries are padded with NULs to a multiple of 8 bytes (at least one NUL).
      at += ((nameAt - at) + name.length + 8) & ~7;
    }
    if (name.subarray(0, want.length).equals(want)) return true;
    if (Buffer.compare(name, want) > 0) return false; // sorted: every later entry is past the prefix too
    previous = name;
  }
  return false;
}
