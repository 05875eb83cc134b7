// The reminder's settings from `.dochygiene.yaml` (keys `reminder.enabled`, `reminder.interval_days`).
// Only these two keys are read: the full config loader validates the whole file and is too heavy
// for a hook that runs at every session start. The YAML parser (~15 ms to load) is imported only
// when the file changed since the hook last read it: the two settings are cached in
// .dochygiene/cache/reminder-settings.json with the text they were read from (a file's times can
// miss an edit; its text cannot).
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

export interface ReminderConfig {
  enabled: boolean;
  interval_days: number;
}

/** A copy of DEFAULT_CONFIG.reminder (config/defaults.ts), kept here for the hook's speed; tests/contract/single-source.test.ts ties the two. */
export const DEFAULT_REMINDER: ReminderConfig = Object.freeze({ enabled: true, interval_days: 7 });
export const CONFIG_FILE = '.dochygiene.yaml';

const CACHE_FILE = join('.dochygiene', 'cache', 'reminder-settings.json');

function isSettings(x: unknown): x is ReminderConfig {
  const r = x as ReminderConfig | null;
  return typeof r === 'object' && r !== null && typeof r.enabled === 'boolean' && typeof r.interval_days === 'number' && Number.isFinite(r.interval_days) && r.interval_days >= 0;
}

function cachedSettings(root: string, text: string): ReminderConfig | undefined {
  try {
    const c = JSON.parse(readFileSync(join(root, CACHE_FILE), 'utf8')) as { text?: unknown; settings?: unknown };
    return c.text === text && isSettings(c.settings) ? { enabled: c.settings.enabled, interval_days: c.settings.interval_days } : undefined;
  } catch {
    return undefined; // absent or unreadable: parse the config
  }
}

/** Best effort, and only into an existing .dochygiene/: the hook never creates it for a cache. */
async function cacheSettings(root: string, text: string, settings: ReminderConfig): Promise<void> {
  try {
    statSync(join(root, '.dochygiene'));
    const { writeFileAtomic } = await import('../shared/atomic-write.ts');
    writeFileAtomic(join(root, CACHE_FILE), JSON.stringify({ text, settings }) + '\n');
  } catch {
    /* no state folder, or not writable: parse again next time */
  }
}

/** Reads the reminder settings; a missing file gives the defaults; a malformed one throws. */
export async function loadReminderConfig(root: string): Promise<ReminderConfig> {
  let text: string;
  try {
    text = readFileSync(join(root, CONFIG_FILE), 'utf8');
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return DEFAULT_REMINDER;
    throw err;
  }
  const cached = cachedSettings(root, text);
  if (cached) return cached;
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
  const settings = { enabled, interval_days: interval };
  await cacheSettings(root, text, settings);
  return settings;
}
