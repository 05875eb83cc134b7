import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { git, tempDir, writeTree } from '../support/run.ts';
import { makeRepo, scan } from './helpers.ts';

const BROKEN = '# Doc\n\n[gone](missing.md)\n';

describe('Project root and scope', () => {
  it('Root from a subdirectory', async () => {
    const root = makeRepo({ files: { 'README.md': BROKEN, 'docs/guide.md': BROKEN } });
    const a = await scan(join(root, 'docs'));
    assert.equal(a.project_root, root);
    assert.deepEqual(Object.keys(a.signals), ['README.md', 'docs/guide.md']);
  });

  it('Root from a linked worktree', async () => {
    const root = makeRepo({ files: { 'README.md': BROKEN } });
    const wt = join(tempDir('dh-wt-'), 'wt');
    git(root, ['worktree', 'add', '-q', wt]);
    writeTree(wt, { 'docs/new.md': BROKEN });
    const a = await scan(join(wt, 'docs'));
    assert.equal(a.project_root, wt);
    assert.deepEqual(Object.keys(a.signals), ['README.md', 'docs/new.md']);
  });

  it('Root in a repository that borrows objects', async () => {
    const origin = makeRepo({ files: { 'README.md': BROKEN, 'docs/a.md': '# A\n' } });
    const clone = join(tempDir('dh-alt-'), 'clone');
    git(origin, ['clone', '-q', '--shared', origin, clone]);
    const a = await scan(clone);
    assert.equal(a.project_root, clone);
    assert.equal(a.files_scanned, 2);
    assert.deepEqual(Object.keys(a.signals), ['README.md']);
  });

  it('Root outside git', async () => {
    const root = makeRepo({ files: { 'README.md': BROKEN, 'notes/x.md': '# X\n' }, git: false });
    const a = await scan(root);
    assert.equal(a.project_root, root);
    assert.equal(a.files_scanned, 2);
    assert.deepEqual(Object.keys(a.signals), ['README.md']);
  });

  it('Default scope and excluded folders', async () => {
    const root = makeRepo({
      files: {
        'README.md': BROKEN,
        'build/out.md': BROKEN,
        'vendor/lib/README.md': BROKEN,
        'docs/archive/old.md': BROKEN,
        'graphify-out/graph.md': BROKEN,
        '.dochygiene/report.md': BROKEN,
        'node_modules/pkg/README.md': BROKEN,
        '.claude/rules/style.md': BROKEN,
        '.github/copilot-instructions.md': BROKEN,
        'notes.txt': 'not markdown',
      },
    });
    const a = await scan(root);
    assert.deepEqual(Object.keys(a.signals), ['.claude/rules/style.md', '.github/copilot-instructions.md', 'README.md']);
    assert.equal(a.files_scanned, 3);
    assert.deepEqual(a.excluded_dirs, ['build', 'vendor', 'graphify-out', '.dochygiene', 'node_modules', '.git']);
    assert.deepEqual(a.scope_globs, ['**/*.[mM][dD]', '**/*.[mM][aA][rR][kK][dD][oO][wW][nN]', '**/*.[mM][dD][xX]', 'CLAUDE.md', '**/.cursor/rules/**/*.mdc', '.cursorrules', '.windsurfrules', '.clinerules']);
  });

  it('Gitignored docs are not scanned', async () => {
    const root = makeRepo({
      files: { '.gitignore': 'generated/\n', 'README.md': '# R\n' },
      untracked: { 'generated/api.md': BROKEN, 'draft-notes.md': BROKEN },
    });
    const a = await scan(root);
    assert.equal(a.files_scanned, 2);
    assert.deepEqual(Object.keys(a.signals), ['draft-notes.md']);
  });

  it('Scope narrows to a path prefix or a glob', async () => {
    const root = makeRepo({ files: { 'README.md': BROKEN, 'docs/a.md': BROKEN, 'docs/sub/b.md': BROKEN, 'docsx/c.md': BROKEN } });
    for (const scope of ['docs', './docs/', 'docs/**/*.md']) {
      const a = await scan(root, { scope });
      assert.deepEqual(Object.keys(a.signals), ['docs/a.md', 'docs/sub/b.md'], scope);
      assert.deepEqual(a.shortlist, ['docs/a.md', 'docs/sub/b.md'], scope);
      assert.equal(a.files_scanned, 2, scope);
      assert.equal(a.scope, scope);
    }
  });
});
