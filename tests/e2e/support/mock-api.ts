// A scripted stand-in for the Anthropic Messages API on 127.0.0.1, so the real Claude Code client
// can be driven offline. Every request body is recorded; each reply comes from a script function
// of the request. Bounded: it refuses to answer past maxRequests and closes itself after a deadline.
import { createServer, type IncomingMessage, type ServerResponse, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ContentBlock {
  type: string;
  text?: string;
  id?: string;
  name?: string;
  input?: unknown;
  tool_use_id?: string;
  content?: unknown;
  is_error?: boolean;
}

export interface MessageParam {
  role: 'user' | 'assistant';
  content: string | ContentBlock[];
}

export interface MessagesRequest {
  model: string;
  system?: string | { type: string; text: string }[];
  messages: MessageParam[];
  tools?: { name: string }[];
  stream?: boolean;
  [key: string]: unknown;
}

export interface RecordedRequest {
  path: string;
  body: MessagesRequest;
}

export type ToolUse = { name: string; input: Record<string, unknown>; id?: string };
/** What the script returns: plain text (end_turn), or blocks that may include tool calls (stop_reason tool_use). */
export type Reply = string | { text?: string; tool_uses?: ToolUse[] };
export type Script = (req: MessagesRequest, ctx: { index: number; requests: RecordedRequest[] }) => Reply;

export interface MockApi {
  url: string;
  requests: RecordedRequest[];
  /** Requests to /v1/messages only (count_tokens excluded). */
  messages(): MessagesRequest[];
  errors: string[];
  close(): Promise<void>;
}

export interface MockOptions {
  /** Refuse (HTTP 500) past this many /v1/messages requests: a runaway loop ends. */
  maxRequests?: number;
  /** Close the server after this many ms whatever happens. */
  lifetimeMs?: number;
}

export async function startMockApi(script: Script, opts: MockOptions = {}): Promise<MockApi> {
  const maxRequests = opts.maxRequests ?? 60;
  const requests: RecordedRequest[] = [];
  const errors: string[] = [];
  let answered = 0;
  let toolCounter = 0;

  const server: Server = createServer((req, res) => {
    void handle(req, res).catch((err: unknown) => {
      errors.push(String(err instanceof Error ? err.stack : err));
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ type: 'error', error: { type: 'api_error', message: 'mock failure' } }));
    });
  });

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    const raw = Buffer.concat(chunks).toString('utf8');
    const path = (req.url ?? '/').split('?')[0]!;
    if (req.method !== 'POST') {
      res.writeHead(404).end();
      return;
    }
    let body: MessagesRequest;
    try {
      body = JSON.parse(raw) as MessagesRequest;
    } catch {
      res.writeHead(400).end();
      return;
    }
    requests.push({ path, body });
    if (path === '/v1/messages/count_tokens') {
      sendJson(res, { input_tokens: Math.ceil(raw.length / 4) });
      return;
    }
    if (path !== '/v1/messages') {
      res.writeHead(404).end();
      return;
    }
    if (answered >= maxRequests) {
      errors.push(`more than ${maxRequests} /v1/messages requests`);
      res.writeHead(500, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ type: 'error', error: { type: 'api_error', message: 'mock request budget exhausted' } }));
      return;
    }
    const index = answered++;
    const reply = script(body, { index, requests });
    const blocks = toBlocks(reply, () => `toolu_mock_${String(++toolCounter).padStart(4, '0')}`);
    const stopReason = blocks.some((b) => b.type === 'tool_use') ? 'tool_use' : 'end_turn';
    if (body.stream) sendStream(res, body.model, blocks, stopReason);
    else
      sendJson(res, {
        id: `msg_mock_${index}`,
        type: 'message',
        role: 'assistant',
        model: body.model,
        content: blocks,
        stop_reason: stopReason,
        stop_sequence: null,
        usage: { input_tokens: 10, output_tokens: 10 },
      });
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  const timer = setTimeout(() => server.close(), opts.lifetimeMs ?? 10 * 60_000);
  timer.unref();

  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    errors,
    messages: () => requests.filter((r) => r.path === '/v1/messages').map((r) => r.body),
    close: () =>
      new Promise<void>((resolve) => {
        clearTimeout(timer);
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

function toBlocks(reply: Reply, nextId: () => string): ContentBlock[] {
  if (typeof reply === 'string') return [{ type: 'text', text: reply }];
  const blocks: ContentBlock[] = [];
  if (reply.text) blocks.push({ type: 'text', text: reply.text });
  for (const t of reply.tool_uses ?? []) blocks.push({ type: 'tool_use', id: t.id ?? nextId(), name: t.name, input: t.input });
  if (blocks.length === 0) blocks.push({ type: 'text', text: '' });
  return blocks;
}

function sendJson(res: ServerResponse, value: unknown): void {
  res.writeHead(200, { 'content-type': 'application/json' });
  res.end(JSON.stringify(value));
}

function sendStream(res: ServerResponse, model: string, blocks: ContentBlock[], stopReason: string): void {
  res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache', connection: 'keep-alive' });
  const ev = (type: string, data: Record<string, unknown>): void => {
    res.write(`event: ${type}\ndata: ${JSON.stringify({ type, ...data })}\n\n`);
  };
  ev('message_start', {
    message: {
      id: `msg_mock_${Date.now()}`,
      type: 'message',
      role: 'assistant',
      model,
      content: [],
      stop_reason: null,
      stop_sequence: null,
      usage: { input_tokens: 10, output_tokens: 1 },
    },
  });
  blocks.forEach((b, index) => {
    if (b.type === 'tool_use') {
      ev('content_block_start', { index, content_block: { type: 'tool_use', id: b.id, name: b.name, input: {} } });
      ev('content_block_delta', { index, delta: { type: 'input_json_delta', partial_json: JSON.stringify(b.input ?? {}) } });
    } else {
      ev('content_block_start', { index, content_block: { type: 'text', text: '' } });
      ev('content_block_delta', { index, delta: { type: 'text_delta', text: b.text ?? '' } });
    }
    ev('content_block_stop', { index });
  });
  ev('message_delta', { delta: { stop_reason: stopReason, stop_sequence: null }, usage: { output_tokens: 10 } });
  ev('message_stop', {});
  res.end();
}

// ---- helpers for scripts ---------------------------------------------------------------------

/** The system prompt as one string. */
export function systemText(req: MessagesRequest): string {
  if (typeof req.system === 'string') return req.system;
  return (req.system ?? []).map((b) => b.text).join('\n');
}

/** Every tool name offered in the request. */
export function toolNames(req: MessagesRequest): string[] {
  return (req.tools ?? []).map((t) => t.name).sort();
}

/** All tool_result blocks seen so far in the conversation, in order. */
export function toolResults(req: MessagesRequest): { tool_use_id: string; text: string; is_error: boolean }[] {
  const out: { tool_use_id: string; text: string; is_error: boolean }[] = [];
  for (const m of req.messages) {
    if (typeof m.content === 'string') continue;
    for (const b of m.content) {
      if (b.type !== 'tool_result') continue;
      const c = b.content;
      const text = typeof c === 'string' ? c : Array.isArray(c) ? c.map((x: { text?: string }) => x.text ?? '').join('\n') : '';
      out.push({ tool_use_id: b.tool_use_id ?? '', text, is_error: b.is_error === true });
    }
  }
  return out;
}

/** Every text the conversation carries (user and assistant messages), joined. */
export function conversationText(req: MessagesRequest): string {
  const parts: string[] = [];
  for (const m of req.messages) {
    if (typeof m.content === 'string') parts.push(m.content);
    else for (const b of m.content) {
      if (typeof b.text === 'string') parts.push(b.text);
      if (b.type === 'tool_result') {
        const c = b.content;
        parts.push(typeof c === 'string' ? c : Array.isArray(c) ? c.map((x: { text?: string }) => x.text ?? '').join('\n') : '');
      }
    }
  }
  return parts.join('\n');
}

/** The first user message text (the prompt as the client sent it). */
export function firstUserText(req: MessagesRequest): string {
  const m = req.messages.find((x) => x.role === 'user');
  if (!m) return '';
  return typeof m.content === 'string' ? m.content : m.content.map((b) => b.text ?? '').join('\n');
}

/** Everything the model is shown in a request: system prompt and every message text. */
export function requestText(req: MessagesRequest): string {
  return systemText(req) + '\n' + conversationText(req);
}
