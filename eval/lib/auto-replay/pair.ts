// Which added line of a doc-fix hunk is the removed line rewritten, and which of its references
// changed target. Pure: text in, pairs out. A line is compared by its skeleton (the line with every
// reference target blanked), so a line whose only change is a link's destination pairs exactly.
import { refsOnLine, type Ref, type DiffFile, type DiffLine } from '../ground-truth.ts';

/** How alike two skeletons must be (Dice coefficient of their character bigrams) to pair. */
export const MIN_SIMILARITY = 0.8;

/** The line with each reference target blanked: what stays when only destinations change. */
export function skeleton(text: string, refs: readonly Ref[] = refsOnLine(text)): string {
  let out = text;
  for (const r of refs) out = out.replace(r.target, '\u0000');
  return out;
}

/** Dice coefficient of the character bigrams of two strings (1 = the same). */
export function similarity(a: string, b: string): number {
  if (a === b) return 1;
  if (a.length < 2 || b.length < 2) return 0;
  const grams = new Map<string, number>();
  for (let i = 0; i < a.length - 1; i++) grams.set(a.slice(i, i + 2), (grams.get(a.slice(i, i + 2)) ?? 0) + 1);
  let both = 0;
  for (let i = 0; i < b.length - 1; i++) {
    const g = b.slice(i, i + 2);
    const n = grams.get(g) ?? 0;
    if (n > 0) {
      both++;
      grams.set(g, n - 1);
    }
  }
  return (2 * both) / (a.length - 1 + (b.length - 1));
}

/** A target as compared: no leading `./`, no trailing `/`. */
export function normalizeTarget(t: string): string {
  return t.replace(/^(\.\/)+/, '').replace(/\/+$/, '');
}

export interface ChangedRef {
  removed: DiffLine;
  added: DiffLine;
  /** Index of the reference among the line's references (the same on both sides). */
  index: number;
  old: Ref;
  new: Ref;
}

/**
 * The added line a removed line became: in the same hunk, the one at the same position when the
 * hunk removes as many lines as it adds, else the most alike; either way only when the skeletons
 * are at least MIN_SIMILARITY alike.
 */
export function pairedLine(file: DiffFile, r: DiffLine): DiffLine | null {
  const removed = file.removed.filter((x) => x.hunk === r.hunk);
  const added = file.added.filter((x) => x.hunk === r.hunk);
  if (!added.length) return null;
  const sk = skeleton(r.text);
  const pos = removed.indexOf(r);
  if (removed.length === added.length) return similarity(sk, skeleton(added[pos]!.text)) >= MIN_SIMILARITY ? added[pos]! : null;
  let best: DiffLine | null = null;
  let bestScore = MIN_SIMILARITY;
  for (const a of added) {
    const s = similarity(sk, skeleton(a.text));
    if (s >= bestScore && (!best || s > bestScore)) [best, bestScore] = [a, s];
  }
  return best;
}

/**
 * The references of the file's removed lines whose target the paired added line changed: both lines
 * hold as many references of the same kinds in the same order, this one's target differs, the new
 * target was not on the old line and the old one is not on the new line.
 */
export function changedRefs(file: DiffFile): ChangedRef[] {
  const out: ChangedRef[] = [];
  for (const r of file.removed) {
    const oldRefs = refsOnLine(r.text);
    if (!oldRefs.length) continue;
    const a = pairedLine(file, r);
    if (!a) continue;
    const newRefs = refsOnLine(a.text);
    if (newRefs.length !== oldRefs.length || newRefs.some((n, i) => n.source !== oldRefs[i]!.source)) continue;
    const before = new Set(oldRefs.map((o) => normalizeTarget(o.target)));
    const after = new Set(newRefs.map((n) => normalizeTarget(n.target)));
    oldRefs.forEach((o, i) => {
      const [was, is] = [normalizeTarget(o.target), normalizeTarget(newRefs[i]!.target)];
      // A replacement, not a shift: the new target was not on the line before, the old one is gone
      // (a list of links with one dropped and one added elsewhere pairs the wrong ones by index).
      if (was !== is && !before.has(is) && !after.has(was)) out.push({ removed: r, added: a, index: i, old: o, new: newRefs[i]! });
    });
  }
  return out;
}
