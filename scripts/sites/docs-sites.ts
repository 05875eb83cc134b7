// The docs sites of a repository, from their config files (./generators.ts), and how a link inside
// one resolves: a site-absolute link (`/integrations/cody`) is a route under the site's route base,
// served from its docs root; `.md`-less and case-only links work where the platform says they do.
import { posix } from 'node:path';
import { GENERATORS, type Generator, type GeneratorFacts, type HugoMount } from './generators.ts';

export interface DocsSite {
  generator: Generator;
  /** Project path of the config file. */
  config: string;
  /** Project-relative folder of the docs ('' = the repository root). */
  docs_root: string;
  /** URL path the docs are served under ('/', '/docs'). */
  route_base: string;
  /** Project-relative folders served at the site root besides the docs. */
  static_roots: string[];
  /** Project-relative build output folders (what the generator writes). */
  output_roots: string[];
  extensionless: boolean;
  case_insensitive: boolean;
  /** A link to `intro.html` names the page rendered from `intro.md` (mdBook). */
  html_pages?: true;
  /** Pages are served as folders (`a/b.md` at `/a/b/`, MkDocs' default): a relative raw-HTML href resolves from that folder. */
  directory_urls?: true;
  /** A folder's README.md is its index page: a link to `index.md` there names it (mdBook). */
  readme_index?: true;
  /** A locale folder serves the default locale's page where its translation is missing (Starlight; MkDocs with mkdocs-static-i18n's folder structure). */
  locale_fallback?: true;
  /** The locale folders the config lists (mkdocs-static-i18n); without them any folder named like a BCP 47 tag is one (Starlight). */
  locales?: string[];
  /**
   * The publishing config that makes this site one docset of a shared host (learn.microsoft.com's
   * `.openpublishing.publish.config.json`): a site-absolute link may lead into another docset,
   * another repository, so this repository cannot check it. The host resolves URLs in any case.
   */
  shared_host?: string;
  /**
   * Bare link destinations the site's link render hook answers itself (Hugo's
   * `layouts/_markup/render-link.html` turning `[term](g)` into a glossary link): no path.
   */
  hooked_destinations?: string[];
  /** Blog posts named `2017-02-14-slug.md` (or a folder so named) are served at `/2017/02/14/slug` (Docusaurus). */
  dated_posts?: true;
  /**
   * Docusaurus' pages plugin (src/pages/): `x.md`, `x.mdx` and React pages (`x.js`, `x.tsx`) are served
   * at `/x` as named (no number prefixes, no front matter routes).
   */
  pages_plugin?: true;
  /** The URL segment of the unreleased version (`/docs/next/intro` is docs/intro.md: Docusaurus with versions.json). */
  current_version?: string;
  /** How the renderer makes heading ids where it is not GitHub's github-slugger (./anchors.ts). */
  heading_ids?: 'python-markdown' | 'mdit-vue';
  /** markdown-it-attrs' delimiters where the config changes them: a heading ending `%{#id}%` has that id (VitePress `markdown.attrs`). */
  attrs_delimiters?: [string, string];
  /** Description-list terms get ids like headings (Hugo `parser.autoDefinitionTermID`). */
  definition_term_ids?: true;
  /** The default locale's own folder (Starlight without a root locale, the i18n plugin's default language): other locales fall back to it where the repository has it. */
  default_locale?: string;
  /** MyST on Sphinx: links may name a target (`(label)=`, `:name:`, `.. _label:`) instead of a file (./page-routes.ts reads them). */
  named_targets?: true;
  /** Routes drop numeric ordering prefixes of file and folder names (`01-guide/02-intro.md` at `/guide/intro`; ./page-routes.ts). */
  number_prefixes?: true;
  /** Assets are served only as the files of the site's folder (Mintlify): a missing site-absolute one in a folder the repository has is checkable. */
  assets_as_files?: true;
  /** A generator detected from its config whose routes, themes and plugins are not modelled here: a link it may serve cannot be checked. */
  unmodelled?: true;
  /** Hugo: a file or folder mounted into the content (`source` a project path, `target` relative to the docs root): the route there serves it. */
  content_mounts?: Array<{ source: string; target: string }>;
}

/** Generators one site of which several files may name (Fumadocs' config, package.json and meta.json; Nextra's; MkDocs' configs for `-f`). */
const MANY_CONFIGS = new Set(GENERATORS.filter((g, i) => GENERATORS.findIndex((o) => o.generator === g.generator) !== i).map((g) => g.generator));

