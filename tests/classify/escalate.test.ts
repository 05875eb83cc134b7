// openspec/specs/check/spec.md, "Unsure Hard Choices Go To A Stronger Model": classify-batches
// escalate and report-builder --plan as processes (dist/), on real git repositories and real answer
// files in a real scratch folder.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, writeFileSync, existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { createHash } from 'node:crypto';
import { runScript, gitRepo, REPO_ROOT } from '../support/run.ts';
import { ESCALATION_CONFIDENCE } from '../../scripts/contract/escalation.ts';
import { renderBatch } from '../../scripts/classify/batch-file.ts';

interface Plan { batches: { batch_file: string; proposals_file: string; paths: string[] }[] }

const link = (title: string, target: string) => `# ${title}\n\nSee [gone](${target}).\n`;
const DOCS = {
  'CLAUDE.md': link('Project', 'docs/notes-gone.md'),
  '.claude/commands/ship.md': link('Ship', '../../docs/list-gone.md'),
  'docs/a.md': link('A', 'gone-a.md'),
  'docs/b.md': link('B', 'gone-b.md'),
  'docs/c.md': link('C', 'gone-c.md'),
  'docs/d.md': link('D', 'gone-d.md'),
};

function planned(files: Record<string, string> = DOCS): { root: string; scratch: string; plan: Plan } {
  const root = gitRepo(files);
  const scratch = runScript('state-store.mjs', ['--root', root, 'scratch']).stdout.trim();
  const scan = runScript('scanner.mjs', ['--root', root]);
  assert.equal(scan.code, 0, scan.stderr);
  writeFileSync(join(scratch, 'scan.json'), scan.stdout);
  const r = runScript('classify-batches.mjs', ['plan', '--scan', join(scratch, 'scan.json'), '--all']);
  assert.equal(r.code, 0, r.stderr);
  return { root, scratch, plan: JSON.parse(readFileSync(join(scratch, 'plan.json'), 'utf8')) as Plan };
}

const SIGNAL = { name: 'broken_reference', detail: 'the link target does not exist', line: 3 };
/** A proposal for a doc of DOCS: a generative rewrite of its link line unless an exact edit is given. */
function proposal(path: string, o: { confidence?: number; cls?: 'stale' | 'bloat'; edit?: Record<string, unknown>; op?: string }): Record<string, unknown> {
  const p: Record<string, unknown> = {
    path,
    category: o.cls === 'bloat' ? { class: 'bloat', subtype: 'distill' } : { class: 'stale', subtype: 'contradicted' },
    // A broken link is stale, never bloat (scripts/contract/classifier-contract.ts): a bloat answer cites no finding.
    signals: o.cls === 'bloat' ? [] : [SIGNAL],
    op: o.op ?? 'Rewrite the line about the missing page.',
  };
  if (o.edit) Object.assign(p, { op_type: 'deterministic', exact_edit: o.edit });
  else Object.assign(p, { op_type: 'generative', reducible_range: { start_line: 3, end_line: 3 } });
  if (o.confidence !== undefined) p.confidence = o.confidence;
  return p;
}
const DELETE_LINE = { kind: 'delete-range', anchor: { start_line: 3, end_line: 3 } };

/** The answer file escalate names for a path (after the path, never a running number). */
const answerOf = (path: string) => `escalated-${createHash('sha256').update(path).digest('hex').slice(0, 12)}.json`;
const escalate = (scratch: string) => runScript('classify-batches.mjs', ['escalate', '--plan', join(scratch, 'plan.json')]);
const build = (scratch: string) =>
  runScript('report-builder.mjs', ['--scan', join(scratch, 'scan.json'), '--deterministic', '--plan', join(scratch, 'plan.json'), '--out', join(scratch, 'out')]);
const answer = (scratch: string, file: string, proposals: unknown[]) => writeFileSync(join(scratch, file), JSON.stringify({ proposals }));

