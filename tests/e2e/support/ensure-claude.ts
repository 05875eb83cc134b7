// Installs the pinned Claude Code client into a cache folder outside the project (never into
// package.json) the first time, and returns the path of its `claude` binary.
import { existsSync, mkdirSync, writeFileSync, renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { homedir } from 'node:os';
import { execFileSync } from 'node:child_process';

export const CLAUDE_CODE_VERSION = '2.1.332';

export function claudeCacheDir(): string {
  const base = process.env.XDG_CACHE_HOME || join(homedir(), '.cache');
  return join(base, 'doc-hygiene', `claude-code-${CLAUDE_CODE_VERSION}`);
}

function binIn(dir: string): string {
  return join(dir, 'node_modules', '.bin', 'claude');
}

/** Returns the `claude` binary, installing @anthropic-ai/claude-code@<pinned> when absent. */
export function ensureClaude(): string {
  const dir = claudeCacheDir();
  const bin = binIn(dir);
  if (existsSync(bin) && works(bin)) return bin;
  // Install into a sibling scratch folder, then rename: a killed install never leaves a half cache.
  const scratch = `${dir}.partial-${process.pid}`;
  rmSync(scratch, { recursive: true, force: true });
  mkdirSync(scratch, { recursive: true });
  writeFileSync(join(scratch, 'package.json'), JSON.stringify({ private: true }) + '\n');
  execFileSync(
    'npm',
    ['install', '--prefix', scratch, '--save-exact', '--no-audit', '--no-fund', `@anthropic-ai/claude-code@${CLAUDE_CODE_VERSION}`],
    { stdio: ['ignore', 'ignore', 'inherit'], timeout: 10 * 60_000 },
  );
  if (!works(binIn(scratch))) {
    // An npm that skips install scripts leaves the placeholder binary: run the package's own postinstall.
    execFileSync(process.execPath, ['install.cjs'], { cwd: join(scratch, 'node_modules', '@anthropic-ai', 'claude-code'), stdio: ['ignore', 'ignore', 'inherit'], timeout: 5 * 60_000 });
  }
  if (!works(binIn(scratch))) throw new Error(`claude-code ${CLAUDE_CODE_VERSION} installed in ${scratch} but its binary does not run`);
  rmSync(dir, { recursive: true, force: true });
  renameSync(scratch, dir);
  return bin;
}

function works(bin: string): boolean {
  try {
    const out = execFileSync(bin, ['--version'], { encoding: 'utf8', timeout: 60_000, env: { ...process.env, DISABLE_AUTOUPDATER: '1' } });
    return out.includes(CLAUDE_CODE_VERSION);
  } catch {
    return false;
  }
}