/** A Hugo link render hook, in the site or a theme: `layouts/[_default/]_markup/render-link[.lang].html`. */
const LINK_HOOK = /(?:^|\/)layouts\/(?:[^/]+\/)*_markup\/render-link[^/]*\.html$/;
/** `eq $u.String "g"` in a hook: the destination it compares with a literal. */
const HOOK_LITERAL = /\beq\s+\(?\$[\w.]+\)?\s+"([\w-]{1,40})"/g;

/** Open Publishing (Microsoft Learn): each docset of the config is one folder of a shared host. */
const OPEN_PUBLISHING = /(?:^|\/)\.openpublishing\.publish\.config\.json$/;

const join = (a: string, b: string) => (a === '' ? b : b === '' ? a : posix.normalize(`${a}/${b}`));
/** Never outside the project: a config pointing at `../docs` from the root is read as the root. */
const clamp = (p: string) => (p === '.' || p.startsWith('../') || p === '..' ? '' : p);

/**
 * Every site whose config the file list holds, in config path order. `read` returns a file's text
 * (undefined when unreadable); configs under excluded folders should not be passed in.
 */
export function detectSites(files: Iterable<string>, read: (path: string) => string | undefined): DocsSite[] {
  const out: DocsSite[] = [];
  const all = [...files].sort();
  const publishing = all.filter((f) => OPEN_PUBLISHING.test(f));
  let dirs: Set<string> | undefined;
  const folders = () => (dirs ??= new Set(all.flatMap((f) => f.split('/').slice(0, -1).map((_, i, segs) => segs.slice(0, i + 1).join('/')))));
  for (const f of all) {
    const specs = GENERATORS.filter((g) => g.config.test(f));
    if (specs.length === 0) continue;
    const own = read(f);
    if (own === undefined) continue;
    // A shared config name (config.toml: Zola or Hugo) goes to the first generator whose own keys it has.
    const spec = specs.find((g) => !g.confirm || g.confirm.test(own));
    if (!spec) continue;
    const text = [own, ...(spec.companions?.(f, all) ?? []).map((c) => read(c) ?? '')].join('\n');
    const dir = spec.siteDir(f);
    const found = spec.read(text);
    const facts: GeneratorFacts = { ...spec.defaults, ...Object.fromEntries(Object.entries(found).filter(([k, v]) => v !== undefined && k in spec.defaults)) };
    const host = spec.generator === 'docfx' ? publishing.find((p) => under(f, dirOfPath(p))) : undefined;
    const hooked = new Set<string>();
    if (spec.generator === 'hugo') {
      for (const h of all) {
        if (!LINK_HOOK.test(h) || !under(h, dir)) continue;
        for (const m of (read(h) ?? '').matchAll(HOOK_LITERAL)) hooked.add(m[1]!);
      }
    }
    const versioned = spec.generator === 'docusaurus' && all.includes(join(dir, 'versions.json'));
    const headingIds = found.heading_ids === 'github' ? undefined : (found.heading_ids ?? spec.heading_ids);
    const site: DocsSite = {
      generator: spec.generator,
      config: f,
      docs_root: spec.docs_dir_fallback ? authoredDocs(dir, facts.docs_dir, folders()) : clamp(join(dir, facts.docs_dir)),
      route_base: facts.route_base,
      static_roots: facts.static_dirs.map((s) => clamp(join(dir, s))),
      output_roots: facts.output_dirs.map((s) => clamp(join(dir, s))).filter((s) => s !== ''),
      extensionless: spec.extensionless,
      case_insensitive: spec.case_insensitive || host !== undefined,
      ...(spec.html_pages ? { html_pages: true as const } : {}),
      ...(spec.directory_urls && found.directory_urls !== false ? { directory_urls: true as const } : {}),
      ...(spec.readme_index ? { readme_index: true as const } : {}),
      ...(spec.locale_fallback || found.locale_fallback ? { locale_fallback: true as const } : {}),
      ...(found.locales !== undefined ? { locales: found.locales } : {}),
      ...(host !== undefined ? { shared_host: host } : {}),
      ...(hooked.size > 0 ? { hooked_destinations: [...hooked].sort() } : {}),
      // Docusaurus serves the unreleased docs at /docs/next/ once versions.json exists.
      ...(versioned ? { current_version: 'next' } : {}),
      ...(headingIds !== undefined ? { heading_ids: headingIds } : {}),
      ...(found.attrs_delimiters !== undefined ? { attrs_delimiters: found.attrs_delimiters } : {}),
      ...(found.definition_term_ids ? { definition_term_ids: true as const } : {}),
      ...(found.default_locale !== undefined ? { default_locale: found.default_locale } : {}),
      ...(found.named_targets ? { named_targets: true as const } : {}),
      ...(spec.number_prefixes ? { number_prefixes: true as const } : {}),
      ...(spec.assets_as_files ? { assets_as_files: true as const } : {}),
      ...(spec.unmodelled ? { unmodelled: true as const } : {}),
      ...mountsOf(dir, found.content_mounts),
    };
    // One site found from several files (a Fumadocs source.config.ts, its package.json, each meta.json) counts once.
    if (MANY_CONFIGS.has(spec.generator) && out.some((o) => o.generator === site.generator && o.docs_root === site.docs_root && o.route_base === site.route_base)) continue;
    out.push(site);
    for (const extra of spec.instances?.(text) ?? []) {
      const docs_root = clamp(join(dir, extra.docs_dir ?? ''));
      const route_base = extra.route_base ?? '/';
      if (out.some((o) => o.config === f && o.docs_root === docs_root && o.route_base === route_base)) continue;
      // The pages plugin runs by default: a site only where the repository has its folder.
      if (extra.pages_plugin && !folders().has(docs_root)) continue;
      const { current_version: _, number_prefixes: prefixes, ...rest } = site;
      out.push({
        ...rest,
        docs_root,
        route_base,
        ...(prefixes && !extra.pages_plugin ? { number_prefixes: prefixes } : {}),
        ...(extra.dated_posts ? { dated_posts: true as const } : {}),
        ...(extra.pages_plugin ? { pages_plugin: true as const } : {}),
      });
    }
  }
  // An unmodelled generator found in nested folders (Nextra's `_meta.*` in every pages folder) is one site, the outermost.
  return out.filter((s) => !s.unmodelled || !out.some((o) => o !== s && o.generator === s.generator && o.docs_root !== s.docs_root && under(s.docs_root, o.docs_root)));
}

