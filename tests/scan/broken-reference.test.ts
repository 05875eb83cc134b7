import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { git } from '../support/run.ts';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { allHits, hitsOf, makeRepo, scan } from './helpers.ts';

describe('broken_reference', () => {
  it('A relative link to a missing file is found with its exact position', async () => {
    const root = makeRepo({
      files: {
        'docs/guide.md': '# Guide\n\nIntro.\nSee the [old script](../scripts/gone.md) now.\n',
        'scripts/present.md': '# here\n',
      },
    });
    const a = await scan(root);
    const hits = hitsOf(a, 'docs/guide.md', 'broken_reference');
    assert.equal(hits.length, 1);
    const h = hits[0]!;
    assert.equal(h.line, 4);
    assert.equal(h.column, 22);
    assert.equal(h.raw, '../scripts/gone.md');
    assert.equal(h.target, '../scripts/gone.md');
    assert.equal(h.resolved, 'scripts/gone.md');
    assert.equal(h.source, 'link');
    assert.equal(h.missing, 'path');
    const line = '\nSee the [old script](../scripts/gone.md) now.'.split('\n')[1]!;
    assert.equal(line.slice(Number(h.column) - 1, Number(h.column) - 1 + String(h.raw).length), h.raw);
  });

  it('Images, reference definitions, HTML and backticked paths are found', async () => {
    const root = makeRepo({
      files: {
        'README.md': [
          '# Project',
          '',
          '![logo](img/logo.png)',
          '',
          'Read [the notes][ref].',
          '',
          '[ref]: notes/missing.md "Notes"',
          '',
          '<p><img src="assets/missing.png" alt="x"></p>',
          '',
          'Run `scripts/old.py` (gone) or `scripts/run.py` (there).',
          '',
        ].join('\n'),
        'scripts/run.py': 'print(1)\n',
      },
    });
    const a = await scan(root);
    const hits = hitsOf(a, 'README.md', 'broken_reference').map((h) => [h.source, h.resolved, h.line, h.raw]);
    assert.deepEqual(hits, [
      ['image', 'img/logo.png', 3, 'img/logo.png'],
      ['definition', 'notes/missing.md', 7, 'notes/missing.md'],
      ['image', 'assets/missing.png', 9, 'assets/missing.png'],
      ['code_path', 'scripts/old.py', 11, 'scripts/old.py'],
    ]);
  });

  it('A fragment that matches no heading is found', async () => {
    const root = makeRepo({
      files: {
        'docs/guide.md': '# Guide\n\n## Setup steps!\n\ntext\n\n## Setup steps!\n',
        'docs/index.md': '# Index\n\n[a](guide.md#setup-steps) [b](guide.md#setup-steps-1) [c](guide.md#nope) [d](#index) [e](#missing-here)\n',
      },
    });
    const a = await scan(root);
    const hits = hitsOf(a, 'docs/index.md', 'broken_reference');
    assert.deepEqual(
      hits.map((h) => [h.raw, h.missing, h.fragment, h.resolved]),
      [
        ['guide.md#nope', 'fragment', 'nope', 'docs/guide.md'],
        ['#missing-here', 'fragment', 'missing-here', 'docs/index.md'],
      ],
    );
  });

  it('Docs-site links and custom heading ids resolve', async () => {
    const root = makeRepo({
      files: {
        'docusaurus.config.js': "export default { presets: [['classic', { docs: { routeBasePath: '/' } }]] };\n",
        'docs/intro.md': '# Intro\n',
        'docs/guide.md': '# Guide\n\n## Install steps {#custom}\n',
        'docs/index.md': '# Index\n\n[a](./intro) [b](guide.md#custom) [c](guide.md#install-steps) [d](./outro)\n',
      },
    });
    const a = await scan(root);
    const hits = hitsOf(a, 'docs/index.md', 'broken_reference');
    assert.deepEqual(hits.filter((h) => h.missing !== 'form').map((h) => h.raw), ['./outro']);
    assert.deepEqual(hits.filter((h) => h.missing === 'form').map((h) => [h.raw, h.form, h.served_as, h.priority]), [['./intro', 'extensionless', 'docs/intro.md', 'low']]);
  });

  it('A case-only mismatch is broken and names the match', async () => {
    const root = makeRepo({
      files: {
        'docs/guide.md': '# Guide\n',
        'README.md': '# R\n\n[guide](Docs/Guide.md)\n',
      },
    });
    const a = await scan(root);
    const hits = hitsOf(a, 'README.md', 'broken_reference');
    assert.equal(hits.length, 1);
    assert.equal(hits[0]!.case_insensitive_match, 'docs/guide.md');
    assert.match(String(hits[0]!.detail), /docs\/guide\.md matches except for letter case/);
  });

  it('Imports in agent files are checked', async () => {
    const root = makeRepo({
      files: {
        'CLAUDE.md': '# Project\n\nRead @docs/missing.md first.\nAlso @docs/present.md.\n',
        'docs/present.md': '# Present\n',
      },
    });
    const a = await scan(root);
    const hits = hitsOf(a, 'CLAUDE.md', 'broken_reference');
    assert.deepEqual(
      hits.map((h) => [h.source, h.resolved, h.line, h.column, h.raw]),
      [['import', 'docs/missing.md', 3, 7, 'docs/missing.md']],
    );
  });

  it('Absolute imports and mentions are not project imports', async () => {
    const root = makeRepo({
      files: {
        'CLAUDE.md': '# P\n\nSee @/etc/profile and @~/notes.md.\nInstall @types/node, ask @someone or me@example.com.\n',
        'content/posts/claude.md': '# Post about Claude\n\nTry @docs/missing.md in your own CLAUDE.md.\n',
      },
    });
    const a = await scan(root);
    assert.deepEqual(allHits(a, 'broken_reference'), []);
  });

  it('A backticked path counts only when its first segment exists', async () => {
    const root = makeRepo({
      files: {
        'README.md': '# R\n\nPaths: `foo/bar`, `src/**/*.ts`, `scripts/build`, `scripts/build.ts:12`, `origin/main`, `a b/c`, `scripts/gone/x.py`, `./intro`, `../elsewhere/y.md`.\n',
        'scripts/build.ts': 'export {};\n',
      },
    });
    const a = await scan(root);
    assert.deepEqual(hitsOf(a, 'README.md', 'broken_reference'), []);
  });

  it('Example paths in OpenSpec scenarios are not references', async () => {
    const root = makeRepo({
      files: {
        'scripts/run.py': 'print(1)\n',
        'openspec/specs/runner/spec.md': [
          '# runner Specification',
          '',
          '### Requirement: Runs',
          'The runner SHALL replace `scripts/gone.py`.',
          '',
          '#### Scenario: Missing script',
          '- **WHEN** `scripts/missing.py` is absent',
          '- **THEN** it says so',
          '',
        ].join('\n'),
      },
    });
    const a = await scan(root);
    assert.deepEqual(allHits(a, 'broken_reference').map((h) => h.resolved), ['scripts/gone.py']);
  });

  it('History says where a missing path went', async () => {
    const root = makeRepo({
      files: { 'docs/old.md': '# Old\n', 'docs/gone.md': '# Gone\n', 'docs/index.md': '# Index\n\n[old](old.md) [gone](gone.md)\n' },
    });
    const when = { GIT_AUTHOR_DATE: '2026-02-01T10:00:00Z', GIT_COMMITTER_DATE: '2026-02-01T10:00:00Z' };
    git(root, ['mv', 'docs/old.md', 'docs/new.md']);
    git(root, ['rm', '-q', 'docs/gone.md']);
    git(root, ['commit', '-q', '-m', 'move and delete'], when);
    const head = git(root, ['rev-parse', 'HEAD']).trim();
    const a = await scan(root);
    const [moved, gone] = hitsOf(a, 'docs/index.md', 'broken_reference');
    assert.equal(moved!.renamed_to, 'docs/new.md');
    assert.deepEqual(gone!.deleted_in, { commit: head, date: '2026-02-01T10:00:00Z' });
    // Without history the same two links are still broken, and nothing says where they went.
    const b = hitsOf(await scan(root, { history: false }), 'docs/index.md', 'broken_reference');
    assert.deepEqual(b.map((h) => h.target), ['old.md', 'gone.md']);
    for (const h of b) {
      assert.equal(h.renamed_to, undefined);
      assert.equal(h.deleted_in, undefined);
    }
  });
});

