// delete-range: removes lines start..end. Destructive (the text is kept nowhere else), so it is
// always confirm-tier; the journal's pre-image is what makes `undo` possible.
import { splice } from '../line-table.ts';
import type { Anchor } from '../../contract/types.ts';
import { ok, type KindModule, type Outcome } from '../types.ts';
import { anchoredSpan, checkedBytes, editOf, lineAnchor, linesClaim, rewriteInFile } from './common.ts';

/** The pure step: the bytes without lines start..end (everything else byte-identical). */
export function deleteRange(bytes: Buffer, anchor: Anchor | undefined): Outcome<Buffer> {
  const span = anchoredSpan(bytes, anchor);
  if (!span.ok) return span;
  return ok(splice(bytes, span.value.start, span.value.end, Buffer.alloc(0)));
}

export const deleteRangeKind: KindModule = {
  name: 'delete-range',
  description: 'Remove lines start..end of the file.',
  phase: 'in-file',
  claims(ctx) {
    const a = lineAnchor(editOf(ctx.entry).anchor);
    const bytes = checkedBytes(ctx);
    if (!bytes.ok) return bytes;
    const span = anchoredSpan(bytes.value, a);
    if (!span.ok) return span;
    return ok({ claims: [linesClaim(ctx, a!)] });
  },
  apply: rewriteInFile((bytes, ctx) => deleteRange(bytes, lineAnchor(editOf(ctx.entry).anchor))),
};
