// The interface both git implementations serve: the native `git` CLI (./native-backend.ts) and
// isomorphic-git (./isomorphic-backend.ts). Callers get one from openBackend (./open-backend.ts),
// the only place that chooses; tests run both on the same repositories and compare what they return.
import type { GitBackendName } from './backend.ts';

/** One file-level change of a commit against its first parent. `R` carries the old path. */
export interface FileChange {
  status: 'A' | 'M' | 'D' | 'R';
  path: string;
  from?: string;
  /**
   * `R` only: git's similarity index of the pair, 0-100 (`R087`: 87% of the larger file is shared
   * content), so a consumer can tell a move from a split or a merge git paired at its 50% default.
   */
  similarity?: number;
}

export interface CommitRecord {
  commit: string;
  /** First parent; undefined for a root commit (or the boundary of a shallow clone). */
  parent: string | undefined;
  /** Committer time, Unix seconds. */
  time: number;
  /** Sorted by path. */
  changes: FileChange[];
}

export interface HistoryLimits {
  /** Stop after this many commits (isomorphic path only; the native path reads everything). */
  max_commits?: number;
  /**
   * Count the changed lines of at most this many file changes (isomorphic path only). A count of
   * work, never of time, so the same repository gives the same findings on every machine.
   */
  max_line_counts?: number;
}

export interface HistoryRead {
  /** First-parent commits from `head` back to (excluding) `since`, newest first. */
  commits: CommitRecord[];
  /** True when the walk reached `since` along first parents, so the records extend a cache ending there. */
  reached_since: boolean;
  /** True when older history was left out (a budget, or a shallow clone's boundary). */
  truncated: boolean;
  notes: string[];
}

/** A changed file whose line count is wanted: the change as the history read it. */
export interface LineRequest {
  commit: string;
  parent: string | undefined;
  change: FileChange;
}

export interface PathState {
  /** At least one tracked file at/under the path (for a file: the file itself is tracked). */
  tracked: boolean;
  /** No staged, unstaged or untracked changes at/under the path. */
  clean: boolean;
  /** Set when the backend could not tell and answered conservatively (not clean). */
  note?: string;
}

/** What the lifecycle pass reads about the working tree (project-relative paths). */
export interface WorkingTreeFacts {
  /** Tracked files present in the working tree. */
  tracked: string[];
  /** Untracked or modified (staged or not) files; every tracked file when it cannot be told. */
  changed: Set<string>;
}

export interface GitBackend {
  readonly name: GitBackendName;
  /** The working-tree root (real path). */
  readonly root: string;
  /** Why this backend cannot read this repository at all (then `head()` is undefined), if so. */
  readonly unsupported?: string;
  /** The commit HEAD points to; undefined on an unborn branch. */
  head(): Promise<string | undefined>;
  /** Reads first-parent history from `head` back to `since` (or to the root), with changes. */
  readHistory(head: string, since: string | undefined, limits: HistoryLimits): Promise<HistoryRead>;
  /**
   * Changed lines (added + deleted) per request, keyed by lineKey(commit, path); binary files count 0.
   * The isomorphic path stops after `limits.max_line_counts` requests and leaves the rest out of the map.
   */
  lineCounts(requests: LineRequest[], limits: HistoryLimits): Promise<Map<string, number>>;
  /** Notes of the last lineCounts call (counts skipped, and why), cleared as they are taken. */
  drainNotes?(): string[];
  /** Tracked / clean state of a project-relative file or folder (`.` or '' for the whole tree). */
  pathState(relPath: string): Promise<PathState>;
  /** The toplevel (real path) of the repository holding `start`; undefined when git does not see one there. */
  toplevel(start: string): Promise<string | undefined>;
  /** The files of the project at `projectRoot` (tracked and untracked, not ignored), sorted; undefined when it is not in a repository. */
  listFiles(projectRoot: string): Promise<string[] | undefined>;
  /** Tracked files absent from the working tree (deleted there, sparse checkout, a snapshot missing blobs); a backend that cannot tell gives none. */
  absentFiles?(projectRoot: string): Promise<string[]>;
  /** Which of the normalized queries the ignore rules match; undefined when this backend cannot answer the batch. */
  ignored(projectRoot: string, queries: string[]): Promise<string[] | undefined>;
  /** Tracked and changed files of the project at `projectRoot`, each in one read. */
  workingTreeFacts(projectRoot: string): Promise<WorkingTreeFacts>;
}

export function lineKey(commit: string, path: string): string {
  return `${commit}\0${path}`;
}
