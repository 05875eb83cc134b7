// The link-rename proposer's rewrite rule, case by case: a destination is rewritten only when the
// old text provably resolves to the moved path and the new text to its new location.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { rewriteDestination } from '../../scripts/propose/link-destination.ts';
import type { RefSource } from '../../scripts/doc/types.ts';

const hit = (source: RefSource, raw: string, resolved: string, renamed_to: string, target = raw) => ({ name: 'broken_reference', source, raw, target, resolved, renamed_to, line: 1 });
const anchors = (m: Record<string, string[]>) => (p: string) => (m[p] ? new Set(m[p]) : undefined);

describe('Model-Free Check', () => {
  it('rewrites relative, dot-relative and root-relative links', () => {
    assert.equal(rewriteDestination('docs/setup.md', hit('link', '../scripts/a.sh', 'scripts/a.sh', 'tools/a.sh')), '../tools/a.sh');
    assert.equal(rewriteDestination('docs/setup.md', hit('link', './old.md', 'docs/old.md', 'docs/guides/new.md')), './guides/new.md');
    assert.equal(rewriteDestination('docs/setup.md', hit('link', './old.md', 'docs/old.md', 'other/new.md')), '../other/new.md');
    assert.equal(rewriteDestination('docs/setup.md', hit('link', '/scripts/a.sh', 'scripts/a.sh', 'tools/a.sh')), '/tools/a.sh');
    assert.equal(rewriteDestination('README.md', hit('image', 'img/logo.png', 'img/logo.png', 'assets/logo.png')), 'assets/logo.png');
    assert.equal(rewriteDestination('docs/a.md', hit('definition', 'old%20name.md', 'docs/old name.md', 'docs/new name.md')), 'new%20name.md');
  });

  it('keeps a fragment only when the moved file still has the heading', () => {
    const a = anchors({ 'guide/setup.md': ['install', 'usage'] });
    assert.equal(rewriteDestination('README.md', hit('link', 'docs/setup.md#install', 'docs/setup.md', 'guide/setup.md'), a), 'guide/setup.md#install');
    assert.equal(rewriteDestination('README.md', hit('link', 'docs/setup.md#gone', 'docs/setup.md', 'guide/setup.md'), a), undefined);
    assert.equal(rewriteDestination('README.md', hit('link', 'docs/setup.md?x=1', 'docs/setup.md', 'guide/setup.md'), a), undefined);
  });

  it('rewrites backticked paths and imports in their own style', () => {
    assert.equal(rewriteDestination('CLAUDE.md', hit('code_path', 'scripts/install.sh', 'scripts/install.sh', 'tools/install.sh')), 'tools/install.sh');
    assert.equal(rewriteDestination('docs/a.md', hit('code_path', 'scripts/run.py:12', 'scripts/run.py', 'bin/run.py')), 'bin/run.py:12');
    assert.equal(rewriteDestination('docs/a.md', hit('code_path', '../scripts/run.py', 'scripts/run.py', 'bin/run.py')), '../bin/run.py');
    // steveyegge/beads docs/CLAUDE.md: `internal/storage/db/` moved to internal/storage/dbproxy.
    assert.equal(rewriteDestination('docs/CLAUDE.md', hit('code_path', 'internal/storage/db/', 'internal/storage/db', 'internal/storage/dbproxy')), 'internal/storage/dbproxy/');
    assert.equal(rewriteDestination('CLAUDE.md', hit('import', '@docs/rules.md', 'docs/rules.md', 'docs/agents/rules.md')), '@docs/agents/rules.md');
    assert.equal(rewriteDestination('CLAUDE.md', hit('import', 'docs/rules.md', 'docs/rules.md', 'docs/agents/rules.md')), 'docs/agents/rules.md');
  });

  it('refuses what it cannot prove', () => {
    // The old text does not resolve to the path history says moved.
    assert.equal(rewriteDestination('docs/a.md', hit('link', '../scripts/a.sh', 'tools/a.sh', 'bin/a.sh')), undefined);
    // Escapes or entities: the parsed target differs from the raw text.
    assert.equal(rewriteDestination('docs/a.md', hit('link', 'a\\_b.md', 'docs/a_b.md', 'docs/c.md', 'a_b.md')), undefined);
    // A new path that a plain link cannot hold unescaped.
    assert.equal(rewriteDestination('docs/a.md', hit('link', 'old.md', 'docs/old.md', 'docs/new (1).md')), undefined);
    // Home and absolute imports are not ours.
    assert.equal(rewriteDestination('CLAUDE.md', hit('import', '@~/notes.md', 'notes.md', 'n.md')), undefined);
    assert.equal(rewriteDestination('docs/a.md', hit('unknown' as RefSource, 'x', 'x', 'y')), undefined);
  });
});
