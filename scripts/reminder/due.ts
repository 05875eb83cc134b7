// When is a check due? A pure decision over the state, the settings and the docs metadata.
import type { State } from '../write/state.ts';
import type { ReminderConfig } from './reminder-config.ts';
import type { DocsMetadata } from './docs-metadata.ts';

export const DAY_MS = 86_400_000;
/** At most one reminder per this many ms. */
export const REMIND_AT_MOST_EVERY_MS = DAY_MS;

export type Decision =
  | { due: false; reason: 'disabled' | 'no-docs' | 'fresh' | 'unchanged' | 'reminded-recently' }
  | { due: true; reason: 'never-checked' | 'stale'; days_since_check: number | null; message: string };

export function decide(now: Date, state: State | null, config: ReminderConfig, docs: DocsMetadata): Decision {
  if (!config.enabled) return { due: false, reason: 'disabled' };
  if (!docs.has_docs) return { due: false, reason: 'no-docs' };
  const lastCheck = state?.last_check ? Date.parse(state.last_check) : null;
  const lastReminded = state?.last_reminded ? Date.parse(state.last_reminded) : null;
  let reason: 'never-checked' | 'stale';
  if (lastCheck === null) reason = 'never-checked';
  else {
    if (now.getTime() - lastCheck < config.interval_days * DAY_MS) return { due: false, reason: 'fresh' };
    if (docs.newest_mtime_ms === null || docs.newest_mtime_ms <= lastCheck) return { due: false, reason: 'unchanged' };
    reason = 'stale';
  }
  if (lastReminded !== null && now.getTime() - lastReminded < REMIND_AT_MOST_EVERY_MS) return { due: false, reason: 'reminded-recently' };
  const days = lastCheck === null ? null : Math.floor((now.getTime() - lastCheck) / DAY_MS);
  const message =
    reason === 'never-checked'
      ? 'doc-hygiene: this project\'s agent docs have never been checked; /hygiene check finds stale, broken, duplicated and bloated docs (reminder.enabled: false in .dochygiene.yaml turns this off).'
      : `doc-hygiene: the last docs check was ${days} days ago and docs changed since; /hygiene check to refresh the report (reminder.enabled: false in .dochygiene.yaml turns this off).`;
  return { due: true, reason, days_since_check: days, message };
}
