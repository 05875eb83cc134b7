// The shape of one deterministic proposer: a small plain object in its own file, listed in the
// ordered registry (./registry.ts). A proposer turns scanner evidence into a proposal only when the
// evidence proves the edit; anything that needs judgment stays for the classifier.
import type { Proposal, ScanArtifact } from '../contract/stage-types.ts';
import type { RoleName } from '../contract/role-names.ts';

export interface ProposerContext {
  scan: ScanArtifact;
  /** The file's lines (shared/lines.ts semantics), or undefined when it cannot be read. */
  lines(path: string): string[] | undefined;
}

export interface Proposer {
  name: string;
  description: string;
  /** The roles of the docs it may edit (scripts/roles/); a proposal on any other doc is dropped. */
  roles: readonly RoleName[];
  propose(ctx: ProposerContext): Proposal[];
}
