// State that came with the repository is not ours: the one rule every entry applies before it reads
// or writes `.dochygiene/`. The folder and its subfolders must be real folders (a symlinked one
// would take reads and writes outside the project), and git must track nothing under it:
// `.dochygiene/` ignores itself, so no file doc-hygiene wrote is ever tracked, and a tracked one was
// committed by someone else (or planted in a clone). A state folder that is absent is trusted (there
// is nothing in it). Files planted without git (an unpacked archive) are refused where they could
// steer anything: journal runs, grants and classification cache entries are sealed by this user.
import { lstatSync, realpathSync } from 'node:fs';
import { relative, sep } from 'node:path';
import { HygieneError } from '../shared/errors.ts';
import { STATE_DIR_NAME, stateDirOf, stateFolderProblem } from '../shared/state-dir.ts';
import { findRepoLayout } from '../git/layout.ts';
import { indexHasPathUnder } from '../git/index-paths.ts';

/** The state folders every writer uses: none may be a symlink. */
export const STATE_SUBDIRS = ['journal', 'cache', 'tmp'];

export interface StateDistrust {
  code: 'UNSAFE_PATH' | 'REFUSED';
  message: string;
}

const TRACKED: StateDistrust = {
  code: 'REFUSED',
  message: `${STATE_DIR_NAME}/ holds files that git tracks (they came with the repository). doc-hygiene trusts no journal, grant, cache or state it did not write itself; nothing was changed. Remove them from git (git rm -r --cached ${STATE_DIR_NAME}), delete the folder, then run again.`,
};

function real(root: string): string {
  try {
    return realpathSync(root);
  } catch {
    return root;
  }
}

function folderDistrust(root: string): StateDistrust | 'absent' | undefined {
  const unsafe = stateFolderProblem(root, STATE_SUBDIRS);
  if (unsafe) return { code: 'UNSAFE_PATH', message: unsafe };
  try {
    lstatSync(stateDirOf(root));
  } catch {
    return 'absent';
  }
  return undefined;
}

/**
 * The rule without spawning anything (the SessionStart hook, `status`): the index is read directly.
 * An index this reader cannot read counts as distrust, never as "nothing tracked".
 */
export function stateDistrustWithoutGit(given: string): StateDistrust | undefined {
  const root = real(given);
  const folder = folderDistrust(root);
  if (folder === 'absent') return undefined;
  if (folder) return folder;
  const layout = findRepoLayout(root);
  if (!layout) return undefined;
  const tracked = indexHasPathUnder(layout, indexPrefix(layout.root, root));
  if (tracked === false) return undefined;
  if (tracked === true) return TRACKED;
  return { code: 'REFUSED', message: `cannot tell from the index whether git tracks files in ${STATE_DIR_NAME}/ (a split or unknown index); run a doc-hygiene command that asks git` };
}

/** The rule: the index read directly, and git asked when that cannot tell. */
export async function stateDistrust(given: string): Promise<StateDistrust | undefined> {
  const root = real(given);
  const folder = folderDistrust(root);
  if (folder === 'absent') return undefined;
  if (folder) return folder;
  const layout = findRepoLayout(root);
  if (!layout) return undefined;
  const tracked = indexHasPathUnder(layout, indexPrefix(layout.root, root));
  if (tracked === false) return undefined;
  if (tracked === true) return TRACKED;
  // The git backends load only here (the hook's bundle never needs them).
  const { pathGitState } = await import('../git/state.ts');
  return (await pathGitState(root, STATE_DIR_NAME)).tracked ? TRACKED : undefined;
}

/** Refuses (UNSAFE_PATH or REFUSED) a project whose state folder breaks the rule. */
export async function assertStateTrusted(root: string): Promise<void> {
  const d = await stateDistrust(root);
  if (d) throw new HygieneError(d.code, d.message);
}

/** `.dochygiene/` of `root` as the index names it (relative to the repository's work tree). */
function indexPrefix(repoRoot: string, root: string): string {
  const rel = relative(repoRoot, root).split(sep).join('/');
  return rel === '' ? `${STATE_DIR_NAME}/` : `${rel}/${STATE_DIR_NAME}/`;
}
