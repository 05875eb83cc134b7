// extract-then-delete: the extraction (durable knowledge pulled out of the doc, supplied at clean
// time) is appended to its target first; the whole file or folder is deleted only after that write
// succeeded and was read back. A repo-durable extraction goes to target_path; a cross-repo one,
// which belongs in another repository, is kept at .dochygiene/extractions/<id>.md for the user
// to carry over.
import type { Entry } from '../../contract/types.ts';
import { withEol, detectEol } from '../line-table.ts';
import { ok, refuse, type KindModule } from '../types.ts';
import { appendableProblem, editOf, isUnder } from './common.ts';
import { deleteWhole } from './delete.ts';

export const MAX_EXTRACTION_BYTES = 1024 * 1024;

/** Where the extraction of an entry is written. */
export function extractionTarget(entry: Entry): string {
  const edit = editOf(entry);
  return edit.extraction_target === 'repo-durable' && edit.target_path ? edit.target_path : `.dochygiene/extractions/${entry.id}.md`;
}

export const extractThenDeleteKind: KindModule = {
  name: 'extract-then-delete',
  description: 'Append the extraction to its target, then delete the whole file or folder.',
  phase: 'delete',
  claims(ctx) {
    const edit = editOf(ctx.entry);
    if (edit.extraction_target === 'repo-durable' && !edit.target_path)
      return refuse('SCHEMA_VIOLATION', 'a repo-durable extraction needs target_path');
    const target = extractionTarget(ctx.entry);
    if (isUnder(target, ctx.entry.path)) return refuse('REFUSED', `the extraction target ${target} is inside the path being deleted`);
    const del = deleteWhole(ctx.base(ctx.entry.path), edit.anchor, ctx.entry.path);
    if (!del.ok) return del;
    const tp = appendableProblem(ctx.base(target), target);
    if (tp) return refuse('REFUSED', `extraction target: ${tp}`);
    return ok({ claims: [{ path: ctx.entry.path, mode: 'whole' }, { path: target, mode: 'append' }] });
  },
  apply(state, ctx) {
    const text = ctx.texts.extraction;
    if (typeof text !== 'string' || text.trim().length === 0)
      return refuse('REFUSED', 'needs the extraction text, supplied at clean time (--extraction ID=FILE)');
    if (Buffer.byteLength(text, 'utf8') > MAX_EXTRACTION_BYTES) return refuse('REFUSED', `the extraction text is over ${MAX_EXTRACTION_BYTES} bytes`);
    const del = deleteWhole(state, editOf(ctx.entry).anchor, ctx.entry.path);
    if (!del.ok) return del;
    const target = extractionTarget(ctx.entry);
    const t = ctx.base(target);
    const eol = t.type === 'file' ? detectEol(t.bytes) : '\n';
    return ok({ bytes: null, appends: [{ path: target, bytes: withEol(text, eol) }] });
  },
};
