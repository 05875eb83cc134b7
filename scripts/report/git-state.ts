// The git state a lifecycle delete's tier depends on (tracked? clean at and under the path?),
// asked of git through scripts/git/state.ts, the same question the cleaner asks again at apply
// time. Computed here, never proposed; a path git cannot answer for is untracked and dirty, which
// derives to `confirm`: doubt never lowers a tier.
import type { GitState } from '../contract/kind-table.ts';
import { pathGitState } from '../git/state.ts';

export async function gitStates(root: string, paths: readonly string[]): Promise<Map<string, GitState>> {
  const out = new Map<string, GitState>();
  for (const p of paths) {
    try {
      const s = await pathGitState(root, p);
      out.set(p, { tracked: s.tracked === true, clean: s.clean === true });
    } catch {
      out.set(p, { tracked: false, clean: false });
    }
  }
  return out;
}
