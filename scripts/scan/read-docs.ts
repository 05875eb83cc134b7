// Stage 2 of the scan, each doc in scope once: read, parse, resolve its references, run the
// parse-stage signals, feed the doc-stage facts (the duplicate index, frozen docs), keep a summary
// and drop the source — memory stays flat. Then the link targets the summaries name: which missing
// paths (and a missing route's page files) git ignores or the disk holds, and the anchors of the
// Markdown files links point into.
import { includeCalls, includedFile, includeShortcodes, isSnippet } from '../doc/hugo-includes.ts';
import { mdxImports, type MdxImports } from '../doc/mdx-imports.ts';
import { publishedAnchors } from '../doc/published-anchors.ts';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { ignoredPaths } from '../git/files.ts';
import { routePages, siteOf } from '../sites/docs-sites.ts';
import type { ParseStage } from './engine.ts';
import type { ExplainRecord } from './explain.ts';
import type { DocGatherer } from './facts/fact.ts';
import type { ScanPlan } from './plan.ts';
import { readParse, readText } from './read-text.ts';
import { isMarkdownPath, referencesOf } from './references.ts';
import type { Summarizer } from './summarize.ts';
import type { DocSummary, SignalHit } from './types.ts';

/** What stage 2 leaves: the parse-stage hits, a summary per doc, and what the link targets need. */
export interface DocsRead {
  hits: Map<string, SignalHit[]>;
  summaries: DocSummary[];
  /** Resolved reference targets the file list does not hold (ignored, or on disk only). */
  missing: Set<string>;
  /** Markdown files that links point into with a fragment. */
  fragmentTargets: Set<string>;
  anchorsByPath: Map<string, Set<string>>;
  /** The Markdown partials and own components each doc renders (../doc/mdx-imports.ts), where it renders some. */
  importsByPath: Map<string, MdxImports>;
  /** Hugo snippets: files other pages include, whose anchors are the including page's. */
  snippets: Set<string>;
}

/** The anchors of link targets, a rendered partial's headings included, and whether a page's anchors are all known. */
export interface LinkTargets {
  anchors_of: (path: string) => Set<string> | undefined;
  /** The page renders a component of the project's own code (or a partial that does), or is a Hugo snippet: headings may come from elsewhere. */
  anchors_open: (path: string) => boolean;
}

export interface ReadSteps {
  parse: ParseStage;
  summarizer: Summarizer;
  /** The doc-stage facts some signal needs, fed each doc. */
  gatherers: readonly DocGatherer[];
  /** The --scope of the run: docs outside it are read for the facts that count them. */
  scope: string | undefined;
  explain?: ExplainRecord;
  onProgress?: (done: number, total: number) => void;
}

export function readDocs(plan: ScanPlan, steps: ReadSteps): DocsRead {
  const { root, repo, notes, early } = plan;
  const hits = new Map<string, SignalHit[]>();
  const summaries: DocSummary[] = [];
  const missing = new Set<string>();
  const fragmentTargets = new Set<string>();
  const anchorsByPath = new Map<string, Set<string>>();
  const importsByPath = new Map<string, MdxImports>();
  const snippets = new Set<string>();
  const readArchived = steps.gatherers.some((g) => g.archived);
  const progress = (done: number) => {
    if (steps.onProgress && done % 250 === 0) steps.onProgress(done, plan.targets.length);
  };
  let done = 0;
  for (const path of plan.targets) {
    // An archived doc no signal judges is not read (unless a fact counts archives).
    const pre = plan.roleModel.beforeRead(path);
    if (pre?.name === 'archive' && !readArchived && !early.has(path)) {
      plan.roles.set(path, pre);
      progress(++done);
      continue;
    }
    const parsed = early.get(path) ?? readParse(root, path, notes);
    const role = pre ?? plan.roleOf(path, parsed);
    plan.roles.set(path, role);
    if (parsed) {
      const doc = { ...parsed, references: referencesOf(parsed, { root, repo, agent: plan.agentDocs.has(path) }) };
      const list = steps.parse.run(doc, role, steps.explain?.path === path ? steps.explain : undefined);
      if (list.length > 0) hits.set(path, list);
      const summary = steps.summarizer.summarize(doc, role.name);
      summaries.push(summary);
      if (isMarkdownPath(path)) {
        anchorsByPath.set(path, summary.anchors);
        const imports = rendersOf(plan, path, parsed.text);
        if (imports) importsByPath.set(path, imports);
        if (snippetOf(plan, path, parsed.text)) snippets.add(path);
      }
      for (const g of steps.gatherers) g.add(doc, role.name);
      for (const r of summary.references) {
        const p = r.resolved;
        const listed = repo.files.has(p) || repo.dirs.has(p) || (r.ref.source === 'code_path' && repo.stems.has(p));
        if (!listed) {
          missing.add(p);
          // A missing route's page files: one the ignore rules match is the build's output.
          if (r.ref.source !== 'code_path' && r.ref.source !== 'import') for (const page of routePages(repo.sites, p)) missing.add(page);
        }
        else if (r.fragment !== undefined && isMarkdownPath(p) && repo.files.has(p)) fragmentTargets.add(p);
      }
      // A path history says is gone may exist at run time all the same (ignored build output).
      for (const h of summary.history_paths ?? []) for (const p of h.readings) if (!repo.files.has(p) && !repo.dirs.has(p) && !repo.stems.has(p)) missing.add(p);
    }
    progress(++done);
  }
  const outside = steps.gatherers.filter((g) => g.outside_scope);
  if (steps.scope !== undefined && outside.length > 0) {
    const scanned = new Set(plan.targets);
    for (const p of plan.inScope) {
      if (scanned.has(p) || plan.canonical(p) !== p) continue;
      const doc = early.get(p) ?? readParse(root, p, notes);
      if (!doc) continue;
      const role = plan.roleOf(p, doc).name;
      for (const g of outside) g.add(doc, role);
    }
  }
  return { hits, summaries, missing, fragmentTargets, anchorsByPath, importsByPath, snippets };
}

