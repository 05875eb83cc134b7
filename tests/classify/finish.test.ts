// openspec/specs/check/spec.md, "A Check In Few Requests": check-steps finish as a process on real
// git repositories: the escalation it lists first, the repair round it runs once.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { gitRepo } from '../support/run.ts';
import { begin, finish, answer, reportMd, reportJson } from './support.ts';

const FILES = {
  'docs/guide.md': '# Guide\n\nSee [the notes](notes-gone.md).\n\nKeep it short.\n',
  'docs/other.md': '# Other\n\nSee [gone](gone.md).\n',
};

const drop = (path: string, line: number, end = line) => ({
  path, category: { class: 'stale', subtype: 'orphaned' }, signals: [{ name: 'broken_reference', line: 3 }],
  op: 'Remove the line about the missing page.', op_type: 'deterministic', exact_edit: { kind: 'delete-range', anchor: { start_line: line, end_line: end } }, confidence: 0.9,
});

describe('A Check In Few Requests', () => {
  it("finish sends refused proposals back once with each answer file's own indexes, then lists what still fails", () => {
    const root = gitRepo(FILES);
    const b = begin(root);
    assert.equal(b.batches.length, 1);
    answer(b.batches[0]!.answer_file, { proposals: [drop('docs/guide.md', 3), drop('docs/other.md', 3, 900)] });
    const first = finish(root, b.scratch);
    assert.equal(first.code, 1, first.stdout + first.stderr);
    const lines = first.stderr.split('\n');
    const repairLine = lines.find((l) => l.startsWith('repair\t'))!;
    const [, repairFile, repairedFile] = repairLine.split('\t');
    assert.equal(repairFile, join(b.scratch, 'repair-proposals-1.json'));
    assert.match(first.stderr, /^ {2}proposals-1\.json: proposals\[1\]: exact_edit\.anchor: end_line 900 is past the end of the file \(3 lines\)$/m);
    const repair = JSON.parse(readFileSync(repairFile!, 'utf8'));
    assert.deepEqual(repair.refused.map((r: any) => [r.index, r.proposal.path, r.findings]), [[1, 'docs/other.md', ['F2']]]);
    // What to answer travels with the repair file, not in the agent prompt every dispatch resends.
    assert.match(repair.task, /corrected proposal, or `no_edit` for its findings/);
    assert.equal(repair.batch_file, join(b.scratch, 'batch-1.txt'));
    assert.ok(!existsSync(join(root, '.dochygiene', 'report.json')), 'no report before the repair round');
    // The repair answer repeats the bad proposal: it is refused for good, the good one stays.
    answer(repairedFile!, { proposals: [drop('docs/other.md', 3, 901)] });
    const second = finish(root, b.scratch);
    assert.equal(second.code, 0, second.stderr);
    assert.deepEqual(reportJson(root).entries.map((e: any) => e.path), ['docs/guide.md']);
    const md = reportMd(root);
    assert.match(md, /^## Refused proposals \(1\)$/m);
    assert.match(md, /^- `docs\/other\.md`: repaired-proposals-1\.json proposals\[0\]: exact_edit\.anchor: end_line 901 is past the end of the file \(3 lines\)$/m);
    assert.match(md, /^- `docs\/other\.md`:\n {2}- broken_reference \(line 3\)/m, 'its finding stays unanswered, never buried');
  });

  it('A re-check of an unchanged repository plans no batch for a file whose proposal was refused for good', () => {
    const root = gitRepo(FILES);
    const b = begin(root);
    answer(b.batches[0]!.answer_file, { proposals: [drop('docs/guide.md', 3), drop('docs/other.md', 3, 900)] });
    const first = finish(root, b.scratch);
    const repairedFile = first.stderr.split('\n').find((l) => l.startsWith('repair\t'))!.split('\t')[2]!;
    answer(repairedFile, { proposals: [drop('docs/other.md', 3, 901)] });
    const second = finish(root, b.scratch);
    assert.equal(second.code, 0, second.stderr);
    assert.match(second.stdout, /2 classification\(s\) cached/, 'the refused file is remembered with the accepted one');
    const again = begin(root);
    assert.deepEqual(again.batches, [], `no batch on the unchanged re-check: ${again.stdout}`);
    assert.deepEqual([...again.plan.cached].sort(), ['docs/guide.md', 'docs/other.md']);
    assert.match(again.plan.cached_no_edit['docs/other.md'][0].why, /^the classifier's proposal was refused: .*end_line 901 is past the end of the file/);
  });

  it('finish lists the files to escalate first, and builds once their answers are written', () => {
    const root = gitRepo(FILES);
    const b = begin(root);
    const unsure = { path: 'docs/guide.md', category: { class: 'stale', subtype: 'orphaned' }, signals: [{ name: 'broken_reference', line: 3 }], op: 'Remove the paragraph.', op_type: 'deterministic', exact_edit: { kind: 'delete-range', anchor: { start_line: 3, end_line: 3 } }, confidence: 0.4 };
    answer(b.batches[0]!.answer_file, { proposals: [unsure], no_edit: [{ finding: 'F2', why: 'Linked on purpose.' }] });
    const first = finish(root, b.scratch);
    assert.equal(first.code, 0, first.stderr);
    const esc = first.stdout.split('\n').filter((l) => l.startsWith('escalate\t')).map((l) => l.split('\t'));
    assert.deepEqual(esc.map((e) => e[2]), ['docs/guide.md']);
    assert.equal(esc[0]![1], b.batches[0]!.batch_file);
    assert.ok(!existsSync(join(root, '.dochygiene', 'report.json')), 'no report before the escalated answer');
    const missing = finish(root, b.scratch);
    assert.equal(missing.code, 1);
    assert.match(missing.stderr, /answers missing/);
    answer(esc[0]![3]!, { proposals: [{ ...unsure, op: 'Point the reader at the guide instead.', op_type: 'generative', exact_edit: undefined, reducible_range: { start_line: 3, end_line: 3 }, confidence: 0.8, category: { class: 'stale', subtype: 'contradicted' } }] });
    const second = finish(root, b.scratch);
    assert.equal(second.code, 0, second.stderr);
    assert.deepEqual(reportJson(root).entries.map((e: any) => [e.path, e.op_type]), [['docs/guide.md', 'generative']]);
  });
});
