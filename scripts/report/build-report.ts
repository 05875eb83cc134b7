// The deterministic report builder (check design seed, D1): proposals in, a full machine report out.
// The model judged; this module computes every guarded field: expected_sha256 from the bytes read,
// is_destructive / is_reversible / safety_tier from the one tier function, token estimates from the
// local tokenizer, ids from the one id function, each entry's generated_at at its file's read.
import type { Violation } from '../shared/errors.ts';
import { lineSpan } from '../shared/lines.ts';
import { KIND_TABLE } from '../contract/kind-table.ts';
import type { GitState } from '../contract/kind-table.ts';
import { derivedFields, POLICY_VERSION, CLASSIFIER_JUDGED } from '../contract/tier.ts';
import { entryId } from '../contract/entry-id.ts';
import type { Entry, ExactEdit, Lifecycle, Report, TokenEstimate } from '../contract/types.ts';
import { STALE_SUBTYPES, BLOAT_SUBTYPES, lineRange } from '../contract/types.ts';
import type { Proposal, ScanArtifact } from '../contract/stage-types.ts';
import type { Estimator } from '../tokens/estimate.ts';
import { snapshotter, type Snapshot } from './snapshot.ts';
import { treeViolations } from './tree-checks.ts';
import { lifecycleProposalViolations } from './lifecycle-checks.ts';
import { promotionCandidates } from './promotion.ts';
import { autoEvidenceAll, evidenceViolations } from '../propose/auto-evidence.ts';
import { evidenceFacts } from '../propose/evidence-facts.ts';
import { byCodeUnit } from '../shared/order.ts';
import type { ProposalOrigin } from './check-proposals.ts';
import { judgedFix } from './judged-fix.ts';
import { reportActions } from './actions.ts';
import { categoryViolations } from './category-checks.ts';

export interface BuildOptions {
  scan: ScanArtifact;
  /** Proposals that passed collectProposals (shape and computed-field checks). */
  proposals: readonly Proposal[];
  /** Each proposal's origin (collectProposals); a missing one is a classifier's. */
  origins?: readonly ProposalOrigin[];
  /** The run instant: the envelope's generated_at, and the last_check stamp. */
  now: Date;
  tool_version: string;
  estimator: Estimator;
  /** Keep only entries of this class or subtype. */
  category?: string;
  /** The conventions the project's config adopts. */
  conventions: readonly string[];
  /** Git state of lifecycle-delete paths (tracked / clean). */
  gitStates: (root: string, paths: string[]) => Promise<Map<string, GitState>>;
}

export interface BuildResult {
  report?: Report;
  violations: Violation[];
  /** Model-written one-line reasons by entry id, for report.md only. */
  whys: Map<string, string>;
  /** Why each auto entry is safe unattended (the gate's evidence), by entry id, for report.md. */
  auto_evidence: Map<string, string>;
  /** The finding each classifier-judged entry rewrites, by entry id, for report.md. */
  judged: Map<string, string>;
  /** Paths whose every proposal the --category filter dropped (not cleared: not looked at). */
  filtered_out: string[];
}

export const CATEGORY_FILTERS: readonly string[] = ['stale', 'bloat', ...STALE_SUBTYPES, ...BLOAT_SUBTYPES];

export function matchesCategory(c: { class: string; subtype: string }, filter: string | undefined): boolean {
  return filter === undefined || c.class === filter || c.subtype === filter;
}

const iso = (d: Date) => d.toISOString();

