// The plan: every entry of the (re-validated) report sorted into auto, confirm, generative or
// skipped, with the reason. An entry that would touch anything but a doc in scope, or a lifecycle
// delete the committed rulebook (and, for a retention delete, the repository now) does not prove, is
// refused (evidence.ts, retention-now.ts). Tiers are re-derived with the one tier function;
// lifecycle deletes are re-derived on the live git state and the live evidence, and only ever
// downgraded to confirm. Guards (content hash against the check-time bytes, anchors, match,
// frontmatter, canonical text, overlaps, stale since this clean wrote it) are decided here once,
// with the engine in check-only mode; apply takes the plan's verdicts.
import { existsSync, lstatSync } from 'node:fs';
import { Minimatch } from 'minimatch';
import { expandServedPattern } from '../lifecycle/served.ts';
import { join } from 'node:path';
import type { ErrorCode } from '../shared/errors.ts';
import type { Entry, Report } from '../contract/types.ts';
import type { GitState } from '../contract/kind-table.ts';
import { KIND_TABLE, isEditKind } from '../contract/kind-table.ts';
import { derivedFields, type SafetyTier } from '../contract/tier.ts';
import { replay, type Item } from './engine.ts';
import { notADocProblem, projectEvidence, rulebookProblem, type ProjectEvidence } from './evidence.ts';
import { isRetentionDelete, retentionNow, retentionProblem, type RetentionNow } from './retention-now.ts';
import { loadConfig } from '../config/load-config.ts';
import { kindName } from './kinds/index.ts';
import { extractionTarget } from './kinds/extract-then-delete.ts';
import { stateKey } from './fs-state.ts';
import { opStateKey, type Ledger } from './journal.ts';
import type { FileState, SuppliedTexts } from './types.ts';
import type { LoadedReport } from './report-input.ts';
import { newStructureHoles } from '../doc/structure.ts';
import { wholeOf } from '../contract/types.ts';
import { gatedAuto, recheckAuto } from './auto-recheck.ts';
import { changeSummary, type ChangeSummary } from './change-summary.ts';

export type Bucket = SafetyTier | 'generative' | 'skipped';
export type Need = 'grant' | 'replacement' | 'extraction';

export interface PlanEntry {
  id: string;
  path: string;
  kind: string;
  op: string;
  category: string;
  bucket: Bucket;
  /** The tier now: the report's, downgraded when the live state no longer supports auto. */
  tier: SafetyTier;
  /** Why it is skipped, or why its tier was downgraded. */
  reason?: string;
  code?: ErrorCode;
  needs: Need[];
  tokens: { raw: number; per_session: number };
  /** Generative entries: the lines the rewriter may replace. */
  range?: { start_line: number; end_line: number };
  /** extract-then-delete: where the extraction goes. */
  extraction_target?: string;
  applied_by?: string;
  /** Auto entries: why the repository proves the edit safe unattended (the auto-evidence gate's words, re-derived now). */
  safe_because?: string;
  /** What the edit changes: its line, the text before and after (what /hygiene clean shows before asking). */
  change?: ChangeSummary;
}

export interface Plan {
  report: { path: string; digest: string; generated_at: string };
  /** `clean.confirm_auto` of the committed config: /hygiene clean asks once before the auto edits (false: it applies them unattended). */
  confirm_auto: boolean;
  counts: Record<Bucket, number>;
  /** Tokens the auto entries save: per session (injected files) and in total. */
  auto_tokens: { raw: number; per_session: number };
  entries: PlanEntry[];
}

export type GitStateFn = (root: string, relPath: string) => Promise<GitState>;

export interface PlanContext {
  root: string;
  loaded: LoadedReport;
  ledger: Ledger;
  /** Current state of a path (cached reader). */
  read: (path: string) => FileState;
  gitState: GitStateFn;
  texts?: Map<string, SuppliedTexts>;
  /** The clock retention ages are measured against (default: now). */
  now?: Date;
  /**
   * Which entries the report calls auto get their tier re-derived by the auto-evidence gate on a
   * fresh scan (./auto-recheck.ts): every one (the default), or these ids (a preview or a grant
   * of one entry). Any other keeps the report's tier here, and is re-derived before it is applied.
   */
  recheck?: 'all' | ReadonlySet<string>;
}

export function tokensOf(e: Entry): { raw: number; per_session: number } {
  const t = e.token_estimate;
  return { raw: t.raw_tokens, per_session: t.injection_frequency === 'per-session' ? (t.weighted_tokens ?? t.raw_tokens) : 0 };
}

/** The check-time state of a path: what this clean found before it first wrote it, else the disk. */
export function baseReader(ctx: Pick<PlanContext, 'ledger' | 'read'>): (path: string) => FileState {
  return (p) => ctx.ledger.base(p) ?? ctx.read(p);
}

