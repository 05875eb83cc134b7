// openspec/specs/plugin-surface/spec.md: `/hygiene check` in the real client. A scripted model
// follows the hygiene-check skill: the commands it runs are the skill's own ```bash blocks as the
// client delivered them, so a wrong command in the skill fails here.
import { describe, it, after } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, existsSync, rmSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createHash } from 'node:crypto';
import { runClaude, REPO_ROOT, type RunResult } from './support/run-claude.ts';
import { systemText, toolNames, firstUserText, type MessagesRequest, type Reply } from './support/mock-api.ts';
import { bashBlocks, step, lastToolResult, firstJsonObject, textBlocks, fill } from './support/skill-driver.ts';
import { runCheck as runSkillCheck, linkOrDistill, type CheckRun } from './support/check-driver.ts';
import { makeRepo, type FixtureRepo } from './support/fixture-repo.ts';
import { runNode } from './support/dist.ts';

const repos: FixtureRepo[] = [];
after(() => repos.forEach((r) => r.dispose()));

const CLASSIFIER_MARK = 'You classify documentation files for doc-hygiene';
const PIPELINE = ['check-steps.mjs'];
const PLUGIN_DIR = REPO_ROOT;

/** A missing bundle is a failure, never a skip: the skill would fail the same way for a user. */
function requirePipeline(): void {
  const missing = PIPELINE.filter((s) => !existsSync(join(PLUGIN_DIR, 'dist', s)));
  assert.deepEqual(missing, [], `the check pipeline bundles are missing: run npm run build`);
}

function isClassifier(req: MessagesRequest): boolean {
  return systemText(req).includes(CLASSIFIER_MARK);
}

/**
 * A fixture whose CLAUDE.md links a doc that git history shows renamed (a script fixes it) and a
 * guide linking a file that never existed (a classifier judges it).
 */
function fixture(): FixtureRepo {
  const r = makeRepo(
    {
      'CLAUDE.md': '# Project\n\nSetup is in [the setup guide](docs/setup-old.md).\nRun `npm test` before committing.\n',
      'docs/setup-old.md': '# Setup\n\nInstall Node 20, then run `npm ci`.\n',
      // A link to a file that never existed: no script can fix it, so a classifier is asked.
      'docs/guide.md': '# Guide\n\nSee [the old notes](notes-old.md).\nKeep it short.\n',
      'src/index.ts': 'export const answer = 42;\n',
    },
    { commitDate: '2026-01-05T10:00:00Z' },
  );
  r.git('mv', 'docs/setup-old.md', 'docs/setup.md');
  r.commit('move the setup guide', '2026-02-01T10:00:00Z');
  repos.push(r);
  return r;
}

/** `/doc-hygiene:hygiene check <args>` with a scripted model that follows the skill (support/check-driver.ts). */
function runCheck(r: FixtureRepo, args: string, opts: { invalid: boolean }): Promise<CheckRun> {
  return runSkillCheck(r.root, PLUGIN_DIR, { args, answer: (root, files) => linkOrDistill(root, files, opts) });
}

function readPair(r: FixtureRepo): { json: Buffer; md: Buffer; state: string } {
  const dir = join(r.root, '.dochygiene');
  return { json: readFileSync(join(dir, 'report.json')), md: readFileSync(join(dir, 'report.md')), state: readFileSync(join(dir, 'state.json'), 'utf8') };
}

