// A generative entry's edit at clean time: the rewriter's text replaces the reducible_range
// (lines start..end, bound to the file digest of the check). Not one of the report's seven kinds,
// since the text exists only at clean time; always confirm-tier, applied only with a grant bound to
// the exact replacement the user saw.
import { eolOf, splice, withEol, detectEol } from '../line-table.ts';
import type { Anchor } from '../../contract/types.ts';
import { ok, refuse, type KindModule, type Outcome } from '../types.ts';
import { anchoredSpan, checkedBytes, linesClaim, rewriteInFile } from './common.ts';

export const MAX_REPLACEMENT_BYTES = 1024 * 1024;

/** The pure step: lines start..end replaced by `text`, in the span's own line ending. */
export function replaceRange(bytes: Buffer, range: Anchor | undefined, text: string | undefined): Outcome<Buffer> {
  if (typeof text !== 'string') return refuse('REFUSED', 'needs the rewritten text, supplied at clean time (--replacement ID=FILE)');
  if (Buffer.byteLength(text, 'utf8') > MAX_REPLACEMENT_BYTES) return refuse('REFUSED', `the replacement is over ${MAX_REPLACEMENT_BYTES} bytes`);
  const span = anchoredSpan(bytes, range, 'reducible_range');
  if (!span.ok) return span;
  const { t, start, end } = span.value;
  const lastEol = eolOf(bytes, t, range!.end_line);
  const eol = lastEol || detectEol(bytes);
  let body = text.replace(/\r\n/g, '\n').replace(/\n+$/, '');
  // The span ended with a line break (or was the unterminated last line): so does its replacement.
  if (body.length > 0 && lastEol !== '') body += '\n';
  return ok(splice(bytes, start, end, withEol(body, eol)));
}

export const generativeRangeKind: KindModule = {
  name: 'generative',
  description: 'Replace the reducible_range with the rewriter text the user approved.',
  phase: 'in-file',
  claims(ctx) {
    const r = ctx.entry.reducible_range;
    const bytes = checkedBytes(ctx);
    if (!bytes.ok) return bytes;
    const span = anchoredSpan(bytes.value, r, 'reducible_range');
    if (!span.ok) return span;
    return ok({ claims: [linesClaim(ctx, r!)] });
  },
  apply: rewriteInFile((bytes, ctx) => replaceRange(bytes, ctx.entry.reducible_range, ctx.texts.replacement)),
};
