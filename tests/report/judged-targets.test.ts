// A classifier's judged fix of a broken reference must point at something that exists, read as the
// scanner reads it: from the doc's folder, so a path written from the repository root in a page in
// a subfolder stays broken, and the repair loop is told where it would point; in a doc an agent
// reads (a skill), also from the project root the agent works in.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { gitRepo, runScript } from '../support/run.ts';
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
});
