// replace-text: `match` must occur exactly once inside lines start..end; it becomes `replacement`.
// The search is over the file's bytes (the UTF-8 encoding of match), so nothing else is decoded.
import { splice } from '../line-table.ts';
import type { Anchor } from '../../contract/types.ts';
import { ok, refuse, type KindModule, type Outcome } from '../types.ts';
import { anchoredSpan, checkedBytes, editOf, lineAnchor, linesClaim, rewriteInFile } from './common.ts';

function occurrences(hay: Buffer, needle: Buffer): number[] {
  const at: number[] = [];
  for (let i = hay.indexOf(needle); i >= 0; i = hay.indexOf(needle, i + 1)) at.push(i);
  return at;
}

/** The pure step. Refuses unless match occurs exactly once inside the anchor. */
export function replaceText(bytes: Buffer, anchor: Anchor | undefined, match: string | undefined, replacement: string | undefined): Outcome<Buffer> {
  if (typeof match !== 'string' || match.length === 0 || typeof replacement !== 'string')
    return refuse('SCHEMA_VIOLATION', 'replace-text needs a non-empty match and a replacement');
  const span = anchoredSpan(bytes, anchor);
  if (!span.ok) return span;
  const { start, end } = span.value;
  const needle = Buffer.from(match, 'utf8');
  const hits = occurrences(bytes.subarray(start, end), needle);
  if (hits.length !== 1)
    return refuse('REFUSED', `match ${JSON.stringify(match.length > 80 ? match.slice(0, 80) + '…' : match)} occurs ${hits.length} times inside lines ${anchor!.start_line}-${anchor!.end_line}; it must occur exactly once`);
  const at = start + hits[0]!;
  return ok(splice(bytes, at, at + needle.length, Buffer.from(replacement, 'utf8')));
}

/**
 * An unattended replace-text may only swap text within its lines: one whose replacement adds lines
 * or leaves the file empty is a free rewrite, never auto (a confirm edit shows it to the user).
 */
function autoRewriteProblem(tier: string, before: Buffer, after: Buffer, match: string, replacement: string): string | undefined {
  if (tier !== 'auto') return undefined;
  if (before.length > 0 && after.every((b) => b === 0x20 || b === 0x09 || b === 0x0a || b === 0x0d))
    return 'an auto replace-text may not empty the file; it needs a confirm';
  const newlines = (t: string) => (t.match(/\n/g) ?? []).length;
  if (newlines(replacement) > newlines(match)) return 'an auto replace-text may not add lines; it needs a confirm';
  return undefined;
}

export const replaceTextKind: KindModule = {
  name: 'replace-text',
  description: 'Replace the one occurrence of match inside lines start..end with replacement.',
  phase: 'in-file',
  claims(ctx) {
    const edit = editOf(ctx.entry);
    const bytes = checkedBytes(ctx);
    if (!bytes.ok) return bytes;
    const a = lineAnchor(edit.anchor);
    const out = replaceText(bytes.value, a, edit.match, edit.replacement);
    if (!out.ok) return out;
    const free = autoRewriteProblem(ctx.entry.safety_tier, bytes.value, out.value, edit.match!, edit.replacement!);
    if (free) return refuse('REFUSED', free);
    return ok({ claims: [linesClaim(ctx, a!)] });
  },
  apply: rewriteInFile((bytes, ctx) => {
    const edit = editOf(ctx.entry);
    return replaceText(bytes, lineAnchor(edit.anchor), edit.match, edit.replacement);
  }),
};
