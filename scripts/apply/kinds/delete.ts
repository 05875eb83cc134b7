// delete: removes a whole file (anchor {whole: "file"}) or, for a directory-rule aggregate entry,
// a whole folder ({whole: "directory"}). Destructive; auto only when the tier function, re-run on
// the live git state, says so. The journal keeps the removed path whole, so `undo` brings it back.
import type { ExactEdit } from '../../contract/types.ts';
import { ok, refuse, type FileState, type KindModule, type Outcome } from '../types.ts';
import { describeState, editOf } from './common.ts';
import { wholeOf } from '../../contract/types.ts';

/** Checks that the path is what the anchor says it is (a file or a folder). */
export function wholeProblem(state: FileState, anchor: ExactEdit['anchor'], path: string): string | undefined {
  const whole = wholeOf(anchor);
  if (whole === 'file') return state.type === 'file' ? undefined : `${path} ${describeState(state)}; the anchor says a file`;
  if (whole === 'directory') return state.type === 'dir' ? undefined : `${path} ${describeState(state)}; the anchor says a folder`;
  return 'anchor must be {"whole": "file"} or {"whole": "directory"}';
}

/** The pure step: the path no longer exists. */
export function deleteWhole(state: FileState, anchor: ExactEdit['anchor'], path: string): Outcome<null> {
  const problem = wholeProblem(state, anchor, path);
  return problem ? refuse('REFUSED', problem) : ok(null);
}

export const deleteKind: KindModule = {
  name: 'delete',
  description: 'Delete the whole file or folder.',
  phase: 'delete',
  claims(ctx) {
    const out = deleteWhole(ctx.base(ctx.entry.path), editOf(ctx.entry).anchor, ctx.entry.path);
    if (!out.ok) return out;
    return ok({ claims: [{ path: ctx.entry.path, mode: 'whole' }] });
  },
  apply(state, ctx) {
    const out = deleteWhole(state, editOf(ctx.entry).anchor, ctx.entry.path);
    return out.ok ? ok({ bytes: null, appends: [] }) : out;
  },
};