describe('broken_reference', () => {
  // OpenSpec's openspec/work/.../plan.md names src/commands/initiative.ts, a file the plan deletes.
  it('A plan reports broken links but never its backticked code paths', async () => {
    const root = makeRepo({
      files: {
        'docs/plans/initiative-plan.md': '# Plan\n\nDelete `src/commands/initiative.ts` and add `src/commands/goal.ts`.\nSee [the spec](../specs/gone.md).\n',
        'src/commands/other.ts': 'x\n',
        'docs/specs/here.md': '# here\n',
      },
    });
    const a = await scan(root);
    assert.equal(a.docs['docs/plans/initiative-plan.md']?.role?.name, 'plan');
    const hits = hitsOf(a, 'docs/plans/initiative-plan.md', 'broken_reference').map((h) => [h.source, h.resolved]);
    assert.deepEqual(hits, [['link', 'docs/specs/gone.md']]);
  });

  // kubernetes/community's contributor-cheatsheet/README-it.md links `#creating-a-pull-request`, a
  // heading of the English source its translated headings no longer carry (judged true 21 times).
  it('A translation reports its broken links and definitions; a versioned copy reports none', async () => {
    const page = '# Guida\n\n## Creare una PR\n\nVedi [la PR](#creating-a-pull-request) e [il test][t] e `src/gone.ts`.\n\n[t]: /guide/testing.md#running-tests\n';
    const root = makeRepo({
      files: {
        'guide/cheatsheet/README.md': '# Cheatsheet\n\n## Creating a pull request\n\nText.\n',
        'guide/cheatsheet/README-it.md': page,
        'guide/testing.md': '# Testing\n',
        'src/here.ts': 'x\n',
        'website/docusaurus.config.js': 'module.exports = {};\n',
        'website/docs/intro.md': '# Intro\n',
        'website/versioned_docs/version-1.0/intro.md': page,
      },
    });
    const a = await scan(root);
    assert.deepEqual(['guide/cheatsheet/README-it.md', 'website/versioned_docs/version-1.0/intro.md'].map((p) => a.docs[p]?.role?.rule), ['translated-name', 'docusaurus-versioned']);
    const hits = hitsOf(a, 'guide/cheatsheet/README-it.md', 'broken_reference').map((h) => [h.source, h.target, h.missing]);
    assert.deepEqual(hits, [['link', '#creating-a-pull-request', 'fragment'], ['definition', '/guide/testing.md#running-tests', 'fragment']]);
    assert.deepEqual(hitsOf(a, 'website/versioned_docs/version-1.0/intro.md', 'broken_reference'), []);
  });

  // kubernetes/community 9ffb51faa1c7 fixed `.blogs/k8s-services-scalability-issues.md` in the custom
  // content of sig-scalability/README.md, a README otherwise generated from sigs.yaml.
  it("A generated doc reports broken links only in its hand-written regions", async () => {
    const readme = [
      '<!---', 'This is an autogenerated file!', '-->', '# Scalability Special Interest Group', '',
      'The [charter](CHARTER.md) defines the scope.', '',
      '<!-- BEGIN CUSTOM CONTENT -->', '## Bottlenecks', '',
      '* [Scalability issues with Services](.blogs/k8s-services-scalability-issues.md)', 'See `src/gone.ts`.',
      '<!-- END CUSTOM CONTENT -->', '', '[Meeting recordings](TBD)', '',
    ].join('\n');
    const root = makeRepo({ files: { 'sig-scalability/README.md': readme, 'sig-scalability/blogs/k8s-services-scalability-issues.md': '# Services\n', 'src/here.ts': 'x\n' } });
    const a = await scan(root);
    assert.equal(a.docs['sig-scalability/README.md']?.role?.name, 'generated');
    const hits = hitsOf(a, 'sig-scalability/README.md', 'broken_reference').map((h) => [h.line, h.target]);
    assert.deepEqual(hits, [[11, '.blogs/k8s-services-scalability-issues.md']]);
  });
});

