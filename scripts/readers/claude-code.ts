// What Claude Code loads as memory when a session starts in `folder`, in the order the client sends
// it, and what it loads later. Each rule below was observed with the pinned client against the
// scripted API (tests/e2e/agent-readers.e2e.ts), or read in its bundled code; RULES says which.
//   for each folder from the project root down to `folder`:
//     CLAUDE.md, .claude/CLAUDE.md, .claude/rules/**/*.md without `paths:` (in directory order),
//     AGENTS.md and .claude/AGENTS.md (only when no folder of the chain has a CLAUDE.md,
//     .claude/CLAUDE.md or CLAUDE.local.md that loads), CLAUDE.local.md;
//   each file as sent-text.ts says; each followed at once by its @imports, depth first, four hops,
//   each file once (symlinks resolved); an import outside `folder` is not loaded.
//   A file over 4 MiB, or one claudeMdExcludes names, is not loaded (and so switches nothing off).
// Later, on demand: a subfolder's CLAUDE.md files (and AGENTS.md files in a session that reads
// them) when the agent reads, writes or edits a file there, and the rules whose `paths:` match.
import { posix } from 'node:path';
import { minimatch } from 'minimatch';
import {
  emptySession,
  type AgentReader,
  type ContextProblem,
  type LoadedFile,
  type OnDemandFile,
  type ReaderRule,
  type SettingRead,
  type SkippedImport,
} from './adapter.ts';
import { memoryFilesOf } from './memory-index.ts';
import { importMaxHops } from './memory-files.ts';
import { folderChain, isWithin, joinPath, resolvedImports } from './resolve-imports.ts';
import { claudeCodeSentText, claudeCodeText } from './sent-text.ts';
import { skillListing, skillListingProblem } from './skill-listing.ts';
import type { ReaderSources } from './sources.ts';
import { isJsonObject } from '../shared/json-object.ts';
import { pushAll } from '../shared/arrays.ts';

export type { LoadedFile, SkippedImport, SkipReason } from './adapter.ts';

const OBSERVED = 'Claude Code 2.1.332 against the scripted Messages API (tests/e2e/agent-readers.e2e.ts)';
const BUNDLED = 'Claude Code 2.1.332, its bundled JavaScript (@anthropic-ai/claude-code-linux-x64)';

