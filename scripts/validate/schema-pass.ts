// The JSON Schema pass: runs a published schema's validator and turns ajv's errors into located
// violations (`entries[3].exact_edit.match: ...`). The validators are compiled from the schemas at
// build time (scripts/contract/generate-validators.ts), so no script compiles a schema at run time.
import type { ErrorObject, ValidateFunction } from 'ajv';
import * as generated from '../contract/generated/validators.mjs';
import type { Violation } from '../shared/errors.ts';

const BY_NAME: Record<string, ValidateFunction> = { ...generated };

/** The precompiled validator of one of our published schemas (looked up by its $id). */
export function compileSchema(schema: object): ValidateFunction {
  const id = (schema as { $id?: unknown }).$id;
  const file = typeof id === 'string' ? /\/([^/]+)\.schema\.json$/.exec(id)?.[1] : undefined;
  const fn = file ? BY_NAME[file.replace(/[^A-Za-z0-9]+(.)/g, (_, c: string) => c.toUpperCase())] : undefined;
  if (!fn) throw new Error(`no generated validator for schema ${String(id)}: run npm run build`);
  return fn;
}

/** `/entries/3/exact_edit` -> `entries[3].exact_edit` */
export function pointerToLocation(pointer: string, root = ''): string {
  let out = root;
  for (const raw of pointer.split('/').slice(1)) {
    const seg = raw.replace(/~1/g, '/').replace(/~0/g, '~');
    if (/^\d+$/.test(seg)) out += `[${seg}]`;
    else out += out ? `.${seg}` : seg;
  }
  return out;
}

function valueAt(doc: unknown, pointer: string): unknown {
  let cur: unknown = doc;
  for (const raw of pointer.split('/').slice(1)) {
    if (cur === null || typeof cur !== 'object') return undefined;
    cur = (cur as Record<string, unknown>)[raw.replace(/~1/g, '/').replace(/~0/g, '~')];
  }
  return cur;
}

/**
 * Keywords whose generic ajv messages ("must match then schema", "must NOT be valid") say nothing
 * useful; the cross-field pass reports the same conditions with precise messages.
 */
const SILENT_KEYWORDS = new Set(['if', 'not', 'oneOf', 'anyOf', 'allOf', 'then', 'else']);

/**
 * Located violations of one validator run. `reportedElsewhere` is how many violations the caller's
 * own rules found: when the schema fails only in branches whose messages are silenced and nothing
 * else explains the failure, one generic violation is returned, so a failing document is never
 * reported as valid.
 */
export function schemaViolations(fn: ValidateFunction, doc: unknown, root = '', reportedElsewhere = 0): Violation[] {
  if (fn(doc)) return [];
  const out: Violation[] = [];
  const seen = new Set<string>();
  for (const e of (fn.errors ?? []) as ErrorObject[]) {
    if (SILENT_KEYWORDS.has(e.keyword)) continue;
    // A branch of oneOf/anyOf/not failing is not itself a violation; the cross-field pass says what is wrong.
    if (/\/(oneOf|anyOf|not)\//.test(e.schemaPath)) continue;
    const v = describe(e, doc, root);
    const key = `${v.location}\u0000${v.message}`;
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(v);
  }
  const first = (fn.errors ?? [])[0] as ErrorObject | undefined;
  if (out.length === 0 && reportedElsewhere === 0 && first)
    out.push({ location: pointerToLocation(first.instancePath, root), code: 'SCHEMA_VIOLATION', message: `does not match the schema (${first.schemaPath}: ${first.message ?? first.keyword})` });
  return out;
}

function describe(e: ErrorObject, doc: unknown, root: string): Violation {
  const here = pointerToLocation(e.instancePath, root);
  const p = e.params as Record<string, unknown>;
  const parent = valueAt(doc, e.instancePath) as Record<string, unknown> | undefined;
  const kind = parent && typeof parent === 'object' && typeof parent.kind === 'string' ? parent.kind : undefined;
  const join = (field: string) => (here ? `${here}.${field}` : field);
  switch (e.keyword) {
    case 'required': {
      const field = String(p.missingProperty);
      const isEdit = /exact_edit$/.test(here) && kind;
      let message = isEdit ? `required for kind ${kind}` : 'required';
      if (field === 'exact_edit') message = 'required when op_type is deterministic';
      const editKind = (parent?.exact_edit as Record<string, unknown> | undefined)?.kind;
      if (field === 'lifecycle' && typeof editKind === 'string') message = `required for kind ${editKind}`;
      return { location: join(field), code: 'SCHEMA_VIOLATION', message };
    }
    case 'additionalProperties': {
      const field = String(p.additionalProperty);
      const isEdit = /exact_edit$/.test(here) && kind;
      return { location: join(field), code: 'SCHEMA_VIOLATION', message: isEdit ? `not a field of kind ${kind}` : 'unknown field' };
    }
    case 'enum': {
      const allowed = (p.allowedValues as unknown[]).map((x) => JSON.stringify(x)).join(', ');
      const value = valueAt(doc, e.instancePath);
      const what = /exact_edit\.kind$/.test(here) ? 'unknown kind' : 'not allowed';
      return { location: here, code: 'SCHEMA_VIOLATION', message: `${what} ${JSON.stringify(value)} (closed set: ${allowed})` };
    }
    case 'const':
      return { location: here, code: 'SCHEMA_VIOLATION', message: `must be ${JSON.stringify(p.allowedValue)}` };
    default:
      return { location: here, code: 'SCHEMA_VIOLATION', message: e.message ?? e.keyword };
  }
}
