// openspec/specs/check/spec.md, "One Answer Per Finding" and "The Cache Never Buries A Finding":
// what report.md and the cache make of a classifier's answers, through check-steps as processes on
// real git repositories.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { gitRepo } from '../support/run.ts';
import { begin, finish, answer, reportMd, reportJson } from '../classify/support.ts';

const FILES = {
  'package.json': JSON.stringify({ name: 'x', scripts: { test: 'node t.js' } }, null, 2) + '\n',
  'docs/setup.md': '# Setup\n\nInstall it.\n',
  'docs/guide.md': '# Guide\n\nSee [the setup](setup-gone.md) first.\n\nRun `npm run lint` before you push.\n',
  'docs/other.md': '# Other\n\nSee [one](gone-one.md).\n\nSee [two](gone-two.md).\n',
};

const cite = (plan: any, path: string, line: number) => {
  const f = plan.batches.flatMap((b: any) => b.findings).find((x: any) => x.path === path && x.lines[0] === line);
  assert.ok(f, `a finding of ${path} on line ${line}`);
  return f;
};

describe('One Answer Per Finding', () => {
  it('A file carries one entry per finding its answer fixes', () => {
    const root = gitRepo(FILES);
    const b = begin(root);
    assert.equal(b.code, 0, b.stderr);
    const link = cite(b.plan, 'docs/guide.md', 3);
    const cmd = cite(b.plan, 'docs/guide.md', 5);
    const other = b.plan.batches[0].findings.filter((f: any) => f.path === 'docs/other.md');
    answer(b.batches[0]!.answer_file, {
      proposals: [
        { path: 'docs/guide.md', category: { class: 'stale', subtype: 'contradicted' }, signals: [{ name: link.name, line: 3 }], op: 'Point the link at the setup page.', op_type: 'deterministic', exact_edit: { kind: 'replace-text', anchor: { start_line: 3, end_line: 3 }, match: 'setup-gone.md', replacement: 'setup.md' }, confidence: 0.9 },
        { path: 'docs/guide.md', category: { class: 'stale', subtype: 'contradicted' }, signals: [{ name: cmd.name, line: 5 }], op: 'Drop the lint step: the project has no lint script.', op_type: 'deterministic', exact_edit: { kind: 'delete-range', anchor: { start_line: 5, end_line: 5 } }, confidence: 0.8 },
      ],
      no_edit: other.map((f: any) => ({ finding: f.id, why: 'A placeholder page, linked on purpose.' })),
    });
    const f = finish(root, b.scratch);
    assert.equal(f.code, 0, f.stderr);
    const guide = reportJson(root).entries.filter((e: any) => e.path === 'docs/guide.md');
    assert.deepEqual(guide.map((e: any) => [e.exact_edit.kind, e.safety_tier]), [['replace-text', 'confirm'], ['delete-range', 'confirm']]);
    const md = reportMd(root);
    assert.ok(!md.includes('## No answer'), md);
  });

  it('A no-edit answer is shown with the classifier\'s reason, and an unanswered finding as such', () => {
    const root = gitRepo(FILES);
    const b = begin(root);
    const [one, two] = b.plan.batches[0].findings.filter((f: any) => f.path === 'docs/other.md');
    const guide = b.plan.batches[0].findings.filter((f: any) => f.path === 'docs/guide.md');
    answer(b.batches[0]!.answer_file, {
      proposals: [],
      no_edit: [
        ...guide.map((f: any) => ({ finding: f.id, why: 'Right as written for the release branch.' })),
        { finding: one.id, why: 'The page is generated at build time.' },
        { finding: 'F99', why: 'not a finding of this batch' },
      ],
    });
    const f = finish(root, b.scratch);
    assert.equal(f.code, 0, f.stderr);
    assert.match(f.stdout, /note: .*no_edit\[\d\]: F99 is not a finding of this batch; ignored/);
    const md = reportMd(root);
    assert.match(md, /^## Judged, no edit \(3\)$/m);
    assert.match(md, /^- `docs\/other\.md`: broken_reference \(line 3\): links to docs\/gone-one\.md, which does not exist\. Classifier: The page is generated at build time\.$/m);
    assert.match(md, /^## No answer \(1\)$/m);
    assert.match(md, new RegExp(`^- \`docs/other\\.md\`:\\n  - broken_reference \\(line ${two.lines[0]}\\): links to docs/gone-two\\.md`, 'm'));
    assert.ok(!md.includes('judged clean'));
    // Only the fully answered file is cached: other.md is asked again.
    const cached = readdirSync(join(root, '.dochygiene', 'cache', 'classify'));
    assert.equal(cached.length, 1);
    const again = begin(root);
    assert.deepEqual(again.plan.cached, ['docs/guide.md']);
    assert.deepEqual(again.plan.batches.flatMap((x: any) => x.paths), ['docs/other.md']);
  });
});

describe('The Cache Never Buries A Finding', () => {
  it('A cached no-edit answer is shown again with its reason, marked cached', () => {
    const root = gitRepo(FILES);
    const b = begin(root);
    answer(b.batches[0]!.answer_file, { proposals: [], no_edit: b.plan.batches[0].findings.map((f: any) => ({ finding: f.id, why: `Reason for ${f.id}.` })) });
    assert.equal(finish(root, b.scratch).code, 0);
    const again = begin(root);
    assert.equal(again.code, 0, again.stderr);
    assert.equal(again.batches.length, 0, 'nothing to ask: every file reuses its answer');
    assert.ok(existsSync(join(root, '.dochygiene', 'report.md')));
    const md = reportMd(root);
    assert.match(md, /^## Judged, no edit \(4\)$/m);
    assert.match(md, /^- `docs\/guide\.md`: broken_reference \(line 3\): links to docs\/setup-gone\.md, which does not exist\. Classifier \(cached from an earlier check\): Reason for F\d+\.$/m);
  });
});
