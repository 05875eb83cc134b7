// Drives the real Claude Code client headless against the scripted mock API: one `claude -p` run
// with this repository as a plugin dir, a throwaway HOME, a temporary project as cwd, and a timeout.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, readdirSync, symlinkSync, mkdirSync, statSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { tmpdir } from 'node:os';
import { claudeEnv } from './client-env.ts';
import { fileURLToPath } from 'node:url';
import { ensureClaude } from './ensure-claude.ts';
import { startMockApi, type Script, type RecordedRequest, type MessagesRequest } from './mock-api.ts';

export const REPO_ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');

export interface RunOptions {
  prompt: string;
  /** The project the client runs in (usually a temporary git repository). */
  cwd: string;
  script: Script;
  /** Replaces PATH for the client (and so for hooks and the Bash tool). */
  path?: string;
  env?: Record<string, string>;
  timeoutMs?: number;
  maxRequests?: number;
  extraArgs?: string[];
  /** The plugin folder (default: this repository). */
  pluginDir?: string;
}

export interface RunResult {
  code: number | null;
  signal: NodeJS.Signals | null;
  timedOut: boolean;
  /** Parsed stream-json lines. */
  lines: Record<string, unknown>[];
  stdout: string;
  stderr: string;
  requests: RecordedRequest[];
  /** /v1/messages request bodies only. */
  messages: MessagesRequest[];
  mockErrors: string[];
}

export async function runClaude(opts: RunOptions): Promise<RunResult> {
  const bin = ensureClaude();
  const mock = await startMockApi(opts.script, { maxRequests: opts.maxRequests ?? 40 });
  const home = mkdtempSync(join(tmpdir(), 'dh-e2e-home-'));
  try {
    const env: Record<string, string> = { ...claudeEnv(home, mock.url, opts.path), ...opts.env };
    const args = [
      '-p',
      opts.prompt,
      '--plugin-dir',
      opts.pluginDir ?? REPO_ROOT,
      '--output-format',
      'stream-json',
      '--verbose',
      '--permission-mode',
      'bypassPermissions',
      ...(opts.extraArgs ?? []),
    ];
    const child = spawn(bin, args, { cwd: opts.cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (d: string) => (stdout += d));
    child.stderr.setEncoding('utf8').on('data', (d: string) => (stderr += d));
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      child.kill('SIGKILL');
    }, opts.timeoutMs ?? 120_000);
    const [code, signal] = await new Promise<[number | null, NodeJS.Signals | null]>((resolve) =>
      child.on('close', (c, s) => resolve([c, s])),
    );
    clearTimeout(timer);
    const lines: Record<string, unknown>[] = [];
    for (const l of stdout.split('\n')) {
      if (!l.trim()) continue;
      try {
        lines.push(JSON.parse(l) as Record<string, unknown>);
      } catch {
        /* a non-JSON line; kept in stdout */
      }
    }
    return { code, signal, timedOut, lines, stdout, stderr, requests: mock.requests, messages: mock.messages(), mockErrors: mock.errors };
  } finally {
    await mock.close();
    rmSync(home, { recursive: true, force: true });
  }
}

/** The stream-json `system`/`init` line. */
export function initLine(r: RunResult): Record<string, unknown> | undefined {
  return r.lines.find((l) => l.type === 'system' && l.subtype === 'init');
}

/** A PATH holding every executable of the current PATH except node (and its npm/npx/corepack). */
export function pathWithoutNode(scratch: string): string {
  const dir = join(scratch, 'bin-without-node');
  mkdirSync(dir, { recursive: true });
  const hidden = new Set(['node', 'nodejs', 'npm', 'npx', 'corepack', 'tsx']);
  const seen = new Set<string>();
  for (const d of (process.env.PATH ?? '').split(':')) {
    let names: string[];
    try {
      names = readdirSync(d);
    } catch {
      continue;
    }
    for (const n of names) {
      if (hidden.has(n) || seen.has(n)) continue;
      seen.add(n);
      try {
        if (!statSync(join(d, n)).isFile()) continue;
        symlinkSync(join(d, n), join(dir, n));
      } catch {
        /* unreadable or dangling: skip */
      }
    }
  }
  return dir;
}
