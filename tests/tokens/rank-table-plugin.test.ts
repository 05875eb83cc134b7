// The build's compacted cl100k_base table (scripts/tokens/rank-table-plugin.ts): the same ranks as
// gpt-tokenizer's own, so the compiled scripts count the same tokens, in ASCII source.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { compactRankSource } from '../../scripts/tokens/rank-table-plugin.ts';
import { DIST } from '../support/run.ts';

const load = async (source: string) => (await import(`data:text/javascript;base64,${Buffer.from(source).toString('base64')}`)).default as unknown;

describe('compacted rank table', () => {
  it('round-trips strings, non-ASCII text, newlines, empty strings and byte-array ranks in place, as ASCII source', async () => {
    const ranks = ['!', ' the', 'é€', '日本', '\n\n', '\u0000', '', [161], 'x', [255, 254]];
    const source = compactRankSource(ranks);
    assert.ok(/^[\x00-\x7f]*$/.test(source), 'pure ASCII');
    assert.deepEqual(await load(source), ranks);
  });

  it('refuses a rank that contains the separator', () => {
    assert.throws(() => compactRankSource(['a', 'b\uffffc']), /rank 1 contains the separator/);
  });

  it("the built tokenizer encodes text exactly as gpt-tokenizer's own cl100k_base does", async () => {
    const chunk = readdirSync(join(DIST, 'chunks')).find((f) => f.startsWith('cl100k_base-'));
    assert.ok(chunk, 'dist/chunks holds the tokenizer');
    const built = (await import(pathToFileURL(join(DIST, 'chunks', chunk)).href)) as typeof import('gpt-tokenizer/encoding/cl100k_base');
    const own = await import('gpt-tokenizer/encoding/cl100k_base');
    const opts = { disallowedSpecial: new Set<string>() };
    const text = readFileSync(new URL('../../README.md', import.meta.url), 'utf8') + ' é€ ÿ 日本語 😀 \u0000 <|endoftext|> \t\r\n'.repeat(20);
    assert.deepEqual(built.encode(text, opts), own.encode(text, opts));
    assert.equal(built.vocabularySize, own.vocabularySize);
  });
});
