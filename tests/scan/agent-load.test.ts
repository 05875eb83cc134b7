// openspec/specs/agent-readers/spec.md: the reader model's findings in the scan (agent_load, whose
// fixture cases are tests/scan/fixtures/agent_load/; token_weight of nested memory), the CI gate
// and report.md's "What agents load" table.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { hitsOf, makeRepo, scan } from './helpers.ts';
import { runScript } from '../support/run.ts';

const KIB = 1024;
function filler(bytes: number, word: string): string {
  const line = (word + ' ').repeat(64).slice(0, 63) + '\n';
  const out = line.repeat(Math.floor(bytes / 64));
  return out + 'x'.repeat(bytes - out.length);
}
const kindsOf = (hits: Array<Record<string, unknown>>) => hits.map((h) => h.kind);

describe('agent_load', () => {
  it('Truncated memory is a finding, and none once the project raises project_doc_max_bytes', async () => {
    const files = { 'AGENTS.md': filler(20 * KIB, 'root'), 'sub/AGENTS.md': filler(20 * KIB, 'sub') };
    const cut = await scan(makeRepo({ files }));
    const hits = hitsOf(cut, 'sub/AGENTS.md', 'agent_load');
    assert.deepEqual(kindsOf(hits), ['truncated']);
    assert.deepEqual(hits[0]!.contexts, ['codex@sub']);
    const raised = await scan(makeRepo({ files: { ...files, '.codex/config.toml': 'project_doc_max_bytes = 65536\n' } }));
    assert.deepEqual(hitsOf(raised, 'sub/AGENTS.md', 'agent_load'), []);
  });

  it('The skill listing over budget, twin files and a CLAUDE.local.md hiding AGENTS.md are findings the CI gate reports', () => {
    const files: Record<string, string> = { '.gitignore': 'CLAUDE.local.md\n', 'AGENTS.md': '# Rules\n\nUse pnpm.\n', 'GEMINI.md': '# Rules\n\nUse pnpm.\n' };
    for (let i = 0; i < 60; i++) files[`.claude/skills/s${String(i).padStart(2, '0')}/SKILL.md`] = `---\nname: s${String(i).padStart(2, '0')}\ndescription: ${'word '.repeat(150).trim()}\n---\nBody\n`;
    const root = makeRepo({ files, untracked: { 'CLAUDE.local.md': '# Mine\n' } });
    const r = runScript('check.mjs', ['--ci', '--root', root, '--format', 'json']);
    const findings = (JSON.parse(r.stdout) as { findings: Array<{ path: string; signal: string; severity: string; message?: string }> }).findings.filter((f) => f.signal === 'agent_load');
    const at = (p: string) => findings.filter((f) => f.path === p).map((f) => f.severity);
    assert.deepEqual(at('AGENTS.md'), ['warning'], 'AGENTS.md hidden by CLAUDE.local.md');
    assert.deepEqual(at('GEMINI.md'), ['warning'], 'GEMINI.md twin of AGENTS.md for Copilot');
    const listing = findings.filter((f) => f.path.startsWith('.claude/skills/'));
    assert.equal(listing.length, 1);
  });
});

describe("The reader model's findings reach the scan, the CI gate and report.md", () => {
  it('A nested memory file loads on demand: over the budget it is only a hint', async () => {
    const heavy = '# Package\n\n' + 'Run the package tests before each commit, and read the notes below. '.repeat(250) + '\n';
    // The project sets the budget: over it, its own root instruction file is a candidate.
    const a = await scan(makeRepo({ files: { '.dochygiene.yaml': 'scan:\n  token_budget: 2000\n', 'CLAUDE.md': '# Root\n', 'packages/a/CLAUDE.md': heavy, 'AGENTS.md': heavy } }));
    const w = hitsOf(a, 'packages/a/CLAUDE.md', 'token_weight');
    assert.equal(w.length, 1);
    assert.ok(Number(w[0]!.tokens) > 2000);
    assert.equal(w[0]!.hint, true, 'a nested memory file is no always-loaded context');
    assert.match(String(w[0]!.detail), /loaded on demand, when the agent works in packages\/a/);
    // The root's memory file loads at session start: its weight counts in full.
    const root = hitsOf(a, 'AGENTS.md', 'token_weight');
    assert.equal(root.length, 1);
    assert.equal(root[0]!.hint, undefined);
  });

  it("report.md's What agents load table shows the scan's findings in the files a context loads", () => {
    const heavy = '# Project\n\n' + 'Run the tests before each commit, every time, and say which ones ran. '.repeat(300) + '\n';
    const root = makeRepo({ files: { '.dochygiene.yaml': 'scan:\n  token_budget: 2000\n', 'CLAUDE.md': heavy } });
    assert.equal(runScript('check.mjs', ['--root', root]).code, 0);
    const md = readFileSync(join(root, '.dochygiene', 'report.md'), 'utf8');
    const section = md.slice(md.indexOf('## What agents load'), md.indexOf('## Next step'));
    assert.match(section, /^\| claude-code \| \(project root\) \| 1 \| [\d,]+ \| 0 \| token_weight in CLAUDE\.md: loaded in every session: \d+ tokens, budget 2000 \|$/m);
  });
});
