// One read of each file a proposal touches. The bytes checked against the proposals are the bytes
// hashed into expected_sha256, and the entry's generated_at is the instant they were read, so a
// file that changes during the build can never get a digest its checks did not see.
import { lstatSync, statSync } from 'node:fs';
import { readRegularFile } from '../shared/read-bounded.ts';
import { HygieneError } from '../shared/errors.ts';
import { resolveInsideRoot } from '../shared/paths.ts';
import { sha256Hex } from '../shared/hash.ts';
import { directoryDigest, directoryListing } from '../shared/content-digest.ts';
import { splitLines } from '../shared/lines.ts';
import { join } from 'node:path';

export interface FileSnapshot {
  kind: 'file';
  text: string;
  lines: string[];
  digest: string;
  read_at: Date;
}

export interface DirectorySnapshot {
  kind: 'directory';
  /** Text files below the directory (relpath, text); binary files (NUL bytes) are left out. */
  texts: Array<[string, string]>;
  digest: string;
  read_at: Date;
}

/** A file below a folder larger than this is not counted as text (its digest still covers it). */
const MAX_SNAPSHOT_BYTES = 5 * 1024 * 1024;

export type Snapshot = FileSnapshot | DirectorySnapshot | { kind: 'missing'; problem: string };

export function takeSnapshot(root: string, rel: string): Snapshot {
  let abs: string;
  try {
    abs = resolveInsideRoot(root, rel, rel);
  } catch (err) {
    if (err instanceof HygieneError) return { kind: 'missing', problem: err.message };
    throw err;
  }
  let st;
  try {
    lstatSync(abs);
    st = statSync(abs);
  } catch {
    return { kind: 'missing', problem: `"${rel}" does not exist under the project root` };
  }
  if (st.isDirectory()) {
    const listing = directoryListing(abs);
    const read_at = new Date();
    const texts: Array<[string, string]> = [];
    for (const [r] of listing) {
      // A symlink below the folder is never followed (it may lead anywhere, or to a FIFO).
      const read = readRegularFile(join(abs, r), MAX_SNAPSHOT_BYTES);
      if (read.ok && !read.bytes.includes(0)) texts.push([r, read.bytes.toString('utf8')]);
    }
    return { kind: 'directory', texts, digest: directoryDigest(abs), read_at };
  }
  if (!st.isFile()) return { kind: 'missing', problem: `"${rel}" is not a regular file` };
  // resolveInsideRoot checked where a final symlink leads; the read is still regular-file-only.
  const read = readRegularFile(abs, Number.MAX_SAFE_INTEGER, { followSymlink: true });
  if (!read.ok) return { kind: 'missing', problem: `"${rel}" ${read.reason}` };
  const bytes = read.bytes;
  const read_at = new Date();
  const text = bytes.toString('utf8');
  return { kind: 'file', text, lines: splitLines(text), digest: sha256Hex(bytes), read_at };
}

/** A memoizing snapshot function over one root: each path is read once per build. */
export function snapshotter(root: string): (rel: string) => Snapshot {
  const snaps = new Map<string, Snapshot>();
  return (rel) => {
    let s = snaps.get(rel);
    if (!s) snaps.set(rel, (s = takeSnapshot(root, rel)));
    return s;
  };
}
