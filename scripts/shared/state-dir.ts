// The per-project state folder `.dochygiene/`. It ignores itself with its own .gitignore, so the
// user's root .gitignore is never edited. The folder and its subfolders (journal/, cache/, tmp/)
// must be real folders: a symlinked one would send our writes outside the project, so every
// writer refuses it (scripts/shared/paths.ts holds the one inside-root guard).
import { existsSync, lstatSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { writeFileAtomic } from './atomic-write.ts';
import { HygieneError } from './errors.ts';

export const STATE_DIR_NAME = '.dochygiene';

/** The CI baseline, committed at the root (scripts/ci/baseline.ts): its entries quote the findings' names. */
export const BASELINE_FILE = '.dochygiene-baseline.json';

export function stateDirOf(root: string): string {
  return join(root, STATE_DIR_NAME);
}

/** Why `abs` (a state folder) may not be used, or undefined when it is a real folder or absent. */
function folderProblem(abs: string, rel: string): string | undefined {
  let st;
  try {
    st = lstatSync(abs);
  } catch {
    return undefined;
  }
  if (st.isSymbolicLink()) return `${rel} is a symlink; doc-hygiene keeps its state only in a real folder inside the project (remove the link to go on)`;
  if (!st.isDirectory()) return `${rel} is not a folder`;
  return undefined;
}

/**
 * Refuses (UNSAFE_PATH) a state folder that is a symlink or not a folder: `.dochygiene/` itself,
 * and `sub` (e.g. "journal", "cache") below it when given. Absent folders are fine.
 */
export function assertStateFolder(root: string, sub?: string): void {
  const top = folderProblem(stateDirOf(root), STATE_DIR_NAME);
  if (top) throw new HygieneError('UNSAFE_PATH', top);
  if (sub !== undefined) {
    const p = folderProblem(join(stateDirOf(root), sub), `${STATE_DIR_NAME}/${sub}`);
    if (p) throw new HygieneError('UNSAFE_PATH', p);
  }
}

/** The problem with the state folders, or undefined (the hook's quiet form of assertStateFolder). */
export function stateFolderProblem(root: string, subs: string[] = []): string | undefined {
  try {
    assertStateFolder(root);
    for (const s of subs) assertStateFolder(root, s);
    return undefined;
  } catch (err) {
    return (err as Error).message;
  }
}

/** Creates `.dochygiene/` (and its self-ignoring .gitignore) when missing; returns its path. */
export function ensureStateDir(root: string): string {
  assertStateFolder(root);
  const dir = stateDirOf(root);
  mkdirSync(dir, { recursive: true });
  const gi = join(dir, '.gitignore');
  if (!existsSync(gi)) writeFileAtomic(gi, '*\n');
  return dir;
}

/** Creates `.dochygiene/<sub>/` when missing (refusing symlinked folders); returns its path. */
export function ensureStateSubdir(root: string, sub: string): string {
  const dir = join(ensureStateDir(root), sub);
  assertStateFolder(root, sub);
  mkdirSync(dir, { recursive: true });
  return dir;
}
