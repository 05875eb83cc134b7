// The JSON Schema pass: compiles a published schema once with ajv (draft 2020-12 + formats) and
// turns ajv's errors into located violations (`entries[3].exact_edit.match: ...`).
import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import type { ErrorObject, ValidateFunction } from 'ajv';
import type { Violation } from '../shared/errors.ts';

const compiled = new Map<object, ValidateFunction>();

export function compileSchema(schema: object): ValidateFunction {
  let fn = compiled.get(schema);
  if (!fn) {
    // strictTypes off: the schema uses if/then over shared property names on purpose.
    const ajv = new (Ajv2020 as unknown as typeof Ajv2020.default)({ allErrors: true, strict: true, strictTypes: false, strictRequired: false });
    (addFormats as unknown as typeof addFormats.default)(ajv);
    fn = ajv.compile(schema);
    compiled.set(schema, fn);
  }
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

export function schemaViolations(fn: ValidateFunction, doc: unknown, root = ''): Violation[] {
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
