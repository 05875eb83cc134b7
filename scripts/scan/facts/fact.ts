// The shape of one fact the scan gathers for the signals that need it (./index.ts lists them).
// A fact is gathered at one stage of the scan: `plan`, before any doc is read (the manifests' pins);
// `doc`, fed each doc as it is read and finished once all are (the duplicate index); `repository`,
// once every doc is read (token counts, line counts). The engine gathers a fact only when some
// registered signal names its `need`; a fact no signal needs costs nothing.
import type { RoleName } from '../../contract/role-names.ts';
import type { HistoryIndex } from '../../git/history/types.ts';
import type { ScanPlan } from '../plan.ts';
import type { DocSummary, ParseContext, ParsedDoc, ScanContext, ScanNeed } from '../types.ts';

/** The needs the facts registry gathers: history loads for every scan (the lifecycle pass reads it), doc_claims come with each summary (../summarize.ts). */
export type FactNeed = Exclude<ScanNeed, 'history' | 'doc_claims'>;

/** The fields of the parse context a plan-stage fact fills. */
export type ParseFacts = Pick<ParseContext, 'pins' | 'archived_copies'>;
/** The fields of the scan context a doc- or repository-stage fact fills. */
export type RepositoryFacts = Pick<ScanContext, 'duplicates' | 'frozen' | 'per_session' | 'agent_contexts'>;

export interface PlanFact<N extends FactNeed = FactNeed> {
  need: N;
  stage: 'plan';
  gather(plan: ScanPlan): Partial<ParseFacts>;
}

/** A fact fed doc by doc while the docs are read. */
export interface DocGatherer {
  /** Archived docs are read for it too (they are skipped when no signal and no fact reads them). */
  archived: boolean;
  /** Docs outside --scope are read for it too (the other copy of a duplicate). */
  outside_scope: boolean;
  add(doc: ParsedDoc, role: RoleName): void;
  done(history: HistoryIndex | undefined): Partial<RepositoryFacts>;
}

export interface DocFact<N extends FactNeed = FactNeed> {
  need: N;
  stage: 'doc';
  gather(plan: ScanPlan): DocGatherer;
}

export interface RepositoryFact<N extends FactNeed = FactNeed> {
  need: N;
  stage: 'repository';
  /** `docs`: the summaries of the docs some signal needing this fact runs on. */
  gather(plan: ScanPlan, ctx: ScanContext, docs: DocSummary[]): Promise<{ facts?: Partial<RepositoryFacts>; notes?: string[] }>;
}

export type Fact<N extends FactNeed = FactNeed> = PlanFact<N> | DocFact<N> | RepositoryFact<N>;
