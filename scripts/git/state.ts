// Git state for lifecycle decisions: is a path tracked, and is the working tree clean there?
// A lifecycle delete may be `auto` only for a tracked, clean path (git can restore it); the tier
// function asks at report time and the cleaner asks again at apply time.
import { openBackend } from './open-backend.ts';
import { throughSymlink } from './fs-probe.ts';
import type { PathState } from './git-backend.ts';
import { projectRelativeProblem } from '../shared/paths.ts';
import { HygieneError } from '../shared/errors.ts';

export type { PathState } from './git-backend.ts';

/**
 * For a file: tracked = the file itself is in the index. For a folder: at least one tracked file
 * under it. Clean = no staged, unstaged or untracked (not ignored) change at or under the path.
 * Outside git nothing is tracked and nothing is clean (git cannot restore anything there).
 */
export async function pathGitState(root: string, relPath: string): Promise<PathState> {
  const rel = relPath.replace(/\/+$/, '');
  if (rel !== '' && rel !== '.') {
    const problem = projectRelativeProblem(rel);
    if (problem) throw new HygieneError('UNSAFE_PATH', problem, relPath);
  }
  const backend = await openBackend(root);
  if (!backend) return { tracked: false, clean: false };
  // Beyond a symlinked folder nothing is in the repository's namespace (git refuses to look).
  if (rel !== '' && rel !== '.' && (await throughSymlink(root, rel))) return { tracked: false, clean: false };
  return backend.pathState(rel === '' ? '.' : rel);
}

/** The commit HEAD points to, or undefined (outside git, or an unborn branch). */
export async function headCommit(root: string): Promise<string | undefined> {
  const backend = await openBackend(root);
  return backend ? backend.head() : undefined;
}
