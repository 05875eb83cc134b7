// TypeScript shapes of the contract files. The JSON Schemas in ./schemas are the source of truth
// for validation; these types mirror them for the code that builds and reads reports.
import type { EditKind, GitState } from './kind-table.ts';
import type { OpType, SafetyTier } from './tier.ts';

export const STALE_SUBTYPES = ['contradicted', 'orphaned', 'superseded', 'provisional', 'completed-in-place', 'duplicated'] as const;
export const BLOAT_SUBTYPES = ['distill', 'split', 'freeze'] as const;
export type CategoryClass = 'stale' | 'bloat';
export type Subtype = (typeof STALE_SUBTYPES)[number] | (typeof BLOAT_SUBTYPES)[number];

export interface Anchor { start_line: number; end_line: number }
export interface WholeAnchor { whole: 'file' | 'directory' }
export interface CanonicalRef { path: string; start_line: number; end_line: number }

/** The one narrowing of an anchor to its line range: undefined for a whole-file or whole-directory anchor (or none). */
export function lineRange(a: unknown): Anchor | undefined {
  return a !== null && typeof a === 'object' && 'start_line' in a ? (a as Anchor) : undefined;
}

/** What a whole anchor covers: 'file' or 'directory'; undefined for a line range (or none). */
export function wholeOf(a: unknown): WholeAnchor['whole'] | undefined {
  return a !== null && typeof a === 'object' && 'whole' in a ? (a as WholeAnchor).whole : undefined;
}

export interface ExactEdit {
  kind: EditKind;
  anchor?: Anchor | WholeAnchor;
  expected_sha256?: string;
  dest_path?: string;
  key?: string;
  value?: string;
  match?: string;
  replacement?: string;
  canonical_ref?: CanonicalRef;
  extraction_target?: 'repo-durable' | 'cross-repo';
  target_path?: string;
}

export interface Signal { name: string; detail?: string; line?: number; [k: string]: unknown }

/** One finding as the scanner produces it. `name` and `detail` always; `line` when it has one; the rest is evidence. */
export interface SignalHit {
  name: string;
  detail: string;
  line?: number;
  [evidence: string]: unknown;
}

export interface Lifecycle {
  rule_ref: string;
  lifetime: 'keep' | 'temporary' | 'delete-once-served';
  served_when_path?: string;
  served_when?: string;
  served_by?: string;
  age_days?: number;
  git_state?: GitState;
}

export interface TokenEstimate {
  raw_tokens: number;
  injection_frequency?: 'per-session' | 'on-demand' | null;
  weighted_tokens?: number | null;
}

export interface Entry {
  id: string;
  path: string;
  category: { class: CategoryClass; subtype: Subtype };
  signals: Signal[];
  op: string;
  op_type: OpType;
  is_destructive: boolean;
  is_reversible: boolean;
  safety_tier: SafetyTier;
  exact_edit?: ExactEdit;
  reducible_range?: Anchor & { expected_sha256: string };
  token_estimate: TokenEstimate;
  lifecycle?: Lifecycle;
  /** `classifier-judged`: no script checked the edit's evidence (a classifier found the target), so it is confirm. */
  edit_evidence?: 'classifier-judged';
  confidence?: number;
  generated_at: string;
}

export interface PromotionCandidate { path: string; name: string; pitch: string }

/** A finding scripts route to the user or to /hygiene sweep instead of an edit or a classifier. */
export interface ReportAction {
  path: string;
  signal: string;
  /** run: the command, in the project root; sweep: /hygiene sweep judges it. */
  do: 'run' | 'sweep';
  command: string;
  why: string;
}

export interface Report {
  schema_version: '1.0';
  tool_version: string;
  policy_version: string;
  generated_at: string;
  scan: {
    project_root: string;
    scope_globs: string[];
    excluded_dirs: string[];
    files_scanned: number;
    scope?: string | null;
    category_filter?: string | null;
    notes?: string[];
  };
  shortlist: string[];
  entries: Entry[];
  actions?: ReportAction[];
  promotion_candidates: PromotionCandidate[];
}
