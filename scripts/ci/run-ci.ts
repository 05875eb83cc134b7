// The CI gate: scan (model-free, read-only: no report pair is written) -> findings with severity
// and content-derived ids -> --changed-since narrowing -> the baseline -> which findings fail.
// The exit code is the caller's: 0 when nothing fails, 1 when something does.
import type { ScanArtifact } from '../contract/scan-artifact.ts';
import { HygieneError } from '../shared/errors.ts';
import { isPartialHistoryNote } from '../git/history/notes.ts';
import { agentMemoryOf } from './agent-memory.ts';
import { BASELINE_FILE, matchBaseline, readBaseline, writeBaseline, type BaselineEntry } from './baseline.ts';
import { changedScope } from './changed-since.ts';
import { fails, parseFailOn, DEFAULT_FAIL_ON } from './fail-on.ts';
import { findingsOf, type Finding } from './findings.ts';
import { isBudgetCutNote } from '../scan/signals/vanished-identifier.ts';

export interface CiOptions {
  root: string;
  scope?: string;
  failOn?: string;
  changedSince?: string;
  /** 'write': record every current finding; 'prune': drop entries that are gone, add nothing. */
  baseline?: 'write' | 'prune';
  /** Runs the scanner and returns its artifact. */
  scan: (root: string, scope: string | undefined) => Promise<unknown>;
}

export interface CiResult {
  /** The findings the run reports (narrowed by --changed-since). */
  findings: Finding[];
  /** Every finding of the scan: SARIF carries these (code scanning compares with the base itself). */
  all_findings: Finding[];
  /** Ids of findings the baseline accepts. */
  baselined: Set<string>;
  /** Ids of findings that fail the gate (not baselined, matching --fail-on). */
  failing: Set<string>;
  /** Baseline entries no current finding has. */
  gone: BaselineEntry[];
  notes: string[];
  files_scanned: number;
  fail_on: string;
  changed_since: { rev: string; base: string; changed: number } | undefined;
  /** Set when the run wrote the baseline file. */
  baseline_written: string | undefined;
}

export async function runCi(o: CiOptions): Promise<CiResult> {
  const failOnText = o.failOn ?? DEFAULT_FAIL_ON;
  const failOn = parseFailOn(failOnText);
  if (o.baseline && o.changedSince !== undefined)
    throw new HygieneError('USAGE', '--write-baseline and --prune-baseline record the whole repository: drop --changed-since');
  if (o.baseline && o.scope !== undefined)
    throw new HygieneError('USAGE', '--write-baseline and --prune-baseline record the whole repository: drop --scope');
  const artifact = (await o.scan(o.root, o.scope)) as ScanArtifact;
  const all = findingsOf(artifact);
  let findings = all;
  // A baseline is read before it is rewritten: a malformed one is reported, not silently replaced.
  const existing = o.baseline === 'write' ? undefined : readBaseline(o.root);
  let match = matchBaseline(existing, all);
  let written: string | undefined;
  if (o.baseline === 'write') {
    written = writeBaseline(o.root, all);
    match = matchBaseline({ format: 'doc-hygiene/baseline', version: 1, findings: all }, all);
  } else if (o.baseline === 'prune') {
    if (!existing) throw new HygieneError('USAGE', `--prune-baseline: there is no ${BASELINE_FILE} (write one with --write-baseline)`);
    // Pruning drops what this scan did not find; a history signal finds nothing in history it cannot
    // see, and a look-up the time budget cut finds nothing it did not run.
    const partial = artifact.notes.find(isPartialHistoryNote);
    if (partial !== undefined) throw new HygieneError('USAGE', `--prune-baseline needs the whole history, and this scan saw part of it (${partial}); run it in a full, undamaged clone with the git CLI`);
    const cut = artifact.notes.find(isBudgetCutNote);
    if (cut !== undefined) throw new HygieneError('USAGE', `--prune-baseline needs every look-up, and this scan's time budget cut some (${cut}); run it again on a less busy machine`);
    const goneIds = new Set(match.gone.map((e) => e.id));
    written = writeBaseline(o.root, existing.findings.filter((e) => !goneIds.has(e.id)));
    match = { known: match.known, gone: [] };
  }

  let changed: CiResult['changed_since'];
  if (o.changedSince !== undefined) {
    const docs = [...new Set(all.map((f) => f.path))];
    const scope = await changedScope(o.root, o.changedSince, docs, agentMemoryOf(artifact));
    findings = all.filter((f) => scope.touches(f.path));
    changed = { rev: o.changedSince, base: scope.base, changed: scope.changed.size };
  }
  const failing = new Set(findings.filter((f) => !match.known.has(f.id) && fails(failOn, f)).map((f) => f.id));
  return {
    findings,
    all_findings: all,
    baselined: new Set(all.filter((f) => match.known.has(f.id)).map((f) => f.id)),
    failing,
    gone: match.gone,
    notes: artifact.notes,
    files_scanned: artifact.files_scanned,
    fail_on: failOnText,
    changed_since: changed,
    baseline_written: written,
  };
}
