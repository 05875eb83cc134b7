// The one digest of a file's or a directory's content. A file's digest is the sha256 of its bytes;
// a directory's is the sha256 over its sorted `relpath\0sha256(file)\n` lines (relpath posix,
// relative to the directory, every regular file below it; a symlink contributes the sha256 of its
// link text, and is never followed). The report builder stamps it as expected_sha256; the cleaner
// recomputes it with this same function before it touches anything. Files are read as regular
// files only (a FIFO or a device swapped in is an error, never a read that blocks or never ends).
import { readdirSync, lstatSync, readlinkSync } from 'node:fs';
import { join } from 'node:path';
import { HygieneError } from './errors.ts';
import { sha256Hex } from './hash.ts';
import { byCodeUnit } from './order.ts';
import { readRegularFile } from './read-bounded.ts';

/** The bytes of a regular file (`follow`: through a final symlink the caller has checked), or an IO error. */
function regularBytes(absPath: string, follow: boolean): Buffer {
  const read = readRegularFile(absPath, Number.MAX_SAFE_INTEGER, { followSymlink: follow });
  if (!read.ok) throw new HygieneError('IO', `${absPath} ${read.reason}`);
  return read.bytes;
}

export function fileDigest(absPath: string): string {
  return sha256Hex(regularBytes(absPath, true));
}

/** Sorted `[relpath, sha256]` pairs of everything below `absDir`. */
export function directoryListing(absDir: string): Array<[string, string]> {
  const out: Array<[string, string]> = [];
  const walk = (dir: string, prefix: string) => {
    for (const name of readdirSync(dir)) {
      const abs = join(dir, name);
      const rel = prefix ? `${prefix}/${name}` : name;
      const st = lstatSync(abs);
      if (st.isSymbolicLink()) out.push([rel, sha256Hex(readlinkSync(abs))]);
      else if (st.isDirectory()) walk(abs, rel);
      else if (st.isFile()) out.push([rel, sha256Hex(regularBytes(abs, false))]);
    }
  };
  walk(absDir, '');
  // Sort by UTF-16 code unit order of the relpath: stable across platforms and locales.
  out.sort(([a], [b]) => byCodeUnit(a, b));
  return out;
}

export function directoryDigest(absDir: string): string {
  return sha256Hex(directoryListing(absDir).map(([rel, h]) => `${rel}\0${h}\n`).join(''));
}

/** The digest of a path: directoryDigest for a directory, fileDigest otherwise. */
export function contentDigest(absPath: string): string {
  return lstatSync(absPath).isDirectory() ? directoryDigest(absPath) : fileDigest(absPath);
}
