// Reading what a project path holds, and the guards every report path passes before it is read
// or written: project-relative, outside .git/ and .dochygiene/, no symlink leading out of the
// project (scripts/shared/paths.ts). A path that reaches a symlink inside the project is not
// refused outright, but never edited: its state reads as "other".
import { lstatSync, realpathSync } from 'node:fs';
import { readRegularFile } from '../shared/read-bounded.ts';
import { join, sep } from 'node:path';
import { HygieneError } from '../shared/errors.ts';
import { resolveInsideRoot, throughSymlinkedFolder } from '../shared/paths.ts';
import { directoryDigest } from '../shared/content-digest.ts';
import { STATE_DIR_NAME } from '../shared/state-dir.ts';
import { sha256Hex } from '../shared/hash.ts';
import type { FileState } from './types.ts';

/** Files larger than this are not edited (a report is untrusted; so are its targets). */
export const MAX_FILE_BYTES = 64 * 1024 * 1024;

/** Refuses (throws UNSAFE_PATH) a report path that may not be touched; returns its absolute path. */
export function guardPath(root: string, rel: string, location: string): string {
  const abs = resolveInsideRoot(root, rel, location);
  if (rel === STATE_DIR_NAME || rel.startsWith(STATE_DIR_NAME + '/'))
    throw new HygieneError('UNSAFE_PATH', `must not point inside ${STATE_DIR_NAME}/ ("${rel}")`, location);
  return abs;
}

export function readPathState(root: string, rel: string): FileState {
  const rootReal = realpathSync(root);
  const abs = join(rootReal, ...rel.split('/'));
  if (throughSymlinkedFolder(rootReal, rel)) return { type: 'other', what: 'reached through a symlink' };
  let st;
  try {
    st = lstatSync(abs);
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    if (code === 'ENOENT' || code === 'ENOTDIR' || code === 'ENAMETOOLONG') return { type: 'absent' }; // a name no file system takes cannot exist
    throw new HygieneError('IO', `cannot read ${rel}: ${code}`);
  }
  if (st.isSymbolicLink()) return { type: 'other', what: 'a symlink' };
  if (st.isDirectory()) return { type: 'dir', digest: directoryDigest(abs) };
  if (!st.isFile()) return { type: 'other', what: 'not a regular file' };
  if (st.size > MAX_FILE_BYTES) return { type: 'other', what: `larger than ${MAX_FILE_BYTES} bytes` };
  // Opened without following a final symlink, as a regular file, bounded: a swap since lstat reads as "other".
  const read = readRegularFile(abs, MAX_FILE_BYTES);
  if (!read.ok) return read.reason === 'absent' ? { type: 'absent' } : { type: 'other', what: read.reason };
  return { type: 'file', bytes: read.bytes };
}

/** A cached reader: one read per path per command. */
export function stateReader(root: string): (rel: string) => FileState {
  const cache = new Map<string, FileState>();
  return (rel) => {
    let s = cache.get(rel);
    if (!s) {
      s = readPathState(root, rel);
      cache.set(rel, s);
    }
    return s;
  };
}

/** The comparable identity of a state: "file:<sha>", "dir:<digest>", "absent", "other". */
export function stateKey(s: FileState): string {
  if (s.type === 'file') return `file:${sha256Hex(s.bytes)}`;
  if (s.type === 'dir') return `dir:${s.digest}`;
  return s.type;
}

export function absPath(root: string, rel: string): string {
  return join(realpathSync(root), ...rel.split('/'));
}

export { sep };
