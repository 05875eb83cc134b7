// openspec/specs/state/spec.md, "State That Came With The Repository Is Not Trusted": a committed
// or symlinked .dochygiene/ against every compiled entry that reads or writes state, as processes;
// and classification cache entries this user did not write.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { git, gitRepo, runScript, tempDir } from '../support/run.ts';

const DOCS = { 'CLAUDE.md': '# Project\n\nSee [the notes](docs/notes-gone.md).\n', 'docs/a.md': '# A\n\nSee [gone](gone-a.md).\n' };
const SCRATCH = '.dochygiene/tmp/20240101T000000Z-deadbeef';

/** A repository that committed a .dochygiene/ of its own: state, a cache entry, a scratch folder with a scan. */
function committedState(): string {
  const root = gitRepo(DOCS);
  const scan = runScript('scanner.mjs', ['--root', root]);
  assert.equal(scan.code, 0, scan.stderr);
  mkdirSync(join(root, SCRATCH), { recursive: true });
  writeFileSync(join(root, SCRATCH, 'scan.json'), scan.stdout);
  writeFileSync(join(root, '.dochygiene', 'state.json'), JSON.stringify({ last_check: '2099-01-01T00:00:00.000Z', last_clean: null, last_reminded: '2099-01-01T00:00:00.000Z' }) + '\n');
  git(root, ['add', '-f', '.dochygiene/state.json', `${SCRATCH}/scan.json`]);
  git(root, ['commit', '-q', '-m', 'our state']);
  return root;
}

/** Every entry that reads or writes .dochygiene/, with the arguments it runs with in the skills. */
function entries(root: string): Array<[string, string, string[]]> {
  const scan = join(root, SCRATCH, 'scan.json');
  return [
    ['state-store scratch', 'state-store.mjs', ['scratch']],
    ['state-store set-last-check', 'state-store.mjs', ['set-last-check', '2024-01-01T00:00:00.000Z']],
    ['state-store get-last-check', 'state-store.mjs', ['get-last-check']],
    ['scanner', 'scanner.mjs', []],
    ['classify-batches plan', 'classify-batches.mjs', ['plan', '--scan', scan, '--all']],
    ['classify-batches remember', 'classify-batches.mjs', ['remember', '--plan', join(root, SCRATCH, 'plan.json')]],
    ['report-builder', 'report-builder.mjs', ['--scan', scan, '--deterministic', '--out', join(root, SCRATCH, 'out')]],
    ['sweep scan', 'sweep.mjs', ['scan', '--out', tempDir('dh-sweep-')]],
    ['check', 'check.mjs', []],
    ['apply-edits plan', 'apply-edits.mjs', ['plan']],
  ];
}

