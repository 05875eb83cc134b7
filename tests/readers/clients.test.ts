// openspec/specs/agent-readers/spec.md: each client's reader on real fixture repositories (real
// files, real git), through projectContexts and the compiled context CLI.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { makeRepo } from '../scan/helpers.ts';
import { runScript } from '../support/run.ts';
import { projectContexts } from '../../scripts/readers/project-contexts.ts';
import type { AgentContext } from '../../scripts/readers/contexts.ts';
import { READERS } from '../../scripts/readers/registry.ts';

const KIB = 1024;
const find = (cs: AgentContext[], agent: string, folder: string) => cs.find((c) => c.agent === agent && c.folder === folder);
const paths = (c: AgentContext | undefined) => (c?.files ?? []).map((f) => f.path);
const onDemand = (c: AgentContext | undefined) => (c?.on_demand ?? []).map((o) => o.path);
const kinds = (c: AgentContext | undefined) => (c?.problems ?? []).map((p) => p.kind);

function filler(bytes: number, word: string): string {
  const line = (word + ' ').repeat(64).slice(0, 63) + '\n';
  const out = line.repeat(Math.floor(bytes / 64));
  return out + 'x'.repeat(bytes - out.length);
}

describe('Readers are adapters behind one registry', () => {
  it('Every reader names the source of each rule it applies', async () => {
    const root = makeRepo({ files: { 'CLAUDE.md': '# P\n', 'AGENTS.md': '# A\n' } });
    const r = await projectContexts(root, { all_agents: true });
    assert.deepEqual(r.readers.map((x) => x.agent), READERS.map((x) => x.agent));
    for (const reader of r.readers) {
      assert.ok(reader.rules.length > 0, reader.agent);
      for (const rule of reader.rules) assert.match(rule.source, /^(observed|source|docs): \S/, `${reader.agent}/${rule.id}`);
    }
    // --all-agents: a context for every client at the root, an empty one for a client that loads nothing.
    assert.deepEqual(r.contexts.filter((c) => c.folder === '').map((c) => c.agent), READERS.map((x) => x.agent));
    assert.deepEqual(paths(find(r.contexts, 'kiro', '')), []);
  });
});

describe("Gemini CLI's reader follows its source", () => {
  it('GEMINI.md files below the start folder load just in time, not at session start', async () => {
    const root = makeRepo({ files: { 'GEMINI.md': '# Root\n', 'sub/GEMINI.md': '# Sub\n', 'sub/deep/GEMINI.md': '# Deep\n', 'other/GEMINI.md': '# Other\n' } });
    const { contexts } = await projectContexts(root);
    const g = find(contexts, 'gemini', '');
    assert.deepEqual(paths(g), ['GEMINI.md']);
    assert.deepEqual(onDemand(g), ['other/GEMINI.md', 'sub/GEMINI.md', 'sub/deep/GEMINI.md']);
    assert.deepEqual(paths(find(contexts, 'gemini', 'sub')), ['GEMINI.md', 'sub/GEMINI.md']);
  });

  it('context.fileName in .gemini/settings.json adds AGENTS.md and keeps GEMINI.md', async () => {
    const root = makeRepo({ files: { '.gemini/settings.json': JSON.stringify({ context: { fileName: ['AGENTS.md'] } }), 'AGENTS.md': '# Agents\n', 'GEMINI.md': '# Gemini\n', 'sub/AGENTS.md': '# Sub\n' } });
    const { contexts } = await projectContexts(root);
    const g = find(contexts, 'gemini', '')!;
    assert.deepEqual(paths(g), ['AGENTS.md', 'GEMINI.md']);
    assert.deepEqual(onDemand(g), ['sub/AGENTS.md']);
    assert.deepEqual(g.settings.map((s) => s.key), ['context.fileName']);
  });

  it('The boundary marker sets where the upward search stops', async () => {
    const root = makeRepo({ files: { 'GEMINI.md': '# Root\n', 'pkg/package.json': '{}\n', 'pkg/GEMINI.md': '# Pkg\n', 'pkg/src/GEMINI.md': '# Src\n', 'pkg/src/.gemini/settings.json': JSON.stringify({ context: { memoryBoundaryMarkers: ['package.json'] } }) } });
    const { contexts } = await projectContexts(root, { folder: 'pkg/src' });
    assert.deepEqual(paths(find(contexts, 'gemini', 'pkg/src')), ['pkg/GEMINI.md', 'pkg/src/GEMINI.md']);
  });
});

