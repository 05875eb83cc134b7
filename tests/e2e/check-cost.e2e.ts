// openspec/specs/check/spec.md, "Model Cost Does Not Grow With The Repository": the budget, the
// classification cache and the report's list of what was left, in the real client; and "Unsure Hard
// Choices Go To A Stronger Model": the escalation step. A scripted
// model follows the hygiene-check skill (support/check-driver.ts); what is asserted is what the
// plugin did: which files reached a classifier, what report.md says, which entries the report holds.
import { describe, it, after } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { createHash } from 'node:crypto';
import { REPO_ROOT } from './support/run-claude.ts';
import { makeRepo, type FixtureRepo } from './support/fixture-repo.ts';
import { runCheck, linkOrDistill, isClassifier, type CheckRun } from './support/check-driver.ts';
import { firstUserText } from './support/mock-api.ts';

const PLUGIN_DIR = process.env.DH_E2E_PLUGIN_DIR || REPO_ROOT;
const repos: FixtureRepo[] = [];
after(() => repos.forEach((r) => r.dispose()));

const built = () => existsSync(join(PLUGIN_DIR, 'dist', 'check-steps.mjs'));

/** Four docs, each linking a file that never existed (only a classifier can judge that). */
function fixture(config?: string): FixtureRepo {
  const files: Record<string, string> = {
    'CLAUDE.md': '# Project\n\nConventions are in [the notes](docs/notes-gone.md).\n',
    '.claude/commands/release.md': '# Release\n\nFollow [the checklist](../../docs/checklist-gone.md).\n',
    'docs/short.md': '# Short\n\nSee [gone](gone-a.md).\n',
    'docs/long.md': `# Long\n\n${'Prose that explains the design at some length. '.repeat(40)}\n\nSee [gone](gone-b.md).\n`,
    'src/index.ts': 'export const answer = 42;\n',
  };
  if (config) files['.dochygiene.yaml'] = config;
  const r = makeRepo(files, { commitDate: '2026-01-05T10:00:00Z' });
  repos.push(r);
  return r;
}

const check = (r: FixtureRepo, args = ''): Promise<CheckRun> => runCheck(r.root, PLUGIN_DIR, { args, answer: (root, files) => linkOrDistill(root, files) });

interface Report {
  entries: { id: string; path: string; exact_edit?: { expected_sha256?: string }; reducible_range?: { expected_sha256?: string } }[];
}
const report = (r: FixtureRepo): Report => JSON.parse(readFileSync(join(r.root, '.dochygiene', 'report.json'), 'utf8')) as Report;
const reportMd = (r: FixtureRepo): string => readFileSync(join(r.root, '.dochygiene', 'report.md'), 'utf8');

function assertWritten(c: CheckRun): void {
  assert.equal(c.run.code, 0, c.run.stderr);
  assert.deepEqual(c.run.mockErrors, []);
  for (const res of c.results) assert.equal(res.is_error, false, res.text);
  // begin, then finish once per round of classifiers (the batches, an escalation).
  const rounds = c.agentCalls.length ? 1 + (c.escalations.length ? 1 : 0) : 0;
  assert.equal(c.commands.length, 1 + rounds, `every step ran:\n${c.commands.join('\n')}`);
}

