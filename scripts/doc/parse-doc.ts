// Parses a Markdown document once, with positions, into everything the signals read: headings and
// their GitHub slugs, links / images / reference definitions located on their source line, code
// spans, fences, top-level blocks with line ranges, task items and YAML frontmatter.
//
// markdown-it (CommonMark + GFM tables) gives block line ranges (`token.map`). For positions inside
// a block, a few inline rules are wrapped to record where in the block's inline source a link
// destination, code span, autolink or inline HTML starts; `locate` turns that offset into a file
// line and column. Reference definitions come from the parser's own `reference_definition` tokens
// (markdown-it 15 emits them, then strips them in the core rule we disable).
import { pushAll } from '../shared/arrays.ts';
import MarkdownIt from 'markdown-it';
import type { MarkdownIt as MarkdownItType, StateBlock, StateInline, Token } from 'markdown-it';
import { blankMdxSyntax, isMdxPath } from './mdx.ts';
import { parse as parseYaml } from 'yaml';
import { Slugger } from './slug.ts';
import { lineContent, splitLines as splitTextLines } from '../shared/lines.ts';
import { isJsonObject } from '../shared/json-object.ts';
import type { DocRef, Fence, Frontmatter, Heading, InlineBlock, ParsedDoc, TaskItem, TopBlock } from './types.ts';

type InlineRule = (state: StateInline, silent: boolean) => boolean;

interface LinkMeta {
  dest_start: number;
  dest_end: number;
  dest: string;
}
interface RangeMeta {
  range: [number, number];
}

