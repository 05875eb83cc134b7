// Benchmark of the git history index (issue 4) on a generated repository of 21,000 commits
// (git fast-import, ~3,000 files, renames, deletions, merges; cached in the temp folder between runs):
//   - cold index (native) next to `git log --name-only` over the same history: target <= 1.5x
//   - warm rescan after one new commit: target <= 0.1x cold
//   - the isomorphic-git path within its work bounds (history.max_commits / max_line_counts, default config)
//   - changed-line counts for every doc's churn query (edit_recency_vs_churn), and the share of docs
//     flagged for thresholds around the defaults
//   - peak RSS of each measured process: target <= 300 MB
// Each measurement runs in its own process (so its peak RSS is its own) and times itself; that
// process runs this file bundled by esbuild under plain node, as the shipped dist/ scripts run
// (tsx alone would add ~40 MB of loader to every RSS figure).
//
//   tsx bench/history.ts            (or: npm run bench history)
import { gitTextSync, runGitSync } from '../scripts/git/exec.ts';
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { generateRepo, type RepoShape } from './history-repo.ts';
import { loadHistoryIndex } from '../scripts/git/history/index.ts';
import { DEFAULT_CONFIG } from '../scripts/config/defaults.ts';

const SHAPE: RepoShape = { commits: 21000, codeFiles: 2500, docFiles: 500, seed: 7, start: 1_600_000_000 };
const RUNS = 5;
const self = fileURLToPath(import.meta.url);

interface ChildResult {
  ms: number;
  rss_mb: number;
  info?: Record<string, unknown>;
}

function git(dir: string, args: string[]): string {
  return gitTextSync(dir, args).trim();
}

/** The generated repository, made once per shape and reset to its generated HEAD on every run. */
async function benchRepo(): Promise<string> {
  const dir = join(tmpdir(), `dh-bench-history-v1-${SHAPE.commits}-${SHAPE.seed}`);
  const marker = join(dir, '.git', 'dh-bench-head');
  if (!existsSync(marker)) {
    rmSync(dir, { recursive: true, force: true });
    await generateRepo(dir, SHAPE);
    writeFileSync(marker, git(dir, ['rev-parse', 'HEAD']));
  }
  git(dir, ['reset', '-q', '--hard', readFileSync(marker, 'utf8').trim()]);
  git(dir, ['clean', '-q', '-fdx']);
  return dir;
}

let bundled: string | undefined;

/** This file bundled for plain node (once per run). */
async function childScript(): Promise<string> {
  if (bundled) return bundled;
  const { build } = await import('esbuild');
  const out = join(mkdtempSync(join(tmpdir(), 'dh-bench-history-')), 'history-bench.mjs');
  await build({
    entryPoints: [self],
    outfile: out,
    bundle: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    logLevel: 'warning',
    external: ['esbuild'],
    banner: { js: "import { createRequire as __dhCreateRequire } from 'node:module'; const require = __dhCreateRequire(import.meta.url);" },
  });
  bundled = out;
  return out;
}

async function child(mode: string, repo: string): Promise<ChildResult> {
  const script = await childScript();
  return new Promise((resolve, reject) => {
    const p = spawn(process.execPath, [script, '--child', mode, repo], { stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    p.stdout.on('data', (b: Buffer) => (out += b.toString('utf8')));
    p.on('error', reject);
    p.on('close', (code) => {
      if (code !== 0) return reject(new Error(`bench child ${mode} exited ${code}`));
      resolve(JSON.parse(out.trim().split('\n').pop()!) as ChildResult);
    });
  });
}

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)]!;
}

const f0 = (n: number) => n.toFixed(0);
const f2 = (n: number) => n.toFixed(2);

