// The scanner against its peers on the same generated repository, in the same run: wall time and
// peak RSS of `node dist/scanner.mjs` (all signals, history included), markdownlint-cli2 and
// remark-cli + remark-validate-links. Targets (issue 3): scanner <= 0.2x markdownlint-cli2's wall
// time, peak RSS <= 300 MB.
//
//   tsx bench/scanner.ts            (also run by `npm run bench` through bench/run.ts)
//   BENCH_DOCS=5000 BENCH_RUNS=3 BENCH_SCANNER=dist/scanner.mjs tsx bench/scanner.ts
//   tsx bench/scanner.ts --repo DIR   (the same table on a clone of a real repository, e.g.
//                                      kubernetes/community; DIR is only read, apart from the
//                                      scanner's own .dochygiene/ cache)
//
// The repository is generated (seeded, deterministic) under bench/.work/ (gitignored): docs with
// headings, lists, tables, code fences (with link traps), links between docs (some broken, some
// with fragments), images, backticked code paths, shared sections (duplicates), status markers,
// stale names, a CLAUDE.md with imports and manifests. The peers are installed with
// `npm install --prefix bench/.work/peers` (never into package.json).
import { gitTextSync } from '../scripts/git/exec.ts';
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { cpus, loadavg } from 'node:os';
import { xorshift32 } from '../scripts/shared/prng.ts';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const WORK = join(ROOT, 'bench', '.work');
const PEERS = join(WORK, 'peers');
const GENERATOR_VERSION = 4;

// markdownlint-cli2 0.23+ needs Node >= 22 and, on Node 20, exits 0 without linting anything:
// 0.22.0 is the newest that runs here.
const PEER_PACKAGES = ['markdownlint-cli2@0.22.0', 'remark-cli@12.0.1', 'remark-validate-links@13.1.0'];

const WORDS = (
  'the scanner reads every document once and reports what it finds about links headings code ' +
  'paths versions duplicates markers and tokens so that a classifier can decide what to keep ' +
  'archive or remove while the cleaner applies only proven edits to the working tree of a project'
).split(' ');

interface Shape {
  docs: number;
  seed: number;
}

