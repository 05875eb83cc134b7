// Applies a git delta (gitformat-pack(5), "Deltified representation") to its base object.

function varint(d: Buffer, at: number): [value: number, next: number] {
  let value = 0;
  let shift = 0;
  let c: number;
  do {
    if (at >= d.length) throw new Error('corrupt delta: truncated size');
    c = d[at++]!;
    value += (c & 0x7f) * 2 ** shift;
    shift += 7;
  } while (c & 0x80);
  return [value, at];
}

export function applyDelta(base: Buffer, delta: Buffer): Buffer {
  let [srcSize, at] = varint(delta, 0);
  if (srcSize !== base.length) throw new Error(`corrupt delta: base is ${base.length} bytes, delta expects ${srcSize}`);
  let dstSize: number;
  [dstSize, at] = varint(delta, at);
  const out = Buffer.allocUnsafe(dstSize);
  let o = 0;
  while (at < delta.length) {
    const op = delta[at++]!;
    if (op & 0x80) {
      // copy from the base: offset and size bytes present per bit
      let off = 0;
      let size = 0;
      if (op & 0x01) off |= delta[at++]!;
      if (op & 0x02) off |= delta[at++]! << 8;
      if (op & 0x04) off |= delta[at++]! << 16;
      if (op & 0x08) off = (off | 0) + delta[at++]! * 2 ** 24;
      if (op & 0x10) size |= delta[at++]!;
      if (op & 0x20) size |= delta[at++]! << 8;
      if (op & 0x40) size |= delta[at++]! << 16;
      if (size === 0) size = 0x10000;
      off >>>= 0;
      if (off + size > base.length || o + size > dstSize) throw new Error('corrupt delta: copy out of range');
      base.copy(out, o, off, off + size);
      o += size;
    } else if (op !== 0) {
      // insert the next `op` bytes
      if (at + op > delta.length || o + op > dstSize) throw new Error('corrupt delta: insert out of range');
      delta.copy(out, o, at, at + op);
      at += op;
      o += op;
    } else {
      throw new Error('corrupt delta: reserved instruction 0');
    }
  }
  if (o !== dstSize) throw new Error(`corrupt delta: produced ${o} bytes, expected ${dstSize}`);
  return out;
}
