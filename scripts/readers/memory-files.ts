// The one home of which file paths a coding agent loads as memory (always-on project context), and
// of which of those follow `@path` imports. Names are matched with their exact case: a lower-case
// `claude.md` page in a content tree is a page, not memory (Claude Code and Codex look for the
// exact names). Files that memory @imports are memory too: see memoryWithImports.

export type Agent = 'claude-code' | 'codex' | 'gemini' | 'copilot' | 'cursor' | 'windsurf' | 'kiro' | 'aider';

export interface MemoryMatch {
  agent: Agent;
  /** The rule that made the path memory, shown to people. */
  rule: string;
}

interface MemoryRule {
  agent: Agent;
  rule: string;
  test: (path: string, base: string) => boolean;
}

const baseOf = (path: string) => path.slice(path.lastIndexOf('/') + 1);
const atRoot = (path: string, exact: string) => path === exact;

/** In rule order; the first match names the agent. */
const MEMORY_RULES: readonly MemoryRule[] = [
  { agent: 'claude-code', rule: 'CLAUDE.md: Claude Code project memory', test: (p, b) => b === 'CLAUDE.md' && !p.endsWith('.claude/CLAUDE.md') },
  { agent: 'claude-code', rule: '.claude/CLAUDE.md: Claude Code project memory', test: (p) => p === '.claude/CLAUDE.md' || p.endsWith('/.claude/CLAUDE.md') },
  { agent: 'claude-code', rule: 'CLAUDE.local.md: Claude Code local memory', test: (_p, b) => b === 'CLAUDE.local.md' },
  { agent: 'claude-code', rule: '.claude/rules/**/*.md: Claude Code rules', test: (p) => /(?:^|\/)\.claude\/rules\/(?:[^/]+\/)*[^/]+\.md$/.test(p) },
  { agent: 'codex', rule: 'AGENTS.md: Codex and other AGENTS.md readers', test: (_p, b) => b === 'AGENTS.md' },
  { agent: 'codex', rule: 'AGENTS.override.md: Codex override', test: (_p, b) => b === 'AGENTS.override.md' },
  { agent: 'gemini', rule: 'GEMINI.md: Gemini CLI context', test: (_p, b) => b === 'GEMINI.md' },
  { agent: 'copilot', rule: '.github/copilot-instructions.md: GitHub Copilot instructions', test: (p) => atRoot(p, '.github/copilot-instructions.md') },
  { agent: 'cursor', rule: '.cursor/rules/*.mdc: Cursor rules', test: (p) => /(?:^|\/)\.cursor\/rules\/(?:[^/]+\/)*[^/]+\.mdc$/.test(p) },
  { agent: 'cursor', rule: '.cursorrules: Cursor legacy rules', test: (p) => atRoot(p, '.cursorrules') },
  { agent: 'windsurf', rule: '.windsurf/rules/*.md: Windsurf rules', test: (p) => /(?:^|\/)\.windsurf\/rules\/(?:[^/]+\/)*[^/]+\.md$/.test(p) },
  { agent: 'windsurf', rule: '.windsurfrules: Windsurf legacy rules', test: (p) => atRoot(p, '.windsurfrules') },
  { agent: 'kiro', rule: '.kiro/steering/*.md: Kiro steering', test: (p) => /^\.kiro\/steering\/[^/]+\.md$/.test(p) },
];

/**
 * Files a reader reads besides memory: settings that change what loads, path-specific instructions,
 * skills and commands (the skill listing). The index lists them so no reader walks the file list.
 */
const READER_INPUTS: readonly RegExp[] = [
  /^\.github\/instructions\/(?:[^/]+\/)*[^/]+\.instructions\.md$/,
  /(?:^|\/)\.claude\/settings(?:\.local)?\.json$/,
  /^\.claude\/skills\/[^/]+\/SKILL\.md$/,
  /^\.claude\/commands\/(?:[^/]+\/)*[^/]+\.md$/,
  /^\.claude-plugin\/plugin\.json$/,
  /^skills\/[^/]+\/SKILL\.md$/,
  /^commands\/(?:[^/]+\/)*[^/]+\.md$/,
  /(?:^|\/)\.codex\/config\.toml$/,
  /(?:^|\/)\.gemini\/settings\.json$/,
  /(?:^|\/)\.aider\.conf\.yml$/,
];