describe('State That Came With The Repository Is Not Trusted', () => {
  it('A tracked .dochygiene/ is refused by every entry the same way', () => {
    const root = committedState();
    const stateBefore = readFileSync(join(root, '.dochygiene', 'state.json'), 'utf8');
    for (const [what, script, args] of entries(root)) {
      const r = runScript(script, args, { cwd: root });
      assert.equal(r.code, 1, `${what}: exit ${r.code}: ${r.stderr}`);
      assert.match(r.stderr, /\.dochygiene\/ holds files that git tracks/, what);
    }
    assert.equal(readFileSync(join(root, '.dochygiene', 'state.json'), 'utf8'), stateBefore, 'the tracked state was not written');
    assert.deepEqual(readdirSync(join(root, SCRATCH)), ['scan.json'], 'nothing was written into the tracked scratch folder');
    // The read-only views show none of it as this user's state.
    const status = runScript('status.mjs', ['--json'], { cwd: root });
    assert.equal(status.code, 0, status.stderr);
    const info = JSON.parse(status.stdout) as { last_check: string | null; state_problem: string | null };
    assert.equal(info.last_check, null);
    assert.match(info.state_problem ?? '', /holds files that git tracks/);
    const hook = runScript('session-start.cjs', ['--explain'], { cwd: root, env: { ...process.env, CLAUDE_PROJECT_DIR: root } });
    assert.deepEqual([hook.code, hook.stdout], [0, '']);
    assert.match(hook.stderr, /holds files that git tracks/);
    assert.equal(readFileSync(join(root, '.dochygiene', 'state.json'), 'utf8'), stateBefore, 'the hook stamped nothing');
  });

  it('A tracked .dochygiene/ is found in an index of every version', () => {
    for (const version of ['2', '3', '4']) {
      const root = committedState();
      git(root, ['update-index', '--index-version', version]);
      const hook = runScript('session-start.cjs', ['--explain'], { cwd: root, env: { ...process.env, CLAUDE_PROJECT_DIR: root } });
      assert.match(hook.stderr, /holds files that git tracks/, `index version ${version}`);
      // And an honest project with the same index version is not refused.
      const honest = gitRepo({ '.a': 'x\n', '.dochygiene-baseline.json': '{}\n', 'CLAUDE.md': '# P\n' });
      git(honest, ['update-index', '--index-version', version]);
      mkdirSync(join(honest, '.dochygiene'));
      writeFileSync(join(honest, '.dochygiene', '.gitignore'), '*\n');
      const ok = runScript('status.mjs', ['--json'], { cwd: honest });
      assert.equal((JSON.parse(ok.stdout) as { state_problem: string | null }).state_problem, null, `index version ${version}`);
    }
  });

  it('A symlinked .dochygiene/ is refused by every entry the same way', () => {
    const root = gitRepo(DOCS);
    const outside = tempDir('dh-outside-');
    mkdirSync(join(outside, 'tmp', '20240101T000000Z-deadbeef'), { recursive: true });
    writeFileSync(join(outside, 'tmp', '20240101T000000Z-deadbeef', 'scan.json'), runScript('scanner.mjs', ['--root', root]).stdout);
    rmSync(join(root, '.dochygiene'), { recursive: true, force: true }); // the scan's history cache
    symlinkSync(outside, join(root, '.dochygiene'));
    for (const [what, script, args] of entries(root)) {
      const r = runScript(script, args, { cwd: root });
      assert.ok(r.code === 1 || r.code === 2, `${what}: exit ${r.code}: ${r.stderr}`);
      assert.match(r.stderr, /\.dochygiene is a symlink|must be inside a scratch folder/, what);
    }
    assert.deepEqual(readdirSync(outside), ['tmp'], 'nothing was written through the link');
    assert.deepEqual(readdirSync(join(outside, 'tmp', '20240101T000000Z-deadbeef')), ['scan.json']);
  });

  it('A classification cache entry this user did not write is not reused', () => {
    const root = gitRepo(DOCS);
    const mine = { ...process.env, XDG_CACHE_HOME: tempDir('dh-mine-') };
    const theirs = { ...process.env, XDG_CACHE_HOME: tempDir('dh-theirs-') };
    const planOnce = (env: NodeJS.ProcessEnv): string => {
      const scratch = runScript('state-store.mjs', ['scratch'], { cwd: root, env }).stdout.trim();
      writeFileSync(join(scratch, 'scan.json'), runScript('scanner.mjs', [], { cwd: root, env }).stdout);
      const r = runScript('classify-batches.mjs', ['plan', '--scan', join(scratch, 'scan.json'), '--all'], { cwd: root, env });
      assert.equal(r.code, 0, r.stderr);
      return scratch;
    };
    const first = planOnce(mine);
    const plan = JSON.parse(readFileSync(join(first, 'plan.json'), 'utf8')) as { batches: Array<{ paths: string[]; proposals_file: string; findings: Array<{ id: string }> }> };
    assert.ok(plan.batches.length > 0);
    // An answer is cached only when it covers every finding it was asked about: a no-edit for each.
    for (const b of plan.batches) writeFileSync(join(first, b.proposals_file), JSON.stringify({ proposals: [], no_edit: b.findings.map((f) => ({ finding: f.id, why: 'right as written' })) }));
    const rem = runScript('classify-batches.mjs', ['remember', '--plan', join(first, 'plan.json')], { cwd: root, env: mine });
    assert.equal(rem.code, 0, rem.stderr);
    const cached = (scratch: string) => (JSON.parse(readFileSync(join(scratch, 'plan.json'), 'utf8')) as { cached: unknown[] }).cached.length;
    assert.ok(cached(planOnce(mine)) > 0, 'this user reuses what this user cached');
    assert.equal(cached(planOnce(theirs)), 0, 'an entry sealed under another key is not reused');
    // An entry copied in with its seal stripped (as one would arrive in an unpacked archive) is not reused either.
    const dir = join(root, '.dochygiene', 'cache', 'classify');
    for (const n of readdirSync(dir)) {
      const e = JSON.parse(readFileSync(join(dir, n), 'utf8')) as Record<string, unknown>;
      delete e.seal;
      writeFileSync(join(dir, n), JSON.stringify(e) + '\n');
    }
    assert.equal(cached(planOnce(mine)), 0, 'an unsealed entry is not reused');
  });
});
