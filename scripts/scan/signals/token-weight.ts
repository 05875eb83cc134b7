// token_weight (the bloat signal): a doc Claude Code loads into every session whose tokens,
// together with what its imports load (scripts/readers/ says what that is), exceed the budget. Counted locally
// (gpt-tokenizer) before the signals run. A doc marked `hygiene: frozen` is never a bloat candidate.
import { ROLE_ORDER } from '../../contract/role-names.ts';
import type { DocSummary, RepositorySignal, ScanContext } from '../types.ts';

export interface ImportWeight {
  path: string;
  tokens: number;
  depth: number;
}

/** What a token_weight hit carries. */
export type TokenWeightHit = {
  name: 'token_weight';
  detail: string;
  tokens: number;
  own_tokens: number;
  budget: number;
  imports: ImportWeight[];
};

/** The doc's own tokens plus those of each doc its imports load (the reader model's per-session docs). */
export function sessionWeight(path: string, ctx: ScanContext): { own: number; imports: ImportWeight[]; total: number } {
  const doc = ctx.per_session.get(path);
  const own = doc?.own_tokens ?? 0;
  const imports: ImportWeight[] = (doc?.through ?? []).map((t) => ({ path: t.path, tokens: t.tokens, depth: t.depth }));
  return { own, imports, total: own + imports.reduce((n, i) => n + i.tokens, 0) };
}

export const tokenWeight: RepositorySignal<TokenWeightHit> = {
  name: 'token_weight',
  description: 'A per-session doc (with its imports) above the token budget.',
  help: 'Move detail out of the always-loaded doc into docs read on demand.',
  severity: { agent_memory: 'note', elsewhere: 'note' },
  history_fields: [],
  schema: {
    required: ['tokens', 'own_tokens', 'budget', 'imports'],
    properties: {
      tokens: { type: 'integer', minimum: 0, description: 'The doc plus everything it imports (each once).' },
      own_tokens: { type: 'integer', minimum: 0 },
      budget: { type: 'integer', minimum: 0 },
      imports: {
        type: 'array',
        description: 'The import chain, breadth first.',
        items: {
          type: 'object',
          additionalProperties: false,
          required: ['path', 'tokens', 'depth'],
          properties: { path: { $ref: '#/$defs/relpath' }, tokens: { type: 'integer', minimum: 0 }, depth: { type: 'integer', minimum: 1 } },
        },
      },
    },
  },
  // Whatever its role, a doc loaded in every session costs every session.
  roles: ROLE_ORDER,
  stage: 'repository',
  needs: ['per_session_tokens', 'frozen'],
  appliesTo: (doc, ctx) => ctx.per_session.has(doc.path) && !ctx.frozen.has(doc.path),
  detect(doc: DocSummary, ctx: ScanContext): TokenWeightHit[] {
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
