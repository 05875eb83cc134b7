// The shape of .dochygiene.yaml, the one optional committed configuration file at the project root.
// Every key has a default (DEFAULT_CONFIG in ./defaults.ts); the published schema is
// scripts/contract/schemas/config.schema.json.
import type { RoleOverride } from '../contract/role-names.ts';

export interface LifecycleRule {
  id: string;
  /** File rule: a glob of files. Exactly one of files/dirs. */
  files?: string;
  /** Directory rule: a glob of folders; one aggregate entry per matched folder. */
  dirs?: string;
  exclude?: string[];
  lifetime: 'keep' | 'temporary' | 'delete-once-served';
  served_when_path?: string;
  served_when?: string;
  on_served?: 'delete' | 'extract-then-delete';
  extract_to?: string; // a repo path, or 'cross-repo'
  retain_recent?: number;
  max_age_days?: number;
}

export interface Config {
  scan: {
    globs: string[];
    exclude_dirs: string[];
    /** token_weight fires when a per-session doc (with its imports) exceeds this many tokens. */
    token_budget: number;
    /** duplicate_block: minimum non-blank lines of a verbatim block. */
    duplicate_min_lines: number;
    /** duplicate_block across an archive boundary (archive/, archived/, openspec/changes/archive/). */
    duplicates_across_archive: boolean;
    /** stale_name_location: a date in a file name older than this many days. */
    stale_name_max_age_days: number;
  };
  history: {
    /** edit_recency_vs_churn fires when, since the doc's last commit, its referenced code saw at least this many commits... */
    churn_min_commits: number;
    /** ...and at least this many changed lines. */
    churn_min_lines: number;
    /** isomorphic-git path only: history beyond this many commits is left out (noted in the scan). */
    max_commits: number;
    /** isomorphic-git path only: history reading stops after this many milliseconds (noted in the scan). */
    max_line_counts: number;
  };
  tokens: {
    /** Fraction of an on-demand doc's tokens counted as saved per session (0 = only per-session docs count). */
    on_demand_weight: number;
  };
  classify: {
    /** At most this many files go to classifiers in one check (`--all` lifts the budget). */
    max_files: number;
    /** ...and at most about this many of their doc tokens (the first file always goes). */
    max_doc_tokens: number;
  };
  clean: {
    /** /hygiene clean asks once before the auto edits (apply all, choose, none); false: applies them unattended, as --yes. */
    confirm_auto: boolean;
  };
  reminder: {
    enabled: boolean;
    /** A check is due when the last one is older than this many days and docs changed since. */
    interval_days: number;
  };
  lifecycle: {
    rules: LifecycleRule[];
    openspec: {
      /** Built-in OpenSpec hygiene (leftover, completed-in-place, abandoned changes) when openspec/ exists. */
      enabled: boolean;
      abandoned_after_days: number;
    };
  };
  /** Adopted conventions, by name (see conventions.json). */
  conventions: string[];
  /** Role overrides by glob, first match wins, before the computed roles (scripts/roles/). */
  roles: RoleOverride[];
}
