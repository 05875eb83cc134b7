// Where a reference points, and whether anything is there. Pure: the repository is an index built
// once from the git file list (./repo-index.ts).
import { posix } from 'node:path';
import { localeFallback, mountedSource, routeTarget, siteOf, templateSite, translatedResource, type DocsSite } from '../sites/docs-sites.ts';
import { routeKey } from '../sites/page-routes.ts';
import type { DocRef, RepoIndex } from './types.ts';

/** What a reference resolves to: a project path (maybe with a fragment), or nothing we judge. */
export type Resolution =
  | { kind: 'skip' }
  | { kind: 'path'; resolved: string; fragment: string | undefined; directory: boolean };

const SCHEME = /^[A-Za-z][A-Za-z0-9+.-]*:/;
const SKIP: Resolution = { kind: 'skip' };

/** A destination with its %-escapes decoded (left as written when they are malformed). */
export function decodePercent(s: string): string {
  if (!s.includes('%')) return s;
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}

/** Joins and normalizes ('' for the project root); undefined when the result leaves the project. */
export function inside(base: string, p: string): string | undefined {
  const joined = posix.normalize(posix.join(base, p));
  if (joined === '..' || joined.startsWith('../') || joined.startsWith('/')) return undefined;
  // `../` from a subfolder joins to `./`: the project root, as `.` is.
  const path = joined.replace(/\/$/, '');
  return path === '.' ? '' : path;
}

/**
 * A site-absolute link (`/integrations/cody`): inside a docs site, the route's page under the site's
 * docs root; the repository path when the site serves nothing there but the repository holds it.
 */
function resolveAbsolute(docPath: string, decoded: string, repo: RepoIndex): string | undefined {
  const fromRoot = inside('', decoded.slice(1));
  const site = siteOf(repo.sites, docPath) ?? templateSite(repo.sites, docPath);
  if (!site) return fromRoot;
  const route = (s: typeof site) => routeTarget(s, decoded, (p) => listed(repo, p), (p) => repo.lower.get(p.toLowerCase())?.[0]);
  // One config may declare several sites of one host (Docusaurus docs instances, its blog): a
  // route outside this doc's own site is another's page.
  for (const other of repo.sites) {
    if (other === site || other.config !== site.config) continue;
    const p = route(other);
    if (p !== undefined && listed(repo, p)) return p;
  }
  const routed = route(site);
  if (routed !== undefined && listed(repo, routed)) return routed;
  // No file answers the route: a page whose front matter or the site's rewrites name it may.
  for (const other of repo.sites) {
    if (other.config !== site.config) continue;
    const paged = repo.page_routes.byUrl.get(other.config)?.get(routeKey(unversioned(decoded, other), other));
    if (paged !== undefined) return paged;
  }
  if (routed === undefined) return fromRoot;
  return fromRoot === undefined || !listed(repo, fromRoot) ? routed : fromRoot;
}

/** `/docs/next/x` as `/docs/x`: Docusaurus serves the unreleased docs (the files under docs/) at /next/ once versions exist. */
function unversioned(url: string, site: DocsSite): string {
  if (site.current_version === undefined) return url;
  const base = site.route_base === '/' ? '' : site.route_base;
  const prefix = `${base}/${site.current_version}`;
  return url === prefix || url.startsWith(prefix + '/') ? base + url.slice(prefix.length) : url;
}

/**
 * A `.md`-less relative link inside a site that routes pages away from their file paths (Docusaurus
 * ids, number prefixes of Docusaurus and Fumadocs): the browser resolves it against the page's URL, not its file.
 */
