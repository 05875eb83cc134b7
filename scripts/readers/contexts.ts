// The reader model, assembled: for every folder with agent context, what each client loads there
// (files in order, tokens, what loads later on demand) and the problems of that context: content
// it loads twice, truncation, imports that do not resolve. Every client is a reader of the
// registry (registry.ts); nothing here knows one client from another. Pure over ReaderSources and a
// counter.
import type { CountTokens } from '../tokens/count-tokens.ts';
import { ruleTable, sourceLine, type AgentReader, type ContextProblem, type LoadedFile, type SettingRead, type SkippedImport, type Truncation } from './adapter.ts';
import { isAgentMemoryPath, type Agent } from './memory-files.ts';
import { memoryFilesOf } from './memory-index.ts';
import { inAgentFolder } from './agent-folders.ts';
import { READERS } from './registry.ts';
import type { ReaderSources } from './sources.ts';
import { byCodeUnit } from '../shared/order.ts';
import { pushAll } from '../shared/arrays.ts';

export type { ContextProblem } from './adapter.ts';

/** Every client the model knows, in registry order. */
export const AGENTS: readonly Agent[] = READERS.map((r) => r.agent);

export interface ContextFile extends LoadedFile {
  /** Where the rule that loads it comes from. */
  source: string;
  bytes: number;
  /** Tokens the client is sent from this file (what it sends of it; a byte budget's cut counted). */
  tokens: number;
}

export interface OnDemandLoad {
  path: string;
  rule: string;
  source: string;
  /** What makes the client load it. */
  trigger: string;
  tokens: number;
}

export interface AgentContext {
  agent: Agent;
  client: string;
  /** The folder a session starts in ('' for the project root). */
  folder: string;
  files: ContextFile[];
  /** Tokens every session started here pays before its first prompt. */
  tokens: number;
  on_demand: OnDemandLoad[];
  /** Imports the client does not load for a reason other than a missing file. */
  skipped: SkippedImport[];
  problems: ContextProblem[];
  /** Settings the client took from the repository for this session. */
  settings: SettingRead[];
  truncation?: Truncation;
}

/** A block repeated inside one context counts when it has at least this many non-blank lines. */
export const DUPLICATE_MIN_LINES = 3;

const parentOf = (p: string) => (p.includes('/') ? p.slice(0, p.lastIndexOf('/')) : '');

/** The folder a memory file belongs to: its own folder, or the one above .claude/ .cursor/ .github/ .windsurf/ .kiro/. */
export function ownerFolder(path: string): string {
  const parts = path.split('/');
  const i = parts.findIndex((s) => s === '.claude' || s === '.cursor' || s === '.github' || s === '.windsurf' || s === '.kiro');
  return i >= 0 ? parts.slice(0, i).join('/') : parentOf(path);
}

/**
 * A folder of a skill installed into an agent's configuration folder (`.agents/skills/x/`, a
 * sub-project's `web/.claude/skills/x/`), or a folder below it. An AGENTS.md or CLAUDE.md there is
 * a file of the skill (vercel's skills ship their whole guide as AGENTS.md beside SKILL.md), read
 * when the skill says so: sessions start in the project that uses the skill, never inside the
 * agent's folder, so the chain a client reads from the root down to a start folder never reaches
 * it. A skill at its home (`skills/x/`, a plugin's) keeps its contexts: its maintainers work there.
 */
function inInstalledSkill(folder: string, src: ReaderSources): boolean {
  if (!inAgentFolder(folder)) return false;
  for (let d = folder; d !== ''; d = parentOf(d)) if (src.isFile(`${d}/SKILL.md`)) return true;
  return false;
}

