// Structure stays whole: an unattended edit must not leave a section with nothing under its heading,
// a lead-in line ("Run these:") with nothing after it, or a list item with nothing in it. The holes of a Markdown text are listed by
// what they say, not where they are, so the check compares the text before and after one edit and
// names only the holes the edit made (a doc that already had one is not blamed on it).
import { splitLines } from '../shared/lines.ts';
import { FENCE } from './fences.ts';

const HEADING = /^ {0,3}(#{1,6})(?:[ \t]+(.*?))?[ \t#]*$/;

interface Line {
  text: string;
  heading?: number;
}

/** The lines outside fenced code, with their heading level when they are an ATX heading. */
function outline(text: string): Line[] {
  const out: Line[] = [];
  let fence: string | undefined;
  const all = splitLines(text);
  // YAML frontmatter is data, not structure.
  const fmEnd = all[0] === '---' ? all.indexOf('---', 1) : -1;
  for (const line of fmEnd > 0 ? all.slice(fmEnd + 1) : all) {
    const raw = line.replace(/\r$/, '');
    const f = FENCE.exec(raw);
    if (fence) {
      if (f && f[1]![0] === fence[0] && f[1]!.length >= fence.length) fence = undefined;
      out.push({ text: '`code`' });
      continue;
    }
    if (f) {
      fence = f[1]!;
      out.push({ text: '`code`' });
      continue;
    }
    const h = HEADING.exec(raw);
    out.push(h ? { text: raw.trim(), heading: h[1]!.length } : { text: raw });
  }
  return out;
}

/** A line that announces what follows: it ends in ":" (bold or not) and is not a list item, table row or tag. */
function isLeadIn(text: string): boolean {
  return /:\s*(?:\*\*|__)?\s*$/.test(text) && !/^\s*[-*+]\s|^\s*\d+[.)]\s|^\s*\||^\s*</.test(text);
}

/** A list marker (`-`, `*`, `+`, `1.`, `1)`, with or without a task box) and nothing after it. */
const EMPTY_ITEM = /^\s*(?:[-*+]|\d{1,9}[.)])(?:\s+\[[ xX]\])?\s*$/;

/** Each hole as "empty section: ## Setup", "lead-in with nothing after it: Run these:" or "empty list item: -". */
export function structureHoles(text: string): string[] {
  const lines = outline(text).filter((l) => l.text.trim() !== '');
  const holes: string[] = [];
  lines.forEach((l, i) => {
    const next = lines[i + 1];
    if (EMPTY_ITEM.test(l.text)) holes.push(`empty list item: ${l.text.trim()}`);
    else if (l.heading !== undefined) {
      if (!next || (next.heading !== undefined && next.heading <= l.heading)) holes.push(`empty section: ${l.text}`);
    } else if (isLeadIn(l.text)) {
      // Nothing after a lead-in: the end, a heading, or the next lead-in ("**Steps:**" then "**Rules:**").
      if (!next || next.heading !== undefined || isLeadIn(next.text)) holes.push(`lead-in with nothing after it: ${l.text.trim()}`);
    }
  });
  return holes;
}

/** The holes `after` has that `before` did not (counted, so a second identical hole counts too). */
export function newStructureHoles(before: string, after: string): string[] {
  const had = new Map<string, number>();
  for (const h of structureHoles(before)) had.set(h, (had.get(h) ?? 0) + 1);
  const made: string[] = [];
  for (const h of structureHoles(after)) {
    const n = had.get(h) ?? 0;
    if (n > 0) had.set(h, n - 1);
    else made.push(h);
  }
  return made;
}
