// `hygiene: frozen` in a doc's frontmatter: the doc gets no bloat candidates (token_weight reads the
// set of frozen docs; frontmatter_marker reports the marker).
import type { ParsedDoc } from '../types.ts';

export function isFrozen(doc: { frontmatter: ParsedDoc['frontmatter'] }): boolean {
  return doc.frontmatter?.data?.hygiene === 'frozen';
}
