// The one check of `conventions:` names against the catalog the plugin ships (./conventions.json):
// the config loader reports it (located, with the line), and the lifecycle rulebook refuses an
// unvalidated list with the same words.
import catalogJson from './conventions.json' with { type: 'json' };
import type { Violation } from '../shared/errors.ts';

export const CONVENTION_NAMES: readonly string[] = Object.freeze((catalogJson as { conventions: { name: string }[] }).conventions.map((c) => c.name));

/** One violation per adopted name the catalog does not ship, located as `conventions[i]`. */
export function unknownConventionViolations(adopted: readonly unknown[], known: readonly string[] = CONVENTION_NAMES): Violation[] {
  const out: Violation[] = [];
  adopted.forEach((name, i) => {
    if (typeof name === 'string' && !known.includes(name))
      out.push({ location: `conventions[${i}]`, code: 'CONFIG', message: `unknown convention "${name}" (known: ${known.join(', ')})` });
  });
  return out;
}