/** Generates the repository (skipped when one of the same shape exists). Returns its path. */
export function generateRepo(shape: Shape): string {
  const dir = join(WORK, `scanner-repo-${shape.docs}`);
  const stamp = join(dir, '.bench-shape');
  const want = JSON.stringify({ v: GENERATOR_VERSION, ...shape });
  if (existsSync(stamp) && readFileSync(stamp, 'utf8') === want) return dir;
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const rnd = xorshift32(shape.seed);
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rnd() * xs.length)]!;
  const chance = (p: number) => rnd() < p;
  const sentence = (n: number) => {
    const w: string[] = [];
    for (let i = 0; i < n; i++) w.push(pick(WORDS));
    const s = w.join(' ');
    return s[0]!.toUpperCase() + s.slice(1) + '.';
  };
  const files: Record<string, string> = {};
  const areas = Math.max(1, Math.round(shape.docs / 100));
  const docPaths: string[] = [];
  for (let i = 0; i < shape.docs; i++) {
    const area = `docs/area-${String(i % areas).padStart(2, '0')}`;
    let name = `doc-${i}`;
    if (chance(0.01)) name += '-old';
    else if (chance(0.01)) name = `2021-03-${String((i % 28) + 1).padStart(2, '0')}-plan-${i}`;
    docPaths.push(chance(0.01) ? `${area}/legacy/${name}.md` : `${area}/${name}.md`);
  }
  const codeFiles = Array.from({ length: 200 }, (_, i) => `src/module-${i}.ts`);
  for (const c of codeFiles) files[c] = `export const x = ${c.length};\n`;
  const shared = Array.from({ length: 20 }, (_, k) =>
    [`## Shared procedure ${k}`, '', ...Array.from({ length: 7 }, (_, j) => `${j + 1}. ${sentence(8)}`), ''].join('\n'),
  );
  const headingsOf = new Map<string, string[]>();
  const heads = (p: string): string[] => {
    let h = headingsOf.get(p);
    if (!h) {
      h = Array.from({ length: 3 + (p.length % 5) }, (_, k) => `Section ${k} of ${p.split('/').pop()!.replace('.md', '')}`);
      headingsOf.set(p, h);
    }
    return h;
  };
  const slug = (s: string) => s.toLowerCase().replace(/[^\p{L}\p{N} _-]/gu, '').replace(/ /g, '-');
  const rel = (from: string, to: string) => {
    const a = from.split('/').slice(0, -1);
    const b = to.split('/');
    let i = 0;
    while (i < a.length && i < b.length - 1 && a[i] === b[i]) i++;
    return [...a.slice(i).map(() => '..'), ...b.slice(i)].join('/');
  };
  /** Words wrapped at 80 columns, as people write Markdown. */
  const wrap = (words: string[]): string[] => {
    const lines: string[] = [];
    let cur = '';
    for (const w of words) {
      if (cur !== '' && cur.length + 1 + w.length > 80) {
        lines.push(cur);
        cur = w;
      } else cur = cur === '' ? w : `${cur} ${w}`;
    }
    if (cur !== '') lines.push(cur);
    return lines;
  };
  for (const p of docPaths) {
    const out: string[] = [];
    if (chance(0.02)) out.push('---', `status: ${pick(['done', 'implemented', 'draft'])}`, '---', '');
    out.push(`# ${p.split('/').pop()!.replace('.md', '')}`, '', ...wrap(sentence(14).split(' ')), '');
    const hs = heads(p);
    for (let s = 0; s < hs.length; s++) {
      out.push(`## ${hs[s]}`, '');
      for (let k = 0; k < 2 + Math.floor(rnd() * 3); k++) {
        const words: string[] = [];
        for (let l = 0; l < 3 + Math.floor(rnd() * 4); l++) {
          words.push(...sentence(10 + Math.floor(rnd() * 6)).split(' '));
          if (chance(0.2)) {
            const target = pick(docPaths);
            const broken = chance(0.01);
            const frag = chance(0.3) ? `#${slug(pick(heads(target)))}${broken ? '-x' : ''}` : '';
            words.push('See', `[${pick(WORDS)}](${rel(p, broken && !frag ? target.replace('.md', '-gone.md') : target)}${frag}).`);
          }
          if (chance(0.1)) words.push('Edit', `\`${chance(0.02) ? 'src/module-9999.ts' : pick(codeFiles)}\``, 'first.');
          if (chance(0.001)) words.push('It', 'requires', 'Node', '18.');
        }
        out.push(...wrap(words), '');
      }
      if (chance(0.3)) out.push(...Array.from({ length: 4 + Math.floor(rnd() * 5) }, () => `- ${sentence(7)}`), '');
      if (chance(0.15)) out.push('```md', `[trap](missing-in-fence.md) ${sentence(5)}`, '```', '');
      if (chance(0.08)) out.push('| key | value |', '| --- | --- |', ...Array.from({ length: 4 }, () => `| ${pick(WORDS)} | ${sentence(4)} |`), '');
      if (chance(0.01)) out.push(`![diagram](${chance(0.5) ? 'img/missing.png' : '../../README.md'})`, '');
    }
    if (chance(0.03)) out.push(pick(shared));
    if (chance(0.01)) out.push('## Tasks', '', '- [x] first', '- [x] second', '- [x] third', '');
    files[p] = out.join('\n');
  }
  files['README.md'] = `# Bench repository\n\n${sentence(20)}\n\n` + docPaths.slice(0, 50).map((p) => `- [${p}](${p})`).join('\n') + '\n';
  files['CLAUDE.md'] = `# Project\n\nRead @docs/area-00/doc-0.md and @docs/area-01/doc-1.md.\nUse Node 20.\n\n${Array.from({ length: 40 }, () => sentence(14)).join('\n')}\n`;
  files['.claude/rules/style.md'] = `# Style\n\n${sentence(30)}\n`;
  files['package.json'] = JSON.stringify({ name: 'bench', private: true, engines: { node: '>=20' }, devDependencies: { typescript: '^5.4.0' } }, null, 2) + '\n';
  files['.nvmrc'] = '20\n';
  files['.gitignore'] = 'node_modules/\n.env\nlogs/\n';
  for (const [p, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, p)), { recursive: true });
    writeFileSync(join(dir, p), text);
  }
  const env = { GIT_AUTHOR_NAME: 'B', GIT_AUTHOR_EMAIL: 'b@example.invalid', GIT_COMMITTER_NAME: 'B', GIT_COMMITTER_EMAIL: 'b@example.invalid', GIT_AUTHOR_DATE: '2026-01-01T00:00:00Z', GIT_COMMITTER_DATE: '2026-01-01T00:00:00Z' };
  gitTextSync(dir, ['init', '-q', '-b', 'main'], { env });
  gitTextSync(dir, ['add', '-A'], { env });
  gitTextSync(dir, ['commit', '-q', '-m', 'bench repository'], { env });
  writeFileSync(stamp, want);
  return dir;
}

function installedVersion(name: string): string | undefined {
  try {
    return (JSON.parse(readFileSync(join(PEERS, 'node_modules', name, 'package.json'), 'utf8')) as { version?: string }).version;
  } catch {
    return undefined;
  }
}