export async function buildReport(opts: BuildOptions): Promise<BuildResult> {
  const { scan, proposals, estimator } = opts;
  const root = scan.project_root;
  const snap = snapshotter(root);
  const violations = [...treeViolations(proposals, scan, snap), ...lifecycleProposalViolations(proposals, scan)];
  const none = { whys: new Map(), auto_evidence: new Map(), judged: new Map(), filtered_out: [] };
  if (violations.length) return { violations, ...none };
  // Whoever proposed it, an edit of a kind the tier makes auto carries evidence a script can check.
  const linesOf = (path: string) => {
    const s = snap(path);
    return s.kind === 'file' ? s.lines : undefined;
  };
  const facts = await evidenceFacts(scan, linesOf, { readers: proposals.some((p) => p.exact_edit?.kind === 'dedupe'), repo: proposals.some((p) => p.exact_edit?.kind === 'replace-text') });
  const verdicts = autoEvidenceAll(proposals, facts);
  // A classifier's replace-text the gate refused is a confirm entry when it rewrites the finding on its line.
  const judgedOf = new Map<Proposal, string>();
  verdicts.forEach((v, i) => {
    if (!v || v.ok || (opts.origins?.[i] ?? 'classifier') !== 'classifier') return;
    const j = judgedFix(proposals[i]!, facts);
    if (j.judged) {
      judgedOf.set(proposals[i]!, `${j.finding.name} on line ${j.finding.line}: ${j.finding.detail}`);
      verdicts[i] = undefined;
    } else if (j.problem) verdicts[i] = { ok: false, field: j.field ?? 'exact_edit.match', problem: j.problem, refusal: 'outright' };
  });
  // A category the cited findings do not allow, and evidence no script can check: one list, by proposal.
  const index = (v: Violation) => Number(/^proposals\[(\d+)\]/.exec(v.location)?.[1] ?? -1);
  const unproven = [...categoryViolations(proposals, opts.origins), ...evidenceViolations(verdicts)].sort((a, b) => index(a) - index(b));
  if (unproven.length) return { violations: unproven, ...none };
  const evidenceOf = new Map<Proposal, string>();
  proposals.forEach((p, i) => {
    const v = verdicts[i];
    if (v?.ok) evidenceOf.set(p, v.evidence);
  });

  const kept = proposals.filter((p) => matchesCategory(p.category, opts.category));
  const keptPaths = new Set(kept.map((p) => p.path));
  const filtered_out = [...new Set(proposals.filter((p) => !keptPaths.has(p.path)).map((p) => p.path))].sort(byCodeUnit);
  const lifecyclePaths = [...new Set(kept.filter((p) => p.exact_edit && KIND_TABLE[p.exact_edit.kind].lifecycle).map((p) => p.path))].sort(byCodeUnit);
  const git = await opts.gitStates(root, lifecyclePaths);

  const whys = new Map<string, string>();
  const auto_evidence = new Map<string, string>();
  const judged = new Map<string, string>();
  const built: Entry[] = kept.map((p) => {
    const s = snap(p.path);
    if (s.kind === 'missing') throw new Error(`snapshot of ${p.path} vanished`); // excluded by treeViolations
    let lifecycle: Lifecycle | undefined = p.lifecycle ? { ...p.lifecycle } : undefined;
    if (lifecycle && p.exact_edit && KIND_TABLE[p.exact_edit.kind].lifecycle)
      lifecycle.git_state = git.get(p.path) ?? { tracked: false, clean: false };
    const judgedFinding = judgedOf.get(p);
    const edit_evidence = judgedFinding === undefined ? undefined : CLASSIFIER_JUDGED;
    const d = derivedFields({ op_type: p.op_type, kind: p.exact_edit?.kind, lifecycle, edit_evidence });
    const e: Entry = {
      id: '',
      path: p.path,
      category: { class: p.category.class, subtype: p.category.subtype },
      signals: p.signals.map((x) => ({ ...x })),
      op: p.op,
      op_type: p.op_type,
      is_destructive: d.is_destructive,
      is_reversible: d.is_reversible,
      safety_tier: d.safety_tier,
    } as Entry;
    if (p.exact_edit) e.exact_edit = finalizeEdit(p, s);
    if (p.reducible_range) e.reducible_range = { start_line: p.reducible_range.start_line, end_line: p.reducible_range.end_line, expected_sha256: s.digest };
    e.token_estimate = tokenEstimate(p, s, estimator);
    if (lifecycle) e.lifecycle = lifecycle;
    if (edit_evidence) e.edit_evidence = edit_evidence;
    if (p.confidence !== undefined) e.confidence = p.confidence;
    e.generated_at = iso(s.read_at);
    e.id = entryId(e);
    if (p.why) whys.set(e.id, p.why);
    const ev = evidenceOf.get(p);
    if (ev !== undefined && e.safety_tier === 'auto') auto_evidence.set(e.id, ev);
    if (judgedFinding !== undefined) judged.set(e.id, judgedFinding);
    return e;
  });
  // The same edit proposed twice (a classifier repeating what the scanner proved) is one entry:
  // equal ids mean equal path, category, edit and bytes. The first, scanner-proven, one stays.
  const seen = new Set<string>();
  const entries = built.filter((e) => (seen.has(e.id) ? false : (seen.add(e.id), true)));
  entries.sort(compareEntries);

  const report: Report = {
    schema_version: '1.0',
    tool_version: opts.tool_version,
    policy_version: POLICY_VERSION,
    generated_at: iso(opts.now),
    scan: {
      project_root: scan.project_root,
      scope_globs: [...scan.scope_globs],
      excluded_dirs: [...scan.excluded_dirs],
      files_scanned: scan.files_scanned,
      scope: scan.scope,
      category_filter: opts.category ?? null,
      ...(scan.notes.length ? { notes: [...scan.notes] } : {}),
    },
    shortlist: [...scan.shortlist],
    entries,
    promotion_candidates: promotionCandidates(entries, opts.conventions), // model-free, from the conventions catalog
  };
  const actions = reportActions(scan, entries, filtered_out);
  if (actions.length) report.actions = actions;
  return { report, violations: [], whys, auto_evidence, judged, filtered_out };
}

