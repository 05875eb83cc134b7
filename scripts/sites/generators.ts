// The docs-site generators real repositories use, as data: which file configures each one, what
// that file says about the docs root, the route base and the build output, and how the platform
// treats links (a `.md`-less link, a link that differs only in letter case). `read` is pure: it gets
// the config's text and the config's folder and returns what it finds; defaults fill the rest.
import { posix } from 'node:path';
import { configValue, jsObjects, ownValue, type JsObject } from './js-objects.ts';

export type Generator = 'docusaurus' | 'mkdocs' | 'vitepress' | 'hugo' | 'sphinx' | 'mdbook' | 'docfx' | 'starlight' | 'fumadocs' | 'mintlify' | 'vocs' | 'myst' | UnmodelledGenerator;

/**
 * Docs-site generators detected from their config but not routed here: a link they may serve (a
 * route, a theme's or plugin's page, an asset) cannot be checked, so a missing one is a hint.
 */
export type UnmodelledGenerator = 'jekyll' | 'docsify' | 'nextra' | 'antora' | 'zola' | 'gatsby' | 'eleventy';

export interface GeneratorFacts {
  /** Folder of the docs, relative to the config's folder. */
  docs_dir: string;
  /** URL path the docs are served under ('/' or '/docs'). */
  route_base: string;
  /** Folders served at the site root besides the docs (Docusaurus static/), relative to the config's folder. */
  static_dirs: string[];
  /** Build output folders, relative to the config's folder. */
  output_dirs: string[];
}

export interface GeneratorSpec {
  generator: Generator;
  /** Matches the config file's project path. */
  config: RegExp;
  /** The site's own folder, from the config's path (VitePress: the parent of .vitepress/). */
  siteDir(configPath: string): string;
  /** A config file name that other tools share (Hugo's config.toml) must say this to count. */
  confirm?: RegExp;
  defaults: GeneratorFacts;
  read(text: string): Partial<GeneratorFacts> & GeneratorExtras;
  /**
   * Files of the repository (`listed`) whose text belongs to the config's (Hugo's config directory
   * keeps each top-level key in a file of its own, `module.yaml`): `read` gets them appended.
   */
  companions?(configPath: string, listed: readonly string[]): string[];
  /** Further sites the same config declares (Docusaurus' extra docs instances and its blog). */
  instances?(text: string): Array<Partial<GeneratorFacts> & { dated_posts?: true; pages_plugin?: true }>;
  /** The platform serves `intro.md` at `./intro`: a `.md`-less link works there. */
  extensionless: boolean;
  /** The platform lower-cases URLs: a link that differs only in letter case works there. */
  case_insensitive: boolean;
  /** The generator renders `intro.md` as `intro.html`, and a link to `intro.html` means it (mdBook). */
  html_pages?: boolean;
  /**
   * Each page is served as a folder (`a/b.md` at `/a/b/`, MkDocs' `use_directory_urls`, true by
   * default): a relative href in raw HTML, which no renderer rewrites, resolves from that folder.
   * `read` may turn it off (`use_directory_urls: false`).
   */
  directory_urls?: boolean;
  /** A folder's `README.md` is its index page, and a link to `index.md` there names it (mdBook's index preprocessor). */
  readme_index?: boolean;
  /**
   * A locale folder under the docs root (`de/`, `zh-cn/`) serves the root locale's page where its
   * own translation is missing (Starlight's fallback).
   */
  locale_fallback?: boolean;
  /**
   * How the renderer makes a heading's id when it is not GitHub's (github-slugger, which Docusaurus,
   * Starlight, Hugo's default `github` and DocFX share): MkDocs' Python-Markdown toc slugify, VitePress'
   * @mdit-vue slugify. `read` may say more (a MkDocs config naming pymdownx.slugs keeps GitHub's).
   */
  heading_ids?: 'python-markdown' | 'mdit-vue';
  /** Detected, not routed (UnmodelledGenerator): every link the site might serve is a hint where it resolves to nothing. */
  unmodelled?: boolean;
  /**
   * Routes drop numeric ordering prefixes from file and folder names (`03-core/05-text.mdx` at
   * `/core/text`): Docusaurus by default, Fumadocs/Next.js content authored with ordering prefixes.
   */
  number_prefixes?: boolean;
  /**
   * The docs folder the config names may be generated at build (synced in, gitignored): where the
   * repository does not list it, the nearest folder of that name up the tree is the authored source.
   */
  docs_dir_fallback?: boolean;
  /**
   * The site serves assets only as the files its folder holds (no static folder a build or plugin
   * fills): a missing site-absolute asset in a folder the repository has is checkable here (Mintlify).
   */
  assets_as_files?: boolean;
}

