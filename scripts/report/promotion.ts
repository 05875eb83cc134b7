// promotion_candidates, computed by the report stage with no model: for every entry whose lifecycle
// evidence is a classifier-judged `served_when` (from the project's own rules), each convention the
// project has not adopted whose rule covers the entry's path -> { path, name, pitch }. Adopting it
// turns the judgment into scanner-proven evidence. Empty, never omitted, when nothing applies.
import { minimatch } from 'minimatch';
import type { Entry, PromotionCandidate } from '../contract/types.ts';
import { CONVENTIONS, type Convention } from '../lifecycle/conventions.ts';
import { isExcluded } from '../lifecycle/rules.ts';
import { byCodeUnit } from '../shared/order.ts';
import { wholeOf } from '../contract/types.ts';

const GLOB = { dot: true } as const;

/** Whether a convention covers a path of the given kind: its rule acts on that kind, applies_to and no exclude. */
export function conventionCovers(c: Convention, path: string, kind: 'file' | 'directory'): boolean {
  const ruleKind = c.rule.dirs !== undefined ? 'directory' : 'file';
  return ruleKind === kind && c.applies_to.some((g) => minimatch(path, g, GLOB)) && !isExcluded(path, c.rule.exclude);
}

/** Built-in checks (openspec:...) and adopted conventions (convention:...) are not the project's rules. */
const isProjectRule = (ruleRef: string) => !ruleRef.includes(':');

export function promotionCandidates(
  entries: readonly Pick<Entry, 'path' | 'lifecycle' | 'exact_edit'>[],
  adopted: readonly string[],
  catalog: readonly Convention[] = CONVENTIONS,
): PromotionCandidate[] {
  const out: PromotionCandidate[] = [];
  const seen = new Set<string>();
  for (const e of entries) {
    const lc = e.lifecycle;
    if (!lc || typeof lc.served_when !== 'string' || !isProjectRule(lc.rule_ref)) continue;
    const anchor = e.exact_edit?.anchor;
    const kind = wholeOf(anchor) === 'directory' ? 'directory' : 'file';
    for (const c of catalog) {
      if (adopted.includes(c.name) || !conventionCovers(c, e.path, kind)) continue;
      const key = `${e.path}\0${c.name}`;
      if (seen.has(key)) continue;
      seen.add(key);
      out.push({ path: e.path, name: c.name, pitch: c.pitch });
    }
  }
  return out.sort((a, b) => (byCodeUnit(a.path, b.path) || byCodeUnit(a.name, b.name)));
}
