// Rename detection for the isomorphic-git path, following what `git diff -M` does: exact renames
// first (same blob; a source with the same basename preferred), then inexact ones scored like git's
// diffcore (content cut into chunks at each newline or 64 bytes; the bytes two files share over the
// larger size); a pair scoring at least 50% is a rename, best scores first, each file used once.
// Symlinks and submodules are renamed only when exact. The native path asks git itself.
import { byCodeUnit } from '../../shared/order.ts';

export interface Side {
  path: string;
  oid: string;
  mode: string;
}

export interface RenamePair {
  from: string;
  to: string;
  /** The pair's score as git prints it (`R087`): 0-100, 100 for identical content. */
  similarity: number;
}

const MIN_SCORE = 0.5;
const CHUNK = 64;
/** diff.renameLimit's default: inexact detection is skipped when sources x destinations exceed its square. */
const RENAME_LIMIT = 1000;

function basename(p: string): string {
  const i = p.lastIndexOf('/');
  return i < 0 ? p : p.slice(i + 1);
}

function isRegular(mode: string): boolean {
  return mode === '100644' || mode === '100755';
}

export async function detectRenames(
  deleted: Side[],
  added: Side[],
  readBlob: (oid: string) => Promise<Uint8Array>,
): Promise<RenamePair[]> {
  const pairs: RenamePair[] = [];
  const usedSrc = new Set<string>();
  const usedDst = new Set<string>();
  // Exact: identical blobs.
  const byOid = new Map<string, Side[]>();
  for (const s of deleted) {
    const list = byOid.get(s.oid);
    if (list) list.push(s);
    else byOid.set(s.oid, [s]);
  }
  for (const d of added) {
    const cands = (byOid.get(d.oid) ?? []).filter((s) => !usedSrc.has(s.path));
    if (cands.length === 0) continue;
    const src = cands.find((s) => basename(s.path) === basename(d.path)) ?? cands[0]!;
    usedSrc.add(src.path);
    usedDst.add(d.path);
    pairs.push({ from: src.path, to: d.path, similarity: 100 });
  }
  const srcs = deleted.filter((s) => !usedSrc.has(s.path) && isRegular(s.mode));
  const dsts = added.filter((d) => !usedDst.has(d.path) && isRegular(d.mode));
  if (srcs.length === 0 || dsts.length === 0 || srcs.length * dsts.length > RENAME_LIMIT * RENAME_LIMIT) return pairs;

  const sig = new Map<string, Signature>();
  const signature = async (s: Side) => {
    let v = sig.get(s.oid);
    if (!v) {
      v = chunkSignature(await readBlob(s.oid));
      sig.set(s.oid, v);
    }
    return v;
  };
  const scored: Array<{ score: number; src: Side; dst: Side }> = [];
  for (const d of dsts) {
    const ds = await signature(d);
    for (const s of srcs) {
      const ss = await signature(s);
      const max = Math.max(ss.size, ds.size);
      if (max === 0) continue;
      if (Math.abs(ss.size - ds.size) / max > 1 - MIN_SCORE) continue;
      const score = sharedBytes(ss, ds) / max;
      if (score >= MIN_SCORE) scored.push({ score, src: s, dst: d });
    }
  }
  scored.sort((p, q) => q.score - p.score || byCodeUnit(p.dst.path, q.dst.path) || byCodeUnit(p.src.path, q.src.path));
  for (const { src, dst, score } of scored) {
    if (usedSrc.has(src.path) || usedDst.has(dst.path)) continue;
    usedSrc.add(src.path);
    usedDst.add(dst.path);
    // git rounds down and keeps 100 for identical content.
    pairs.push({ from: src.path, to: dst.path, similarity: Math.min(99, Math.floor(score * 100)) });
  }
  return pairs;
}


interface Signature {
  size: number;
  chunks: Map<string, number>;
}

function chunkSignature(buf: Uint8Array): Signature {
  const chunks = new Map<string, number>();
  const s = Buffer.from(buf.buffer, buf.byteOffset, buf.byteLength).toString('latin1');
  let start = 0;
  let i = 0;
  const add = (end: number) => {
    if (end <= start) return;
    const piece = s.slice(start, end).replace(/\r\n$/, '\n');
    chunks.set(piece, (chunks.get(piece) ?? 0) + piece.length);
    start = end;
  };
  for (; i < s.length; i++) {
    if (s.charCodeAt(i) === 10 || i + 1 - start >= CHUNK) add(i + 1);
  }
  add(s.length);
  return { size: buf.byteLength, chunks };
}

function sharedBytes(a: Signature, b: Signature): number {
  let n = 0;
  const [small, large] = a.chunks.size <= b.chunks.size ? [a, b] : [b, a];
  for (const [k, v] of small.chunks) {
    const w = large.chunks.get(k);
    if (w !== undefined) n += Math.min(v, w);
  }
  return n;
}
