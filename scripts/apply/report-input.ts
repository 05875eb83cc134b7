// Loading the report: it is untrusted input (written by a process a model influenced, and the file
// may have been edited since), so it is read once as bytes, digested, validated again with the
// one validator, and every path in it passes the path guards before anything else happens.
import { closeSync, constants, fstatSync, openSync, readSync } from 'node:fs';
import { readRegularFile } from '../shared/read-bounded.ts';
import { dirname, join } from 'node:path';
import { DIGEST_LINE_PREFIX, digestNamedBy } from '../contract/digest-line.ts';
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
  // Only a regular file, bounded: a report that is a FIFO or a symlink to /dev/zero never hangs a
  // command. The default report is never read through a symlink; one named with --report may be.
  const read = readRegularFile(path, MAX_REPORT_BYTES, { followSymlink: path !== defaultReportPath(root) });
  if (!read.ok) {
    if (read.reason === 'absent') throw new HygieneError('USAGE', `no report at ${path}; run /hygiene check first`);
    if (read.reason.startsWith('is larger than')) throw new HygieneError('SCHEMA_VIOLATION', `the report is larger than ${MAX_REPORT_BYTES} bytes, the limit`);
    throw new HygieneError('REFUSED', `refusing the report ${path}: it ${read.reason}; nothing was changed`);
  }
  const bytes = read.bytes;
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
  const digest = sha256Hex(bytes);
  assertPairMatches(path, digest);
  return { report, digest, path };
}

/** The first bytes of a regular file (never through a symlink, never blocking), or why not. */
function firstBytes(path: string, n: number): { ok: true; text: string } | { ok: false; reason: string } | undefined {
  let fd: number;
  try {
    fd = openSync(path, constants.O_RDONLY | constants.O_NONBLOCK | constants.O_NOFOLLOW);
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') return undefined;
    return { ok: false, reason: code === 'ELOOP' ? 'is a symlink' : `cannot be read (${code})` };
  }
  try {
    if (!fstatSync(fd).isFile()) return { ok: false, reason: 'is not a regular file' };
    const buf = Buffer.alloc(n);
    const got = readSync(fd, buf, 0, n, 0);
    return { ok: true, text: buf.subarray(0, got).toString('utf8') };
  } finally {
    closeSync(fd);
  }
}

/**
 * report.md (beside the report) is what the user read; its first line names the sha256 of the
 * report.json it was rendered with. When it names another one (a torn pair, a hand edit, a
 * report.json swapped after the check), what would be applied is not what the user read: every
 * command that reads the report refuses. Without a report.md the report stands alone.
 */
export function assertPairMatches(reportPath: string, digest: string): void {
  const mdPath = join(dirname(reportPath), 'report.md');
  const head = firstBytes(mdPath, DIGEST_LINE_PREFIX.length + 64 + 8);
  if (head === undefined) return;
  const named = head.ok ? digestNamedBy(head.text) : undefined;
  if (named === digest) return;
  const what = !head.ok ? `report.md ${head.reason}` : named === undefined ? 'report.md has no digest line' : `report.md names report.json sha256 ${named.slice(0, 12)}…`;
  throw new HygieneError(
    'REFUSED',
    `refusing the report: ${what}, but report.json is sha256 ${digest.slice(0, 12)}…; the report the user read is not the one that would be applied (a torn pair, or a file edited after the check). Run /hygiene check again; nothing was changed`,
  );
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
