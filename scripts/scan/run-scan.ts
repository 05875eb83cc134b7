// The scan, end to end, in three stages, one function each:
//   1. planScan, before any doc: file list, scope, per-session set and agent docs (the few agent
//      files are parsed here), the docs to scan, the parse-stage facts (manifests' version pins,
//      archived copies); git history starts loading alongside;
//   2. readDocs, each doc in scope once: read, parse, run the parse-stage signals, feed the
//      per-doc facts (duplicate index, frozen docs), keep a summary (paths, anchors, resolved
//      references) and drop the source — memory stays flat;
//   3. repositoryFacts, then the repository-stage signals on every summary, the lifecycle pass,
//      and the artifact.
// Each signal declares the costly facts it reads (`needs`); a fact no registered signal needs is
// not gathered. No process access here; the project (root and config) comes from the CLI entry.
import { lstatSync, readdirSync, readFileSync, realpathSync } from 'node:fs';
import { readProjectFile } from '../shared/paths.ts';
import { join, relative, resolve } from 'node:path';
import { ignoredPaths, listProjectFiles } from '../git/files.ts';
import type { HistoryIndex } from '../git/history/types.ts';
import { loadTokenCounter } from '../tokens/count-tokens.ts';
import type { Config } from '../config/config-types.ts';
import { buildArtifact, type ScanArtifact } from './artifact.ts';
import { canonicalPaths, toPosix } from './canonical.ts';
import { archivedCopies } from './facts/archived-copies.ts';
import { prepareLineCounts } from './facts/churn.ts';
import { DuplicateIndex } from './facts/duplicates.ts';
import { isFrozen } from './facts/frozen.ts';
import { lifecyclePass } from './lifecycle/pass.ts';
import { verdictOf, type ExplainRecord } from './explain.ts';
import { loadHistory } from './load-history.ts';
import { isManifestPath, readPins } from './manifests.ts';
import { parseDoc } from '../doc/parse-doc.ts';
import { perSessionDocs } from './per-session.ts';
import { claudeCodeSession, type ClaudeSession } from '../readers/claude-code.ts';
import { memoryWithImports } from '../readers/memory-files.ts';
import { importedFiles } from '../readers/resolve-imports.ts';
import { rawLister, type ReaderSources } from '../readers/sources.ts';
import { agentContexts, type AgentContext } from '../readers/contexts.ts';
import { memoryFilesOf } from '../readers/memory-index.ts';
import { summarizeContexts } from '../readers/summary.ts';
import type { Project } from './project.ts';
import { isMarkdownPath, referencesOf } from './references.ts';
import { buildRepoIndex } from '../doc/repo-index.ts';
import { ALWAYS_EXCLUDED, buildScopeFilter, type ScopeFilter } from './scope.ts';
import { SIGNALS } from './signals/index.ts';
import { docClaims } from './claims/doc-claims.ts';
import { ownCliNames } from './claims/own-cli.ts';
import { headOf, type RoleModel } from '../roles/assign-roles.ts';
import type { Role, RoleName } from '../contract/role-names.ts';
import { scanRoleModel } from '../roles/scan-roles.ts';
import { handWrittenRanges } from '../roles/hand-written.ts';
import { detectSites } from '../sites/docs-sites.ts';
import type {
  DocSummary,
  ParseContext,
  ParsedDoc,
  ParseSignal,
  PerSessionDoc,
  RepoIndex,
  RepositorySignal,
  ScanContext,
  ScanNeed,
  ScanSettings,
  SignalHit,
  VersionPin,
} from './types.ts';
import { runsOn } from './types.ts';
import { pushAll } from '../shared/arrays.ts';

/** Files above this size are not read (generated dumps, not docs). */
export const MAX_DOC_BYTES = 5 * 1024 * 1024;

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
  now?: Date;
  onProgress?: (done: number, total: number) => void;
  /** --explain: the scan records here why each signal fired or stayed silent on this one doc. */
  explain?: ExplainRecord;
}

