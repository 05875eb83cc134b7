// The scanner's artifact as the report stage receives it (a file written by another process, so
// untrusted): validated against the scanner's published schema (scan.schema.json) before anything
// is computed, and its project_root must be an absolute path.
import { isAbsolute } from 'node:path';
import scanSchema from '../contract/schemas/scan.schema.json' with { type: 'json' };
import type { Violation } from '../shared/errors.ts';
import { compileSchema, schemaViolations } from '../validate/schema-pass.ts';

export function scanArtifactViolations(v: unknown): Violation[] {
  const out = schemaViolations(compileSchema(scanSchema as object), v, 'scan');
  const root = (v as { project_root?: unknown } | null)?.project_root;
  if (typeof root === 'string' && !isAbsolute(root)) out.push({ location: 'scan.project_root', code: 'SCHEMA_VIOLATION', message: 'must be an absolute path' });
  return out;
}
