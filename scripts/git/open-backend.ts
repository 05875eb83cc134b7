// Opens the git backend for a project root: native git when it is on PATH (or forced with
// DOCHYGIENE_GIT_BACKEND=native), isomorphic-git otherwise. Undefined outside a repository.
import { selectBackend, type GitBackendName } from './backend.ts';
import type { GitBackend } from './git-backend.ts';
import { findRepoLayout } from './layout.ts';
import { NativeBackend } from './native-backend.ts';

export async function openBackend(root: string, force?: GitBackendName): Promise<GitBackend | undefined> {
  const layout = findRepoLayout(root);
  if (!layout) return undefined;
  const name = force ?? (await selectBackend());
  if (name === 'native') return new NativeBackend(layout.root, layout);
  // isomorphic-git (half a megabyte of code) is loaded only when this path is taken.
  const { IsomorphicBackend } = await import('./isomorphic-backend.ts');
  return new IsomorphicBackend(layout.root, layout);
}
