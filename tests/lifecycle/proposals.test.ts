// Deterministic lifecycle proposals, the rulebook check on proposals, conventions and promotion
// candidates: pure functions over scan artifacts and entries.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { proposeLifecycle, judgedCandidates } from '../../scripts/lifecycle/propose.ts';
import { lifecycleProposalViolations } from '../../scripts/report/lifecycle-checks.ts';
import { CONVENTIONS, adoptedConventionRules } from '../../scripts/lifecycle/conventions.ts';
import { promotionCandidates } from '../../scripts/report/promotion.ts';
import { parseConfigText } from '../../scripts/config/load-config.ts';
import type { Proposal, ScanSignal } from '../../scripts/contract/stage-types.ts';
import type { Entry } from '../../scripts/contract/types.ts';
import { gitRepo, runScript } from '../support/run.ts';

const served = (path_kind: 'file' | 'directory', extra: Record<string, unknown> = {}): ScanSignal => ({
  name: 'lifecycle',
  detail: 'served',
  rule_ref: 'plans',
  lifetime: 'delete-once-served',
  path_kind,
  on_served: 'delete',
  served_when_path: 'plans/done/{name}.md',
  served_by: 'plans/done/a.md',
  ...extra,
});
const judged: ScanSignal = {
  name: 'lifecycle',
  detail: 'judge',
  rule_ref: 'ideas',
  lifetime: 'delete-once-served',
  path_kind: 'file',
  on_served: 'delete',
  served_when: 'the feature has shipped',
};
const temp: ScanSignal = { name: 'lifecycle', detail: 'temporary', rule_ref: 'scratch', lifetime: 'temporary', path_kind: 'file', age_days: 45 };

describe('Deterministic Lifecycle Proposals', () => {
  it('A served doc is deleted, or extracted then deleted', () => {
    const proposals = proposeLifecycle({
      signals: {
        'plans/a.md': [served('file')],
        'plans/b.md': [served('file', { served_by: 'plans/done/b.md', on_served: 'extract-then-delete', extract_to: 'docs/decisions.md' })],
        'plans/c.md': [served('file', { served_by: 'plans/done/c.md', on_served: 'extract-then-delete', extract_to: 'cross-repo' })],
      },
    });
    assert.deepEqual(proposals[0], {
      path: 'plans/a.md',
      category: { class: 'stale', subtype: 'completed-in-place' },
      signals: [{ name: 'lifecycle', detail: 'served' }],
      op: 'Delete the file plans/a.md: it has been served: plans/done/a.md exists (rule plans).',
      op_type: 'deterministic',
      exact_edit: { kind: 'delete', anchor: { whole: 'file' } },
      lifecycle: { rule_ref: 'plans', lifetime: 'delete-once-served', served_when_path: 'plans/done/{name}.md', served_by: 'plans/done/a.md' },
    });
    assert.deepEqual(proposals[1]!.exact_edit, { kind: 'extract-then-delete', anchor: { whole: 'file' }, extraction_target: 'repo-durable', target_path: 'docs/decisions.md' });
    assert.deepEqual(proposals[2]!.exact_edit, { kind: 'extract-then-delete', anchor: { whole: 'file' }, extraction_target: 'cross-repo' });
    const [folder] = proposeLifecycle({ signals: { 'openspec/changes/add-x': [served('directory', { served_by: 'openspec/changes/archive/2025-01-02-add-x', contents: ['proposal.md', 'tasks.md'] })] } });
    assert.equal(folder!.op, 'Delete the directory openspec/changes/add-x (2 files: proposal.md, tasks.md): it has been served: openspec/changes/archive/2025-01-02-add-x exists (rule plans).');
    assert.deepEqual(folder!.exact_edit, { kind: 'delete', anchor: { whole: 'directory' } });
  });

  it('A temporary doc past retention is deleted', () => {
    const [p] = proposeLifecycle({ signals: { 'notes/tmp-a.md': [temp] } });
    assert.deepEqual(p!.lifecycle, { rule_ref: 'scratch', lifetime: 'temporary', age_days: 45 });
    assert.deepEqual(p!.exact_edit, { kind: 'delete', anchor: { whole: 'file' } });
    assert.deepEqual(p!.category, { class: 'stale', subtype: 'provisional' });
  });

  it('A served_when doc gets no deterministic proposal', () => {
    assert.deepEqual(proposeLifecycle({ signals: { 'ideas/x.md': [judged] } }), []);
    const [c] = judgedCandidates({ signals: { 'ideas/x.md': [judged] } });
    assert.deepEqual(c!.proposal_if_served.lifecycle, { rule_ref: 'ideas', lifetime: 'delete-once-served', served_when: 'the feature has shipped' });
  });
});

