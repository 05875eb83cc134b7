// What the text around a reference says about it, for the auto-evidence gate. Replacing an old
// path or name is right only where the sentence states where the thing is now. Four kinds of text
// keep the old one as written, whatever history proves:
// - narrative: the sentence tells the story of the path ("The report was written to `X`; archival
//   moved it to `Y`", "until v2 the helper lived in X", "We added X") or already names the new one:
//   replacing X makes it false;
// - a plan of its time: a doc whose sections are a plan's or a PRD's (Goals, Scope, Deliverables,
//   Success Criteria, ...), wherever it is kept: its paths are where the work was to go;
// - normative: a requirement (a spec file or folder, SHALL/MUST/SHOULD, a requirement id, a
//   Requirements section) is stale as a whole when its path moved: the path alone is no fix;
// - example: a worked example, a sample session or a made-up layout (an Example section, "for
//   example", a quoted transcript) illustrates; it is not a claim about the tree.
// Read from the doc parsed once (../doc/parse-doc.ts): the sentence of the paragraph, the table row,
// and the headings above. Code spans and link destinations are masked before words are read, so a
// path such as `src/old/was.ts` says nothing.
import type { InlineBlock, ParsedDoc } from '../doc/types.ts';
import { nextSentenceEnd, sentenceEnds } from '../doc/sentences.ts';

export interface ReferenceAt {
  line: number;
  /** The text the fix replaces, and what it puts there. */
  old: string;
  new: string;
  /** A path the fix points at (a moved file's new location), when it is one. */
  destination?: string;
}

/** Words of a sentence about a move, a rename or the past. */
const NARRATIVE = /\b(?:moved|moving|renamed|renaming|relocated|migrated|archived|archival|was|were|had been|used to|originally|previously|formerly|earlier|legacy|deprecated|no longer|replaced|superseded|until|prior to|old|former)\b/i;
/**
 * Verbs in the simple past that report work done ("We added `src/retry.ts`", "This PR introduced
 * X"): the sentence was true when written. Not after is/are/be/been/get (a passive present: "files
 * created in X are kept"), and none that is as often an adjective or a present (fixed, split, built).
 */
const PAST_WORK = /(?<!\b(?:is|are|be|been|being|gets?|got)\s+)\b(?:added|created|implemented|introduced|wrote|rewrote|extracted|refactored|completed|shipped|landed)\b/i;
/**
 * Section headings of a plan, a PRD or a design proposal (Goals, Scope, Deliverables, Success
 * Criteria, Out of Scope, Estimated Effort, ...). A doc with PLAN_SECTIONS_MIN of them is a plan of
 * its time whatever its folder: its paths say where the work was to go when it was written, and
 * fixing one leaves its other paths as they were; whether to refresh it is a person's call.
 */
const PLAN_SECTION = /^(?:\d+[.)]?\s+)?(non[-\u2010\u2011 ]?goals?|goals?|objectives?|scope|out of scope|deliverables?|milestones?|success (?:criteria|metrics)|acceptance criteria|estimated effort|effort estimates?|timeline|implementation (?:order|plan|phases)|rollout plan|risks?(?: (?:&|and) mitigations?)?|open questions|alternatives considered|motivation|proposed (?:design|solution|changes|components))\b/i;
const PLAN_SECTIONS_MIN = 3;
/**
 * A line near the top saying when the doc was last updated ("**Updated**: 2026-03-11", frontmatter
 * `last_updated:`): a design kept up to date beside the code (an RFC marked Implemented), read
 * sentence by sentence like any living page.
 */
const UPDATED_LINE = /^\W{0,4}(?:last[-_ ]?)?updated\W{0,4}:/im;

/** The plan sections a doc's headings hold (distinct, lower case), when there are enough to call it a plan of its time. */
export function planSections(doc: ParsedDoc): string[] | undefined {
  if (UPDATED_LINE.test(doc.lines.slice(0, 12).join('\n'))) return undefined;
  const found = new Set<string>();
  for (const h of doc.headings) {
    const m = PLAN_SECTION.exec(h.text.trim());
    if (m) found.add(m[1]!.toLowerCase().replace(/[-\u2010\u2011 ]/g, '').replace(/s$/, ''));
  }
  return found.size >= PLAN_SECTIONS_MIN ? [...found] : undefined;
}

/** RFC 2119 keywords, written as requirements write them (upper case), and requirement ids. */
const NORMATIVE = /\b(?:MUST|SHALL|SHOULD|REQUIRED|RECOMMENDED)\b|\b(?:FR|NFR|REQ|SC|AC)-\d+\b/;
/**
 * A doc that is a specification: a spec or requirements file, or one in a specs/, rfcs/ or
 * requirements/ folder (OpenSpec's openspec/specs/, Spec Kit's specs/NNN-feature/). A design doc
 * kept up to date beside the code (an RFC marked Implemented) is read sentence by sentence instead.
 */
const SPEC_DOC = /(?:^|\/)(?:specs?|rfcs?|requirements)\/|(?:^|\/)(?:spec|specification|requirements?)\.mdx?$|\.spec\.mdx?$/i;
/** Headings of sections that hold requirements. */
const NORMATIVE_HEADING = /\b(?:requirements?|acceptance criteria|success criteria|scenarios?|user stor(?:y|ies))\b/i;
/**
 * Words that say the sentence illustrates. Not the noun "examples": a repository's examples folder
 * ("app examples in `apps/examples/`") is as real as any other. "e.g." and "example:" stand apart: a `\b` after
 * their last mark would ask for a letter there.
 */
