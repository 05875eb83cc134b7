// State that came with the repository is not ours. `.dochygiene/` ignores itself, so no file of a
// journal, grant, cache or state that doc-hygiene wrote is ever tracked by git; a tracked one was
// committed by someone else (or planted in a clone) and is refused before anything reads it.
import { HygieneError } from '../shared/errors.ts';
import { STATE_DIR_NAME, assertStateFolder } from '../shared/state-dir.ts';
import { pathGitState } from '../git/state.ts';

/** The state folders every writer uses: none may be a symlink. */
export const STATE_SUBDIRS = ['journal', 'cache', 'tmp'];

/**
 * Refuses a project whose `.dochygiene/` holds files git tracks (REFUSED), or whose state folder
 * or one of its subfolders is a symlink (UNSAFE_PATH).
 */
export async function assertStateTrusted(root: string): Promise<void> {
  assertStateFolder(root);
  for (const sub of STATE_SUBDIRS) assertStateFolder(root, sub);
  const st = await pathGitState(root, STATE_DIR_NAME);
  if (st.tracked)
    throw new HygieneError(
      'REFUSED',
      `${STATE_DIR_NAME}/ holds files that git tracks (they came with the repository). doc-hygiene trusts no journal, grant, cache or state it did not write itself; nothing was changed. Remove them from git (git rm -r --cached ${STATE_DIR_NAME}), delete the folder, then run again.`,
    );
}
