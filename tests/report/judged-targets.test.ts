// A classifier's judged fix of a broken reference must point at something that exists, read as the
// scanner reads it: from the doc's folder, so a path written from the repository root in a page in
// a subfolder stays broken, and the repair loop is told where it would point; in a doc an agent
// reads (a skill), also from the project root the agent works in. A new `#fragment` must name a
// heading of the doc it points into, by the scanner's own rule, so a kept fix scans clean.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { git, gitRepo, runScript } from '../support/run.ts';
import { build } from '../support/report-builder.ts';

function builderRun(root: string, proposals: unknown[]) {
  const scanRun = runScript('scanner.mjs', ['--root', root]);
  assert.equal(scanRun.code, 0, scanRun.stderr);
  return build(root, JSON.parse(scanRun.stdout), [proposals]);
}

const base = { category: { class: 'stale', subtype: 'contradicted' }, op: 'Fix the reference.', op_type: 'deterministic' };
const FILES = {
  'skills/x/SKILL.md': '---\nname: x\ndescription: Does x.\n---\n# X\n\nRead [the reference](skills/x/old-ref.md) first.\n\nIts diagram: ![flow](../../images/old-flow.png) shows the flow.\n',
  'skills/x/ref.md': '# Reference\n',
  'docs/guide/page.md': '# Page\n\nSee [the setup](docs/guide/old-setup.md).\n',
  'docs/guide/setup.md': '# Setup\n',
  'images/flow.png': 'png',
};
const fix = (line: number, match: string, replacement: string, detail: string) => ({
  ...base,
  path: 'skills/x/SKILL.md',
  signals: [{ name: 'broken_reference', detail, line }],
  exact_edit: { kind: 'replace-text', anchor: { start_line: line, end_line: line }, match, replacement },
});
const link = (replacement: string) => fix(7, 'skills/x/old-ref.md', replacement, 'links skills/x/old-ref.md');
const pageLink = (replacement: string) => ({ ...fix(3, 'docs/guide/old-setup.md', replacement, 'links docs/guide/old-setup.md'), path: 'docs/guide/page.md' });
const image = (replacement: string) => fix(9, '../../images/old-flow.png', replacement, 'shows images/old-flow.png');

