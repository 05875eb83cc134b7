// Builds the history index for a project: reads the cache, asks the backend only for commits
// since the cached HEAD (or everything when the cache is missing, foreign, corrupt, or its HEAD
// is no longer on the first-parent history), replays them, and writes the cache back.
//
//   const history = await loadHistoryIndex(root, { max_commits, max_line_counts });
//   history?.lastChange('docs/guide.md'); history?.fateOf('src/old.ts');
import type { GitBackendName } from '../backend.ts';
import type { GitBackend, HistoryLimits, HistoryRead } from '../git-backend.ts';
import { lineKey } from '../git-backend.ts';
import { openBackend } from '../open-backend.ts';
import { isDamageNote } from './notes.ts';
import { readCache, readLines, writeCache, writeLines, type CacheFile } from './cache.ts';
import { applyCommits, emptyState, HistoryQueries, type StateData } from './state.ts';

import type { ChurnIndex, ChurnQuery, ChurnSince, LastChange, PathFate } from './types.ts';

export interface HistoryOptions extends HistoryLimits {
  /** Read and write `.dochygiene/cache/history.json` (default true). */
  cache?: boolean;
  /** Force a backend (tests); otherwise DOCHYGIENE_GIT_BACKEND or what is on PATH decides. */
  backend?: GitBackendName;
}

/** How the last load went (for benchmarks and tests). */
export interface LoadStats {
  mode: 'cached' | 'incremental' | 'full' | 'empty';
  commits_read: number;
}

class Index implements ChurnIndex {
  readonly q: HistoryQueries;
  private linesLoaded: boolean;
  constructor(
    readonly backend: GitBackendName,
    readonly head: string | undefined,
    readonly notes: string[],
    private readonly impl: GitBackend | undefined,
    private readonly state: StateData,
    /** The root whose history-lines.json holds line counts; undefined without a cache. */
    private readonly linesRoot: string | undefined,
    readonly stats: LoadStats,
    private readonly limits: HistoryLimits = {},
  ) {
    this.q = new HistoryQueries(state);
    this.linesLoaded = linesRoot === undefined;
  }

  /** Line counts are read from the cache on first use (a scan with no churn query never parses them). */
  private ensureLines(): void {
    if (this.linesLoaded) return;
    this.linesLoaded = true;
    for (const [k, v] of readLines(this.linesRoot!)) if (!this.state.lines.has(k)) this.state.lines.set(k, v);
  }

  lastChange(path: string): LastChange | undefined {
    return this.q.lastChange(path);
  }

  fateOf(path: string): PathFate | undefined {
    return this.q.fateOf(path);
  }

  renameSimilarity(path: string): number | undefined {
    return this.q.renameSimilarity(path);
  }

  churnSince(paths: string[], since: string, exclude?: (path: string) => boolean): ChurnSince | undefined {
    this.ensureLines();
    return this.q.churnSince(paths, since, exclude);
  }

  async prepareChurn(queries: ChurnQuery[], exclude?: (path: string) => boolean): Promise<string[]> {
    if (!this.impl) return [];
    this.ensureLines();
    const seen = new Set<string>();
    const requests = queries
      .flatMap((q) => this.q.missingLines(q.paths, q.since, exclude))
      .filter((r) => {
        const k = lineKey(r.commit, r.change.path);
        if (seen.has(k)) return false;
        seen.add(k);
        return true;
      });
    if (requests.length === 0) return [];
    const counts = await this.impl.lineCounts(requests, this.limits);
    for (const [k, v] of counts) this.state.lines.set(k, v);
    if (counts.size > 0 && this.linesRoot !== undefined) writeLines(this.linesRoot, this.state.lines);
    const said = this.impl.drainNotes?.() ?? [];
    if (said.length > 0) return said;
    const left = requests.length - counts.size;
    if (left === 0) return [];
    return [
      this.limits.max_line_counts !== undefined
        ? `isomorphic-git path: changed lines of ${left} file changes left out by history.max_line_counts (${this.limits.max_line_counts}); edit_recency_vs_churn skipped the docs that need them`
        : `changed lines of ${left} file changes could not be read; edit_recency_vs_churn skipped the docs that need them`,
    ];
  }
}

export type HistoryIndexHandle = ChurnIndex & { stats: LoadStats };

/** The history index of the repository at `root`; undefined outside git. */
export async function loadHistoryIndex(root: string, opts: HistoryOptions = {}): Promise<HistoryIndexHandle | undefined> {
  const backend = await openBackend(root, opts.backend);
  if (!backend) return undefined;
  const limits: HistoryLimits =
    backend.name === 'isomorphic'
      ? {
          ...(opts.max_commits !== undefined ? { max_commits: opts.max_commits } : {}),
          ...(opts.max_line_counts !== undefined ? { max_line_counts: opts.max_line_counts } : {}),
        }
      : {};
  const head = await backend.head();
  if (!head) return new Index(backend.name, undefined, backend.unsupported ? [backend.unsupported] : [], backend, emptyState(), undefined, { mode: 'empty', commits_read: 0 });

  const useCache = opts.cache !== false;
  let cached = useCache ? readCache(backend.root) : undefined;
  // A cache cut by a budget is good only for the isomorphic path with the same limits.
  if (cached?.budget_cut && (backend.name === 'native' || !sameLimits(cached.limits, limits))) cached = undefined;

  let file: CacheFile;
  let stats: LoadStats;
  let dirty = true;
  const meta = { root: backend.root, head, backend: backend.name };
  if (cached && cached.head === head) {
    file = cached;
    stats = { mode: 'cached', commits_read: 0 };
    dirty = false;
  } else {
    let inc: HistoryRead | undefined;
    if (cached) {
      inc = await backend.readHistory(head, cached.head, limits);
      if (!inc.reached_since) inc = undefined;
    }
    if (inc && cached) {
      const records = inc.commits.slice().reverse();
      applyCommits(cached.state, records);
      const budgetCut = cached.budget_cut || inc.notes.some(isBudgetNote);
      file = {
        ...cached,
        ...meta,
        budget_cut: budgetCut,
        limits: budgetCut ? limits : {},
        notes: dedupe([...cached.notes, ...inc.notes]),
        tail: [...cached.tail, ...records],
      };
      stats = { mode: 'incremental', commits_read: inc.commits.length };
    } else {
      const read = await backend.readHistory(head, undefined, limits);
      const state = emptyState();
      applyCommits(state, read.commits.slice().reverse());
      const budgetCut = read.notes.some(isBudgetNote);
      file = { ...meta, budget_cut: budgetCut, limits: budgetCut ? limits : {}, notes: dedupe(read.notes), state, base_head: head, tail: [] };
      stats = { mode: 'full', commits_read: read.commits.length };
    }
  }
  const state = file.state;
  // A history that could not be read at all (alternates on the isomorphic path) is not cached.
  const cacheable = useCache && state.commits.length > 0 && state.commits[state.commits.length - 1] === head;
  if (dirty && cacheable) writeCache(file);
  return new Index(backend.name, head, file.notes, backend, state, cacheable ? backend.root : undefined, stats, limits);
}

/** Notes of history left out: such a cache is rebuilt (by the native path, or when limits change). */
function isBudgetNote(n: string): boolean {
  return n.startsWith('isomorphic-git path:') || n.startsWith('isomorphic-git could not read') || isDamageNote(n);
}

function sameLimits(a: HistoryLimits, b: HistoryLimits): boolean {
  return a.max_commits === b.max_commits && a.max_line_counts === b.max_line_counts;
}

function dedupe(xs: string[]): string[] {
  return [...new Set(xs)];
}
