// The reminder's settings from `.dochygiene.yaml` (keys `reminder.enabled`, `reminder.interval_days`).
// Only these two keys are read: the full config loader validates the whole file and is too heavy
// for a hook that runs at every session start. The YAML parser (~15 ms to load) is imported only
// when the file changed since the hook last read it: the two settings are cached in
// .dochygiene/cache/reminder-settings.json with the text they were read from (a file's times can
// miss an edit; its text cannot).
import { lstatSync } from 'node:fs';
import { join } from 'node:path';
import { readRegularFile } from '../shared/read-bounded.ts';
import { stateFolderProblem } from '../shared/state-dir.ts';

export interface ReminderConfig {
  enabled: boolean;
  interval_days: number;
}

/** A copy of DEFAULT_CONFIG.reminder (config/defaults.ts), kept here for the hook's speed; tests/contract/single-source.test.ts ties the two. */
export const DEFAULT_REMINDER: ReminderConfig = Object.freeze({ enabled: true, interval_days: 7 });
export const CONFIG_FILE = '.dochygiene.yaml';
/** The hook reads at most this much config: a session start never waits on a huge (or endless) file. */
export const MAX_HOOK_CONFIG_BYTES = 256 * 1024;
const MAX_CACHE_BYTES = MAX_HOOK_CONFIG_BYTES + 4096;

const CACHE_FILE = join('.dochygiene', 'cache', 'reminder-settings.json');

function isSettings(x: unknown): x is ReminderConfig {
  const r = x as ReminderConfig | null;
  return typeof r === 'object' && r !== null && typeof r.enabled === 'boolean' && typeof r.interval_days === 'number' && Number.isFinite(r.interval_days) && r.interval_days >= 0;
}

function cachedSettings(root: string, text: string): ReminderConfig | undefined {
  try {
    const read = readRegularFile(join(root, CACHE_FILE), MAX_CACHE_BYTES);
    if (!read.ok || stateFolderProblem(root, ['cache'])) return undefined;
    const c = JSON.parse(read.bytes.toString('utf8')) as { text?: unknown; settings?: unknown };
    return c.text === text && isSettings(c.settings) ? { enabled: c.settings.enabled, interval_days: c.settings.interval_days } : undefined;
  } catch {
    return undefined; // absent or unreadable: parse the config
  }
}

/** Best effort, and only into an existing, real .dochygiene/: the hook never creates it for a cache, nor writes through a symlink. */
async function cacheSettings(root: string, text: string, settings: ReminderConfig): Promise<void> {
  try {
    if (!lstatSync(join(root, '.dochygiene')).isDirectory() || stateFolderProblem(root, ['cache'])) return;
    const { writeFileAtomic } = await import('../shared/atomic-write.ts');
    writeFileAtomic(join(root, CACHE_FILE), JSON.stringify({ text, settings }) + '\n');
  } catch {
    /* no state folder, or not writable: parse again next time */
  }
}

/**
 * Reads the reminder settings; a missing file gives the defaults; a malformed one, one that is not
 * a regular file (a FIFO, /dev/zero) or one over MAX_HOOK_CONFIG_BYTES throws.
 */
export async function loadReminderConfig(root: string): Promise<ReminderConfig> {
  const read = readRegularFile(join(root, CONFIG_FILE), MAX_HOOK_CONFIG_BYTES, { followSymlink: true });
  if (!read.ok) {
    if (read.reason === 'absent') return DEFAULT_REMINDER;
    throw new Error(`${CONFIG_FILE} ${read.reason}`);
  }
  const text = read.bytes.toString('utf8');
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