describe('broken_reference', () => {
  // A skill's SKILL.md names `scripts/install-mcp.sh`, relative to the skill's folder, from a doc
  // one folder below it (the judged sample's class 9).
  it('A backticked path resolves against the nearest package or skill root', async () => {
    const root = makeRepo({
      files: {
        'skills/mcp/SKILL.md': '# MCP\n',
        'skills/mcp/scripts/install-mcp.sh': 'echo\n',
        'skills/mcp/docs/setup.md': '# Setup\n\nRun `scripts/install-mcp.sh`, then `scripts/missing.sh`.\n',
        'scripts/other.sh': 'echo\n',
      },
    });
    const a = await scan(root);
    assert.deepEqual(hitsOf(a, 'skills/mcp/docs/setup.md', 'broken_reference').map((h) => h.resolved), ['scripts/missing.sh']);
  });

  // Placeholders seen in the sample: `scripts/X.py`, `...` segments, spans after "e.g.".
  it('Placeholders and spans after e.g. are not references', async () => {
    const root = makeRepo({
      files: {
        'README.md': '# R\n\nAdd a helper as `scripts/X.py` or under `scripts/.../y.py`.\nName it anything, e.g. `scripts/make-thing.py`.\nBut `scripts/gone.py` is gone.\n',
        'scripts/run.py': 'x\n',
      },
    });
    const a = await scan(root);
    assert.deepEqual(hitsOf(a, 'README.md', 'broken_reference').map((h) => h.resolved), ['scripts/gone.py']);
  });

  // Issue 16: "a path that resolves relative to a folder named on the same line is not broken".
  it('A backticked path inside a folder its line names is not broken', async () => {
    const root = makeRepo({
      files: {
        'README.md': '# R\n\nIn `apps/daemon/`, `scripts/build.sh` builds it.\nAt the root, `scripts/build.sh` does not exist.\nA [link](scripts/build.sh) next to `apps/daemon/` resolves where Markdown says.\n',
        'apps/daemon/scripts/build.sh': 'echo\n',
        'scripts/run.sh': 'echo\n',
      },
    });
    const a = await scan(root);
    assert.deepEqual(hitsOf(a, 'README.md', 'broken_reference').map((h) => [h.line, h.source]), [[4, 'code_path'], [5, 'link']]);
  });

  // beads' CHANGELOG-era docs name `.beads/beads.db`; Claude Code docs name `.claude/settings.local.json`.
  it('Run-time files in dot-folders are not broken', async () => {
    const root = makeRepo({
      files: {
        'AGENTS.md': '# A\n\nThe database is `.beads/beads.db`; local settings go in `.claude/settings.local.json`; see `.claude/gone.md`.\n',
        '.beads/config.yaml': 'x: 1\n',
        '.claude/settings.json': '{}\n',
      },
    });
    const a = await scan(root);
    assert.deepEqual(hitsOf(a, 'AGENTS.md', 'broken_reference').map((h) => h.resolved), ['.claude/gone.md']);
  });
});