describe('Deletions Come Only From The Rulebook', () => {
  const scan = { signals: { 'plans/a.md': [served('file')], 'ideas/x.md': [judged], 'CLAUDE.md': [{ name: 'token_weight', detail: 'big' }] } };

  it('A delete no rule asked for is rejected', () => {
    const p: Proposal = {
      path: 'CLAUDE.md',
      category: { class: 'stale', subtype: 'superseded' },
      signals: [{ name: 'token_weight' }],
      op: 'delete it',
      op_type: 'deterministic',
      exact_edit: { kind: 'delete', anchor: { whole: 'file' } },
      lifecycle: { rule_ref: 'agent', lifetime: 'delete-once-served', served_when: 'I think so' },
    };
    assert.deepEqual(lifecycleProposalViolations([p], scan), [
      {
        location: 'proposals[0].path',
        code: 'SCHEMA_VIOLATION',
        message: 'no lifecycle rule made "CLAUDE.md" a deletion candidate (not matched, kept, not yet served, or within retention); deletions come only from the rulebook',
      },
    ]);
    const noLifecycle = { ...p, lifecycle: undefined };
    assert.equal(lifecycleProposalViolations([noLifecycle], scan)[0]!.location, 'proposals[0].lifecycle');
  });

  it("A proposal that alters the rule's evidence is rejected", () => {
    const [good] = judgedCandidates(scan).map((c) => c.proposal_if_served);
    assert.deepEqual(lifecycleProposalViolations([good!], scan), []);
    const forged: Proposal = { ...good!, lifecycle: { ...good!.lifecycle!, served_when: 'something easier', served_by: 'plans/done/a.md' } };
    assert.deepEqual(
      lifecycleProposalViolations([forged], scan).map((v) => v.location),
      ['proposals[0].lifecycle.served_when', 'proposals[0].lifecycle.served_by'],
    );
    const wrongKind: Proposal = { ...good!, exact_edit: { kind: 'delete', anchor: { whole: 'directory' } } };
    assert.deepEqual(lifecycleProposalViolations([wrongKind], scan).map((v) => v.message), [
      '"ideas/x.md" is matched as a file; the anchor must be { "whole": "file" }',
    ]);
    const [det] = proposeLifecycle(scan);
    assert.deepEqual(lifecycleProposalViolations([det!], scan), []);
  });
});

describe('Conventions And Promotion Candidates', () => {
  const entry = (path: string, lifecycle: Entry['lifecycle'], whole: 'file' | 'directory' = 'file') =>
    ({ path, lifecycle, exact_edit: { kind: 'delete', anchor: { whole }, expected_sha256: '0'.repeat(64) } }) as Pick<Entry, 'path' | 'lifecycle' | 'exact_edit'>;

  it('Every shipped convention carries a valid deterministic rule', () => {
    assert.ok(CONVENTIONS.length >= 3);
    for (const c of CONVENTIONS) {
      assert.match(c.pitch, /^[^\n]{20,240}$/, c.name);
      assert.ok(c.applies_to.length > 0, c.name);
      const yaml = `lifecycle:\n  rules:\n    - ${JSON.stringify({ id: c.name, ...c.rule })}\nconventions: [${c.name}]\n`;
      const cfg = parseConfigText(yaml);
      assert.equal(cfg.lifecycle.rules[0]!.served_when_path, c.rule.served_when_path);
      assert.equal(cfg.lifecycle.rules[0]!.lifetime, 'delete-once-served');
    }
    assert.deepEqual(CONVENTIONS.map((c) => c.name).slice(0, 2), ['openspec-archive', 'plan-done-marker']);
  });

  it('A judged entry covered by an unadopted convention is a promotion candidate', () => {
    const e = entry('docs/plans/x.md', { rule_ref: 'plans', lifetime: 'delete-once-served', served_when: 'shipped' });
    const folder = entry('docs/plans/big', { rule_ref: 'plans', lifetime: 'delete-once-served', served_when: 'shipped' }, 'directory');
    const c = promotionCandidates([e, folder], []);
    const pitch = (n: string) => CONVENTIONS.find((x) => x.name === n)!.pitch;
    assert.deepEqual(c, [
      { path: 'docs/plans/big', name: 'plan-done-marker', pitch: pitch('plan-done-marker') },
      { path: 'docs/plans/x.md', name: 'plans-archive-folder', pitch: pitch('plans-archive-folder') },
    ]);
  });

  it('promotion_candidates is empty when nothing applies', () => {
    const judgedPlan = entry('docs/plans/x.md', { rule_ref: 'plans', lifetime: 'delete-once-served', served_when: 'shipped' });
    assert.deepEqual(promotionCandidates([judgedPlan], ['plans-archive-folder']), []);
    assert.deepEqual(promotionCandidates([entry('docs/plans/y.md', { rule_ref: 'plans', lifetime: 'delete-once-served', served_when_path: 'x', served_by: 'x' })], []), []);
    assert.deepEqual(promotionCandidates([entry('notes/x.md', { rule_ref: 'ideas', lifetime: 'delete-once-served', served_when: 'done' })], []), []);
    assert.deepEqual(promotionCandidates([entry('openspec/changes/old', { rule_ref: 'openspec:abandoned', lifetime: 'delete-once-served', served_when: 'abandoned' }, 'directory')], []), []);
    assert.deepEqual(promotionCandidates([], []), []);
  });

  it('An unknown adopted convention is a configuration error', () => {
    // The path a user can take: the scan loads the config and refuses the name before any rule runs.
    const root = gitRepo({ '.dochygiene.yaml': 'conventions: [no-such-thing]\n', 'docs/a.md': '# A\n' });
    const r = runScript('scanner.mjs', ['--root', root]);
    assert.equal(r.code, 1, r.stderr);
    assert.equal(r.stdout, '');
    assert.ok(
      r.stderr.includes(`.dochygiene.yaml:1: conventions[0]: unknown convention "no-such-thing" (known: ${CONVENTIONS.map((c) => c.name).join(', ')})`),
      r.stderr,
    );
    // A list that did not come through the loader gets the same words.
    assert.throws(() => adoptedConventionRules(['no-such-thing']), (e: Error & { code?: string }) =>
      e.code === 'CONFIG' && e.message.includes('conventions[0]: unknown convention "no-such-thing" (known: '));
  });
});