export async function run(): Promise<string> {
  const repo = await benchRepo();
  const total = Number(git(repo, ['rev-list', '--count', 'HEAD']));
  const fileCount = git(repo, ['ls-files']).split('\n').length;
  const firstParent = Number(git(repo, ['rev-list', '--first-parent', '--count', 'HEAD']));

  const base: ChildResult[] = [];
  const raw: ChildResult[] = [];
  const cold: ChildResult[] = [];
  for (let i = 0; i < RUNS; i++) {
    base.push(await child('baseline', repo));
    raw.push(await child('raw', repo));
    cold.push(await child('cold', repo));
  }
  const warm: ChildResult[] = [];
  for (let i = 0; i < RUNS; i++) {
    writeFileSync(join(repo, `bench-${i}.md`), `run ${i}\n`);
    git(repo, ['add', '-A']);
    git(repo, ['-c', 'user.email=bench@example.com', '-c', 'user.name=Bench', 'commit', '-q', '-m', `bench ${i}`]);
    warm.push(await child('warm', repo));
  }
  const churnCold = await child('churn', repo);
  const churnWarm = await child('churn', repo);
  const iso = await child('isomorphic', repo);

  if (bundled) rmSync(dirname(bundled), { recursive: true, force: true });
  bundled = undefined;
  const mBase = median(base.map((r) => r.ms));
  const mCold = median(cold.map((r) => r.ms));
  const mRaw = median(raw.map((r) => r.ms));
  const mWarm = median(warm.map((r) => r.ms));
  const peak = Math.max(...[...cold, ...warm, churnCold, churnWarm, iso].map((r) => r.rss_mb));
  const mb = (rs: ChildResult[]) => `${f0(Math.max(...rs.map((r) => r.rss_mb)))} MB`;
  const rows: Array<[string, string, string, string, string]> = [
    ['`git log --name-only` (whole history)', `${f0(mBase)} ms`, '', mb(base), ''],
    ['the index\'s own `git log` alone (output drained, not parsed)', `${f0(mRaw)} ms`, `${f2(mRaw / mBase)}x git log`, mb(raw), ''],
    ['cold history index, native (one `git log --first-parent --name-status -M`, cache written)', `${f0(mCold)} ms`, `${f2(mCold / mBase)}x git log`, mb(cold), mCold / mBase <= 1.5 ? 'ok (<= 1.5x)' : 'MISSED (<= 1.5x)'],
    ['warm rescan after one new commit', `${f0(mWarm)} ms`, `${f2(mWarm / mCold)}x cold`, mb(warm), mWarm / mCold <= 0.1 ? 'ok (<= 0.1x)' : 'MISSED (<= 0.1x)'],
    [`changed lines for the ${String(churnCold.info?.queries)} of ${String(churnCold.info?.docs)} docs past the commit threshold, cold (${String(churnCold.info?.requests)} file changes, \`git diff-tree --stdin\` per core)`, `${f0(churnCold.ms)} ms`, `${f2(churnCold.ms / mCold)}x cold index`, mb([churnCold]), ''],
    ['the same, cached', `${f0(churnWarm.ms)} ms`, '', mb([churnWarm]), ''],
    [`isomorphic path (no git executable; doc-hygiene's object reader), default limits (max_commits ${DEFAULT_CONFIG.history.max_commits})`, `${f0(iso.ms)} ms`, `${String(iso.info?.commits)} of ${firstParent} commits read`, mb([iso]), ''],
    ['peak RSS of any measured doc-hygiene process', '', '', `${f0(peak)} MB`, peak <= 300 ? 'ok (<= 300 MB)' : 'MISSED (<= 300 MB)'],
  ];
  const lines = [
    `Generated repository: ${total} commits (${firstParent} on the first-parent line), ${fileCount} files; medians of ${RUNS} runs; load average ${readLoad()}.`,
    '',
    '| measurement | time | ratio | peak RSS | target |',
    '|---|---|---|---|---|',
    ...rows.map((r) => `| ${r.join(' | ')} |`),
    '',
    `isomorphic path note: ${String((iso.info?.notes as string[] | undefined)?.join(' / ') || '(none)')}`,
    '',
    'Share of docs flagged by edit_recency_vs_churn (each doc references three code files; generated history):',
    '',
    String(churnCold.info?.table ?? ''),
  ];
  return lines.join('\n');
}

function readLoad(): string {
  try {
    return readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');
  } catch {
    return 'unknown';
  }
}

// ---- child processes: one measurement each ----

/** Three code files per doc, picked deterministically from the doc's name. */
function docQueries(h: NonNullable<Awaited<ReturnType<typeof loadHistoryIndex>>>, code: string[], docs: string[]) {
  return docs.map((d) => {
    let x = 0;
    for (const ch of d) x = (x * 31 + ch.charCodeAt(0)) >>> 0;
    const paths = [code[x % code.length]!, code[(x >>> 7) % code.length]!, code[(x >>> 14) % code.length]!].sort();
    return { doc: d, paths: [...new Set(paths)], since: h.lastChange(d)!.commit };
  });
}

