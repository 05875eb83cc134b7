// Local token counting with gpt-tokenizer (no network). The encoding is loaded lazily, on the first
// call to loadTokenCounter(), so a script that never counts never pays for it (see MEASURED.md).
// Counts approximate Claude's tokenizer: neither OpenAI encoding is Claude's, and both are close
// enough to rank docs and size savings, not to bill by.
//
// cl100k_base rather than o200k_base: it loads in about half the time (MEASURED.md: 132 ms against
// 200 ms; bench/pipeline.ts measures both), takes 80 MB of memory against 104 MB and a 1.3 MB
// chunk against 3.4 MB, and on English Markdown the two count within 1% of each other.

export const TOKEN_ENCODING = 'cl100k_base';

export type CountTokens = (text: string) => number;

let loading: Promise<CountTokens> | undefined;

export function loadTokenCounter(): Promise<CountTokens> {
  loading ??= import('gpt-tokenizer/encoding/cl100k_base').then((mod) => {
    // Text that happens to spell a special token (e.g. "<|endoftext|>") is counted as plain text.
    const opts = { disallowedSpecial: new Set<string>() };
    return (text: string) => (text.length === 0 ? 0 : mod.countTokens(text, opts));
  });
  return loading;
}
