// The one meaning of "line N" for anchors, reducible ranges and canonical refs: lines are split on
// "\n" and numbered from 1; a final "\n" ends the last line rather than starting an empty one; a
// "\r" before the "\n" stays part of its line. The report builder checks anchors with it and the
// cleaner applies them with it, so both agree on every byte.
// And the one meaning of "the same lines" (a dedupe's removed span and its canonical copy): equal
// line by line, the line ending aside, so a CRLF copy and an LF copy hold the same lines. The
// scanner, the proposer, the report builder and the applier all ask sameLines().

export function splitLines(text: string): string[] {
  if (text.length === 0) return [];
  const lines = text.split('\n');
  if (lines[lines.length - 1] === '') lines.pop();
  return lines;
}

/** The text of lines start..end (1-based, inclusive), joined by "\n", without a final newline. */
export function lineSpan(lines: readonly string[], start: number, end: number): string {
  return lines.slice(start - 1, end).join('\n');
}

/** Undefined when start..end is a valid range of a text with `count` lines, else the problem. */
export function rangeProblem(start: number, end: number, count: number): string | undefined {
  if (start > end) return `start_line ${start} is after end_line ${end}`;
  if (end > count) return `end_line ${end} is past the end of the file (${count} line${count === 1 ? '' : 's'})`;
  return undefined;
}

const CR = 0x0d;

/** A line without its line ending (the "\r" a CRLF file leaves on each line). */
export function lineContent(line: string): string;
export function lineContent(line: Uint8Array): Uint8Array;
export function lineContent(line: string | Uint8Array): string | Uint8Array {
  if (typeof line === 'string') return line.endsWith('\r') ? line.slice(0, -1) : line;
  return line.length > 0 && line[line.length - 1] === CR ? line.subarray(0, line.length - 1) : line;
}

function sameContent(a: string | Uint8Array, b: string | Uint8Array): boolean {
  if (typeof a === 'string' && typeof b === 'string') return lineContent(a) === lineContent(b);
  if (typeof a !== 'string' && typeof b !== 'string') return Buffer.compare(lineContent(a), lineContent(b)) === 0;
  return false;
}

/** Whether two runs of lines (text or bytes, one kind on both sides) are the same lines: equal one by one, line endings aside. */
export function sameLines(a: readonly string[], b: readonly string[]): boolean;
export function sameLines(a: readonly Uint8Array[], b: readonly Uint8Array[]): boolean;
export function sameLines(a: readonly (string | Uint8Array)[], b: readonly (string | Uint8Array)[]): boolean {
  return a.length === b.length && a.every((l, i) => sameContent(l, b[i]!));
}
