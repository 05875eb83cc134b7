// What Claude Code loads as memory when a session starts in `folder`, in the order the client sends
// it (observed against the real client; openspec/specs/agent-readers/spec.md records each rule):
//   for each folder from the project root down to `folder`:
//     CLAUDE.md, .claude/CLAUDE.md, .claude/rules/**/*.md without `paths:` (in directory order),
//     AGENTS.md (only when no folder of the chain has a non-empty CLAUDE.md, .claude/CLAUDE.md or
//     CLAUDE.local.md), CLAUDE.local.md;
//   each file as sent-text.ts says (frontmatter and line-leading HTML comments dropped; a file
//   left empty is not sent);
//   each file followed at once by its @imports, depth first, at most four hops, each file once
//   (symlinks resolved); an import outside `folder` is not loaded (the client asks for approval).
// Later, on demand: the CLAUDE.md files of subfolders, when the agent reads a file there, and the
// rules whose `paths:` globs match a file it reads.
import { minimatch } from 'minimatch';
import { memoryFilesOf } from './memory-index.ts';
import { importMaxHops } from './memory-files.ts';
import { folderChain, isWithin, joinPath, resolvedImports } from './resolve-imports.ts';
import { claudeCodeText } from './sent-text.ts';
import type { ReaderSources } from './sources.ts';

export interface LoadedFile {
  path: string;
  /** Why the client loads it. */
  rule: string;
  /** The file whose @import loaded it (absent for memory files). */
  imported_by?: string;
  /** Imports between the memory file and this one (0 for memory files). */
  hops: number;
}

export type SkipReason = 'missing' | 'outside_folder' | 'too_deep' | 'not_loadable';

/** An import the client does not load, located in the importing file. */
export interface SkippedImport {
  from: string;
  line: number;
  raw: string;
  reason: SkipReason;
  /** The project path it names, when it names one. */
  path?: string;
  /** For `missing`: the file that exists without the trailing punctuation the client keeps. */
  suggestion?: string;
}

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
  /** Subfolder CLAUDE.md files below `folder`, loaded when the agent reads a file there. */
  on_demand: OnDemandFolder[];
}

/** The Claude Code memory files a folder itself contributes, before imports. */
const FOLDER_FILES = ['CLAUDE.md', '.claude/CLAUDE.md', 'CLAUDE.local.md'] as const;
const RULES_DIR = '.claude/rules';

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

/** Loads memory files and their imports in client order, each file once. */
class Loader {
  readonly files: LoadedFile[] = [];
  readonly skipped: SkippedImport[] = [];
  private readonly seen = new Set<string>();
  private readonly maxHops = importMaxHops('claude-code');

  constructor(
    private readonly src: ReaderSources,
    /** Imports outside this folder are not loaded. */
    private readonly folder: string,
    private readonly seenBefore: ReadonlySet<string> = new Set(),
  ) {}

  has(path: string): boolean {
    const c = this.src.canonical(path);
    return this.seen.has(c) || this.seenBefore.has(c);
  }

  load(path: string, rule: string, hops = 0, importedBy?: string): void {
    if (!this.src.isFile(path)) return;
    const c = this.src.canonical(path);
    const doc = this.src.doc(c);
    if (this.has(c) || !doc) return;
    this.seen.add(c);
    const { text, dropped } = claudeCodeText(doc);
    if (text.trim() === '') return; // the client sends no empty file
    this.files.push(importedBy === undefined ? { path: c, rule, hops } : { path: c, rule, imported_by: importedBy, hops });
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
      else this.load(o.path, `@imported by ${c}`, hops + 1, c);
    }
  }
}

const ruleText = (name: string) =>
  name === 'CLAUDE.md' ? 'CLAUDE.md of a folder on the way to the start folder'
  : name === '.claude/CLAUDE.md' ? '.claude/CLAUDE.md of a folder on the way to the start folder'
  : 'CLAUDE.local.md (private, usually gitignored)';

/** Whether any folder of the chain has a CLAUDE.md of its own with something to send (then AGENTS.md is not read). */
function chainHasClaudeMemory(chain: string[], src: ReaderSources): boolean {
  return chain.some((d) =>
    FOLDER_FILES.some((f) => {
      const p = joinPath(d, f);
      const doc = src.isFile(p) ? src.doc(src.canonical(p)) : undefined;
      return doc !== undefined && claudeCodeText(doc).text.trim() !== '';
    }),
  );
}

/** The session-start memory of a Claude Code session started in `folder`, in client order. */
export function claudeCodeSession(folder: string, src: ReaderSources): ClaudeSession {
  const chain = folderChain(folder);
  const loader = new Loader(src, folder);
  const conditional: ConditionalRule[] = [];
  const readAgents = !chainHasClaudeMemory(chain, src);
  for (const dir of chain) {
    loader.load(joinPath(dir, 'CLAUDE.md'), ruleText('CLAUDE.md'));
    loader.load(joinPath(dir, '.claude/CLAUDE.md'), ruleText('.claude/CLAUDE.md'));
    for (const r of rulesOf(dir, src)) {
      const globs = ruleGlobs(r, src);
      if (globs === undefined) loader.load(r, '.claude/rules file without paths: (always loaded)');
      else conditional.push({ path: r, globs });
    }
    if (readAgents) loader.load(joinPath(dir, 'AGENTS.md'), 'AGENTS.md, read because no folder on the way has a CLAUDE.md');
    loader.load(joinPath(dir, 'CLAUDE.local.md'), ruleText('CLAUDE.local.md'));
  }
  const loaded = new Set(loader.files.map((f) => f.path));
  return { folder, files: loader.files, skipped: loader.skipped, conditional_rules: conditional, on_demand: onDemandBelow(folder, loaded, src) };
}

/** Subfolders below `folder` holding a CLAUDE.md or CLAUDE.local.md, and what reading there adds. */
function onDemandBelow(folder: string, loaded: ReadonlySet<string>, src: ReaderSources): OnDemandFolder[] {
  const dirs = new Set<string>();
  for (const f of memoryFilesOf(src)) {
    const base = f.slice(f.lastIndexOf('/') + 1);
    if (base !== 'CLAUDE.md' && base !== 'CLAUDE.local.md') continue;
    const dir = f.includes('/') ? f.slice(0, f.lastIndexOf('/')) : '';
    if (dir.endsWith('.claude') || dir === folder || !isWithin(dir, folder)) continue;
    dirs.add(dir);
  }
  const out: OnDemandFolder[] = [];
  for (const dir of [...dirs].sort()) {
    const loader = new Loader(src, '', loaded);
    loader.load(joinPath(dir, 'CLAUDE.md'), 'CLAUDE.md of a subfolder, loaded when the agent reads a file there');
    loader.load(joinPath(dir, 'CLAUDE.local.md'), 'CLAUDE.local.md of a subfolder, loaded when the agent reads a file there');
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
