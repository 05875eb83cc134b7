// The classification plan of one check: which candidates go to a classifier this time, in batch
// files, and what happens to the others. In order:
//   - a candidate whose every signal a scanner-proven proposal answers needs no model;
//   - records, copies, generated files, templates and archives never go to the model (./worth.ts);
//   - an unchanged candidate shown the same evidence reuses its cached proposals (./cache.ts), once
//     they pass the report builder's checks against the current bytes again;
//   - the rest are ranked by what fixing them is worth, and the budget (files and doc tokens)
//     takes the highest-ranked; the others are left for the next check, which starts with them
//     because everything classified before is cached.
import type { ScanArtifact, Proposal } from '../contract/stage-types.ts';
import type { Entry } from '../contract/types.ts';
import type { SignalHit } from '../scan/types.ts';
import type { CountTokens } from '../tokens/count-tokens.ts';
import { proposeAll } from '../propose/propose-all.ts';
import { unansweredSignals } from '../report/coverage.ts';
import { collectProposals } from '../report/check-proposals.ts';
import { treeViolations } from '../report/tree-checks.ts';
import { snapshotter, type Snapshot } from '../report/snapshot.ts';
import { compactSignals, signalDigest, type CompactSignal } from './evidence.ts';
import { readershipOf, type Readership } from './worth.ts';
import { lookup, type CacheKey } from './cache.ts';
import { byCodeUnit } from '../shared/order.ts';
import { pushAll } from '../shared/arrays.ts';

export const PLAN_FORMAT = 'doc-hygiene-classify-plan/1';
export const BATCH_FORMAT = 'doc-hygiene-batch/1';
/** A batch holds at most this many files and (past its first file) this many doc tokens. */
export const BATCH_MAX_FILES = 8;
export const BATCH_MAX_DOC_TOKENS = 12_000;

export interface Budget {
  max_files: number;
  max_doc_tokens: number;
  /** --all: no budget. */
  all: boolean;
}

export interface BatchFile {
  format: typeof BATCH_FORMAT;
  batch: number;
  files: Array<{ path: string; kind: 'file' | 'directory'; role: string; tokens: number; signals: CompactSignal[] }>;
}

export interface PlannedBatch {
  batch_file: string;
  proposals_file: string;
  paths: string[];
}

export interface Plan {
  format: typeof PLAN_FORMAT;
  classifier_version: string;
  budget: Budget;
  candidates: number;
  /** Every signal answered by a scanner-proven proposal. */
  answered_by_scripts: string[];
  not_for_model: Array<{ path: string; role: string }>;
  cached: string[];
  cached_proposals_file: string;
  batches: PlannedBatch[];
  left: Array<{ path: string; role: string; tokens: number }>;
  /** The cache key each classified path is recorded under once its report is written. */
  keys: Record<string, CacheKey>;
}

export interface PlanInput {
  scan: ScanArtifact;
  budget: Budget;
  classifier_version: string;
  count: CountTokens;
  /** How many agent contexts load a path at session start (scripts/readers); 0 when none or unknown. */
  contextsLoading?: (path: string) => number;
}

export interface PlanOutput {
  plan: Plan;
  batches: BatchFile[];
  cached_proposals: Record<string, unknown>[];
}

interface Pending {
  path: string;
  kind: 'file' | 'directory';
  readership: Readership;
  tokens: number;
  shown: CompactSignal[];
  key: CacheKey;
}

function tokensOf(s: Snapshot, count: CountTokens): number {
  if (s.kind === 'file') return count(s.text);
  if (s.kind === 'directory') return s.texts.reduce((n, [, t]) => n + count(t), 0);
  return 0;
}

/** Cached proposals pass again only when every check of the report builder holds on today's tree. */
function stillHold(proposals: Record<string, unknown>[], scan: ScanArtifact, snap: (rel: string) => Snapshot): boolean {
  const collected = collectProposals([{ name: 'cache', value: { proposals } }]);
  if (collected.violations.length) return false;
  return treeViolations(collected.proposals, scan, snap).length === 0;
}

/** Highest worth first: agent memory, agent prompts, the rest; then tokens times contexts; then path. */
export function byWorth(a: Pending, b: Pending): number {
  return (
    a.readership.tier - b.readership.tier ||
    b.tokens * b.readership.contexts - a.tokens * a.readership.contexts ||
    byCodeUnit(a.path, b.path)
  );
}

