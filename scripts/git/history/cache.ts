// The incremental cache of the history index, in `.dochygiene/cache/`, keyed by HEAD:
//   history.json        the index up to a base HEAD (rewritten when the tail grows long, or on rebuild)
//   history-tail.json   the commits read since that base HEAD (small; rewritten by a warm scan)
//   history-lines.json  changed-line counts, facts about commits that never change (rewritten only
//                       when a scan adds some)
// so a warm scan after a few commits writes a few hundred bytes, not the whole index.
// Read defensively: a file that does not parse, has another format or version, names another
// root, or whose parts do not line up is discarded (and rebuilt), never trusted.
import { dirname, join } from 'node:path';
import { writeFileAtomic } from '../../shared/atomic-write.ts';
import { ensureStateSubdir, stateFolderProblem } from '../../shared/state-dir.ts';
import { readRegularFile } from '../../shared/read-bounded.ts';
import type { CommitRecord, FileChange, HistoryLimits } from '../git-backend.ts';
import { applyCommits, type RenameRow, type StateData } from './state.ts';
import { isJsonObject } from '../../shared/json-object.ts';

export const CACHE_FORMAT = 'doc-hygiene/history-cache';
export const CACHE_VERSION = 4; // 4: renames carry git's similarity index
/** A tail longer than this is folded into the base file. */
const MAX_TAIL = 256;

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
  /** The state at `head` (base plus tail applied); `lines` holds what history-lines.json had. */
  state: StateData;
  /** HEAD of the base file and the records applied after it, oldest first. */
  base_head: string;
  tail: CommitRecord[];
}

export function cachePath(root: string): string {
  return join(root, '.dochygiene', 'cache', 'history.json');
}

function tailPath(root: string): string {
  return join(root, '.dochygiene', 'cache', 'history-tail.json');
}

export function linesPath(root: string): string {
  return join(root, '.dochygiene', 'cache', 'history-lines.json');
}

const isStr = (v: unknown): v is string => typeof v === 'string';
const isInt = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v) && v >= 0;

/** The cache is ours only in a real folder: never read through a symlinked state folder or file. */
const MAX_CACHE_FILE_BYTES = 512 * 1024 * 1024;
function readJson(path: string): unknown {
  try {
    const root = dirname(dirname(dirname(path)));
    if (stateFolderProblem(root, ['cache'])) return undefined;
    const read = readRegularFile(path, MAX_CACHE_FILE_BYTES);
    return read.ok ? JSON.parse(read.bytes.toString('utf8')) : undefined;
  } catch {
    return undefined;
  }
}

function header(o: Record<string, unknown>, root: string): boolean {
  return o.format === CACHE_FORMAT && o.version === CACHE_VERSION && o.root === root;
}

/** The cache for `root`, or undefined (missing, corrupt, foreign: all the same to the caller). */
export function readCache(root: string): CacheFile | undefined {
  try {
    const base = decodeBase(readJson(cachePath(root)), root);
    if (!base) return undefined;
    const tail = decodeTail(readJson(tailPath(root)), root, base.head);
    const file: CacheFile = { ...base, base_head: base.head, tail: [] };
    if (tail) {
      applyCommits(file.state, tail.records);
      Object.assign(file, tail.meta);
      file.tail = tail.records;
    }
    return file;
  } catch {
    return undefined;
  }
}

/** Line counts from history-lines.json ({} when missing or not trustworthy). */
export function readLines(root: string): Map<string, number> {
  const out = new Map<string, number>();
  const raw = readJson(linesPath(root));
  if (!isJsonObject(raw) || !header(raw, root) || !isJsonObject(raw.lines)) return out;
  for (const [commit, per] of Object.entries(raw.lines)) {
    if (!isJsonObject(per)) return new Map();
    for (const [path, v] of Object.entries(per)) {
      if (!isInt(v)) return new Map();
      out.set(`${commit}\0${path}`, v);
    }
  }
  return out;
}

function decodeMeta(o: Record<string, unknown>, root: string): CacheMeta | undefined {
  if (!isStr(o.head) || (o.backend !== 'native' && o.backend !== 'isomorphic') || typeof o.budget_cut !== 'boolean') return undefined;
  if (!Array.isArray(o.notes) || !o.notes.every(isStr)) return undefined;
  const lim = isJsonObject(o.limits) ? o.limits : {};
  return {
    root,
    head: o.head,
    backend: o.backend,
    budget_cut: o.budget_cut,
    limits: {
      ...(isInt(lim.max_commits) ? { max_commits: lim.max_commits } : {}),
      ...(isInt(lim.max_line_counts) ? { max_line_counts: lim.max_line_counts } : {}),
    },
    notes: o.notes as string[],
  };
}