/** The exact_edit with its fields in a fixed order and, for anchor-bearing kinds, the digest. */
function finalizeEdit(p: Proposal, s: Exclude<Snapshot, { kind: 'missing' }>): ExactEdit {
  const src = p.exact_edit!;
  const out: ExactEdit = { kind: src.kind };
  if (src.anchor) out.anchor = { ...src.anchor };
  for (const f of ['dest_path', 'key', 'value', 'match', 'replacement', 'extraction_target', 'target_path'] as const) {
    if (src[f] !== undefined) Object.assign(out, { [f]: src[f] });
  }
  if (src.canonical_ref) out.canonical_ref = { path: src.canonical_ref.path, start_line: src.canonical_ref.start_line, end_line: src.canonical_ref.end_line };
  if (KIND_TABLE[src.kind].has_anchor) out.expected_sha256 = s.digest;
  return out;
}

/**
 * The tokens an entry removes or reduces, over the kind's token_span (the kind table): the anchored
 * lines, the whole file or directory, match minus replacement (never below 0), or nothing; the
 * reducible range for a generative entry.
 */
function tokenEstimate(p: Proposal, s: Exclude<Snapshot, { kind: 'missing' }>, est: Estimator): TokenEstimate {
  const edit = p.exact_edit;
  if (s.kind === 'directory') return est.fromRaw(p.path, s.texts.reduce((n, [, t]) => n + est.count(t), 0));
  const range = (a: { start_line: number; end_line: number }) => est.estimate(p.path, lineSpan(s.lines, a.start_line, a.end_line));
  if (!edit) return p.reducible_range ? range(p.reducible_range) : est.fromRaw(p.path, 0);
  switch (KIND_TABLE[edit.kind].token_span) {
    case 'anchor':
      {
      const a = lineRange(edit.anchor);
      return a ? range(a) : est.fromRaw(p.path, 0);
    }
    case 'match-minus-replacement':
      return est.fromRaw(p.path, Math.max(0, est.count(edit.match ?? '') - est.count(edit.replacement ?? '')));
    case 'none':
      return est.fromRaw(p.path, 0);
    case 'whole':
      return est.estimate(p.path, s.text);
  }
}

function startOf(e: Entry): number {
  const a = e.exact_edit?.anchor;
  return lineRange(a)?.start_line ?? e.reducible_range?.start_line ?? 0;
}

function compareEntries(a: Entry, b: Entry): number {
  return byCodeUnit(a.path, b.path) || startOf(a) - startOf(b) || byCodeUnit(a.exact_edit?.kind ?? '', b.exact_edit?.kind ?? '') || byCodeUnit(a.id, b.id);
}