/** True when a path this clean wrote has been changed since by someone else. */
export function divergedReader(ctx: Pick<PlanContext, 'ledger' | 'read'>): (path: string) => boolean {
  return (p) => {
    const last = ctx.ledger.lastPost(p);
    return last !== undefined && stateKey(ctx.read(p)) !== opStateKey(last);
  };
}

/** Why served_by no longer proves the entry served (gone, untracked, or not matching the pattern). */
async function servedByProblem(root: string, entry: Entry, servedBy: string, gitState: GitStateFn): Promise<string | undefined> {
  if (!existsSync(join(root, ...servedBy.split('/')))) return `${servedBy} is gone`;
  if (!(await gitState(root, servedBy)).tracked) return `${servedBy} is no longer tracked`;
  const pattern = entry.lifecycle?.served_when_path;
  const kind = wholeOf(entry.exact_edit?.anchor) === 'directory' ? 'directory' : 'file';
  if (pattern !== undefined && !new Minimatch(expandServedPattern(pattern, entry.path, kind), { dot: true }).match(servedBy))
    return `${servedBy} does not match ${pattern}`;
  return undefined;
}

/** The tier an entry may run at now. Never more permissive than the report's. */
export async function liveTier(root: string, entry: Entry, gitState: GitStateFn): Promise<{ tier: SafetyTier; note?: string }> {
  const kind = entry.exact_edit?.kind;
  const recorded = derivedFields({ op_type: entry.op_type, kind, lifecycle: entry.lifecycle });
  const reportSays = entry.safety_tier === 'confirm' || recorded.safety_tier === 'confirm';
  if (reportSays || !isEditKind(kind) || !KIND_TABLE[kind].lifecycle) return { tier: reportSays ? 'confirm' : recorded.safety_tier };
  // A lifecycle delete the report calls auto: re-run the tier function on the live git state and
  // on evidence that still holds.
  const live = await gitState(root, entry.path);
  const lc = { ...entry.lifecycle!, git_state: live };
  const notes: string[] = [];
  if (lc.served_by !== undefined) {
    const gone = await servedByProblem(root, entry, lc.served_by, gitState);
    if (gone) {
      notes.push(`its evidence no longer holds (${gone})`);
      delete lc.served_by;
    }
  }
  if (!live.tracked) notes.push(`${entry.path} is no longer tracked by git`);
  else if (!live.clean) notes.push(`${entry.path} has uncommitted changes`);
  const now = derivedFields({ op_type: entry.op_type, kind, lifecycle: lc });
  if (now.safety_tier === 'confirm') return { tier: 'confirm', note: `downgraded to confirm: ${notes.join('; ') || 'the live state no longer supports auto'}` };
  return { tier: now.safety_tier };
}

/**
 * A path the user marked read-only (no write bit on the file, or on the folder it lives or would be
 * created in) is respected, whoever runs the clean (root ignores the bits; we do not).
 */
function readOnlyProblem(root: string, paths: string[]): string | undefined {
  for (const p of new Set(paths)) {
    try {
      const st = lstatSync(join(root, p));
      if (st.isFile() && (st.mode & 0o222) === 0) return `${p} is read-only`;
    } catch { /* absent: its folder decides */ }
    let dir = p.includes('/') ? p.slice(0, p.lastIndexOf('/')) : '';
    while (dir !== '') {
      try {
        if ((lstatSync(join(root, dir)).mode & 0o222) === 0) return `the folder ${dir} is read-only`;
        break; // the nearest existing folder decides
      } catch {
        dir = dir.includes('/') ? dir.slice(0, dir.lastIndexOf('/')) : '';
      }
    }
  }
  return undefined;
}

/** One git query per path per plan: several entries may share a served_by path. */
function memoGitState(fn: GitStateFn): GitStateFn {
  const cache = new Map<string, Promise<GitState>>();
  return (root, rel) => {
    let p = cache.get(rel);
    if (!p) {
      p = fn(root, rel);
      cache.set(rel, p);
    }
    return p;
  };
}

/** The rank of an edit selected now: the edits this clean already applied win every conflict. */
export const NEW_RANK = Number.MAX_SAFE_INTEGER;

/** The edits this clean already applied, with their runs' ranks: every replay starts with them. */
export function priorItems(ledger: Ledger, report: Report): Item[] {
  const byId = new Map(report.entries.map((e) => [e.id, e] as const));
  return ledger.items.filter((i) => byId.has(i.id)).map((i) => ({ entry: byId.get(i.id)!, rank: i.rank, texts: i.texts }));
}

