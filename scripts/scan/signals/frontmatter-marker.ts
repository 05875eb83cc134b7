// frontmatter_marker: status markers that say a doc is finished, replaced or provisional —
// frontmatter `status: done | completed | implemented | superseded | deprecated | draft`,
// `superseded_by`, `deprecated: true`; an inline `Status: Done` line or a Deprecated / Superseded
// banner at the top of the doc; a task list whose every box is ticked; and `hygiene: frozen`, which
// freezes the doc (no bloat candidates for it).
import { isFrozen } from '../facts/frozen.ts';
import { PLACEHOLDER, TEMPLATE_OR_SAMPLE_PATH } from '../../roles/rule-table.ts';
import { siteOf } from '../../sites/docs-sites.ts';
import { projectFileText } from '../../shared/paths.ts';
import { resolveRef } from '../../doc/resolve.ts';
import { sectionRanges } from '../../doc/sections.ts';
import { isMarkdownPath } from '../references.ts';
import type { ParseContext, ParsedDoc, ParseSignal, ReadDoc } from '../types.ts';

/** What a frontmatter_marker hit carries. */
export type FrontmatterMarkerHit = {
  name: 'frontmatter_marker';
  detail: string;
  line?: number;
  marker: 'status' | 'superseded_by' | 'deprecated' | 'hygiene' | 'inline_status' | 'banner' | 'tasks_done';
  value: string;
  frozen?: true;
};

export const STATUS_VALUES = ['done', 'completed', 'complete', 'implemented', 'superseded', 'deprecated', 'draft'];
/**
 * Statuses that say the work is finished: a claim that the doc is spent only in a plan. A living
 * doc's "Status: Implemented (v0.21+)" (beads docs/ADAPTIVE_IDS.md, docs/design/dolt-concurrency.md)
 * says the feature ships, which is what the doc describes.
 */
export const FINISHED_VALUES = ['done', 'completed', 'complete', 'implemented'];
/** A task list counts when it has at least this many boxes, all ticked. */
export const MIN_TASKS = 2;
/** Banners and inline status lines count only in the first blocks of a doc. */
export const TOP_BLOCKS = 4;

const EMPH = '(?:[*_]{1,2})?';
const STATUS_LINE = new RegExp(`^${EMPH}status${EMPH}\\s*:\\s*${EMPH}\\s*(${STATUS_VALUES.join('|')})\\b`, 'i');
const BANNER_START =
  /^(?:[*_]{1,2})?(?:\[!(?:WARNING|CAUTION|IMPORTANT|NOTE)\]\s*)?(?:⚠️?\s*)?[[(]?(deprecated|superseded|obsolete)[*_]{0,2}(?:\s*[\]):.!—–-]|\s*$|\s+(?:by|in favou?r of|since|as of)\b)/i;
/** An alert's marker line (`> [!WARNING]`): the banner may start on the line after it. */
const ALERT_MARKER = /^\[!(?:WARNING|CAUTION|IMPORTANT|NOTE)\]$/i;
const BANNER_SENTENCE = /\bthis (?:document|doc|page|file|plan|spec|guide|note|section) (?:is|has been|was) (?:now )?(deprecated|superseded|obsolete)\b/i;

/**
 * OpenSpec's own trees keep their task lists under OpenSpec's lifecycle: a live change's tasks.md
 * gets openspec_completed, and an initiative keeps its finished work items as its history
 * (Fission-AI/OpenSpec openspec/initiatives/context-store-and-initiatives/work-items/*\/tasks.md,
 * judged 0 true of 10 as tasks_done).
 */
const OPENSPEC_TREE = /^openspec\/(?:changes|initiatives)\//;