describe('broken_reference', () => {
  // steveyegge/beads docs/ERROR_HANDLING.md cites `cmd/bd/sync.go`, deleted in 5e834bff6: a claim.
  // kubernetes/community's contributor guides name `hack/update-codegen.sh`, a script of
  // kubernetes/kubernetes, while community has a hack/ of its own that never held it: a hint.
  it('A backticked path is a claim only where history shows it was there', async () => {
    const root = makeRepo({
      files: {
        'cmd/bd/sync.go': 'package main\n',
        'cmd/bd/main.go': 'package main\n',
        'hack/verify-all.sh': 'echo\n',
        'docs/ERROR_HANDLING.md': '# Errors\n\nSee `cmd/bd/sync.go` for pattern B.\n',
        'contributors/api_changes.md': '# API changes\n\nRun `hack/update-codegen.sh` after editing types.\n',
      },
    });
    git(root, ['rm', '-q', 'cmd/bd/sync.go']);
    git(root, ['commit', '-q', '-m', 'drop sync'], { GIT_AUTHOR_DATE: '2026-02-01T10:00:00Z', GIT_COMMITTER_DATE: '2026-02-01T10:00:00Z' });
    const a = await scan(root);
    const [deleted] = hitsOf(a, 'docs/ERROR_HANDLING.md', 'broken_reference');
    assert.equal(deleted!.resolved, 'cmd/bd/sync.go');
    assert.equal(deleted!.hint, undefined);
    assert.ok(deleted!.deleted_in);
    const [never] = hitsOf(a, 'contributors/api_changes.md', 'broken_reference');
    assert.equal(never!.resolved, 'hack/update-codegen.sh');
    assert.equal(never!.hint, true);
    assert.deepEqual(a.shortlist, ['docs/ERROR_HANDLING.md']);
    // Without history no backticked path is more than a hint.
    const b = await scan(root, { history: false });
    assert.deepEqual(hitsOf(b, 'docs/ERROR_HANDLING.md', 'broken_reference').map((h) => h.hint), [true]);
  });

  // beads docs/ATTRIBUTION.md: "The 3-way merge engine (`internal/merge/`) was removed"; OpenSpec
  // docs/migration-guide.md: "| `openspec/AGENTS.md` | Obsolete workflow trigger |" and "legacy
  // projects with `openspec/project.md`". The new location in "replaced by `x`" still counts.
  it('A path its sentence says is gone is not a reference', async () => {
    const root = makeRepo({
      files: {
        'internal/merge/merge.go': 'package merge\n',
        'internal/keep.go': 'package internal\n',
        'openspec/AGENTS.md': '# old\n',
        'openspec/project.md': '# old\n',
        'openspec/config.yaml': 'x: 1\n',
        'docs/ATTRIBUTION.md': '# Attribution\n\nThe 3-way merge engine (`internal/merge/`) was removed during the migration.\n',
        'docs/migration-guide.md': [
          '# Migration',
          '',
          '| File | Why |',
          '|---|---|',
          '| `openspec/AGENTS.md` | Obsolete workflow trigger |',
          '',
          '`list` keeps the fallback for legacy projects with `openspec/project.md`.',
          '',
          'The old setup was replaced by `internal/newmerge.go`.',
          '',
        ].join('\n'),
      },
    });
    git(root, ['rm', '-q', '-r', 'internal/merge', 'openspec/AGENTS.md', 'openspec/project.md']);
    git(root, ['commit', '-q', '-m', 'remove'], { GIT_AUTHOR_DATE: '2026-02-01T10:00:00Z', GIT_COMMITTER_DATE: '2026-02-01T10:00:00Z' });
    const a = await scan(root);
    assert.deepEqual(hitsOf(a, 'docs/ATTRIBUTION.md', 'broken_reference'), []);
    assert.deepEqual(hitsOf(a, 'docs/migration-guide.md', 'broken_reference').map((h) => h.resolved), ['internal/newmerge.go']);
  });
});

