// The shape pass over proposals files: every file must be `{ "proposals": [...] }`; proposals are
// indexed globally across files (`proposals[2]` is the third proposal of all files, in the order
// given); a field a script computes is rejected, never overwritten; then the published schema.
// The checks against the working tree (shortlist, anchors, texts) are in ./check-against-tree.ts.
import proposalsSchema from '../contract/schemas/proposals.schema.json' with { type: 'json' };
import type { Violation } from '../shared/errors.ts';
import { compileSchema, schemaViolations } from '../validate/schema-pass.ts';
import type { Proposal } from '../contract/stage-types.ts';
import { isJsonObject } from '../shared/json-object.ts';
import { pushAll } from '../shared/arrays.ts';

export interface ProposalsSource {
  /** Where the proposals came from (a file path), for file-level messages. */
  name: string;
  value: unknown;
  /** Who wrote them: the scanner-proven proposers, or (the default) a classifier or a person. */
  origin?: ProposalOrigin;
}

export type ProposalOrigin = 'scanner' | 'classifier';

type Obj = Record<string, unknown>;

/** Fields a script computes, by where they may appear in a proposal. */
const COMPUTED_TOP = ['id', 'is_destructive', 'is_reversible', 'safety_tier', 'token_estimate', 'raw_tokens', 'weighted_tokens', 'injection_frequency', 'expected_sha256', 'generated_at'];
const COMPUTED_IN: Record<string, string[]> = {
  exact_edit: ['expected_sha256', 'is_destructive', 'is_reversible', 'safety_tier'],
  reducible_range: ['expected_sha256'],
  lifecycle: ['git_state'],
};

function computedFieldViolations(p: Obj, at: string): Violation[] {
  const out: Violation[] = [];
  const reject = (loc: string, field: string) =>
    out.push({
      location: loc,
      code: 'SCHEMA_VIOLATION',
      message: `${field} is computed by report-builder from the file and the kind table; a proposal must not carry it (rejected, not overwritten)`,
    });
  for (const f of COMPUTED_TOP) if (f in p) reject(`${at}.${f}`, f);
  for (const [obj, fields] of Object.entries(COMPUTED_IN)) {
    const o = p[obj];
    if (isJsonObject(o)) for (const f of fields) if (f in o) reject(`${at}.${obj}.${f}`, f);
  }
  return out;
}

export interface CollectedProposals {
  proposals: Proposal[];
  violations: Violation[];
  /** Which global indexes came from which source: proposals[start] .. proposals[start + count - 1]. */
  ranges: Array<{ name: string; start: number; count: number }>;
  /** Each proposal's origin, by global index. */
  origins: ProposalOrigin[];
}

/** "proposals[0]-[2]: a.json; proposals[3]: b.json" — maps global indexes back to their files. */
export function describeRanges(ranges: CollectedProposals['ranges']): string {
  return ranges
    .filter((r) => r.count > 0)
    .map((r) => `${r.count === 1 ? `proposals[${r.start}]` : `proposals[${r.start}]-[${r.start + r.count - 1}]`}: ${r.name}`)
    .join('; ');
}

/** Concatenates the proposals of every source and checks their shape. */
export function collectProposals(sources: readonly ProposalsSource[]): CollectedProposals {
  const violations: Violation[] = [];
  const all: unknown[] = [];
  const ranges: CollectedProposals['ranges'] = [];
  const origins: ProposalOrigin[] = [];
  for (const src of sources) {
    if (!isJsonObject(src.value) || !Array.isArray(src.value.proposals)) {
      violations.push({ location: src.name, code: 'SCHEMA_VIOLATION', message: 'a proposals file must be an object { "proposals": [ ... ] }' });
      continue;
    }
    const extra = Object.keys(src.value).filter((k) => k !== 'proposals');
    for (const k of extra) violations.push({ location: `${src.name}: ${k}`, code: 'SCHEMA_VIOLATION', message: 'unknown field' });
    ranges.push({ name: src.name, start: all.length, count: src.value.proposals.length });
    pushAll(all, src.value.proposals);
    for (let k = 0; k < src.value.proposals.length; k++) origins.push(src.origin ?? 'classifier');
  }
  const computed: Violation[] = [];
  all.forEach((p, i) => {
    if (isJsonObject(p)) pushAll(computed, computedFieldViolations(p, `proposals[${i}]`));
  });
  const said = new Set(computed.map((v) => v.location));
  pushAll(violations, computed);
  for (const v of schemaViolations(compileSchema(proposalsSchema as object), { proposals: all }))
    if (!said.has(v.location)) violations.push(v);
  return { proposals: all as Proposal[], violations, ranges, origins };
}