function ensurePeers(): void {
  const pinned = PEER_PACKAGES.map((p) => /^(.+)@([^@]+)$/.exec(p)!);
  if (pinned.every((m) => installedVersion(m[1]!) === m[2])) return;
  mkdirSync(PEERS, { recursive: true });
  if (!existsSync(join(PEERS, 'package.json'))) writeFileSync(join(PEERS, 'package.json'), '{ "name": "bench-peers", "private": true }\n');
  execFileSync('npm', ['install', '--prefix', PEERS, '--no-audit', '--no-fund', '--loglevel=error', ...PEER_PACKAGES], { stdio: ['ignore', 'ignore', 'inherit'] });
}

interface Measure {
  wall_s: number;
  /** User + system CPU seconds: steadier than wall time on a shared machine. */
  cpu_s: number;
  rss_mb: number;
  exit: number | null;
}

/** One run under GNU time: wall and CPU seconds, and the peak RSS of the process tree's largest member. */
function measure(cmd: string, args: string[], cwd: string): Measure {
  const r = spawnSync('/usr/bin/time', ['-f', '%e %U %S %M', cmd, ...args], { cwd, encoding: 'utf8', maxBuffer: 1024 * 1024 * 1024, stdio: ['ignore', 'ignore', 'pipe'] });
  const last = r.stderr.trim().split('\n').pop() ?? '';
  const m = /^([\d.]+) ([\d.]+) ([\d.]+) (\d+)$/.exec(last);
  if (!m) throw new Error(`${cmd} ${args.join(' ')}: cannot read /usr/bin/time output: ${r.stderr.slice(-500)}`);
  return { wall_s: Number(m[1]), cpu_s: Number(m[2]) + Number(m[3]), rss_mb: Number(m[4]) / 1024, exit: r.status };
}

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)]!;
}

async function runPeers(given?: string): Promise<string> {
  const docs = Number(process.env.BENCH_DOCS ?? 5000);
  const runs = Number(process.env.BENCH_RUNS ?? 3);
  const scanner = process.env.BENCH_SCANNER ?? join(ROOT, 'dist', 'scanner.mjs');
  if (!existsSync(scanner)) throw new Error(`${scanner} is missing: run npm run build first`);
  if (!existsSync('/usr/bin/time')) throw new Error('/usr/bin/time (GNU time) is needed to read peak RSS: apt-get install time');
  const t0 = Date.now();
  const repo = given ?? generateRepo({ docs, seed: 42 });
  const genS = (Date.now() - t0) / 1000;
  ensurePeers();
  const nm = join(PEERS, 'node_modules');
  const tools = [
    { name: 'scanner (all signals, history)', cmd: process.execPath, args: [scanner, '--root', repo] },
    { name: 'markdownlint-cli2', cmd: process.execPath, args: [join(nm, 'markdownlint-cli2', 'markdownlint-cli2-bin.mjs'), '**/*.md', '#node_modules'] },
    { name: 'remark-cli + remark-validate-links', cmd: process.execPath, args: [join(nm, 'remark-cli', 'cli.js'), '.', '--use', 'remark-validate-links', '--quiet', '--no-stdout'] },
  ];
  // One untimed scanner run warms the file cache (for every tool) and the scanner's history cache;
  // then the timed runs interleave.
  measure(tools[0]!.cmd, tools[0]!.args, repo);
  const results = tools.map(() => [] as Measure[]);
  for (let i = 0; i < runs; i++) tools.forEach((t, k) => results[k]!.push(measure(t.cmd, t.args, repo)));
  const wall = results.map((rs) => median(rs.map((r) => r.wall_s)));
  const cpu = results.map((rs) => median(rs.map((r) => r.cpu_s)));
  const rss = results.map((rs) => Math.max(...rs.map((r) => r.rss_mb)));
  const scan = JSON.parse(execFileSync(process.execPath, [scanner, '--root', repo], { encoding: 'utf8', maxBuffer: 1024 * 1024 * 1024 })) as {
    files_scanned: number;
    shortlist: string[];
    signals: Record<string, Array<{ name: string }>>;
  };
  const counts = new Map<string, number>();
  for (const hits of Object.values(scan.signals)) for (const h of hits) counts.set(h.name, (counts.get(h.name) ?? 0) + 1);
  const ml = wall[1]!;
  const rows = tools.map(
    (t, k) => `| ${t.name} | ${wall[k]!.toFixed(2)} s | ${(wall[k]! / ml).toFixed(3)}x | ${cpu[k]!.toFixed(2)} s | ${(cpu[k]! / cpu[1]!).toFixed(3)}x | ${rss[k]!.toFixed(0)} MB |`,
  );
  const wallOk = wall[0]! <= 0.2 * ml;
  const rssOk = rss[0]! <= 300;
  return [
    given
      ? `## Scanner vs peers: ${basename(given)} (median of ${runs} interleaved runs after one warm-up scan)`
      : `## Scanner vs peers: ${docs} generated docs (median of ${runs} interleaved runs after one warm-up scan; repo generated in ${genS.toFixed(1)} s)`,
    '',
    '| tool | median wall | wall vs markdownlint-cli2 | CPU (user+sys) | CPU vs markdownlint-cli2 | peak RSS |',
    '|---|---|---|---|---|---|',
    ...rows,
    '',
    `scanner/remark wall: ${(wall[0]! / wall[2]!).toFixed(3)}x; remark RSS: ${rss[2]!.toFixed(0)} MB`,
    `Target wall <= 0.2x markdownlint-cli2: ${wallOk ? 'PASS' : 'FAIL'} (${(wall[0]! / ml).toFixed(3)}x)`,
    `Target peak RSS <= 300 MB: ${rssOk ? 'PASS' : 'FAIL'} (${rss[0]!.toFixed(0)} MB)`,
    `Load average during the run: ${loadavg().map((x) => x.toFixed(1)).join(' ')} on ${cpus().length} cores (wall times stretch when the machine is shared; CPU times less so)`,
    '',
    `Scan: ${scan.files_scanned} files, ${scan.shortlist.length} shortlisted; signals: ${[...counts].sort().map(([k, v]) => `${k} ${v}`).join(', ')}`,
    `Repository: ${repo}`,
    '',
  ].join('\n');
}

