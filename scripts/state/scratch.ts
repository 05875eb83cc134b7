// Scratch folders for the skills' intermediate files (the scan, the proposals, a report before it
// is validated): .dochygiene/tmp/<UTC stamp>-<random>/, inside the project's self-ignoring state
// folder. The Write tool then writes inside the project, never to the system temp folder, and
// nothing piles up: making a folder removes the scratch folders older than a day (a run's files
// stay that long for inspection).
import { lstatSync, mkdirSync, readdirSync, rmSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { join, sep } from 'node:path';
import { ensureStateSubdir, STATE_DIR_NAME } from '../shared/state-dir.ts';

export const SCRATCH_PARENT = 'tmp';
export const SCRATCH_KEEP_MS = 24 * 60 * 60 * 1000;
/** Only folders with names this module makes are ever removed. */
const NAME = /^\d{8}T\d{6}Z-[0-9a-f]{8}$/;

/** Makes a fresh scratch folder and returns its absolute path; prunes the stale ones first. */
export function makeScratch(root: string, now = Date.now()): string {
  const parent = ensureStateSubdir(root, SCRATCH_PARENT); // refuses a symlinked .dochygiene/ or tmp/
  pruneScratch(parent, now);
  const stamp = new Date(now).toISOString().replace(/[-:]/g, '').replace(/\.\d+Z$/, 'Z');
  const dir = join(parent, `${stamp}-${randomBytes(4).toString('hex')}`);
  mkdirSync(dir);
  return dir;
}

/** Removes the scratch folders (real folders, not links, named as makeScratch names them) older than SCRATCH_KEEP_MS. */
export function pruneScratch(parent: string, now = Date.now()): string[] {
  const removed: string[] = [];
  for (const name of readdirSync(parent)) {
    if (!NAME.test(name)) continue;
    const p = join(parent, name);
    try {
      const st = lstatSync(p);
      if (!st.isDirectory() || now - st.mtimeMs <= SCRATCH_KEEP_MS) continue;
      rmSync(p, { recursive: true, force: true });
      removed.push(name);
    } catch {
      /* raced away, or not ours to remove */
    }
  }
  return removed;
}

/** Whether a real path lies in a scratch folder: below `.dochygiene/tmp/<folder>/`, not elsewhere in `.dochygiene/`. */
export function inScratch(realPath: string): boolean {
  const parts = realPath.split(sep);
  const i = parts.lastIndexOf(STATE_DIR_NAME);
  return i >= 0 && parts[i + 1] === SCRATCH_PARENT && (parts[i + 2] ?? '') !== '';
}
