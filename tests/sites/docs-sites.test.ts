// Docs sites on real fixture repositories: each generator's config file gives its docs root, route
// base, build output and link rules; links inside a site resolve the way the platform serves them.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { detectSites, translatedResource } from '../../scripts/sites/docs-sites.ts';
import { hitsOf, makeRepo, scan } from '../scan/helpers.ts';

interface Case {
  files: Record<string, string>;
  site: { generator: string; config: string; docs_root: string; route_base: string; output_roots: string[]; extensionless: boolean; case_insensitive: boolean; html_pages?: true; directory_urls?: true; readme_index?: true; locale_fallback?: true; shared_host?: string; heading_ids?: string; definition_term_ids?: true; default_locale?: string; locales?: string[]; named_targets?: true; number_prefixes?: true };
}

const CASES: Case[] = [
  {
    files: { 'website/docusaurus.config.ts': "export default { presets: [['classic', { docs: { path: '../docs', routeBasePath: '/' } }]] };\n" },
    site: { generator: 'docusaurus', config: 'website/docusaurus.config.ts', docs_root: 'docs', route_base: '/', output_roots: ['website/build'], extensionless: true, case_insensitive: false, number_prefixes: true },
  },
  {
    // toc's slugify names pymdownx.slugs: GitHub's rules.
    files: { 'mkdocs.yml': 'site_name: X\nmarkdown_extensions:\n  - toc:\n      slugify: !!python/object/apply:pymdownx.slugs.slugify\n' },
    site: { generator: 'mkdocs', config: 'mkdocs.yml', docs_root: 'docs', route_base: '/', output_roots: ['site'], extensionless: false, case_insensitive: false, directory_urls: true },
  },
  {
    files: { 'mkdocs.yml': 'site_name: X\ndocs_dir: documentation\nsite_url: https://example.org/project/\n' },
    site: { generator: 'mkdocs', config: 'mkdocs.yml', docs_root: 'documentation', route_base: '/project', output_roots: ['site'], extensionless: false, case_insensitive: false, directory_urls: true, heading_ids: 'python-markdown' },
  },
  {
    // mkdocs-static-i18n, folder structure: its languages are the locale folders, and a missing page falls back to the default's.
    files: { 'mkdocs.yml': 'site_name: X\nplugins:\n  - i18n:\n      docs_structure: folder\n      languages:\n        - locale: en\n          name: English\n        - locale: fr\n          default: true\n          name: Français\n  - search\n' },
    site: { generator: 'mkdocs', config: 'mkdocs.yml', docs_root: 'docs', route_base: '/', output_roots: ['site'], extensionless: false, case_insensitive: false, directory_urls: true, heading_ids: 'python-markdown', locale_fallback: true, locales: ['en', 'fr'], default_locale: 'fr' },
  },
  {
    // ... not with `fallback_to_default: false`, nor with the suffix structure (another plugin's `docs_structure` does not count).
    files: { 'mkdocs.yml': 'site_name: X\nplugins:\n  - i18n:\n      docs_structure: folder\n      fallback_to_default: false\n      languages:\n        - locale: en\n          default: true\n  - other:\n      docs_structure: folder\n' },
    site: { generator: 'mkdocs', config: 'mkdocs.yml', docs_root: 'docs', route_base: '/', output_roots: ['site'], extensionless: false, case_insensitive: false, directory_urls: true, heading_ids: 'python-markdown' },
  },
  {
    // `use_directory_urls: false`: pages are `a/b.html`, not folders.
    files: { 'mkdocs.yml': 'site_name: X\nuse_directory_urls: false\n' },
    site: { generator: 'mkdocs', config: 'mkdocs.yml', docs_root: 'docs', route_base: '/', output_roots: ['site'], extensionless: false, case_insensitive: false, heading_ids: 'python-markdown' },
  },
  {
    files: { 'docs/.vitepress/config.mts': "export default { base: '/guide/', srcDir: 'src' }\n" },
    site: { generator: 'vitepress', config: 'docs/.vitepress/config.mts', docs_root: 'docs/src', route_base: '/guide', output_roots: ['docs/.vitepress/dist'], extensionless: true, case_insensitive: false, html_pages: true, heading_ids: 'mdit-vue' },
  },
  {
    // A plugin's option of the same name is not the site's: `pwa: { srcDir: '.vitepress/' }` (vite-plugin-pwa's
    // service worker folder) leaves the pages at the config's parent, and `vite: { base }` leaves the route.
    files: { 'packages/.vitepress/config.ts': "import { withPwa } from '@vite-pwa/vitepress';\nconst vite = { base: '/assets/' };\nexport default withPwa(defineConfig({\n  title: 'X',\n  vite: { base: '/v/' },\n  pwa: {\n    outDir: 'dist',\n    srcDir: '.vitepress/',\n    filename: 'sw.ts',\n  },\n}))\n" },
    site: { generator: 'vitepress', config: 'packages/.vitepress/config.ts', docs_root: 'packages', route_base: '/', output_roots: ['packages/.vitepress/dist'], extensionless: true, case_insensitive: false, html_pages: true, heading_ids: 'mdit-vue' },
  },
  {
    files: { 'site/hugo.toml': "baseURL = 'https://example.org/'\ntitle = 'X'\n" },
    site: { generator: 'hugo', config: 'site/hugo.toml', docs_root: 'site/content', route_base: '/', output_roots: ['site/public', 'site/resources'], extensionless: true, case_insensitive: true, directory_urls: true },
  },
  {
    files: { 'docs/conf.py': "project = 'x'\nextensions = ['myst_parser']\n" },
    site: { generator: 'sphinx', config: 'docs/conf.py', docs_root: 'docs', route_base: '/', output_roots: ['docs/_build'], extensionless: false, case_insensitive: false, named_targets: true },
  },
  {
    // mystmd (Jupyter Book 2): the project is the folder of myst.yml, its labels project-wide.
    files: { 'book/myst.yml': 'version: 1\nproject:\n  title: X\n' },
    site: { generator: 'myst', config: 'book/myst.yml', docs_root: 'book', route_base: '/', output_roots: ['book/_build'], extensionless: false, case_insensitive: false, named_targets: true },
  },
  {
    files: { 'book/book.toml': '[book]\ntitle = "X"\nsrc = "pages"\n' },
    site: { generator: 'mdbook', config: 'book/book.toml', docs_root: 'book/pages', route_base: '/', output_roots: ['book/book'], extensionless: false, case_insensitive: false, html_pages: true, readme_index: true },
  },
  {
    // A content entry's own "dest": "." maps files into the site; the output folder is build.dest.
    files: { 'docfx.json': '{ "build": { "content": [{ "files": ["**/*.md"], "dest": "." }], "dest": "out" } }\n' },
    site: { generator: 'docfx', config: 'docfx.json', docs_root: '', route_base: '/', output_roots: ['out'], extensionless: false, case_insensitive: false },
  },
  {
    // Published on Microsoft Learn: one docset of a shared host, which resolves URLs in any letter case.
    files: { '.openpublishing.publish.config.json': '{ "docsets_to_publish": [] }\n', 'reference/docfx.json': '{ "build": { "dest": "out" } }\n' },
    site: { generator: 'docfx', config: 'reference/docfx.json', docs_root: 'reference', route_base: '/', output_roots: ['reference/out'], extensionless: false, case_insensitive: true, shared_host: '.openpublishing.publish.config.json' },
  },
  {
    files: { 'docs/astro.config.mjs': "import starlight from '@astrojs/starlight';\nexport default { base: '/docs', integrations: [starlight({ title: 'X' })] };\n" },
    site: { generator: 'starlight', config: 'docs/astro.config.mjs', docs_root: 'docs/src/content/docs', route_base: '/docs', output_roots: ['docs/dist'], extensionless: true, case_insensitive: true, locale_fallback: true },
  },
  {
    files: { 'astro.config.ts': "import starlight from '@astrojs/starlight';\nexport default { srcDir: './www', integrations: [starlight({ title: 'X', defaultLocale: 'en', locales: { en: { label: 'English' } } })] };\n" },
    site: { generator: 'starlight', config: 'astro.config.ts', docs_root: 'www/content/docs', route_base: '/', output_roots: ['dist'], extensionless: true, case_insensitive: true, locale_fallback: true, default_locale: 'en' },
  },
  {
    // Vocs: pages under `<rootDir>/pages` (rootDir `docs` by default), assets in `<rootDir>/public`, all under basePath.
    files: { 'www/vocs.config.ts': "import { defineConfig } from 'vocs'\nexport default defineConfig({ title: 'X', basePath: '/sdk' })\n" },
    site: { generator: 'vocs', config: 'www/vocs.config.ts', docs_root: 'www/docs/pages', route_base: '/sdk', output_roots: ['www/docs/dist'], extensionless: true, case_insensitive: false },
  },
  {
    files: { 'hugo.yaml': "baseURL: https://example.org/\nmarkup:\n  goldmark:\n    parser:\n      autoDefinitionTermID: true\n" },
    site: { generator: 'hugo', config: 'hugo.yaml', docs_root: 'content', route_base: '/', output_roots: ['public', 'resources'], extensionless: true, case_insensitive: true, directory_urls: true, definition_term_ids: true },
  },
  {
    files: { 'hugo.toml': "baseURL = '/'\n[module]\n  [[module.mounts]]\n    source = 'assets'\n    target = 'assets'\n  [[module.mounts]]\n    source = 'content/en'\n    target = 'content'\n" },
    site: { generator: 'hugo', config: 'hugo.toml', docs_root: 'content/en', route_base: '/', output_roots: ['public', 'resources'], extensionless: true, case_insensitive: true, directory_urls: true },
  },
  {
    // `uglyURLs = true`: pages are `a/b.html`, not folders.
    files: { 'hugo.toml': "baseURL = '/'\nuglyURLs = true\n" },
    site: { generator: 'hugo', config: 'hugo.toml', docs_root: 'content', route_base: '/', output_roots: ['public', 'resources'], extensionless: true, case_insensitive: true },
  },
];