function fromPageUrl(docPath: string, decoded: string, repo: RepoIndex): string | undefined {
  const own = siteOf(repo.sites, docPath);
  if (!own || (!own.number_prefixes && !NO_TRAILING_SLASH.has(own.generator))) return undefined;
  const url = repo.page_routes.urlOf.get(docPath) ?? defaultUrl(docPath, repo);
  if (url === undefined) return undefined;
  // A Docusaurus folder's own page (`index.md`, `README.md`, `guide/guide.md`) is served at the folder's
  // URL; Next.js (Fumadocs) serves every page without a trailing `/`, so the browser resolves a
  // relative link from the page URL's parent, an index page's too.
  const name = posix.basename(docPath).replace(/\.[^.]+$/, '');
  const docusaurus = own.generator === 'docusaurus';
  const folderPage = docusaurus && (/^(?:index|readme)$/i.test(name) || name === posix.basename(posix.dirname(docPath)));
  const target = posix.join(folderPage ? url : posix.dirname(url), decoded);
  const hit = resolveAbsolute(docPath, target, repo);
  return hit !== undefined && listed(repo, hit) ? hit : undefined;
}

/**
 * Next.js docs frameworks serve each page at its path without a trailing `/` (Fumadocs, Mintlify's
 * `/introduction`): a relative link resolves from the page URL's parent.
 */
const NO_TRAILING_SLASH = new Set(['fumadocs', 'mintlify']);

/** A page's URL from its file path (no front matter route, no prefix): route base, folders, name. */
function defaultUrl(docPath: string, repo: RepoIndex): string | undefined {
  const site = siteOf(repo.sites, docPath);
  if (!site || (!NO_TRAILING_SLASH.has(site.generator) && (!site.number_prefixes || repo.page_routes.byUrl.size === 0))) return undefined;
  const rel = (site.docs_root === '' ? docPath : docPath.slice(site.docs_root.length + 1)).replace(/\.(?:md|mdx)$/i, '').replace(/(?:^|\/)(?:index|README)$/i, '');
  return posix.join(site.route_base, rel);
}

/** DocFX's `~/x`: x under the docset's root (the folder of its docfx.json); elsewhere a plain relative path. */
function fromSiteRoot(docPath: string, decoded: string, repo: RepoIndex): string | undefined {
  const site = siteOf(repo.sites, docPath);
  if (site?.generator !== 'docfx') return inside(posix.dirname(docPath), decoded);
  return inside(site.docs_root, decoded.slice(2));
}

/** mdBook and VitePress render `intro.md` as `intro.html`: a link to the page names its Markdown source. */
function htmlPage(docPath: string, resolved: string | undefined, repo: RepoIndex): string | undefined {
  if (resolved === undefined || !/\.html$/.test(resolved) || repo.files.has(resolved)) return resolved;
  if (!siteOf(repo.sites, docPath)?.html_pages) return resolved;
  const source = resolved.slice(0, -'.html'.length) + '.md';
  if (repo.files.has(source)) return source;
  // mdBook's index.html is the folder's README.md; VitePress' is its index.md.
  if (!/(?:^|\/)index\.html$/.test(resolved)) return resolved;
  const folder = resolved.slice(0, -'index.html'.length);
  return [folder + 'README.md', folder + 'index.md'].find((f) => repo.files.has(f)) ?? resolved;
}

/** mdBook's index preprocessor renders a folder's README.md as its index: a link to `x/index.md` names x/README.md. */
function readmeIndex(docPath: string, resolved: string | undefined, repo: RepoIndex): string | undefined {
  if (resolved === undefined || !/(?:^|\/)index\.md$/.test(resolved) || repo.files.has(resolved) || !siteOf(repo.sites, docPath)?.readme_index) return resolved;
  const readme = resolved.slice(0, -'index.md'.length) + 'README.md';
  return repo.files.has(readme) ? readme : resolved;
}

/**
 * A relative href written as raw HTML on a site that serves each page as a folder (MkDocs'
 * use_directory_urls: docs/a/b.md at /a/b/, docs/a/index.md at /a/): no renderer rewrites it, so the
 * browser resolves it against that folder (`../../css_types/color` from docs/styles/border.md is
 * /css_types/color, docs/css_types/color.md). Undefined where that URL serves no file.
 */
