// The CI baseline: findings accepted as existing debt, by content-derived id, in one committed file
// at the repository root (schema: baseline.schema.json). A run fails only on findings not in it and
// lists the entries that are gone, so the file only shrinks unless it is rewritten on purpose.
import { basename, join } from 'node:path';
import baselineSchema from '../contract/schemas/baseline.schema.json' with { type: 'json' };
import { writeFileAtomic } from '../shared/atomic-write.ts';
import { HygieneError, formatViolation } from '../shared/errors.ts';
import { compileSchema, schemaViolations } from '../validate/schema-pass.ts';
import type { Finding } from './findings.ts';
import { byCodeUnit } from '../shared/order.ts';
import { readProjectFile } from '../shared/paths.ts';
import { readRegularFile } from '../shared/read-bounded.ts';

import { BASELINE_FILE } from '../shared/state-dir.ts';

export { BASELINE_FILE };
export const BASELINE_FORMAT = 'doc-hygiene/baseline';

export interface BaselineEntry {
  id: string;
  signal: string;
  path: string;
  detail: string;
}

export interface Baseline {
  format: typeof BASELINE_FORMAT;
  version: 1;
  findings: BaselineEntry[];
}

/** `file`: --baseline, an absolute path used instead of the root's .dochygiene-baseline.json. */
export function baselinePath(root: string, file?: string): string {
  return file ?? join(root, BASELINE_FILE);
}

/** A baseline lists findings by id: far below this. */
export const MAX_BASELINE_BYTES = 64 * 1024 * 1024;

/**
 * The committed baseline (or --baseline's file), or undefined when there is none; a malformed file
 * is a CONFIG error. The committed one is read as a regular file inside the project (never a FIFO,
 * a device or a link out of it); the one --baseline names, as a regular file wherever the command
 * line puts it. Both bounded, and no error quotes their bytes.
 */
export function readBaseline(root: string, file?: string): Baseline | undefined {
  const name = file === undefined ? BASELINE_FILE : basename(file);
  const read = file === undefined ? readProjectFile(root, BASELINE_FILE, MAX_BASELINE_BYTES) : readRegularFile(file, MAX_BASELINE_BYTES, { followSymlink: true });
  if (!read.ok && read.reason === 'absent') return undefined;
  if (!read.ok) throw new HygieneError('CONFIG', `${read.reason}; the baseline must be a regular file${file === undefined ? ' inside the project' : ''}`, name);
  let value: unknown;
  try {
    value = JSON.parse(read.bytes.toString('utf8'));
  } catch (e) {
    const at = /position (\d+)/.exec((e as Error).message)?.[1];
    throw new HygieneError('CONFIG', `not JSON${at ? ` (at byte ${at})` : ''}`, name);
  }
  const violations = schemaViolations(compileSchema(baselineSchema as object), value);
  if (violations.length) throw new HygieneError('CONFIG', violations.map(formatViolation).join('; '), name);
  return value as Baseline;
}


export function serializeBaseline(entries: BaselineEntry[]): string {
  const seen = new Set<string>();
  const findings = entries
    .filter((e) => (seen.has(e.id) ? false : (seen.add(e.id), true)))
    .map(({ id, signal, path, detail }) => ({ id, signal, path, detail }))
    .sort((a, b) => byCodeUnit(a.path, b.path) || byCodeUnit(a.id, b.id));
  const b: Baseline = { format: BASELINE_FORMAT, version: 1, findings };
  return JSON.stringify(b, null, 2) + '\n';
}

export function writeBaseline(root: string, entries: BaselineEntry[], file?: string): string {
  const p = baselinePath(root, file);
  writeFileAtomic(p, serializeBaseline(entries));
  return p;
}

export interface BaselineMatch {
  /** Ids of current findings the baseline lists. */
  known: Set<string>;
  /** Baseline entries no current finding has: fixed (or moved beyond recognition); drop them. */
  gone: BaselineEntry[];
}

export function matchBaseline(baseline: Baseline | undefined, findings: Finding[]): BaselineMatch {
  if (!baseline) return { known: new Set(), gone: [] };
  const current = new Set(findings.map((f) => f.id));
  const listed = new Set(baseline.findings.map((e) => e.id));
  return {
    known: new Set([...current].filter((id) => listed.has(id))),
    gone: baseline.findings.filter((e) => !current.has(e.id)),
  };
}
