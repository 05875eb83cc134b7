// Opens the git backend for a project root: native git when it is on PATH (or forced with
// DOCHYGIENE_GIT_BACKEND=native), isomorphic-git otherwise. Undefined outside a repository.
import { selectBackend, type GitBackendName } from './backend.ts';
import type { GitBackend } from './git-backend.ts';
import { findRepoLayout } from './layout.ts';
import { NativeBackend } from './native-backend.ts';
import { IsomorphicBackend } from './isomorphic-backend.ts';

export async function openBackend(root: string, force?: GitBackendName): Promise<GitBackend | undefined> {
  const layout = findRepoLayout(root);
  if (!layout) return undefined;
  const name = force ?? (await selectBackend());
  return name === 'native' ? new NativeBackend(layout.root, layout) : new IsomorphicBackend(layout.root, layout);
}
