// A pack index (`objects/pack/pack-*.idx`, version 2; gitformat-pack(5)): finds an object's offset
// in its pack by binary search over the sorted object names, straight in the file's bytes. Nothing
// is expanded into JavaScript objects, so a 165,000-object index costs its 4.6 MB and no more.
import { readFileSync } from 'node:fs';

const MAGIC = 0xff744f63; // "\377tOc"

export class PackIndex {
  private readonly count: number;
  private readonly namesAt = 8 + 256 * 4;
  private readonly offsetsAt: number;
  private readonly largeAt: number;

  private constructor(readonly path: string, private readonly buf: Buffer) {
    if (buf.length < 8 + 256 * 4 + 40 || buf.readUInt32BE(0) !== MAGIC || buf.readUInt32BE(4) !== 2) {
      throw new Error(`${path}: not a version 2 pack index`);
    }
    this.count = buf.readUInt32BE(8 + 255 * 4);
    this.offsetsAt = this.namesAt + this.count * 20 + this.count * 4; // names, then CRC32s
    this.largeAt = this.offsetsAt + this.count * 4;
    if (buf.length < this.largeAt + 40) throw new Error(`${path}: truncated pack index`);
  }

  static open(path: string): PackIndex {
    return new PackIndex(path, readFileSync(path));
  }

  /** The object's offset in the pack, or undefined when this pack does not hold it. */
  find(oid: Buffer): number | undefined {
    const first = oid[0]!;
    let lo = first === 0 ? 0 : this.buf.readUInt32BE(8 + (first - 1) * 4);
    let hi = this.buf.readUInt32BE(8 + first * 4); // exclusive
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      const at = this.namesAt + mid * 20;
      const c = this.buf.compare(oid, 0, 20, at, at + 20); // > 0: the name at mid sorts after oid
      if (c === 0) return this.offset(mid);
      if (c > 0) hi = mid;
      else lo = mid + 1;
    }
    return undefined;
  }

  private offset(i: number): number {
    const small = this.buf.readUInt32BE(this.offsetsAt + i * 4);
    if ((small & 0x80000000) === 0) return small;
    // A pack over 2 GB keeps large offsets in a table of 8-byte entries.
    const at = this.largeAt + (small & 0x7fffffff) * 8;
    return this.buf.readUInt32BE(at) * 2 ** 32 + this.buf.readUInt32BE(at + 4);
  }
}
