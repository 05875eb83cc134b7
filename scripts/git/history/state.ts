// The history index in memory: first-parent commits oldest first, and per path the commits that
// touched it (with how), built by replaying each commit's changes in order. Pure data; the cache
// file (./cache.ts) is this structure serialized. Queries: last change, fate (renamed / deleted,
// rename chains followed), churn since a commit.
import type { CommitRecord, FileChange, LineRequest } from '../git-backend.ts';
import { lineKey } from '../git-backend.ts';
import type { ChurnSince, LastChange, PathFate } from './types.ts';
import { isoDate } from './notes.ts';
import { byCodeUnit, withPrefix } from '../../shared/order.ts';
import { pushAll } from '../../shared/arrays.ts';

/** Event codes stored per path. Leaving events of a commit are recorded before arriving ones. */
export const EV = { A: 0, M: 1, D: 2, R_IN: 3, R_OUT: 4 } as const;

export interface StateData {
  commits: string[];
  times: number[];
  /** First parent of commits[0] when history before it was left out (a budget or a shallow clone). */
  oldest_parent: string | undefined;
  /** path -> flat [commit index, event code, ...], ascending. */
  events: Map<string, number[]>;
  /** Renames: [commit index, from, to] and, when git scored it, the pair's similarity index (0-100). */
  renames: RenameRow[];
  /** lineKey(commit, path) -> changed lines. */
  lines: Map<string, number>;
}

export type RenameRow = [number, string, string] | [number, string, string, number];

export function emptyState(): StateData {
  return { commits: [], times: [], oldest_parent: undefined, events: new Map(), renames: [], lines: new Map() };
}

function push(events: Map<string, number[]>, path: string, idx: number, code: number): void {
  const list = events.get(path);
  if (list) list.push(idx, code);
  else events.set(path, [idx, code]);
}

/** Appends first-parent commits given oldest first. */
export function applyCommits(state: StateData, oldestFirst: CommitRecord[]): void {
  for (const rec of oldestFirst) {
    const idx = state.commits.length;
    if (idx === 0) state.oldest_parent = rec.parent;
    state.commits.push(rec.commit);
    state.times.push(rec.time);
    for (const c of rec.changes) {
      if (c.status === 'D') push(state.events, c.path, idx, EV.D);
      else if (c.status === 'R') {
        push(state.events, c.from!, idx, EV.R_OUT);
        state.renames.push(c.similarity === undefined ? [idx, c.from!, c.path] : [idx, c.from!, c.path, c.similarity]);
      }
    }
    for (const c of rec.changes) {
      if (c.status === 'A') push(state.events, c.path, idx, EV.A);
      else if (c.status === 'M') push(state.events, c.path, idx, EV.M);
      else if (c.status === 'R') push(state.events, c.path, idx, EV.R_IN);
    }
  }
}


/** First index in `list` (flat pairs) whose commit index is greater than `after`. */
function firstAfter(list: number[], after: number): number {
  let lo = 0;
  let hi = list.length / 2;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (list[mid * 2]! > after) hi = mid;
    else lo = mid + 1;
  }
  return lo * 2;
}

export class HistoryQueries {
  private sorted: string[] | undefined;
  private renameTo: Map<string, { to: string; similarity: number | undefined }> | undefined;
  /** pathsUnder(q) minus what `exclude` drops, per exclude function: many docs of one folder ask for the same. */
  private kept = new WeakMap<(p: string) => boolean, Map<string, string[]>>();
  private idxOf: Map<string, number> | undefined;

  constructor(readonly data: StateData) {}

  /** Call after the data changed. */
  invalidate(): void {
    this.sorted = undefined;
    this.renameTo = undefined;
    this.idxOf = undefined;
  }

  indexOf(commit: string): number | undefined {
    if (!this.idxOf) {
      this.idxOf = new Map();
      this.data.commits.forEach((c, i) => this.idxOf!.set(c, i));
    }
    return this.idxOf.get(commit);
  }

  /** Every path with history at or under `path` (a file, or a folder without its trailing slash). */
  pathsUnder(path: string): string[] {
    const p = path.replace(/\/+$/, '');
    if (p === '' || p === '.') return this.allPaths();
    const out: string[] = [];
    if (this.data.events.has(p)) out.push(p);
    const all = this.allPaths();
    pushAll(out, withPrefix(all, p + '/'));
    return out;
  }

