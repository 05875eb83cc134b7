// The one meaning of "line N" for anchors, reducible ranges and canonical refs: lines are split on
// "\n" and numbered from 1; a final "\n" ends the last line rather than starting an empty one; a
// "\r" before the "\n" stays part of its line. The report builder checks anchors with it and the
// cleaner applies them with it, so both agree on every byte.

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
