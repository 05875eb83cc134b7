// Writes that fail, folders that change under a run, and names at the edge of what a file system
// takes: every run ends with each file before or after, never half-applied, and says so.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { chmodSync, existsSync, lstatSync, readdirSync, renameSync, unlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { applyEdits, DIST, entry, fileSha, gitRepo, moveNotes, NOTE_LINK, NOTE_LINK_FIXED, noteFix, read, snapshot, tempDir, writeReport } from './support/fixture.ts';
import { runScript } from '../support/run.ts';

const DOC = '# A\n\nkeep\n## Old\nold 1\nold 2\n## Keep\nlast\n';
// A link fix the repository proves (note.md moved to notes.md), so it runs unattended.
const fix = (root: string, p: string) => noteFix(root, p);
const LINKED = (title: string) => `# ${title}\n${NOTE_LINK}\n`;
const FIXED = (title: string) => `# ${title}\n${NOTE_LINK_FIXED}\n`;

describe('A Write That Fails For Good Rolls The Run Back', () => {
  it('A destination the file system refuses rolls back what the run wrote', () => {
    const root = gitRepo({ 'docs/a.md': DOC, 'docs/b.md': LINKED('B'), 'docs/archive/2025.md': '# 2025\n' });
    moveNotes(root, ['docs/b.md']);
    const h = fileSha(root, 'docs/a.md');
    // Written in path order: docs/a.md, then the archive whose name no file system takes (300 bytes).
    const move = entry({ path: 'docs/a.md', edit: { kind: 'move-to-archive', anchor: { start_line: 4, end_line: 6 }, dest_path: `docs/archive/${'x'.repeat(300)}.md`, expected_sha256: h } });
    writeReport(root, [move, fix(root, 'docs/b.md')]);
    const before = snapshot(root);
    const r = applyEdits(root, ['apply', '--tier', 'auto']);
    assert.equal(r.code, 1, r.stdout);
    assert.match(r.stderr, /could not write docs\/archive\/x+\.md \(ENAMETOOLONG\); the run was rolled back: every file is as it was before it/);
    assert.deepEqual(snapshot(root), before, 'every file as before the run');
    // Later commands work: the rolled-back run is not replayed, and the other edit still applies alone.
    const plan = applyEdits(root, ['plan']);
    assert.equal(plan.code, 0, plan.stderr);
    assert.equal(applyEdits(root, ['apply', '--ids', plan.json.entries.find((e: { path: string }) => e.path === 'docs/b.md').id]).code, 0);
    assert.equal(read(root, 'docs/b.md').toString(), FIXED('B'));
    assert.equal(applyEdits(root, ['undo']).code, 0);
    assert.deepEqual(snapshot(root), before);
  });

  it('A doc with a 250-byte name is cleaned', () => {
    const long = `docs/${'n'.repeat(247)}.md`;
    const root = gitRepo({ [long]: LINKED('L') });
    moveNotes(root, [long]);
    writeReport(root, [fix(root, long)]);
    const r = applyEdits(root, ['apply', '--tier', 'auto']);
    assert.equal(r.code, 0, r.stderr);
    assert.equal(read(root, long).toString(), FIXED('L'));
    assert.equal(applyEdits(root, ['undo']).code, 0);
    assert.equal(read(root, long).toString(), LINKED('L'));
  });

  it('A read-only file or folder is skipped, never made writable', () => {
    const root = gitRepo({ 'docs/ro.md': LINKED('R'), 'locked/x.md': LINKED('X'), 'docs/ok.md': LINKED('O') });
    moveNotes(root, ['docs/ro.md', 'locked/x.md', 'docs/ok.md']);
    writeReport(root, [fix(root, 'docs/ro.md'), fix(root, 'locked/x.md'), fix(root, 'docs/ok.md')]);
    chmodSync(join(root, 'docs/ro.md'), 0o444);
    chmodSync(join(root, 'locked'), 0o555);
    try {
      const r = applyEdits(root, ['apply', '--tier', 'auto']);
      assert.equal(r.code, 0, r.stderr);
      const why = Object.fromEntries(r.json.skipped.map((s: { path: string; reason: string }) => [s.path, s.reason]));
      assert.match(why['docs/ro.md'], /docs\/ro\.md is read-only/);
      assert.match(why['locked/x.md'], /the folder locked is read-only/);
      assert.equal(read(root, 'docs/ro.md').toString(), LINKED('R'));
      assert.equal(read(root, 'locked/x.md').toString(), LINKED('X'));
      assert.equal(read(root, 'docs/ok.md').toString(), FIXED('O'));
    } finally {
      chmodSync(join(root, 'locked'), 0o755);
    }
  });
});

