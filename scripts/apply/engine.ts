// The replay engine: given the check-time state of every path and an ordered list of edits, the
// state every path ends in. Pure: no file system, no clock. The plan runs it check-only, and apply
// runs it on this clean's earlier edits plus the new ones (apply.ts settle), so every edit, early or
// late, is applied against the bytes its anchors were computed on.
//
// Order of work: each edit is checked (content guard, then its kind's claims) in priority order and
// skipped when it conflicts with an edit accepted before it; then, per file, the accepted in-file
// edits run bottom-up (frontmatter last), then every append in priority order, then the deletes.
import { sha256Hex } from '../shared/hash.ts';
import { byCodeUnit } from '../shared/order.ts';
import type { ErrorCode } from '../shared/errors.ts';
import type { Entry } from '../contract/types.ts';
import { appendBlock } from './append-block.ts';
import { moduleFor } from './kinds/index.ts';
import { isUnder } from './kinds/common.ts';
import type { Claim, EditContext, FileState, KindModule, SuppliedTexts } from './types.ts';
import { lineRange } from '../contract/types.ts';

export interface Item {
  entry: Entry;
  /** Lower ranks win conflicts: the edits already applied in this clean come first. */
  rank: number;
  texts: SuppliedTexts;
}

export interface Skipped {
  item: Item;
  code: ErrorCode;
  reason: string;
}

export interface ReplayResult {
  accepted: Item[];
  skipped: Skipped[];
  /** Accepted edits that change nothing, with the reason. */
  noops: Array<{ item: Item; reason: string }>;
  /** The final state of every path an accepted edit changed. */
  states: Map<string, FileState>;
  /** Path -> ids of the accepted edits that changed it. */
  touchedBy: Map<string, string[]>;
  /** Entry id -> what the accepted edit claimed. */
  claims: Map<string, Claim[]>;
}

/** The content digest of a state, as expected_sha256 records it; undefined when there is nothing. */
export function stateDigest(s: FileState): string | undefined {
  if (s.type === 'file') return sha256Hex(s.bytes);
  if (s.type === 'dir') return s.digest;
  return undefined;
}

export function expectedDigest(entry: Entry): string | undefined {
  return entry.exact_edit?.expected_sha256 ?? entry.reducible_range?.expected_sha256;
}

function startLine(e: Entry): number {
  const a = e.exact_edit?.anchor ?? e.reducible_range;
  return lineRange(a)?.start_line ?? 0;
}

export function priorityOrder(a: Item, b: Item): number {
  if (a.rank !== b.rank) return a.rank - b.rank;
  if (a.entry.path !== b.entry.path) return a.entry.path < b.entry.path ? -1 : 1;
  const d = startLine(a.entry) - startLine(b.entry);
  if (d !== 0) return d;
  return byCodeUnit(a.entry.id, b.entry.id);
}

function overlaps(a: { start: number; end: number }, b: { start: number; end: number }): boolean {
  return a.start <= b.end && b.start <= a.end;
}

/** Why two claims cannot both be honoured, or undefined. */
export function conflict(a: Claim, b: Claim): string | undefined {
  if (a.mode === 'whole' || b.mode === 'whole') {
    const [w, o] = a.mode === 'whole' ? [a, b] : [b, a];
    if (isUnder(o.path, w.path) || isUnder(w.path, o.path)) return `${o.path} is deleted by the other edit`;
    return undefined;
  }
  if (a.path !== b.path) return undefined;
  if (a.mode === 'append' || b.mode === 'append') return undefined;
  if (a.mode === 'read' && b.mode === 'read') return undefined;
  if (a.mode === 'frontmatter' && b.mode === 'frontmatter') return undefined; // both re-derive, one after the other
  if (a.end === 0 || b.end === 0) return undefined; // a frontmatter block created above line 1
  if (overlaps(a, b)) return `lines ${Math.max(a.start, b.start)}-${Math.min(a.end, b.end)} of ${a.path}`;
  return undefined;
}

interface Accepted {
  item: Item;
  module: KindModule;
  claims: Claim[];
  ctx: EditContext;
}

export interface ReplayOptions {
  /** Stop after the checks: the states are not computed (plan and grant use this). */
  checkOnly?: boolean;
}

/** Why an item's claims clash with an edit accepted before it, or undefined. */
function clashOf(claims: Claim[], accepted: readonly Accepted[]): string | undefined {
  for (const other of accepted) {
    for (const x of claims) {
      for (const y of other.claims) {
        const why = conflict(x, y);
        if (why) return `overlaps entry ${other.item.entry.id} (${why}); skipped, never forced`;
      }
    }
  }
  return undefined;
}

/** The content guard: the path still holds the bytes the check hashed, or why not. */
function staleReason(base: (path: string) => FileState, entry: Entry): string | undefined {
  const expected = expectedDigest(entry);
  if (expected === undefined) return undefined;
  const actual = stateDigest(base(entry.path));
  if (actual === undefined) return `stale: ${entry.path} no longer exists as it did at check time`;
  if (actual !== expected) return `stale: ${entry.path} changed after the check (sha256 ${actual.slice(0, 12)}…, expected ${expected.slice(0, 12)}…)`;
  return undefined;
}

interface Checked {
  accepted: Accepted[];
  skipped: Skipped[];
  noops: Array<{ item: Item; reason: string }>;
}

