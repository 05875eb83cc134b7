// The hook where the scan gets its git history index (renames and deletions for broken_reference,
// last-change dates for duplicate_block's canonical copy, edit_recency_vs_churn).
// HOOK: the git-history work replaces this body with the real index builder (scripts/git/history/).
// Until then the scan runs without history; every consumer treats `undefined` as "not known".
import type { HistoryIndex } from '../git/history/types.ts';

export interface HistoryRequest {
  root: string;
  inGit: boolean;
  /** False for --no-history. */
  enabled: boolean;
}

export async function loadHistory(req: HistoryRequest): Promise<HistoryIndex | undefined> {
  if (!req.enabled || !req.inGit) return undefined;
  return undefined;
}
