// Whether a text holds a term as a whole name: not preceded or followed by a letter, a digit or an
// underscore, the test `(?<![A-Za-z0-9_])term(?![A-Za-z0-9_])` makes, for many terms against one
// text in time linear in the text and the terms. A regular expression per term made a doc naming
// 100,000 flags scan its 2 MB earlier text 100,000 times.
//
// A term that starts and ends with a name character can only match at the start of a run of name
// characters and end at the end of one, spanning exactly as many runs as it has: every span of
// `k` consecutive runs of the text (with what separates them) is kept in a set, built once per `k`.

const NAME_CHAR = /[A-Za-z0-9_]/;
const RUN = /[A-Za-z0-9_]+/g;
/** Terms with more name runs than this are tested one by one (rare: `a.b.c.d.e.f.g`). */
const MAX_RUNS = 6;

export class BoundedTerms {
  private readonly starts: number[] = [];
  private readonly ends: number[] = [];
  private readonly spans = new Map<number, Set<string>>();

  constructor(private readonly text: string) {
    for (const m of text.matchAll(RUN)) {
      this.starts.push(m.index);
      this.ends.push(m.index + m[0].length);
    }
  }

  has(term: string): boolean {
    if (term === '') return false;
    const k = (term.match(RUN) ?? []).length;
    if (k === 0 || k > MAX_RUNS || !NAME_CHAR.test(term[0]!) || !NAME_CHAR.test(term[term.length - 1]!)) return this.test(term);
    let set = this.spans.get(k);
    if (!set) {
      set = new Set();
      for (let i = 0; i + k <= this.starts.length; i++) set.add(this.text.slice(this.starts[i], this.ends[i + k - 1]));
      this.spans.set(k, set);
    }
    return set.has(term);
  }

  /** The term tested on its own, as the regular expression does. */
  private test(term: string): boolean {
    return new RegExp(`(?<![A-Za-z0-9_])${term.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![A-Za-z0-9_])`).test(this.text);
  }
}
