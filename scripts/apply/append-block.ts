// Appending a block to a file (the archive of move-to-archive, the target of an extraction):
// the file's bytes stay as they are; a line break is added first only when the file does not end
// with one, and the block always ends with a line break, so later appends start on a fresh line.
import { detectEol, lacksFinalNewline } from './line-table.ts';

export function appendBlock(existing: Buffer | null, block: Buffer): Buffer {
  const base = existing ?? Buffer.alloc(0);
  const eol = Buffer.from(detectEol(base.length > 0 ? base : block), 'latin1');
  const parts: Buffer[] = [base];
  if (lacksFinalNewline(base)) parts.push(eol);
  parts.push(block);
  if (lacksFinalNewline(block)) parts.push(eol);
  return Buffer.concat(parts);
}
