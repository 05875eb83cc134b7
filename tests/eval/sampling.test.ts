// The arithmetic of the half sample and the volume-weighted precision (eval/lib/half-sample.ts,
// eval/lib/volume.ts): how a stratum's quota is spread over repositories, how docs are shared, and
// how each (repository, stratum) cell is estimated and weighted.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { allocate, equalShares } from '../../eval/lib/half-sample.ts';
import { volumeWeighted, estimateCells } from '../../eval/lib/volume.ts';

const obj = (m: Map<string, number>) => Object.fromEntries(m);

describe('half sample allocation', () => {
  it('each repository first gets up to the floor, then the quota more goes in proportion to what each has left, never more than it has', () => {
    assert.deepEqual(obj(allocate([['a', 30], ['b', 7]], 25, 2)), { a: 23, b: 6 });
    assert.deepEqual(obj(allocate([['a', 1000], ['b', 1], ['c', 3]], 25, 2)), { a: 27, b: 1, c: 2 });
  });

  it('takes all where the half has fewer, and the floors of many repositories come on top of the quota', () => {
    assert.deepEqual(obj(allocate([['a', 5], ['b', 3]], 25, 2)), { a: 5, b: 3 });
    const many = Array.from({ length: 20 }, (_, i) => [`r${i}`, 10] as const);
    const alloc = allocate(many, 25, 2);
    assert.equal([...alloc.values()].reduce((t, v) => t + v, 0), 40 + 25);
    assert.ok([...alloc.values()].every((v) => v >= 3 && v <= 4));
  });

  it('docs for roles go in equal shares; a repository with fewer gives the rest of its share to the others', () => {
    assert.deepEqual(obj(equalShares([['a', 100], ['b', 3], ['c', 100]], 30)), { a: 14, b: 3, c: 13 });
    assert.deepEqual(obj(equalShares([['a', 2], ['b', 3]], 300)), { a: 2, b: 3 });
  });
});

describe('volume-weighted precision', () => {
  it('weighs each repository x stratum cell by its findings, so a repository with hundreds of false findings pulls the figure down and heads the false volumes', () => {
    const v = volumeWeighted([
      [
        { repo: 'small', stratum: 'link', findings: 25, tp: 25, fp: 0 },
        { repo: 'docset', stratum: 'link', findings: 2500, tp: 2, fp: 23 },
      ],
    ]);
    const z2 = 1.959964 ** 2;
    const P = (27 + z2 / 2) / (50 + z2);
    const small = (25 + 4 * P) / 29;
    const docset = (2 + 4 * P) / 29;
    assert.ok(Math.abs(v.precision! - (25 * small + 2500 * docset) / 2525) < 1e-12);
    assert.ok(v.precision! < 0.25, `${v.precision}: the pooled judged precision would say 54%`);
    assert.equal(v.largest_false[0]!.repo, 'docset');
    assert.ok(v.largest_false[0]!.est_false! > 2000);
    assert.ok(Math.abs(v.by_repo.docset!.precision! - docset) < 1e-12);
  });

  it('a cell with no judgment of its own is counted apart and listed by volume, never given another repository\'s rate (that figure is kept for reference only)', () => {
    const { cells, pooled } = estimateCells([
      { repo: 'a', stratum: 'link', findings: 10, tp: 8, fp: 2 },
      { repo: 'b', stratum: 'link', findings: 40, tp: 0, fp: 0 },
      { repo: 'b', stratum: 'image', findings: 7, tp: 0, fp: 0 },
    ]);
    assert.deepEqual([cells[1]!.p, cells[1]!.pooled], [null, pooled.link]);
    assert.deepEqual([cells[2]!.p, cells[2]!.pooled], [null, null]);
    const v = volumeWeighted([cells]);
    assert.equal(v.unjudged, 47);
    assert.equal(v.findings, 57);
    assert.equal(v.precision, cells[0]!.p);
    assert.ok(Math.abs(v.precision_if_pooled! - (10 * cells[0]!.p! + 40 * pooled.link!) / 50) < 1e-12);
    assert.deepEqual(v.largest_unjudged.map((c) => [c.repo, c.stratum]), [['b', 'link'], ['b', 'image']]);
  });

  it('each half is estimated with its own pooled rates: judgments of the tune half never set a fresh cell', () => {
    const tune = [{ repo: 't', stratum: 'link', findings: 100, tp: 100, fp: 0 }];
    const fresh = [
      { repo: 'f', stratum: 'link', findings: 100, tp: 0, fp: 10 },
      { repo: 'g', stratum: 'link', findings: 100, tp: 1, fp: 0 },
    ];
    const both = volumeWeighted([tune, fresh]);
    const freshOnly = volumeWeighted([fresh]);
    assert.ok(Math.abs(both.by_repo.g!.precision! - freshOnly.by_repo.g!.precision!) < 1e-12);
    assert.ok(freshOnly.by_repo.g!.precision! < 0.5);
  });
});
