// The read side of the state store, light enough for the SessionStart hook and `status`: no
// tokenizer, no schema compiler, no git. `.dochygiene/state.json` holds the lifecycle timestamps:
//   { "schema": 1, "last_check": ISO|null, "last_clean": ISO|null, "last_reminded": ISO|null }
// Writes go through ./state-store.ts (atomic, under the project lock).
import { join } from 'node:path';
import { stateDirOf } from '../shared/state-dir.ts';
import { readRegularFile } from '../shared/read-bounded.ts';

export const STATE_SCHEMA = 1;
export const STAMP_KEYS = ['last_check', 'last_clean', 'last_reminded'] as const;
export type StampKey = (typeof STAMP_KEYS)[number];

export interface State {
  schema: typeof STATE_SCHEMA;
  last_check: string | null;
  last_clean: string | null;
  last_reminded: string | null;
}

export const EMPTY_STATE: Readonly<State> = Object.freeze({ schema: STATE_SCHEMA, last_check: null, last_clean: null, last_reminded: null });

export function statePaths(root: string) {
  const dir = stateDirOf(root);
  return {
    dir,
    state: join(dir, 'state.json'),
    report_json: join(dir, 'report.json'),
    report_md: join(dir, 'report.md'),
    json_next: join(dir, 'report.json.next'),
    md_next: join(dir, 'report.md.next'),
    rollover: join(dir, 'rollover.json'),
  };
}

/** An ISO-8601 date-time with a time zone (what every stamp must be). */
export function isIsoInstant(s: unknown): s is string {
  return typeof s === 'string' && /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/.test(s) && !Number.isNaN(Date.parse(s));
}

export interface StateRead {
  state: State;
  /** Why the file could not be used (the state then reads as empty); undefined when fine or absent. */
  problem?: string;
}

/** A state file is a few hundred bytes; anything larger (or not a regular file) is not ours. */
export const MAX_STATE_BYTES = 64 * 1024;

export function readStateFile(root: string): StateRead {
  const read = readRegularFile(statePaths(root).state, MAX_STATE_BYTES);
  if (!read.ok) {
    if (read.reason === 'absent') return { state: { ...EMPTY_STATE } };
    return { state: { ...EMPTY_STATE }, problem: `cannot read .dochygiene/state.json: it ${read.reason}` };
  }
  const text = read.bytes.toString('utf8');
  let v: unknown;
  try {
    v = JSON.parse(text);
  } catch {
    return { state: { ...EMPTY_STATE }, problem: '.dochygiene/state.json is not valid JSON' };
  }
  if (!v || typeof v !== 'object' || (v as { schema?: unknown }).schema !== STATE_SCHEMA)
    return { state: { ...EMPTY_STATE }, problem: `.dochygiene/state.json is not a schema ${STATE_SCHEMA} state file` };
  const o = v as Record<string, unknown>;
  const state: State = { ...EMPTY_STATE };
  for (const k of STAMP_KEYS) state[k] = isIsoInstant(o[k]) ? o[k] : null;
  return { state };
}

/** The lifecycle timestamps; an absent or unreadable state file reads as "never". */
export function readState(root: string): State {
  return readStateFile(root).state;
}
