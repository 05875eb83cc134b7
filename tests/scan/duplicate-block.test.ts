import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { allHits, hitsOf, makeRepo, scan } from './helpers.ts';
import { git, gitRepo, writeTree } from '../support/run.ts';

const SECTION = ['## Install', '', 'Run the installer:', '', '1. Download the archive.', '2. Unpack it.', '3. Run `./install`.', '4. Restart the shell.', ''].join('\n');

describe('duplicate_block', () => {
  it('A verbatim section in two docs, with the canonical copy', async () => {
    const root = makeRepo({
      files: {
        'README.md': '# Tool\n\nIntro.\n\n' + SECTION + '\n## Usage\n\nUse it.\n',
        'docs/setup/install.md': '# Setup\n\n' + SECTION.replace('4. Restart', '4.  Restart'),
      },
    });
    const a = await scan(root);
    const readme = hitsOf(a, 'README.md', 'duplicate_block');
    const deep = hitsOf(a, 'docs/setup/install.md', 'duplicate_block');
    assert.equal(readme.length, 1);
    assert.equal(deep.length, 1);
    assert.deepEqual([readme[0]!.start_line, readme[0]!.end_line, readme[0]!.lines], [5, 12, 6]);
    assert.deepEqual(readme[0]!.other, { path: 'docs/setup/install.md', start_line: 3, end_line: 10 });
    assert.equal(readme[0]!.canonical, 'README.md');
    assert.deepEqual(deep[0]!.other, { path: 'README.md', start_line: 5, end_line: 12 });
    assert.equal(deep[0]!.canonical, 'README.md');
    assert.equal(deep[0]!.line, 3);
  });

  it('The canonical copy is the older one in git', async () => {
    // A real repository: the deep copy is committed first (2025), the central README a year later.
    const root = gitRepo({ 'docs/setup/install.md': '# Setup\n\n' + SECTION }, '2025-01-01T00:00:00Z');
    writeTree(root, { 'README.md': '# Tool\n\n' + SECTION });
    git(root, ['add', '-A']);
    git(root, ['commit', '-q', '-m', 'readme'], { GIT_AUTHOR_DATE: '2026-03-01T00:00:00Z', GIT_COMMITTER_DATE: '2026-03-01T00:00:00Z' });
    const withHistory = hitsOf(await scan(root), 'README.md', 'duplicate_block');
    assert.equal(withHistory.length, 1);
    assert.equal(withHistory[0]!.canonical, 'docs/setup/install.md');
    // Without history the more central doc is canonical: the dates above are what decided.
    const without = hitsOf(await scan(root, { history: false }), 'README.md', 'duplicate_block');
    assert.equal(without[0]!.canonical, 'README.md');
  });

  it('Versioned doc trees are not flagged', async () => {
    const body = '# API\n\n' + SECTION + '\n## Errors\n\na\nb\nc\nd\ne\nf\n';
    const root = makeRepo({ files: { 'docs/v1/api.md': body, 'docs/v2/api.md': body, 'versioned_docs/version-1.0/api.md': body } });
    const a = await scan(root);
    assert.deepEqual(allHits(a, 'duplicate_block'), []);
  });

  it('Archived OpenSpec changes repeating live specs are not flagged', async () => {
    const spec = '# auth Specification\n\n## Requirements\n\n### Requirement: Login\n\nThe system SHALL log users in.\n\n#### Scenario: ok\n- **WHEN** a user logs in\n- **THEN** it works\n';
    const files = {
      'openspec/specs/auth/spec.md': spec,
      'openspec/changes/archive/2025-01-01-add-auth/specs/auth/spec.md': spec,
    };
    const root = makeRepo({ files });
    // The archived copy has the archive role: not read, so no duplicate across the boundary.
    const a = await scan(root, { exclude: ['build'] });
    assert.equal(a.files_scanned, 1);
    assert.deepEqual(allHits(a, 'duplicate_block'), []);
    // Opting in reports it.
    const root2 = makeRepo({ files: { ...files, '.dochygiene.yaml': 'scan:\n  duplicates_across_archive: true\n' } });
    const b = await scan(root2, { exclude: ['build'] });
    assert.ok(allHits(b, 'duplicate_block').length > 0);
  });

  it('Short blocks are not flagged', async () => {
    const para = 'one\ntwo\nthree\nfour\nfive\n';
    const root = makeRepo({ files: { 'a.md': '# A\n\n' + para, 'b.md': '# B\n\n' + para } });
    const a = await scan(root);
    assert.deepEqual(allHits(a, 'duplicate_block'), []);
  });

  it('A duplicate counts only where one session loads both copies', async () => {
    // humanlayer/humanlayer: apps/daemon/CLAUDE.md repeats scripts/CLAUDE.md on purpose, each loaded
    // only when an agent works in that package; a folder's CLAUDE.md repeating its parent's is the
    // same text twice in every session started in that folder.
    const memo = '# Package\n\n' + SECTION;
    const root = makeRepo({ files: { 'CLAUDE.md': '# Root\n\n' + SECTION, 'apps/daemon/CLAUDE.md': memo, 'scripts/CLAUDE.md': memo, 'docs/guide.md': '# Guide\n\n' + SECTION } });
    const a = await scan(root);
    const counted = allHits(a, 'duplicate_block').filter((h) => !h.hint).map((h) => `${h.path} ~ ${(h.other as { path: string }).path}`).sort();
    assert.deepEqual(counted, ['CLAUDE.md ~ apps/daemon/CLAUDE.md', 'CLAUDE.md ~ scripts/CLAUDE.md', 'apps/daemon/CLAUDE.md ~ CLAUDE.md', 'scripts/CLAUDE.md ~ CLAUDE.md']);
    const between = hitsOf(a, 'apps/daemon/CLAUDE.md', 'duplicate_block').filter((h) => (h.other as { path: string }).path === 'scripts/CLAUDE.md');
    assert.equal(between.length, 1);
    assert.equal(between[0]!.hint, true, 'two package memories no session loads together: a hint');
    assert.ok(!a.shortlist.includes('docs/guide.md') || hitsOf(a, 'docs/guide.md', 'duplicate_block').every((h) => h.hint === true));
  });
});
