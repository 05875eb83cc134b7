// The reader model, assembled: for every folder with agent context, what each agent loads there
// (files in order, tokens, what loads later on demand) and the problems of that context: content
// it loads twice, truncation, imports that do not resolve. Pure over ReaderSources and a counter.
import type { CountTokens } from '../tokens/count-tokens.ts';
import { claudeCodeSession, type LoadedFile, type SkippedImport } from './claude-code.ts';
import { codexSession, type CodexTruncation } from './codex.ts';
import { copilotSession } from './copilot.ts';
import { cursorSession } from './cursor.ts';
import { geminiSession } from './gemini.ts';
import { isAgentMemoryPath, type Agent } from './memory-files.ts';
import { sentText } from './sent-text.ts';
import { memoryFilesOf } from './memory-index.ts';
import type { ReaderSources } from './sources.ts';
import { byCodeUnit } from '../shared/order.ts';
import { pushAll } from '../shared/arrays.ts';

export const AGENTS: readonly Agent[] = ['claude-code', 'codex', 'gemini', 'cursor', 'copilot'];

export interface ContextFile extends LoadedFile {
  bytes: number;
  /** Tokens the agent is sent from this file (Claude Code and Gemini drop the frontmatter; Codex reads what fits its budget). */
  tokens: number;
  /** Bytes read where that is less than the file (Codex's budget). */
  loaded_bytes?: number;
}

export interface OnDemandLoad {
  path: string;
  /** What makes the agent load it. */
  trigger: string;
  tokens: number;
}

export type ContextProblem =
  | { kind: 'duplicate_content'; path: string; line: number; other_path: string; other_line: number; lines: number; tokens: number; detail: string }
  | { kind: 'same_file_twice'; path: string; other_path: string; detail: string }
  | { kind: 'duplicate_on_demand'; path: string; other_path: string; tokens: number; detail: string }
  | { kind: 'truncated'; path: string; line: number; bytes_lost: number; detail: string }
  | { kind: 'unresolved_import'; path: string; line: number; raw: string; suggestion?: string; detail: string };

export interface AgentContext {
  agent: Agent;
  /** The folder a session starts in ('' for the project root). */
  folder: string;
  files: ContextFile[];
  /** Tokens every session started here pays before its first prompt. */
  tokens: number;
  on_demand: OnDemandLoad[];
  /** Imports the client does not load for a reason other than a missing file. */
  skipped: SkippedImport[];
  problems: ContextProblem[];
  truncation?: CodexTruncation;
}

/** A block repeated inside one context counts when it has at least this many non-blank lines. */
export const DUPLICATE_MIN_LINES = 3;

const parentOf = (p: string) => (p.includes('/') ? p.slice(0, p.lastIndexOf('/')) : '');

/** The folder a memory file belongs to: its own folder, or the one above .claude/ .cursor/ .github/. */
export function ownerFolder(path: string): string {
  const parts = path.split('/');
  const i = parts.findIndex((s) => s === '.claude' || s === '.cursor' || s === '.github');
  return i >= 0 ? parts.slice(0, i).join('/') : parentOf(path);
}

/** Folders with agent context: the root, and each folder holding a memory file of its own. */
export function contextFolders(src: ReaderSources): string[] {
  const out = new Set<string>(['']);
  for (const f of memoryFilesOf(src)) if (isAgentMemoryPath(f)) out.add(ownerFolder(f));
  return [...out].sort(byCodeUnit);
}

function withTokens(files: LoadedFile[], src: ReaderSources, count: CountTokens, agent: Agent): ContextFile[] {
  return files.map((f) => ({ ...f, bytes: Buffer.byteLength(src.doc(f.path)?.text ?? '', 'utf8'), tokens: count(sentText(f.path, src, agent)) }));
}

function normalizedLines(src: ReaderSources, path: string, start: number, end: number): string[] {
  const doc = src.doc(path)!;
  return doc.lines.slice(start - 1, end).map((l) => l.trim().replace(/\s+/g, ' ')).filter((l) => l !== '');
}

