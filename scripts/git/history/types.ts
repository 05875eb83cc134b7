// The contract between the history index (scripts/git/history/) and its consumers (scanner signals,
// lifecycle ages). The git-history work extends this file; consumers rely only on what is here.

export interface PathFate {
  /** The unique current location when history shows the path was moved or renamed (chains followed). */
  renamed_to?: string;
  /** When history shows the path was deleted (and not renamed). */
  deleted_in?: { commit: string; date: string };
}

export interface LastChange {
  commit: string;
  /** ISO-8601 UTC committer date of that commit. */
  date: string;
}

export interface HistoryIndex {
  backend: 'native' | 'isomorphic';
  head: string | undefined;
  /** Limits the scan must report (e.g. history left out by a depth or time budget). */
  notes: string[];
  lastChange(path: string): LastChange | undefined;
  fateOf(path: string): PathFate | undefined;
  /**
   * The lowest similarity index (0-100) of the renames that took `path` where fateOf says it went
   * (every file of a folder); undefined when it did not move or git did not score a rename.
   */
  renameSimilarity?(path: string): number | undefined;
}

// ---- Added by the git-history work (scripts/git/history/). Members above are unchanged. ----

/** Churn of one queried path (a file, or a folder meaning every file under it). */
export interface PathChurn {
  path: string;
  commits: number;
  /** Changed lines (added + deleted, git numstat); undefined until prepareChurn covered it. */
  lines: number | undefined;
}

export interface ChurnSince {
  /** Distinct first-parent commits after `since` that touched any queried path. */
  commits: number;
  /** Sum of changed lines over those commits and paths; undefined when not prepared. */
  lines: number | undefined;
  /** One row per queried path, in query order. */
  by_path: PathChurn[];
}

export interface ChurnQuery {
  paths: string[];
  /** A commit on the first-parent history (usually a doc's last change). */
  since: string;
}

/** What the git-history index offers beyond the consumer contract above. */
export interface ChurnIndex extends HistoryIndex {
  /**
   * Commits and changed lines in `paths` (files, or folders meaning everything under them; the
   * files named in `exclude` never count) after `since`. Undefined when `since` is not in the
   * indexed first-parent history (older than a budget cut, or not on this branch).
   */
  churnSince(paths: string[], since: string, exclude?: (path: string) => boolean): ChurnSince | undefined;
  /**
   * Loads the changed-line counts churnSince needs for these queries (one batched git call).
   * Returns notes for the scan: counts a budget left out (isomorphic path), [] normally.
   */
  prepareChurn(queries: ChurnQuery[], exclude?: (path: string) => boolean): Promise<string[]>;
}
