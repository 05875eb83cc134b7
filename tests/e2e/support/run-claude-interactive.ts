// Drives the real Claude Code client the way the Agent SDK does: `claude -p --input-format stream-json
// --permission-prompt-tool stdio`, one user message on stdin, and every `can_use_tool` control
// request answered by the host. Each tool is allowed as asked; an AskUserQuestion is allowed with the
// answers `onAsk` returns, called at the very moment the client asks (so it can observe the project).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { ensureClaude } from './ensure-claude.ts';
import { REPO_ROOT } from './run-claude.ts';
import { claudeEnv } from './client-env.ts';
import { startMockApi, type Script } from './mock-api.ts';

/** One question of an AskUserQuestion tool call, as the client sends it. */
export interface AskedQuestion {
  question: string;
  header?: string;
  multiSelect?: boolean;
  options: Array<{ label: string; description?: string }>;
}

export interface InteractiveOptions {
  /** The one user message, e.g. `/doc-hygiene:hygiene clean`. */
  prompt: string;
  /** The project the client runs in (usually a temporary git repository). */
  cwd: string;
  script: Script;
  /** Answers an AskUserQuestion: question text -> chosen label. */
  onAsk: (questions: AskedQuestion[]) => Record<string, string>;
  timeoutMs?: number;
  maxRequests?: number;
}

export interface InteractiveResult {
  code: number | null;
  timedOut: boolean;
  stderr: string;
  mockErrors: string[];
}

interface StreamLine {
  type?: string;
  request_id?: string;
  request?: { subtype?: string; tool_name?: string; input?: Record<string, unknown> };
}

/** The control_response to one `can_use_tool` request: always allow, with the answers for a question. */
function permission(req: NonNullable<StreamLine['request']>, onAsk: InteractiveOptions['onAsk']): Record<string, unknown> {
  const input = req.input ?? {};
  if (req.tool_name !== 'AskUserQuestion') return { behavior: 'allow', updatedInput: input };
  const answers = onAsk((input.questions ?? []) as AskedQuestion[]);
  return { behavior: 'allow', updatedInput: { ...input, answers } };
}

export async function runClaudeInteractive(opts: InteractiveOptions): Promise<InteractiveResult> {
  const mock = await startMockApi(opts.script, { maxRequests: opts.maxRequests ?? 40 });
  const home = mkdtempSync(join(tmpdir(), 'dh-e2e-home-'));
  try {
    const args = ['-p', '--input-format', 'stream-json', '--output-format', 'stream-json', '--verbose', '--permission-prompt-tool', 'stdio', '--permission-mode', 'bypassPermissions', '--plugin-dir', REPO_ROOT];
    const child = spawn(ensureClaude(), args, { cwd: opts.cwd, env: claudeEnv(home, mock.url), stdio: ['pipe', 'pipe', 'pipe'] });
    const send = (message: object): boolean => child.stdin.write(JSON.stringify(message) + '\n');
    let stderr = '';
    let buf = '';
    child.stderr.setEncoding('utf8').on('data', (d: string) => (stderr += d));
    child.stdout.setEncoding('utf8').on('data', (d: string) => {
      buf += d;
      for (let i = buf.indexOf('\n'); i >= 0; i = buf.indexOf('\n')) {
        const line = buf.slice(0, i);
        buf = buf.slice(i + 1);
        let m: StreamLine;
        try {
          m = JSON.parse(line) as StreamLine;
        } catch {
          continue;
        }
        if (m.type === 'control_request' && m.request?.subtype === 'can_use_tool') {
          const response = permission(m.request, opts.onAsk);
          send({ type: 'control_response', response: { subtype: 'success', request_id: m.request_id, response } });
        } else if (m.type === 'result') child.stdin.end();
      }
    });
    send({ type: 'user', message: { role: 'user', content: opts.prompt }, parent_tool_use_id: null, session_id: '' });
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      child.kill('SIGKILL');
    }, opts.timeoutMs ?? 180_000);
    const code = await new Promise<number | null>((resolve) => child.on('close', (c) => resolve(c)));
    clearTimeout(timer);
    return { code, timedOut, stderr, mockErrors: [...mock.errors] };
  } finally {
    await mock.close();
    rmSync(home, { recursive: true, force: true });
  }
}
