// Byte-level view of "line N" for the applier. Same meaning as scripts/shared/lines.ts (split on
// "\n", numbered from 1, a final "\n" ends the last line, a "\r" before "\n" belongs to its line),
// but over raw bytes: the applier cuts and splices Buffers and never decodes a whole file, so
// CRLF, a BOM, a missing final newline and bytes that are not UTF-8 survive untouched.
// A UTF-8 BOM is never part of any span: line 1 starts after it.

const LF = 0x0a;
const CR = 0x0d;

export interface LineTable {
  /** Length of a leading UTF-8 BOM (0 or 3). */
  bom: number;
  /** Byte offset where each line starts (index 0 = line 1). */
  starts: number[];
  /** Byte offset just after each line, including its "\n" when it has one. */
  ends: number[];
  /** Total length of the buffer. */
  size: number;
}

export function hasBom(buf: Uint8Array): boolean {
  return buf.length >= 3 && buf[0] === 0xef && buf[1] === 0xbb && buf[2] === 0xbf;
}

export function lineTable(buf: Buffer): LineTable {
  const bom = hasBom(buf) ? 3 : 0;
  const starts: number[] = [];
  const ends: number[] = [];
  if (buf.length > 0) {
    let start = 0;
    for (;;) {
      const nl = buf.indexOf(LF, start);
      if (nl < 0) {
        if (start < buf.length) {
          starts.push(start);
          ends.push(buf.length);
        }
        break;
      }
      starts.push(start);
      ends.push(nl + 1);
      start = nl + 1;
      if (start >= buf.length) break;
    }
    // The BOM belongs to no span (a BOM-only file still has one, empty, line 1, as in lines.ts).
    if (starts.length > 0) starts[0] = Math.min(bom, ends[0]!);
  }
  return { bom, starts, ends, size: buf.length };
}

export function lineCount(t: LineTable): number {
  return t.starts.length;
}

/** Undefined when start..end (1-based, inclusive) lies inside the file, else the problem. */
export function anchorProblem(t: LineTable, start: number, end: number): string | undefined {
  const n = lineCount(t);
  if (!Number.isInteger(start) || !Number.isInteger(end) || start < 1) return `lines ${start}-${end} are not a valid range`;
  if (start > end) return `start_line ${start} is after end_line ${end}`;
  if (end > n) return `end_line ${end} is past the end of the file (${n} line${n === 1 ? '' : 's'})`;
  return undefined;
}

/** Byte span [start, end) of lines start..end, including the "\n" of the last line when present. */
export function byteSpan(t: LineTable, start: number, end: number): { start: number; end: number } {
  return { start: t.starts[start - 1]!, end: t.ends[end - 1]! };
}

/** The bytes of one line without its "\n" (a "\r" stays, as in lines.ts). */
export function lineBytes(buf: Buffer, t: LineTable, line: number): Buffer {
  const s = t.starts[line - 1]!;
  let e = t.ends[line - 1]!;
  if (e > s && buf[e - 1] === LF) e--;
  return buf.subarray(s, e);
}

/** The line ending the file uses, read from its first terminated line; "\n" when it has none. */
export function detectEol(buf: Buffer): '\r\n' | '\n' {
  const nl = buf.indexOf(LF);
  return nl > 0 && buf[nl - 1] === CR ? '\r\n' : '\n';
}

/** The line ending of a given line: "\r\n", "\n", or "" for a last line without one. */
export function eolOf(buf: Buffer, t: LineTable, line: number): '\r\n' | '\n' | '' {
  const e = t.ends[line - 1]!;
  if (e === 0 || buf[e - 1] !== LF) return '';
  return e >= 2 && buf[e - 2] === CR ? '\r\n' : '\n';
}

/** True when the buffer is non-empty and does not end with "\n". */
export function lacksFinalNewline(buf: Buffer): boolean {
  return buf.length > 0 && buf[buf.length - 1] !== LF;
}

/** Rewrites the "\n" line breaks of model- or report-supplied text to the file's own ending. */
export function withEol(text: string, eol: '\r\n' | '\n'): Buffer {
  const normalized = text.replace(/\r\n/g, '\n');
  return Buffer.from(eol === '\n' ? normalized : normalized.replace(/\n/g, '\r\n'), 'utf8');
}

export function splice(buf: Buffer, start: number, end: number, insert: Uint8Array): Buffer {
  return Buffer.concat([buf.subarray(0, start), insert, buf.subarray(end)]);
}
