// What every signal says about itself, whatever stage finds it: its name, the help a code-scanning
// rule shows, how severe the CI gate rates it, which evidence fields history adds, and the schema
// of its evidence. A signal module (scripts/scan/signals/) or the lifecycle pass's descriptors
// (scripts/scan/lifecycle/signals.ts) fill it once; the engine, the CI gate, the classifier's
// evidence, the proposers and scan.schema.json read it from there.

export type Severity = 'error' | 'warning' | 'note';
export const SEVERITIES: readonly Severity[] = ['error', 'warning', 'note'];

/**
 * The fields every hit has: `name` and `detail` always, `line` when it has one, `hint` when it never
 * shortlists alone, `copies` when installer copies of the doc repeat it (../scan/installer-copies.ts).
 */
export type HitBase = { name: string; detail: string; line?: number; hint?: true; copies?: string[] };
/** A hit of any signal: the base fields and any evidence (what a registry of many signals holds). */
export type AnyHit = HitBase & { [evidence: string]: unknown };

/** Every key of a hit type, across the members of a union (a signal with two shapes of evidence). */
export type HitKey<H> = H extends unknown ? keyof H & string : never;
/** The evidence fields of a hit type: its keys beyond the base fields. */
export type EvidenceKey<H> = Exclude<HitKey<H>, keyof HitBase>;

/** A JSON Schema (draft 2020-12) fragment, as scan.schema.json writes it. */
export type JsonSchema = { readonly [keyword: string]: unknown };

/**
 * The schema of a signal's evidence: the `then` of its `if name == ...` branch in scan.schema.json
 * (scripts/scan/signal-schema.ts writes it there). `properties` names exactly the evidence fields
 * of the hit type (the type checker holds the two together); `required` lists what every hit
 * carries; any other keyword (if/then/else, oneOf) says what a required list cannot.
 */
export type EvidenceSchema<H> = {
  description?: string;
  required: readonly HitKey<H>[];
  properties: { readonly [K in EvidenceKey<H>]-?: JsonSchema };
  readonly [keyword: string]: unknown;
};

/** How the CI gate rates a finding of the signal (a hint is a `note` wherever it stands). */
export interface SignalSeverity {
  /** In agent memory: what every session follows. */
  agent_memory: Severity;
  elsewhere: Severity;
}

export interface SignalInfo<H extends HitBase = AnyHit> {
  /** snake_case, the JSON name; the module file is its kebab-case, the export its camelCase. */
  name: H['name'];
  /** One sentence: what a hit says is wrong. */
  description: string;
  /** What to do about a hit: the help text of its code-scanning rule. */
  help: string;
  severity: SignalSeverity;
  /**
   * The evidence fields history adds (where a path went, which commit removed a name): left out of
   * the CI finding id, with the detail sentence that repeats them, so a finding keeps its id as
   * history grows or in a shallow clone. [] when the detail says only what is wrong.
   */
  history_fields: readonly HitKey<H>[];
  /** Fields a work bound decides (more look-ups elsewhere in the scan leave them out): left out of the classifier's digest. */
  bounded_fields?: readonly HitKey<H>[];
  schema: EvidenceSchema<H>;
}

/**
 * A signal as a registry of many holds it: the fields of SignalInfo with its evidence keys erased
 * to strings (spelled out, so each signal's own type is compared by its shape, not by variance).
 */
export interface RegisteredSignal {
  name: string;
  description: string;
  help: string;
  severity: SignalSeverity;
  history_fields: readonly string[];
  bounded_fields?: readonly string[];
  schema: { description?: string; required: readonly string[]; properties: { readonly [field: string]: JsonSchema }; readonly [keyword: string]: unknown };
}

/** The hit of a signal, narrowed by name (the artifact was validated against its schema). */
export function isHitOf<H extends HitBase>(info: SignalInfo<H>, hit: { name: string }): hit is H {
  return hit.name === info.name;
}
