// openspec/specs/agent-readers/spec.md, "No walk follows a symlink to a folder": committed symlinks
// in the folders the readers, the scanner, the CI gate and the hook walk, run against the compiled
// scripts as processes. The spawn timeout is a hang detector (a walk of the whole file system), not
// a measurement.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, symlinkSync, writeFileSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { git, gitRepo, runScript, tempDir } from '../support/run.ts';
import { takeSnapshot } from '../../scripts/report/snapshot.ts';

const HANG_MS = 60_000;

/** A folder outside the project with a doc in it, and a repository whose rules link to it, to / and to themselves. */
function linkedRepo(): { root: string; outside: string } {
  const outside = tempDir('dh-outside-');
  mkdirSync(join(outside, 'deep'));
  writeFileSync(join(outside, 'deep', 'OUTSIDE.md'), '# Outside\n\nSee [gone](nowhere.md). Run `npm run outside`.\n');
  const root = gitRepo({
    'CLAUDE.md': '# Project\n\nRun `npm test`.\n',
    'package.json': '{"scripts":{"test":"x"}}\n',
    '.claude/rules/style.md': '# Style\n\nShort.\n',
    'docs/guide.md': '# Guide\n',
  });
  symlinkSync('/', join(root, '.claude', 'rules', 'root'));
  symlinkSync(outside, join(root, '.claude', 'rules', 'out'));
  symlinkSync('.', join(root, '.claude', 'rules', 'self'));
  symlinkSync(outside, join(root, 'docs', 'out'));
  symlinkSync(join(outside, 'deep', 'OUTSIDE.md'), join(root, '.claude', 'rules', 'secret.md'));
  symlinkSync('../../CLAUDE.md', join(root, '.claude', 'rules', 'same.md'));
  git(root, ['add', '-A']);
  git(root, ['commit', '-q', '-m', 'links']);
  return { root, outside };
}

describe('No walk follows a symlink to a folder', () => {
  it('A symlinked folder in .claude/rules is never walked by context, the scanner or the CI gate', () => {
    const { root } = linkedRepo();
    for (const [script, args] of [['context.mjs', ['--json']], ['scanner.mjs', []], ['check.mjs', ['--ci', '--format', 'json']]] as const) {
      const r = runScript(script, [...args], { cwd: root, timeoutMs: HANG_MS });
      assert.equal(r.signal, null, `${script} returned`);
      assert.ok(r.code === 0 || (script === 'check.mjs' && r.code === 1), `${script}: exit ${r.code}: ${r.stderr}`);
      assert.doesNotMatch(r.stdout, /OUTSIDE|npm run outside|rules\/(?:root|out|self)\//, `${script} read nothing through a linked folder`);
    }
  });

  it('A symlinked doc is read only when it leads inside the project, and once', () => {
    const { root } = linkedRepo();
    const r = runScript('context.mjs', ['--json'], { cwd: root, timeoutMs: HANG_MS });
    assert.equal(r.code, 0, r.stderr);
    const { contexts } = JSON.parse(r.stdout) as { contexts: Array<{ agent: string; folder: string; files: Array<{ path: string }> }> };
    const claude = contexts.find((c) => c.agent === 'claude-code' && c.folder === '')!;
    const paths = claude.files.map((f) => f.path);
    assert.deepEqual(paths.filter((p) => p === 'CLAUDE.md'), ['CLAUDE.md'], 'the link to CLAUDE.md is CLAUDE.md, loaded once');
    assert.ok(!paths.some((p) => /secret|OUTSIDE/.test(p)), `the link out is not loaded: ${paths.join(', ')}`);
    assert.ok(paths.includes('.claude/rules/style.md'));
  });

  it('A doc tree that is a symlink is not walked by the hook', () => {
    const outside = tempDir('dh-outside-');
    writeFileSync(join(outside, 'NEW.md'), '# New\n');
    const root = gitRepo({ 'README.txt': 'no docs here\n' });
    symlinkSync(outside, join(root, 'docs'));
    mkdirSync(join(root, '.claude'));
    symlinkSync('/', join(root, '.claude', 'rules'));
    const r = runScript('session-start.cjs', ['--explain'], { cwd: root, env: { ...process.env, CLAUDE_PROJECT_DIR: root }, timeoutMs: HANG_MS });
    assert.equal(r.signal, null);
    const explained = JSON.parse(r.stderr.trim().split('\n').find((l) => l.startsWith('{'))!) as { docs: { has_docs: boolean; entries_seen: number } | null };
    assert.deepEqual([explained.docs?.has_docs, explained.docs?.entries_seen], [false, 0], 'nothing behind the links was looked at');
    assert.equal(r.stdout, '', 'no reminder for docs outside the project');
  });

  it('A folder snapshot never follows a symlink or opens a FIFO inside it', () => {
    const root = gitRepo({ 'plans/old/a.md': '# A\n' });
    const outside = tempDir('dh-outside-');
    writeFileSync(join(outside, 'secret.md'), '# Secret\n');
    symlinkSync(join(outside, 'secret.md'), join(root, 'plans', 'old', 'secret.md'));
    assert.equal(spawnSync('mkfifo', [join(root, 'plans', 'old', 'pipe.md')]).status, 0);
    const snap = takeSnapshot(root, 'plans/old');
    assert.equal(snap.kind, 'directory');
    assert.deepEqual(snap.kind === 'directory' ? snap.texts.map(([p]) => p) : [], ['a.md'], 'only the regular file is read as text');
  });
});
