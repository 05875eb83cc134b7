// openspec/specs/clean/spec.md: `/hygiene clean` in the real client. A scripted model follows the
// hygiene-clean skill (its own ```bash blocks, as the client delivered them). The user's answer to
// AskUserQuestion is scripted too: the client runs with `--input-format stream-json
// --permission-prompt-tool stdio` (what the Agent SDK uses), asks the host with a `can_use_tool`
// control request, and the test answers it, observing the project at that very moment.
import { describe, it, after } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { runClaudeInteractive, type AskedQuestion } from './support/run-claude-interactive.ts';
import type { MessagesRequest, Reply } from './support/mock-api.ts';
import { loadedSkill, bashBlocks, fill, step, lastToolResult } from './support/skill-driver.ts';
import { makeRepo, type FixtureRepo } from './support/fixture-repo.ts';
import { requireDist } from './support/dist.ts';
import { entry, writeReport, sha } from '../apply/support/fixture.ts';
import { verifyAuditChain } from '../../scripts/apply/audit.ts';
import { readGrants } from '../../scripts/apply/grants.ts';

const repos: FixtureRepo[] = [];
after(() => repos.forEach((r) => r.dispose()));

const CLAUDE_MD = '# Project\n\nSetup: see (docs/setup-old.md).\n\n## Old release notes\nv1 shipped in 2019.\nv2 shipped in 2021.\n\n## Rules\nRun the tests.\n';
const AFTER_AUTO = CLAUDE_MD.replace('(docs/setup-old.md)', '(docs/setup.md)');
const AFTER_BOTH = AFTER_AUTO.replace('## Old release notes\nv1 shipped in 2019.\nv2 shipped in 2021.\n\n', '');

function fixture(): { r: FixtureRepo; autoId: string; confirmId: string } {
  const r = makeRepo({ 'CLAUDE.md': CLAUDE_MD, 'docs/setup.md': '# Setup\n' }, { commitDate: '2026-01-05T10:00:00Z' });
  repos.push(r);
  const h = sha(readFileSync(join(r.root, 'CLAUDE.md')));
  const auto = entry({ path: 'CLAUDE.md', perSession: true, tokens: 4, subtype: 'contradicted', op: 'Point the setup link at docs/setup.md.', edit: { kind: 'replace-text', anchor: { start_line: 3, end_line: 3 }, match: '(docs/setup-old.md)', replacement: '(docs/setup.md)', expected_sha256: h } });
  const confirm = entry({ path: 'CLAUDE.md', perSession: true, tokens: 20, op: 'Remove the old release notes (lines 5-8).', edit: { kind: 'delete-range', anchor: { start_line: 5, end_line: 8 }, expected_sha256: h } });
  writeReport(r.root, [auto, confirm]);
  return { r, autoId: auto.id, confirmId: confirm.id };
}

interface Asked {
  questions: AskedQuestion[];
  /** CLAUDE.md when the client asked. */
  fileThen: string;
  /** Bash commands issued before the question. */
  commandsBefore: number;
}

interface CleanRun {
  code: number | null;
  commands: string[];
  asked: Asked[];
  results: { text: string; is_error: boolean }[];
  finalText: string;
  stderr: string;
}