const NEEDS_INLINE = /[[`<]/;

const md = createParser(false);
// MDX has no HTML blocks: a JSX tag on its own line is an element whose children are Markdown, so a
// fence right after `<Tab>` is a fence. As a CommonMark HTML block, `</Tab>` ran on to the next blank
// line, swallowed a fence's opening line, and every fence after it read with the wrong parity
// (the headings in between vanished as anchors). Tags still parse, as inline HTML.
const mdxMd = createParser(true);

function createParser(mdx: boolean): MarkdownItType {
  const parser = new MarkdownIt('default', { html: true, linkify: false, typographer: false });
  if (mdx) parser.block.ruler.disable('html_block');
  // Keep destinations exactly as written (no percent-encoding) and accept every scheme: the
  // scanner decides what is a project path.
  parser.normalizeLink = (url: string) => url;
  parser.validateLink = () => true;
  parser.core.ruler.disable(['strip_references', 'text_join']);
  // Inline parsing only where it can find something: a paragraph or table cell without `[`, a
  // backtick or `<` holds no link, image, code span, autolink or HTML. Headings are always parsed
  // (their slug depends on emphasis and code).
  parser.core.ruler.at('inline', (state) => {
    const tokens = state.tokens;
    for (let i = 0; i < tokens.length; i++) {
      const tok = tokens[i]!;
      if (tok.type !== 'inline') continue;
      if (tokens[i - 1]?.type === 'heading_open' || NEEDS_INLINE.test(tok.content)) state.md.inline.parse(tok.content, state.md, state.env, tok.children!);
    }
  });
  const rules = (parser.inline.ruler as unknown as { __rules__: Array<{ name: string; fn: InlineRule }> }).__rules__;
  const original = (name: string): InlineRule => {
    const r = rules.find((x) => x.name === name);
    if (!r) throw new Error(`markdown-it has no inline rule ${name}`);
    return r.fn;
  };
  const helpers = parser.helpers;

  // After a successful inline link or image, record where its destination stands in the source.
  const withDestination = (name: 'link' | 'image'): InlineRule => {
    const fn = original(name);
    const tokenType = name === 'link' ? 'link_open' : 'image';
    return (state, silent) => {
      const startPos = state.pos;
      const before = state.tokens.length;
      if (!fn(state, silent)) return false;
      if (silent) return true;
      const tok = state.tokens.slice(before).find((t) => t.type === tokenType);
      if (!tok || (tok.meta && tok.meta.label)) return true; // reference-style: the definition is the reference
      const labelStart = name === 'link' ? startPos : startPos + 1;
      const savedPos = state.pos;
      const labelEnd = helpers.parseLinkLabel(state, labelStart, name === 'link');
      state.pos = savedPos;
      if (labelEnd < 0 || state.src.charCodeAt(labelEnd + 1) !== 0x28 /* ( */) return true;
      let pos = labelEnd + 2;
      while (pos < state.src.length && /[ \t\n]/.test(state.src[pos]!)) pos++;
      const res = helpers.parseLinkDestination(state.src, pos, state.src.length);
      if (!res.ok) return true;
      let start = pos;
      let end = res.pos;
      if (state.src[start] === '<') {
        start += 1;
        end -= 1;
      }
      const meta: LinkMeta = { dest_start: start, dest_end: end, dest: res.str };
      tok.meta = Object.assign(tok.meta ?? {}, meta);
      return true;
    };
  };
  // Record the source range of tokens that are not prose.
  const withRange = (name: string, tokenType: string): InlineRule => {
    const fn = original(name);
    return (state, silent) => {
      const startPos = state.pos;
      const before = state.tokens.length;
      if (!fn(state, silent)) return false;
      if (!silent) {
        const tok = state.tokens.slice(before).find((t) => t.type === tokenType);
        if (tok) tok.meta = Object.assign(tok.meta ?? {}, { range: [startPos, state.pos] } satisfies RangeMeta);
      }
      return true;
    };
  };
  parser.block.ruler.before('reference', 'footnote_definition', footnoteDefinition, { alt: ['paragraph', 'reference'] });
  parser.inline.ruler.at('link', withDestination('link'));
  parser.inline.ruler.at('image', withDestination('image'));
  parser.inline.ruler.at('backticks', withRange('backticks', 'code_inline'));
  parser.inline.ruler.at('autolink', withRange('autolink', 'link_open'));
  parser.inline.ruler.at('html_inline', withRange('html_inline', 'html_inline'));
  return parser;
}

/**
 * `[^label]: text` is a footnote definition (GFM, Pandoc, Python-Markdown, mdBook), never a link
 * reference definition: without this rule markdown-it reads `text` as a link destination. Modelled on
 * markdown-it-footnote's block rule: the body is parsed as blocks (a link in it is still a link) and,
 * as there, a footnote may interrupt a paragraph, so a real definition after one stays a definition.
 */
function footnoteDefinition(state: StateBlock, startLine: number, endLine: number, silent: boolean): boolean {
  const start = state.bMarks[startLine]! + state.tShift[startLine]!;
  const max = state.eMarks[startLine]!;
  if (state.sCount[startLine]! - state.blkIndent >= 4) return false;
  if (start + 4 > max || state.src.charCodeAt(start) !== 0x5b /* [ */ || state.src.charCodeAt(start + 1) !== 0x5e /* ^ */) return false;
  let pos = start + 2;
  while (pos < max && state.src.charCodeAt(pos) !== 0x5d /* ] */) pos++;
  if (pos === start + 2 || pos + 1 >= max || state.src.charCodeAt(pos + 1) !== 0x3a /* : */) return false;
  if (silent) return true;
  pos += 2;
  const open = state.push('footnote_open', '', 1);
  open.map = [startLine, startLine];
  const oldBMark = state.bMarks[startLine]!;
  const oldTShift = state.tShift[startLine]!;
  const oldSCount = state.sCount[startLine]!;
  const oldParentType = state.parentType;
  const afterColon = pos;
  const initial = state.sCount[startLine]! + pos - start;
  let offset = initial;
  while (pos < max) {
    const ch = state.src.charCodeAt(pos);
    if (ch === 0x09) offset += 4 - (offset % 4);
    else if (ch === 0x20) offset++;
    else break;
    pos++;
  }
  state.tShift[startLine] = pos - afterColon;
  state.sCount[startLine] = offset - initial;
  state.bMarks[startLine] = afterColon;
  state.blkIndent += 4;
  state.parentType = 'footnote' as typeof state.parentType;
  if (state.sCount[startLine]! < state.blkIndent) state.sCount[startLine]! += state.blkIndent;
  state.md.block.tokenize(state, startLine, endLine);
  state.parentType = oldParentType;
  state.blkIndent -= 4;
  state.tShift[startLine] = oldTShift;
  state.sCount[startLine] = oldSCount;
  state.bMarks[startLine] = oldBMark;
  open.map[1] = state.line;
  state.push('footnote_close', '', -1);
  return true;
}

/** A doc's lines as the parser reads them: the one line split (../shared/lines.ts), without line endings; an empty doc has one empty line. */
export function splitLines(text: string): string[] {
  return text.length === 0 ? [''] : splitTextLines(text).map((l) => lineContent(l));
}

/** One attribute of a heading's trailing block: `#id`, `.class` or `key=value` (quoted or not). */
const ATTRIBUTE = String.raw`(?:[#.][\w.:+-]+|[\w-]+=(?:"[^"]*"|'[^']*'|[^\s{}"']+))`;
/** A heading's trailing attribute block made only of attributes (`{.notranslate lang=en #id}`). */
const HEADING_ATTRIBUTES = new RegExp(String.raw`\s*\{:?\s*(${ATTRIBUTE}(?:\s+${ATTRIBUTE})*)\s*\}$`);

/** YAML frontmatter: `---` on line 1 up to the next `---` or `...` line. */
export function readFrontmatter(lines: string[]): Frontmatter | undefined {
  if (lines[0]?.trimEnd() !== '---') return undefined;
  let end = -1;
  for (let i = 1; i < lines.length; i++) {
    const l = lines[i]!.trimEnd();
    if (l === '---' || l === '...') {
      end = i;
      break;
    }
  }
  if (end < 0) return undefined;
  const body = lines.slice(1, end).join('\n');
  let data: Record<string, unknown> | undefined;
  try {
    // Silent: a page's `{{ }}` template values read as flow maps, and the parser would warn on stderr.
    const v = parseYaml(body, { logLevel: 'silent' });
    if (isJsonObject(v)) data = v;
  } catch {
    data = undefined;
  }
  const key_lines: Record<string, number> = {};
  for (let i = 1; i < end; i++) {
    const m = /^([A-Za-z0-9_-]+)\s*:/.exec(lines[i]!);
    if (m && key_lines[m[1]!] === undefined) key_lines[m[1]!] = i + 1;
  }
  return { end_line: end + 1, data, key_lines };
}

function lineStarts(src: string): number[] {
  const starts = [0];
  for (let i = src.indexOf('\n'); i >= 0; i = src.indexOf('\n', i + 1)) starts.push(i + 1);
  return starts;
}

// Where each inline line starts in its file line, per block: computed once per line, so locating
// 150,000 links on one 3 MB line compares that line once, not once per link.
const lineDeltas = new WeakMap<InlineBlock, Map<number, number>>();

/** The offset of inline line `k` of `block` in its file line (-1 when it cannot be found). */
function lineDelta(fileLine: string, block: InlineBlock, k: number): number {
  let deltas = lineDeltas.get(block);
  if (!deltas) lineDeltas.set(block, (deltas = new Map()));
  let delta = deltas.get(k);
  if (delta !== undefined) return delta;
  const lineStart = block.line_starts[k]!;
  const nextStart = block.line_starts[k + 1];
  const inlineLine = block.src.slice(lineStart, nextStart === undefined ? block.src.length : nextStart - 1);
  // The inline line is the file line without container prefixes, indentation and trailing space.
  delta = -1;
  if (inlineLine.length > 0) {
    if (fileLine.endsWith(inlineLine)) delta = fileLine.length - inlineLine.length;
    else delta = fileLine.indexOf(inlineLine.trimEnd());
  }
  deltas.set(k, delta);
  return delta;
}

/** The file line and column of an offset in an inline block's source. */
export function locate(doc: { lines: string[] }, block: InlineBlock, offset: number, fragment: string): { line: number; column: number } {
  let k = 0;
  let lo = 0;
  let hi = block.line_starts.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if (block.line_starts[mid]! <= offset) {
      k = mid;
      lo = mid + 1;
    } else hi = mid - 1;
  }
  const line = block.first_line + k;
  const fileLine = doc.lines[line - 1] ?? '';
  const inLine = offset - block.line_starts[k]!;
  const delta = lineDelta(fileLine, block, k);
  if (delta >= 0 && fileLine.startsWith(fragment, delta + inLine)) return { line, column: delta + inLine + 1 };
  const found = fileLine.indexOf(fragment);
  return { line, column: (found >= 0 ? found : Math.max(0, delta) + inLine) + 1 };
}

function headingText(children: Token[]): string {
  let out = '';
  for (const c of children) {
    if (c.type === 'text' || c.type === 'code_inline') out += c.content;
    else if (c.type === 'softbreak' || c.type === 'hardbreak') out += ' ';
  }
  return out.replace(/:[a-z0-9_+-]+:/g, '').trim();
}

/**
 * The terms of a paragraph that holds description lists (Goldmark, PHP Markdown Extra: each term on
 * its own line, its definition on the next lines starting with `: `), as plain text.
 */
function definitionTerms(content: string): string[] {
  const lines = content.split('\n');
  const out: string[] = [];
  const isDefinition = (l: string) => /^:[ \t]/.test(l);
  for (let k = 0; k + 1 < lines.length; k++) {
    if (!isDefinition(lines[k + 1]!) || isDefinition(lines[k]!)) continue;
    // Every line since the last definition is a term of this one.
    let first = k;
    while (first > 0 && !isDefinition(lines[first - 1]!) && !/^\s/.test(lines[first]!)) first--;
    for (let t = first; t <= k; t++) {
      const text = lines[t]!.replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1').replace(/[`*]|(?<!\w)_|_(?!\w)/g, '').trim();
      if (text !== '') out.push(text);
    }
  }
  return out;
}

/** Python-Markdown attr_list's block form (its BLOCK_RE): an attribute list alone on a block's last line, after at least one other. */
const BLOCK_ATTR_LIST = /\n[ ]*\{:?[ ]*([^}\n ][^}\n]*)[ ]*\}[ ]*$/;

