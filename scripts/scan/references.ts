// Every reference a document makes, resolved once: links, images, reference definitions, `@path`
// imports (agent docs only) and backticked repository paths. Shared by broken_reference,
// archive_to_live_ratio and the scan's pre-pass that asks git which missing paths are ignored.
import { extractImports } from '../readers/imports.ts';
import { locate } from '../doc/parse-doc.ts';
import { resolveRef } from '../doc/resolve.ts';
import { sectionRanges } from '../doc/sections.ts';
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
/** ... except for the new location in "replaced by `x`", "renamed to `x`", "moved into `x`". */
const NEW_LOCATION_BEFORE = /\b(?:by|to|into|in favou?r of)\s+(?:the\s+)?(?:new\s+)?$/i;
const SENTENCE_END = /[.!?;](?=\s|$)|\n\s*\n/g;

/** The sentence of a paragraph around [start, end), or the whole row of a table cell. */
function sentenceAround(doc: ParsedDoc, block: InlineBlock, start: number, end: number): string {
  if (block.block === 'table') return doc.lines[block.first_line - 1] ?? block.src;
  let from = 0;
  for (const m of block.src.slice(0, start).matchAll(SENTENCE_END)) from = m.index + m[0].length;
  const rest = block.src.slice(end);
  const stop = rest.search(/[.!?;](?=\s|$)|\n\s*\n/);
  return block.src.slice(from, stop < 0 ? block.src.length : end + stop);
}

/** Whether the span's sentence says the path is gone (and the span is not the new location). */
function saysGone(doc: ParsedDoc, block: InlineBlock, span: { start: number; end: number }): boolean {
  if (NEW_LOCATION_BEFORE.test(block.src.slice(Math.max(0, span.start - 30), span.start))) return false;
  return GONE_WORDS.test(sentenceAround(doc, block, span.start, span.end));
}

/** A sentence about the reader's own project or home: "in your repository", "the user's project", "project-local". */
const USERS_SIDE = /\b(?:your|the user's|a user's|users'|their)\s+(?:own\s+)?(?:[\w.-]+\s+){0,2}?(?:project|repo|repository|workspace|app|codebase|home|machine|checkout)s?\b|\bproject[- ](?:local|level|scoped)\b|\b(?:in|of) the current (?:project|repository|workspace)\b/i;
/** A sentence naming what a path-shaped word is when it is no file: `tools/call` method, a branch, an icon. */
const NOT_A_PATH = /\b(?:methods?|requests?|notifications?|JSON-RPC|RPC|endpoints?|branch(?:es)?|icons?|topics?|channels?)\b/i;

/** Backticked spans as candidate paths (resolveRef keeps only those whose first segment exists). */
export function codePathRefs(doc: ParsedDoc): DocRef[] {
  const out: DocRef[] = [];
  const examples = scenarioRanges(doc);
  for (const block of doc.inlines) {
    if (examples.some(([a, b]) => block.first_line >= a && block.first_line <= b)) continue;
    for (const span of block.code_spans) {
      const content = span.content;
      if (content === '' || /\s/.test(content) || !content.includes('/')) continue;
      if (EXAMPLE_BEFORE.test(block.src.slice(Math.max(0, span.start - 40), span.start))) continue;
      if (saysGone(doc, block, span)) continue;
      const pos = locate(doc, block, span.content_start, content);
      const sentence = sentenceAround(doc, block, span.start, span.end);
      const elsewhere = USERS_SIDE.test(sentence) ? 'users_side' : !/\.\w+$|\/$/.test(content) && NOT_A_PATH.test(sentence) ? 'not_a_path' : undefined;
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
