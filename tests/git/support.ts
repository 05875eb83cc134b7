// Fixture repositories for the git tests: real `git` commands in temporary folders, commits with
// controlled dates, and a helper that runs a question once per backend.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, mkdirSync, writeFileSync, rmSync, realpathSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { BACKEND_ENV, type GitBackendName } from '../../scripts/git/backend.ts';

const made: string[] = [];

// Tests must not see the machine's git configuration (a global excludesFile, hooks, signing).
const configDir = mkdtempSync(join(tmpdir(), 'dh-gitcfg-'));
made.push(configDir);
const emptyConfig = join(configDir, 'config');
writeFileSync(emptyConfig, '');
process.env.GIT_CONFIG_GLOBAL = emptyConfig;
process.env.GIT_CONFIG_NOSYSTEM = '1';

export const BACKENDS: GitBackendName[] = ['native', 'isomorphic'];

export function tmpDir(prefix = 'dh-git-'): string {
  const d = realpathSync(mkdtempSync(join(tmpdir(), prefix)));
  made.push(d);
  return d;
}

export function cleanup(): void {
  for (const d of made.splice(0)) rmSync(d, { recursive: true, force: true });
}

export function git(dir: string, args: string[], date?: string): string {
  const env = { ...process.env };
  if (date) {
    env.GIT_AUTHOR_DATE = date;
    env.GIT_COMMITTER_DATE = date;
  }
  return execFileSync('git', args, { cwd: dir, env, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }).trim();
}

export function initRepo(dir = tmpDir()): string {
  mkdirSync(dir, { recursive: true });
  git(dir, ['init', '-q', '-b', 'main']);
  git(dir, ['config', 'user.email', 'test@example.com']);
  git(dir, ['config', 'user.name', 'Test']);
  git(dir, ['config', 'commit.gpgsign', 'false']);
  return dir;
}

export function write(root: string, rel: string, content: string): void {
  const abs = join(root, rel);
  mkdirSync(dirname(abs), { recursive: true });
  writeFileSync(abs, content);
}

/** Stages everything and commits at `date` (an ISO date; author and committer alike). Returns the commit. */
export function commit(root: string, date: string, message = `change at ${date}`): string {
  git(root, ['add', '-A']);
  git(root, ['commit', '-q', '--allow-empty', '-m', message], date);
  return git(root, ['rev-parse', 'HEAD']);
}

/** `n` numbered lines, each prefixed (for files whose changes are counted exactly). */
export function lines(n: number, prefix = 'line'): string {
  return Array.from({ length: n }, (_, i) => `${prefix} ${i + 1}\n`).join('');
}

/** Runs `fn` with DOCHYGIENE_GIT_BACKEND set to each backend in turn; returns the results by backend. */
export async function perBackend<T>(fn: (backend: GitBackendName) => Promise<T>): Promise<Record<GitBackendName, T>> {
  const out = {} as Record<GitBackendName, T>;
  const before = process.env[BACKEND_ENV];
  try {
    for (const b of BACKENDS) {
      process.env[BACKEND_ENV] = b;
      out[b] = await fn(b);
    }
  } finally {
    if (before === undefined) delete process.env[BACKEND_ENV];
    else process.env[BACKEND_ENV] = before;
  }
  return out;
}
