// openspec/specs/ci/spec.md, "The Baseline Is Read Bounded": a committed .dochygiene-baseline.json
// that is a FIFO, a link to a device or to a file outside the project, against the compiled gate.
// The spawn timeout is a hang detector, not a measurement.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { symlinkSync, writeFileSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { git, gitRepo, runScript, tempDir } from '../support/run.ts';

const HANG_MS = 30_000;
const SECRET = 'root:x:0:0:SECRET-LINE';

function gate(root: string) {
  return runScript('check.mjs', ['--ci', '--format', 'json'], { cwd: root, timeoutMs: HANG_MS });
}

describe('The Baseline Is Read Bounded', () => {
  it('A baseline that is a FIFO, /dev/zero or /dev/urandom fails the gate with a usage error, without hanging', () => {
    for (const kind of ['fifo', '/dev/zero', '/dev/urandom']) {
      const root = gitRepo({ 'CLAUDE.md': '# Project\n' });
      const p = join(root, '.dochygiene-baseline.json');
      if (kind === 'fifo') assert.equal(spawnSync('mkfifo', [p]).status, 0);
      else symlinkSync(kind, p);
      const r = gate(root);
      assert.equal(r.signal, null, `${kind}: the gate returned`);
      assert.equal(r.code, 2, `${kind}: ${r.stderr}`);
      assert.match(r.stderr, /\.dochygiene-baseline\.json: .*(not a regular file|symlink that leads outside)/, kind);
    }
  });

  it('A baseline linked to a file outside the project is refused and nothing of it is quoted', () => {
    const outside = tempDir('dh-outside-');
    writeFileSync(join(outside, 'passwd'), `${SECRET}\n${SECRET}\n`);
    const root = gitRepo({ 'CLAUDE.md': '# Project\n' });
    symlinkSync(join(outside, 'passwd'), join(root, '.dochygiene-baseline.json'));
    git(root, ['add', '-A']);
    git(root, ['commit', '-q', '-m', 'baseline']);
    const r = gate(root);
    assert.equal(r.code, 2, r.stderr);
    assert.doesNotMatch(r.stdout + r.stderr, /root|SECRET/);
    assert.match(r.stderr, /symlink that leads outside the project/);
  });

  it('A baseline that is not JSON is refused without quoting it', () => {
    const root = gitRepo({ 'CLAUDE.md': '# Project\n', '.dochygiene-baseline.json': `${SECRET}\n` });
    const r = gate(root);
    assert.equal(r.code, 2, r.stderr);
    assert.match(r.stderr, /not JSON/);
    assert.doesNotMatch(r.stdout + r.stderr, /root|SECRET/);
  });
});
