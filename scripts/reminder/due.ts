// When is a check due? A pure decision over the state, the settings and the docs metadata.
import type { State } from '../state/state.ts';
import type { ReminderConfig } from './reminder-config.ts';
import type { DocsMetadata } from './docs-metadata.ts';

export const DAY_MS = 86_400_000;
/** At most one reminder per this many ms. */
export const REMIND_AT_MOST_EVERY_MS = DAY_MS;

export type Decision =
  | { due: false; reason: 'disabled' | 'no-docs' | 'fresh' | 'unchanged' | 'reminded-recently' }
  | { due: true; reason: 'never-checked' | 'stale'; days_since_check: number | null; message: string };

/**
 * `docs` is asked for only when the state alone cannot settle the answer: a fresh check or a recent
 * reminder (the common session start) costs no file walk. It gets the last check's instant (ms, or
 * null when none), so the walk can stop at the first doc that settles it.
 */
export function decide(
  now: Date,
  state: State | null,
  config: ReminderConfig,
  docs: (changedAfterMs: number | null) => DocsMetadata,
): Decision {
  if (!config.enabled) return { due: false, reason: 'disabled' };
  const lastCheck = state?.last_check ? Date.parse(state.last_check) : null;
  const lastReminded = state?.last_reminded ? Date.parse(state.last_reminded) : null;
  if (lastCheck !== null && now.getTime() - lastCheck < config.interval_days * DAY_MS) return { due: false, reason: 'fresh' };
  if (lastReminded !== null && now.getTime() - lastReminded < REMIND_AT_MOST_EVERY_MS) return { due: false, reason: 'reminded-recently' };
  const meta = docs(lastCheck);
  if (!meta.has_docs) return { due: false, reason: 'no-docs' };
  let reason: 'never-checked' | 'stale';
  if (lastCheck === null) reason = 'never-checked';
  else {
    if (meta.newest_mtime_ms === null || meta.newest_mtime_ms <= lastCheck) return { due: false, reason: 'unchanged' };
    reason = 'stale';
  }
  const days = lastCheck === null ? null : Math.floor((now.getTime() - lastCheck) / DAY_MS);
  const message =
    reason === 'never-checked'
      ? 'doc-hygiene: this project\'s agent docs have never been checked; /hygiene check finds stale, broken, duplicated and bloated docs (reminder.enabled: false in .dochygiene.yaml turns this off).'
      : `doc-hygiene: the last docs check was ${days} days ago and docs changed since; /hygiene check to refresh the report (reminder.enabled: false in .dochygiene.yaml turns this off).`;
  return { due: true, reason, days_since_check: days, message };
}
