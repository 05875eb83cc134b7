// A command history shows renamed, or a name whose removing commit added a similar one still in the
// code, becomes a replace-text of exactly that command or name on exactly its line. Proven by the
// scanner's evidence: `renamed_to` (the definition removed and a similar one added in one commit,
// still defined) or `successor` (added by the commit that removed the last occurrence, still in the
// code); the line must still hold the old text, once.
import type { Proposal, ScanSignal } from '../../contract/stage-types.ts';
import { isHitOf } from '../../contract/signal-info.ts';
import { commandReference } from '../../scan/signals/command-reference.ts';
import { vanishedIdentifier } from '../../scan/signals/vanished-identifier.ts';
import type { Proposer } from '../types-proposer.ts';

function countOf(line: string, s: string): number {
  let n = 0;
  for (let i = line.indexOf(s); i >= 0; i = line.indexOf(s, i + s.length)) n++;
  return n;
}

/** The old and new text of the edit, or undefined when the hit proves none. */
export function renameEdit(hit: ScanSignal): { match: string; replacement: string } | undefined {
  if (isHitOf(commandReference, hit) && hit.renamed_to && hit.text.endsWith(hit.command)) {
    return { match: hit.text, replacement: hit.text.slice(0, -hit.command.length) + hit.renamed_to };
  }
  if (isHitOf(vanishedIdentifier, hit) && hit.successor && hit.successor !== hit.identifier) {
    return { match: hit.identifier, replacement: hit.successor };
  }
  return undefined;
}

export const nameRename: Proposer = {
  name: 'name-rename',
  description: 'A command or name history shows renamed: replace it on its line with the new name.',
  roles: ['living', 'agent-memory', 'agent-prompt'],
  propose(ctx) {
    const out: Proposal[] = [];
    for (const path of ctx.scan.shortlist) {
      const seen = new Set<string>();
      for (const hit of ctx.scan.signals[path] ?? []) {
        const edit = renameEdit(hit);
        if (!edit || typeof hit.line !== 'number') continue;
        const key = `${hit.line}\0${edit.match}`;
        const line = ctx.lines(path)?.[hit.line - 1];
        if (seen.has(key) || line === undefined || countOf(line, edit.match) !== 1) continue;
        seen.add(key);
        const removed = (isHitOf(commandReference, hit) || isHitOf(vanishedIdentifier, hit)) && hit.removed_in;
        const why = removed ? ` in ${removed.commit.slice(0, 12)} (${removed.subject})` : '';
        out.push({
          path,
          category: { class: 'stale', subtype: 'contradicted' },
          signals: [{ ...hit }],
          op: `Replace ${edit.match} with ${edit.replacement}: git history shows it renamed${why}.`,
          op_type: 'deterministic',
          exact_edit: { kind: 'replace-text', anchor: { start_line: hit.line, end_line: hit.line }, match: edit.match, replacement: edit.replacement },
        });
      }
    }
    return out;
  },
};
