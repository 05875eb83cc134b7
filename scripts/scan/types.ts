// The scanner's internal vocabulary: a document parsed once (with positions), the repository facts
// every signal reads, and the signal module shape. The published artifact is in ./artifact.ts.
import type { HistoryIndex } from '../git/history/types.ts';
import type { Config } from '../config/config-types.ts';
import type { DocRole } from './claims/claim-role.ts';
import type { CommandUse } from './claims/doc-commands.ts';
import type { IdentifierUse } from './claims/doc-identifiers.ts';

export type RefSource = 'link' | 'image' | 'definition' | 'import' | 'code_path';

/** A reference a document makes to a project path, located on its source line. */
export interface DocRef {
  source: RefSource;
  /** The destination as the parser reads it (escapes and entities resolved), fragment included. */
  target: string;
  /** The exact text of the destination on `line` (without enclosing `<` `>`), starting at `column`. */
  raw: string;
  /** 1-based line of `raw`. */
  line: number;
  /** 1-based column of `raw` on its line (UTF-16 code units). */
  column: number;
}

export interface Heading {
  level: number;
  text: string;
  slug: string;
  line: number;
}

/** The inline content of one block (paragraph, heading, table cell) with what the parser marked in it. */
export interface InlineBlock {
  /** The inline source markdown-it parsed; line k of it is file line `first_line + k`. */
  src: string;
  /** 1-based file line of the first line of `src`. */
  first_line: number;
  /** Offsets in `src` where each of its lines starts. */
  line_starts: number[];
  /** Ranges of `src` that are not prose: code spans, autolinks, inline HTML, link destinations. */
  excluded: Array<[number, number]>;
  /** Code spans: [start, end) of the whole span and the offset where `content` starts. */
  code_spans: Array<{ start: number; end: number; content_start: number; content: string }>;
  block: 'paragraph' | 'heading' | 'table';
}

export interface Fence {
  info: string;
  content: string;
  /** 1-based line of the first content line. */
  first_line: number;
}

export interface Frontmatter {
  /** Lines 1..end_line hold the frontmatter including both `---` fences. */
  end_line: number;
  /** The parsed mapping, or undefined when it is not a YAML mapping. */
  data: Record<string, unknown> | undefined;
  /** 1-based line of each top-level key. */
  key_lines: Record<string, number>;
}

export interface TopBlock {
  type: string;
  start_line: number;
  end_line: number;
}

export interface TaskItem {
  checked: boolean;
  line: number;
}

export interface ParsedDoc {
  path: string;
  text: string;
  /** Source lines without their line terminators. */
  lines: string[];
  frontmatter: Frontmatter | undefined;
  headings: Heading[];
  /** Every fragment a link may target: heading slugs and HTML `id` / `name` attributes. */
  anchors: Set<string>;
  /** Links, images, reference definitions and backticked paths, in source order. */
  refs: DocRef[];
  inlines: InlineBlock[];
  fences: Fence[];
  /** Top-level blocks (level 0), in order. */
  blocks: TopBlock[];
  tasks: TaskItem[];
}

/** One finding. `name` and `detail` always; `line` when it has one; the rest is evidence. */
export interface SignalHit {
  name: string;
  detail: string;
  line?: number;
  [evidence: string]: unknown;
}

/** The configuration's scan section (one shape: config-types.ts) plus the churn thresholds the scan needs. */
export type ScanSettings = Config['scan'] & {
  /** edit_recency_vs_churn thresholds (config history.churn_min_commits / churn_min_lines); defaults when absent. */
  churn_min_commits?: number;
  churn_min_lines?: number;
};

/** What the repository holds, as git sees it: the facts reference resolution needs. */
export interface RepoIndex {
  files: Set<string>;
  dirs: Set<string>;
  /** Lower-cased path -> the real paths with that spelling (case-insensitive matches). */
  lower: Map<string, string[]>;
  /** Paths without their final extension (`scripts/run` for `scripts/run.ts`). */
  stems: Set<string>;
  /** Referenced paths the ignore rules match: they exist at run time, not in the repository. */
  ignored: Set<string>;
  /** Referenced paths that are not listed but exist on disk (empty directories and the like). */
  on_disk: Set<string>;
}

export interface VersionPin {
  /** Lower-case subject: a runtime (`node`, `python`, `go`, `rust`), a package or an image name. */
  subject: string;
  /** The version or range exactly as the manifest writes it. */
  spec: string;
  manifest: string;
  manifest_line?: number;
  kind: 'runtime' | 'package' | 'image';
  /** How a bare version reads in this manifest (see ./versions.ts). */
  bare: 'partial' | 'caret' | 'minimum';
}

export interface DuplicateHit {
  start_line: number;
  end_line: number;
  lines: number;
  other: { path: string; start_line: number; end_line: number };
  canonical: string;
}

export interface PerSessionDoc {
  own_tokens: number;
  /** Direct imports that exist, in order of appearance. */
  imports: string[];
}

export interface ArchivedCopy {
  path: string;
  identical: boolean;
}

/** What stays of a doc after the parse stage: no source text, only what repository-stage signals read. */
export interface DocSummary {
  path: string;
  frontmatter: Frontmatter | undefined;
  anchors: Set<string>;
  /** Every reference the doc makes that resolves to a project path (see ../references.ts). */
  references: ResolvedRef[];
  /** The doc's role (the roles model's, once it sets one). */
  role?: DocRole;
  /** What a claim-making doc says about the code (./claims/): absent for records, plans, copies. */
  claims?: DocClaims;
}

/** Commands and names a doc states as facts about the code, located on their lines. */
export interface DocClaims {
  commands: CommandUse[];
  identifiers: IdentifierUse[];
}

export interface ResolvedRef {
  ref: DocRef;
  resolved: string;
  fragment: string | undefined;
  directory: boolean;
}

/** Facts known before any doc is read: what parse-stage signals may use. */
export interface ParseContext {
  root: string;
  settings: ScanSettings;
  /** The file list as git sees it; `ignored` and `on_disk` are filled only for the repository stage. */
  repo: RepoIndex;
  /** Current time for age rules (injected, so a run is reproducible). */
  now: Date;
  /** Docs whose `@path` lines Claude Code reads as imports (agent files and what they import). */
  agent_docs: Set<string>;
  pins: VersionPin[];
  archived_copies: Map<string, ArchivedCopy[]>;
}

/** Every fact of the scan: what repository-stage signals may use. */
export interface ScanContext extends ParseContext {
  per_session: Map<string, PerSessionDoc>;
  duplicates: Map<string, DuplicateHit[]>;
  /** Anchors of Markdown files that links point into (parsed docs and targets outside the scope). */
  anchors_of: (path: string) => Set<string> | undefined;
  /** Docs carrying `hygiene: frozen`. */
  frozen: Set<string>;
  history?: HistoryIndex;
}

/**
 * One signal = one module. A `parse` signal runs on each doc right after it is parsed, with the facts
 * known before any doc is read; a `repository` signal runs once every doc is read (ignored paths,
 * anchors of other docs, duplicates, tokens, history), on the doc's summary: the source is gone by then.
 */
export type Signal = ParseSignal | RepositorySignal;

export interface ParseSignal {
  name: string;
  description: string;
  stage: 'parse';
  appliesTo(doc: ParsedDoc, ctx: ParseContext): boolean;
  detect(doc: ParsedDoc, ctx: ParseContext): SignalHit[];
}

export interface RepositorySignal {
  name: string;
  description: string;
  stage: 'repository';
  appliesTo(doc: DocSummary, ctx: ScanContext): boolean;
  detect(doc: DocSummary, ctx: ScanContext): SignalHit[];
}
