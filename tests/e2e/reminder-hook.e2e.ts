// openspec/specs/reminder-hook/spec.md: the SessionStart reminder, in the real client and as the
// compiled hook run as a process.
import { describe, it, after } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, existsSync, statSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { tmpdir } from 'node:os';
import { join, relative, dirname } from 'node:path';
import { runClaude, pathWithoutNode } from './support/run-claude.ts';
import { requestText } from './support/mock-api.ts';
import { makeRepo, isoDaysAgo, DAY_MS, type FixtureRepo } from './support/fixture-repo.ts';
import { runNode, requireDist } from './support/dist.ts';

const repos: FixtureRepo[] = [];
after(() => repos.forEach((r) => r.dispose()));

function repo(files: Record<string, string> = { 'CLAUDE.md': '# Project\n\nRun `npm test`.\n' }, opts: { git?: boolean } = {}): FixtureRepo {
  const r = makeRepo(files, opts);
  repos.push(r);
  return r;
}

function writeState(r: FixtureRepo, state: Record<string, unknown>): string {
  const text = JSON.stringify({ schema: 1, last_check: null, last_clean: null, last_reminded: null, ...state }, null, 2) + '\n';
  r.write('.dochygiene/state.json', text);
  r.write('.dochygiene/.gitignore', '*\n');
  return text;
}

function readState(r: FixtureRepo): Record<string, unknown> {
  return JSON.parse(readFileSync(join(r.root, '.dochygiene', 'state.json'), 'utf8')) as Record<string, unknown>;
}

/** Runs the compiled hook the way the client does: project dir in the env, hook JSON on stdin ignored. */
function hook(r: FixtureRepo): { code: number | null; stdout: string; stderr: string } {
  return runNode('session-start.cjs', [], { cwd: r.root, env: { CLAUDE_PROJECT_DIR: r.root } });
}

const CONTEXT = 'SessionStart hook additional context: doc-hygiene:';

describe('Remind when a check is due', () => {
  it('Session start with a due check', async () => {
    const r = repo();
    const before = Date.now();
    const run = await runClaude({ prompt: 'hello', cwd: r.root, script: () => 'ok' });
    assert.equal(run.code, 0, run.stderr);
    assert.ok(run.messages.length >= 1);
    const text = requestText(run.messages[0]!);
    const line = text.split('\n').find((l) => l.startsWith(CONTEXT));
    assert.ok(line, 'the reminder reaches the model as SessionStart additional context');
    assert.match(line, /never been checked; \/hygiene check/);
    const state = readState(r);
    assert.equal(state.schema, 1);
    assert.equal(state.last_check, null);
    assert.equal(state.last_clean, null);
    const stamped = Date.parse(state.last_reminded as string);
    assert.ok(stamped >= before - 1000 && stamped <= Date.now(), `last_reminded ${String(state.last_reminded)} is during the run`);
    assert.equal(readFileSync(join(r.root, '.dochygiene', '.gitignore'), 'utf8'), '*\n');
    const resp = run.lines.find((l) => l.subtype === 'hook_response' && l.hook_event === 'SessionStart');
    assert.equal(resp?.exit_code, 0);
  });

  it('Last check older than the interval and docs changed since', () => {
    const r = repo();
    writeState(r, { last_check: isoDaysAgo(10) });
    r.touch('CLAUDE.md', new Date(Date.now() - 2 * DAY_MS));
    const out = hook(r);
    assert.equal(out.code, 0);
    assert.equal(out.stderr, '');
    const lines = out.stdout.trim().split('\n');
    assert.equal(lines.length, 1);
    const json = JSON.parse(lines[0]!) as { systemMessage: string; hookSpecificOutput: { hookEventName: string; additionalContext: string } };
    assert.match(json.systemMessage, /^doc-hygiene: the last docs check was 10 days ago and docs changed since; \/hygiene check/);
    assert.equal(json.hookSpecificOutput.hookEventName, 'SessionStart');
    assert.equal(json.hookSpecificOutput.additionalContext, json.systemMessage);
    assert.ok(!json.systemMessage.includes('\n'), 'one line');
    assert.ok(Date.now() - Date.parse(readState(r).last_reminded as string) < 60_000);
  });
});

