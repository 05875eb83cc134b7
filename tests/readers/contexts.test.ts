// openspec/specs/agent-readers/spec.md: the reader model on real fixture repositories (real files,
// real git, real symlinks), and the compiled context CLI as a process.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { makeRepo } from '../scan/helpers.ts';
import { runScript } from '../support/run.ts';
import { projectContexts } from '../../scripts/readers/project-contexts.ts';
import { contextsLoading, contextsMissing, type AgentContext } from '../../scripts/readers/contexts.ts';
import { CODEX_PROJECT_DOC_MAX_BYTES } from '../../scripts/readers/codex.ts';

const KIB = 1024;

/** `bytes` bytes of ASCII prose in lines of 64 bytes (newline included). */
function filler(bytes: number, word: string): string {
  const line = (word + ' ').repeat(64).slice(0, 63) + '\n';
  const out = line.repeat(Math.floor(bytes / 64));
  return out + 'x'.repeat(bytes - out.length);
}

const find = (cs: AgentContext[], agent: string, folder: string) => cs.find((c) => c.agent === agent && c.folder === folder);

describe('Codex reads the AGENTS.md chain under its byte budget', () => {
  it('A chain over 32 KiB is cut in the file that crosses the budget and the rest is dropped', async () => {
    const root = makeRepo({
      files: {
        'AGENTS.md': filler(20 * KIB, 'root'),
        'sub/AGENTS.md': filler(20 * KIB, 'sub'),
        'sub/deep/AGENTS.md': filler(5 * KIB, 'deep'),
      },
    });
    const { contexts } = await projectContexts(root, 'sub/deep');
    const codex = find(contexts, 'codex', 'sub/deep')!;
    assert.equal(CODEX_PROJECT_DOC_MAX_BYTES, 32768);
    assert.deepEqual(
      codex.files.map((f) => [f.path, f.bytes, f.loaded_bytes ?? f.bytes]),
      [['AGENTS.md', 20480, 20480], ['sub/AGENTS.md', 20480, 12288], ['sub/deep/AGENTS.md', 5120, 0]],
    );
    // 12288 bytes of 64-byte lines: 192 full lines, the cut falls at the start of line 193.
    assert.deepEqual(codex.truncation, { budget: 32768, cut_in: 'sub/AGENTS.md', cut_at_byte: 12288, cut_at_line: 193, bytes_lost: 8192 + 5120, dropped: ['sub/deep/AGENTS.md'] });
    const problem = codex.problems.find((p) => p.kind === 'truncated')!;
    assert.equal(problem.path, 'sub/AGENTS.md');
    assert.match(problem.detail, /13312 bytes never read, 1 file dropped/);
  });

  it('AGENTS.override.md replaces AGENTS.md in its folder and an empty file costs nothing', async () => {
    const root = makeRepo({
      files: {
        'AGENTS.md': 'root\n',
        'sub/AGENTS.md': 'replaced\n',
        'sub/AGENTS.override.md': 'override\n',
        'sub/deep/AGENTS.md': '  \n\n',
      },
    });
    const { contexts } = await projectContexts(root, 'sub/deep');
    assert.deepEqual(find(contexts, 'codex', 'sub/deep')!.files.map((f) => f.path), ['AGENTS.md', 'sub/AGENTS.override.md']);
  });
});

describe('Each context names its problems', () => {
  it('A block loaded twice in one context is reported with both places', async () => {
    const shared = '- run `npm test` before a commit\n- never push to main\n- keep the changelog\n- one change per PR\n';
    const root = makeRepo({ files: { 'CLAUDE.md': '# Project\n\n' + shared, '.claude/rules/git.md': '# Git\n\n' + shared } });
    const { contexts } = await projectContexts(root);
    const dup = find(contexts, 'claude-code', '')!.problems.filter((p) => p.kind === 'duplicate_content');
    assert.equal(dup.length, 1);
    assert.deepEqual([dup[0]!.path, dup[0]!.kind === 'duplicate_content' && dup[0]!.other_path], ['.claude/rules/git.md', 'CLAUDE.md']);
  });

  it('An import that does not resolve is reported; a trailing period is read as part of the path', async () => {
    const root = makeRepo({ files: { 'CLAUDE.md': '# Project\n\nSee @docs/guide.md.\n@docs/gone.md\n', 'docs/guide.md': '# Guide\n' } });
    const { contexts } = await projectContexts(root);
    const c = find(contexts, 'claude-code', '')!;
    assert.deepEqual(c.files.map((f) => f.path), ['CLAUDE.md']);
    const u = c.problems.filter((p) => p.kind === 'unresolved_import').map((p) => [p.path, p.kind === 'unresolved_import' && p.raw, p.kind === 'unresolved_import' && p.suggestion]);
    assert.deepEqual(u, [['CLAUDE.md', 'docs/guide.md.', 'docs/guide.md'], ['CLAUDE.md', 'docs/gone.md', undefined]]);
  });

  it('AGENTS.md committed as a symlink to CLAUDE.md is one file, not two', async () => {
    const root = makeRepo({ files: { 'CLAUDE.md': '# Project\n\nRules.\n' }, symlinks: { 'AGENTS.md': 'CLAUDE.md' } });
    const { contexts } = await projectContexts(root);
    const claude = find(contexts, 'claude-code', '')!;
    assert.deepEqual(claude.files.map((f) => f.path), ['CLAUDE.md']);
    assert.deepEqual(claude.problems, []);
    assert.deepEqual(find(contexts, 'codex', '')!.files.map((f) => f.path), ['AGENTS.md']);
  });
});

