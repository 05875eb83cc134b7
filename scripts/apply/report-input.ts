// Loading the report: it is untrusted input (written by a process a model influenced, and the file
// may have been edited since), so it is read once as bytes, digested, validated again with the
// one validator, and every path in it passes the path guards before anything else happens.
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { HygieneError, formatViolation } from '../shared/errors.ts';
import { sha256Hex } from '../shared/hash.ts';
import { stateDirOf } from '../shared/state-dir.ts';
import { validateReport, MAX_REPORT_BYTES } from '../validate/validate-report.ts';
import type { Report } from '../contract/types.ts';
import { guardPath } from './fs-state.ts';

export interface LoadedReport {
  report: Report;
  /** sha256 of the report file's bytes: grants and journal runs are bound to it. */
  digest: string;
  path: string;
}

export function defaultReportPath(root: string): string {
  return join(stateDirOf(root), 'report.json');
}

export function loadReport(root: string, path = defaultReportPath(root)): LoadedReport {
  let size: number;
  try {
    size = statSync(path).size;
  } catch {
    throw new HygieneError('USAGE', `no report at ${path}; run /hygiene check first`);
  }
  if (size > MAX_REPORT_BYTES) throw new HygieneError('SCHEMA_VIOLATION', `the report is ${size} bytes; the limit is ${MAX_REPORT_BYTES}`);
  const bytes = readFileSync(path);
  let value: unknown;
  try {
    value = JSON.parse(bytes.toString('utf8'));
  } catch (err) {
    throw new HygieneError('PARSE', `the report is not valid JSON: ${(err as Error).message}`);
  }
  const violations = validateReport(value);
  if (violations.length > 0) {
    const shown = violations.slice(0, 20).map((v) => `  ${formatViolation(v)}`);
    if (violations.length > 20) shown.push(`  … and ${violations.length - 20} more`);
    throw new HygieneError(
      violations.some((v) => v.code === 'UNSAFE_PATH') ? 'UNSAFE_PATH' : 'SCHEMA_VIOLATION',
      `refusing the report: ${violations.length} violation${violations.length === 1 ? '' : 's'}; nothing was changed\n${shown.join('\n')}`,
    );
  }
  const report = value as Report;
  guardReportPaths(root, report);
  return { report, digest: sha256Hex(bytes), path };
}

/** Every path the report names (entry paths, dest_path, canonical_ref.path, target_path, served_by). */
export function guardReportPaths(root: string, report: Report): void {
  report.entries.forEach((e, i) => {
    const at = `entries[${i}]`;
    guardPath(root, e.path, `${at}.path`);
    const x = e.exact_edit;
    if (x?.dest_path !== undefined) guardPath(root, x.dest_path, `${at}.exact_edit.dest_path`);
    if (x?.target_path !== undefined) guardPath(root, x.target_path, `${at}.exact_edit.target_path`);
    if (x?.canonical_ref !== undefined) guardPath(root, x.canonical_ref.path, `${at}.exact_edit.canonical_ref.path`);
    if (e.lifecycle?.served_by !== undefined) guardPath(root, e.lifecycle.served_by, `${at}.lifecycle.served_by`);
  });
}
