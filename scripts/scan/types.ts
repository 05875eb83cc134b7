// The scanner's internal vocabulary: the document model it reads (../doc/types.ts), the repository
// facts every signal reads, and the signal module shape. The published artifact is in ./artifact.ts.
import type { HistoryIndex } from '../git/history/types.ts';
import type { Config } from '../config/config-types.ts';
import type { Role, RoleName } from '../contract/role-names.ts';
import type { DocRef, Frontmatter, ParsedDoc, RepoIndex } from '../doc/types.ts';
import type { CommandUse } from './claims/doc-commands.ts';
import type { IdentifierUse } from './claims/doc-identifiers.ts';
import type { HistoryPathRef } from './history-paths.ts';
export type { DocRef, Fence, Frontmatter, Heading, InlineBlock, ParsedDoc, RefSource, RepoIndex, TaskItem, TopBlock } from '../doc/types.ts';

import type { SignalHit } from '../contract/types.ts';
import type { HitBase, SignalInfo } from '../contract/signal-info.ts';
import type { AgentContext } from '../readers/contexts.ts';
export type { SignalHit };

/** The configuration's scan section (one shape: config-types.ts) plus the churn thresholds the scan needs. */
export type ScanSettings = Config['scan'] & {
  /** edit_recency_vs_churn thresholds (config history.churn_min_commits / churn_min_lines); defaults when absent. */
  churn_min_commits?: number;
  churn_min_lines?: number;
  /** The project's .dochygiene.yaml set scan.token_budget itself: over it, the project's own instruction file is a candidate, not a hint. */
  token_budget_chosen?: boolean;
};


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
  /** Tokens of what the client sends for this file. */
  own_tokens: number;
  /** The files the client loads through this one's @imports (recursively), breadth first. */
  through: Array<{ path: string; tokens: number; depth: number }>;
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
  /** What the doc states about the code (./claims/): kept only when a signal that needs `doc_claims` runs on its role. */
  claims?: DocClaims;
  /** A generated doc's hand-written line ranges (scripts/roles/hand-written.ts), when it has some. */
  hand_written?: Array<[number, number]>;
  /** Path-shaped words no tree path backs, that only history can make claims of (./history-paths.ts). */
  history_paths?: HistoryPathRef[];
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
  /** Each doc's role (scripts/roles/); a parse signal sees the role of the doc it runs on. */
  roles: ReadonlyMap<string, Role>;
}

/** Every fact of the scan: what repository-stage signals may use. */
export interface ScanContext extends ParseContext {
  per_session: Map<string, PerSessionDoc>;
  duplicates: Map<string, DuplicateHit[]>;
  /** Anchors of Markdown files that links point into (parsed docs and targets outside the scope). */
  anchors_of: (path: string) => Set<string> | undefined;
  /** The page renders a component of the project's own code whose headings no scan reads (../doc/mdx-imports.ts). */
  anchors_open?: (path: string) => boolean;
  /** Docs carrying `hygiene: frozen`. */
  frozen: Set<string>;
  history?: HistoryIndex;
  /** What each agent loads per folder (../readers/contexts.ts), when a signal needs it and some agent has memory here. */
  agent_contexts?: AgentContext[];
}

/** Facts a parse-stage signal may read that cost work to gather; the scan gathers only those some signal needs. */
export type ParseNeed = 'archived_copies' | 'pins';

/**
 * Facts a repository-stage signal may read that cost work to gather: the git history index, the
 * changed-line counts it holds for churn, the duplicate index, the frozen docs, the token counts
 * of per-session docs, the commands and names docs state (`doc_claims`, kept in the summary), what
 * each agent loads per folder (`agent_contexts`). A signal lists the ones it reads in `needs`; the
 * facts registry (./facts/index.ts) says how each is gathered.
 */
export type ScanNeed = ParseNeed | 'history' | 'line_counts' | 'duplicates' | 'frozen' | 'per_session_tokens' | 'doc_claims' | 'agent_contexts';

/** A doc as a parse-stage signal sees it: parsed once, with its references resolved once. */
export type ReadDoc = ParsedDoc & { references: ResolvedRef[] };

/** What a repository signal's `prepare` leaves: the state every `detect` call gets, and notes for the scan. */
export interface Prepared<S> {
  state: S;
  notes: string[];
}

/**
 * One signal = one module: what it says about itself (../contract/signal-info.ts: help, severity,
 * history fields, evidence schema) and how it runs. A `parse` signal runs on each doc right after
 * it is parsed, with the facts known before any doc is read; a `repository` signal runs once every
 * doc is read (ignored paths, anchors of other docs, duplicates, tokens, history), on the doc's
 * summary: the source is gone by then. `prepare` does the work of one scan once (a matcher built
 * from the pins, git calls over every doc of its roles); what it returns is handed to every
 * `detect`, so no signal keeps state of its own between scans.
 */
export type Signal = ParseSignal<SignalHit, unknown> | RepositorySignal<SignalHit, unknown>;

interface RunsOn {
  /** The roles of the docs it runs on (scripts/contract/role-names.ts); the scan skips every other doc. */
  roles: readonly RoleName[];
  /** Role rules (scripts/roles/rule-table.ts) of other roles it runs on too (see `runsOn`). */
  rules?: readonly string[];
}

export interface ParseSignal<H extends HitBase = SignalHit, S = undefined> extends SignalInfo<H>, RunsOn {
  stage: 'parse';
  /** The costly facts of the parse context it reads. */
  needs: readonly ParseNeed[];
  /** Once per scan, before any doc is read. */
  prepare?(ctx: ParseContext): S;
  appliesTo(doc: ReadDoc, ctx: ParseContext): boolean;
  detect(doc: ReadDoc, ctx: ParseContext, state: S): H[];
}

export interface RepositorySignal<H extends HitBase = SignalHit, S = undefined> extends SignalInfo<H>, RunsOn {
  stage: 'repository';
  /** The costly facts of the scan context it reads. */
  needs: readonly ScanNeed[];
  /** Once per scan, after every doc is read, over the summaries of the docs of its roles (batched git calls). */
  prepare?(docs: DocSummary[], ctx: ScanContext): Promise<Prepared<S>>;
  appliesTo(doc: DocSummary, ctx: ScanContext): boolean;
  detect(doc: DocSummary, ctx: ScanContext, state: S): H[];
}

/** The role gate: a signal runs on a doc whose role it names, or whose role came from a rule it names. */
export function runsOn(signal: { roles: readonly RoleName[]; rules?: readonly string[] }, role: Role): boolean {
  return signal.roles.includes(role.name) || (signal.rules?.includes(role.rule) ?? false);
}
