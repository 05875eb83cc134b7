// Gathers the registry's facts (./index.ts) that some registered signal needs, stage by stage; a
// fact no signal needs is left at its empty value and costs nothing.
import type { HistoryIndex } from '../../git/history/types.ts';
import { docsNeeding, NEEDED } from '../engine.ts';
import type { ScanPlan } from '../plan.ts';
import type { DocSummary, ScanContext } from '../types.ts';
import type { DocGatherer, DocFact, ParseFacts, PlanFact, RepositoryFact, RepositoryFacts } from './fact.ts';
import { FACTS } from './index.ts';
import { pushAll } from '../../shared/arrays.ts';

const needed = FACTS.filter((f) => NEEDED.has(f.need));

/** The plan-stage facts, over their empty values. */
export function planFacts(plan: ScanPlan): ParseFacts {
  const out: ParseFacts = { pins: [], archived_copies: new Map() };
  for (const f of needed.filter((x): x is PlanFact => x.stage === 'plan')) Object.assign(out, f.gather(plan));
  return out;
}

/** The doc-stage facts' gatherers, fed while the docs are read, and what they hold once all are. */
export function docFacts(plan: ScanPlan): { gatherers: DocGatherer[]; done(history: HistoryIndex | undefined): Pick<RepositoryFacts, 'duplicates' | 'frozen'> } {
  const gatherers = needed.filter((x): x is DocFact => x.stage === 'doc').map((f) => f.gather(plan));
  return {
    gatherers,
    done(history) {
      const out: Pick<RepositoryFacts, 'duplicates' | 'frozen'> = { duplicates: new Map(), frozen: new Set() };
      for (const g of gatherers) Object.assign(out, g.done(history));
      return out;
    },
  };
}

/** The repository-stage facts, in registry order, each written into the context; returns the notes. */
export async function repositoryFacts(plan: ScanPlan, ctx: ScanContext, summaries: DocSummary[]): Promise<string[]> {
  const notes: string[] = [];
  for (const f of needed.filter((x): x is RepositoryFact => x.stage === 'repository')) {
    const r = await f.gather(plan, ctx, docsNeeding(f.need, summaries, plan.roles));
    if (r.facts) Object.assign(ctx, r.facts);
    pushAll(notes, r.notes ?? []);
  }
  return notes;
}
