// The report is untrusted input: every adversarial path or value is refused before anything is
// written, inside or outside the project.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { runScript } from '../support/run.ts';
import { join } from 'node:path';
import { applyApproved, applyEdits, entry, fileSha, gitRepo, sha, snapshot, tempDir, writeReport } from './support/fixture.ts';

const DOC = '# Doc\n\nline 3\nline 4\nline 5\n';

function fixture() {
  const root = gitRepo({ 'docs/a.md': DOC, 'CLAUDE.md': '# C\n' });
  return { root, h: fileSha(root, 'docs/a.md') };
}

/** Runs the command and asserts it refused with exit 1, the message, and no change anywhere. */
function assertRefused(root: string, args: string[], message: RegExp, outside?: string) {
  const before = snapshot(root, ['.git']);
  const outsideBefore = outside ? snapshot(outside) : undefined;
  const r = applyEdits(root, args);
  assert.equal(r.code, 1, r.stderr);
  assert.match(r.stderr, message);
  assert.deepEqual(snapshot(root, ['.git']), before);
  if (outside) assert.deepEqual(snapshot(outside), outsideBefore);
}

describe('The Report Is Untrusted Input', () => {
  it('An absolute path is refused', () => {
    const { root, h } = fixture();
    const outside = tempDir('dh-outside-');
    const dest = join(outside, 'elsewhere.md');
    writeReport(root, [entry({ path: 'docs/a.md', edit: { kind: 'move-to-archive', anchor: { start_line: 3, end_line: 4 }, dest_path: dest, expected_sha256: h } })]);
    assertRefused(root, ['apply', '--tier', 'auto'], /entries\[0\]\.exact_edit\.dest_path: must be project-relative, not absolute/, outside);
    assert.equal(existsSync(dest), false);
  });

  it('A path climbing out of the project is refused', () => {
    const { root } = fixture();
    const e = entry({
      path: 'docs/a.md',
      edit: { kind: 'extract-then-delete', anchor: { whole: 'file' }, extraction_target: 'repo-durable', target_path: '../outside.md', expected_sha256: fileSha(root, 'docs/a.md') },
      lifecycle: { rule_ref: 'plans', lifetime: 'delete-once-served', served_when: 'shipped', git_state: { tracked: true, clean: true } },
    });
    writeReport(root, [e]);
    assertRefused(root, ['apply', '--tier', 'auto'], /entries\[0\]\.exact_edit\.target_path: must not climb out of the project root/);
    assert.equal(existsSync(join(root, '..', 'outside.md')), false);
  });

  it('A path into .git is refused', () => {
    const { root, h } = fixture();
    writeReport(root, [entry({ path: 'docs/a.md', edit: { kind: 'dedupe', anchor: { start_line: 3, end_line: 3 }, canonical_ref: { path: '.git/config', start_line: 1, end_line: 1 }, expected_sha256: h } })]);
    assertRefused(root, ['plan'], /entries\[0\]\.exact_edit\.canonical_ref\.path: must not point inside \.git\//);
  });

  it('A path through a symlink leading outside is refused', () => {
    const { root, h } = fixture();
    const outside = tempDir('dh-outside-');
    mkdirSync(join(root, 'docs', 'archive-link-parent'), { recursive: true });
    symlinkSync(outside, join(root, 'docs', 'archive-link-parent', 'ext'));
    writeReport(root, [entry({ path: 'docs/a.md', edit: { kind: 'move-to-archive', anchor: { start_line: 3, end_line: 4 }, dest_path: 'docs/archive-link-parent/ext/old.md', expected_sha256: h } })]);
    assertRefused(root, ['apply', '--tier', 'auto'], /entries\[0\]\.exact_edit\.dest_path: passes through a symlink that leads outside the project/, outside);
    assert.equal(existsSync(join(outside, 'old.md')), false);
  });

  it('A path into the state folder is refused', () => {
    const { root, h } = fixture();
    writeReport(root, [entry({ path: 'docs/a.md', edit: { kind: 'move-to-archive', anchor: { start_line: 3, end_line: 4 }, dest_path: '.dochygiene/grants.json', expected_sha256: h } })]);
    assertRefused(root, ['apply', '--tier', 'auto'], /entries\[0\]\.exact_edit\.dest_path: must not point inside \.dochygiene\//);
    assert.equal(existsSync(join(root, '.dochygiene', 'grants.json')), false);
  });

  it('A kind with a missing field is refused', () => {
    const { root, h } = fixture();
    writeReport(root, [entry({ path: 'docs/a.md', edit: { kind: 'replace-text', anchor: { start_line: 3, end_line: 3 }, replacement: 'x', expected_sha256: h } })]);
    assertRefused(root, ['apply', '--tier', 'auto'], /refusing the report: .*nothing was changed[\s\S]*entries\[0\]\.exact_edit/);
  });

  it('Huge values are refused', () => {
    const { root, h } = fixture();
    writeReport(root, [entry({ path: 'docs/a.md', edit: { kind: 'move-to-archive', anchor: { start_line: 3, end_line: 99999999999 }, dest_path: 'docs/old.md', expected_sha256: h } })]);
    assertRefused(root, ['apply', '--tier', 'auto'], /entries\[0\]\.exact_edit\.anchor\.end_line/);
    writeReport(root, [entry({ path: 'docs/a.md', edit: { kind: 'replace-text', anchor: { start_line: 3, end_line: 3 }, match: 'x'.repeat(100001), replacement: 'y', expected_sha256: h } })]);
    assertRefused(root, ['apply', '--tier', 'auto'], /entries\[0\]\.exact_edit\.match/);
  });

  it('An anchor beyond the end of the file is skipped with the reason', () => {
    const { root, h } = fixture();
    const e = entry({ path: 'docs/a.md', edit: { kind: 'move-to-archive', anchor: { start_line: 4, end_line: 60 }, dest_path: 'docs/old.md', expected_sha256: h } });
    writeReport(root, [e]);
    const plan = applyEdits(root, ['plan']);
    assert.equal(plan.code, 0, plan.stderr);
    assert.equal(plan.json.entries[0].bucket, 'skipped');
    assert.match(plan.json.entries[0].reason, /end_line 60 is past the end of the file \(5 lines\)/);
    const before = snapshot(root);
    const r = applyEdits(root, ['apply', '--tier', 'auto']);
    assert.equal(r.code, 0, r.stderr);
    assert.deepEqual(r.json.applied, []);
    assert.deepEqual(snapshot(root), before);
  });

  it('A report, config or doc that is /dev/zero or a FIFO never hangs plan', () => {
    const { root, h } = fixture();
    const e = entry({ path: 'docs/a.md', edit: { kind: 'replace-text', anchor: { start_line: 3, end_line: 3 }, match: 'line 3', replacement: 'line three', expected_sha256: h } });
    const reportPath = writeReport(root, [e]);
    const good = readFileSync(reportPath);
    // A hang detector, not a measurement: each run is killed after 20 s.
    const plan = () => runScript('apply-edits.mjs', ['plan', '--root', root], { cwd: root, timeoutMs: 20_000 });
    const refusedQuickly = (message: RegExp) => {
      // (the snapshot skips .dochygiene/: reading the FIFO planted there would hang the test itself)
      const before = snapshot(root);
      const r = plan();
      assert.equal(r.signal, null, 'plan returned by itself');
      assert.equal(r.code, 1, r.stdout + r.stderr);
      assert.match(r.stderr, message);
      assert.deepEqual(snapshot(root), before);
    };
    rmSync(reportPath);
    symlinkSync('/dev/zero', reportPath);
    refusedQuickly(/refusing the report .*report\.json: it is a symlink/);
    rmSync(reportPath);
    execFileSync('mkfifo', [reportPath]);
    refusedQuickly(/refusing the report .*report\.json: it is not a regular file/);
    rmSync(reportPath);
    writeFileSync(reportPath, good);
    // The committed config a symlink to /dev/zero: refused, never read to the end.
    rmSync(join(root, '.dochygiene.yaml'));
    symlinkSync('/dev/zero', join(root, '.dochygiene.yaml'));
    refusedQuickly(/\.dochygiene\.yaml/);
    rmSync(join(root, '.dochygiene.yaml'));
    // The doc itself replaced by a FIFO after the check: its entry is skipped, plan returns.
    rmSync(join(root, 'docs', 'a.md'));
    execFileSync('mkfifo', [join(root, 'docs', 'a.md')]);
    const r = plan();
    assert.equal(r.signal, null, 'plan returned by itself');
    assert.equal(r.code, 0, r.stderr);
    assert.equal(JSON.parse(r.stdout).entries[0].bucket, 'skipped');
  });
});

describe('A Report Pair That Does Not Match Is Refused', () => {
  it('A report.md whose digest line no longer names report.json is refused', () => {
    const { root, h } = fixture();
    const reportPath = writeReport(root, [entry({ path: 'docs/a.md', edit: { kind: 'replace-text', anchor: { start_line: 3, end_line: 3 }, match: 'line 3', replacement: 'line three', expected_sha256: h } })]);
    const mdPath = join(root, '.dochygiene', 'report.md');
    const md = (digest: string) => `<!-- report.json sha256: ${digest} -->\n# doc-hygiene report\n`;
    // report.json replaced after the check: report.md still names the one the user read.
    writeFileSync(mdPath, md('a'.repeat(64)));
    for (const args of [['plan'], ['apply', '--tier', 'auto'], ['preview', JSON.parse(readFileSync(reportPath, 'utf8')).entries[0].id]])
      assertRefused(root, args, /refusing the report: report\.md names report\.json sha256 aaaaaaaaaaaa…, but report\.json is sha256 [0-9a-f]{12}…; the report the user read is not the one that would be applied/);
    writeFileSync(mdPath, '# doc-hygiene report\n');
    assertRefused(root, ['apply', '--tier', 'auto'], /report\.md has no digest line/);
    // The matching pair, and a report without report.md, apply.
    writeFileSync(mdPath, md(sha(readFileSync(reportPath))));
    const r = applyApproved(root, [JSON.parse(readFileSync(reportPath, 'utf8')).entries[0].id]);
    assert.equal(r.code, 0, r.stderr);
    assert.equal(r.json.applied.length, 1);
  });
});
