// The noise rules of the claims miner: mined classes the hand check (ground-truth/claims/checked.jsonl)
// found mostly not to be stale claims a fix corrected. A case a rule matches is kept apart, in
// ground-truth/claims/excluded/, with the rule's name; nothing is deleted by hand.
import type { ClaimCase } from './mine.ts';

/** The name of the first noise rule `c` matches, or null. */
export function noiseRule(_c: ClaimCase): string | null {
  return null;
}
