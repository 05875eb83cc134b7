// examples/ci/doc-hygiene.yml runs here with the same steps: its YAML is parsed, the steps that set
// up the runner (checkout, setup-node, cache, upload) are played by the test (a full clone; this
// checkout's dist/), and the doc-hygiene step runs the repository's composite action (action.yml)
// with the workflow's inputs, its `run:` steps by bash as GitHub runs them.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { REPO_ROOT, git, gitRepo, tempDir } from '../support/run.ts';
import { runComposite, type ActionStep, type StepRun } from '../support/actions.ts';

const workflow = parse(readFileSync(join(REPO_ROOT, 'examples', 'ci', 'doc-hygiene.yml'), 'utf8')) as {
  on: Record<string, unknown>;
  permissions: Record<string, string>;
  jobs: { docs: { env?: Record<string, string>; steps: ActionStep[] } };
};
const job = workflow.jobs.docs;
const version = (JSON.parse(readFileSync(join(REPO_ROOT, 'package.json'), 'utf8')) as { version: string }).version;
const ownStep = (s: ActionStep) => s.uses?.startsWith('doc-hygiene/doc-hygiene@') === true;

/** Runs the workflow's doc-hygiene step (the action, from this checkout) in a checkout, with the event's base ref. */
function runJob(checkout: string, baseRef: string): StepRun[] {
  const out: StepRun[] = [];
  for (const step of job.steps) {
    assert.equal(step.run, undefined, `the workflow runs no script of its own (${step.name})`);
    if (!ownStep(step)) continue;
    const runs = runComposite(REPO_ROOT, step.with ?? {}, { cwd: checkout, github: { base_ref: baseRef } });
    out.push(...runs.map((r) => ({ ...r, name: step.name ?? r.name })));
    if (runs.some((r) => r.code !== 0)) break;
  }
  return out;
}

/** The pull request's checkout: a full clone (fetch-depth: 0) with origin/main, on the branch. */
function checkoutOf(origin: string, branch: string): string {
  const dir = join(tempDir(), 'checkout');
  git(tempDir(), ['clone', '-q', '--no-local', origin, dir]);
  git(dir, ['checkout', '-q', branch]);
  return dir;
}

describe('GitHub Actions example', () => {
  it('The example workflow checks out full history and uploads SARIF', () => {
    assert.ok('pull_request' in workflow.on);
    const checkout = job.steps.find((s) => s.uses?.startsWith('actions/checkout@'));
    assert.equal(checkout?.with?.['fetch-depth'], 0);
    const upload = job.steps.find((s) => s.uses?.startsWith('github/codeql-action/upload-sarif@'));
    assert.equal(upload?.with?.sarif_file, 'doc-hygiene.sarif');
    assert.match(upload?.if ?? '', /always\(\)/);
    // A fork's pull request gets a read-only token: the upload is skipped there.
    assert.match(upload?.if ?? '', /github\.event\.pull_request\.head\.repo\.full_name == github\.repository/);
    assert.deepEqual(workflow.permissions, { contents: 'read', 'security-events': 'write', actions: 'read' });
  });

  it('The example workflow uses current action majors, a current Node LTS, the tool pinned by tag and the history cache', () => {
    // Looked up 2026-12-01: actions/checkout v7, actions/setup-node v7, actions/cache v5,
    // github/codeql-action v4; Node.js 26 is the Active LTS (from 2026-10-28).
    const uses = job.steps.map((s) => s.uses).filter((u): u is string => u !== undefined);
    assert.deepEqual(uses, ['actions/checkout@v7', 'actions/setup-node@v7', 'actions/cache/restore@v5', `doc-hygiene/doc-hygiene@v${version}`, 'github/codeql-action/upload-sarif@v4', 'actions/cache/save@v5']);
    assert.equal(job.steps.find((s) => s.uses === 'actions/setup-node@v7')?.with?.['node-version'], 26);
    const restore = job.steps.find((s) => s.uses === 'actions/cache/restore@v5')!;
    const save = job.steps.find((s) => s.uses === 'actions/cache/save@v5')!;
    assert.equal(restore.with?.path, '.dochygiene/cache/');
    assert.equal(save.with?.path, '.dochygiene/cache/');
    assert.equal(save.with?.key, restore.with?.key);
    assert.match(save.if ?? '', /always\(\)/, 'the cache is saved when the gate fails too');
  });

  it('The example workflow runs locally with the same commands', () => {
    // main carries old debt in the baseline; the pull request adds a broken link to CLAUDE.md.
    const origin = gitRepo({
      'CLAUDE.md': '# Agent\n\nOld: [the plan](docs/plan.md).\n',
      'docs/guide.md': '# Guide\n',
    });
    const base = spawnSync(process.execPath, [join(REPO_ROOT, 'dist', 'check.mjs'), '--ci', '--root', origin, '--write-baseline'], { encoding: 'utf8' });
    assert.equal(base.status, 0, base.stderr);
    git(origin, ['add', '-A']);
    git(origin, ['commit', '-q', '-m', 'baseline']);
    git(origin, ['checkout', '-q', '-b', 'feature']);
    writeFileSync(join(origin, 'docs/guide.md'), '# Guide\n\nUnrelated [gap](missing.md).\n');
    writeFileSync(join(origin, 'CLAUDE.md'), '# Agent\n\nOld: [the plan](docs/plan.md).\n\nNew: [setup](docs/setup.md).\n');
    git(origin, ['commit', '-q', '-am', 'pr']);

    const pr = checkoutOf(origin, 'feature');
    const steps = runJob(pr, 'main');
    const check = steps.find((s) => s.name === 'Check docs')!;
    assert.equal(check.code, 1, check.stdout + check.stderr);
    const errors = check.stdout.split('\n').filter((l) => l.startsWith('::error'));
    assert.deepEqual(errors, ['::error file=CLAUDE.md,line=5,col=14,title=doc-hygiene broken_reference::links to docs/setup.md, which does not exist']);
    assert.match(check.stdout, /::warning file=docs\/guide\.md,line=3/);
    assert.equal(check.outputs.sarif, 'doc-hygiene.sarif');
    const sarif = JSON.parse(readFileSync(join(pr, 'doc-hygiene.sarif'), 'utf8'));
    assert.equal(sarif.version, '2.1.0');
    assert.equal(sarif.runs[0].results.filter((r: any) => !r.suppressions).length, 2);

    // The fix passes; a push to main (no base ref) checks everything and passes on the baseline.
    writeFileSync(join(origin, 'CLAUDE.md'), '# Agent\n\nOld: [the plan](docs/plan.md).\n\nNew: [guide](docs/guide.md).\n');
    git(origin, ['commit', '-q', '-am', 'fix']);
    const fixed = runJob(checkoutOf(origin, 'feature'), 'main');
    assert.equal(fixed.find((s) => s.name === 'Check docs')!.code, 0);
    const push = runJob(checkoutOf(origin, 'main'), '');
    const all = push.find((s) => s.name === 'Check docs')!;
    assert.equal(all.code, 0, all.stdout + all.stderr);
  });
});
