// openspec/specs/plugin-surface/spec.md: the command, the status script, the script lines and the
// always-on cost, in the real client and as compiled scripts.
import { describe, it, after } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, readdirSync, existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { createHash } from 'node:crypto';
import { runClaude, initLine, REPO_ROOT } from './support/run-claude.ts';
import { requestText, type MessagesRequest } from './support/mock-api.ts';
import { step, lastToolResult } from './support/skill-driver.ts';
import { makeRepo, DAY_MS, type FixtureRepo } from './support/fixture-repo.ts';
import { runNode, distPath } from './support/dist.ts';
import { pluginDetails } from './support/plugin-details.ts';

const repos: FixtureRepo[] = [];
after(() => repos.forEach((r) => r.dispose()));
function repo(files: Record<string, string> = { 'CLAUDE.md': '# Project\n' }): FixtureRepo {
  const r = makeRepo(files);
  repos.push(r);
  return r;
}

/** The command body as the model received it (the text after the <command-args> block). */
function commandBody(req: MessagesRequest): string {
  const t = requestText(req);
  const i = t.indexOf('<command-name>/doc-hygiene:hygiene</command-name>');
  assert.ok(i >= 0, 'the request carries the expanded /doc-hygiene:hygiene command');
  return t.slice(i);
}

/** A report pair as the state store writes it: report.md's first line names the sha256 of report.json. */
function writeReportPair(r: FixtureRepo, generatedAt: string, tiers: ('auto' | 'confirm')[]): void {
  const report = {
    schema_version: '1.0',
    generated_at: generatedAt,
    entries: tiers.map((t, i) => ({ id: `e${i}`, path: `docs/f${i}.md`, safety_tier: t })),
  };
  const json = JSON.stringify(report, null, 2) + '\n';
  r.write('.dochygiene/report.json', json);
  r.write('.dochygiene/report.md', `<!-- report.json sha256: ${createHash('sha256').update(json).digest('hex')} -->\n# doc-hygiene report\n`);
}

describe('The plugin loads in the client', () => {
  it('The client offers the command, the skill and the classifier', async () => {
    const r = repo();
    const run = await runClaude({ prompt: 'hello', cwd: r.root, script: () => 'ok' });
    assert.equal(run.code, 0, run.stderr);
    const init = initLine(run) as { slash_commands: string[]; plugins: { name: string }[] };
    assert.ok(init.slash_commands.includes('doc-hygiene:hygiene'), init.slash_commands.join(', '));
    assert.ok(init.plugins.some((p) => p.name === 'doc-hygiene'));
    const text = requestText(run.messages[0]!);
    assert.match(text, /- doc-hygiene:hygiene-check: /);
    assert.match(text, /- doc-hygiene:hygiene-classifier: /);
  });
});

describe('One /hygiene command dispatching on its arguments', () => {
  it('/hygiene status expands to the command with its arguments', async () => {
    const r = repo();
    const run = await runClaude({ prompt: '/doc-hygiene:hygiene status', cwd: r.root, script: () => 'ok' });
    assert.equal(run.code, 0, run.stderr);
    const body = commandBody(run.messages[0]!);
    assert.match(body, /<command-args>status<\/command-args>/);
    assert.match(body, /Route on the first word of `status`/);
    assert.ok(body.includes(`node "${REPO_ROOT}/dist/status.mjs"`), 'the plugin root is substituted into the status line');
    assert.ok(!body.includes('${CLAUDE_PLUGIN_ROOT}') && !body.includes('$ARGUMENTS'));
  });

  it('An unknown argument shows the usage and the status', async () => {
    const r = repo();
    const run = await runClaude({ prompt: '/doc-hygiene:hygiene frobnicate', cwd: r.root, script: () => 'ok' });
    assert.equal(run.code, 0, run.stderr);
    const body = commandBody(run.messages[0]!);
    assert.match(body, /Route on the first word of `frobnicate`/);
    assert.match(body, /\| nothing or other \| Show the usage below, then do the `status` row\. \|/);
    // every route of the table is in the usage, and every usage line has a route
    const routes = [...body.matchAll(/^\| `([a-z]+)` \|/gm)].map((m) => m[1]!);
    const usage = [...body.matchAll(/^\/hygiene ([a-z]+)/gm)].map((m) => m[1]!);
    assert.ok(routes.includes('check') && routes.includes('status'), routes.join(', '));
    assert.deepEqual([...usage].sort(), [...routes].sort());
  });
});

