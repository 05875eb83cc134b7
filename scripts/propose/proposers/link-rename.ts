// A broken link whose target git history shows moved to one unique current location becomes a
// replace-text of exactly that destination on exactly that line. Proven, not guessed: the old
// destination must resolve (joined, decoded and split by the scanner's own helpers in
// ../../doc/resolve.ts) to the path history says moved, the new one must resolve to where it went,
// and the line must hold the old text. A link with a `#fragment` is rewritten only when the moved
// Markdown file still has that heading.
import { posix } from 'node:path';
import { decodePercent, inside, splitPosition } from '../../doc/resolve.ts';
import { parseDoc } from '../../doc/parse-doc.ts';
import type { Proposal } from '../../contract/stage-types.ts';
import type { Proposer } from '../types-proposer.ts';

interface BrokenRef {
  name: string;
  line?: number;
  source?: string;
  target?: string;
  raw?: string;
  resolved?: string;
  renamed_to?: string;
}

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
      if (asRoot) return to + suffix;
      if (asRel) return relativeFrom(docDir, to, p.startsWith('./')) + suffix;
      return undefined;
    }
    case 'link':
    case 'image':
    case 'definition': {
      if (hit.target !== undefined && hit.target !== raw) return undefined; // escapes or entities: not rewritten blind
      if (raw.includes('?')) return undefined;
      const hash = raw.indexOf('#');
      const fragment = hash >= 0 ? raw.slice(hash) : '';
      if (fragment && !anchorsOf(to)?.has(decodePercent(fragment.slice(1)))) return undefined;
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

export const linkRename: Proposer = {
  name: 'link-rename',
  description: 'A broken link to a path git history shows moved: replace the destination with the new location.',
  roles: ['living', 'agent-memory', 'agent-prompt', 'plan', 'template'],
  propose(ctx) {
    const out: Proposal[] = [];
    const anchors = new Map<string, Set<string> | undefined>();
    const anchorsOf = (p: string) => {
      if (!anchors.has(p)) {
        const lines = /\.(md|markdown)$/i.test(p) ? ctx.lines(p) : undefined;
        anchors.set(p, lines ? parseDoc(p, lines.join('\n') + '\n').anchors : undefined);
      }
      return anchors.get(p);
    };
    for (const path of ctx.scan.shortlist) {
      const seen = new Set<string>();
      for (const hit of (ctx.scan.signals[path] ?? []) as BrokenRef[]) {
        if (hit.name !== 'broken_reference' || typeof hit.line !== 'number' || !hit.renamed_to) continue;
        const next = rewriteDestination(path, hit, anchorsOf);
        if (next === undefined) continue;
        const key = `${hit.line}\0${hit.raw}`;
        if (seen.has(key)) continue;
        const line = ctx.lines(path)?.[hit.line - 1];
        if (line === undefined || !line.includes(hit.raw!)) continue;
        seen.add(key);
        out.push({
          path,
          category: { class: 'stale', subtype: 'contradicted' },
          signals: [{ ...hit } as Proposal['signals'][number]],
          op: `Point the reference to ${hit.raw} at ${next}: git history shows ${hit.resolved} moved to ${hit.renamed_to}.`,
          op_type: 'deterministic',
          exact_edit: { kind: 'replace-text', anchor: { start_line: hit.line, end_line: hit.line }, match: hit.raw!, replacement: next },
        });
      }
    }
    return out;
  },
};
