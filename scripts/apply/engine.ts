// The replay engine: given the check-time state of every path and an ordered list of edits, the
// state every path ends in. Pure: no file system, no clock. The applier runs it twice per run
// (the edits already applied in this clean, then those plus the new ones) so every edit, early or
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

export function replay(base: (path: string) => FileState, items: readonly Item[], opts: ReplayOptions = {}): ReplayResult {
  const ordered = [...items].sort(priorityOrder);
  const accepted: Accepted[] = [];
  const skipped: Skipped[] = [];
  const noops: Array<{ item: Item; reason: string }> = [];

  for (const item of ordered) {
    const { entry } = item;
    const module = moduleFor(entry);
    if (!module) {
      skipped.push({ item, code: 'SCHEMA_VIOLATION', reason: 'the entry has no applicable edit' });
      continue;
    }
    const expected = expectedDigest(entry);
    if (expected !== undefined) {
      const st = base(entry.path);
      const actual = stateDigest(st);
      if (actual === undefined) {
        skipped.push({ item, code: 'STALE_HASH', reason: `stale: ${entry.path} no longer exists as it did at check time` });
        continue;
      }
      if (actual !== expected) {
        skipped.push({ item, code: 'STALE_HASH', reason: `stale: ${entry.path} changed after the check (sha256 ${actual.slice(0, 12)}…, expected ${expected.slice(0, 12)}…)` });
        continue;
      }
    }
    const ctx: EditContext = { entry, texts: item.texts, base };
    const c = module.claims(ctx);
    if (!c.ok) {
      skipped.push({ item, code: c.code, reason: c.reason });
      continue;
    }
    let clash: string | undefined;
    for (const other of accepted) {
      for (const x of c.value.claims) {
        for (const y of other.claims) {
          const why = conflict(x, y);
          if (why) {
            clash = `overlaps entry ${other.item.entry.id} (${why}); skipped, never forced`;
            break;
          }
        }
        if (clash) break;
      }
      if (clash) break;
    }
    if (clash) {
      skipped.push({ item, code: 'REFUSED', reason: clash });
      continue;
    }
    if (c.value.noop) {
      noops.push({ item, reason: c.value.noop });
      continue;
    }
    accepted.push({ item, module, claims: c.value.claims, ctx });
  }

  const states = new Map<string, FileState>();
  const touchedBy = new Map<string, string[]>();
  const claims = new Map(accepted.map((a) => [a.item.entry.id, a.claims] as const));
  if (opts.checkOnly) return { accepted: accepted.map((a) => a.item), skipped, noops, states, touchedBy, claims };

  const current = (p: string): FileState => states.get(p) ?? base(p);
  const touch = (p: string, id: string) => {
    const l = touchedBy.get(p) ?? [];
    if (!l.includes(id)) l.push(id);
    touchedBy.set(p, l);
  };
  const failed = new Set<Accepted>();
  const appends = new Map<Accepted, Array<{ path: string; bytes: Buffer }>>();

  // In-file edits, per file, bottom-up; the frontmatter (at the top) last.
  const byFile = new Map<string, Accepted[]>();
  for (const a of accepted) {
    if (a.module.phase !== 'in-file') continue;
    const l = byFile.get(a.item.entry.path) ?? [];
    l.push(a);
    byFile.set(a.item.entry.path, l);
  }
  const topOf = (a: Accepted) => {
    const own = a.claims.find((c) => c.path === a.item.entry.path && c.mode !== 'append' && c.mode !== 'whole') as { mode: string; start: number } | undefined;
    return own?.mode === 'frontmatter' ? -1 : (own?.start ?? 0);
  };
  for (const [path, list] of [...byFile.entries()].sort(([a], [b]) => (a < b ? -1 : 1))) {
    list.sort((a, b) => topOf(b) - topOf(a) || priorityOrder(a.item, b.item));
    for (const a of list) {
      const out = a.module.apply(current(path), a.ctx);
      if (!out.ok) {
        failed.add(a);
        skipped.push({ item: a.item, code: out.code, reason: out.reason });
        continue;
      }
      if (out.value.bytes !== null) states.set(path, { type: 'file', bytes: out.value.bytes });
      touch(path, a.item.entry.id);
      appends.set(a, out.value.appends);
    }
  }
  // Deletes are computed now (their appends run with the others) and take effect last.
  const deletes: Accepted[] = [];
  for (const a of accepted) {
    if (a.module.phase !== 'delete') continue;
    const out = a.module.apply(current(a.item.entry.path), a.ctx);
    if (!out.ok) {
      failed.add(a);
      skipped.push({ item: a.item, code: out.code, reason: out.reason });
      continue;
    }
    appends.set(a, out.value.appends);
    deletes.push(a);
  }
  for (const a of accepted) {
    if (failed.has(a)) continue;
    for (const ap of appends.get(a) ?? []) {
      const s = current(ap.path);
      states.set(ap.path, { type: 'file', bytes: appendBlock(s.type === 'file' ? s.bytes : null, ap.bytes) });
      touch(ap.path, a.item.entry.id);
    }
  }
  for (const a of deletes) {
    states.set(a.item.entry.path, { type: 'absent' });
    touch(a.item.entry.path, a.item.entry.id);
  }
  return { accepted: accepted.filter((a) => !failed.has(a)).map((a) => a.item), skipped, noops, states, touchedBy, claims };
}