describe('A read-only status', () => {
  it('Status prints the right figures', async () => {
    const r = repo();
    const now = Date.now();
    const check = new Date(now - 3 * DAY_MS - 3600_000).toISOString();
    const reminded = new Date(now - 5 * DAY_MS - 3600_000).toISOString();
    r.write('.dochygiene/.gitignore', '*\n');
    r.write('.dochygiene/state.json', JSON.stringify({ schema: 1, last_check: check, last_clean: null, last_reminded: reminded }));
    writeReportPair(r, check, ['auto', 'confirm', 'auto']);
    const run = await runClaude({
      prompt: '/doc-hygiene:hygiene status',
      cwd: r.root,
      script: (req) => {
        if (step(req) > 0) return 'done';
        const line = /`(node "[^`]*\/dist\/status\.mjs")`/.exec(commandBody(req));
        assert.ok(line, 'the status route names a status.mjs command line');
        return { tool_uses: [{ name: 'Bash', input: { command: line[1], description: 'doc-hygiene status' } }] };
      },
    });
    assert.equal(run.code, 0, run.stderr);
    const result = lastToolResult(run.messages[run.messages.length - 1]!);
    assert.ok(result && !result.is_error, result?.text);
    assert.equal(
      result.text.trim(),
      [
        `doc-hygiene status: ${r.root}`,
        `  last check:     ${check} (3 days ago)`,
        '  last clean:     never',
        `  last reminded:  ${reminded} (5 days ago)`,
        '  report:         .dochygiene/report.json, 3 days old, 3 entries (2 auto, 1 confirm)',
        '  report.md:      matches report.json',
      ].join('\n'),
    );
  });

  it('Status detects a report.md that does not match its report.json', () => {
    const r = repo();
    writeReportPair(r, new Date().toISOString(), ['confirm']);
    r.write('.dochygiene/report.json', readFileSync(join(r.root, '.dochygiene/report.json'), 'utf8').replace('confirm', 'auto'));
    const text = runNode('status.mjs', ['--root', r.root]);
    assert.equal(text.code, 0);
    assert.match(text.stdout, /report\.md: {6}does NOT match report\.json/);
    const json = runNode('status.mjs', ['--root', r.root, '--json']);
    const info = JSON.parse(json.stdout) as { report: { md_matches: boolean; by_tier: { auto: number; confirm: number } } };
    assert.equal(info.report.md_matches, false);
    assert.deepEqual(info.report.by_tier, { auto: 1, confirm: 0 });
  });

  it('Status without any state', () => {
    const r = repo();
    const out = runNode('status.mjs', [], { cwd: join(r.root) });
    assert.equal(out.code, 0, out.stderr);
    assert.equal(
      out.stdout,
      [
        `doc-hygiene status: ${r.root}`,
        '  last check:     never',
        '  last clean:     never',
        '  last reminded:  never',
        '  report:         none (run /hygiene check)',
        '',
      ].join('\n'),
    );
    assert.equal(existsSync(join(r.root, '.dochygiene')), false, 'status writes nothing');
  });
});

/** Every `node "${CLAUDE_PLUGIN_ROOT}/dist/<x>.mjs" ...` command in the commands and skills. */
function scriptLines(): { file: string; script: string; flags: string[]; line: string }[] {
  const files: string[] = [];
  const walk = (dir: string): void => {
    if (!existsSync(dir)) return;
    for (const n of readdirSync(dir)) {
      const p = join(dir, n);
      if (statSync(p).isDirectory()) walk(p);
      else if (n.endsWith('.md')) files.push(p);
    }
  };
  walk(join(REPO_ROOT, 'commands'));
  walk(join(REPO_ROOT, 'skills'));
  const out: { file: string; script: string; flags: string[]; line: string }[] = [];
  for (const file of files) {
    const text = readFileSync(file, 'utf8');
    // one command = from `node "${CLAUDE_PLUGIN_ROOT}/dist/x.mjs"` to the next &&, |, ;, backtick or line end
    const re = /node "\$\{CLAUDE_PLUGIN_ROOT\}\/dist\/([\w.-]+\.mjs)"([^`\n&|;>]*)/g;
    for (let m = re.exec(text); m; m = re.exec(text)) {
      out.push({ file: file.slice(REPO_ROOT.length + 1), script: m[1]!, flags: [...m[2]!.matchAll(/(?<![\w-])--[a-z][a-z0-9-]*/g)].map((f) => f[0]), line: m[0] });
    }
  }
  return out;
}

describe('Script lines name real scripts and flags', () => {
  it('Every dist script line exists and accepts its flags', () => {
    const lines = scriptLines();
    assert.ok(lines.length >= 5, `found ${lines.length} script lines`);
    // A script a skill or command names but dist/ lacks is a failure (the user would hit it), never a diagnostic.
    assert.deepEqual(lines.filter((l) => !existsSync(distPath(l.script))).map((l) => `${l.file}: ${l.script}`), []);
    for (const l of lines) {
      const help = runNode(l.script, ['--help']);
      assert.equal(help.code, 0, `${l.script} --help exits 0 (${l.file})`);
      for (const f of l.flags) assert.ok(help.stdout.includes(f), `${l.script} --help names ${f} (used in ${l.file}: ${l.line})`);
    }
  });
});

describe('Small always-on cost', () => {
  it('The plugin adds at most 150 tokens to every session', () => {
    const d = pluginDetails(REPO_ROOT);
    assert.ok(d.always_on_tokens <= 150, `always-on ${d.always_on_tokens} tokens:\n${d.text}`);
    assert.ok('hygiene' in d.components && 'hygiene-check' in d.components && 'hygiene-classifier' in d.components, d.text);
  });
});

