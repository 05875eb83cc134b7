// The scan, end to end, in three stages:
//   1. before any doc: root, file list, scope, manifests, per-session set and agent docs (the few
//      agent files are parsed here), archived copies; git history starts loading alongside;
//   2. each doc in scope, once: read, parse, run the parse-stage signals, keep a summary (paths,
//      anchors, resolved references, duplicate hashes) and drop the source — memory stays flat;
//   3. the repository facts (ignored paths, anchors of link targets, duplicates, tokens, history),
//      then the repository-stage signals on every summary, the lifecycle pass, and the artifact.
// No process access here.
import { lstatSync, readdirSync, readFileSync, realpathSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import { findProjectRoot } from '../git/root.ts';
import { ignoredPaths, listProjectFiles } from '../git/files.ts';
import { loadConfig } from '../config/load-config.ts';
import { loadTokenCounter } from '../tokens/count-tokens.ts';
import { buildArtifact, type ScanArtifact } from './artifact.ts';
import { loadHistory } from './load-history.ts';
import { isManifestPath, readPins } from './manifests.ts';
import { parseDoc } from './parse-doc.ts';
import { importGraph, sessionEntryPoints, type SessionSources } from './per-session.ts';
import { isMarkdownPath, referencesOf } from './references.ts';
import { buildRepoIndex } from './repo-index.ts';
import { isAgentFileName } from './resolve.ts';
import { ALWAYS_EXCLUDED, buildScopeFilter } from './scope.ts';
import { archivedCopyCandidates } from './signals/archive-to-live-ratio.ts';
import { DuplicateIndex } from './signals/duplicate-block.ts';
import { isFrozen } from './signals/frontmatter-marker.ts';
import { SIGNALS } from './signals/index.ts';
import { prepareEditRecency } from './signals/edit-recency-vs-churn.ts';
import { prepareCommandReference } from './signals/command-reference.ts';
import { prepareVanishedIdentifier } from './signals/vanished-identifier.ts';
import { docClaims } from './claims/doc-claims.ts';
import { ownCliNames } from './claims/own-cli.ts';
import { lifecyclePass } from '../lifecycle/scan-pass.ts';
import type { HistoryIndex } from '../git/history/types.ts';
import type {
  ArchivedCopy,
  DocSummary,
  ParseContext,
  ParsedDoc,
  ParseSignal,
  PerSessionDoc,
  RepositorySignal,
  ScanContext,
  ScanSettings,
  SignalHit,
  VersionPin,
} from './types.ts';

/** Files above this size are not read (generated dumps, not docs). */
export const MAX_DOC_BYTES = 5 * 1024 * 1024;

export interface ScanOptions {
  /** Where to start looking for the project root (the git toplevel above it). */
  startDir: string;
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
}

export function scanSettings(root: string, opts: Pick<ScanOptions, 'globs' | 'exclude'>): ScanSettings {
  const config = loadConfig(root);
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

function toPosix(p: string): string {
  return sep === '/' ? p : p.split(sep).join('/');
}

/** Reads a file as text; undefined when it is missing, too large or binary. */
function readText(abs: string, notes: string[], rel: string): string | undefined {
  let buf: Buffer;
  try {
    buf = readFileSync(abs);
  } catch {
    return undefined;
  }
  if (buf.length > MAX_DOC_BYTES) {
    notes.push(`${rel}: not read, larger than ${MAX_DOC_BYTES} bytes`);
    return undefined;
  }
  if (buf.indexOf(0) >= 0) {
    notes.push(`${rel}: not read, binary content`);
    return undefined;
  }
  return buf.toString('utf8');
}

const PARSE_SIGNALS = SIGNALS.filter((s): s is ParseSignal => s.stage === 'parse');
const REPOSITORY_SIGNALS = SIGNALS.filter((s): s is RepositorySignal => s.stage === 'repository');

export async function runScan(opts: ScanOptions): Promise<ScanArtifact> {
  // ---- Stage 1: what is known before any doc is read.
  const { root, inGit } = await findProjectRoot(opts.startDir);
  let startRel = '';
  try {
    const rel = toPosix(relative(root, realpathSync(resolve(opts.startDir))));
    if (rel !== '' && !rel.startsWith('..')) startRel = rel;
  } catch {
    startRel = '';
  }
  const settings = scanSettings(root, opts);
  const notes: string[] = [];
  const files = await listProjectFiles(root);
  // History is read by git in other processes while this one parses.
  const historyLoad: Promise<HistoryIndex | undefined> = loadHistory({ root, inGit, enabled: opts.history !== false }).catch(() => undefined);
  const repo = buildRepoIndex(files);
  const scope = buildScopeFilter(settings.globs, settings.exclude_dirs, opts.scope);
  const inScope = files.filter((f) => scope.inScope(f));
  const inScopeSet = new Set(inScope);

  // Symlinks among the docs, one directory read per folder rather than one lstat per file.
  const symlinks = new Set<string>();
  for (const dir of new Set(inScope.map((f) => (f.includes('/') ? f.slice(0, f.lastIndexOf('/')) : '')))) {
    try {
      for (const e of readdirSync(dir === '' ? root : join(root, dir), { withFileTypes: true })) {
        if (e.isSymbolicLink()) symlinks.add(dir === '' ? e.name : `${dir}/${e.name}`);
      }
    } catch {
      // an unreadable folder: its files fail to read below
    }
  }
  const canonicalCache = new Map<string, string>();
  /** Where a project path leads when it is a symlink that stays inside the project. */
  const canonical = (p: string): string => {
    let c = canonicalCache.get(p);
    if (c !== undefined) return c;
    c = p;
    try {
      // In-scope docs were checked folder by folder above; any other path is checked on its own.
      if (symlinks.has(p) || (!inScopeSet.has(p) && lstatSync(join(root, p)).isSymbolicLink())) {
        const rel = toPosix(relative(root, realpathSync(join(root, p))));
        if (rel !== '' && !rel.startsWith('..') && !rel.split('/').includes('.git')) c = rel;
      }
    } catch {
      c = p;
    }
    canonicalCache.set(p, c);
    return c;
  };

  // Docs parsed ahead of stage 2 (agent files, per-session docs, their imports), by path.
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
      const text = isFile(p) && !p.split('/').includes('.git') ? readText(join(root, p), notes, p) : undefined;
      early.set(p, text === undefined ? null : parseDoc(p, text));
    }
    return early.get(p) ?? undefined;
  };
  const sources: SessionSources = { root, repo, doc: docAt, isFile, canonical };
  const entries = sessionEntryPoints(startRel, sources);
  const sessionGraph = importGraph(entries, sources);
  const agentNamed = inScope.filter((p) => isAgentFileName(p) && canonical(p) === p);
  const agentDocs = new Set(importGraph([...entries, ...agentNamed], sources).keys());

  const pins: VersionPin[] = [];
  for (const f of files) {
    if (!isManifestPath(f) || scope.isExcluded(f)) continue;
    const text = readText(join(root, f), notes, f);
    if (text !== undefined) pins.push(...readPins(f, text));
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
  for (const p of sessionGraph.keys()) {
    if (!seen.has(p) && scope.inNarrowScope(p)) {
      seen.add(p);
      targets.push(p);
    }
  }
  targets.sort();

  const archived_copies = new Map<string, ArchivedCopy[]>();
  for (const [path, copies] of archivedCopyCandidates(targets, repo.files)) {
    let mine: Buffer | undefined;
    try {
      mine = readFileSync(join(root, path));
    } catch {
      mine = undefined;
    }
    archived_copies.set(
      path,
      copies.map((c) => {
        let identical = false;
        try {
          identical = mine !== undefined && readFileSync(join(root, c)).equals(mine);
        } catch {
          identical = false;
        }
        return { path: c, identical };
      }),
    );
  }

  const parseCtx: ParseContext = {
    root,
    settings,
    repo,
    now: opts.now ?? new Date(),
    agent_docs: agentDocs,
    pins,
    archived_copies,
  };

  // ---- Stage 2: each doc once. Parse-stage signals run now; only a summary is kept.
  const hits = new Map<string, SignalHit[]>();
  const summaries: DocSummary[] = [];
  const duplicates = new DuplicateIndex({ min_lines: settings.duplicate_min_lines, across_archive: settings.duplicates_across_archive });
  const frozen = new Set<string>();
  const missing = new Set<string>();
  const fragmentTargets = new Set<string>();
  const anchorsByPath = new Map<string, Set<string>>();
  const summarize = (doc: ParsedDoc): DocSummary => {
    // Copies of the few strings kept: a substring would keep the whole source text alive.
    const references = referencesOf(doc, { root, repo, agent: agentDocs.has(doc.path) }).map((r) => ({
      ref: { ...r.ref, target: detach(r.ref.target), raw: detach(r.ref.raw) },
      resolved: detach(r.resolved),
      fragment: r.fragment === undefined ? undefined : detach(r.fragment),
      directory: r.directory,
    }));
    const summary: DocSummary = { path: doc.path, frontmatter: doc.frontmatter, anchors: doc.anchors, references };
    const claims = docClaims(doc, summary, () => (cliNames ??= ownCliNames(root, repo)));
    if (claims) summary.claims = claims;
    return summary;
  };
  let cliNames: Set<string> | undefined;
  let done = 0;
  for (const path of targets) {
    const doc = early.get(path) ?? readParse(root, path, notes);
    if (doc) {
      const list: SignalHit[] = [];
      for (const signal of PARSE_SIGNALS) if (signal.appliesTo(doc, parseCtx)) for (const h of signal.detect(doc, parseCtx)) list.push(detachHit(h));
      if (list.length > 0) hits.set(path, list);
      const summary = summarize(doc);
      summaries.push(summary);
      if (isMarkdownPath(path)) anchorsByPath.set(path, doc.anchors);
      if (isFrozen(doc)) frozen.add(path);
      duplicates.add(doc);
      for (const r of summary.references) {
        const p = r.resolved;
        const listed = repo.files.has(p) || repo.dirs.has(p) || (r.ref.source === 'code_path' && repo.stems.has(p));
        if (!listed) missing.add(p);
        else if (r.fragment !== undefined && isMarkdownPath(p) && repo.files.has(p)) fragmentTargets.add(p);
      }
    }
    if (opts.onProgress && ++done % 250 === 0) opts.onProgress(done, targets.length);
  }
  // Docs outside --scope still count as the other copy of a duplicate.
  if (opts.scope !== undefined) {
    for (const p of inScope) {
      if (seen.has(p) || canonical(p) !== p) continue;
      const doc = early.get(p) ?? readParse(root, p, notes);
      if (doc) duplicates.add(doc);
    }
  }

  // ---- Stage 3: repository facts, then the repository-stage signals.
  if (missing.size > 0) {
    const queries = [...missing].sort();
    const ignored = await ignoredPaths(root, [...queries, ...queries.map((q) => q + '/')]);
    const listing = new Map<string, Set<string> | undefined>();
    for (const q of queries) {
      if (ignored.has(q) || ignored.has(q + '/')) repo.ignored.add(q);
      else if (existsExactly(root, q, listing)) repo.on_disk.add(q);
    }
  }
  const anchors_of = (p: string): Set<string> | undefined => {
    if (!anchorsByPath.has(p)) {
      const doc = early.get(p) ?? readParse(root, canonical(p), notes);
      if (doc) anchorsByPath.set(p, doc.anchors);
    }
    return anchorsByPath.get(p);
  };
  for (const p of [...fragmentTargets].sort()) anchors_of(p);

  const history = await historyLoad;
  if (history) notes.push(...history.notes);

  // Tokens, only for per-session docs (the tokenizer is loaded only when there are some).
  const per_session = new Map<string, PerSessionDoc>();
  if (sessionGraph.size > 0) {
    const count = await loadTokenCounter();
    for (const [p, imports] of sessionGraph) per_session.set(p, { own_tokens: count(docAt(p)?.text ?? ''), imports });
  }

  const ctx: ScanContext = {
    ...parseCtx,
    per_session,
    duplicates: duplicates.hits(history),
    anchors_of,
    frozen,
    history,
  };

  notes.push(...(await prepareEditRecency(summaries, ctx))); // changed-line counts, one batched git call
  notes.push(...(await prepareCommandReference(summaries, ctx))); // missing commands and their rename history
  notes.push(...(await prepareVanishedIdentifier(summaries, ctx))); // batched git grep per revision, bounded

  for (const summary of summaries) {
    const list: SignalHit[] = [];
    for (const signal of REPOSITORY_SIGNALS) if (signal.appliesTo(summary, ctx)) list.push(...signal.detect(summary, ctx));
    if (list.length > 0) hits.set(summary.path, [...(hits.get(summary.path) ?? []), ...list]);
  }
  await lifecyclePass({ root, files, scope, history, now: ctx.now, hits, notes }); // lifecycle rules + OpenSpec: files and folders of any type
  if (opts.onProgress) opts.onProgress(targets.length, targets.length);

  const excluded = [...settings.exclude_dirs];
  for (const e of ALWAYS_EXCLUDED) if (!excluded.includes(e)) excluded.push(e);
  const perSessionPaths = [...sessionGraph.keys()];
  return buildArtifact({
    project_root: root,
    scope_globs: settings.globs,
    excluded_dirs: excluded,
    scope: opts.scope ?? null,
    files_scanned: summaries.length,
    per_session: perSessionPaths,
    per_session_in_scope: perSessionPaths.filter((p) => scope.inNarrowScope(p)),
    hits,
    notes,
  });
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
  const text = readText(join(root, path), notes, path);
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
