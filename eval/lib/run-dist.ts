// Runs one build's compiled scanner and model-free check as processes on a corpus clone. Nothing
// is written into the clone except its .dochygiene/ (the check's report and the history cache).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, existsSync, readdirSync, statSync } from 'node:fs';
import { join, dirname, relative } from 'node:path';
import { createHash } from 'node:crypto';
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
  /** Files the check lists in report.md as needing a classifier (no model ran). */
  needs_classification: number;
  error: string | null;
  wall_ms: number;
}

/** A process run to its end, or stopped after `timeoutMs` (then `timed_out`). */
function run(cmd: string, args: string[], env: NodeJS.ProcessEnv = process.env, timeoutMs?: number) {
  const started = process.hrtime.bigint();
  const r = spawnSync(cmd, args, { encoding: 'utf8', maxBuffer: 1024 * 1024 * 1024, env, stdio: ['ignore', 'pipe', 'pipe'], ...(timeoutMs ? { timeout: timeoutMs, killSignal: 'SIGKILL' as const } : {}) });
  const wall_ms = Number((process.hrtime.bigint() - started) / 1000000n);
  const timed_out = (r.error as NodeJS.ErrnoException | undefined)?.code === 'ETIMEDOUT';
  return { ...r, wall_ms, timed_out };
}

const failure = (what: string, r: ReturnType<typeof run>, timeoutMs?: number) =>
  r.timed_out ? `${what} stopped after ${Math.round((timeoutMs ?? 0) / 1000)} s (--timeout)` : r.error ? `${what} failed: ${r.error.message}` : `${what} exit ${r.status}${r.signal ? ` (${r.signal})` : ''}: ${(r.stderr || r.stdout || '').trim().slice(0, 500)}`;

/** The scanner on `root`, from a cold history cache, timed, with its peak memory. */
export function runScanner(dist: string, root: string, extra: string[] = [], opts: { cold?: boolean; timeoutMs?: number } = {}): ScanRun {
  if (opts.cold !== false) rmSync(join(root, '.dochygiene', 'cache'), { recursive: true, force: true });
  const scratch = mkdtempSync(join(tmpdir(), 'eval-rusage-'));
  const rusage = join(scratch, 'rusage.json');
  try {
    const r = run(process.execPath, ['--import', PROBE, join(dist, 'scanner.mjs'), '--root', root, ...extra], { ...process.env, EVAL_RUSAGE_FILE: rusage }, opts.timeoutMs);
    const max_rss_kb = existsSync(rusage) ? (JSON.parse(readFileSync(rusage, 'utf8')) as { max_rss_kb: number }).max_rss_kb : null;
    if (r.status !== 0) return { artifact: null, error: failure('scanner', r, opts.timeoutMs), wall_ms: r.wall_ms, max_rss_kb };
    return { artifact: JSON.parse(r.stdout) as ScanArtifact, error: null, wall_ms: r.wall_ms, max_rss_kb };
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

/** The model-free check on `root` (`extra`: more flags, e.g. --scope); its entries come from the .dochygiene/report.json it writes. */
export function runCheck(dist: string, root: string, opts: { timeoutMs?: number; extra?: string[] } = {}): CheckRun {
  const r = run(process.execPath, [join(dist, 'check.mjs'), '--root', root, '--json', ...(opts.extra ?? [])], process.env, opts.timeoutMs);
  if (r.status !== 0) return { entries: null, needs_classification: 0, error: failure('check', r, opts.timeoutMs), wall_ms: r.wall_ms };
  const summary = JSON.parse(r.stdout) as { report_json?: string; needs_classification?: unknown[] };
  const file = summary.report_json ?? join(root, '.dochygiene', 'report.json');
  const report = JSON.parse(readFileSync(file, 'utf8')) as { entries: ReportEntry[] };
  return { entries: report.entries, needs_classification: Array.isArray(summary.needs_classification) ? summary.needs_classification.length : 0, error: null, wall_ms: r.wall_ms };
}

/**
 * What names a build whatever folder it sits in: sha256 (12 hex) of every file under `dist` (paths
 * and bytes, in path order). Two copies of one build share it; a rebuild with any change does not.
 */
export function buildId(dist: string): string {
  const files: string[] = [];
  const walk = (d: string) => {
    for (const n of readdirSync(d).sort()) {
      const p = join(d, n);
      if (statSync(p).isDirectory()) walk(p);
      else files.push(p);
    }
  };
  walk(dist);
  const h = createHash('sha256');
  for (const f of files) h.update(relative(dist, f).split('\\').join('/')).update('\0').update(readFileSync(f)).update('\0');
  return h.digest('hex').slice(0, 12);
}
