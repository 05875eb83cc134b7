// thousands(): the same text as toLocaleString('en-US') for every count the reports print, without
// loading ICU's locale data at each start.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { thousands } from '../../scripts/shared/thousands.ts';

describe('thousands', () => {
  it("groups integers by thousands exactly as toLocaleString('en-US') does, negatives and zero included", () => {
    const values = [0, 1, -1, 7, 12, 999, 1000, -1000, 1234, 12345, 123456, 1234567, 100000000, -987654321, Number.MAX_SAFE_INTEGER];
    for (let x = 1; x < 1e15; x = x * 7 + 3) values.push(x, -x);
    for (const x of values) assert.equal(thousands(x), x.toLocaleString('en-US'), String(x));
  });

  it('falls back to toLocaleString for a number that is not a safe integer', () => {
    for (const x of [1.5, 1234.5678, -0.25, 1e21, Number.NaN, Infinity]) assert.equal(thousands(x), x.toLocaleString('en-US'), String(x));
  });
});