describe('Contexts per folder', () => {
  it('Each package with its own CLAUDE.md is a context that also loads the root memory', async () => {
    const pkg = '# Package\n\nRun `npm test` here.\n';
    const root = makeRepo({
      files: { 'CLAUDE.md': '# Root\n', 'packages/a/CLAUDE.md': pkg, 'packages/b/CLAUDE.md': pkg, 'docs/guide.md': '# Guide\n', 'content/claude.md': '# A page\n' },
    });
    const { contexts } = await projectContexts(root);
    // Copilot reads a root CLAUDE.md too, but a repository with no file in Copilot's own formats is not modelled for it.
    assert.deepEqual(contexts.map((c) => `${c.agent}@${c.folder}`), ['claude-code@', 'claude-code@packages/a', 'claude-code@packages/b']);
    assert.deepEqual(contextsLoading(contexts, 'CLAUDE.md'), [
      { agent: 'claude-code', folder: '' },
      { agent: 'claude-code', folder: 'packages/a' },
      { agent: 'claude-code', folder: 'packages/b' },
    ]);
    assert.deepEqual(contextsLoading(contexts, 'packages/a/CLAUDE.md'), [{ agent: 'claude-code', folder: 'packages/a' }]);
    const atRoot = find(contexts, 'claude-code', '')!;
    assert.deepEqual(atRoot.on_demand.map((o) => o.path), ['packages/a/CLAUDE.md', 'packages/b/CLAUDE.md']);
    assert.deepEqual(atRoot.problems.map((p) => [p.kind, p.path, 'other_path' in p && p.other_path]), [['duplicate_on_demand', 'packages/b/CLAUDE.md', 'packages/a/CLAUDE.md']]);
    assert.deepEqual(find(contexts, 'claude-code', 'packages/a')!.problems, []);
    // Removing packages/b's copy in favour of packages/a's would leave packages/b's sessions without it.
    assert.deepEqual(contextsMissing(contexts, 'packages/b/CLAUDE.md', 'packages/a/CLAUDE.md'), [{ agent: 'claude-code', folder: 'packages/b' }]);
    // Text in a package file that the root CLAUDE.md also holds is loaded wherever the package file is.
    assert.deepEqual(contextsMissing(contexts, 'packages/a/CLAUDE.md', 'CLAUDE.md'), []);
  });

  it('An AGENTS.md inside a skill installed in an agent folder starts no context, so its size cuts no chain; a skill at its home keeps its own', async () => {
    const root = makeRepo({
      files: {
        'AGENTS.md': filler(4 * KIB, 'root'),
        'web/AGENTS.md': filler(4 * KIB, 'web'),
        'web/.agents/skills/react-patterns/SKILL.md': '---\nname: react-patterns\ndescription: React patterns; the full guide is AGENTS.md.\n---\n# React patterns\n',
        'web/.agents/skills/react-patterns/AGENTS.md': filler(40 * KIB, 'guide'),
        'skills/review/rules/AGENTS.md': filler(40 * KIB, 'rules'),
        'skills/review/SKILL.md': '---\nname: review\ndescription: Review a change.\n---\n# Review\n',
      },
    });
    const { contexts } = await projectContexts(root);
    // The skill's maintainers work in its home folder: its rules/ AGENTS.md is theirs, and cut there.
    assert.deepEqual(contexts.filter((c) => c.agent === 'codex').map((c) => c.folder), ['', 'skills/review/rules', 'web']);
    assert.deepEqual(contexts.flatMap((c) => c.problems.filter((p) => p.kind === 'truncated').map((p) => p.path)), ['skills/review/rules/AGENTS.md']);
    // A session asked for in the skill's folder still reads the chain down to it, and is cut there.
    const inSkill = await projectContexts(root, 'web/.agents/skills/react-patterns');
    assert.equal(find(inSkill.contexts, 'codex', 'web/.agents/skills/react-patterns')!.truncation?.cut_in, 'web/.agents/skills/react-patterns/AGENTS.md');
  });
});