export function scanSettings(config: Config, opts: Pick<ScanOptions, 'globs' | 'exclude'>): ScanSettings {
  const s = config.scan;
  return {
    globs: opts.globs ?? s.globs,
    exclude_dirs: opts.exclude ?? s.exclude_dirs,
    token_budget: s.token_budget,
    duplicate_min_lines: s.duplicate_min_lines,
    duplicates_across_archive: s.duplicates_across_archive,
    stale_name_max_age_days: s.stale_name_max_age_days,
    churn_min_commits: config.history.churn_min_commits,
    churn_min_lines: config.history.churn_min_lines,
  };
}

const PARSE_SIGNALS = SIGNALS.filter((s): s is ParseSignal => s.stage === 'parse');
const REPOSITORY_SIGNALS = SIGNALS.filter((s): s is RepositorySignal => s.stage === 'repository');
/** The costly facts some registered signal reads. */
const NEEDED: ReadonlySet<ScanNeed> = new Set(SIGNALS.flatMap((s) => s.needs));
/** The roles whose docs' commands and names some signal reads (`doc_claims`). */
const CLAIM_ROLES: ReadonlySet<RoleName> = new Set(REPOSITORY_SIGNALS.filter((s) => s.needs.includes('doc_claims')).flatMap((s) => s.roles));

export async function runScan(opts: ScanOptions): Promise<ScanArtifact> {
  const plan = await planScan(opts);
  const read = readDocs(plan, opts);
  const ctx = await repositoryFacts(plan, read);
  for (const summary of read.summaries) {
    const list: SignalHit[] = [];
    const role = plan.roles.get(summary.path)!;
    const explain = opts.explain?.path === summary.path ? opts.explain : undefined;
    for (const signal of REPOSITORY_SIGNALS) {
      if (explain) {
        const r = verdictOf(signal, role, () => signal.appliesTo(summary, ctx), () => signal.detect(summary, ctx));
        explain.verdicts.push(r.verdict);
        pushAll(list, r.hits);
      } else if (runsOn(signal, role) && signal.appliesTo(summary, ctx)) pushAll(list, signal.detect(summary, ctx));
    }
    if (list.length > 0) read.hits.set(summary.path, [...(read.hits.get(summary.path) ?? []), ...list]);
  }
  // lifecycle rules + OpenSpec: files and folders of any type
  await lifecyclePass({ root: plan.root, config: opts.project.config, files: plan.files, scope: plan.scope, history: ctx.history, now: ctx.now, hits: read.hits, notes: plan.notes });
  if (opts.onProgress) opts.onProgress(plan.targets.length, plan.targets.length);

  const excluded = [...plan.settings.exclude_dirs];
  for (const e of ALWAYS_EXCLUDED) if (!excluded.includes(e)) excluded.push(e);
  const perSessionPaths = plan.sessionPaths;
  // What each agent loads per folder, for report.md (the tokenizer is loaded only when some agent has memory here).
  const contexts = ctx.agent_contexts ?? (await contextsIfMemory(plan));
  const agent_contexts = contexts ? summarizeContexts(contexts) : undefined;
  return buildArtifact({
    project_root: plan.root,
    scope_globs: plan.settings.globs,
    excluded_dirs: excluded,
    scope: opts.scope ?? null,
    files_scanned: read.summaries.length,
    per_session: perSessionPaths,
    per_session_in_scope: perSessionPaths.filter((p) => plan.scope.inNarrowScope(p)),
    hits: read.hits,
    roles: new Map(plan.targets.map((p) => [p, plan.roles.get(p)!])),
    // A symlinked doc is scanned once, at its target; its path is listed with the target's role.
    symlinks: new Map(plan.inScope.filter((p) => plan.canonical(p) !== p && plan.roles.has(plan.canonical(p)) && plan.scope.inNarrowScope(p)).map((p) => [p, plan.canonical(p)])),
    sites: plan.repo.sites,
    notes: plan.notes,
    agent_contexts,
  });
}

