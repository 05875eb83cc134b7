// A pack index (`objects/pack/pack-*.idx`, version 2; gitformat-pack(5)): finds an object's offset
// in its pack by binary search over the sorted object names, straight in the file's bytes. Nothing
// is expanded into JavaScript objects: an index up to IN_MEMORY_MAX bytes is read whole (165,000
// objects: 4.6 MB), a larger one (a repository of millions of objects) is searched with positional
// reads, so memory stays bounded whatever the repository's size.
import { closeSync, fstatSync, readSync } from 'node:fs';
import { openRegularFile } from '../../shared/read-bounded.ts';

const MAGIC = 0xff744f63; // "\377tOc"
const HEADER = 8 + 256 * 4; // magic, version, fan-out table
export const IN_MEMORY_MAX = 32 * 1024 * 1024;

export class PackIndex {
  private readonly count: number;
  private readonly offsetsAt: number;
  private readonly largeAt: number;
  /** The whole file when it is small enough; otherwise only its header and fan-out table. */
  private readonly buf: Buffer;
  private readonly positional: boolean;
  private fd: number | undefined;
  private readonly probe = Buffer.alloc(20);

  private constructor(readonly path: string, inMemoryMax: number) {
    const fd = openRegularFile(path);
    try {
      const size = fstatSync(fd).size;
      const whole = size <= inMemoryMax;
      this.buf = Buffer.alloc(whole ? size : Math.min(size, HEADER));
      readAll(fd, this.buf, 0);
      if (this.buf.length < HEADER || this.buf.readUInt32BE(0) !== MAGIC || this.buf.readUInt32BE(4) !== 2) {
        throw new Error(`${path}: not a version 2 pack index`);
      }
      this.count = this.buf.readUInt32BE(8 + 255 * 4);
      const namesEnd = HEADER + this.count * 20;
      this.offsetsAt = namesEnd + this.count * 4; // names, then CRC32s, then offsets
      this.largeAt = this.offsetsAt + this.count * 4;
      if (size < this.largeAt + 40) throw new Error(`${path}: truncated pack index`);
      this.positional = !whole;
    } finally {
      closeSync(fd);
    }
  }

  /** For positional reads: the open file, opened on first use (again after close()). */
  private file(): number {
    this.fd ??= openRegularFile(this.path);
    return this.fd;
  }

  /** `inMemoryMax`: the largest index read whole (tests lower it to exercise positional reads). */
  static open(path: string, inMemoryMax = IN_MEMORY_MAX): PackIndex {
    return new PackIndex(path, inMemoryMax);
  }

  close(): void {
    if (this.fd !== undefined) closeSync(this.fd);
    this.fd = undefined;
  }

  /** The object's offset in the pack, or undefined when this pack does not hold it. */
  find(oid: Buffer): number | undefined {
    const first = oid[0]!;
    let lo = first === 0 ? 0 : this.buf.readUInt32BE(8 + (first - 1) * 4);
    let hi = this.buf.readUInt32BE(8 + first * 4); // exclusive
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      const c = this.nameAt(mid).compare(oid); // > 0: the name at mid sorts after oid
      if (c === 0) return this.offset(mid);
      if (c > 0) hi = mid;
      else lo = mid + 1;
    }
    return undefined;
  }

  private nameAt(i: number): Buffer {
    const at = HEADER + i * 20;
    if (!this.positional) return this.buf.subarray(at, at + 20);
    readAll(this.file(), this.probe, at);
    return this.probe;
  }

  private u32(at: number): number {
    if (!this.positional) return this.buf.readUInt32BE(at);
    readAll(this.file(), this.probe.subarray(0, 4), at);
    return this.probe.readUInt32BE(0);
  }

  private offset(i: number): number {
    const small = this.u32(this.offsetsAt + i * 4);
    if ((small & 0x80000000) === 0) return small;
    // A pack over 2 GB keeps large offsets in a table of 8-byte entries.
    const at = this.largeAt + (small & 0x7fffffff) * 8;
    return this.u32(at) * 2 ** 32 + this.u32(at + 4);
  }
}

function readAll(fd: number, into: Buffer, position: number): void {
  let got = 0;
  while (got < into.length) {
    const n = readSync(fd, into, got, into.length - got, position + got);
    if (n === 0) throw new Error('pack index ends early');
    got += n;
  }
}