describe('The context CLI', () => {
  it('context.mjs prints each context, takes --folder and --json, and refuses a folder outside the project', () => {
    const root = makeRepo({ files: { 'CLAUDE.md': '# Root\n\n@docs/a.md\n', 'docs/a.md': '# A\n', 'sub/CLAUDE.md': '# Sub\n', 'AGENTS.md': '# Agents\n' } });
    const help = runScript('context.mjs', ['--help']);
    assert.equal(help.code, 0);
    assert.match(help.stdout, /--folder F/);
    const text = runScript('context.mjs', ['--root', root]);
    assert.equal(text.code, 0, text.stderr);
    assert.match(text.stdout, /Session started in \(project root\)\n  claude-code: 2 files, \d+ tokens every session\n {5}1\. CLAUDE\.md {2}\d+ tokens\n {5}2\. {3}docs\/a\.md \(@import from CLAUDE\.md\)/);
    const json = runScript('context.mjs', ['--root', root, '--folder', 'sub', '--json']);
    assert.equal(json.code, 0, json.stderr);
    const out = JSON.parse(json.stdout) as { contexts: AgentContext[] };
    assert.deepEqual(out.contexts.map((c) => [c.agent, c.folder, c.files.map((f) => f.path)]), [
      ['claude-code', 'sub', ['CLAUDE.md', 'sub/CLAUDE.md']],
      ['codex', 'sub', ['AGENTS.md']],
      ['cursor', 'sub', ['AGENTS.md']],
      ['copilot', 'sub', ['AGENTS.md', 'CLAUDE.md']],
      ['windsurf', 'sub', ['AGENTS.md']],
    ]);
    for (const c of out.contexts) for (const f of c.files) assert.match(f.source, /^(observed|source|docs): \S/, `${c.agent} ${f.path} names its rule's source`);
    assert.equal(runScript('context.mjs', ['--root', root, '--folder', '../elsewhere']).code, 2);
    assert.equal(runScript('context.mjs', ['--root', root, '--bogus']).code, 2);
  });
});

describe('report.md shows what agents load', () => {
  it('The report lists the heaviest contexts with their tokens and problems', () => {
    const root = makeRepo({
      files: {
        'CLAUDE.md': '# Project\n\n@docs/rules.md\nSee @docs/gone.md\n',
        'docs/rules.md': '# Rules\n\n' + 'Run the tests before each commit, every time. '.repeat(40) + '\n',
        'packages/a/CLAUDE.md': '# A\n',
        'AGENTS.md': '# Agents\n',
      },
    });
    const scanned = runScript('scanner.mjs', ['--root', root]);
    assert.equal(scanned.code, 0, scanned.stderr);
    const summary = (JSON.parse(scanned.stdout) as { agent_contexts: { contexts: number; loads: Record<string, number>; heaviest: Array<{ agent: string; folder: string; files: number; tokens: number; problems: string[] }> } }).agent_contexts;
    assert.equal(summary.contexts, 6);
    assert.deepEqual(summary.loads, { 'AGENTS.md': 4, 'CLAUDE.md': 3, 'docs/rules.md': 1, 'packages/a/CLAUDE.md': 1 });
    assert.deepEqual(summary.heaviest.slice(0, 3).map((c) => [c.agent, c.folder, c.files]), [['claude-code', '', 2], ['copilot', '', 2], ['claude-code', 'packages/a', 2]]);
    assert.ok(summary.heaviest[0]!.tokens > 300 && summary.heaviest[2]!.tokens < summary.heaviest[0]!.tokens);
    assert.equal(runScript('check.mjs', ['--root', root]).code, 0);
    const md = readFileSync(join(root, '.dochygiene', 'report.md'), 'utf8');
    const section = md.slice(md.indexOf('## What agents load'), md.indexOf('## Next step'));
    // The context's own problem, then what the scan found in the files it loads.
    assert.match(section, /^\| claude-code \| \(project root\) \| 2 \| [\d,]+ \| [\d,]+ \| unresolved_import: @docs\/gone\.md does not resolve to a file<br>broken_reference in CLAUDE\.md: [^|]+ \|$/m);
    assert.match(section, /^\| codex \| \(project root\) \| 1 \| \d+ \| 0 \| none \|$/m);
  });
});

