// Ages are counted from the repository's HEAD date, never the scan clock.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { gitRepo } from '../support/run.ts';
import { headCommitDate } from '../../scripts/git/head-date.ts';
import { planScan } from '../../scripts/scan/plan.ts';
import { openProject } from '../../scripts/scan/project.ts';

describe('Ages count from the repository HEAD', () => {
  it('A scan without a clock of its own counts ages from the HEAD commit date', async () => {
    const root = gitRepo({ 'README.md': '# X\n' }, '2021-03-04T05:06:07Z');
    assert.equal((await headCommitDate(root))?.toISOString(), '2021-03-04T05:06:07.000Z');
    const plan = await planScan({ project: await openProject(root), startDir: root });
    assert.equal(plan.now.toISOString(), '2021-03-04T05:06:07.000Z');
  });
});
