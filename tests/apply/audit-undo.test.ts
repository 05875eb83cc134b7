// The hash-chained audit log, and undo of the last clean.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { applyApproved, applyEdits, entry, fileSha, gitRepo, provenLifecycle, read, snapshot, writeReport } from './support/fixture.ts';
import { verifyAuditChain } from '../../scripts/apply/audit.ts';

const DOC = '# A\n\nkeep\n## Old\nold 1\nold 2\n## Keep\nlast\n';

function cleanFixture() {
  const root = gitRepo({ 'docs/a.md': DOC, 'docs/b.md': 'see (x.md)\n', 'notes/tmp.md': 'tmp\n', 'done/x': 'x\n' });
  const h = fileSha(root, 'docs/a.md');
  const move = entry({ path: 'docs/a.md', edit: { kind: 'move-to-archive', anchor: { start_line: 4, end_line: 6 }, dest_path: 'docs/archive/a-old.md', expected_sha256: h } });
  const fix = entry({ path: 'docs/b.md', edit: { kind: 'replace-text', anchor: { start_line: 1, end_line: 1 }, match: '(x.md)', replacement: '(y.md)', expected_sha256: fileSha(root, 'docs/b.md') } });
  const del = entry({ path: 'notes/tmp.md', edit: { kind: 'delete', anchor: { whole: 'file' }, expected_sha256: fileSha(root, 'notes/tmp.md') }, lifecycle: provenLifecycle('done/x') });
  const cut = entry({ path: 'docs/a.md', edit: { kind: 'delete-range', anchor: { start_line: 8, end_line: 8 }, expected_sha256: h } });
  writeReport(root, [move, fix, del, cut]);
  return { root, move, fix, del, cut };
}

describe('Every Step Is Audited In A Hash Chain', () => {
  it('Every step is recorded and the chain verifies', () => {
    const { root, cut } = cleanFixture();
    assert.equal(applyEdits(root, ['plan']).code, 0);
    assert.equal(applyEdits(root, ['apply', '--tier', 'auto']).code, 0);
    assert.equal(applyEdits(root, ['grant', cut.id, '--confirmation', 'remove the last line']).code, 0);
    assert.equal(applyEdits(root, ['apply', '--ids', cut.id]).code, 0);
    assert.equal(applyEdits(root, ['undo']).code, 0);
    const chain = verifyAuditChain(root);
    assert.equal(chain.ok, true);
    assert.deepEqual(chain.records.map((r) => r.event), ['plan', 'apply', 'grant', 'consume', 'apply', 'undo']);
    const grant = chain.records[2]!;
    assert.equal(grant.data.entry_id, cut.id);
    assert.equal(grant.data.confirmation, 'remove the last line');
    assert.equal(chain.records[3]!.data.grant_digest, grant.data.grant_digest);
    for (let i = 1; i < chain.records.length; i++) assert.equal(chain.records[i]!.prev, chain.records[i - 1]!.digest);
    const cli = applyEdits(root, ['audit']);
    assert.equal(cli.code, 0);
    assert.deepEqual(cli.json, { ok: true, records: 6, problems: [] });
  });

  it('An edited record breaks the chain', () => {
    const { root } = cleanFixture();
    assert.equal(applyEdits(root, ['plan']).code, 0);
    assert.equal(applyEdits(root, ['apply', '--tier', 'auto']).code, 0);
    assert.equal(applyEdits(root, ['plan']).code, 0);
    const p = join(root, '.dochygiene', 'audit.jsonl');
    const lines = readFileSync(p, 'utf8').split('\n');
    lines[1] = lines[1]!.replace('"event":"apply"', '"event":"skip"');
    writeFileSync(p, lines.join('\n'));
    const r = applyEdits(root, ['audit']);
    assert.equal(r.code, 1);
    assert.equal(r.json.ok, false);
    assert.equal(r.json.problems[0].location, 'audit.jsonl:2');
    assert.match(r.json.problems[0].message, /record 2 was edited after it was written/);
  });
});

describe('Undo Restores The Last Clean', () => {
  it('Undo restores the starting bytes', () => {
    const { root, cut, move, fix, del } = cleanFixture();
    const before = snapshot(root);
    assert.equal(applyApproved(root, [move.id, fix.id, del.id]).code, 0);
    assert.equal(applyEdits(root, ['grant', cut.id, '--confirmation', 'ok']).code, 0);
    assert.equal(applyEdits(root, ['apply', '--ids', cut.id]).code, 0);
    assert.ok(existsSync(join(root, 'docs/archive/a-old.md')));
    assert.equal(existsSync(join(root, 'notes/tmp.md')), false);
    const u = applyEdits(root, ['undo']);
    assert.equal(u.code, 0, u.stderr);
    assert.equal(u.json.runs.length, 2);
    assert.deepEqual(u.json.refused, []);
    assert.deepEqual(snapshot(root), before);
    assert.equal(existsSync(join(root, 'docs/archive')), false);
    const again = applyEdits(root, ['undo']);
    assert.equal(again.code, 0);
    assert.deepEqual(again.json.restored, []);
  });

  it('Undo refuses a file changed since that clean', () => {
    const { root, move, del } = cleanFixture();
    assert.equal(applyApproved(root, [move.id, del.id]).code, 0);
    const moved = read(root, 'docs/a.md');
    writeFileSync(join(root, 'docs/archive/a-old.md'), 'edited by the user\n');
    const u = applyEdits(root, ['undo']);
    assert.equal(u.code, 1);
    assert.deepEqual(u.json.refused.map((x: any) => x.paths), [['docs/a.md', 'docs/archive/a-old.md']]);
    assert.match(u.json.refused[0].reason, /changed since that clean: docs\/archive\/a-old\.md/);
    assert.deepEqual(read(root, 'docs/a.md'), moved);
    assert.equal(read(root, 'docs/archive/a-old.md').toString(), 'edited by the user\n');
    assert.equal(read(root, 'docs/b.md').toString(), 'see (x.md)\n');
    assert.equal(read(root, 'notes/tmp.md').toString(), 'tmp\n');
  });
});