/**
 * Links to moved files (issue 12): N docs in one folder, each linking to a file a later commit moved.
 * Every doc of the folder measures its churn over that folder; a pass over the folder per doc made
 * the scan quadratic (1,000 docs 1.7 s, 4,000 18.5 s). Reports CPU time of N vs 4N docs: linear is
 * ~4x, quadratic ~16x; `--no-history` alongside.
 */
function movedLinksRepo(n: number): string {
  const dir = join(WORK, `moved-links-${n}`);
  const stamp = join(dir, '.bench-shape');
  if (existsSync(stamp)) return dir;
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(join(dir, 'docs'), { recursive: true });
  mkdirSync(join(dir, 'old'), { recursive: true });
  const g = (args: string[]) => gitTextSync(dir, args, { config: { 'user.email': 'bench@example.com', 'user.name': 'bench' } });
  g(['init', '-q', '-b', 'main']);
  for (let i = 0; i < n; i++) {
    writeFileSync(join(dir, 'old', `f${i}.md`), `# f${i}\n`);
    writeFileSync(join(dir, 'docs', `d${i}.md`), `# d${i}\n\nSee [f${i}](../old/f${i}.md).\n`);
  }
  g(['add', '-A']);
  g(['commit', '-q', '-m', 'docs']);
  g(['mv', 'old', 'new']);
  g(['commit', '-q', '-m', 'move']);
  writeFileSync(stamp, String(n));
  return dir;
}

export async function runMovedLinks(base = Number(process.env.BENCH_MOVED_DOCS ?? 1000)): Promise<string> {
  const scanner = join(ROOT, process.env.BENCH_SCANNER ?? 'dist/scanner.mjs');
  const sizes = [base, base * 4];
  const cpu = (n: number, extra: string[]) => {
    const repo = movedLinksRepo(n);
    return median([0, 1, 2].map(() => measure(process.execPath, [scanner, '--root', repo, ...extra], repo).cpu_s));
  };
  const withHistory = sizes.map((n) => cpu(n, []));
  const noHistory = sizes.map((n) => cpu(n, ['--no-history']));
  const ratio = withHistory[1]! / withHistory[0]!;
  return [
    `## Scanner: links to moved files (${sizes[0]} vs ${sizes[1]} docs in one folder, median CPU of 3)`,
    '',
    '| docs | CPU with history | CPU --no-history |',
    '|---|---|---|',
    ...sizes.map((n, i) => `| ${n} | ${withHistory[i]!.toFixed(2)} s | ${noHistory[i]!.toFixed(2)} s |`),
    '',
    `4x the docs costs ${ratio.toFixed(1)}x the CPU with history (linear ~4x, quadratic ~16x): ${ratio <= 6 ? 'PASS' : 'FAIL'} (target <= 6x)`,
    '',
  ].join('\n');
}

/** Both sections (bench/run.ts calls this). */
export async function run(): Promise<string> {
  return (await runPeers()) + '\n' + (await runMovedLinks());
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const at = process.argv.indexOf('--repo');
  const repo = at > 0 ? process.argv[at + 1] : undefined;
  if (at > 0 && (!repo || !existsSync(join(repo, '.git')))) {
    process.stderr.write('usage: tsx bench/scanner.ts [--moved-links | --repo DIR]  (DIR: a git work tree)\n');
    process.exit(2);
  }
  process.stdout.write(process.argv.includes('--moved-links') ? await runMovedLinks() : repo ? await runPeers(resolve(repo)) : await run());
}
