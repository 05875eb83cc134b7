// The CI gate's outputs besides SARIF (./sarif.ts): plain text for a log, GitHub workflow commands
// (annotations on the pull request's diff), and a JSON summary for other tools.
import type { CiResult } from './run-ci.ts';
import type { Finding } from './findings.ts';
import { toSarif } from './sarif.ts';

export const FORMATS = ['text', 'json', 'sarif', 'github'] as const;
export type Format = (typeof FORMATS)[number];

const where = (f: Finding) => `${f.path}${f.line !== undefined ? `:${f.line}${f.column !== undefined ? `:${f.column}` : ''}` : ''}`;

function status(r: CiResult, f: Finding): string {
  return r.failing.has(f.id) ? 'FAIL' : r.baselined.has(f.id) ? 'baseline' : 'ok';
}

export function formatText(r: CiResult): string {
  const lines: string[] = [];
  for (const f of r.findings) lines.push(`${where(f)}: ${f.severity} ${f.signal} [${status(r, f)}] ${f.detail}`);
  for (const n of r.notes) lines.push(`note: ${n}`);
  for (const g of r.gone) lines.push(`baseline: ${g.path} ${g.signal} ${g.id} is gone (drop it with --prune-baseline)`);
  lines.push(summaryLine(r));
  return lines.join('\n') + '\n';
}

const baselinedShown = (r: CiResult) => r.findings.filter((f) => r.baselined.has(f.id)).length;

export function summaryLine(r: CiResult): string {
  const scope = r.changed_since ? ` in docs touched since ${r.changed_since.rev} (${r.changed_since.changed} paths changed)` : '';
  return (
    `doc-hygiene: ${r.files_scanned} files scanned; ${r.findings.length} findings${scope}, ${baselinedShown(r)} in the baseline, ` +
    `${r.failing.size} failing --fail-on ${r.fail_on}` + (r.gone.length ? `; ${r.gone.length} baseline entries gone` : '') +
    (r.baseline_written ? `; baseline written to ${r.baseline_written}` : '')
  );
}

export function formatJson(r: CiResult): string {
  return JSON.stringify(
    {
      ok: r.failing.size === 0,
      fail_on: r.fail_on,
      files_scanned: r.files_scanned,
      changed_since: r.changed_since ?? null,
      counts: { findings: r.findings.length, failing: r.failing.size, baselined: baselinedShown(r), gone_from_baseline: r.gone.length },
      findings: r.findings.map((f) => ({ ...f, line: f.line ?? null, column: f.column ?? null, status: status(r, f) })),
      gone_from_baseline: r.gone,
      notes: r.notes,
      baseline_written: r.baseline_written ?? null,
    },
    null,
    2,
  ) + '\n';
}

/** Escapes for workflow commands: data and property values differ (docs: "workflow commands"). */
const escData = (s: string) => s.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
const escProp = (s: string) => escData(s).replace(/:/g, '%3A').replace(/,/g, '%2C');

export function formatGithub(r: CiResult): string {
  const out: string[] = [];
  for (const f of r.findings) {
    if (r.baselined.has(f.id)) continue;
    const cmd = r.failing.has(f.id) ? 'error' : f.severity === 'note' ? 'notice' : 'warning';
    const props = [`file=${escProp(f.path)}`];
    if (f.line !== undefined) props.push(`line=${f.line}`);
    if (f.line !== undefined && f.column !== undefined) props.push(`col=${f.column}`);
    props.push(`title=${escProp(`doc-hygiene ${f.signal}`)}`);
    out.push(`::${cmd} ${props.join(',')}::${escData(f.detail)}`);
  }
  for (const n of r.notes) out.push(`::notice title=doc-hygiene::${escData(n)}`);
  for (const g of r.gone) out.push(`::notice file=${escProp(g.path)},title=${escProp('doc-hygiene baseline')}::${escData(`baseline entry ${g.id} (${g.signal}) is gone; drop it with --prune-baseline`)}`);
  out.push(summaryLine(r));
  return out.join('\n') + '\n';
}

export function render(format: Format, r: CiResult, tool_version: string): string {
  switch (format) {
    case 'text':
      return formatText(r);
    case 'json':
      return formatJson(r);
    case 'github':
      return formatGithub(r);
    case 'sarif':
      return JSON.stringify(toSarif({ findings: r.all_findings, baselined: r.baselined, notes: r.notes, tool_version }), null, 2) + '\n';
  }
}
