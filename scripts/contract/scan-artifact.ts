// The scan artifact, the one type every stage reads it as: what dist/scanner.mjs prints and
// scripts/contract/schemas/scan.schema.json publishes. The scanner builds it (scripts/scan/artifact.ts);
// a stage reading one from a file validates it against the schema first (scripts/validate/scan-artifact.ts).
// SCAN_ARTIFACT_FIELDS ties this type to the schema: the type checker holds the table to the type,
// and tests/contract/scan-artifact.test.ts holds the schema to the table.
import type { Role } from './role-names.ts';
import type { SignalHit } from './types.ts';

/** One hit in the artifact: `name` and `detail`, `line` when it has one, the rest evidence (scan.schema.json $defs/signal). */
export type ScanSignal = SignalHit;

export interface ScanSite {
  generator: 'docusaurus' | 'mkdocs' | 'vitepress' | 'hugo' | 'sphinx' | 'mdbook' | 'docfx' | 'starlight' | 'fumadocs' | 'mintlify' | 'vocs' | 'myst' | 'jekyll' | 'docsify' | 'nextra' | 'antora' | 'zola' | 'gatsby' | 'eleventy';
  config: string;
  docs_root: string;
  route_base: string;
  static_roots: string[];
  output_roots: string[];
  extensionless: boolean;
  case_insensitive: boolean;
  html_pages?: true;
  directory_urls?: true;
  readme_index?: true;
  locale_fallback?: true;
  locales?: string[];
  shared_host?: string;
  hooked_destinations?: string[];
  dated_posts?: true;
  pages_plugin?: true;
  current_version?: string;
  heading_ids?: 'python-markdown' | 'mdit-vue';
  attrs_delimiters?: [string, string];
  definition_term_ids?: true;
  default_locale?: string;
  named_targets?: true;
  number_prefixes?: true;
  assets_as_files?: true;
  unmodelled?: true;
  content_mounts?: Array<{ source: string; target: string }>;
}

export interface AgentContextsDigest {
  contexts: number;
  heaviest: Array<{ agent: string; folder: string; files: number; tokens: number; on_demand_tokens: number; problems: string[]; paths?: string[] }>;
  /** How many contexts load each file at session start. */
  loads: Record<string, number>;
}

export interface ScanArtifact {
  project_root: string;
  scope_globs: string[];
  excluded_dirs: string[];
  /** The --scope filter of the run, or null. */
  scope: string | null;
  files_scanned: number;
  /** Every file with at least one signal that is not a hint, plus every per-session doc (within --scope). */
  shortlist: string[];
  /** Docs Claude Code loads in every session. */
  per_session: string[];
  /** Only paths with signals. */
  signals: Record<string, ScanSignal[]>;
  /** Every doc the scan gave a role (within --scope), by path: its role and the rule that gave it. */
  docs: Record<string, { role: Role; symlink_to?: string }>;
  /** The docs sites the repository's config files describe. */
  sites: ScanSite[];
  /** Limits of the scan; [] when none. */
  notes: string[];
  /** What agents load per folder (the reader model): how many contexts, and the heaviest. */
  agent_contexts?: AgentContextsDigest;
}

type Presence<T> = { readonly [K in keyof T]-?: {} extends Pick<T, K> ? 'optional' : 'required' };

/** Each top-level field of the artifact and whether the schema requires it. */
export const SCAN_ARTIFACT_FIELDS: Presence<ScanArtifact> = {
  project_root: 'required',
  scope_globs: 'required',
  excluded_dirs: 'required',
  scope: 'required',
  files_scanned: 'required',
  shortlist: 'required',
  per_session: 'required',
  signals: 'required',
  docs: 'required',
  sites: 'required',
  notes: 'required',
  agent_contexts: 'optional',
};
