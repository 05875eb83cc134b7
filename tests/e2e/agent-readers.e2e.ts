// openspec/specs/agent-readers/spec.md: the reader model against the real Claude Code client. Each
// layout is a real git repository; the client starts in a folder against the scripted Messages API,
// and the memory it sends in its first request (files, order, text) must be exactly what the
// compiled context CLI predicts for that folder.
import { describe, it, after } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, mkdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runClaude, type RunResult } from './support/run-claude.ts';
import { requestText, toolResults, type MessagesRequest } from './support/mock-api.ts';
import { makeRepo, type FixtureRepo } from './support/fixture-repo.ts';
import { runNode } from './support/dist.ts';
import { parseDoc } from '../../scripts/doc/parse-doc.ts';
import { claudeCodeText } from '../../scripts/readers/sent-text.ts';

const scratch: string[] = [];
const repos: FixtureRepo[] = [];
after(() => {
  repos.forEach((r) => r.dispose());
  scratch.forEach((d) => rmSync(d, { recursive: true, force: true }));
});

/** A plugin with nothing in it: the client runs without doc-hygiene's own hook in the way. */
function emptyPlugin(): string {
  const dir = mkdtempSync(join(tmpdir(), 'dh-e2e-empty-plugin-'));
  scratch.push(dir);
  mkdirSync(join(dir, '.claude-plugin'));
  writeFileSync(join(dir, '.claude-plugin', 'plugin.json'), JSON.stringify({ name: 'empty', version: '0.0.1', description: 'nothing', author: { name: 't' } }));
  return dir;
}

function repo(files: Record<string, string>, symlinks: Record<string, string> = {}): FixtureRepo {
  const r = makeRepo(files);
  for (const [link, target] of Object.entries(symlinks)) symlinkSync(target, join(r.root, link));
  if (Object.keys(symlinks).length > 0) r.commit('links', '2026-01-06T10:00:00Z');
  repos.push(r);
  return r;
}

interface SentFile {
  path: string;
  text: string;
}

/** The memory files (project-relative) and their text, as sent in one block of the client's request. */
function memoryIn(text: string, root: string): SentFile[] {
  const header = /Contents of (\S+?)(?: \([^)\n]*\))?:\n\n/g;
  const heads = [...text.matchAll(header)];
  return heads.map((m, i) => {
    const start = m.index! + m[0].length;
    const end = i + 1 < heads.length ? heads[i + 1]!.index! : text.lastIndexOf('</system-reminder>');
    const abs = m[1]!;
    return { path: abs.startsWith(root + '/') ? abs.slice(root.length + 1) : abs, text: text.slice(start, end).trim() };
  });
}

function blocks(req: MessagesRequest, from: number): string[] {
  const out: string[] = [];
  for (const m of req.messages.slice(from)) {
    if (m.role !== 'user' || typeof m.content === 'string') continue;
    for (const b of m.content) if (b.type === 'text' && typeof b.text === 'string') out.push(b.text);
  }
  return out;
}

/** Every memory file the client sent after the first user message of `req` (tool results, hook context, any role). */
function laterMemory(req: MessagesRequest, root: string): SentFile[] {
  const out: SentFile[] = [];
  for (const m of req.messages.slice(1)) {
    const texts = typeof m.content === 'string' ? [m.content] : m.content.flatMap((b) => (typeof b.text === 'string' ? [b.text] : []));
    for (const t of texts) out.push(...memoryIn(t, root));
  }
  return out;
}

/** What the client sent at session start: the first request's first message, memory blocks only. */
function sentAtStart(r: RunResult, root: string): SentFile[] {
  const first = r.messages[0];
  assert.ok(first, `the client sent no request (exit ${r.code}): ${r.stderr.slice(0, 400)}`);
  return blocks(first, 0).flatMap((t) => (t.includes('Contents of ') ? memoryIn(t, root) : []));
}

interface Predicted {
  files: Array<{ path: string }>;
  on_demand: Array<{ path: string; trigger: string }>;
}

/** The compiled context CLI's Claude Code context for `folder`. */
function predicted(root: string, folder: string): Predicted {
  const p = runNode('context.mjs', ['--root', root, '--folder', folder === '' ? '.' : folder, '--json']);
  assert.equal(p.code, 0, p.stderr);
  const out = JSON.parse(p.stdout) as { contexts: Array<Predicted & { agent: string }> };
  return out.contexts.find((c) => c.agent === 'claude-code') ?? { files: [], on_demand: [] };
}