describe('Folders Swapped During A Run Receive Nothing', () => {
  it('A folder swapped for a symlink mid-run receives no write', async () => {
    for (let t = 0; t < 5; t++) {
      const files: Record<string, string> = {};
      for (let i = 0; i < 30; i++) files[`docs/sub/f${i}.md`] = LINKED(`F${i}`);
      const root = gitRepo(files);
      moveNotes(root, Object.keys(files));
      const outside = tempDir('dh-outside-');
      writeReport(root, Object.keys(files).map((p) => fix(root, p)));
      // A process that keeps swapping docs/sub for a symlink to `outside` and back.
      const swapper = spawn(process.execPath, ['-e', `
        const fs = require('node:fs'); const sub = ${JSON.stringify(join(root, 'docs/sub'))};
        const end = Date.now() + 8000;
        const hold = (ms) => { const t = Date.now() + ms; while (Date.now() < t); };
        while (Date.now() < end) {
          try { fs.renameSync(sub, sub + '.real'); fs.symlinkSync(${JSON.stringify(outside)}, sub); } catch {}
          hold(3);
          try { fs.unlinkSync(sub); fs.renameSync(sub + '.real', sub); } catch {}
          hold(3);
        }`]);
      const r = applyEdits(root, ['apply', '--tier', 'auto']);
      swapper.kill('SIGKILL');
      await new Promise((res) => swapper.on('close', res));
      // The swapper may have died between its renames: put the real folder back.
      try { if (lstatSync(join(root, 'docs/sub')).isSymbolicLink()) unlinkSync(join(root, 'docs/sub')); } catch { /* absent */ }
      if (existsSync(join(root, 'docs/sub.real'))) renameSync(join(root, 'docs/sub.real'), join(root, 'docs/sub'));
      assert.deepEqual(readdirSync(outside), [], `trial ${t}: nothing written outside (${r.code}: ${r.stderr.slice(0, 200)})`);
      for (const p of Object.keys(files)) assert.match(read(root, p).toString(), /^# F\d+\nsee \[the note\]\((note|notes)\.md\)\n$/);
      assert.equal(applyEdits(root, ['plan']).code, 0, `trial ${t}: later commands work`);
    }
  });
});

describe('Stray Temporary Files Are Swept', () => {
  it('Temporary files a killed undo left are swept', () => {
    const root = gitRepo({ 'docs/a.md': LINKED('A') });
    moveNotes(root, ['docs/a.md']);
    writeReport(root, [fix(root, 'docs/a.md')]);
    assert.equal(applyEdits(root, ['apply', '--tier', 'auto']).json.applied.length, 1);
    // What an undo killed inside its atomic write leaves: its temporary file, named by its pid.
    const stray = join(root, 'docs', `.a.md.${2 ** 22 + 17}.0123abcd.tmp`);
    writeFileSync(stray, LINKED('A'));
    const other = join(root, 'docs', '.a.md.notes.tmp');
    writeFileSync(other, 'not ours\n');
    assert.equal(applyEdits(root, ['plan']).code, 0);
    assert.equal(existsSync(stray), false, 'our temporary file of a dead process is removed');
    assert.equal(existsSync(other), true, 'a file not of our naming is left alone');
    assert.equal(applyEdits(root, ['undo']).code, 0);
    assert.equal(read(root, 'docs/a.md').toString(), LINKED('A'));
  });
});

describe('Any Name Legal On Linux And macOS Is A Doc', () => {
  it('Docs named a:b.md, C:notes.md or with a backslash are checked and cleaned', () => {
    const names = ['a:b.md', 'C:notes.md', 'docs/back\\slash.md'];
    const files: Record<string, string> = { 'CLAUDE.md': '# C\n\nsee [x](a:b.md)\n' };
    for (const n of names) files[n] = LINKED('N');
    const root = gitRepo(files);
    moveNotes(root, names);
    const c = runScript('check.mjs', ['--root', root], { dist: DIST });
    assert.equal(c.code, 0, c.stderr);
    writeReport(root, names.map((n) => fix(root, n)));
    const r = applyEdits(root, ['apply', '--tier', 'auto']);
    assert.equal(r.code, 0, r.stderr);
    assert.deepEqual(r.json.applied.map((a: { path: string }) => a.path).sort(), [...names].sort());
    for (const n of names) assert.equal(read(root, n).toString(), FIXED('N'));
  });
});
