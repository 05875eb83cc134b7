import { describe, it, after } from 'node:test';
import assert from 'node:assert/strict';
import { loadHistoryIndex, type HistoryIndexHandle } from '../../scripts/git/history/index.ts';
import { cleanup, commit, git, initRepo, lines, perBackend, write } from './support.ts';

after(cleanup);

async function both(repo: string): Promise<Record<'native' | 'isomorphic', HistoryIndexHandle>> {
  return perBackend(async (backend) => (await loadHistoryIndex(repo, { backend, cache: false }))!);
}

/** Replaces lines [from, from + n) of a numbered file with new text: 2n changed lines. */
function rewrite(text: string, from: number, n: number, tag: string): string {
  const ls = text.split('\n');
  for (let i = from; i < from + n; i++) ls[i] = `${tag} ${i}`;
  return ls.join('\n');
}

describe('One pass over first-parent history', () => {
  it('Last change of a path', async () => {
    const repo = initRepo();
    write(repo, 'src/a.ts', 'one\n');
    commit(repo, '2024-01-01T00:00:00Z');
    write(repo, 'src/a.ts', 'two\n');
    const second = commit(repo, '2024-02-01T00:00:00Z');
    write(repo, 'other.ts', 'x\n');
    commit(repo, '2024-03-01T00:00:00Z');
    const r = await both(repo);
    for (const h of Object.values(r)) {
      assert.deepEqual(h.lastChange('src/a.ts'), { commit: second, date: '2024-02-01T00:00:00Z' });
      assert.equal(h.lastChange('src')?.date, '2024-02-01T00:00:00Z');
      assert.equal(h.lastChange('missing.ts'), undefined);
    }
  });

  it('A merge counts on the first-parent line', async () => {
    const repo = initRepo();
    write(repo, 'src/a.ts', 'one\n');
    commit(repo, '2024-03-01T00:00:00Z');
    git(repo, ['checkout', '-q', '-b', 'side']);
    write(repo, 'src/a.ts', 'side\n');
    commit(repo, '2024-03-02T00:00:00Z');
    git(repo, ['checkout', '-q', 'main']);
    write(repo, 'README.md', 'main\n');
    commit(repo, '2024-03-03T00:00:00Z');
    git(repo, ['merge', '-q', '--no-ff', '-m', 'merge side', 'side'], '2024-03-05T00:00:00Z');
    const merge = git(repo, ['rev-parse', 'HEAD']);
    const r = await both(repo);
    for (const h of Object.values(r)) {
      assert.deepEqual(h.lastChange('src/a.ts'), { commit: merge, date: '2024-03-05T00:00:00Z' });
      assert.equal(h.lastChange('README.md')?.date, '2024-03-03T00:00:00Z');
    }
  });
});

describe('Renamed and deleted paths', () => {
  it('A renamed target', async () => {
    const repo = initRepo();
    write(repo, 'src/old.ts', lines(40));
    commit(repo, '2024-01-01T00:00:00Z');
    git(repo, ['mv', 'src/old.ts', 'src/mid.ts']);
    commit(repo, '2024-01-02T00:00:00Z');
    write(repo, 'lib/new.ts', lines(40).replace('line 3\n', 'line three\n'));
    git(repo, ['rm', '-q', 'src/mid.ts']);
    commit(repo, '2024-01-03T00:00:00Z');
    const r = await both(repo);
    for (const h of Object.values(r)) {
      assert.deepEqual(h.fateOf('src/old.ts'), { renamed_to: 'lib/new.ts' });
      assert.deepEqual(h.fateOf('src/mid.ts'), { renamed_to: 'lib/new.ts' });
      assert.equal(h.fateOf('lib/new.ts'), undefined);
      assert.equal(h.fateOf('never/was.ts'), undefined);
    }
  });

  it('A deleted target', async () => {
    const repo = initRepo();
    write(repo, 'docs/gone.md', lines(5));
    write(repo, 'docs/stay.md', lines(5));
    commit(repo, '2024-03-01T00:00:00Z');
    git(repo, ['rm', '-q', 'docs/gone.md']);
    const del = commit(repo, '2024-04-01T00:00:00Z');
    const r = await both(repo);
    for (const h of Object.values(r)) {
      assert.deepEqual(h.fateOf('docs/gone.md'), { deleted_in: { commit: del, date: '2024-04-01T00:00:00Z' } });
      assert.equal(h.fateOf('docs/stay.md'), undefined);
    }
  });

  it('A moved folder', async () => {
    const repo = initRepo();
    write(repo, 'docs/old/a.md', lines(10, 'a'));
    write(repo, 'docs/old/sub/b.md', lines(10, 'b'));
    write(repo, 'docs/mixed/c.md', lines(10, 'c'));
    write(repo, 'docs/mixed/d.md', lines(10, 'd'));
    commit(repo, '2024-01-01T00:00:00Z');
    git(repo, ['mv', 'docs/old', 'docs/new']);
    git(repo, ['mv', 'docs/mixed/c.md', 'elsewhere-c.md']);
    git(repo, ['rm', '-q', 'docs/mixed/d.md']);
    commit(repo, '2024-01-02T00:00:00Z');
    const r = await both(repo);
    for (const h of Object.values(r)) {
      assert.deepEqual(h.fateOf('docs/old'), { renamed_to: 'docs/new' });
      assert.deepEqual(h.fateOf('docs/old/sub/b.md'), { renamed_to: 'docs/new/sub/b.md' });
      assert.equal(h.fateOf('docs/mixed'), undefined); // one moved, one deleted: no unique answer
      assert.equal(h.fateOf('docs/new'), undefined);
    }
  });
});

describe('Churn since a commit', () => {
  it("Commits and lines since a doc's last change", async () => {
    const repo = initRepo();
    let api = lines(100);
    write(repo, 'src/api.ts', api);
    write(repo, 'docs/api.md', '# API\n');
    const base = commit(repo, '2024-01-01T00:00:00Z');
    [5, 10, 15].forEach((n, i) => {
      api = rewrite(api, 10 * i, n, `v${i}`);
      write(repo, 'src/api.ts', api);
      write(repo, 'docs/notes.md', `note ${i}\n`);
      commit(repo, `2024-01-0${i + 2}T00:00:00Z`);
    });
    const r = await both(repo);
    for (const h of Object.values(r)) {
      const before = h.churnSince(['src'], base);
      assert.equal(before?.commits, 3);
      assert.equal(before?.lines, undefined); // not prepared yet
      await h.prepareChurn([{ paths: ['src'], since: base }]);
      assert.deepEqual(h.churnSince(['src'], base), {
        commits: 3,
        lines: 60,
        by_path: [{ path: 'src', commits: 3, lines: 60 }],
      });
      const docsExcluded = h.churnSince(['docs'], base, (p) => p.endsWith('.md'));
      assert.equal(docsExcluded?.commits, 0);
      assert.equal(h.churnSince(['src'], 'f'.repeat(40)), undefined);
    }
  });
});
