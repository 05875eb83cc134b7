// What edit_recency_vs_churn measures: never a whole top-level tree or a data file. The judged sample
// had a bare `skills/` giving 116 commits and kubernetes/community's `sigs.yaml` giving 397.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { git, writeTree } from '../support/run.ts';
import { hitsOf, makeRepo, scan } from './helpers.ts';

const block = (tag: string) => Array.from({ length: 60 }, (_, i) => `${tag} ${i}`).join('\n') + '\n';

describe('edit_recency_vs_churn', () => {
  it('References to top-level trees and data files never count as churn', async () => {
    const root = makeRepo({
      files: {
        'docs/members.md': '# Members\n\nSee `sigs.yaml` and everything in `skills/`.\n',
        'docs/api.md': '# API\n\nSee `src/api.ts`.\n',
        'sigs.yaml': block('s0'),
        'skills/a/run.ts': block('k0'),
        'src/api.ts': block('a0'),
      },
    });
    for (let i = 1; i <= 6; i++) {
      writeTree(root, { 'sigs.yaml': block(`s${i}`), 'skills/a/run.ts': block(`k${i}`), 'src/api.ts': block(`a${i}`) });
      git(root, ['commit', '-qam', `change ${i}`], { GIT_AUTHOR_DATE: `2026-02-0${i}T00:00:00Z`, GIT_COMMITTER_DATE: `2026-02-0${i}T00:00:00Z` });
    }
    const a = await scan(root);
    assert.equal(hitsOf(a, 'docs/api.md', 'edit_recency_vs_churn').length, 1, 'the control doc sees its code churn');
    assert.deepEqual(hitsOf(a, 'docs/members.md', 'edit_recency_vs_churn'), []);
  });
});
