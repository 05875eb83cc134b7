// The redirect maps a repository publishes with its site, as data: where each moved page's old
// address leads now. A link to a moved page that a map still serves works for the site's readers:
// broken_reference makes it a hint to update the link, never breakage. Every map is keyed by the
// project path the old address names, without its page suffix (`.md`, `.mdx`, `.html`, `/index.md`,
// a trailing `/`), so a missing link's resolved path finds it however the link spells the page.
//
// Read: Open Publishing's `.openpublishing.redirection*.json` (source_path, relative to the file),
// Netlify's `_redirects` and `netlify.toml` [[redirects]], `vercel.json` redirects, the MkDocs
// redirects plugin's `redirect_maps`, mdBook's `[output.html.redirect]`, Docusaurus'
// client-redirects plugin (`from: '/old'` ... `to: '/new'`), Astro's `redirects` (astro.config.* or a
// file it imports) and Hugo's `aliases:` front matter.
import { posix } from 'node:path';
import { frontMatterWith } from './front-matter.ts';
import { siteOf, type DocsSite } from './docs-sites.ts';

export interface Redirect {
  /** Where the old address leads (a URL or path, as the map writes it). */
  to: string;
  /** Project path of the map that says so. */
  map: string;
}

/** Old address (project path, page suffix stripped) -> redirect. */
export type RedirectMap = Map<string, Redirect>;