/** A status that lists the choices to fill in (`draft | done`, `Draft/Approved`, `[Draft]`, `<draft>`): a template's. */
const STATUS_CHOICES = /^\s*[[<{(]|[A-Za-z]\s*[|/]\s*[A-Za-z]/;
/** A file that is the deprecation notice itself (DEPRECATED.md beside what it retires): the banner is its purpose. */
const NOTICE_NAME = /(?:^|\/)(?:deprecated|deprecation(?:[-_]notice)?|obsolete)\.(?:md|mdx|markdown)$/i;

/** A list item's marker on its source line: a banner opens a paragraph, heading or alert, never a list item. */
const LIST_ITEM = /^\s*(?:>\s*)*(?:[*+-]|\d+[.)])\s+/;

/**
 * Headings of a list of criteria a doc was checked against ("Approval Checklist", "Quality
 * Checklist", "Acceptance criteria"): its ticked boxes say the doc passed, not that its work is spent.
 */
const CRITERIA_HEADING = /\b(?:approval|quality|review|testing|validation|verification|acceptance|readiness|sign-?off)\s+check-?list\b|\b(?:acceptance|success)\s+criteria\b|\bdefinition of done\b/i;

/**
 * Whether the doc is a deprecation notice kept at a page's old address: the whole doc lies within the
 * top blocks and links to another doc of the repository ("Please visit the [Authorization Cheat
 * Sheet](Authorization_Cheat_Sheet.md) instead"). Its banner is its purpose, as a DEPRECATED.md's;
 * a notice pointing only elsewhere ("moved to https://...") is a page waiting to be removed.
 */
function redirectStub(doc: ReadDoc, ctx: ParseContext, topEnd: number): boolean {
  if (doc.blocks.some((b) => b.start_line > topEnd)) return false;
  return doc.refs.some((r) => {
    if (r.source !== 'link' && r.source !== 'definition') return false;
    const res = resolveRef(doc.path, r, ctx.root, ctx.repo);
    return res.kind === 'path' && res.resolved !== doc.path && isMarkdownPath(res.resolved) && ctx.repo.files.has(res.resolved);
  });
}

/** Per site config: the page statuses it declares (Material for MkDocs' `extra.status` identifiers). */
const declaredStatuses = new Map<string, Set<string>>();

/**
 * The page statuses an MkDocs site's config declares (`extra: status: {new: Recently added,
 * deprecated: Deprecated}`): Material for MkDocs shows a page's frontmatter `status` as a badge in
 * the navigation, the state of the feature the page documents, not of the page.
 */
function siteStatuses(ctx: ParseContext, path: string): Set<string> {
  const site = siteOf(ctx.repo.sites, path);
  if (site?.generator !== 'mkdocs') return new Set();
  const key = `${ctx.root}\0${site.config}`;
  let out = declaredStatuses.get(key);
  if (out) return out;
  out = new Set();
  const lines = (projectFileText(ctx.root, site.config) ?? '').split(/\r?\n/);
  const extra = lines.findIndex((l) => /^extra:\s*(?:#.*)?$/.test(l));
  if (extra >= 0) {
    let inStatus = false;
    for (const l of lines.slice(extra + 1)) {
      if (/^\S/.test(l)) break; // the next top-level key
      if (/^ {2}\S/.test(l)) inStatus = /^ {2}status:\s*(?:#.*)?$/.test(l);
      else if (inStatus) {
        const m = /^\s{3,}([\w-]+)\s*:/.exec(l);
        if (m) out.add(m[1]!.toLowerCase());
      }
    }
  }
  declaredStatuses.set(key, out);
  return out;
}

/** Whether any string in the frontmatter (nested too) is a placeholder to fill in. */
function placeholderFrontmatter(data: unknown, depth = 0): boolean {
  if (typeof data === 'string') return PLACEHOLDER.test(data);
  if (depth > 6 || data === null || typeof data !== 'object') return false;
  return Object.values(data as Record<string, unknown>).some((v) => placeholderFrontmatter(v, depth + 1));
}

function topRegionEnd(doc: ParsedDoc): number {
  const after = doc.frontmatter?.end_line ?? 0;
  const top = doc.blocks.filter((b) => b.start_line > after).slice(0, TOP_BLOCKS);
  return top.length === 0 ? after : top[top.length - 1]!.end_line;
}

/** Only the frozen marker (a template may still freeze itself against bloat edits). */
function frozenHit(doc: ReadDoc): FrontmatterMarkerHit[] {
  const line = doc.frontmatter?.key_lines.hygiene;
  return [{ name: 'frontmatter_marker', detail: 'hygiene: frozen (no bloat candidates for this doc)', line, marker: 'hygiene', value: 'frozen', frozen: true }];
}

export const frontmatterMarker: ParseSignal<FrontmatterMarkerHit> = {
  name: 'frontmatter_marker',
  description: 'A status marker (frontmatter, inline status line, banner, all tasks ticked) or hygiene: frozen.',
  help: 'The doc says it is superseded, deprecated or done: delete or archive it, or update the marker.',
  severity: { agent_memory: 'note', elsewhere: 'note' },
  history_fields: [],
  schema: {
    required: ['marker', 'value'],
    properties: {
      marker: { enum: ['status', 'superseded_by', 'deprecated', 'hygiene', 'inline_status', 'banner', 'tasks_done'] },
      value: { type: 'string', minLength: 1 },
      frozen: { const: true },
    },
  },
  // A record's status (an ADR superseded) is history; a template's is a placeholder.
  roles: ['living', 'agent-memory', 'agent-prompt', 'plan'],
  stage: 'parse',
  needs: [],
  appliesTo: () => true,
  detect(doc: ReadDoc, ctx: ParseContext): FrontmatterMarkerHit[] {
    const hits: FrontmatterMarkerHit[] = [];
    const plan = ctx.roles.get(doc.path)?.name === 'plan';
    const fm = doc.frontmatter;
    // A template's, an example's or a fixture's status is a placeholder or sample data.
    if (TEMPLATE_OR_SAMPLE_PATH.test(doc.path) || placeholderFrontmatter(fm?.data)) return isFrozen(doc) ? frozenHit(doc) : [];
    // A shim the repository keeps on purpose (`lifecycle: shim`: a deprecated name that forwards to
    // its replacement) says "deprecated" truthfully; its banner is no sign it is stale.
    const shim = typeof fm?.data?.lifecycle === 'string' && fm.data.lifecycle.trim().toLowerCase() === 'shim';
    const RETIRED = ['deprecated', 'superseded'];
    // A plan marked draft is live work, accurately described; draft is no finished marker there.
    const counts = (status: string): boolean =>
      STATUS_VALUES.includes(status) && (plan ? status !== 'draft' : !FINISHED_VALUES.includes(status)) && !(shim && RETIRED.includes(status));
    if (fm?.data) {
      const d = fm.data;
      const status = typeof d.status === 'string' ? d.status.trim().toLowerCase() : undefined;
      // A status the site declares as a page badge says what the documented feature is (deprecated), accurately.
      if (status !== undefined && counts(status) && !STATUS_CHOICES.test(d.status as string) && !siteStatuses(ctx, doc.path).has(status)) {
        hits.push({ name: 'frontmatter_marker', detail: `frontmatter status: ${status}`, line: fm.key_lines.status, marker: 'status', value: status });
      }
      if (!shim && typeof d.superseded_by === 'string' && d.superseded_by.trim() !== '') {
        hits.push({ name: 'frontmatter_marker', detail: `frontmatter superseded_by: ${d.superseded_by}`, line: fm.key_lines.superseded_by, marker: 'superseded_by', value: d.superseded_by });
      }
      if (!shim && d.deprecated === true) {
        hits.push({ name: 'frontmatter_marker', detail: 'frontmatter deprecated: true', line: fm.key_lines.deprecated, marker: 'deprecated', value: 'true' });
      }
      if (isFrozen(doc)) {
        hits.push({ name: 'frontmatter_marker', detail: 'hygiene: frozen (no bloat candidates for this doc)', line: fm.key_lines.hygiene, marker: 'hygiene', value: 'frozen', frozen: true });
      }
    }
    const topEnd = topRegionEnd(doc);
    let banner = false;
    let statusLine = false;
    for (const block of doc.inlines) {
      if (block.first_line > topEnd) break;
      const lines = block.src.split('\n');
      for (let k = 0; k < lines.length; k++) {
        const text = lines[k]!.trim();
        const s = STATUS_LINE.exec(text);
        if (s && !statusLine && counts(s[1]!.toLowerCase()) && !STATUS_CHOICES.test(text.replace(/^[^:]*:\s*[*_]*/, ''))) {
          statusLine = true;
          hits.push({ name: 'frontmatter_marker', detail: `inline status: ${s[1]!.toLowerCase()}`, line: block.first_line + k, marker: 'inline_status', value: s[1]!.toLowerCase() });
          continue;
        }
        // A banner opens its paragraph; "expected to be\n[deprecated](...)" wrapped onto a line of its
        // own (kubernetes/community sig-architecture/feature-gates.md) is prose.
        const opens = (k === 0 || ALERT_MARKER.test(lines[k - 1]!.trim())) && !LIST_ITEM.test(doc.lines[block.first_line + k - 1] ?? '');
        const b = (opens ? BANNER_START.exec(text) : null) ?? BANNER_SENTENCE.exec(text);
        if (b && !banner && !shim && !NOTICE_NAME.test(doc.path) && !redirectStub(doc, ctx, topEnd)) {
          banner = true;
          hits.push({ name: 'frontmatter_marker', detail: `${b[1]!.toLowerCase()} banner at the top of the doc`, line: block.first_line + k, marker: 'banner', value: b[1]!.toLowerCase() });
        }
      }
    }
    // Boxes under a criteria heading are a review the doc passed, not its work items.
    const criteria = sectionRanges(doc, (t) => CRITERIA_HEADING.test(t));
    const tasks = doc.tasks.filter((t) => !criteria.some(([a, b]) => t.line >= a && t.line <= b));
    const checked = tasks.filter((t) => t.checked).length;
    // A ticked checklist says "finished" only in a plan or task doc (an annual report's template
    // checklist is a record of what was done); an OpenSpec change's tasks.md already gets
    // openspec_completed from the lifecycle pass, so it is not reported twice.
    if (plan && !OPENSPEC_TREE.test(doc.path) && tasks.length >= MIN_TASKS && checked === tasks.length) {
      hits.push({ name: 'frontmatter_marker', detail: `all ${checked} task boxes are ticked`, line: tasks[0]!.line, marker: 'tasks_done', value: `${checked}/${tasks.length}` });
    }
    return hits;
  },
};
