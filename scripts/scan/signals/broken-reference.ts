// broken_reference: a relative link, image, reference definition, `@path` import or backticked
// repository path that resolves to nothing in the working tree, or a `doc.md#fragment` that matches
// no heading of doc.md (GitHub slugs). Case-sensitive; the evidence names a case-insensitive match.
// Paths the ignore rules match exist at run time (.env, logs, build output) and never count. Inside
// a docs site (scripts/sites/), a `.md`-less or case-only link the platform serves is reported as
// that form (missing: form, priority low), never as breakage. A translation (a copy by role) is
// hand-maintained text whose links its readers follow: its links, images and definitions count; so
// do those in a generated doc's hand-written regions (the rest is its generator's to fix). A route
// whose page file the ignore rules match is the build's to make: a hint.
import { routePages, siteOf, type DocsSite } from '../../sites/docs-sites.ts';
import { fragmentNamesAnchor } from '../../doc/published-anchors.ts';
import { ownCliNames } from '../claims/own-cli.ts';
import { TRANSLATION_RULES } from '../../roles/rule-table.ts';
import { sourceOfTranslated, translationTrees } from '../../roles/repo-facts.ts';
import { caseInsensitiveMatch, decodePercent, exists, existsLoose, linkFromProjectRoot, resolveRef } from '../../doc/resolve.ts';
import { isMarkdownPath } from '../references.ts';
import { redirectKey } from '../../sites/redirects.ts';
import { AGENT_READ_ROLES } from '../../contract/role-names.ts';
import { posix } from 'node:path';
import type { DocSummary, RefSource, RepositorySignal, ResolvedRef, ScanContext } from '../types.ts';

/** What a broken_reference hit carries. */
export type BrokenReferenceHit = {
  name: 'broken_reference';
  detail: string;
  line: number;
  column: number;
  source: RefSource;
  target: string;
  raw: string;
  resolved: string;
  missing: 'path' | 'fragment' | 'form';
  form?: 'extensionless' | 'case_only';
  served_as?: string;
  site?: string;
  priority?: 'low';
  with_extension?: string;
  fragment?: string;
  case_insensitive_match?: string;
  renamed_to?: string;
  rename_similarity?: number;
  redirected_to?: string;
  redirect_map?: string;
  deleted_in?: { commit: string; date: string };
  /** A path only history backs (../history-paths.ts): how the doc writes it, and the first folder whose fate is the evidence when the path itself has none. */
  written?: 'backticks' | 'code_block' | 'prose';
  gone_folder?: string;
  hint?: true;
};