function planEntryOf(entry: Entry): PlanEntry {
  const pe: PlanEntry = {
    id: entry.id,
    path: entry.path,
    kind: kindName(entry),
    op: entry.op,
    category: `${entry.category.class}/${entry.category.subtype}`,
    bucket: 'skipped',
    tier: entry.safety_tier,
    needs: [],
    tokens: tokensOf(entry),
  };
  if (entry.reducible_range) pe.range = { start_line: entry.reducible_range.start_line, end_line: entry.reducible_range.end_line };
  const change = changeSummary(entry);
  if (change) pe.change = change;
  if (entry.exact_edit?.kind === 'extract-then-delete') pe.extraction_target = extractionTarget(entry);
  return pe;
}

/** What sorting an entry reads: the project's evidence, the live git state, this clean's earlier edits. */
interface Sorter {
  ctx: PlanContext;
  gitState: GitStateFn;
  base: (path: string) => FileState;
  diverged: (path: string) => boolean;
  prior: Item[];
  evidence: ProjectEvidence;
  retention: () => Promise<RetentionNow>;
}

const skip = (pe: PlanEntry, reason: string, code?: ErrorCode): undefined => {
  pe.reason = reason;
  if (code) pe.code = code;
  return undefined;
};

/** Why the committed project does not allow the entry at all (not a doc, a delete it does not prove). */
async function unprovenReason(so: Sorter, entry: Entry): Promise<string | undefined> {
  return (
    notADocProblem(so.ctx.root, entry, so.evidence) ??
    rulebookProblem(entry, so.evidence) ??
    (isRetentionDelete(entry) ? retentionProblem(entry, await so.retention()) : undefined)
  );
}

/**
 * Sorts one entry on its own (after this clean's earlier edits): fills `pe` with its tier and bucket,
 * or the reason it is skipped, and returns the item when it is a candidate.
 */
async function sortEntry(so: Sorter, entry: Entry, pe: PlanEntry): Promise<Item | undefined> {
  const appliedBy = so.ctx.ledger.appliedBy(entry.id);
  if (appliedBy) {
    pe.applied_by = appliedBy;
    return skip(pe, `already applied in this clean (run ${appliedBy})`);
  }
  const unproven = await unprovenReason(so, entry);
  if (unproven) return skip(pe, `refused: ${unproven}`, 'REFUSED');
  const t = await liveTier(so.ctx.root, entry, so.gitState);
  pe.tier = t.tier;
  if (t.note) pe.reason = t.note;
  const item: Item = { entry, rank: NEW_RANK, texts: so.ctx.texts?.get(entry.id) ?? {} };
  const check = replay(so.base, [...so.prior, item], { checkOnly: true });
  const skipped = check.skipped.find((x) => x.item === item);
  if (skipped) return skip(pe, skipped.reason, skipped.code);
  const noop = check.noops.find((n) => n.item === item);
  if (noop) return skip(pe, `nothing to do: ${noop.reason}`);
  const claimed = (check.claims.get(entry.id) ?? []).map((c) => c.path);
  const readOnly = readOnlyProblem(so.ctx.root, claimed);
  if (readOnly) return skip(pe, `${readOnly}; it is never made writable`, 'REFUSED');
  // The one home of "stale since this clean wrote it": apply takes the plan's verdict.
  const touched = claimed.filter(so.diverged);
  if (touched.length > 0) return skip(pe, `stale: ${touched.join(', ')} changed after this clean last wrote it`, 'STALE_HASH');
  if (entry.op_type === 'generative') {
    pe.bucket = 'generative';
    pe.needs = ['replacement', 'grant'];
  } else {
    pe.bucket = pe.tier === 'confirm' ? 'confirm' : 'auto';
    if (entry.exact_edit?.kind === 'extract-then-delete') pe.needs.push('extraction');
    if (pe.bucket === 'confirm') pe.needs.push('grant');
  }
  return item;
}

type Candidate = { pe: PlanEntry; item: Item };

/**
 * The auto candidates the report calls auto by the auto-evidence gate get that tier re-derived on
 * the repository as it is now (./auto-recheck.ts), after the cheap checks (stale, anchors, reads,
 * overlaps, structure) kept them: what it does not prove now is downgraded to confirm, with the
 * gate's reason. (An edit another auto edit displaced stays displaced: never forced.)
 */
async function rederiveAuto(ctx: PlanContext, candidates: Candidate[]): Promise<void> {
  const wanted = ctx.recheck ?? 'all';
  const chosen = candidates.filter((c) => c.pe.bucket === 'auto' && gatedAuto(c.item.entry) && (wanted === 'all' || wanted.has(c.pe.id)));
  if (chosen.length === 0) return;
  const verdicts = await recheckAuto(ctx.root, chosen.map((c) => c.item.entry), ctx.now ?? new Date());
  for (const c of chosen) {
    const v = verdicts.get(c.pe.id);
    if (v?.ok) {
      c.pe.safe_because = v.evidence;
      continue;
    }
    Object.assign(c.pe, {
      tier: 'confirm',
      bucket: 'confirm',
      needs: [...c.pe.needs, 'grant'],
      reason: `downgraded to confirm: the repository does not prove it safe unattended now (${v ? `${v.field}: ${v.problem}` : 'no verdict'})`,
    });
  }
}

