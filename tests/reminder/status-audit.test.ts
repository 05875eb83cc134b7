import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { appendAudit, auditPath } from '../../scripts/apply/audit.ts';
import { gitRepo, runScript } from '../support/run.ts';

describe('A read-only status', () => {
  it('Status reports a broken audit chain', () => {
    const root = gitRepo({ 'README.md': '# x\n' });
    appendAudit(root, [{ event: 'plan', data: { entries: 1 } }, { event: 'apply', data: { id: '0123456789abcdef' } }], new Date('2026-11-29T10:00:00Z'));
    const ok = runScript('status.mjs', ['--root', root, '--now', '2026-11-29T11:00:00Z']);
    assert.equal(ok.code, 0, ok.stderr);
    assert.match(ok.stdout, /^ {2}audit log: {6}2 records, chain intact$/m);
    const log = readFileSync(auditPath(root), 'utf8').split('\n');
    log[0] = log[0]!.replace('"entries":1', '"entries":7');
    writeFileSync(auditPath(root), log.join('\n'));
    const broken = runScript('status.mjs', ['--root', root, '--json']);
    assert.equal(broken.code, 0);
    const info = JSON.parse(broken.stdout) as { audit: { ok: boolean; problem: string } };
    assert.equal(info.audit.ok, false);
    assert.match(info.audit.problem, /^audit\.jsonl:1: /);
    const text = runScript('status.mjs', ['--root', root]);
    assert.match(text.stdout, /chain BROKEN \(audit\.jsonl:1: /);
    assert.equal(readFileSync(join(root, '.dochygiene', 'audit.jsonl'), 'utf8'), log.join('\n'), 'status wrote nothing');
  });
});