describe('Model Cost Does Not Grow With The Repository', () => {
  it('A check over more candidates than the budget classifies the highest-ranked ones, says in report.md what was left, and the next check takes them', async (t) => {
    if (!built()) return t.skip('dist/ is not built');
    const r = fixture('classify:\n  max_files: 2\n');
    const first = await check(r);
    assertWritten(first);
    // Agent memory first, then agent prompts; the living docs wait.
    assert.deepEqual(first.filesRead, ['.claude/commands/release.md', 'CLAUDE.md']);
    assert.match(first.planLine, /2 to classify \(2 findings\) in 1 batch, 2 left for the next check$/);
    const md = reportMd(r);
    assert.match(md, /^\| Left for the next check \| 2 \|$/m);
    const section = md.slice(md.indexOf('## Left for the next check (2)'));
    assert.ok(md.includes('## Left for the next check (2)'), md);
    assert.ok(section.includes('`docs/long.md`') && section.includes('`docs/short.md`'), section);
    assert.ok(!/`docs\/(long|short)\.md`: judged clean/.test(md), 'a file left for later is not listed as cleared');
    assert.deepEqual(report(r).entries.map((e) => e.path).sort(), ['.claude/commands/release.md', 'CLAUDE.md']);

    const second = await check(r);
    assertWritten(second);
    assert.deepEqual(second.filesRead, ['docs/long.md', 'docs/short.md'], 'the next check starts with what was left');
    assert.match(second.planLine, /2 cached, 2 to classify \(2 findings\) in 1 batch, 0 left for the next check$/);
    assert.deepEqual(report(r).entries.map((e) => e.path).sort(), ['.claude/commands/release.md', 'CLAUDE.md', 'docs/long.md', 'docs/short.md']);
    assert.ok(!reportMd(r).includes('## Left for the next check ('));
  });

  it('A re-check of an unchanged repository dispatches no classifier', async (t) => {
    if (!built()) return t.skip('dist/ is not built');
    const r = fixture();
    const first = await check(r);
    assertWritten(first);
    assert.ok(first.agentCalls.length >= 1);
    assert.equal(first.filesRead.length, 4);
    const ids = report(r).entries.map((e) => e.id).sort();

    const second = await check(r);
    assertWritten(second);
    assert.equal(second.agentCalls.length, 0, 'no classifier dispatched');
    assert.equal(second.classifierRequests.length, 0);
    assert.match(second.planLine, /4 cached, 0 to classify \(0 findings\) in 0 batches/);
    assert.deepEqual(report(r).entries.map((e) => e.id).sort(), ids, 'the cached proposals give the same entries');
  });

  it("A classifier is sent no project CLAUDE.md as instructions, only the batch it judges", async (t) => {
    if (!built()) return t.skip('dist/ is not built');
    const r = fixture();
    const c = await check(r);
    assertWritten(c);
    // The client gives the main session the project's CLAUDE.md as instructions...
    const instructions = `Contents of ${r.root}/CLAUDE.md (project instructions`;
    const main = c.run.messages.filter((m) => !isClassifier(m));
    assert.ok(main.some((m) => firstUserText(m).includes(instructions)), 'the main session loads CLAUDE.md');
    // ...but the classifier agent (omitClaudeMd) is sent it only as a doc of its batch file: it would
    // be resent with every classifier request, and a doc under judgment is data, never instructions.
    assert.ok(c.classifierRequests.length >= 2);
    for (const m of c.classifierRequests) assert.ok(!firstUserText(m).includes('(project instructions'), firstUserText(m).slice(0, 400));
    assert.ok(c.filesRead.includes('CLAUDE.md'), 'CLAUDE.md is still judged, from its batch');
  });

  it('A cache entry whose file changed is not reused', async (t) => {
    if (!built()) return t.skip('dist/ is not built');
    const r = fixture();
    assertWritten(await check(r));
    // Below the link: the scanner's evidence is the same, only the bytes tell the cache.
    r.write('docs/short.md', '# Short\n\nSee [gone](gone-a.md).\n\nA new last paragraph.\n');
    r.commit('edit the short doc', '2026-01-06T10:00:00Z');

    const second = await check(r);
    assertWritten(second);
    assert.deepEqual(second.filesRead, ['docs/short.md'], 'only the changed file goes to a classifier');
    const entry = report(r).entries.find((e) => e.path === 'docs/short.md');
    // A judged fix of a link without history is a generative entry; its range is bound to today's bytes.
    const digest = entry?.exact_edit?.expected_sha256 ?? entry?.reducible_range?.expected_sha256;
    assert.ok(digest, 'the changed file has its new entry');
    assert.equal(digest, createHash('sha256').update(readFileSync(join(r.root, 'docs/short.md'))).digest('hex'));
  });
});

