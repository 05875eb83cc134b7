// dedupe: removes lines start..end, an exact duplicate of the text kept at canonical_ref. Only
// applied while canonical_ref still holds the same lines (shared/lines.ts sameLines: line by line,
// line endings aside); the run also refuses any other edit that would touch those canonical lines.
import type { Anchor, CanonicalRef } from '../../contract/types.ts';
import { sameLines } from '../../shared/lines.ts';
import { anchorProblem, lineBytes, lineTable } from '../line-table.ts';
import { ok, refuse, type KindModule } from '../types.ts';
import { deleteRange } from './delete-range.ts';
import { checkedBytes, editOf, fileBytes, lineAnchor, linesClaim, rewriteInFile } from './common.ts';

/** Undefined when lines `a` of `removed` equal lines `c` of `canonical`, else the difference. */
export function duplicateProblem(removed: Buffer, a: Anchor, canonical: Buffer, c: CanonicalRef): string | undefined {
  const tr = lineTable(removed);
  const tc = lineTable(canonical);
  const pc = anchorProblem(tc, c.start_line, c.end_line);
  if (pc) return `canonical_ref ${c.path}: ${pc}`;
  const n = a.end_line - a.start_line + 1;
  if (c.end_line - c.start_line + 1 !== n)
    return `canonical_ref ${c.path}:${c.start_line}-${c.end_line} has ${c.end_line - c.start_line + 1} lines; the removed span has ${n}`;
  for (let i = 0; i < n; i++) {
    // (A BOM is never part of line 1.)
    if (!sameLines([lineBytes(removed, tr, a.start_line + i)], [lineBytes(canonical, tc, c.start_line + i)])) return `canonical_ref ${c.path}:${c.start_line + i} no longer holds the same text as line ${a.start_line + i}`;
  }
  return undefined;
}

export const dedupeKind: KindModule = {
  name: 'dedupe',
  description: 'Remove lines start..end, a duplicate of the text kept at canonical_ref.',
  phase: 'in-file',
  claims(ctx) {
    const edit = editOf(ctx.entry);
    const a = lineAnchor(edit.anchor);
    const c = edit.canonical_ref;
    if (!a || !c) return refuse('SCHEMA_VIOLATION', 'dedupe needs anchor and canonical_ref');
    const bytes = checkedBytes(ctx);
    if (!bytes.ok) return bytes;
    const p = anchorProblem(lineTable(bytes.value), a.start_line, a.end_line);
    if (p) return refuse('REFUSED', `anchor: ${p}`);
    const canon = fileBytes(ctx.base(c.path), c.path);
    if (!canon.ok) return refuse('REFUSED', `canonical_ref: ${canon.reason}`);
    const diff = duplicateProblem(bytes.value, a, canon.value, c);
    if (diff) return refuse('REFUSED', diff);
    return ok({
      claims: [
        linesClaim(ctx, a),
        { path: c.path, mode: 'read', start: c.start_line, end: c.end_line },
      ],
    });
  },
  apply: rewriteInFile((bytes, ctx) => deleteRange(bytes, lineAnchor(editOf(ctx.entry).anchor))),
};
