// The CI gate's outputs besides SARIF (./sarif.ts): plain text for a log, GitHub workflow commands
// (annotations on the pull request's diff, with a job-summary table when there are more than GitHub
// shows), and a JSON summary for other tools. Text, github and SARIF show what `shown` holds (no
// hint unless --hints); JSON lists every finding with its status.
import type { CiFinding, CiResult } from './run-ci.ts';
import { toSarif } from './sarif.ts';
import { count, duration } from '../shared/words.ts';
import { mdCell, mdCode, printable, workflowData as escData, workflowProperty as escProp } from '../shared/output-escape.ts';

export const FORMATS = ['text', 'json', 'sarif', 'github'] as const;
export type Format = (typeof FORMATS)[number];

export interface RenderOptions {
  tool_version: string;
  /** --quiet: no notes, no finding that does not fail; the summary line stays. */
  quiet?: boolean;
  /** The run's wall time, for the summary line. */
  elapsed_ms?: number;
  /** github: the findings table went to $GITHUB_STEP_SUMMARY (a notice says so). */
  step_summary?: boolean;
}

const where = (f: CiFinding) => `${f.path}${f.line !== undefined ? `:${f.line}${f.column !== undefined ? `:${f.column}` : ''}` : ''}`;

function status(r: CiResult, f: CiFinding): 'FAIL' | 'baseline' | 'ok' {
  return r.failing.has(f.id) ? 'FAIL' : r.baselined.has(f.id) ? 'baseline' : 'ok';
}

/** Why a doc the range did not change is reported (--include-referencing). */
function inclusion(r: CiResult, f: CiFinding): string {
  if (!f.included_by) return '';
  const { reference, changed } = f.included_by;
  const since = r.changed_since?.rev ?? '';
  return reference === changed
    ? ` (included: references ${changed}, changed since ${since})`
    : ` (included: references ${reference}/, where ${changed} changed since ${since})`;
}

/** The findings a log or an annotation shows: not baselined, shown (hints with --hints), failing only under --quiet. */
function listed(r: CiResult, quiet: boolean | undefined): CiFinding[] {
  return r.findings.filter((f) => !r.baselined.has(f.id) && r.shown.has(f.id) && (!quiet || r.failing.has(f.id)));
}

const hiddenHints = (r: CiResult) => r.findings.filter((f) => !r.shown.has(f.id)).length;
const baselinedCount = (r: CiResult) => r.findings.filter((f) => r.baselined.has(f.id)).length;

export function formatText(r: CiResult, o: RenderOptions): string {
  const lines: string[] = [];
  for (const f of listed(r, o.quiet)) lines.push(`${where(f)}: ${f.severity} ${f.signal} [${status(r, f)}] ${f.detail}${inclusion(r, f)}`);
  if (!o.quiet) {
    for (const n of r.notes) lines.push(`note: ${n}`);
    for (const g of r.gone) lines.push(`baseline: ${g.path} ${g.signal} ${g.id} is gone: ${g.detail} (drop it with --prune-baseline)`);
  }
  lines.push(summaryLine(r, o.elapsed_ms));
  // Each line as printed: no text from the repository can end it (and start a workflow command).
  return lines.map(printable).join('\n') + '\n';
}

/** The one line every format but JSON and SARIF ends with. */
export function summaryLine(r: CiResult, elapsedMs?: number): string {
  const c = r.changed_since;
  const scope = c
    ? ` in ${count(c.docs, 'doc')} changed since ${c.rev} (${count(c.changed, 'path')} changed` +
      (c.include_referencing ? `, ${c.referencing.length} referencing a changed path)` : ')')
    : '';
  const parts = [
    `${count(r.files_scanned, 'file')} scanned${elapsedMs !== undefined ? ` in ${duration(elapsedMs)}` : ''}`,
    `${count(r.findings.length, 'finding')}${scope}: ${r.failing.size} failing --fail-on ${r.fail_on}, ${baselinedCount(r)} in the baseline`,
  ];
  const hidden = hiddenHints(r);
  if (hidden) parts.push(`${count(hidden, 'hint')} not shown (--hints)`);
  if (r.gone.length) parts.push(`${count(r.gone.length, 'baseline entry', 'baseline entries')} gone`);
  if (r.baseline_written) parts.push(`baseline written to ${r.baseline_written}`);
  return `doc-hygiene: ${parts.join('; ')}`;
}

export function formatJson(r: CiResult): string {
  return JSON.stringify(
    {
      ok: r.failing.size === 0,
      fail_on: r.fail_on,
      files_scanned: r.files_scanned,
      changed_since: r.changed_since ?? null,
      counts: { findings: r.findings.length, failing: r.failing.size, baselined: baselinedCount(r), hints_not_shown: hiddenHints(r), gone_from_baseline: r.gone.length },
      findings: r.findings.map(({ at, included_by, ...f }) => ({
        ...f,
        line: f.line ?? null,
        column: f.column ?? null,
        status: status(r, { ...f, at }),
        shown: r.shown.has(f.id),
        location: at,
        included_by: included_by ?? null,
      })),
      gone_from_baseline: r.gone,
      notes: r.notes,
      baseline_written: r.baseline_written ?? null,
    },
    null,
    2,
  ) + '\n';
}

