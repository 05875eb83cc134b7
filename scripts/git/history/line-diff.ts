// Changed lines between two blobs, as `git diff --numstat --minimal` counts them: added + deleted
// lines of a minimal line diff (Myers' O(ND) edit distance over line ids). A blob with a NUL byte
// in its first 8000 bytes is binary and counts 0, as git's numstat prints `-`.

const BINARY_PROBE = 8000;

export function isBinary(buf: Uint8Array): boolean {
  const n = Math.min(buf.length, BINARY_PROBE);
  for (let i = 0; i < n; i++) if (buf[i] === 0) return true;
  return false;
}

/** Lines with their terminators, so `x` and `x\n` differ (git's "No newline at end of file"). */
function splitLines(buf: Uint8Array): string[] {
  const s = Buffer.from(buf.buffer, buf.byteOffset, buf.byteLength).toString('latin1');
  const out: string[] = [];
  let start = 0;
  for (;;) {
    const nl = s.indexOf('\n', start);
    if (nl < 0) break;
    out.push(s.slice(start, nl + 1));
    start = nl + 1;
  }
  if (start < s.length) out.push(s.slice(start));
  return out;
}

export function countLines(buf: Uint8Array): number {
  if (isBinary(buf)) return 0;
  return splitLines(buf).length;
}

/** Added + deleted lines turning `a` into `b` (either may be undefined: an added or deleted file). */
export function changedLines(a: Uint8Array | undefined, b: Uint8Array | undefined): number {
  if (a && isBinary(a)) return 0;
  if (b && isBinary(b)) return 0;
  const x = a ? splitLines(a) : [];
  const y = b ? splitLines(b) : [];
  return editDistance(x, y);
}

/** Myers' shortest edit script length (insertions + deletions only). */
export function editDistance(x: string[], y: string[]): number {
  let lo = 0;
  let xe = x.length;
  let ye = y.length;
  while (lo < xe && lo < ye && x[lo] === y[lo]) lo++;
  while (xe > lo && ye > lo && x[xe - 1] === y[ye - 1]) {
    xe--;
    ye--;
  }
  const ids = new Map<string, number>();
  const id = (s: string) => {
    let v = ids.get(s);
    if (v === undefined) {
      v = ids.size;
      ids.set(s, v);
    }
    return v;
  };
  const a = Int32Array.from(x.slice(lo, xe), id);
  const b = Int32Array.from(y.slice(lo, ye), id);
  const n = a.length;
  const m = b.length;
  if (n === 0 || m === 0) return n + m;
  const max = n + m;
  const off = max + 1;
  const v = new Int32Array(2 * max + 3);
  for (let d = 0; d <= max; d++) {
    for (let k = -d; k <= d; k += 2) {
      let i = k === -d || (k !== d && v[off + k - 1]! < v[off + k + 1]!) ? v[off + k + 1]! : v[off + k - 1]! + 1;
      let j = i - k;
      while (i < n && j < m && a[i] === b[j]) {
        i++;
        j++;
      }
      v[off + k] = i;
      if (i >= n && j >= m) return d;
    }
  }
  return max;
}
