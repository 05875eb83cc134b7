// A broken link whose target git history shows moved to one unique current location becomes a
// replace-text of exactly that destination on exactly that line. Proven, not guessed: the old
// destination must resolve (joined, decoded and split by the scanner's own helpers in
// ../../doc/resolve.ts) to the path history says moved, the new one must resolve to where it went,
// and the line must hold the old text. A link with a `#fragment` is rewritten only when the moved
// Markdown file still has that heading.
import { parseDoc } from '../../doc/parse-doc.ts';
import type { Proposal } from '../../contract/stage-types.ts';
import { isHitOf } from '../../contract/signal-info.ts';
import { brokenReference } from '../../scan/signals/broken-reference.ts';
import type { Proposer } from '../types-proposer.ts';
import { rewriteDestination } from '../link-destination.ts';

export const linkRename: Proposer = {
  name: 'link-rename',
  description: 'A broken link to a path git history shows moved: replace the destination with the new location.',
  roles: ['living', 'agent-memory', 'agent-prompt', 'plan', 'template'],
  propose(ctx) {
    const out: Proposal[] = [];
    const anchorsByPath = new Map<string, Set<string> | undefined>();
    const anchorsOf = (p: string) => {
      if (!anchorsByPath.has(p)) {
        const lines = /\.(md|markdown)$/i.test(p) ? ctx.lines(p) : undefined;
        anchorsByPath.set(p, lines ? parseDoc(p, lines.join('\n') + '\n').anchors : undefined);
      }
      return anchorsByPath.get(p);
    };
    for (const path of ctx.scan.shortlist) {
      for (const hit of ctx.scan.signals[path] ?? []) {
        if (!isHitOf(brokenReference, hit) || !hit.renamed_to) continue;
        const next = rewriteDestination(path, hit, anchorsOf);
        if (next === undefined) continue;
        // Each occurrence of the old text is its own proposal; proposeAll makes a line's proposals one edit.
        const line = ctx.lines(path)?.[hit.line - 1];
        if (line === undefined || !line.includes(hit.raw)) continue;
        out.push({
          path,
          category: { class: 'stale', subtype: 'contradicted' },
          signals: [{ ...hit }],
          op: `Point the reference to ${hit.raw} at ${next}: git history shows ${hit.resolved} moved to ${hit.renamed_to}.`,
          op_type: 'deterministic',
          exact_edit: { kind: 'replace-text', anchor: { start_line: hit.line, end_line: hit.line }, match: hit.raw, replacement: next },
        });
      }
    }
    return out;
  },
};