/**
 * The docs folder of a site whose config names one the build may fill (`content/` synced in and
 * gitignored): the named folder when the repository lists it, else the nearest folder of that name
 * on the way up that it lists (a docs app in `apps/docs/` publishing the repository's `content/`).
 */
function authoredDocs(dir: string, docsDir: string, dirs: Set<string>): string {
  const named = clamp(join(dir, docsDir));
  if (dirs.has(named)) return named;
  for (let d = dir; d !== ''; d = dirOfPath(d)) {
    const up = clamp(join(dirOfPath(d), docsDir));
    if (dirs.has(up)) return up;
  }
  return named;
}

/** The config's content mounts as project paths; a source outside the project is left out. */
function mountsOf(dir: string, mounts: readonly HugoMount[] | undefined): Pick<DocsSite, 'content_mounts'> {
  const out: Array<{ source: string; target: string }> = [];
  for (const m of mounts ?? []) {
    const source = projectPath(dir === '' ? m.source : `${dir}/${m.source}`);
    if (source !== undefined && source !== '' && m.target !== '') out.push({ source, target: m.target });
  }
  return out.length > 0 ? { content_mounts: out } : {};
}

/**
 * The file a Hugo content mount serves at a path under the docs root (`content/project/repo/CONTRIBUTING.md`
 * from the repository's `CONTRIBUTING.md`, or a file of a mounted folder); undefined where no mount covers it.
 */
export function mountedSource(site: DocsSite, path: string): string | undefined {
  if (site.content_mounts === undefined || !under(path, site.docs_root)) return undefined;
  // A platform that lower-cases URLs serves `/project/repo/contributing/` from the mounted CONTRIBUTING.md.
  const fold = (s: string) => (site.case_insensitive ? s.toLowerCase() : s);
  const rel = fold(site.docs_root === '' ? path : path.slice(site.docs_root.length + 1));
  for (const m of site.content_mounts) {
    const target = fold(m.target);
    if (rel === target) return m.source;
    if (rel.startsWith(target + '/')) return projectPath(`${m.source}/${path.slice(path.length - (rel.length - target.length - 1))}`);
  }
  return undefined;
}

const under = (p: string, dir: string) => dir === '' || p.startsWith(dir + '/');
const dirOfPath = (p: string) => (posix.dirname(p) === '.' ? '' : posix.dirname(p));

/**
 * A route's path inside the project, normalized ('' for the root); undefined when it climbs out
 * (`/../x`). Every path routeTarget returns passes through here: a resolved value is always a
 * normalized project path (no `.`/`..` segments, no trailing `/`), as the scan schema requires.
 */
