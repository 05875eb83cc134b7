// A doc inside a copy of an older tree (a versioned docs snapshot: docs/v3/ holding what docs/ held
// then) names paths of that tree; when the copy kept the file the path names, beside the doc, that
// copy may be the one meant. Pointing the path at where git moved the original would send the
// snapshot's readers out of it (a maintainer retargets the snapshot's own copy, or leaves it), so
// an unattended fix is refused: which file is meant is for a person.
import { posix } from 'node:path';

/** The folders above a doc, nearest first, not the root. */
function ancestors(docPath: string): string[] {
  const out: string[] = [];
  for (let d = posix.dirname(docPath); d !== '.' && d !== '/' && d !== ''; d = posix.dirname(d)) out.push(d);
  return out;
}

/**
 * The copy of `oldPath` an older tree around the doc kept (`docs/v3/dev/notes/auth.md` for
 * `docs/dev/notes/auth.md` named in `docs/v3/dev/notes/features.md`), or undefined. A copy matches
 * the old path's last two segments or more (a folder and the file: a file name alone, such as
 * README.md, proves no mirrored tree), in a folder above the doc the old path is not under; the
 * file git moved it to is the original, not a copy.
 */
export function snapshotCopyOf(docPath: string, oldPath: string, movedTo: string, exists: (p: string) => boolean): string | undefined {
  const parts = oldPath.split('/');
  if (parts.length < 2) return undefined;
  for (const base of ancestors(docPath)) {
    if (oldPath.startsWith(base + '/')) continue;
    for (let k = parts.length - 2; k >= 0; k--) {
      const copy = `${base}/${parts.slice(k).join('/')}`;
      if (copy !== oldPath && copy !== docPath && copy !== movedTo && exists(copy)) return copy;
    }
  }
  return undefined;
}
