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
    const expected = model.on_demand.filter((o) => o.trigger === 'reading a file in sub/x/' || o.trigger === 'reading a file in sub/' || (o.path === '.claude/rules/ts.md')).map((o) => o.path);
    assert.deepEqual([...later].sort(), [...expected].sort());
    assert.deepEqual([...later].sort(), ['.claude/rules/ts.md', 'sub/CLAUDE.md', 'sub/x/CLAUDE.md']);
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

