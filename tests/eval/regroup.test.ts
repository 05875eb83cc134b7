// eval:regroup: one build's runs put together, each repository in the half corpora.json gives it today.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT, tempDir } from '../support/run.ts';
import { loadCorpora } from '../../eval/lib/corpus.ts';

// A committed run of main b0885e6 on the fresh half as it stood then (opentelemetry.io, the hono
// website and langfuse were fresh; they are tune today).
const RUN = join(REPO_ROOT, 'eval', 'runs', 'main-b0885e6-fresh.json');
const regroup = (args: string[]) => spawnSync(process.execPath, ['--import', 'tsx', join(REPO_ROOT, 'eval', 'regroup.ts'), ...args], { cwd: REPO_ROOT, encoding: 'utf8' });

describe('eval:regroup', () => {
  it("puts one build's runs together and keeps only the repositories corpora.json puts in the asked half today", () => {
    const dir = tempDir('regroup-');
    const run = JSON.parse(readFileSync(RUN, 'utf8'));
    const half = Math.ceil(run.corpora.length / 2);
    writeFileSync(join(dir, 'a.json'), JSON.stringify({ ...run, corpora: run.corpora.slice(0, half) }));
    writeFileSync(join(dir, 'b.json'), JSON.stringify({ ...run, corpora: run.corpora.slice(half) }));
    const r = regroup([join(dir, 'a.json'), join(dir, 'b.json'), '--set', 'fresh', '--json-out', join(dir, 'out.json')]);
    assert.equal(r.status, 0, r.stderr);
    const out = JSON.parse(readFileSync(join(dir, 'out.json'), 'utf8'));
    const freshToday = new Set(loadCorpora(join(REPO_ROOT, 'eval', 'corpora.json')).filter((e) => e.set === 'fresh').map((e) => e.repo));
    const expected = run.corpora.map((c: { repo: string }) => c.repo).filter((r: string) => freshToday.has(r)).sort();
    assert.ok(expected.length < run.corpora.length, 'the committed run holds repositories that turned tune since');
    assert.deepEqual(out.corpora.map((c: { repo: string }) => c.repo).sort(), expected);
    assert.deepEqual(Object.keys(out.halves), ['fresh']);
    assert.equal(out.halves.fresh.candidates.findings, out.corpora.reduce((n: number, c: { candidates: { findings: number } }) => n + c.candidates.findings, 0));
  });

  it('refuses a repository found in two runs, and runs of two builds', () => {
    const dir = tempDir('regroup-');
    const run = JSON.parse(readFileSync(RUN, 'utf8'));
    writeFileSync(join(dir, 'a.json'), JSON.stringify(run));
    writeFileSync(join(dir, 'other.json'), JSON.stringify({ ...run, build_id: 'ffffffffffff', corpora: [] }));
    const twice = regroup([join(dir, 'a.json'), join(dir, 'a.json'), '--json-out', join(dir, 'out.json')]);
    assert.equal(twice.status, 1);
    assert.match(twice.stderr, /is in .* and /);
    const builds = regroup([join(dir, 'a.json'), join(dir, 'other.json'), '--json-out', join(dir, 'out.json')]);
    assert.equal(builds.status, 1);
    assert.match(builds.stderr, /different builds/);
  });
});