/** Whether a reader reads this path as an input other than memory (see READER_INPUTS). */
export function isReaderInput(path: string): boolean {
  return READER_INPUTS.some((re) => re.test(path));
}

/** The agent that loads this project-relative path as memory, and why; undefined when none does. */
export function isAgentMemoryPath(path: string): MemoryMatch | undefined {
  const p = path.replace(/^\.\//, '');
  const base = baseOf(p);
  for (const r of MEMORY_RULES) if (r.test(p, base)) return { agent: r.agent, rule: r.rule };
  return undefined;
}

/**
 * How many `@path` hops a client follows from one of its memory files; 0 when it reads none.
 * Claude Code: 4, observed (a file four imports away loads, five does not; openspec/specs/agent-readers).
 * Gemini CLI: 5, from its source (memoryImportProcessor.ts: maxDepth 5). The others read no imports.
 */
export function importMaxHops(agent: Agent): number {
  return agent === 'claude-code' ? 4 : agent === 'gemini' ? 5 : 0;
}

/**
 * Whether some client follows the `@path` imports of this memory file: Claude Code's own files,
 * GEMINI.md, and AGENTS.md (Claude Code reads AGENTS.md, imports included, when a folder chain has
 * no CLAUDE.md of any kind).
 */
export function followsImports(path: string): boolean {
  const m = isAgentMemoryPath(path);
  if (!m) return false;
  return importMaxHops(m.agent) > 0 || baseOf(path) === 'AGENTS.md';
}

const hopsFor = (path: string, m: MemoryMatch) => (m.agent === 'codex' && followsImports(path) ? importMaxHops('claude-code') : importMaxHops(m.agent));

export interface ImportedMemory extends MemoryMatch {
  /** The memory file (or imported file) whose @import pulled this one in, first found. */
  imported_by: string;
  /** Hops from the nearest memory file. */
  hops: number;
}

/**
 * Every memory file among `paths`, plus each file they @import (recursively, as far as the
 * client that reads them follows imports), keyed by path. `importsOf` gives the resolved, existing
 * project-relative targets of one file's @imports, in document order.
 */
export function memoryWithImports(
  paths: Iterable<string>,
  importsOf: (path: string) => readonly string[],
): Map<string, MemoryMatch | ImportedMemory> {
  const out = new Map<string, MemoryMatch | ImportedMemory>();
  let frontier: Array<{ path: string; agent: Agent; left: number }> = [];
  for (const p of [...paths].sort()) {
    const m = isAgentMemoryPath(p);
    if (!m) continue;
    out.set(p, m);
    const left = hopsFor(p, m);
    if (left > 0) frontier.push({ path: p, agent: m.agent, left });
  }
  for (let hop = 1; frontier.length > 0; hop++) {
    const next: typeof frontier = [];
    for (const { path, agent, left } of frontier) {
      for (const target of importsOf(path)) {
        if (out.has(target)) continue;
        out.set(target, { agent, rule: `@imported by ${path}`, imported_by: path, hops: hop });
        if (left > 1) next.push({ path: target, agent, left: left - 1 });
      }
    }
    frontier = next;
  }
  return out;
}

/**
 * The memory files Claude Code and Codex find at a project root by fixed name, for a caller that
 * may only stat a few paths (the SessionStart reminder).
 */
export const ROOT_MEMORY_FILES: readonly string[] = ['CLAUDE.md', 'CLAUDE.local.md', 'AGENTS.md', '.claude/CLAUDE.md'];

/**
 * The project's own instruction files: the memory an agent finds at the root by fixed name (the
 * root memory files, GEMINI.md, Copilot's repository instructions). The maintainers chose to load
 * these in every session; a rule file set to always apply or a guide imported wholesale is not one.
 */
export function isRootInstructionFile(path: string): boolean {
  return ROOT_MEMORY_FILES.includes(path) || path === 'AGENTS.override.md' || path === 'GEMINI.md' || path === '.github/copilot-instructions.md';
}
