// Several edits in one file, overlaps, a clean applied in several runs, and stale files.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { applyApproved, applyEdits, entry, fileSha, gitRepo, read, writeReport } from './support/fixture.ts';

const TEN = Array.from({ length: 10 }, (_, i) => `line ${i + 1}`).join('\n') + '\n';

describe('Edits Apply Bottom-Up Against The Check-Time Bytes', () => {
  it('Several edits in one file all apply', () => {
    const root = gitRepo({ 'docs/a.md': TEN });
    const h = fileSha(root, 'docs/a.md');
    const es = [
      entry({ path: 'docs/a.md', edit: { kind: 'replace-text', anchor: { start_line: 2, end_line: 2 }, match: 'line 2', replacement: 'line two and a half', expected_sha256: h } }),
      entry({ path: 'docs/a.md', edit: { kind: 'move-to-archive', anchor: { start_line: 5, end_line: 7 }, dest_path: 'docs/archive.md', expected_sha256: h } }),
      entry({ path: 'docs/a.md', edit: { kind: 'replace-text', anchor: { start_line: 9, end_line: 9 }, match: '9', replacement: 'nine', expected_sha256: h } }),
    ];
    writeReport(root, es);
    const r = applyApproved(root, es.map((e) => e.id));
    assert.equal(r.code, 0, r.stderr);
    assert.equal(r.json.applied.length, 3);
    assert.equal(read(root, 'docs/a.md').toString(), 'line 1\nline two and a half\nline 3\nline 4\nline 8\nline nine\nline 10\n');
    assert.equal(read(root, 'docs/archive.md').toString(), 'line 5\nline 6\nline 7\n');
  });

  it('Overlapping edits are skipped, never forced', () => {
    // The move lands in an archive folder the repository already uses: the repository proves it auto.
    const root = gitRepo({ 'docs/a.md': TEN, 'docs/archive/2025.md': '# 2025\n' });
    const h = fileSha(root, 'docs/a.md');
    const first = entry({ path: 'docs/a.md', edit: { kind: 'move-to-archive', anchor: { start_line: 3, end_line: 5 }, dest_path: 'docs/archive/a.md', expected_sha256: h } });
    const second = entry({ path: 'docs/a.md', edit: { kind: 'replace-text', anchor: { start_line: 5, end_line: 6 }, match: 'line 6', replacement: 'six', expected_sha256: h } });
    writeReport(root, [second, first]);
    const r = applyEdits(root, ['apply', '--tier', 'auto']);
    assert.equal(r.code, 0, r.stderr);
    assert.deepEqual(r.json.applied.map((a: any) => a.id), [first.id]);
    assert.equal(r.json.skipped[0].id, second.id);
    assert.match(r.json.skipped[0].reason, new RegExp(`overlaps entry ${first.id} \\(lines 5-5 of docs/a\\.md\\); skipped, never forced`));
    assert.equal(read(root, 'docs/a.md').toString(), 'line 1\nline 2\nline 6\nline 7\nline 8\nline 9\nline 10\n');
  });

  it('A later run of the same clean still uses the check-time anchors', () => {
    const root = gitRepo({ 'CLAUDE.md': TEN });
    const h = fileSha(root, 'CLAUDE.md');
    const auto1 = entry({ path: 'CLAUDE.md', edit: { kind: 'move-to-archive', anchor: { start_line: 2, end_line: 3 }, dest_path: 'docs/archive.md', expected_sha256: h } });
    const auto2 = entry({ path: 'CLAUDE.md', edit: { kind: 'insert-frontmatter', key: 'hygiene', value: 'frozen' }, subtype: 'completed-in-place' });
    const confirm = entry({ path: 'CLAUDE.md', edit: { kind: 'delete-range', anchor: { start_line: 8, end_line: 9 }, expected_sha256: h } });
    writeReport(root, [auto1, auto2, confirm]);
    // auto2 is provable here (a key of the closed frontmatter list); auto1 has no archive to land in, so it is the user's approved edit.
    const a = applyApproved(root, [auto1.id, auto2.id]);
    assert.equal(a.code, 0, a.stderr);
    assert.deepEqual(a.json.applied.map((x: any) => [x.id, x.tier]).sort(), [[auto1.id, 'confirm'], [auto2.id, 'auto']].sort());
    const g = applyEdits(root, ['grant', confirm.id, '--confirmation', 'delete lines 8 and 9']);
    assert.equal(g.code, 0, g.stderr);
    const b = applyEdits(root, ['apply', '--ids', confirm.id]);
    assert.equal(b.code, 0, b.stderr);
    assert.deepEqual(b.json.applied.map((x: any) => x.id), [confirm.id]);
    assert.equal(read(root, 'CLAUDE.md').toString(), '---\nhygiene: frozen\n---\nline 1\nline 4\nline 5\nline 6\nline 7\nline 10\n');
    assert.equal(read(root, 'docs/archive.md').toString(), 'line 2\nline 3\n');
  });
});

describe('Stale Edits Are Skipped', () => {
  it('A file changed after the check', () => {
    const root = gitRepo({ 'docs/a.md': TEN, 'docs/b.md': TEN });
    const ea = entry({ path: 'docs/a.md', edit: { kind: 'replace-text', anchor: { start_line: 1, end_line: 1 }, match: 'line 1', replacement: 'first', expected_sha256: fileSha(root, 'docs/a.md') } });
    const eb = entry({ path: 'docs/b.md', edit: { kind: 'replace-text', anchor: { start_line: 1, end_line: 1 }, match: 'line 1', replacement: 'first', expected_sha256: fileSha(root, 'docs/b.md') } });
    writeReport(root, [ea, eb]);
    const granted = ['plan', ...[ea, eb].map((e) => e.id)].map((id) => (id === 'plan' ? applyEdits(root, ['plan']) : applyEdits(root, ['grant', id, '--confirmation', 'yes'])));
    assert.ok(granted.every((g) => g.code === 0));
    writeFileSync(join(root, 'docs/b.md'), TEN + 'line 11\n');
    const r = applyEdits(root, ['apply', '--ids', ea.id, eb.id]);
    assert.equal(r.code, 0, r.stderr);
    assert.deepEqual(r.json.applied.map((x: any) => x.id), [ea.id]);
    assert.equal(r.json.skipped[0].id, eb.id);
    assert.equal(r.json.skipped[0].code, 'STALE_HASH');
    assert.match(r.json.skipped[0].reason, /^stale: docs\/b\.md changed after the check/);
    assert.equal(read(root, 'docs/b.md').toString(), TEN + 'line 11\n');
    assert.match(read(root, 'docs/a.md').toString(), /^first\n/);
  });
});
