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
}
