// Stage 1 of the scan, before any doc in scope is read: the file list, the scope, what Claude Code
// loads at session start (the few agent files are parsed here), the docs the signals run on, each
// doc's role as far as its path settles it; git history starts loading alongside.
import { lstatSync, realpathSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { absentTrackedFiles, listProjectFiles } from '../git/files.ts';
import type { HistoryIndex } from '../git/history/types.ts';
import type { Config } from '../config/config-types.ts';
import { fileSets } from '../config/load-config.ts';
import { canonicalPaths, toPosix } from './canonical.ts';
import type { ExplainRecord } from './explain.ts';
import { loadHistory, NO_GIT_NOTE } from './load-history.ts';
import { parseDoc } from '../doc/parse-doc.ts';
import { buildRepoIndex } from '../doc/repo-index.ts';
import { claudeCodeSession, type ClaudeSession } from '../readers/claude-code.ts';
import { memoryWithImports } from '../readers/memory-files.ts';
import { importedFiles } from '../readers/resolve-imports.ts';
import { rawLister, type ReaderSources } from '../readers/sources.ts';
import type { Project } from './project.ts';
import { buildScopeFilter, type ScopeFilter } from './scope.ts';
import { frontmatterCommentsOf, headOf, type RoleModel } from '../roles/assign-roles.ts';
import type { Role } from '../contract/role-names.ts';
import { scanRoleModel } from '../roles/scan-roles.ts';
import { detectSites } from '../sites/docs-sites.ts';
import { readRedirects } from '../sites/redirects.ts';
import { readPageRoutes } from '../sites/page-routes.ts';
import { readText } from './read-text.ts';
import { isScanPath } from '../contract/scan-path.ts';
import { printable } from '../shared/output-escape.ts';
import type { ParsedDoc, RepoIndex, ScanSettings } from './types.ts';

export interface ScanOptions {
  /** The project (root, config), found and loaded once by the CLI entry (./project.ts). */
  project: Project;
  /** Where the session starts (the per-session set depends on it); the project root by default. */
  startDir?: string;
  /** Replace the configured scope globs. */
  globs?: string[];
  /** Replace the configured excluded folders (node_modules and .git stay excluded). */
  exclude?: string[];
  /** Narrow the scan to a glob or a project-relative path prefix. */
  scope?: string;
  /** False: do not read git history (--no-history). */
  history?: boolean;
  /** False: the history cache in `.dochygiene/cache/` is neither read nor written (the CI gate where the state folder is not ours). */
  historyCache?: boolean;
  now?: Date;
  /** Docs read so far; `phase` 'history' once every doc is read and git history and the signals run, 'done' at the end. */
  onProgress?: (done: number, total: number, phase?: 'docs' | 'history' | 'done') => void;
  /** --explain: the scan records here why each signal fired or stayed silent on this one doc. */
  explain?: ExplainRecord;
}

export function scanSettings(config: Config, opts: Pick<ScanOptions, 'globs' | 'exclude'>): ScanSettings {
  const s = config.scan;
  return {
    globs: opts.globs ?? s.globs,
    exclude_dirs: opts.exclude ?? s.exclude_dirs,
    token_budget: s.token_budget,
    token_budget_chosen: fileSets(config, 'scan.token_budget'),
    duplicate_min_lines: s.duplicate_min_lines,
    duplicates_across_archive: s.duplicates_across_archive,
    stale_name_max_age_days: s.stale_name_max_age_days,
    churn_min_commits: config.history.churn_min_commits,
    churn_min_lines: config.history.churn_min_lines,
  };
}

/** What stage 1 knows: everything settled before any doc in scope is read. */
export interface ScanPlan {
  root: string;
  config: Config;
  settings: ScanSettings;
  now: Date;
  /** The scan's notes (every stage adds to them). */
  notes: string[];
  files: string[];
  repo: RepoIndex;
  scope: ScopeFilter;
  inScope: string[];
  canonical: (path: string) => string;
  /** Reads a project file as text (./read-text.ts), noting why it could not. */
  readText: (path: string) => string | undefined;
  /** Docs parsed ahead of stage 2 (agent files, per-session docs, their imports), by path. */
  early: Map<string, ParsedDoc | null>;
  /** What Claude Code loads at session start in the start folder (the reader model). */
  session: ClaudeSession;
  sessionPaths: string[];
  sources: ReaderSources;
  /** Docs whose `@path` lines Claude Code reads as imports (agent files and what they import). */
  agentDocs: Set<string>;
  /** The docs the signals run on, sorted. */
  targets: string[];
  historyLoad: Promise<HistoryIndex | undefined>;
  roleModel: RoleModel;
  /** Each doc's role, filled as docs are read (a path-settled role before). */
  roles: Map<string, Role>;
  /** A doc's role, from its path and first lines (computed once). */
  roleOf: (path: string, doc: ParsedDoc | undefined) => Role;
}

/**
 * The listed files the scan artifact can name (../contract/scan-path.ts); a doc in scope whose name
 * it cannot (a line break in it) is skipped with a note naming it, escaped, and everything else is
 * scanned.
 */
function scannablePaths(listed: string[], scope: ScopeFilter, notes: string[]): string[] {
  const out: string[] = [];
  for (const p of listed) {
    if (isScanPath(p)) out.push(p);
    else if (scope.inScope(p)) notes.push(`${printable(p)}: not scanned: its name holds a line break or another character a scan path cannot (rename it to scan it)`);
  }
  return out;
}

export async function planScan(opts: ScanOptions): Promise<ScanPlan> {
  const { root, inGit, config } = opts.project;
  let startRel = '';
  try {
    const rel = toPosix(relative(root, realpathSync(resolve(opts.startDir ?? root))));
    if (rel !== '' && !rel.startsWith('..')) startRel = rel;
  } catch {
    startRel = '';
  }
  const settings = scanSettings(config, opts);
  const notes: string[] = inGit ? [] : [NO_GIT_NOTE];
  const read = (p: string) => readText(root, p, notes);
  const scope = buildScopeFilter(settings.globs, settings.exclude_dirs, opts.scope);
  const files = scannablePaths(await listProjectFiles(root), scope, notes);
  // History is read by git in other processes while this one parses. The lifecycle pass reads
  // last-change dates too, so it loads whatever the signals need.
  const historyLoad: Promise<HistoryIndex | undefined> = loadHistory({ root, inGit, enabled: opts.history !== false, cache: opts.historyCache !== false, limits: config.history }).catch(() => undefined);
  const repo = buildRepoIndex(files);
  repo.in_head = new Set((await absentTrackedFiles(root)).filter(isScanPath));
  const inScope = files.filter((f) => scope.inScope(f));
  const canonical = canonicalPaths(root, inScope);
  const unexcluded = files.filter((f) => !scope.isExcluded(f));
  repo.sites = detectSites(unexcluded, read);
  repo.redirects = readRedirects(unexcluded, repo.sites, read);
  repo.page_routes = readPageRoutes(unexcluded, repo.sites, read);

  const early = new Map<string, ParsedDoc | null>();
  const isFile = (p: string): boolean => {
    if (repo.files.has(p)) return true;
    try {
      return lstatSync(join(root, p)).isFile();
    } catch {
      return false;
    }
  };
  const docAt = (p: string): ParsedDoc | undefined => {
    if (!early.has(p)) {
      const text = isFile(p) && !p.split('/').includes('.git') ? read(p) : undefined;
      early.set(p, text === undefined ? null : parseDoc(p, text));
    }
    return early.get(p) ?? undefined;
  };
  // What Claude Code loads at session start in the start folder, from the one reader model.
  const sources: ReaderSources = { root, repo, doc: docAt, isFile, canonical, listDir: rawLister(root) };
  const session = claudeCodeSession(startRel, sources);
  const sessionPaths = session.files.map((f) => f.path);
  const memoryNamed = inScope.filter((p) => canonical(p) === p);
  const memory = memoryWithImports(memoryNamed, (p) => importedFiles(p, sources));
  const agentDocs = new Set([...sessionPaths, ...memory.keys()]);

  // The docs the signals run on: in scope and in --scope, plus per-session docs the globs miss.
  const targets: string[] = [];
  const seen = new Set<string>();
  for (const p of inScope) {
    const c = canonical(p);
    if (c !== p) notes.push(`${p}: a symlink to ${c}, scanned as ${c}`);
    if (!seen.has(c) && repo.files.has(c) && scope.inNarrowScope(c)) {
      seen.add(c);
      targets.push(c);
    }
  }
  for (const p of sessionPaths) {
    if (!seen.has(p) && scope.inNarrowScope(p)) {
      seen.add(p);
      targets.push(p);
    }
  }
  targets.sort();

  // Roles: every doc in scope gets one, --scope or not (a copy outside --scope is still a copy).
  const roleDocs = [...new Set([...memoryNamed.filter((p) => repo.files.has(p)), ...sessionPaths])].sort();
  const roleModel = scanRoleModel({ root, files: repo.files, docs: roleDocs, sites: repo.sites, overrides: config.roles, memory });
  const roles = new Map<string, Role>();
  const roleOf = (path: string, doc: ParsedDoc | undefined): Role => {
    let r = roles.get(path);
    if (!r) {
      r = roleModel.roleOf({ path, head: doc ? headOf(doc.lines, doc.frontmatter?.end_line) : '', frontmatter: doc?.frontmatter?.data, frontmatterComments: doc ? frontmatterCommentsOf(doc.lines, doc.frontmatter?.end_line) : '' });
      roles.set(path, r);
    }
    return r;
  };
  const now = opts.now ?? new Date();
  return { root, config, settings, now, notes, files, repo, scope, inScope, canonical, readText: read, early, session, sessionPaths, sources, agentDocs, targets, historyLoad, roleModel, roles, roleOf };
}