/** The ids (`#id`, `id="id"`) a paragraph's trailing attribute list sets. */
function blockAttrIds(content: string): string[] {
  const m = BLOCK_ATTR_LIST.exec(content);
  if (!m) return [];
  return [...m[1]!.matchAll(/(?:^|\s)(?:#|id=["']?)([\w.:+-]+)/g)].map((x) => x[1]!);
}

/** mkdocstrings' injection line (`::: pydantic.fields`, its options indented below): a dotted Python identifier alone. */
const AUTODOC_LINE = /^:::[ \t]+([A-Za-z_]\w*(?:\.[A-Za-z_]\w*)*)[ \t]*$/gm;

const HTML_ANCHOR = /\b(?:id|name)\s*=\s*(?:"([^"]*)"|'([^']*)')/gi;
const HTML_REF = /<(a|img)\b[^>]*?\s(href|src)\s*=\s*(?:"([^"]*)"|'([^']*)')/gi;

function collectHtml(input: string, anchors: Set<string>): Array<{ source: 'link' | 'image'; value: string; offset: number }> {
  if (!input.includes('=')) return [];
  // Comments hide what they hold; blank them out with spaces so offsets stay true.
  const html = input.includes('<!--') ? input.replace(/<!--[\s\S]*?(?:-->|$)/g, (c) => c.replace(/[^\n]/g, ' ')) : input;
  for (const m of html.matchAll(HTML_ANCHOR)) anchors.add(m[1] ?? m[2] ?? '');
  const out: Array<{ source: 'link' | 'image'; value: string; offset: number }> = [];
  for (const m of html.matchAll(HTML_REF)) {
    const value = m[3] ?? m[4] ?? '';
    const quoted = m[0].length - value.length - 1;
    out.push({ source: m[1]!.toLowerCase() === 'img' ? 'image' : 'link', value, offset: m.index! + quoted });
  }
  return out;
}

function decodeEntities(s: string): string {
  return s.includes('&') ? md.utils.unescapeAll(s) : s;
}

/** Parses one document. `text` is the file content (a BOM is dropped). */
export function parseDoc(path: string, input: string): ParsedDoc {
  const text = input.charCodeAt(0) === 0xfeff ? input.slice(1) : input;
  const lines = splitLines(text);
  const frontmatter = readFrontmatter(lines);
  // Blank out the frontmatter so line numbers stay those of the file.
  const plain = frontmatter ? '\n'.repeat(frontmatter.end_line) + lines.slice(frontmatter.end_line).join('\n') : text;
  const mdx = isMdxPath(path);
  const source = mdx ? blankMdxSyntax(plain) : plain;
  const env = {};
  const tokens = (mdx ? mdxMd : md).parse(source, env);

  const headings: Heading[] = [];
  const anchors = new Set<string>();
  const refs: DocRef[] = [];
  const inlines: InlineBlock[] = [];
  const fences: Fence[] = [];
  const blocks: TopBlock[] = [];
  const tasks: TaskItem[] = [];
  const terms: string[] = [];
  const attrAnchors: string[] = [];
  const autodocIds: string[] = [];
  const slugger = new Slugger();
  let inlineKind: InlineBlock['block'] = 'paragraph';
  let rowMap: [number, number] | null = null;

  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i]!;
    if (t.level === 0 && t.nesting !== -1 && t.map) blocks.push({ type: t.type.replace(/_open$/, ''), start_line: t.map[0] + 1, end_line: t.map[1] });
    switch (t.type) {
      case 'heading_open': {
        const inline = tokens[i + 1];
        let text = headingText(inline?.children ?? []);
        // `## Title {#custom-id}` (kramdown, MkDocs, Docusaurus) names its own anchor; MkDocs'
        // attr_list also reads `{ #custom-id .class }` with spaces and classes.
        // attr_list also takes the colon form `{: #custom-id }`.
        const custom = /\s*\{:?\s*#([\w.:+-]+)(?:\s+[^{}]*)?\s*\}$/.exec(text);
        // Goldmark's heading attributes (Hugo's default) and attr_list take the id anywhere in the
        // block (`{.notranslate lang=en #localization}`), and a block of classes and key=values alone
        // is no part of the text the id is made from (`## Easy CLA {.notranslate lang=en}` is #easy-cla).
        const attrs = custom ?? HEADING_ATTRIBUTES.exec(text);
        if (attrs) {
          const id = custom ? custom[1] : /(?:^|\s)#([\w.:+-]+)/.exec(attrs[1]!)?.[1];
          if (id !== undefined) anchors.add(id);
          text = text.slice(0, attrs.index);
        }
        // Fumadocs takes `## Title [#custom-id]` as the heading's id; elsewhere the brackets are
        // text, so the id is one more anchor and the slug is still made from the whole text.
        const bracketId = /\s\[#([\w.:+-]+)\]$/.exec(text);
        if (bracketId) anchors.add(bracketId[1]!);
        const slug = slugger.slug(text);
        anchors.add(slug);
        headings.push({ level: Number(t.tag.slice(1)), text, slug, line: t.map![0] + 1 });
        inlineKind = 'heading';
        break;
      }
      case 'paragraph_open': {
        inlineKind = 'paragraph';
        const inline = tokens[i + 1];
        if (inline?.type === 'inline' && inline.content.includes('\n:')) pushAll(terms, definitionTerms(inline.content));
        if (inline?.type === 'inline' && inline.content.includes(':::')) for (const m of inline.content.matchAll(AUTODOC_LINE)) autodocIds.push(m[1]!);
        break;
      }
      case 'th_open':
      case 'td_open':
        inlineKind = 'table';
        break;
      case 'list_item_open': {
        const inline = tokens[i + 1]?.type === 'paragraph_open' ? tokens[i + 2] : undefined;
        const m = inline?.type === 'inline' ? /^\[([ xX])\](?:\s|$)/.exec(inline.content) : null;
        if (m && t.map) tasks.push({ checked: m[1] !== ' ', line: inline!.map ? inline!.map[0] + 1 : t.map[0] + 1 });
        break;
      }
      case 'fence':
      case 'code_block':
        if (t.map) fences.push({ info: t.info.trim(), content: t.content, first_line: t.map[0] + 1 + (t.type === 'fence' ? 1 : 0) });
        break;
      case 'html_block':
        if (t.map) {
          const block: InlineBlock = { src: t.content, first_line: t.map[0] + 1, line_starts: lineStarts(t.content), excluded: [], code_spans: [], block: 'paragraph' };
          for (const h of collectHtml(t.content, anchors)) {
            const raw = h.value;
            const pos = locate({ lines }, block, h.offset, raw);
            refs.push({ source: h.source, target: decodeEntities(raw), raw, ...pos, html: true });
          }
        }
        break;
      case 'reference_definition':
        if (t.map) {
          const def = readDefinition(lines, t.map[0], t.map[1]);
          if (def) refs.push({ source: 'definition', ...def });
        }
        break;
      case 'tr_open':
        rowMap = t.map;
        break;
      case 'inline': {
        // `[](){#id}` (attr_list on an empty link, mkdocs-autorefs' anchor): a renderer with attr_list makes it an anchor.
        if (t.content.includes('](){')) for (const m of t.content.matchAll(/\[\]\(\)\{:?\s*#([\w.:+-]+)[^}]*\}/g)) attrAnchors.push(m[1]!);
        // attr_list on a block: `{#id}` alone on the last line of a paragraph or list item names its id.
        if (inlineKind === 'paragraph' && t.content.includes('{')) pushAll(attrAnchors, blockAttrIds(t.content));
        // Table cells carry no map of their own: their row's.
        const map = t.map ?? (inlineKind === 'table' ? rowMap : null);
        if (map) inlines.push(readInline(t, map, inlineKind, lines, refs, anchors));
        break;
      }
    }
  }
  return { path, text, lines, frontmatter, headings, anchors, terms, attr_anchors: attrAnchors, autodoc_ids: autodocIds, refs, inlines, fences, blocks, tasks };
}

function readInline(t: Token, map: [number, number], kind: InlineBlock['block'], lines: string[], refs: DocRef[], anchors: Set<string>): InlineBlock {
  const src = t.content;
  const block: InlineBlock = { src, first_line: map[0] + 1, line_starts: lineStarts(src), excluded: [], code_spans: [], block: kind };
  const doc = { lines };
  const visit = (children: Token[]) => {
    for (const c of children) {
      const meta = c.meta as (Partial<LinkMeta> & Partial<RangeMeta>) | null;
      if ((c.type === 'link_open' || c.type === 'image') && meta && meta.dest_start !== undefined) {
        block.excluded.push([meta.dest_start, meta.dest_end!]);
        const raw = src.slice(meta.dest_start, meta.dest_end);
        if (raw.length > 0) {
          const pos = locate(doc, block, meta.dest_start, raw);
          refs.push({ source: c.type === 'image' ? 'image' : 'link', target: meta.dest!, raw, ...pos });
        }
      }
      if (c.type === 'link_open' && meta?.range) block.excluded.push(meta.range); // autolink
      if (c.type === 'html_inline' && meta?.range) {
        block.excluded.push(meta.range);
        for (const h of collectHtml(c.content, anchors)) {
          const offset = meta.range[0] + h.offset;
          const pos = locate(doc, block, offset, h.value);
          refs.push({ source: h.source, target: decodeEntities(h.value), raw: h.value, ...pos, html: true });
        }
      }
      if (c.type === 'code_inline' && meta?.range) {
        const [start, end] = meta.range;
        block.excluded.push([start, end]);
        const marker = c.markup.length;
        const inner = src.slice(start + marker, end - marker);
        const content_start = start + marker + (inner.replace(/\n/g, ' ') === c.content ? 0 : 1);
        block.code_spans.push({ start, end, content_start, content: c.content });
      }
    }
  };
  visit(t.children ?? []);
  return block;
}

/** A reference definition's destination, located in the lines the parser reports for it. */
function readDefinition(lines: string[], from: number, to: number): Omit<DocRef, 'source'> | undefined {
  const full = lines.slice(from, to).join('\n');
  let i = full.indexOf('[');
  if (i < 0) return undefined;
  for (i = i + 1; i < full.length; i++) {
    const ch = full[i];
    if (ch === '\\') i++;
    else if (ch === ']') break;
  }
  if (full[i + 1] !== ':') return undefined;
  let pos = i + 2;
  for (;;) {
    while (pos < full.length && (full[pos] === ' ' || full[pos] === '\t')) pos++;
    if (full[pos] !== '\n') break;
    pos++;
    while (pos < full.length && (full[pos] === ' ' || full[pos] === '>')) pos++;
  }
  const res = md.helpers.parseLinkDestination(full, pos, full.length);
  if (!res.ok) return undefined;
  let start = pos;
  let end = res.pos;
  if (full[start] === '<') {
    start += 1;
    end -= 1;
  }
  const raw = full.slice(start, end);
  if (raw.length === 0) return undefined;
  // `- [Metric 1]: [Target]` in a template: CommonMark reads a definition whose destination is
  // `[Target]`, which renders nothing; a destination wholly in brackets is a fill-in, not a path.
  if (full[pos] !== '<' && /^\[[^\]]*\]$/.test(raw)) return undefined;
  const before = full.slice(0, start);
  const nl = before.lastIndexOf('\n');
  const lineOffset = before.split('\n').length - 1;
  return { target: res.str, raw, line: from + lineOffset + 1, column: start - (nl + 1) + 1 };
}

/** Only the anchors of a document (for link fragments into files outside the scan). */
export function anchorsOf(path: string, text: string): Set<string> {
  return parseDoc(path, text).anchors;
}