const EXAMPLE = /\b(?:for example|for instance|an example|this example|the following example|sample|suppose|imagine|hypothetical(?:ly)?|let'?s say|say you|such as)\b|\be\.g\.|\bexample:/i;
/** Headings of sections that illustrate: an example (not a catalog of "Examples"), a sample session, a walkthrough, a transcript. */
const EXAMPLE_HEADING = /\b(?:example|sample|walkthrough|transcript|illustrat\w*|hypothetical)\b/i;

function blockAt(doc: ParsedDoc, line: number): InlineBlock | undefined {
  return doc.inlines.find((b) => b.block !== 'heading' && line >= b.first_line && line < b.first_line + b.line_starts.length);
}

const blank = (m: string) => ' '.repeat(m.length);
/** Paths and file names left in prose (a link's text): `src/old.ts` holds no word. */
const PATHISH = /\S*[/\\]\S*|\b[\w-]{2,}\.[A-Za-z]\w{0,4}\b/g;

/** `src` with its excluded ranges (code spans, link destinations, HTML) and paths blanked. */
function masked(b: InlineBlock): string {
  let out = b.src;
  for (const [s, e] of b.excluded) out = out.slice(0, s) + ' '.repeat(e - s) + out.slice(e);
  return out.replace(PATHISH, blank);
}

/** A raw line with its code spans, link destinations and paths blanked (a line no inline block covers). */
function maskedLine(line: string): string {
  return line.replace(/`[^`]*`/g, blank).replace(/\]\([^)]*\)|\]:\s*\S+/g, blank).replace(PATHISH, blank);
}

/** The sentence (of a paragraph, or the row of a table) holding `old` on `line`: [raw, masked]. */
function sentenceOf(doc: ParsedDoc, at: ReferenceAt): [string, string] {
  const raw = doc.lines[at.line - 1] ?? '';
  const b = blockAt(doc, at.line);
  if (!b || b.block === 'table') return [raw, maskedLine(raw)];
  const k = at.line - b.first_line;
  const lineStart = b.line_starts[k]!;
  const lineEnd = b.line_starts[k + 1] ?? b.src.length;
  const found = b.src.slice(lineStart, lineEnd).indexOf(at.old);
  const start = lineStart + (found < 0 ? 0 : found);
  const end = found < 0 ? lineEnd : start + at.old.length;
  const from = sentenceEnds(b.src.slice(0, start)).at(-1)?.end ?? 0;
  const to = nextSentenceEnd(b.src, end)?.index ?? b.src.length;
  return [b.src.slice(from, to), masked(b).slice(from, to)];
}

/** The headings above a line, outermost first. */
function headingsAbove(doc: ParsedDoc, line: number): string[] {
  const chain: Array<{ level: number; text: string }> = [];
  for (const h of doc.headings) {
    if (h.line >= line) break;
    while (chain.length && chain[chain.length - 1]!.level >= h.level) chain.pop();
    chain.push(h);
  }
  return chain.map((h) => h.text);
}

/** Whether `text` names `s` as a whole (not as a piece of a longer path or name). */
function names(text: string, s: string): boolean {
  for (let i = text.indexOf(s); i >= 0; i = text.indexOf(s, i + 1)) {
    if (!/[\w/.:-]/.test(text[i - 1] ?? '') && !/[\w/:-]/.test(text[i + s.length] ?? '')) return true;
  }
  return false;
}

/** Why the reference at `at` is kept as written (a story, a requirement, an example), or undefined. */
export function keptAsWritten(doc: ParsedDoc, at: ReferenceAt): string | undefined {
  const [raw, words] = sentenceOf(doc, at);
  const headings = headingsAbove(doc, at.line);
  const narrative = NARRATIVE.exec(words)?.[0];
  if (narrative) return `line ${at.line} tells the story of the old name ("${narrative}"): replacing it would make the sentence false`;
  const past = PAST_WORK.exec(words)?.[0];
  if (past) return `line ${at.line} reports work done then ("${past}"): the sentence was true as written`;
  const plan = planSections(doc);
  if (plan) return `${doc.path} is a plan of its time (sections ${plan.slice(0, 4).join(', ')}): its paths say where the work was to go when it was written, and whether to refresh it is for a person`;
  // The reference's own link (its text may name the destination, as `[`x/y.md`](x/y.md)` does) is not the sentence naming it.
  const rest = raw.replace(new RegExp(`\\[[^\\]]*\\]\\(\\s*<?${at.old.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}[^)]*\\)`, 'g'), ' ').split(at.old).join(' ');
  if (names(rest, at.new) || (at.destination !== undefined && names(rest, at.destination)))
    return `the sentence on line ${at.line} already names ${at.destination ?? at.new}: it sets the old name against the new one`;
  if (SPEC_DOC.test(doc.path)) return `${doc.path} is a specification: a requirement whose path moved is stale as a whole, for a person to restate`;
  const normative = NORMATIVE.exec(words)?.[0];
  if (normative) return `line ${at.line} states a requirement ("${normative}"): a requirement whose path moved is stale as a whole, for a person to restate`;
  const reqHeading = headings.find((h) => NORMATIVE_HEADING.test(h));
  if (reqHeading) return `line ${at.line} is under "${reqHeading}": a requirement whose path moved is stale as a whole, for a person to restate`;
  const example = EXAMPLE.exec(words)?.[0];
  if (example) return `line ${at.line} illustrates ("${example}"): an example is not a claim about the tree`;
  const exHeading = headings.find((h) => EXAMPLE_HEADING.test(h));
  if (exHeading) return `line ${at.line} is under "${exHeading}": an example is not a claim about the tree`;
  if (/^\s*(?:[-*+]\s+|\d+[.)]\s+)?>/.test(doc.lines[at.line - 1] ?? '')) return `line ${at.line} is quoted: a quoted session or message is not a claim about the tree`;
  return undefined;
}
