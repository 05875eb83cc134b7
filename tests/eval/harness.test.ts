// The evaluation harness (eval/): its statistics, its ground truth and how it runs a build. The
// corpora are not needed: each test builds the small git repository it measures.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { rmSync } from 'node:fs';
import { join, basename, dirname } from 'node:path';
import { DIST, git, gitRepo, writeTree } from '../support/run.ts';
import { wilson, cohen, sample } from '../../eval/lib/stats.ts';
import { buildGroundTruth, type ExcludedCase } from '../../eval/lib/ground-truth.ts';
import { measureRecall } from '../../eval/lib/recall.ts';
import { openCorpus } from '../../eval/lib/corpus.ts';
import { runScanner, runCheck } from '../../eval/lib/run-dist.ts';
import { findingsOf, autoItemsOf, autoKey } from '../../eval/lib/items.ts';

const near = (a: number | null, b: number) => assert.ok(a !== null && Math.abs(a - b) < 5e-4, `${a} is not ${b}`);

describe('statistics', () => {
  it('the Wilson interval matches published values, and is empty with nothing judged', () => {
    const none = wilson(0, 10);
    near(none.lo, 0);
    near(none.hi, 0.2775);
    const half = wilson(5, 10);
    near(half.lo, 0.2366);
    near(half.hi, 0.7634);
    assert.equal(wilson(0, 0).p, null);
  });

  it("Cohen's kappa is 1 on full agreement and 0 when agreement is what chance gives", () => {
    assert.equal(cohen([['TP', 'TP'], ['FP', 'FP']]).kappa, 1);
    const chance = cohen([['TP', 'TP'], ['TP', 'FP'], ['FP', 'TP'], ['FP', 'FP']]);
    assert.equal(chance.percent, 0.5);
    assert.equal(chance.kappa, 0);
  });

  it('a seeded sample is the same on every draw, differs with the seed, and keeps input order', () => {
    const items = Array.from({ length: 100 }, (_, i) => i);
    const a = sample(items, 10, 's1');
    assert.deepEqual(sample(items, 10, 's1'), a);
    assert.notDeepEqual(sample(items, 10, 's2'), a);
    assert.deepEqual([...a].sort((x, y) => x - y), a);
    assert.deepEqual(sample(items.slice(0, 5), 10, 's1'), [0, 1, 2, 3, 4]);
  });
});

describe('ground truth and recall', () => {
  it('a link-fix commit touching only Markdown that removes a link to a missing file is a case; one that also touches code is not', () => {
    const repo = gitRepo({ 'docs/guide.md': 'See [setup](setup.md) and [intro](intro.md).\n', 'docs/intro.md': '# Intro\n', 'src/a.ts': 'export {};\n' });
    writeTree(repo, { 'docs/guide.md': 'See [intro](intro.md).\n' });
    git(repo, ['commit', '-qam', 'docs: fix broken link to setup']);
    writeTree(repo, { 'docs/intro.md': '# Intro\n\n[old](gone.md)\n' });
    git(repo, ['commit', '-qam', 'add old link']);
    writeTree(repo, { 'docs/intro.md': '# Intro\n', 'src/a.ts': 'export const a = 1;\n' });
    git(repo, ['commit', '-qam', 'fix link and code']);
    const cases = buildGroundTruth('t/repo', repo);
    assert.equal(cases.length, 1);
    assert.equal(cases[0]!.resolved, 'docs/setup.md');
    assert.equal(cases[0]!.line, 1);
    assert.equal(cases[0]!.source, 'link');
  });

  it("a removed reference to a path the parent's ignore rules match is set aside with its reason, not a case (steveyegge/beads `.beads/issues.jsonl`)", () => {
    // The project once committed its own `.beads/issues.jsonl`, then ignored `.beads/`: history knows
    // the path, so only the ignore rule sets it aside.
    const repo = gitRepo({ '.beads/issues.jsonl': '{}\n', 'docs/sync.md': 'Issues live in `.beads/issues.jsonl`; see [the spec](spec.md).\n' });
    git(repo, ['rm', '-q', '.beads/issues.jsonl']);
    writeTree(repo, { '.gitignore': '.beads/\n' });
    git(repo, ['add', '.gitignore']);
    git(repo, ['commit', '-qm', 'stop committing the issue database']);
    writeTree(repo, { 'docs/sync.md': 'Issues live in the database.\n' });
    git(repo, ['commit', '-qam', 'docs: remove stale JSONL references']);
    const excluded: ExcludedCase[] = [];
    const cases = buildGroundTruth('t/repo', repo, excluded);
    assert.deepEqual(cases.map((c) => c.target), ['spec.md']);
    assert.deepEqual(excluded.map((c) => [c.target, /ignore rules/.test(c.excluded)]), [['.beads/issues.jsonl', true]]);
  });

  it('a removed link to a file whose blob the snapshot lacks is set aside as unreadable, not a case (kubernetes/community feature-roadmap-2018.jpg)', () => {
    const repo = gitRepo({ 'docs/guide.md': 'See ![roadmap](roadmap.jpg) and [setup](setup.md).\n', 'docs/roadmap.jpg': 'jpeg bytes\n' });
    writeTree(repo, { 'docs/guide.md': 'See the roadmap.\n' });
    git(repo, ['commit', '-qam', 'docs: fix broken links']);
    const blob = git(repo, ['rev-parse', 'HEAD:docs/roadmap.jpg']).trim();
    rmSync(join(repo, '.git', 'objects', blob.slice(0, 2), blob.slice(2)));
    const excluded: ExcludedCase[] = [];
    const cases = buildGroundTruth('t/repo', repo, excluded);
    assert.deepEqual(cases.map((c) => c.target), ['setup.md']);
    assert.deepEqual(excluded.map((c) => [c.target, /lacks its object/.test(c.excluded)]), [['roadmap.jpg', true]]);
  });

  it("recall runs the build's scanner at the fix commit's parent, outside the repository, and finds the case", () => {
    const repo = gitRepo({ 'README.md': '# R\n\nSee [setup](docs/setup.md).\n' });
    writeTree(repo, { 'README.md': '# R\n' });
    git(repo, ['commit', '-qam', 'fix broken link']);
    const head = git(repo, ['rev-parse', 'HEAD']).trim();
    const cases = buildGroundTruth('t/repo', repo);
    assert.equal(cases.length, 1);
    const r = measureRecall(DIST, repo, cases);
    assert.deepEqual([r.cases, r.found, r.errors.length], [1, 1, 0]);
    assert.equal(git(repo, ['rev-parse', 'HEAD']).trim(), head);
    assert.equal(git(repo, ['status', '--porcelain', '--ignored']), '');
  });

  it('a case whose doc the checkout of the parent lacks is not counted, and the reason is kept', () => {
    const repo = gitRepo({ 'README.md': '# R\n\nSee [setup](docs/setup.md).\n' });
    writeTree(repo, { 'README.md': '# R\n' });
    git(repo, ['commit', '-qam', 'fix broken link']);
    const [found] = buildGroundTruth('t/repo', repo);
    // As when the snapshot lacks the doc's blob: the doc is not in the parent's checkout.
    const lacking = { ...found!, path: 'docs/lost.md', target: 'gone.md', resolved: 'docs/gone.md' };
    const r = measureRecall(DIST, repo, [found!, lacking]);
    assert.deepEqual([r.cases, r.found, r.missed.length], [1, 1, 0]);
    assert.equal(r.errors.length, 1);
    assert.match(r.errors[0]!, /docs\/lost\.md:\d+ gone\.md: not counted: the doc is not in the checkout/);
  });
});

