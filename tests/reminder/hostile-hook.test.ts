// openspec/specs/reminder-hook/spec.md, "Nothing in the repository steers the hook": the compiled
// SessionStart hook run as a process against repositories built to hurt it. The spawn timeout is a
// hang detector (a hook that never returns), not a measurement.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, readdirSync, symlinkSync, writeFileSync, existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { gitRepo, runScript, tempDir } from '../support/run.ts';

const HANG_MS = 20_000;

function hook(root: string, args: string[] = []) {
  const r = runScript('session-start.cjs', args, { cwd: root, env: { ...process.env, CLAUDE_PROJECT_DIR: root }, timeoutMs: HANG_MS, dist: process.env.DH_TEST_DIST });
  return r;
}

function dueRepo(): string {
  // Never checked and has a doc: a reminder is due, so the hook wants to write last_reminded.
  return gitRepo({ 'CLAUDE.md': '# Project\n\nRun `npm test`.\n' });
}

describe('Nothing in the repository steers the hook', () => {
  it('A symlinked state folder makes the hook silent and write nothing', () => {
    for (const which of ['.dochygiene', '.dochygiene/cache']) {
      const root = dueRepo();
      const outside = tempDir('dh-outside-');
      if (which === '.dochygiene/cache') mkdirSync(join(root, '.dochygiene'));
      symlinkSync(outside, join(root, which));
      writeFileSync(join(root, '.dochygiene.yaml'), 'reminder:\n  interval_days: 3\n');
      const r = hook(root);
      assert.deepEqual([r.code, r.stdout, r.stderr], [0, '', ''], which);
      assert.deepEqual(readdirSync(outside), [], `nothing was written through ${which}`);
    }
  });

  it('A config or state file that is /dev/zero or a FIFO does not hang the hook', () => {
    for (const file of ['.dochygiene.yaml', '.dochygiene/state.json']) {
      for (const kind of ['zero', 'fifo'] as const) {
        const root = dueRepo();
        mkdirSync(join(root, '.dochygiene'), { recursive: true });
        writeFileSync(join(root, '.dochygiene', '.gitignore'), '*\n');
        const p = join(root, file);
        if (kind === 'zero') symlinkSync('/dev/zero', p);
        else assert.equal(spawnSync('mkfifo', [p]).status, 0);
        const r = hook(root, ['--explain']);
        assert.equal(r.signal, null, `${file} as ${kind}: the hook returned`);
        assert.equal(r.code, 0);
        assert.equal(r.stdout, '', `${file} as ${kind}: no reminder built on it`);
        assert.match(r.stderr, /is not a regular file|is a symlink/);
      }
    }
  });

  it('A huge config is not read by the hook', () => {
    const root = dueRepo();
    // 30 MB: a valid reminder block, then comments. Reading and parsing it took seconds.
    const line = '# ' + 'x'.repeat(98) + '\n';
    writeFileSync(join(root, '.dochygiene.yaml'), 'reminder:\n  enabled: true\n' + line.repeat(300_000));
    const r = hook(root, ['--explain']);
    assert.equal(r.signal, null);
    assert.equal(r.code, 0);
    assert.equal(r.stdout, '', 'no reminder built on a config it did not read');
    assert.match(r.stderr, /\.dochygiene\.yaml is larger than 262144 bytes/);
    assert.equal(existsSync(join(root, '.dochygiene', 'state.json')), false);
  });
});
