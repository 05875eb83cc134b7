// broken_reference: a backticked path in a page a docs site publishes names a path of the reader's
// own project (a framework's docs telling its readers to create `src/env.d.ts`); this repository's
// history of a path of that name is a coincidence. A hint, unless the doc is one agents load or the
// path is a Markdown doc the repository had.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { git, writeTree } from '../support/run.ts';
import { hitsOf, makeRepo, scan } from './helpers.ts';

const STARLIGHT = "import starlight from '@astrojs/starlight';\nexport default { integrations: [starlight({ title: 'Demo' })] };\n";
const LATER = { GIT_AUTHOR_DATE: '2026-02-01T10:00:00Z', GIT_COMMITTER_DATE: '2026-02-01T10:00:00Z' };

/** A Starlight docs repository (itself a project of the framework it documents) that once had src/env.d.ts and src/layouts/, and a docs/EXTENDING.md. */
function frameworkDocs(pages: Record<string, string>): string {
  const root = makeRepo({
    files: {
      'astro.config.mjs': STARLIGHT,
      'src/env.d.ts': '/// <reference types="astro/client" />\n',
      'src/layouts/Base.astro': '<slot />\n',
      'docs/EXTENDING.md': '# Extending\n',
      'docs/DESIGN.md': '# Design\n',
      'src/content/docs/index.mdx': '# Home\n',
    },
  });
  git(root, ['rm', '-q', 'src/env.d.ts', 'docs/EXTENDING.md']);
  git(root, ['mv', 'src/layouts', 'src/components']);
  writeTree(root, pages);
  git(root, ['add', '-A']);
  git(root, ['commit', '-q', '-m', 'drop the env types and the extending notes, move the layouts'], LATER);
  return root;
}

const view = (hits: Array<Record<string, unknown>>) => hits.map((h) => [h.target, h.hint ?? null, h.renamed_to ?? null, h.site ?? null]);

describe('broken_reference', () => {
  it("A backticked path in a page a docs site publishes is the reader's project's: a hint, even where this repository's history had it", async () => {
    const root = frameworkDocs({
      'src/content/docs/guides/env.mdx': '# Environment\n\nDefine your variables in a `src/env.d.ts` file.\n\nCreate a `src/layouts/` folder, then add `Layout.astro`.\n',
      'README.md': '# Docs\n\nThe types live in `src/env.d.ts`.\n',
    });
    const a = await scan(root);
    const page = hitsOf(a, 'src/content/docs/guides/env.mdx', 'broken_reference');
    assert.deepEqual(view(page), [
      ['src/env.d.ts', true, null, 'starlight (astro.config.mjs)'],
      // The move of this repository's own src/layouts/ is no fix of the reader's folder.
      ['src/layouts/', true, null, 'starlight (astro.config.mjs)'],
    ]);
    assert.match(page[0]!.detail as string, /history: deleted in .*; starlight \(astro\.config\.mjs\) publishes this page, whose readers name paths of their own project: history of a path of that name here is no evidence \(a hint\)/);
    assert.match(page[1]!.detail as string, /history: moved to src\/components/);
    // Outside the site the same path is this repository's: a candidate.
    assert.deepEqual(view(hitsOf(a, 'README.md', 'broken_reference')), [['src/env.d.ts', null, null, null]]);
  });

  it("A site page's backticked Markdown doc the repository had, and a path in a doc agents load inside the site, stay candidates", async () => {
    const root = frameworkDocs({
      'src/content/docs/reference/config.mdx': '# Configuration\n\n| key | meaning |\n|---|---|\n| `compact_*` | Compaction tuning (see `docs/EXTENDING.md`) |\n',
      'src/content/docs/AGENTS.md': '# Working on the docs\n\n- The site\'s types are in `src/env.d.ts`.\n',
    });
    const a = await scan(root);
    assert.deepEqual(view(hitsOf(a, 'src/content/docs/reference/config.mdx', 'broken_reference')), [['docs/EXTENDING.md', null, null, null]]);
    assert.deepEqual(view(hitsOf(a, 'src/content/docs/AGENTS.md', 'broken_reference')), [['src/env.d.ts', null, null, null]]);
  });
});
