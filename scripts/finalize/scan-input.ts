// The scanner's artifact as the finalize pass receives it (a file written by another process, so
// untrusted): the fields the builder reads are checked before anything is computed.
import { isAbsolute } from 'node:path';
import type { Violation } from '../shared/errors.ts';
import type { ScanArtifact } from '../propose/types.ts';

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => v !== null && typeof v === 'object' && !Array.isArray(v);
const isStrings = (v: unknown): v is string[] => Array.isArray(v) && v.every((s) => typeof s === 'string');

export function scanArtifactViolations(v: unknown, name = 'scan'): Violation[] {
  const out: Violation[] = [];
  const bad = (loc: string, message: string) => out.push({ location: loc ? `${name}.${loc}` : name, code: 'SCHEMA_VIOLATION', message });
  if (!isObj(v)) return bad('', 'the scan artifact must be a JSON object'), out;
  if (typeof v.project_root !== 'string' || !isAbsolute(v.project_root)) bad('project_root', 'must be an absolute path');
  if (!isStrings(v.scope_globs)) bad('scope_globs', 'must be an array of strings');
  if (!isStrings(v.excluded_dirs)) bad('excluded_dirs', 'must be an array of strings');
  if (!Number.isInteger(v.files_scanned) || (v.files_scanned as number) < 0) bad('files_scanned', 'must be a non-negative integer');
  if (!isStrings(v.shortlist)) bad('shortlist', 'must be an array of strings');
  if (v.per_session !== undefined && !isStrings(v.per_session)) bad('per_session', 'must be an array of strings');
  if (v.notes !== undefined && !isStrings(v.notes)) bad('notes', 'must be an array of strings');
  if (!isObj(v.signals)) bad('signals', 'must be an object mapping paths to signal lists');
  else
    for (const [path, list] of Object.entries(v.signals)) {
      if (!Array.isArray(list) || !list.every((s) => isObj(s) && typeof s.name === 'string'))
        bad(`signals[${JSON.stringify(path)}]`, 'must be a list of { name, ... } objects');
    }
  return out;
}

export function asScanArtifact(v: unknown): ScanArtifact {
  return v as ScanArtifact;
}
