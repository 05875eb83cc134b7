// Shapes shared by the applier's modules: what a path holds, what an edit claims, what it does.
import type { ErrorCode } from '../shared/errors.ts';
import type { Entry } from '../contract/types.ts';

/** What a project path holds, as the applier sees it (never following a final symlink). */
export type FileState =
  | { type: 'file'; bytes: Buffer }
  | { type: 'absent' }
  | { type: 'dir'; digest: string }
  | { type: 'other'; what: string };

export interface Refusal {
  ok: false;
  code: ErrorCode;
  reason: string;
}
export type Outcome<T> = { ok: true; value: T } | Refusal;

export const refuse = (code: ErrorCode, reason: string): Refusal => ({ ok: false, code, reason });
export const ok = <T>(value: T): { ok: true; value: T } => ({ ok: true, value });

/**
 * What an edit touches, computed on the check-time bytes. Two claims conflict when they would make
 * the result depend on their order or lose information:
 * - `lines` rewrites lines start..end of a file; `frontmatter` rewrites the frontmatter block
 *   (start..end, or 0..0 when the block is created); `read` needs lines start..end unchanged
 *   (dedupe's canonical text); `append` adds to the end of a file; `whole` deletes a file or folder.
 */
export type Claim =
  | { path: string; mode: 'lines' | 'frontmatter' | 'read'; start: number; end: number }
  | { path: string; mode: 'append' }
  | { path: string; mode: 'whole' };

/** Texts supplied at clean time (never in the report). */
export interface SuppliedTexts {
  /** A generative entry's replacement for its reducible_range. */
  replacement?: string;
  /** An extract-then-delete entry's extraction, written to its target before the delete. */
  extraction?: string;
}

export interface EditContext {
  entry: Entry;
  texts: SuppliedTexts;
  /** The check-time state of any project path (the bytes every anchor refers to). */
  base(path: string): FileState;
}

export interface ClaimSet {
  claims: Claim[];
  /** Set when the edit would change nothing (e.g. the frontmatter key is already there). */
  noop?: string;
}

export interface EditEffect {
  /** The file's bytes after the edit; null when the edit deletes the path. */
  bytes: Buffer | null;
  /** Blocks appended to other files after every in-file edit has run, in order. */
  appends: Array<{ path: string; bytes: Buffer }>;
}

/**
 * One edit kind: a small plain object in its own file (scripts/apply/kinds/<kind>.ts), listed in
 * the registry. `claims` checks the edit against the check-time state; `apply` is the pure
 * (bytes, edit) -> bytes | refusal step, run on the file as the lower edits have left it.
 */
export interface KindModule {
  name: string;
  description: string;
  /** in-file kinds rewrite the file; delete kinds remove it, after every write of the run. */
  phase: 'in-file' | 'delete';
  claims(ctx: EditContext): Outcome<ClaimSet>;
  apply(state: FileState, ctx: EditContext): Outcome<EditEffect>;
}
