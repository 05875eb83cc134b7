// Each kind applied exactly by the compiled applier, every byte outside its span left identical.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { applyApproved, applyEdits, dirSha, entry, fileSha, git, gitRepo, provenLifecycle, read, snapshot, tempDir, writeReport } from './support/fixture.ts';

export function grant(root: string, id: string, extra: string[] = []) {
  const g = applyEdits(root, ['grant', id, '--confirmation', 'yes, go ahead', ...extra]);
  assert.equal(g.code, 0, g.stderr);
  return g.json;
}

describe('Each Kind Is Applied Exactly', () => {
  it('delete-range removes exactly its lines', () => {
    const root = gitRepo({ 'docs/a.md': 'l1\nl2\nl3\nl4\nl5\n' });
    const e = entry({ path: 'docs/a.md', edit: { kind: 'delete-range', anchor: { start_line: 3, end_line: 4 }, expected_sha256: fileSha(root, 'docs/a.md') } });
    writeReport(root, [e]);
    grant(root, e.id);
    const r = applyEdits(root, ['apply', '--ids', e.id]);
    assert.equal(r.code, 0, r.stderr);
    assert.equal(read(root, 'docs/a.md').toString(), 'l1\nl2\nl5\n');
  });

  it('move-to-archive moves the span verbatim', () => {
    const body = '# B\n\nintro\n\n## Old\nold one\nold two\n\n## Now\n';
    // docs/archive/ is an archive the repository already uses: the move is auto; its file is new.
    const root = gitRepo({ 'docs/b.md': body, 'docs/archive/2025.md': '# 2025\n' });
    const e = entry({ path: 'docs/b.md', edit: { kind: 'move-to-archive', anchor: { start_line: 5, end_line: 7 }, dest_path: 'docs/archive/old.md', expected_sha256: fileSha(root, 'docs/b.md') } });
    writeReport(root, [e]);
    const r = applyEdits(root, ['apply', '--tier', 'auto']);
    assert.equal(r.code, 0, r.stderr);
    assert.equal(read(root, 'docs/b.md').toString(), '# B\n\nintro\n\n\n## Now\n');
    assert.equal(read(root, 'docs/archive/old.md').toString(), '## Old\nold one\nold two\n');
  });

  it('replace-text needs its match exactly once', () => {
    const root = gitRepo({ 'docs/twice.md': '# T\n\nsee x.md or x.md\n', 'docs/once.md': '# O\n\nsee [x](old/x.md)\n', 'docs/old/x.md': '# X\n\nThe x page.\n' });
    git(root, ['mv', 'docs/old', 'docs/new']);
    git(root, ['commit', '-q', '-m', 'move old/ to new/']);
    const twice = entry({ path: 'docs/twice.md', edit: { kind: 'replace-text', anchor: { start_line: 3, end_line: 3 }, match: 'x.md', replacement: 'y.md', expected_sha256: fileSha(root, 'docs/twice.md') } });
    const once = entry({ path: 'docs/once.md', edit: { kind: 'replace-text', anchor: { start_line: 3, end_line: 3 }, match: '(old/x.md)', replacement: '(new/x.md)', expected_sha256: fileSha(root, 'docs/once.md') } });
    writeReport(root, [twice, once]);
    const r = applyEdits(root, ['apply', '--tier', 'auto']);
    assert.equal(r.code, 0, r.stderr);
    assert.deepEqual(r.json.applied.map((a: any) => a.id), [once.id]);
    assert.equal(r.json.skipped[0].id, twice.id);
    assert.match(r.json.skipped[0].reason, /match "x\.md" occurs 2 times inside lines 3-3/);
    assert.equal(read(root, 'docs/twice.md').toString(), '# T\n\nsee x.md or x.md\n');
    assert.equal(read(root, 'docs/once.md').toString(), '# O\n\nsee [x](new/x.md)\n');
  });

  it('dedupe applies only while the canonical text holds', () => {
    // A package's agent memory repeating the root CLAUDE.md every session there loads too.
    const root = gitRepo({ 'packages/a/CLAUDE.md': 'intro\nsame one\nsame two\nend\n', 'CLAUDE.md': '# C\nsame one\nsame two\n' });
    const e = entry({ path: 'packages/a/CLAUDE.md', edit: { kind: 'dedupe', anchor: { start_line: 2, end_line: 3 }, canonical_ref: { path: 'CLAUDE.md', start_line: 2, end_line: 3 }, expected_sha256: fileSha(root, 'packages/a/CLAUDE.md') } });
    writeReport(root, [e]);
    const plan = applyEdits(root, ['plan']);
    assert.equal(plan.json.entries[0].bucket, 'auto');
    writeFileSync(join(root, 'CLAUDE.md'), '# C\nsame one, edited\nsame two\n');
    const r = applyEdits(root, ['apply', '--tier', 'auto']);
    assert.equal(r.code, 0, r.stderr);
    assert.deepEqual(r.json.applied, []);
    assert.match(r.json.skipped[0].reason, /canonical_ref CLAUDE\.md:2 no longer holds the same text as line 2/);
    assert.equal(read(root, 'packages/a/CLAUDE.md').toString(), 'intro\nsame one\nsame two\nend\n');
    writeFileSync(join(root, 'CLAUDE.md'), '# C\nsame one\nsame two\n');
    const again = applyEdits(root, ['apply', '--tier', 'auto']);
    assert.deepEqual(again.json.applied.map((a: any) => a.id), [e.id]);
    assert.equal(read(root, 'packages/a/CLAUDE.md').toString(), 'intro\nend\n');
  });

  it('delete removes a whole file or folder', () => {
    const root = gitRepo({ 'notes/scratch.md': 'scratch\n', 'openspec/changes/add-x/proposal.md': 'p\n', 'openspec/changes/add-x/specs/a/spec.md': 's\n', 'done/x': 'x\n' });
    const before = snapshot(root);
    const file = entry({ path: 'notes/scratch.md', edit: { kind: 'delete', anchor: { whole: 'file' }, expected_sha256: fileSha(root, 'notes/scratch.md') }, lifecycle: provenLifecycle('done/x') });
    const dir = entry({ path: 'openspec/changes/add-x', edit: { kind: 'delete', anchor: { whole: 'directory' }, expected_sha256: dirSha(root, 'openspec/changes/add-x') }, lifecycle: provenLifecycle('done/x', 'directory') });
    writeReport(root, [file, dir]);
    const r = applyEdits(root, ['apply', '--tier', 'auto']);
    assert.equal(r.code, 0, r.stderr);
    assert.deepEqual(r.json.applied.map((a: any) => a.id).sort(), [file.id, dir.id].sort());
    assert.equal(existsSync(join(root, 'notes/scratch.md')), false);
    assert.equal(existsSync(join(root, 'openspec/changes/add-x')), false);
    const u = applyEdits(root, ['undo']);
    assert.equal(u.code, 0, u.stderr);
    assert.deepEqual(snapshot(root), before);
  });

  it('extract-then-delete writes the extraction before it deletes', () => {
    const root = gitRepo({ 'docs/plans/billing.md': '# Billing plan\n- [x] done\n', 'docs/decisions.md': '# Decisions\n', 'done/x': 'x\n' });
    const e = entry({
      path: 'docs/plans/billing.md',
      edit: { kind: 'extract-then-delete', anchor: { whole: 'file' }, extraction_target: 'repo-durable', target_path: 'docs/decisions.md', expected_sha256: fileSha(root, 'docs/plans/billing.md') },
      lifecycle: provenLifecycle('done/x'),
    });
    writeReport(root, [e]);
    const before = snapshot(root);
    const refused = applyEdits(root, ['apply', '--ids', e.id]);
    assert.equal(refused.code, 1);
    assert.match(refused.stderr, /needs its clean-time text \(--extraction ID=FILE\)/);
    assert.deepEqual(snapshot(root), before);
    const auto = applyEdits(root, ['apply', '--tier', 'auto']);
    assert.match(auto.json.skipped[0].reason, /needs its clean-time text/);
    assert.deepEqual(snapshot(root), before);
    const text = join(tempDir(), 'extraction.md');
    writeFileSync(text, '## Billing\nInvoices are monthly.\n');
    const r = applyEdits(root, ['apply', '--ids', e.id, '--extraction', `${e.id}=${text}`]);
    assert.equal(r.code, 0, r.stderr);
    assert.deepEqual(r.json.files, [{ path: 'docs/decisions.md', action: 'write' }, { path: 'docs/plans/billing.md', action: 'delete' }]);
    assert.equal(read(root, 'docs/decisions.md').toString(), '# Decisions\n## Billing\nInvoices are monthly.\n');
    assert.equal(existsSync(join(root, 'docs/plans/billing.md')), false);
  });

  it('CRLF, BOM, missing final newline and non-UTF-8 bytes are preserved', () => {
    const bom = Buffer.from([0xef, 0xbb, 0xbf]);
    const original = Buffer.concat([bom, Buffer.from('Title\r\ncaf\xe9\r\nremove me\r\nkeep \xff\xfe\r\nlast line, no newline', 'latin1')]);
    const root = gitRepo({ 'docs/odd.md': original });
    const h = fileSha(root, 'docs/odd.md');
    const move = entry({ path: 'docs/odd.md', edit: { kind: 'move-to-archive', anchor: { start_line: 3, end_line: 3 }, dest_path: 'docs/archive/odd.md', expected_sha256: h } });
    const fix = entry({ path: 'docs/odd.md', edit: { kind: 'replace-text', anchor: { start_line: 5, end_line: 5 }, match: 'last line', replacement: 'final line', expected_sha256: h } });
    writeReport(root, [move, fix]);
    const r = applyApproved(root, [move.id, fix.id]);
    assert.equal(r.code, 0, r.stderr);
    assert.equal(r.json.applied.length, 2);
    assert.deepEqual(read(root, 'docs/odd.md'), Buffer.concat([bom, Buffer.from('Title\r\ncaf\xe9\r\nkeep \xff\xfe\r\nfinal line, no newline', 'latin1')]));
    assert.deepEqual(read(root, 'docs/archive/odd.md'), Buffer.from('remove me\r\n', 'latin1'));
  });
});

