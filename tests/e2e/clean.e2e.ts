// openspec/specs/clean/spec.md: `/hygiene clean` in the real client. A scripted model follows the
// hygiene-clean skill (its own ```bash blocks, as the client delivered them). The user's answers to
// AskUserQuestion are scripted too: the client runs with `--input-format stream-json
// --permission-prompt-tool stdio` (what the Agent SDK uses), asks the host with a `can_use_tool`
// control request, and the test answers it, observing the project at that very moment.
import { describe, it, after } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { runClaudeInteractive, type AskedQuestion } from './support/run-claude-interactive.ts';
import type { MessagesRequest, Reply } from './support/mock-api.ts';
import { loadedSkill, bashBlocks, blockWith, fill, step, lastToolResult } from './support/skill-driver.ts';
import { makeRepo, type FixtureRepo } from './support/fixture-repo.ts';
import { requireDist } from './support/dist.ts';
import { entry, writeReport, sha } from '../apply/support/fixture.ts';
import { verifyAuditChain } from '../../scripts/apply/audit.ts';
import { readGrants } from '../../scripts/apply/grants.ts';

const repos: FixtureRepo[] = [];
after(() => repos.forEach((r) => r.dispose()));

// Two links to files git shows moved (the repository proves both fixes), and old release notes.
const CLAUDE_MD = '# Project\n\nSetup: see [the setup guide](docs/setup-old.md).\n\nRelease: see [the release guide](docs/release-old.md).\n\n## Old release notes\nv1 shipped in 2019.\nv2 shipped in 2021.\n\n## Rules\nRun the tests.\n';
const SETUP_FIXED = CLAUDE_MD.replace('(docs/setup-old.md)', '(docs/setup.md)');
const NOTES = '## Old release notes\nv1 shipped in 2019.\nv2 shipped in 2021.\n\n';

interface Fixture {
  r: FixtureRepo;
  setupId: string;
  releaseId: string;
  confirmId: string;
}

function fixture(): Fixture {
  const r = makeRepo({ 'CLAUDE.md': CLAUDE_MD, 'docs/setup-old.md': '# Setup\n\nInstall it.\n', 'docs/release-old.md': '# Release\n\nTag it.\n' }, { commitDate: '2026-01-05T10:00:00Z' });
  repos.push(r);
  r.git('mv', 'docs/setup-old.md', 'docs/setup.md');
  r.git('mv', 'docs/release-old.md', 'docs/release.md');
  r.commit('rename the guides', '2026-01-06T10:00:00Z');
  const h = sha(readFileSync(join(r.root, 'CLAUDE.md')));
  const fix = (line: number, from: string, to: string) => entry({ path: 'CLAUDE.md', perSession: true, tokens: 4, subtype: 'contradicted', op: `Point the link at ${to}.`, edit: { kind: 'replace-text', anchor: { start_line: line, end_line: line }, match: from, replacement: to, expected_sha256: h } });
  const setup = fix(3, 'docs/setup-old.md', 'docs/setup.md');
  const release = fix(5, 'docs/release-old.md', 'docs/release.md');
  const confirm = entry({ path: 'CLAUDE.md', perSession: true, tokens: 20, op: 'Remove the old release notes (lines 7-10).', edit: { kind: 'delete-range', anchor: { start_line: 7, end_line: 10 }, expected_sha256: h } });
  writeReport(r.root, [setup, release, confirm]);
  return { r, setupId: setup.id, releaseId: release.id, confirmId: confirm.id };
}

interface Asked {
  questions: AskedQuestion[];
  /** CLAUDE.md when the client asked. */
  fileThen: string;
  /** Bash commands issued before the question. */
  commandsBefore: string[];
}

interface PlanRow {
  id: string;
  path: string;
  bucket: string;
  change?: { line?: number; before: string; after: string };
  safe_because?: string;
}

interface CleanRun {
  code: number | null;
  commands: string[];
  asked: Asked[];
  plan?: { confirm_auto: boolean; entries: PlanRow[] };
  results: { text: string; is_error: boolean }[];
  stderr: string;
}

