import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { allHits, hitsOf, makeRepo, scan } from './helpers.ts';

/** Prose of roughly `words` tokens (each word a token or two). */
function prose(words: number, seed = 'alpha'): string {
  const out: string[] = [];
  for (let i = 0; i < words; i++) out.push(`${seed}${i % 97}`);
  return out.join(' ') + '\n';
}

describe('token_weight', () => {
  it('A per-session doc over the budget, imports included', async () => {
    const root = makeRepo({
      files: {
        'CLAUDE.md': '# Project\n\nConventions: @docs/conventions.md\n',
        'docs/conventions.md': '# Conventions\n\n' + prose(1500),
      },
    });
    const a = await scan(root);
    const hits = hitsOf(a, 'CLAUDE.md', 'token_weight');
    assert.equal(hits.length, 1);
    const h = hits[0]!;
    assert.equal(h.budget, 2000);
    const imports = h.imports as Array<{ path: string; tokens: number; depth: number }>;
    assert.deepEqual(imports.map((i) => [i.path, i.depth]), [['docs/conventions.md', 1]]);
    assert.equal(h.tokens, Number(h.own_tokens) + imports[0]!.tokens);
    assert.ok(Number(h.own_tokens) < 50 && Number(h.tokens) > 2000);
    // The imported doc alone is over the budget too, and is per-session.
    assert.equal(hitsOf(a, 'docs/conventions.md', 'token_weight').length, 1);
    assert.deepEqual(a.per_session, ['CLAUDE.md', 'docs/conventions.md']);
  });

  it("The project's own instruction file over the default budget is a hint", async () => {
    const root = makeRepo({ files: { 'CLAUDE.md': '@AGENTS.md\n', 'AGENTS.md': '# Agents\n\n' + prose(2600) } });
    const a = await scan(root);
    const own = hitsOf(a, 'AGENTS.md', 'token_weight');
    const shim = hitsOf(a, 'CLAUDE.md', 'token_weight');
    assert.equal(own.length, 1);
    assert.equal(shim.length, 1);
    // Over the budget, but only a hint: the maintainers chose to load it and nobody set a budget.
    assert.equal(own[0]!.hint, true);
    assert.equal(shim[0]!.hint, true);
    assert.match(String(own[0]!.detail), /set scan\.token_budget in \.dochygiene\.yaml/);
  });

  it("Over a budget the project set, its own instruction file is a candidate", async () => {
    const root = makeRepo({ files: { '.dochygiene.yaml': 'scan:\n  token_budget: 2000\n', 'CLAUDE.md': '@AGENTS.md\n', 'AGENTS.md': '# Agents\n\n' + prose(2600) } });
    const a = await scan(root);
    const own = hitsOf(a, 'AGENTS.md', 'token_weight');
    assert.equal(own.length, 1);
    assert.equal(own[0]!.hint, undefined);
    assert.equal(hitsOf(a, 'CLAUDE.md', 'token_weight')[0]!.hint, undefined);
  });

  it('A guide imported wholesale into the instruction file stays a candidate', async () => {
    const root = makeRepo({ files: { 'CLAUDE.md': '# P\n\n@.guide/CLAUDE.md\n', '.guide/CLAUDE.md': '# Guide\n\n' + prose(2600) } });
    const a = await scan(root);
    assert.equal(hitsOf(a, 'CLAUDE.md', 'token_weight')[0]!.hint, undefined);
    assert.equal(hitsOf(a, '.guide/CLAUDE.md', 'token_weight')[0]!.hint, undefined);
  });

  it('The per-session set', async () => {
    const root = makeRepo({
      files: {
        'CLAUDE.md': '# P\n\n@docs/h1.md\n',
        'docs/h1.md': '# 1\n\n@h2.md\n',
        'docs/h2.md': '# 2\n\n@h3.md\n',
        'docs/h3.md': '# 3\n\n@h4.md\n',
        'docs/h4.md': '# 4\n\n@h5.md\n',
        'docs/h5.md': '# 5\n',
        '.claude/rules/always.md': '# Always\n',
        '.claude/rules/scoped.md': '---\npaths:\n  - "src/**"\n---\n# Scoped\n',
        'packages/a/CLAUDE.md': '# A\n',
      },
    });
    const a = await scan(root);
    assert.deepEqual(a.per_session, ['.claude/rules/always.md', 'CLAUDE.md', 'docs/h1.md', 'docs/h2.md', 'docs/h3.md', 'docs/h4.md']);
    // Started inside packages/a, its CLAUDE.md is loaded as well.
    const b = await scan(root + '/packages/a');
    assert.ok(b.per_session.includes('packages/a/CLAUDE.md'));
  });

  it('AGENTS.md committed as a symlink to CLAUDE.md is scanned once', async () => {
    const shared = '## Shared rules\n\none\ntwo\nthree\nfour\nfive\nsix\n';
    const root = makeRepo({
      files: { 'CLAUDE.md': '# Project\n\n' + shared + '\n[gone](missing.md)\n' },
      symlinks: { 'AGENTS.md': 'CLAUDE.md' },
    });
    const a = await scan(root);
    assert.deepEqual(a.per_session, ['CLAUDE.md']);
    assert.deepEqual(Object.keys(a.signals), ['CLAUDE.md']);
    assert.deepEqual(allHits(a, 'duplicate_block'), []);
    assert.equal(allHits(a, 'broken_reference').length, 1);
    assert.deepEqual(a.notes, ['AGENTS.md: a symlink to CLAUDE.md, scanned as CLAUDE.md']);
    assert.equal(a.files_scanned, 1);
  });

  it('A claude.md deep in a content tree is not an agent file', async () => {
    const root = makeRepo({
      files: {
        'content/posts/claude.md': '# Using Claude\n\nMention @docs/missing.md and @team.\n\n' + prose(3000),
      },
    });
    const a = await scan(root);
    assert.deepEqual(a.per_session, []);
    assert.deepEqual(allHits(a, 'token_weight'), []);
    assert.deepEqual(allHits(a, 'broken_reference'), []);
  });

  it('A frozen doc is not a bloat candidate', async () => {
    const root = makeRepo({ files: { 'CLAUDE.md': '---\nhygiene: frozen\n---\n# Project\n\n' + prose(3000) } });
    const a = await scan(root);
    assert.deepEqual(allHits(a, 'token_weight'), []);
    assert.deepEqual(a.shortlist, ['CLAUDE.md']);
    assert.equal(hitsOf(a, 'CLAUDE.md', 'frontmatter_marker')[0]!.frozen, true);
  });
});
