import { describe, it, after } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { pathGitState, headCommit } from '../../scripts/git/state.ts';
import { HygieneError } from '../../scripts/shared/errors.ts';
import { cleanup, commit, git, initRepo, perBackend, tmpDir, write } from './support.ts';

after(cleanup);

function repoWithDocs(): { repo: string; head: string } {
  const repo = initRepo();
  write(repo, '.gitignore', '*.log\n');
  write(repo, 'docs/plans/a.md', 'a\n');
  write(repo, 'docs/plans/b.md', 'b\n');
  write(repo, 'docs/other.md', 'o\n');
  const head = commit(repo, '2024-01-01T00:00:00Z');
  return { repo, head };
}

const states = (root: string, paths: string[]) =>
  perBackend(async () => Promise.all(paths.map((p) => pathGitState(root, p))));

describe('Tracked and clean state of a path', () => {
  it('Tracked and clean', async () => {
    const { repo, head } = repoWithDocs();
    write(repo, 'docs/plans/run.log', 'ignored\n'); // ignored files are not changes
    const r = await states(repo, ['docs/plans/a.md', 'docs/plans', 'docs/plans/', '.']);
    const clean = { tracked: true, clean: true };
    assert.deepEqual(r.native, [clean, clean, clean, clean]);
    assert.deepEqual(r.isomorphic, r.native);
    const heads = await perBackend(() => headCommit(repo));
    assert.deepEqual(heads, { native: head, isomorphic: head });
    await assert.rejects(pathGitState(repo, '../outside'), (e: unknown) => e instanceof HygieneError && e.code === 'UNSAFE_PATH');
  });

  it('Dirty file', async () => {
    const { repo } = repoWithDocs();
    write(repo, 'docs/plans/a.md', 'changed\n');
    write(repo, 'docs/other.md', 'staged\n');
    git(repo, ['add', 'docs/other.md']);
    const r = await states(repo, ['docs/plans/a.md', 'docs/plans', 'docs/plans/b.md', 'docs/other.md', 'docs']);
    const dirty = { tracked: true, clean: false };
    assert.deepEqual(r.native, [dirty, dirty, { tracked: true, clean: true }, dirty, dirty]);
    assert.deepEqual(r.isomorphic, r.native);
  });

  it('Untracked file', async () => {
    const { repo } = repoWithDocs();
    write(repo, 'docs/plans/new.md', 'n\n');
    write(repo, 'scratch/only.md', 's\n');
    const r = await states(repo, ['docs/plans/new.md', 'docs/plans', 'scratch', 'docs/plans/a.md']);
    assert.deepEqual(r.native, [
      { tracked: false, clean: false },
      { tracked: true, clean: false },
      { tracked: false, clean: false },
      { tracked: true, clean: true },
    ]);
    assert.deepEqual(r.isomorphic, r.native);
    // Outside git nothing is tracked or clean.
    const plain = tmpDir();
    write(plain, 'a.md', 'a\n');
    assert.deepEqual(await pathGitState(plain, 'a.md'), { tracked: false, clean: false });
  });

  it('Inside a linked worktree', async () => {
    const { repo } = repoWithDocs();
    const wt = join(tmpDir(), 'wt');
    git(repo, ['worktree', 'add', '-q', '-b', 'side', wt]);
    const before = await states(wt, ['docs/plans/a.md', 'docs/plans']);
    assert.deepEqual(before.native, [{ tracked: true, clean: true }, { tracked: true, clean: true }]);
    assert.deepEqual(before.isomorphic, before.native);
    write(wt, 'docs/plans/a.md', 'changed in the worktree\n');
    const afterEdit = await states(wt, ['docs/plans/a.md', 'docs/plans']);
    assert.deepEqual(afterEdit.native, [{ tracked: true, clean: false }, { tracked: true, clean: false }]);
    assert.deepEqual(afterEdit.isomorphic, afterEdit.native);
    const main = await states(repo, ['docs/plans/a.md']);
    assert.deepEqual(main, { native: [{ tracked: true, clean: true }], isomorphic: [{ tracked: true, clean: true }] });
  });
});
