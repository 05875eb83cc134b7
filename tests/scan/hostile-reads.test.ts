// openspec/specs/scanner/spec.md, "Reading files the repository supplies": a doc or config that is a
// device, a FIFO or a symlink out of the project is never read. The spawn timeout is a hang detector.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { git, gitRepo, runScript, tempDir } from '../support/run.ts';

const HANG_MS = 60_000;

describe('Reading files the repository supplies', () => {
  it('A doc that is /dev/zero, a FIFO or a symlink out of the project is never read', () => {
    const outside = tempDir('dh-outside-');
    writeFileSync(join(outside, 'secret.md'), '# Secret\n\nSECRET-TOKEN-42 see [x](gone.md)\n');
    const root = gitRepo({ 'CLAUDE.md': '# C\n\nSee [z](zero.md), [f](fifo.md), [o](out.md).\n' });
    symlinkSync('/dev/zero', join(root, 'zero.md'));
    assert.equal(spawnSync('mkfifo', [join(root, 'fifo.md')]).status, 0);
    symlinkSync(join(outside, 'secret.md'), join(root, 'out.md'));
    git(root, ['add', '-A']);
    git(root, ['commit', '-q', '-m', 'hostile docs']);
    const r = runScript('check.mjs', ['--root', root, '--json'], { timeoutMs: HANG_MS });
    assert.equal(r.signal, null, 'check returned');
    assert.equal(r.code, 0, r.stderr);
    const json = readFileSync(join(root, '.dochygiene', 'report.json'), 'utf8');
    const md = readFileSync(join(root, '.dochygiene', 'report.md'), 'utf8');
    assert.ok(!json.includes('SECRET-TOKEN') && !md.includes('SECRET-TOKEN') && !r.stdout.includes('SECRET-TOKEN'), 'no byte of the outside file reached the report');
    const notes: string[] = JSON.parse(json).scan.notes ?? [];
    assert.ok(notes.some((n) => /zero\.md: not read, it is a symlink that leads outside the project/.test(n)), JSON.stringify(notes));
    assert.ok(notes.some((n) => /out\.md: not read, it is a symlink that leads outside the project/.test(n)), JSON.stringify(notes));
  });

  it('A config that is /dev/zero or too large is refused, never read to the end', () => {
    const root = gitRepo({ 'CLAUDE.md': '# C\n' });
    symlinkSync('/dev/zero', join(root, '.dochygiene.yaml'));
    const a = runScript('check.mjs', ['--root', root], { timeoutMs: HANG_MS });
    assert.equal(a.signal, null);
    assert.equal(a.code, 1);
    assert.match(a.stderr, /\.dochygiene\.yaml is not a regular file/);
    const big = gitRepo({ 'CLAUDE.md': '# C\n', '.dochygiene.yaml': 'reminder:\n  enabled: true\n' + '# padding\n'.repeat(200_000) });
    const b = runScript('check.mjs', ['--root', big], { timeoutMs: HANG_MS });
    assert.equal(b.code, 1);
    assert.match(b.stderr, /\.dochygiene\.yaml is larger than 1048576 bytes/);
  });
});
