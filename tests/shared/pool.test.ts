// mapInOrder(): git look-ups run side by side must give what the one-at-a-time loop gave, in its
// order, and never more than `width` at once (each one is a git process on a 2-core machine).
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { mapInOrder } from '../../scripts/shared/pool.ts';
import { xorshift32 } from '../../scripts/shared/prng.ts';

describe('mapInOrder', () => {
  it('returns each result at its item\'s index whatever order the calls finish in, with at most width calls running at once', async () => {
    const next = xorshift32(7);
    const items = Array.from({ length: 40 }, (_, i) => i);
    const delays = items.map(() => next() % 15);
    let running = 0;
    let most = 0;
    const out = await mapInOrder(items, 3, async (x) => {
      running++;
      most = Math.max(most, running);
      await new Promise((r) => setTimeout(r, delays[x]));
      running--;
      return x * 2;
    });
    assert.deepEqual(out, items.map((x) => x * 2));
    assert.equal(most, 3);
  });

  it('gives an empty list for no items and rejects when one call rejects', async () => {
    assert.deepEqual(await mapInOrder([], 4, async () => 1), []);
    await assert.rejects(mapInOrder([1, 2, 3], 2, async (x) => { if (x === 2) throw new Error('two'); return x; }), /two/);
  });
});
