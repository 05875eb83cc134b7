// openspec/specs/plugin-surface/spec.md, "The clean skill's steps agree": the skill's own words, and
// the command its auto step runs, on a real repository with an empty report.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT, gitRepo, runScript } from '../support/run.ts';

const SKILL = readFileSync(join(REPO_ROOT, 'skills', 'hygiene-clean', 'SKILL.md'), 'utf8');
const step = (n: number) => SKILL.slice(SKILL.indexOf(`## ${n}.`), SKILL.indexOf(`## ${n + 1}.`));

describe("The clean skill's steps agree", () => {
  it('An empty plan still records a clean', () => {
    const plan = step(3);
    const empty = plan.slice(plan.indexOf('With no `auto`, `confirm` or `generative` rows'));
    assert.match(empty, /^With no `auto`, `confirm` or `generative` rows, run step 5's command/, 'the plan step sends an empty plan to the auto step');
    assert.ok(!/rows[^.]*and stop\./.test(empty.split('\n')[0]!), 'it does not stop before the auto step');
    assert.match(step(5), /Some apply command runs even with no `auto` row: it also records that a clean ran\./);
    const command = /```bash\n(.+)\n```/.exec(step(5))![1]!;
    assert.match(command, /dist\/apply-edits\.mjs" apply --tier auto <extraction-flags>$/);
    // The command as the skill runs it, on a report with no entries.
    const root = gitRepo({ 'README.md': '# Project\n' });
    assert.equal(runScript('check.mjs', ['--root', root]).code, 0);
    assert.equal(runScript('state-store.mjs', ['--root', root, 'get-last-clean']).stdout, '');
    const r = runScript('apply-edits.mjs', ['apply', '--tier', 'auto'], { cwd: root });
    assert.equal(r.code, 0, r.stderr);
    assert.deepEqual(JSON.parse(r.stdout).applied, []);
    assert.match(runScript('state-store.mjs', ['--root', root, 'get-last-clean']).stdout, /^\d{4}-\d{2}-\d{2}T/);
  });
});

describe("A scan a skill runs gets the Bash tool's longest timeout", () => {
  // Claude Code stops a Bash call after two minutes unless the call asks for more (at most ten); a
  // first scan of a repository of a few hundred docs takes longer than two on a loaded machine.
  const skill = (name: string) => readFileSync(join(REPO_ROOT, 'skills', name, 'SKILL.md'), 'utf8');
  it('hygiene-check: every check-steps.mjs call asks for timeout 600000', () => {
    const text = skill('hygiene-check');
    assert.ok(text.includes('dist/check-steps.mjs" begin') && text.includes('dist/check-steps.mjs" finish'));
    assert.match(text, /Give every `check-steps\.mjs` command the Bash tool's `timeout: 600000`/);
  });
  it('hygiene-sweep: every sweep.mjs call asks for timeout 600000', () => {
    const text = skill('hygiene-sweep');
    const scan = text.indexOf('dist/sweep.mjs" scan');
    assert.ok(scan > 0);
    assert.match(text.slice(scan, scan + 400), /Run it with the Bash tool's `timeout: 600000`/);
  });
});
