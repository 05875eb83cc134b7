// openspec/specs/state/spec.md, "State Files Are Read Bounded": every state file doc-hygiene reads
// (the lock, the audit log, the rollover marker, the report pair, the grants, the journal key) made a
// FIFO with no writer or a link to /dev/zero, against the compiled entries as processes. The spawn
// timeout is a hang detector (a blocking open or a read without end), not a measurement.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { cpSync, mkdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { git, gitRepo, runScript, tempDir } from '../support/run.ts';

const HANG_MS = 30_000;
const STATE_FILES = ['lock', 'audit.jsonl', 'rollover.json', 'report.md', 'report.json', 'grants.json'];

/**
 * A checked project (a report pair and state written by the state store) and its cache folder, made
 * once; `withFile` puts both back as the check left them (same paths, bytes and times) and then
 * replaces `file`, so every case starts where a check of its own would have left it.
 */
function checkedProject(): { root: string; cache: string; withFile: (file: string, kind: 'fifo' | 'zero') => void } {
  const root = gitRepo({ 'CLAUDE.md': '# Project\n\nSee [the notes](docs/notes-gone.md).\n' });
  const cache = tempDir('dh-cache-');
  const check = runScript('check.mjs', [], { cwd: root, env: { ...process.env, XDG_CACHE_HOME: cache }, timeoutMs: HANG_MS });
  assert.equal(check.code, 0, check.stderr);
  const pristine = tempDir('dh-pristine-');
  const copy = (from: string, to: string) => {
    rmSync(to, { recursive: true, force: true });
    cpSync(from, to, { recursive: true, preserveTimestamps: true, verbatimSymlinks: true });
  };
  copy(root, join(pristine, 'root'));
  copy(cache, join(pristine, 'cache'));
  return {
    root,
    cache,
    withFile(file, kind) {
      copy(join(pristine, 'root'), root);
      copy(join(pristine, 'cache'), cache);
      const p = join(root, '.dochygiene', file);
      rmSync(p, { force: true });
      if (kind === 'zero') symlinkSync('/dev/zero', p);
      else assert.equal(spawnSync('mkfifo', [p]).status, 0);
    },
  };
}

const RUNS: Array<[string, string, string[]]> = [
  ['apply-edits plan', 'apply-edits.mjs', ['plan']],
  ['apply-edits apply', 'apply-edits.mjs', ['apply', '--tier', 'auto']],
  ['apply-edits audit', 'apply-edits.mjs', ['audit']],
  ['state-store status', 'state-store.mjs', ['status']],
  ['state-store set-last-check', 'state-store.mjs', ['set-last-check', '2024-01-01T00:00:00.000Z']],
  ['state-store recover', 'state-store.mjs', ['recover']],
  ['status', 'status.mjs', ['--json']],
  ['session-start', 'session-start.cjs', ['--explain']],
];

describe('State Files Are Read Bounded', () => {
  it('A state file that is a FIFO or /dev/zero hangs no entry', () => {
    const { root, cache, withFile } = checkedProject();
    // FIFOs first: on code that opens them blocking, the first case fails fast.
    for (const kind of ['fifo', 'zero'] as const) {
      for (const file of STATE_FILES) {
        withFile(file, kind);
        for (const [what, script, args] of RUNS) {
          const r = runScript(script, args, { cwd: root, env: { ...process.env, XDG_CACHE_HOME: cache, CLAUDE_PROJECT_DIR: root }, timeoutMs: HANG_MS });
          assert.equal(r.signal, null, `${what} with .dochygiene/${file} as ${kind} returned`);
          assert.ok(r.code === 0 || r.code === 1, `${what} with .dochygiene/${file} as ${kind}: exit ${r.code}: ${r.stderr}`);
        }
      }
    }
  });

  it('A journal key that is a FIFO is refused without blocking', () => {
    const cache = tempDir('dh-cache-');
    // A link to a page git shows moved: an auto edit, so apply seals a journal run with the key.
    const root = gitRepo({ 'CLAUDE.md': '# Project\n\nSee [the guide](docs/old.md).\n', 'docs/old.md': '# Guide\n' });
    git(root, ['mv', 'docs/old.md', 'docs/guide.md']);
    git(root, ['commit', '-q', '-m', 'move the guide']);
    const env = { ...process.env, XDG_CACHE_HOME: cache };
    assert.equal(runScript('check.mjs', [], { cwd: root, env, timeoutMs: HANG_MS }).code, 0);
    const report = JSON.parse(readFileSync(join(root, '.dochygiene', 'report.json'), 'utf8')) as { entries: Array<{ safety_tier: string }> };
    assert.ok(report.entries.some((e) => e.safety_tier === 'auto'), 'the fixture has an auto edit');
    mkdirSync(join(cache, 'doc-hygiene'), { recursive: true, mode: 0o700 });
    assert.equal(spawnSync('mkfifo', [join(cache, 'doc-hygiene', 'journal-key')]).status, 0);
    writeFileSync(join(root, '.dochygiene', 'grants.json'), '{"schema":1,"grants":[]}\n');
    for (const args of [['plan'], ['apply', '--tier', 'auto']]) {
      const r = runScript('apply-edits.mjs', args, { cwd: root, env, timeoutMs: HANG_MS });
      assert.equal(r.signal, null, `apply-edits ${args[0]} returned`);
      if (args[0] === 'apply') assert.equal(r.code, 1, r.stderr);
      if (r.code !== 0) assert.match(r.stderr, /journal key .* is not a 32-byte file/, args.join(' '));
    }
    assert.match(readFileSync(join(root, 'CLAUDE.md'), 'utf8'), /docs\/old\.md/, 'nothing was applied without a sealed journal');
  });
});
