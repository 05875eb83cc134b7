import { createRequire as __dhCreateRequire } from 'node:module'; const require = __dhCreateRequire(import.meta.url);

// scripts/shared/lines.ts
function splitLines(text) {
  if (text.length === 0) return [];
  let lines = text.split(`
`);
  return lines[lines.length - 1] === "" && lines.pop(), lines;
}
function lineSpan(lines, start, end) {
  return lines.slice(start - 1, end).join(`
`);
}
function rangeProblem(start, end, count) {
  if (start > end) return `start_line ${start} is after end_line ${end}`;
  if (end > count) return `end_line ${end} is past the end of the file (${count} line${count === 1 ? "" : "s"})`;
}
var CR = 13;
function lineContent(line) {
  return typeof line == "string" ? line.endsWith("\r") ? line.slice(0, -1) : line : line.length > 0 && line[line.length - 1] === CR ? line.subarray(0, line.length - 1) : line;
}
function sameContent(a, b) {
  return typeof a == "string" && typeof b == "string" ? lineContent(a) === lineContent(b) : typeof a != "string" && typeof b != "string" ? Buffer.compare(lineContent(a), lineContent(b)) === 0 : !1;
}
function sameLines(a, b) {
  return a.length === b.length && a.every((l, i) => sameContent(l, b[i]));
}

export {
  splitLines,
  lineSpan,
  rangeProblem,
  lineContent,
  sameLines
};
