// --changed-since REV (for pull requests): the paths changed between REV's merge base with HEAD and
// the working tree (committed, staged, unstaged and untracked), and the docs among them. With
// --include-referencing, also each doc that references a changed path (a link to a file the change
// moved), with the reference that pulled it in, so the output can say why that doc is there.
import { runGit, splitZ } from '../git/exec.ts';
import { listProjectFiles } from '../git/files.ts';
import { HygieneError } from '../shared/errors.ts';
import { parseDoc } from '../doc/parse-doc.ts';
import { referencesOf } from '../scan/references.ts';
import { buildRepoIndex } from '../doc/repo-index.ts';
import { byCodeUnit } from '../shared/order.ts';
import { projectFileText } from '../shared/paths.ts';

export interface ChangedScope {
  base: string;
  changed: Set<string>;
  /** The docs the range changed: reported by default. */
  changedDocs: Set<string>;
  /**
   * With includeReferencing: each other doc that references a changed path (a file, or a folder
   * holding one), with the reference and the changed path that pulled it in.
   */
  referencing: Map<string, { reference: string; changed: string }>;
}

/** The paths changed since `rev`; a USAGE error when `rev` names no commit. */
export async function changedPaths(root: string, rev: string): Promise<{ base: string; changed: Set<string> }> {
  if (rev.startsWith('-')) throw new HygieneError('USAGE', `--changed-since: "${rev}" is not a revision`);
  const r = await runGit(root, ['rev-parse', '--verify', '-q', `${rev}^{commit}`]);
  if (r.code !== 0) throw new HygieneError('USAGE', `--changed-since: ${rev} names no commit in this repository (in a shallow checkout, fetch it first)`);
  const target = r.stdout.toString('utf8').trim();
  // The merge base: what the branch changed, not what the base branch gained since. A shallow
  // checkout may not hold it; then REV itself is the base.
  const mb = await runGit(root, ['merge-base', target, 'HEAD']);
  const base = mb.code === 0 ? mb.stdout.toString('utf8').trim() : target;
  const [diff, untracked] = await Promise.all([
    runGit(root, ['diff', '--name-only', '-z', '--no-renames', '--no-ext-diff', '--no-textconv', base, '--']),
    runGit(root, ['ls-files', '-z', '--others', '--exclude-standard']),
  ]);
  if (diff.code !== 0) throw new HygieneError('IO', `git diff failed in ${root}: ${diff.stderr.trim()}`);
  return { base, changed: new Set([...splitZ(diff.stdout), ...(untracked.code === 0 ? splitZ(untracked.stdout) : [])]) };
}

/** `isAgent` says which docs Claude Code reads `@path` imports in (see ./agent-memory.ts). */
export async function changedScope(root: string, rev: string, docs: string[], isAgent: (doc: string) => boolean, includeReferencing: boolean): Promise<ChangedScope> {
  const { base, changed } = await changedPaths(root, rev);
  const changedDocs = new Set(docs.filter((d) => changed.has(d)));
  const referencing = new Map<string, { reference: string; changed: string }>();
  const rest = docs.filter((d) => !changedDocs.has(d));
  if (includeReferencing && rest.length > 0 && changed.size > 0) {
    const repo = buildRepoIndex(await listProjectFiles(root));
    const changedList = [...changed].sort(byCodeUnit);
    for (const d of rest) {
      const text = projectFileText(root, d); // inside the project, regular, bounded
      if (text === undefined) continue;
      const refs = referencesOf(parseDoc(d, text), { root, repo, agent: isAgent(d) });
      for (const r of [...refs].sort((a, b) => byCodeUnit(a.resolved, b.resolved))) {
        const folder = r.resolved.replace(/\/$/, '') + '/';
        const hit = changed.has(r.resolved) ? r.resolved : changedList.find((c) => c.startsWith(folder));
        if (hit === undefined) continue;
        referencing.set(d, { reference: r.resolved, changed: hit });
        break;
      }
    }
  }
  return { base, changed, changedDocs, referencing };
}
