// What an entry changes, in one row a person reads before saying yes: the line, the text before
// and the text after. /hygiene clean lists the auto rows this way and asks once (apply all,
// choose, or none); the user decides, never the model.
import type { Entry } from '../contract/types.ts';
import { lineRange, wholeOf } from '../contract/types.ts';

export interface ChangeSummary {
  /** The first line the edit touches (absent for a whole-file edit or new frontmatter). */
  line?: number;
  before: string;
  after: string;
}

const span = (a: { start_line: number; end_line: number }) => (a.start_line === a.end_line ? `line ${a.start_line}` : `lines ${a.start_line}-${a.end_line}`);

export function changeSummary(e: Entry): ChangeSummary | undefined {
  const x = e.exact_edit;
  if (!x) return undefined;
  const whole = wholeOf(x.anchor);
  const a = lineRange(x.anchor);
  switch (x.kind) {
    case 'replace-text':
      return { ...(a ? { line: a.start_line } : {}), before: x.match ?? '', after: x.replacement ?? '' };
    case 'dedupe':
      return a ? { line: a.start_line, before: span(a), after: `removed; the same lines stay in ${x.canonical_ref?.path}:${x.canonical_ref?.start_line}-${x.canonical_ref?.end_line}` } : undefined;
    case 'move-to-archive':
      return a ? { line: a.start_line, before: span(a), after: `moved to ${x.dest_path}` } : undefined;
    case 'insert-frontmatter':
      return { before: 'no such frontmatter key', after: `${x.key}: ${x.value}` };
    case 'delete-range':
      return a ? { line: a.start_line, before: span(a), after: 'removed' } : undefined;
    case 'delete':
      return { before: `the whole ${whole ?? 'file'}`, after: 'deleted (git keeps it)' };
    case 'extract-then-delete':
      return { before: `the whole ${whole ?? 'file'}`, after: `its lasting parts appended to ${x.target_path ?? 'the extraction target'}, then deleted` };
    default:
      return undefined;
  }
}