describe('The check skill orchestrates the pipeline', () => {
  it('/hygiene check writes a valid report pair and stamps last_check', async () => {
    requirePipeline();
    const r = fixture();
    const c = await runCheck(r, '', { invalid: false });
    assert.equal(c.run.code, 0, c.run.stderr);
    assert.deepEqual(c.run.mockErrors, []);
    // the Skill call, the skill's two script calls, the Agent call
    assert.ok(c.skillBody.includes(`node "${PLUGIN_DIR}/dist/check-steps.mjs"`), 'the plugin root is substituted in the skill');
    assert.equal(c.commands.length, 2, c.commands.join('\n'));
    assert.match(c.commands[0]!, /dist\/check-steps\.mjs" begin$/);
    assert.match(c.commands[1]!, /dist\/check-steps\.mjs" finish \S+\/\.dochygiene\/tmp\/\S+$/);
    assert.match(c.results[c.results.length - 1]!.text, /^\| Entries \| \d+ /m, 'the last step printed the report header');
    for (const res of c.results) assert.equal(res.is_error, false, res.text);
    // The client ran the plugin's classifier agent (its system prompt is agents/hygiene-classifier.md).
    assert.ok(c.classifierRequests.length >= 2, 'the classifier ran (a Read, then its answer)');
    // the report pair
    const pair = readPair(r);
    const report = JSON.parse(pair.json.toString('utf8')) as { generated_at: string; entries: { path: string; safety_tier: string; exact_edit?: { kind: string; expected_sha256?: string } }[] };
    const valid = runNode('validate-report.mjs', [join(r.root, '.dochygiene', 'report.json')]);
    assert.equal(valid.code, 0, valid.stdout + valid.stderr);
    assert.ok(pair.md.toString('utf8').startsWith(`<!-- report.json sha256: ${createHash('sha256').update(pair.json).digest('hex')} -->`));
    const link = report.entries.find((e) => e.path === 'CLAUDE.md');
    assert.ok(link, `an entry for CLAUDE.md (entries: ${report.entries.map((e) => e.path).join(', ')})`);
    assert.equal(link.exact_edit?.kind, 'replace-text');
    assert.equal(link.safety_tier, 'auto');
    assert.match(link.exact_edit?.expected_sha256 ?? '', /^[0-9a-f]{64}$/);
    const state = JSON.parse(pair.state) as { last_check: string };
    assert.equal(state.last_check, report.generated_at);
    // the scratch folder is the state store's, inside the project; the model wrote into .dochygiene/
    // nowhere else (the answer file, through the Write tool, included)
    const scratch = /^scratch (\S+)$/m.exec(c.results[0]!.text)![1]!;
    assert.match(scratch, new RegExp(`^${r.root.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}/\\.dochygiene/tmp/\\d{8}T\\d{6}Z-[0-9a-f]{8}$`));
    for (const cmd of c.commands) for (const m of cmd.matchAll(/\S*\.dochygiene\/\S*/g)) assert.ok(m[0] === scratch || m[0].startsWith(scratch + '/'), `${m[0]} is outside the scratch folder`);
    assert.ok(existsSync(join(scratch, 'proposals-1.json')), 'the classifier answer was written in the scratch folder');
  });

  it('Invalid proposals never replace the previous report', async () => {
    requirePipeline();
    const r = fixture();
    const first = await runCheck(r, '', { invalid: false });
    assert.equal(first.run.code, 0, first.run.stderr);
    const before = readPair(r);
    // Without its cache the second check asks the classifier again (and gets invalid proposals),
    // and the repair prompt once more (and gets them again).
    rmSync(join(r.root, '.dochygiene', 'cache'), { recursive: true, force: true });
    let duringRepair: ReturnType<typeof readPair> | undefined;
    const second = await runSkillCheck(r.root, PLUGIN_DIR, {
      answer: (root, files, ctx) => {
        if (ctx.repair) {
          duringRepair = readPair(r);
          return { proposals: ctx.repair.map((x) => (x as { proposal: unknown }).proposal) };
        }
        return linkOrDistill(root, files, { invalid: true });
      },
    });
    assert.equal(second.run.code, 0, second.run.stderr);
    const refusal = second.results[1]!;
    assert.equal(refusal.is_error, true, 'finish refused the first answer');
    assert.match(refusal.text, /^ {2}proposals-1\.json: proposals\[0\]: exact_edit\.anchor: end_line 900 is past the end of the file \(4 lines\)$/m);
    assert.equal(second.repairs.length, 1, 'the repair prompt went out once');
    assert.ok(duringRepair && duringRepair.json.equals(before.json) && duringRepair.md.equals(before.md) && duringRepair.state === before.state, 'until the repair round ends, the previous pair and last_check stand');
    assert.equal(second.commands.length, 3, 'begin, finish, finish');
    const after = readPair(r);
    const md = after.md.toString('utf8');
    assert.match(md, /^## Refused proposals \(1\)$/m);
    assert.match(md, /^- `docs\/guide\.md`: repaired-proposals-1\.json proposals\[0\]: exact_edit\.anchor: end_line 900/m);
    const report = JSON.parse(after.json.toString('utf8')) as { entries: { path: string }[] };
    assert.ok(!report.entries.some((e) => e.path === 'docs/guide.md'), 'the refused proposal is no entry');
  });

  it('Scope and category reach the scripts', async () => {
    requirePipeline();
    const r = fixture();
    const c = await runCheck(r, '--scope CLAUDE.md --category stale', { invalid: false });
    assert.equal(c.run.code, 0, c.run.stderr);
    for (const res of c.results) assert.equal(res.is_error, false, res.text);
    assert.match(c.commands[0]!, /dist\/check-steps\.mjs" begin --scope CLAUDE\.md --category stale$/);
    for (const cmd of c.commands.slice(1)) assert.match(cmd, / finish \S+ --category stale$/);
    const report = JSON.parse(readFileSync(join(r.root, '.dochygiene', 'report.json'), 'utf8')) as { scan: { scope?: string | null; category_filter?: string | null }; entries: { path: string; category: { class: string } }[] };
    assert.equal(report.scan.category_filter, 'stale');
    if (report.scan.scope !== undefined && report.scan.scope !== null) assert.equal(report.scan.scope, 'CLAUDE.md');
    assert.ok(report.entries.length > 0);
    for (const e of report.entries) assert.equal(e.category.class, 'stale');
    assert.ok(report.entries.every((e) => e.path === 'CLAUDE.md'));
  });

  it('The skill checks Node first', () => {
    const skill = readFileSync(join(REPO_ROOT, 'skills', 'hygiene-check', 'SKILL.md'), 'utf8');
    const blocks = bashBlocks(skill);
    assert.match(blocks[0]!, /dist\/check-steps\.mjs" begin /);
    const afterFirst = skill.slice(skill.indexOf('check-steps.mjs" begin'), skill.indexOf('## 2.'));
    assert.match(afterFirst, /If `node` is not found, or the output says doc-hygiene needs a newer Node\.js, say "doc-hygiene needs Node\.js 20 or newer on PATH; \/hygiene check stopped\." and stop/);
    assert.match(skill, /^disable-model-invocation|user-invocable: false/m);
    // begin itself refuses an older Node, before it scans anything.
    const old = spawnSync(process.execPath, ['--import', 'data:text/javascript,Object.defineProperty(process,"versions",{value:{...process.versions,node:"18.19.0"}})', join(PLUGIN_DIR, 'dist', 'check-steps.mjs'), 'begin'], { encoding: 'utf8', cwd: tmpdir() });
    assert.equal(old.status, 2, old.stderr);
    assert.match(old.stderr, /doc-hygiene needs Node\.js 20 or newer on PATH \(this is 18\.19\.0\)/);
  });
});

describe('A read-only Sonnet classifier', () => {
  it('The classifier runs on Sonnet with exactly Read and Grep', async () => {
    const r = fixture();
    const answer = '{"proposals": []}';
    const classifierReqs: MessagesRequest[] = [];
    let agentResult = '';
    const run = await runClaude({
      prompt: '/doc-hygiene:hygiene check',
      cwd: r.root,
      pluginDir: PLUGIN_DIR,
      script: (req) => {
        if (isClassifier(req)) {
          classifierReqs.push(req);
          if (classifierReqs.length === 1) return { tool_uses: [{ name: 'Read', input: { file_path: join(r.root, 'CLAUDE.md') } }] };
          return answer;
        }
        const n = step(req);
        if (n === 0) return { tool_uses: [{ name: 'Skill', input: { skill: 'doc-hygiene:hygiene-check', args: '' } }] };
        if (n === 1) {
          // The skill's own prompt (its batch file need not exist: this test looks at the classifier's model and tools).
          const prompt = fill(textBlocks(readFileSync(join(REPO_ROOT, 'skills', 'hygiene-check', 'SKILL.md'), 'utf8'))[0]!, { 'batch-file': join(r.root, '.dochygiene', 'tmp', 'batch-1.json') });
          return { tool_uses: [{ name: 'Agent', input: { subagent_type: 'doc-hygiene:hygiene-classifier', description: 'Classify docs batch 1', prompt, run_in_background: false } }] };
        }
        agentResult = lastToolResult(req)?.text ?? '';
        return 'done';
      },
    });
    assert.equal(run.code, 0, run.stderr);
    assert.ok(classifierReqs.length >= 2, 'the classifier answered after using Read');
    for (const req of classifierReqs) {
      assert.match(req.model, /sonnet/i, `classifier model ${req.model}`);
      assert.deepEqual(toolNames(req), ['Grep', 'Read']);
    }
    const readResult = lastToolResult(classifierReqs[1]!);
    assert.ok(readResult && readResult.text.includes('Setup is in [the setup guide]'), 'the Read tool ran for the classifier');
    assert.deepEqual(firstJsonObject(agentResult), { proposals: [] }, `the Agent tool result carries the classifier's answer: ${agentResult}`);
  });
});

