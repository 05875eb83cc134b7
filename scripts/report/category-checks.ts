// A classifier files a proposal under a category its findings allow (the classifier contract's
// categories per signal): a broken link is stale, not bloat; a doc too heavy for every session is
// bloat. A proposal citing no finding that has a category is not checked here. Scanner-proven
// proposals are the proposers' own and are not checked either. Each rejection is located.
import type { Violation } from '../shared/errors.ts';
import type { Proposal } from '../contract/stage-types.ts';
import { categoriesFor } from '../contract/classifier-contract.ts';
import type { ProposalOrigin } from './check-proposals.ts';

export function categoryViolations(proposals: readonly Proposal[], origins: readonly ProposalOrigin[] = []): Violation[] {
  const out: Violation[] = [];
  proposals.forEach((p, i) => {
    if ((origins[i] ?? 'classifier') !== 'classifier') return;
    const names = [...new Set(p.signals.map((s) => s.name))];
    const allowed = categoriesFor(names);
    if (!allowed || allowed.some((c) => c.class === p.category.class && c.subtype === p.category.subtype)) return;
    const said = [...new Set(allowed.map((c) => `${c.class}/${c.subtype}`))].join(', ');
    out.push({
      location: `proposals[${i}].category`,
      code: 'SCHEMA_VIOLATION',
      message: `${p.category.class}/${p.category.subtype} is not a category of the findings it cites (${names.join(', ')}: ${said})`,
    });
  });
  return out;
}