export const CLAUDE_CODE_RULES: readonly ReaderRule[] = [
  { id: 'claude-md', text: 'CLAUDE.md, then .claude/CLAUDE.md, of each folder from the project root down to the start folder', source: { kind: 'observed', ref: OBSERVED } },
  { id: 'rules', text: ".claude/rules/**/*.md without paths: frontmatter, recursively in directory order, after the folder's CLAUDE.md files", source: { kind: 'observed', ref: OBSERVED } },
  { id: 'rules-paths', text: '.claude/rules with paths: frontmatter load when the agent reads, writes or edits a file their globs match', source: { kind: 'observed', ref: OBSERVED } },
  { id: 'local', text: 'CLAUDE.local.md of each folder on the way, last in its folder, ignored by git or not', source: { kind: 'observed', ref: OBSERVED } },
  {
    id: 'agents-md',
    text: 'AGENTS.md, then .claude/AGENTS.md, of each folder on the way, after its rules, only when no folder of the chain has a CLAUDE.md, .claude/CLAUDE.md or CLAUDE.local.md that loads; one whose text equals a loaded file is skipped (builtin plugin cc-plugin-agents-md, default instructionFiles "claude-md-or-agents-md"; plugin options are not read from project settings)',
    source: { kind: 'observed', ref: `${OBSERVED}; ${BUNDLED}, cc-plugin-agents-md` },
  },
  { id: 'import', text: '@imports load right after the importing file, depth first, at most four hops, each file once; an import outside the start folder is not loaded headless', source: { kind: 'observed', ref: OBSERVED } },
  {
    id: 'subfolder',
    text: 'CLAUDE.md, .claude/CLAUDE.md, .claude/rules and CLAUDE.local.md of a folder below the start folder load when the agent reads, writes or edits a file there (a file a Bash command such as cat reads counts too)',
    source: { kind: 'observed', ref: `${OBSERVED} (Read, Write, Edit, Bash cat); ${BUNDLED}, nested memory triggers` },
  },
  {
    id: 'nested-agents',
    text: 'AGENTS.md and .claude/AGENTS.md of a folder below the start folder load when the agent reads there, only in a session that reads AGENTS.md, and only when that folder has no CLAUDE.md of its own',
    source: { kind: 'observed', ref: OBSERVED },
  },
  { id: 'size-limit', text: 'A memory file over 4,194,304 bytes is skipped whole, so it does not stop AGENTS.md from being read', source: { kind: 'observed', ref: `${OBSERVED}; ${BUNDLED}, "exceeds 4194304 byte limit"` } },
  {
    id: 'excludes',
    text: "claudeMdExcludes from the start folder's .claude/settings.json and .claude/settings.local.json: globs matched against absolute paths (a relative pattern matches nothing); a matching memory file, rule, import or on-demand file is not loaded and does not count as a CLAUDE.md",
    source: { kind: 'observed', ref: OBSERVED },
  },
  { id: 'sent-text', text: 'Leading YAML frontmatter and line-leading HTML comments never reach the model; a file left empty is not sent', source: { kind: 'observed', ref: OBSERVED } },
  {
    id: 'skill-listing',
    text: "Every turn lists each skill and command as '- name: description' within a budget of 1% of the context window in characters (default model: 1,000,000 tokens x 3 = 30,000); each description is cut at 1,536 characters; over budget, the descriptions of the client's bundled skills stay and the others are shown as a name only, first come first kept while they fit",
    source: { kind: 'observed', ref: `${OBSERVED}; ${BUNDLED}, skill listing budget (skillListingBudgetFraction 0.01, skillListingMaxDescChars 1536)` },
  },
];

export interface ConditionalRule {
  path: string;
  globs: string[];
}

export interface OnDemandFolder {
  /** The subfolder whose files trigger the load. */
  folder: string;
  files: LoadedFile[];
}

export interface ClaudeSession {
  folder: string;
  files: LoadedFile[];
  skipped: SkippedImport[];
  /** Rules with `paths:`: loaded later, when the agent reads a matching file. */
  conditional_rules: ConditionalRule[];
  /** Subfolder memory below `folder`, loaded when the agent reads a file there. */
  on_demand: OnDemandFolder[];
  /** Whether the session reads AGENTS.md (no CLAUDE.md of any kind loads in the chain). */
  reads_agents_md: boolean;
  /** Files not loaded for their size or an exclude pattern. */
  not_loaded: Array<{ path: string; reason: 'over_size' | 'excluded'; bytes?: number }>;
  settings: SettingRead[];
}

/** The Claude Code memory files a folder itself contributes, before imports. */
const CLAUDE_FILES = ['CLAUDE.md', '.claude/CLAUDE.md', 'CLAUDE.local.md'] as const;
const AGENTS_FILES = ['AGENTS.md', '.claude/AGENTS.md'] as const;
const RULES_DIR = '.claude/rules';
/** The client skips a memory file larger than this, whole. */
export const CLAUDE_MEMORY_MAX_BYTES = 4 * 1024 * 1024;

/** The `paths:` globs of a rule file, or undefined when it has none (it loads at session start). */
export function ruleGlobs(path: string, src: ReaderSources): string[] | undefined {
  const data = src.doc(path)?.frontmatter?.data;
  if (!data || !('paths' in data)) return undefined;
  const v = data.paths;
  if (typeof v === 'string') return v.split(',').map((s) => s.trim()).filter((s) => s !== '');
  if (Array.isArray(v)) return v.filter((x): x is string => typeof x === 'string');
  return [];
}

/** Whether a project path matches a rule's globs (relative to the project root). */
export function ruleMatches(globs: readonly string[], path: string): boolean {
  return globs.some((g) => minimatch(path, g, { dot: true }));
}