  private allPaths(): string[] {
    this.sorted ??= [...this.data.events.keys()].sort(byCodeUnit);
    return this.sorted;
  }

  private change(idx: number): LastChange {
    return { commit: this.data.commits[idx]!, date: isoDate(this.data.times[idx]!) };
  }

  lastChange(path: string): LastChange | undefined {
    let best = -1;
    for (const p of this.pathsUnder(path)) {
      const ev = this.data.events.get(p)!;
      best = Math.max(best, ev[ev.length - 2]!);
    }
    return best >= 0 ? this.change(best) : undefined;
  }

  /**
   * Where a file went: followed through renames to a path that exists at HEAD, or its deletion;
   * with the lowest similarity index of the renames on the way (undefined when one was not scored).
   */
  private fileFate(path: string): { renamed_to?: string; deleted_at?: number; similarity?: number } | undefined {
    this.renameTo ??= new Map(this.data.renames.map(([i, from, to, similarity]) => [`${i}:${from}`, { to, similarity }]));
    let cur = path;
    let similarity: number | undefined = 100;
    const seen = new Set<string>([path]);
    for (;;) {
      const ev = this.data.events.get(cur);
      if (!ev) return undefined;
      const idx = ev[ev.length - 2]!;
      const code = ev[ev.length - 1]!;
      if (code === EV.D) return { deleted_at: idx };
      if (code !== EV.R_OUT) return cur === path ? undefined : { renamed_to: cur, ...(similarity !== undefined ? { similarity } : {}) };
      const step = this.renameTo.get(`${idx}:${cur}`);
      if (step === undefined || seen.has(step.to)) return undefined;
      similarity = similarity === undefined || step.similarity === undefined ? undefined : Math.min(similarity, step.similarity);
      seen.add(step.to);
      cur = step.to;
    }
  }

  fateOf(path: string): PathFate | undefined {
    const f = this.fateWithSimilarity(path);
    if (!f) return undefined;
    const { similarity: _, ...fate } = f;
    return fate;
  }

  /**
   * How alike the moved content is where it arrived: the lowest similarity index (0-100, git's
   * `R087`) of the renames fateOf followed, over every file of a moved folder. A file split into
   * modules or merged into another is paired by git at 50%; a move keeps (nearly) all of it.
   * Undefined when the path did not move or a rename on the way was not scored.
   */
  renameSimilarity(path: string): number | undefined {
    return this.fateWithSimilarity(path)?.similarity;
  }

  private fateWithSimilarity(path: string): (PathFate & { similarity?: number }) | undefined {
    const p = path.replace(/\/+$/, '');
    if (this.data.events.has(p)) return this.toFate(this.fileFate(p));
    // A folder: every file that lived under it moved into one other folder (same relative
    // layout), or every one of them was deleted. Anything mixed has no unique answer.
    const files = this.pathsUnder(p);
    if (files.length === 0) return undefined;
    let folder: string | undefined;
    let lastDeleted = -1;
    let renamed = 0;
    let similarity: number | undefined = 100;
    for (const f of files) {
      const fate = this.fileFate(f);
      if (!fate) return undefined; // still there
      if (fate.deleted_at !== undefined) {
        lastDeleted = Math.max(lastDeleted, fate.deleted_at);
        continue;
      }
      const rest = f.slice(p.length); // starts with '/'
      if (!fate.renamed_to!.endsWith(rest)) return undefined;
      const target = fate.renamed_to!.slice(0, fate.renamed_to!.length - rest.length);
      if (folder !== undefined && folder !== target) return undefined;
      folder = target;
      renamed++;
      similarity = similarity === undefined || fate.similarity === undefined ? undefined : Math.min(similarity, fate.similarity);
    }
    if (renamed > 0 && folder !== undefined && folder !== '') return { renamed_to: folder, ...(similarity !== undefined ? { similarity } : {}) };
    if (renamed === 0 && lastDeleted >= 0) return { deleted_in: this.change(lastDeleted) };
    return undefined;
  }

