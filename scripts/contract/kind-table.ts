// The one kind table. Every module that needs to know what an exact_edit kind requires, whether
// it destroys information, or whether it can be undone imports this table; nothing re-implements it.

export const EDIT_KINDS = [
  'delete-range',
  'move-to-archive',
  'insert-frontmatter',
  'replace-text',
  'dedupe',
  'delete',
  'extract-then-delete',
] as const;
export type EditKind = (typeof EDIT_KINDS)[number];

export interface KindSpec {
  /** Kind-specific fields the edit must carry (besides `kind` and `expected_sha256`). */
  required: readonly string[];
  is_destructive: boolean;
  /**
   * true/false: fixed by the kind. 'git-state': a lifecycle delete is recoverable only from git
   * history, so it is reversible exactly when the path is tracked and clean.
   */
  is_reversible: boolean | 'git-state';
  /** Anchor-bearing kinds carry expected_sha256, the content guard of the clean step. */
  has_anchor: boolean;
  /** Lifecycle kinds need the entry's lifecycle object and get the lifecycle arm of the tier function. */
  lifecycle: boolean;
  /** The edit removes the whole file or folder (anchor `{whole}`), so it answers every signal the doc carries. */
  whole_document: boolean;
  /**
   * What an entry's token estimate counts: the anchored lines, the whole file or folder, the tokens
   * of `match` minus those of `replacement` (never below 0), or nothing (the edit adds a line).
   */
  token_span: 'anchor' | 'whole' | 'match-minus-replacement' | 'none';
  /**
   * Whether the classifier prompt offers the kind (scripts/contract/classifier-contract.ts). Whole-file
   * deletes come only from the lifecycle rulebook; a dedupe only from the reader model's proof.
   */
  classifier_proposes: boolean;
}

export const KIND_TABLE: Readonly<Record<EditKind, KindSpec>> = Object.freeze({
  'delete-range': { required: ['anchor'], is_destructive: true, is_reversible: false, has_anchor: true, lifecycle: false, whole_document: false, token_span: 'anchor', classifier_proposes: true },
  'move-to-archive': { required: ['anchor', 'dest_path'], is_destructive: false, is_reversible: true, has_anchor: true, lifecycle: false, whole_document: false, token_span: 'anchor', classifier_proposes: true },
  'insert-frontmatter': { required: ['key', 'value'], is_destructive: false, is_reversible: true, has_anchor: false, lifecycle: false, whole_document: false, token_span: 'none', classifier_proposes: true },
  'replace-text': { required: ['anchor', 'match', 'replacement'], is_destructive: false, is_reversible: true, has_anchor: true, lifecycle: false, whole_document: false, token_span: 'match-minus-replacement', classifier_proposes: true },
  dedupe: { required: ['anchor', 'canonical_ref'], is_destructive: false, is_reversible: true, has_anchor: true, lifecycle: false, whole_document: false, token_span: 'anchor', classifier_proposes: false },
  delete: { required: ['anchor'], is_destructive: true, is_reversible: 'git-state', has_anchor: true, lifecycle: true, whole_document: true, token_span: 'whole', classifier_proposes: false },
  'extract-then-delete': { required: ['anchor', 'extraction_target'], is_destructive: true, is_reversible: 'git-state', has_anchor: true, lifecycle: true, whole_document: true, token_span: 'whole', classifier_proposes: false },
});

export function isEditKind(k: unknown): k is EditKind {
  return typeof k === 'string' && (EDIT_KINDS as readonly string[]).includes(k);
}

export interface GitState {
  tracked: boolean;
  clean: boolean;
}

/** The (is_destructive, is_reversible) pair of a kind; lifecycle kinds read the git state. */
export function kindBooleans(kind: EditKind, git?: GitState): { is_destructive: boolean; is_reversible: boolean } {
  const spec = KIND_TABLE[kind];
  const is_reversible = spec.is_reversible === 'git-state' ? Boolean(git?.tracked && git?.clean) : spec.is_reversible;
  return { is_destructive: spec.is_destructive, is_reversible };
}