function fromDirectoryUrl(docPath: string, decoded: string, repo: RepoIndex): string | undefined {
  const site = siteOf(repo.sites, docPath);
  if (!site?.directory_urls) return undefined;
  const page = (site.docs_root === '' ? docPath : docPath.slice(site.docs_root.length + 1)).replace(/\.[^./]+$/, '');
  // Hugo's bundles: `x/index.md` (a leaf) and `x/_index.md` (a section) are both served at /x/.
  const folder = /^(?:_?index|README)$/i.test(posix.basename(page)) ? posix.dirname(page) : page;
  // The browser stops at the host's root however many `..` climb; the route base is then part of the path.
  const url = posix.join('/', site.route_base, folder === '.' ? '' : folder, '/', decoded);
  const hit = resolveAbsolute(docPath, url, repo);
  return hit !== undefined && listed(repo, hit) ? hit : undefined;
}

/**
 * Hugo renders a Markdown link or image as written where no page or page resource answers it (its
 * embedded render hooks fall back to the destination as is): the browser then resolves a relative
 * one from the page's folder URL, as it does a raw-HTML href (`../a.svg` from `x/b.md`, at /x/b/, is x/a.svg).
 */
function rendersVerbatim(docPath: string, repo: RepoIndex): boolean {
  return siteOf(repo.sites, docPath)?.generator === 'hugo';
}

/**
 * A relative link from a locale folder's page to a page that folder lacks (`docs/ja/a.md` ->
 * `ref/b.md`): a site with locale fallback builds `docs/ja/ref/b.md` from the default locale's
 * `docs/ref/b.md`, so the link names that file.
 */
function untranslated(docPath: string, resolved: string | undefined, repo: RepoIndex): string | undefined {
  if (resolved === undefined || listed(repo, resolved)) return resolved;
  const site = siteOf(repo.sites, docPath);
  const has = (p: string) => (listed(repo, p) ? p : undefined);
  const fallback = site && (localeFallback(site, resolved, has) ?? translatedResource(repo.sites, site, resolved, has));
  return fallback !== undefined && listed(repo, fallback) ? fallback : resolved;
}

/**
 * Docusaurus' Markdown file links (https://docusaurus.io/docs/markdown-features/links; @docusaurus/utils
 * resolveMarkdownLinkPathname): in a docs instance or the blog, a link to a `.md`/`.mdx` file that
 * starts with neither `./` nor `../` resolves from the current file's folder, then from the instance's
 * content root, then from the site's folder; `/x.md` from the content root, then the site's folder;
 * `@site/x.md` from the site's folder. Undefined where no such file is listed (the caller keeps its own reading).
 */