/** What `read` may add beyond the facts every generator has. */
export interface GeneratorExtras {
  heading_ids?: 'github' | 'python-markdown' | 'mdit-vue';
  /** markdown-it-attrs' delimiters where the config changes them (VitePress `markdown.attrs`: `%{#id}%` where `{#id}` is the default). */
  attrs_delimiters?: [string, string];
  /** Hugo `parser.autoDefinitionTermID = true`: each description-list term gets an id like a heading's. */
  definition_term_ids?: true;
  /** The URL segment of the default locale when it has its own folder (Starlight `defaultLocale: 'en'` without a root locale; mkdocs-static-i18n's `default: true` locale). */
  default_locale?: string;
  /** A locale folder serves the default locale's page where its translation is missing (mkdocs-static-i18n's `fallback_to_default`). */
  locale_fallback?: true;
  /** The site's locale folders, where its config lists them (mkdocs-static-i18n `languages:`); without a list, any folder named like a BCP 47 tag is one. */
  locales?: string[];
  /** MyST (on Sphinx, or mystmd's own `myst.yml` projects): a link to no file, or a `#x` no heading answers, is a reference to a named target. */
  named_targets?: true;
  /** Hugo: files and folders mounted into the content (source relative to the site's folder, target to the content root). */
  content_mounts?: HugoMount[];
  /** MkDocs `use_directory_urls: false`: pages are served as `a/b.html`, not as folders. */
  directory_urls?: false;
}

const dirOf = (p: string) => (posix.dirname(p) === '.' ? '' : posix.dirname(p));
/** The first quoted value of `key` (JS/TS object, TOML or YAML). */
function valueOf(text: string, key: string, within?: RegExp): string | undefined {
  const scope = within ? (within.exec(text)?.[0] ?? '') : text;
  const m = new RegExp(String.raw`(?:^|[\s,{])['"]?${key}['"]?\s*[:=]\s*['"]([^'"\n]*)['"]`, 'm').exec(scope);
  return m?.[1];
}
/** docfx.json's build.dest (the site's output folder), or undefined. */
function docfxBuildDest(text: string): string | undefined {
  try {
    const dest = (JSON.parse(text) as { build?: { dest?: unknown } }).build?.dest;
    return typeof dest === 'string' && dest !== '' && dest !== '.' ? dest : undefined;
  } catch {
    return undefined;
  }
}
function yamlValue(text: string, key: string): string | undefined {
  const m = new RegExp(String.raw`^${key}\s*:\s*['"]?([^'"#\n]*?)['"]?\s*(?:#.*)?$`, 'm').exec(text);
  return m?.[1]?.trim() || undefined;
}
const route = (s: string | undefined): string | undefined => (s === undefined ? undefined : '/' + s.replace(/^\/+|\/+$/g, ''));
const urlPath = (s: string | undefined): string | undefined => {
  if (s === undefined) return undefined;
  const m = /^[a-z]+:\/\/[^/]+(\/.*)?$/i.exec(s);
  return route(m ? (m[1] ?? '/') : s);
};
const folder = (s: string | undefined): string | undefined => (s === undefined ? undefined : posix.normalize(s.replace(/^\.\/+/, '')).replace(/\/+$/, '').replace(/^\.$/, ''));

/** One Hugo module mount: `source` relative to the site's folder, `target` a path in Hugo's union file system (`content/x`). */
export interface HugoMount {
  source: string;
  target: string;
  /** The languages the mount is for (`lang = 'fr'`, `sites.matrix.languages`); absent: every language. */
  languages?: string[];
}

