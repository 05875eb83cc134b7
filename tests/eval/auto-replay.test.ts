// The auto-entry replay (eval/auto-replay.ts): cases mined from a repository's own history, the
// build's check run at each fix commit's parent, its auto entries judged by the maintainer's fix.
// Each test builds the small git repository it replays; the check is the compiled build (DIST).
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { DIST, REPO_ROOT, git, gitRepo, writeTree } from '../support/run.ts';
import { mineCases } from '../../eval/lib/auto-replay/mine.ts';
import { replayCorpus } from '../../eval/lib/auto-replay/replay.ts';
import { changedRefs } from '../../eval/lib/auto-replay/pair.ts';
import { parseDiff } from '../../eval/lib/ground-truth.ts';
import { judgeByFix } from '../../eval/lib/auto-replay/judge.ts';
import type { ReplayCase } from '../../eval/lib/auto-replay/mine.ts';
import type { ReportEntry } from '../../eval/lib/run-dist.ts';
import { combineRuns, type ReplayRunJson } from '../../eval/lib/auto-replay/combine.ts';
import { summarize, type RepoSummary } from '../../eval/lib/auto-replay/summary.ts';

const SETUP = Array.from({ length: 12 }, (_, i) => `Step ${i + 1}: run the setup task number ${i + 1} and check its output.`).join('\n') + '\n';
const OTHER = Array.from({ length: 12 }, (_, i) => `Note ${i + 1}: the other page explains detail number ${i + 1} in full.`).join('\n') + '\n';

/** A repository whose history moves two guides; the docs keep linking to the old paths. */
function movedGuides(): string {
  const repo = gitRepo({
    'docs/guide.md': '# Guide\n\nRead [the setup guide](../old/setup.md) before you start.\n\nSome words in between.\n\nFor details see [the other page](../old/other.md).\n',
    'old/setup.md': `# Setup\n\n${SETUP}`,
    'old/other.md': `# Other\n\n${OTHER}`,
    'src/main.ts': 'export const main = 1;\n',
  });
  git(repo, ['mv', 'old', 'new']);
  git(repo, ['commit', '-qm', 'move the guides to new/']);
  return repo;
}

