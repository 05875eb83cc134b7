// `npm run eval` as a process (eval/run.ts), on a small clone standing in for one corpus: what it
// prints with --json, that it leaves the clone as it was, that --sample is seeded,
// and that it refuses a judgment outside the vocabulary. The folder takes a corpus's name from
// eval/corpora.json; its HEAD is not the pinned commit, which the run reports as a problem.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT, git, tempDir, writeTree } from '../support/run.ts';
import { wilson } from '../../eval/lib/stats.ts';

const REPO = 'obra/superpowers';
const NAME = 'superpowers';
const LINKS = 20;

function corpora(): { dir: string; clone: string } {
  const dir = tempDir('dh-eval-corpora-');
  const clone = join(dir, NAME);
  mkdirSync(clone);
  git(clone, ['init', '-q', '-b', 'main']);
  const lines = Array.from({ length: LINKS }, (_, i) => `- see [part ${i + 1}](gone-${i + 1}.md)`);
  writeTree(clone, { 'README.md': `# R\n\n${lines.join('\n')}\n`, 'docs/intro.md': '# Intro\n\nBack to the [readme](../README.md).\n' });
  git(clone, ['add', '-A']);
  git(clone, ['commit', '-qm', 'initial']);
  return { dir, clone };
}

/** A judgments folder: the first link judged TP, judged again (second judging) as FP. */
function judgments(extra: Record<string, string> = {}): string {
  const dir = tempDir('dh-eval-judgments-');
  const first = { repo: REPO, path: 'README.md', line: 3, signal: 'broken_reference', source: 'link', target: 'gone-1.md' };
  writeTree(dir, {
    'findings/t.jsonl': JSON.stringify({ ...first, verdict: 'TP', fp_class: null, evidence: 'gone-1.md was never added' }) + '\n',
    'second/findings/t.jsonl': JSON.stringify({ ...first, verdict: 'FP', fp_class: 'exists', evidence: 'second judge disagrees' }) + '\n',
    ...extra,
  });
  return dir;
}

function evalRun(args: string[]) {
  const r = spawnSync(process.execPath, ['--import', 'tsx', join(REPO_ROOT, 'eval', 'run.ts'), ...args], { cwd: REPO_ROOT, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

const sampled = (out: string) =>
  readFileSync(join(out, 'findings', 'obra+superpowers.jsonl'), 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((l) => (JSON.parse(l) as { target: string }).target);

describe('npm run eval', () => {
  it('--json reports judged precision with its Wilson interval, the unjudged findings, cost and agreement, and leaves the clone as it was (the check\'s .dochygiene/ removed)', () => {
    const { dir, clone } = corpora();
    const r = evalRun(['--corpora', dir, '--repo', NAME, '--judgments', judgments(), '--no-recall', '--json']);
    assert.equal(r.code, 0, r.stderr);
    const out = JSON.parse(r.stdout) as {
      corpora: Array<{ repo: string; problems: string[]; scan: { wall_ms: number; max_rss_kb: number | null }; strata: Record<string, { findings: number; judged: number; tp: number; unjudged: number; precision: unknown }> }>;
      overall: { strata: Record<string, { findings: number }> };
      agreement: { findings: { n: number; agree: number } };
    };
    assert.equal(out.corpora.length, 1);
    const c = out.corpora[0]!;
    assert.equal(c.repo, REPO);
    assert.ok(c.problems.some((p) => /judged commit/.test(p)), c.problems.join('; '));
    const link = c.strata['broken_reference:link']!;
    assert.deepEqual([link.findings, link.judged, link.tp, link.unjudged], [LINKS, 1, 1, LINKS - 1]);
    assert.deepEqual(link.precision, wilson(1, 1));
    assert.equal(out.overall.strata['broken_reference:link']!.findings, LINKS);
    assert.ok(c.scan.wall_ms > 0 && (c.scan.max_rss_kb ?? 0) > 0);
    assert.deepEqual([out.agreement.findings.n, out.agreement.findings.agree], [1, 0]);
    assert.ok(!r.stdout.includes(dir), 'the corpora folder is written as <corpora>');
    assert.equal(git(clone, ['status', '--porcelain', '--ignored', '--untracked-files=all']), '');
  });

  it('--keep-dochygiene keeps the .dochygiene/ the check wrote, and nothing else is written into the clone', () => {
    const { dir, clone } = corpora();
    const r = evalRun(['--corpora', dir, '--repo', NAME, '--judgments', judgments(), '--no-recall', '--keep-dochygiene']);
    assert.equal(r.code, 0, r.stderr);
    const status = git(clone, ['status', '--porcelain', '--ignored', '--untracked-files=all']).split('\n').filter(Boolean);
    assert.ok(status.length > 0 && status.every((l) => l.slice(3).startsWith('.dochygiene/')), status.join('\n'));
  });

  it('--sample draws the same unjudged findings for the same seed, others for another seed, and counts what is judged', () => {
    const { dir } = corpora();
    const j = judgments();
    const draw = (seed: string) => {
      const out = tempDir('dh-eval-sample-');
      const r = evalRun(['--corpora', dir, '--repo', NAME, '--judgments', j, '--no-recall', '--sample', '4', '--seed', seed, '--sample-out', out]);
      assert.equal(r.code, 0, r.stderr);
      return sampled(out);
    };
    const a = draw('s1');
    assert.equal(a.length, 3, 'one of the 4 is judged already');
    assert.ok(!a.includes('gone-1.md'));
    assert.deepEqual(draw('s1'), a);
    assert.notDeepEqual(draw('s2'), a);
  });

  it('a judgment outside the vocabulary (an FP without its class) makes the run exit 1 and names the line', () => {
    const { dir } = corpora();
    const bad = { repo: REPO, path: 'README.md', line: 4, signal: 'broken_reference', source: 'link', target: 'gone-2.md', verdict: 'FP', evidence: 'no class given' };
    const r = evalRun(['--corpora', dir, '--repo', NAME, '--judgments', judgments({ 'findings/bad.jsonl': JSON.stringify(bad) + '\n' }), '--no-recall']);
    assert.equal(r.code, 1, r.stderr);
    assert.match(r.stdout, /JUDGMENT ERROR: bad\.jsonl:1: an FP needs fp_class/);
  });

  it('--help exits 0; an unknown option or a missing --corpora exits 2', () => {
    const help = evalRun(['--help']);
    assert.equal(help.code, 0);
    assert.match(help.stdout, /--corpora DIR/);
    assert.equal(evalRun(['--corpora', tempDir(), '--bogus', 'x']).code, 2);
    assert.equal(evalRun(['--repo', NAME]).code, 2);
  });
});