describe('insert-frontmatter Re-Derives Its Guard At Apply Time', () => {
  const freeze = (path: string) => entry({ path, subtype: 'completed-in-place', edit: { kind: 'insert-frontmatter', key: 'hygiene', value: 'frozen' } });

  it('The key already present is a no-op', () => {
    const body = '---\nhygiene: draft\n---\n# Plan\n';
    const root = gitRepo({ 'docs/plan.md': body });
    const e = freeze('docs/plan.md');
    writeReport(root, [e]);
    const plan = applyEdits(root, ['plan']);
    assert.equal(plan.json.entries[0].bucket, 'skipped');
    assert.match(plan.json.entries[0].reason, /^nothing to do: the frontmatter already has hygiene \("draft"\)/);
    const r = applyEdits(root, ['apply', '--tier', 'auto']);
    assert.equal(r.code, 0, r.stderr);
    assert.deepEqual(r.json.applied, []);
    assert.equal(r.json.skipped[0].code, 'NOOP');
    assert.equal(read(root, 'docs/plan.md').toString(), body);
  });

  it('A file without frontmatter gets a new block', () => {
    const bom = Buffer.from([0xef, 0xbb, 0xbf]);
    const root = gitRepo({ 'docs/plan.md': Buffer.concat([bom, Buffer.from('# Plan\r\nbody \xe9\r\n', 'latin1')]) });
    writeReport(root, [freeze('docs/plan.md')]);
    const r = applyEdits(root, ['apply', '--tier', 'auto']);
    assert.equal(r.code, 0, r.stderr);
    assert.deepEqual(read(root, 'docs/plan.md'), Buffer.concat([bom, Buffer.from('---\r\nhygiene: frozen\r\n---\r\n# Plan\r\nbody \xe9\r\n', 'latin1')]));
  });

  it('An existing block gains one line', () => {
    const root = gitRepo({ 'docs/plan.md': '---\ntitle: x\ntags: [a, b]\n---\n# Plan\n' });
    writeReport(root, [freeze('docs/plan.md')]);
    const r = applyEdits(root, ['apply', '--tier', 'auto']);
    assert.equal(r.code, 0, r.stderr);
    assert.equal(read(root, 'docs/plan.md').toString(), '---\ntitle: x\ntags: [a, b]\nhygiene: frozen\n---\n# Plan\n');
  });

  it('Frontmatter that does not parse is refused', () => {
    const body = '---\ntitle: [unclosed\n---\n# Plan\n';
    const root = gitRepo({ 'docs/plan.md': body });
    writeReport(root, [freeze('docs/plan.md')]);
    const r = applyEdits(root, ['apply', '--tier', 'auto']);
    assert.equal(r.code, 0, r.stderr);
    assert.deepEqual(r.json.applied, []);
    assert.match(r.json.skipped[0].reason, /the frontmatter does not parse/);
    assert.equal(r.json.skipped[0].code, 'PARSE');
    assert.equal(read(root, 'docs/plan.md').toString(), body);
  });
});