describe('broken_reference', () => {
  it('A file HEAD has but the working tree lacks is present', async () => {
    const root = makeRepo({ files: { 'docs/big.gif': 'gif', 'docs/sparse/page.md': '# Page\n', 'README.md': '# X\n\n![demo](docs/big.gif) [page](docs/sparse/page.md) [gone](docs/never.md)\n' } });
    // A snapshot that could not check out one blob, and a sparse checkout that leaves a folder out.
    rmSync(join(root, 'docs/big.gif'));
    git(root, ['update-index', '--skip-worktree', 'docs/sparse/page.md']);
    rmSync(join(root, 'docs/sparse'), { recursive: true });
    const a = await scan(root, { history: false });
    assert.deepEqual(hitsOf(a, 'README.md', 'broken_reference').map((h) => h.raw), ['docs/never.md']);
  });
});

describe('broken_reference', () => {
  it("A fragment into a page that renders a component of the project's code is a hint where no heading answers it; a package's components and one inside a sentence hide none", async () => {
    const root = makeRepo({
      files: {
        'astro.config.mjs': "import starlight from '@astrojs/starlight';\nexport default { integrations: [starlight({ title: 'X' })] };\n",
        'src/content/docs/plugin/fs.mdx': "---\ntitle: FS\n---\n\nimport PluginPermissions from '@components/PluginPermissions.astro';\n\n## Setup\n\n<PluginPermissions plugin=\"fs\" />\n",
        'src/content/docs/plugin/index.mdx': "---\ntitle: Plugins\n---\n\nimport Search from '../../../components/Search.astro';\n\n[community](#community-resources) [more](#more-resources)\n\n<Search>\n  ## Community Resources\n</Search>\n",
        'src/content/docs/plugin/http.mdx': "---\ntitle: HTTP\n---\n\nimport { Tabs, TabItem } from '@astrojs/starlight/components';\nimport RepoLink from '@components/RepoLink.astro';\n\n## Setup\n\nRead the <RepoLink href=\"x\">guide</RepoLink>.\n\n<Tabs><TabItem label=\"a\">x</TabItem></Tabs>\n",
        'src/content/docs/guide.md': '# Guide\n\n[default](/plugin/fs/#default-permission) [setup](/plugin/fs/#setup) [http](/plugin/http/#default-permission)\n',
      },
    });
    const a = await scan(root, { history: false });
    const view = (p: string) => hitsOf(a, p, 'broken_reference').map((h) => [h.raw, h.missing, h.hint === true]);
    assert.deepEqual(view('src/content/docs/guide.md'), [
      ['/plugin/fs/#default-permission', 'fragment', true],
      ['/plugin/http/#default-permission', 'fragment', false],
    ]);
    // The heading inside `<Search>` is Markdown (a JSX element's children), so it answers its link.
    assert.deepEqual(view('src/content/docs/plugin/index.mdx'), [['#more-resources', 'fragment', true]]);
  });
});

