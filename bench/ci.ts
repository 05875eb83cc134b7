// Benchmark of the clones CI checks out (issue 20): the scan of a blobless partial clone next to the
// scan of a full clone of the same repository, both made from a local source with
// uploadpack.allowFilter (so the filter applies), each scan cold (no history cache). Target: the
// partial clone at most 1.3x the full clone's wall time, with zero objects fetched.
//
// The source is the generated history repository (bench/history-repo.ts), or the repository named by
// DH_BENCH_CI_SOURCE (a real one, e.g. a clone of humanlayer/humanlayer).
//
//   tsx bench/ci.ts            (or: npm run bench ci)
import { gitTextSync } from '../scripts/git/exec.ts';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { generateRepo, type RepoShape } from './history-repo.ts';

const SHAPE: RepoShape = { commits: 4000, codeFiles: 800, docFiles: 200, seed: 11, start: 1_600_000_000 };
const RUNS = Number(process.env.DH_BENCH_CI_RUNS ?? 5);
const SCANNER = join(dirname(fileURLToPath(import.meta.url)), '..', 'dist', 'scanner.mjs');

function git(dir: string, args: string[]): string {
  return gitTextSync(dir, args).trim();
}

async function sourceRepo(): Promise<{ dir: string; label: string }> {
  const given = process.env.DH_BENCH_CI_SOURCE;
  if (given) return { dir: given, label: `${given.split('/').pop()} (DH_BENCH_CI_SOURCE)` };
  const dir = join(tmpdir(), `dh-bench-ci-v1-${SHAPE.commits}-${SHAPE.seed}`);
  const marker = join(dir, '.git', 'dh-bench-head');
  if (!existsSync(marker)) {
    rmSync(dir, { recursive: true, force: true });
    await generateRepo(dir, SHAPE);
    writeFileSync(marker, git(dir, ['rev-parse', 'HEAD']));
  }
  return { dir, label: `generated, ${SHAPE.commits} commits` };
}

function objects(dir: string): number {
  const v = git(dir, ['count-objects', '-v']);
  const n = (k: string) => Number(new RegExp(`^${k}: (\\d+)$`, 'm').exec(v)?.[1] ?? 0);
  return n('count') + n('in-pack');
}

function timedScan(dir: string): number {
  rmSync(join(dir, '.dochygiene'), { recursive: true, force: true });
  const t = process.hrtime.bigint();
  const r = spawnSync(process.execPath, [SCANNER, '--root', dir], { encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 });
  if (r.status !== 0) throw new Error(`scanner failed in ${dir}: ${r.stderr}`);
  return Number(process.hrtime.bigint() - t) / 1e6;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[xs.length >> 1]!;

export async function run(): Promise<string> {
  const { dir: source, label } = await sourceRepo();
  const work = mkdtempSync(join(tmpdir(), 'dh-bench-ci-'));
  try {
    // A copy we may configure: the source itself is never written to.
    const served = join(work, 'served');
    gitTextSync(work, ['clone', '-q', '--bare', '--no-local', source, served], { localFiles: true });
    git(served, ['config', 'uploadpack.allowFilter', 'true']);
    const full = join(work, 'full');
    const partial = join(work, 'partial');
    gitTextSync(work, ['clone', '-q', '--no-local', served, full], { localFiles: true });
    // The blobless clone's checkout fetches the blobs it needs: the one place a fetch is wanted.
    gitTextSync(work, ['clone', '-q', '--no-local', '--filter=blob:none', served, partial], { localFiles: true, env: { GIT_NO_LAZY_FETCH: '0' } });
    const before = objects(partial);
    const times = { full: [] as number[], partial: [] as number[] };
    for (let i = 0; i < RUNS; i++) {
      // Interleaved, so a change in machine load hits both sides alike.
      times.full.push(timedScan(full));
      times.partial.push(timedScan(partial));
    }
    const fetched = objects(partial) - before;
    const f = median(times.full);
    const p = median(times.partial);
    return [
      `source: ${label}; ${objects(full)} objects in the full clone, ${before} in the partial one; median of ${RUNS} cold scans each`,
      '',
      '| clone | scan wall | ratio | objects fetched |',
      '|---|---|---|---|',
      `| full | ${f.toFixed(0)} ms | 1.00x | - |`,
      `| blobless partial (--filter=blob:none) | ${p.toFixed(0)} ms | ${(p / f).toFixed(2)}x (target <= 1.3x) | ${fetched} (target 0) |`,
    ].join('\n');
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) process.stdout.write((await run()) + '\n');
