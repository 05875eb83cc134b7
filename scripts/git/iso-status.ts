// Working-tree status without git, through isomorphic-git's statusMatrix, which reads the HEAD tree
// and so holds whole pack files in memory: above MAX_STATUS_PACK_BYTES of packs it is not computed
// and callers answer conservatively (not clean; every file possibly changed).
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { statusMatrix, type PromiseFsClient } from 'isomorphic-git';
import type { RepoLayout } from './layout.ts';
import { isoFs } from './iso-fs.ts';
import { packSizeNote } from './history/notes.ts';

/** Peak RSS is about 50 MB + 1.6 x the packs' size while status runs; the scan's bound is 300 MB. */
export const MAX_STATUS_PACK_BYTES = 96 * 1024 * 1024;

/** Why status cannot be computed here (packs too large), or undefined when it can. */
export function statusUnreadable(layout: RepoLayout): string | undefined {
  let bytes = 0;
  for (const dir of [join(layout.commondir, 'objects'), ...layout.alternates]) {
    try {
      for (const f of readdirSync(join(dir, 'pack'))) if (f.endsWith('.pack')) bytes += statSync(join(dir, 'pack', f)).size;
    } catch {
      /* no packs there */
    }
  }
  return bytes > MAX_STATUS_PACK_BYTES ? packSizeNote(bytes, MAX_STATUS_PACK_BYTES) : undefined;
}

/**
 * Repository-relative paths at or under `target` ('' for all) that are untracked (not ignored),
 * or staged or modified against HEAD. `cache` and `fs` are the caller's, shared across calls.
 */
export async function changedPaths(layout: RepoLayout, target: string, cache: object = {}, fs: PromiseFsClient = isoFs(layout)): Promise<string[]> {
  const rows = await statusMatrix({
    fs,
    dir: layout.root,
    gitdir: layout.gitdir,
    cache,
    filepaths: target === '' ? ['.'] : [target],
  });
  const under = (p: string) => target === '' || p === target || p.startsWith(target + '/');
  return rows.filter((r) => under(r[0]) && !(r[1] === 1 && r[2] === 1 && r[3] === 1)).map((r) => r[0]);
}
