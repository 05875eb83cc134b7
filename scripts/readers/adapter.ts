// The one interface every client reader implements (scripts/readers/registry.ts lists them): what
// a session started in a folder loads at start, what loads later on demand, the imports it skips,
// the limits it applies and the settings it read from the repository, each file tagged with the
// rule that loaded it. Every rule carries its source: the client version it was observed with, or
// the source file or documentation page it was taken from.
import type { Agent } from './memory-files.ts';
import type { ReaderSources } from './sources.ts';

export type { Agent };

/** Where a loading rule comes from. */
export interface RuleSource {
  /** observed: run against the real client; source: read in the client's code; docs: its documentation. */
  kind: 'observed' | 'source' | 'docs';
  /** The client version, commit or page, and where (test, file and function, URL). */
  ref: string;
}

export interface ReaderRule {
  id: string;
  text: string;
  source: RuleSource;
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

export interface LoadedFile {
  path: string;
  /** The id of the rule that loads it (one of the reader's rules). */
  rule: string;
  /** The file whose @import loaded it (absent for memory files). */
  imported_by?: string;
  /** Imports between the memory file and this one (0 for memory files). */
  hops: number;
  /** Bytes the client reads where that is less than the file (a byte budget); 0 when dropped. */
  loaded_bytes?: number;
}

export interface OnDemandFile {
  path: string;
  rule: string;
  /** What makes the client load it. */
  trigger: string;
}

/** A setting a reader took from a file of the repository. */
export interface SettingRead {
  path: string;
  key: string;
  value: unknown;
}

export interface Truncation {
  budget: number;
  /** The file the budget cuts (partly read), or the first file dropped when the cut falls between files. */
  cut_in: string;
  /** Bytes of `cut_in` that are read before the cut. */
  cut_at_byte: number;
  /** 1-based line of `cut_in` where the cut falls. */
  cut_at_line: number;
  /** Bytes of the chain the client never reads. */
  bytes_lost: number;
  /** Files not read at all. */
  dropped: string[];
}

export type ContextProblem =
  | { kind: 'duplicate_content'; path: string; line: number; other_path: string; other_line: number; lines: number; tokens: number; detail: string }
  | { kind: 'same_file_twice'; path: string; other_path: string; detail: string }
  | { kind: 'twin_files'; path: string; other_path: string; tokens: number; detail: string }
  | { kind: 'duplicate_on_demand'; path: string; other_path: string; tokens: number; detail: string }
  | { kind: 'truncated'; path: string; line: number; bytes_lost: number; detail: string }
  | { kind: 'unresolved_import'; path: string; line: number; raw: string; suggestion?: string; detail: string }
  | { kind: 'not_loaded_over_size'; path: string; bytes: number; limit: number; detail: string }
  | { kind: 'over_limit'; path: string; chars: number; limit: number; detail: string }
  | { kind: 'agents_md_hidden'; path: string; other_path: string; detail: string }
  | { kind: 'skill_listing_over_budget'; path: string; dropped: string[]; cut: string[]; budget: number; chars: number; detail: string };

export interface ReaderSession {
  files: LoadedFile[];
  on_demand: OnDemandFile[];
  skipped: SkippedImport[];
  /** Problems only this client's rules can see (truncation, a file over a limit, ...). */
  problems: ContextProblem[];
  settings: SettingRead[];
  truncation?: Truncation;
}

export interface AgentReader {
  agent: Agent;
  /** The client's name, as people know it. */
  client: string;
  rules: readonly ReaderRule[];
  /**
   * Whether a project file is in one of this client's own formats (AGENTS.md counts for every client
   * that reads it natively). A client is modelled in a repository that has one: Copilot reading a
   * root CLAUDE.md does not make a Claude Code repository a Copilot one.
   */
  owns(path: string): boolean;
  /** The session a client started in `folder` ('' for the project root) gets. */
  session(folder: string, src: ReaderSources): ReaderSession;
  /** The text the client sends the model for one loaded file (what its tokens are counted on). */
  sentText(path: string, src: ReaderSources): string;
}

export const emptySession = (): ReaderSession => ({ files: [], on_demand: [], skipped: [], problems: [], settings: [] });

/** One line naming a rule's source, for people and for JSON. */
export function sourceLine(s: RuleSource): string {
  return `${s.kind}: ${s.ref}`;
}

/** The rules of a reader by id; a reader that names a rule it does not list fails here, in its tests. */
export function ruleTable(rules: readonly ReaderRule[]): (id: string) => ReaderRule {
  const byId = new Map(rules.map((r) => [r.id, r]));
  return (id) => {
    const r = byId.get(id);
    if (!r) throw new Error(`reader rule ${id} is not in the reader's rule list`);
    return r;
  };
}

/** The text a file sends without its leading YAML frontmatter. */
export function withoutFrontmatter(path: string, src: ReaderSources): string {
  const doc = src.doc(path);
  if (!doc) return '';
  return doc.frontmatter ? doc.lines.slice(doc.frontmatter.end_line).join('\n') : doc.text;
}

/** The whole text of a file. */
export function wholeText(path: string, src: ReaderSources): string {
  return src.doc(path)?.text ?? '';
}

/** A frontmatter field of a file, when it has one. */
export function frontmatterField(path: string, src: ReaderSources, key: string): unknown {
  const data = src.doc(path)?.frontmatter?.data;
  return data && key in data ? data[key] : undefined;
}

/** Glob patterns from a frontmatter value: a list, or a comma-separated string. */
export function globList(v: unknown): string[] {
  if (typeof v === 'string') return v.split(',').map((s) => s.trim()).filter((s) => s !== '');
  if (Array.isArray(v)) return v.filter((x): x is string => typeof x === 'string').map((s) => s.trim()).filter((s) => s !== '');
  return [];
}