/** The text the model predicts the client sends for a file (frontmatter and line-leading HTML comments dropped). */
function expectedText(r: FixtureRepo, path: string): string {
  return claudeCodeText(parseDoc(path, readFileSync(join(r.root, path), 'utf8'))).text.trim();
}

async function startIn(r: FixtureRepo, folder: string, readFile?: string): Promise<RunResult> {
  const cwd = folder === '' ? r.root : join(r.root, folder);
  return runClaude({
    prompt: 'hello',
    cwd,
    pluginDir: emptyPlugin(),
    maxRequests: 4,
    timeoutMs: 90_000,
    script: (_req, { index }) => (readFile && index === 0 ? { tool_uses: [{ name: 'Read', input: { file_path: join(r.root, readFile) } }] } : 'ok'),
  });
}

async function assertSameAsClient(files: Record<string, string>, folder: string, symlinks: Record<string, string> = {}): Promise<string[]> {
  const r = repo(files, symlinks);
  const model = predicted(r.root, folder).files.map((f) => f.path);
  const run = await startIn(r, folder);
  const sent = sentAtStart(run, r.root);
  assert.deepEqual(sent.map((s) => s.path), model, 'files and order the client sent vs the model');
  for (const s of sent) assert.equal(s.text, expectedText(r, s.path), `text the client sent for ${s.path}`);
  return model;
}

