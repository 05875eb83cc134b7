// broken_reference in a doc a docs site publishes: a missing link is a finding only with evidence a
// script can check (history had the path, or a relative link names a source file no file serves);
// otherwise the site may serve it (a route, a theme's page, an asset) and it is a hint.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { git, writeTree } from '../support/run.ts';
import { hitsOf, makeRepo, scan } from './helpers.ts';

const MKDOCS = 'site_name: Demo\ndocs_dir: docs\n';

describe('broken_reference', () => {
  it('A site route history never had is a hint naming the site', async () => {
    const root = makeRepo({
      files: {
        'mkdocs.yml': MKDOCS,
        'docs/index.md': '# Home\n\nSee [the API](/reference/api/) and ![logo](/assets/logo.svg).\n',
      },
    });
    const hits = hitsOf(await scan(root), 'docs/index.md', 'broken_reference');
    assert.deepEqual(hits.map((h) => [h.target, h.hint, h.site]), [
      ['/reference/api/', true, 'mkdocs (mkdocs.yml)'],
      ['/assets/logo.svg', true, 'mkdocs (mkdocs.yml)'],
    ]);
  });

  it("A moved page's link on a site is still a candidate with renamed_to", async () => {
    const root = makeRepo({
      files: { 'mkdocs.yml': MKDOCS, 'docs/old.md': '# Old\n', 'docs/index.md': '# Home\n\n[old](/old.md) and ![chart](/img/chart.png)\n', 'docs/img/chart.png': 'png' },
    });
    git(root, ['mv', 'docs/old.md', 'docs/new.md']);
    git(root, ['rm', '-q', 'docs/img/chart.png']);
    git(root, ['commit', '-q', '-m', 'move and delete'], { GIT_AUTHOR_DATE: '2026-02-01T10:00:00Z', GIT_COMMITTER_DATE: '2026-02-01T10:00:00Z' });
    const [moved, deleted] = hitsOf(await scan(root), 'docs/index.md', 'broken_reference');
    assert.equal(moved!.renamed_to, 'docs/new.md');
    assert.equal(moved!.hint, undefined);
    assert.ok(deleted!.deleted_in);
    assert.equal(deleted!.hint, undefined);
  });

  it("A missing route of a .md-less site whose page history shows deleted or moved is a candidate naming the page", async () => {
    const root = makeRepo({
      files: {
        'docs/mint.json': '{ "name": "Demo", "navigation": [] }\n',
        'docs/core/approvals.mdx': '# Approvals\n',
        'docs/core/old.mdx': '# Old\n',
        'docs/index.mdx': '# Home\n\n[approvals](/core/approvals) [old](/core/old) [never](/core/never)\n',
      },
    });
    git(root, ['rm', '-q', 'docs/core/approvals.mdx']);
    git(root, ['mv', 'docs/core/old.mdx', 'docs/core/new.mdx']);
    git(root, ['commit', '-q', '-m', 'drop and move pages'], { GIT_AUTHOR_DATE: '2026-02-01T10:00:00Z', GIT_COMMITTER_DATE: '2026-02-01T10:00:00Z' });
    const hits = hitsOf(await scan(root), 'docs/index.mdx', 'broken_reference');
    assert.deepEqual(hits.map((h) => [h.target, h.hint ?? null, h.renamed_to ?? null]), [
      ['/core/approvals', null, null],
      // The link names a route: the moved file is evidence, never a fix target.
      ['/core/old', null, null],
      ['/core/never', true, null],
    ]);
    assert.match(hits[0]!.detail as string, /its page docs\/core\/approvals\.mdx was deleted/);
    assert.match(hits[1]!.detail as string, /its page docs\/core\/old\.mdx moved to docs\/core\/new\.mdx/);
  });

  it('A relative .md link to nothing on a site is a candidate', async () => {
    const root = makeRepo({
      files: { 'mkdocs.yml': MKDOCS, 'docs/guide/index.md': '# Guide\n\nRead [setup](../setup/install.md).\n' },
    });
    const [h] = hitsOf(await scan(root), 'docs/guide/index.md', 'broken_reference');
    assert.equal(h!.resolved, 'docs/setup/install.md');
    assert.equal(h!.hint, undefined);
  });

  it('A README outside the site is a candidate', async () => {
    const root = makeRepo({
      files: { 'mkdocs.yml': MKDOCS, 'docs/index.md': '# Home\n', 'README.md': '# Demo\n\nSee [the API](/reference/api/) and ![logo](assets/logo.svg).\n' },
    });
    const hits = hitsOf(await scan(root), 'README.md', 'broken_reference');
    assert.deepEqual(hits.map((h) => [h.target, h.hint]), [
      ['/reference/api/', undefined],
      ['assets/logo.svg', undefined],
    ]);
  });

  it('A docs site of a generator whose routes are not modelled (Jekyll) makes a missing route a hint', async () => {
    const root = makeRepo({
      files: {
        'docs/_config.yml': 'title: Demo\ntheme: minima\n',
        'docs/index.md': '# Home\n\nSee [about](/about/), [posts](posts) and [the guide](guide/missing.md).\n',
      },
    });
    const a = await scan(root);
    assert.deepEqual(a.sites.map((s) => [s.generator, s.config, s.docs_root, s.unmodelled]), [['jekyll', 'docs/_config.yml', 'docs', true]]);
    const hits = hitsOf(a, 'docs/index.md', 'broken_reference');
    assert.deepEqual(hits.map((h) => [h.target, h.hint, h.site]), [
      ['/about/', true, 'jekyll (docs/_config.yml)'],
      ['posts', true, 'jekyll (docs/_config.yml)'],
      ['guide/missing.md', undefined, undefined],
    ]);
  });

  it('A fragment no heading slug has (option.x, fn:1) on a site is a hint; a slug-shaped one is a candidate', async () => {
    const root = makeRepo({
      files: { 'mkdocs.yml': MKDOCS, 'docs/plugin.md': '# Plugin\n\n## Options\n', 'docs/index.md': '# Home\n\n[a](plugin.md#option.color) [b](plugin.md#fn:1) [c](plugin.md#gone-heading)\n' },
    });
    const hits = hitsOf(await scan(root), 'docs/index.md', 'broken_reference');
    assert.deepEqual(hits.map((h) => [h.fragment, h.hint]), [
      ['option.color', true],
      ['fn:1', true],
      ['gone-heading', undefined],
    ]);
  });

  it('A link to a file in a form the site does not serve (./guide for guide.md on MkDocs) stays a candidate naming the file', async () => {
    const root = makeRepo({ files: { 'mkdocs.yml': MKDOCS, 'docs/guide.md': '# Guide\n', 'docs/index.md': '# Home\n\n[guide](./guide)\n' } });
    const [h] = hitsOf(await scan(root), 'docs/index.md', 'broken_reference');
    assert.equal(h!.with_extension, 'docs/guide.md');
    assert.equal(h!.hint, undefined);
  });

  it('A route whose page file the repository gitignores is built by the build: a hint, even where history deleted the page', async () => {
    const root = makeRepo({
      files: {
        'astro.config.mjs': "import starlight from '@astrojs/starlight';\nexport default { integrations: [starlight({ title: 'Demo' })] };\n",
        'src/content/docs/reference/config.md': '# Config\n',
        'src/content/docs/reference/gone.md': '# Gone\n',
        'src/content/docs/index.mdx': '# Home\n',
      },
    });
    // The page becomes a generator's output (written at build, gitignored); another page is simply deleted.
    git(root, ['rm', '-q', 'src/content/docs/reference/config.md', 'src/content/docs/reference/gone.md']);
    writeTree(root, {
      'src/content/docs/reference/.gitignore': 'config.md\ncli.mdx\n',
      'src/content/docs/index.mdx': '# Home\n\n[config](/reference/config/#identifier), [gone](/reference/gone/)\n',
      'src/content/docs/guide/start.mdx': '# Start\n\nRun [the CLI](../reference/cli/).\n',
    });
    git(root, ['add', '-A']);
    git(root, ['commit', '-q', '-m', 'generate the config reference'], { GIT_AUTHOR_DATE: '2026-02-01T10:00:00Z', GIT_COMMITTER_DATE: '2026-02-01T10:00:00Z' });
    const a = await scan(root);
    const hits = [...hitsOf(a, 'src/content/docs/index.mdx', 'broken_reference'), ...hitsOf(a, 'src/content/docs/guide/start.mdx', 'broken_reference')];
    assert.deepEqual(hits.map((h) => [h.target, h.hint ?? null]), [
      ['/reference/config/#identifier', true],
      ['/reference/gone/', null],
      ['../reference/cli/', true],
    ]);
    assert.match(hits[0]!.detail as string, /its page src\/content\/docs\/reference\/config\.md is gitignored, so the build generates it: this repository cannot check the link \(a hint\)/);
    assert.match(hits[2]!.detail as string, /its page src\/content\/docs\/reference\/cli\.mdx is gitignored/);
  });

  it("A doc agents load is read in the repository: its missing route is a candidate even inside a site's folder", async () => {
    const root = makeRepo({
      files: { 'mkdocs.yml': MKDOCS, 'docs/index.md': '# Home\n', 'docs/CLAUDE.md': '# Notes\n\nSee [the API](/reference/api/).\n' },
    });
    const [h] = hitsOf(await scan(root), 'docs/CLAUDE.md', 'broken_reference');
    assert.equal(h!.hint, undefined);
  });
});
