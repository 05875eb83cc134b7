// openspec/specs/git-history/spec.md, "Git runs no program the repository names": a repository
// whose .git/config, hooks and .gitattributes point every code-running key of git at a marker
// script (which leaves a file behind when it runs), and every compiled entry run on it as a
// process, with the native backend and with isomorphic-git. No marker may run.
import { describe, it, before } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { spawnSync } from 'node:child_process';
import { git, gitRepo, REPO_ROOT, runScript, tempDir } from '../support/run.ts';
import { runGit, runGitSync, spawnGitProcess } from '../../scripts/git/exec.ts';
import { clear, hostileRepo, ran } from './hostile-repo.ts';

/** Every TypeScript source of `dirs` (scripts/ by default) as [path relative to the repository, text]. */
function sources(dirs: string[] = ['scripts']): Array<[string, string]> {
  const out: Array<[string, string]> = [];
  const walk = (dir: string): void => {
    for (const e of readdirSync(dir, { withFileTypes: true })) {
      const p = join(dir, e.name);
      if (e.isDirectory()) walk(p);
      else if (e.name.endsWith('.ts')) out.push([relative(REPO_ROOT, p).split('\\').join('/'), readFileSync(p, 'utf8')]);
    }
  };
  for (const d of dirs) walk(join(REPO_ROOT, d));
  return out;
}

const HANG_MS = 120_000;

