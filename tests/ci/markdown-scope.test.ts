// The default scope reads Markdown in any letter case and MDX, and MDX's JavaScript is not prose.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { git, gitRepo, runScript } from '../support/run.ts';
import { parseDoc } from '../../scripts/doc/parse-doc.ts';

const scan = (root: string) => {
  const r = runScript('scanner.mjs', ['--root', root]);
  assert.equal(r.code, 0, r.stderr);
  return JSON.parse(r.stdout);
};

const MDX = [
  '---',
  'title: Charts',
  '---',
  "import { Chart } from '../components/chart.jsx'",
  "export const meta = { owner: 'docs/team.md' }",
  '',
  '# Charts',
  '',
  '<Chart data={[1, 2, 3]} href="./nowhere.md" />',
  '',
  '{/* an old note: [the draft](./draft.md)',
  '   still to write */}',
  '',
  'Read [the setup](./setup.md).',
  '',
  '```mdx',
  "import { Example } from './example.md'",
  '{/* [kept](./in-fence.md) */}',
  '```',
  '',
].join('\n');

describe('Markdown scope', () => {
  it('Markdown extensions in any letter case and MDX are scanned by default', () => {
    const root = gitRepo({
      'docs/TOC.MD': '# TOC\n\n[a](gone-a.md)\n',
      'README.Markdown': '# R\n\n[b](gone-b.md)\n',
      'docs/page.mdx': '# P\n\n[c](gone-c.md)\n',
      'docs/notes.txt': '[d](gone-d.md)\n',
    });
    const a = scan(root);
    assert.deepEqual(Object.keys(a.signals), ['README.Markdown', 'docs/TOC.MD', 'docs/page.mdx']);
    assert.equal(a.files_scanned, 3);
  });

  it('A Markdown file in upper case is a doc to the name look-ups, not code', () => {
    // The code dropped a flag; another doc, TOC.MD, still names it. Read as code, it would keep the
    // flag present and hide the stale claim in CLAUDE.md.
    const claim = '# Agent\n\nImport with `tool import --resolve-collisions`.\n';
    const root = gitRepo({
      'CLAUDE.md': claim,
      'docs/TOC.MD': claim,
      'cmd/tool/main.go': 'package main\n\nfunc main() {\n\tflags.Bool("resolve-collisions", false, "resolve")\n}\n',
    }, '2025-01-01T00:00:00Z');
    writeFileSync(join(root, 'cmd/tool/main.go'), 'package main\n\nfunc main() {\n}\n');
    git(root, ['commit', '-qam', 'Drop --resolve-collisions']);
    const a = scan(root);
    assert.deepEqual(['CLAUDE.md', 'docs/TOC.MD'].map((p) => (a.signals[p] ?? []).map((h: any) => [h.name, h.term])), [
      [['vanished_identifier', 'resolve-collisions']],
      [['vanished_identifier', 'resolve-collisions']],
    ], JSON.stringify(a.signals));
  });

  it('MDX imports, exports and comments are not prose', () => {
    const root = gitRepo({ 'docs/charts.mdx': MDX, 'docs/example.md': '# E\n' });
    const hits = scan(root).signals['docs/charts.mdx'];
    assert.deepEqual(hits.map((h: any) => [h.line, h.column, h.target]), [[14, 18, './setup.md']]);
    const doc = parseDoc('docs/charts.mdx', MDX);
    assert.deepEqual(doc.headings.map((h) => [h.line, h.text]), [[7, 'Charts']]);
    assert.equal(doc.lines[3], "import { Chart } from '../components/chart.jsx'", 'the text itself is kept');
    assert.equal(doc.fences[0]!.content, "import { Example } from './example.md'\n{/* [kept](./in-fence.md) */}\n");
  });

  it('A .md file keeps import lines and brace comments as prose', () => {
    // The same text named .md: nothing is blanked (the MDX rules apply to .mdx only).
    const doc = parseDoc('docs/charts.md', MDX);
    assert.ok(doc.refs.some((r) => r.target === './draft.md'));
  });
});
