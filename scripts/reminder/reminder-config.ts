// The reminder's settings from `.dochygiene.yaml` (keys `reminder.enabled`, `reminder.interval_days`).
// The YAML parser is imported only when the file exists, so a project without it pays nothing.
// Only these two keys are read: the full config loader validates the whole file and is too heavy
// for a hook that runs at every session start.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

export interface ReminderConfig {
  enabled: boolean;
  interval_days: number;
}

export const DEFAULT_REMINDER: ReminderConfig = Object.freeze({ enabled: true, interval_days: 7 });
export const CONFIG_FILE = '.dochygiene.yaml';

/** Reads the reminder settings; a missing file gives the defaults; a malformed one throws. */
export async function loadReminderConfig(root: string): Promise<ReminderConfig> {
  let text: string;
  try {
    text = readFileSync(join(root, CONFIG_FILE), 'utf8');
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return DEFAULT_REMINDER;
    throw err;
  }
  const yaml = (await import('yaml')) as typeof import('yaml') & { default?: typeof import('yaml') };
  const parse = yaml.parse ?? yaml.default?.parse; // a CommonJS module bundled into ESM arrives as `default`
  const doc = (parse(text) ?? {}) as { reminder?: { enabled?: unknown; interval_days?: unknown } };
  const r = doc.reminder ?? {};
  const enabled = r.enabled === undefined ? DEFAULT_REMINDER.enabled : r.enabled;
  const interval = r.interval_days === undefined ? DEFAULT_REMINDER.interval_days : r.interval_days;
  if (typeof enabled !== 'boolean') throw new Error(`${CONFIG_FILE}: reminder.enabled must be true or false`);
  if (typeof interval !== 'number' || !Number.isFinite(interval) || interval < 0) {
    throw new Error(`${CONFIG_FILE}: reminder.interval_days must be a number of days >= 0`);
  }
  return { enabled, interval_days: interval };
}
