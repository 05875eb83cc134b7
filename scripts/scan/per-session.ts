// The per-session docs of a scan: what Claude Code loads at session start in the start folder, as
// the reader model computes it (scripts/readers/claude-code.ts holds every loading rule), with the
// tokens each sends and the files loaded through its imports.
import { loadedThrough, type ClaudeSession } from '../readers/claude-code.ts';
import { claudeCodeSentText } from '../readers/sent-text.ts';
import type { ReaderSources } from '../readers/sources.ts';
import type { CountTokens } from '../tokens/count-tokens.ts';
import type { PerSessionDoc } from './types.ts';

export function perSessionDocs(session: ClaudeSession, src: ReaderSources, count: CountTokens): Map<string, PerSessionDoc> {
  const own = new Map(session.files.map((f) => [f.path, count(claudeCodeSentText(f.path, src))]));
  const out = new Map<string, PerSessionDoc>();
  for (const f of session.files) {
    const through = loadedThrough(session, f.path).map((t) => ({ path: t.path, tokens: own.get(t.path) ?? 0, depth: t.depth }));
    out.set(f.path, { own_tokens: own.get(f.path) ?? 0, through });
  }
  return out;
}
