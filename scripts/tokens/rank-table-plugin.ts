// Build step (scripts/build.ts): gpt-tokenizer ships cl100k_base's 100,256 ranks as one JavaScript array
// literal of 1.3 MB, which node compiles at every start of a script that counts tokens. The same table as
// one ASCII string split at run time compiles in a fraction of that time (a string is scanned, not parsed
// into 100k elements; ASCII skips the UTF-8 decoding of the source). The few ranks that are byte arrays
// (tokens that are not valid UTF-8) are set back by index. The build fails if the table comes out changed.
// The encoder's constructor also counts the table with Object.keys(), 100k strings made to read one
// length (~30 ms); the table is a dense array, so its length is the same number.
import type { Plugin } from 'esbuild';
import { isDeepStrictEqual } from 'node:util';
import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

const ENCODER = /[\\/]gpt-tokenizer[\\/]esm[\\/]BytePairEncodingCore\.js$/;
const KEY_COUNT = 'Object.keys(bytePairRankDecoder).length';
const RANK_TABLE = /[\\/]gpt-tokenizer[\\/]esm[\\/]bpeRanks[\\/]cl100k_base\.js$/;
/** A character no rank contains (checked at build time). */
const SEP = '\uffff';

type Ranks = Array<string | number[]>;

/** Non-ASCII as \u escapes, so the emitted source is pure ASCII. */
const ascii = (s: string) => s.replace(/[\u0080-\uffff]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);

export function compactRankSource(ranks: Ranks): string {
  const bytes: Record<number, number[]> = {};
  const parts = ranks.map((r, i) => {
    if (typeof r === 'string') {
      if (r.includes(SEP)) throw new Error(`rank ${i} contains the separator U+FFFF`);
      return r;
    }
    bytes[i] = r;
    return '';
  });
  return ascii(
    `const bpe = ${JSON.stringify(parts.join(SEP))}.split(${JSON.stringify(SEP)});\n` +
      `for (const [i, b] of Object.entries(${JSON.stringify(bytes)})) bpe[+i] = b;\n` +
      'export default bpe;\n',
  );
}

export const compactRankTable: Plugin = {
  name: 'compact-rank-table',
  setup(b) {
    b.onLoad({ filter: RANK_TABLE }, async (args) => {
      const ranks = (await import(pathToFileURL(args.path).href)).default as Ranks;
      const contents = compactRankSource(ranks);
      const back = (await import(`data:text/javascript;base64,${Buffer.from(contents).toString('base64')}`)).default as Ranks;
      if (!isDeepStrictEqual(back, ranks)) throw new Error(`the compacted rank table of ${args.path} differs from the original`);
      return { contents, loader: 'js' };
    });
    b.onLoad({ filter: ENCODER }, (args) => {
      const source = readFileSync(args.path, 'utf8');
      if (source.split(KEY_COUNT).length !== 2) throw new Error(`${args.path}: expected one ${KEY_COUNT} (gpt-tokenizer changed: revisit scripts/tokens/rank-table-plugin.ts)`);
      return { contents: source.replace(KEY_COUNT, 'bytePairRankDecoder.length'), loader: 'js' };
    });
  },
};