/** The user's answers: to the one question about the auto edits, to each auto row, to the confirm edit. */
interface Answers {
  auto?: 'Apply all' | 'Choose' | 'None';
  rows?: Record<string, 'Apply' | 'Skip'>;
  confirm: 'Apply' | 'Skip';
}

/** Drives `/doc-hygiene:hygiene clean <args>` as the skill says, with the user's scripted answers. */
async function runClean(f: Fixture, args: string, answers: Answers): Promise<CleanRun> {
  const commands: string[] = [];
  const results: { text: string; is_error: boolean }[] = [];
  const asked: Asked[] = [];
  let skillBody = '';
  let scratch = '';
  let plan: CleanRun['plan'];
  // The scripted model's to-do list: what it does after each tool result, in order.
  const queue: Array<(prev: { text: string; is_error: boolean } | undefined) => Reply> = [];
  const bash = (command: string): Reply => {
    commands.push(command);
    return { tool_uses: [{ name: 'Bash', input: { command, description: `hygiene-clean step ${commands.length}` } }] };
  };
  const ask = (questions: AskedQuestion[], text?: string): Reply => ({ ...(text ? { text } : {}), tool_uses: [{ name: 'AskUserQuestion', input: { questions } }] });
  const picked = (prev: { text: string } | undefined, question: string) => {
    const m = new RegExp(`"${question.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}"="([^"]*)"`).exec(prev?.text ?? '');
    return m?.[1];
  };
  const autoRows = () => plan!.entries.filter((e) => e.bucket === 'auto');
  const rowLine = (e: PlanRow) => `${e.path}:${e.change!.line} \`${e.change!.before}\` → \`${e.change!.after}\` (${e.safe_because})`;
  const rowQuestion = (e: PlanRow) => `Apply replace-text to ${e.path}:${e.change!.line}? ${e.change!.before} → ${e.change!.after}`;

  const confirmSteps = () => {
    const blocks = bashBlocks(skillBody);
    const vars = { scratch, 'extraction-flag': '', 'extraction-flags': '', id: f.confirmId, 'approved-ids': f.confirmId };
    queue.push(() => bash(fill(blockWith(blocks, 'preview <id> <extraction-flag>'), vars)));
    queue.push((prev) =>
      ask([{ question: 'Apply delete-range to CLAUDE.md? Remove the old release notes (lines 7-10).', header: 'Edit 1', multiSelect: false, options: [{ label: 'Apply', description: 'Remove lines 7-10' }, { label: 'Skip', description: 'Leave CLAUDE.md as it is' }] }], `Here is the one edit that needs your approval:\n${prev!.text}`),
    );
    queue.push((prev) => {
      const answer = picked(prev, 'Apply delete-range to CLAUDE.md? Remove the old release notes (lines 7-10).');
      if (answer !== 'Apply') return { text: 'Declined: the release notes stay. Undo with apply-edits undo.' };
      queue.unshift(() => bash(fill(blockWith(blocks, 'apply --ids <approved-ids>'), vars)), () => ({ text: 'Done. Undo with apply-edits undo.' }));
      return bash(fill(blockWith(blocks, 'grant <id> --confirmation "<answer>" <extraction-flag>'), { ...vars, answer }));
    });
  };

  const script = (req: MessagesRequest): Reply => {
    const n = step(req);
    const prev = lastToolResult(req);
    if (n > 1 && prev) results.push(prev);
    if (n === 0) return { tool_uses: [{ name: 'Skill', input: { skill: 'doc-hygiene:hygiene-clean', args } }] };
    if (n === 1) {
      skillBody = loadedSkill(req, 'hygiene-clean') ?? '';
      assert.ok(skillBody, 'the Skill call loaded the hygiene-clean skill');
      const blocks = bashBlocks(skillBody);
      queue.push(() => bash(blocks[0]!)); // node --version
      queue.push(() => bash(blockWith(blocks, 'state-store.mjs" scratch')));
      queue.push((p) => {
        scratch = p!.text.trim();
        return bash(blockWith(blocks, 'apply-edits.mjs" plan'));
      });
      queue.push((p) => {
        plan = JSON.parse(p!.text);
        const vars = { scratch, 'extraction-flags': '' };
        if (args.includes('--yes') || !plan!.confirm_auto) {
          // The skill's rule: with --yes (or confirm_auto false) nothing is asked about the auto edits.
          confirmSteps();
          return bash(fill(blockWith(blocks, 'apply --tier auto <extraction-flags>'), vars));
        }
        const rows = autoRows();
        queue.push((q) => {
          const answer = picked(q, `Apply these ${rows.length} edits the repository proves safe?`);
          if (answer === 'Apply all') {
            confirmSteps();
            return bash(fill(blockWith(blocks, 'apply --tier auto <extraction-flags>'), vars));
          }
          if (answer === 'Choose') {
            queue.unshift((r) => {
              const chosen = rows.filter((e) => picked(r, rowQuestion(e)) === 'Apply').map((e) => e.id);
              const declined = rows.filter((e) => !chosen.includes(e.id)).map((e) => e.id);
              confirmSteps();
              return bash(fill(blockWith(blocks, 'apply --ids <chosen-ids> --decline <declined-ids>'), { ...vars, 'chosen-ids': chosen.join(' '), 'declined-ids': declined.join(' ') }));
            });
            return ask(rows.map((e, i) => ({ question: rowQuestion(e), header: `Auto ${i + 1}`, multiSelect: false, options: [{ label: 'Apply', description: e.safe_because! }, { label: 'Skip', description: `Leave ${e.path} as it is` }] })));
          }
          confirmSteps();
          return bash(fill(blockWith(blocks, 'apply --decline <auto-ids>'), { 'auto-ids': rows.map((e) => e.id).join(' ') }));
        });
        return ask(
          [{ question: `Apply these ${rows.length} edits the repository proves safe?`, header: 'Auto edits', multiSelect: false, options: [{ label: 'Apply all', description: 'Apply every row listed' }, { label: 'Choose', description: 'Decide row by row' }, { label: 'None', description: 'Leave every file as it is' }] }],
          `These edits are safe to make unattended:\n${rows.map(rowLine).join('\n')}`,
        );
      });
    }
    const next = queue.shift();
    return next ? next(prev) : { text: 'Nothing more to do.' };
  };

  const run = await runClaudeInteractive({
    prompt: `/doc-hygiene:hygiene clean${args ? ` ${args}` : ''}`,
    cwd: f.r.root,
    script,
    maxRequests: 40,
    timeoutMs: 240_000,
    onAsk: (qs) => {
      asked.push({ questions: qs, fileThen: readFileSync(join(f.r.root, 'CLAUDE.md'), 'utf8'), commandsBefore: [...commands] });
      return Object.fromEntries(
        qs.map((q) => [q.question, q.header === 'Auto edits' ? answers.auto! : q.header?.startsWith('Auto ') ? answers.rows![q.question.replace(/^Apply replace-text to CLAUDE\.md:(\d+).*$/, '$1')]! : answers.confirm]),
      );
    },
  });
  assert.deepEqual(run.mockErrors, []);
  return { code: run.code, commands, asked, plan, results, stderr: run.stderr };
}

