// Every client reader, in the order contexts are listed. A new client is one module implementing
// AgentReader (adapter.ts) and one line here.
import type { AgentReader } from './adapter.ts';
import { aiderReader } from './aider.ts';
import { claudeCodeReader } from './claude-code.ts';
import { codexReader } from './codex.ts';
import { copilotReader } from './copilot.ts';
import { cursorReader } from './cursor.ts';
import { geminiReader } from './gemini.ts';
import { kiroReader } from './kiro.ts';
import { windsurfReader } from './windsurf.ts';

export const READERS: readonly AgentReader[] = [claudeCodeReader, codexReader, geminiReader, cursorReader, copilotReader, windsurfReader, kiroReader, aiderReader];

/** The reader of one client, by its agent id. */
export function readerOf(agent: string): AgentReader | undefined {
  return READERS.find((r) => r.agent === agent);
}
