// move-to-archive: lines start..end leave the file and land verbatim at the end of dest_path
// (created when missing), so nothing is lost. Non-destructive and reversible: auto-tier.
import { splice } from '../line-table.ts';
import type { Anchor } from '../../contract/types.ts';
import { ok, refuse, type KindModule, type Outcome } from '../types.ts';
import { anchoredSpan, appendableProblem, checkedBytes, editOf, lineAnchor, linesClaim, rewriteInFile } from './common.ts';

/** The pure step: the file without the span, and the span's exact bytes. */
export function moveOut(bytes: Buffer, anchor: Anchor | undefined): Outcome<{ rest: Buffer; moved: Buffer }> {
  const span = anchoredSpan(bytes, anchor);
  if (!span.ok) return span;
  const { start, end } = span.value;
  return ok({ rest: splice(bytes, start, end, Buffer.alloc(0)), moved: Buffer.from(bytes.subarray(start, end)) });
}

export const moveToArchiveKind: KindModule = {
  name: 'move-to-archive',
  description: 'Move lines start..end to the end of dest_path, verbatim.',
  phase: 'in-file',
  claims(ctx) {
    const edit = editOf(ctx.entry);
    const a = lineAnchor(edit.anchor);
    const dest = edit.dest_path;
    if (!dest) return refuse('SCHEMA_VIOLATION', 'move-to-archive needs dest_path');
    if (dest === ctx.entry.path) return refuse('REFUSED', 'dest_path is the file itself');
    const bytes = checkedBytes(ctx);
    if (!bytes.ok) return bytes;
    const span = anchoredSpan(bytes.value, a);
    if (!span.ok) return span;
    const destProblem = appendableProblem(ctx.base(dest), dest);
    if (destProblem) return refuse('REFUSED', `dest_path: ${destProblem}`);
    return ok({
      claims: [
        linesClaim(ctx, a!),
        { path: dest, mode: 'append' },
      ],
    });
  },
  apply: rewriteInFile((bytes, ctx) => {
    const edit = editOf(ctx.entry);
    const out = moveOut(bytes, lineAnchor(edit.anchor));
    return out.ok ? ok({ bytes: out.value.rest, appends: [{ path: edit.dest_path!, bytes: out.value.moved }] }) : out;
  }),
};
