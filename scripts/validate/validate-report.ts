// validateReport: the schema pass plus the cross-field rules. Used by validate-report, the report
// builder (before anything is written) and the applier (the report is untrusted input).
import { statSync } from 'node:fs';
import { readRegularFile } from '../shared/read-bounded.ts';
import reportSchema from '../contract/schemas/report.schema.json' with { type: 'json' };
import type { Violation } from '../shared/errors.ts';
import type { Report } from '../contract/types.ts';
import { compileSchema, schemaViolations } from './schema-pass.ts';
import { crossFieldViolations } from './cross-field.ts';

/** Reports larger than this are refused unread: a report is untrusted input. */
export const MAX_REPORT_BYTES = 64 * 1024 * 1024;

export function validateReport(value: unknown): Violation[] {
  const fn = compileSchema(reportSchema as object);
  const cross = crossFieldViolations(value);
  return [...schemaViolations(fn, value, '', cross.length), ...cross];
}

export interface LoadedReport {
  report?: Report;
  violations: Violation[];
}

/** Reads, parses and validates a report file. Throws only for an unreadable path (usage error). */
export function loadReportFile(path: string): LoadedReport {
  const size = statSync(path).size; // throws ENOENT / EACCES: the caller maps it to a usage error
  if (size > MAX_REPORT_BYTES)
    return { violations: [{ location: '', code: 'SCHEMA_VIOLATION', message: `report is ${size} bytes; the limit is ${MAX_REPORT_BYTES}` }] };
  // A regular file (never a FIFO or a device), read to the bound whatever it grows to.
  const read = readRegularFile(path, MAX_REPORT_BYTES, { followSymlink: true });
  if (!read.ok) return { violations: [{ location: '', code: 'IO', message: `the report ${read.reason}` }] };
  const text = read.bytes.toString('utf8');
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (err) {
    return { violations: [{ location: '', code: 'PARSE', message: `not valid JSON: ${(err as Error).message}` }] };
  }
  const violations = validateReport(value);
  return violations.length ? { violations } : { report: value as Report, violations };
}
