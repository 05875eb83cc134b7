// token_weight (the bloat signal): a doc Claude Code loads into every session whose tokens,
// together with what it imports (up to four hops), exceed the configured budget. Counted locally
// (gpt-tokenizer) before the signals run. A doc marked `hygiene: frozen` is never a bloat candidate.
import { ROLE_ORDER } from '../../roles/role-names.ts';
import type { DocSummary, RepositorySignal, ScanContext, SignalHit } from '../types.ts';

export interface ImportWeight {
  path: string;
  tokens: number;
  depth: number;
}

/** The doc's own tokens plus each doc its imports pull in (once each), breadth first. */
export function sessionWeight(path: string, ctx: ScanContext): { own: number; imports: ImportWeight[]; total: number } {
  const own = ctx.per_session.get(path)?.own_tokens ?? 0;
  const imports: ImportWeight[] = [];
  const seen = new Set([path]);
  let frontier = [path];
  for (let depth = 1; frontier.length > 0; depth++) {
    const next: string[] = [];
    for (const p of frontier) {
      for (const imp of ctx.per_session.get(p)?.imports ?? []) {
        if (seen.has(imp)) continue;
        seen.add(imp);
        imports.push({ path: imp, tokens: ctx.per_session.get(imp)?.own_tokens ?? 0, depth });
        next.push(imp);
      }
    }
    frontier = next;
  }
  return { own, imports, total: own + imports.reduce((n, i) => n + i.tokens, 0) };
}

export const tokenWeight: RepositorySignal = {
  name: 'token_weight',
  description: 'A per-session doc (with its imports) above the token budget.',
  // Whatever its role, a doc loaded in every session costs every session.
  roles: ROLE_ORDER,
  stage: 'repository',
  appliesTo: (doc, ctx) => ctx.per_session.has(doc.path) && !ctx.frozen.has(doc.path),
  detect(doc: DocSummary, ctx: ScanContext): SignalHit[] {
    const w = sessionWeight(doc.path, ctx);
    const budget = ctx.settings.token_budget;
    if (w.total <= budget) return [];
    const via = w.imports.length > 0 ? ` (${w.own} own, ${w.total - w.own} through ${w.imports.length} import${w.imports.length === 1 ? '' : 's'})` : '';
    return [
      {
        name: 'token_weight',
        detail: `loaded in every session: ${w.total} tokens${via}, budget ${budget}`,
        tokens: w.total,
        own_tokens: w.own,
        budget,
        imports: w.imports,
      },
    ];
  },
};
