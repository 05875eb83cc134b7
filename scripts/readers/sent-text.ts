// The text a client sends the model for one loaded file, which is what its tokens are counted on:
// Claude Code and Cursor drop a leading YAML frontmatter block (observed for Claude Code: a rule's
// `paths:` header never reaches the model); Codex, Gemini and Copilot send the file as it is.
import type { Agent } from './memory-files.ts';
import type { ReaderSources } from './sources.ts';

export function stripsFrontmatter(agent: Agent): boolean {
  return agent === 'claude-code' || agent === 'cursor';
}

export function sentText(path: string, src: ReaderSources, agent: Agent): string {
  const doc = src.doc(path);
  if (!doc) return '';
  if (!stripsFrontmatter(agent) || !doc.frontmatter) return doc.text;
  return doc.lines.slice(doc.frontmatter.end_line).join('\n');
}