describe('Stay quiet when no check is due', () => {
  it('Session start with a fresh check', async () => {
    const r = repo();
    const stateText = writeState(r, { last_check: isoDaysAgo(1) });
    const run = await runClaude({ prompt: 'hello', cwd: r.root, script: () => 'ok' });
    assert.equal(run.code, 0, run.stderr);
    assert.ok(!requestText(run.messages[0]!).includes('SessionStart hook additional context'), 'nothing is added');
    assert.equal(readFileSync(join(r.root, '.dochygiene', 'state.json'), 'utf8'), stateText);
  });

  it('Old check but docs unchanged since', () => {
    const r = repo();
    const stateText = writeState(r, { last_check: isoDaysAgo(30) });
    r.touch('CLAUDE.md', new Date(Date.now() - 40 * DAY_MS));
    r.touch('.', new Date(Date.now() - 40 * DAY_MS));
    const out = hook(r);
    assert.deepEqual([out.code, out.stdout, out.stderr], [0, '', '']);
    assert.equal(readFileSync(join(r.root, '.dochygiene', 'state.json'), 'utf8'), stateText);
  });

  it('Reminded within the last day', () => {
    const r = repo();
    const stateText = writeState(r, { last_check: null, last_reminded: new Date(Date.now() - 2 * 3600_000).toISOString() });
    const out = hook(r);
    assert.deepEqual([out.code, out.stdout, out.stderr], [0, '', '']);
    assert.equal(readFileSync(join(r.root, '.dochygiene', 'state.json'), 'utf8'), stateText);
  });

  it('Not a git repository', () => {
    const r = repo({ 'CLAUDE.md': '# Project\n' }, { git: false });
    const out = hook(r);
    assert.deepEqual([out.code, out.stdout, out.stderr], [0, '', '']);
    assert.equal(existsSync(join(r.root, '.dochygiene')), false);
  });

  it('A repository without docs', () => {
    const r = repo({ 'src/index.ts': 'export {};\n' });
    const out = hook(r);
    assert.deepEqual([out.code, out.stdout, out.stderr], [0, '', '']);
    assert.equal(existsSync(join(r.root, '.dochygiene')), false);
  });
});

describe('Opt-out and interval from the project config', () => {
  it('Reminder disabled in .dochygiene.yaml', () => {
    const r = repo({ 'CLAUDE.md': '# Project\n', '.dochygiene.yaml': 'reminder:\n  enabled: false\n' });
    const out = hook(r);
    assert.deepEqual([out.code, out.stdout, out.stderr], [0, '', '']);
    assert.equal(existsSync(join(r.root, '.dochygiene')), false);
  });

  it('A custom interval', () => {
    const r = repo();
    r.write('.dochygiene.yaml', 'reminder:\n  interval_days: 5\n');
    const stateText = writeState(r, { last_check: isoDaysAgo(4) });
    r.touch('CLAUDE.md', new Date(Date.now() - 1 * DAY_MS));
    const quiet = hook(r);
    assert.deepEqual([quiet.code, quiet.stdout], [0, '']);
    assert.equal(readFileSync(join(r.root, '.dochygiene', 'state.json'), 'utf8'), stateText);
    r.write('.dochygiene.yaml', 'reminder:\n  interval_days: 3\n');
    const loud = hook(r);
    assert.equal(loud.code, 0);
    assert.match(loud.stdout, /the last docs check was 4 days ago and docs changed since/);
  });
});

describe('Never fail a session', () => {
  it('Session start without node on PATH', async () => {
    const r = repo();
    const bin = mkdtempSync(join(tmpdir(), 'dh-e2e-bin-'));
    after(() => rmSync(bin, { recursive: true, force: true }));
    const run = await runClaude({ prompt: 'hello', cwd: r.root, path: pathWithoutNode(bin), script: () => 'ok' });
    assert.equal(run.code, 0, run.stderr);
    const resp = run.lines.find((l) => l.subtype === 'hook_response' && l.hook_event === 'SessionStart');
    assert.ok(resp, 'the hook ran');
    assert.equal(resp.exit_code, 0);
    assert.equal(resp.outcome, 'success');
    assert.equal(resp.stdout, '');
    assert.equal(resp.stderr, '');
    assert.ok(!requestText(run.messages[0]!).includes('SessionStart hook additional context'));
    assert.equal(existsSync(join(r.root, '.dochygiene')), false);
  });

  it('Malformed state or config', () => {
    const r = repo();
    r.write('.dochygiene/state.json', '{ not json');
    const a = hook(r);
    assert.deepEqual([a.code, a.stdout, a.stderr], [0, '', '']);
    r.write('.dochygiene/state.json', JSON.stringify({ schema: 1, last_check: null, last_clean: null, last_reminded: null }));
    r.write('.dochygiene.yaml', 'reminder: [unclosed\n');
    const b = hook(r);
    assert.deepEqual([b.code, b.stdout, b.stderr], [0, '', '']);
    r.write('.dochygiene.yaml', 'reminder:\n  enabled: maybe\n');
    const c = hook(r);
    assert.deepEqual([c.code, c.stdout, c.stderr], [0, '', '']);
  });
});

