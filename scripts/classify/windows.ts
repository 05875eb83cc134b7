// Evidence windows: what of a doc a classifier is shown. A doc of at most WHOLE_DOC_TOKENS is shown
// whole; a larger one by the sections that hold its findings: around each finding's lines, within
// its section, with the headings above it, windows that touch merged. A finding without a line (a
// doc too heavy for every session, a stale file name) brings the doc's outline instead: each
// heading with its line and the tokens of its section, so a classifier can pick the span to cut.
// A duplicated block is shown whole up to MAX_WINDOW_LINES. Lines keep the file's own numbers.
import type { Heading } from '../doc/types.ts';
import { sectionEnd } from '../doc/sections.ts';

/** A doc this small is shown whole. */
export const WHOLE_DOC_TOKENS = 600;
/** Lines shown before and after a finding's line, inside its section. */
export const CONTEXT_LINES = 5;
/** The most lines one window holds (a long duplicated block is cut there). */
export const MAX_WINDOW_LINES = 40;
/** Two windows this close are shown as one. */
const MERGE_GAP = 2;

export interface Window {
  start_line: number;
  end_line: number;
}

export interface OutlineRow {
  line: number;
  level: number;
  text: string;
  /** Tokens of the heading's section, up to the next heading of the same or a higher level. */
  tokens: number;
}

export interface Shown {
  whole: boolean;
  windows: Window[];
  /** Headings above each window that it does not show (by window index). */
  above: Heading[][];
  outline?: OutlineRow[];
}

export interface WindowFinding {
  lines: number[];
  /** A span the finding covers (a duplicated block), shown whole up to MAX_WINDOW_LINES. */
  span?: Window;
}

/** The section (heading index, start, end) holding a line; the doc's head when no heading is above it. */
function sectionOf(headings: readonly Heading[], line: number, lineCount: number): { i: number; start: number; end: number } {
  let i = -1;
  for (let k = 0; k < headings.length; k++) if (headings[k]!.line <= line) i = k;
  if (i < 0) return { i, start: 1, end: headings.length ? headings[0]!.line - 1 : lineCount };
  // The innermost section: the last heading above the line; it ends at the next heading of any level.
  const next = headings[i + 1];
  return { i, start: headings[i]!.line, end: next ? next.line - 1 : lineCount };
}

/** The headings above `line` that open the sections holding it, outermost first. */
function headingPath(doc: { headings: Heading[]; lines: string[] }, line: number): Heading[] {
  return doc.headings.filter((h, i) => h.line <= line && sectionEnd(doc, i) >= line);
}

export function outlineOf(lines: readonly string[], headings: readonly Heading[], count: (text: string) => number): OutlineRow[] {
  const doc = { headings: headings as Heading[], lines: lines as string[] };
  return headings.map((h, i) => ({
    line: h.line,
    level: h.level,
    text: lines[h.line - 1]?.trim() ?? h.text,
    tokens: count(lines.slice(h.line - 1, sectionEnd(doc, i)).join('\n')),
  }));
}

export function evidenceWindows(
  lines: readonly string[],
  headings: readonly Heading[],
  findings: readonly WindowFinding[],
  docTokens: number,
  count: (text: string) => number,
): Shown {
  const n = lines.length;
  if (docTokens <= WHOLE_DOC_TOKENS || n === 0) return { whole: true, windows: n ? [{ start_line: 1, end_line: n }] : [], above: [[]] };
  const raw: Window[] = [];
  let lineless = false;
  for (const f of findings) {
    if (f.span) {
      const start = Math.max(1, f.span.start_line);
      raw.push({ start_line: start, end_line: Math.min(n, f.span.end_line, start + MAX_WINDOW_LINES - 1) });
    }
    if (f.lines.length === 0 && !f.span) lineless = true;
    for (const line of f.lines) {
      if (line < 1 || line > n) continue;
      const sec = sectionOf(headings, line, n);
      raw.push({ start_line: Math.max(sec.start, line - CONTEXT_LINES), end_line: Math.min(sec.end, line + CONTEXT_LINES) });
    }
  }
  // A finding without a line in a doc with no heading to outline: its head is what there is to show.
  if (lineless && headings.length === 0) raw.push({ start_line: 1, end_line: Math.min(n, MAX_WINDOW_LINES) });
  raw.sort((a, b) => a.start_line - b.start_line || a.end_line - b.end_line);
  const windows: Window[] = [];
  for (const w of raw) {
    const last = windows[windows.length - 1];
    if (last && w.start_line <= last.end_line + MERGE_GAP + 1) last.end_line = Math.max(last.end_line, w.end_line);
    else windows.push({ ...w });
  }
  const doc = { headings: headings as Heading[], lines: lines as string[] };
  const above = windows.map((w) => headingPath(doc, w.start_line).filter((h) => h.line < w.start_line));
  const out: Shown = { whole: false, windows, above };
  if (lineless && headings.length) out.outline = outlineOf(lines, headings, count);
  return out;
}