/** Top-level blocks that stand twice in the context (in two files, or twice in one). */
function duplicateBlocks(files: ContextFile[], src: ReaderSources, count: CountTokens): ContextProblem[] {
  const first = new Map<string, { path: string; line: number }>();
  const out: ContextProblem[] = [];
  for (const f of files) {
    const doc = src.doc(f.path);
    if (!doc) continue;
    for (const b of doc.blocks) {
      if (doc.frontmatter && b.start_line <= doc.frontmatter.end_line) continue;
      const lines = normalizedLines(src, f.path, b.start_line, b.end_line);
      if (lines.length < DUPLICATE_MIN_LINES) continue;
      const key = lines.join('\n');
      const seen = first.get(key);
      if (!seen) {
        first.set(key, { path: f.path, line: b.start_line });
        continue;
      }
      const tokens = count(key);
      out.push({
        kind: 'duplicate_content',
        path: f.path,
        line: b.start_line,
        other_path: seen.path,
        other_line: seen.line,
        lines: lines.length,
        tokens,
        detail: `${lines.length} lines at ${f.path}:${b.start_line} repeat ${seen.path}:${seen.line} in the same context (~${tokens} tokens twice)`,
      });
    }
  }
  return out;
}

function sameFileTwice(files: ContextFile[], src: ReaderSources): ContextProblem[] {
  const out: ContextProblem[] = [];
  const byTarget = new Map<string, string>();
  for (const f of files) {
    const c = src.canonical(f.path);
    const before = byTarget.get(c);
    if (before !== undefined) out.push({ kind: 'same_file_twice', path: f.path, other_path: before, detail: `${f.path} is ${before} again (a symlink the agent reads twice)` });
    else byTarget.set(c, f.path);
  }
  return out;
}

/**
 * Files that load on demand with the same text as another file of the context (loaded at start or
 * on demand): a session that reads in both places carries the text twice (identical package
 * CLAUDE.md files, for one).
 */
function duplicateOnDemand(files: ContextFile[], onDemand: OnDemandLoad[], src: ReaderSources, agent: Agent): ContextProblem[] {
  const out: ContextProblem[] = [];
  const byText = new Map<string, string>();
  const key = (p: string) => sentText(p, src, agent).trim();
  for (const f of files) if (!byText.has(key(f.path))) byText.set(key(f.path), f.path);
  for (const o of onDemand) {
    const k = key(o.path);
    if (k === '') continue;
    const other = byText.get(k);
    if (other === undefined) {
      byText.set(k, o.path);
      continue;
    }
    out.push({
      kind: 'duplicate_on_demand',
      path: o.path,
      other_path: other,
      tokens: o.tokens,
      detail: `${o.path} (loaded on ${o.trigger}) has the same text as ${other}: a session that reads in both places carries ~${o.tokens} tokens twice`,
    });
  }
  return out;
}

function unresolved(skipped: SkippedImport[]): { problems: ContextProblem[]; rest: SkippedImport[] } {
  const problems: ContextProblem[] = [];
  const rest: SkippedImport[] = [];
  for (const s of skipped) {
    if (s.reason !== 'missing') {
      rest.push(s);
      continue;
    }
    const hint = s.suggestion ? `; the client reads the path verbatim, punctuation included: did you mean @${s.suggestion}?` : '';
    problems.push({
      kind: 'unresolved_import',
      path: s.from,
      line: s.line,
      raw: s.raw,
      ...(s.suggestion ? { suggestion: s.suggestion } : {}),
      detail: `@${s.raw} does not resolve to a file${hint}`,
    });
  }
  return { problems, rest };
}

