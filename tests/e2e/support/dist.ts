// The compiled bundles the e2e tests run: the committed dist/ (`npm run build` refreshes it).
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { execFileSync, spawnSync } from 'node:child_process';
import { REPO_ROOT } from './run-claude.ts';

export function distPath(name: string): string {
  return join(REPO_ROOT, 'dist', name);
}

/** Throws a clear error when a bundle is missing. */
export function requireDist(name: string): string {
  const p = distPath(name);
  if (!existsSync(p)) throw new Error(`${p} is missing: run \`npm run build\` first`);
  return p;
}

export interface ProcResult {
  code: number | null;
  stdout: string;
  stderr: string;
}

export function runNode(script: string, args: string[], opts: { cwd?: string; env?: Record<string, string> } = {}): ProcResult {
  const r = spawnSync(process.execPath, [requireDist(script), ...args], {
    cwd: opts.cwd,
    env: { ...process.env, ...opts.env },
    encoding: 'utf8',
    timeout: 60_000,
  });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

export function sh(cmd: string, args: string[], opts: { cwd?: string; env?: Record<string, string> } = {}): string {
  return execFileSync(cmd, args, { cwd: opts.cwd, env: { ...process.env, ...opts.env }, encoding: 'utf8' });
}
