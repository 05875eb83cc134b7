// openspec/specs/lifecycle-deletion/spec.md: `/hygiene sweep` in the real client. A scripted model
// follows the hygiene-sweep skill (its own ```bash blocks, as the client delivered them), a scripted
// classifier judges the served_when candidate, and the user's answer to AskUserQuestion is scripted
// through the client's stdio permission protocol (support/run-claude-interactive.ts), observing the
// project at the moment the client asks.
import { describe, it, after } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { runClaudeInteractive } from './support/run-claude-interactive.ts';
import { systemText, firstUserText, type MessagesRequest, type Reply } from './support/mock-api.ts';
import { loadedSkill, bashBlocks, fill, step, lastToolResult, firstJsonObject, textBlocks } from './support/skill-driver.ts';
import { makeRepo, isoDaysAgo, type FixtureRepo } from './support/fixture-repo.ts';
import { requireDist } from './support/dist.ts';

const repos: FixtureRepo[] = [];
after(() => repos.forEach((r) => r.dispose()));

const CLASSIFIER_MARK = 'You classify documentation files for doc-hygiene';
const LEFTOVER = 'openspec/changes/add-x';
const PLAN = 'docs/plans/ship-x.md';

function fixture(): FixtureRepo {
  const r = makeRepo(
    {
      '.dochygiene.yaml': 'lifecycle:\n  rules:\n    - id: plans\n      files: "docs/plans/*.md"\n      lifetime: delete-once-served\n      served_when: "the feature the plan describes has shipped"\n',
      'CLAUDE.md': '# Project\n\nRun the tests.\n',
      [PLAN]: '# Ship x\n\n- [x] build x\n- [x] release x\n',
      [`${LEFTOVER}/proposal.md`]: '# Add x\n',
      [`${LEFTOVER}/tasks.md`]: '- [x] done\n',
      'openspec/changes/archive/2026-01-02-add-x/proposal.md': '# Add x\n',
      'openspec/changes/archive/2026-01-02-add-x/tasks.md': '- [x] done\n',
    },
    { commitDate: isoDaysAgo(30) },
  );
  repos.push(r);
  return r;
}

interface Asked {
  question: string;
  leftoverThen: boolean;
  planThen: boolean;
}

interface SweepRun {
  code: number | null;
  commands: string[];
  asked: Asked[];
  results: { text: string; is_error: boolean }[];
  judged: string[];
  summary: string;
  stderr: string;
}