const skipCandidate = (c: Candidate, reason: string, code: ErrorCode) => Object.assign(c.pe, { bucket: 'skipped', reason, code, needs: [] });

/**
 * Overlaps: the auto edits are applied first, so an auto edit overlapping another, or a confirm or
 * generative edit overlapping an auto one, is skipped; then the structure check on what is left.
 */
function skipOverlaps(base: (path: string) => FileState, prior: Item[], candidates: Candidate[]): void {
  const autos = candidates.filter((c) => c.pe.bucket === 'auto');
  const autoCheck = replay(base, [...prior, ...autos.map((c) => c.item)], { checkOnly: true });
  for (const c of autos) {
    const s = autoCheck.skipped.find((x) => x.item === c.item);
    if (s) skipCandidate(c, s.reason, s.code);
  }
  skipStructureBreaks(base, autos.filter((c) => c.pe.bucket === 'auto'));
  const autoAccepted = autos.filter((c) => c.pe.bucket === 'auto').map((c) => c.item);
  for (const c of candidates.filter((c) => c.pe.bucket === 'confirm' || c.pe.bucket === 'generative')) {
    const r = replay(base, [...prior, ...autoAccepted, c.item], { checkOnly: true });
    const s = r.skipped.find((x) => x.item === c.item);
    if (s) skipCandidate(c, s.reason, s.code);
  }
}

function totals(entries: PlanEntry[]): Pick<Plan, 'counts' | 'auto_tokens'> {
  const counts: Record<Bucket, number> = { auto: 0, confirm: 0, generative: 0, skipped: 0 };
  const auto_tokens = { raw: 0, per_session: 0 };
  for (const pe of entries) {
    counts[pe.bucket]++;
    if (pe.bucket === 'auto') {
      auto_tokens.raw += pe.tokens.raw;
      auto_tokens.per_session += pe.tokens.per_session;
    }
  }
  return { counts, auto_tokens };
}

export async function buildPlan(ctx: PlanContext): Promise<Plan> {
  const { loaded } = ctx;
  const config = loadConfig(ctx.root);
  // Retention deletes stand on the scanner's lifecycle pass run now (once, and only when needed).
  let retention: Promise<RetentionNow> | undefined;
  const so: Sorter = {
    ctx,
    gitState: memoGitState(ctx.gitState),
    base: baseReader(ctx),
    diverged: divergedReader(ctx),
    prior: priorItems(ctx.ledger, loaded.report),
    evidence: projectEvidence(config, loaded.report),
    retention: () => (retention ??= retentionNow(ctx.root, config, ctx.now ?? new Date())),
  };
  const entries: PlanEntry[] = [];
  const candidates: Candidate[] = [];
  for (const entry of loaded.report.entries) {
    const pe = planEntryOf(entry);
    entries.push(pe);
    const item = await sortEntry(so, entry, pe);
    if (item) candidates.push({ pe, item });
  }
  // Overlaps and structure first (cheap, and their reason is the clearer one), then the scan.
  skipOverlaps(so.base, so.prior, candidates);
  await rederiveAuto(ctx, candidates);
  return { report: { path: loaded.path, digest: loaded.digest, generated_at: loaded.report.generated_at }, confirm_auto: config.clean.confirm_auto, ...totals(entries), entries };
}

const textOf = (s: FileState | undefined): string | undefined => (s?.type === 'file' ? s.bytes.toString('utf8') : undefined);

/**
 * Structure stays whole: an auto edit that would leave a heading with nothing under it, a lead-in
 * line with nothing after it, or a list item with nothing in it, is skipped with that reason. Edits of one file are taken in order, each
 * on top of the ones kept before it, so two edits that empty a section between them are caught too.
 */
function skipStructureBreaks(base: (path: string) => FileState, autos: Array<{ pe: PlanEntry; item: Item }>): void {
  const byPath = new Map<string, Array<{ pe: PlanEntry; item: Item }>>();
  for (const c of autos) byPath.set(c.item.entry.path, [...(byPath.get(c.item.entry.path) ?? []), c]);
  for (const [path, list] of byPath) {
    const kept: Item[] = [];
    let before = textOf(base(path));
    for (const c of list) {
      const after = replay(base, [...kept, c.item]).states.get(path);
      const text = textOf(after);
      const holes = before !== undefined && text !== undefined ? newStructureHoles(before, text) : [];
      if (holes.length) {
        Object.assign(c.pe, { bucket: 'skipped', reason: `would leave the structure broken (${holes.join('; ')}); skipped, never forced`, code: 'REFUSED', needs: [] });
        continue;
      }
      kept.push(c.item);
      if (text !== undefined) before = text;
    }
  }
}