describe('auto replay', () => {
  it('a removed line and its rewrite pair by position, and only the reference whose target changed counts', () => {
    const [file] = parseDiff('--- a/d.md\n+++ b/d.md\n@@ -3 +3 @@\n-See [a](x/a.md) and [b](b.md).\n+See [a](y/a.md) and [b](b.md).\n');
    const changed = changedRefs(file!);
    assert.deepEqual(changed.map((c) => [c.removed.line, c.index, c.old.target, c.new.target]), [[3, 0, 'x/a.md', 'y/a.md']]);
  });

  it('a list of links that drops one and adds another elsewhere is no rewrite of the links it shifted', () => {
    const [file] = parseDiff('--- a/d.md\n+++ b/d.md\n@@ -1 +1 @@\n-[de](de.md) | [ua](ua.md) | [zh](zh.md)\n+[de](de.md) | [zh](zh.md) | [uk](uk.md)\n');
    assert.deepEqual(changedRefs(file!).map((c) => [c.old.target, c.new.target]), []);
  });

  it("the maintainer's fix of a link to a moved file is a case, the check at its parent proposes the same edit, and it is judged ACCEPT", () => {
    const repo = movedGuides();
    writeTree(repo, { 'docs/guide.md': '# Guide\n\nRead [the setup guide](../new/setup.md) before you start.\n\nSome words in between.\n\nFor details see [the other page](../old/other.md).\n' });
    git(repo, ['commit', '-qam', 'docs: point the setup link at its new home']);
    const { cases } = mineCases('t/repo', repo);
    assert.deepEqual(cases.map((c) => [c.path, c.line, c.old_target, c.new_target, c.new_resolved]), [['docs/guide.md', 3, '../old/setup.md', '../new/setup.md', 'new/setup.md']]);
    const r = replayCorpus(DIST, 't/repo', repo, cases);
    assert.equal(r.parents[0]!.error, null);
    assert.deepEqual(r.judged.map((j) => [j.line, j.target, j.verdict]), [[3, '../new/setup.md', 'ACCEPT']]);
    assert.match(r.judged[0]!.evidence, /^maintainer made the same edit in [0-9a-f]{12}$/);
    assert.deepEqual(r.outcomes.map((o) => o.outcome), ['auto']);
    // The other moved link the maintainer left alone gets an auto entry too: a judge decides it.
    assert.deepEqual(r.to_judge.map((t) => [t.lines, t.target]), [[[7, 7], '../new/other.md']]);
  });

  it('an auto entry pointing the reference somewhere else than the maintainer did is judged REJECT wrong-target', () => {
    const repo = movedGuides();
    writeTree(repo, { 'new/install.md': '# Install\n\nThe one page to read.\n' });
    git(repo, ['add', '-A']);
    git(repo, ['commit', '-qm', 'add an install page']);
    writeTree(repo, { 'docs/guide.md': '# Guide\n\nRead [the setup guide](../new/install.md) before you start.\n\nSome words in between.\n\nFor details see [the other page](../new/other.md).\n' });
    git(repo, ['commit', '-qam', 'docs: fix links']);
    const { cases } = mineCases('t/repo', repo);
    assert.deepEqual(cases.map((c) => [c.line, c.new_target]), [[3, '../new/install.md'], [7, '../new/other.md']]);
    const r = replayCorpus(DIST, 't/repo', repo, cases);
    const byLine = Object.fromEntries(r.judged.map((j) => [j.line, [j.verdict, j.reason_class]]));
    assert.deepEqual(byLine, { 3: ['REJECT', 'wrong-target'], 7: ['ACCEPT', null] });
    assert.match(r.judged.find((j) => j.line === 3)!.evidence, /\.\.\/new\/install\.md/);
    assert.equal(r.to_judge.length, 0);
  });

  it('a commit that also touches code, or rewrites a link whose old target exists, is no case', () => {
    const repo = movedGuides();
    writeTree(repo, { 'docs/guide.md': '# Guide\n\nRead [the setup guide](../new/setup.md) before you start.\n\nSome words in between.\n\nFor details see [the other page](../old/other.md).\n', 'src/main.ts': 'export const main = 2;\n' });
    git(repo, ['commit', '-qam', 'fix link and code']);
    writeTree(repo, { 'docs/guide.md': '# Guide\n\nRead [the setup guide](../new/other.md) before you start.\n\nSome words in between.\n\nFor details see [the other page](../old/other.md).\n' });
    git(repo, ['commit', '-qam', 'docs: another page']);
    assert.deepEqual(mineCases('t/repo', repo).cases, []);
  });

  it("an auto entry pointing at the maintainer's file spelled another way is left to a judge, neither ACCEPT nor REJECT", () => {
    const k: ReplayCase = { repo: 't/r', fix_commit: 'f'.repeat(40), parent: 'p'.repeat(40), subject: 's', path: 'docs/a.md', line: 1, source: 'link', ref_index: 0, old_target: 'old.md', new_target: '../docs/new.md', old_resolved: 'docs/old.md', new_resolved: 'docs/new.md' };
    const entry = (replacement: string) => ({ entry: { id: 'x', path: 'docs/a.md', safety_tier: 'auto', category: { class: 'stale', subtype: 'contradicted' }, signals: [], op: 'o', exact_edit: { kind: 'replace-text', anchor: { start_line: 1, end_line: 1 }, match: 'old.md', replacement } } as ReportEntry, line_text: 'See [it](old.md).' });
    assert.equal(judgeByFix(entry('new.md'), [k]).verdict, null);
    assert.equal(judgeByFix(entry('../docs/new.md'), [k]).verdict, 'ACCEPT');
    assert.equal(judgeByFix(entry('other.md'), [k]).verdict, 'REJECT');
  });

  it('runs over different corpora combine into one summary; a corpus in two runs or an unfinished run refuses', () => {
    const repo = (name: string, accept: number, reject: number): RepoSummary => ({ repo: name, commits_read: 1, wall_s: 1, cases: 2, cases_replayed: 2, parents: 1, parents_failed: 0, auto_entries: accept + reject, accept, reject, to_judge: 0, recall: { auto: accept + reject, confirm: 0, finding: 0, nothing: 0, unscanned: 0 } });
    const run = (repos: RepoSummary[], wall_s: number, complete = true): ReplayRunJson => ({ label: 'replay-x', date: 'd', dist: 'dist', build_id: 'b', set: 'fresh', corpora: '<corpora>', max_parents: 15, complete, wall_s, summary: summarize(repos), repos: repos.map((r) => ({ repo: r.repo })) });
    const joined = combineRuns([run([repo('a/a', 3, 0)], 10), run([repo('b/b', 1, 1)], 30)]);
    assert.ok(typeof joined !== 'string');
    assert.deepEqual([joined.summary.overall.accept, joined.summary.overall.reject, joined.wall_s, joined.parts_wall_s], [4, 1, 30, [10, 30]]);
    assert.match(String(combineRuns([run([repo('a/a', 1, 0)], 1), run([repo('a/a', 1, 0)], 1)])), /a\/a is in two/);
    assert.match(String(combineRuns([run([repo('a/a', 1, 0)], 1, false)])), /did not finish/);
  });

  it('--help exits 0 and an unknown option is a usage error (exit 2)', () => {
    const cli = (args: string[]) => spawnSync(process.execPath, ['--import', 'tsx', 'eval/auto-replay.ts', ...args], { cwd: REPO_ROOT, encoding: 'utf8' });
    const help = cli(['--help']);
    assert.equal(help.status, 0);
    assert.match(help.stdout, /--max-parents N/);
    assert.equal(cli(['--nope', 'x']).status, 2);
  });
});
