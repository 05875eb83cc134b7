// The duplicate index duplicate_block reads: a top-level block (paragraph, list, table, quote, code block) or a section (a
// heading and everything up to the next heading of the same or a higher level) of at least
// duplicate_min_lines non-blank lines that stands verbatim (whitespace aside) in another doc.
// One pass: every unit is hashed into a map from hash to locations; no pairwise comparison of docs.
// Each line is hashed once (64 bits, whitespace-normalized); a unit's key combines its line hashes.
// Only docs whose role takes part are indexed (intended copies, records, generated docs and, unless
// duplicates_across_archive, archives never are: scripts/roles/); a block inside a larger duplicated block is
// reported once, as the larger one. Canonical copy: the older in git, else the more central doc.
import { posix } from 'node:path';
import type { HistoryIndex } from '../../git/history/types.ts';
import type { RoleName } from '../../contract/role-names.ts';
import type { DuplicateHit, ParsedDoc } from '../types.ts';
import { byCodeUnit } from '../../shared/order.ts';
import { sectionEnd } from '../../doc/sections.ts';
import type { DocFact } from './fact.ts';

interface Unit {
  path: string;
  start_line: number;
  end_line: number;
  lines: number;
}

/** Whitespace as String.prototype.trim sees it. */
function isSpace(c: number): boolean {
  return c <= 32 || c === 0xa0 || c === 0x1680 || (c >= 0x2000 && c <= 0x200a) || c === 0x2028 || c === 0x2029 || c === 0x202f || c === 0x205f || c === 0x3000 || c === 0xfeff;
}

interface LineHashes {
  /** Two independent 32-bit hashes of each line, trimmed with whitespace runs read as one space. */
  a: Uint32Array;
  b: Uint32Array;
  blank: Uint8Array;
}

/** Hashes every line once, without building normalized strings. */
function lineHashes(doc: ParsedDoc): LineHashes {
  const n = doc.lines.length;
  const out: LineHashes = { a: new Uint32Array(n), b: new Uint32Array(n), blank: new Uint8Array(n) };
  for (let i = 0; i < n; i++) {
    const l = doc.lines[i]!;
    let a = 0x811c9dc5;
    let b = 0x9747b28c;
    let any = false;
    let space = false;
    for (let j = 0; j < l.length; j++) {
      const c = l.charCodeAt(j);
      if ((c <= 32 || c >= 0xa0) && isSpace(c)) {
        space = any;
        continue;
      }
      if (space) {
        a = Math.imul(a ^ 32, 0x01000193);
        b = Math.imul(b ^ 32, 0x5bd1e995);
        b ^= b >>> 13;
        space = false;
      }
      a = Math.imul(a ^ c, 0x01000193);
      b = Math.imul(b ^ c, 0x5bd1e995);
      b ^= b >>> 13;
      any = true;
    }
    out.a[i] = a >>> 0;
    out.b[i] = b >>> 0;
    out.blank[i] = any ? 0 : 1;
  }
  return out;
}

function lastNonBlank(h: LineHashes, start: number, end: number): number {
  let e = Math.min(end, h.blank.length);
  while (e > start && h.blank[e - 1] === 1) e--;
  return e;
}

/**
 * Every candidate unit of a doc: top-level blocks and sections with enough non-blank lines, each
 * keyed by a 64-bit hash of its normalized non-blank lines and their count (the dedupe edit checks
 * the text line by line again before it removes anything).
 */
export function duplicateUnits(doc: ParsedDoc, minLines: number): Array<Unit & { hash: string }> {
  const out: Array<Unit & { hash: string }> = [];
  const seen = new Set<number>();
  let h: LineHashes | undefined;
  const add = (start: number, end: number) => {
    const key = start * 1_000_003 + end;
    if (seen.has(key)) return;
    seen.add(key);
    let count = 0;
    let x = 0x12345678;
    let y = 0x9e3779b9;
    for (let i = start - 1; i < end; i++) {
      if (h!.blank[i] === 1) continue;
      count++;
      x = Math.imul(x ^ h!.a[i]!, 0x01000193);
      x ^= x >>> 16;
      y = Math.imul(y ^ h!.b[i]!, 0x85ebca6b);
      y ^= y >>> 13;
    }
    if (count < minLines) return;
    out.push({ path: doc.path, start_line: start, end_line: end, lines: count, hash: `${(x >>> 0).toString(36)}.${(y >>> 0).toString(36)}.${count}` });
  };
  for (const b of doc.blocks) {
    if (b.end_line - b.start_line + 1 < minLines) continue;
    h ??= lineHashes(doc);
    add(b.start_line, lastNonBlank(h, b.start_line, b.end_line));
  }
  const hs = doc.headings;
  for (let i = 0; i < hs.length; i++) {
    const head = hs[i]!;
    const end = sectionEnd(doc, i);
    if (end - head.line + 1 < minLines) continue;
    h ??= lineHashes(doc);
    add(head.line, lastNonBlank(h, head.line, end));
  }
  return out;
}

