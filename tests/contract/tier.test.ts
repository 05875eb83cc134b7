import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { deriveSafetyTier, derivedFields, lifecycleEvidence, type LifecycleEvidence } from '../../scripts/contract/tier.ts';
import { EDIT_KINDS, KIND_TABLE } from '../../scripts/contract/kind-table.ts';

describe('Safety-Tier Is Derived Deterministically', () => {
  it('Function can never emit auto for a generative or destructive op', () => {
    const evidences: (LifecycleEvidence | 'none')[] = ['none', 'scanner-proven', 'classifier-judged', 'unknown'];
    let autos = 0;
    let total = 0;
    for (const op of ['deterministic', 'generative'] as const)
      for (const d of [false, true])
        for (const r of [false, true])
          for (const ev of evidences)
            for (const tracked of [false, true])
              for (const clean of [false, true]) {
                total++;
                const lc = ev === 'none' ? undefined : { evidence: ev, tracked, clean };
                const tier = deriveSafetyTier(op, d, r, lc);
                // The exact table of the seeds, written out independently of the implementation.
                let expected: 'auto' | 'confirm' = 'confirm';
                if (op === 'deterministic') {
                  if (ev === 'none') expected = !d && r ? 'auto' : 'confirm';
                  else expected = ev === 'scanner-proven' && tracked && clean ? 'auto' : 'confirm';
                }
                assert.equal(tier, expected, `${op} d=${d} r=${r} ev=${ev} tracked=${tracked} clean=${clean}`);
                if (tier === 'auto') autos++;
              }
    assert.equal(total, 128);
    // 4 (no lifecycle: det, !d, r, any tracked/clean) + 4 (scanner-proven, tracked, clean, any d/r)
    assert.equal(autos, 8);
  });

  it('A lifecycle delete with classifier-judged evidence always derives to confirm', () => {
    for (const tracked of [false, true])
      for (const clean of [false, true]) {
        const lifecycle = { lifetime: 'delete-once-served', served_when: 'the feature shipped', git_state: { tracked, clean } };
        assert.equal(lifecycleEvidence(lifecycle), 'classifier-judged');
        for (const kind of ['delete', 'extract-then-delete'])
          assert.equal(derivedFields({ op_type: 'deterministic', kind, lifecycle }).safety_tier, 'confirm');
      }
  });

  it('A lifecycle delete on a dirty or untracked path derives to confirm', () => {
    const proven = { lifetime: 'delete-once-served', served_when_path: 'archive/*-{name}', served_by: 'archive/2026-x' };
    const cases: [boolean, boolean, string][] = [[true, true, 'auto'], [true, false, 'confirm'], [false, true, 'confirm'], [false, false, 'confirm']];
    for (const [tracked, clean, tier] of cases) {
      const d = derivedFields({ op_type: 'deterministic', kind: 'delete', lifecycle: { ...proven, git_state: { tracked, clean } } });
      assert.equal(d.safety_tier, tier, `tracked=${tracked} clean=${clean}`);
      assert.equal(d.is_reversible, tracked && clean);
    }
    // A served_when_path that nothing satisfied is not proof.
    assert.equal(derivedFields({ op_type: 'deterministic', kind: 'delete', lifecycle: { lifetime: 'delete-once-served', served_when_path: 'x', git_state: { tracked: true, clean: true } } }).safety_tier, 'confirm');
    // No git state known: never auto.
    assert.equal(derivedFields({ op_type: 'deterministic', kind: 'delete', lifecycle: { lifetime: 'temporary', age_days: 90 } }).safety_tier, 'confirm');
    assert.equal(derivedFields({ op_type: 'deterministic', kind: 'delete', lifecycle: { lifetime: 'temporary', age_days: 90, git_state: { tracked: true, clean: true } } }).safety_tier, 'auto');
  });

  it('Kind characterization feeds the safety-tier derivation', () => {
    const expected: Record<string, string> = {
      'delete-range': 'confirm', 'move-to-archive': 'auto', 'insert-frontmatter': 'auto', 'replace-text': 'auto', dedupe: 'auto', delete: 'confirm', 'extract-then-delete': 'confirm',
    };
    for (const kind of EDIT_KINDS) assert.equal(derivedFields({ op_type: 'deterministic', kind }).safety_tier, expected[kind], kind);
    assert.deepEqual(Object.keys(KIND_TABLE).sort(), [...EDIT_KINDS].sort());
    assert.equal(derivedFields({ op_type: 'generative' }).safety_tier, 'confirm');
    assert.equal(derivedFields({ op_type: 'deterministic', kind: 'no-such-kind' }).safety_tier, 'confirm');
  });
});
