// The scan, end to end: root -> file list -> scope -> parse each doc once -> repository facts
// (per-session set, imports, ignored paths, manifests, duplicates, archived copies, tokens, history)
// -> every signal of the registry on every doc in scope -> the artifact. No process access here.
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
import { findDuplicates } from './signals/duplicate-block.ts';
import { isFrozen } from './signals/frontmatter-marker.ts';
import { SIGNALS } from './signals/index.ts';
import { prepareEditRecency } from './signals/edit-recency-vs-churn.ts';
import { lifecyclePass } from '../lifecycle/scan-pass.ts';
import type { ArchivedCopy, ParsedDoc, PerSessionDoc, ScanContext, ScanSettings, SignalHit, VersionPin } from './types.ts';

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

export async function runScan(opts: ScanOptions): Promise<ScanArtifact> {
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
  const repo = buildRepoIndex(files);
  const scope = buildScopeFilter(settings.globs, settings.exclude_dirs, opts.scope);

  // Where a project path leads when it is a symlink that stays inside the project.
  const canonicalCache = new Map<string, string>();
  const canonical = (p: string): string => {
    let c = canonicalCache.get(p);
    if (c !== undefined) return c;
    c = p;
    try {
      if (lstatSync(join(root, p)).isSymbolicLink()) {
        const rel = toPosix(relative(root, realpathSync(join(root, p))));
        if (rel !== '' && !rel.startsWith('..') && !rel.split('/').includes('.git')) c = rel;
      }
    } catch {
      c = p;
    }
    canonicalCache.set(p, c);
    return c;
  };

  // Parse every doc in scope once. A symlink to another project file is that file (scanned once).
  const docs = new Map<string, ParsedDoc>();
  const inScope = files.filter((f) => scope.inScope(f));
  let done = 0;
  for (const path of inScope) {
    const target = canonical(path);
    if (target !== path) {
      notes.push(`${path}: a symlink to ${target}, scanned as ${target}`);
    } else {
      const text = readText(join(root, path), notes, path);
      if (text !== undefined) docs.set(path, parseDoc(path, text));
    }
    if (opts.onProgress && ++done % 250 === 0) opts.onProgress(done, inScope.length);
  }
  for (const path of inScope) {
    const target = canonical(path);
    if (target !== path && !docs.has(target) && repo.files.has(target)) {
      const text = readText(join(root, target), notes, target);
      if (text !== undefined) docs.set(target, parseDoc(target, text));
    }
  }

  // Docs outside the scope that the scan still needs (per-session files, imports, link targets).
  const extra = new Map<string, ParsedDoc | null>();
  const isFile = (p: string): boolean => {
    if (repo.files.has(p)) return true;
    try {
      return lstatSync(join(root, p)).isFile();
    } catch {
      return false;
    }
  };
  const docAt = (p: string): ParsedDoc | undefined => {
    const d = docs.get(p);
    if (d) return d;
    if (!extra.has(p)) {
      const text = isFile(p) && !p.split('/').includes('.git') ? readText(join(root, p), notes, p) : undefined;
      extra.set(p, text === undefined ? null : parseDoc(p, text));
    }
    return extra.get(p) ?? undefined;
  };
  const sources: SessionSources = { root, repo, doc: docAt, isFile, canonical };

  // Per-session docs and their imports; agent docs (whose @lines are imports) and theirs.
  const entries = sessionEntryPoints(startRel, sources);
  const sessionGraph = importGraph(entries, sources);
  const agentNamed = [...docs.keys()].filter((p) => isAgentFileName(p));
  const agentGraph = importGraph([...entries, ...agentNamed], sources);
  const agentDocs = new Set(agentGraph.keys());

  // The docs signals run on: in --scope, plus per-session docs in --scope that the globs miss.
  const signalDocs = new Map<string, ParsedDoc>();
  for (const [p, d] of docs) if (scope.inNarrowScope(p)) signalDocs.set(p, d);
  for (const p of sessionGraph.keys()) {
    const d = docAt(p);
    if (d && scope.inNarrowScope(p)) signalDocs.set(p, d);
  }

  // Which missing targets exist at run time: ignored by git, or on disk (an empty folder).
  const missing = new Set<string>();
  const fragmentTargets = new Set<string>();
  for (const doc of signalDocs.values()) {
    for (const { ref, resolution } of referencesOf(doc, { root, repo, agent: agentDocs.has(doc.path) })) {
      const p = resolution.resolved;
      const listed = repo.files.has(p) || repo.dirs.has(p) || (ref.source === 'code_path' && repo.stems.has(p));
      if (!listed) missing.add(p);
      else if (resolution.fragment !== undefined && isMarkdownPath(p) && repo.files.has(p)) fragmentTargets.add(p);
    }
  }
  if (missing.size > 0) {
    const queries = [...missing].sort();
    const ignored = await ignoredPaths(root, [...queries, ...queries.map((q) => q + '/')]);
    for (const q of queries) {
      if (ignored.has(q) || ignored.has(q + '/')) repo.ignored.add(q);
      else if (existsExactly(root, q)) repo.on_disk.add(q);
    }
  }
  const anchorCache = new Map<string, Set<string> | undefined>();
  const anchors_of = (p: string): Set<string> | undefined => {
    if (!anchorCache.has(p)) anchorCache.set(p, (docs.get(p) ?? docAt(canonical(p)))?.anchors);
    return anchorCache.get(p);
  };
  for (const p of [...fragmentTargets].sort()) anchors_of(p);

  // Manifests (outside excluded folders), duplicates, archived copies, frozen docs.
  const pins: VersionPin[] = [];
  for (const f of files) {
    if (!isManifestPath(f) || scope.isExcluded(f)) continue;
    const text = readText(join(root, f), notes, f);
    if (text !== undefined) pins.push(...readPins(f, text));
  }
  const history = await loadHistory({ root, inGit, enabled: opts.history !== false });
  if (history) notes.push(...history.notes);
  const duplicates = findDuplicates([...docs.values()], {
    min_lines: settings.duplicate_min_lines,
    across_archive: settings.duplicates_across_archive,
    history,
  });
  const archived_copies = new Map<string, ArchivedCopy[]>();
  for (const [path, copies] of archivedCopyCandidates([...signalDocs.keys()], repo.files)) {
    const mine = readFileSync(join(root, path));
    archived_copies.set(
      path,
      copies.map((c) => {
        let identical = false;
        try {
          identical = readFileSync(join(root, c)).equals(mine);
        } catch {
          identical = false;
        }
        return { path: c, identical };
      }),
    );
  }
  const frozen = new Set<string>();
  for (const [p, d] of signalDocs) if (isFrozen(d)) frozen.add(p);

  // Tokens, only for per-session docs (the tokenizer is loaded only when there are some).
  const per_session = new Map<string, PerSessionDoc>();
  if (sessionGraph.size > 0) {
    const count = await loadTokenCounter();
    for (const [p, imports] of sessionGraph) per_session.set(p, { own_tokens: count(docAt(p)?.text ?? ''), imports });
  }

  const ctx: ScanContext = {
    root,
    settings,
    repo,
    now: opts.now ?? new Date(),
    agent_docs: agentDocs,
    per_session,
    pins,
    duplicates,
    archived_copies,
    anchors_of,
    frozen,
    history,
  };

  await prepareEditRecency(signalDocs.values(), ctx); // changed-line counts, one batched git call

  const hits = new Map<string, SignalHit[]>();
  for (const path of [...signalDocs.keys()].sort()) {
    const doc = signalDocs.get(path)!;
    const list: SignalHit[] = [];
    for (const signal of SIGNALS) if (signal.appliesTo(doc, ctx)) list.push(...signal.detect(doc, ctx));
    if (list.length > 0) hits.set(path, list);
  }
  await lifecyclePass({ root, files, scope, history, now: ctx.now, hits, notes }); // lifecycle rules + OpenSpec: files and folders of any type
  if (opts.onProgress) opts.onProgress(inScope.length, inScope.length);

  const excluded = [...settings.exclude_dirs];
  for (const e of ALWAYS_EXCLUDED) if (!excluded.includes(e)) excluded.push(e);
  const perSessionPaths = [...sessionGraph.keys()];
  return buildArtifact({
    project_root: root,
    scope_globs: settings.globs,
    excluded_dirs: excluded,
    scope: opts.scope ?? null,
    files_scanned: signalDocs.size,
    per_session: perSessionPaths,
    per_session_in_scope: perSessionPaths.filter((p) => scope.inNarrowScope(p)),
    hits,
    notes,
  });
}

/** A path that exists on disk with exactly this letter case (case-insensitive file systems lie). */
function existsExactly(root: string, rel: string): boolean {
  let dir = root;
  for (const part of rel.split('/')) {
    let names: string[];
    try {
      names = readdirSync(dir);
    } catch {
      return false;
    }
    if (!names.includes(part)) return false;
    dir = join(dir, part);
  }
  return true;
}

