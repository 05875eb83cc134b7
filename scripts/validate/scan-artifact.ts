// The scanner's artifact as a later stage receives it (a file written by another process, so
// untrusted): validated against the scanner's published schema (scan.schema.json) before anything
// is computed, and its project_root must be an absolute path. Only then is it a ScanArtifact.
import { isAbsolute } from 'node:path';
import scanSchema from '../contract/schemas/scan.schema.json' with { type: 'json' };
import type { ScanArtifact } from '../contract/scan-artifact.ts';
import type { Violation } from '../shared/errors.ts';
import { compileSchema, schemaViolations } from './schema-pass.ts';

export function scanArtifactViolations(v: unknown): Violation[] {
  const out = schemaViolations(compileSchema(scanSchema as object), v, 'scan');
  const root = (v as { project_root?: unknown } | null)?.project_root;
  if (typeof root === 'string' && !isAbsolute(root)) out.push({ location: 'scan.project_root', code: 'SCHEMA_VIOLATION', message: 'must be an absolute path' });
  return out;
}

/** The value as a scan artifact, or the located reasons it is none. */
export function asScanArtifact(v: unknown): { ok: true; artifact: ScanArtifact } | { ok: false; violations: Violation[] } {
  const violations = scanArtifactViolations(v);
  return violations.length === 0 ? { ok: true, artifact: v as ScanArtifact } : { ok: false, violations };
}