describe("Codex's reader reads the project's Codex config", () => {
  it('A committed .codex/config.toml raises project_doc_max_bytes and the chain is no longer cut', async () => {
    const files = { 'AGENTS.md': filler(20 * KIB, 'root'), 'sub/AGENTS.md': filler(20 * KIB, 'sub') };
    const cut = await projectContexts(makeRepo({ files }), { folder: 'sub', agents: ['codex'] });
    assert.deepEqual(kinds(cut.contexts[0]), ['truncated']);
    const raised = await projectContexts(makeRepo({ files: { ...files, '.codex/config.toml': '# team settings\nproject_doc_max_bytes = 65536\n\n[profiles.x]\nproject_doc_max_bytes = 10\n' } }), { folder: 'sub', agents: ['codex'] });
    const c = raised.contexts[0]!;
    assert.deepEqual(kinds(c), []);
    assert.deepEqual(c.files.map((f) => [f.path, f.loaded_bytes]), [['AGENTS.md', undefined], ['sub/AGENTS.md', undefined]]);
    assert.deepEqual(c.settings, [{ path: '.codex/config.toml', key: 'project_doc_max_bytes', value: 65536 }]);
  });

  it('project_doc_fallback_filenames are read where a folder has no AGENTS.md, and AGENTS.override.md wins', async () => {
    const root = makeRepo({ files: { '.codex/config.toml': 'project_doc_fallback_filenames = ["CLAUDE.md", "TEAM.md"]\n', 'CLAUDE.md': '# Claude\n', 'sub/TEAM.md': '# Team\n', 'sub/deep/AGENTS.md': '# Agents\n', 'sub/deep/AGENTS.override.md': '# Override\n' } });
    const { contexts } = await projectContexts(root, { folder: 'sub/deep', agents: ['codex'] });
    assert.deepEqual(contexts[0]!.files.map((f) => [f.path, f.rule]), [['CLAUDE.md', 'fallback'], ['sub/TEAM.md', 'fallback'], ['sub/deep/AGENTS.override.md', 'override']]);
  });
});

