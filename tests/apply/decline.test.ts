// The user decides on the auto edits: /hygiene clean lists them and asks once (apply all, choose,
// or none). A row the user declines is never applied, and the journal and the audit log say so;
// clean.confirm_auto: false in the committed config (or /hygiene clean --yes) keeps the unattended run.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { applyEdits, gitRepo, moveNotes, NOTE_LINK, NOTE_LINK_FIXED, noteFix, read, RULEBOOK, snapshot, writeReport } from './support/fixture.ts';
import { listRuns } from '../../scripts/apply/journal.ts';
import { verifyAuditChain } from '../../scripts/apply/audit.ts';

const LINKED = (t: string) => `# ${t}\n${NOTE_LINK}\n`;

function twoFixes(config = RULEBOOK) {
  const root = gitRepo({ '.dochygiene.yaml': config, 'docs/a.md': LINKED('A'), 'docs/b.md': LINKED('B') });
  moveNotes(root, ['docs/a.md', 'docs/b.md']);
  const a = noteFix(root, 'docs/a.md');
  const b = noteFix(root, 'docs/b.md');
  writeReport(root, [a, b]);
  return { root, a, b };
}

describe('The User Decides On The Auto Edits', () => {
  it('a declined auto row is left as it was, and the journal and the audit say so', () => {
    const { root, a, b } = twoFixes();
    const plan = applyEdits(root, ['plan']);
    assert.equal(plan.code, 0, plan.stderr);
    assert.equal(plan.json.confirm_auto, true, 'by default /hygiene clean asks before the auto edits');
    for (const [e, p] of [[a, 'docs/a.md'], [b, 'docs/b.md']] as const) {
      const row = plan.json.entries.find((x: { id: string }) => x.id === e.id);
      assert.equal(row.bucket, 'auto');
      assert.equal(row.path, p);
      assert.deepEqual(row.change, { line: 2, before: '(note.md)', after: '(notes.md)' });
      assert.match(row.safe_because, /git history shows docs\/note\.md moved to docs\/notes\.md/);
    }
    // The user chose: apply a, not b.
    const r = applyEdits(root, ['apply', '--ids', a.id, '--decline', b.id]);
    assert.equal(r.code, 0, r.stderr);
    assert.deepEqual(r.json.applied.map((x: { id: string }) => x.id), [a.id]);
    assert.deepEqual(r.json.declined, [{ id: b.id, path: 'docs/b.md', kind: 'replace-text' }]);
    assert.equal(read(root, 'docs/a.md').toString(), `# A\n${NOTE_LINK_FIXED}\n`);
    assert.equal(read(root, 'docs/b.md').toString(), LINKED('B'));
    const run = listRuns(root).map((x) => x.manifest!).find((m) => m.run_id === r.json.run_id)!;
    assert.deepEqual(run.declined, [{ id: b.id, path: 'docs/b.md', kind: 'replace-text' }]);
    assert.deepEqual(run.entries.map((e) => e.id), [a.id]);
    const chain = verifyAuditChain(root);
    assert.equal(chain.ok, true);
    const declines = chain.records.filter((x) => x.event === 'decline');
    assert.deepEqual(declines.map((x) => [x.data.run_id, (x.data.entries as Array<{ id: string }>).map((e) => e.id)]), [[r.json.run_id, [b.id]]]);

    // None: the user declines every row; nothing changes, and the clean says so.
    const none = twoFixes();
    const before = snapshot(none.root);
    const n = applyEdits(none.root, ['apply', '--decline', none.a.id, none.b.id]);
    assert.equal(n.code, 0, n.stderr);
    assert.deepEqual(n.json.applied, []);
    assert.deepEqual(n.json.declined.map((x: { id: string }) => x.id), [none.a.id, none.b.id]);
    assert.deepEqual(snapshot(none.root), before);
    assert.deepEqual(listRuns(none.root).map((x) => x.manifest!.declined?.map((d) => d.id)), [[none.a.id, none.b.id]]);
    assert.equal(verifyAuditChain(none.root).records.filter((x) => x.event === 'decline').length, 1);
    const u = applyEdits(none.root, ['undo']);
    assert.equal(u.code, 0, u.stderr);
    assert.deepEqual(snapshot(none.root), before);
  });

  it('clean.confirm_auto: false lets /hygiene clean apply the auto edits without asking', () => {
    const { root } = twoFixes(`${RULEBOOK}clean:\n  confirm_auto: false\n`);
    const plan = applyEdits(root, ['plan']);
    assert.equal(plan.code, 0, plan.stderr);
    assert.equal(plan.json.confirm_auto, false);
    writeFileSync(join(root, '.dochygiene.yaml'), `${RULEBOOK}clean:\n  confirm_auto: maybe\n`);
    const bad = applyEdits(root, ['plan']);
    assert.equal(bad.code, 1);
    assert.match(bad.stderr, /clean\.confirm_auto/);
  });
});