/** `.claude/rules` of one folder, recursively, in the file system's order (a subfolder where it is listed). */
function rulesOf(dir: string, src: ReaderSources): string[] {
  const out: string[] = [];
  const walk = (d: string) => {
    for (const e of src.listDir(d)) {
      const p = joinPath(d, e.name);
      if (e.isDir) walk(p);
      else if (e.name.endsWith('.md')) out.push(p);
    }
  };
  walk(joinPath(dir, RULES_DIR));
  return out;
}

interface Settings {
  excludes: string[];
  read: SettingRead[];
}

/** claudeMdExcludes of the start folder's settings (project, then local). */
function readSettings(folder: string, src: ReaderSources): Settings {
  const out: Settings = { excludes: [], read: [] };
  for (const name of ['.claude/settings.json', '.claude/settings.local.json']) {
    const path = joinPath(folder, name);
    if (!src.isFile(path)) continue;
    let data: unknown;
    try {
      data = JSON.parse(src.doc(path)?.text ?? '');
    } catch {
      continue;
    }
    const v = isJsonObject(data) ? data.claudeMdExcludes : undefined;
    if (!Array.isArray(v)) continue;
    const globs = v.filter((x): x is string => typeof x === 'string');
    pushAll(out.excludes, globs);
    out.read.push({ path, key: 'claudeMdExcludes', value: globs });
  }
  return out;
}

/** Loads memory files and their imports in client order, each file once. */
class Loader {
  readonly files: LoadedFile[] = [];
  readonly skipped: SkippedImport[] = [];
  readonly notLoaded: ClaudeSession['not_loaded'] = [];
  private readonly seen = new Set<string>();
  private readonly maxHops = importMaxHops('claude-code');

  constructor(
    private readonly src: ReaderSources,
    /** Imports outside this folder are not loaded. */
    private readonly folder: string,
    private readonly excluded: (path: string) => boolean,
    private readonly seenBefore: ReadonlySet<string> = new Set(),
  ) {}

  has(path: string): boolean {
    const c = this.src.canonical(path);
    return this.seen.has(c) || this.seenBefore.has(c);
  }

  /** Whether the file would load (exists, not excluded, not over size, something to send). */
  loads(path: string): boolean {
    if (!this.src.isFile(path) || this.excluded(path)) return false;
    const doc = this.src.doc(this.src.canonical(path));
    if (!doc || Buffer.byteLength(doc.text, 'utf8') > CLAUDE_MEMORY_MAX_BYTES) return false;
    return claudeCodeText(doc).text.trim() !== '';
  }

  load(path: string, ruleId: string, hops = 0, importedBy?: string): void {
    if (!this.src.isFile(path)) return;
    if (this.excluded(path)) {
      this.notLoaded.push({ path, reason: 'excluded' });
      return;
    }
    const c = this.src.canonical(path);
    const doc = this.src.doc(c);
    if (this.has(c) || !doc) return;
    const bytes = Buffer.byteLength(doc.text, 'utf8');
    if (bytes > CLAUDE_MEMORY_MAX_BYTES) {
      this.notLoaded.push({ path: c, reason: 'over_size', bytes });
      return;
    }
    this.seen.add(c);
    const { text, dropped } = claudeCodeText(doc);
    if (text.trim() === '') return; // the client sends no empty file
    this.files.push(importedBy === undefined ? { path: c, rule: ruleId, hops } : { path: c, rule: ruleId, imported_by: importedBy, hops });
    for (const imp of resolvedImports(c, this.src)) {
      if (dropped.some(([a, b]) => imp.line >= a && imp.line <= b)) continue; // inside a dropped HTML comment
      const at = { from: c, line: imp.line, raw: imp.raw };
      const o = imp.outcome;
      if (o.kind === 'outside') continue;
      if (o.kind === 'missing') this.skipped.push({ ...at, reason: 'missing', path: o.path, ...(o.suggestion ? { suggestion: o.suggestion } : {}) });
      else if (o.kind === 'not_loadable') this.skipped.push({ ...at, reason: 'not_loadable', path: o.path });
      else if (this.has(o.path)) continue;
      else if (!isWithin(o.path, this.folder)) this.skipped.push({ ...at, reason: 'outside_folder', path: o.path });
      else if (hops + 1 > this.maxHops) this.skipped.push({ ...at, reason: 'too_deep', path: o.path });
      else this.load(o.path, 'import', hops + 1, c);
    }
  }
}

