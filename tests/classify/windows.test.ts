// openspec/specs/check/spec.md, "Evidence Windows, Not Whole Files": what a batch file shows of a
// doc, on real git repositories through check-steps begin.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { gitRepo } from '../support/run.ts';
import { begin } from './support.ts';
import { CONTEXT_LINES, WHOLE_DOC_TOKENS } from '../../scripts/classify/windows.ts';

const prose = (n: number, word: string) => Array.from({ length: n }, (_, i) => `${word} paragraph ${i + 1} explains the design of this part at some length, with reasons.`).join('\n\n');

/** The text of one doc's section in a batch file. */
function docSection(batch: string, path: string): string {
  const start = batch.indexOf(`=== ${path}\n`);
  assert.ok(start >= 0, `${path} is in the batch`);
  const end = batch.indexOf('\n=== ', start + 1);
  return batch.slice(start, end < 0 ? undefined : end);
}

describe('Evidence Windows, Not Whole Files', () => {
  it('A large doc is shown by the sections holding its findings, with their headings', () => {
    const doc = [
      '# Handbook', '', prose(20, 'Intro'), '',
      '## Setup', '', prose(10, 'Setup'), '', 'See [the installer](installer-gone.md).', '', prose(10, 'More setup'), '',
      '## Quiet section', '', prose(30, 'Quiet'), '',
      '## Release', '', '### Checklist', '', prose(5, 'Checklist'), '', 'Follow [the runbook](runbook-gone.md).', '', prose(5, 'After'), '',
    ].join('\n');
    const root = gitRepo({ 'docs/handbook.md': doc });
    const b = begin(root);
    assert.equal(b.code, 0, b.stderr);
    const section = docSection(readFileSync(b.batches[0]!.batch_file, 'utf8'), 'docs/handbook.md');
    const lines = doc.split('\n');
    const at = (needle: string) => lines.findIndex((l) => l.includes(needle)) + 1;
    const [link1, link2] = [at('installer-gone.md'), at('runbook-gone.md')];
    assert.match(section, /"shown":"windows"/);
    assert.ok(section.includes(`${link1}| See [the installer](installer-gone.md).`));
    assert.ok(section.includes(`${link2}| Follow [the runbook](runbook-gone.md).`));
    assert.ok(section.includes(`--- lines ${link1 - CONTEXT_LINES}-${link1 + CONTEXT_LINES}, under 1| # Handbook > ${at('## Setup')}| ## Setup`), section);
    assert.ok(section.includes(`under 1| # Handbook > ${at('## Release')}| ## Release > ${at('### Checklist')}| ### Checklist`), section);
    assert.ok(!section.includes('Quiet paragraph'), 'a section without a finding is not shown');
    assert.ok(!section.includes('Intro paragraph 1 '), 'nor the intro');
  });

  it("A finding without a line brings the doc's outline", () => {
    const memory = ['# Project', '', '## Conventions', '', prose(25, 'Convention'), '', '## Commands', '', prose(25, 'Command'), ''].join('\n');
    const root = gitRepo({ '.dochygiene.yaml': 'scan:\n  token_budget: 300\n', 'CLAUDE.md': memory });
    const b = begin(root);
    assert.equal(b.code, 0, b.stderr);
    const section = docSection(readFileSync(b.batches[0]!.batch_file, 'utf8'), 'CLAUDE.md');
    assert.match(section, /^F1 \{"name":"token_weight"/m);
    assert.match(section, /^--- outline: line\| heading \(tokens of its section\)$/m);
    assert.match(section, /^1\| # Project \(\d+\)$/m);
    assert.match(section, /^3\| ## Conventions \(\d+\)$/m);
    assert.ok(!section.includes('Convention paragraph 3 '), 'the text itself is not shown');
    assert.ok(WHOLE_DOC_TOKENS < 1500);
  });

  it("The first check's budget covers every finding of a repository of a thousand docs", () => {
    const files: Record<string, string> = {};
    for (let i = 0; i < 1000; i++) {
      const dir = `docs/area-${String(i % 40).padStart(2, '0')}`;
      files[`${dir}/page-${String(i).padStart(4, '0')}.md`] = i % 25 < 3
        ? `# Page ${i}\n\n${prose(3, `Page ${i}`)}\n\nSee [the old page](old-${i}.md).\n`
        : `# Page ${i}\n\n${prose(2, `Page ${i}`)}\n`;
    }
    const root = gitRepo(files);
    const b = begin(root);
    assert.equal(b.code, 0, b.stderr);
    const batched = b.plan.batches.flatMap((x: any) => x.paths);
    assert.equal(batched.length, 120, b.counts);
    assert.equal(b.plan.left.length, 0, 'nothing left for the next check');
    assert.match(b.counts, /120 to classify \(120 findings\) in \d+ batches, 0 left for the next check$/);
  });
});
