import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { allHits, hitsOf, makeRepo, scan } from './helpers.ts';

describe('frontmatter_marker', () => {
  it('Frontmatter status markers', async () => {
    const root = makeRepo({
      files: { 'plans/v1.md': '---\ntitle: V1\nstatus: Implemented\nsuperseded_by: docs/v2.md\n---\n# V1\n', 'docs/v2.md': '# V2\n' },
    });
    const a = await scan(root);
    const view = hitsOf(a, 'plans/v1.md', 'frontmatter_marker').map((h) => [h.marker, h.value, h.line]);
    assert.deepEqual(view, [
      ['status', 'implemented', 3],
      ['superseded_by', 'docs/v2.md', 4],
    ]);
  });

  it('hygiene frozen is reported as frozen', async () => {
    const root = makeRepo({ files: { 'docs/adr.md': '---\nhygiene: frozen\n---\n# ADR 1\n' } });
    const a = await scan(root);
    const hits = hitsOf(a, 'docs/adr.md', 'frontmatter_marker');
    assert.equal(hits.length, 1);
    assert.equal(hits[0]!.frozen, true);
    assert.equal(hits[0]!.line, 2);
  });

  it('An inline status line or a banner at the top', async () => {
    const root = makeRepo({
      files: {
        'plans/a.md': '# Plan A\n\n**Status:** Done\nOwner: me\n\nBody.\n',
        'docs/old-guide.md': '# Guide\n\n> **Deprecated:** use the new guide.\n\nBody.\n',
        'docs/alert.md': '# Alert\n\n> [!WARNING]\n> This document is superseded by the handbook.\n',
      },
    });
    const a = await scan(root);
    const view = allHits(a, 'frontmatter_marker').map((h) => [h.path, h.marker, h.value, h.line]);
    assert.deepEqual(view, [
      ['docs/alert.md', 'banner', 'superseded', 4],
      ['docs/old-guide.md', 'banner', 'deprecated', 3],
      ['plans/a.md', 'inline_status', 'done', 3],
    ]);
  });

  it('A task list with every box ticked', async () => {
    const root = makeRepo({ files: { 'plans/b.md': '# B\n\n- [x] one\n- [x] two\n- [X] three\n' } });
    const a = await scan(root);
    const hits = hitsOf(a, 'plans/b.md', 'frontmatter_marker');
    assert.deepEqual(hits.map((h) => [h.marker, h.value, h.line]), [['tasks_done', '3/3', 3]]);
  });

  // Fission-AI/OpenSpec openspec/initiatives/context-store-and-initiatives/work-items/01-lock-the-direction/tasks.md:
  // a finished work item stays in its initiative as the initiative's history.
  it('A finished work item of an OpenSpec initiative is no tasks_done', async () => {
    const root = makeRepo({
      files: {
        'openspec/initiatives/store/work-items/01-lock-the-direction/tasks.md': '# Tasks\n\n- [x] one\n- [x] two\n',
        'openspec/initiatives/store/work-items/01-lock-the-direction/plan.md': '# Plan\n',
      },
    });
    const a = await scan(root);
    assert.equal(a.docs['openspec/initiatives/store/work-items/01-lock-the-direction/tasks.md']?.role?.name, 'plan');
    assert.deepEqual(allHits(a, 'frontmatter_marker'), []);
  });

  // steveyegge/beads docs/ADAPTIVE_IDS.md "Status: Implemented (v0.21+)" and
  // docs/design/dolt-concurrency.md "Status: Implemented": living docs saying the feature ships.
  it('A finished status counts only in a plan', async () => {
    const root = makeRepo({
      files: {
        'docs/ADAPTIVE_IDS.md': '# Adaptive IDs\n\n**Status:** Implemented (v0.21+)\n\nBody.\n',
        'docs/design/kv-store.md': '# KV store\n\n**Status:** Draft - pending review\n',
        'docs/shipped.md': '---\nstatus: done\n---\n# Shipped\n',
        'plans/a.md': '# Plan A\n\nStatus: Implemented\n',
      },
    });
    const a = await scan(root);
    const view = allHits(a, 'frontmatter_marker').map((h) => [h.path, h.marker, h.value]);
    assert.deepEqual(view, [
      ['docs/design/kv-store.md', 'inline_status', 'draft'],
      ['plans/a.md', 'inline_status', 'implemented'],
    ]);
  });

  // kubernetes/community contributors/devel/sig-architecture/feature-gates.md: "gates are expected
  // to be\n[deprecated](https://...) and removed" wraps the link onto a line of its own.
  it('A banner word wrapped onto its own line of prose is no banner', async () => {
    const root = makeRepo({
      files: {
        'docs/feature-gates.md': '# Feature gates\n\nGates are\nexpected to be\n[deprecated](https://example.com/policy)\nand removed after GA.\n',
        'docs/meeting.md': '# Meeting\n\n> **⚠️ DEPRECATED**: This meeting is no longer active.\n',
        'docs/alert.md': '# Alert\n\n> [!WARNING]\n> **Deprecated:** use the handbook.\n',
      },
    });
    const a = await scan(root);
    const view = allHits(a, 'frontmatter_marker').map((h) => [h.path, h.marker, h.value, h.line]);
    assert.deepEqual(view, [
      ['docs/alert.md', 'banner', 'deprecated', 4],
      ['docs/meeting.md', 'banner', 'deprecated', 3],
    ]);
  });

  // kubernetes/community annual reports: a filled-in template checklist in a permanent record; and an
  // OpenSpec change's tasks.md, which the lifecycle pass reports as openspec_completed.
  it('A ticked checklist outside a plan, or in an OpenSpec change, is no tasks_done', async () => {
    const root = makeRepo({
      files: {
        'sig-docs/annual-report.md': '# Annual report\n\n- [x] Reviewed charter\n- [x] Listed leads\n',
        'openspec/changes/add-x/tasks.md': '# Tasks\n\n- [x] one\n- [x] two\n',
        'openspec/changes/add-x/proposal.md': '# Add x\n',
      },
    });
    const a = await scan(root);
    assert.deepEqual(allHits(a, 'frontmatter_marker').map((h) => [h.path, h.marker]), []);
    assert.deepEqual(hitsOf(a, 'openspec/changes/add-x', 'openspec_completed').length, 1);
  });

  // Fission-AI/OpenSpec `openspec/changes/fix-archive-retirement-guidance`: a live change whose name
  // holds the word "archive" is a change, not an archive folder the lifecycle pass skips.
  it('A finished OpenSpec change whose name holds "archive" is still openspec_completed', async () => {
    const root = makeRepo({
      files: {
        'openspec/changes/fix-archive-retirement-guidance/tasks.md': '# Tasks\n\n- [x] one\n- [x] two\n',
        'openspec/changes/fix-archive-retirement-guidance/proposal.md': '# Fix archive guidance\n',
      },
    });
    const a = await scan(root);
    assert.deepEqual(hitsOf(a, 'openspec/changes/fix-archive-retirement-guidance', 'openspec_completed').map((h) => h.remedy), ['openspec archive fix-archive-retirement-guidance']);
  });

  it('Headings, later text, code and open tasks are not markers', async () => {
    const root = makeRepo({
      files: {
        'docs/api.md': [
          '# API',
          '',
          '## Deprecated APIs',
          '',
          'Some are deprecated in favour of others.',
          '',
          'Para three.',
          '',
          'Para four.',
          '',
          'Status: done',
          '',
          '```yaml',
          'status: done',
          '```',
          '',
          '- [x] one',
          '- [ ] two',
          '',
        ].join('\n'),
        'docs/single.md': '# One task\n\n- [x] only\n',
      },
    });
    const a = await scan(root);
    assert.deepEqual(allHits(a, 'frontmatter_marker'), []);
  });
});
