// The model-in-the-loop harness (eval/model-loop/): npm run eval:model as a process, on a small git
// repository registered as a corpus, with scripted answer files where a player's would be. What is
// asserted is what the harness and the check did with them: what it asks to play, the report the
// committed answers rebuild, the figures, and the refusal of answers played on another plan.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { REPO_ROOT, git, gitRepo, tempDir, writeTree } from '../support/run.ts';

const FILES = {
  'docs/guide.md': '# Guide\n\nSee [the notes](notes-gone.md).\n\nKeep it short.\n',
  'docs/other.md': '# Other\n\nSee [gone](gone.md).\n',
};

const drop = (path: string, line: number, end = line, confidence = 0.9) => ({
  path, category: { class: 'stale', subtype: 'orphaned' }, signals: [{ name: 'broken_reference', line: 3 }],
  op: 'Remove the line about the missing page.', op_type: 'deterministic', exact_edit: { kind: 'delete-range', anchor: { start_line: line, end_line: end } }, confidence,
});

interface Loop { corpus: string; answers: string; work: string; judgments: string; toJudge: string; corporaFile: string }

function loop(files: Record<string, string> = FILES): Loop {
  const corpus = gitRepo(files);
  const dir = tempDir('dh-loop-');
  const corporaFile = join(dir, 'corpora.json');
  writeFileSync(corporaFile, JSON.stringify({ corpora: [{ name: basename(corpus), repo: 't/repo', commit: git(corpus, ['rev-parse', 'HEAD']).trim(), kind: 'project-docs', set: 'tune' }] }));
  return { corpus, answers: join(dir, 'answers'), work: join(dir, 'work', 'repo'), judgments: join(dir, 'judgments.jsonl'), toJudge: join(dir, 'to-judge.jsonl'), corporaFile };
}

function step(l: Loop): { code: number | null; out: string } {
  const r = spawnSync(process.execPath, ['--import', 'tsx', join(REPO_ROOT, 'eval', 'model-loop', 'run.ts'), 'step', '--repo', basename(l.corpus), '--corpora', dirname(l.corpus),
    '--corpora-file', l.corporaFile, '--work', l.work, '--answers', l.answers, '--judgments', l.judgments, '--to-judge', l.toJudge], { cwd: REPO_ROOT, encoding: 'utf8' });
  return { code: r.status, out: r.stdout + r.stderr };
}

const write = (file: string, value: unknown) => writeFileSync(file, JSON.stringify(value));
const figures = (l: Loop) => JSON.parse(readFileSync(join(l.answers, 'figures.json'), 'utf8'));
const playLines = (out: string) => out.split('\n').filter((x) => /^(classify|escalate|repair)\t/.test(x)).map((x) => x.split('\t'));