describe('Git runs no program the repository names', () => {
  let cache: string;
  before(() => {
    cache = tempDir('dh-cache-');
  });

  it('No marker runs from any compiled entry or the hook', () => {
    const offenders: string[] = [];
    for (const backend of ['native', 'isomorphic'] as const) {
      const h = hostileRepo();
      const env = { ...process.env, DOCHYGIENE_GIT_BACKEND: backend, XDG_CACHE_HOME: cache, CLAUDE_PROJECT_DIR: h.root, GIT_CONFIG_NOSYSTEM: '1' };
      const step = (what: string, script: string, args: string[], ok: Array<number | null> = [0]): string => {
        const r = runScript(script, args, { cwd: h.root, env, timeoutMs: HANG_MS });
        assert.equal(r.signal, null, `${what} returned`);
        if (!ok.includes(r.code)) offenders.push(`${backend}: ${what}: exit ${r.code}: ${r.stderr.trim().split('\n').slice(-3).join(' / ')}`);
        for (const m of ran(h)) offenders.push(`${backend}: ${what} ran ${m}`);
        clear(h);
        return r.stdout;
      };
      step('scanner', 'scanner.mjs', []);
      step('scanner --explain', 'scanner.mjs', ['--explain', 'CLAUDE.md']);
      step('context', 'context.mjs', ['--json']);
      step('status', 'status.mjs', ['--json']);
      step('session-start', 'session-start.cjs', ['--explain']);
      step('init --print', 'init.mjs', ['--print']);
      const scratch = step('state-store scratch', 'state-store.mjs', ['scratch']).trim();
      const scanJson = step('scanner > scan.json', 'scanner.mjs', []);
      writeFileSync(join(scratch, 'scan.json'), scanJson);
      step('classify-batches plan', 'classify-batches.mjs', ['plan', '--scan', join(scratch, 'scan.json'), '--all']);
      // Each batch's answer, where the plan says it goes.
      const planned = JSON.parse(readFileSync(join(scratch, 'plan.json'), 'utf8')) as { batches: Array<{ proposals_file: string }> };
      for (const b of planned.batches) writeFileSync(join(scratch, b.proposals_file), '{"proposals":[]}\n');
      step('classify-batches escalate', 'classify-batches.mjs', ['escalate', '--plan', join(scratch, 'plan.json')]);
      step('report-builder', 'report-builder.mjs', ['--scan', join(scratch, 'scan.json'), '--deterministic', '--plan', join(scratch, 'plan.json'), '--out', join(scratch, 'out')]);
      step('validate-report', 'validate-report.mjs', [join(scratch, 'out', 'report.json')]);
      step('state-store write-report', 'state-store.mjs', ['write-report', join(scratch, 'out', 'report.json'), join(scratch, 'out', 'report.md')]);
      step('classify-batches remember', 'classify-batches.mjs', ['remember', '--plan', join(scratch, 'plan.json')]);
      step('check', 'check.mjs', []);
      step('check --ci', 'check.mjs', ['--ci', '--format', 'github'], [0, 1]);
      step('check --ci --changed-since', 'check.mjs', ['--ci', '--changed-since', 'HEAD~2', '--format', 'json'], [0, 1]);
      step('apply-edits plan', 'apply-edits.mjs', ['plan']);
      step('apply-edits apply --tier auto', 'apply-edits.mjs', ['apply', '--tier', 'auto']);
      step('apply-edits undo', 'apply-edits.mjs', ['undo'], [0, 1]);
      step('apply-edits audit', 'apply-edits.mjs', ['audit']);
      const sweep = tempDir('dh-sweep-');
      step('sweep scan', 'sweep.mjs', ['scan', '--out', sweep]);
      step('state-store status', 'state-store.mjs', ['status']);
      step('init', 'init.mjs', []);
    }
    assert.deepEqual(offenders, []);
  });

  it('The hostile repository runs its markers under plain git (the test can fail)', () => {
    const h = hostileRepo();
    const env = { ...process.env, GIT_CONFIG_NOSYSTEM: '1' };
    spawnSync('git', ['status'], { cwd: h.root, env });
    spawnSync('git', ['log', '-p', '-2'], { cwd: h.root, env });
    const seen = ran(h).map((m) => m.split(':')[0]);
    for (const m of ['core.fsmonitor', 'diff.evil2.textconv', 'filter.evil.clean', 'filter.evil2.clean', 'filter.evil3.process', 'filter.a=b.clean', 'hooksPath-post-index-change']) assert.ok(seen.includes(m), `${m} ran under plain git: ${seen.join(', ')}`);
  });

  it('No module but scripts/git/exec.ts spawns a process', () => {
    const spawns = /child_process|\bspawn(?:Sync)?\(|\bexecFile(?:Sync)?\(|\bexecSync\(|\bfork\(/;
    const offenders: string[] = [];
    for (const [rel, text] of sources())
      if (rel !== 'scripts/git/exec.ts' && rel !== 'scripts/build.ts')
        text.split('\n').forEach((line, i) => { if (spawns.test(line)) offenders.push(`${rel}:${i + 1}: ${line.trim()}`); });
    assert.deepEqual(offenders, []);
    assert.ok(spawns.test(readFileSync(join(REPO_ROOT, 'scripts/git/exec.ts'), 'utf8')), 'the pattern finds the spawn in its home');
  });

  it('No file of eval/ or bench/ spawns git but through scripts/git/exec.ts', () => {
    // The corpora are public repositories, as untrusted as any: eval/ and bench/ read them.
    const spawnsGit = /\b(?:spawn|spawnSync|execFile|execFileSync|execSync|exec)\(\s*['"`]git\b/;
    assert.ok(spawnsGit.test("execFileSync('git', ['-C', dir, 'log'])"));
    const offenders: string[] = [];
    for (const [rel, text] of sources(['eval', 'bench']))
      text.split('\n').forEach((line, i) => { if (spawnsGit.test(line)) offenders.push(`${rel}:${i + 1}: ${line.trim()}`); });
    assert.deepEqual(offenders, [], 'use runGitSync / gitTextSync / spawnGitProcess from scripts/git/exec.ts');
  });

  it('The synchronous git of eval/ and bench/ runs no marker', async () => {
    const h = hostileRepo();
    const env = { GIT_CONFIG_NOSYSTEM: '1' };
    for (const args of [['status'], ['log', '-p', '-3'], ['diff', 'HEAD~1'], ['show', 'HEAD'], ['grep', '-n', 'Guide', 'HEAD'], ['cat-file', '--batch'], ['ls-files', '-co', '--exclude-standard'], ['add', '-A'], ['check-ignore', '--no-index', '--stdin']]) {
      const r = runGitSync(h.root, args, { env, input: args[0] === 'cat-file' ? 'HEAD:CLAUDE.md\n' : 'docs/guide.md\n' });
      assert.ok(r.code === 0 || r.code === 1, `${args.join(' ')}: ${r.stderr}`);
      assert.deepEqual(ran(h), [], args.join(' '));
    }
    const clone = join(tempDir('dh-clone-'), 'c');
    const c = runGitSync(h.root, ['clone', '-q', h.root, clone], { env, localFiles: true });
    assert.equal(c.code, 0, c.stderr);
    assert.deepEqual(ran(h), [], 'clone with checkout');
    const p = spawnGitProcess(h.root, ['log', '-p', '-2'], ['ignore', 'ignore', 'ignore'], { env });
    await new Promise((resolve) => p.on('close', resolve));
    assert.deepEqual(ran(h), [], 'spawnGitProcess');
    // And the file transport is off unless asked for.
    const refused = runGitSync(h.root, ['clone', '-q', h.root, join(tempDir('dh-clone-'), 'd')], { env });
    assert.notEqual(refused.code, 0);
  });

  it('No git call asks for filters, textconv or an external diff', async () => {
    const asks = /['"`]--(?:filters|textconv|ext-diff)['"`]/;
    const offenders: string[] = [];
    for (const [rel, text] of sources()) text.split('\n').forEach((line, i) => { if (asks.test(line)) offenders.push(`${rel}:${i + 1}: ${line.trim()}`); });
    assert.deepEqual(offenders, []);
    // And exec.ts refuses one, whoever builds the arguments.
    const root = gitRepo({ 'a.md': 'a\n' });
    for (const args of [['cat-file', '--filters', 'HEAD:a.md'], ['log', '-p', '--textconv'], ['diff', '--ext-diff', 'HEAD']])
      await assert.rejects(runGit(root, args), /never runs the repository's filters or diff drivers/, args.join(' '));
  });

  it('A core.worktree naming another folder changes nothing', () => {
    const root = gitRepo({ 'CLAUDE.md': '# Project\n\nRun `npm test`.\n' });
    const outside = tempDir('dh-outside-');
    writeFileSync(join(outside, 'SECRET.md'), '# Secret\n\nSee [x](nowhere.md).\n');
    git(root, ['config', 'core.worktree', outside]);
    for (const backend of ['native', 'isomorphic']) {
      const env = { ...process.env, DOCHYGIENE_GIT_BACKEND: backend };
      const scan = runScript('scanner.mjs', [], { cwd: root, env });
      assert.equal(scan.code, 0, scan.stderr);
      const artifact = JSON.parse(scan.stdout) as { project_root: string; docs: Record<string, unknown> };
      assert.equal(artifact.project_root, root, backend);
      assert.deepEqual(Object.keys(artifact.docs), ['CLAUDE.md'], `${backend}: only the folder holding .git is read`);
      const ci = runScript('check.mjs', ['--ci', '--format', 'json'], { cwd: root, env });
      assert.doesNotMatch(ci.stdout + ci.stderr, /SECRET|nowhere/, backend);
      assert.deepEqual(readdirSync(outside), ['SECRET.md'], `${backend}: nothing written outside`);
    }
  });
});