describe("Claude Code's session-start memory matches the client", () => {
  it('Nested CLAUDE.md files load from the root down to the start folder, in the client order', async () => {
    const files = {
      '.gitignore': 'CLAUDE.local.md\n',
      'CLAUDE.md': '# Project\n\nRoot rules.\n',
      'CLAUDE.local.md': '# Mine\n\nLocal notes.\n',
      '.claude/CLAUDE.md': '# Dot claude\n\nMore root rules.\n',
      'AGENTS.md': '# Agents\n\nNot read by Claude Code here.\n',
      'packages/a/CLAUDE.md': '# Package a\n\nUse pnpm.\n',
      'packages/a/CLAUDE.local.md': '# Package a, mine\n',
      'packages/a/src/CLAUDE.md': '# Below the start folder\n',
      'packages/b/CLAUDE.md': '# Package b\n',
      'packages/a/src/index.ts': 'export {};\n',
    };
    const loaded = await assertSameAsClient(files, 'packages/a', { 'packages/a/AGENTS.md': 'CLAUDE.md' });
    assert.deepEqual(loaded, ['CLAUDE.md', '.claude/CLAUDE.md', 'CLAUDE.local.md', 'packages/a/CLAUDE.md', 'packages/a/CLAUDE.local.md']);
  });

  it('Imports several levels deep load depth first, four hops at most, each file once', async () => {
    const files = {
      'CLAUDE.md': '# Project\n\n@docs/one.md\n@docs/side.md\n\n```\n@docs/in-code.md\n```\n\nSee @docs/missing.md and `@docs/in-span.md`.\n',
      'docs/one.md': '# One\n\n@two.md\n',
      'docs/two.md': '# Two\n\n@three.md\n',
      'docs/three.md': '# Three\n\n@four.md\n@../CLAUDE.md\n',
      'docs/four.md': '# Four\n\n@five.md\n',
      'docs/five.md': '# Five: one hop too far\n',
      'docs/side.md': '# Side\n\n@one.md\n@two.md, again\n',
      'docs/in-code.md': '# In code\n',
      'docs/in-span.md': '# In span\n',
    };
    const loaded = await assertSameAsClient(files, '');
    assert.deepEqual(loaded, ['CLAUDE.md', 'docs/one.md', 'docs/two.md', 'docs/three.md', 'docs/four.md', 'docs/side.md']);
  });

  it('An import outside the start folder is not loaded', async () => {
    const files = {
      'CLAUDE.md': '# Project\n\n@docs/guide.md\n@sub/inside.md\n',
      'docs/guide.md': '# Guide\n',
      'sub/inside.md': '# Inside the start folder\n',
      'sub/CLAUDE.md': '# Sub\n\n@local.md\n@../docs/other.md\n',
      'sub/local.md': '# Sub local\n',
      'docs/other.md': '# Other\n',
    };
    const loaded = await assertSameAsClient(files, 'sub');
    assert.deepEqual(loaded, ['CLAUDE.md', 'sub/inside.md', 'sub/CLAUDE.md', 'sub/local.md']);
  });

  it('Rules without paths: load at session start in directory order; rules with paths: do not', async () => {
    const files = {
      'CLAUDE.md': '# Project\n',
      '.claude/rules/style.md': '# Style\n\n@../../docs/style-detail.md\n',
      '.claude/rules/testing.md': '---\ndescription: how we test\n---\n# Testing\n',
      '.claude/rules/frontend/react.md': '# React\n',
      '.claude/rules/scoped.md': '---\npaths:\n  - "sub/**/*.ts"\n---\n# Scoped to sub\n',
      '.claude/rules/scoped-string.md': '---\npaths: "src/**"\n---\n# Scoped to src\n',
      '.claude/rules/notes.txt': 'not a rule\n',
      'docs/style-detail.md': '# Style detail\n',
      'sub/.claude/rules/sub-rule.md': '# Rule of sub\n',
      'sub/code.ts': 'export {};\n',
    };
    const loaded = await assertSameAsClient(files, 'sub');
    assert.deepEqual([...loaded].sort(), ['.claude/rules/frontend/react.md', '.claude/rules/style.md', '.claude/rules/testing.md', 'CLAUDE.md', 'sub/.claude/rules/sub-rule.md']);
  });

  it('AGENTS.md is read only when no folder of the chain has a CLAUDE.md', async () => {
    const files = {
      'AGENTS.md': '# Agents\n\n@docs/agents-detail.md\n',
      'docs/agents-detail.md': '# Detail\n',
      'sub/AGENTS.md': '# Sub agents\n',
      '.claude/rules/always.md': '# Always\n',
    };
    const loaded = await assertSameAsClient(files, '');
    assert.deepEqual(loaded, ['.claude/rules/always.md', 'AGENTS.md', 'docs/agents-detail.md']);
  });

  it('HTML comments that start a line are dropped, and a file left empty is not sent', async () => {
    const files = {
      'CLAUDE.md': '# Project\n<!-- a note for maintainers -->\nKeep this.\n<!-- inline --> and this\n\n```\n<!-- kept in code -->\n```\n<!--\n@docs/hidden.md\n-->\n@docs/shown.md\n',
      'docs/hidden.md': '# Hidden\n',
      'docs/shown.md': '# Shown\n',
      'sub/CLAUDE.md': '<!-- only a comment -->\n',
      '.claude/rules/blank.md': '---\ndescription: nothing else\n---\n\n',
      'sub/.claude/CLAUDE.md': '# Sub\n',
    };
    const loaded = await assertSameAsClient(files, 'sub');
    assert.deepEqual(loaded, ['CLAUDE.md', 'sub/.claude/CLAUDE.md']);
    const atRoot = await assertSameAsClient(files, '');
    assert.deepEqual(atRoot, ['CLAUDE.md', 'docs/shown.md']);
  });

  it('An empty CLAUDE.md does not stop AGENTS.md from being read', async () => {
    const loaded = await assertSameAsClient({ 'CLAUDE.md': '\n', 'AGENTS.md': '# Agents\n' }, '');
    assert.deepEqual(loaded, ['AGENTS.md']);
  });


  it('AGENTS.md and .claude/AGENTS.md load in each folder after its rules when no CLAUDE.md loads', async () => {
    const files = {
      '.claude/rules/a.md': '# Rule a\n',
      'AGENTS.md': '# Root agents\n',
      '.claude/AGENTS.md': '# Root dot agents\n',
      'sub/AGENTS.md': '# Sub agents\n',
      'sub/.claude/rules/b.md': '# Rule b\n',
      'sub/.claude/AGENTS.md': '# Sub dot agents\n',
    };
    const loaded = await assertSameAsClient(files, 'sub');
    assert.deepEqual(loaded, ['.claude/rules/a.md', 'AGENTS.md', '.claude/AGENTS.md', 'sub/.claude/rules/b.md', 'sub/AGENTS.md', 'sub/.claude/AGENTS.md']);
  });

  it('A memory file over 4 MiB is skipped whole and AGENTS.md is read instead', async () => {
    const big = '# Big\n\n' + ('word '.repeat(15) + '\n').repeat(60_000);
    const loaded = await assertSameAsClient({ 'CLAUDE.md': big, 'AGENTS.md': '# Agents\n' }, '');
    assert.deepEqual(loaded, ['AGENTS.md']);
  });

  it("claudeMdExcludes in the start folder's settings keeps matching files out, and an excluded CLAUDE.md lets AGENTS.md load", async () => {
    const files = {
      'CLAUDE.md': '# Root\n',
      'AGENTS.md': '# Agents\n\n@docs/x.md\n@docs/y.md\n',
      'docs/x.md': '# X\n',
      'docs/y.md': '# Y\n',
      '.claude/settings.json': JSON.stringify({ claudeMdExcludes: ['**/CLAUDE.md', '**/docs/x.md', 'docs/y.md'] }),
    };
    const loaded = await assertSameAsClient(files, '');
    assert.deepEqual(loaded, ['AGENTS.md', 'docs/y.md']);
  });

  it('A CLAUDE.local.md switches AGENTS.md off', async () => {
    const loaded = await assertSameAsClient({ '.gitignore': 'CLAUDE.local.md\n', 'AGENTS.md': '# Agents\n', 'CLAUDE.local.md': '# Mine\n' }, '');
    assert.deepEqual(loaded, ['CLAUDE.local.md']);
  });

  it('A subfolder CLAUDE.md and a matching paths: rule load when the agent reads a file there', async () => {
    const files = {
      'CLAUDE.md': '# Project\n',
      'sub/CLAUDE.md': '# Sub\n',
      'sub/x/CLAUDE.md': '# Sub x\n',
      'sub/x/file.ts': 'export const a = 1;\n',
      '.claude/rules/ts.md': '---\npaths:\n  - "sub/**/*.ts"\n---\n# TypeScript rule\n',
      '.claude/rules/py.md': '---\npaths:\n  - "**/*.py"\n---\n# Python rule\n',
    };
    const r = repo(files);
    const model = predicted(r.root, '');
    const run = await startIn(r, '', 'sub/x/file.ts');
    assert.deepEqual(sentAtStart(run, r.root).map((s) => s.path), model.files.map((f) => f.path));
    const second = run.messages[1];
    assert.ok(second, 'the client sent no request after the Read');
    const later = blocks(second, 1).flatMap((t) => memoryIn(t, r.root)).map((s) => s.path);
    const expected = model.on_demand.filter((o) => o.trigger.endsWith('a file in sub/x/') || o.trigger.endsWith('a file in sub/') || o.path === '.claude/rules/ts.md').map((o) => o.path);
    assert.deepEqual([...later].sort(), [...expected].sort());
    assert.deepEqual([...later].sort(), ['.claude/rules/ts.md', 'sub/CLAUDE.md', 'sub/x/CLAUDE.md']);
  });
});

