// The git facts the lifecycle pass reads, each in one call: the tracked files present in the working
// tree (served evidence; excluded folders such as archive/ included), and the files that are
// untracked or modified (their age is their mtime, not their last commit). The git backend answers;
// outside a repository nothing is tracked.
import { openBackend } from '../../git/open-backend.ts';
import type { WorkingTreeFacts } from '../../git/git-backend.ts';

export type GitFacts = WorkingTreeFacts;

export async function readGitFacts(root: string): Promise<GitFacts> {
  const git = await openBackend(root);
  return git ? git.workingTreeFacts(root) : { tracked: [], changed: new Set() };
}