function trail(root: string): string[] {
  const chain = verifyAuditChain(root);
  assert.equal(chain.ok, true);
  return chain.records
    .filter((x) => ['apply', 'decline', 'grant', 'consume'].includes(x.event))
    .map((x) => (x.event === 'apply' || x.event === 'decline' ? `${x.event} ${(x.data.entries as Array<{ id: string; tier?: string }>).map((e) => (e.tier ? `${e.id}:${e.tier}` : e.id)).join(',')}` : `${x.event} ${String(x.data.entry_id)}`));
}

describe('The Clean Skill', () => {
  it('/hygiene clean lists the auto rows, asks once, and honours what the user chose', async () => {
    requireDist('apply-edits.mjs');
    // The user chooses row by row: the setup fix yes, the release fix no; then approves the confirm edit.
    const a = fixture();
    const run = await runClean(a, '', { auto: 'Choose', rows: { '3': 'Apply', '5': 'Skip' }, confirm: 'Apply' });
    assert.equal(run.code, 0, run.stderr);
    assert.ok(run.results.every((x) => !x.is_error), JSON.stringify(run.results));
    // The plan gave each auto row what the user needs to decide: the line, before -> after, why it is safe.
    const rows = run.plan!.entries.filter((e) => e.bucket === 'auto');
    assert.deepEqual(rows.map((e) => [e.id, e.change]), [[a.setupId, { line: 3, before: 'docs/setup-old.md', after: 'docs/setup.md' }], [a.releaseId, { line: 5, before: 'docs/release-old.md', after: 'docs/release.md' }]]);
    for (const e of rows) assert.match(e.safe_because!, /^git history shows docs\/\w+-old\.md moved to docs\/\w+\.md/);
    // Asked once about the auto rows, before anything was applied; then row by row; then the confirm edit.
    assert.deepEqual(run.asked.map((q) => q.questions.map((x) => x.header)), [['Auto edits'], ['Auto 1', 'Auto 2'], ['Edit 1']]);
    // Each row the user was asked about shows its line, before -> after, and why it is safe, as the plan gave them.
    run.asked[1]!.questions.forEach((q, i) => {
      const e = rows[i]!;
      assert.equal(q.question, `Apply replace-text to CLAUDE.md:${e.change!.line}? ${e.change!.before} → ${e.change!.after}`);
      assert.equal(q.options[0]!.description, e.safe_because);
    });
    assert.deepEqual(run.asked[0]!.questions[0]!.options.map((o) => o.label), ['Apply all', 'Choose', 'None']);
    assert.equal(run.asked[0]!.fileThen, CLAUDE_MD, 'nothing applied before the user answered');
    assert.ok(!run.asked[0]!.commandsBefore.some((c) => / apply /.test(c)), 'no apply command before the user answered');
    assert.equal(run.asked[2]!.fileThen, SETUP_FIXED, 'the chosen row applied, the declined one not, when the confirm edit was asked');
    // What the plugin did: the declined row unchanged, and the journal and the audit say so.
    assert.equal(readFileSync(join(a.r.root, 'CLAUDE.md'), 'utf8'), SETUP_FIXED.replace(NOTES, ''));
    // (The runs were sealed under the client's throwaway HOME's key: read as the plain files they are.)
    const journal = join(a.r.root, '.dochygiene', 'journal');
    const declinedIn = readdirSync(journal).sort().flatMap((run) => JSON.parse(readFileSync(join(journal, run, 'manifest.json'), 'utf8')).declined ?? []);
    assert.deepEqual(declinedIn, [{ id: a.releaseId, path: 'CLAUDE.md', kind: 'replace-text' }]);
    assert.deepEqual(trail(a.r.root), [`apply ${a.setupId}:auto`, `decline ${a.releaseId}`, `grant ${a.confirmId}`, `consume ${a.confirmId}`, `apply ${a.confirmId}:confirm`]);
    assert.deepEqual(readGrants(a.r.root).map((g) => [g.entry_id, g.state, g.confirmation]), [[a.confirmId, 'consumed', 'Apply']]);
    assert.notEqual(JSON.parse(readFileSync(join(a.r.root, '.dochygiene', 'state.json'), 'utf8')).last_clean, null);

    // --yes: the auto edits run without a question; the confirm edit is still asked, and declined.
    const b = fixture();
    const yes = await runClean(b, '--yes', { confirm: 'Skip' });
    assert.equal(yes.code, 0, yes.stderr);
    assert.deepEqual(yes.asked.map((q) => q.questions.map((x) => x.header)), [['Edit 1']]);
    assert.equal(yes.asked[0]!.fileThen, SETUP_FIXED.replace('(docs/release-old.md)', '(docs/release.md)'), 'both auto edits applied before the only question');
    assert.equal(readFileSync(join(b.r.root, 'CLAUDE.md'), 'utf8'), SETUP_FIXED.replace('(docs/release-old.md)', '(docs/release.md)'));
    assert.deepEqual(readGrants(b.r.root), []);
    assert.deepEqual(trail(b.r.root), [`apply ${b.setupId}:auto,${b.releaseId}:auto`]);
  });
});