/** A mount entry's start: TOML's `[[module.mounts]]` or a YAML list item; in JSON (or a TOML inline array), an object. */
const MOUNT_ENTRY = /^[ \t]*\[\[module\.mounts\]\][ \t]*$|^[ \t]*-[ \t]+/m;
const MOUNT_OBJECT = /\{/;
const mountValue = (entry: string, key: string): string | undefined => {
  // `source: &bg-img content/x.jpg` anchors a value; an alias (`*bg-img`) is not read.
  const m = new RegExp(String.raw`(?:^|[\s,{])['"]?${key}['"]?[ \t]*[:=][ \t]*(?:&[\w-]+[ \t]+)?(['"]?)([^\s'"\n,}#*&][^'"\n,}#]*?)\1[ \t]*(?:[,}#]|$)`, 'm').exec(entry);
  return m?.[2]?.trim() || undefined;
};

/**
 * Hugo's module mounts (https://gohugo.io/configuration/module/#mounts), in config order: TOML
 * `[[module.mounts]] source = 'content/en' target = 'content'`, the YAML list (quoted or not) or
 * JSON. Only what follows the config's first `mounts` key is read; an entry needs both keys.
 */
export function hugoMounts(text: string): HugoMount[] {
  // A key in a comment (`# mounts: are defined in module.yaml`) is not one.
  const at = [...text.matchAll(/\[\[module\.mounts\]\]|['"]?\bmounts['"]?[ \t]*[:=]/g)].find((m) => !/#/.test(text.slice(text.lastIndexOf('\n', m.index) + 1, m.index)))?.index ?? -1;
  if (at < 0) return [];
  const inline = /^\s*\{/.test(text) || /\bmounts['"]?[ \t]*=[ \t]*\[/.test(text);
  const out: HugoMount[] = [];
  for (const entry of text.slice(at).split(inline ? MOUNT_OBJECT : MOUNT_ENTRY)) {
    const source = mountValue(entry, 'source');
    const target = mountValue(entry, 'target');
    if (source === undefined || target === undefined) continue;
    const lang = mountValue(entry, 'lang');
    const list = /\blanguages['"]?[ \t]*[:=][ \t]*\[([^\]\n]*)\]/.exec(entry)?.[1];
    const languages = lang !== undefined ? [lang] : list !== undefined ? list.split(',').map((s) => s.trim().replace(/^['"]|['"]$/g, '')).filter(Boolean) : undefined;
    out.push({ source: source.replace(/^\.\/+/, ''), target: target.replace(/^\/+|\/+$/g, ''), ...(languages ? { languages } : {}) });
  }
  return out;
}

/**
 * The folder the site's pages come from: the first mount of a folder as `content`
 * (`source = 'content/en' target = 'content'`) for the default content language
 * (`defaultContentLanguage`, `en` by default), or for every language.
 */
function contentMount(text: string): string | undefined {
  const lang = valueOf(text, 'defaultContentLanguage') ?? 'en';
  return hugoMounts(text).find((m) => m.target === 'content' && (m.languages === undefined || m.languages.includes(lang)))?.source;
}

/** The other folders mounted as `content` (another language's pages): sites of their own, served by the same config. */
function otherContentMounts(text: string): Array<Partial<GeneratorFacts>> {
  const main = contentMount(text);
  return hugoMounts(text)
    .filter((m) => m.target === 'content' && m.source !== main)
    .map((m) => ({ docs_dir: folder(m.source) }));
}

/** Mounts of a file or folder into the content (`../CONTRIBUTING.md` at `content/project/repo/CONTRIBUTING.md`), target relative to the content root. */
function contentFileMounts(text: string): HugoMount[] {
  return hugoMounts(text)
    .filter((m) => m.target.startsWith('content/'))
    .map((m) => ({ source: m.source, target: m.target.slice('content/'.length) }));
}

/**
 * Hugo's config directory (`config/_default/hugo.yaml`) keeps the `module` key in `module.<ext>`
 * beside it or in its `module/` folder (https://gohugo.io/configuration/introduction/#configuration-directory).
 * Where the repository does not list that file (the build writes it, gitignored), the listed
 * template it is made from (`module-template.yaml`, `module.base.toml`) says what it will hold.
 */
function hugoConfigCompanions(configPath: string, listed: readonly string[]): string[] {
  if (!/(?:^|\/)config\/[^/]+\/(?:hugo|config)\.[^/]+$/.test(configPath)) return [];
  const dir = dirOf(configPath);
  const here = listed.filter((f) => dirOf(f) === dir || dirOf(f) === `${dir}/module`);
  const own = here.find((f) => /^module\.(?:toml|ya?ml|json)$/.test(posix.basename(f)));
  if (own !== undefined) return [own];
  const template = here.find((f) => /^module[-._][\w.-]*\.(?:toml|ya?ml|json)$/.test(posix.basename(f)));
  return template !== undefined ? [template] : [];
}

/** MkDocs `toc: slugify:`: pymdownx.slugs' functions keep GitHub's rules (unicode kept, each space a `-`). */
function mkdocsSlugify(text: string): GeneratorExtras['heading_ids'] {
  // Only the toc extension's own options count (pymdownx.tabbed has a `slugify:` of its own).
  const toc = /^([ \t]*)(?:-[ \t]*)?(?:markdown\.extensions\.)?toc[ \t]*:[ \t]*\n((?:\1[ \t]+.*\n?)*)/m.exec(text);
  const m = toc ? /^\s*slugify\s*:\s*(.+)$/m.exec(toc[2]!) : null;
  return m && /pymdownx\.slugs/.test(m[1]!) ? 'github' : undefined;
}

/**
 * mkdocs-static-i18n with the folder structure (https://github.com/ultrabug/mkdocs-static-i18n,
 * docs/setup/choosing-the-structure.md and controlling-your-builds.md): `docs/<locale>/` holds each
 * `languages:` locale's pages, and with `fallback_to_default` (true unless set false) a page its
 * folder lacks is built from the default language's. Only the plugin's own block counts.
 */
function mkdocsI18n(text: string): Pick<GeneratorExtras, 'locale_fallback' | 'locales' | 'default_locale'> {
  const block = /^([ \t]*)-[ \t]*i18n[ \t]*:[ \t]*\n((?:\1[ \t]+.*(?:\n|$)|[ \t]*\n)*)/m.exec(text);
  const body = block?.[2];
  if (body === undefined || !/^[ \t]*docs_structure[ \t]*:[ \t]*['"]?folder\b/m.test(body) || /^[ \t]*fallback_to_default[ \t]*:[ \t]*false\b/m.test(body)) return {};
  const entries = [...body.matchAll(/^[ \t]*-[ \t]*locale[ \t]*:[ \t]*['"]?([A-Za-z]{2,3}(?:[-_][A-Za-z0-9]{2,8})?)['"]?[ \t]*$/gm)];
  if (entries.length === 0) return {};
  const isDefault = (i: number) => /^[ \t]*default[ \t]*:[ \t]*true\b/m.test(body.slice(entries[i]!.index!, entries[i + 1]?.index ?? body.length));
  const def = entries.findIndex((_, i) => isDefault(i));
  return { locale_fallback: true, locales: entries.map((m) => m[1]!), ...(def >= 0 ? { default_locale: entries[def]![1]! } : {}) };
}

/**
 * Starlight's default locale when it has a folder of its own (`defaultLocale: 'en'` and no `root`
 * locale): `/en/x/` is its page, and other locales fall back to it
 * (https://starlight.astro.build/guides/i18n/#configure-i18n).
 */
function starlightDefaultLocale(text: string): string | undefined {
  if (/\broot\s*:\s*\{/.test(text)) return undefined;
  const d = valueOf(text, 'defaultLocale');
  return d !== undefined && d !== 'root' && /^[a-z]{2,3}(?:-[A-Za-z]{2,4})?$/.test(d) ? d : undefined;
}

/**
 * A Docusaurus config's docs plugin options, read as object literals (./js-objects.ts): the classic
 * preset's `docs: {}` (the main instance), every other `@docusaurus/plugin-content-docs` instance
 * (inline, or an options object the plugins list names by its variable) and the blog's options.
 */
function docusaurusDocs(text: string): { main?: JsObject; others: JsObject[]; blog?: JsObject; pages?: JsObject | false } {
  const objects = jsObjects(text);
  const named = (plugin: string) => new Set([...text.matchAll(new RegExp(String.raw`['"]@docusaurus/${plugin}['"]\s*,\s*([\w$]+)\s*\]`, 'g'))].map((m) => m[1]!));
  const docsVars = named('plugin-content-docs');
  const blogVars = named('plugin-content-blog');
  const routed = (o: JsObject) => ownValue(o, 'path') !== undefined || ownValue(o, 'routeBasePath') !== undefined;
  const presetDocs = objects.filter((o) => o.label === 'docs');
  const main = presetDocs.find(routed) ?? presetDocs[0];
  const others = objects.filter(
    (o) => o !== main && o.label !== 'blog' && o.label !== 'docs' && (o.label === '@docusaurus/plugin-content-docs' || docsVars.has(o.label) || (ownValue(o, 'id') !== undefined && ownValue(o, 'path') !== undefined && ownValue(o, 'routeBasePath') !== undefined)),
  );
  const blog = objects.find((o) => o.label === 'blog' || o.label === '@docusaurus/plugin-content-blog' || blogVars.has(o.label));
  // The classic preset's pages plugin runs unless `pages: false`.
  const pages = /(?:^|[\s,{])['"]?pages['"]?\s*:\s*false\b/.test(text) ? false : objects.find((o) => o.label === 'pages' || o.label === '@docusaurus/plugin-content-pages');
  return { ...(main ? { main } : {}), others, ...(blog ? { blog } : {}), ...(pages !== undefined ? { pages } : {}) };
}

/** A generator detected from its config file whose routing is not modelled (see UnmodelledGenerator). */
function unmodelled(generator: UnmodelledGenerator, config: RegExp, facts: Partial<GeneratorFacts>, confirm?: RegExp, siteDir: (p: string) => string = dirOf): GeneratorSpec {
  return {
    generator,
    config,
    siteDir,
    ...(confirm ? { confirm } : {}),
    defaults: { docs_dir: '', route_base: '/', static_dirs: [], output_dirs: [], ...facts },
    read: () => ({}),
    extensionless: false,
    case_insensitive: false,
    unmodelled: true,
  };
}

/**
 * Jekyll (GitHub Pages) `_config.yml`, Docsify's `index.html` that loads `window.$docsify`, Nextra's
 * Next.js config, an Antora component descriptor (`antora.yml`, pages under `modules/`), Zola's
 * `config.toml` (`compile_sass`/`build_search_index`, which Hugo has not), Gatsby and Eleventy configs.
 */
const UNMODELLED: readonly GeneratorSpec[] = [
  unmodelled('jekyll', /(?:^|\/)_config\.ya?ml$/, { output_dirs: ['_site'] }),
  unmodelled('docsify', /^(?:[^/]+\/)?index\.html$/, {}, /window\.\$docsify\b/),
  unmodelled('nextra', /(?:^|\/)next\.config\.(?:js|ts|mjs|cjs|mts)$/, { static_dirs: ['public'], output_dirs: ['.next', 'out'] }, /\bnextra\b/),
  // Nextra's `_meta.*` files order the pages of a folder (https://nextra.site/docs/file-conventions/meta-file).
  unmodelled('nextra', /(?:^|\/)_meta\.(?:js|jsx|ts|tsx|mjs|json)$/, {}),
  unmodelled('antora', /(?:^|\/)antora\.ya?ml$/, { docs_dir: 'modules', output_dirs: ['build'] }),
  unmodelled('zola', /(?:^|\/)config\.toml$/, { docs_dir: 'content', static_dirs: ['static'], output_dirs: ['public'] }, /^\s*(?:compile_sass|build_search_index)\s*=/m),
  unmodelled('gatsby', /(?:^|\/)gatsby-config\.(?:js|ts|mjs|cjs)$/, { static_dirs: ['static'], output_dirs: ['public', '.cache'] }),
  unmodelled('eleventy', /(?:^|\/)(?:\.eleventy|eleventy\.config)\.(?:js|cjs|mjs|ts)$/, { output_dirs: ['_site'] }),
];

/** The folder holding a `content/` folder a Fumadocs `meta.json` sits in (`content/docs/meta.json` -> ''). */
const aboveContent = (p: string): string => {
  const m = /^(?:(.*)\/)?content\//.exec(p);
  return m?.[1] ?? '';
};

/**
 * Next.js docs frameworks whose pages are Markdown files routed by their path. Fumadocs: its
 * `source.config.*` (fumadocs-mdx), a package.json depending on `fumadocs-*`, or a `meta.json` with
 * `pages` in a `content/` folder. Its content collections live under `content/` (`content/docs` at
 * `/docs` by default, https://fumadocs.dev/docs/mdx); folder groups `(name)` add no URL segment, and
 * sites that author ordering prefixes (`03-core/05-text.mdx`) publish without them. Mintlify: `mint.json`
 * or `docs.json`, each page at its path from the config's folder without `.mdx`
 * (https://mintlify.com/docs/organize/pages).
 */
const NEXT_CONTENT: readonly GeneratorSpec[] = [
  ...([
    [/(?:^|\/)source\.config\.(?:ts|mts|js|mjs)$/, /\bfumadocs-/, dirOf],
    [/(?:^|\/)package\.json$/, /"fumadocs-(?:core|mdx|ui)"\s*:/, dirOf],
    [/(?:^|\/)content\/(?:[^/]+\/)*meta\.json$/, /"pages"\s*:\s*\[/, aboveContent],
  ] as const).map(([config, confirm, siteDir]): GeneratorSpec => ({
    generator: 'fumadocs',
    config,
    confirm,
    siteDir,
    defaults: { docs_dir: 'content', route_base: '/', static_dirs: ['public'], output_dirs: ['.next', 'out', '.source'] },
    read: () => ({}),
    extensionless: true,
    case_insensitive: false,
    number_prefixes: true,
    docs_dir_fallback: true,
  })),
  {
    generator: 'mintlify',
    config: /(?:^|\/)(?:mint|docs)\.json$/,
    siteDir: dirOf,
    confirm: /mintlify|"navigation"\s*:/,
    defaults: { docs_dir: '', route_base: '/', static_dirs: [], output_dirs: [] },
    read: () => ({}),
    extensionless: true,
    case_insensitive: false,
    // Images and files are served from their path in the docs folder (https://mintlify.com/docs/create/image-embeds).
    assets_as_files: true,
  },
];

export const GENERATORS: readonly GeneratorSpec[] = [
  {
    generator: 'docusaurus',
    config: /(?:^|\/)docusaurus\.config\.(?:js|ts|mjs|cjs|mts|cts)$/,
    siteDir: dirOf,
    defaults: { docs_dir: 'docs', route_base: '/docs', static_dirs: ['static'], output_dirs: ['build'] },
    read(text) {
      // The docs plugin's options: `docs: { path: ..., routeBasePath: ... }` in the classic preset.
      const { main, others } = docusaurusDocs(text);
      // Without a preset docs block, a lone routeBasePath is the docs plugin's (a second instance names its own path).
      const lone = main === undefined && others.length === 0 ? valueOf(text, 'routeBasePath') : undefined;
      return { docs_dir: folder(main && ownValue(main, 'path')), route_base: route((main && ownValue(main, 'routeBasePath')) ?? lone) };
    },
    instances(text) {
      // More docs plugin instances (`['@docusaurus/plugin-content-docs', { id, path: 'architecture',
      // routeBasePath: '/architecture' }]`, or the options object by its variable's name) and the
      // blog (`blog: { path: 'blog' }`, dated posts), and the pages plugin (src/pages/ at `/`,
      // https://docusaurus.io/docs/api/plugins/@docusaurus/plugin-content-pages).
      const { others, blog, pages } = docusaurusDocs(text);
      const out: Array<Partial<GeneratorFacts> & { dated_posts?: true; pages_plugin?: true }> = [];
      for (const o of others) out.push({ docs_dir: folder(ownValue(o, 'path')) ?? 'docs', route_base: route(ownValue(o, 'routeBasePath')) ?? '/docs' });
      if (blog !== undefined) out.push({ docs_dir: folder(ownValue(blog, 'path')) ?? 'blog', route_base: route(ownValue(blog, 'routeBasePath')) ?? '/blog', dated_posts: true });
      if (pages !== false) out.push({ docs_dir: folder(pages && ownValue(pages, 'path')) ?? 'src/pages', route_base: route(pages && ownValue(pages, 'routeBasePath')) ?? '/', pages_plugin: true });
      return out;
    },
    extensionless: true,
    case_insensitive: false,
    // plugin-content-docs' default numberPrefixParser (https://docusaurus.io/docs/sidebar/autogenerated#using-number-prefixes).
    number_prefixes: true,
  },
  ...NEXT_CONTENT,
  // `mkdocs.yml`, or a config the build names with `-f` (`mkdocs-online.yml`, `mkdocs.insiders.yml`)
  // that says it is one: a `site_name` (MkDocs' one required key) or an `INHERIT` of another.
  ...([
    [/(?:^|\/)mkdocs\.ya?ml$/, undefined],
    [/(?:^|\/)mkdocs[-_.][^/]+\.ya?ml$/, /^(?:site_name|INHERIT)[ \t]*:/m],
  ] as const).map(([config, confirm]): GeneratorSpec => ({
    generator: 'mkdocs',
    config,
    ...(confirm ? { confirm } : {}),
    siteDir: dirOf,
    defaults: { docs_dir: 'docs', route_base: '/', static_dirs: [], output_dirs: ['site'] },
    read: (text) => ({
      docs_dir: folder(yamlValue(text, 'docs_dir')),
      route_base: urlPath(yamlValue(text, 'site_url')),
      output_dirs: yamlValue(text, 'site_dir') ? [folder(yamlValue(text, 'site_dir'))!] : undefined,
      heading_ids: mkdocsSlugify(text),
      ...mkdocsI18n(text),
      ...(/^(?:false|no|off)$/i.test(yamlValue(text, 'use_directory_urls') ?? '') ? { directory_urls: false as const } : {}),
    }),
    extensionless: false,
    case_insensitive: false,
    // Python-Markdown's toc extension makes the heading ids unless `toc: slugify:` names another function
    // (https://python-markdown.github.io/extensions/toc/#usage: "slugify ... Default: markdown.extensions.toc.slugify").
    heading_ids: 'python-markdown',
    // https://www.mkdocs.org/user-guide/configuration/#use_directory_urls: "Default: true", `about.md` at `about/`.
    directory_urls: true,
  })),
  {
    generator: 'vitepress',
    // VitePress reads `.vitepress/config.[ext]` or `.vitepress/config/index.[ext]`, a folder whose
    // other modules the index imports (shared.ts, a locale's en.ts): they are read with it.
    config: /(?:^|\/)\.vitepress\/config(?:\/index)?\.(?:js|ts|mjs|mts|cjs|cts)$/,
    siteDir: (p) => (/\/config\/index\.[^/]+$/.test(p) ? dirOf(dirOf(dirOf(p))) : dirOf(dirOf(p))),
    companions: (configPath, listed) => {
      if (!/\/config\/index\.[^/]+$/.test(configPath)) return [];
      const dir = dirOf(configPath);
      return listed.filter((f) => f !== configPath && dirOf(f) === dir && /\.(?:js|ts|mjs|mts|cjs|cts)$/.test(f)).sort();
    },
    defaults: { docs_dir: '', route_base: '/', static_dirs: ['public'], output_dirs: ['.vitepress/dist'] },
    read(text) {
      // The site's own options only: plugins nest keys of the same name (`pwa: { srcDir: '.vitepress/' }`).
      const src = folder(configValue(text, 'srcDir'));
      // https://github.com/arve0/markdown-it-attrs#custom-delimiters, which VitePress passes `markdown.attrs` to.
      const left = valueOf(text, 'leftDelimiter');
      const right = valueOf(text, 'rightDelimiter');
      return {
        docs_dir: src,
        route_base: route(configValue(text, 'base')),
        static_dirs: src ? [posix.join(src, 'public')] : undefined,
        ...(left || right ? { attrs_delimiters: [left || '{', right || '}'] as [string, string] } : {}),
      };
    },
    extensionless: true,
    case_insensitive: false,
    // https://vitepress.dev/guide/routing#linking-between-pages: a link may name a page with or without
    // its `.md`/`.html` suffix; pages build to `x.html` (or `x` with cleanUrls, which serves both).
    html_pages: true,
    // Heading ids from markdown.anchor's slugify, @mdit-vue/shared's by default (https://vitepress.dev/reference/site-config#markdown):
    // diacritics and punctuation dropped, `app.config.x` -> `app-config-x`.
    heading_ids: 'mdit-vue',
  },
  // Zola's config.toml has Hugo's base_url too: its own keys decide first.
  UNMODELLED.find((g) => g.generator === 'zola')!,
  {
    generator: 'hugo',
    config: /(?:^|\/)(?:hugo|config)\.(?:toml|ya?ml|json)$|(?:^|\/)config\/_default\/(?:hugo|config)\.(?:toml|ya?ml|json)$/,
    siteDir: (p) => (/config\/_default\//.test(p) ? dirOf(dirOf(dirOf(p))) : dirOf(p)),
    confirm: /\bbase_?url\b|\btheme\b\s*[:=]|\bcontentDir\b/i,
    defaults: { docs_dir: 'content', route_base: '/', static_dirs: ['static'], output_dirs: ['public', 'resources'] },
    read: (text) => ({
      docs_dir: folder(contentMount(text) ?? valueOf(text, 'contentDir')),
      route_base: urlPath(valueOf(text, 'baseURL') ?? valueOf(text, 'baseurl')),
      output_dirs: valueOf(text, 'publishDir') ? [folder(valueOf(text, 'publishDir'))!] : undefined,
      // https://gohugo.io/configuration/markup/#parserautodefinitiontermid: "Whether to automatically add
      // id attributes to description list terms (i.e., dt elements)", made like heading ids.
      ...(/\bautoDefinitionTermID['"]?\s*[:=]\s*true\b/i.test(text) ? { definition_term_ids: true as const } : {}),
      ...(contentFileMounts(text).length > 0 ? { content_mounts: contentFileMounts(text) } : {}),
      // https://gohugo.io/content-management/urls/#appearance: `uglyURLs: true` serves `a/b.md` at a/b.html.
      ...(/\buglyURLs['"]?\s*[:=]\s*true\b/i.test(text) ? { directory_urls: false as const } : {}),
    }),
    companions: hugoConfigCompanions,
    instances: otherContentMounts,
    extensionless: true,
    case_insensitive: true,
    // Pages are served as folders (`a/b.md` at /a/b/) unless uglyURLs says otherwise.
    directory_urls: true,
  },
  {
    generator: 'starlight',
    config: /(?:^|\/)astro\.config\.(?:js|ts|mjs|cjs|mts|cts)$/,
    siteDir: dirOf,
    // An Astro site is a docs site only with the Starlight integration; its pages are the docs collection.
    confirm: /@astrojs\/starlight/,
    defaults: { docs_dir: 'src/content/docs', route_base: '/', static_dirs: ['public'], output_dirs: ['dist'] },
    // Astro's srcDir (default ./src) holds content/docs/, the Starlight docs collection; publicDir (default
    // ./public) is served at `/` (https://docs.astro.build/en/reference/configuration-reference/#srcdir,
    // https://starlight.astro.build/guides/pages/).
    read(text) {
      // The site's own options only: plugins nest keys of the same name (`pwa: { srcDir: '.vitepress/' }`).
      const src = folder(configValue(text, 'srcDir'));
      const pub = folder(valueOf(text, 'publicDir'));
      return {
        docs_dir: src !== undefined ? posix.join(src || '.', 'content/docs') : undefined,
        static_dirs: pub !== undefined ? [pub] : undefined,
        route_base: route(valueOf(text, 'base')),
        output_dirs: valueOf(text, 'outDir') ? [folder(valueOf(text, 'outDir'))!] : undefined,
        default_locale: starlightDefaultLocale(text),
      };
    },
    extensionless: true,
    // Astro's content collections slug file names in lower case: `/guides/Foo/` and `/guides/foo/` are one page.
    case_insensitive: true,
    locale_fallback: true,
  },
  {
    generator: 'vocs',
    config: /(?:^|\/)vocs\.config\.(?:ts|tsx|js|jsx|mjs|mts)$/,
    siteDir: dirOf,
    // https://vocs.dev/docs/structure: the root directory (`rootDir`, default `docs`, relative to the
    // config) holds `pages/` (file-based routes, `pages/servers/tools.mdx` at `/servers/tools`) and
    // `public/` (static assets at `/`); `basePath` prefixes every page (https://vocs.dev/docs/api/config).
    defaults: { docs_dir: 'docs/pages', route_base: '/', static_dirs: ['docs/public'], output_dirs: ['docs/dist'] },
    read(text) {
      const root = folder(valueOf(text, 'rootDir'));
      const within = (sub: string) => (root === undefined ? undefined : posix.join(root || '.', sub));
      return { docs_dir: within('pages'), static_dirs: root === undefined ? undefined : [within('public')!], output_dirs: root === undefined ? undefined : [within('dist')!], route_base: route(valueOf(text, 'basePath')) };
    },
    extensionless: true,
    case_insensitive: false,
  },
  {
    generator: 'sphinx',
    config: /(?:^|\/)conf\.py$/,
    siteDir: dirOf,
    confirm: /\bextensions\s*=|\bhtml_theme\s*=|\bproject\s*=|\bsphinx\b/,
    defaults: { docs_dir: '', route_base: '/', static_dirs: [], output_dirs: ['_build'] },
    // MyST's default destination resolution (https://myst-parser.readthedocs.io/en/latest/syntax/cross-referencing.html#default-destination-resolution):
    // a `#x` no heading of the file answers is looked up among the project's explicit targets, and a
    // destination that is no file becomes a cross-reference to any target (myst_parser's render_link_unknown).
    read: (text) => (/['"]myst_(?:parser|nb)['"]/.test(text) ? { named_targets: true as const } : {}),
    extensionless: false,
    case_insensitive: false,
  },
  {
    generator: 'myst',
    // mystmd (Jupyter Book 2): `myst.yml` with a `project:` or `site:` block; its folder is the project.
    config: /(?:^|\/)myst\.ya?ml$/,
    siteDir: dirOf,
    confirm: /^(?:project|site)\s*:/m,
    defaults: { docs_dir: '', route_base: '/', static_dirs: [], output_dirs: ['_build'] },
    // Labels are project-wide (https://mystmd.org/guide/cross-references): `[](#label)` names a target
    // any page of the project declares, `other.md#label` one of other.md's.
    read: () => ({ named_targets: true as const }),
    extensionless: false,
    case_insensitive: false,
  },
  {
    generator: 'mdbook',
    config: /(?:^|\/)book\.toml$/,
    siteDir: dirOf,
    defaults: { docs_dir: 'src', route_base: '/', static_dirs: [], output_dirs: ['book'] },
    read: (text) => ({ docs_dir: folder(valueOf(text, 'src')), route_base: urlPath(valueOf(text, 'site-url')), output_dirs: valueOf(text, 'build-dir') ? [folder(valueOf(text, 'build-dir'))!] : undefined }),
    extensionless: false,
    case_insensitive: false,
    html_pages: true,
    // https://rust-lang.github.io/mdBook/format/configuration/preprocessors.html: the `index` preprocessor
    // (on by default) renders README.md chapters as index.md, and so as the folder's index.html.
    readme_index: true,
  },
  {
    generator: 'docfx',
    config: /(?:^|\/)docfx\.json$/,
    siteDir: dirOf,
    defaults: { docs_dir: '', route_base: '/', static_dirs: [], output_dirs: ['_site', 'obj'] },
    // build.dest, not the first "dest": each content entry has its own (`"dest": "."` maps files into the site).
    read: (text) => {
      const dest = docfxBuildDest(text);
      return { output_dirs: dest ? [folder(dest)!] : undefined };
    },
    extensionless: false,
    case_insensitive: false,
  },
  ...UNMODELLED.filter((g) => g.generator !== 'zola'),
];