/** Docs whose blocks count as copies of each other (archives too when duplicates_across_archive). */
export const DUPLICATE_ROLES: readonly RoleName[] = ['living', 'agent-memory', 'agent-prompt', 'plan', 'template'];

/** Canonical order: older in git first, then fewer path segments, then path, then line. */
function canonicalOrder(history: HistoryIndex | undefined): (a: Unit, b: Unit) => number {
  return (a, b) => {
    if (history && a.path !== b.path) {
      const da = history.lastChange(a.path)?.date;
      const db = history.lastChange(b.path)?.date;
      if (da !== undefined && db !== undefined && da !== db) return da < db ? -1 : 1;
      if (da !== undefined && db === undefined) return -1;
      if (da === undefined && db !== undefined) return 1;
    }
    const sa = a.path.split('/').length;
    const sb = b.path.split('/').length;
    if (sa !== sb) return sa - sb;
    if (a.path !== b.path) return a.path < b.path ? -1 : 1;
    return a.start_line - b.start_line;
  };
}

export interface DuplicateOptions {
  min_lines: number;
  across_archive: boolean;
  history?: HistoryIndex;
}

/** Collects every doc's units as the docs are parsed, then pairs the copies: one map, no pairwise comparison. */
export class DuplicateIndex {
  private readonly byHash = new Map<string, Unit[]>();
  constructor(private readonly opts: DuplicateOptions) {}

  /** Adds a doc's units, when its role takes part: intended copies, records and generated docs never do. */
  add(doc: ParsedDoc, role: RoleName = 'living'): void {
    if (!(DUPLICATE_ROLES.includes(role) || (role === 'archive' && this.opts.across_archive))) return;
    for (const u of duplicateUnits(doc, this.opts.min_lines)) {
      const list = this.byHash.get(u.hash);
      const unit: Unit = { path: u.path, start_line: u.start_line, end_line: u.end_line, lines: u.lines };
      if (!list) this.byHash.set(u.hash, [unit]);
      else if (!list.some((x) => x.path === unit.path)) list.push(unit); // first copy per doc
    }
  }

  /** All duplicate hits, by path. History (when known) picks the canonical copy. */
  hits(history: HistoryIndex | undefined): Map<string, DuplicateHit[]> {
    const order = canonicalOrder(history);
    const raw = new Map<string, DuplicateHit[]>();
    const push = (u: Unit, other: Unit, canonical: string) => {
      const list = raw.get(u.path) ?? [];
      list.push({ start_line: u.start_line, end_line: u.end_line, lines: u.lines, other: { path: other.path, start_line: other.start_line, end_line: other.end_line }, canonical });
      raw.set(u.path, list);
    };
    for (const units of this.byHash.values()) {
      if (units.length < 2) continue;
      const sorted = [...units].sort(order);
      const canonical = sorted[0]!;
      for (const u of sorted.slice(1)) {
        push(u, canonical, canonical.path);
        push(canonical, u, canonical.path);
      }
    }
    // A block inside a larger duplicated unit of the same pair of docs is reported as the larger one.
    const out = new Map<string, DuplicateHit[]>();
    for (const [path, hits] of raw) {
      const byOther = new Map<string, DuplicateHit[]>();
      for (const h of hits) byOther.set(h.other.path, [...(byOther.get(h.other.path) ?? []), h]);
      const kept: DuplicateHit[] = [];
      for (const group of byOther.values()) {
        for (const h of group) {
          const inside = group.some(
            (g) =>
              g !== h &&
              g.start_line <= h.start_line &&
              g.end_line >= h.end_line &&
              g.other.start_line <= h.other.start_line &&
              g.other.end_line >= h.other.end_line &&
              (g.end_line - g.start_line > h.end_line - h.start_line || g.other.end_line - g.other.start_line > h.other.end_line - h.other.start_line),
          );
          if (!inside) kept.push(h);
        }
      }
      kept.sort((a, b) => a.start_line - b.start_line || byCodeUnit(a.other.path, b.other.path) || a.other.start_line - b.other.start_line);
      out.set(path, kept);
    }
    return out;
  }
}

/** The duplicate index as a fact of the scan: fed each doc as it is read, paired once all are. */
export const duplicatesFact: DocFact<'duplicates'> = {
  need: 'duplicates',
  stage: 'doc',
  gather(plan) {
    const index = new DuplicateIndex({ min_lines: plan.settings.duplicate_min_lines, across_archive: plan.settings.duplicates_across_archive });
    return {
      archived: plan.settings.duplicates_across_archive,
      // Docs outside --scope still count as the other copy of a duplicate.
      outside_scope: true,
      add: (doc, role) => index.add(doc, role),
      done: (history) => ({ duplicates: index.hits(history) }),
    };
  },
};
