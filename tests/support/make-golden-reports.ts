// Regenerates the schema fixtures in examples/golden/ (valid_report.json, invalid/*.json and
// invalid/expected.json). Run by hand with `npx tsx tests/support/make-golden-reports.ts`, then
// review the diff: expected messages are never blessed silently.
import { readFileSync, writeFileSync, rmSync, mkdirSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { derivedFields } from '../../scripts/contract/tier.ts';
import { entryId } from '../../scripts/contract/entry-id.ts';
const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const H = (c: string) => c.repeat(64);
const base = (e: any) => {
  const d = derivedFields({ op_type: e.op_type, kind: e.exact_edit?.kind, lifecycle: e.lifecycle });
  const out: any = { id: '', path: e.path, category: e.category, signals: e.signals, op: e.op, op_type: e.op_type, ...d };
  if (e.exact_edit) out.exact_edit = e.exact_edit;
  if (e.reducible_range) out.reducible_range = e.reducible_range;
  out.token_estimate = e.token_estimate;
  if (e.lifecycle) out.lifecycle = e.lifecycle;
  if (e.confidence !== undefined) out.confidence = e.confidence;
  out.generated_at = '2026-11-29T10:00:01Z';
  out.id = entryId(out);
  return out;
};
const entries = [
  { path: 'docs/setup.md', category: { class: 'stale', subtype: 'orphaned' }, signals: [{ name: 'broken_reference', detail: 'links scripts/old.py (missing)', line: 41 }],
    op: 'Remove the orphaned section about scripts/old.py (lines 40-52).', op_type: 'deterministic',
    exact_edit: { kind: 'delete-range', anchor: { start_line: 40, end_line: 52 }, expected_sha256: H('a') },
    token_estimate: { raw_tokens: 180, injection_frequency: 'on-demand', weighted_tokens: 0 }, confidence: 0.9 },
  { path: 'docs/design-v1.md', category: { class: 'stale', subtype: 'superseded' }, signals: [{ name: 'frontmatter_marker', detail: 'status: superseded', line: 2 }],
    op: 'Move the superseded design to docs/archive/design-v1.md.', op_type: 'deterministic',
    exact_edit: { kind: 'move-to-archive', anchor: { start_line: 1, end_line: 120 }, dest_path: 'docs/archive/design-v1.md', expected_sha256: H('b') },
    token_estimate: { raw_tokens: 2400, injection_frequency: 'on-demand', weighted_tokens: 0 } },
  { path: 'docs/plans/search.md', category: { class: 'stale', subtype: 'completed-in-place' }, signals: [{ name: 'frontmatter_marker', detail: 'every task box ticked', line: 10 }],
    op: 'Freeze the completed plan with hygiene: frozen.', op_type: 'deterministic',
    exact_edit: { kind: 'insert-frontmatter', key: 'hygiene', value: 'frozen' },
    token_estimate: { raw_tokens: 0, injection_frequency: 'on-demand', weighted_tokens: 0 } },
  { path: 'CLAUDE.md', category: { class: 'stale', subtype: 'contradicted' }, signals: [{ name: 'broken_reference', detail: 'links scripts/build.sh, renamed to tools/build.sh', line: 7, renamed_to: 'tools/build.sh' }],
    op: 'Point the link at tools/build.sh, where the script now lives.', op_type: 'deterministic',
    exact_edit: { kind: 'replace-text', anchor: { start_line: 7, end_line: 7 }, match: '(scripts/build.sh)', replacement: '(tools/build.sh)', expected_sha256: H('c') },
    token_estimate: { raw_tokens: 3, injection_frequency: 'per-session', weighted_tokens: 3 } },
  { path: 'AGENTS.md', category: { class: 'stale', subtype: 'duplicated' }, signals: [{ name: 'duplicate_block', detail: 'lines 12-20 also in CLAUDE.md:30-38', line: 12 }],
    op: 'Remove the block duplicated from CLAUDE.md lines 30-38.', op_type: 'deterministic',
    exact_edit: { kind: 'dedupe', anchor: { start_line: 12, end_line: 20 }, canonical_ref: { path: 'CLAUDE.md', start_line: 30, end_line: 38 }, expected_sha256: H('d') },
    token_estimate: { raw_tokens: 150, injection_frequency: 'on-demand', weighted_tokens: 0 } },
  { path: 'openspec/changes/add-search', category: { class: 'stale', subtype: 'completed-in-place' }, signals: [{ name: 'lifecycle', detail: 'archived copy openspec/changes/archive/2026-10-01-add-search exists' }],
    op: 'Delete the leftover change folder; its archived copy exists.', op_type: 'deterministic',
    exact_edit: { kind: 'delete', anchor: { whole: 'directory' }, expected_sha256: H('e') },
    lifecycle: { rule_ref: 'openspec-leftovers', lifetime: 'delete-once-served', served_when_path: 'openspec/changes/archive/*-{name}', served_by: 'openspec/changes/archive/2026-10-01-add-search', git_state: { tracked: true, clean: true } },
    token_estimate: { raw_tokens: 900, injection_frequency: 'on-demand', weighted_tokens: 0 } },
  { path: 'docs/plans/billing.md', category: { class: 'stale', subtype: 'completed-in-place' }, signals: [{ name: 'lifecycle', detail: 'rule plans: served when the feature has shipped' }],
    op: 'Extract the decisions into docs/decisions.md, then delete the served plan.', op_type: 'deterministic',
    exact_edit: { kind: 'extract-then-delete', anchor: { whole: 'file' }, extraction_target: 'repo-durable', target_path: 'docs/decisions.md', expected_sha256: H('f') },
    lifecycle: { rule_ref: 'plans', lifetime: 'delete-once-served', served_when: 'the feature the plan describes has shipped', git_state: { tracked: true, clean: true } },
    token_estimate: { raw_tokens: 1300, injection_frequency: 'on-demand', weighted_tokens: 0 }, confidence: 0.8 },
  { path: 'CLAUDE.md', category: { class: 'bloat', subtype: 'distill' }, signals: [{ name: 'token_weight', detail: '4,812 tokens loaded every session (budget 2,000)' }],
    op: 'Condense the architecture narrative (lines 60-140) to a short summary.', op_type: 'generative',
    reducible_range: { start_line: 60, end_line: 140, expected_sha256: H('c') },
    token_estimate: { raw_tokens: 2100, injection_frequency: 'per-session', weighted_tokens: 2100 }, confidence: 0.7 },
].map(base);
const report = {
  schema_version: '1.0', tool_version: '0.1.0', policy_version: '1', generated_at: '2026-11-29T10:00:00Z',
  scan: { project_root: '/home/user/project', scope_globs: ['**/*.md', 'CLAUDE.md'], excluded_dirs: ['build', 'vendor', 'archive', 'graphify-out', '.dochygiene', 'node_modules', '.git'], files_scanned: 42, scope: null, category_filter: null, notes: [] },
  shortlist: ['AGENTS.md', 'CLAUDE.md', 'README.md', 'docs/design-v1.md', 'docs/plans/billing.md', 'docs/plans/search.md', 'docs/setup.md', 'openspec/changes/add-search'],
  entries,
  promotion_candidates: [{ path: 'docs/plans/billing.md', name: 'plan-done-marker', pitch: 'Mark a shipped plan with a DONE file so doc-hygiene can delete it without asking.' }],
};
writeFileSync(ROOT + '/examples/golden/valid_report.json', JSON.stringify(report, null, 2) + '\n');

import { validateReport } from "../../scripts/validate/validate-report.ts";
import { formatViolation } from "../../scripts/shared/errors.ts";
import { INVALID_GOLDENS } from "./invalid-goldens.ts";
const valid = JSON.parse(readFileSync(ROOT + '/examples/golden/valid_report.json', 'utf8'));
const dir = ROOT + '/examples/golden/invalid';
const failures: string[] = [];
const fixtures: Array<[string, unknown]> = [];
const expected: Record<string, string> = {};
for (const g of INVALID_GOLDENS) {
  const r = structuredClone(valid); g.mutate(r);
  const got = validateReport(r).map(formatViolation);
  // A case is never dropped nor its expectation blessed from the output: it gives exactly its expected message or the run fails.
  if (got.length !== 1 || got[0] !== g.expect) failures.push(`${g.file}: expected [${g.expect}], the validator gives ${JSON.stringify(got)}`);
  fixtures.push([g.file, r]);
  expected[g.file] = g.expect;
}
if (failures.length) {
  console.error(failures.join('\n'));
  process.exit(1);
}
rmSync(dir, { recursive: true, force: true }); mkdirSync(dir);
for (const [file, r] of fixtures) writeFileSync(`${dir}/${file}`, JSON.stringify(r, null, 2) + '\n');
writeFileSync(`${dir}/expected.json`, JSON.stringify(expected, null, 2) + '\n');

// invalid_report.json: several violations at once (the validator must list every one).
{
  const r = structuredClone(valid);
  r.entries[0].safety_tier = 'auto';
  r.entries[1].exact_edit.dest_path = '../outside/x.md';
  r.entries[1].id = entryId(r.entries[1]);
  r.entries[3].exact_edit.kind = 'rewrite';
  r.entries[3].id = entryId(r.entries[3]);
  writeFileSync(ROOT + '/examples/golden/invalid_report.json', JSON.stringify(r, null, 2) + '\n');
}
