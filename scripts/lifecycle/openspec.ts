// Built-in OpenSpec hygiene, on whenever the project has `openspec/changes/` (no rule needed):
//   - leftover: a live change folder whose archived copy `openspec/changes/archive/YYYY-MM-DD-<name>`
//     is tracked -> scanner-proven delete of the live folder;
//   - completed-in-place: every box of its tasks.md ticked, not archived -> the remedy is OpenSpec's
//     own `openspec archive <name>` (which also merges the change's spec deltas); never a delete;
//   - abandoned: untouched for `abandoned_after_days` with no ticked task -> a delete a classifier
//     (and then the user) must judge, so it derives `confirm`.
import { findServedBy, type TrackedPaths } from './served.ts';

export const OPENSPEC_CHANGES = 'openspec/changes';
export const OPENSPEC_ARCHIVE = 'openspec/changes/archive';
/** OpenSpec archives `<name>` as `archive/YYYY-MM-DD-<name>`; the date digits keep `x-<name>` from matching. */
export const OPENSPEC_ARCHIVED_PATTERN = 'openspec/changes/archive/[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]-{name}';
export const RULE_LEFTOVER = 'openspec:leftover';
export const RULE_ABANDONED = 'openspec:abandoned';

export interface ChangeFacts {
  name: string;
  /** `openspec/changes/<name>` */
  path: string;
  /** Task boxes in `tasks.md`, when the change has one. */
  tasks?: { total: number; checked: number };
  /** Days since anything in the folder last changed. */
  untouched_days: number;
}

export type OpenSpecFinding =
  | { kind: 'leftover'; change: ChangeFacts; archived: string }
  | { kind: 'completed-in-place'; change: ChangeFacts }
  | { kind: 'abandoned'; change: ChangeFacts };

/** The live change folders (`openspec/changes/<name>`, not `archive`) that hold at least one file. */
export function changeFolders(files: readonly string[]): string[] {
  const prefix = OPENSPEC_CHANGES + '/';
  const names = new Set<string>();
  for (const f of files) {
    if (!f.startsWith(prefix)) continue;
    const rest = f.slice(prefix.length);
    const slash = rest.indexOf('/');
    if (slash <= 0) continue; // a file directly in changes/ is not a change
    const name = rest.slice(0, slash);
    if (name !== 'archive') names.add(name);
  }
  return [...names].sort();
}

export function abandonedServedWhen(change: ChangeFacts, afterDays: number): string {
  return `the OpenSpec change "${change.name}" is abandoned: nobody intends to finish it (untouched for ${change.untouched_days} days, the limit is ${afterDays}; no task ticked)`;
}

/** At most one finding per change, in this order: leftover, completed-in-place, abandoned. */
export function openspecFindings(changes: readonly ChangeFacts[], tracked: TrackedPaths, abandonedAfterDays: number): OpenSpecFinding[] {
  const out: OpenSpecFinding[] = [];
  for (const change of changes) {
    const archived = findServedBy(OPENSPEC_ARCHIVED_PATTERN, change.path, 'directory', tracked);
    if (archived !== undefined) out.push({ kind: 'leftover', change, archived });
    else if (change.tasks && change.tasks.total > 0 && change.tasks.checked === change.tasks.total) out.push({ kind: 'completed-in-place', change });
    else if (change.untouched_days >= abandonedAfterDays && (change.tasks?.checked ?? 0) === 0) out.push({ kind: 'abandoned', change });
  }
  return out;
}
