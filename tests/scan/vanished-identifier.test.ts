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

  // kubernetes/community contributors/devel/sig-cli/kubectl-conventions.md lists kubectl's flags
  // (`--short`, `--generator`) between `kubectl create`, `kubectl run` spans; the repository's own
  // code once had a `--short` flag too.
  it('Bare flags of a doc about another program are not checked', async () => {
    const other = '# kubectl conventions\n\nA group such as `kubectl config`; `kubectl create secret` and `kubectl run` generate.\n\n* `--resolve-collisions`: print a summary.\n';
    const own = '# Flags\n\n* `--resolve-collisions`: resolve them.\n';
    // kubernetes/community generating-clientset.md: "use the command line argument `--input`", then `$ client-gen --input=...`.
    const gen = '# client-gen\n\nUse the argument `--resolve-collisions` to pick them:\n\n```console\n$ client-gen --resolve-collisions="a,b"\n```\n';
    const root = makeRepo({ files: { 'cmd/tool/main.go': CODE_V1, 'docs/kubectl.md': other, 'docs/flags.md': own, 'docs/gen.md': gen } });
    writeTree(root, { 'cmd/tool/main.go': CODE_V1.replace('\tflags.Bool("resolve-collisions", false, "resolve")\n', '') });
    git(root, ['commit', '-qam', 'Remove the --resolve-collisions flag'], day('2026-02-01'));
    const a = await scan(root);
    assert.deepEqual(hitsOf(a, 'docs/kubectl.md', 'vanished_identifier'), []);
    assert.deepEqual(hitsOf(a, 'docs/gen.md', 'vanished_identifier'), []);
    assert.deepEqual(hitsOf(a, 'docs/flags.md', 'vanished_identifier').map((h) => h.term), ['resolve-collisions']);
  });

  // steveyegge/beads tracked its issue tracker's export, .beads/beads.jsonl, until 7993ed65c untracked
  // it (and .beads/issues.jsonl.new): names only issues mentioned (`beadsLib`, `TEST_DB`, `--skip-init`) were never the code's.
  it('A name only a JSON Lines data file held is not code', async () => {
    const root = makeRepo({ files: { 'cmd/tool/main.go': CODE_V1, '.beads/issues.jsonl': '{"title":"set TRACKER_ONLY_VAR"}\n', '.beads/issues.jsonl.new': '{"title":"the --skip-init flag"}\n', 'CLAUDE.md': '# X\n\nSet `TRACKER_ONLY_VAR` and `TOOL_HOME`; `--skip-init` was never implemented.\n' } });
    git(root, ['rm', '-q', '--cached', '.beads/issues.jsonl', '.beads/issues.jsonl.new']);
    git(root, ['commit', '-qm', 'untrack .beads'], day('2026-02-01'));
    const a = await scan(root);
    assert.deepEqual(hitsOf(a, 'CLAUDE.md', 'vanished_identifier'), []);
  });

  it('A name removed in the work tree but not committed is found', async () => {
    const root = makeRepo({ files: { 'cmd/tool/main.go': CODE_V1, 'CLAUDE.md': '# X\n\nSet `TOOL_HOME`.\n' } });
    writeTree(root, { 'cmd/tool/main.go': CODE_V1.replace('os.Getenv("TOOL_HOME")', 'os.Getenv("TOOL_ROOT")') });
    const a = await scan(root);
    assert.deepEqual(hitsOf(a, 'CLAUDE.md', 'vanished_identifier').map((h) => h.term), ['TOOL_HOME']);
  });

  it('A name the doc has named since an older commit is placed at that commit, not at a later one', async () => {
    const code = 'package tests\n\ntype OldHelper struct{}\n\ntype NewerHelper struct{}\n';
    const doc = '# Contributing\n\nUse `OldHelper`.\n';
    const root = makeRepo({ files: { 'tests/env.go': code, 'CONTRIBUTING.md': doc } });
    const named = String(git(root, ['rev-parse', 'HEAD'])).trim();
    writeTree(root, { 'CONTRIBUTING.md': doc + 'Or `NewerHelper`.\n' });
    git(root, ['commit', '-qam', 'docs: the newer helper'], day('2026-01-10'));
    writeTree(root, { 'tests/env.go': 'package tests\n' });
    git(root, ['commit', '-qam', 'remove the helpers'], day('2026-02-01'));
    writeTree(root, { 'CONTRIBUTING.md': doc + 'Or `NewerHelper`.\n\n## PR hygiene\n' });
    git(root, ['commit', '-qam', 'docs: PR hygiene'], day('2026-02-05'));
    const a = await scan(root);
    const old = hitsOf(a, 'CONTRIBUTING.md', 'vanished_identifier').find((h) => h.term === 'OldHelper');
    assert.ok(old, JSON.stringify(a.signals['CONTRIBUTING.md']));
    assert.equal((old.present_at as { commit: string; doc_commit: string }).commit, named);
    assert.equal((old.present_at as { doc_commit: string }).doc_commit, 'first_named');
  });

  // kubernetes/community's logos and award templates are SVGs, the largest blobs its snapshot lacks.
  it('A name only an image held is not code', async () => {
    const svg = '<svg xmlns="http://www.w3.org/2000/svg"><g id="LOGO_ONLY_VAR"/></svg>\n';
    const root = makeRepo({ files: { 'cmd/tool/main.go': CODE_V1, 'art/logo.svg': svg, 'CLAUDE.md': '# X\n\nSet `LOGO_ONLY_VAR` and `TOOL_HOME`.\n' } });
    git(root, ['rm', '-q', 'art/logo.svg']);
    git(root, ['commit', '-qm', 'drop the logo'], day('2026-02-01'));
    const a = await scan(root);
    assert.deepEqual(hitsOf(a, 'CLAUDE.md', 'vanished_identifier'), []);
  });

  // steveyegge/beads CONTRIBUTING.md named `DualModeTestEnv` (removed from the code in 43df89b2f) and
  // was edited elsewhere four days later (47bcd0f44); the line itself dates from ffe0dca2a.
  it("A name removed before the doc's last edit is looked up at the doc commit that first named it", async () => {
    const code = 'package tests\n\ntype DualModeTestEnv struct{}\n';
    const doc = '# Contributing\n\nAvailable `DualModeTestEnv` helper methods.\n';
    const root = makeRepo({ files: { 'tests/env.go': code, 'CONTRIBUTING.md': doc } });
    writeTree(root, { 'tests/env.go': 'package tests\n' });
    git(root, ['commit', '-qam', 'remove the dual-mode test framework'], day('2026-02-01'));
    writeTree(root, { 'CONTRIBUTING.md': doc + '\n## PR hygiene\n\nKeep PRs small.\n' });
    git(root, ['commit', '-qam', 'docs: PR hygiene'], day('2026-02-05'));
    const a = await scan(root);
    const [h] = hitsOf(a, 'CONTRIBUTING.md', 'vanished_identifier');
    assert.ok(h, JSON.stringify(a.signals['CONTRIBUTING.md']));
    assert.equal(h.term, 'DualModeTestEnv');
    assert.equal((h.present_at as { doc_commit: string }).doc_commit, 'first_named');
    assert.equal((h.removed_in as { subject: string }).subject, 'remove the dual-mode test framework');
  });
});