describe("Claude Code's reader covers AGENTS.md, size, excludes and on-demand loads", () => {
  it('.claude/AGENTS.md is read after AGENTS.md, and a twin of the same text is reported', async () => {
    const root = makeRepo({ files: { 'AGENTS.md': '# Same\n\nText.\n', '.claude/AGENTS.md': '# Same\n\nText.\n', 'sub/AGENTS.md': '# Sub\n', 'other/CLAUDE.md': '# Other\n', 'other/AGENTS.md': '# Not read\n' } });
    const { contexts } = await projectContexts(root);
    const c = find(contexts, 'claude-code', '')!;
    assert.deepEqual(paths(c), ['AGENTS.md', '.claude/AGENTS.md']);
    assert.deepEqual(c.problems.map((p) => [p.kind, p.path]), [['twin_files', '.claude/AGENTS.md']]);
    // A subfolder's AGENTS.md loads on a read there, unless the folder has a CLAUDE.md of its own.
    assert.deepEqual(onDemand(c), ['other/CLAUDE.md', 'sub/AGENTS.md']);
  });

  it('A root CLAUDE.md switches nested AGENTS.md files off too', async () => {
    const root = makeRepo({ files: { 'CLAUDE.md': '# Root\n', 'sub/AGENTS.md': '# Sub\n' } });
    const c = find((await projectContexts(root)).contexts, 'claude-code', '')!;
    assert.deepEqual(onDemand(c), []);
  });

  it('A memory file over 4 MiB is skipped whole and AGENTS.md is read instead', async () => {
    const root = makeRepo({ files: { 'CLAUDE.md': filler(4 * 1024 * KIB + 10, 'big'), 'AGENTS.md': '# Agents\n' } });
    const c = find((await projectContexts(root, { agents: ['claude-code'] })).contexts, 'claude-code', '')!;
    assert.deepEqual(paths(c), ['AGENTS.md']);
    assert.deepEqual(kinds(c), ['not_loaded_over_size']);
  });

  it('claudeMdExcludes in the start folder settings keeps matching files out', async () => {
    const root = makeRepo({ files: { 'CLAUDE.md': '# Root\n\n@docs/x.md\n', 'docs/x.md': '# X\n', 'sub/CLAUDE.md': '# Sub\n', 'AGENTS.md': '# Agents\n', '.claude/settings.json': JSON.stringify({ claudeMdExcludes: ['**/docs/x.md', '**/sub/CLAUDE.md', 'CLAUDE.md'] }) } });
    const c = find((await projectContexts(root, { agents: ['claude-code'] })).contexts, 'claude-code', '')!;
    // A relative pattern matches nothing: the root CLAUDE.md still loads, so AGENTS.md does not.
    assert.deepEqual(paths(c), ['CLAUDE.md']);
    assert.deepEqual(onDemand(c), []);
    assert.deepEqual(c.settings.map((s) => [s.path, s.key]), [['.claude/settings.json', 'claudeMdExcludes']]);
  });

  it('A CLAUDE.local.md that switches AGENTS.md off is reported', async () => {
    const root = makeRepo({ files: { '.gitignore': 'CLAUDE.local.md\n', 'AGENTS.md': '# Agents\n\nRun the tests.\n' }, untracked: { 'CLAUDE.local.md': '# Mine\n' } });
    const c = find((await projectContexts(root, { agents: ['claude-code'] })).contexts, 'claude-code', '')!;
    assert.deepEqual(paths(c), ['CLAUDE.local.md']);
    assert.deepEqual(c.problems.map((p) => [p.kind, p.path]), [['agents_md_hidden', 'AGENTS.md']]);
  });

  it('A subfolder .claude/CLAUDE.md and its unconditional rules load on demand with its CLAUDE.md', async () => {
    const root = makeRepo({ files: { 'CLAUDE.md': '# Root\n', 'sub/CLAUDE.md': '# Sub\n', 'sub/.claude/CLAUDE.md': '# Sub dot\n', 'sub/.claude/rules/r.md': '# Rule\n' } });
    const c = find((await projectContexts(root, { agents: ['claude-code'] })).contexts, 'claude-code', '')!;
    assert.deepEqual(onDemand(c), ['sub/CLAUDE.md', 'sub/.claude/CLAUDE.md', 'sub/.claude/rules/r.md']);
    assert.match(c.on_demand[0]!.trigger, /reading, writing or editing a file in sub\//);
  });
});

describe("Claude Code's skill listing", () => {
  it('A listing of 60 long skill descriptions over the budget names the descriptions that are dropped', async () => {
    const files: Record<string, string> = { 'CLAUDE.md': '# P\n' };
    for (let i = 0; i < 60; i++) files[`.claude/skills/skill-${String(i).padStart(2, '0')}/SKILL.md`] = `---\nname: skill-${String(i).padStart(2, '0')}\ndescription: ${'word '.repeat(100 + i * 2).trim()}\n---\nBody\n`;
    files['.claude/skills/skill-05/SKILL.md'] = `---\nname: skill-05\ndescription: ${'x'.repeat(2000)}\n---\nBody\n`;
    const r = await projectContexts(makeRepo({ files }), { agents: ['claude-code'] });
    const l = r.skill_listing;
    assert.equal(l.budget, 30000);
    assert.ok(l.full_chars > l.budget);
    assert.ok(l.chars <= l.budget, `${l.chars} <= ${l.budget}`);
    assert.ok(l.dropped.length > 10 && l.dropped.length < 60);
    assert.equal(l.dropped[0], l.entries.find((e) => e.shown === 'name_only')!.name);
    assert.ok(l.dropped.includes('skill-59') && !l.dropped.includes('skill-00'));
    assert.deepEqual(l.cut, ['skill-05']);
    const p = find(r.contexts, 'claude-code', '')!.problems.find((x) => x.kind === 'skill_listing_over_budget');
    assert.ok(p && p.kind === 'skill_listing_over_budget');
    assert.deepEqual(p.dropped, l.dropped);
    assert.match(p.detail, /over Claude Code's 30000-character budget: \d+ descriptions dropped/);
  });

  it('A small listing fits and raises no problem; skillListingBudgetFraction shrinks the budget', async () => {
    const files = { '.claude/skills/a/SKILL.md': '---\nname: a\ndescription: Does a\n---\nB\n', '.claude/commands/grp/b.md': 'First line of b\n' };
    const fits = await projectContexts(makeRepo({ files }), { agents: ['claude-code'] });
    assert.deepEqual(fits.skill_listing.entries.filter((e) => e.source === 'project').map((e) => [e.name, e.chars]), [['a', '- a: Does a'.length], ['grp:b', '- grp:b: First line of b'.length]]);
    assert.deepEqual(fits.skill_listing.dropped, []);
    const tight = await projectContexts(makeRepo({ files: { ...files, '.claude/settings.json': JSON.stringify({ skillListingBudgetFraction: 0.002 }) } }), { agents: ['claude-code'] });
    assert.equal(tight.skill_listing.budget, 6000);
    assert.deepEqual(tight.skill_listing.dropped, ['a', 'grp:b']);
  });
});

describe('Cursor, Copilot, Windsurf, Kiro and Aider readers follow their documentation', () => {
  it('Cursor applies .mdc rules by alwaysApply, globs and description, the root AGENTS.md and .cursorrules', async () => {
    const root = makeRepo({
      files: {
        'AGENTS.md': '# Agents\n',
        'pkg/AGENTS.md': '# Pkg\n',
        '.cursorrules': 'legacy\n',
        '.cursor/rules/always.mdc': '---\nalwaysApply: true\n---\nAlways\n',
        '.cursor/rules/ts.mdc': '---\nglobs: "**/*.ts"\nalwaysApply: false\n---\nTS\n',
        '.cursor/rules/ask.mdc': '---\ndescription: When migrating\n---\nAsk\n',
        '.cursor/rules/manual.mdc': 'Manual\n',
        '.cursor/rules/plain.md': 'Ignored\n',
      },
    });
    const c = find((await projectContexts(root, { agents: ['cursor'] })).contexts, 'cursor', '')!;
    assert.deepEqual(c.files.map((f) => [f.path, f.rule]), [['AGENTS.md', 'agents-md'], ['.cursorrules', 'legacy'], ['.cursor/rules/always.mdc', 'always']]);
    assert.deepEqual(c.on_demand.map((o) => [o.path, o.rule]), [['.cursor/rules/ask.mdc', 'requested'], ['.cursor/rules/manual.mdc', 'manual'], ['.cursor/rules/ts.mdc', 'globs'], ['pkg/AGENTS.md', 'nested-agents']]);
    assert.equal(c.files[2]!.tokens, 1);
  });

  it('Copilot loads its instructions, AGENTS.md, and a root CLAUDE.md and GEMINI.md, twins reported', async () => {
    const same = '# Rules\n\nUse pnpm.\n';
    const root = makeRepo({ files: { '.github/copilot-instructions.md': '# Copilot\n', 'AGENTS.md': same, 'CLAUDE.md': same, 'GEMINI.md': '# Gemini\n', 'sub/AGENTS.md': '# Sub\n', '.github/instructions/ts.instructions.md': '---\napplyTo: "**/*.ts"\n---\nTS\n' } });
    const { contexts } = await projectContexts(root, { agents: ['copilot'] });
    const c = find(contexts, 'copilot', '')!;
    assert.deepEqual(paths(c), ['.github/copilot-instructions.md', 'AGENTS.md', 'CLAUDE.md', 'GEMINI.md']);
    assert.deepEqual(c.problems.map((p) => [p.kind, p.path, 'other_path' in p ? p.other_path : '']), [['twin_files', 'CLAUDE.md', 'AGENTS.md']]);
    assert.deepEqual(c.on_demand.map((o) => [o.path, o.trigger]), [['.github/instructions/ts.instructions.md', 'working on a file matching **/*.ts'], ['sub/AGENTS.md', 'working on a file in sub/']]);
    assert.deepEqual(paths(find(contexts, 'copilot', 'sub')), ['.github/copilot-instructions.md', 'AGENTS.md', 'sub/AGENTS.md', 'CLAUDE.md', 'GEMINI.md']);
  });

  it('Windsurf applies rules by trigger, the root AGENTS.md always and a nested one by glob, and reports a rule over its limit', async () => {
    const root = makeRepo({ files: { '.windsurfrules': 'legacy\n', 'AGENTS.md': '# A\n', 'web/AGENTS.md': '# Web\n', '.windsurf/rules/on.md': '---\ntrigger: always_on\n---\nOn\n', '.windsurf/rules/g.md': '---\ntrigger: glob\nglobs: "*.py"\n---\nPy\n', '.windsurf/rules/big.md': '---\ntrigger: model_decision\ndescription: big\n---\n' + 'y'.repeat(13000) + '\n' } });
    const c = find((await projectContexts(root, { agents: ['windsurf'] })).contexts, 'windsurf', '')!;
    assert.deepEqual(paths(c), ['.windsurfrules', 'AGENTS.md', '.windsurf/rules/on.md']);
    assert.deepEqual(c.on_demand.map((o) => [o.path, o.rule]), [['.windsurf/rules/big.md', 'model-decision'], ['.windsurf/rules/g.md', 'glob'], ['web/AGENTS.md', 'agents-md']]);
    assert.deepEqual(kinds(c), ['over_limit']);
  });

  it('Kiro includes steering by its inclusion mode', async () => {
    const root = makeRepo({ files: { '.kiro/steering/product.md': '# Product\n', '.kiro/steering/api.md': '---\ninclusion: fileMatch\nfileMatchPattern: "api/**/*.ts"\n---\nAPI\n', '.kiro/steering/rare.md': '---\ninclusion: manual\n---\nRare\n' } });
    const c = find((await projectContexts(root, { agents: ['kiro'] })).contexts, 'kiro', '')!;
    assert.deepEqual(paths(c), ['.kiro/steering/product.md']);
    assert.deepEqual(c.on_demand.map((o) => [o.path, o.rule]), [['.kiro/steering/api.md', 'file-match'], ['.kiro/steering/rare.md', 'manual']]);
  });

  it('Aider reads the files read: names in .aider.conf.yml', async () => {
    const root = makeRepo({ files: { '.aider.conf.yml': 'read:\n  - CONVENTIONS.md\n  - docs/style.md\n  - missing.md\n', 'CONVENTIONS.md': '# Conventions\n', 'docs/style.md': '# Style\n' } });
    const c = find((await projectContexts(root, { agents: ['aider'] })).contexts, 'aider', '')!;
    assert.deepEqual(paths(c), ['CONVENTIONS.md', 'docs/style.md']);
    assert.deepEqual(c.settings.map((s) => s.key), ['read']);
  });
});

describe('The context CLI', () => {
  it('context.mjs --all-agents --json gives every client its files, on-demand rules and tokens, each with its source', () => {
    const root = makeRepo({
      files: {
        'CLAUDE.md': '# Claude\n',
        'AGENTS.md': '# Agents\n',
        'GEMINI.md': '# Gemini\n',
        'sub/GEMINI.md': '# Sub\n',
        '.cursor/rules/a.mdc': '---\nalwaysApply: true\n---\nA\n',
        '.github/copilot-instructions.md': '# Copilot\n',
        '.windsurf/rules/w.md': '---\ntrigger: always_on\n---\nW\n',
        '.kiro/steering/k.md': '# K\n',
        '.aider.conf.yml': 'read: CONVENTIONS.md\n',
        'CONVENTIONS.md': '# Conventions\n',
        '.claude/rules/py.md': '---\npaths: "**/*.py"\n---\nPy\n',
      },
    });
    const out = runScript('context.mjs', ['--root', root, '--all-agents', '--json']);
    assert.equal(out.code, 0, out.stderr);
    const r = JSON.parse(out.stdout) as { readers: Array<{ agent: string }>; contexts: AgentContext[] };
    const atRoot = r.contexts.filter((c) => c.folder === '');
    assert.deepEqual(atRoot.map((c) => c.agent), ['claude-code', 'codex', 'gemini', 'cursor', 'copilot', 'windsurf', 'kiro', 'aider']);
    for (const c of atRoot) {
      assert.ok(c.files.length > 0, `${c.agent} loads its file`);
      assert.equal(c.tokens, c.files.reduce((n, f) => n + f.tokens, 0));
      for (const f of [...c.files, ...c.on_demand]) assert.match(f.source, /^(observed|source|docs): /);
    }
    assert.deepEqual(find(atRoot, 'gemini', '')!.on_demand.map((o) => o.path), ['sub/GEMINI.md']);
    assert.deepEqual(find(atRoot, 'claude-code', '')!.on_demand.map((o) => o.path), ['.claude/rules/py.md']);
    const one = runScript('context.mjs', ['--root', root, '--agent', 'kiro', '--json']);
    assert.deepEqual((JSON.parse(one.stdout) as { contexts: AgentContext[] }).contexts.map((c) => c.agent), ['kiro']);
    assert.equal(runScript('context.mjs', ['--root', root, '--agent', 'nobody']).code, 2);
  });
});

describe('The scan artifact names every client', () => {
  it("The artifact schema's client list is the registry's", async () => {
    const { readFileSync } = await import('node:fs');
    const schema = readFileSync(new URL('../../scripts/contract/schemas/scan.schema.json', import.meta.url), 'utf8');
    const m = /"agent": \{ "enum": (\[[^\]]*\]) \}/.exec(schema);
    assert.ok(m, 'the schema lists the clients');
    assert.deepEqual(JSON.parse(m[1]!), READERS.map((r) => r.agent));
  });
});
