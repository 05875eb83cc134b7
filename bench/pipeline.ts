// The check pipeline's costs: loading each tokenizer encoding (as a bundle, the way dist/ ships it)
// and how their counts compare on real Markdown; report-builder, the model-free check and the
// state store's write-report, each as a compiled script. Medians, measured in one run.
//   tsx bench/pipeline.ts            (also run by `npm run bench` through bench/run.ts)
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync, statSync, writeFileSync, rmSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { tmpdir, loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { createHash } from 'node:crypto';
import { build } from 'esbuild';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const DIST = join(ROOT, 'dist');
const RUNS = 7;
const HAS_TIME = existsSync('/usr/bin/time');

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

function timed(args: string[], cwd?: string): { ms: number; mb: number } {
  const ms: number[] = [];
  const mb: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const t0 = process.hrtime.bigint();
    // GNU time reports the peak RSS; without it, wall time only.
    const r = HAS_TIME
      ? spawnSync('/usr/bin/time', ['-f', '%M', process.execPath, ...args], { cwd: cwd ?? ROOT, encoding: 'utf8', maxBuffer: 1 << 28 })
      : spawnSync(process.execPath, args, { cwd: cwd ?? ROOT, encoding: 'utf8', maxBuffer: 1 << 28 });
    ms.push(Number(process.hrtime.bigint() - t0) / 1e6);
    if (r.status !== 0) throw new Error(`node ${args.join(' ')} exited ${r.status}: ${r.stderr}`);
    const kb = HAS_TIME ? Number(r.stderr.trim().split('\n').pop()) : NaN;
    if (Number.isFinite(kb)) mb.push(kb / 1024);
  }
  return { ms: median(ms), mb: mb.length ? median(mb) : NaN };
}

function markdownCorpus(): string[] {
  const out: string[] = [];
  const walk = (d: string) => {
    for (const n of readdirSync(d)) {
      if (n === 'node_modules' || n === 'dist' || n.startsWith('.')) continue; // .git, bench/.work, ...
      const p = join(d, n);
      if (statSync(p).isDirectory()) walk(p);
      else if (n.endsWith('.md')) out.push(readFileSync(p, 'utf8'));
    }
  };
  walk(ROOT);
  return out;
}

export async function run(): Promise<string> {
  const work = mkdtempSync(join(tmpdir(), 'dh-bench-pipeline-'));
  const rows: string[] = ['| what | median wall | peak RSS |', '|---|---:|---:|'];
  const row = (what: string, m: { ms: number; mb: number }) => rows.push(`| ${what} | ${m.ms.toFixed(0)} ms | ${Number.isFinite(m.mb) ? `${m.mb.toFixed(0)} MB` : 'n/a'} |`);
  try {
    row('`node -e 0` (floor)', timed(['-e', '0']));
    // Each encoding bundled alone, loaded and used once: the cost a counting script pays.
    const sizes: Record<string, number> = {};
    for (const enc of ['cl100k_base', 'o200k_base']) {
      const entry = join(work, `${enc}.ts`);
      writeFileSync(entry, `import { countTokens } from 'gpt-tokenizer/encoding/${enc}';\nprocess.stdout.write(String(countTokens('hello world')));\n`);
      const out = join(work, `${enc}.mjs`);
      await build({ entryPoints: [entry], outfile: out, bundle: true, format: 'esm', platform: 'node', absWorkingDir: ROOT, nodePaths: [join(ROOT, 'node_modules')], logLevel: 'silent' });
      sizes[enc] = statSync(out).size;
      row(`load + count, gpt-tokenizer ${enc} (${(sizes[enc]! / 1e6).toFixed(1)} MB bundle)`, timed([out]));
    }

    // The pipeline on the demo repository.
    const demo = join(work, 'demo');
    const b = spawnSync(process.execPath, ['--import', 'tsx', join(ROOT, 'examples', 'demo', 'build-demo.ts'), demo], { cwd: ROOT, encoding: 'utf8' });
    if (b.status !== 0) throw new Error(`build-demo failed: ${b.stderr}`);
    row('`check.mjs` on the demo (scan + propose + build + validate + write)', timed([join(DIST, 'check.mjs'), '--root', demo]));
    const scan = spawnSync(process.execPath, [join(DIST, 'scanner.mjs'), '--root', demo], { encoding: 'utf8' });
    writeFileSync(join(work, 'scan.json'), scan.stdout);
    row('`report-builder.mjs` on the demo scan, no proposals (no tokenizer)', timed([join(DIST, 'report-builder.mjs'), '--scan', join(work, 'scan.json'), '--out', join(work, 'out0')]));
    const proposals = join(demo, 'proposals.json');
    const { proposeAll } = await import('../scripts/propose/propose-all.ts');
    writeFileSync(proposals, JSON.stringify(proposeAll(JSON.parse(scan.stdout))));
    row('`report-builder.mjs` on the demo scan, deterministic proposals', timed([join(DIST, 'report-builder.mjs'), '--scan', join(work, 'scan.json'), '--proposals', proposals, '--out', join(work, 'out1')]));

    // write-report of a 4 MB pair (validation + staged, committed rollover).
    const notes = Array.from({ length: 4000 }, (_, i) => `note ${i} ${'x'.repeat(1000)}`);
    const report = { schema_version: '1.0', tool_version: '0.1.0', policy_version: '1', generated_at: '2026-01-01T00:00:00.000Z', scan: { project_root: '/p', scope_globs: ['**/*.md'], excluded_dirs: [], files_scanned: 0, notes }, shortlist: [], entries: [], promotion_candidates: [] };
    const json = JSON.stringify(report) + '\n';
    writeFileSync(join(work, 'big.json'), json);
    writeFileSync(join(work, 'big.md'), `<!-- report.json sha256: ${createHash('sha256').update(json).digest('hex')} -->\n`);
    row('`state-store.mjs write-report` of a 4 MB report', timed([join(DIST, 'state-store.mjs'), '--root', work, 'write-report', join(work, 'big.json'), join(work, 'big.md')]));
    row('`state-store.mjs get-last-check`', timed([join(DIST, 'state-store.mjs'), '--root', work, 'get-last-check']));

    // How the two encodings count this repository's own Markdown.
    const corpus = markdownCorpus();
    const cl = await import('gpt-tokenizer/encoding/cl100k_base');
    const o2 = await import('gpt-tokenizer/encoding/o200k_base');
    const opts = { disallowedSpecial: new Set<string>() };
    const ncl = corpus.reduce((n, t) => n + cl.countTokens(t, opts), 0);
    const no2 = corpus.reduce((n, t) => n + o2.countTokens(t, opts), 0);
    const bytes = corpus.reduce((n, t) => n + Buffer.byteLength(t), 0);
    rows.push('', `Token counts over this repository's ${corpus.length} Markdown files (${(bytes / 1024).toFixed(0)} KB): cl100k_base ${ncl}, o200k_base ${no2} (cl100k/o200k = ${(ncl / no2).toFixed(3)}).`);
    rows.push(`Load average during the run: ${loadavg().map((x) => x.toFixed(1)).join(' / ')} (2 cores); ${RUNS} runs each.`);
    return rows.join('\n');
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) process.stdout.write((await run()) + '\n');
