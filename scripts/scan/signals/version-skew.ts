// version_skew: the doc states a version of a runtime, tool, package or image that the repository's
// manifests pin differently. Only subjects some manifest pins count; the doc's version must fit
// none of the pins for that subject (a monorepo may pin several); a pin we cannot read (`lts/*`,
// `workspace:*`, a git URL) silences the subject. Statements: `name@1.2` and `image:tag` anywhere
// (prose, code spans, code blocks); `Name 18` / `Name v5.4` in prose and code spans (packages need a
// dotted or v-prefixed version, Go a dotted one). Records (changelogs, release notes), plans and copies
// are not judged: their versions describe another time (scripts/roles/).
import { posix } from 'node:path';
import { canonicalSubject, SUBJECT_ALIASES } from '../manifests.ts';
import { locate } from '../../doc/parse-doc.ts';
import { scenarioRanges } from '../references.ts';
import { fits } from '../versions.ts';
import type { InlineBlock, ParseContext, ParsedDoc, ParseSignal, ReadDoc, VersionPin } from '../types.ts';
import { byCodeUnit } from '../../shared/order.ts';

const AT_FORM = /(?<![\w@/.-])((?:@[a-z0-9][\w.-]*\/)?[a-z0-9][\w.-]*(?:\/[\w.-]+)*)@v?(\d+(?:\.\d+){0,2})(\.x|\+)?(?![\d])/gi;
const TAG_FORM = /(?<![\w@/.:-])(?:[\w.-]+\/)*([a-z0-9][\w.-]*):v?(\d+(?:\.\d+){0,2})(?![\d])/gi;
/** Cheap tests that rule a text out before the full patterns run. */
const DIGIT = /\d/;
const AT_HINT = /@v?\d/;
const TAG_HINT = /:v?\d/;
/** Whitespace, an optional `v`, a version, an optional `.x` or `+`, and no more digits after it. */
const PROSE_VERSION = /(\s+)(v?)(\d+(?:\.\d+){0,2})(\.x|\+)?(?![\w.]*\d)/g;
const RUNTIMES = new Set(['node', 'python', 'rust', 'go']);

interface Statement {
  subject: string;
  version: string;
  line: number;
  column: number;
  text: string;
  /** For a prose statement without a dot (`Node 4`): the word before the number, lower-cased. */
  word?: string;
}

/**
 * Words around a version that make it a point in the subject's history, not the version the
 * project runs: "Starting in Vue 3.4", "since", "improved in TypeScript 4.7", "In Vue 3.4 and
 * above, ...", "Vue 2.7, which was shipped in 2022", "the last version published at". A stated
 * requirement ("Requires Node 18 or later", ">= Go 1.12") stays strict: its minimum should be the pin's.
 */
const SINCE_BEFORE = /\b(?:since|starting (?:in|from|with)|beginning (?:in|with)|as of|introduced in|added in|improved in|fixed in|changed in|backported to|available (?:in|since|from)|released (?:in|with)|shipped (?:in|with)|published (?:at|in|with)|deprecated in|new in)(?: (?:the )?(?:version|release|v))?\s*\[?\s*$/i;
const LATER_AFTER = /^\]?(?:\([^)\s]*\))?,?\s*(?:and (?:above|later|newer|higher|up)\b|or (?:later|newer|higher|above|greater)\b)/;
const HISTORY_AFTER = /^\]?(?:\([^)\s]*\))?,?\s*(?:(?:which )?(?:was|were) (?:shipped|released|published|introduced)\b|(?:is|was) the (?:final|last)\b)/i;
const REQUIREMENT = /\b(?:requires?|required|requirements?|needs?|minimum|at least|supports?|supported)\b|>=?\s*$/i;

