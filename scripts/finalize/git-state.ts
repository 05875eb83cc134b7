// The git state a lifecycle delete's tier depends on: is the path tracked, and is its worktree
// clean (no modified, staged, deleted or untracked file at or below it)? Computed here, never
// proposed. Without native git, or outside a repository, every path is reported untracked and
// dirty, which derives to `confirm`: doubt never lowers a tier.
import type { GitState } from '../contract/kind-table.ts';
import { selectBackend } from '../git/backend.ts';
import { runGit, splitZ } from '../git/exec.ts';

const under = (file: string, path: string) => file === path || file.startsWith(path.endsWith('/') ? path : path + '/');

export async function gitStates(root: string, paths: readonly string[]): Promise<Map<string, GitState>> {
  const out = new Map<string, GitState>();
  for (const p of paths) out.set(p, { tracked: false, clean: false });
  if (paths.length === 0) return out;
  let backend: string;
  try {
    backend = await selectBackend();
  } catch {
    return out;
  }
  if (backend !== 'native') return out;
  const specs = paths.map((p) => `:(literal)${p}`);
  const ls = await runGit(root, ['ls-files', '-z', '--cached', '--', ...specs]);
  const st = await runGit(root, ['status', '--porcelain=v1', '-z', '--untracked-files=all', '--ignored=no', '--no-renames', '--', ...specs]);
  if (ls.code !== 0 || st.code !== 0) return out;
  const tracked = splitZ(ls.stdout);
  const dirty = splitZ(st.stdout).map((rec) => rec.slice(3));
  for (const p of paths) {
    out.set(p, { tracked: tracked.some((f) => under(f, p)), clean: !dirty.some((f) => under(f, p)) });
  }
  return out;
}