describe('running a build on a clone', () => {
  it('a finding caused by a tracked file missing from the work tree is listed apart and never counted', () => {
    const repo = gitRepo({ 'README.md': '# R\n\n![logo](logo.png) and [gone](gone.md)\n', 'logo.png': 'png' });
    rmSync(join(repo, 'logo.png'));
    const corpus = openCorpus({ name: basename(repo), repo: 't/repo', commit: git(repo, ['rev-parse', 'HEAD']).trim(), kind: 'project-docs', set: 'tune' }, dirname(repo));
    assert.deepEqual(corpus.missing_files, ['logo.png']);
    const scan = runScanner(DIST, repo);
    assert.ok(scan.artifact, scan.error ?? '');
    assert.ok(scan.wall_ms > 0 && (scan.max_rss_kb ?? 0) > 0);
    // This build counts a tracked file absent from the work tree as present (the scanner's absent-files
    // rule) and reports nothing there; an older build (--dist) reports it. Such a finding is planted
    // beside the real one, as an older build would write it, and the harness must list it apart.
    const artifact = structuredClone(scan.artifact!);
    const real = artifact.signals['README.md']!.find((s) => s.resolved === 'gone.md');
    assert.ok(real, JSON.stringify(artifact.signals));
    assert.ok(!artifact.signals['README.md']!.some((s) => s.resolved === 'logo.png'), 'this build counts an absent tracked file as present');
    artifact.signals['README.md']!.push({ ...real, target: 'logo.png', resolved: 'logo.png', detail: 'link target logo.png does not exist' });
    const set = findingsOf('t/repo', artifact, corpus.missing_files);
    assert.deepEqual(set.caused_by_missing.map((f) => f.target), ['logo.png']);
    assert.ok(set.findings.some((f) => f.stratum === 'broken_reference:link' && f.target === 'gone.md'));
    assert.ok(!set.findings.some((f) => f.target === 'logo.png'));
  });

  it('the check writes only into .dochygiene/, and an auto entry keeps its key when its lines move', () => {
    const block = Array.from({ length: 8 }, (_, i) => `Shared instruction line ${i + 1} that repeats.`).join('\n');
    const repo = gitRepo({ 'a.md': `# A\n\n${block}\n`, 'b.md': `# B\n\nIntro.\n\n${block}\n` });
    const first = runCheck(DIST, repo);
    assert.ok(first.entries, first.error ?? '');
    const status = git(repo, ['status', '--porcelain', '--ignored', '--untracked-files=all']).split('\n').filter(Boolean);
    assert.ok(status.every((l) => l.slice(3).startsWith('.dochygiene/')), status.join('\n'));
    const before = autoItemsOf('t/repo', repo, first.entries!);
    if (!before.length) return; // this build proposes no auto dedupe: nothing to key
    writeTree(repo, { 'a.md': `# A\n\nA new first paragraph.\n\n${block}\n`, 'b.md': `# B\n\nIntro.\n\nMore intro.\n\n${block}\n` });
    const after = autoItemsOf('t/repo', repo, runCheck(DIST, repo).entries!);
    assert.deepEqual(after.map(autoKey).sort(), before.map(autoKey).sort());
  });
});
