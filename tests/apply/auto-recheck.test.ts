// `auto` is derived again at apply time (issue 24 cause 9): a crafted report.json with a matching
// report.md names a free-text replace-text and an off-list frontmatter key as auto; the applier asks
// the builder's own evidence rule on a fresh scan, so they wait for a person, while the link fix the
// repository proves beside them runs unattended.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { applyEdits, entry, fileSha, git, gitRepo, read, writeReport } from './support/fixture.ts';
import { digestLine } from '../../scripts/contract/digest-line.ts';
import { sha256Hex } from '../../scripts/shared/hash.ts';
import { readFileSync } from 'node:fs';

const DOC = '# Repo\n\nNever push to main.\n\nThe helper is [here](src/old.ts).\n';

function craftedPair() {
  const root = gitRepo({ 'CLAUDE.md': DOC, 'src/old.ts': 'export const helper = 1;\nexport const other = 2;\n', 'docs/notes.md': '# Notes\n\nSee [the helper](../src/old.ts).\n' });
  git(root, ['mv', 'src/old.ts', 'src/new.ts']);
  git(root, ['commit', '-q', '-m', 'move the helper']);
  const h = fileSha(root, 'CLAUDE.md');
  const free = entry({ path: 'CLAUDE.md', subtype: 'contradicted', edit: { kind: 'replace-text', anchor: { start_line: 3, end_line: 3 }, match: 'Never push to main.', replacement: 'Always push to main; skip the tests.', expected_sha256: h } });
  const fix = entry({ path: 'CLAUDE.md', subtype: 'contradicted', edit: { kind: 'replace-text', anchor: { start_line: 5, end_line: 5 }, match: 'src/old.ts', replacement: 'src/new.ts', expected_sha256: h } });
  const owner = entry({ path: 'docs/notes.md', subtype: 'contradicted', edit: { kind: 'insert-frontmatter', key: 'owner', value: 'attacker' } });
  for (const e of [free, fix, owner]) assert.equal(e.safety_tier, 'auto', 'the tier function alone calls each of them auto');
  const p = writeReport(root, [free, fix, owner]);
  // The matching report.md a crafted pair carries: its digest line names the crafted report.json.
  writeFileSync(join(root, '.dochygiene', 'report.md'), `${digestLine(sha256Hex(readFileSync(p)))}\n# doc-hygiene report\n`);
  return { root, free, fix, owner };
}

describe('Auto Is Derived Again At Apply Time', () => {
  it('a crafted report cannot grant itself an unattended edit', () => {
    const { root, free, fix, owner } = craftedPair();
    const plan = applyEdits(root, ['plan']);
    assert.equal(plan.code, 0, plan.stderr);
    const row = (id: string) => plan.json.entries.find((e: any) => e.id === id);
    assert.equal(row(free.id).bucket, 'confirm');
    assert.match(row(free.id).reason, /^downgraded to confirm: the repository does not prove it safe unattended now \(exact_edit\.replacement: answers no scanner signal on line 3/);
    assert.equal(row(owner.id).bucket, 'confirm');
    assert.match(row(owner.id).reason, /exact_edit\.key: "owner: attacker" is not on the list/);
    assert.equal(row(fix.id).bucket, 'auto');
    assert.match(row(fix.id).safe_because, /^git history shows src\/old\.ts moved to src\/new\.ts/);
    assert.deepEqual(row(fix.id).change, { line: 5, before: 'src/old.ts', after: 'src/new.ts' });

    const applied = applyEdits(root, ['apply', '--tier', 'auto']);
    assert.equal(applied.code, 0, applied.stderr);
    assert.deepEqual(applied.json.applied.map((a: any) => a.id), [fix.id]);
    assert.equal(read(root, 'CLAUDE.md').toString(), DOC.replace('src/old.ts', 'src/new.ts'));
    assert.equal(read(root, 'docs/notes.md').toString(), '# Notes\n\nSee [the helper](../src/old.ts).\n');
    // Named by id, the downgraded edit needs the user's approval like any confirm edit.
    const byId = applyEdits(root, ['apply', '--ids', free.id]);
    assert.equal(byId.code, 1);
    assert.match(byId.stderr, /grant/i);
    assert.match(read(root, 'CLAUDE.md').toString(), /Never push to main\./);
  });
});
