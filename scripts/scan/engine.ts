// The signal engine: the registry's signals by stage, each prepared once per scan and run on every
// doc its role gate lets through, in registry order. The engine knows no signal by name; a signal
// says what it needs (`needs`), and what it prepares is handed back to each of its `detect` calls.
import type { Role, RoleName } from '../contract/role-names.ts';
import { verdictOf, type ExplainRecord } from './explain.ts';
import { detachHit } from './read-text.ts';
import { SIGNALS } from './signals/index.ts';
import { runsOn, type DocSummary, type ParseContext, type ParseSignal, type ReadDoc, type RepositorySignal, type ScanContext, type ScanNeed, type SignalHit } from './types.ts';
import { pushAll } from '../shared/arrays.ts';

const PARSE_SIGNALS = SIGNALS.filter((s): s is ParseSignal<SignalHit, unknown> => s.stage === 'parse');
const REPOSITORY_SIGNALS = SIGNALS.filter((s): s is RepositorySignal<SignalHit, unknown> => s.stage === 'repository');

/** The costly facts some registered signal reads. */
export const NEEDED: ReadonlySet<ScanNeed> = new Set(SIGNALS.flatMap((s) => s.needs));

/** The roles of the docs some signal needing `need` runs on (the docs the fact is gathered for). */
export function rolesNeeding(need: ScanNeed): ReadonlySet<RoleName> {
  return new Set(SIGNALS.filter((s) => (s.needs as readonly ScanNeed[]).includes(need)).flatMap((s) => s.roles));
}

/** The parse-stage signals of one scan, prepared: run on each doc as it is read. */
export class ParseStage {
  private readonly states: unknown[];

  constructor(private readonly ctx: ParseContext) {
    this.states = PARSE_SIGNALS.map((s) => s.prepare?.(ctx));
  }

  /** The doc's parse-stage hits (strings detached from its source); the verdicts go to `explain` when it is this doc's. */
  run(doc: ReadDoc, role: Role, explain: ExplainRecord | undefined): SignalHit[] {
    const list: SignalHit[] = [];
    PARSE_SIGNALS.forEach((signal, i) => {
      const state = this.states[i];
      if (explain) {
        const r = verdictOf(signal, role, () => signal.appliesTo(doc, this.ctx), () => signal.detect(doc, this.ctx, state).map(detachHit));
        explain.verdicts.push(r.verdict);
        pushAll(list, r.hits);
      } else if (runsOn(signal, role) && signal.appliesTo(doc, this.ctx)) for (const h of signal.detect(doc, this.ctx, state)) list.push(detachHit(h));
    });
    return list;
  }
}

/**
 * The repository-stage signals over every summary: each prepared once, on the docs of its roles
 * (batched git calls), then run doc by doc. Hits are appended to `hits`; returns the notes.
 */
export async function runRepositoryStage(summaries: DocSummary[], roles: ReadonlyMap<string, Role>, ctx: ScanContext, hits: Map<string, SignalHit[]>, explain: ExplainRecord | undefined): Promise<string[]> {
  const notes: string[] = [];
  const states: unknown[] = [];
  for (const signal of REPOSITORY_SIGNALS) {
    const prepared = await signal.prepare?.(summaries.filter((s) => signal.roles.includes(roles.get(s.path)!.name)), ctx);
    pushAll(notes, prepared?.notes ?? []);
    states.push(prepared?.state);
  }
  for (const summary of summaries) {
    const list: SignalHit[] = [];
    const role = roles.get(summary.path)!;
    const mine = explain?.path === summary.path ? explain : undefined;
    REPOSITORY_SIGNALS.forEach((signal, i) => {
      const state = states[i];
      if (mine) {
        const r = verdictOf(signal, role, () => signal.appliesTo(summary, ctx), () => signal.detect(summary, ctx, state));
        mine.verdicts.push(r.verdict);
        pushAll(list, r.hits);
      } else if (runsOn(signal, role) && signal.appliesTo(summary, ctx)) pushAll(list, signal.detect(summary, ctx, state));
    });
    if (list.length > 0) hits.set(summary.path, [...(hits.get(summary.path) ?? []), ...list]);
  }
  return notes;
}

/** The summaries a repository-stage fact is gathered for: docs some repository signal needing it runs on. */
export function docsNeeding(need: ScanNeed, summaries: DocSummary[], roles: ReadonlyMap<string, Role>): DocSummary[] {
  return summaries.filter((s) => REPOSITORY_SIGNALS.some((sig) => sig.needs.includes(need) && sig.roles.includes(roles.get(s.path)!.name)));
}