describe('Unsure Hard Choices Go To A Stronger Model', () => {
  it('escalate lists exactly the files whose proposal is an unsure hard choice', () => {
    const { scratch, plan } = planned();
    assert.equal(plan.batches.length, 1);
    answer(scratch, 'proposals-1.json', [
      proposal('CLAUDE.md', { confidence: 0.4, cls: 'bloat' }), // stale vs bloat, unsure: escalated
      proposal('.claude/commands/ship.md', { confidence: 0.5, edit: DELETE_LINE }), // delete vs rewrite, unsure: escalated
      proposal('docs/a.md', { confidence: 0.3, edit: { kind: 'replace-text', anchor: { start_line: 3, end_line: 3 }, match: 'gone-a.md', replacement: 'a2.md' } }), // reversible, checked by scripts
      proposal('docs/b.md', { confidence: ESCALATION_CONFIDENCE, cls: 'bloat' }), // at the threshold: sure enough
      proposal('docs/c.md', { confidence: 0.59 }), // a generative rewrite, unsure: escalated
      proposal('docs/d.md', { edit: DELETE_LINE }), // no confidence given
      proposal('docs/elsewhere.md', { confidence: 0.1, edit: DELETE_LINE }), // not in this batch
    ]);
    const r = escalate(scratch);
    assert.equal(r.code, 0, r.stderr);
    const batch = join(scratch, 'batch-1.txt');
    assert.deepEqual(r.stdout.split('\n').filter(Boolean), [
      `${batch}\t.claude/commands/ship.md\t${join(scratch, answerOf('.claude/commands/ship.md'))}`,
      `${batch}\tCLAUDE.md\t${join(scratch, answerOf('CLAUDE.md'))}`,
      `${batch}\tdocs/c.md\t${join(scratch, answerOf('docs/c.md'))}`,
    ]);
    assert.match(r.stderr, /proposals\[6\]\.path: docs\/elsewhere\.md is not in batch-1\.txt; not escalated/);
    const record = JSON.parse(readFileSync(join(scratch, 'escalations.json'), 'utf8')) as { escalations: { path: string; answer_file: string }[] };
    assert.deepEqual(record.escalations.map((e) => [e.path, e.answer_file]), ['.claude/commands/ship.md', 'CLAUDE.md', 'docs/c.md'].map((p) => [p, answerOf(p)]));
    // Confident answers: nothing printed, an empty record.
    answer(scratch, 'proposals-1.json', [proposal('CLAUDE.md', { confidence: 0.9, cls: 'bloat' })]);
    const none = escalate(scratch);
    assert.equal(none.code, 0, none.stderr);
    assert.equal(none.stdout, '');
    assert.deepEqual(JSON.parse(readFileSync(join(scratch, 'escalations.json'), 'utf8')).escalations, []);
  });

  it('An answer file that is not JSON, or a proposal of the wrong shape, is refused with its location', () => {
    const { scratch } = planned();
    const file = join(scratch, 'proposals-1.json');
    const refused = (pattern: RegExp) => {
      const r = escalate(scratch);
      assert.equal(r.code, 1, r.stderr);
      assert.equal(r.stdout, '');
      assert.match(r.stderr, pattern);
      assert.ok(!r.stderr.includes('internal error'), r.stderr);
      assert.ok(!existsSync(join(scratch, 'escalations.json')), 'nothing recorded');
    };
    refused(/proposals-1\.json is missing/);
    writeFileSync(file, '{"proposals": [');
    refused(new RegExp(`${file.replace(/[.]/g, '\\.')} is not valid JSON`));
    writeFileSync(file, '{"proposals": {"path": "CLAUDE.md"}}');
    refused(/proposals-1\.json: a proposals file must be an object \{ "proposals": \[ \.\.\. \] \}/);
    writeFileSync(file, JSON.stringify({ proposals: [proposal('CLAUDE.md', { confidence: 0.2, cls: 'bloat' }), { path: 3, confidence: 'low', category: 'bloat', exact_edit: [] }, 7, null] }));
    const r = escalate(scratch);
    assert.equal(r.code, 1);
    for (const at of ['proposals[1].path: must be a string', 'proposals[1].confidence: must be a number from 0 to 1', 'proposals[1].category: must be an object with a string class', 'proposals[1].exact_edit: must be an object with a string kind', 'proposals[2]: a proposal must be an object', 'proposals[3]: a proposal must be an object'])
      assert.ok(r.stderr.includes(`${file}: ${at}`), `${at} in: ${r.stderr}`);
    assert.equal(r.stdout, '', 'no file is listed while an answer is malformed');
  });

  it('The report holds the escalated answer for its file and ignores one for another file', () => {
    const { root, scratch } = planned();
    answer(scratch, 'proposals-1.json', [
      proposal('CLAUDE.md', { confidence: 0.4, cls: 'bloat', op: 'First answer: condense the page.' }),
      proposal('docs/a.md', { confidence: 0.9, op: 'First answer for a.' }),
    ]);
    const r = escalate(scratch);
    assert.equal(r.code, 0, r.stderr);
    const [line] = r.stdout.trim().split('\n');
    const [, path, answerFile] = line!.split('\t');
    assert.equal(path, 'CLAUDE.md');
    const missing = build(scratch);
    assert.equal(missing.code, 1, 'the escalated answer must be written first');
    assert.ok(answerFile!.endsWith(answerOf('CLAUDE.md')));
    assert.ok(missing.stderr.includes(`${answerFile} is missing`), missing.stderr);
    // The stronger model answers for its file, and also for a file nobody escalated to it.
    writeFileSync(answerFile!, JSON.stringify({ proposals: [
      proposal('CLAUDE.md', { confidence: 0.85, op: 'Escalated answer: drop the dead link.', edit: DELETE_LINE }),
      proposal('docs/a.md', { confidence: 0.99, op: 'Smuggled answer for a.', edit: DELETE_LINE }),
    ] }));
    const ok = build(scratch);
    assert.equal(ok.code, 0, ok.stderr);
    assert.ok(ok.stderr.includes(`${answerFile}: proposals[1] is not for CLAUDE.md, the only file escalated to it; ignored`), ok.stderr);
    const report = JSON.parse(readFileSync(join(scratch, 'out', 'report.json'), 'utf8')) as { entries: { path: string; op: string; category: { class: string } }[] };
    const ops = (p: string) => report.entries.filter((e) => e.path === p).map((e) => e.op);
    assert.deepEqual(ops('CLAUDE.md'), ['Escalated answer: drop the dead link.']);
    assert.deepEqual(ops('docs/a.md'), ['First answer for a.']);
    // The cache remembers the answer the report used.
    const rem = runScript('classify-batches.mjs', ['remember', '--plan', join(scratch, 'plan.json')]);
    assert.equal(rem.code, 0, rem.stderr);
    const cacheDir = join(root, '.dochygiene', 'cache', 'classify');
    const cached = readdirSync(cacheDir).map((n) => JSON.parse(readFileSync(join(cacheDir, n), 'utf8')) as { path: string; proposals: { op: string }[] });
    assert.deepEqual(cached.find((c) => c.path === 'CLAUDE.md')!.proposals.map((p) => p.op), ['Escalated answer: drop the dead link.']);
    assert.deepEqual(cached.find((c) => c.path === 'docs/a.md')!.proposals.map((p) => p.op), ['First answer for a.']);
    // A record edited to point the answer at another file is refused, not followed.
    const recordFile = join(scratch, 'escalations.json');
    const record = readFileSync(recordFile, 'utf8');
    writeFileSync(recordFile, record.replace('"CLAUDE.md"', '"docs/elsewhere.md"').replace(answerOf('CLAUDE.md'), answerOf('docs/elsewhere.md')));
    const outside = build(scratch);
    assert.equal(outside.code, 1);
    assert.match(outside.stderr, /escalations\.json: escalations\[0\]: docs\/elsewhere\.md is not in the plan's batch-1\.txt/);
    // ...or to give another file (docs/a.md) the answer written for CLAUDE.md.
    writeFileSync(recordFile, record.replace('"CLAUDE.md"', '"docs/a.md"'));
    const rebound = build(scratch);
    assert.equal(rebound.code, 1);
    assert.match(rebound.stderr, /escalations\[0\] must be \{ batch_file, path, answer_file \} with the answer file named after the path/);
  });

  it("The classifier prompt asks for low confidence below the contract's threshold", () => {
    // The rules a classifier reads are its batch file's header; its agent prompt states no threshold.
    const header = renderBatch(1, []);
    const said = [...header.matchAll(/[Bb]elow (\d(?:\.\d+)?)/g)].map((m) => Number(m[1]));
    assert.deepEqual(said, [ESCALATION_CONFIDENCE]);
    const agent = readFileSync(join(REPO_ROOT, 'agents', 'hygiene-classifier.md'), 'utf8');
    assert.ok(!/\b0\.\d+\b/.test(agent), 'the agent prompt does not restate the threshold');
    const skill = readFileSync(join(REPO_ROOT, 'skills', 'hygiene-check', 'SKILL.md'), 'utf8');
    assert.ok(!/\b0\.\d+\b/.test(skill), 'the check skill does not restate the threshold: the escalate command applies it');
    // The e2e drivers dispatch the escalation on Opus themselves: the skill's own words are held here.
    const step3 = skill.slice(skill.indexOf('## 3.'), skill.indexOf('## 4.'));
    const escalation = step3.slice(step3.indexOf('`escalate: ...`'), step3.indexOf('`repair: ...`'));
    assert.match(escalation, /`model: "opus"`/, 'the escalated classifier runs on Opus');
    assert.match(escalation, /Only the file <path>\./, 'and classifies the one file only');
  });
});