describe('the model-in-the-loop harness', () => {
  it('asks for each batch with the check skill\'s prompt, sends refused proposals back once, and builds the report and its figures from the committed answers alone', () => {
    const l = loop();
    const first = step(l);
    assert.equal(first.code, 1, first.out);
    assert.deepEqual(playLines(first.out), [['classify', join(l.answers, 'proposals-1.json')]]);
    const batch = join(l.answers, 'batch-1.txt');
    assert.ok(first.out.includes(`prompt: Classify the findings in the batch file ${batch}.`), first.out);
    assert.match(readFileSync(batch, 'utf8'), /^F1 \{"name":"broken_reference"/m);
    assert.ok(!existsSync(join(l.answers, 'report.json')), 'no report before every answer is played');

    // The scripted player: one good proposal, one the builder refuses (its anchor is past the end).
    write(join(l.answers, 'proposals-1.json'), { proposals: [drop('docs/guide.md', 3), drop('docs/other.md', 3, 900)] });
    const second = step(l);
    assert.equal(second.code, 1, second.out);
    assert.deepEqual(playLines(second.out), [['repair', join(l.answers, 'repaired-proposals-1.json')]]);
    const repair = JSON.parse(readFileSync(join(l.answers, 'repair-proposals-1.json'), 'utf8'));
    assert.equal(repair.batch_file, 'batch-1.txt', 'the repair file names the batch by its name in the answers folder');
    assert.deepEqual(repair.refused.map((r: any) => [r.index, r.findings]), [[1, ['F2']]]);

    write(join(l.answers, 'repaired-proposals-1.json'), { proposals: [], no_edit: [{ finding: 'F2', why: 'The page is gone for good; the sentence still reads right.' }] });
    const third = step(l);
    assert.equal(third.code, 0, third.out);
    const report = JSON.parse(readFileSync(join(l.answers, 'report.json'), 'utf8'));
    assert.deepEqual(report.entries.map((e: any) => [e.path, e.exact_edit?.kind]), [['docs/guide.md', 'delete-range']]);
    const f = figures(l);
    assert.equal(f.classifier_findings, 2);
    assert.deepEqual([f.answered.total, f.answered.by_entry, f.answered.by_no_edit, f.answered.share.p], [2, 1, 1, 1]);
    assert.deepEqual([f.proposals, f.refused_first.count, f.refused_final.count], [2, 1, 0]);
    assert.equal(f.refused_first.share.p, 0.5);
    assert.deepEqual([f.entries.total, f.entries.by_category], [1, { 'stale/orphaned': 1 }]);
    assert.equal(f.judged.entries, 0);

    // Judged like the findings: the to-judge lines, verdicts filled in, become the judgments.
    const toJudge = readFileSync(l.toJudge, 'utf8').trim().split('\n').map((x) => JSON.parse(x));
    assert.deepEqual(toJudge.map((t: any) => [t.item, t.path]), [['entry', 'docs/guide.md'], ['no_edit', 'docs/other.md']]);
    const judged = [
      { ...toJudge[0], verdict: 'ACCEPT', category_verdict: 'WRONG', evidence: 'the notes page was removed; the line says nothing else', judge: 'test' },
      { ...toJudge[1], verdict: 'WRONG', evidence: 'a maintainer would drop the dead link', judge: 'test' },
    ];
    writeFileSync(l.judgments, judged.map((j) => JSON.stringify(j)).join('\n') + '\n');
    const fourth = step(l);
    assert.equal(fourth.code, 0, fourth.out);
    const g = figures(l);
    assert.deepEqual([g.judged.entries, g.judged.category.p, g.judged.accepted_confirm.p, g.judged.no_edit.p], [1, 0, 1, 0]);
    assert.equal(readFileSync(l.toJudge, 'utf8'), '', 'nothing left to judge');
    assert.deepEqual(JSON.parse(readFileSync(join(l.answers, 'report.json'), 'utf8')).entries.map((e: any) => e.path), ['docs/guide.md'], 'the same report, rebuilt');
  });

  it('asks for an unsure hard choice again with the stronger model, and counts a finding nobody answered as unanswered', () => {
    const l = loop();
    step(l);
    write(join(l.answers, 'proposals-1.json'), { proposals: [drop('docs/guide.md', 3, 3, 0.4)] });
    const asked = step(l);
    assert.equal(asked.code, 1, asked.out);
    const esc = playLines(asked.out);
    assert.equal(esc.length, 1);
    assert.equal(esc[0]![0], 'escalate');
    assert.match(esc[0]![1]!, /\/escalated-[0-9a-f]{12}\.json$/);
    assert.ok(asked.out.includes(`prompt (model: opus): Classify the findings in the batch file ${join(l.answers, 'batch-1.txt')}: Read it first. Only the file docs/guide.md.`), asked.out);
    write(esc[0]![1]!, { proposals: [drop('docs/guide.md', 3)] });
    const done = step(l);
    assert.equal(done.code, 0, done.out);
    const f = figures(l);
    assert.deepEqual([f.escalated_files, f.answered.total, f.answered.share.p], [1, 1, 0.5]);
    assert.deepEqual(f.answered.unanswered, ['F2 docs/other.md broken_reference@3']);
  });

  it('refuses answers played on another plan instead of feeding them to a build they were not made for', () => {
    const l = loop();
    step(l);
    write(join(l.answers, 'proposals-1.json'), { proposals: [], no_edit: [{ finding: 'F1', why: 'x' }, { finding: 'F2', why: 'y' }] });
    assert.equal(step(l).code, 0);
    // The corpus moves on: its batch is another one now.
    writeTree(l.corpus, { 'docs/other.md': '# Other\n\nSee [elsewhere](elsewhere.md) and [gone](gone.md).\n' });
    git(l.corpus, ['commit', '-qam', 'another link']);
    const entry = JSON.parse(readFileSync(l.corporaFile, 'utf8'));
    entry.corpora[0].commit = git(l.corpus, ['rev-parse', 'HEAD']).trim();
    writeFileSync(l.corporaFile, JSON.stringify(entry));
    const r = step(l);
    assert.equal(r.code, 1, r.out);
    assert.match(r.out, /^stale: /m);
    assert.match(r.out, /batch-1\.txt differs from the batch file this build plans/);
  });
});