type Annotation = 'error' | 'warning' | 'notice';

/**
 * What GitHub shows of a step's workflow-command annotations: 10 of each kind (error, warning,
 * notice), 50 per job (actions/toolkit docs/problem-matchers.md, "Limitations"). The rest are in the
 * log only, so past it the job summary gets the table of every finding.
 */
export const ANNOTATIONS_PER_KIND = 10;

function annotationOf(r: CiResult, f: CiFinding): Annotation {
  return r.failing.has(f.id) ? 'error' : f.severity === 'note' ? 'notice' : 'warning';
}

/** Whether the github format's annotations exceed what GitHub shows of one step. */
export function overAnnotationCap(r: CiResult, o: Pick<RenderOptions, 'quiet'> = {}): boolean {
  const per = new Map<Annotation, number>();
  for (const f of listed(r, o.quiet)) per.set(annotationOf(r, f), (per.get(annotationOf(r, f)) ?? 0) + 1);
  const notices = (per.get('notice') ?? 0) + (o.quiet ? 0 : r.notes.length + r.gone.length);
  return (per.get('error') ?? 0) > ANNOTATIONS_PER_KIND || (per.get('warning') ?? 0) > ANNOTATIONS_PER_KIND || notices > ANNOTATIONS_PER_KIND;
}

export function formatGithub(r: CiResult, o: RenderOptions): string {
  const out: string[] = [];
  const shown = listed(r, o.quiet);
  if (o.step_summary)
    out.push(`::notice title=doc-hygiene::${escData(`${count(shown.length, 'finding')} to show, more than GitHub annotates in one step (${ANNOTATIONS_PER_KIND} of each kind): the job summary lists them all`)}`);
  // Failing findings first: they are the ones a reviewer must see among the first ten.
  const order: Annotation[] = ['error', 'warning', 'notice'];
  for (const kind of order) {
    for (const f of shown) {
      if (annotationOf(r, f) !== kind) continue;
      const props = [`file=${escProp(f.at.path)}`, `line=${f.at.line}`];
      if (f.at.column !== undefined) props.push(`col=${f.at.column}`);
      props.push(`title=${escProp(`doc-hygiene ${f.signal}`)}`);
      out.push(`::${kind} ${props.join(',')}::${escData(f.detail + inclusion(r, f))}`);
    }
  }
  if (!o.quiet) {
    for (const n of r.notes) out.push(`::notice title=doc-hygiene::${escData(n)}`);
    for (const g of r.gone) out.push(`::notice file=${escProp(g.path)},title=${escProp('doc-hygiene baseline')}::${escData(`baseline entry ${g.id} (${g.signal}) is gone; drop it with --prune-baseline`)}`);
  }
  out.push(summaryLine(r, o.elapsed_ms));
  return out.join('\n') + '\n';
}

/** GitHub keeps at most 1 MiB of a step's summary; the table stops short of it. */
export const STEP_SUMMARY_BYTES = 1024 * 1024 - 16 * 1024;

/** The job-summary Markdown: the summary line and a table of every finding the run shows, failing first. */
export function stepSummaryMarkdown(r: CiResult, o: Pick<RenderOptions, 'quiet' | 'elapsed_ms'> = {}): string {
  const rank = { FAIL: 0, ok: 1, baseline: 2 } as const;
  const rows = r.findings
    .filter((f) => r.shown.has(f.id) && (!o.quiet || r.failing.has(f.id)))
    .map((f) => ({ f, s: status(r, f) }))
    .sort((a, b) => rank[a.s] - rank[b.s]);
  const head = [`### doc-hygiene`, '', mdCell(summaryLine(r, o.elapsed_ms)), '', '| status | severity | signal | where | finding |', '|---|---|---|---|---|'];
  let text = head.join('\n') + '\n';
  let n = 0;
  for (const { f, s } of rows) {
    const row = `| ${s} | ${f.severity} | ${f.signal} | ${mdCell(mdCode(where(f)))} | ${mdCell(f.detail + inclusion(r, f))} |\n`;
    if (Buffer.byteLength(text + row) > STEP_SUMMARY_BYTES) break;
    text += row;
    n++;
  }
  if (n < rows.length) text += `\n${count(rows.length - n, 'more finding')} past GitHub's summary size; the step's log lists every one.\n`;
  return text;
}

export function render(format: Format, r: CiResult, o: RenderOptions): string {
  switch (format) {
    case 'text':
      return formatText(r, o);
    case 'json':
      return formatJson(r);
    case 'github':
      return formatGithub(r, o);
    case 'sarif':
      return JSON.stringify(toSarif({ findings: r.all_findings.filter((f) => r.shown.has(f.id)), baselined: r.baselined, notes: r.notes, tool_version: o.tool_version }), null, 2) + '\n';
  }
}
