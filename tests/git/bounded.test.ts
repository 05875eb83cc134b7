import { describe, it, after } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { loadHistoryIndex } from '../../scripts/git/history/index.ts';
import { pathGitState } from '../../scripts/git/state.ts';
import { cleanup, commit, git, initRepo, lines, perBackend, tmpDir, write } from './support.ts';

after(cleanup);

describe('Bounded history on the isomorphic path', () => {
  it('History beyond max_commits left out with a note', async () => {
    const repo = initRepo();
    const commits: string[] = [];
    for (let i = 1; i <= 12; i++) {
      write(repo, `src/f${i}.ts`, `${i}\n`);
      commits.push(commit(repo, `2024-01-${String(i).padStart(2, '0')}T00:00:00Z`));
    }
    const iso = (await loadHistoryIndex(repo, { backend: 'isomorphic', cache: false, max_commits: 5 }))!;
    assert.equal(iso.lastChange('src/f8.ts')?.commit, commits[7]);
    assert.equal(iso.lastChange('src/f7.ts'), undefined);
    assert.deepEqual(iso.notes, [
      'isomorphic-git path: history before 2024-01-08T00:00:00Z left out by history.max_commits (5); install git for the full history',
    ]);
    // The native path reads everything, whatever the limits.
    const native = (await loadHistoryIndex(repo, { backend: 'native', cache: false, max_commits: 5 }))!;
    assert.equal(native.lastChange('src/f1.ts')?.commit, commits[0]);
    assert.deepEqual(native.notes, []);
  });

  it('Line counts beyond max_line_counts left out with a note', async () => {
    const repo = initRepo();
    write(repo, 'src/a.ts', 'one\n');
    const base = commit(repo, '2024-01-01T00:00:00Z');
    write(repo, 'src/a.ts', 'two\n');
    commit(repo, '2024-01-02T00:00:00Z');
    // History read (and cached), then line counts asked with none allowed.
    await loadHistoryIndex(repo, { backend: 'isomorphic' });
    const iso = (await loadHistoryIndex(repo, { backend: 'isomorphic', max_line_counts: 0 }))!;
    assert.equal(iso.stats.mode, 'cached');
    const notes = await iso.prepareChurn([{ paths: ['src'], since: base }]);
    assert.deepEqual(notes, [
      'isomorphic-git path: changed lines of 1 file changes left out by history.max_line_counts (0); edit_recency_vs_churn skipped the docs that need them',
    ]);
    assert.equal(iso.churnSince(['src'], base)?.lines, undefined);
    const native = (await loadHistoryIndex(repo, { backend: 'native', cache: false, max_line_counts: 0 }))!;
    assert.deepEqual(await native.prepareChurn([{ paths: ['src'], since: base }]), []);
    assert.equal(native.churnSince(['src'], base)?.lines, 2);
  });

  it('Alternates on the isomorphic path', async () => {
    const origin = initRepo();
    write(origin, 'docs/a.md', 'a\n');
    write(origin, 'src/x.ts', lines(20));
    commit(origin, '2024-01-01T00:00:00Z');
    write(origin, 'src/x.ts', lines(30));
    commit(origin, '2024-01-02T00:00:00Z');
    git(origin, ['gc', '-q']); // the borrowed objects packed, as in a real shared clone
    const clone = join(tmpDir(), 'clone');
    git(origin, ['clone', '-q', '--shared', origin, clone]);
    git(clone, ['config', 'user.email', 'test@example.com']);
    git(clone, ['config', 'user.name', 'Test']);
    write(clone, 'src/x.ts', lines(45)); // the clone's own objects, loose, on top of the borrowed ones
    const own = commit(clone, '2024-01-03T00:00:00Z');
    const h = await perBackend(async (backend) => {
      const idx = (await loadHistoryIndex(clone, { backend, cache: false }))!;
      await idx.prepareChurn([{ paths: ['src'], since: idx.lastChange('docs/a.md')!.commit }]);
      return { head: idx.head, doc: idx.lastChange('docs/a.md'), code: idx.lastChange('src/x.ts'), churn: idx.churnSince(['src'], idx.lastChange('docs/a.md')!.commit), notes: idx.notes };
    });
    assert.equal(h.native.code?.commit, own);
    assert.deepEqual(h.native.churn, { ...h.native.churn, commits: 2, lines: 25 });
    assert.deepEqual(h.native.notes, []);
    assert.deepEqual(h.isomorphic, h.native);
    write(clone, 'docs/a.md', 'changed\n');
    const state = await perBackend(() => pathGitState(clone, 'docs/a.md'));
    assert.deepEqual(state.native, { tracked: true, clean: false });
    assert.deepEqual(state.isomorphic, state.native);
    const clean = await perBackend(() => pathGitState(clone, 'src/x.ts'));
    assert.deepEqual(clean.native, { tracked: true, clean: true });
    assert.deepEqual(clean.isomorphic, clean.native);
  });
});
