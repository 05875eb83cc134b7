// The classifier goldens (check design seed, D7): hermetic, no model. The live classification
// regression (a real check on input/, diffed) is a separate, manually run harness.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { runScript } from '../support/run.ts';
import { CLASSIFIER_GOLDENS, buildGolden, goldenCases } from './make-classifier-goldens.ts';

const cases = goldenCases();
const expected = (name: string) => JSON.parse(readFileSync(join(CLASSIFIER_GOLDENS, name, 'expected.json'), 'utf8'));
const stable = (e: any) => ({ path: e.path, category: e.category, op_type: e.op_type, safety_tier: e.safety_tier, kind: e.exact_edit?.kind ?? null });

describe('Classifier Goldens Are Hermetic', () => {
  it('holds the five cases of the check design and a stale command', () => {
    assert.deepEqual(cases, ['1-orphaned', '2-superseded', '3-completed-in-place', '4-duplicated', '5-distill', '6-stale-command']);
    const kinds = cases.map((c) => expected(c).entries.map((e: any) => `${e.category.subtype}:${e.exact_edit?.kind ?? 'generative'}:${e.safety_tier}`));
    assert.deepEqual(kinds, [
      ['orphaned:delete-range:confirm'],
      ['superseded:move-to-archive:auto'],
      ['completed-in-place:insert-frontmatter:auto'],
      ['duplicated:dedupe:auto'],
      ['distill:generative:confirm'],
      ['contradicted:generative:confirm'],
    ]);
    for (const c of cases) for (const f of ['input', 'proposals.json', 'expected.json', 'notes.md']) assert.ok(existsSync(join(CLASSIFIER_GOLDENS, c, f)), `${c}/${f}`);
  });

  it('The scanner emits the golden signals', () => {
    for (const c of cases) {
      const { scan } = buildGolden(c);
      for (const e of expected(c).entries) {
        const emitted = new Set((scan.signals[e.path] ?? []).map((s: any) => s.name));
        for (const s of e.signals) assert.ok(emitted.has(s.name), `${c}: the scanner did not emit ${s.name} on ${e.path}`);
        assert.ok(scan.shortlist.includes(e.path), `${c}: ${e.path} not shortlisted`);
      }
    }
  });

  it('Every golden expected report is valid', () => {
    for (const c of cases) {
      const r = runScript('validate-report.mjs', [join(CLASSIFIER_GOLDENS, c, 'expected.json')]);
      assert.equal(r.code, 0, `${c}: ${r.stdout}`);
    }
  });

  it('The builder reproduces the golden stable fields', (t) => {
    for (const c of cases) {
      const built = buildGolden(c);
      assert.equal(built.code, 0, `${c}: ${built.stderr}`);
      const want = expected(c).entries;
      assert.deepEqual(built.report.entries.map(stable), want.map(stable), c);
      // The input is static, so its digests are stable too.
      assert.deepEqual(
        built.report.entries.map((e: any) => e.exact_edit?.expected_sha256 ?? e.reducible_range?.expected_sha256 ?? null),
        want.map((e: any) => e.exact_edit?.expected_sha256 ?? e.reducible_range?.expected_sha256 ?? null),
        `${c}: input/ changed since expected.json was made`,
      );
      // Anchors and op prose are advisory: a difference is flagged for review, not failed.
      built.report.entries.forEach((e: any, i: number) => {
        const w = want[i];
        if (JSON.stringify(e.exact_edit?.anchor ?? e.reducible_range) !== JSON.stringify(w.exact_edit?.anchor ?? w.reducible_range) || e.op !== w.op)
          t.diagnostic(`${c}: entries[${i}] anchor or op differs from expected.json (advisory)`);
      });
    }
  });
});
