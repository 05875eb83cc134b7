// The ordered registry of the facts the scan gathers for its signals: one line per fact, each the
// home of how its need is gathered (./fact.ts). A signal names what it reads in `needs`; the engine
// gathers exactly the facts some registered signal needs, in this order within each stage.
import type { Fact, FactNeed } from './fact.ts';
import { pinsFact } from './pins.ts';
import { archivedCopiesFact } from './archived-copies.ts';
import { duplicatesFact } from './duplicates.ts';
import { frozenFact } from './frozen.ts';
import { perSessionTokensFact } from './per-session-tokens.ts';
import { agentContextsFact } from './agent-contexts.ts';
import { lineCountsFact } from './churn.ts';

/** Every need the registry gathers has exactly one fact (a missing one is a type error here). */
const BY_NEED: { readonly [N in FactNeed]: Fact<N> } = {
  pins: pinsFact,
  archived_copies: archivedCopiesFact,
  duplicates: duplicatesFact,
  frozen: frozenFact,
  per_session_tokens: perSessionTokensFact,
  agent_contexts: agentContextsFact,
  line_counts: lineCountsFact,
};

export const FACTS: readonly Fact[] = Object.values(BY_NEED);