describe('Classifier Proposals Without Evidence Are Refused', () => {
  it("a judged fix of a broken reference whose new target does not resolve from the doc's folder is refused, saying where it would point", () => {
    const root = gitRepo(FILES);
    const scan = JSON.parse(runScript('scanner.mjs', ['--root', root]).stdout);
    assert.deepEqual(scan.signals['skills/x/SKILL.md'].filter((h: any) => h.name === 'broken_reference').map((h: any) => [h.line, h.source]), [[7, 'link'], [9, 'image']]);
    assert.deepEqual(scan.signals['docs/guide/page.md'].filter((h: any) => h.name === 'broken_reference').map((h: any) => [h.line, h.source]), [[3, 'link']]);
    // The right file, written from the repository root: from docs/guide/ it names docs/guide/docs/guide/setup.md.
    const rooted = builderRun(root, [pageLink('docs/guide/setup.md')]);
    assert.equal(rooted.code, 1, rooted.stderr);
    assert.match(rooted.stderr, /proposals\[0\]\.exact_edit\.replacement: the new target docs\/guide\/setup\.md does not resolve from docs\/guide\/ \(it would be docs\/guide\/docs\/guide\/setup\.md\); docs\/guide\/setup\.md exists from the repository root, which docs\/guide\/page\.md reaches as setup\.md/);
    assert.doesNotMatch(rooted.stderr, /not safe unattended/, 'a fix that leaves the link broken is wrong at any tier, not only unattended');
    assert.equal(rooted.report, undefined);
    // An image pointed at a file that exists nowhere.
    const nothing = builderRun(root, [image('../../images/flow.svg')]);
    assert.equal(nothing.code, 1, nothing.stderr);
    assert.match(nothing.stderr, /proposals\[0\]\.exact_edit\.replacement: the new target \.\.\/\.\.\/images\/flow\.svg does not resolve from skills\/x\/ \(it would be images\/flow\.svg\)/);
    // The same fixes written from the doc's folder are the user's to confirm.
    // In the skill, a link from the project root is one the agent follows, as the scanner reads it.
    const ok = builderRun(root, [pageLink('setup.md'), link('skills/x/ref.md'), image('../../images/flow.png')]);
    assert.equal(ok.code, 0, ok.stderr);
    assert.deepEqual(ok.report.entries.map((e: any) => [e.exact_edit.replacement, e.safety_tier, e.edit_evidence]), [['setup.md', 'confirm', 'classifier-judged'], ['skills/x/ref.md', 'confirm', 'classifier-judged'], ['../../images/flow.png', 'confirm', 'classifier-judged']]);
  });

  // A page whose links name headings it and guide.md do not have (lines 5, 7, 9).
  const PAGES = {
    'docs/page.md': '# Page\n\n## Install steps\n\nSee [install](#install) first.\n\nThen read [the guide](guide.md#usage).\n\nOr [the same guide](guide.md#use).\n',
    'docs/guide.md': '# Guide\n\n## How to use\n',
    'docs/setup.md': '# Setup\n',
  };
  const anchorFix = (line: number, match: string, replacement: string) => ({
    ...base,
    path: 'docs/page.md',
    signals: [{ name: 'broken_reference', detail: 'links to a heading that is not there', line }],
    exact_edit: { kind: 'replace-text', anchor: { start_line: line, end_line: line }, match, replacement },
  });
  const fragmentsMissing = (scan: any) => (scan.signals['docs/page.md'] ?? []).filter((h: any) => h.name === 'broken_reference').map((h: any) => [h.line, h.missing, h.fragment]);

  it('a judged fix of a missing heading that names a heading the doc has is a confirm entry, and the fixed doc scans clean', () => {
    const root = gitRepo(PAGES);
    const scan = JSON.parse(runScript('scanner.mjs', ['--root', root]).stdout);
    assert.deepEqual(fragmentsMissing(scan), [[5, 'fragment', 'install'], [7, 'fragment', 'usage'], [9, 'fragment', 'use']]);
    // `#x` into the doc itself, `doc.md#x` whole, and the fragment alone in another letter case (GitHub finds it).
    const fixes = [anchorFix(5, '#install', '#install-steps'), anchorFix(7, 'guide.md#usage', 'guide.md#how-to-use'), anchorFix(9, '#use', '#How-To-Use')];
    const r = build(root, scan, [fixes]);
    assert.equal(r.code, 0, r.stderr);
    assert.deepEqual(r.report.entries.map((e: any) => [e.exact_edit.anchor.start_line, e.exact_edit.replacement, e.safety_tier, e.edit_evidence]), [
      [5, '#install-steps', 'confirm', 'classifier-judged'],
      [7, 'guide.md#how-to-use', 'confirm', 'classifier-judged'],
      [9, '#How-To-Use', 'confirm', 'classifier-judged'],
    ]);
    // The scanner reads the fixed links by the same rule: none is broken.
    const file = join(root, 'docs/page.md');
    const lines = readFileSync(file, 'utf8').split('\n');
    for (const e of r.report.entries) lines[e.exact_edit.anchor.start_line - 1] = lines[e.exact_edit.anchor.start_line - 1]!.replace(e.exact_edit.match, e.exact_edit.replacement);
    writeFileSync(file, lines.join('\n'));
    git(root, ['commit', '-qam', 'fix the anchors']);
    assert.deepEqual(fragmentsMissing(JSON.parse(runScript('scanner.mjs', ['--root', root]).stdout)), []);
  });

  it('a judged fix of a missing heading that names a heading the doc does not have either is refused, naming the anchor', () => {
    const root = gitRepo(PAGES);
    const scan = JSON.parse(runScript('scanner.mjs', ['--root', root]).stdout);
    const own = build(root, scan, [[anchorFix(5, '#install', '#installation')]]);
    assert.equal(own.code, 1, own.stderr);
    assert.match(own.stderr, /proposals\[0\]\.exact_edit\.replacement: the new target #installation does not resolve: this document \(docs\/page\.md\) has no heading or anchor "installation"/);
    assert.doesNotMatch(own.stderr, /not safe unattended/);
    assert.equal(own.report, undefined);
    // The fragment alone of `guide.md#usage`, rewritten to another heading guide.md lacks.
    const other = build(root, scan, [[anchorFix(7, '#usage', '#using')]]);
    assert.equal(other.code, 1, other.stderr);
    assert.match(other.stderr, /proposals\[0\]\.exact_edit\.replacement: the new target guide\.md#using does not resolve: docs\/guide\.md has no heading or anchor "using"/);
  });

  it('a judged fix whose new path exists but whose fragment names no heading there is refused', () => {
    const root = gitRepo(PAGES);
    const scan = JSON.parse(runScript('scanner.mjs', ['--root', root]).stdout);
    const r = build(root, scan, [[anchorFix(7, 'guide.md#usage', 'setup.md#usage')]]);
    assert.equal(r.code, 1, r.stderr);
    assert.match(r.stderr, /proposals\[0\]\.exact_edit\.replacement: the new target setup\.md#usage does not resolve: docs\/setup\.md has no heading or anchor "usage"/);
    assert.equal(r.report, undefined);
    // The same path with a heading it has is the user's to confirm.
    const ok = build(root, scan, [[anchorFix(7, 'guide.md#usage', 'setup.md#setup')]]);
    assert.equal(ok.code, 0, ok.stderr);
    assert.deepEqual(ok.report.entries.map((e: any) => [e.exact_edit.replacement, e.safety_tier, e.edit_evidence]), [['setup.md#setup', 'confirm', 'classifier-judged']]);
  });
});