describe('Docs sites are detected from their config files', () => {
  it("Each generator's config gives its docs root, route base and link rules", async () => {
    for (const c of CASES) {
      const a = await scan(makeRepo({ files: { ...c.files, 'README.md': '# X\n' } }), { history: false });
      assert.equal(a.sites.length, 1, c.site.generator);
      const { static_roots: _s, ...site } = a.sites[0]!;
      assert.deepEqual(site, c.site, c.site.generator);
    }
  });

  it('A VitePress config folder is read whole, and its attrs delimiters give headings their ids', async () => {
    const root = makeRepo({
      files: {
        'packages/docs/.vitepress/config/index.ts': "import { defineConfig } from 'vitepress'\nimport { sharedConfig } from './shared'\n\nexport default defineConfig({ ...sharedConfig })\n",
        'packages/docs/.vitepress/config/shared.ts': "export const sharedConfig = {\n  markdown: {\n    attrs: {\n      leftDelimiter: '%{',\n      rightDelimiter: '}%',\n    },\n  },\n}\n",
        'packages/docs/api/pinia.md': '# pinia\n\n## Store %{#store}%\n\nA store.\n',
        'packages/docs/guide.md': '# Guide\n\n[store](./api/pinia.md#store) and [gone](./api/pinia.md#missing)\n',
      },
    });
    const a = await scan(root, { history: false });
    assert.deepEqual(a.sites.map((s) => [s.generator, s.config, s.docs_root, s.attrs_delimiters]), [['vitepress', 'packages/docs/.vitepress/config/index.ts', 'packages/docs', ['%{', '}%']]]);
    assert.deepEqual(hitsOf(a, 'packages/docs/guide.md', 'broken_reference').map((h) => h.raw), ['./api/pinia.md#missing']);
  });

  it('Generators whose routes are not modelled are detected from their configs, and Zola is told from Hugo by its own keys', async () => {
    const configs: Record<string, [string, string, string]> = {
      jekyll: ['site/_config.yml', 'title: X\n', 'site'],
      docsify: ['guide/index.html', '<script>window.$docsify = { name: "x" }</script>\n', 'guide'],
      nextra: ['web/next.config.mjs', "import nextra from 'nextra'\nexport default nextra({})\n", 'web'],
      antora: ['manual/antora.yml', 'name: x\nversion: ~\n', 'manual/modules'],
      zola: ['blog/config.toml', 'base_url = "https://example.org"\ncompile_sass = false\n', 'blog/content'],
      gatsby: ['www/gatsby-config.js', 'module.exports = {}\n', 'www'],
      eleventy: ['notes/eleventy.config.js', 'export default function () {}\n', 'notes'],
    };
    for (const [generator, [config, text, docs_root]] of Object.entries(configs)) {
      const a = await scan(makeRepo({ files: { [config]: text, 'README.md': '# X\n' } }), { history: false });
      assert.deepEqual(a.sites.map((s) => [s.generator, s.config, s.docs_root, s.unmodelled]), [[generator, config, docs_root, true]], generator);
    }
    // An index.html that is no Docsify page, and a Hugo config.toml, are not read as unmodelled sites.
    const b = await scan(makeRepo({ files: { 'index.html': '<html></html>\n', 'config.toml': "baseURL = '/'\ntheme = 'x'\n", 'README.md': '# X\n' } }), { history: false });
    assert.deepEqual(b.sites.map((s) => [s.generator, s.unmodelled]), [['hugo', undefined]]);
  });

  it('Next.js docs frameworks are sites: Fumadocs and Mintlify routed, Nextra from its _meta files unmodelled, and a missing route in one is a hint naming it', async () => {
    const detected: Record<string, [Record<string, string>, Array<[string, string, string, boolean]>]> = {
      'fumadocs source.config': [{ 'web/source.config.ts': "import { defineDocs } from 'fumadocs-mdx/config';\n", 'web/content/docs/index.mdx': '# Home\n' }, [['fumadocs', 'web/source.config.ts', 'web/content', false]]],
      // One site, whichever of its files names it first.
      'fumadocs package.json and meta.json': [
        { 'site/package.json': '{ "dependencies": { "fumadocs-ui": "15.0.0", "next": "15.0.0" } }\n', 'site/content/docs/meta.json': '{ "pages": ["index"] }\n', 'site/content/docs/index.mdx': '# Home\n' },
        [['fumadocs', 'site/content/docs/meta.json', 'site/content', false]],
      ],
      'mintlify mint.json': [{ 'docs/mint.json': '{ "name": "X", "navigation": [] }\n' }, [['mintlify', 'docs/mint.json', 'docs', false]]],
      'mintlify docs.json': [{ 'docs.json': '{ "$schema": "https://mintlify.com/docs.json", "navigation": {} }\n' }, [['mintlify', 'docs.json', '', false]]],
      'nextra _meta': [{ 'app/pages/_meta.json': '{ "index": "Home" }\n', 'app/pages/guide/_meta.ts': 'export default { intro: "Intro" }\n' }, [['nextra', 'app/pages/_meta.json', 'app/pages', true]]],
    };
    for (const [name, [files, sites]] of Object.entries(detected)) {
      const a = await scan(makeRepo({ files: { ...files, 'README.md': '# X\n' } }), { history: false });
      assert.deepEqual(a.sites.map((s) => [s.generator, s.config, s.docs_root, s.unmodelled === true]), sites, name);
    }
    // A package.json without a fumadocs dependency, and a docs.json of another tool, are no site.
    const none = await scan(makeRepo({ files: { 'package.json': '{ "dependencies": { "next": "15.0.0" } }\n', 'docs.json': '{ "pages": [] }\n', 'README.md': '# X\n' } }), { history: false });
    assert.deepEqual(none.sites, []);
    const root = makeRepo({
      files: {
        'docs.json': '{ "$schema": "https://mintlify.com/docs.json", "navigation": {} }\n',
        'guides/quickstart.mdx': '# Quickstart\n',
        'images/logo.png': 'png',
        'index.mdx': '# Home\n\n[q](/guides/quickstart) [r](guides/quickstart) [m](/guides/missing) ![l](/images/logo.png) ![c](/images/checks.png)\n',
        'notes/pages/_meta.json': '{ "index": "Home" }\n',
        'notes/pages/index.mdx': '# Notes\n\n[a](/about)\n',
      },
    });
    const b = await scan(root, { history: false });
    // Mintlify serves pages .md-less: the relative form is a low-priority hint, the site-absolute one resolves.
    assert.deepEqual(hitsOf(b, 'index.mdx', 'broken_reference').map((h) => [h.raw, h.missing, h.hint ?? null, h.site ?? null]), [
      ['guides/quickstart', 'form', true, 'mintlify (docs.json)'],
      ['/guides/missing', 'path', true, 'mintlify (docs.json)'],
      // Mintlify serves images only as the files of its folder: a missing one beside images/logo.png is checkable.
      ['/images/checks.png', 'path', null, null],
    ]);
    // A relative link resolves from the page's URL (`/introduction`), as the browser does: `../workshop` is /workshop.
    const c = await scan(makeRepo({ files: { 'docs/mint.json': '{ "name": "X", "navigation": [] }\n', 'docs/workshop.mdx': '# Workshop\n', 'docs/introduction.mdx': '# Intro\n\n[w](../workshop) [n](../nowhere)\n' } }), { history: false });
    assert.deepEqual(hitsOf(c, 'docs/introduction.mdx', 'broken_reference').map((h) => [h.raw, h.hint ?? null]), [['../nowhere', true]]);
    assert.deepEqual(hitsOf(b, 'notes/pages/index.mdx', 'broken_reference').map((h) => [h.raw, h.hint ?? null, h.site ?? null]), [['/about', true, 'nextra (notes/pages/_meta.json)']]);
  });

  it("Docusaurus' pages plugin folder is a site where the repository has it, unless the preset turns the plugin off", async () => {
    const pages = async (config: string, files: Record<string, string>) =>
      (await scan(makeRepo({ files: { 'website/docusaurus.config.js': config, 'README.md': '# X\n', ...files } }), { history: false })).sites.filter((s) => s.pages_plugin).map((s) => [s.docs_root, s.route_base, s.number_prefixes ?? null]);
    const page = { 'website/src/pages/01-about.md': '# About\n' };
    assert.deepEqual(await pages("module.exports = { presets: [['classic', { docs: {} }]] };\n", page), [['website/src/pages', '/', null]]);
    assert.deepEqual(await pages("module.exports = { presets: [['classic', { docs: {}, pages: { path: 'pages', routeBasePath: '/p' } }]] };\n", { 'website/pages/a.md': '# A\n' }), [['website/pages', '/p', null]]);
    assert.deepEqual(await pages("module.exports = { presets: [['classic', { docs: {}, pages: false }]] };\n", page), []);
    assert.deepEqual(await pages("module.exports = { presets: [['classic', { docs: {} }]] };\n", {}), []);
  });

  it("Hugo's content mounts: the default language's is the docs root, each other one a site of its own, and file mounts are served at their targets", async () => {
    const config = [
      'baseURL: https://example.org/',
      'module:',
      '  mounts:',
      '    - source: content/fr',
      '      target: content',
      '      sites: { matrix: { languages: [fr] } }',
      '    - source: content/en',
      '      target: content',
      '      sites: &sites { matrix: { languages: [en, fr] } }',
      '    - source: ../CONTRIBUTING.md',
      '      target: content/project/CONTRIBUTING.md',
      '      sites: *sites',
      '    - source: *sites',
      '      target: content/elsewhere.md',
      '',
    ].join('\n');
    const a = await scan(makeRepo({ files: { 'site/hugo.yaml': config, 'site/content/en/_index.md': '# Home\n', 'site/content/fr/_index.md': '# Accueil\n', 'CONTRIBUTING.md': '# C\n' } }), { history: false });
    assert.deepEqual(
      a.sites.map((s) => [s.docs_root, s.content_mounts]),
      [
        ['site/content/en', [{ source: 'CONTRIBUTING.md', target: 'project/CONTRIBUTING.md' }]],
        ['site/content/fr', [{ source: 'CONTRIBUTING.md', target: 'project/CONTRIBUTING.md' }]],
      ],
    );
  });

  it("Hugo's config directory: the module file beside hugo.yaml, or where the build writes it the template it is made from, gives the content mounts", async () => {
    const mounts = 'mounts:\n  - source: content/en\n    target: content\n  - source: content/ja\n    target: content\n    sites: { matrix: { languages: [ja] } }\n';
    const pages = { 'content/en/docs/collector/configuration.md': '---\ntitle: C\n---\n# C\n', 'content/ja/_index.md': '---\ntitle: J\n---\n# J\n', 'content/en/index.md': '---\ntitle: H\n---\n# H\n\n[c](/docs/collector/configuration/) [n](/docs/nope/)\n' };
    // The build writes module.yaml (gitignored) from module-template.yaml; a comment naming `mounts:` in hugo.yaml is no key.
    const built = await scan(makeRepo({ files: { 'config/_default/hugo.yaml': 'baseURL: https://example.org/\n# mounts: are in module-template.yaml\n', 'config/_default/module-template.yaml': mounts, 'config/_default/.gitignore': 'module.yaml\n', ...pages } }), { history: false });
    assert.deepEqual(built.sites.map((s) => s.docs_root), ['content/en', 'content/ja']);
    assert.deepEqual(hitsOf(built, 'content/en/index.md', 'broken_reference').map((h) => h.raw), ['/docs/nope/']);
    // A module.yaml the repository lists, in the config folder or its module/ folder, is read itself.
    const own = await scan(makeRepo({ files: { 'config/_default/hugo.yaml': 'baseURL: https://example.org/\n', 'config/_default/module/module.yaml': mounts, 'config/_default/module-template.yaml': 'mounts:\n  - source: other\n    target: content\n', ...pages } }), { history: false });
    assert.deepEqual(own.sites.map((s) => s.docs_root), ['content/en', 'content/ja']);
  });

  it("A translated Hugo page bundle shows the resources of its translations' bundles, not their content files", async () => {
    const config = 'baseURL: https://example.org/\nmodule:\n  mounts:\n    - source: content/en\n      target: content\n    - source: content/ja\n      target: content\n      lang: ja\n';
    const files = ['hugo.yaml', 'content/en/blog/post/index.md', 'content/en/blog/post/diagram.png', 'content/en/blog/post/notes.md', 'content/ja/blog/post/index.md'];
    const sites = detectSites(files, (p) => (p === 'hugo.yaml' ? config : undefined));
    const ja = sites.find((s) => s.docs_root === 'content/ja')!;
    const has = (p: string) => (files.includes(p) ? p : undefined);
    assert.equal(translatedResource(sites, ja, 'content/ja/blog/post/diagram.png', has), 'content/en/blog/post/diagram.png');
    assert.equal(translatedResource(sites, ja, 'content/ja/blog/post/missing.png', has), undefined);
    // A content file is the translation's own page, never shared.
    assert.equal(translatedResource(sites, ja, 'content/ja/blog/post/notes.md', has), undefined);
    // Through a scan: the Japanese page shows the English bundle's image; a missing one stays broken.
    const a = await scan(makeRepo({ files: { 'hugo.yaml': config, 'content/en/blog/post/index.md': '---\ntitle: Post\n---\n# Post\n\n![d](diagram.png)\n', 'content/en/blog/post/diagram.png': 'png', 'content/ja/blog/post/index.md': '---\ntitle: Post\n---\n# Post\n\n![d](diagram.png) ![m](missing.png)\n' } }), { history: false });
    assert.deepEqual(hitsOf(a, 'content/ja/blog/post/index.md', 'broken_reference').map((h) => h.raw), ['missing.png']);
  });

  it("On a Hugo site a relative link or image no file answers resolves from the page's folder URL, unless uglyURLs serves pages as files", async () => {
    const files = {
      'content/docs/concepts/_index.md': '---\ntitle: Concepts\n---\n# Concepts\n',
      'content/docs/concepts/native.svg': '<svg/>',
      'content/docs/concepts/libraries.md': '---\ntitle: Libraries\n---\n# Libraries\n\n![n](../native.svg) ![x](../nope.svg)\n',
    };
    const hits = async (config: string) => hitsOf(await scan(makeRepo({ files: { 'hugo.toml': config, ...files } }), { history: false }), 'content/docs/concepts/libraries.md', 'broken_reference').map((h) => h.raw);
    // libraries.md is served at /docs/concepts/libraries/: `../native.svg` is /docs/concepts/native.svg.
    assert.deepEqual(await hits("baseURL = '/'\n"), ['../nope.svg']);
    assert.deepEqual(await hits("baseURL = '/'\nuglyURLs = true\n"), ['../native.svg', '../nope.svg']);
  });

  it("A site-absolute link in a Markdown template of a Hugo site's layouts is a route of the site", async () => {
    const files = {
      'hugo.toml': "baseURL = '/'\n",
      'content/docs/languages/java/_index.md': '---\ntitle: Java\n---\n# Java\n',
      'layouts/_shortcodes/support-table.md': '| Language |\n| --- |\n| [Java](/docs/languages/java/) |\n| [Nope](/docs/languages/nope/) |\n',
      'themes/t/layouts/_partials/x.md': '[Java](/docs/languages/java/)\n',
      'notes/other.md': '[Java](/docs/languages/java/)\n',
    };
    const a = await scan(makeRepo({ files }), { history: false });
    assert.deepEqual(hitsOf(a, 'layouts/_shortcodes/support-table.md', 'broken_reference').map((h) => [h.raw, h.resolved]), [['/docs/languages/nope/', 'content/docs/languages/nope']]);
    assert.deepEqual(hitsOf(a, 'themes/t/layouts/_partials/x.md', 'broken_reference'), []);
    // Outside the site and its layouts the link is a repository path.
    assert.deepEqual(hitsOf(a, 'notes/other.md', 'broken_reference').map((h) => h.resolved), ['docs/languages/java']);
  });

  it('A route a Hugo content mount serves from a gitignored folder is the build output, not a broken link', async () => {
    const files = {
      '.gitignore': 'tmp/\n',
      'hugo.yaml': 'baseURL: https://example.org/\nmodule:\n  mounts:\n    - source: content\n      target: content\n    - source: tmp/spec\n      target: content/docs/specs/otel\n    - source: spec-src\n      target: content/docs/specs/listed\n',
      'spec-src/_index.md': '# Listed\n',
      'content/docs/_index.md': '---\ntitle: Docs\n---\n# Docs\n\n[s](/docs/specs/otel/) [l](/docs/specs/listed/) [m](/docs/specs/listed/missing/)\n',
    };
    const a = await scan(makeRepo({ files }), { history: false });
    assert.deepEqual(hitsOf(a, 'content/docs/_index.md', 'broken_reference').map((h) => [h.raw, h.resolved]), [['/docs/specs/listed/missing/', 'spec-src/missing']]);
  });

  it('An MkDocs config named for mkdocs -f (mkdocs-online.yml) is a site when it sets site_name or INHERIT, and the configs of one docs folder are one site', async () => {
    const files = {
      'mkdocs-common.yml': 'site_name: X\n',
      'mkdocs-online.yml': 'INHERIT: mkdocs-common.yml\nsite_url: https://example.org/\n',
      'site/mkdocs.insiders.yml': 'INHERIT: ../mkdocs-common.yml\ndocs_dir: pages\n',
      // A theme's own config and a file of environment values are no sites.
      'theme/mkdocs_theme.yml': 'static_templates:\n  - 404.html\n',
      'mkdocs.env.yml': 'extra:\n  env: dev\n',
      'README.md': '# X\n',
    };
    const a = await scan(makeRepo({ files }), { history: false });
    assert.deepEqual(a.sites.map((s) => [s.generator, s.config, s.docs_root, s.route_base]), [
      ['mkdocs', 'mkdocs-common.yml', 'docs', '/'],
      ['mkdocs', 'site/mkdocs.insiders.yml', 'site/pages', '/'],
    ]);
  });

  it('A config file other tools share counts only when it reads as the generator', async () => {
    const a = await scan(makeRepo({ files: { 'config.toml': '[tool]\nname = "x"\n', 'conf.py': 'import os\n', 'README.md': '# X\n' } }), { history: false });
    assert.deepEqual(a.sites, []);
  });

  it("A site-absolute link resolves against the site's docs root", async () => {
    const root = makeRepo({
      files: {
        'docusaurus.config.js': "module.exports = { presets: [['classic', { docs: { routeBasePath: '/' } }]] };\n",
        'docs/integrations/cody.md': '# Cody\n',
        'docs/setup/index.md': '# Setup\n',
        'static/img/logo.png': 'png',
        'docs/index.md': '# Index\n\n[a](/integrations/cody) [b](/setup/) [c](/img/logo.png) [d](/integrations/nope)\n',
      },
    });
    const a = await scan(root, { history: false });
    const hits = hitsOf(a, 'docs/index.md', 'broken_reference');
    assert.deepEqual(hits.map((h) => [h.raw, h.resolved, h.missing]), [['/integrations/nope', 'docs/integrations/nope', 'path']]);
  });

  it('A .md-less or case-only link the site serves is reported as that form, at low priority', async () => {
    const root = makeRepo({
      files: {
        'hugo.toml': "baseURL = '/'\n",
        'content/guide.md': '# Guide\n',
        'content/intro.md': '# Intro\n\n[g](./guide) [G](./Guide.md) [x](./missing.md)\n',
        'README.md': '# X\n\n[i](content/intro) [I](content/Intro.md)\n',
      },
    });
    const a = await scan(root, { history: false });
    const view = (p: string) => hitsOf(a, p, 'broken_reference').map((h) => [h.raw, h.missing, h.form ?? null, h.priority ?? null]);
    assert.deepEqual(view('content/intro.md'), [
      ['./guide', 'form', 'extensionless', 'low'],
      ['./Guide.md', 'form', 'case_only', 'low'],
      ['./missing.md', 'path', null, null],
    ]);
    // Outside the site (GitHub renders README.md), the same forms are breakage.
    assert.deepEqual(view('README.md'), [
      ['content/intro', 'path', null, null],
      ['content/Intro.md', 'path', null, null],
    ]);
    assert.equal(hitsOf(a, 'README.md', 'broken_reference')[0]!.with_extension, 'content/intro.md');
  });

  it('A link the site serves is a hint, never a reason to classify the file', async () => {
    const root = makeRepo({ files: { 'hugo.toml': "baseURL = '/'\n", 'content/guide.md': '# Guide\n', 'content/intro.md': '# Intro\n\n[g](./guide) [G](./Guide.md)\n' } });
    const a = await scan(root, { history: false });
    assert.deepEqual(hitsOf(a, 'content/intro.md', 'broken_reference').map((h) => h.hint), [true, true]);
    assert.ok(!a.shortlist.includes('content/intro.md') || a.per_session.includes('content/intro.md'));
  });

  it('A broken link is shown as written, so a site-absolute link reads as one', async () => {
    const root = makeRepo({ files: { 'docusaurus.config.js': "module.exports = { presets: [['classic', { docs: { routeBasePath: '/' } }]] };\n", 'docs/index.md': '# Index\n\n[d](/integrations/nope#x)\n' } });
    const a = await scan(root, { history: false });
    assert.match(hitsOf(a, 'docs/index.md', 'broken_reference')[0]!.detail as string, /^links to \/integrations\/nope \(docs\/integrations\/nope\), which does not exist/);
  });
});

