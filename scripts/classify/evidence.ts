// Compact evidence: what a classifier is shown of one file's scanner signals. A signal that
// restates another on the same file (the same missing target on several lines, the same block
// duplicated in several files) is sent once, with where else it stands; a signal name with more
// hits than EXAMPLES_PER_NAME is summarised as its count and its strongest examples. Every hit
// shown is the scanner's own, so a classifier can cite it verbatim (name, detail, line).
import type { SignalHit } from '../scan/types.ts';
import { canonicalJson, sha256Hex } from '../shared/hash.ts';
import { isHitOf } from '../contract/signal-info.ts';
import { ALL_SIGNALS } from '../scan/signals/index.ts';
import { brokenReference } from '../scan/signals/broken-reference.ts';
import { duplicateBlock } from '../scan/signals/duplicate-block.ts';

export const EXAMPLES_PER_NAME = 3;

/** A scanner hit as shown to a classifier, with the lines or files that restate it. */
export type ShownHit = SignalHit & { restated_on_lines?: number[]; also_in?: string[] };

/** Several hits of one name: how many, and the strongest few, verbatim. */
export interface SignalSummary {
  name: string;
  detail: string;
  count: number;
  examples: ShownHit[];
}

export type CompactSignal = ShownHit | SignalSummary;

/** What makes two hits of a file say the same thing; undefined when a hit restates nothing. */
function restatementKey(h: SignalHit): string | undefined {
  if (isHitOf(brokenReference, h)) return `${h.name}|${h.resolved}|${h.missing}`;
  if (isHitOf(duplicateBlock, h)) return `${h.name}|${h.start_line}-${h.end_line}`;
  return undefined;
}

/** Larger is stronger: a longer duplicate, a broken link whose new target is known. */
function strength(h: SignalHit): number {
  if (isHitOf(duplicateBlock, h)) return h.lines;
  if (isHitOf(brokenReference, h)) return h.renamed_to ? 2 : 1;
  return 0;
}

function mergeRestatements(hits: readonly SignalHit[]): ShownHit[] {
  const out: ShownHit[] = [];
  const byKey = new Map<string, ShownHit>();
  for (const h of hits) {
    const key = restatementKey(h);
    const first = key === undefined ? undefined : byKey.get(key);
    if (!first) {
      const shown: ShownHit = { ...h };
      out.push(shown);
      if (key !== undefined) byKey.set(key, shown);
      continue;
    }
    if (isHitOf(duplicateBlock, h)) first.also_in = [...(first.also_in ?? []), h.other.path]; else if (typeof h.line === 'number') first.restated_on_lines = [...(first.restated_on_lines ?? []), h.line];
  }
  return out;
}

/** One file's signals as a classifier sees them; order follows the scanner's (line, name). */
export function compactSignals(hits: readonly SignalHit[]): CompactSignal[] {
  const merged = mergeRestatements(hits);
  const byName = new Map<string, ShownHit[]>();
  for (const h of merged) byName.set(h.name, [...(byName.get(h.name) ?? []), h]);
  const out: CompactSignal[] = [];
  const done = new Set<string>();
  for (const h of merged) {
    if (done.has(h.name)) continue;
    const all = byName.get(h.name)!;
    if (all.length <= EXAMPLES_PER_NAME) {
      out.push(h);
      continue;
    }
    done.add(h.name);
    const examples = [...all]
      .sort((a, b) => strength(b) - strength(a) || (a.line ?? 0) - (b.line ?? 0))
      .slice(0, EXAMPLES_PER_NAME)
      .sort((a, b) => (a.line ?? 0) - (b.line ?? 0));
    out.push({ name: h.name, detail: `${all.length} ${h.name} hits in this file; the ${EXAMPLES_PER_NAME} strongest are shown`, count: all.length, examples });
  }
  return out;
}

/** Per signal name, the fields a scanner work bound decides (more look-ups elsewhere in the scan leave them out). */
const BOUNDED: ReadonlyMap<string, readonly string[]> = new Map(ALL_SIGNALS.flatMap((s) => (s.bounded_fields ? [[s.name, s.bounded_fields] as const] : [])));

function withoutBounded(s: CompactSignal): unknown {
  if ('examples' in s && Array.isArray(s.examples)) return { ...s, examples: s.examples.map(withoutBounded) };
  const drop = BOUNDED.get(s.name);
  if (!drop) return s;
  return Object.fromEntries(Object.entries(s).filter(([k]) => !drop.includes(k)));
}

/**
 * A digest of what a classifier is shown for one file: changed evidence means a new judgment. What
 * a work bound decides is left out, so a scan that looks up more elsewhere (a removal commit found
 * one time, cut by the bound the next) does not make every cached judgment stale.
 */
export function signalDigest(shown: readonly CompactSignal[]): string {
  return sha256Hex(canonicalJson(shown.map(withoutBounded)));
}
