// The SessionStart hook's start cost against the floor of any node start (`node -e 0`), measured
// interleaved in the same run, plus the plugin's always-on token cost as the client projects it.
//   tsx bench/hook.ts            (also run by `npm run bench` through bench/run.ts)
import { gitTextSync } from '../scripts/git/exec.ts';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, mkdirSync, writeFileSync, rmSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { tmpdir, loadavg, availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { pluginDetails } from '../tests/e2e/support/plugin-details.ts';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const RUNS = 51;

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)]!;
}

function timeOnce(cmd: string, args: string[], env: NodeJS.ProcessEnv, cwd: string): number {
  const t0 = process.hrtime.bigint();
  const r = spawnSync(cmd, args, { env, cwd, stdio: 'ignore' });
  const ms = Number(process.hrtime.bigint() - t0) / 1e6;
  if (r.status !== 0) throw new Error(`${cmd} ${args.join(' ')} exited ${r.status}`);
  return ms;
}

/** A project like a real one: a CLAUDE.md, 300 docs in docs/, a fresh check (the quiet path, the common one). */
function makeProject(withConfig: boolean): string {
  const root = mkdtempSync(join(tmpdir(), 'dh-bench-hook-'));
  gitTextSync(root, ['init', '-q', root]);
  writeFileSync(join(root, 'CLAUDE.md'), '# Project\n');
  for (let d = 0; d < 10; d++) {
    mkdirSync(join(root, 'docs', `area-${d}`), { recursive: true });
    for (let f = 0; f < 30; f++) writeFileSync(join(root, 'docs', `area-${d}`, `doc-${f}.md`), `# Doc ${f}\n`);
  }
  mkdirSync(join(root, '.dochygiene'));
  writeFileSync(join(root, '.dochygiene', '.gitignore'), '*\n');
  const now = new Date().toISOString();
  writeFileSync(join(root, '.dochygiene', 'state.json'), JSON.stringify({ schema: 1, last_check: now, last_clean: null, last_reminded: null }));
  if (withConfig) writeFileSync(join(root, '.dochygiene.yaml'), 'reminder:\n  enabled: true\n  interval_days: 7\n');
  return root;
}

export async function run(): Promise<string> {
  const hook = join(ROOT, 'dist', 'session-start.cjs');
  const wrapper = join(ROOT, 'hooks', 'session-start.sh');
  const plain = makeProject(false);
  const configured = makeProject(true);
  try {
    const cases: { name: string; cmd: string; args: string[]; cwd: string; env: NodeJS.ProcessEnv }[] = [
      { name: 'node -e 0', cmd: process.execPath, args: ['-e', '0'], cwd: plain, env: process.env },
      { name: 'hook (dist/session-start.cjs)', cmd: process.execPath, args: [hook], cwd: plain, env: { ...process.env, CLAUDE_PROJECT_DIR: plain } },
      { name: 'hook, .dochygiene.yaml present', cmd: process.execPath, args: [hook], cwd: configured, env: { ...process.env, CLAUDE_PROJECT_DIR: configured } },
      { name: 'sh hooks/session-start.sh', cmd: 'sh', args: [wrapper], cwd: plain, env: { ...process.env, CLAUDE_PROJECT_DIR: plain, CLAUDE_PLUGIN_ROOT: ROOT } },
    ];
    const times: number[][] = cases.map(() => []);
    for (const c of cases) timeOnce(c.cmd, c.args, c.env, c.cwd); // warm the file cache
    for (let i = 0; i < RUNS; i++) cases.forEach((c, k) => times[k]!.push(timeOnce(c.cmd, c.args, c.env, c.cwd)));
    const floor = median(times[0]!);
    const rows = cases.map((c, k) => {
      const m = median(times[k]!);
      return `| ${c.name} | ${m.toFixed(1)} ms | ${(m / floor).toFixed(2)}x |`;
    });
    let tokens: string;
    try {
      const d = pluginDetails(ROOT);
      tokens = `${d.always_on_tokens} tokens (target <= 150); per component: ${Object.entries(d.components).map(([k, v]) => `${k} ${v[0]}`).join(', ')}`;
    } catch (err) {
      tokens = `not measured (${(err as Error).message.split('\n')[0]})`;
    }
    return [
      `## SessionStart hook (median of ${RUNS} interleaved runs; target: hook <= 1.3x node -e 0)`,
      '',
      '| what | median wall | vs node -e 0 |',
      '|---|---|---|',
      ...rows,
      '',
      `Load average at the end: ${loadavg().map((x) => x.toFixed(1)).join(' ')} on ${availableParallelism()} cores (the ratio is only meaningful on an idle machine).`,
      `Always-on cost (claude plugin details): ${tokens}`,
      '',
    ].join('\n');
  } finally {
    rmSync(plain, { recursive: true, force: true });
    rmSync(configured, { recursive: true, force: true });
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  process.stdout.write(await run());
}
