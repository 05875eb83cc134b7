// apply-edits plan: every entry sorted by its re-derived tier; lifecycle deletes re-derived on the
// live git state and evidence, downgraded and never upgraded.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { chmodSync, existsSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { applyEdits, dirSha, entry, fileSha, git, gitRepo, provenLifecycle, writeReport } from './support/fixture.ts';

describe('Plan Sorts Every Entry', () => {
  it('Entries are sorted by their derived tier', () => {
    // The link fix is one the repository proves (scripts/a.sh moved to tools/a.sh): auto.
    const root = gitRepo({ 'CLAUDE.md': '# C\n\nsee [the script](scripts/a.sh).\nold\nold 2\nlong\nnarrative\n', 'scripts/a.sh': '#!/bin/sh\necho a\n' });
    git(root, ['mv', 'scripts', 'tools']);
    git(root, ['commit', '-q', '-m', 'scripts/ is tools/ now']);
    const h = fileSha(root, 'CLAUDE.md');
    const es = [
      entry({ path: 'CLAUDE.md', edit: { kind: 'replace-text', anchor: { start_line: 3, end_line: 3 }, match: '(scripts/a.sh)', replacement: '(tools/a.sh)', expected_sha256: h } }),
      entry({ path: 'CLAUDE.md', edit: { kind: 'delete-range', anchor: { start_line: 4, end_line: 5 }, expected_sha256: h } }),
      entry({ path: 'CLAUDE.md', generative: { start_line: 6, end_line: 7, expected_sha256: h } }),
    ];
    writeReport(root, es);
    const r = applyEdits(root, ['plan']);
    assert.equal(r.code, 0, r.stderr);
    assert.deepEqual(
      r.json.entries.map((e: any) => [e.id, e.kind, e.bucket, e.tier, e.needs]),
      [
        [es[0]!.id, 'replace-text', 'auto', 'auto', []],
        [es[1]!.id, 'delete-range', 'confirm', 'confirm', ['grant']],
        [es[2]!.id, 'generative', 'generative', 'confirm', ['replacement', 'grant']],
      ],
    );
    assert.deepEqual(r.json.counts, { auto: 1, confirm: 1, generative: 1, skipped: 0 });
    assert.deepEqual(r.json.entries[2].range, { start_line: 6, end_line: 7 });
  });

  it('A lifecycle delete on a path changed since the check is downgraded', () => {
    const root = gitRepo({ 'notes/old.md': 'old\n', 'done/x': 'x\n' });
    const e = entry({ path: 'notes/old.md', edit: { kind: 'delete', anchor: { whole: 'file' }, expected_sha256: fileSha(root, 'notes/old.md') }, lifecycle: provenLifecycle('done/x') });
    assert.equal(e.safety_tier, 'auto');
    writeReport(root, [e]);
    chmodSync(join(root, 'notes/old.md'), 0o755); // same bytes, but git now sees a change
    const r = applyEdits(root, ['plan']);
    assert.equal(r.code, 0, r.stderr);
    assert.notEqual(r.json.entries[0].bucket, 'auto');
    assert.equal(r.json.entries[0].bucket, 'confirm');
    assert.match(r.json.entries[0].reason, /downgraded to confirm: notes\/old\.md has uncommitted changes/);
    const a = applyEdits(root, ['apply', '--tier', 'auto']);
    assert.equal(a.code, 0, a.stderr);
    assert.ok(existsSync(join(root, 'notes/old.md')));
  });

  it('A lifecycle delete whose evidence is gone is downgraded', () => {
    const root = gitRepo({ 'openspec/changes/add-x/proposal.md': 'p\n', 'openspec/changes/add-x/tasks.md': 't\n', 'done/x': 'x\n' });
    const e = entry({ path: 'openspec/changes/add-x', edit: { kind: 'delete', anchor: { whole: 'directory' }, expected_sha256: dirSha(root, 'openspec/changes/add-x') }, lifecycle: provenLifecycle('done/x', 'directory') });
    writeReport(root, [e]);
    rmSync(join(root, 'done/x'));
    const r = applyEdits(root, ['plan']);
    assert.equal(r.json.entries[0].bucket, 'confirm');
    assert.match(r.json.entries[0].reason, /its evidence no longer holds \(done\/x is gone\)/);
    const a = applyEdits(root, ['apply', '--tier', 'auto']);
    assert.equal(a.code, 0, a.stderr);
    assert.deepEqual(a.json.applied, []);
    assert.ok(existsSync(join(root, 'openspec/changes/add-x/proposal.md')));
  });

  it('A tier is never upgraded', () => {
    const root = gitRepo({ 'notes/old.md': 'old\n', 'done/x': 'x\n' });
    const lc = { ...provenLifecycle('done/x'), git_state: { tracked: true, clean: false } };
    const e = entry({ path: 'notes/old.md', edit: { kind: 'delete', anchor: { whole: 'file' }, expected_sha256: fileSha(root, 'notes/old.md') }, lifecycle: lc });
    assert.equal(e.safety_tier, 'confirm');
    writeReport(root, [e]);
    // The path is tracked and clean in the repository now: the live state would allow auto, the report says confirm.
    assert.equal(git(root, ['status', '--porcelain', '--', 'notes/old.md']), '');
    assert.equal(git(root, ['ls-files', '--', 'notes/old.md']), 'notes/old.md\n');
    const r = applyEdits(root, ['plan']);
    assert.equal(r.code, 0, r.stderr);
    assert.equal(r.json.entries[0].bucket, 'confirm');
    assert.equal(r.json.entries[0].tier, 'confirm');
  });
});
