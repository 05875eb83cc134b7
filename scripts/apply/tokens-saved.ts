// The tokens an applied edit saved, measured on the bytes before and after it (the report's
// token_estimate is a forecast: a rewrite that adds 10 tokens saves -10, not the 191 of the range it
// was given). Each edit is replayed alone on top of this clean's earlier edits, so edits of one file
// are counted apart; a folder delete counts the report's estimate (its files are not replayed).
import type { Item } from './engine.ts';
import { replay } from './engine.ts';
import type { FileState } from './types.ts';
import type { CountTokens } from '../tokens/count-tokens.ts';

export interface Saved {
  raw: number;
  per_session: number;
}

function tokensIn(s: FileState | undefined, count: CountTokens): number | undefined {
  if (!s || s.type === 'absent') return 0;
  if (s.type === 'file') return count(s.bytes.toString('utf8'));
  return undefined;
}

/** Per applied item id: the tokens its edit removed (negative when it added some). */
export function measuredSavings(base: (path: string) => FileState, prior: readonly Item[], items: readonly Item[], count: CountTokens): Map<string, Saved> {
  const out = new Map<string, Saved>();
  const before = replay(base, [...prior]).states;
  const stateBefore = (p: string) => before.get(p) ?? base(p);
  for (const it of items) {
    const r = replay(base, [...prior, it]);
    let raw = 0;
    let measured = true;
    for (const [path, by] of r.touchedBy) {
      if (!by.includes(it.entry.id)) continue;
      const a = tokensIn(stateBefore(path), count);
      const b = tokensIn(r.states.get(path), count);
      if (a === undefined || b === undefined) {
        measured = false;
        break;
      }
      raw += a - b;
    }
    const t = it.entry.token_estimate;
    if (!measured) raw = t.raw_tokens;
    out.set(it.entry.id, { raw, per_session: t.injection_frequency === 'per-session' ? raw : 0 });
  }
  return out;
}
