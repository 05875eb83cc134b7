// The classification plan of one check: which findings go to a classifier this time, in batch
// files, and what happens to the others. Findings are routed by who can answer them
// (scripts/contract/classifier-contract.ts), in order:
//   - a finding a scanner-proven proposal answers needs no model;
//   - a hint is reported, never classified; an OpenSpec change to archive and a lifecycle condition
//     are report actions (scripts/report/actions.ts), never classifier work; a folder is never a
//     unit a classifier reads;
//   - records, copies, generated files, templates and archives never go to the model (./worth.ts);
//   - an unchanged file shown the same evidence reuses its cached answer (./cache.ts), once its
//     proposals pass the report builder's checks against the current bytes again;
//   - the rest are ranked by what fixing them is worth, and the budget takes the highest-ranked by
//     the tokens a classifier is shown of them: evidence windows (./windows.ts), not whole docs, so
//     the budget covers every finding of a repository of a thousand docs in one check. The others
//     are left for the next check.
// Each finding a classifier is asked about gets an id (F1, F2, ...) that its answer names.
import type { ScanArtifact } from '../contract/stage-types.ts';
import type { CountTokens } from '../tokens/count-tokens.ts';
import { proposeAll } from '../propose/propose-all.ts';
import { answeredByEntries, groupFindings, type Finding } from '../report/findings.ts';
import { collectProposals } from '../report/check-proposals.ts';
import { treeViolations } from '../report/tree-checks.ts';
import { snapshotter, type Snapshot } from '../report/snapshot.ts';
import { parseDoc } from '../doc/parse-doc.ts';
import { signalDigest, type CompactSignal } from './evidence.ts';
import { evidenceWindows } from './windows.ts';
import { renderBatch, renderDoc, shownFinding, type BatchDoc } from './batch-file.ts';
import { readershipOf, type Readership } from './worth.ts';
import { lookup, type CacheKey, type CachedNoEdit } from './cache.ts';
import { byCodeUnit } from '../shared/order.ts';
import { isArchivePath } from '../roles/assign-roles.ts';
import type { SignalHit } from '../scan/types.ts';
import { pushAll } from '../shared/arrays.ts';

export const PLAN_FORMAT = 'doc-hygiene-classify-plan/2';
/**
 * A batch holds at most this many files and (past its first file) this many shown tokens. Each
 * classifier costs two requests that resend the client's fixed prompt and tool definitions (about
 * 4k tokens each), so what fits one classifier's reading goes to one: a small repository's
 * candidates are one dispatch.
 */
export const BATCH_MAX_FILES = 30;
export const BATCH_MAX_DOC_TOKENS = 20_000;

export interface Budget {
  max_files: number;
  /** Tokens of what classifiers are shown (findings and evidence windows), not of whole docs. */
  max_doc_tokens: number;
  /** --all: no budget. */
  all: boolean;
}

/** A finding a classifier is asked about, as the plan records it for the answers' checks. */
export interface PlannedFinding {
  id: string;
  path: string;
  name: string;
  /** Every line it stands on (the first is the one a proposal cites). */
  lines: number[];
}

export interface PlannedBatch {
  batch_file: string;
  /** Where the classifier's answer is written: { "proposals": [...], "no_edit": [...] }. */
  proposals_file: string;
  paths: string[];
  findings: PlannedFinding[];
  /** Tokens of what the classifier is shown of each path (what the budget counted). */
  shown_tokens: Record<string, number>;
}

export interface Plan {
  format: typeof PLAN_FORMAT;
  classifier_version: string;
  budget: Budget;
  candidates: number;
  /** Every classifier finding answered by a scanner-proven proposal. */
  answered_by_scripts: string[];
  /** Findings routed to report actions (a command to run, /hygiene sweep), by path. */
  routed: Array<{ path: string; signals: string[] }>;
  /** Files whose only findings are hints. */
  hints_only: string[];
  not_for_model: Array<{ path: string; role: string }>;
  cached: string[];
  cached_proposals_file: string;
  /** The "no edit" answers of the cached files, with their reasons. */
  cached_no_edit: Record<string, CachedNoEdit[]>;
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
  /** Each batch file's name and text. */
  batches: Array<{ file: string; text: string }>;
  cached_proposals: Record<string, unknown>[];
}

interface Pending {
  path: string;
  readership: Readership;
  /** Tokens of what the classifier is shown of this doc. */
  tokens: number;
  doc: BatchDoc;
  findings: Finding[];
  key: CacheKey;
}

/** Cached proposals pass again only when every check of the report builder holds on today's tree. */
function stillHold(proposals: Record<string, unknown>[], scan: ScanArtifact, snap: (rel: string) => Snapshot): boolean {
  const collected = collectProposals([{ name: 'cache', value: { proposals } }]);
  if (collected.violations.length) return false;
  return treeViolations(collected.proposals, scan, snap).length === 0;
}

