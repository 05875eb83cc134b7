import { describe, it, after } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, rmSync, symlinkSync } from 'node:fs';
import { join } from 'node:path';
import { findProjectRoot } from '../../scripts/git/root.ts';
import { listProjectFiles, ignoredPaths } from '../../scripts/git/files.ts';
import { selectBackend } from '../../scripts/git/backend.ts';
import { HygieneError } from '../../scripts/shared/errors.ts';
import { cleanup, commit, git, initRepo, perBackend, tmpDir, write } from './support.ts';

after(cleanup);

describe('Two git backends behind one interface', () => {
  it('Forced backend', async () => {
    assert.equal(await selectBackend({ DOCHYGIENE_GIT_BACKEND: 'isomorphic' }), 'isomorphic');
    assert.equal(await selectBackend({ DOCHYGIENE_GIT_BACKEND: 'native' }), 'native');
    assert.equal(await selectBackend({}), 'native'); // git is on PATH here
  });

  it('Unknown backend name', async () => {
    await assert.rejects(selectBackend({ DOCHYGIENE_GIT_BACKEND: 'libgit2' }), (err: unknown) => {
      assert.ok(err instanceof HygieneError);
      assert.equal(err.code, 'CONFIG');
      assert.match(err.message, /"native" or "isomorphic"/);
      return true;
    });
  });
});

describe('Project root', () => {
  it('Root from a subdirectory', async () => {
    const repo = initRepo();
    write(repo, 'docs/deep/a.md', '# a\n');
    commit(repo, '2024-01-01T00:00:00Z');
    const r = await perBackend(() => findProjectRoot(join(repo, 'docs/deep')));
    assert.deepEqual(r.native, { root: repo, inGit: true });
    assert.deepEqual(r.isomorphic, r.native);
  });

  it('Root inside a linked worktree', async () => {
    const repo = initRepo();
    write(repo, 'docs/a.md', '# a\n');
    commit(repo, '2024-01-01T00:00:00Z');
    const wt = join(tmpDir(), 'wt');
    git(repo, ['worktree', 'add', '-q', '-b', 'side', wt]);
    const r = await perBackend(() => findProjectRoot(join(wt, 'docs')));
    assert.deepEqual(r.native, { root: wt, inGit: true });
    assert.deepEqual(r.isomorphic, r.native);
  });

  it('Root in a repository with alternates', async () => {
    const origin = initRepo();
    write(origin, 'a.md', '# a\n');
    commit(origin, '2024-01-01T00:00:00Z');
    const clone = join(tmpDir(), 'clone');
    git(origin, ['clone', '-q', '--shared', origin, clone]);
    const r = await perBackend(() => findProjectRoot(clone));
    assert.deepEqual(r.native, { root: clone, inGit: true });
    assert.deepEqual(r.isomorphic, r.native);
  });

  it('Root outside git', async () => {
    const dir = tmpDir();
    mkdirSync(join(dir, 'sub'));
    const r = await perBackend(() => findProjectRoot(join(dir, 'sub')));
    assert.deepEqual(r.native, { root: join(dir, 'sub'), inGit: false });
    assert.deepEqual(r.isomorphic, r.native);
  });
});

describe('Project files and ignore rules', () => {
  it('Tracked and untracked files, ignored ones left out', async () => {
    const repo = initRepo();
    write(repo, '.gitignore', 'logs/\nbuild/\n');
    write(repo, 'README.md', '# r\n');
    write(repo, 'src/app.ts', 'x\n');
    write(repo, 'docs/gone.md', 'g\n');
    write(repo, 'build/keep.js', 'k\n');
    git(repo, ['add', '-f', 'build/keep.js']);
    commit(repo, '2024-01-01T00:00:00Z');
    rmSync(join(repo, 'docs/gone.md'));
    write(repo, 'notes/new.md', 'n\n');
    write(repo, 'logs/today.log', 'l\n');
    write(repo, 'build/out.js', 'o\n');
    initRepo(join(repo, 'vendor-repo'));
    write(repo, 'vendor-repo/inner.md', 'i\n');
    const r = await perBackend(() => listProjectFiles(repo));
    assert.deepEqual(r.native, ['.gitignore', 'README.md', 'build/keep.js', 'notes/new.md', 'src/app.ts']);
    assert.deepEqual(r.isomorphic, r.native);
  });

  it('Ignore rules match paths that do not exist', async () => {
    const repo = initRepo();
    write(repo, '.gitignore', 'logs/\n*.env\nout\n');
    write(repo, 'docs/.gitignore', '*.tmp\n!keep.tmp\n');
    write(repo, 'src/app.ts', 'x\n');
    commit(repo, '2024-01-01T00:00:00Z');
    symlinkSync('src', join(repo, 'linked'));
    const asked = ['logs/today.log', '.env', 'out/', 'docs/draft.tmp', 'docs/keep.tmp', 'src/app.ts', '../up.env', '.git/x.env', 'linked/x.env'];
    const r = await perBackend(async () => [...(await ignoredPaths(repo, asked))].sort());
    assert.deepEqual(r.native, ['.env', 'docs/draft.tmp', 'logs/today.log', 'out/']);
    assert.deepEqual(r.isomorphic, r.native);
  });

  it('Outside a repository the tree is walked', async () => {
    const dir = tmpDir();
    write(dir, 'a.md', 'a\n');
    write(dir, 'sub/b.md', 'b\n');
    write(dir, 'node_modules/pkg/c.md', 'c\n');
    write(dir, '.git/d.md', 'd\n'); // not a repository: no HEAD
    const r = await perBackend(() => listProjectFiles(dir));
    assert.deepEqual(r.native, ['a.md', 'sub/b.md']);
    assert.deepEqual(r.isomorphic, r.native);
  });
});
