// examples/ci/doc-hygiene.yml runs here with the same commands: its YAML is parsed and every `run:`
// step that needs no network is run by bash in a temporary clone, with the job's environment; the
// one step that downloads doc-hygiene is replaced by pointing DOC_HYGIENE at this checkout.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { REPO_ROOT, git, gitRepo, tempDir } from '../support/run.ts';

interface Step { name?: string; uses?: string; run?: string; with?: Record<string, unknown>; if?: string }

const workflow = parse(readFileSync(join(REPO_ROOT, 'examples', 'ci', 'doc-hygiene.yml'), 'utf8')) as {
  on: Record<string, unknown>;
  jobs: { docs: { env: Record<string, string>; steps: Step[] } };
};
const job = workflow.jobs.docs;
const needsNetwork = (s: Step) => /https?:\/\//.test(s.run ?? '');

/** Runs the workflow's local `run:` steps as GitHub does (bash -e), stopping at the first failure. */
function runJob(checkout: string, env: Record<string, string>): Array<{ name: string; code: number | null; stdout: string; stderr: string }> {
  const out = [];
  for (const step of job.steps) {
    if (step.run === undefined || needsNetwork(step)) continue;
    const r = spawnSync('bash', ['--noprofile', '--norc', '-e', '-o', 'pipefail', '-c', step.run], {
      cwd: checkout,
      encoding: 'utf8',
      env: { ...process.env, DOC_HYGIENE: REPO_ROOT, GITHUB_ACTIONS: 'true', ...env },
    });
    out.push({ name: step.name ?? '', code: r.status, stdout: r.stdout, stderr: r.stderr });
    if (r.status !== 0) break;
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
    assert.deepEqual(job.steps.filter(needsNetwork).map((s) => s.name), ['Install doc-hygiene']);
    assert.deepEqual(Object.keys(job.env).sort(), ['BASE_REF', 'DOC_HYGIENE']);
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
    const steps = runJob(pr, { BASE_REF: 'main' });
    const check = steps.find((s) => s.name === 'Check docs')!;
    assert.equal(check.code, 1, check.stdout + check.stderr);
    const errors = check.stdout.split('\n').filter((l) => l.startsWith('::error'));
    assert.deepEqual(errors, ['::error file=CLAUDE.md,line=5,col=14,title=doc-hygiene broken_reference::links to docs/setup.md, which does not exist']);
    assert.match(check.stdout, /::warning file=docs\/guide\.md,line=3/);
    const sarif = JSON.parse(readFileSync(join(pr, 'doc-hygiene.sarif'), 'utf8'));
    assert.equal(sarif.version, '2.1.0');
    assert.equal(sarif.runs[0].results.filter((r: any) => !r.suppressions).length, 2);

    // The fix passes; a push to main (no BASE_REF) checks everything and passes on the baseline.
    writeFileSync(join(origin, 'CLAUDE.md'), '# Agent\n\nOld: [the plan](docs/plan.md).\n\nNew: [guide](docs/guide.md).\n');
    git(origin, ['commit', '-q', '-am', 'fix']);
    const fixed = runJob(checkoutOf(origin, 'feature'), { BASE_REF: 'main' });
    assert.equal(fixed.find((s) => s.name === 'Check docs')!.code, 0);
    const push = runJob(checkoutOf(origin, 'main'), { BASE_REF: '' });
    const all = push.find((s) => s.name === 'Check docs')!;
    assert.equal(all.code, 0, all.stdout + all.stderr);
  });
});
