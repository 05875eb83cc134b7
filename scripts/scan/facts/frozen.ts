// `hygiene: frozen` in a doc's frontmatter: the doc gets no bloat candidates (token_weight reads the
// set of frozen docs; frontmatter_marker reports the marker).
import type { ParsedDoc } from '../types.ts';
import type { DocFact } from './fact.ts';

export function isFrozen(doc: { frontmatter: ParsedDoc['frontmatter'] }): boolean {
  return doc.frontmatter?.data?.hygiene === 'frozen';
}

export const frozenFact: DocFact<'frozen'> = {
  need: 'frozen',
  stage: 'doc',
  gather() {
    const frozen = new Set<string>();
    return {
      archived: false,
      outside_scope: false,
      add(doc) {
        if (isFrozen(doc)) frozen.add(doc.path);
      },
      done: () => ({ frozen }),
    };
  },
};
