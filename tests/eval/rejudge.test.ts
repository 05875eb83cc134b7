// eval:rejudge: a half sample's verdicts are added to the run that drew it, once each, wherever the
// judge left them (the sample's files, or judgments/ with the sample's label as `drawn`).
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT, tempDir } from '../support/run.ts';

const RUN = join(REPO_ROOT, 'eval', 'runs', 'main-de45b81-fresh-judged.json');
const rejudge = (args: string[]) => spawnSync(process.execPath, ['--import', 'tsx', join(REPO_ROOT, 'eval', 'rejudge.ts'), ...args], { cwd: REPO_ROOT, encoding: 'utf8' });
const jsonl = (rows: object[]) => rows.map((r) => JSON.stringify(r)).join('\n') + '\n';

describe('eval:rejudge', () => {
  it("counts a sample's role judgments copied into judgments/ once, and only those drawn for that sample", () => {
    const dir = tempDir('rejudge-');
    const run = JSON.parse(readFileSync(RUN, 'utf8'));
    const repo = run.corpora[0].repo as string;
    const before = run.corpora[0].roles as { judged: number; correct: number };
    const file = `${repo.replace('/', '+')}.jsonl`;
    const sample = join(dir, 'to-judge', 'label-1');
    mkdirSync(join(sample, 'roles'), { recursive: true });
    writeFileSync(join(sample, 'manifest.json'), JSON.stringify({ label: 'label-1' }));
    const a = { repo, path: 'a.md', build_role: 'living', drawn: 'label-1' };
    const b = { repo, path: 'b.md', build_role: 'living', drawn: 'label-1' };
    // The sample holds a judged a.md and a blank b.md; judgments/ holds a.md again, b.md judged, and a line of another sample.
    writeFileSync(join(sample, 'roles', file), jsonl([{ ...a, role: 'living' }, b]));
    const judgments = join(dir, 'judgments');
    mkdirSync(join(judgments, 'roles'), { recursive: true });
    writeFileSync(join(judgments, 'roles', file.replace('.jsonl', '.j1.jsonl')), jsonl([{ ...a, role: 'living' }, { ...b, role: 'archive' }, { repo, path: 'c.md', build_role: 'living', role: 'living', drawn: 'label-0' }]));
    const out = join(dir, 'out.json');
    const r = rejudge([RUN, sample, '--judgments', judgments, '--json-out', out]);
    assert.equal(r.status, 0, r.stderr);
    assert.match(r.stdout, /\+2 roles/);
    const after = JSON.parse(readFileSync(out, 'utf8')).corpora[0].roles as { judged: number; correct: number; misses: Record<string, Record<string, number>> };
    assert.equal(after.judged, before.judged + 2);
    assert.equal(after.correct, before.correct + 1);
    assert.equal(after.misses.archive?.living, 1);
  });
});
