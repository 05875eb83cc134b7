// Every reference a document makes, resolved once: links, images, reference definitions, `@path`
// imports (agent docs only) and backticked repository paths. Shared by broken_reference,
// archive_to_live_ratio and the scan's pre-pass that asks git which missing paths are ignored.
import { extractImports } from '../readers/imports.ts';
import { locate } from '../doc/parse-doc.ts';
import { resolveRef } from '../doc/resolve.ts';
import { sectionRanges } from '../doc/sections.ts';
import { lowerBound } from '../shared/order.ts';
import { sentenceEnds } from '../doc/sentences.ts';
import type { DocRef, DocSummary, InlineBlock, ParsedDoc, RepoIndex, ResolvedRef } from './types.ts';

export type { ResolvedRef };

/** Lines of OpenSpec scenario sections (`#### Scenario: ...`): their paths are examples, not references. */
export function scenarioRanges(doc: ParsedDoc): Array<[number, number]> {
  if (!doc.path.startsWith('openspec/')) return [];
  return sectionRanges(doc, (text) => /^Scenario:/i.test(text));
}

/** A span right after "e.g." or "for example" is an illustration, not a claim about the tree. */
const EXAMPLE_BEFORE = /(?:\be\.g\.|\bfor example)[,:]?[^.;\n]*$/i;

/**
 * A sentence (or table row) that says the path is gone: "`internal/merge/` was removed" (beads
 * docs/ATTRIBUTION.md), "| `openspec/AGENTS.md` | Obsolete |" (OpenSpec docs/migration-guide.md),
 * "legacy projects with `openspec/project.md`". The doc already knows; the span is no claim.
 */
const GONE_WORDS = /\b(?:removed|deleted?|deletes|deleting|obsolete|legacy|deprecated|replaced|renamed|retired|no longer|formerly|previously)\b|\bthe old\b/i;
const GONE_WORDS_ALL = new RegExp(GONE_WORDS.source, 'gi');
/** ... except for the new location in "replaced by `x`", "renamed to `x`", "moved into `x`". */
const NEW_LOCATION_BEFORE = /\b(?:by|to|into|in favou?r of)\s+(?:the\s+)?(?:new\s+)?$/i;

/** Where a paragraph's sentence ends and its "gone" words stand, found once per block. */
interface SentenceIndex {
  /** Start and end offset of every sentence end (../doc/sentences.ts, `;` included), in order. */
  starts: number[];
  ends: number[];
  /** Offset of every GONE_WORDS match, in order. */
  gone: number[];
}
const sentenceIndexes = new WeakMap<InlineBlock, SentenceIndex>();
/** A table row's verdict, per doc and line (every cell of the row shares it). */
const goneRows = new WeakMap<ParsedDoc, Map<number, boolean>>();

function sentenceIndex(block: InlineBlock): SentenceIndex {
  let index = sentenceIndexes.get(block);
  if (!index) {
    index = { starts: [], ends: [], gone: [] };
    for (const e of sentenceEnds(block.src, { semicolon: true })) {
      index.starts.push(e.index);
      index.ends.push(e.end);
    }
    for (const m of block.src.matchAll(GONE_WORDS_ALL)) index.gone.push(m.index);
    sentenceIndexes.set(block, index);
  }
  return index;
}

/**
 * Whether the sentence of a paragraph around [start, end), or the whole row of a table cell, holds
 * a "gone" word. The sentence runs from the end of the last sentence end before the span (or the
 * span itself, right after a `.`) to the next one after it. Sentence ends and words are found once
 * per block, so a paragraph of 200,000 spans and no full stop costs its length, not its square.
 * Neither a sentence end nor a gone word straddles a sentence boundary, so searching the block
 * finds what searching the sentence would.
 */
export function sentenceSaysGone(doc: ParsedDoc, block: InlineBlock, start: number, end: number): boolean {
  if (block.block === 'table') {
    let rows = goneRows.get(doc);
    if (!rows) goneRows.set(doc, (rows = new Map()));
    let gone = rows.get(block.first_line);
    if (gone === undefined) rows.set(block.first_line, (gone = GONE_WORDS.test(doc.lines[block.first_line - 1] ?? block.src)));
    return gone;
  }
  const index = sentenceIndex(block);
  const [from, to] = sentenceBounds(block, index, start, end);
  const word = lowerBound(index.gone, from);
  return word < index.gone.length && index.gone[word]! < to;
}

/** The paragraph sentence around [start, end) as offsets into the block: [from, to). */
function sentenceBounds(block: InlineBlock, index: SentenceIndex, start: number, end: number): [number, number] {
  const before = lowerBound(index.ends, start + 1) - 1; // the last sentence end that ends at or before the span
  let from = before >= 0 ? index.ends[before]! : 0;
  if (/[.!?;]/.test(block.src[start - 1] ?? '')) from = start; // "a.`x/y`": ends the sentence before the span
  const after = lowerBound(index.starts, end);
  const to = after < index.starts.length ? index.starts[after]! : block.src.length;
  return [from, to];
}