function docusaurusFileLink(docPath: string, decoded: string, repo: RepoIndex): string | undefined {
  if (!/\.mdx?$/i.test(decoded) || /^\.\.?\//.test(decoded)) return undefined;
  const site = siteOf(repo.sites, docPath);
  if (site?.generator !== 'docusaurus' || site.pages_plugin) return undefined;
  const siteDir = posix.dirname(site.config) === '.' ? '' : posix.dirname(site.config);
  const aliased = decoded.startsWith('@site/');
  const bases = aliased ? [siteDir] : decoded.startsWith('/') ? [site.docs_root, siteDir] : [posix.dirname(docPath), site.docs_root, siteDir];
  const rest = aliased ? decoded.slice('@site/'.length) : decoded.replace(/^\/+/, '');
  for (const b of bases) {
    const p = inside(b === '.' ? '' : b, rest);
    // Only the instance's own files have a permalink to link to (a file of the site's folder outside it stays a plain link).
    if (p !== undefined && repo.files.has(p) && (b !== siteDir || under(p, site.docs_root))) return p;
  }
  return undefined;
}

const under = (p: string, dir: string) => dir === '' || p.startsWith(dir + '/');

/** A relative link to a path a Hugo content mount serves (`CONTRIBUTING.md` beside `content/project/repo/_index.md`): the mounted file. */
function mounted(docPath: string, resolved: string | undefined, repo: RepoIndex): string | undefined {
  if (resolved === undefined || listed(repo, resolved)) return resolved;
  const site = siteOf(repo.sites, docPath);
  const source = site && mountedSource(site, resolved);
  return source !== undefined && listed(repo, source) ? source : resolved;
}

/** A Markdown link, image or reference definition; `html` when written as raw HTML (`<a href>`). */
function resolveLink(docPath: string, target: string, repo: RepoIndex, source: DocRef['source'], html = false): Resolution {
  const t = target.trim();
  if (t === '' || SCHEME.test(t) || t.startsWith('//')) return SKIP;
  if (/\{\{|\{%|^\$/.test(t)) return SKIP; // template placeholders, not paths
  // A placeholder a prompt or template fills in: `[X](…)`, `[English](ENGLISH_PAGE)` (a file is
  // never named in capitals joined by underscores without an extension; LICENSE, README still count).
  if (/^(?:…|\.{3,})$|^[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+$/.test(t)) return SKIP;
  const hash = t.indexOf('#');
  let pathPart = hash >= 0 ? t.slice(0, hash) : t;
  const fragment = hash >= 0 ? decodePercent(t.slice(hash + 1)) : undefined;
  const q = pathPart.indexOf('?');
  if (q >= 0) pathPart = pathPart.slice(0, q);
  if (pathPart === '') return fragment === undefined || fragment === '' ? SKIP : { kind: 'path', resolved: docPath, fragment, directory: false };
  const decoded = decodePercent(pathPart);
  const fileLink = source === 'image' ? undefined : docusaurusFileLink(docPath, decoded, repo);
  if (fileLink !== undefined) return { kind: 'path', resolved: fileLink, fragment: fragment === '' ? undefined : fragment, directory: false };
  let resolved = decoded.startsWith('/') ? resolveAbsolute(docPath, decoded, repo) : decoded.startsWith('~/') ? fromSiteRoot(docPath, decoded, repo) : mounted(docPath, untranslated(docPath, readmeIndex(docPath, htmlPage(docPath, inside(posix.dirname(docPath), decoded), repo), repo), repo), repo);
  if ((html || rendersVerbatim(docPath, repo)) && !decoded.startsWith('/') && !decoded.startsWith('~/') && (resolved === undefined || !listed(repo, resolved))) resolved = fromDirectoryUrl(docPath, decoded, repo) ?? resolved;
  if (resolved !== undefined && !decoded.startsWith('/') && !decoded.startsWith('~/') && !/\.[A-Za-z0-9]+$/.test(decoded) && !listed(repo, resolved) && !repo.files.has(resolved + '.md') && !repo.files.has(resolved + '.mdx')) {
    resolved = fromPageUrl(docPath, decoded, repo) ?? resolved;
  }
  if (resolved === undefined || resolved === '') return SKIP;
  return { kind: 'path', resolved, fragment: fragment === '' ? undefined : fragment, directory: decoded.endsWith('/') && !repo.files.has(resolved) };
}

/** An `@path` import: relative to the importing file; home and outside paths are not ours. */
function resolveImport(docPath: string, target: string, root: string): Resolution {
  if (target.startsWith('~')) return SKIP;
  if (target.startsWith('/')) {
    if (!target.startsWith(root + '/')) return SKIP;
    const r = inside('', target.slice(root.length + 1));
    return r ? { kind: 'path', resolved: r, fragment: undefined, directory: false } : SKIP;
  }
  const r = inside(posix.dirname(docPath), target);
  return r ? { kind: 'path', resolved: r, fragment: undefined, directory: target.endsWith('/') } : SKIP;
}

/** The shape of a backticked repository path: no spaces, no globs or placeholders, at least one `/`. */
const PATH_LIKE = /^(?:\.{1,2}\/)?[A-Za-z0-9_.@+-][A-Za-z0-9_.@+\-/]*$/;

/** A backticked path and its trailing `:12`, `:12:3` or `#L12` position ('' when none). */
export function splitPosition(p: string): { path: string; position: string } {
  const m = /^(.*?)((?::\d+){1,2}|#L\d+(?:-L?\d+)?)?$/.exec(p)!;
  return { path: m[1]!, position: m[2] ?? '' };
}

/** Strips a trailing `:12`, `:12:3` or `#L12` position from a backticked path. */
function stripPosition(p: string): string {
  return splitPosition(p).path;
}

/** A placeholder segment (`scripts/X.py`, `a/.../b`, `docs/foo.md`, `your-skill/`): an example, not a claim. */
const PLACEHOLDER_SEGMENT = /^(?:\.{3,}.*|[A-Z]|[Xx]{2,}|N{2,}|foo|bar|baz|your[-_][\w-]+|my[-_][\w-]+)(?:\.[\w]+)?$/;

/**
 * Files a tool or the user creates at run time, never committed (`.claude/settings.local.json`,
 * `.beads/beads.db`): a doc naming them is not naming something missing.
 */
const RUNTIME_PATH = /^\.[^/]+\/(?:.*\/)?(?:[^/]*\.local(?:\.[^/]+)?|[^/]+\.(?:db|sqlite3?|db-wal|db-shm|log|pid|sock))$/;

/** Files that make a folder the root of a package or skill its own docs' paths are relative to. */
const PACKAGE_MARKERS = ['package.json', 'SKILL.md', 'pyproject.toml', 'go.mod', 'Cargo.toml'];

/** Files that make a folder a sub-project whose docs may name paths from its root (its own manifest or Makefile). */
const SUB_PROJECT_MARKERS = [...PACKAGE_MARKERS, 'Makefile'];

/** Every folder from the doc's own up (not the repository root) holding a package, skill or sub-project marker, nearest first. */
function projectRoots(docDir: string, repo: RepoIndex): string[] {
  const out: string[] = [];
  for (let d = docDir; d !== '.' && d !== ''; d = posix.dirname(d)) {
    if (SUB_PROJECT_MARKERS.some((m) => repo.files.has(`${d}/${m}`))) out.push(d);
  }
  return out;
}

/**
 * A backticked path. It counts only when its first segment exists in the repository (at the root,
 * beside the document, or in a package, skill or sub-project root on the doc's way up (a folder with
 * its own manifest, SKILL.md or Makefile); for `./` and `../` paths,
 * from where the dots lead). Placeholders and run-time paths are not paths.
 */
function resolveCodePath(docPath: string, content: string, repo: RepoIndex): Resolution {
  const valid = codePathCandidates(docPath, content, repo);
  if (valid === undefined || valid.length === 0) return SKIP;
  const hit = valid.find((c) => listed(repo, c) || repo.stems.has(c));
  return { kind: 'path', resolved: hit ?? valid[0]!, fragment: undefined, directory: stripPosition(content.trim()).endsWith('/') };
}

/**
 * The project paths a backticked path may name, one per folder it could be read from: the root,
 * the doc's folder, each package, skill or sub-project root on the doc's way up (each only where
 * the path's first segment exists there), or the one folder `./` and `../` lead to. Undefined when it is no path at all.
 * resolveCodePath takes the first that exists; the auto-evidence gate asks that there be only one.
 */
export function codePathCandidates(docPath: string, content: string, repo: RepoIndex): string[] | undefined {
  const p = stripPosition(content.trim());
  if (!PATH_LIKE.test(p) || !p.includes('/') || p.includes('//') || /^[a-z][a-z0-9+.-]*:/i.test(p)) return undefined;
  if (p.split('/').some((seg) => PLACEHOLDER_SEGMENT.test(seg)) || RUNTIME_PATH.test(p)) return undefined;
  const docDir = posix.dirname(docPath);
  const dots = /^((?:\.\.?\/)+)(.*)$/.exec(p);
  if (dots) {
    // `./x/y`, `../x/y`: the same rule, from the folder the dots lead to.
    const base = inside(docDir, dots[1]!);
    const rest = dots[2]!;
    if (base === undefined || !rest.includes('/')) return undefined;
    const head = rest.split('/')[0]!;
    if (!listed(repo, base === '' ? head : `${base}/${head}`)) return undefined;
    const r = inside(base, rest);
    return r ? [r] : undefined;
  }
  const first = p.split('/')[0]!;
  const candidates: Array<string | undefined> = [];
  if (listed(repo, first)) candidates.push(inside('', p));
  if (docDir !== '.' && listed(repo, `${docDir}/${first}`)) candidates.push(inside(docDir, p));
  // A skill's `scripts/install-mcp.sh` is relative to the skill's folder, wherever its doc sits.
  for (const pkg of projectRoots(docDir, repo)) if (pkg !== docDir && listed(repo, `${pkg}/${first}`)) candidates.push(inside(pkg, p));
  return candidates.filter((c): c is string => c !== undefined && c !== '');
}

/**
 * Every project path a path written as text may name, whether or not anything is there now: from
 * the root, the doc's folder and each package, skill or sub-project root on the doc's way up (or
 * the one folder `./` and `../` lead to), the root's reading first. What history alone can judge (a
 * path whose first folder moved or was deleted, ../scan/history-paths.ts) is read this way;
 * codePathCandidates keeps only the readings whose first segment exists. Undefined when it is no
 * path at all (placeholders, run-time paths, globs, URLs).
 */
export function pathReadings(docPath: string, content: string, repo: RepoIndex): string[] | undefined {
  const p = stripPosition(content.trim());
  if (!PATH_LIKE.test(p) || !p.includes('/') || p.includes('//') || /^[a-z][a-z0-9+.-]*:/i.test(p)) return undefined;
  if (p.split('/').some((seg) => PLACEHOLDER_SEGMENT.test(seg)) || RUNTIME_PATH.test(p)) return undefined;
  const docDir = posix.dirname(docPath);
  const dots = /^((?:\.\.?\/)+)(.*)$/.exec(p);
  if (dots) {
    const base = inside(docDir, dots[1]!);
    const r = base === undefined ? undefined : inside(base, dots[2]!);
    return r ? [r] : undefined;
  }
  const bases = ['', ...(docDir === '.' ? [] : [docDir]), ...projectRoots(docDir, repo).filter((d) => d !== docDir)];
  const out: string[] = [];
  for (const b of bases) {
    const r = inside(b, p);
    if (r !== undefined && r !== '' && !out.includes(r)) out.push(r);
  }
  return out;
}

export function resolveRef(docPath: string, ref: DocRef, root: string, repo: RepoIndex): Resolution {
  switch (ref.source) {
    case 'import':
      return resolveImport(docPath, ref.target, root);
    case 'code_path':
      return resolveCodePath(docPath, ref.target, repo);
    default:
      return resolveLink(docPath, ref.target, repo, ref.source, ref.html === true);
  }
}

/** A file or folder the repository lists (not merely ignored or found on disk). */
function listed(repo: RepoIndex, p: string): boolean {
  return repo.files.has(p) || repo.dirs.has(p);
}

/** A file or folder of the repository, or a path git ignores (it exists at run time), exact case. */
export function exists(repo: RepoIndex, p: string): boolean {
  return repo.files.has(p) || repo.dirs.has(p) || repo.ignored.has(p) || repo.on_disk.has(p) || repo.in_head.has(p);
}

/** `exists`, or a file named like `p` plus an extension (`scripts/run` for `scripts/run.ts`). */
export function existsLoose(repo: RepoIndex, p: string): boolean {
  return exists(repo, p) || repo.stems.has(p);
}

/** The real path that matches `p` except for letter case, if one does. */
export function caseInsensitiveMatch(repo: RepoIndex, p: string): string | undefined {
  const hits = repo.lower.get(p.toLowerCase());
  return hits?.find((h) => h !== p);
}

/**
 * A relative link in a doc an agent reads (a skill, agent memory) that names a project path from the
 * root: the agent opens paths from its working folder, the project root, so it finds the file
 * (`[runUnitTest.ts](packages/evals/src/cli/runUnitTest.ts)` in .roo/skills/x/SKILL.md). Not `../`
 * paths, which climb from the doc's own folder, nor `/`, `~` or URLs. One rule for the scanner's
 * broken_reference and for the report builder's check of a classifier's new link target.
 */
export function linkFromProjectRoot(docPath: string, target: string, repo: RepoIndex): boolean {
  if (!docPath.includes('/')) return false;
  const path = decodePercent(target.trim().replace(/[#?].*$/, '')).replace(/^\.\//, '');
  if (path === '' || /^(?:\/|~|\.\.?(?:\/|$))/.test(path) || /^[A-Za-z][\w+.-]*:/.test(path)) return false;
  const p = posix.normalize(path).replace(/\/+$/, '');
  return !p.startsWith('../') && exists(repo, p);
}

