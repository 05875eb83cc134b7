// The tokens of each doc Claude Code loads at session start, with what it loads through its imports
// (../per-session.ts); the tokenizer is loaded only when the session loads some doc.
import { loadTokenCounter } from '../../tokens/count-tokens.ts';
import { perSessionDocs } from '../per-session.ts';
import type { RepositoryFact } from './fact.ts';

export const perSessionTokensFact: RepositoryFact<'per_session_tokens'> = {
  need: 'per_session_tokens',
  stage: 'repository',
  async gather(plan) {
    if (plan.sessionPaths.length === 0) return {};
    return { facts: { per_session: perSessionDocs(plan.session, plan.sources, await loadTokenCounter()) } };
  },
};
