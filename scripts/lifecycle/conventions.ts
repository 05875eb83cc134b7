// Conventions shipped with the plugin (../config/conventions.json): a name, a one-line pitch, the paths it
// applies to, and the deterministic rule (with a served_when_path) that adopting it adds to the
// rulebook. A project adopts one by listing its name under `conventions:` in .dochygiene.yaml.
import catalogJson from '../config/conventions.json' with { type: 'json' };
import { HygieneError } from '../shared/errors.ts';
import { unknownConventionViolations } from '../config/convention-names.ts';
import type { LifecycleRule } from '../config/config-types.ts';

export interface Convention {
  name: string;
  pitch: string;
  /** Globs of the paths (folders for a `dirs` rule, files for a `files` rule) the convention covers. */
  applies_to: string[];
  rule: Omit<LifecycleRule, 'id'> & { served_when_path: string };
  why: string;
}

export const CONVENTIONS: readonly Convention[] = Object.freeze((catalogJson as { conventions: Convention[] }).conventions);

/** The rule_ref of an adopted convention's rule (never a valid config rule id, so never ambiguous). */
export function conventionRuleRef(name: string): string {
  return `convention:${name}`;
}

export function findConvention(name: string, catalog: readonly Convention[] = CONVENTIONS): Convention | undefined {
  return catalog.find((c) => c.name === name);
}

/** The rules of the adopted conventions, in the order adopted; an unknown name is a config error. */
export function adoptedConventionRules(adopted: readonly string[], catalog: readonly Convention[] = CONVENTIONS): LifecycleRule[] {
  // A loaded config was checked already (../config/load-config.ts); a list from elsewhere gets the same check.
  const unknown = unknownConventionViolations(adopted, catalog.map((c) => c.name));
  if (unknown.length) throw new HygieneError('CONFIG', `invalid configuration\n${unknown.map((v) => `.dochygiene.yaml: ${v.location}: ${v.message}`).join('\n')}`);
  return adopted.map((n) => {
    const c = findConvention(n, catalog)!;
    return { id: conventionRuleRef(c.name), ...structuredClone(c.rule) } as LifecycleRule;
  });
}