function decodeBase(raw: unknown, root: string): (CacheMeta & { state: StateData }) | undefined {
  if (!isJsonObject(raw) || !header(raw, root)) return undefined;
  const meta = decodeMeta(raw, root);
  if (!meta) return undefined;
  const { times, events, renames } = raw;
  // Commits are stored as one string of concatenated hashes: 20,000 of them parse as one token.
  const hashLen = raw.hash_len;
  if ((hashLen !== 40 && hashLen !== 64) || !isStr(raw.commits) || raw.commits.length % hashLen !== 0) return undefined;
  const commits: string[] = [];
  for (let i = 0; i < raw.commits.length; i += hashLen) commits.push(raw.commits.slice(i, i + hashLen));
  if (!Array.isArray(times) || times.length !== commits.length || !times.every(isInt)) return undefined;
  if (commits[commits.length - 1] !== meta.head) return undefined;
  if (raw.oldest_parent !== null && !isStr(raw.oldest_parent)) return undefined;
  const n = commits.length;
  const ev = new Map<string, number[]>();
  if (!isJsonObject(events)) return undefined;
  for (const [p, list] of Object.entries(events)) {
    if (!Array.isArray(list) || list.length % 2 !== 0) return undefined;
    for (let i = 0; i < list.length; i += 2) {
      if (!isInt(list[i]) || list[i] >= n || !isInt(list[i + 1]) || list[i + 1] > 4) return undefined;
      if (i > 0 && list[i] < list[i - 2]) return undefined;
    }
    ev.set(p, list as number[]);
  }
  if (!Array.isArray(renames)) return undefined;
  for (const r of renames) {
    if (!Array.isArray(r) || (r.length !== 3 && r.length !== 4) || !isInt(r[0]) || r[0] >= n || !isStr(r[1]) || !isStr(r[2])) return undefined;
    if (r.length === 4 && !(isInt(r[3]) && r[3] <= 100)) return undefined;
  }
  return {
    ...meta,
    state: {
      commits,
      times: times as number[],
      oldest_parent: (raw.oldest_parent as string | null) ?? undefined,
      events: ev,
      renames: renames as RenameRow[],
      lines: new Map(),
    },
  };
}

type RecordJson = [string, string | null, number, Array<[string, string] | [string, string, string] | [string, string, string, number]>];

function encodeRecord(r: CommitRecord): RecordJson {
  return [
    r.commit,
    r.parent ?? null,
    r.time,
    r.changes.map((c) => (c.from === undefined ? [c.status, c.path] : c.similarity === undefined ? [c.status, c.path, c.from] : [c.status, c.path, c.from, c.similarity])),
  ];
}

function decodeTail(raw: unknown, root: string, baseHead: string): { meta: CacheMeta; records: CommitRecord[] } | undefined {
  if (!isJsonObject(raw) || !header(raw, root) || raw.base_head !== baseHead || !Array.isArray(raw.records)) return undefined;
  const meta = decodeMeta(raw, root);
  if (!meta) return undefined;
  const records: CommitRecord[] = [];
  let prev = baseHead;
  for (const r of raw.records as unknown[]) {
    if (!Array.isArray(r) || r.length !== 4 || !isStr(r[0]) || r[1] !== prev || !isInt(r[2]) || !Array.isArray(r[3])) return undefined;
    const changes: FileChange[] = [];
    for (const c of r[3] as unknown[]) {
      if (!Array.isArray(c) || !['A', 'M', 'D', 'R'].includes(c[0]) || !isStr(c[1])) return undefined;
      if (c[0] === 'R' ? !isStr(c[2]) || (c.length === 4 && !(isInt(c[3]) && c[3] <= 100)) || c.length > 4 : c.length !== 2) return undefined;
      changes.push(c[0] === 'R' ? { status: 'R', path: c[1], from: c[2], ...(c.length === 4 ? { similarity: c[3] as number } : {}) } : { status: c[0], path: c[1] });
    }
    records.push({ commit: r[0], parent: r[1], time: r[2], changes });
    prev = r[0];
  }
  if (prev !== meta.head) return undefined;
  return { meta, records };
}

function metaJson(m: CacheMeta): Record<string, unknown> {
  return {
    format: CACHE_FORMAT,
    version: CACHE_VERSION,
    root: m.root,
    head: m.head,
    backend: m.backend,
    budget_cut: m.budget_cut,
    limits: m.limits,
    notes: m.notes,
  };
}

/**
 * Writes the cache atomically (creating `.dochygiene/` with its self-ignoring .gitignore): only the
 * tail when `file.tail` (the records after `file.base_head`) is short, else the whole base.
 */
export function writeCache(file: CacheFile): void {
  ensureStateSubdir(file.root, 'cache');
  if (file.tail.length === 0 || file.tail.length > MAX_TAIL || file.base_head === file.head) {
    const s = file.state;
    writeFileAtomic(
      cachePath(file.root),
      JSON.stringify({
        ...metaJson(file),
        oldest_parent: s.oldest_parent ?? null,
        hash_len: s.commits[0]?.length ?? 40,
        commits: s.commits.join(''),
        times: s.times,
        events: Object.fromEntries(s.events),
        renames: s.renames,
      }),
    );
    file.base_head = file.head;
    file.tail = [];
  }
  writeFileAtomic(
    tailPath(file.root),
    JSON.stringify({ ...metaJson(file), base_head: file.base_head, records: file.tail.map(encodeRecord) }),
  );
}

/** Writes every known line count (they are facts about commits: valid whatever HEAD becomes). */
export function writeLines(root: string, lines: Map<string, number>): void {
  const out: Record<string, Record<string, number>> = {};
  for (const [k, v] of lines) {
    const nul = k.indexOf('\0');
    (out[k.slice(0, nul)] ??= {})[k.slice(nul + 1)] = v;
  }
  ensureStateSubdir(root, 'cache');
  writeFileAtomic(linesPath(root), JSON.stringify({ format: CACHE_FORMAT, version: CACHE_VERSION, root, lines: out }));
}