/** What stage 1 knows: everything settled before any doc in scope is read. */
interface ScanPlan {
  root: string;
  settings: ScanSettings;
  /** The scan's notes (every stage adds to them). */
  notes: string[];
  files: string[];
  repo: RepoIndex;
  scope: ScopeFilter;
  inScope: string[];
  canonical: (path: string) => string;
  /** Docs parsed ahead of stage 2 (agent files, per-session docs, their imports), by path. */
  early: Map<string, ParsedDoc | null>;
  docAt: (path: string) => ParsedDoc | undefined;
  /** What Claude Code loads at session start in the start folder (the reader model). */
  session: ClaudeSession;
  sessionPaths: string[];
  sources: ReaderSources;
  /** The docs the signals run on, sorted. */
  targets: string[];
  parseCtx: ParseContext;
  historyLoad: Promise<HistoryIndex | undefined>;
  roleModel: RoleModel;
  /** Each doc's role, filled as docs are read (a path-settled role before). */
  roles: Map<string, Role>;
  /** A doc's role, from its path and first lines (computed once). */
  roleOf: (path: string, doc: ParsedDoc | undefined) => Role;
}

async function planScan(opts: ScanOptions): Promise<ScanPlan> {
  const { root, inGit, config } = opts.project;
  let startRel = '';
  try {
    const rel = toPosix(relative(root, realpathSync(resolve(opts.startDir ?? root))));
    if (rel !== '' && !rel.startsWith('..')) startRel = rel;
  } catch {
    startRel = '';
  }
  const settings = scanSettings(config, opts);
  const notes: string[] = [];
  const files = await listProjectFiles(root);
  // History is read by git in other processes while this one parses. The lifecycle pass reads
  // last-change dates too, so it loads whatever the signals need.
  const historyLoad: Promise<HistoryIndex | undefined> = loadHistory({ root, inGit, enabled: opts.history !== false, limits: config.history }).catch(() => undefined);
  const repo = buildRepoIndex(files);
  const scope = buildScopeFilter(settings.globs, settings.exclude_dirs, opts.scope);
  const inScope = files.filter((f) => scope.inScope(f));
  const canonical = canonicalPaths(root, inScope);
  repo.sites = detectSites(
    files.filter((f) => !scope.isExcluded(f)),
    (p) => readText(root, p, notes),
  );

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
      const text = isFile(p) && !p.split('/').includes('.git') ? readText(root, p, notes) : undefined;
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

  const pins: VersionPin[] = [];
  if (NEEDED.has('pins')) {
    for (const f of files) {
      if (!isManifestPath(f) || scope.isExcluded(f)) continue;
      const text = readText(root, f, notes);
      if (text !== undefined) pushAll(pins, readPins(f, text));
    }
  }

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
      r = roleModel.roleOf({ path, head: doc ? headOf(doc.lines, doc.frontmatter?.end_line) : '', frontmatter: doc?.frontmatter?.data });
      roles.set(path, r);
    }
    return r;
  };

  const parseCtx: ParseContext = {
    root,
    settings,
    repo,
    now: opts.now ?? new Date(),
    agent_docs: agentDocs,
    pins,
    archived_copies: NEEDED.has('archived_copies') ? archivedCopies(root, targets, repo.files) : new Map(),
    roles,
  };
  return { root, settings, notes, files, repo, scope, inScope, canonical, early, docAt, session, sessionPaths, sources, targets, parseCtx, historyLoad, roleModel, roles, roleOf };
}

/** What stage 2 leaves: the parse-stage hits, a summary per doc, and the per-doc facts. */
interface DocsRead {
  hits: Map<string, SignalHit[]>;
  summaries: DocSummary[];
  duplicates: DuplicateIndex | undefined;
  frozen: Set<string>;
  /** Resolved reference targets the file list does not hold (ignored, or on disk only). */
  missing: Set<string>;
  /** Markdown files that links point into with a fragment. */
  fragmentTargets: Set<string>;
  anchorsByPath: Map<string, Set<string>>;
}

