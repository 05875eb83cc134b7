// What each agent loads per folder (../../readers/contexts.ts), when some agent has memory here
// (the tokenizer is loaded only then).
import { loadTokenCounter } from '../../tokens/count-tokens.ts';
import { agentContexts, type AgentContext } from '../../readers/contexts.ts';
import { memoryFilesOf } from '../../readers/memory-index.ts';
import type { ScanPlan } from '../plan.ts';
import type { RepositoryFact } from './fact.ts';

/** What each agent loads per folder; undefined when no agent has memory here. */
export async function contextsIfMemory(plan: ScanPlan): Promise<AgentContext[] | undefined> {
  return memoryFilesOf(plan.sources).length > 0 ? agentContexts(plan.sources, await loadTokenCounter()) : undefined;
}

export const agentContextsFact: RepositoryFact<'agent_contexts'> = {
  need: 'agent_contexts',
  stage: 'repository',
  gather: async (plan) => ({ facts: { agent_contexts: await contextsIfMemory(plan) } }),
};