/** Highest worth first: agent memory, agent prompts, the rest; then tokens times contexts; then path. */
export function byWorth(a: Pick<Pending, 'readership' | 'tokens' | 'path'>, b: Pick<Pending, 'readership' | 'tokens' | 'path'>): number {
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
    // The highest-ranked file always goes, however large; a later one that does not fit waits,
    // and smaller ones below it still go.
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

/** The span a finding covers beyond its line (a duplicated block). */
function spanOf(h: SignalHit): { start_line: number; end_line: number } | undefined {
  return h.name === 'duplicate_block' && typeof h.start_line === 'number' && typeof h.end_line === 'number' ? { start_line: h.start_line, end_line: h.end_line } : undefined;
}

/** The archive folders the repository uses: the outermost archive-named folder of each archived doc (at most 10). */
function archiveFolders(scan: ScanArtifact): string[] {
  const out = new Set<string>();
  for (const [path, d] of Object.entries(scan.docs ?? {})) {
    if (d.role?.name !== 'archive') continue;
    const parts = path.split('/').slice(0, -1);
    for (let k = 1; k <= parts.length; k++) {
      const dir = parts.slice(0, k).join('/');
      if (isArchivePath(`${dir}/x.md`)) {
        out.add(dir);
        break;
      }
    }
  }
  return [...out].sort(byCodeUnit).slice(0, 10);
}

export function planClassification(input: PlanInput): PlanOutput {
  const { scan, count } = input;
  const root = scan.project_root;
  const snap = snapshotter(root);
  const perSession = new Set(scan.per_session ?? []);
  const proven = proposeAll(scan).proposals;
  const candidates = scan.shortlist.filter((p) => (scan.signals[p]?.length ?? 0) > 0);

  const plan: Plan = {
    format: PLAN_FORMAT,
    classifier_version: input.classifier_version,
    budget: input.budget,
    candidates: candidates.length,
    answered_by_scripts: [],
    routed: [],
    hints_only: [],
    not_for_model: [],
    cached: [],
    cached_proposals_file: 'proposals-cached.json',
    cached_no_edit: {},
    batches: [],
    left: [],
    keys: {},
  };
  const cachedProposals: Record<string, unknown>[] = [];
  const pending: Pending[] = [];
  for (const path of candidates) {
    const findings = groupFindings(scan.signals[path]!);
    const routed = findings.filter((f) => (f.route === 'run' || f.route === 'sweep') && !answeredByEntries(path, f, proven));
    if (routed.length) plan.routed.push({ path, signals: [...new Set(routed.map((f) => f.name))] });
    const mine = findings.filter((f) => f.route === 'classifier');
    const open = mine.filter((f) => !answeredByEntries(path, f, proven));
    if (open.length === 0) {
      if (mine.length) plan.answered_by_scripts.push(path);
      else if (!routed.length && findings.every((f) => f.route === 'hint')) plan.hints_only.push(path);
      continue;
    }
    const readership = readershipOf(scan, path, perSession, input.contextsLoading?.(path) ?? 0);
    const s = snap(path);
    if (s.kind === 'missing') continue; // the report builder says why; nothing to read
    if (!readership.for_model || s.kind === 'directory') {
      plan.not_for_model.push({ path, role: s.kind === 'directory' ? 'folder' : readership.role });
      continue;
    }
    const shown = open.map(shownFinding);
    const key: CacheKey = { sha256: s.digest, signal_digest: signalDigest(shown as unknown as CompactSignal[]), classifier_version: input.classifier_version };
    const hit = lookup(root, path, key);
    if (hit && stillHold(hit.proposals, scan, snap)) {
      plan.cached.push(path);
      pushAll(cachedProposals, hit.proposals);
      if (hit.no_edit.length) plan.cached_no_edit[path] = hit.no_edit;
      continue;
    }
    const docTokens = count(s.text);
    const headings = parseDoc(path, s.text).headings;
    const windows = evidenceWindows(s.lines, headings, open.map((f) => ({ lines: f.lines, span: spanOf(f.hit) })), docTokens, count);
    const doc: BatchDoc = { path, role: readership.role, tokens: docTokens, lines: s.lines, findings: open.map((f, i) => ({ id: `?${i}`, shown: shown[i]! })), windows };
    pending.push({ path, readership, tokens: count(renderDoc(doc)), doc, findings: open, key });
  }

  const archives = archiveFolders(scan);
  const ranked = [...pending].sort(byWorth);
  const { take, left } = takeBudget(ranked, input.budget);
  const groups = intoBatches(take);
  const batches: PlanOutput['batches'] = [];
  let next = 1;
  groups.forEach((g, i) => {
    const findings: PlannedFinding[] = [];
    for (const p of g) {
      p.doc.findings = p.doc.findings.map((f, k) => {
        const id = `F${next++}`;
        findings.push({ id, path: p.path, name: p.findings[k]!.name, lines: p.findings[k]!.lines });
        return { ...f, id };
      });
      plan.keys[p.path] = p.key;
    }
    const batch_file = `batch-${i + 1}.txt`;
    batches.push({ file: batch_file, text: renderBatch(i + 1, g.map((p) => p.doc), archives) });
    plan.batches.push({ batch_file, proposals_file: `proposals-${i + 1}.json`, paths: g.map((p) => p.path), findings, shown_tokens: Object.fromEntries(g.map((p) => [p.path, p.tokens])) });
  });
  plan.left = left.map((p) => ({ path: p.path, role: p.readership.role, tokens: p.tokens }));
  return { plan, batches, cached_proposals: cachedProposals };
}