/** Whether the words around a statement make its version a point in history (see SINCE_BEFORE). */
function sinceVersion(src: string, from: number, to: number): boolean {
  const lineStart = src.lastIndexOf('\n', from - 1) + 1;
  const before = src.slice(Math.max(lineStart, from - 48), from);
  const after = src.slice(to, to + 48);
  // A version as the text of a link names a release page: "available in [Vue 2.7](https://...)".
  if (/\[\s*$/.test(before) && /^\]\(/.test(after)) return true;
  if (SINCE_BEFORE.test(before) || HISTORY_AFTER.test(after)) return true;
  return LATER_AFTER.test(after) && !REQUIREMENT.test(src.slice(Math.max(lineStart, from - 80), from));
}

interface Matchers {
  /** Runtimes and images by lower-case name or alias, any letter case in the doc ("Node 20", "postgres 14"). */
  runtimes: Map<string, string>;
  /** Packages by the spelling that counts: the manifest's, or a well-known display name ("TypeScript 5.4"). */
  packages: Map<string, string>;
  bySubject: Map<string, VersionPin[]>;
}

/** Display names of common packages; other packages count only as the manifest spells them. */
const DISPLAY_NAMES: Record<string, string[]> = {
  typescript: ['TypeScript'],
  react: ['React'],
  vue: ['Vue', 'Vue.js'],
  next: ['Next.js'],
  eslint: ['ESLint'],
  prettier: ['Prettier'],
  jest: ['Jest'],
  vitest: ['Vitest'],
  webpack: ['Webpack', 'webpack'],
  vite: ['Vite'],
  express: ['Express'],
  django: ['Django'],
  flask: ['Flask'],
  fastapi: ['FastAPI'],
  pytest: ['pytest'],
  tokio: ['Tokio'],
  serde: ['Serde'],
};

/** What a version_skew hit carries. */
export type VersionSkewHit = {
  name: 'version_skew';
  detail: string;
  line: number;
  column: number;
  subject: string;
  doc_version: string;
  doc_text: string;
  manifest_version: string;
  manifest: string;
  manifest_line?: number;
  hint: true;
};

/** The matchers of one scan's pins, built once. */
function matchersFor(pins: VersionPin[]): Matchers {
  const bySubject = new Map<string, VersionPin[]>();
  for (const p of pins) {
    const list = bySubject.get(p.subject);
    if (list) list.push(p);
    else bySubject.set(p.subject, [p]);
  }
  const runtimes = new Map<string, string>();
  const packages = new Map<string, string>();
  for (const [subject, list] of bySubject) {
    if (!/^[a-z0-9][\w.-]*$/.test(subject)) continue;
    if (list.some((p) => p.kind !== 'package')) runtimes.set(subject, subject);
    else {
      packages.set(subject, subject);
      for (const d of DISPLAY_NAMES[subject] ?? []) packages.set(d, subject);
    }
  }
  for (const [alias, canonical] of Object.entries(SUBJECT_ALIASES)) if (runtimes.has(canonical)) runtimes.set(alias, canonical);
  return { runtimes, packages, bySubject };
}

/** Versions each runtime has had: "node 2" in "graph node 2" or "go 3 steps" is not a version. */
function plausibleRuntime(subject: string, version: string): boolean {
  const [major, minor] = version.split('.').map(Number) as [number, number | undefined];
  switch (subject) {
    case 'node':
      return (major >= 4 && major <= 60) || (major === 0 && minor !== undefined);
    case 'python':
      return major === 2 || major === 3;
    case 'go':
    case 'rust':
      return major === 1 && minor !== undefined;
    default:
      return true;
  }
}

/** Whether a prose mention like `React 18` is specific enough to be a version claim. */
function proseCounts(subject: string, v: string | undefined, version: string, pins: VersionPin[]): boolean {
  const dotted = version.includes('.');
  if (!plausibleRuntime(subject, version)) return false;
  if (RUNTIMES.has(subject) || pins.some((p) => p.kind === 'runtime')) return true;
  return dotted || v !== undefined;
}

/** Inside a quotation on its line: quoting a version ("the old guide said \u201cNode 18\u201d") is not claiming it. */
function quoted(src: string, offset: number): boolean {
  const start = src.lastIndexOf('\n', offset - 1) + 1;
  let straight = 0;
  let open = 0;
  for (let i = start; i < offset; i++) {
    const c = src.charCodeAt(i);
    if (c === 0x22) straight++;
    else if (c === 0x201c) open++;
    else if (c === 0x201d) open--;
  }
  return straight % 2 === 1 || open > 0;
}

function inRanges(ranges: Array<[number, number]>, offset: number): boolean {
  for (const [a, b] of ranges) if (offset >= a && offset < b) return true;
  return false;
}

function inlineStatements(doc: ParsedDoc, block: InlineBlock, m: Matchers, out: Statement[], labels: Set<string>): void {
  const codeRanges = block.code_spans.map((c) => [c.start, c.end] as [number, number]);
  const usable = (offset: number) => (!inRanges(block.excluded, offset) || inRanges(codeRanges, offset)) && !quoted(block.src, offset);
  const push = (subject: string, version: string, offset: number, text: string, word?: string) => {
    if (!usable(offset)) return;
    const pos = locate(doc, block, offset, text);
    // A point in history means "this version and later": it fits a newer pin.
    const v = /[+x]$/i.test(version) || !sinceVersion(block.src, offset, offset + text.length) ? version : `${version}+`;
    out.push({ subject, version: v, text, ...pos, ...(word !== undefined ? { word } : {}) });
  };
  const src = block.src;
  if (!DIGIT.test(src)) return; // every statement names a version
  if (AT_HINT.test(src)) for (const x of src.matchAll(AT_FORM)) push(canonicalSubject(x[1]!), x[2]! + (x[3] ?? ''), x.index!, x[0]);
  if (TAG_HINT.test(src)) for (const x of src.matchAll(TAG_FORM)) push(canonicalSubject(x[1]!), x[2]!, x.index!, x[0]);
  // Prose: a version after whitespace, preceded by a name. Anchored on the versions (few) rather
  // than on every name at every position.
  for (const x of src.matchAll(PROSE_VERSION)) {
    let end = x.index! + x[1]!.length; // the whitespace before the version
    let k = end;
    while (k > 0 && /\s/.test(src[k - 1]!)) k--;
    if (k === end || k === 0) continue;
    end = k;
    while (k > 0 && /[\w.-]/.test(src[k - 1]!)) k--;
    if (k > 0 && /[@/]/.test(src[k - 1]!)) continue;
    const word = src.slice(k, end).replace(/\.+$/, '');
    if (word === '' || !/^[A-Za-z]/.test(word)) continue;
    const subject = m.runtimes.get(word.toLowerCase()) ?? m.packages.get(word);
    if (subject === undefined) continue;
    const pins = m.bySubject.get(subject)!;
    if (!plausibleRuntime(subject, x[3]!)) labels.add(word.toLowerCase()); // "Node 2": the doc numbers nodes
    if (!proseCounts(subject, x[2] || undefined, x[3]!, pins)) continue;
    push(subject, x[3]! + (x[4] ?? ''), k, src.slice(k, x.index! + x[0].length), x[3]!.includes('.') ? undefined : word.toLowerCase());
  }
}

function fenceStatements(doc: ParsedDoc, out: Statement[]): void {
  for (const fence of doc.fences) {
    const lines = fence.content.split('\n');
    for (let k = 0; k < lines.length; k++) {
      const text = lines[k]!;
      const line = fence.first_line + k;
      const fileLine = doc.lines[line - 1] ?? text;
      for (const re of [AT_FORM, TAG_FORM]) {
        if (!(re === AT_FORM ? AT_HINT : TAG_HINT).test(text)) continue;
        for (const x of text.matchAll(re)) {
          const col = fileLine.indexOf(x[0]);
          out.push({ subject: canonicalSubject(x[1]!), version: x[2]! + (re === AT_FORM ? (x[3] ?? '') : ''), line, column: (col < 0 ? x.index! : col) + 1, text: x[0] });
        }
      }
    }
  }
}

/** The pin to cite: the manifest nearest the doc (deepest shared folder), then by path and line. */
function nearest(pins: VersionPin[], docPath: string): VersionPin {
  const docDir = posix.dirname(docPath);
  const depth = (p: VersionPin) => {
    const dir = posix.dirname(p.manifest);
    return dir === '.' ? 0 : docDir === dir || docDir.startsWith(dir + '/') ? dir.split('/').length : -1;
  };
  return [...pins].sort((a, b) => depth(b) - depth(a) || byCodeUnit(a.manifest, b.manifest) || (a.manifest_line ?? 0) - (b.manifest_line ?? 0))[0]!;
}

export const versionSkew: ParseSignal<VersionSkewHit, Matchers> = {
  name: 'version_skew',
  description: 'The doc states a version that the repository manifests pin differently.',
  help: 'State the version the manifests pin, or drop the version from the prose.',
  // Likely stale content a person should look at.
  severity: { agent_memory: 'warning', elsewhere: 'warning' },
  history_fields: [],
  schema: {
    required: ['line', 'column', 'subject', 'doc_version', 'doc_text', 'manifest_version', 'manifest'],
    properties: {
      column: { $ref: '#/$defs/line' },
      subject: { type: 'string', minLength: 1, description: 'Lower-case runtime, package or image name (node, python, go, rust are canonical).' },
      doc_version: { type: 'string', minLength: 1 },
      doc_text: { type: 'string', minLength: 1, description: 'The statement as written in the doc (Node 18, typescript@4.9, node:18).' },
      manifest_version: { type: 'string', minLength: 1 },
      manifest: { $ref: '#/$defs/relpath' },
      manifest_line: { $ref: '#/$defs/line' },
    },
  },
  roles: ['living', 'agent-memory', 'agent-prompt', 'template'],
  stage: 'parse',
  needs: ['pins'],
  prepare: (ctx) => matchersFor(ctx.pins),
  appliesTo: (_doc, ctx) => ctx.pins.length > 0,
  detect(doc: ReadDoc, _ctx: ParseContext, m: Matchers): VersionSkewHit[] {
    const found: Statement[] = [];
    // Words the doc also numbers beyond any version ("Node 1", "Node 2"): there `Node 4` is a label too.
    const labels = new Set<string>();
    for (const block of doc.inlines) inlineStatements(doc, block, m, found, labels);
    fenceStatements(doc, found);
    // OpenSpec scenarios describe example repositories: their versions are not claims about this one.
    const examples = scenarioRanges(doc);
    const statements = examples.length === 0 ? found : found.filter((s) => !examples.some(([a, b]) => s.line >= a && s.line <= b));
    const hits: VersionSkewHit[] = [];
    const seen = new Set<string>();
    for (const s of statements) {
      if (s.word !== undefined && labels.has(s.word)) continue;
      const pins = m.bySubject.get(s.subject);
      if (!pins) continue;
      const key = `${s.line}\0${s.subject}\0${s.version}`;
      if (seen.has(key)) continue;
      seen.add(key);
      const verdicts = pins.map((p) => fits(s.version, p.spec, p.bare));
      if (verdicts.some((v) => v !== false)) continue; // fits one pin, or a pin we cannot read
      const pin = nearest(pins, doc.path);
      const hit: VersionSkewHit = {
        name: 'version_skew',
        detail: `states ${s.subject} ${s.version}; ${pin.manifest}${pin.manifest_line ? `:${pin.manifest_line}` : ''} pins ${pin.spec}`,
        line: s.line,
        column: s.column,
        subject: s.subject,
        doc_version: s.version,
        doc_text: s.text,
        manifest_version: pin.spec,
        manifest: pin.manifest,
        // A hint: measured at 2 true of 5 judged hits on the evaluation corpora; never a candidate alone.
        hint: true,
      };
      if (pin.manifest_line !== undefined) hit.manifest_line = pin.manifest_line;
      hits.push(hit);
    }
    return hits;
  },
};
