// The rewrite of one broken reference's destination to the path git history shows it moved to,
// joined, decoded and split by the scanner's own helpers (../doc/resolve.ts): undefined when the
// rewrite is not provable. Shared by the link-rename proposer and the auto-evidence gate, so both
// prove a link fix the same way.
import { posix } from 'node:path';
import { decodePercent, inside, splitPosition } from '../doc/resolve.ts';
import { fragmentNamesAnchor } from '../doc/published-anchors.ts';
import type { BrokenReferenceHit } from '../scan/signals/broken-reference.ts';

/** What a rewrite reads of a broken_reference hit. */
export type BrokenRef = Pick<BrokenReferenceHit, 'source' | 'target' | 'raw' | 'resolved' | 'renamed_to'>;

/** Joined inside the project, never the root itself (a destination names a file or folder). */
function within(base: string, p: string): string | undefined {
  const r = inside(base, p);
  return r === '' ? undefined : r;
}

/** `to` written relative to the doc's folder, keeping a leading `./` when the original had one. */
function relativeFrom(docDir: string, to: string, dotSlash: boolean): string {
  const rel = posix.relative('/' + docDir, '/' + to);
  return dotSlash && !rel.startsWith('../') ? `./${rel}` : rel;
}

/** The new destination text, or undefined when the rewrite is not provable. */
export function rewriteDestination(docPath: string, hit: BrokenRef, anchorsOf: (path: string) => Set<string> | undefined = () => undefined): string | undefined {
  const { raw, resolved, renamed_to: to } = hit;
  if (!raw || !resolved || !to || to === resolved) return undefined;
  const docDir = posix.dirname(docPath) === '.' ? '' : posix.dirname(docPath);
  switch (hit.source) {
    case 'import': {
      const at = raw.startsWith('@') ? '@' : '';
      const p = raw.slice(at.length);
      if (p.startsWith('/') || p.startsWith('~') || within(docDir, p) !== resolved) return undefined;
      const next = relativeFrom(docDir, to, p.startsWith('./'));
      return within(docDir, next) === to ? at + next : undefined;
    }
    case 'code_path': {
      const { path: p, position: suffix } = splitPosition(raw);
      const asRoot = !p.startsWith('./') && !p.startsWith('../') && within('', p) === resolved;
      const asRel = within(docDir, p) === resolved;
      // A folder written with its slash (`internal/storage/db/`) keeps it, as its neighbours on the line do.
      const slash = p.endsWith('/') && !to.endsWith('/') ? '/' : '';
      if (asRoot) return to + slash + suffix;
      if (asRel) return relativeFrom(docDir, to, p.startsWith('./')) + slash + suffix;
      return undefined;
    }
    case 'link':
    case 'image':
    case 'definition': {
      if (hit.target !== undefined && hit.target !== raw) return undefined; // escapes or entities: not rewritten blind
      if (raw.includes('?')) return undefined;
      const hash = raw.indexOf('#');
      const fragment = hash >= 0 ? raw.slice(hash) : '';
      if (fragment) {
        const anchors = anchorsOf(to);
        if (!anchors || !fragmentNamesAnchor(anchors, decodePercent(fragment.slice(1)))) return undefined;
      }
      const path = hash >= 0 ? raw.slice(0, hash) : raw;
      if (path === '') return undefined;
      const decoded = decodePercent(path);
      const encoded = decoded !== raw;
      const rootStyle = decoded.startsWith('/');
      const old = rootStyle ? within('', decoded.slice(1)) : within(docDir, decoded);
      if (old !== resolved) return undefined;
      let next = rootStyle ? `/${to}` : relativeFrom(docDir, to, decoded.startsWith('./'));
      if (decoded.endsWith('/')) next += '/';
      if (encoded) next = encodeURI(next);
      else if (/[\s()<>\\]/.test(next)) return undefined;
      const back = decodePercent(next);
      return (rootStyle ? within('', back.slice(1)) : within(docDir, back)) === to ? next + fragment : undefined;
    }
    default:
      return undefined;
  }
}