/** Drives `/doc-hygiene:hygiene clean`; the user answers `answer` to every question. */
async function runClean(r: FixtureRepo, ids: { confirmId: string }, answer: 'Apply' | 'Skip'): Promise<CleanRun> {
  const commands: string[] = [];
  const results: { text: string; is_error: boolean }[] = [];
  const asked: Asked[] = [];
  let skillBody = '';
  let scratch = '';
  let finalText = '';
  const bash = (command: string): Reply => {
    commands.push(command);
    return { tool_uses: [{ name: 'Bash', input: { command, description: `hygiene-clean step ${commands.length}` } }] };
  };
  const script = (req: MessagesRequest): Reply => {
    const n = step(req);
    const prev = lastToolResult(req);
    if (n > 1 && prev) results.push(prev);
    if (n === 0) return { tool_uses: [{ name: 'Skill', input: { skill: 'doc-hygiene:hygiene-clean', args: '' } }] };
    if (n === 1) {
      skillBody = loadedSkill(req, 'hygiene-clean') ?? '';
      assert.ok(skillBody, 'the Skill call loaded the hygiene-clean skill');
    }
    const blocks = bashBlocks(skillBody);
    const vars = { scratch, 'extraction-flags': '', 'extraction-flag': '', id: ids.confirmId, answer, 'approved-ids': ids.confirmId };
    switch (n) {
      case 1:
        return bash(blocks[0]!); // node --version
      case 2:
        return bash(blocks[1]!); // state-store scratch
      case 3:
        scratch = prev!.text.trim();
        return bash(blocks[2]!); // plan
      case 4: {
        const plan = JSON.parse(prev!.text) as { entries: Array<{ id: string; bucket: string }> };
        assert.deepEqual(plan.entries.map((e) => e.bucket), ['auto', 'confirm']);
        return bash(fill(blocks[3]!, vars)); // apply --tier auto
      }
      case 5:
        return bash(fill(blocks[4]!, vars)); // preview <id>
      case 6:
        return {
          text: `Here is the one edit that needs your approval:\n${prev!.text}`,
          tool_uses: [{
            name: 'AskUserQuestion',
            input: {
              questions: [{
                question: 'Apply delete-range to CLAUDE.md? Remove the old release notes (lines 5-8).',
                header: 'Edit 1',
                multiSelect: false,
                options: [{ label: 'Apply', description: 'Remove lines 5-8' }, { label: 'Skip', description: 'Leave CLAUDE.md as it is' }],
              }],
            },
          }],
        };
      case 7: {
        const picked = /="([^"]*)"/.exec(prev!.text)?.[1];
        if (picked !== 'Apply') return (finalText = 'Declined: the release notes stay. Undo with apply-edits undo.');
        return bash(fill(blocks[5]!, { ...vars, answer: picked })); // grant
      }
      case 8:
        return bash(fill(blocks[6]!, vars)); // apply --ids
      default:
        return (finalText = 'Applied 2 edits. Undo with apply-edits undo.');
    }
  };

  const run = await runClaudeInteractive({
    prompt: '/doc-hygiene:hygiene clean',
    cwd: r.root,
    script,
    maxRequests: 30,
    timeoutMs: 180_000,
    onAsk: (qs) => {
      asked.push({ questions: qs, fileThen: readFileSync(join(r.root, 'CLAUDE.md'), 'utf8'), commandsBefore: commands.length });
      return Object.fromEntries(qs.map((q) => [q.question, answer]));
    },
  });
  assert.deepEqual(run.mockErrors, []);
  return { code: run.code, commands, asked, results, finalText, stderr: run.stderr };
}

describe('The Clean Skill', () => {
  it('/hygiene clean in the real client', async () => {
    requireDist('apply-edits.mjs');
    // Approved: the auto edit runs without a question; the confirm edit only after "Apply".
    const a = fixture();
    const run = await runClean(a.r, a, 'Apply');
    assert.equal(run.code, 0, run.stderr);
    assert.equal(run.asked.length, 1, 'exactly one question, for the confirm edit');
    const q = run.asked[0]!;
    // What the plugin did, not what the scripted model typed: when the client asked, the auto edit
    // was applied and the confirm edit was not; the audit log shows the auto entry applied alone,
    // then the grant of the user's answer, its consumption, and the confirm entry applied under it.
    assert.equal(q.fileThen, AFTER_AUTO, 'when the client asked, the auto edit was applied and the confirm edit was not');
    assert.ok(run.results.every((x) => !x.is_error), JSON.stringify(run.results));
    const chain = verifyAuditChain(a.r.root);
    assert.equal(chain.ok, true);
    const trail = chain.records
      .filter((x) => x.event === 'apply' || x.event === 'grant' || x.event === 'consume')
      .map((x) => (x.event === 'apply' ? `apply ${(x.data.entries as Array<{ id: string; tier: string }>).map((e) => `${e.id}:${e.tier}`).join(',')}` : `${x.event} ${String(x.data.entry_id)}`));
    assert.deepEqual(trail, [`apply ${a.autoId}:auto`, `grant ${a.confirmId}`, `consume ${a.confirmId}`, `apply ${a.confirmId}:confirm`]);
    assert.equal(readFileSync(join(a.r.root, 'CLAUDE.md'), 'utf8'), AFTER_BOTH);
    const grants = readGrants(a.r.root);
    assert.deepEqual(grants.map((g) => [g.entry_id, g.state, g.confirmation]), [[a.confirmId, 'consumed', 'Apply']]);
    assert.equal(verifyAuditChain(a.r.root).ok, true);
    assert.notEqual(JSON.parse(readFileSync(join(a.r.root, '.dochygiene', 'state.json'), 'utf8')).last_clean, null);

    // Declined: the confirm edit is never granted nor applied.
    const b = fixture();
    const declined = await runClean(b.r, b, 'Skip');
    assert.equal(declined.code, 0, declined.stderr);
    assert.equal(declined.asked.length, 1);
    assert.equal(readFileSync(join(b.r.root, 'CLAUDE.md'), 'utf8'), AFTER_AUTO);
    assert.deepEqual(readGrants(b.r.root), []);
    assert.ok(!verifyAuditChain(b.r.root).records.some((x) => x.event === 'grant' || x.event === 'consume'));
  });
});
