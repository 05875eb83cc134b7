// Approvals: single-use grants bound to the entry, its hash, the report and the exact text.
import { describe, it } from 'node:test';
import { loadTokenCounter } from '../../scripts/tokens/count-tokens.ts';
import assert from 'node:assert/strict';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { applyEdits, entry, fileSha, gitRepo, read, report, snapshot, tempDir, writeReport } from './support/fixture.ts';
import { bindingOf, grantIssueData, newGrant, readGrants, writeGrants, type Grant } from '../../scripts/apply/grants.ts';
import { appendAudit } from '../../scripts/apply/audit.ts';
import { sha } from './support/fixture.ts';

// This file's processes (and the in-process sealing below) use a machine key of their own.
process.env.XDG_CACHE_HOME = tempDir('dh-cache-');

const DOC = 'l1\nl2\nl3\nl4\nl5\n';

function confirmFixture() {
  const root = gitRepo({ 'docs/a.md': DOC });
  const e = entry({ path: 'docs/a.md', edit: { kind: 'delete-range', anchor: { start_line: 2, end_line: 3 }, expected_sha256: fileSha(root, 'docs/a.md') } });
  const reportPath = writeReport(root, [e]);
  return { root, e, reportPath };
}

describe('Confirm Edits Need A Single-Use Grant', () => {
  it('A confirm edit without a grant is refused', () => {
    const { root, e } = confirmFixture();
    const before = snapshot(root);
    const r = applyEdits(root, ['apply', '--ids', e.id]);
    assert.equal(r.code, 1);
    assert.match(r.stderr, new RegExp(`entry ${e.id} is confirm-tier and has no approval; ask the user, then run: apply-edits grant ${e.id}`));
    assert.deepEqual(snapshot(root), before);
  });

  it('A consumed grant cannot be replayed', () => {
    const { root, e } = confirmFixture();
    assert.equal(applyEdits(root, ['grant', e.id, '--confirmation', 'yes']).code, 0);
    const first = applyEdits(root, ['apply', '--ids', e.id]);
    assert.equal(first.code, 0, first.stderr);
    assert.equal(read(root, 'docs/a.md').toString(), 'l1\nl4\nl5\n');
    assert.equal(readGrants(root)[0]!.state, 'consumed');
    assert.equal(applyEdits(root, ['undo']).code, 0);
    assert.equal(read(root, 'docs/a.md').toString(), DOC);
    // Same report bytes, same file bytes: the grant is still spent.
    const replay = applyEdits(root, ['apply', '--ids', e.id]);
    assert.equal(replay.code, 1);
    assert.match(replay.stderr, /was already used by run r000001-.*; a grant is single-use/);
    // Even with grants.json edited back to "granted": the journal and the audit chain remember.
    const grants = readGrants(root);
    grants[0]!.state = 'granted';
    writeGrants(root, grants);
    const forged = applyEdits(root, ['apply', '--ids', e.id]);
    assert.equal(forged.code, 1);
    assert.match(forged.stderr, /a grant is single-use/);
    assert.equal(read(root, 'docs/a.md').toString(), DOC);
  });

  it('A grant for another hash is refused', () => {
    // A report rewritten by a new check (same edit id, new report): the old grant does not carry over.
    const { root, e } = confirmFixture();
    assert.equal(applyEdits(root, ['grant', e.id, '--confirmation', 'yes']).code, 0);
    const r2 = report(root, [e]);
    r2.generated_at = '2026-11-30T10:00:00Z';
    writeReport(root, r2);
    const other = applyEdits(root, ['apply', '--ids', e.id]);
    assert.equal(other.code, 1);
    assert.match(other.stderr, /was given for another report/);
    assert.equal(readGrants(root)[0]!.state, 'invalidated');
    // A grant bound to another file hash, recorded properly in the audit chain, is refused too.
    const loaded = { digest: sha(readFileSync(join(root, '.dochygiene', 'report.json'))), generated_at: r2.generated_at };
    const g = newGrant({ ...bindingOf(e, loaded, {}), expected_sha256: 'f'.repeat(64) }, 'yes', new Date());
    writeGrants(root, [...readGrants(root), g]);
    appendAudit(root, [{ event: 'grant', data: grantIssueData(g) }], new Date());
    const wrongHash = applyEdits(root, ['apply', '--ids', e.id]);
    assert.equal(wrongHash.code, 1);
    assert.match(wrongHash.stderr, /was given for another file hash \(ffffffffffff…, the file is /);
    assert.equal(read(root, 'docs/a.md').toString(), DOC);
  });

  it('A grant missing from the audit chain is refused', () => {
    const { root, e } = confirmFixture();
    const loaded = { digest: sha(readFileSync(join(root, '.dochygiene', 'report.json'))), generated_at: '2026-11-29T10:00:00Z' };
    writeGrants(root, [newGrant(bindingOf(e, loaded, {}), 'I approve (written by hand)', new Date())]);
    const r = applyEdits(root, ['apply', '--ids', e.id]);
    assert.equal(r.code, 1);
    assert.match(r.stderr, /is not recorded in the verified audit chain; it was not issued by apply-edits grant/);
    assert.equal(read(root, 'docs/a.md').toString(), DOC);
  });

  it('A planted grant and audit log are refused', () => {
    // 1. grants.json and audit.jsonl as another machine's apply-edits wrote them (its own key), shipped
    //    untracked with the project or copied in by another process.
    const { root, e } = confirmFixture();
    const foreign = { XDG_CACHE_HOME: tempDir('dh-foreign-cache-') };
    const issued = applyEdits(root, ['grant', e.id, '--confirmation', 'yes'], foreign);
    assert.equal(issued.code, 0, issued.stderr);
    const before = snapshot(root);
    const shipped = applyEdits(root, ['apply', '--ids', e.id]);
    assert.equal(shipped.code, 1, shipped.stdout);
    assert.match(shipped.stderr, new RegExp(`grant ${issued.json.grant_id} is not sealed by this user on this machine`));
    assert.deepEqual(snapshot(root), before);

    // 2. A grant and its issue record forged by hand with the public digests (no key at all).
    const fresh = confirmFixture();
    const loaded = { digest: sha(readFileSync(fresh.reportPath)), generated_at: '2026-11-29T10:00:00Z' };
    const { seal: _seal, ...forged } = newGrant(bindingOf(fresh.e, loaded, {}), 'yes', new Date()) as Grant;
    const { issue_seal: _issue, ...record } = grantIssueData(forged as Grant);
    writeGrants(fresh.root, [forged as Grant]);
    appendAudit(fresh.root, [{ event: 'grant', data: record }], new Date());
    const forgedRun = applyEdits(fresh.root, ['apply', '--ids', fresh.e.id]);
    assert.equal(forgedRun.code, 1, forgedRun.stdout);
    assert.match(forgedRun.stderr, /is not sealed by this user on this machine/);
    assert.equal(read(fresh.root, 'docs/a.md').toString(), DOC);

    // 3. A grant sealed here whose issue record was forged without the key is refused too.
    const third = confirmFixture();
    const g = newGrant(bindingOf(third.e, { digest: sha(readFileSync(third.reportPath)), generated_at: '2026-11-29T10:00:00Z' }, {}), 'yes', new Date());
    const { issue_seal: _i, ...unsealed } = grantIssueData(g);
    writeGrants(third.root, [g]);
    appendAudit(third.root, [{ event: 'grant', data: unsealed }], new Date());
    const third1 = applyEdits(third.root, ['apply', '--ids', third.e.id]);
    assert.equal(third1.code, 1, third1.stdout);
    assert.match(third1.stderr, /is not recorded in the verified audit chain/);
    assert.equal(read(third.root, 'docs/a.md').toString(), DOC);
  });
});

describe('Generative Edits Apply The Approved Rewrite', () => {
  it('A generative edit applies only with a grant for its text', async () => {
    const root = gitRepo({ 'CLAUDE.md': '# C\r\n\r\nA long\r\nwinding\r\nnarrative\r\n## Next\r\n' });
    const e = entry({ path: 'CLAUDE.md', generative: { start_line: 3, end_line: 5, expected_sha256: fileSha(root, 'CLAUDE.md') }, perSession: true, tokens: 40 });
    writeReport(root, [e]);
    const dir = tempDir();
    const approved = join(dir, 'approved.md');
    const other = join(dir, 'other.md');
    writeFileSync(approved, 'A short summary.\n');
    writeFileSync(other, 'Something else.\n');
    const noText = applyEdits(root, ['grant', e.id, '--confirmation', 'yes']);
    assert.equal(noText.code, 2);
    assert.match(noText.stderr, /pass it with --replacement FILE/);
    const pv = applyEdits(root, ['preview', e.id, '--replacement', approved]);
    assert.equal(pv.code, 0, pv.stderr);
    assert.match(pv.stdout, /-A long\r?\n-winding\r?\n-narrative\r?\n\+A short summary\./);
    assert.equal(applyEdits(root, ['grant', e.id, '--confirmation', 'use the short one', '--replacement', approved]).code, 0);
    const wrong = applyEdits(root, ['apply', '--ids', e.id, '--replacement', `${e.id}=${other}`]);
    assert.equal(wrong.code, 1);
    assert.match(wrong.stderr, /was given for another text than the one supplied now/);
    const ok = applyEdits(root, ['apply', '--ids', e.id, '--replacement', `${e.id}=${approved}`]);
    assert.equal(ok.code, 0, ok.stderr);
    assert.equal(read(root, 'CLAUDE.md').toString(), '# C\r\n\r\nA short summary.\r\n## Next\r\n');
    // Saved as measured on the bytes before and after the rewrite, not the range's 40 the report estimated.
    const count = await loadTokenCounter();
    const saved = count('# C\r\n\r\nA long\r\nwinding\r\nnarrative\r\n## Next\r\n') - count('# C\r\n\r\nA short summary.\r\n## Next\r\n');
    assert.deepEqual(ok.json.tokens_saved, { raw: saved, per_session: saved });
  });
});
