// scanner --explain PATH through the compiled script: the doc's role and rule, and each signal's
// verdict. Run `npm run build` first.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { runScript } from '../support/run.ts';
import { makeRepo } from './helpers.ts';

describe('Explain one doc', () => {
  it('Explain names the role, each signal, and why it fired or stayed silent', () => {
    const root = makeRepo({
      files: {
        'docs/plans/initiative-plan.md': '# Plan\n\nDelete `src/commands/initiative.ts`.\nSee [the spec](../specs/gone.md).\n',
        'src/commands/other.ts': 'x\n',
      },
    });
    const r = runScript('scanner.mjs', ['--root', root, '--explain', 'docs/plans/initiative-plan.md']);
    assert.equal(r.code, 0, r.stderr);
    const lines = r.stdout.split('\n');
    assert.equal(lines[0], 'docs/plans/initiative-plan.md');
    assert.match(lines[1]!, /^ {2}role: plan \(rule plan-folder/);
    assert.ok(lines.includes('  broken_reference: fired'), r.stdout);
    assert.ok(lines.some((l) => /^ {4}- line 4: links to docs\/specs\/gone\.md, which does not exist/.test(l)), r.stdout);
    assert.ok(lines.some((l) => /^ {2}edit_recency_vs_churn: silent: the role gate \(runs on living, agent-memory, agent-prompt; this doc is plan\)$/.test(l)), r.stdout);
    assert.ok(lines.some((l) => /^ {2}token_weight: silent: does not apply/.test(l)), r.stdout);
    assert.ok(lines.some((l) => /^ {2}frontmatter_marker: silent: ran, found nothing$/.test(l)), r.stdout);
    assert.equal(lines.at(-2), '  shortlisted: yes');
  });

  it('Explain on a path the scan does not list says so', () => {
    const root = makeRepo({ files: { 'README.md': '# R\n' } });
    const r = runScript('scanner.mjs', ['--root', root, '--explain', 'nope.md']);
    assert.equal(r.code, 0, r.stderr);
    assert.match(r.stdout, /not scanned/);
  });
});