describe('What loads later, on demand', () => {
  async function session(r: FixtureRepo, actions: Array<{ name: string; input: Record<string, unknown> }>): Promise<RunResult> {
    return runClaude({
      prompt: 'hello',
      cwd: r.root,
      pluginDir: emptyPlugin(),
      maxRequests: actions.length + 2,
      timeoutMs: 120_000,
      script: (_req, { index }) => (index < actions.length ? { tool_uses: [actions[index]!] } : 'ok'),
    });
  }

  it("A subfolder's memory loads when the agent writes or edits a file there, as the model lists it", async () => {
    const r = repo({
      'CLAUDE.md': '# Root\n',
      'sub/CLAUDE.md': '# Sub\n',
      'sub/.claude/CLAUDE.md': '# Sub dot claude\n',
      'sub/.claude/rules/r.md': '# Sub rule\n',
      'sub2/CLAUDE.md': '# Sub2\n',
      'sub2/x.ts': 'export const a = 1;\n',
    });
    const model = predicted(r.root, '');
    const run = await session(r, [
      { name: 'Write', input: { file_path: join(r.root, 'sub/new.ts'), content: 'export {};\n' } },
      { name: 'Edit', input: { file_path: join(r.root, 'sub2/x.ts'), old_string: 'a = 1', new_string: 'a = 2' } },
    ]);
    const later = laterMemory(run.messages[run.messages.length - 1]!, r.root).map((s) => s.path);
    assert.deepEqual([...later].sort(), model.on_demand.map((o) => o.path).sort());
    assert.deepEqual([...later].sort(), ['sub/.claude/CLAUDE.md', 'sub/.claude/rules/r.md', 'sub/CLAUDE.md', 'sub2/CLAUDE.md']);
  });

  it('A subfolder AGENTS.md loads on a read there only in a session that reads AGENTS.md and only where the folder has no CLAUDE.md', async () => {
    const r = repo({ 'AGENTS.md': '# Root agents\n', 'sub/CLAUDE.md': '# Sub claude\n', 'sub/AGENTS.md': '# Sub agents\n', 'sub/x.ts': 'x\n', 'other/AGENTS.md': '# Other agents\n', 'other/y.ts': 'y\n' });
    const model = predicted(r.root, '');
    const run = await session(r, [
      { name: 'Read', input: { file_path: join(r.root, 'sub/x.ts') } },
      { name: 'Read', input: { file_path: join(r.root, 'other/y.ts') } },
    ]);
    const later = laterMemory(run.messages[run.messages.length - 1]!, r.root).map((s) => s.path);
    assert.deepEqual([...later].sort(), model.on_demand.map((o) => o.path).sort());
    assert.deepEqual([...later].sort(), ['other/AGENTS.md', 'sub/CLAUDE.md']);
    // With a root CLAUDE.md the session reads no AGENTS.md at all, nested ones included.
    const r2 = repo({ 'CLAUDE.md': '# Root\n', 'sub/AGENTS.md': '# Sub agents\n', 'sub/x.ts': 'x\n' });
    const run2 = await session(r2, [{ name: 'Read', input: { file_path: join(r2.root, 'sub/x.ts') } }]);
    assert.deepEqual(laterMemory(run2.messages[run2.messages.length - 1]!, r2.root), []);
    assert.deepEqual(predicted(r2.root, '').on_demand, []);
  });
});

