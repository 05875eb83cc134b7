// openspec/specs/git-history/spec.md, "Files the repository supplies are read bounded": committed
// links to /dev/zero where the readers of code, manifests and ignore rules look, and a FIFO among
// the git directory's own files, against the compiled scanner and CI gate with each backend. The
// spawn timeout is a hang detector, not a measurement.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { rmSync, symlinkSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { git, gitRepo, runScript } from '../support/run.ts';

const HANG_MS = 60_000;

function runBoth(root: string, check: (what: string, r: ReturnType<typeof runScript>) => void): void {
  for (const backend of ['native', 'isomorphic']) {
    const env = { ...process.env, DOCHYGIENE_GIT_BACKEND: backend };
    for (const [script, args] of [['scanner.mjs', []], ['check.mjs', ['--ci', '--format', 'json']]] as const) {
      const r = runScript(script, [...args], { cwd: root, env, timeoutMs: HANG_MS });
      assert.equal(r.signal, null, `${backend} ${script} returned`);
      check(`${backend} ${script}`, r);
    }
  }
}

describe('Files the repository supplies are read bounded', () => {
  it('A committed link to /dev/zero as code, a manifest or .gitignore hangs neither backend', () => {
    const root = gitRepo({ 'CLAUDE.md': '# Project\n\nCall `startServer()` from `src/app.ts`, then run `npm test` and `mytool build`.\n', 'src/main.ts': 'export const x = 1;\n' });
    for (const p of ['src/app.ts', 'package.json', 'Cargo.toml', '.gitignore', 'pyproject.toml']) symlinkSync('/dev/zero', join(root, p));
    git(root, ['add', '-A']);
    git(root, ['commit', '-q', '-m', 'links to /dev/zero']);
    runBoth(root, (what, r) => assert.ok(r.code === 0 || (what.endsWith('check.mjs') && r.code === 1), `${what}: exit ${r.code}: ${r.stderr}`));
  });

  it('A FIFO among the git directory files is refused, never read', () => {
    const root = gitRepo({ 'CLAUDE.md': '# Project\n\nRun `npm test`.\n' });
    rmSync(join(root, '.git', 'info', 'exclude'), { force: true });
    assert.equal(spawnSync('mkfifo', [join(root, '.git', 'info', 'exclude')]).status, 0);
    runBoth(root, (what, r) => {
      // Native git would block on it: git is not run, and the entry says why (a refusal, not a crash).
      if (r.code !== 0) assert.match(r.stderr, /info\/exclude is not a regular file; doc-hygiene runs no git/, what);
      assert.doesNotMatch(r.stderr, /internal error/, what);
    });
  });
});