/** Whether a backticked path's first folder is the tool's own (`.cline/`, `.clinerules/`, `openspec/` for the cline and openspec CLIs). */
function toolsOwnFolder(target: string, cli: Set<string>): boolean {
  const first = target.replace(/^\.\//, '').split('/')[0]!.replace(/^\./, '').toLowerCase();
  for (const n of cli) if (n.length >= 3 && first.startsWith(n.toLowerCase())) return true;
  return false;
}

interface State {
  /** The repository's own CLI names (../claims/own-cli.ts): their dot-folders are the tool's user's layout. */
  cli: Set<string>;
  /** Translated trees and the source trees their pages come from (../../roles/repo-facts.ts translationTrees). */
  translated: Map<string, string>;
}

const VERB: Record<RefSource, string> = {
  link: 'links to',
  image: 'shows the image',
  definition: 'defines a link to',
  import: 'imports',
  code_path: 'names the path',
};

/** The destination as written, without its fragment or query: what report.md shows (`/docs/intro`, `./a.md`). */
function shown(ref: { source: RefSource; raw: string; target: string }): string {
  if (ref.source === 'code_path' || ref.source === 'import') return ref.target;
  const path = ref.target.trim().replace(/[#?].*$/, '');
  return path === '' ? ref.target : path;
}

const under = (p: string, dir: string) => dir === '' || p.startsWith(dir + '/');

/**
 * The missing path in a detail: a relative link as the project path it resolves to (what CI
 * baselines key on); a site-absolute or `~/` link as written too, so report.md shows it was
 * resolved against a root (`/guides/x (docs/src/content/docs/guides/x)`).
 */
function asWritten(ref: { source: RefSource; raw: string; target: string }, resolved: string): string {
  const written = shown(ref);
  return ref.source !== 'code_path' && ref.source !== 'import' && /^(?:\/|~\/)/.test(written) ? `${written} (${resolved})` : resolved;
}

function folderListed(ctx: ScanContext, p: string): boolean {
  const i = p.lastIndexOf('/');
  return i < 0 || ctx.repo.dirs.has(p.slice(0, i));
}

/** `[intro](./intro)` for intro.md: the Markdown file a `.md`-less link names, if one exists. */
function markdownWithoutExtension(ctx: ScanContext, p: string): string | undefined {
  if (/\.[A-Za-z0-9]+$/.test(p)) return undefined;
  return [p + '.md', p + '.mdx'].find((f) => ctx.repo.files.has(f));
}

/**
 * A backticked path that resolves inside a folder the same line names (`apps/daemon/` ... `Makefile`)
 * is that folder's file: prose names it relative to the folder, not broken. Links are not read this
 * way: a link resolves where Markdown says it does.
 */
function insideFolderOnLine(ctx: ScanContext, refs: ResolvedRef[], at: ResolvedRef): boolean {
  const rel = at.ref.target.replace(/^\.\//, '').replace(/[#?].*$/, '');
  if (rel === '' || rel.startsWith('/') || rel.startsWith('../')) return false;
  // `at` is missing, so it is none of these folders.
  for (const folder of foldersByLine(ctx, refs).get(at.ref.line) ?? []) if (existsLoose(ctx.repo, posix.join(folder, rel))) return true;
  return false;
}

const lineFolders = new WeakMap<ResolvedRef[], Map<number, Set<string>>>();

/** The folders a doc's references name, by line, gathered once (a line of 200,000 paths is read once, not once per path). */
function foldersByLine(ctx: ScanContext, refs: ResolvedRef[]): Map<number, Set<string>> {
  let byLine = lineFolders.get(refs);
  if (!byLine) {
    byLine = new Map();
    for (const r of refs) {
      if (r.resolved === '' || !ctx.repo.dirs.has(r.resolved)) continue;
      let set = byLine.get(r.ref.line);
      if (!set) byLine.set(r.ref.line, (set = new Set()));
      set.add(r.resolved);
    }
    lineFolders.set(refs, byLine);
  }
  return byLine;
}

/**
 * MyST on Sphinx resolves a fragment no heading answers among explicit targets: a bare `#x` among
 * the whole project's, `doc.md#x` among doc.md's (myst-parser's default destination resolution).
 */
function namedTarget(ctx: ScanContext, docPath: string, resolved: string, target: string, fragment: string): boolean {
  const site = siteOf(ctx.repo.sites, docPath);
  if (!site?.named_targets) return false;
  const routes = ctx.repo.page_routes;
  return (target.trim().startsWith('#') ? routes.targets.get(site.config) : routes.targetsIn.get(resolved))?.has(fragment) ?? false;
}

/** Files a generator renders one-to-one into a page: a relative link to one names that file, checkable here. */
const SOURCE_FILE = /\.(?:md|mdx|mdoc|markdown|rst|ipynb|adoc|asciidoc)$/i;

/**
 * The site that may serve a missing link, image or definition this repository cannot check: a
 * route (site-absolute or extensionless), an asset, a page another extension builds (rust-book's
 * `.html`), in a doc the site publishes. Measured on the evaluation corpora's sites at 0 true of
 * 71 judged routes and 1 of 16 images. Evidence a script can check keeps it a finding: history shows
 * the path moved or was deleted, a relative link names a source file no file serves
 * (`../guide/foo.md`), a file exists in a form the (modelled) site does not serve, or a relative
 * asset names a file of a folder the repository has. A doc agents load (CLAUDE.md, a skill) is read
 * in the repository, where the link must resolve.
 */
function siteMayServe(ctx: ScanContext, doc: DocSummary, ref: ResolvedRef['ref'], site: DocsSite | undefined, gone: boolean, resolved: string, nearMiss: boolean): DocsSite | undefined {
  if (!site || gone || ref.source === 'code_path' || ref.source === 'import' || agentRead(ctx, doc)) return undefined;
  const written = shown(ref);
  const relative = !/^(?:\/|~\/|%2F)/i.test(written);
  if (ref.source !== 'image' && relative && SOURCE_FILE.test(resolved)) return undefined;
  // A file exists in another form (`./guide` for guide.md, another letter case) that this modelled
  // site does not serve: the link likely means that file, checkable here.
  if (nearMiss && !site.unmodelled) return undefined;
  // A relative asset in a folder the repository has (`./media/x.gif` beside media/y.png): the
  // generator copies that folder's files as they are, so the missing file is checkable here. A
  // `.html` link names a page the generator builds, not a copied file.
  // A site serving its assets only as its files (Mintlify) does so for site-absolute ones too.
  if ((relative || site.assets_as_files) && /\.[A-Za-z0-9]+$/.test(resolved) && !/\.html?$/i.test(resolved) && resolved.includes('/') && ctx.repo.dirs.has(resolved.slice(0, resolved.lastIndexOf('/')))) return undefined;
  return site;
}

/**
 * The site whose published page names a backticked path its readers keep in their own project
 * (`src/env.d.ts`, `public/_redirects` on a framework's docs site, itself a project of that
 * framework): history of a path of that name here is a coincidence, not evidence the page means
 * this repository, so the path is a hint and never a fix target. Measured on the tuning corpora's
 * judged sites at 2 true of 76; each of the 2 has evidence tying the path to this repository, which
 * keeps it a claim: the doc is one agents load (docs/AGENTS.md, read in the repository), or the path
 * is a Markdown doc the repository had (`see docs/EXTENDING.md`: the page sends its readers to this
 * repository's docs, which no reader's project holds).
 */
function readersProjectSite(ctx: ScanContext, doc: DocSummary, resolved: string): DocsSite | undefined {
  if (agentRead(ctx, doc) || isMarkdownPath(resolved)) return undefined;
  return siteOf(ctx.repo.sites, doc.path);
}

/** A path readersProjectSite gives to the reader's project: a hint naming the site, its history only in the detail (a move here is no fix of the reader's file). */
function readersProjectHint(hit: BrokenReferenceHit, site: DocsSite): void {
  delete hit.renamed_to;
  delete hit.rename_similarity;
  hit.hint = true;
  hit.site = `${site.generator} (${site.config})`;
  hit.detail += `; ${hit.site} publishes this page, whose readers name paths of their own project: history of a path of that name here is no evidence (a hint)`;
}

/** The page files a site serves an extensionless route from. */
const ROUTE_PAGES = ['.md', '.mdx', '/index.md', '/index.mdx', '/README.md'];

/**
 * History of the page a missing route of an extensionless site was served from (`/core/approvals`
 * from docs/core/approvals.mdx, deleted): the evidence keeps the link a finding. Only in the detail,
 * never a fix target: the link names a route, not the file.
 */
function routePageFate(ctx: ScanContext, site: DocsSite | undefined, resolved: string): { path: string; fate: NonNullable<ReturnType<NonNullable<ScanContext['history']>['fateOf']>> } | undefined {
  if (!ctx.history || !site?.extensionless || /\.[A-Za-z0-9]+$/.test(resolved)) return undefined;
  for (const suffix of ROUTE_PAGES) {
    const fate = ctx.history.fateOf(resolved + suffix);
    if (fate?.renamed_to !== undefined || fate?.deleted_in !== undefined) return { path: resolved + suffix, fate };
  }
  return undefined;
}

/**
 * The page a missing route of a docs root would be served from that the repository's ignore rules
 * match (`/reference/config/` from a gitignored reference/config.md a generator script writes at
 * build): the build makes it, so this repository cannot check the link.
 */
function generatedPage(ctx: ScanContext, ref: ResolvedRef['ref'], resolved: string): string | undefined {
  if (ref.source === 'code_path' || ref.source === 'import') return undefined;
  return routePages(ctx.repo.sites, resolved).find((p) => ctx.repo.ignored.has(p));
}

/** A link of a doc an agent reads that names a project path from the root (../../doc/resolve.ts linkFromProjectRoot). */
function fromProjectRoot(ctx: ScanContext, doc: DocSummary, ref: ResolvedRef['ref']): boolean {
  return ref.source === 'link' && agentRead(ctx, doc) && linkFromProjectRoot(doc.path, ref.target, ctx.repo);
}

const agentRead = (ctx: ScanContext, doc: DocSummary) => AGENT_READ_ROLES.has(ctx.roles.get(doc.path)?.name ?? '');

/**
 * An id no heading slug has (`option.color`, `fn:1`, `+type:abstract`): slugs keep only letters,
 * digits, `-` and `_`, so a site's extension or plugin made it (attr_list, footnotes, a theme's
 * option anchors). Measured on the evaluation corpora's sites: 13 of 13 such fragments resolved.
 */
const NO_SLUG = /[^\p{L}\p{N}\p{M}_-]/u;

export const brokenReference: RepositorySignal<BrokenReferenceHit, State> = {
  name: 'broken_reference',
  description: 'A reference (link, image, definition, @import, backticked path) to a path or heading that does not exist.',
  help: 'Point the reference at the path or heading that exists now (git history often shows where it moved), or remove it. `doc-hygiene-check` proposes the fix when history proves the move.',
  // Wrong instructions: every session follows agent memory.
  severity: { agent_memory: 'error', elsewhere: 'warning' },
  history_fields: ['renamed_to', 'rename_similarity', 'deleted_in', 'gone_folder', 'hint'],
  schema: {
    required: ['line', 'column', 'source', 'target', 'raw', 'resolved', 'missing'],
    properties: {
      column: { $ref: '#/$defs/line', description: '1-based column of raw on its line (UTF-16 code units).' },
      source: { enum: ['link', 'image', 'definition', 'import', 'code_path'] },
      target: { type: 'string', minLength: 1, description: 'The destination as the parser reads it (escapes and entities resolved), fragment included.' },
      raw: { type: 'string', minLength: 1, description: 'The exact destination text on that line (without enclosing < >; for an import, without the @).' },
      resolved: { $ref: '#/$defs/relpath', description: 'The project path the reference resolves to (without fragment).' },
      missing: { enum: ['path', 'fragment', 'form'], description: 'form: the link works on the docs site (a .md-less or case-only form the platform resolves); reported at low priority, never as breakage.' },
      form: { enum: ['extensionless', 'case_only'] },
      served_as: { $ref: '#/$defs/relpath', description: 'missing: form: the file the platform serves for the link.' },
      site: { type: 'string', minLength: 1, description: 'missing: form: the generator and config that resolve it. A hint with missing path or fragment: the site that may serve the route, asset or id (nothing in history says the path was real); for a backticked path, the site publishing the page, whose readers name paths of their own project.' },
      priority: { enum: ['low'] },
      with_extension: { $ref: '#/$defs/relpath', description: 'A .md-less link outside any docs site that serves it: the Markdown file it likely means.' },
      fragment: { type: 'string', description: 'The fragment that matches no heading (missing: fragment).' },
      case_insensitive_match: { $ref: '#/$defs/relpath' },
      renamed_to: { $ref: '#/$defs/relpath', description: 'From git history: where the missing path went.' },
      rename_similarity: {
        type: 'integer',
        minimum: 0,
        maximum: 100,
        description: "From git history: the lowest similarity index (git's R<score>) of the renames that took the path to renamed_to, over every file of a folder. A split or merge git paired at its 50% default scores low.",
      },
      redirected_to: { type: 'string', minLength: 1, description: "Where the site's redirect map sends the moved page the link names (a URL or path, as the map writes it); the hit is a hint." },
      redirect_map: { $ref: '#/$defs/relpath', description: 'The redirect map (or page with aliases) that serves the old address.' },
      deleted_in: {
        type: 'object',
        required: ['commit', 'date'],
        properties: { commit: { type: 'string', minLength: 1 }, date: { type: 'string', minLength: 1 } },
      },
      written: { enum: ['backticks', 'code_block', 'prose'], description: 'A path no tree path backs, judged by history alone: how the doc writes it (its first folder is gone, or it stands in an agent file\'s code block or prose).' },
      gone_folder: { $ref: '#/$defs/relpath', description: "The path's first folder, whose move or deletion is the evidence when history never had the path itself." },
    },
  },
  roles: ['living', 'agent-memory', 'agent-prompt', 'plan', 'template', 'generated'],
  rules: TRANSLATION_RULES,
  stage: 'repository',
  needs: ['history'],
  // Every doc's role, not only the docs this signal runs on: a translation's source may be any doc.
  prepare: async (_docs, ctx) => ({
    state: {
      cli: ownCliNames(ctx.root, ctx.repo),
      translated: translationTrees([...ctx.roles.keys()].sort(), (p) => TRANSLATION_RULES.includes(ctx.roles.get(p)?.rule ?? '')),
    },
    notes: [],
  }),
  appliesTo: () => true,
  detect(doc: DocSummary, ctx: ScanContext, state: State): BrokenReferenceHit[] {
    const hits: BrokenReferenceHit[] = [];
    const refs = doc.references;
    // A plan names the files it will create, delete or rename (OpenSpec's openspec/work/.../plan.md
    // naming src/commands/initiative.ts it deletes): only its links are claims about today.
    const plan = ctx.roles.get(doc.path)?.name === 'plan';
    // A translation's backticked paths name its source's files as the source does: they are judged there.
    const translation = ctx.roles.get(doc.path)?.name === 'copy';
    const generated = ctx.roles.get(doc.path)?.name === 'generated';
    for (const at of refs) {
      const { ref, resolved, fragment } = at;
      if ((plan || translation || generated) && ref.source === 'code_path') continue;
      if (generated && !(doc.hand_written ?? []).some(([a, b]) => ref.line >= a && ref.line <= b)) continue;
      const base = {
        line: ref.line,
        column: ref.column,
        source: ref.source,
        target: ref.target,
        raw: ref.raw,
        resolved,
      };
      const found = (ref.source === 'code_path' ? existsLoose(ctx.repo, resolved) : exists(ctx.repo, resolved)) || fromProjectRoot(ctx, doc, ref);
      const withExtension = found || ref.source === 'code_path' ? undefined : markdownWithoutExtension(ctx, resolved);
      const ci = found ? undefined : caseInsensitiveMatch(ctx.repo, resolved);
      const site = found ? undefined : siteOf(ctx.repo.sites, doc.path);
      // MyST resolves a destination that is no file as a document name too (`[](configuration)`).
      const form = (site?.extensionless || site?.named_targets) && withExtension ? 'extensionless' : site?.case_insensitive && ci !== undefined && ref.source !== 'code_path' ? 'case_only' : undefined;
      if (site && form) {
        const served = form === 'extensionless' ? withExtension! : ci!;
        // The link works where the doc is published: at most a hint to spell it as the file is.
        hits.push({
          name: 'broken_reference',
          detail: `${VERB[ref.source]} ${shown(ref)}, ${form === 'extensionless' ? 'without its .md' : 'in another letter case'}; ${site.generator} (${site.config}) serves ${served} there (a hint)`,
          ...base,
          missing: 'form',
          form,
          served_as: served,
          site: `${site.generator} (${site.config})`,
          priority: 'low',
          hint: true,
        });
        continue;
      }
      // `[glob pattern](g)`: the site's link render hook turns the destination into a glossary link.
      if (!found && ref.source !== 'code_path' && site?.hooked_destinations?.includes(ref.target.trim())) continue;
      // MyST on Sphinx: a destination that is no file is a cross-reference to a named target (`(label)=`).
      if (!found && ref.source !== 'code_path' && site?.named_targets && ctx.repo.page_routes.targets.get(site.config)?.has(decodePercent(shown(ref)))) continue;
      // One docset of a shared host (learn.microsoft.com): a site-absolute link may be another
      // docset's page, in another repository; this one cannot check it.
      if (!found && site?.shared_host !== undefined && ref.source !== 'code_path' && /^(?:\/|%2F)/i.test(ref.target.trim())) continue;
      // mdBook: a page outside the book (`../std/index.html` from src/) is another book of the host the
      // book is published beside (doc.rust-lang.org/std): not this repository's to check.
      if (!found && site?.generator === 'mdbook' && ref.source !== 'code_path' && /\.html$/.test(resolved) && !under(resolved, site.docs_root)) continue;
      const redirect = found || ref.source === 'code_path' ? undefined : ctx.repo.redirects.get(redirectKey(resolved));
      if (redirect !== undefined) {
        hits.push({
          name: 'broken_reference',
          detail: `${VERB[ref.source]} ${shown(ref)}, a moved page ${redirect.map} redirects to ${redirect.to}; update the link (a hint)`,
          ...base,
          missing: 'path',
          redirected_to: redirect.to,
          redirect_map: redirect.map,
          hint: true,
        });
        continue;
      }
      if (!found) {
        const fate = ctx.history?.fateOf(resolved);
        // A route (`/core/approvals`) names a page file: history of that file is the route's.
        const page = fate === undefined && ref.source !== 'code_path' ? routePageFate(ctx, site, resolved) : undefined;
        const gone = fate?.renamed_to !== undefined || fate?.deleted_in !== undefined || page !== undefined;
        // A backticked path is a claim about the repository only where its folder exists, or where
        // history knows the path: `openspec/changes/add-x` in prose about a layout is not a reference.
        if (ref.source === 'code_path' && !gone && !folderListed(ctx, resolved)) continue;
        // A path history never had that its sentence places in the reader's project or home, or calls
        // a method, branch or icon, or that lies in the tool's own folder (`.cline/plugins/`,
        // `openspec/schemas/` in the docs of the cline and openspec CLIs): the tool's user's layout.
        if (ref.source === 'code_path' && !gone && (ref.elsewhere !== undefined || toolsOwnFolder(ref.target, state.cli))) continue;
        // A path the sentence places in the reader's own project or home ("Create
        // `.github/workflows/review.yml` in your repository", the settings a tool writes into its
        // user's project) is the reader's file even when this repository once had one of that name.
        if (ref.source === 'code_path' && gone && ref.elsewhere === 'users_side') continue;
        if (ref.source === 'code_path' && insideFolderOnLine(ctx, refs, at)) continue;
        const hit: BrokenReferenceHit = {
          name: 'broken_reference',
          detail: `${VERB[ref.source]} ${asWritten(ref, resolved)}, which does not exist`,
          ...base,
          missing: 'path',
        };
        if (withExtension !== undefined) {
          hit.with_extension = withExtension;
          hit.detail += `; ${withExtension} exists, but no docs site here serves .md-less links`;
        }
        if (ci !== undefined) {
          hit.case_insensitive_match = ci;
          hit.detail += `; ${ci} matches except for letter case`;
        }
        // renamed_to is a fix target only when the new location exists in the working tree too
        // (history knows HEAD, not what the user deleted or moved since): a file HEAD tracks but the
        // work tree lacks counts as present for a link, never as the place a fix points at.
        const readers = ref.source === 'code_path' && gone ? readersProjectSite(ctx, doc, resolved) : undefined;
        if (fate?.renamed_to !== undefined && exists(ctx.repo, fate.renamed_to) && !ctx.repo.in_head.has(fate.renamed_to)) {
          hit.renamed_to = fate.renamed_to;
          hit.detail += `; history: moved to ${fate.renamed_to}`;
          // How much of the content arrived there: a split or a merge git paired at 50% is no move.
          const similarity = ctx.history?.renameSimilarity?.(resolved);
          if (similarity !== undefined) hit.rename_similarity = similarity;
        } else if (fate?.renamed_to !== undefined) {
          hit.detail += `; history: moved to ${fate.renamed_to}, which is not in the working tree either`;
        } else if (fate?.deleted_in !== undefined) {
          hit.deleted_in = fate.deleted_in;
          hit.detail += `; history: deleted in ${fate.deleted_in.commit.slice(0, 12)} (${fate.deleted_in.date})`;
        }
        // A backticked path history never saw here is mostly a path of another root (the user's
        // project, kubernetes/kubernetes' hack/ scripts named from kubernetes/community), an example
        // or a file still to be written: a hint, measured at 6 true of 58 judged on the evaluation
        // corpora. Only history showing it was real and is gone makes it a claim.
        if (ref.source === 'code_path' && !gone) {
          hit.hint = true;
          hit.detail += '; history never had this path (a hint)';
        }
        if (readers !== undefined) {
          readersProjectHint(hit, readers);
        }
        if (page !== undefined) hit.detail += `; history: its page ${page.path} ${page.fate.renamed_to !== undefined ? `moved to ${page.fate.renamed_to}` : `was deleted in ${page.fate.deleted_in!.commit.slice(0, 12)} (${page.fate.deleted_in!.date})`}`;
        const built = generatedPage(ctx, ref, resolved);
        const serving = built === undefined ? siteMayServe(ctx, doc, ref, siteOf(ctx.repo.sites, doc.path), gone, resolved, withExtension !== undefined || ci !== undefined) : undefined;
        // A translation's link that resolves from its source page: translation builds fill the pages
        // and assets they do not translate from the source tree and publish a translated tree as its
        // source's site (Docusaurus, mkdocs-static-i18n's fallback, fastapi's and other hand-made
        // pipelines), so the repository cannot tell the link broken.
        const sourcePage = translation && ref.source !== 'code_path' ? sourceOfTranslated(state.translated, doc.path) : undefined;
        const fromSource = sourcePage !== undefined ? resolveRef(sourcePage, ref, ctx.root, ctx.repo) : undefined;
        const fallback = fromSource?.kind === 'path' && fromSource.resolved !== resolved ? fromSource.resolved : undefined;
        if (built !== undefined) {
          const publisher = siteOf(ctx.repo.sites, resolved)!;
          hit.hint = true;
          hit.site = `${publisher.generator} (${publisher.config})`;
          hit.detail += `; its page ${built} is gitignored, so the build generates it: this repository cannot check the link (a hint)`;
        } else if (serving !== undefined) {
          hit.hint = true;
          hit.site = `${serving.generator} (${serving.config})`;
          hit.detail += `; ${hit.site} may serve it${serving.unmodelled ? ' (its routes are not modelled here)' : ''}, and history never had this path (a hint)`;
        } else if (fallback !== undefined && exists(ctx.repo, fallback)) {
          hit.hint = true;
          hit.detail += `; from its source page ${sourcePage} the link reaches ${fallback}, which a translation build serves where the translation has none (a hint)`;
        }
        hits.push(hit);
        continue;
      }
      if (fragment === undefined || !isMarkdownPath(resolved) || !ctx.repo.files.has(resolved)) continue;
      // A page's own anchors include the headings of the Markdown partials it renders (anchors_of merges them).
      const anchors = resolved === doc.path ? (ctx.anchors_of(resolved) ?? doc.anchors) : ctx.anchors_of(resolved);
      if (anchors === undefined || fragmentNamesAnchor(anchors, fragment) || namedTarget(ctx, doc.path, resolved, ref.target, fragment)) continue;
      const fragmentHit: BrokenReferenceHit = {
        name: 'broken_reference',
        detail: `${VERB[ref.source]} ${resolved}#${fragment}, but ${resolved === doc.path ? 'this document' : resolved} has no heading or anchor "${fragment}"`,
        ...base,
        fragment,
        missing: 'fragment',
      };
      const publisher = NO_SLUG.test(fragment) && !agentRead(ctx, doc) ? siteOf(ctx.repo.sites, doc.path) : undefined;
      if (publisher !== undefined) {
        fragmentHit.hint = true;
        fragmentHit.site = `${publisher.generator} (${publisher.config})`;
        fragmentHit.detail += `; no heading slug has that form, an extension or plugin of ${fragmentHit.site} may make it (a hint)`;
      } else if (ctx.anchors_open?.(resolved)) {
        // A component of the project's own code the page renders may make the heading (a generated
        // permissions table), or a Hugo include whose file is not read; a Hugo snippet's are its includer's.
        fragmentHit.hint = true;
        fragmentHit.detail += `; ${resolved === doc.path ? 'this document' : resolved} renders text from the project's code or other files (a component, an include) whose headings are not read here (a hint)`;
      }
      hits.push(fragmentHit);
    }
    for (const h of goneFromHistory(doc, ctx)) hits.push(h);
    return hits;
  },
};

/**
 * The paths only history backs (../history-paths.ts), reported where history shows the path, or a
 * backticked path's first folder, existed here and was moved or deleted: `humanlayer/` after the
 * SDK folder's deletion, `skills/collaboration/x.md` in a skill's code block after the move of the
 * skills to another repository. Nothing is reported where some reading of the path exists, or
 * without history.
 */
function goneFromHistory(doc: DocSummary, ctx: ScanContext): BrokenReferenceHit[] {
  const history = ctx.history;
  if (!history || !doc.history_paths) return [];
  const out: BrokenReferenceHit[] = [];
  // A link's text naming its own destination is the link's to report.
  const seen = new Set<string>(doc.references.map((r) => `${r.ref.line}:${r.resolved}`));
  const prompt = ctx.roles.get(doc.path)?.name === 'agent-prompt';
  for (const { ref, readings, written } of doc.history_paths) {
    // `scripts/run` names scripts/run.ts; `humanlayer/` (a folder) is not humanlayer.md.
    const folderForm = ref.target.endsWith('/');
    if (readings.some((p) => (folderForm ? exists(ctx.repo, p) : existsLoose(ctx.repo, p)))) continue;
    let resolved: string | undefined;
    let fate: ReturnType<NonNullable<ScanContext['history']>['fateOf']>;
    let folder: string | undefined;
    for (const p of readings) {
      const f = history.fateOf(p);
      if (f?.renamed_to !== undefined || f?.deleted_in !== undefined) {
        resolved = p;
        fate = f;
        break;
      }
    }
    // A backticked path under a folder that is gone: the folder's fate is the path's.
    // Not in a skill, command or subagent prompt: its readers work in the user's project, where a
    // path history never had is the project's own (`tracker/tracks.md` a setup command writes there),
    // whatever became of a folder of that name here.
    if (resolved === undefined && written === 'backticks' && !prompt) {
      for (const p of readings) {
        const rest = ref.target.replace(/^\.\//, '').replace(/\/+$/, '');
        const head = p.slice(0, p.length - rest.length) + rest.split('/')[0]!;
        if (head === p || exists(ctx.repo, head)) continue;
        const f = history.fateOf(head);
        if (f?.renamed_to !== undefined || f?.deleted_in !== undefined) {
          resolved = p;
          fate = f;
          folder = head;
          break;
        }
      }
    }
    if (resolved === undefined || fate === undefined || seen.has(`${ref.line}:${resolved}`)) continue;
    seen.add(`${ref.line}:${resolved}`);
    const hit: BrokenReferenceHit = {
      name: 'broken_reference',
      detail: `names the path ${resolved}${written === 'backticks' ? '' : written === 'code_block' ? ' in a code block' : ' in its text'}, which does not exist`,
      line: ref.line,
      column: ref.column,
      source: 'code_path',
      target: ref.target,
      raw: ref.raw,
      resolved,
      missing: 'path',
      written,
    };
    const what = folder === undefined ? '' : ` its folder ${folder}/`;
    if (folder !== undefined) hit.gone_folder = folder;
    const moved = fate.renamed_to === undefined ? undefined : folder === undefined ? fate.renamed_to : fate.renamed_to + resolved.slice(folder.length);
    const readers = readersProjectSite(ctx, doc, resolved);
    if (moved !== undefined && exists(ctx.repo, moved) && !ctx.repo.in_head.has(moved)) {
      hit.renamed_to = moved;
      hit.detail += `; history:${what} moved to ${moved}`;
      const similarity = history.renameSimilarity?.(folder ?? resolved);
      if (similarity !== undefined) hit.rename_similarity = similarity;
    } else if (fate.renamed_to !== undefined) {
      hit.detail += `; history:${what} moved to ${fate.renamed_to}${folder === undefined ? ', which is not in the working tree either' : `, which holds no ${resolved.slice(folder.length + 1)}`}`;
    } else if (fate.deleted_in !== undefined) {
      hit.deleted_in = fate.deleted_in;
      hit.detail += `; history:${what} deleted in ${fate.deleted_in.commit.slice(0, 12)} (${fate.deleted_in.date})`;
    }
    if (readers !== undefined) {
      readersProjectHint(hit, readers);
    }
    out.push(hit);
  }
  return out;
}