describe("Claude Code's skill listing", () => {
  /** The '- name[: description]' lines of the listing the client sends. */
  function listingLines(run: RunResult): string[] {
    const all = JSON.stringify(run.messages[0]);
    const head = 'The following skills are available for use with the Skill tool:\\n\\n';
    const at = all.indexOf(head);
    assert.ok(at >= 0, 'the client sent a skill listing');
    const body = JSON.parse('"' + all.slice(at + head.length, all.indexOf('\\n\\n', at + head.length)) + '"') as string;
    return ('\n' + body).split('\n- ').slice(1).map((e) => '- ' + e);
  }

  it('A listing of 60 long skill descriptions over the budget drops the descriptions the model names', async () => {
    const files: Record<string, string> = { 'CLAUDE.md': '# P\n' };
    const words = ['alpha', 'beta', 'gamma', 'delta', 'epsilon', 'zeta', 'eta', 'theta'];
    for (let i = 0; i < 60; i++) {
      const n = 60 + ((i * 37) % 340);
      const desc = Array.from({ length: n }, (_, k) => words[(i + k * 3) % words.length]).join(' ');
      const name = `skill-${String(i).padStart(2, '0')}`;
      files[`.claude/skills/${name}/SKILL.md`] = `---\nname: ${name}\ndescription: ${i === 5 ? 'x'.repeat(2000) : desc}\n---\nBody of ${name}\n`;
    }
    const r = repo(files);
    const ctx = runNode('context.mjs', ['--root', r.root, '--agent', 'claude-code', '--json']);
    assert.equal(ctx.code, 0, ctx.stderr);
    const listing = (JSON.parse(ctx.stdout) as { skill_listing: { budget: number; dropped: string[]; cut: string[]; entries: Array<{ name: string; source: string; chars: number; bundled: boolean; shown: string }> } }).skill_listing;
    const run = await startIn(r, '');
    const lines = listingLines(run);
    const nameOnly = lines.filter((l) => /^- skill-\d\d$/.test(l)).map((l) => l.slice(2));
    assert.ok(nameOnly.length > 0, 'the client drops some descriptions');
    assert.deepEqual(nameOnly, listing.dropped);
    // The per-entry cap: 1,535 characters and an ellipsis.
    assert.equal(lines.find((l) => l.startsWith('- skill-05:'))!.length, '- skill-05: '.length + 1536);
    const cutByClient = lines.filter((l) => /^- skill-\d\d: /.test(l) && l.endsWith('\u2026')).map((l) => l.slice(2, 10));
    assert.ok(cutByClient.includes('skill-05'));
    // A dropped description shows no cut: compare the ones the client shows.
    assert.deepEqual(listing.cut.filter((n) => !listing.dropped.includes(n)), cutByClient);
    // The client's own entries are the ones the model records for this version, bundled ones whole.
    const own = lines.filter((l) => !/^- skill-\d\d/.test(l) && l.startsWith('- '));
    const recorded = listing.entries.filter((e) => e.source === 'client');
    assert.deepEqual(own.map((l) => l.slice(2).split(':')[0]), recorded.map((e) => e.name));
    for (const e of recorded.filter((x) => x.bundled)) assert.equal(own.find((l) => l.startsWith(`- ${e.name}:`))!.length, e.chars, e.name);
  });
});

