// The per-signal part of scripts/contract/schemas/scan.schema.json, generated from the signal
// registry: one `if name == <signal> then <its evidence schema>` branch per registered signal, in
// registry order, and the list of names. The rest of the schema is written by hand. Run by
// scripts/build.ts, which rewrites the schema when a signal's entry changed; the schema is
// committed and tests/contract/dist-fresh.test.ts fails when it is stale.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { JsonSchema, RegisteredSignal } from '../contract/signal-info.ts';
import { ALL_SIGNALS } from './signals/index.ts';

export const SCAN_SCHEMA = join(import.meta.dirname, '..', 'contract', 'schemas', 'scan.schema.json');

/** The `then` of a signal's branch: its evidence schema, with an empty required list left out. */
function branchOf(s: RegisteredSignal): JsonSchema {
  const { description, required, ...rest } = s.schema;
  return {
    ...(description !== undefined ? { description } : {}),
    ...(required.length > 0 ? { required } : {}),
    ...rest,
  };
}

/** The schema with its per-signal part rebuilt from `signals`. */
export function withSignalBranches(schema: Record<string, unknown>, signals: readonly RegisteredSignal[] = ALL_SIGNALS): Record<string, unknown> {
  const defs = schema.$defs as Record<string, Record<string, unknown>>;
  const signal = defs.signal!;
  const props = signal.properties as Record<string, Record<string, unknown>>;
  const name = { ...props.name, description: `One of the registered signals (scripts/scan/signals/index.ts): ${signals.map((s) => s.name).join(', ')}.` };
  const allOf = signals.map((s) => ({ if: { properties: { name: { const: s.name } }, required: ['name'] }, then: branchOf(s) }));
  return { ...schema, $defs: { ...defs, signal: { ...signal, properties: { ...props, name }, allOf } } };
}

/** JSON on one line, with a space after each comma and colon and inside braces. */
function oneLine(v: unknown): string {
  if (v === null || typeof v !== 'object') return JSON.stringify(v);
  if (Array.isArray(v)) return `[${v.map(oneLine).join(', ')}]`;
  const entries = Object.entries(v as Record<string, unknown>);
  return entries.length === 0 ? '{}' : `{ ${entries.map(([k, x]) => `${JSON.stringify(k)}: ${oneLine(x)}`).join(', ')} }`;
}

/** JSON with two-space indentation, an array or object kept on one line when it fits in `width` columns. */
export function formatJson(value: unknown, width = 160): string {
  const render = (v: unknown, indent: string, column: number): string => {
    const flat = oneLine(v);
    if (v === null || typeof v !== 'object' || column + flat.length <= width) return flat;
    const inner = indent + '  ';
    if (Array.isArray(v)) return `[\n${v.map((x) => inner + render(x, inner, inner.length)).join(',\n')}\n${indent}]`;
    const entries = Object.entries(v as Record<string, unknown>).map(([k, x]) => {
      const head = `${inner}${JSON.stringify(k)}: `;
      return head + render(x, inner, head.length);
    });
    return `{\n${entries.join(',\n')}\n${indent}}`;
  };
  return render(value, '', 0) + '\n';
}

/** The text scan.schema.json should hold. */
export function generatedScanSchema(text = readFileSync(SCAN_SCHEMA, 'utf8')): string {
  return formatJson(withSignalBranches(JSON.parse(text) as Record<string, unknown>));
}
