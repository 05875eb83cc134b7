// openspec/specs/git-history/spec.md, "The isomorphic path reads the repository as git does":
// what the review of every isomorphic-git use found (scripts/git/isomorphic-backend.ts, top), held
// against the compiled scanner with each backend.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { git, gitRepo, runScript, tempDir } from '../support/run.ts';

function scannedDocs(root: string, backend: string): string[] {
  const r = runScript('scanner.mjs', [], { cwd: root, env: { ...process.env, DOCHYGIENE_GIT_BACKEND: backend } });
  assert.equal(r.code, 0, `${backend}: ${r.stderr}`);
  return Object.keys((JSON.parse(r.stdout) as { docs: Record<string, unknown> }).docs).sort();
}

describe('The isomorphic path reads the repository as git does', () => {
  it('A symlinked .gitignore leading out of the project is followed by neither backend', () => {
    const outside = tempDir('dh-outside-');
    writeFileSync(join(outside, 'rules'), 'docs/\n');
    const root = gitRepo({ 'README.md': '# Readme\n', 'docs/guide.md': '# Guide\n' });
    git(root, ['rm', '-q', '--cached', 'docs/guide.md']);
    symlinkSync(join(outside, 'rules'), join(root, '.gitignore'));
    git(root, ['add', '.gitignore']);
    git(root, ['commit', '-q', '-m', 'a linked .gitignore; the guide untracked']);
    for (const backend of ['native', 'isomorphic']) assert.deepEqual(scannedDocs(root, backend), ['README.md', 'docs/guide.md'], `${backend}: the outside rules are not read`);
  });

  it('core.bare and core.worktree in the repository change no backend’s work tree', () => {
    const root = gitRepo({ 'README.md': '# Readme\n', 'docs/guide.md': '# Guide\n' });
    git(root, ['config', 'core.bare', 'true']);
    for (const backend of ['native', 'isomorphic']) assert.deepEqual(scannedDocs(root, backend), ['README.md', 'docs/guide.md'], `${backend}: core.bare`);
    git(root, ['config', 'core.bare', 'false']);
    git(root, ['config', 'core.worktree', tempDir('dh-elsewhere-')]);
    for (const backend of ['native', 'isomorphic']) assert.deepEqual(scannedDocs(root, backend), ['README.md', 'docs/guide.md'], `${backend}: core.worktree`);
    rmSync(root, { recursive: true, force: true });
  });
});