const sentKey = (path: string, src: ReaderSources) => claudeCodeSentText(src.canonical(path), src).trim();

/** The session-start memory of a Claude Code session started in `folder`, in client order. */
export function claudeCodeSession(folder: string, src: ReaderSources): ClaudeSession {
  const chain = folderChain(folder);
  const settings = readSettings(folder, src);
  const abs = (p: string) => posix.join(src.root.split('\\').join('/'), p);
  const excluded = (p: string) => settings.excludes.length > 0 && settings.excludes.some((g) => minimatch(abs(p), g, { dot: true }));
  const loader = new Loader(src, folder, excluded);
  const conditional: ConditionalRule[] = [];
  const readsAgents = !chain.some((d) => CLAUDE_FILES.some((f) => loader.loads(joinPath(d, f))));
  for (const dir of chain) {
    loader.load(joinPath(dir, 'CLAUDE.md'), 'claude-md');
    loader.load(joinPath(dir, '.claude/CLAUDE.md'), 'claude-md');
    for (const r of rulesOf(dir, src)) {
      if (excluded(r)) continue;
      const globs = ruleGlobs(r, src);
      if (globs === undefined) loader.load(r, 'rules');
      else conditional.push({ path: r, globs });
    }
    if (readsAgents) {
      const loadedText = new Set(loader.files.filter((f) => f.imported_by === undefined).map((f) => sentKey(f.path, src)));
      for (const name of AGENTS_FILES) {
        const p = joinPath(dir, name);
        if (src.isFile(p) && loadedText.has(sentKey(p, src))) continue; // the same text already loaded
        loader.load(p, 'agents-md');
      }
    }
    loader.load(joinPath(dir, 'CLAUDE.local.md'), 'local');
  }
  const loaded = new Set(loader.files.map((f) => f.path));
  return {
    folder,
    files: loader.files,
    skipped: loader.skipped,
    conditional_rules: conditional,
    on_demand: onDemandBelow(folder, loaded, readsAgents, excluded, src),
    reads_agents_md: readsAgents,
    not_loaded: loader.notLoaded,
    settings: settings.read,
  };
}

/** Subfolders below `folder` with memory of their own, and what reading there adds. */
function onDemandBelow(folder: string, loaded: ReadonlySet<string>, readsAgents: boolean, excluded: (p: string) => boolean, src: ReaderSources): OnDemandFolder[] {
  const dirs = new Set<string>();
  for (const f of memoryFilesOf(src)) {
    const m = /^(?:(.*)\/)?(?:\.claude\/)?(CLAUDE\.md|CLAUDE\.local\.md|AGENTS\.md)$/.exec(f) ?? /^(?:(.*)\/)?\.claude\/rules\//.exec(f);
    if (!m) continue;
    const dir = m[1] ?? '';
    if (dir === folder || !isWithin(dir, folder) || dir.split('/').includes('.claude')) continue;
    dirs.add(dir);
  }
  const out: OnDemandFolder[] = [];
  for (const dir of [...dirs].sort()) {
    const loader = new Loader(src, '', excluded, loaded);
    const claude = CLAUDE_FILES.some((f) => loader.loads(joinPath(dir, f)));
    loader.load(joinPath(dir, 'CLAUDE.md'), 'subfolder');
    loader.load(joinPath(dir, '.claude/CLAUDE.md'), 'subfolder');
    for (const r of rulesOf(dir, src)) if (!excluded(r) && ruleGlobs(r, src) === undefined) loader.load(r, 'subfolder');
    loader.load(joinPath(dir, 'CLAUDE.local.md'), 'subfolder');
    if (readsAgents && !claude) for (const name of AGENTS_FILES) loader.load(joinPath(dir, name), 'nested-agents');
    if (loader.files.length > 0) out.push({ folder: dir, files: loader.files });
  }
  return out;
}

