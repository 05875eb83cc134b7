// Reads `.dochygiene/state.json` and stamps one of its timestamps, for the hook and `status`.
// The contract (shared with the check pipeline's state store, scripts/write/state.ts, which was not
// in the tree when this was written): { "schema": 1, "last_check", "last_clean", "last_reminded" },
// each an ISO instant or null; written atomically under the project lock; `.dochygiene/.gitignore` = `*`.
// TODO: import the state store's read/write once scripts/write/state.ts lands, and drop this copy.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { writeFileAtomic } from '../shared/atomic-write.ts';
import { ensureStateDir, stateDirOf } from '../shared/state-dir.ts';
import { withLock } from '../shared/lock.ts';

export const STATE_FIELDS = ['last_check', 'last_clean', 'last_reminded'] as const;
export type StateField = (typeof STATE_FIELDS)[number];

export interface State {
  schema: 1;
  last_check: string | null;
  last_clean: string | null;
  last_reminded: string | null;
}

export const EMPTY_STATE: State = Object.freeze({ schema: 1, last_check: null, last_clean: null, last_reminded: null });

export function statePath(root: string): string {
  return join(stateDirOf(root), 'state.json');
}

function isoOrNull(v: unknown): string | null {
  return typeof v === 'string' && !Number.isNaN(Date.parse(v)) ? v : null;
}

/** The state, or null when the file is missing. A file that is not a state object throws. */
export function readState(root: string): State | null {
  let text: string;
  try {
    text = readFileSync(statePath(root), 'utf8');
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw err;
  }
  const raw = JSON.parse(text) as Record<string, unknown>;
  if (!raw || typeof raw !== 'object' || raw.schema !== 1) throw new Error(`${statePath(root)}: not a schema-1 state file`);
  return { schema: 1, last_check: isoOrNull(raw.last_check), last_clean: isoOrNull(raw.last_clean), last_reminded: isoOrNull(raw.last_reminded) };
}

/** Sets one timestamp, keeping the others and any field this version does not know. */
export function stampState(root: string, field: StateField, iso: string): void {
  const dir = ensureStateDir(root);
  withLock(dir, `stamp ${field}`, () => {
    let raw: Record<string, unknown> = { ...EMPTY_STATE };
    try {
      raw = { ...raw, ...(JSON.parse(readFileSync(statePath(root), 'utf8')) as Record<string, unknown>) };
    } catch {
      /* missing or unreadable: start from the empty state */
    }
    raw.schema = 1;
    raw[field] = iso;
    writeFileAtomic(statePath(root), JSON.stringify(raw, null, 2) + '\n');
  });
}
