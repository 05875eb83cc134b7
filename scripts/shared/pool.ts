// Runs async work on a few items at a time and keeps their order: results[i] is fn(items[i]) whatever
// order the calls finish in, so a caller that runs git look-ups side by side gets what the one-at-a-time
// loop got. Used where each call waits on its own git process (the CPU is git's, not node's).
import { availableParallelism } from 'node:os';

/** How many git look-ups run side by side: one per core, at most 4 (more only queues in git). */
export function gitLookupWidth(): number {
  return Math.max(1, Math.min(availableParallelism(), 4));
}

/** fn over every item, at most `width` at once, results in the items' order. The first rejection rejects the whole. */
export async function mapInOrder<T, R>(items: readonly T[], width: number, fn: (item: T, index: number) => Promise<R>): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < items.length) {
      const i = next++;
      results[i] = await fn(items[i]!, i);
    }
  };
  await Promise.all(Array.from({ length: Math.min(Math.max(1, width), items.length) }, worker));
  return results;
}
