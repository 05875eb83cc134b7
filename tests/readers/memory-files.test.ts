import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { isAgentMemoryPath, memoryWithImports } from '../../scripts/readers/memory-files.ts';

describe('Memory files', () => {
  it('names the agent that loads each memory path', () => {
    const cases: Array<[string, string | undefined]> = [
      ['CLAUDE.md', 'claude-code'],
      ['packages/a/CLAUDE.md', 'claude-code'],
      ['CLAUDE.local.md', 'claude-code'],
      ['.claude/CLAUDE.md', 'claude-code'],
      ['.claude/rules/style.md', 'claude-code'],
      ['.claude/rules/frontend/react.md', 'claude-code'],
      ['AGENTS.md', 'codex'],
      ['sub/AGENTS.override.md', 'codex'],
      ['GEMINI.md', 'gemini'],
      ['.github/copilot-instructions.md', 'copilot'],
      ['.cursor/rules/a.mdc', 'cursor'],
      ['.cursorrules', 'cursor'],
      ['README.md', undefined],
      ['.claude/commands/x.md', undefined],
      ['docs/.github/copilot-instructions.md', undefined],
    ];
    for (const [p, agent] of cases) assert.equal(isAgentMemoryPath(p)?.agent, agent, p);
  });

  it('a lower-case claude.md page in a content tree is not agent memory', () => {
    assert.equal(isAgentMemoryPath('docs/guides/claude.md'), undefined);
    assert.equal(isAgentMemoryPath('agents.md'), undefined);
    assert.equal(isAgentMemoryPath('Claude.md'), undefined);
  });

  it('files that memory @imports are memory, as far as Claude Code follows them; AGENTS.override.md imports are not followed', () => {
    const graph: Record<string, string[]> = {
      'CLAUDE.md': ['docs/a.md'],
      'docs/a.md': ['docs/b.md'],
      'docs/b.md': ['docs/c.md'],
      'docs/c.md': ['docs/d.md'],
      'docs/d.md': ['docs/e.md'],
      'AGENTS.md': ['docs/f.md'],
      'AGENTS.override.md': ['docs/g.md'],
    };
    const m = memoryWithImports(['CLAUDE.md', 'AGENTS.md', 'AGENTS.override.md', 'docs/a.md', 'README.md'], (p) => graph[p] ?? []);
    assert.deepEqual([...m.keys()].sort(), ['AGENTS.md', 'AGENTS.override.md', 'CLAUDE.md', 'docs/a.md', 'docs/b.md', 'docs/c.md', 'docs/d.md', 'docs/f.md']);
    assert.equal(m.get('docs/b.md')?.rule, '@imported by docs/a.md');
  });
});