/** The files loaded through `path` in a session (what it imports, recursively, as the client loaded them). */
export function loadedThrough(session: Pick<ClaudeSession, 'files'>, path: string): Array<LoadedFile & { depth: number }> {
  const out: Array<LoadedFile & { depth: number }> = [];
  let frontier = [path];
  for (let depth = 1; frontier.length > 0; depth++) {
    const next: string[] = [];
    for (const f of session.files) {
      if (f.imported_by !== undefined && frontier.includes(f.imported_by)) {
        out.push({ ...f, depth });
        next.push(f.path);
      }
    }
    frontier = next;
  }
  return out;
}

/** AGENTS.md files of the chain that a CLAUDE.local.md alone switches off. */
function agentsHiddenByLocal(s: ClaudeSession, src: ReaderSources): ContextProblem[] {
  if (s.reads_agents_md) return [];
  const chain = folderChain(s.folder);
  const starters = s.files.filter((f) => f.imported_by === undefined && CLAUDE_FILES.some((n) => f.path === n || f.path.endsWith('/' + n)));
  if (starters.length === 0 || !starters.every((f) => f.path.endsWith('CLAUDE.local.md'))) return [];
  const local = starters[0]!.path;
  const out: ContextProblem[] = [];
  for (const d of chain) {
    for (const n of AGENTS_FILES) {
      const p = joinPath(d, n);
      if (src.isFile(p) && sentKey(p, src) !== '') {
        out.push({ kind: 'agents_md_hidden', path: p, other_path: local, detail: `${local} switches AGENTS.md off: Claude Code reads ${p} only when no CLAUDE.md, .claude/CLAUDE.md or CLAUDE.local.md loads, so a session here gets none of its instructions` });
      }
    }
  }
  return out;
}

export const claudeCodeReader: AgentReader = {
  agent: 'claude-code',
  client: 'Claude Code',
  rules: CLAUDE_CODE_RULES,
  owns: (p) => /(?:^|\/)(?:CLAUDE\.md|CLAUDE\.local\.md|\.claude\/(?:rules|skills|commands)\/.+)$/.test(p),
  sentText: claudeCodeSentText,
  session(folder, src) {
    const s = claudeCodeSession(folder, src);
    const out = emptySession();
    out.files = s.files;
    out.skipped = s.skipped;
    out.settings = s.settings;
    const onDemand: OnDemandFile[] = [];
    for (const r of s.conditional_rules) onDemand.push({ path: r.path, rule: 'rules-paths', trigger: `reading a file matching ${r.globs.join(', ') || '(no globs)'}` });
    for (const d of s.on_demand) for (const f of d.files) onDemand.push({ path: f.path, rule: f.rule, trigger: `reading, writing or editing a file in ${d.folder}/` });
    out.on_demand = onDemand;
    for (const n of s.not_loaded) {
      if (n.reason === 'over_size') {
        out.problems.push({ kind: 'not_loaded_over_size', path: n.path, bytes: n.bytes ?? 0, limit: CLAUDE_MEMORY_MAX_BYTES, detail: `${n.path} is ${n.bytes} bytes, over Claude Code's ${CLAUDE_MEMORY_MAX_BYTES}-byte limit for a memory file: it is skipped whole` });
      }
    }
    pushAll(out.problems, agentsHiddenByLocal(s, src));
    if (folder === '') {
      const listing = skillListing(src);
      const p = skillListingProblem(listing);
      if (p) out.problems.push(p);
      pushAll(out.settings, listing.settings);
    }
    return out;
  },
};
