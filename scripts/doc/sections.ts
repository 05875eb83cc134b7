// A section: a heading and everything up to the next heading of the same or a higher level (or the
// end of the doc). The one definition the duplicate index, the proposal ranges of claims and the
// scenario ranges of references share.
import type { ParsedDoc } from './types.ts';

/** The 1-based last line of the section the `index`-th heading opens. */
export function sectionEnd(doc: Pick<ParsedDoc, 'headings' | 'lines'>, index: number): number {
  const hs = doc.headings;
  for (let j = index + 1; j < hs.length; j++) if (hs[j]!.level <= hs[index]!.level) return hs[j]!.line - 1;
  return doc.lines.length;
}

/** 1-based inclusive line ranges of the sections whose heading text passes `opens`. */
export function sectionRanges(doc: Pick<ParsedDoc, 'headings' | 'lines'>, opens: (text: string) => boolean): Array<[number, number]> {
  const out: Array<[number, number]> = [];
  doc.headings.forEach((h, i) => {
    if (opens(h.text)) out.push([h.line, sectionEnd(doc, i)]);
  });
  return out;
}