async function runSweep(r: FixtureRepo, answer: 'Delete' | 'Keep'): Promise<SweepRun> {
  const commands: string[] = [];
  const results: { text: string; is_error: boolean }[] = [];
  const asked: Asked[] = [];
  const judged: string[] = [];
  let skillBody = '';
  let scratch = '';
  let judgeLines: string[] = [];
  let confirmId = '';
  let summary = '';
  const bash = (command: string): Reply => {
    commands.push(command);
    return { tool_uses: [{ name: 'Bash', input: { command, description: `hygiene-sweep step ${commands.length}` } }] };
  };
  const main = (req: MessagesRequest): Reply => {
    const n = step(req);
    const prev = lastToolResult(req);
    if (n > 1 && prev) results.push(prev);
    if (n === 0) return { tool_uses: [{ name: 'Skill', input: { skill: 'doc-hygiene:hygiene-sweep', args: '' } }] };
    if (n === 1) {
      skillBody = loadedSkill(req, 'hygiene-sweep') ?? '';
      assert.ok(skillBody, 'the Skill call loaded the hygiene-sweep skill');
    }
    const b = bashBlocks(skillBody);
    const vars = () => ({
      scratch,
      'scope-flag': '',
      'judged-flags': `--proposals ${scratch}/proposals-judged-1.json`,
      'extraction-flags': '',
      'extraction-flag': '',
      'extraction-flags-for-id': '',
      id: confirmId,
      answer,
    });
    switch (n) {
      case 1:
        return bash(b[0]!); // node --version
      case 2:
        return bash(b[1]!); // state-store scratch
      case 3:
        scratch = prev!.text.trim();
        return bash(fill(b[2]!, vars())); // sweep scan
      case 4: {
        judgeLines = prev!.text.trim().split('\n').filter((l) => l.startsWith('JUDGE ')).map((l) => l.slice('JUDGE '.length));
        // The skill's own prompt, its placeholder line replaced by the batch's JUDGE lines.
        const prompt = textBlocks(skillBody)[0]!
          .split('\n')
          .flatMap((l) => (/^<the batch's JUDGE lines/.test(l) ? judgeLines : [l]))
          .join('\n');
        assert.ok(!/<[a-z]/.test(prompt), `a placeholder left in the skill's prompt: ${prompt}`);
        return { tool_uses: [{ name: 'Agent', input: { subagent_type: 'doc-hygiene:hygiene-classifier', description: 'Judge lifecycle batch 1', prompt, run_in_background: false } }] };
      }
      case 5:
        return { tool_uses: [{ name: 'Write', input: { file_path: `${scratch}/proposals-judged-1.json`, content: JSON.stringify(firstJsonObject(prev!.text), null, 2) + '\n' } }] };
      case 6:
        return bash(fill(b[3]!, vars())); // report-builder
      case 7:
        if (prev!.is_error) return `report-builder refused: ${prev!.text}`;
        return bash(fill(b[4]!, vars())); // validate-report
      case 8:
        return bash(fill(b[5]!, vars())); // plan
      case 9: {
        const plan = JSON.parse(prev!.text) as { entries: Array<{ id: string; path: string; bucket: string }> };
        assert.deepEqual(plan.entries.map((e) => [e.path, e.bucket]), [[PLAN, 'confirm'], [LEFTOVER, 'auto']]);
        confirmId = plan.entries.find((e) => e.bucket === 'confirm')!.id;
        return bash(fill(b[6]!, vars())); // apply --tier auto
      }
      case 10:
        return bash(fill(b[7]!, vars())); // preview <id>
      case 11:
        return {
          text: `One delete needs your approval:\n${prev!.text}`,
          tool_uses: [{
            name: 'AskUserQuestion',
            input: {
              questions: [{
                question: `Delete ${PLAN}? The feature the plan describes has shipped.`,
                header: 'Delete 1',
                multiSelect: false,
                options: [{ label: 'Delete', description: `Delete ${PLAN} (git history keeps it)` }, { label: 'Keep', description: 'Leave it where it is' }],
              }],
            },
          }],
        };
      case 12: {
        const picked = /="([^"]*)"/.exec(prev!.text)?.[1];
        if (picked !== 'Delete') return bash(fill(b[10]!, vars())); // straight to the summary
        return bash(fill(b[8]!, { ...vars(), answer: picked })); // grant
      }
      case 13:
        if (answer !== 'Delete') return (summary = prev!.text);
        return bash(fill(b[9]!, vars())); // apply --ids
      case 14:
        return bash(fill(b[10]!, vars())); // plan-after + summary
      default:
        summary = prev?.text ?? '';
        return summary;
    }
  };
  const classifier = (req: MessagesRequest): Reply => {
    const lines = firstUserText(req).split('\n').filter((l) => l.startsWith('{"path"'));
    judged.push(...lines.map((l) => (JSON.parse(l) as { path: string }).path));
    const proposals = lines.map((l) => ({ ...(JSON.parse(l) as { proposal_if_served: object }).proposal_if_served, confidence: 0.9, why: 'both tasks are ticked and x is released' }));
    return JSON.stringify({ proposals });
  };

  const run = await runClaudeInteractive({
    prompt: '/doc-hygiene:hygiene sweep',
    cwd: r.root,
    script: (req) => (systemText(req).includes(CLASSIFIER_MARK) ? classifier(req) : main(req)),
    maxRequests: 40,
    timeoutMs: 240_000,
    onAsk: (qs) => {
      asked.push({ question: qs[0]?.question ?? '', leftoverThen: existsSync(join(r.root, LEFTOVER)), planThen: existsSync(join(r.root, PLAN)) });
      return Object.fromEntries(qs.map((q) => [q.question, answer]));
    },
  });
  assert.deepEqual(run.mockErrors, []);
  return { code: run.code, commands, asked, results, judged, summary, stderr: run.stderr };
}

describe('Sweep', () => {
  it('A sweep in the real client deletes the auto ones and asks before the others', async () => {
    for (const s of ['sweep.mjs', 'report-builder.mjs', 'validate-report.mjs', 'apply-edits.mjs']) requireDist(s);
    // Approved: the leftover goes without a question; the judged plan only after "Delete".
    const a = fixture();
    const run = await runSweep(a, 'Delete');
    assert.equal(run.code, 0, run.stderr);
    assert.ok(run.results.every((x) => !x.is_error), JSON.stringify(run.results, null, 1));
    assert.deepEqual(run.judged, [PLAN], 'only the served_when candidate went to the classifier');
    assert.equal(run.asked.length, 1, 'exactly one question, for the judged delete');
    // What the plugin had done when the client asked (the question's wording is the scripted model's own).
    assert.deepEqual({ leftoverThen: run.asked[0]!.leftoverThen, planThen: run.asked[0]!.planThen }, { leftoverThen: false, planThen: true });
    assert.ok(!existsSync(join(a.root, LEFTOVER)) && !existsSync(join(a.root, PLAN)));
    assert.ok(existsSync(join(a.root, 'openspec/changes/archive/2026-01-02-add-x/proposal.md')) && existsSync(join(a.root, 'CLAUDE.md')));
    assert.match(run.summary, /^Sweep: 2 deleted, 0 kept\./);
    assert.ok(!existsSync(join(a.root, '.dochygiene', 'report.json')), "the sweep leaves /hygiene check's report alone");

    // Declined: the plan is never granted nor deleted; the leftover still goes.
    const b = fixture();
    const kept = await runSweep(b, 'Keep');
    assert.equal(kept.code, 0, kept.stderr);
    assert.equal(kept.asked.length, 1);
    assert.ok(!existsSync(join(b.root, LEFTOVER)) && existsSync(join(b.root, PLAN)));
    assert.ok(!kept.commands.some((c) => / grant /.test(c)));
    assert.match(kept.summary, /Kept:\n- docs\/plans\/ship-x\.md: not approved \(confirm\)/);
  });
});
