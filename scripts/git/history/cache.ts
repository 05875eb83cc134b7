// The incremental cache of the history index: `.dochygiene/cache/history.json`, keyed by HEAD.
// Read defensively: a file that does not parse, has another format or version, names another
// root, or whose arrays do not line up is discarded (and rebuilt), never trusted.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { writeFileAtomic } from '../../shared/atomic-write.ts';
import { ensureStateDir } from '../../shared/state-dir.ts';
import type { HistoryLimits } from '../git-backend.ts';
import type { StateData } from './state.ts';

export const CACHE_FORMAT = 'doc-hygiene/history-cache';
export const CACHE_VERSION = 2;

export interface CacheMeta {
  root: string;
  head: string;
  /** Which backend wrote it (informational; both produce the same data). */
  backend: 'native' | 'isomorphic';
  /** True when a budget (isomorphic path) left history out: the native path rebuilds such a cache. */
  budget_cut: boolean;
  /** The limits in force when history was cut (a cut cache is rebuilt when they change). */
  limits: HistoryLimits;
  notes: string[];
}

export interface CacheFile extends CacheMeta {
  state: StateData;
}

export function cachePath(root: string): string {
  return join(root, '.dochygiene', 'cache', 'history.json');
}

const isStr = (v: unknown): v is string => typeof v === 'string';
const isInt = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v) && v >= 0;

/** The cache for `root`, or undefined (missing, corrupt, foreign: all the same to the caller). */
export function readCache(root: string): CacheFile | undefined {
  let raw: unknown;
  try {
    raw = JSON.parse(readFileSync(cachePath(root), 'utf8'));
  } catch {
    return undefined;
  }
  try {
    return decode(raw, root);
  } catch {
    return undefined;
  }
}

function decode(raw: unknown, root: string): CacheFile | undefined {
  if (!raw || typeof raw !== 'object') return undefined;
  const o = raw as Record<string, unknown>;
  if (o.format !== CACHE_FORMAT || o.version !== CACHE_VERSION || o.root !== root) return undefined;
  if (!isStr(o.head) || (o.backend !== 'native' && o.backend !== 'isomorphic') || typeof o.budget_cut !== 'boolean') return undefined;
  const { times, events, renames, lines, notes, limits } = o as Record<string, unknown>;
  // Commits are stored as one string of concatenated hashes: 20,000 of them parse as one token.
  const hashLen = o.hash_len;
  if ((hashLen !== 40 && hashLen !== 64) || !isStr(o.commits) || o.commits.length % hashLen !== 0) return undefined;
  const commits: string[] = [];
  for (let i = 0; i < o.commits.length; i += hashLen) commits.push(o.commits.slice(i, i + hashLen));
  if (!Array.isArray(times) || times.length !== commits.length || !times.every(isInt)) return undefined;
  if (commits[commits.length - 1] !== o.head) return undefined;
  if (!Array.isArray(notes) || !notes.every(isStr)) return undefined;
  if (o.oldest_parent !== null && !isStr(o.oldest_parent)) return undefined;
  const n = commits.length;
  const ev = new Map<string, number[]>();
  if (!events || typeof events !== 'object') return undefined;
  for (const [p, list] of Object.entries(events as Record<string, unknown>)) {
    if (!Array.isArray(list) || list.length % 2 !== 0) return undefined;
    for (let i = 0; i < list.length; i += 2) {
      if (!isInt(list[i]) || list[i] >= n || !isInt(list[i + 1]) || list[i + 1] > 4) return undefined;
      if (i > 0 && list[i] < list[i - 2]) return undefined;
    }
    ev.set(p, list as number[]);
  }
  if (!Array.isArray(renames)) return undefined;
  for (const r of renames) {
    if (!Array.isArray(r) || r.length !== 3 || !isInt(r[0]) || r[0] >= n || !isStr(r[1]) || !isStr(r[2])) return undefined;
  }
  const ln = new Map<string, number>();
  if (!lines || typeof lines !== 'object') return undefined;
  for (const [commit, per] of Object.entries(lines as Record<string, unknown>)) {
    if (!per || typeof per !== 'object') return undefined;
    for (const [path, v] of Object.entries(per as Record<string, unknown>)) {
      if (!isInt(v)) return undefined;
      ln.set(`${commit}\0${path}`, v);
    }
  }
  const lim = (limits ?? {}) as Record<string, unknown>;
  return {
    root,
    head: o.head,
    backend: o.backend,
    budget_cut: o.budget_cut,
    limits: {
      ...(isInt(lim.max_commits) ? { max_commits: lim.max_commits } : {}),
      ...(isInt(lim.time_budget_ms) ? { time_budget_ms: lim.time_budget_ms } : {}),
    },
    notes: notes as string[],
    state: {
      commits,
      times: times as number[],
      oldest_parent: (o.oldest_parent as string | null) ?? undefined,
      events: ev,
      renames: renames as Array<[number, string, string]>,
      lines: ln,
    },
  };
}

/** Writes the cache atomically (creating `.dochygiene/` with its self-ignoring .gitignore). */
export function writeCache(file: CacheFile): void {
  const s = file.state;
  const lines: Record<string, Record<string, number>> = {};
  for (const [k, v] of s.lines) {
    const nul = k.indexOf('\0');
    const commit = k.slice(0, nul);
    (lines[commit] ??= {})[k.slice(nul + 1)] = v;
  }
  const body = {
    format: CACHE_FORMAT,
    version: CACHE_VERSION,
    root: file.root,
    head: file.head,
    backend: file.backend,
    budget_cut: file.budget_cut,
    limits: file.limits,
    notes: file.notes,
    oldest_parent: s.oldest_parent ?? null,
    hash_len: s.commits[0]?.length ?? 40,
    commits: s.commits.join(''),
    times: s.times,
    events: Object.fromEntries(s.events),
    renames: s.renames,
    lines,
  };
  ensureStateDir(file.root);
  writeFileAtomic(cachePath(file.root), JSON.stringify(body));
}
