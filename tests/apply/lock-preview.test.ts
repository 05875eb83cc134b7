// One clean at a time, and previews that write nothing.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { applyEdits, DIST, entry, fileSha, gitRepo, moveNotes, NOTE_LINK, NOTE_LINK_FIXED, noteFix, read, snapshot, writeReport } from './support/fixture.ts';
import { acquireLock } from '../../scripts/shared/lock.ts';
import { verifyAuditChain } from '../../scripts/apply/audit.ts';

function runAsync(root: string, args: string[]): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const c = spawn(process.execPath, [join(DIST, 'apply-edits.mjs'), ...args, '--root', root], { cwd: root, env: process.env });
    let stdout = '';
    let stderr = '';
    c.stdout.on('data', (d) => (stdout += d));
    c.stderr.on('data', (d) => (stderr += d));
    c.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

describe('One Clean At A Time', () => {
  it('Two concurrent cleans', async () => {
    const files: Record<string, string> = {};
    for (let i = 0; i < 40; i++) files[`docs/f${i}.md`] = `# F${i}\n${NOTE_LINK}\n`;
    const root = gitRepo(files);
    moveNotes(root, Object.keys(files));
    writeReport(root, Object.keys(files).map((p) => noteFix(root, p)));
    // A live holder of the lock: the clean is refused with a clear message and writes nothing.
    const before = snapshot(root);
    const lock = acquireLock(join(root, '.dochygiene'), 'check');
    try {
      const r = applyEdits(root, ['apply', '--tier', 'auto']);
      assert.equal(r.code, 1);
      assert.match(r.stderr, /another doc-hygiene check is running on this project \(pid \d+/);
      assert.deepEqual(snapshot(root), before);
    } finally {
      lock.release();
    }
    // Two cleans started together: every edit is applied exactly once.
    const [a, b] = await Promise.all([runAsync(root, ['apply', '--tier', 'auto']), runAsync(root, ['apply', '--tier', 'auto'])]);
    const outcomes = [a, b].map((r) => (r.code === 0 ? JSON.parse(r.stdout).applied.length : r.stderr.match(/another doc-hygiene clean is running/) ? 'locked' : `failed: ${r.stderr}`));
    assert.ok(outcomes.includes(40), JSON.stringify(outcomes));
    assert.ok(outcomes.filter((o) => o === 40).length === 1 && outcomes.every((o) => o === 40 || o === 0 || o === 'locked'), JSON.stringify(outcomes));
    for (const p of Object.keys(files)) assert.equal(read(root, p).toString(), `# F${p.slice(6, -3)}\n${NOTE_LINK_FIXED}\n`);
  });
});

describe('The Lock Is Exclusive', () => {
  it('An empty or unreadable lock is never taken over', () => {
    const root = gitRepo({ 'docs/a.md': `# A\n${NOTE_LINK}\n` });
    moveNotes(root, ['docs/a.md']);
    writeReport(root, [noteFix(root, 'docs/a.md')]);
    for (const text of ['', '{"pid":']) {
      writeFileSync(join(root, '.dochygiene', 'lock'), text);
      const before = snapshot(root);
      const r = applyEdits(root, ['apply', '--tier', 'auto']);
      assert.equal(r.code, 1, r.stdout);
      assert.match(r.stderr, /\.dochygiene\/lock holds no owner record .*remove that file/);
      assert.deepEqual(snapshot(root), before);
    }
    // A well-formed lock whose owner is gone is taken over.
    writeFileSync(join(root, '.dochygiene', 'lock'), JSON.stringify({ pid: 2 ** 22 + 17, purpose: 'clean', since: '2026-02-01T10:00:00Z' }) + '\n');
    assert.equal(applyEdits(root, ['apply', '--tier', 'auto']).code, 0);
    assert.equal(read(root, 'docs/a.md').toString(), `# A\n${NOTE_LINK_FIXED}\n`);
  });

  it('Eight parallel applies never run two cleans at once', async () => {
    const TRIALS = Number(process.env.DH_LOCK_TRIALS ?? 6);
    for (let t = 0; t < TRIALS; t++) {
      const files: Record<string, string> = {};
      for (let i = 0; i < 8; i++) files[`docs/f${i}.md`] = `# F${i}\n${NOTE_LINK}\n`;
      const root = gitRepo(files);
      moveNotes(root, Object.keys(files));
      writeReport(root, Object.keys(files).map((p) => noteFix(root, p)));
      const runs = await Promise.all(Array.from({ length: 8 }, () => runAsync(root, ['apply', '--tier', 'auto'])));
      const outcomes = runs.map((r) => (r.code === 0 ? JSON.parse(r.stdout).applied.length : /another doc-hygiene \S+ is running/.test(r.stderr) ? 'locked' : `failed: ${r.stderr}`));
      assert.ok(outcomes.every((o) => o === 8 || o === 0 || o === 'locked'), `trial ${t}: ${JSON.stringify(outcomes)}`);
      assert.equal(outcomes.filter((o) => o === 8).length, 1, `trial ${t}: one clean applied everything: ${JSON.stringify(outcomes)}`);
      const chain = verifyAuditChain(root);
      assert.equal(chain.ok, true, `trial ${t}: the audit chain verifies`);
      assert.equal(chain.records.filter((r) => r.event === 'apply').length, 1, `trial ${t}: one apply record`);
      for (const p of Object.keys(files)) assert.equal(read(root, p).toString(), `# F${p.slice(6, -3)}\n${NOTE_LINK_FIXED}\n`);
    }
  });
});

describe('Preview Shows The Diff', () => {
  it('Preview prints the diff and writes nothing', () => {
    const root = gitRepo({ 'docs/a.md': 'l1\nl2\nl3\nl4\nl5\nl6\nl7\n' });
    const e = entry({ path: 'docs/a.md', edit: { kind: 'delete-range', anchor: { start_line: 4, end_line: 5 }, expected_sha256: fileSha(root, 'docs/a.md') } });
    writeReport(root, [e]);
    const before = snapshot(root, ['.git', '.dochygiene']);
    const r = applyEdits(root, ['preview', e.id]);
    assert.equal(r.code, 0, r.stderr);
    assert.equal(r.stdout, `# ${e.id}: confirm (confirm)\n--- a/docs/a.md\n+++ b/docs/a.md\n@@ -1,7 +1,5 @@\n l1\n l2\n l3\n-l4\n-l5\n l6\n l7\n`);
    assert.deepEqual(snapshot(root, ['.git', '.dochygiene']), before);
  });
});
