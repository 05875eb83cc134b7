import { describe, it, after } from 'node:test';
import assert from 'node:assert/strict';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { runScan } from '../../scripts/scan/run-scan.ts';
import { openProject } from '../../scripts/scan/project.ts';
import type { ScanArtifact } from '../../scripts/contract/scan-artifact.ts';
import { cleanup, commit, git, initRepo, lines, perBackend, write } from './support.ts';

after(cleanup);

/** Rewrites `n` lines starting at `from` of a numbered file: 2n changed lines. */
function rewrite(text: string, from: number, n: number, tag: string): string {
  const ls = text.split('\n');
  for (let i = from; i < from + n; i++) ls[i] = `${tag} ${i}`;
  return ls.join('\n');
}

interface Fixture {
  repo: string;
  base: string;
  moved: string;
  artifacts: Record<'native' | 'isomorphic', ScanArtifact>;
}

let fixture: Promise<Fixture> | undefined;

/** One repository for every scenario, scanned once per backend (each without the other's cache). */
function churnFixture(): Promise<Fixture> {
  fixture ??= (async () => {
    const repo = initRepo();
    let api = lines(100);
    let x = lines(100, 'x');
    write(repo, 'src/api.ts', api);
    write(repo, 'docs/guide.md', '# Guide\n\nThe [API](../src/api.ts) serves requests.\n');
    write(repo, 'docs/fresh.md', '# Fresh\n\nThe [API](../src/api.ts) serves requests.\n');
    write(repo, 'packages/api/README.md', '# The api package\n\nIt serves requests.\n');
    write(repo, 'packages/api/src/x.ts', x);
    write(repo, 'README.md', '# Project\n\nA project.\n');
    write(repo, 'src/old.ts', lines(30, 'old'));
    write(repo, 'src/gone.ts', lines(30, 'gone'));
    write(repo, 'docs/moved.md', '# Moved\n\nSee `src/old.ts` and [gone](../src/gone.ts).\n');
    const base = commit(repo, '2024-01-01T00:00:00Z');
    for (let i = 1; i <= 6; i++) {
      api = rewrite(api, 10 * i, 20, `v${i}`);
      x = rewrite(x, 10 * i, 20, `w${i}`);
      write(repo, 'src/api.ts', api);
      write(repo, 'packages/api/src/x.ts', x);
      commit(repo, `2024-02-0${i}T00:00:00Z`);
    }
    write(repo, 'docs/fresh.md', '# Fresh\n\nThe [API](../src/api.ts) serves requests, checked again.\n');
    commit(repo, '2024-03-01T00:00:00Z');
    git(repo, ['mv', 'src/old.ts', 'src/new.ts']);
    git(repo, ['rm', '-q', 'src/gone.ts']);
    const moved = commit(repo, '2024-03-02T00:00:00Z');
    const artifacts = await perBackend(async () => {
      rmSync(join(repo, '.dochygiene'), { recursive: true, force: true });
      return runScan({ project: await openProject(repo), now: new Date('2024-06-01T00:00:00Z') });
    });
    return { repo, base, moved, artifacts };
  })();
  return fixture;
}

function churnHits(a: ScanArtifact, path: string): Array<Record<string, unknown>> {
  const signals = (a as unknown as { signals: Record<string, Array<Record<string, unknown>>> }).signals;
  return (signals[path] ?? []).filter((s) => s.name === 'edit_recency_vs_churn');
}

describe('edit_recency_vs_churn', () => {
  it('Doc older than heavy churn in what it links', async () => {
    const { artifacts, base } = await churnFixture();
    for (const a of Object.values(artifacts)) {
      assert.deepEqual(churnHits(a, 'docs/guide.md'), [
        {
          name: 'edit_recency_vs_churn',
          detail: `last committed 2024-01-01 (${base.slice(0, 12)}); since then 6 commits changed 240 lines in what it references (most: src/api.ts)`,
          hint: true,
          doc_last_change: { commit: base, date: '2024-01-01T00:00:00Z' },
          commits_since: 6,
          lines_since: 240,
          basis: 'references',
          top_paths: [{ path: 'src/api.ts', commits: 6, lines: 240 }],
        },
      ]);
    }
  });

  it('Churn alone does not make a classifier candidate', async () => {
    const { artifacts } = await churnFixture();
    for (const a of Object.values(artifacts)) {
      const signals = (a as unknown as { signals: Record<string, Array<Record<string, unknown>>> }).signals['docs/guide.md'] ?? [];
      assert.ok(signals.length > 0 && signals.every((h) => h.hint === true), JSON.stringify(signals));
      assert.ok(!a.shortlist.includes('docs/guide.md'), 'a doc with only a churn hint is shortlisted');
    }
  });

  it('Doc edited after the churn', async () => {
    const { artifacts } = await churnFixture();
    for (const a of Object.values(artifacts)) assert.deepEqual(churnHits(a, 'docs/fresh.md'), []);
  });

  it('Doc without references stands for its folder', async () => {
    const { artifacts } = await churnFixture();
    for (const a of Object.values(artifacts)) {
      const [hit, ...rest] = churnHits(a, 'packages/api/README.md');
      assert.deepEqual(rest, []);
      assert.equal(hit?.basis, 'folder');
      assert.equal(hit?.commits_since, 6);
      assert.equal(hit?.lines_since, 240);
      assert.deepEqual(hit?.top_paths, [{ path: 'packages/api', commits: 6, lines: 240 }]);
    }
  });

  it('Root doc without references is not evaluated', async () => {
    const { artifacts } = await churnFixture();
    for (const a of Object.values(artifacts)) assert.deepEqual(churnHits(a, 'README.md'), []);
  });
});

describe('Two git backends behind one interface', () => {
  it('Identical artifacts across backends', async () => {
    const { artifacts, moved } = await churnFixture();
    const signals = (artifacts.native as unknown as { signals: Record<string, Array<Record<string, unknown>>> }).signals;
    const broken = (signals['docs/moved.md'] ?? []).filter((h) => h.name === 'broken_reference');
    assert.deepEqual(
      broken.map((h) => [h.resolved, h.renamed_to, h.deleted_in]),
      [
        ['src/old.ts', 'src/new.ts', undefined],
        ['src/gone.ts', undefined, { commit: moved, date: '2024-03-02T00:00:00Z' }],
      ],
    );
    assert.equal(JSON.stringify(artifacts.isomorphic, null, 2), JSON.stringify(artifacts.native, null, 2));
  });
});