/** What a sentence says of the paths in it: about the reader's own project, or naming what a path-shaped word is instead. */
type SentenceSays = { users_side: boolean; not_a_path: boolean };
const sentencesSay = new WeakMap<InlineBlock, Map<string, SentenceSays>>();

/**
 * What the sentence around [start, end) (a table cell: its whole row) says, read once per sentence:
 * the spans of one sentence share it, so a paragraph of 200,000 spans is not read 200,000 times.
 */
function sentenceSays(doc: ParsedDoc, block: InlineBlock, start: number, end: number): SentenceSays {
  let byBounds = sentencesSay.get(block);
  if (!byBounds) sentencesSay.set(block, (byBounds = new Map()));
  const [from, to] = block.block === 'table' ? [-1, -1] : sentenceBounds(block, sentenceIndex(block), start, end);
  const key = `${from}:${to}`;
  let says = byBounds.get(key);
  if (!says) {
    const text = block.block === 'table' ? (doc.lines[block.first_line - 1] ?? block.src) : block.src.slice(from, to);
    byBounds.set(key, (says = { users_side: USERS_SIDE.test(text), not_a_path: NOT_A_PATH.test(text) }));
  }
  return says;
}

/** Whether the span's sentence says the path is gone (and the span is not the new location). */
function saysGone(doc: ParsedDoc, block: InlineBlock, span: { start: number; end: number }): boolean {
  if (NEW_LOCATION_BEFORE.test(block.src.slice(Math.max(0, span.start - 30), span.start))) return false;
  return sentenceSaysGone(doc, block, span.start, span.end);
}

/** A sentence about the reader's own project or home: "in your repository", "the user's project", "project-local". */
const USERS_SIDE = /\b(?:your|the user's|a user's|users'|their)\s+(?:own\s+)?(?:[\w.-]+\s+){0,2}?(?:project|repo|repository|workspace|app|codebase|home|machine|checkout)s?\b|\bproject[- ](?:local|level|scoped)\b|\b(?:in|of) the current (?:project|repository|workspace)\b/i;
/** A sentence naming what a path-shaped word is when it is no file: `tools/call` method, a branch, an icon. */
const NOT_A_PATH = /\b(?:methods?|requests?|notifications?|JSON-RPC|RPC|endpoints?|branch(?:es)?|icons?|topics?|channels?)\b/i;

/** Backticked spans as candidate paths (resolveRef keeps only those whose first segment exists). */
export function codePathRefs(doc: ParsedDoc): DocRef[] {
  const out: DocRef[] = [];
  const examples = scenarioRanges(doc); // in order, as the blocks are
  let e = 0;
  for (const block of doc.inlines) {
    while (e < examples.length && examples[e]![1] < block.first_line) e++;
    if (e < examples.length && block.first_line >= examples[e]![0]) continue;
    for (const span of block.code_spans) {
      const content = span.content;
      if (content === '' || /\s/.test(content) || !content.includes('/')) continue;
      if (EXAMPLE_BEFORE.test(block.src.slice(Math.max(0, span.start - 40), span.start))) continue;
      if (saysGone(doc, block, span)) continue;
      const pos = locate(doc, block, span.content_start, content);
      const says = sentenceSays(doc, block, span.start, span.end);
      const elsewhere = says.users_side ? 'users_side' : !/\.\w+$|\/$/.test(content) && says.not_a_path ? 'not_a_path' : undefined;
      out.push({ source: 'code_path', target: content, raw: content, ...pos, ...(elsewhere ? { elsewhere } : {}) });
    }
  }
  return out;
}

/** A doc's references, resolved (the scan resolves each doc's once; a summary carries them). */
export function referencesOf(doc: ParsedDoc | DocSummary, opts: { root: string; repo: RepoIndex; agent: boolean }): ResolvedRef[] {
  if ('references' in doc) return doc.references;
  const refs = [...doc.refs, ...(opts.agent ? extractImports(doc, opts.repo).map(({ client_target: _, ...ref }) => ref) : []), ...codePathRefs(doc)];
  const out: ResolvedRef[] = [];
  for (const ref of refs) {
    const r = resolveRef(doc.path, ref, opts.root, opts.repo);
    if (r.kind === 'path') out.push({ ref, resolved: r.resolved, fragment: r.fragment, directory: r.directory });
  }
  out.sort((a, b) => a.ref.line - b.ref.line || a.ref.column - b.ref.column);
  return out;
}

/** Markdown files: the only targets whose fragments we check against headings. */
export function isMarkdownPath(p: string): boolean {
  return /\.(?:md|markdown|mdx)$/i.test(p);
}
