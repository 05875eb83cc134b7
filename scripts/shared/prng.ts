// Seeded pseudo-random numbers: the same seed gives the same sequence on every machine, so a test's
// kill points, an evaluation's sample and a bench's generated repository can be replayed. One home
// for the generators (tests, eval/ and bench/ import them); nothing in dist/ uses randomness.

/** mulberry32: 32 bits of state, uniform in [0, 1). */
export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** mulberry32 seeded by a string (hashed to 32 bits): a sample named by its seed word. */
export function mulberry32FromString(seed: string): () => number {
  let h = 1779033703 ^ seed.length;
  for (let i = 0; i < seed.length; i++) {
    h = Math.imul(h ^ seed.charCodeAt(i), 3432918353);
    h = (h << 13) | (h >>> 19);
  }
  return mulberry32(h);
}

/**
 * xorshift32, uniform in [0, 1): the generator of bench/'s generated repositories, kept beside the
 * other so the repositories (and the figures measured on them) stay byte-identical.
 */
export function xorshift32(seed: number): () => number {
  let s = seed >>> 0 || 1;
  return () => {
    s ^= s << 13;
    s >>>= 0;
    s ^= s >>> 17;
    s ^= s << 5;
    s >>>= 0;
    return s / 0x100000000;
  };
}
