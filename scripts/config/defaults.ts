import type { Config } from './config-types.ts';

/** Every key of .dochygiene.yaml with its default; documented in README and openspec/specs/config. */
export const DEFAULT_CONFIG: Config = Object.freeze({
  scan: {
    // Markdown in any letter case (TOC.MD, README.Markdown) and MDX; CLAUDE.md named for clarity;
    // the agent rule files that are Markdown under another name (Cursor's .mdc rules, the legacy
    // .cursorrules / .windsurfrules, a .clinerules file): read as Markdown with frontmatter.
    globs: ['**/*.[mM][dD]', '**/*.[mM][aA][rR][kK][dD][oO][wW][nN]', '**/*.[mM][dD][xX]', 'CLAUDE.md', '**/.cursor/rules/**/*.mdc', '.cursorrules', '.windsurfrules', '.clinerules'],
    exclude_dirs: ['build', 'vendor', 'graphify-out', '.dochygiene'],
    token_budget: 2000,
    duplicate_min_lines: 6,
    duplicates_across_archive: false,
    stale_name_max_age_days: 180,
  },
  history: {
    churn_min_commits: 5,
    churn_min_lines: 200,
    max_commits: 20000,
    max_line_counts: 20000,
  },
  tokens: { on_demand_weight: 0 },
  classify: { max_files: 200, max_doc_tokens: 60000 },
  clean: { confirm_auto: true },
  reminder: { enabled: true, interval_days: 7 },
  lifecycle: {
    rules: [],
    openspec: { enabled: true, abandoned_after_days: 90 },
  },
  conventions: [],
  roles: [],
}) as Config;