/** Each edit in priority order: content guard, its kind's claims, then conflicts with those accepted before it. */
function checkItems(base: (path: string) => FileState, ordered: readonly Item[]): Checked {
  const out: Checked = { accepted: [], skipped: [], noops: [] };
  for (const item of ordered) {
    const { entry } = item;
    const module = moduleFor(entry);
    if (!module) {
      out.skipped.push({ item, code: 'SCHEMA_VIOLATION', reason: 'the entry has no applicable edit' });
      continue;
    }
    const stale = staleReason(base, entry);
    if (stale) {
      out.skipped.push({ item, code: 'STALE_HASH', reason: stale });
      continue;
    }
    const ctx: EditContext = { entry, texts: item.texts, base };
    const c = module.claims(ctx);
    if (!c.ok) {
      out.skipped.push({ item, code: c.code, reason: c.reason });
      continue;
    }
    const clash = clashOf(c.value.claims, out.accepted);
    if (clash) {
      out.skipped.push({ item, code: 'REFUSED', reason: clash });
      continue;
    }
    if (c.value.noop) {
      out.noops.push({ item, reason: c.value.noop });
      continue;
    }
    out.accepted.push({ item, module, claims: c.value.claims, ctx });
  }
  return out;
}

/** The states being built: every path an accepted edit changed, and by which edits. */
class ReplayState {
  readonly states = new Map<string, FileState>();
  readonly touchedBy = new Map<string, string[]>();
  readonly failed = new Set<Accepted>();
  readonly appends = new Map<Accepted, Array<{ path: string; bytes: Buffer }>>();
  constructor(private readonly base: (path: string) => FileState, readonly skipped: Skipped[]) {}
  current(p: string): FileState {
    return this.states.get(p) ?? this.base(p);
  }
  touch(p: string, id: string): void {
    const l = this.touchedBy.get(p) ?? [];
    if (!l.includes(id)) l.push(id);
    this.touchedBy.set(p, l);
  }
  fail(a: Accepted, code: ErrorCode, reason: string): void {
    this.failed.add(a);
    this.skipped.push({ item: a.item, code, reason });
  }
}

/** The line the edit's own claim starts at (frontmatter: -1, so it runs last, bottom-up). */
function topOf(a: Accepted): number {
  const own = a.claims.find((c) => c.path === a.item.entry.path && c.mode !== 'append' && c.mode !== 'whole') as { mode: string; start: number } | undefined;
  return own?.mode === 'frontmatter' ? -1 : (own?.start ?? 0);
}

/** In-file edits, per file, bottom-up; the frontmatter (at the top) last. */
function applyInFile(accepted: readonly Accepted[], o: ReplayState): void {
  const byFile = new Map<string, Accepted[]>();
  for (const a of accepted) {
    if (a.module.phase !== 'in-file') continue;
    const l = byFile.get(a.item.entry.path) ?? [];
    l.push(a);
    byFile.set(a.item.entry.path, l);
  }
  for (const [path, list] of [...byFile.entries()].sort(([a], [b]) => (a < b ? -1 : 1))) {
    list.sort((a, b) => topOf(b) - topOf(a) || priorityOrder(a.item, b.item));
    for (const a of list) {
      const out = a.module.apply(o.current(path), a.ctx);
      if (!out.ok) {
        o.fail(a, out.code, out.reason);
        continue;
      }
      if (out.value.bytes !== null) o.states.set(path, { type: 'file', bytes: out.value.bytes });
      o.touch(path, a.item.entry.id);
      o.appends.set(a, out.value.appends);
    }
  }
}

/** Deletes are computed now (their appends run with the others) and take effect last. */
function computeDeletes(accepted: readonly Accepted[], o: ReplayState): Accepted[] {
  const deletes: Accepted[] = [];
  for (const a of accepted) {
    if (a.module.phase !== 'delete') continue;
    const out = a.module.apply(o.current(a.item.entry.path), a.ctx);
    if (!out.ok) {
      o.fail(a, out.code, out.reason);
      continue;
    }
    o.appends.set(a, out.value.appends);
    deletes.push(a);
  }
  return deletes;
}

/** Every append, in priority order, after all in-file edits. */
function applyAppends(accepted: readonly Accepted[], o: ReplayState): void {
  for (const a of accepted) {
    if (o.failed.has(a)) continue;
    for (const ap of o.appends.get(a) ?? []) {
      const s = o.current(ap.path);
      o.states.set(ap.path, { type: 'file', bytes: appendBlock(s.type === 'file' ? s.bytes : null, ap.bytes) });
      o.touch(ap.path, a.item.entry.id);
    }
  }
}

export function replay(base: (path: string) => FileState, items: readonly Item[], opts: ReplayOptions = {}): ReplayResult {
  const { accepted, skipped, noops } = checkItems(base, [...items].sort(priorityOrder));
  const claims = new Map(accepted.map((a) => [a.item.entry.id, a.claims] as const));
  if (opts.checkOnly) return { accepted: accepted.map((a) => a.item), skipped, noops, states: new Map(), touchedBy: new Map(), claims };

  const o = new ReplayState(base, skipped);
  applyInFile(accepted, o);
  const deletes = computeDeletes(accepted, o);
  applyAppends(accepted, o);
  for (const a of deletes) {
    o.states.set(a.item.entry.path, { type: 'absent' });
    o.touch(a.item.entry.path, a.item.entry.id);
  }
  return { accepted: accepted.filter((a) => !o.failed.has(a)).map((a) => a.item), skipped, noops, states: o.states, touchedBy: o.touchedBy, claims };
}