/** The context of one agent in one folder. */
export function agentContext(agent: Agent, folder: string, src: ReaderSources, count: CountTokens): AgentContext {
  const tokensOf = (p: string) => count(sentText(p, src, agent));
  let files: ContextFile[];
  let on_demand: OnDemandLoad[] = [];
  let skipped: SkippedImport[] = [];
  let truncation: CodexTruncation | undefined;
  const problems: ContextProblem[] = [];
  if (agent === 'claude-code') {
    const s = claudeCodeSession(folder, src);
    files = withTokens(s.files, src, count, agent);
    skipped = s.skipped;
    for (const r of s.conditional_rules) on_demand.push({ path: r.path, trigger: `reading a file matching ${r.globs.join(', ') || '(no globs)'}`, tokens: tokensOf(r.path) });
    for (const d of s.on_demand) for (const f of d.files) on_demand.push({ path: f.path, trigger: `reading a file in ${d.folder}/`, tokens: tokensOf(f.path) });
  } else if (agent === 'codex') {
    const s = codexSession(folder, src);
    truncation = s.truncation;
    files = s.files.map((f) => {
      const text = src.doc(src.canonical(f.path))?.text ?? '';
      const read = f.loaded_bytes < f.bytes ? Buffer.from(text, 'utf8').subarray(0, f.loaded_bytes).toString('utf8') : text;
      const base: ContextFile = { path: f.path, rule: f.rule, hops: 0, bytes: f.bytes, tokens: count(read) };
      return f.loaded_bytes < f.bytes ? { ...base, loaded_bytes: f.loaded_bytes } : base;
    });
    if (s.truncation) {
      const t = s.truncation;
      problems.push({
        kind: 'truncated',
        path: t.cut_in,
        line: t.cut_at_line,
        bytes_lost: t.bytes_lost,
        detail: `the AGENTS.md chain exceeds Codex's ${t.budget}-byte budget (project_doc_max_bytes): cut in ${t.cut_in} at byte ${t.cut_at_byte} (line ${t.cut_at_line}), ${t.bytes_lost} bytes never read${t.dropped.length ? `, ${t.dropped.length} file${t.dropped.length === 1 ? '' : 's'} dropped` : ''}`,
      });
    }
  } else if (agent === 'gemini') {
    const s = geminiSession(folder, src);
    files = withTokens(s.files, src, count, agent);
    skipped = s.skipped;
  } else if (agent === 'cursor') {
    const s = cursorSession(folder, src);
    files = withTokens(s.files, src, count, agent);
    on_demand = s.on_demand.map((p) => ({ path: p, trigger: 'a matching file, or the agent asking for the rule', tokens: tokensOf(p) }));
  } else {
    const s = copilotSession(folder, src);
    files = withTokens(s.files, src, count, agent);
    on_demand = s.on_demand.map((p) => ({ path: p, trigger: 'a file its applyTo matches', tokens: tokensOf(p) }));
  }
  const u = unresolved(skipped);
  for (const more of [u.problems, sameFileTwice(files, src), duplicateBlocks(files, src, count), duplicateOnDemand(files, on_demand, src, agent)]) pushAll(problems, more);
  const tokens = files.reduce((n, f) => n + f.tokens, 0);
  const out: AgentContext = { agent, folder, files, tokens, on_demand, skipped: u.rest, problems };
  if (truncation) out.truncation = truncation;
  return out;
}

/**
 * Every context: for each folder with agent context and each agent, when the agent loads something
 * there and the folder adds a file of its own (the root always counts). `folders` narrows the set.
 */
export function agentContexts(src: ReaderSources, countTokens: CountTokens, opts: { folders?: string[] } = {}): AgentContext[] {
  const out: AgentContext[] = [];
  const counted = new Map<string, number>(); // the root CLAUDE.md is in every context: count it once
  const count: CountTokens = (text) => {
    let k = counted.get(text);
    if (k === undefined) counted.set(text, (k = countTokens(text)));
    return k;
  };
  const folders = opts.folders ?? contextFolders(src);
  for (const folder of folders) {
    for (const agent of AGENTS) {
      const c = agentContext(agent, folder, src, count);
      if (c.files.length === 0) continue;
      const own = c.files.some((f) => f.imported_by === undefined && ownerFolder(f.path) === folder);
      if (folder === '' || own || opts.folders !== undefined) out.push(c);
    }
  }
  return out;
}

export interface ContextKey {
  agent: Agent;
  folder: string;
}

/** Whether a context loads `path`: at session start (a Codex file its budget drops does not count), or later on demand too. */
export function contextLoads(c: AgentContext, path: string, opts: { on_demand?: boolean } = {}): boolean {
  if (c.files.some((f) => f.path === path && f.loaded_bytes !== 0)) return true;
  return opts.on_demand === true && c.on_demand.some((o) => o.path === path);
}

/** The (agent, folder) contexts that load `path` at session start (with `on_demand`, later too). */
export function contextsLoading(contexts: readonly AgentContext[], path: string, opts: { on_demand?: boolean } = {}): ContextKey[] {
  return contexts.filter((c) => contextLoads(c, path, opts)).map((c) => ({ agent: c.agent, folder: c.folder }));
}

/** Whether some context loads `to` through a chain of @imports that starts in `from`. */
export function importsThrough(contexts: readonly AgentContext[], from: string, to: string): boolean {
  return contexts.some((c) => {
    const by = new Map(c.files.map((f) => [f.path, f.imported_by]));
    const seen = new Set<string>();
    for (let at = by.get(to); at !== undefined && !seen.has(at); at = by.get(at)) {
      if (at === from) return true;
      seen.add(at);
    }
    return false;
  });
}

/**
 * The contexts that load `removed` but not `kept` (on-demand loads count on both sides): empty
 * when every context that loads the copy to remove also loads the copy to keep, so removing it
 * loses no agent any text.
 */
export function contextsMissing(contexts: readonly AgentContext[], removed: string, kept: string): ContextKey[] {
  return contexts.filter((c) => contextLoads(c, removed, { on_demand: true }) && !contextLoads(c, kept, { on_demand: true })).map((c) => ({ agent: c.agent, folder: c.folder }));
}
