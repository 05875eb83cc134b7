// The model-free check: scan -> deterministic proposals -> report -> validate on the scratch
// path -> write-report -> stamp last_check. Nothing reaches `.dochygiene/` unless the report
// validated on the scratch path first, so a failed run keeps the previous report pair intact.
import { mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import type { Violation } from '../shared/errors.ts';
import { writeFileAtomic } from '../shared/atomic-write.ts';
import type { Report } from '../contract/types.ts';
import type { Config } from '../config/config-types.ts';
import { loadReportFile } from '../validate/validate-report.ts';
import { runReport } from '../report/run-report.ts';
import { asScanArtifact } from '../validate/scan-artifact.ts';
import { scannerProvenSource } from '../propose/propose-all.ts';
import type { TokenRollup } from '../tokens/rollup.ts';
import { writeCheckResult } from '../state/state-store.ts';
import { statePaths } from '../state/state.ts';
import { assertStateTrusted } from '../state/state-trust.ts';

export interface CheckOptions {
  root: string;
  /** The project's config, loaded once by the CLI entry. */
  config: Config;
  scope?: string;
  category?: string;
  tool_version: string;
  /** Runs the scanner and returns its artifact. */
  scan: (root: string, scope: string | undefined) => Promise<unknown>;
  now?: () => Date;
}

export interface CheckResult {
  /** 'ok', or the stage that stopped the run before anything was written. */
  stage: 'ok' | 'scan' | 'proposals' | 'report' | 'validate';
  violations: Violation[];
  report?: Report;
  rollup?: TokenRollup;
  /** Shortlisted files with signals no entry answers (they need a classifier). */
  unclassified: string[];
  report_json?: string;
  report_md?: string;
  /** The scratch folder of a failed run, kept for inspection. */
  scratch?: string;
}

export async function runCheck(o: CheckOptions): Promise<CheckResult> {
  await assertStateTrusted(o.root); // before the scan: it reads and writes the history cache
  const artifact = await o.scan(o.root, o.scope);
  const { config } = o;
  const scan = asScanArtifact(artifact);
  // The run instant, taken after the scan: every entry's file is read after it.
  const now = (o.now ?? (() => new Date()))();
  const out = await runReport({
    scan: artifact,
    sources: scan.ok ? [await scannerProvenSource(scan.artifact)] : [],
    now,
    tool_version: o.tool_version,
    on_demand_weight: config.tokens.on_demand_weight,
    conventions: config.conventions,
    category: o.category,
    model_free: true,
  });
  if (out.stage !== 'ok') return { stage: out.stage, violations: out.violations, unclassified: [] };

  const scratch = mkdtempSync(join(tmpdir(), 'dochygiene-check-'));
  const scratchJson = join(scratch, 'report.json');
  writeFileAtomic(scratchJson, out.json!);
  writeFileAtomic(join(scratch, 'report.md'), out.md!);
  const checked = loadReportFile(scratchJson);
  if (checked.violations.length) return { stage: 'validate', violations: checked.violations, unclassified: [], scratch };

  writeCheckResult(o.root, out.json!, out.md!, out.report!.generated_at);
  rmSync(scratch, { recursive: true, force: true });

  const unclassified = out.view!.pending.map((x) => x.path);
  const paths = statePaths(o.root);
  return { stage: 'ok', violations: [], report: out.report, rollup: out.rollup, unclassified, report_json: paths.report_json, report_md: paths.report_md };
}
