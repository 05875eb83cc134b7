// The hook where the scan gets its git history index (renames and deletions for broken_reference,
// last-change dates for duplicate_block's canonical copy, edit_recency_vs_churn): the one-pass,
// cached index of scripts/git/history/, bounded on the isomorphic-git path by the config's
// history.max_commits / max_line_counts. A history that cannot be read becomes a note, never a
// failed scan; every consumer treats a missing answer as "not known".
import type { HistoryIndex } from '../git/history/types.ts';
import { loadHistoryIndex } from '../git/history/index.ts';
import type { HistoryLimits } from '../git/git-backend.ts';

export interface HistoryRequest {
  root: string;
  inGit: boolean;
  /** False for --no-history. */
  enabled: boolean;
  /** False: no history cache is read or written. */
  cache: boolean;
  /** The config's history.max_commits / max_line_counts. */
  limits: HistoryLimits;
}

/** The scan's note outside git: what is off, so a clean result is not read as a full one. */
export const NO_GIT_NOTE =
  'not a git repository: git history is not read, so nothing that needs it runs (where a moved file went, last-change dates, churn, names the code dropped); the files are listed from the disk';

export async function loadHistory(req: HistoryRequest): Promise<HistoryIndex | undefined> {
  if (!req.enabled || !req.inGit) return undefined;
  const { max_commits, max_line_counts } = req.limits;
  try {
    return await loadHistoryIndex(req.root, { max_commits, max_line_counts, cache: req.cache });
  } catch (err) {
    const message = err instanceof Error ? err.message : String(err);
    return {
      backend: 'native',
      head: undefined,
      notes: [`git history not read: ${message}`],
      lastChange: () => undefined,
      fateOf: () => undefined,
    };
  }
}
