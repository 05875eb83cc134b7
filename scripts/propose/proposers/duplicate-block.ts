// An exact duplicate block becomes a dedupe of one copy, pointing at the other. Both directions are
// proposed; the auto-evidence gate keeps the one whose removed copy every reader also gets from the
// kept one (the copy with the broader reach stays), and proposeProven breaks a tie (equal reach)
// toward the scanner's canonical copy. Proven, not guessed: both spans are read and must be equal,
// byte for byte. Overlapping duplicate spans in one file keep only the first (longest) one, so no
// two proposals edit the same lines.
import { sameLines } from '../../shared/lines.ts';
import type { Proposal, ScanSignal } from '../../contract/stage-types.ts';
import { isHitOf } from '../../contract/signal-info.ts';
import { duplicateBlock as duplicateBlockSignal, type DuplicateBlockHit } from '../../scan/signals/duplicate-block.ts';
import type { Proposer } from '../types-proposer.ts';

const isDuplicate = (h: ScanSignal): h is ScanSignal & DuplicateBlockHit => isHitOf(duplicateBlockSignal, h);

export const duplicateBlock: Proposer = {
  name: 'duplicate-block',
  description: 'A block that stands verbatim in another doc: remove this copy, keep the canonical one.',
  roles: ['living', 'agent-memory', 'agent-prompt', 'plan', 'template'],
  propose(ctx) {
    const out: Proposal[] = [];
    for (const path of ctx.scan.shortlist) {
      const hits = (ctx.scan.signals[path] ?? [])
        .filter(isDuplicate)
        .filter((h) => h.other.path !== path)
        .sort((a, b) => a.start_line - b.start_line || b.end_line - a.end_line);
      const kept: Array<[number, number]> = [];
      for (const h of hits) {
        const s = h.start_line;
        const e = h.end_line;
        if (kept.some(([ks, ke]) => s <= ke && ks <= e)) continue;
        const o = h.other;
        const mine = ctx.lines(path);
        const theirs = ctx.lines(o.path);
        if (!mine || !theirs || e > mine.length || o.end_line > theirs.length) continue;
        if (!sameLines(mine.slice(s - 1, e), theirs.slice(o.start_line - 1, o.end_line))) continue;
        kept.push([s, e]);
        out.push({
          path,
          category: { class: 'stale', subtype: 'duplicated' },
          signals: [{ ...h }],
          op: `Remove lines ${s}-${e}: they stand verbatim in ${o.path}:${o.start_line}-${o.end_line}, the canonical copy.`,
          op_type: 'deterministic',
          exact_edit: { kind: 'dedupe', anchor: { start_line: s, end_line: e }, canonical_ref: { path: o.path, start_line: o.start_line, end_line: o.end_line } },
        });
      }
    }
    return out;
  },
};
