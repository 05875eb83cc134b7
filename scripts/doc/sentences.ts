// Where a sentence of a block's text ends: a `.`, `!` or `?` followed by a space or the end (a `;`
// too, for a reader that takes clauses), or a blank line. One rule for every reader of sentences
// (the scan's "this path is gone" words, the proposer's "this sentence illustrates" words): a full
// stop that closes an abbreviation ("e.g.", "i.e.", "etc.", "cf.", "vs.") ends no sentence, or the
// words before it ("... a separate directory e.g. [1.8/](./1.8/)") would be read apart from the
// reference after it.

/** Abbreviations whose full stop ends no sentence, lower case, without that final stop. */
const ABBREVIATIONS = ['e.g', 'i.e', 'etc', 'cf', 'vs', 'viz', 'approx', 'incl', 'esp', 'resp', 'et al', 'ca', 'fig', 'eq'];
/** The text before a full stop ends with one of them, as a word of its own. */
const ABBREVIATION_BEFORE = new RegExp(`(?:^|[^\\w.])(?:${ABBREVIATIONS.map((a) => a.replace(/\./g, '\\.').replace(/ /g, '\\s+')).join('|')})$`, 'i');

const END = /[.!?](?=\s|$)|\n[ \t]*\n/g;
const END_OR_SEMICOLON = /[.!?;](?=\s|$)|\n[ \t]*\n/g;

export interface SentenceEnd {
  /** Offset of the end mark (the `.` or the blank line's first newline). */
  index: number;
  /** Offset just after it, where the next sentence may start. */
  end: number;
}

/** Whether the end mark at `index` of `text` closes an abbreviation rather than a sentence. */
function closesAbbreviation(text: string, index: number): boolean {
  return text[index] === '.' && ABBREVIATION_BEFORE.test(text.slice(Math.max(0, index - 12), index));
}

/** Every sentence end in `text`, in order (`semicolon`: a `;` ends one too). */
export function sentenceEnds(text: string, opts: { semicolon?: boolean } = {}): SentenceEnd[] {
  const out: SentenceEnd[] = [];
  for (const m of text.matchAll(opts.semicolon ? END_OR_SEMICOLON : END)) {
    if (closesAbbreviation(text, m.index)) continue;
    out.push({ index: m.index, end: m.index + m[0].length });
  }
  return out;
}

/** The first sentence end in `text` at or after `from`, or undefined. */
export function nextSentenceEnd(text: string, from: number, opts: { semicolon?: boolean } = {}): SentenceEnd | undefined {
  return sentenceEnds(text, opts).find((e) => e.index >= from);
}