/**
 * Completes the repository index for the summaries' references (which missing paths git ignores,
 * which only the disk holds) and returns the anchors of Markdown link targets, read once each.
 */
export async function linkTargets(plan: ScanPlan, read: DocsRead): Promise<LinkTargets> {
  const { root, repo, notes, early } = plan;
  if (read.missing.size > 0) {
    const queries = [...read.missing].sort();
    const ignored = await ignoredPaths(root, [...queries, ...queries.map((q) => q + '/')]);
    const listing = new Map<string, Set<string> | undefined>();
    for (const q of queries) {
      if (ignored.has(q) || ignored.has(q + '/')) repo.ignored.add(q);
      else if (existsExactly(root, q, listing)) repo.on_disk.add(q);
    }
  }
  const own = (p: string): Set<string> | undefined => {
    if (!read.anchorsByPath.has(p)) {
      const doc = early.get(p) ?? readParse(root, plan.canonical(p), notes);
      if (doc) {
        read.anchorsByPath.set(p, publishedAnchors(doc, repo.sites));
        const imports = rendersOf(plan, p, doc.text);
        if (imports) read.importsByPath.set(p, imports);
        if (snippetOf(plan, p, doc.text)) read.snippets.add(p);
      }
    }
    return read.anchorsByPath.get(p);
  };
  // The partials a page renders, transitively (a partial may render partials), the page first.
  const rendered = (p: string): string[] => {
    const out = [p];
    for (let i = 0; i < out.length; i++) {
      own(out[i]!);
      for (const q of read.importsByPath.get(out[i]!)?.partials ?? []) if (!out.includes(q)) out.push(q);
    }
    return out;
  };
  const merged = new Map<string, Set<string> | undefined>();
  const anchors_of = (p: string): Set<string> | undefined => {
    if (merged.has(p)) return merged.get(p);
    const base = own(p);
    const pages = base === undefined ? [p] : rendered(p);
    const all = pages.length === 1 ? base : new Set(pages.flatMap((q) => [...(read.anchorsByPath.get(q) ?? [])]));
    merged.set(p, all);
    return all;
  };
  const anchors_open = (p: string): boolean => own(p) !== undefined && (read.snippets.has(p) || rendered(p).some((q) => read.importsByPath.get(q)?.opaque === true));
  for (const p of [...read.fragmentTargets].sort()) anchors_of(p);
  return { anchors_of, anchors_open };
}

const includesOf = new WeakMap<ScanPlan, (name: string) => boolean>();

/**
 * What a page renders besides its own text: its MDX partials and components (../doc/mdx-imports.ts);
 * on a Hugo site, the files its include shortcodes name, and opaque where an include names no file
 * this scan finds or the page is a snippet other pages include (../doc/hugo-includes.ts).
 */
function rendersOf(plan: ScanPlan, path: string, text: string): MdxImports | undefined {
  const { root, repo, notes } = plan;
  const imports = mdxImports(path, text, (p) => repo.files.has(p));
  const site = siteOf(repo.sites, path);
  if (imports?.opaque || site?.generator !== 'hugo') return imports;
  let includes = includesOf.get(plan);
  if (includes === undefined) includesOf.set(plan, (includes = includeShortcodes(repo.files, (t) => readText(root, t, notes))));
  const calls = includeCalls(text, includes);
  const partials = [...(imports?.partials ?? [])];
  let opaque = calls.unnamed;
  for (const arg of calls.files) {
    const file = includedFile(site.docs_root, path, arg, (p) => repo.files.has(p) && isMarkdownPath(p));
    if (file === undefined) opaque = true;
    else if (!partials.includes(file)) partials.push(file);
  }
  return partials.length > 0 || opaque ? { partials, opaque } : undefined;
}

/** A Hugo snippet (../doc/hugo-includes.ts isSnippet): its own `#x` links point into the pages that include it. */
function snippetOf(plan: ScanPlan, path: string, text: string): boolean {
  return siteOf(plan.repo.sites, path)?.generator === 'hugo' && isSnippet(text);
}

/** A path that exists on disk with exactly this letter case (case-insensitive file systems lie). */
function existsExactly(root: string, rel: string, listing: Map<string, Set<string> | undefined>): boolean {
  let dir = root;
  for (const part of rel.split('/')) {
    let names = listing.get(dir);
    if (!listing.has(dir)) {
      try {
        names = new Set(readdirSync(dir));
      } catch {
        names = undefined;
      }
      listing.set(dir, names);
    }
    if (!names || !names.has(part)) return false;
    dir = join(dir, part);
  }
  return true;
}