describe('Each context names its problems', () => {
  it('Identical subfolder CLAUDE.md files are sent twice when the agent reads in both folders', async () => {
    const same = '# Package\n\nRun the package tests with `npm test`.\n';
    const r = repo({ 'CLAUDE.md': '# Project\n', 'a/CLAUDE.md': same, 'b/CLAUDE.md': same, 'a/x.ts': 'export {};\n', 'b/y.ts': 'export {};\n' });
    const ctx = runNode('context.mjs', ['--root', r.root, '--json']);
    const root = (JSON.parse(ctx.stdout) as { contexts: Array<{ agent: string; folder: string; problems: Array<{ kind: string; path: string; other_path?: string }> }> }).contexts.find((c) => c.agent === 'claude-code' && c.folder === '')!;
    assert.deepEqual(root.problems.map((p) => [p.kind, p.path, p.other_path]), [['duplicate_on_demand', 'b/CLAUDE.md', 'a/CLAUDE.md']]);
    const reads = ['a/x.ts', 'b/y.ts'];
    const run = await runClaude({
      prompt: 'hello',
      cwd: r.root,
      pluginDir: emptyPlugin(),
      maxRequests: 5,
      timeoutMs: 90_000,
      script: (_req, { index }) => (index < reads.length ? { tool_uses: [{ name: 'Read', input: { file_path: join(r.root, reads[index]!) } }] } : 'ok'),
    });
    const last = run.messages[run.messages.length - 1]!;
    const later = blocks(last, 1).flatMap((t) => memoryIn(t, r.root));
    assert.deepEqual(later.map((s) => s.path), ['a/CLAUDE.md', 'b/CLAUDE.md']);
    assert.equal(later[0]!.text, later[1]!.text);
  });
});

describe('The context CLI', () => {
  it('/hygiene context runs the context script in the client', async () => {
    const r = repo({ 'CLAUDE.md': '# Project\n\n@docs/rules.md\n', 'docs/rules.md': '# Rules\n', 'sub/CLAUDE.md': '# Sub\n' });
    const run = await runClaude({
      prompt: '/doc-hygiene:hygiene context --folder sub',
      cwd: r.root,
      maxRequests: 4,
      timeoutMs: 90_000,
      script: (req) => {
        if (toolResults(req).length > 0) return 'done';
        const t = requestText(req);
        const line = /`(node "[^`]*\/dist\/context\.mjs")`/.exec(t.slice(t.indexOf('<command-name>/doc-hygiene:hygiene</command-name>')));
        assert.ok(line, 'the context route names a context.mjs command line');
        return { tool_uses: [{ name: 'Bash', input: { command: `${line[1]} --folder sub`, description: 'doc-hygiene context' } }] };
      },
    });
    assert.equal(run.code, 0, run.stderr);
    const result = toolResults(run.messages[run.messages.length - 1]!)[0];
    assert.ok(result && !result.is_error, result?.text);
    const direct = runNode('context.mjs', ['--folder', 'sub'], { cwd: r.root });
    assert.equal(result.text.trim(), direct.stdout.trim());
    assert.match(result.text, /Session started in sub\/\n  claude-code: 2 files/);
  });
});

