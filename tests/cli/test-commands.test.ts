// The README's test command stays a few minutes: the fault-injection and kill suites run apart, in
// `npm run test:faults`, and the eval harness's tests (dev tooling, never shipped) in `npm run test:eval`;
// CI runs all three, and each prints progress as it goes.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT, tempDir } from '../support/run.ts';

const scripts = (JSON.parse(readFileSync(join(REPO_ROOT, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts;

/** The test files a package script runs: its `find` run in the repository, as npm's shell runs it. */
function filesOf(script: string): string[] {
  const find = /\$\((find [^)]*)\)/.exec(script)?.[1];
  assert.ok(find, `no find in: ${script}`);
  const r = spawnSync('sh', ['-c', find], { cwd: REPO_ROOT, encoding: 'utf8' });
  assert.equal(r.status, 0, r.stderr);
  return r.stdout.split('\n').filter(Boolean);
}

describe('Tests a newcomer can run', () => {
  it('npm test leaves the long suites to test:faults and the eval harness to test:eval, which CI runs', () => {
    const fast = filesOf(scripts.test!);
    const faults = filesOf(scripts['test:faults']!);
    const evalHarness = filesOf(scripts['test:eval']!);
    const all = filesOf('$(find tests -name "*.test.ts" -not -path "*/e2e/*" | sort)');
    assert.ok(faults.includes('tests/apply/fault-injection.faults.test.ts'), faults.join(', '));
    assert.ok(faults.every((f) => f.endsWith('.faults.test.ts')));
    assert.ok(evalHarness.includes('tests/eval/halves.test.ts'), evalHarness.join(', '));
    assert.ok(evalHarness.every((f) => f.startsWith('tests/eval/')));
    assert.ok(fast.every((f) => !f.startsWith('tests/eval/')), 'npm test runs no eval-harness test');
    const runs = [...fast, ...faults, ...evalHarness];
    assert.equal(new Set(runs).size, runs.length, 'no file runs in two suites');
    assert.deepEqual(runs.sort(), all.sort(), 'every test file runs in one of the three');
    for (const [name, s] of Object.entries(scripts)) if (name !== 'test:faults') assert.doesNotMatch(s, /faults\.test\.ts"? \|/, name);
    const ci = readFileSync(join(REPO_ROOT, '.ci', 'run'), 'utf8');
    assert.match(ci, /^npm test$/m);
    assert.match(ci, /^npm run test:faults$/m);
    assert.match(ci, /^npm run test:eval$/m);
    for (const s of [scripts.test!, scripts['test:faults']!, scripts['test:eval']!]) assert.match(s, /--test-reporter=\.\/tests\/support\/progress-reporter\.mjs/);

    // The reporter: a line per describe as it finishes, and a failure in full.
    const dir = tempDir();
    writeFileSync(join(dir, 'a.test.ts'), "import { describe, it } from 'node:test';\nimport assert from 'node:assert/strict';\ndescribe('Passes', () => { it('one', () => { assert.ok(true); }); });\ndescribe('Fails', () => { it('two', () => { assert.equal(1, 2); }); });\n");
    // A run of its own, not a child of this one (node:test marks its children with NODE_TEST_CONTEXT).
    const { NODE_TEST_CONTEXT: _child, ...env } = process.env;
    const r = spawnSync(process.execPath, ['--import', 'tsx', '--test', '--test-reporter=./tests/support/progress-reporter.mjs', join(dir, 'a.test.ts')], { cwd: REPO_ROOT, encoding: 'utf8', env });
    assert.equal(r.status, 1);
    assert.match(r.stdout, /^ +\d+\.\d s {2}ok {4}\S*a\.test\.ts › Passes \(\d+\.\d s\) {2}\[1 ok, 0 failed\]$/m);
    assert.match(r.stdout, /^ +\d+\.\d s {2}FAIL {2}\S*a\.test\.ts › Fails \(\d+\.\d s\) {2}\[1 ok, 1 failed\]$/m);
    assert.match(r.stdout, /^✖ \S*a\.test\.ts › two\n {4}AssertionError \[ERR_ASSERTION\]: Expected values to be strictly equal:\n {4}\n {4}1 !== 2/m);
  });
});