function takeBudget(ranked: Pending[], budget: Budget): { take: Pending[]; left: Pending[] } {
  if (budget.all) return { take: ranked, left: [] };
  const take: Pending[] = [];
  const left: Pending[] = [];
  let tokens = 0;
  for (const p of ranked) {
    // The highest-ranked file always goes, however large (else a big doc would never be
    // classified); a later one that does not fit waits, and smaller ones below it still go.
    const fits = take.length === 0 || (take.length < budget.max_files && tokens + p.tokens <= budget.max_doc_tokens);
    if (!fits) {
      left.push(p);
      continue;
    }
    take.push(p);
    tokens += p.tokens;
  }
  return { take, left };
}

/** Folders together (sorted by path), at most BATCH_MAX_FILES files and about BATCH_MAX_DOC_TOKENS each. */
function intoBatches(take: Pending[]): Pending[][] {
  const sorted = [...take].sort((a, b) => byCodeUnit(a.path, b.path));
  const out: Pending[][] = [];
  let cur: Pending[] = [];
  let tokens = 0;
  for (const p of sorted) {
    if (cur.length > 0 && (cur.length >= BATCH_MAX_FILES || tokens + p.tokens > BATCH_MAX_DOC_TOKENS)) {
      out.push(cur);
      cur = [];
      tokens = 0;
    }
    cur.push(p);
    tokens += p.tokens;
  }
  if (cur.length) out.push(cur);
  return out;
}

/**
 * A batch file as its classifier Reads it: one line per signal, so no line grows past what the Read
 * tool shows whole (it cuts lines at 2000 characters) and no indentation is paid for.
 */
export function serializeBatch(b: BatchFile): string {
  const sig = (s: unknown) => {
    const one = JSON.stringify(s);
    return one.length <= 1800 ? one : JSON.stringify(s, null, 1);
  };
  const files = b.files.map((f) => {
    const { signals, ...head } = f;
    const h = JSON.stringify(head);
    return `${h.slice(0, -1)},"signals":[\n${signals.map(sig).join(',\n')}]}`;
  });
  return `{"format":${JSON.stringify(b.format)},"batch":${b.batch},"files":[\n${files.join(',\n')}\n]}\n`;
}

export function planClassification(input: PlanInput): PlanOutput {
  const { scan } = input;
  const root = scan.project_root;
  const snap = snapshotter(root);
  const perSession = new Set(scan.per_session ?? []);
  const proven = proposeAll(scan).proposals as Proposal[];
  const provenAsEntries = proven as unknown as Entry[];
  const candidates = scan.shortlist.filter((p) => (scan.signals[p]?.length ?? 0) > 0);

  const answered: string[] = [];
  const notForModel: Plan['not_for_model'] = [];
  const cached: string[] = [];
  const cachedProposals: Record<string, unknown>[] = [];
  const pending: Pending[] = [];
  const keys: Record<string, CacheKey> = {};
  for (const path of candidates) {
    const signals = scan.signals[path]!;
    if (unansweredSignals(path, signals, provenAsEntries).length === 0) {
      answered.push(path);
      continue;
    }
    const readership = readershipOf(scan, path, perSession, input.contextsLoading?.(path) ?? 0);
    if (!readership.for_model) {
      notForModel.push({ path, role: readership.role });
      continue;
    }
    const s = snap(path);
    if (s.kind === 'missing') continue; // the report builder says why; nothing to read
    const shown = compactSignals(signals as SignalHit[]);
    const key: CacheKey = { sha256: s.digest, signal_digest: signalDigest(shown), classifier_version: input.classifier_version };
    const hit = lookup(root, path, key);
    if (hit && stillHold(hit, scan, snap)) {
      cached.push(path);
      pushAll(cachedProposals, hit);
      continue;
    }
    pending.push({ path, kind: s.kind, readership, tokens: tokensOf(s, input.count), shown, key });
  }

  const ranked = [...pending].sort(byWorth);
  const { take, left } = takeBudget(ranked, input.budget);
  const groups = intoBatches(take);
  const batches: BatchFile[] = groups.map((g, i) => ({
    format: BATCH_FORMAT,
    batch: i + 1,
    files: g.map((p) => ({ path: p.path, kind: p.kind, role: p.readership.role, tokens: p.tokens, signals: p.shown })),
  }));
  for (const p of take) keys[p.path] = p.key;

  const plan: Plan = {
    format: PLAN_FORMAT,
    classifier_version: input.classifier_version,
    budget: input.budget,
    candidates: candidates.length,
    answered_by_scripts: answered,
    not_for_model: notForModel,
    cached,
    cached_proposals_file: 'proposals-cached.json',
    batches: groups.map((g, i) => ({ batch_file: `batch-${i + 1}.json`, proposals_file: `proposals-${i + 1}.json`, paths: g.map((p) => p.path) })),
    left: left.map((p) => ({ path: p.path, role: p.readership.role, tokens: p.tokens })),
    keys,
  };
  return { plan, batches, cached_proposals: cachedProposals };
}
