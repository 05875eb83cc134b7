// Small helpers the kind modules share: reading an anchor off an edit, insisting on a regular file,
// the entry's file as the check read it, the one shape of an in-file kind's apply step.
import type { Anchor, Entry, ExactEdit } from '../../contract/types.ts';
import { anchorProblem, byteSpan, lineTable, type LineTable } from '../line-table.ts';
import { ok, refuse, type Claim, type EditContext, type EditEffect, type FileState, type KindModule, type Outcome } from '../types.ts';
import { lineRange } from '../../contract/types.ts';

export function editOf(entry: Entry): ExactEdit {
  return entry.exact_edit!;
}

export function lineAnchor(a: ExactEdit['anchor']): Anchor | undefined {
  return lineRange(a);
}

export function describeState(s: FileState): string {
  return s.type === 'absent' ? 'does not exist' : s.type === 'dir' ? 'is a folder' : s.type === 'other' ? `is ${s.what}` : 'is a file';
}

export function fileBytes(state: FileState, path: string): Outcome<Buffer> {
  if (state.type === 'file') return ok(state.bytes);
  return refuse('REFUSED', `${path} ${describeState(state)}, not a regular file`);
}

/** The anchor's byte span, or a refusal naming the line range problem. */
export function anchoredSpan(bytes: Buffer, anchor: Anchor | undefined, what = 'anchor'): Outcome<{ t: LineTable; start: number; end: number }> {
  if (!anchor) return refuse('SCHEMA_VIOLATION', `${what} must have start_line and end_line`);
  const t = lineTable(bytes);
  const problem = anchorProblem(t, anchor.start_line, anchor.end_line);
  if (problem) return refuse('REFUSED', `${what}: ${problem}`);
  const s = byteSpan(t, anchor.start_line, anchor.end_line);
  return ok({ t, start: s.start, end: s.end });
}

/** A file that may be appended to: a regular file or nothing yet. */
export function appendableProblem(state: FileState, path: string): string | undefined {
  if (state.type === 'file' || state.type === 'absent') return undefined;
  return `${path} ${describeState(state)}; cannot append to it`;
}

export function isUnder(path: string, dir: string): boolean {
  return path === dir || path.startsWith(dir + '/');
}

/** The entry's file as the check read it (what every anchor refers to): its bytes, or a refusal unless a regular file. */
export function checkedBytes(ctx: EditContext): Outcome<Buffer> {
  return fileBytes(ctx.base(ctx.entry.path), ctx.entry.path);
}

/** The claim on lines start..end of the entry's file. */
export function linesClaim(ctx: EditContext, a: Anchor): Claim {
  return { path: ctx.entry.path, mode: 'lines', start: a.start_line, end: a.end_line };
}

/**
 * An in-file kind's apply: its pure step on the entry's file as the lower edits of the run left it
 * (a regular file, else refused); new bytes alone append nothing.
 */
export function rewriteInFile(step: (bytes: Buffer, ctx: EditContext) => Outcome<Buffer | EditEffect>): KindModule['apply'] {
  return (state, ctx) => {
    const bytes = fileBytes(state, ctx.entry.path);
    if (!bytes.ok) return bytes;
    const out = step(bytes.value, ctx);
    if (!out.ok) return out;
    return ok(Buffer.isBuffer(out.value) ? { bytes: out.value, appends: [] } : out.value);
  };
}