describe('Cheap at every session start', () => {
  it('The state settles most session starts without a doc walk', () => {
    const files: Record<string, string> = { 'CLAUDE.md': '# Project\n' };
    for (let i = 0; i < 60; i++) files[`docs/area-${i % 3}/doc-${i}.md`] = `# Doc ${i}\n`;
    const r = repo(files);
    type Explained = { decision: { due: boolean; reason: string }; docs: { entries_seen: number; stopped_early: boolean; truncated: boolean } | null };
    const explain = (): Explained => {
      const out = runNode('session-start.cjs', ['--explain'], { cwd: r.root, env: { CLAUDE_PROJECT_DIR: r.root } });
      assert.equal(out.code, 0);
      return JSON.parse(out.stderr.trim().split('\n').pop()!) as Explained;
    };
    writeState(r, { last_check: isoDaysAgo(1) });
    const fresh = explain();
    assert.deepEqual([fresh.decision, fresh.docs], [{ due: false, reason: 'fresh' }, null]);
    writeState(r, { last_reminded: new Date(Date.now() - 2 * 3_600_000).toISOString() });
    const reminded = explain();
    assert.deepEqual([reminded.decision, reminded.docs], [{ due: false, reason: 'reminded-recently' }, null]);
    // the root CLAUDE.md is looked at before the doc folders: its change settles it at once
    const old = new Date(Date.now() - 30 * DAY_MS);
    for (const f of [...Object.keys(files), 'docs', 'docs/area-0', 'docs/area-1', 'docs/area-2']) r.touch(f, old);
    r.touch('CLAUDE.md', new Date(Date.now() - 2 * DAY_MS));
    writeState(r, { last_check: isoDaysAgo(10) });
    const stale = explain();
    assert.deepEqual([stale.decision.due, stale.decision.reason, stale.docs?.stopped_early, stale.docs?.entries_seen], [true, 'stale', true, 0]);
    // nothing changed since: the whole tree is walked (3 folders and 60 docs)
    r.touch('CLAUDE.md', old);
    writeState(r, { last_check: isoDaysAgo(10) });
    const unchanged = explain();
    assert.deepEqual([unchanged.decision, unchanged.docs?.stopped_early, unchanged.docs?.entries_seen], [{ due: false, reason: 'unchanged' }, false, 63]);
  });

  it('The hook bundle loads no heavy dependency', (t) => {
    const entry = requireDist('session-start.cjs');
    // the files node actually loads, recorded from inside the hook process at exit
    const recorder = join(mkdtempSync(join(tmpdir(), 'dh-loaded-')), 'record.cjs');
    t.after(() => rmSync(dirname(recorder), { recursive: true, force: true }));
    writeFileSync(recorder, "process.on('exit', () => process.stderr.write(JSON.stringify(Object.keys(require.cache).filter((f) => f !== __filename))));\n");
    const loaded = (r: FixtureRepo): string[] => {
      const out = spawnSync(process.execPath, ['--require', recorder, entry], { cwd: r.root, env: { ...process.env, CLAUDE_PROJECT_DIR: r.root }, encoding: 'utf8' });
      assert.equal(out.status, 0);
      return (JSON.parse(out.stderr) as string[]).map((f) => relative(dirname(entry), f)).sort();
    };
    const quiet = repo();
    writeState(quiet, { last_check: isoDaysAgo(1) });
    assert.deepEqual(loaded(quiet), ['session-start.cjs']);
    // a config file: parsed once, its two settings cached with its text; parsed again once edited
    quiet.write('.dochygiene.yaml', 'reminder:\n  interval_days: 3\n');
    assert.deepEqual(loaded(quiet), ['lazy/atomic-write.cjs', 'lazy/yaml.cjs', 'session-start.cjs']);
    assert.deepEqual(loaded(quiet), ['session-start.cjs']);
    quiet.write('.dochygiene.yaml', 'reminder:\n  interval_days: 0\n'); // same size: the text tells
    assert.deepEqual(loaded(quiet), ['lazy/atomic-write.cjs', 'lazy/yaml.cjs', 'lazy/state-store.cjs', 'session-start.cjs'].sort());
    assert.match(readFileSync(join(quiet.root, '.dochygiene', 'state.json'), 'utf8'), /"last_reminded": "20/, 'interval_days 0 made the check due');
    assert.deepEqual(JSON.parse(readFileSync(join(quiet.root, '.dochygiene', 'cache', 'reminder-settings.json'), 'utf8')), {
      text: 'reminder:\n  interval_days: 0\n',
      settings: { enabled: true, interval_days: 0 },
    });
    const text = readFileSync(entry, 'utf8');
    assert.ok(statSync(entry).size < 40_000, `dist/session-start.cjs is ${statSync(entry).size} bytes`);
    for (const heavy of ['gpt-tokenizer', 'isomorphic-git', 'ajv', 'o200k', 'cl100k', 'YAMLParseError']) {
      assert.ok(!text.includes(heavy), `the hook bundle contains ${heavy}`);
    }
  });
});
