// Runs one build's compiled scanner and model-free check as processes on a corpus clone. Nothing
// is written into the clone except its .dochygiene/ (the check's report and the history cache).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, existsSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { tmpdir } from 'node:os';
import { fileURLToPath, pathToFileURL } from 'node:url';

const PROBE = pathToFileURL(join(dirname(fileURLToPath(import.meta.url)), 'rusage-probe.mjs')).href;

export interface ScanRun {
  artifact: ScanArtifact | null;
  error: string | null;
  wall_ms: number;
  max_rss_kb: number | null;
}

export interface ScanSignal {
  name: string;
  detail: string;
  line?: number;
  [k: string]: unknown;
}

export interface ScanArtifact {
  files_scanned: number;
  signals: Record<string, ScanSignal[]>;
  notes: string[];
  excluded_dirs: string[];
  scope_globs: string[];
  /** Present once the build computes doc roles: each doc with its role. */
  docs?: unknown;
  [k: string]: unknown;
}

export interface ReportEntry {
  id: string;
  path: string;
  safety_tier: string;
  category: { class: string; subtype: string };
  signals: ScanSignal[];
  op: string;
  exact_edit?: { kind: string; anchor?: { start_line: number; end_line: number }; match?: string; replacement?: string; canonical_ref?: { path: string; start_line: number; end_line: number }; dest_path?: string; [k: string]: unknown };
}

export interface CheckRun {
  entries: ReportEntry[] | null;
  error: string | null;
  wall_ms: number;
}

function run(cmd: string, args: string[], env: NodeJS.ProcessEnv = process.env) {
  const started = process.hrtime.bigint();
  const r = spawnSync(cmd, args, { encoding: 'utf8', maxBuffer: 1024 * 1024 * 1024, env, stdio: ['ignore', 'pipe', 'pipe'] });
  const wall_ms = Number((process.hrtime.bigint() - started) / 1000000n);
  return { ...r, wall_ms };
}

/** The scanner on `root`, from a cold history cache, timed, with its peak memory. */
export function runScanner(dist: string, root: string, extra: string[] = [], opts: { cold?: boolean } = {}): ScanRun {
  if (opts.cold !== false) rmSync(join(root, '.dochygiene', 'cache'), { recursive: true, force: true });
  const scratch = mkdtempSync(join(tmpdir(), 'eval-rusage-'));
  const rusage = join(scratch, 'rusage.json');
  try {
    const r = run(process.execPath, ['--import', PROBE, join(dist, 'scanner.mjs'), '--root', root, ...extra], { ...process.env, EVAL_RUSAGE_FILE: rusage });
    const max_rss_kb = existsSync(rusage) ? (JSON.parse(readFileSync(rusage, 'utf8')) as { max_rss_kb: number }).max_rss_kb : null;
    if (r.status !== 0) return { artifact: null, error: `scanner exit ${r.status}: ${(r.stderr || '').trim().slice(0, 500)}`, wall_ms: r.wall_ms, max_rss_kb };
    return { artifact: JSON.parse(r.stdout) as ScanArtifact, error: null, wall_ms: r.wall_ms, max_rss_kb };
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

/** The model-free check on `root`; its entries come from the .dochygiene/report.json it writes. */
export function runCheck(dist: string, root: string): CheckRun {
  const r = run(process.execPath, [join(dist, 'check.mjs'), '--root', root, '--json']);
  if (r.status !== 0) return { entries: null, error: `check exit ${r.status}: ${(r.stderr || r.stdout || '').trim().slice(0, 500)}`, wall_ms: r.wall_ms };
  const summary = JSON.parse(r.stdout) as { report_json?: string };
  const file = summary.report_json ?? join(root, '.dochygiene', 'report.json');
  const report = JSON.parse(readFileSync(file, 'utf8')) as { entries: ReportEntry[] };
  return { entries: report.entries, error: null, wall_ms: r.wall_ms };
}
