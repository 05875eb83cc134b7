import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { git, writeTree } from '../support/run.ts';
import { hitsOf, makeRepo, scan } from './helpers.ts';

const day = (d: string) => ({ GIT_AUTHOR_DATE: `${d}T00:00:00Z`, GIT_COMMITTER_DATE: `${d}T00:00:00Z` });

const CODE_V1 = [
  'package main',
  '',
  'import "os"',
  '',
  'func loadConfig() string { return os.Getenv("TOOL_HOME") }',
  '',
  'func main() {',
  '\tflags.Bool("resolve-collisions", false, "resolve")',
  '\tflags.Bool("json-output", false, "json")',
  '\t_ = loadConfig()',
  '}',
  '',
].join('\n');

const DOC = [
  '# Tool',
  '',
  'Import with `tool import --resolve-collisions`; print with `--json-output`.',
  'Settings come from `loadConfig()` and `TOOL_HOME`; `--never-existed-flag` and `NEVER_EXISTED_VAR` are wishful.',
  'Edit the `config` and see `neverDefinedFunc()`.',
  'Another tool: `git merge --resolve-collisions`.',
  '',
].join('\n');

/** A repository whose doc was last changed before the code dropped a flag and renamed a function. */
function history(): string {
  const root = makeRepo({ files: { 'cmd/tool/main.go': CODE_V1, 'CLAUDE.md': DOC } });
  writeTree(root, { 'cmd/tool/main.go': CODE_V1.replace('\tflags.Bool("resolve-collisions", false, "resolve")\n', '') });
  git(root, ['commit', '-qam', 'Remove the --resolve-collisions flag'], day('2026-02-01'));
  writeTree(root, { 'cmd/tool/main.go': CODE_V1.replace('\tflags.Bool("resolve-collisions", false, "resolve")\n', '').replaceAll('loadConfig', 'readConfig') });
  git(root, ['commit', '-qam', 'Rename loadConfig to readConfig'], day('2026-03-01'));
  return root;
}

describe('vanished_identifier', () => {
  it('A flag removed in a known commit', async () => {
    const root = history();
    const a = await scan(root);
    const h = hitsOf(a, 'CLAUDE.md', 'vanished_identifier').find((x) => x.term === 'resolve-collisions');
    assert.ok(h, JSON.stringify(a.signals['CLAUDE.md']));
    assert.equal(h.kind, 'flag');
    assert.equal(h.identifier, '--resolve-collisions');
    assert.equal(h.line, 3);
    assert.equal((h.removed_in as { subject: string }).subject, 'Remove the --resolve-collisions flag');
    assert.equal(h.successor, undefined);
    // The same flag on another program's command line says nothing about this code.
    assert.deepEqual(hitsOf(a, 'CLAUDE.md', 'vanished_identifier').filter((x) => x.line === 6), []);
  });

  it('A function renamed in a known commit names its successor', async () => {
    const root = history();
    const a = await scan(root);
    const h = hitsOf(a, 'CLAUDE.md', 'vanished_identifier').find((x) => x.term === 'loadConfig');
    assert.ok(h);
    assert.equal(h.kind, 'symbol');
    assert.equal(h.line, 4);
    assert.equal((h.removed_in as { subject: string }).subject, 'Rename loadConfig to readConfig');
    assert.equal(h.successor, 'readConfig()');
  });

  it('A name that never existed in code is not this signal', async () => {
    const a = await scan(history());
    const terms = hitsOf(a, 'CLAUDE.md', 'vanished_identifier').map((h) => h.term);
    for (const t of ['never-existed-flag', 'NEVER_EXISTED_VAR', 'neverDefinedFunc']) assert.ok(!terms.includes(t), t);
    // Names still in the code are not findings either.
    for (const t of ['json-output', 'TOOL_HOME']) assert.ok(!terms.includes(t), t);
    assert.deepEqual(terms.sort(), ['loadConfig', 'resolve-collisions']);
  });

  it('A plain word is not an identifier', async () => {
    const root = makeRepo({ files: { 'src/a.go': 'package a\n\nvar config = 1\n', 'CLAUDE.md': '# X\n\nSee `config`.\n' } });
    writeTree(root, { 'src/a.go': 'package a\n\nvar settings = 1\n' });
    git(root, ['commit', '-qam', 'rename config'], day('2026-02-01'));
    const a = await scan(root);
    assert.deepEqual(hitsOf(a, 'CLAUDE.md', 'vanished_identifier'), []);
  });

  it('A name in a record is not checked', async () => {
    const root = history();
    writeTree(root, { 'CHANGELOG.md': DOC });
    git(root, ['add', '-A']);
    git(root, ['commit', '-qm', 'changelog'], day('2026-01-02'));
    // The changelog was written after the removal... make the doc predate it: same text, a record.
    const a = await scan(root);
    assert.deepEqual(hitsOf(a, 'CHANGELOG.md', 'vanished_identifier'), []);
  });

  it('The isomorphic path skips the look-up with a note', async () => {
    const root = history();
    const prev = process.env.DOCHYGIENE_GIT_BACKEND;
    process.env.DOCHYGIENE_GIT_BACKEND = 'isomorphic';
    try {
      const a = await scan(root);
      assert.deepEqual(hitsOf(a, 'CLAUDE.md', 'vanished_identifier'), []);
      assert.ok(a.notes.some((n) => /vanished_identifier: skipped/.test(n)), a.notes.join('\n'));
    } finally {
      if (prev === undefined) delete process.env.DOCHYGIENE_GIT_BACKEND;
      else process.env.DOCHYGIENE_GIT_BACKEND = prev;
    }
  });
});
