// The parser layer: positions the proposers rely on (line, column, raw) in every container, and
// GitHub's slug rules.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { parseDoc } from '../../scripts/doc/parse-doc.ts';
import { codePathRefs } from '../../scripts/scan/references.ts';
import { githubSlug, Slugger } from '../../scripts/doc/slug.ts';

/** Every ref's raw text stands at its line and column. */
function assertLocated(text: string): void {
  const doc = parseDoc('d.md', text);
  for (const r of [...doc.refs, ...codePathRefs(doc)]) {
    const line = doc.lines[r.line - 1]!;
    assert.equal(line.slice(r.column - 1, r.column - 1 + r.raw.length), r.raw, JSON.stringify(r));
  }
}

describe('Parsing with positions', () => {
  it('locates destinations in quotes, lists, tables, multi-line spans and after frontmatter', () => {
    const text = [
      '---',
      'title: x',
      '---',
      '# T',
      '',
      '> quoted [a](a.md) and [b](b.md)',
      '> lazy `code',
      'span` then [c](c.md)',
      '',
      '1. item [d](<d e.md>)',
      '   - nested ![f](f.png "title") [g](g\\_h.md)',
      '',
      '| x | y |',
      '| --- | --- |',
      '| [i](i.md) | `scripts/x.py` |',
      '',
      '[ref]: <refs/x y.md> "t"',
      '[ref2]:',
      '  refs/z.md',
      '',
      'Same twice: [j](same.md) [k](same.md)',
      '',
      '\t[tab](tab.md) in an indented code block',
      '',
      'After <span>html</span> [l](l.md)',
    ].join('\n');
    assertLocated(text);
    const doc = parseDoc('d.md', text);
    assert.deepEqual(
      doc.refs.map((r) => [r.source, r.raw, r.line]),
      [
        ['link', 'a.md', 6],
        ['link', 'b.md', 6],
        ['link', 'c.md', 8],
        ['link', 'd e.md', 10],
        ['image', 'f.png', 11],
        ['link', 'g\\_h.md', 11],
        ['link', 'i.md', 15],
        ['definition', 'refs/x y.md', 17],
        ['definition', 'refs/z.md', 19],
        ['link', 'same.md', 21],
        ['link', 'same.md', 21],
        ['link', 'l.md', 25],
      ],
    );
    assert.equal(doc.refs[5]!.target, 'g_h.md');
    assert.notEqual(doc.refs[9]!.column, doc.refs[10]!.column);
  });

  it('computes GitHub slugs with repeats', () => {
    assert.equal(githubSlug('Setup steps!'), 'setup-steps');
    assert.equal(githubSlug('API: `parseDoc()` & friends'), 'api-parsedoc--friends');
    assert.equal(githubSlug('Ünïcode Wörds 2'), 'ünïcode-wörds-2');
    assert.equal(githubSlug('snake_case-and-kebab'), 'snake_case-and-kebab');
    const s = new Slugger();
    assert.deepEqual(['A', 'A', 'A-1', 'A'].map((t) => s.slug(t)), ['a', 'a-1', 'a-1-1', 'a-2']);
    const doc = parseDoc('d.md', '# Intro\n\n## Intro\n\n## `code` *em* __strong__\n');
    assert.deepEqual([...doc.anchors], ['intro', 'intro-1', 'code-em-strong']);
  });
});
