// The CI gate: scan (model-free, read-only: no report pair is written) -> findings with severity
// and content-derived ids (one per duplicated pair: on the copy to change) -> --changed-since
// narrowing -> the baseline -> which findings fail, and which are shown (hints only with --hints).
// The exit code is the caller's: 0 when nothing fails, 1 when something does.
import { lstatSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { ScanArtifact } from '../contract/scan-artifact.ts';
import { HygieneError } from '../shared/errors.ts';
import { byCodeUnit } from '../shared/order.ts';
import { count } from '../shared/words.ts';
import { isPartialHistoryNote } from '../git/history/notes.ts';
import { agentMemoryOf } from './agent-memory.ts';
import { BASELINE_FILE, matchBaseline, readBaseline, writeBaseline, type BaselineEntry } from './baseline.ts';
import { changedScope } from './changed-since.ts';
import { fails, parseFailOn, DEFAULT_FAIL_ON } from './fail-on.ts';
import { findingsOf, type Finding } from './findings.ts';
import { isBoundCutNote } from '../scan/signals/vanished-identifier.ts';

export interface CiOptions {
  root: string;
  scope?: string;
  failOn?: string;
  changedSince?: string;
  /** With changedSince: also the docs that reference a path the range changed. */
  includeReferencing?: boolean;
  /** Show hints (text, github, SARIF); without it only a hint that fails --fail-on is shown. */
  hints?: boolean;
  /** 'write': record every current finding; 'prune': drop entries that are gone, add nothing. */
  baseline?: 'write' | 'prune';
  /** --baseline FILE (absolute): the baseline read, written and pruned instead of the root's. */
  baselineFile?: string;
  /** Runs the scanner and returns its artifact. */
  scan: (root: string, scope: string | undefined) => Promise<unknown>;
}

/** Where an annotation or a SARIF result points: always a file and a line. */
export interface CiLocation {
  /** The finding's file, or the key file of a folder finding (an OpenSpec change's tasks.md). */
  path: string;
  /** The finding's line, or 1 for a finding about a whole file or folder. */
  line: number;
  column: number | undefined;
}

export interface CiFinding extends Finding {
  at: CiLocation;
  /** Under --include-referencing, for a doc the range did not change: the changed path it references. */
  included_by?: { reference: string; changed: string };
}

export interface CiResult {
  /** The findings the run reports (narrowed by --changed-since). */
  findings: CiFinding[];
  /** Every finding of the scan: SARIF carries these (code scanning compares with the base itself). */
  all_findings: CiFinding[];
  /** Ids of findings the baseline accepts. */
  baselined: Set<string>;
  /** Ids of findings that fail the gate (not baselined, matching --fail-on). */
  failing: Set<string>;
  /** Ids of findings text, github and SARIF show: all but hints, unless --hints or --fail-on picks them. */
  shown: Set<string>;
  /** Baseline entries no current finding has (none where the scan saw part of the history: there, absence proves nothing). */
  gone: BaselineEntry[];
  /** Baseline entries no current finding has, not called gone because the scan saw part of the history. */
  unchecked: number;
  notes: string[];
  files_scanned: number;
  fail_on: string;
  hints: boolean;
  changed_since:
    | {
        rev: string;
        base: string;
        /** Paths the range changed. */
        changed: number;
        /** Docs reported: those changed, and (with --include-referencing) those referencing a change. */
        docs: number;
        referencing: Array<{ doc: string; reference: string; changed: string }>;
        include_referencing: boolean;
      }
    | undefined;
  /** Set when the run wrote the baseline file. */
  baseline_written: string | undefined;
}

/** Hits on the canonical copy of a duplicate: the pair is reported once, on the copy to change. */
function withoutCanonicalCopies(signals: ScanArtifact['signals']): ScanArtifact['signals'] {
  const out: ScanArtifact['signals'] = {};
  for (const [path, hits] of Object.entries(signals)) {
    const kept = hits.filter((h) => !(h.name === 'duplicate_block' && h.canonical === path));
    if (kept.length) out[path] = kept;
  }
  return out;
}

/** The file a folder finding is shown on: the one that holds its evidence, else its first doc. */
const KEY_FILES = ['tasks.md', 'proposal.md', 'README.md', 'index.md'];

function locate(root: string, f: Finding): CiLocation {
  let path = f.path;
  try {
    if (lstatSync(join(root, f.path)).isDirectory()) {
      const names = readdirSync(join(root, f.path), { withFileTypes: true }).filter((e) => e.isFile()).map((e) => e.name).sort(byCodeUnit);
      const key = KEY_FILES.find((k) => names.includes(k)) ?? names.find((n) => /\.mdx?$/i.test(n)) ?? names[0];
      if (key !== undefined) path = `${f.path.replace(/\/$/, '')}/${key}`;
    }
  } catch {
    // gone since the scan: the finding's own path
  }
  return f.line !== undefined && path === f.path ? { path, line: f.line, column: f.column } : { path, line: 1, column: undefined };
}

/**
 * The one note of a scan that saw part of the history: which findings need it, what to do, and the
 * baseline entries it did not call gone.
 */
export function needsHistoryNote(unchecked: number): string {
  const entries = unchecked > 0 ? `; ${count(unchecked, 'baseline entry', 'baseline entries')} not found here not called gone` : '';
  return (
    'needs history: this clone lacks commits the history signals read (vanished_identifier, edit_recency_vs_churn, where a moved path went, ' +
    `which backticked paths never existed), so their findings are missing or hints here and the verdict can differ from a full clone's${entries}; ` +
    'check out with fetch-depth: 0 (or run git fetch --unshallow first)'
  );
}

export async function runCi(o: CiOptions): Promise<CiResult> {
  const failOnText = o.failOn ?? DEFAULT_FAIL_ON;
  const failOn = parseFailOn(failOnText);
  if (o.baseline && o.changedSince !== undefined)
    throw new HygieneError('USAGE', '--write-baseline and --prune-baseline record the whole repository: drop --changed-since');
  if (o.baseline && o.scope !== undefined)
    throw new HygieneError('USAGE', '--write-baseline and --prune-baseline record the whole repository: drop --scope');
  if (o.includeReferencing && o.changedSince === undefined) throw new HygieneError('USAGE', '--include-referencing needs --changed-since');
  const artifact = (await o.scan(o.root, o.scope)) as ScanArtifact;
  const all: CiFinding[] = findingsOf({ ...artifact, signals: withoutCanonicalCopies(artifact.signals) }).map((f) => ({ ...f, at: locate(o.root, f) }));
  let findings = all;
  // A baseline is read before it is rewritten: a malformed one is reported, not silently replaced.
  const existing = o.baseline === 'write' ? undefined : readBaseline(o.root, o.baselineFile);
  let match = matchBaseline(existing, all);
  let written: string | undefined;
  if (o.baseline === 'write') {
    written = writeBaseline(o.root, all, o.baselineFile);
    match = matchBaseline({ format: 'doc-hygiene/baseline', version: 1, findings: all }, all);
  } else if (o.baseline === 'prune') {
    if (!existing) throw new HygieneError('USAGE', `--prune-baseline: there is no ${o.baselineFile ?? BASELINE_FILE} (write one with --write-baseline)`);
    // Pruning drops what this scan did not find; a history signal finds nothing in history it cannot
    // see, and a look-up the work bound cut finds nothing it did not run.
    const partial = artifact.notes.find(isPartialHistoryNote);
    if (partial !== undefined) throw new HygieneError('USAGE', `--prune-baseline needs the whole history, and this scan saw part of it (${partial}); run it in a full, undamaged clone with the git CLI`);
    const cut = artifact.notes.find(isBoundCutNote);
    if (cut !== undefined) throw new HygieneError('USAGE', `--prune-baseline needs every look-up, and this scan's work bound cut some (${cut})`);
    const goneIds = new Set(match.gone.map((e) => e.id));
    written = writeBaseline(o.root, existing.findings.filter((e) => !goneIds.has(e.id)), o.baselineFile);
    match = { known: match.known, gone: [] };
  }

  let changed: CiResult['changed_since'];
  if (o.changedSince !== undefined) {
    const docs = [...new Set(all.map((f) => f.path))];
    const scope = await changedScope(o.root, o.changedSince, docs, agentMemoryOf(artifact), o.includeReferencing === true);
    findings = all
      .filter((f) => scope.changedDocs.has(f.path) || scope.referencing.has(f.path))
      .map((f) => (scope.changedDocs.has(f.path) ? f : { ...f, included_by: scope.referencing.get(f.path)! }));
    const referencing = [...scope.referencing].map(([doc, r]) => ({ doc, ...r })).filter((r) => findings.some((f) => f.path === r.doc));
    changed = {
      rev: o.changedSince,
      base: scope.base,
      changed: scope.changed.size,
      docs: new Set(findings.map((f) => f.path)).size,
      referencing,
      include_referencing: o.includeReferencing === true,
    };
  }
  // A shallow or partial clone: the history signals find nothing there, so a baseline entry missing
  // from this scan is not gone, and the verdict may differ from a full clone's. One note says so.
  const partialHistory = artifact.notes.find(isPartialHistoryNote);
  const unchecked = partialHistory === undefined ? 0 : match.gone.length;
  const notes = partialHistory === undefined ? artifact.notes : [...artifact.notes, needsHistoryNote(unchecked)];
  const failing = new Set(findings.filter((f) => !match.known.has(f.id) && fails(failOn, f)).map((f) => f.id));
  const shown = new Set(all.filter((f) => !f.hint || o.hints === true || fails(failOn, f)).map((f) => f.id));
  return {
    findings,
    all_findings: all,
    baselined: new Set(all.filter((f) => match.known.has(f.id)).map((f) => f.id)),
    failing,
    shown,
    gone: unchecked > 0 ? [] : match.gone,
    unchecked,
    notes,
    files_scanned: artifact.files_scanned,
    fail_on: failOnText,
    hints: o.hints === true,
    changed_since: changed,
    baseline_written: written,
  };
}
