// The docs sites of a repository, from their config files (./generators.ts), and how a link inside
// one resolves: a site-absolute link (`/integrations/cody`) is a route under the site's route base,
// served from its docs root; `.md`-less and case-only links work where the platform says they do.
import { posix } from 'node:path';
import { GENERATORS, type Generator } from './generators.ts';

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
}

const join = (a: string, b: string) => (a === '' ? b : b === '' ? a : posix.normalize(`${a}/${b}`));
/** Never outside the project: a config pointing at `../docs` from the root is read as the root. */
const clamp = (p: string) => (p === '.' || p.startsWith('../') || p === '..' ? '' : p);

/**
 * Every site whose config the file list holds, in config path order. `read` returns a file's text
 * (undefined when unreadable); configs under excluded folders should not be passed in.
 */
export function detectSites(files: Iterable<string>, read: (path: string) => string | undefined): DocsSite[] {
  const out: DocsSite[] = [];
  for (const f of [...files].sort()) {
    const spec = GENERATORS.find((g) => g.config.test(f));
    if (!spec) continue;
    const text = read(f);
    if (text === undefined || (spec.confirm && !spec.confirm.test(text))) continue;
    const dir = spec.siteDir(f);
    const found = spec.read(text);
    const facts = { ...spec.defaults, ...Object.fromEntries(Object.entries(found).filter(([, v]) => v !== undefined)) };
    out.push({
      generator: spec.generator,
      config: f,
      docs_root: clamp(join(dir, facts.docs_dir)),
      route_base: facts.route_base,
      static_roots: facts.static_dirs.map((s) => clamp(join(dir, s))),
      output_roots: facts.output_dirs.map((s) => clamp(join(dir, s))).filter((s) => s !== ''),
      extensionless: spec.extensionless,
      case_insensitive: spec.case_insensitive,
    });
  }
  return out;
}

const under = (p: string, dir: string) => dir === '' || p.startsWith(dir + '/');

/** The site a doc belongs to: the deepest docs root that holds it. */
export function siteOf(sites: readonly DocsSite[], docPath: string): DocsSite | undefined {
  let best: DocsSite | undefined;
  for (const s of sites) if (under(docPath, s.docs_root) && (!best || s.docs_root.length > best.docs_root.length)) best = s;
  return best;
}

/** Files a route may be served from: the page itself, its Markdown source, its folder's index. */
const ROUTE_FILES = ['', '.md', '.mdx', '/index.md', '/index.mdx', '/README.md', '/_index.md'];

/**
 * Where a site-absolute link (`/integrations/cody`, path part only, decoded) leads inside a site: the
 * first project path among the route's candidate files that `has` knows, else the route under the
 * docs root (which does not exist: a broken link of the site). Undefined when the link is outside
 * the route base.
 */
export function routeTarget(site: DocsSite, urlPath: string, has: (p: string) => boolean): string | undefined {
  const base = site.route_base === '/' ? '' : site.route_base;
  let rest: string | undefined;
  if (base === '') rest = urlPath.replace(/^\/+/, '');
  else if (urlPath === base || urlPath.startsWith(base + '/')) rest = urlPath.slice(base.length).replace(/^\/+/, '');
  const roots = rest === undefined ? [] : [site.docs_root];
  const fromStatic = urlPath.replace(/^\/+/, '');
  for (const root of roots) {
    for (const suffix of ROUTE_FILES) {
      const p = join(root, rest!.replace(/\/+$/, '')) + suffix;
      if (p !== '' && has(p)) return p;
    }
  }
  for (const s of site.static_roots) {
    const p = join(s, fromStatic);
    if (p !== '' && has(p)) return p;
  }
  return rest === undefined ? undefined : join(site.docs_root, rest.replace(/\/+$/, '')) || undefined;
}
