// token_weight (the bloat signal): a doc an agent loads into every session started in the scan's
// folder whose tokens, together with what its imports load (scripts/readers/ says what that is),
// exceed the budget. Counted locally (gpt-tokenizer) before the signals run. A nested memory file (a
// package's CLAUDE.md or AGENTS.md) loads on demand, when the agent works in its folder: it is never
// counted as always-loaded context, and over the budget it is only a hint. A doc marked
// `hygiene: frozen` is never a bloat candidate. The project's own root instruction file (CLAUDE.md,
// AGENTS.md, GEMINI.md, with nothing but another of them imported) over the default budget is a hint:
// its size is the maintainers' choice, and a default number they never picked is no evidence against
// it (judged: 0 true of 13 such findings on the tune corpora, against 7 of 7 for always-applied rule
// files and guides imported wholesale). Once .dochygiene.yaml sets scan.token_budget, it is a candidate.
import { ROLE_ORDER } from '../../contract/role-names.ts';
import { isRootInstructionFile } from '../../readers/memory-files.ts';
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
  /** A nested memory file, loaded on demand (when the agent works in its folder), not at session start; or the project's own root instruction file over a budget nobody set: never a candidate alone. */
  hint?: true;
};

/** The doc's own tokens plus those of each doc its imports load (the reader model's per-session docs). */
export function sessionWeight(path: string, ctx: ScanContext): { own: number; imports: ImportWeight[]; total: number } {
  const doc = ctx.per_session.get(path);
  if (!doc) return contextWeight(path, ctx) ?? { own: 0, imports: [], total: 0 };
  const own = doc.own_tokens;
  const imports: ImportWeight[] = doc.through.map((t) => ({ path: t.path, tokens: t.tokens, depth: t.depth }));
  return { own, imports, total: own + imports.reduce((n, i) => n + i.tokens, 0) };
}

/**
 * A memory file the start folder's session does not load but another session does (a package's
 * CLAUDE.md, loaded by every session started in that package): its weight in the heaviest session
 * that loads it at start, with what it imports there.
 */
function contextWeight(path: string, ctx: ScanContext, folder?: string): { own: number; imports: ImportWeight[]; total: number } | undefined {
  let best: { own: number; imports: ImportWeight[]; total: number } | undefined;
  for (const c of ctx.agent_contexts ?? []) {
    if (folder !== undefined && c.folder !== folder) continue;
    const f = c.files.find((x) => x.path === path && x.imported_by === undefined && x.loaded_bytes !== 0);
    if (!f) continue;
    const imports: ImportWeight[] = [];
    let frontier = [path];
    for (let depth = 1; frontier.length > 0; depth++) {
      const next = c.files.filter((x) => x.imported_by !== undefined && frontier.includes(x.imported_by));
      for (const x of next) imports.push({ path: x.path, tokens: x.tokens, depth });
      frontier = next.map((x) => x.path);
    }
    const total = f.tokens + imports.reduce((n, i) => n + i.tokens, 0);
    if (!best || total > best.total) best = { own: f.tokens, imports, total };
  }
  return best;
}

/** The weight is the project's own root instruction file, importing at most another of them (`@AGENTS.md`). */
function ownInstructions(path: string, imports: ImportWeight[]): boolean {
  return isRootInstructionFile(path) && imports.every((i) => isRootInstructionFile(i.path));
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
  needs: ['per_session_tokens', 'frozen', 'agent_contexts'],
  appliesTo: (doc, ctx) => (ctx.per_session.has(doc.path) || contextWeight(doc.path, ctx) !== undefined) && !ctx.frozen.has(doc.path),
  detect(doc: DocSummary, ctx: ScanContext): TokenWeightHit[] {
    // Loaded when a session starts at the project root: Claude Code's per-session set, or another
    // client's root context (Codex reads the root AGENTS.md that a root CLAUDE.md hides from Claude Code).
    const rootWeight = ctx.per_session.has(doc.path) ? undefined : contextWeight(doc.path, ctx, '');
    const atStart = ctx.per_session.has(doc.path) || rootWeight !== undefined;
    const w = ctx.per_session.has(doc.path) ? sessionWeight(doc.path, ctx) : (rootWeight ?? contextWeight(doc.path, ctx) ?? { own: 0, imports: [], total: 0 });
    const budget = ctx.settings.token_budget;
    if (w.total <= budget) return [];
    const via = w.imports.length > 0 ? ` (${w.own} own, ${w.total - w.own} through ${w.imports.length} import${w.imports.length === 1 ? '' : 's'})` : '';
    const folder = doc.path.includes('/') ? doc.path.slice(0, doc.path.lastIndexOf('/')).replace(/\/\.claude$/, '') : '';
    const hit: TokenWeightHit = {
      name: 'token_weight',
      detail: atStart
        ? `loaded in every session: ${w.total} tokens${via}, budget ${budget}`
        : `loaded on demand, when the agent works in ${folder || 'its folder'} or a session starts there, not at the root's session start: ${w.total} tokens${via}, budget ${budget} (a hint)`,
      tokens: w.total,
      own_tokens: w.own,
      budget,
      imports: w.imports,
    };
    if (!atStart) hit.hint = true;
    else if (ownInstructions(doc.path, w.imports) && !ctx.settings.token_budget_chosen) {
      hit.hint = true;
      hit.detail += ` (a hint: the project's own instruction file, over the default budget; set scan.token_budget in .dochygiene.yaml to report it)`;
    }
    return [hit];
  },
};