/** Folders with agent context: the root, and each folder holding a memory file of its own, outside an installed skill. */
export function contextFolders(src: ReaderSources): string[] {
  const out = new Set<string>(['']);
  for (const f of memoryFilesOf(src)) {
    if (!(isAgentMemoryPath(f) || f.endsWith('.aider.conf.yml'))) continue;
    const folder = ownerFolder(f);
    if (!inInstalledSkill(folder, src)) out.add(folder);
  }
  return [...out].sort(byCodeUnit);
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
function duplicateOnDemand(files: ContextFile[], onDemand: OnDemandLoad[], src: ReaderSources, reader: AgentReader): ContextProblem[] {
  const out: ContextProblem[] = [];
  const byText = new Map<string, string>();
  const key = (p: string) => reader.sentText(p, src).trim();
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

/**
 * Two files of one context with the same text (twins such as AGENTS.md and CLAUDE.md kept equal
 * by hand): the client sends it twice. A symlink read twice is same_file_twice instead.
 */
function twinFiles(files: ContextFile[], src: ReaderSources, reader: AgentReader): ContextProblem[] {
  const out: ContextProblem[] = [];
  const byText = new Map<string, string>();
  for (const f of files) {
    if (f.loaded_bytes === 0 || f.imported_by !== undefined) continue;
    const text = reader.sentText(f.path, src).trim();
    if (text === '') continue;
    const other = byText.get(text);
    if (other === undefined) byText.set(text, f.path);
    else if (src.canonical(other) !== src.canonical(f.path)) {
      out.push({ kind: 'twin_files', path: f.path, other_path: other, tokens: f.tokens, detail: `${f.path} has the same text as ${other}: ${reader.client} loads both, ~${f.tokens} tokens twice` });
    }
  }
  return out;
}

/** What a client reads of a file: its sent text, cut where a byte budget cuts it. */
function readText(reader: AgentReader, f: LoadedFile, src: ReaderSources): string {
  const text = reader.sentText(f.path, src);
  if (f.loaded_bytes === undefined) return text;
  const whole = src.doc(src.canonical(f.path))?.text ?? '';
  return Buffer.from(whole, 'utf8').subarray(0, f.loaded_bytes).toString('utf8');
}

/** The context of one client in one folder. */
export function agentContext(reader: AgentReader, folder: string, src: ReaderSources, count: CountTokens): AgentContext {
  const rule = ruleTable(reader.rules);
  const s = reader.session(folder, src);
  const files: ContextFile[] = s.files.map((f) => ({
    ...f,
    source: sourceLine(rule(f.rule).source),
    bytes: Buffer.byteLength(src.doc(src.canonical(f.path))?.text ?? '', 'utf8'),
    tokens: count(readText(reader, f, src)),
  }));
  const on_demand: OnDemandLoad[] = s.on_demand.map((o) => ({ path: o.path, rule: o.rule, source: sourceLine(rule(o.rule).source), trigger: o.trigger, tokens: count(reader.sentText(o.path, src)) }));
  const u = unresolved(s.skipped);
  const problems = [...s.problems, ...u.problems, ...sameFileTwice(files, src), ...twinFiles(files, src, reader), ...duplicateBlocks(files, src, count), ...duplicateOnDemand(files, on_demand, src, reader)];
  const tokens = files.reduce((n, f) => n + f.tokens, 0);
  const out: AgentContext = { agent: reader.agent, client: reader.client, folder, files, tokens, on_demand, skipped: u.rest, problems, settings: s.settings };
  if (s.truncation) out.truncation = s.truncation;
  return out;
}

export interface ContextOptions {
  /** Only sessions started in these folders (every one of them gets a context). */
  folders?: string[];
  /** Only these clients. */
  agents?: readonly string[];
  /** Every client at the root, even one that loads nothing there. */
  all_agents?: boolean;
}

/**
 * Every context: for each folder with agent context and each client, when the client loads something
 * there and the folder adds a file of its own (the root always counts). `folders` narrows the set.
 */
export function agentContexts(src: ReaderSources, countTokens: CountTokens, opts: ContextOptions = {}): AgentContext[] {
  const out: AgentContext[] = [];
  const counted = new Map<string, number>(); // the root CLAUDE.md is in every context: count it once
  const count: CountTokens = (text) => {
    let k = counted.get(text);
    if (k === undefined) counted.set(text, (k = countTokens(text)));
    return k;
  };
  const explicit = opts.agents !== undefined || opts.all_agents === true;
  const files = [...memoryFilesOf(src), ...['CLAUDE.local.md'].filter((p) => src.isFile(p))];
  const readers = READERS.filter((r) => (opts.agents === undefined || opts.agents.includes(r.agent)) && (explicit || files.some((f) => r.owns(f))));
  const folders = opts.folders ?? contextFolders(src);
  for (const folder of folders) {
    for (const reader of readers) {
      const c = agentContext(reader, folder, src, count);
      const empty = c.files.length === 0 && c.on_demand.length === 0 && c.problems.length === 0;
      if (empty && !(opts.all_agents === true && (folder === '' || opts.folders !== undefined))) continue;
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
