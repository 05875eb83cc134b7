// openspec/specs/check/spec.md, "The Project Comes From The Command Line": classify-batches plan,
// escalate and remember as processes, given scratch files that name another project, or a path
// outside any scratch folder. Nothing may be written outside the project, nor any folder made.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gitRepo, runScript, tempDir } from '../support/run.ts';

const DOCS = { 'CLAUDE.md': '# Project\n\nSee [the notes](docs/notes-gone.md).\n', 'docs/a.md': '# A\n\nSee [gone](gone-a.md).\n' };

function scratchWithScan(root: string): string {
  const scratch = runScript('state-store.mjs', ['--root', root, 'scratch']).stdout.trim();
  const scan = runScript('scanner.mjs', ['--root', root]);
  assert.equal(scan.code, 0, scan.stderr);
  writeFileSync(join(scratch, 'scan.json'), scan.stdout);
  return scratch;
}

describe('The Project Comes From The Command Line', () => {
  it('remember refuses a plan naming another project and writes nothing there', () => {
    const root = gitRepo(DOCS);
    const victim = gitRepo({ 'README.md': '# Victim\n' });
    const scratch = scratchWithScan(root);
    const planned = runScript('classify-batches.mjs', ['plan', '--scan', join(scratch, 'scan.json'), '--all']);
    assert.equal(planned.code, 0, planned.stderr);
    const planFile = join(scratch, 'plan.json');
    const plan = JSON.parse(readFileSync(planFile, 'utf8')) as { batches: Array<{ proposals_file: string }>; project_root: string };
    assert.equal(plan.project_root, root);
    for (const b of plan.batches) writeFileSync(join(scratch, b.proposals_file), '{"proposals":[]}');
    writeFileSync(planFile, JSON.stringify({ ...plan, project_root: victim }));
    for (const cmd of ['remember', 'escalate']) {
      const r = runScript('classify-batches.mjs', [cmd, '--plan', planFile]);
      assert.equal(r.code, 1, `${cmd}: ${r.stderr}`);
      assert.match(r.stderr, /names the project .* not .*: doc-hygiene takes the project from the command line/);
    }
    assert.equal(existsSync(join(victim, '.dochygiene')), false, 'nothing was written into the other project');
    assert.equal(existsSync(join(root, '.dochygiene', 'cache', 'classify')), false, 'nor into this one');
  });

  it('plan refuses a scan naming another project', () => {
    const root = gitRepo(DOCS);
    const victim = gitRepo({ 'README.md': '# Victim\n' });
    const scratch = scratchWithScan(root);
    const scanFile = join(scratch, 'scan.json');
    writeFileSync(scanFile, JSON.stringify({ ...JSON.parse(readFileSync(scanFile, 'utf8')), project_root: victim }));
    const r = runScript('classify-batches.mjs', ['plan', '--scan', scanFile, '--all']);
    assert.equal(r.code, 1, r.stderr);
    assert.match(r.stderr, /names the project/);
    assert.deepEqual(readdirSync(scratch), ['scan.json'], 'no batch or plan written');
    assert.equal(existsSync(join(victim, '.dochygiene')), false);
  });

  it('A scan or plan outside an existing scratch folder is refused and no folder is made', () => {
    const root = gitRepo(DOCS);
    const elsewhere = tempDir('dh-elsewhere-');
    const other = gitRepo({ 'README.md': '# Other\n' });
    const otherScratch = runScript('state-store.mjs', ['--root', other, 'scratch']).stdout.trim();
    writeFileSync(join(otherScratch, 'scan.json'), runScript('scanner.mjs', ['--root', other]).stdout);
    const cases: Array<[string[], RegExp]> = [
      [['plan', '--scan', join(elsewhere, 'a', 'b', 'scan.json')], /must be in an existing scratch folder/],
      [['remember', '--plan', join(elsewhere, 'a', 'b', 'plan.json')], /must be in an existing scratch folder/],
      [['plan', '--scan', join(root, '.dochygiene', 'tmp', 'nope', 'scan.json')], /must be in an existing scratch folder/],
      [['plan', '--scan', join(otherScratch, 'scan.json'), '--root', root], /must be inside a scratch folder of the project/],
    ];
    for (const [args, message] of cases) {
      const r = runScript('classify-batches.mjs', args, { cwd: root });
      assert.equal(r.code, 2, `${args.join(' ')}: ${r.stderr}`);
      assert.match(r.stderr, message);
    }
    assert.deepEqual(readdirSync(elsewhere), [], 'no folder was made');
    assert.equal(existsSync(join(root, '.dochygiene', 'tmp', 'nope')), false);
    assert.deepEqual(readdirSync(otherScratch), ['scan.json']);
  });
});
