import { describe, it, after } from 'node:test';
import assert from 'node:assert/strict';
import { copyFileSync, readFileSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { loadHistoryIndex, type HistoryIndexHandle } from '../../scripts/git/history/index.ts';
import { cachePath } from '../../scripts/git/history/cache.ts';
import { BACKENDS, cleanup, commit, git, initRepo, lines, write } from './support.ts';

after(cleanup);

function makeRepo(): { repo: string; commits: string[] } {
  const repo = initRepo();
  const commits: string[] = [];
  for (let i = 1; i <= 6; i++) {
    write(repo, `src/f${i % 3}.ts`, lines(10 + i));
    commits.push(commit(repo, `2024-01-0${i}T00:00:00Z`));
  }
  return { repo, commits };
}

/** Everything the index answers about every path it knows. */
function dump(h: HistoryIndexHandle, paths: string[]): unknown {
  return paths.map((p) => [p, h.lastChange(p), h.fateOf(p)]);
}

const PATHS = ['src/f0.ts', 'src/f1.ts', 'src/f2.ts', 'src/g.ts', 'src'];

describe('Incremental history cache', () => {
  for (const backend of BACKENDS) {
    it('Warm scan reads only new commits', async () => {
      const { repo } = makeRepo();
      const cold = (await loadHistoryIndex(repo, { backend }))!;
      assert.equal(cold.stats.mode, 'full');
      assert.equal(cold.stats.commits_read, 6);
      const same = (await loadHistoryIndex(repo, { backend }))!;
      assert.deepEqual(same.stats, { mode: 'cached', commits_read: 0 });
      write(repo, 'src/g.ts', 'new\n');
      commit(repo, '2024-02-01T00:00:00Z');
      const warm = (await loadHistoryIndex(repo, { backend }))!;
      assert.deepEqual(warm.stats, { mode: 'incremental', commits_read: 1 });
      const fresh = (await loadHistoryIndex(repo, { backend, cache: false }))!;
      assert.deepEqual(dump(warm, PATHS), dump(fresh, PATHS));
      assert.equal(warm.lastChange('src/g.ts')?.date, '2024-02-01T00:00:00Z');
      // The warm load wrote only the tail file; the next loads build on it.
      assert.deepEqual((await loadHistoryIndex(repo, { backend }))!.stats, { mode: 'cached', commits_read: 0 });
      for (const d of ['2024-02-02', '2024-02-03']) {
        write(repo, 'src/g.ts', `${d}\n`);
        commit(repo, `${d}T00:00:00Z`);
      }
      assert.deepEqual((await loadHistoryIndex(repo, { backend }))!.stats, { mode: 'incremental', commits_read: 2 });
      // A damaged tail is ignored: the commits after the base are read again.
      writeFileSync(join(repo, '.dochygiene/cache/history-tail.json'), '{"records": [[1, 2]]}');
      const again = (await loadHistoryIndex(repo, { backend }))!;
      assert.deepEqual(again.stats, { mode: 'incremental', commits_read: 3 });
      assert.deepEqual(dump(again, PATHS), dump((await loadHistoryIndex(repo, { backend, cache: false }))!, PATHS));
    });

    it('Rewritten history rebuilds', async () => {
      const { repo, commits } = makeRepo();
      await loadHistoryIndex(repo, { backend });
      write(repo, 'src/f0.ts', 'amended\n');
      git(repo, ['add', '-A']);
      git(repo, ['commit', '-q', '--amend', '-m', 'amended'], '2024-03-01T00:00:00Z');
      const h = (await loadHistoryIndex(repo, { backend }))!;
      assert.equal(h.stats.mode, 'full');
      assert.notEqual(h.lastChange('src/f0.ts')?.commit, commits[5]);
      assert.equal(h.lastChange('src/f0.ts')?.date, '2024-03-01T00:00:00Z');
      assert.equal(h.churnSince(['src'], commits[5]!), undefined); // the amended-away commit is unknown
    });

    it('Corrupt or foreign cache is discarded', async () => {
      const { repo } = makeRepo();
      const expected = dump((await loadHistoryIndex(repo, { backend, cache: false }))!, PATHS);
      // Broken JSON.
      await loadHistoryIndex(repo, { backend });
      writeFileSync(cachePath(repo), '{"format": "doc-hygiene/history-cache", "version": 1, "commits": [');
      const a = (await loadHistoryIndex(repo, { backend }))!;
      assert.equal(a.stats.mode, 'full');
      assert.deepEqual(dump(a, PATHS), expected);
      // A valid cache of another repository, even one claiming this root.
      const other = makeRepo().repo;
      write(other, 'src/f0.ts', 'other\n');
      commit(other, '2025-01-01T00:00:00Z');
      await loadHistoryIndex(other, { backend });
      copyFileSync(cachePath(other), cachePath(repo));
      const b = (await loadHistoryIndex(repo, { backend }))!;
      assert.equal(b.stats.mode, 'full');
      const forged = JSON.parse(readFileSync(cachePath(other), 'utf8'));
      forged.root = repo;
      writeFileSync(cachePath(repo), JSON.stringify(forged));
      const c = (await loadHistoryIndex(repo, { backend }))!;
      assert.equal(c.stats.mode, 'full');
      assert.deepEqual(dump(c, PATHS), expected);
      // Parts that do not line up.
      forged.head = forged.commits.slice(0, forged.hash_len); // not the last commit
      writeFileSync(cachePath(repo), JSON.stringify(forged));
      assert.equal((await loadHistoryIndex(repo, { backend }))!.stats.mode, 'full');
    });
  }

  it('The cache folder ignores itself', async () => {
    const { repo } = makeRepo();
    rmSync(join(repo, '.dochygiene'), { recursive: true, force: true });
    await loadHistoryIndex(repo);
    assert.ok(existsSync(cachePath(repo)));
    assert.equal(readFileSync(join(repo, '.dochygiene/.gitignore'), 'utf8'), '*\n');
    assert.equal(git(repo, ['status', '--porcelain', '--untracked-files=all']), '');
  });
});