async function childMain(mode: string, repo: string): Promise<void> {
  const t = performance.now();
  let info: Record<string, unknown> | undefined;
  if (mode === 'baseline') {
    const r = runGitSync(repo, ['log', '--name-only'], { maxBuffer: 1 << 30 });
    if (r.code !== 0) throw new Error('git log failed');
  } else if (mode === 'raw') {
    const args = ['log', '--first-parent', '--diff-merges=first-parent', '-z', '--name-status', '-M', '--format=%x01%H %ct %P'];
    const r = runGitSync(repo, args, { maxBuffer: 1 << 30 });
    if (r.code !== 0) throw new Error('git log failed');
  } else if (mode === 'cold') {
    rmSync(join(repo, '.dochygiene'), { recursive: true, force: true });
    const h = await loadHistoryIndex(repo, { backend: 'native' });
    info = { ...h!.stats };
  } else if (mode === 'warm') {
    const h = await loadHistoryIndex(repo, { backend: 'native' });
    info = { ...h!.stats };
  } else if (mode === 'isomorphic') {
    const { max_commits, max_line_counts } = DEFAULT_CONFIG.history;
    const h = await loadHistoryIndex(repo, { backend: 'isomorphic', cache: false, max_commits, max_line_counts });
    info = { commits: (h as unknown as { q: { data: { commits: string[] } } }).q.data.commits.length, notes: h!.notes };
  } else if (mode === 'churn') {
    const h = (await loadHistoryIndex(repo, { backend: 'native' }))!;
    const files = git(repo, ['ls-files']).split('\n');
    const code = files.filter((f) => f.startsWith('src/'));
    const docs = files.filter((f) => f.startsWith('docs/') && h.lastChange(f));
    const queries = docQueries(h, code, docs);
    const before = (h as unknown as { q: { data: { lines: Map<string, number> } } }).q.data.lines.size;
    // As the scanner does (prepareEditRecency): line counts only for docs past the commit threshold.
    const minCommits = Math.min(3, DEFAULT_CONFIG.history.churn_min_commits);
    const needed = queries.filter((q) => h.churnSince(q.paths, q.since)!.commits >= minCommits);
    const t0 = performance.now();
    await h.prepareChurn(needed.map((q) => ({ paths: q.paths, since: q.since })));
    const prepMs = performance.now() - t0;
    const after = (h as unknown as { q: { data: { lines: Map<string, number> } } }).q.data.lines.size;
    const churn = queries.map((q) => h.churnSince(q.paths, q.since)!);
    const flagged = (c: number, l: number) => churn.filter((x) => x.commits >= c && x.commits >= minCommits && (x.lines ?? 0) >= l).length;
    const grid: Array<[number, number]> = [[3, 100], [5, 100], [5, 200], [10, 200], [10, 500], [20, 1000]];
    const rows = grid.map(([c, l]) => {
      const n = flagged(c, l);
      const mark = c === DEFAULT_CONFIG.history.churn_min_commits && l === DEFAULT_CONFIG.history.churn_min_lines ? ' (default)' : '';
      return `| ${c} commits and ${l} lines${mark} | ${n} of ${churn.length} | ${((100 * n) / churn.length).toFixed(0)}% |`;
    });
    const commitsSince = churn.map((x) => x.commits).sort((a, b) => a - b);
    const linesSince = churn.map((x) => x.lines ?? 0).sort((a, b) => a - b);
    const q = (xs: number[], p: number) => xs[Math.min(xs.length - 1, Math.floor(p * xs.length))]!;
    info = {
      queries: needed.length,
      docs: queries.length,
      requests: after - before,
      prep_ms: prepMs,
      table: [
        '| thresholds | docs flagged | share |',
        '|---|---|---|',
        ...rows,
        '',
        `Per doc since its last commit: commits p25/p50/p75 = ${q(commitsSince, 0.25)}/${q(commitsSince, 0.5)}/${q(commitsSince, 0.75)}, ` +
          `changed lines p25/p50/p75 = ${q(linesSince, 0.25)}/${q(linesSince, 0.5)}/${q(linesSince, 0.75)}.`,
      ].join('\n'),
    };
    process.stdout.write(JSON.stringify({ ms: prepMs, rss_mb: process.resourceUsage().maxRSS / 1024, info }) + '\n');
    return;
  }
  const ms = performance.now() - t;
  process.stdout.write(JSON.stringify({ ms, rss_mb: process.resourceUsage().maxRSS / 1024, info }) + '\n');
}

const argv = process.argv.slice(2);
if (argv[0] === '--child') {
  await childMain(argv[1]!, argv[2]!);
} else if (process.argv[1] && self === process.argv[1]) {
  process.stdout.write((await run()) + '\n');
}