const PAGE_SUFFIX = /(?:\/(?:index|README|_index))?(?:\.(?:md|mdx|markdown|html?))?\/*$/i;

/** The key a path is looked up by: normalized, without its page suffix. */
export function redirectKey(p: string): string {
  const n = posix.normalize(p.replace(/[#?].*$/, '') || '.').replace(PAGE_SUFFIX, '');
  return n === '.' ? '' : n.replace(/^\.\//, '');
}

const dirOf = (p: string) => (posix.dirname(p) === '.' ? '' : posix.dirname(p));

/** A project path from `base` and a relative path; undefined when it leaves the project. */
function within(base: string, p: string): string | undefined {
  const n = posix.normalize(posix.join(base === '' ? '.' : base, p));
  return n === '..' || n.startsWith('../') || n.startsWith('/') ? undefined : n === '.' ? '' : n;
}

/** A site URL path (`/old/page/`) as the project path of its page: under the site's docs root. */
function urlToPath(url: string, site: DocsSite | undefined, mapDir: string): string | undefined {
  const m = /^(?:[a-z]+:\/\/[^/]+)?(\/[^\s?#]*)/i.exec(url);
  if (!m) return within(site?.docs_root ?? mapDir, url);
  let rest = m[1]!;
  if (site && site.route_base !== '/') {
    if (rest !== site.route_base && !rest.startsWith(site.route_base + '/')) return undefined;
    rest = rest.slice(site.route_base.length);
  }
  if (/[*:]/.test(rest)) return undefined; // splats and placeholders match many pages: not a page's address
  return within(site?.docs_root ?? '', rest.replace(/^\/+/, ''));
}

function jsonOf(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

type Add = (key: string | undefined, to: string) => void;

function openPublishing(text: string, dir: string, add: Add): void {
  const j = jsonOf(text) as { redirections?: Array<{ source_path?: unknown; source_path_from_root?: unknown; redirect_url?: unknown }> } | undefined;
  for (const r of j?.redirections ?? []) {
    if (typeof r.redirect_url !== 'string') continue;
    if (typeof r.source_path === 'string') add(within(dir, r.source_path), r.redirect_url);
    else if (typeof r.source_path_from_root === 'string') add(within('', r.source_path_from_root.replace(/^\/+/, '')), r.redirect_url);
  }
}

/** Netlify `_redirects`: `from to [status]` per line. */
function netlifyLines(text: string, url: (u: string) => string | undefined, add: Add): void {
  for (const line of text.split('\n')) {
    const [from, to] = line.replace(/#.*$/, '').trim().split(/\s+/);
    if (from && to && from.startsWith('/')) add(url(from), to);
  }
}

/** `from = "/a"` ... `to = "/b"` pairs (netlify.toml [[redirects]]), `source`/`destination` (vercel.json). */
function pairs(text: string, fromKey: string, toKey: string, url: (u: string) => string | undefined, add: Add): void {
  const re = new RegExp(String.raw`['"]?${fromKey}['"]?\s*[:=]\s*['"]([^'"\n]+)['"][^}\]]*?['"]?${toKey}['"]?\s*[:=]\s*['"]([^'"\n]+)['"]`, 'g');
  for (const m of text.matchAll(re)) add(url(m[1]!), m[2]!);
}

/**
 * Docusaurus' client-redirects plugin: `redirects: [{ to: '/new', from: ['/old', '/older'] }]`, keys in
 * either order, `from` a string or a list (https://docusaurus.io/docs/api/plugins/@docusaurus/plugin-client-redirects#RedirectRule).
 */
function docusaurusRedirects(text: string, url: (u: string) => string | undefined, add: Add): void {
  for (const rule of text.matchAll(/\{[^{}]*\}/g)) {
    const body = rule[0];
    const to = /\bto['"]?\s*:\s*['"]([^'"\n]+)['"]/.exec(body)?.[1];
    const from = /\bfrom['"]?\s*:\s*(\[[^\]]*\]|['"][^'"\n]+['"])/.exec(body)?.[1];
    if (to === undefined || from === undefined) continue;
    for (const m of from.matchAll(/['"]([^'"\n]+)['"]/g)) add(url(m[1]!), to);
  }
}

/** MkDocs redirects plugin: `redirect_maps:` of `'old.md': 'new.md'` (paths under docs_dir). */
function mkdocsMaps(text: string, site: DocsSite | undefined, add: Add): void {
  const block = /^(\s*)redirect_maps\s*:\s*\n((?:\1\s+.*\n?)+)/m.exec(text);
  if (!block) return;
  for (const m of block[2]!.matchAll(/^\s+['"]?([^'":\n]+?)['"]?\s*:\s*['"]?([^'"\n]+?)['"]?\s*$/gm)) add(within(site?.docs_root ?? '', m[1]!), m[2]!);
}

/** mdBook: `[output.html.redirect]` of `"old.html" = "new.html"` (paths under the book's src). */
function mdbookMaps(text: string, site: DocsSite | undefined, add: Add): void {
  const block = /^\[output\.html\.redirect\]\s*\n([\s\S]*?)(?=^\[|(?![\s\S]))/m.exec(text);
  if (!block) return;
  for (const m of block[1]!.matchAll(/^\s*['"]([^'"\n]+)['"]\s*=\s*['"]([^'"\n]+)['"]/gm)) add(within(site?.docs_root ?? '', m[1]!.replace(/^\/+/, '')), m[2]!);
}

/** Hugo `aliases:` front matter: each alias is a URL the page is also served at. */
function hugoAliases(path: string, text: string, site: DocsSite, add: Add): void {
  const aliases = frontMatterWith(text, /aliases/)?.aliases;
  for (const a of Array.isArray(aliases) ? aliases : []) {
    if (typeof a !== 'string') continue;
    // A relative alias is joined to the page's URL and `..` (Hugo's renderAliases): the file's folder
    // for `x.md` (at x/), the folder's parent for a bundle's `index.md` or a section's `_index.md`.
    const base = /(?:^|\/)_?index\.[^/]+$/.test(path) ? dirOf(dirOf(path)) : dirOf(path);
    const from = a.startsWith('/') ? urlToPath(a, site, '') : within(base, a);
    add(from, '/' + redirectKey(path.slice(site.docs_root === '' ? 0 : site.docs_root.length + 1)) + '/');
  }
}

/** The text of the `{ ... }` that follows `at` in `text` (braces balanced, strings skipped), or undefined. */
function objectAt(text: string, at: number): string | undefined {
  const open = text.indexOf('{', at);
  if (open < 0 || text.slice(at, open).trim() !== '') return undefined;
  let depth = 0;
  let quote = '';
  for (let i = open; i < text.length; i++) {
    const c = text[i]!;
    if (quote) {
      if (c === '\\') i++;
      else if (c === quote) quote = '';
    } else if (c === '"' || c === "'" || c === '`') quote = c;
    else if (c === '{') depth++;
    else if (c === '}' && --depth === 0) return text.slice(open, i + 1);
  }
  return undefined;
}

/** `'/old': '/new'` and `'/old': { status: 301, destination: '/new' }` entries of an Astro redirects object. */
function astroEntries(obj: string, url: (u: string) => string | undefined, add: Add): void {
  for (const m of obj.matchAll(/['"](\/[^'"\n]*)['"]\s*:\s*(?:['"]([^'"\n]+)['"]|\{[^{}]*?\bdestination['"]?\s*:\s*['"]([^'"\n]+)['"][^{}]*\})/g)) {
    if (/[[\]]/.test(m[1]!)) continue; // `/blog/[...slug]`: a dynamic route matches many pages
    add(url(m[1]!), (m[2] ?? m[3])!);
  }
}

/**
 * Astro's `redirects` config option (https://docs.astro.build/en/reference/configuration-reference/#redirects):
 * an object of old route -> new route (or `{ status, destination }`), in astro.config.* itself or in
 * a project file the config imports and passes (`import redirects from './redirects.mjs'`, a JSON file too).
 */
function astroRedirects(configPath: string, text: string, url: (u: string) => string | undefined, addFor: (map: string) => Add, read: (p: string) => string | undefined): void {
  const add = addFor(configPath);
  for (const m of text.matchAll(/\bredirects\s*(:\s*)?/g)) {
    const after = m.index! + m[0].length;
    const inline = m[1] !== undefined ? objectAt(text, after) : undefined;
    if (inline !== undefined) {
      astroEntries(inline, url, add);
      for (const spread of inline.matchAll(/\.\.\.\s*([A-Za-z_$][\w$]*)/g)) imported(spread[1]!);
      continue;
    }
    // `redirects: name` or the shorthand `redirects,`: an identifier the config imports.
    const name = m[1] !== undefined ? /^([A-Za-z_$][\w$]*)/.exec(text.slice(after))?.[1] : /^[,}\s]/.test(text.slice(after, after + 1)) ? 'redirects' : undefined;
    if (name !== undefined) imported(name);
  }
  function imported(name: string): void {
    const imp = new RegExp(String.raw`\bimport\s+(?:\{[^}]*\b${name}\b[^}]*\}|${name})\s+from\s+['"](\.{1,2}\/[^'"]+)['"]`).exec(text);
    if (!imp) return;
    const target = within(dirOf(configPath), imp[1]!);
    if (target === undefined) return;
    const body = read(target);
    if (body !== undefined) astroEntries(body, url, addFor(target));
  }
}

const OPEN_PUBLISHING = /(?:^|\/)\.openpublishing\.redirection(?:\.[^/]*)?\.json$/;

/**
 * Every redirect the repository's maps declare. `files` is the project's file list, `read` a
 * file's text; `docs` are the Markdown docs (Hugo aliases live in their front matter).
 */
export function readRedirects(files: readonly string[], sites: readonly DocsSite[], read: (p: string) => string | undefined): RedirectMap {
  const out: RedirectMap = new Map();
  for (const f of files) {
    const name = posix.basename(f);
    const dir = dirOf(f);
    const site = siteOf(sites, f) ?? sites.find((s) => f.startsWith(dirOf(s.config) === '' ? '' : dirOf(s.config) + '/')) ?? sites[0];
    const addFrom = (map: string): Add => (key, to) => {
      if (key === undefined) return;
      const k = redirectKey(key);
      if (k !== '' && !out.has(k)) out.set(k, { to, map });
    };
    const add = addFrom(f);
    const url = (u: string) => urlToPath(u, site, dir);
    let text: string | undefined;
    if (OPEN_PUBLISHING.test(f)) {
      if ((text = read(f)) !== undefined) openPublishing(text, dir, add);
    } else if (name === '_redirects') {
      if ((text = read(f)) !== undefined) netlifyLines(text, url, add);
    } else if (name === 'netlify.toml') {
      if ((text = read(f)) !== undefined) pairs(text, 'from', 'to', url, add);
    } else if (name === 'vercel.json') {
      if ((text = read(f)) !== undefined) pairs(text, 'source', 'destination', url, add);
    } else if (/^mkdocs\.ya?ml$/.test(name)) {
      if ((text = read(f)) !== undefined) mkdocsMaps(text, sites.find((s) => s.config === f), add);
    } else if (name === 'book.toml') {
      if ((text = read(f)) !== undefined) mdbookMaps(text, sites.find((s) => s.config === f), add);
    } else if (/^astro\.config\.[cm]?[jt]s$/.test(name)) {
      if ((text = read(f)) !== undefined && /\bredirects\b/.test(text)) astroRedirects(f, text, url, addFrom, read);
    } else if (/^docusaurus\.config\.[cm]?[jt]s$/.test(name)) {
      if ((text = read(f)) !== undefined && /plugin-client-redirects/.test(text)) docusaurusRedirects(text, url, add);
    }
  }
  for (const s of sites) {
    if (s.generator !== 'hugo') continue;
    for (const f of files) {
      if (!/\.(?:md|markdown)$/i.test(f) || !(s.docs_root === '' || f.startsWith(s.docs_root + '/'))) continue;
      const text = read(f);
      if (text !== undefined && text.includes('aliases')) hugoAliases(f, text, s, add(f));
    }
  }
  return out;

  function add(f: string): Add {
    return (key, to) => {
      if (key === undefined) return;
      const k = redirectKey(key);
      if (k !== '' && !out.has(k)) out.set(k, { to, map: f });
    };
  }
}