describe('broken_reference', () => {
  it("A Hugo page's include shortcodes: a named file's headings are the page's, an include naming no file read here makes its fragments hints, and a snippet's own fragments are hints", async () => {
    const root = makeRepo({
      files: {
        'hugo.toml': "baseURL = '/'\n",
        // The project's shortcode reads a file its template picks (`partial "include"`); a tab shortcode includes nothing.
        'layouts/_shortcodes/exporters/intro.md': '{{ partial "include" (dict "_path" "exporters/intro.md") }}\n',
        'layouts/_shortcodes/tab.html': '<div>{{ .Inner }}</div>\n',
        'content/_common/spec.md': '## Processing specification\n',
        'content/docs/crop.md': '---\ntitle: Crop\n---\n# Crop\n\n[spec](#processing-specification) [nope](#nope)\n\n{{% include "/_common/spec.md" %}}\n',
        'content/docs/js.md': '---\ntitle: JS\n---\n# JS\n\n[jaeger](#jaeger)\n\n{{% exporters/intro %}}\n',
        'content/docs/tabs.md': '---\ntitle: Tabs\n---\n# Tabs\n\n[jaeger](#jaeger)\n\n{{% tab "a" %}}x{{% /tab %}}\n\n`{{% include "x.md" %}}`\n',
        // A snippet: no title, only a translation's bookkeeping; its `#otlp` is the including page's.
        'content/_includes/exporters/intro.md': '---\ndefault_lang_commit: abc\n---\n\nSee [OTLP](#otlp).\n',
      },
    });
    const a = await scan(root, { history: false });
    const view = (p: string) => hitsOf(a, p, 'broken_reference').map((h) => [h.raw, h.hint === true]);
    assert.deepEqual(view('content/docs/crop.md'), [['#nope', false]]);
    assert.deepEqual(view('content/docs/js.md'), [['#jaeger', true]]);
    // A shortcode that includes nothing, and an include shown as code, hide no headings.
    assert.deepEqual(view('content/docs/tabs.md'), [['#jaeger', false]]);
    assert.deepEqual(view('content/_includes/exporters/intro.md'), [['#otlp', true]]);
  });

  it("Goldmark heading attributes: an id anywhere in the block names the heading, and a block of classes and key=values alone is no part of its id", async () => {
    const root = makeRepo({
      files: {
        'hugo.toml': "baseURL = '/'\n",
        'content/checks.md': '---\ntitle: Checks\n---\n# Checks\n\n## `Easy CLA` {.notranslate lang=en}\n\n### `LOCALIZATION` guidelines {.notranslate lang=en #localization}\n\n## Netlify deployment {netlify-deployment}\n\n[a](#easy-cla) [b](#localization) [c](#netlify-deployment)\n',
      },
    });
    const a = await scan(root, { history: false });
    // `{netlify-deployment}` is no attribute block: it stays text, and the heading's id is made from it.
    assert.deepEqual(hitsOf(a, 'content/checks.md', 'broken_reference').map((h) => h.raw), ['#netlify-deployment']);
  });

  it("A translation's link to a page only its source tree has is a hint; a placeholder link is no link", async () => {
    const root = makeRepo({
      files: {
        'docs/index.md': '# Home\n\nSee [migration](migration.md).\n',
        'docs/migration.md': '# Migration\n',
        'docs/guide/setup.md': '# Setup\n',
        'i18n/de/pages/index.md': '# Start\n\nSiehe [Migration](migration.md) und [weg](gone.md).\n',
        'i18n/de/pages/guide/setup.md': '# Einrichtung\n',
        'i18n/de/notices.md': '> [Englisch](ENGLISH_PAGE) · [X](…)\n',
      },
    });
    const a = await scan(root, { history: false });
    const hits = hitsOf(a, 'i18n/de/pages/index.md', 'broken_reference');
    assert.deepEqual(hits.map((h) => [h.raw, Boolean(h.hint)]), [['migration.md', true], ['gone.md', false]]);
    assert.match(hits[0]!.detail, /docs\/migration\.md/);
    assert.deepEqual(hitsOf(a, 'i18n/de/notices.md', 'broken_reference'), []);

    // A translated tree without a site config of its own is published as its source's site: a
    // site-absolute image resolves from the source page (docs/en/docs/img/), a missing one stays.
    const site = makeRepo({
      files: {
        'docs/en/mkdocs.yml': 'site_name: X\n',
        'docs/en/docs/index.md': '# Home\n\n![logo](/img/logo.png)\n',
        'docs/en/docs/tutorial/first.md': '# First\n',
        'docs/en/docs/img/logo.png': 'png',
        'docs/de/docs/index.md': '# Start\n\n![Logo](/img/logo.png) ![weg](/img/gone.png)\n',
        'docs/de/docs/tutorial/first.md': '# Erste\n',
      },
    });
    const b = await scan(site, { history: false });
    assert.deepEqual(hitsOf(b, 'docs/de/docs/index.md', 'broken_reference').map((h) => [h.raw, Boolean(h.hint)]), [['/img/logo.png', true], ['/img/gone.png', false]]);
  });
});