describe('Redirect maps serve moved pages', () => {
  it('Every redirect map format serves its moved pages: a hint naming the map and the target', async () => {
    const root = makeRepo({
      files: {
        'docusaurus.config.js': "module.exports = { presets: [['classic', { docs: { routeBasePath: '/docs' } }]] };\n",
        '.openpublishing.redirection.json': '{ "redirections": [{ "source_path": "docs/op-old.md", "redirect_url": "/docs/guide" }] }\n',
        'static/_redirects': '# moved\n/docs/netlify-old /docs/guide 301\n/docs/splat/* /docs/guide 301\n',
        'netlify.toml': '[[redirects]]\n  from = "/docs/toml-old"\n  to = "/docs/guide"\n',
        'vercel.json': '{ "redirects": [{ "source": "/docs/vercel-old", "destination": "/docs/guide" }] }\n',
        'docs/guide.md': '# Guide\n',
        'docs/index.md': '# Index\n\n[a](./op-old.md) [b](/docs/netlify-old) [c](/docs/toml-old/) [d](./vercel-old.md) [e](/docs/splat/x) [f](./nope.md)\n',
      },
    });
    const a = await scan(root, { history: false });
    assert.deepEqual(
      hitsOf(a, 'docs/index.md', 'broken_reference').map((h) => [h.raw, h.hint ?? null, h.redirected_to ?? null, h.redirect_map ?? null]),
      [
        ['./op-old.md', true, '/docs/guide', '.openpublishing.redirection.json'],
        ['/docs/netlify-old', true, '/docs/guide', 'static/_redirects'],
        ['/docs/toml-old/', true, '/docs/guide', 'netlify.toml'],
        ['./vercel-old.md', true, '/docs/guide', 'vercel.json'],
        // A splat matches many pages: no one page's address; a route the site may serve, history never had (a hint).
        ['/docs/splat/x', true, null, null],
        ['./nope.md', null, null, null],
      ],
    );
    const mk = makeRepo({
      files: {
        'mkdocs.yml': "site_name: X\nplugins:\n  - redirects:\n      redirect_maps:\n        'old.md': 'new.md'\n",
        'book/book.toml': '[book]\ntitle = "B"\n[output.html.redirect]\n"ch01-old.html" = "ch01.html"\n',
        'book/src/ch01.md': '# One\n\n[old](ch01-old.html)\n',
        'docs/new.md': '# New\n',
        'docs/index.md': '# Index\n\n[old](old.md)\n',
      },
    });
    const b = await scan(mk, { history: false });
    assert.deepEqual(hitsOf(b, 'docs/index.md', 'broken_reference').map((h) => [h.hint, h.redirected_to]), [[true, 'new.md']]);
    assert.deepEqual(hitsOf(b, 'book/src/ch01.md', 'broken_reference').map((h) => [h.hint, h.redirected_to]), [[true, 'ch01.html']]);
    const hugo = makeRepo({
      files: {
        'hugo.toml': "baseURL = '/'\n",
        'content/guide/new.md': '---\ntitle: New\naliases:\n  - /guide/old/\n---\n# New\n',
        'content/index.md': '# Home\n\n[old](/guide/old/)\n',
      },
    });
    const c = await scan(hugo, { history: false });
    assert.deepEqual(hitsOf(c, 'content/index.md', 'broken_reference').map((h) => [h.hint, h.redirected_to, h.redirect_map]), [[true, '/guide/new/', 'content/guide/new.md']]);
  });

  it("A relative Hugo alias is joined to the page's URL and `..`: a bundle's index.md and a section's _index.md from their folder's parent", async () => {
    const files = {
      'hugo.toml': "baseURL = '/'\n",
      'content/docs/reference/rules/events/index.md': '---\ntitle: Events\naliases:\n  - ../../rules/events\n---\n# Events\n',
      'content/docs/concepts/metrics/_index.md': '---\ntitle: Metrics\naliases:\n  - ../metrics\n---\n# Metrics\n',
      'content/docs/concepts/rules/custom.md': '---\ntitle: Custom\naliases:\n  - ../../rules/custom\n---\n# Custom\n',
      'content/docs/_index.md': '---\ntitle: Docs\n---\n# Docs\n\n[e](/docs/rules/events/) [m](/docs/metrics/) [c](/docs/rules/custom/) [n](/docs/rules/nope/)\n',
    };
    const a = await scan(makeRepo({ files }), { history: false });
    assert.deepEqual(hitsOf(a, 'content/docs/_index.md', 'broken_reference').map((h) => [h.raw, h.hint === true, h.redirect_map ?? null]), [
      ['/docs/rules/events/', true, 'content/docs/reference/rules/events/index.md'],
      ['/docs/metrics/', true, 'content/docs/concepts/metrics/_index.md'],
      ['/docs/rules/custom/', true, 'content/docs/concepts/rules/custom.md'],
      // A route no page or alias serves, with no history, is a hint of its own: no map names it.
      ['/docs/rules/nope/', true, null],
    ]);
  });

  it('Hugo aliases are read from front matter that holds template values, with no parser warning', async () => {
    // Hugo pages hold `{{ }}` template values, which YAML reads as flow maps and warns about on stderr.
    const warnings: string[] = [];
    const onWarning = (w: Error) => warnings.push(w.message);
    process.on('warning', onWarning);
    try {
      const hugo = makeRepo({
        files: {
          'hugo.toml': "baseURL = '/'\n",
          'content/guide/new.md': '\uFEFF---\ntitle: {{ .Site.Title }}\naliases:\n  - /guide/old/\n---\n# New\n',
          'content/index.md': '# Home\n\n[old](/guide/old/)\n',
        },
      });
      const a = await scan(hugo, { history: false });
      assert.deepEqual(hitsOf(a, 'content/index.md', 'broken_reference').map((h) => [h.hint, h.redirected_to, h.redirect_map]), [[true, '/guide/new/', 'content/guide/new.md']]);
      await new Promise((r) => setImmediate(r)); // warnings are emitted on the next tick
    } finally {
      process.off('warning', onWarning);
    }
    assert.deepEqual(warnings.filter((m) => /collection values/.test(m)), []);
  });

  it('Astro redirects in the config or in a file it imports serve moved pages', async () => {
    const root = makeRepo({
      files: {
        'docs/astro.config.mjs': [
          "import starlight from '@astrojs/starlight';",
          "import moved from './redirects.mjs';",
          "export default { redirects: { '/inline-old/': '/guides/intro/', '/blog/[...slug]': '/guides/intro/', ...moved }, integrations: [starlight({ title: 'X' })] };",
          '',
        ].join('\n'),
        'docs/redirects.mjs': "export default { '/file-old/': { status: 301, destination: '/guides/intro/' } };\n",
        'docs/src/content/docs/guides/intro.md': '# Intro\n',
        'docs/src/content/docs/index.md': '# Home\n\n[a](/inline-old/) [b](/file-old/) [c](/blog/x/) [d](/nope/)\n',
      },
    });
    const a = await scan(root, { history: false });
    assert.deepEqual(
      hitsOf(a, 'docs/src/content/docs/index.md', 'broken_reference').map((h) => [h.raw, h.hint ?? null, h.redirected_to ?? null, h.redirect_map ?? null]),
      [
        ['/inline-old/', true, '/guides/intro/', 'docs/astro.config.mjs'],
        ['/file-old/', true, '/guides/intro/', 'docs/redirects.mjs'],
        // Routes no redirect serves, with no history to say they were pages: the site may serve them (hints).
        ['/blog/x/', true, null, null],
        ['/nope/', true, null, null],
      ],
    );
  });

  it('Docusaurus client redirects name their targets in either order, one or many old addresses', async () => {
    const root = makeRepo({
      files: {
        'docusaurus.config.js': [
          "module.exports = { presets: [['classic', { docs: { routeBasePath: '/docs' } }]],",
          "  plugins: [['@docusaurus/plugin-client-redirects', { redirects: [{ to: '/docs/guide', from: ['/docs/old-a', '/docs/old-b'] }, { from: '/docs/old-c', to: '/docs/guide' }] }]] };",
          '',
        ].join('\n'),
        'docs/guide.md': '# Guide\n',
        'docs/index.md': '# Index\n\n[a](/docs/old-a) [b](/docs/old-b) [c](/docs/old-c) [d](/docs/nope)\n',
      },
    });
    const a = await scan(root, { history: false });
    assert.deepEqual(
      hitsOf(a, 'docs/index.md', 'broken_reference').map((h) => [h.raw, h.hint ?? null, h.redirected_to ?? null]),
      [
        ['/docs/old-a', true, '/docs/guide'],
        ['/docs/old-b', true, '/docs/guide'],
        ['/docs/old-c', true, '/docs/guide'],
        ['/docs/nope', true, null],
      ],
    );
  });
});