describe('Unsure Hard Choices Go To A Stronger Model', () => {
  it("A classifier unsure of a hard choice is asked again of Opus, and the report holds Opus's answer", async (t) => {
    if (!built()) return t.skip('dist/ is not built');
    const r = fixture();
    const models: string[] = [];
    const c = await runCheck(r.root, PLUGIN_DIR, {
      answer: (root, files, ctx) => {
        if (ctx.escalated) {
          models.push(ctx.model);
          // The stronger model answers for its file, and also (wrongly) for a file nobody escalated.
          const judged = (linkOrDistill(root, files) as { proposals: Record<string, unknown>[] }).proposals[0]!;
          return {
            proposals: [
              { ...judged, op: 'Escalated answer: point the link at the new notes.', confidence: 0.9 },
              { ...judged, path: 'docs/short.md', op: 'Smuggled answer for docs/short.md.' },
            ],
          };
        }
        // The first classifier is unsure on CLAUDE.md (stale vs bloat): a distill at confidence 0.4.
        const first = linkOrDistill(root, files) as { proposals: Record<string, unknown>[] };
        return {
          proposals: first.proposals.map((p) =>
            p.path === 'CLAUDE.md' ? { ...p, category: { class: 'bloat', subtype: 'distill' }, op: 'First answer: condense the memory file.', confidence: 0.4 } : p,
          ),
        };
      },
    });
    assertWritten(c);
    assert.deepEqual(c.escalations.map((e) => e[1]), ['CLAUDE.md'], 'the script listed the one unsure hard choice');
    assert.equal(models.length, 1);
    assert.match(models[0]!, /opus/i, 'the client ran the escalated classifier on Opus');
    const entries = report(r).entries as unknown as { path: string; op: string; category: { class: string } }[];
    const ops = (p: string) => entries.filter((e) => e.path === p).map((e) => e.op);
    assert.deepEqual(ops('CLAUDE.md'), ['Escalated answer: point the link at the new notes.']);
    assert.equal(entries.find((e) => e.path === 'CLAUDE.md')!.category.class, 'stale');
    assert.equal(ops('docs/short.md').length, 1);
    assert.ok(!ops('docs/short.md')[0]!.startsWith('Smuggled'), 'an escalated answer replaces only its own file');
  });
});

describe('A Check In Few Requests', () => {
  it('A first check with one batch takes at most six orchestrator requests', async (t) => {
    if (!built()) return t.skip('dist/ is not built');
    const r = fixture();
    const c = await check(r);
    assertWritten(c);
    assert.equal(c.agentCalls.length, 1, 'one batch');
    assert.ok(c.orchestratorRequests <= 6, `${c.orchestratorRequests} orchestrator requests`);
    assert.ok(report(r).entries.length > 0);
  });

  it('A re-check of an unchanged repository takes at most three orchestrator requests', async (t) => {
    if (!built()) return t.skip('dist/ is not built');
    const r = fixture();
    assertWritten(await check(r));
    const ids = report(r).entries.map((e) => e.id).sort();
    const again = await check(r);
    assertWritten(again);
    assert.ok(again.orchestratorRequests <= 3, `${again.orchestratorRequests} orchestrator requests`);
    assert.equal(again.classifierRequests.length, 0, 'no classifier ran');
    assert.deepEqual(report(r).entries.map((e) => e.id).sort(), ids);
  });
});

describe('Findings Are Routed By Who Can Answer Them', () => {
  it('In the real client, OpenSpec leftovers reach no classifier and the report lists their commands', async (t) => {
    if (!built()) return t.skip('dist/ is not built');
    const r = makeRepo(
      {
        'openspec/specs/auth/spec.md': '# Auth\n\nThe spec.\n',
        'openspec/changes/add-login/proposal.md': '# Add login\n\nWhy and what.\n',
        'openspec/changes/add-login/tasks.md': '# Tasks\n\n- [x] write it\n- [x] test it\n',
        'docs/guide.md': '# Guide\n\nSee [the notes](notes-gone.md).\n',
      },
      { commitDate: '2026-01-05T10:00:00Z' },
    );
    repos.push(r);
    const c = await check(r);
    assertWritten(c);
    assert.deepEqual(c.filesRead, ['docs/guide.md'], 'the classifier was given the guide only');
    const md = reportMd(r);
    assert.match(md, /^- `openspec\/changes\/add-login`: run `openspec archive add-login` /m);
  });
});
