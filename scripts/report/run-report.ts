// The report stage end to end, without touching `.dochygiene/`: proposals -> checks -> report ->
// validation -> the report.json / report.md texts. report-builder writes them to a scratch folder;
// check hands them to the state store only when validation passed. The proposals come in: a CLI
// that wants the scanner-proven ones runs the propose stage first (../propose/propose-all.ts).
import type { Violation } from '../shared/errors.ts';
import { sha256Hex } from '../shared/hash.ts';
import type { Report } from '../contract/types.ts';
import { validateReport } from '../validate/validate-report.ts';
import { loadTokenCounter, type CountTokens } from '../tokens/count-tokens.ts';
import { createEstimator } from '../tokens/estimate.ts';
import type { TokenRollup } from '../tokens/rollup.ts';
import { collectProposals, describeRanges, type CollectedProposals, type ProposalsSource } from './check-proposals.ts';
import { buildReport } from './build-report.ts';
import { treeViolations } from './tree-checks.ts';
import { snapshotter } from './snapshot.ts';
import { gitStates } from './git-state.ts';
import { renderMarkdown } from './render-markdown.ts';
import { buildView, type Classification, type ReportView } from './report-view.ts';
import { asScanArtifact } from '../validate/scan-artifact.ts';

export interface ReportInput {
  scan: unknown;
  sources: readonly ProposalsSource[];
  now: Date;
  tool_version: string;
  on_demand_weight: number;
  category?: string;
  /** No classifier ran (dist/check.mjs): unclassified candidates are listed as such, not as cleared. */
  model_free: boolean;
  /** The conventions the project's config adopts (promotion candidates leave them out). */
  conventions: readonly string[];
  /** What the classification plan and answers say (scripts/classify/): never "judged" without a classifier's reason. */
  classification?: Classification;
}

export interface ReportOutput {
  /** Where it stopped: 'scan' or 'proposals' (rejected input), 'report' (invalid output), or 'ok'. */
  stage: 'scan' | 'proposals' | 'report' | 'ok';
  violations: Violation[];
  report?: Report;
  json?: string;
  md?: string;
  json_sha256?: string;
  rollup?: TokenRollup;
  /** What report.md shows (roll-up, pending list, cleared files, reasons), computed once. */
  view?: ReportView;
  /** Paths whose every proposal the --category filter dropped. */
  filtered_out?: string[];
  /** Which proposals[i] came from which source (for messages). */
  ranges?: string;
  /** The same, as data: proposals[start] .. proposals[start + count - 1] came from the source `name`. */
  source_ranges?: CollectedProposals['ranges'];
}

/** Orders violations by proposal index, then as found. */
function byLocation(a: Violation, b: Violation): number {
  const ia = Number(/^proposals\[(\d+)\]/.exec(a.location)?.[1] ?? -1);
  const ib = Number(/^proposals\[(\d+)\]/.exec(b.location)?.[1] ?? -1);
  return ia - ib;
}

const noCounter: CountTokens = () => {
  throw new Error('token counter not loaded');
};

export async function runReport(input: ReportInput): Promise<ReportOutput> {
  const checked = asScanArtifact(input.scan);
  if (!checked.ok) return { stage: 'scan', violations: checked.violations };
  const scan = checked.artifact;

  const collected = collectProposals(input.sources);
  const ranges = describeRanges(collected.ranges);
  if (collected.violations.length) {
    // Also check the well-formed proposals against the tree, so one run lists every rejection.
    const rejected = new Set(collected.violations.map((v) => /^proposals\[(\d+)\]/.exec(v.location)?.[1]).filter((x) => x !== undefined).map(Number));
    const skipped = collected.proposals.map((p, i) => (rejected.has(i) || !p || typeof p !== 'object' ? i : -1)).filter((i) => i >= 0);
    const more = collected.violations.some((v) => !v.location.startsWith('proposals[')) ? [] : treeViolations(collected.proposals, scan, snapshotter(scan.project_root), new Set(skipped));
    return { stage: 'proposals', violations: [...collected.violations, ...more].sort(byLocation), ranges, source_ranges: collected.ranges };
  }

  const count = collected.proposals.length ? await loadTokenCounter() : noCounter;
  const estimator = createEstimator(count, { per_session: scan.per_session ?? [], on_demand_weight: input.on_demand_weight });
  const built = await buildReport({
    scan,
    proposals: collected.proposals,
    origins: collected.origins,
    now: input.now,
    tool_version: input.tool_version,
    estimator,
    category: input.category,
    conventions: input.conventions,
    gitStates,
  });
  if (!built.report) return { stage: 'proposals', violations: built.violations, ranges, source_ranges: collected.ranges };

  // Validate before anything is written: an invalid report never reaches a reader.
  const invalid = validateReport(built.report);
  if (invalid.length) return { stage: 'report', violations: invalid, report: built.report };

  const json = JSON.stringify(built.report, null, 2) + '\n';
  const json_sha256 = sha256Hex(json);
  const view = buildView({
    report: built.report,
    json_sha256,
    scan,
    model_free: input.model_free,
    whys: built.whys,
    auto_evidence: built.auto_evidence,
    judged: built.judged,
    filtered_out: built.filtered_out,
    classification: input.classification,
  });
  const md = renderMarkdown(view);
  return { stage: 'ok', violations: [], report: built.report, json, md, json_sha256, rollup: view.rollup, view, filtered_out: built.filtered_out };
}
