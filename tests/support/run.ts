// Shared test helpers: run a compiled dist script as a real process, make temporary folders and
// git repositories. No mocks: every test touches real files and real git.
import { spawnSync, type SpawnSyncReturns } from 'node:child_process';
import { mkdtempSync, realpathSync, writeFileSync, mkdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
export const DIST = join(REPO_ROOT, 'dist');

export interface RunResult { code: number | null; stdout: string; stderr: string; signal?: NodeJS.Signals | null }

/** `timeoutMs` kills a run that hangs (then `signal` is set): a hang detector, never a measurement. */
export function runScript(script: string, args: string[], opts: { cwd?: string; env?: NodeJS.ProcessEnv; input?: string; dist?: string; timeoutMs?: number } = {}): RunResult {
  const r: SpawnSyncReturns<string> = spawnSync(process.execPath, [join(opts.dist ?? DIST, script), ...args], {
    cwd: opts.cwd ?? REPO_ROOT,
    env: opts.env ?? process.env,
    input: opts.input,
    encoding: 'utf8',
    maxBuffer: 256 * 1024 * 1024,
    ...(opts.timeoutMs ? { timeout: opts.timeoutMs, killSignal: 'SIGKILL' as const } : {}),
  });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr, signal: r.signal };
}

const made: string[] = [];
// Every test file runs in its own process: its folders go when it exits, passed or failed.
process.on('exit', () => {
  for (const d of made.splice(0)) rmSync(d, { recursive: true, force: true });
});

/** A fresh temporary folder (real path), removed when this process exits. */
export function tempDir(prefix = 'dh-test-'): string {
  const d = realpathSync(mkdtempSync(join(tmpdir(), prefix)));
  made.push(d);
  return d;
}

/** Writes files (path -> content) under root, creating folders. */
export function writeTree(root: string, files: Record<string, string | Buffer>): void {
  for (const [rel, content] of Object.entries(files)) {
    const p = join(root, rel);
    mkdirSync(dirname(p), { recursive: true });
    writeFileSync(p, content);
  }
}

export function git(cwd: string, args: string[], env: NodeJS.ProcessEnv = {}): string {
  const r = spawnSync('git', args, {
    cwd,
    encoding: 'utf8',
    env: { ...process.env, GIT_CONFIG_NOSYSTEM: '1', GIT_AUTHOR_NAME: 'T', GIT_AUTHOR_EMAIL: 't@example.invalid', GIT_COMMITTER_NAME: 'T', GIT_COMMITTER_EMAIL: 't@example.invalid', ...env },
  });
  if (r.status !== 0) throw new Error(`git ${args.join(' ')} failed: ${r.stderr}`);
  return r.stdout;
}

/** A fresh git repository with the given files committed at an optional ISO date. */
export function gitRepo(files: Record<string, string | Buffer>, date?: string): string {
  const root = tempDir('dh-repo-');
  git(root, ['init', '-q', '-b', 'main']);
  writeTree(root, files);
  git(root, ['add', '-A']);
  const env = date ? { GIT_AUTHOR_DATE: date, GIT_COMMITTER_DATE: date } : {};
  git(root, ['commit', '-q', '-m', 'initial', '--allow-empty'], env);
  return root;
}