function readDocs(plan: ScanPlan, opts: ScanOptions): DocsRead {
  const { root, repo, parseCtx, notes, early } = plan;
  const hits = new Map<string, SignalHit[]>();
  const summaries: DocSummary[] = [];
  const duplicates = NEEDED.has('duplicates')
    ? new DuplicateIndex({ min_lines: plan.settings.duplicate_min_lines, across_archive: plan.settings.duplicates_across_archive })
    : undefined;
  const frozen = new Set<string>();
  const missing = new Set<string>();
  const fragmentTargets = new Set<string>();
  const anchorsByPath = new Map<string, Set<string>>();
  let cliNames: Set<string> | undefined;
  const summarize = (doc: ParsedDoc, role: RoleName): DocSummary => {
    // Copies of the few strings kept: a substring would keep the whole source text alive.
    const references = referencesOf(doc, { root, repo, agent: parseCtx.agent_docs.has(doc.path) }).map((r) => ({
      ref: { ...r.ref, target: detach(r.ref.target), raw: detach(r.ref.raw) },
      resolved: detach(r.resolved),
      fragment: r.fragment === undefined ? undefined : detach(r.fragment),
      directory: r.directory,
    }));
    const summary: DocSummary = { path: doc.path, frontmatter: doc.frontmatter, anchors: doc.anchors, references };
    if (role === 'generated') {
      const ranges = handWrittenRanges(doc.lines);
      if (ranges.length) summary.hand_written = ranges;
    }
    if (CLAIM_ROLES.has(role)) {
      const claims = docClaims(doc, () => (cliNames ??= ownCliNames(root, repo)));
      if (claims) summary.claims = claims;
    }
    return summary;
  };
  let done = 0;
  for (const path of plan.targets) {
    // An archived doc no signal judges is not read (unless duplicates count across archives).
    const pre = plan.roleModel.beforeRead(path);
    if (pre?.name === 'archive' && !(duplicates && plan.settings.duplicates_across_archive) && !early.has(path)) {
      plan.roles.set(path, pre);
      if (opts.onProgress && ++done % 250 === 0) opts.onProgress(done, plan.targets.length);
      continue;
    }
    const doc = early.get(path) ?? readParse(root, path, notes);
    const role = pre ?? plan.roleOf(path, doc);
    plan.roles.set(path, role);
    if (doc) {
      const list: SignalHit[] = [];
      const explain = opts.explain?.path === path ? opts.explain : undefined;
      for (const signal of PARSE_SIGNALS) {
        if (explain) {
          const r = verdictOf(signal, role, () => signal.appliesTo(doc, parseCtx), () => signal.detect(doc, parseCtx).map(detachHit));
          explain.verdicts.push(r.verdict);
          pushAll(list, r.hits);
        } else if (runsOn(signal, role) && signal.appliesTo(doc, parseCtx)) for (const h of signal.detect(doc, parseCtx)) list.push(detachHit(h));
      }
      if (list.length > 0) hits.set(path, list);
      const summary = summarize(doc, role.name);
      summaries.push(summary);
      if (isMarkdownPath(path)) anchorsByPath.set(path, doc.anchors);
      if (NEEDED.has('frozen') && isFrozen(doc)) frozen.add(path);
      duplicates?.add(doc, role.name);
      for (const r of summary.references) {
        const p = r.resolved;
        const listed = repo.files.has(p) || repo.dirs.has(p) || (r.ref.source === 'code_path' && repo.stems.has(p));
        if (!listed) missing.add(p);
        else if (r.fragment !== undefined && isMarkdownPath(p) && repo.files.has(p)) fragmentTargets.add(p);
      }
    }
    if (opts.onProgress && ++done % 250 === 0) opts.onProgress(done, plan.targets.length);
  }
  // Docs outside --scope still count as the other copy of a duplicate.
  if (opts.scope !== undefined && duplicates) {
    const scanned = new Set(plan.targets);
    for (const p of plan.inScope) {
      if (scanned.has(p) || plan.canonical(p) !== p) continue;
      const doc = early.get(p) ?? readParse(root, p, notes);
      if (doc) duplicates.add(doc, plan.roleOf(p, doc).name);
    }
  }
  return { hits, summaries, duplicates, frozen, missing, fragmentTargets, anchorsByPath };
}

/** Stage 3's facts: ignored and on-disk paths, anchors of link targets, history, tokens, duplicates, line counts. */
/** What each agent loads per folder; undefined when no agent has memory here (the tokenizer is then never loaded). */
async function contextsIfMemory(plan: ScanPlan): Promise<AgentContext[] | undefined> {
  return memoryFilesOf(plan.sources).length > 0 ? agentContexts(plan.sources, await loadTokenCounter()) : undefined;
}

