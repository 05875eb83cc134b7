// The two stage contracts the proposers and the report builder share: the scanner's artifact (one
// type, ./scan-artifact.ts) and the slim proposal (scripts/contract/schemas/proposals.schema.json).
import type { Anchor, CategoryClass, ExactEdit, Lifecycle, Signal, Subtype } from './types.ts';
import type { OpType } from './tier.ts';

export type { ScanArtifact, ScanSignal } from './scan-artifact.ts';

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
