// The two stage contracts the proposers and the report builder share: the part of the scanner's
// artifact they read (scripts/contract/schemas/scan.schema.json is the full shape), and the slim
// proposal (scripts/contract/schemas/proposals.schema.json).
import type { Role } from './role-names.ts';
import type { Anchor, CategoryClass, ExactEdit, Lifecycle, Signal, Subtype } from './types.ts';
import type { OpType } from './tier.ts';

export interface ScanSignal extends Signal {
  line?: number;
}

/** What the check pipeline reads from the scanner's artifact. */
export interface ScanArtifact {
  project_root: string;
  scope_globs: string[];
  excluded_dirs: string[];
  files_scanned: number;
  shortlist: string[];
  /** Docs Claude Code loads into every session (the token_weight set). */
  per_session?: string[];
  signals: Record<string, ScanSignal[]>;
  notes?: string[];
  scope?: string | null;
  /** What agents load per folder: how many contexts, and the heaviest (scripts/readers/summary.ts). */
  agent_contexts?: {
    contexts: number;
    heaviest: Array<{ agent: string; folder: string; files: number; tokens: number; on_demand_tokens: number; problems: string[]; paths?: string[] }>;
    /** How many contexts load each file at session start. */
    loads: Record<string, number>;
  };
  /** Each scanned doc's role (scripts/roles/); absent in artifacts from before roles. */
  docs?: Record<string, { role: Role; symlink_to?: string }>;
}

/** A proposal's edit: the report's exact_edit without the digest, which scripts compute. */
export type ProposalEdit = Omit<ExactEdit, 'expected_sha256'>;

/** A proposal's lifecycle object: the report's, without git_state, which scripts read from git. */
export type ProposalLifecycle = Omit<Lifecycle, 'git_state'>;

export interface Proposal {
  path: string;
  category: { class: CategoryClass; subtype: Subtype };
  signals: Signal[];
  op: string;
  op_type: OpType;
  exact_edit?: ProposalEdit;
  reducible_range?: Anchor;
  lifecycle?: ProposalLifecycle;
  confidence?: number;
  /** One-line reason, rendered in report.md only. */
  why?: string;
}

export interface ProposalsFile {
  proposals: Proposal[];
}