function projectPath(p: string): string | undefined {
  const n = posix.normalize(p === '' ? '.' : p).replace(/\/+$/, '');
  if (n === '..' || n.startsWith('../') || n.startsWith('/')) return undefined;
  return n === '.' ? '' : n;
}

/** A locale folder's name (`de`, `zh-cn`, `pt-BR`): Starlight and Astro use BCP 47 tags. */
const LOCALE = /^[a-z]{2,3}(?:-[A-Za-z]{2,4})?$/;

/**
 * The page a site builds a locale folder's missing page from (`fallback_to_default`, Starlight's
 * fallback): `<docs root>/de/guides/x.md` -> the default locale's own folder's `en/guides/x.md` where
 * the repository has that folder, else the docs root's `guides/x.md`. Undefined outside a locale
 * folder (one the config lists, or else any BCP 47-named folder the site has).
 */
export function localeFallback(site: DocsSite, path: string, has: (p: string) => string | undefined): string | undefined {
  if (!site.locale_fallback || !under(path, site.docs_root)) return undefined;
  const rest = site.docs_root === '' ? path : path.slice(site.docs_root.length + 1);
  const locale = rest.split('/')[0]!;
  if (locale === site.default_locale || !(site.locales ? site.locales.includes(locale) : LOCALE.test(locale) && has(join(site.docs_root, locale)) !== undefined)) return undefined;
  const own = site.default_locale !== undefined && has(join(site.docs_root, site.default_locale)) !== undefined;
  return projectPath(join(join(site.docs_root, own ? site.default_locale! : ''), rest.slice(locale.length)));
}

/** A page's own content file (Markdown, HTML...): Hugo's translations do not share these. */
const CONTENT_FILE = /\.(?:md|markdown|mdx|html?|adoc|asciidoc|org|rst|pandoc|pdc)$/i;

/**
 * Hugo: "each Page Bundle inherits the resources of its linked translated pages' bundles except for
 * the content files" (https://gohugo.io/content-management/multilingual/#page-bundles). The other
 * language folders of the site's config (its other `content` mounts) hold the translations, so an
 * image beside `content/ja/blog/x/index.md` that only `content/en/blog/x/` has is served: the first
 * translation's file that `has` knows. Undefined for a content file or outside a multilingual Hugo site.
 */
export function translatedResource(sites: readonly DocsSite[], site: DocsSite, path: string, has: (p: string) => string | undefined): string | undefined {
  if (site.generator !== 'hugo' || CONTENT_FILE.test(path) || !under(path, site.docs_root) || path === site.docs_root) return undefined;
  const rest = site.docs_root === '' ? path : path.slice(site.docs_root.length + 1);
  for (const other of sites) {
    if (other === site || other.config !== site.config || other.generator !== 'hugo') continue;
    const p = projectPath(join(other.docs_root, rest));
    const hit = p === undefined || p === '' ? undefined : has(p);
    if (hit !== undefined) return hit;
  }
  return undefined;
}

/** The site a doc belongs to: the deepest docs root that holds it. */
export function siteOf(sites: readonly DocsSite[], docPath: string): DocsSite | undefined {
  let best: DocsSite | undefined;
  for (const s of sites) if (under(docPath, s.docs_root) && (!best || s.docs_root.length > best.docs_root.length)) best = s;
  return best;
}

const HUGO = GENERATORS.find((g) => g.generator === 'hugo')!;

/**
 * The Hugo site a template of its `layouts/` (or a theme's, `themes/x/layouts/`) renders into: a
 * Markdown shortcode or partial (`layouts/_shortcodes/table.md`) is text of the site's pages, so a
 * site-absolute link in it is a route of the site (the default language's, the config's first).
 * Undefined for any other file.
 */
export function templateSite(sites: readonly DocsSite[], docPath: string): DocsSite | undefined {
  return sites.find((s) => {
    if (s.generator !== 'hugo') return false;
    const dir = HUGO.siteDir(s.config);
    const rel = dir === '' ? docPath : docPath.startsWith(dir + '/') ? docPath.slice(dir.length + 1) : undefined;
    return rel !== undefined && /^(?:themes\/[^/]+\/)?layouts\//.test(rel);
  });
}

/** Files a route may be served from: the page itself, its Markdown source, its folder's index. */
// Starlight also renders Markdoc (`.mdoc`, https://starlight.astro.build/guides/authoring-content/);
// Hugo and Docusaurus read `.markdown` too.
const ROUTE_FILES = ['', '.md', '.mdx', '.mdoc', '.markdown', '/index.md', '/index.mdx', '/index.mdoc', '/README.md', '/_index.md'];

