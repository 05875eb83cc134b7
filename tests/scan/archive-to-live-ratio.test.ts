import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { allHits, hitsOf, makeRepo, scan } from './helpers.ts';

describe('archive_to_live_ratio', () => {
  it('Most references point into archives', async () => {
    const root = makeRepo({
      files: {
        'docs/index.md': '# Index\n\n- [a](archive/a.md)\n- [b](archive/b.md)\n- [live](live.md)\n',
        'docs/archive/a.md': '# A\n',
        'docs/archive/b.md': '# B\n',
        'docs/live.md': '# Live\n',
      },
    });
    const a = await scan(root);
    const hits = hitsOf(a, 'docs/index.md', 'archive_to_live_ratio');
    assert.equal(hits.length, 1);
    const h = hits[0]!;
    assert.equal(h.archived_refs, 2);
    assert.equal(h.total_refs, 3);
    assert.equal(h.ratio, 0.67);
    assert.deepEqual(h.targets, ['docs/archive/a.md', 'docs/archive/b.md']);
    assert.equal(h.line, 3);
  });

  it('A live doc beside an archived copy of itself', async () => {
    const root = makeRepo({
      files: {
        'docs/plan.md': '# Plan\n\nv2\n',
        'docs/archive/plan.md': '# Plan\n\nv1\n',
        'openspec/changes/add-auth/proposal.md': '# Add auth\n',
        'openspec/changes/archive/2025-01-02-add-auth/proposal.md': '# Add auth\n',
      },
    });
    const a = await scan(root);
    const view = allHits(a, 'archive_to_live_ratio').map((h) => [h.path, h.archived_copy, h.identical]);
    assert.deepEqual(view, [
      ['docs/plan.md', 'docs/archive/plan.md', false],
      ['openspec/changes/add-auth/proposal.md', 'openspec/changes/archive/2025-01-02-add-auth/proposal.md', true],
    ]);
  });

  // The judged sample: an archive folder's own README beside the root README shares a name only.
  it('An archived file that shares only the name is not a copy', async () => {
    const root = makeRepo({
      files: {
        'README.md': '# Project\n\nInstall it.\nRun it.\n',
        'archive/README.md': '# Archive\n\nOld meeting notes live here.\nNothing here is current.\n',
      },
    });
    const a = await scan(root);
    assert.deepEqual(allHits(a, 'archive_to_live_ratio'), []);
  });

  it('A doc with few archive references is not flagged', async () => {
    const root = makeRepo({
      files: {
        'docs/index.md': '# Index\n\n[a](archive/a.md) [b](b.md) [c](c.md)\n',
        'docs/one.md': '# One\n\n[a](archive/a.md)\n',
        'docs/archive/a.md': '# A\n',
        'docs/b.md': '# B\n',
        'docs/c.md': '# C\n',
      },
    });
    const a = await scan(root);
    assert.deepEqual(allHits(a, 'archive_to_live_ratio'), []);
  });
});
