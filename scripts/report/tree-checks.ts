// The checks of proposals against the scan and the working tree, run before anything is computed:
// the path is shortlisted and readable; every anchor lies inside its file; a replace-text match
// occurs inside its anchor; a dedupe removes exactly the text kept at canonical_ref; signal names
// are the scanner's own; scanner evidence on a lifecycle object is the scanner's. Each rejection is
// located (`proposals[2].exact_edit.anchor: ...`).
import type { Violation } from '../shared/errors.ts';
import { projectRelativeProblem } from '../shared/paths.ts';
import { lineSpan, rangeProblem, sameLines } from '../shared/lines.ts';
import type { Proposal, ScanArtifact } from '../contract/stage-types.ts';
import type { Snapshot } from './snapshot.ts';
import { lineRange, wholeOf } from '../contract/types.ts';

const bad = (location: string, message: string, code: Violation['code'] = 'SCHEMA_VIOLATION'): Violation => ({ location, code, message });

export function treeViolations(
  proposals: readonly Proposal[],
  scan: ScanArtifact,
  snap: (rel: string) => Snapshot,
  /** Indexes already rejected by the shape pass: not looked at again. */
  skip: ReadonlySet<number> = new Set(),
): Violation[] {
  const out: Violation[] = [];
  const shortlist = new Set(scan.shortlist);
  // The same edit proposed twice (a classifier repeating a scanner-proven one) is not an error: the
  // builder keeps one entry per id.
  proposals.forEach((p, i) => {
    if (skip.has(i)) return;
    const at = `proposals[${i}]`;

    const pathProblem = projectRelativeProblem(p.path);
    if (pathProblem) return void out.push(bad(`${at}.path`, pathProblem, 'UNSAFE_PATH'));
    if (!shortlist.has(p.path)) return void out.push(bad(`${at}.path`, `"${p.path}" is not in the scanner's shortlist`));
    const s = snap(p.path);
    if (s.kind === 'missing') return void out.push(bad(`${at}.path`, s.problem, 'IO'));

    const scanned = scan.signals[p.path] ?? [];
    const names = new Set(scanned.map((x) => x.name));
    p.signals.forEach((sig, j) => {
      if (!names.has(sig.name))
        out.push(bad(`${at}.signals[${j}].name`, `the scanner reported no "${sig.name}" signal for "${p.path}"; signals are passed through verbatim`));
    });

    const lc = p.lifecycle;
    if (lc?.served_by !== undefined && !scanned.some((x) => x.served_by === lc.served_by))
      out.push(bad(`${at}.lifecycle.served_by`, `scanner evidence: the scan artifact carries no served_by "${lc.served_by}" for "${p.path}"`));
    if (lc?.age_days !== undefined && !scanned.some((x) => x.age_days === lc.age_days))
      out.push(bad(`${at}.lifecycle.age_days`, `scanner evidence: the scan artifact carries no age_days ${lc.age_days} for "${p.path}"`));

    const edit = p.exact_edit;
    const whole = wholeOf(edit?.anchor);
    if (s.kind === 'directory' && whole !== 'directory')
      return void out.push(bad(`${at}.path`, `"${p.path}" is a directory; only a whole-directory delete acts on a directory`));
    if (whole === 'directory' && s.kind !== 'directory') out.push(bad(`${at}.exact_edit.anchor.whole`, `"${p.path}" is not a directory`));
    if (s.kind !== 'file') return;

    const lines = s.lines;
    if (p.reducible_range) {
      const problem = rangeProblem(p.reducible_range.start_line, p.reducible_range.end_line, lines.length);
      if (problem) out.push(bad(`${at}.reducible_range`, problem));
    }
    if (!edit) return;
    for (const f of ['dest_path', 'target_path'] as const) {
      const v = edit[f];
      if (v !== undefined) {
        const problem = projectRelativeProblem(v);
        if (problem) out.push(bad(`${at}.exact_edit.${f}`, problem, 'UNSAFE_PATH'));
        else if (v === p.path) out.push(bad(`${at}.exact_edit.${f}`, 'must differ from the proposal path'));
      }
    }
    const a = lineRange(edit.anchor);
    if (!a) return;
    const problem = rangeProblem(a.start_line, a.end_line, lines.length);
    if (problem) return void out.push(bad(`${at}.exact_edit.anchor`, problem));
    const span = lineSpan(lines, a.start_line, a.end_line);

    if (edit.kind === 'replace-text' && edit.match !== undefined) {
      if (!span.includes(edit.match))
        out.push(bad(`${at}.exact_edit.match`, `does not occur in lines ${a.start_line}-${a.end_line} of "${p.path}"`));
      else if (edit.match === edit.replacement) out.push(bad(`${at}.exact_edit.replacement`, 'equals match; the edit would change nothing'));
    }
    if (edit.kind === 'dedupe' && edit.canonical_ref) {
      const c = edit.canonical_ref;
      const cp = projectRelativeProblem(c.path);
      if (cp) return void out.push(bad(`${at}.exact_edit.canonical_ref.path`, cp, 'UNSAFE_PATH'));
      if (c.path === p.path && c.start_line <= a.end_line && a.start_line <= c.end_line)
        return void out.push(bad(`${at}.exact_edit.canonical_ref`, 'overlaps the removed span'));
      const cs = snap(c.path);
      if (cs.kind !== 'file') return void out.push(bad(`${at}.exact_edit.canonical_ref.path`, cs.kind === 'missing' ? cs.problem : `"${c.path}" is not a file`, 'IO'));
      const cprob = rangeProblem(c.start_line, c.end_line, cs.lines.length);
      if (cprob) return void out.push(bad(`${at}.exact_edit.canonical_ref`, cprob));
      if (!sameLines(cs.lines.slice(c.start_line - 1, c.end_line), lines.slice(a.start_line - 1, a.end_line)))
        out.push(bad(`${at}.exact_edit.canonical_ref`, `the text at ${c.path}:${c.start_line}-${c.end_line} differs from the removed span ${p.path}:${a.start_line}-${a.end_line}; a dedupe removes only an exact duplicate`));
    }
  });
  return out;
}