async function repositoryFacts(plan: ScanPlan, read: DocsRead): Promise<ScanContext> {
  const { root, repo, notes, early } = plan;
  if (read.missing.size > 0) {
    const queries = [...read.missing].sort();
    const ignored = await ignoredPaths(root, [...queries, ...queries.map((q) => q + '/')]);
    const listing = new Map<string, Set<string> | undefined>();
    for (const q of queries) {
      if (ignored.has(q) || ignored.has(q + '/')) repo.ignored.add(q);
      else if (existsExactly(root, q, listing)) repo.on_disk.add(q);
    }
  }
  const anchors_of = (p: string): Set<string> | undefined => {
    if (!read.anchorsByPath.has(p)) {
      const doc = early.get(p) ?? readParse(root, plan.canonical(p), notes);
      if (doc) read.anchorsByPath.set(p, doc.anchors);
    }
    return read.anchorsByPath.get(p);
  };
  for (const p of [...read.fragmentTargets].sort()) anchors_of(p);

  const history = await plan.historyLoad;
  if (history) pushAll(notes, history.notes);

  // Tokens, only for per-session docs (the tokenizer is loaded only when there are some).
  const per_session = new Map<string, PerSessionDoc>();
  if (NEEDED.has('per_session_tokens') && plan.sessionPaths.length > 0) {
    for (const [p, d] of perSessionDocs(plan.session, plan.sources, await loadTokenCounter())) per_session.set(p, d);
  }

  const ctx: ScanContext = {
    ...plan.parseCtx,
    per_session,
    duplicates: read.duplicates?.hits(history) ?? new Map(),
    anchors_of,
    frozen: read.frozen,
    history,
    ...(NEEDED.has('agent_contexts') ? { agent_contexts: await contextsIfMemory(plan) } : {}),
  };
  // Line counts for the docs a signal that needs them runs on: one batched git call.
  const counted = read.summaries.filter((s) => REPOSITORY_SIGNALS.some((sig) => sig.needs.includes('line_counts') && sig.roles.includes(plan.roles.get(s.path)!.name)));
  if (NEEDED.has('line_counts')) pushAll(notes, (await prepareLineCounts(counted, ctx)));
  // Signals with batched work of their own (git calls over every doc of their roles), in registry order.
  for (const sig of REPOSITORY_SIGNALS) {
    if (sig.prepare) pushAll(notes, (await sig.prepare(read.summaries.filter((s) => sig.roles.includes(plan.roles.get(s.path)!.name)), ctx)));
  }
  return ctx;
}

/**
 * Reads a doc as text; undefined when it is missing, too large, binary, not a regular file (a FIFO,
 * /dev/zero) or a symlink leading outside the project (never read: shared/paths.ts readProjectFile).
 */
function readText(root: string, rel: string, notes: string[]): string | undefined {
  const read = readProjectFile(root, rel, MAX_DOC_BYTES);
  if (!read.ok) {
    if (read.reason !== 'absent') notes.push(`${rel}: not read, it ${read.reason}`);
    return undefined;
  }
  const buf = read.bytes;
  if (buf.indexOf(0) >= 0) {
    notes.push(`${rel}: not read, binary content`);
    return undefined;
  }
  return buf.toString('utf8');
}

/** A flat copy of a string (V8 keeps a substring's parent alive). */
function detach(s: string): string {
  return s.length < 13 ? s : (' ' + s).slice(1);
}

/** A hit whose strings no longer point into the doc's source. */
function detachHit(h: SignalHit): SignalHit {
  const out: SignalHit = { name: h.name, detail: h.detail };
  for (const [k, v] of Object.entries(h)) {
    if (typeof v === 'string') out[k] = detach(v);
    else if (Array.isArray(v)) out[k] = v.map((x) => (typeof x === 'string' ? detach(x) : x));
    else out[k] = v;
  }
  return out;
}

function readParse(root: string, path: string, notes: string[]): ParsedDoc | undefined {
  const text = readText(root, path, notes);
  return text === undefined ? undefined : parseDoc(path, text);
}

/** A path that exists on disk with exactly this letter case (case-insensitive file systems lie). */
function existsExactly(root: string, rel: string, listing: Map<string, Set<string> | undefined>): boolean {
  let dir = root;
  for (const part of rel.split('/')) {
    let names = listing.get(dir);
    if (!listing.has(dir)) {
      try {
        names = new Set(readdirSync(dir));
      } catch {
        names = undefined;
      }
      listing.set(dir, names);
    }
    if (!names || !names.has(part)) return false;
    dir = join(dir, part);
  }
  return true;
}
