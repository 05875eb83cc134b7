// HEAD's commit read from the repository's files (no process spawned): HEAD -> symbolic ref ->
// loose ref file or packed-refs. Returns undefined when the files say something this reader does
// not handle (a reftable repository, an unusual ref), so the caller asks git instead; null for an
// unborn branch.
import { join } from 'node:path';
import { readRegularText } from '../shared/read-bounded.ts';
import type { RepoLayout } from './layout.ts';

const OID = /^[0-9a-f]{40}(?:[0-9a-f]{24})?$/;
const PER_WORKTREE_REF = /^refs\/(?:bisect|worktree|rewritten)\//;

/** A ref file or packed-refs: a regular file (never a FIFO or a device), bounded. */
const MAX_REF_FILE_BYTES = 256 * 1024 * 1024;

function read(path: string): string | undefined {
  return readRegularText(path, MAX_REF_FILE_BYTES);
}

export function readHead(layout: RepoLayout): string | null | undefined {
  let ref = 'HEAD';
  for (let hops = 0; hops < 5; hops++) {
    const dir = ref === 'HEAD' || PER_WORKTREE_REF.test(ref) ? layout.gitdir : layout.commondir;
    const loose = read(join(dir, ref));
    if (loose !== undefined) {
      const v = loose.trim();
      if (OID.test(v)) return v;
      const m = /^ref: (refs\/\S+)$/.exec(v);
      if (!m || m[1]!.includes('..') || m[1] === 'refs/heads/.invalid') return undefined; // reftable or odd
      ref = m[1]!;
      continue;
    }
    if (ref === 'HEAD') return undefined;
    const packed = read(join(layout.commondir, 'packed-refs'));
    if (packed === undefined) return null; // unborn branch
    for (const line of packed.split('\n')) {
      if (line.startsWith('#') || line.startsWith('^')) continue;
      const sp = line.indexOf(' ');
      if (sp > 0 && line.slice(sp + 1).trim() === ref) {
        const oid = line.slice(0, sp);
        return OID.test(oid) ? oid : undefined;
      }
    }
    return null;
  }
  return undefined;
}