  private toFate(f: { renamed_to?: string; deleted_at?: number; similarity?: number } | undefined): (PathFate & { similarity?: number }) | undefined {
    if (!f) return undefined;
    if (f.renamed_to !== undefined) return { renamed_to: f.renamed_to, ...(f.similarity !== undefined ? { similarity: f.similarity } : {}) };
    return { deleted_in: this.change(f.deleted_at!) };
  }

  /**
   * The files under `q` that `exclude` keeps, computed once per folder: every doc of a folder
   * measures its churn over the same folder, and a pass over the folder per doc was quadratic.
   */
  private keptUnder(q: string, exclude?: (p: string) => boolean): string[] {
    if (!exclude) return this.pathsUnder(q);
    let byPath = this.kept.get(exclude);
    if (!byPath) this.kept.set(exclude, (byPath = new Map()));
    let list = byPath.get(q);
    if (!list) byPath.set(q, (list = this.pathsUnder(q).filter((f) => !exclude(f))));
    return list;
  }

  /** The (commit index, file, event) triples after `sinceIdx` for each queried path. */
  private touches(paths: string[], sinceIdx: number, exclude?: (p: string) => boolean): Array<Array<[number, string, number]>> {
    return paths.map((q) => {
      const rows: Array<[number, string, number]> = [];
      for (const f of this.keptUnder(q, exclude)) {
        const ev = this.data.events.get(f)!;
        for (let i = firstAfter(ev, sinceIdx); i < ev.length; i += 2) rows.push([ev[i]!, f, ev[i + 1]!]);
      }
      return rows;
    });
  }

  churnSince(paths: string[], since: string, exclude?: (p: string) => boolean): ChurnSince | undefined {
    const sinceIdx = this.indexOf(since);
    if (sinceIdx === undefined) return undefined;
    const all = new Set<number>();
    let total: number | undefined = 0;
    const by_path = this.touches(paths, sinceIdx, exclude).map((rows, i) => {
      const commits = new Set<number>();
      let lines: number | undefined = 0;
      for (const [idx, f, code] of rows) {
        commits.add(idx);
        all.add(idx);
        if (code === EV.R_OUT) continue; // the lines of a rename are counted on its new path
        const n = this.data.lines.get(lineKey(this.data.commits[idx]!, f));
        lines = n === undefined || lines === undefined ? undefined : lines + n;
      }
      return { path: paths[i]!, commits: commits.size, lines };
    });
    // Lines of one file reached through two queried paths (a file and its folder) count once.
    const seen = new Set<string>();
    for (const rows of this.touches(paths, sinceIdx, exclude)) {
      for (const [idx, f, code] of rows) {
        if (code === EV.R_OUT) continue;
        const key = lineKey(this.data.commits[idx]!, f);
        if (seen.has(key)) continue;
        seen.add(key);
        const n = this.data.lines.get(key);
        total = n === undefined || total === undefined ? undefined : total + n;
      }
    }
    return { commits: all.size, lines: total, by_path };
  }

  /** The line counts churnSince would need for these queries and does not have yet. */
  missingLines(paths: string[], since: string, exclude?: (p: string) => boolean): LineRequest[] {
    const sinceIdx = this.indexOf(since);
    if (sinceIdx === undefined) return [];
    const out: LineRequest[] = [];
    const renameFrom = new Map(this.data.renames.map(([i, from, to]) => [`${i}:${to}`, from]));
    for (const rows of this.touches(paths, sinceIdx, exclude)) {
      for (const [idx, f, code] of rows) {
        if (code === EV.R_OUT) continue;
        const commit = this.data.commits[idx]!;
        if (this.data.lines.has(lineKey(commit, f))) continue;
        const parent = idx > 0 ? this.data.commits[idx - 1] : this.data.oldest_parent;
        const change: FileChange =
          code === EV.A ? { status: 'A', path: f }
          : code === EV.D ? { status: 'D', path: f }
          : code === EV.R_IN ? { status: 'R', path: f, from: renameFrom.get(`${idx}:${f}`) }
          : { status: 'M', path: f };
        out.push({ commit, parent, change });
      }
    }
    return out;
  }
}