/** The React pages Docusaurus' pages plugin serves besides Markdown (`/showcase` from src/pages/showcase.tsx). */
const REACT_PAGES = ['.js', '.jsx', '.ts', '.tsx', '/index.js', '/index.jsx', '/index.ts', '/index.tsx'];

/**
 * The page files a site could serve a missing extensionless path of its docs root from
 * (`reference/config` -> reference/config.md, .mdx, reference/config/index.md ...); [] for a path
 * with an extension, the docs root itself, or a path no site's docs root holds. Where the ignore
 * rules match one, the build writes that page (a generator script's output).
 */
export function routePages(sites: readonly DocsSite[], path: string): string[] {
  const site = siteOf(sites, path);
  if (!site || path === site.docs_root || /\.[A-Za-z0-9]+$/.test(posix.basename(path))) return [];
  return ROUTE_FILES.filter((s) => s !== '').map((s) => path + s);
}

/**
 * Where a site-absolute link (`/integrations/cody`, path part only, decoded) leads inside a site: the
 * first project path among the route's candidate files that `has` knows, else the route under the
 * docs root (which does not exist: a broken link of the site). Undefined when the link is outside
 * the route base.
 */
export function routeTarget(site: DocsSite, urlPath: string, listed: (p: string) => boolean, real: (p: string) => string | undefined = (p) => (listed(p) ? p : undefined)): string | undefined {
  // A platform that lower-cases URLs serves `/methods/page/data/` from methods/page/Data.md.
  const has = (p: string): string | undefined => (listed(p) ? p : site.case_insensitive ? real(p) : undefined);
  const base = site.route_base === '/' ? '' : site.route_base;
  let rest: string | undefined;
  if (base === '') rest = urlPath.replace(/^\/+/, '');
  else if (urlPath === base || urlPath.startsWith(base + '/')) rest = urlPath.slice(base.length).replace(/^\/+/, '');
  if (rest !== undefined && site.current_version !== undefined && (rest === site.current_version || rest.startsWith(site.current_version + '/'))) rest = rest.slice(site.current_version.length);
  const page = rest === undefined ? undefined : projectPath(join(site.docs_root, rest));
  const candidates: string[] = [];
  if (page !== undefined) {
    candidates.push(page);
    const dated = site.dated_posts ? /^\/*(\d{4})\/(\d{2})\/(\d{2})\/([^/]+)\/*$/.exec(rest!) : null;
    if (dated) {
      const post = projectPath(join(site.docs_root, `${dated[1]}-${dated[2]}-${dated[3]}-${dated[4]}`));
      if (post !== undefined) candidates.push(post);
    }
    // Starlight: `/de/guides/x/` serves the root locale's guides/x (or the default locale's own
    // folder's, `en/guides/x`) where de/ has no translation.
    const fallback = localeFallback(site, page, has);
    if (fallback !== undefined) candidates.push(fallback);
    // mdBook and VitePress build `x.md` to `x.html`: a link to the page's .html names its source.
    if (site.html_pages) {
      for (const c of [...candidates]) {
        if (/(?:^|\/)index\.html$/.test(c)) candidates.push(c.replace(/\/?index\.html$/, ''));
        else if (c.endsWith('.html')) candidates.push(c.slice(0, -'.html'.length));
      }
    }
  }
  // A route a content mount serves from a path the repository does not list (a folder the build
  // fetches, gitignored) names that source: whether it is the build's output is the caller's to ask.
  let unlisted: string | undefined;
  for (const c of candidates) {
    for (const suffix of site.pages_plugin ? [...ROUTE_FILES, ...REACT_PAGES] : ROUTE_FILES) {
      const p = c === '' ? undefined : has(c + suffix);
      if (p !== undefined) return p;
      const mounted = c === '' ? undefined : mountedSource(site, c + suffix);
      const m = mounted === undefined ? undefined : has(mounted);
      if (m !== undefined) return m;
      if (mounted !== undefined && !under(mounted, site.docs_root)) unlisted ??= mounted;
    }
  }
  const fromStatic = urlPath.replace(/^\/+/, '');
  for (const s of site.static_roots) {
    const p = projectPath(join(s, fromStatic));
    const hit = p === undefined || p === '' ? undefined : has(p);
    if (hit !== undefined) return hit;
  }
  return unlisted ?? (page === '' ? undefined : page);
}
