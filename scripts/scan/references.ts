// Every reference a document makes, resolved once: links, images, reference definitions, `@path`
// imports (agent docs only) and backticked repository paths. Shared by broken_reference,
// archive_to_live_ratio and the scan's pre-pass that asks git which missing paths are ignored.
import { extractImports } from '../readers/imports.ts';
import { locate } from '../doc/parse-doc.ts';
import { resolveRef } from '../doc/resolve.ts';
import { sectionRanges } from '../doc/sections.ts';
import { lowerBound } from '../shared/order.ts';
import type { DocRef, DocSummary, InlineBlock, ParsedDoc, RepoIndex, ResolvedRef } from './types.ts';

export type { ResolvedRef };

const memo = new WeakMap<ParsedDoc, ResolvedRef[]>();

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
const SENTENCE_END = /[.!?;](?=\s|$)|\n\s*\n/g;

/** Where a paragraph's sentence ends and its "gone" words stand, found once per block. */
interface SentenceIndex {
  /** Start and end offset of every SENTENCE_END match, in order. */
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
    for (const m of block.src.matchAll(SENTENCE_END)) {
      index.starts.push(m.index);
      index.ends.push(m.index + m[0].length);
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
  const before = lowerBound(index.ends, start + 1) - 1; // the last sentence end that ends at or before the span
  let from = before >= 0 ? index.ends[before]! : 0;
  if (/[.!?;]/.test(block.src[start - 1] ?? '')) from = start; // "a.`x/y`": ends the sentence before the span
  const after = lowerBound(index.starts, end);
  const to = after < index.starts.length ? index.starts[after]! : block.src.length;
  const word = lowerBound(index.gone, from);
  return word < index.gone.length && index.gone[word]! < to;
}

/** Whether the span's sentence says the path is gone (and the span is not the new location). */
function saysGone(doc: ParsedDoc, block: InlineBlock, span: { start: number; end: number }): boolean {
  if (NEW_LOCATION_BEFORE.test(block.src.slice(Math.max(0, span.start - 30), span.start))) return false;
  return sentenceSaysGone(doc, block, span.start, span.end);
}

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
      out.push({ source: 'code_path', target: content, raw: content, ...pos });
    }
  }
  return out;
}

/** A doc's references, resolved once (a summary carries them; a parsed doc computes them on first use). */
export function referencesOf(doc: ParsedDoc | DocSummary, opts: { root: string; repo: RepoIndex; agent: boolean }): ResolvedRef[] {
  if ('references' in doc) return doc.references;
  const cached = memo.get(doc);
  if (cached) return cached;
  const refs = [...doc.refs, ...(opts.agent ? extractImports(doc, opts.repo).map(({ client_target: _, ...ref }) => ref) : []), ...codePathRefs(doc)];
  const out: ResolvedRef[] = [];
  for (const ref of refs) {
    const r = resolveRef(doc.path, ref, opts.root, opts.repo);
    if (r.kind === 'path') out.push({ ref, resolved: r.resolved, fragment: r.fragment, directory: r.directory });
  }
  out.sort((a, b) => a.ref.line - b.ref.line || a.ref.column - b.ref.column);
  memo.set(doc, out);
  return out;
}

/** Markdown files: the only targets whose fragments we check against headings. */
export function isMarkdownPath(p: string): boolean {
  return /\.(?:md|markdown|mdx)$/i.test(p);
}
