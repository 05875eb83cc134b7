// Structure stays whole (clean spec): the applier re-checks, at plan time, what an auto edit leaves
// behind, whoever built the report.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { applyEdits, entry, fileSha, gitRepo, read, writeReport } from './support/fixture.ts';

const BULLETS = ['- Use `bun <file>` instead of `node <file>`.', '- Use `bun test` instead of `jest`.', '- Use `bun install` instead of `npm install`.', '- Use `bunx <pkg>` instead of `npx <pkg>`.', '- Bun loads .env files itself.', '- Bun runs TypeScript directly.'].join('\n');

describe('Structure Stays Whole', () => {
  it('an auto dedupe that would leave a heading with nothing under it is skipped with that reason', () => {
    const pkg = `# Package a\n\n## Tooling\n\n${BULLETS}\n\n## Next\n\nMore.\n`;
    const root = gitRepo({ 'CLAUDE.md': `# Repo\n\nIntro.\n\n${BULLETS}\n`, 'packages/a/CLAUDE.md': pkg });
    // The bullets are lines 5-10 of the package file and of the root file.
    const dd = entry({ path: 'packages/a/CLAUDE.md', subtype: 'duplicated', edit: { kind: 'dedupe', anchor: { start_line: 5, end_line: 10 }, canonical_ref: { path: 'CLAUDE.md', start_line: 5, end_line: 10 }, expected_sha256: fileSha(root, 'packages/a/CLAUDE.md') } });
    assert.equal(dd.safety_tier, 'auto');
    writeReport(root, [dd]);
    const plan = applyEdits(root, ['plan']);
    assert.equal(plan.code, 0, plan.stderr);
    const pe = plan.json.entries.find((e: any) => e.id === dd.id);
    assert.equal(pe.bucket, 'skipped');
    assert.match(pe.reason, /would leave the structure broken \(empty section: ## Tooling\)/);
    const applied = applyEdits(root, ['apply', '--tier', 'auto']);
    assert.equal(applied.code, 0, applied.stderr);
    assert.equal(read(root, 'packages/a/CLAUDE.md').toString(), pkg);
  });

  it('an auto dedupe that would leave a lead-in line with nothing after it is skipped with that reason', () => {
    const pkg = `# Package a\n\nRun these:\n\n${BULLETS}\n\n## Next\n\nMore.\n`;
    const root = gitRepo({ 'CLAUDE.md': `# Repo\n\nIntro.\n\n${BULLETS}\n`, 'packages/a/CLAUDE.md': pkg });
    const dd = entry({ path: 'packages/a/CLAUDE.md', subtype: 'duplicated', edit: { kind: 'dedupe', anchor: { start_line: 5, end_line: 10 }, canonical_ref: { path: 'CLAUDE.md', start_line: 5, end_line: 10 }, expected_sha256: fileSha(root, 'packages/a/CLAUDE.md') } });
    writeReport(root, [dd]);
    const pe = applyEdits(root, ['plan']).json.entries.find((e: any) => e.id === dd.id);
    assert.equal(pe.bucket, 'skipped');
    assert.match(pe.reason, /would leave the structure broken \(lead-in with nothing after it: Run these:\)/);
    assert.equal(applyEdits(root, ['apply', '--tier', 'auto']).code, 0);
    assert.equal(read(root, 'packages/a/CLAUDE.md').toString(), pkg);
  });

  it('an auto replace-text that would leave a list item with nothing in it is skipped with that reason', () => {
    const doc = '# Guide\n\n- Keep commits small.\n- Run the linter.\n';
    const root = gitRepo({ 'docs/guide.md': doc });
    const rt = entry({ path: 'docs/guide.md', edit: { kind: 'replace-text', anchor: { start_line: 4, end_line: 4 }, match: 'Run the linter.', replacement: '', expected_sha256: fileSha(root, 'docs/guide.md') } });
    assert.equal(rt.safety_tier, 'auto');
    writeReport(root, [rt]);
    const pe = applyEdits(root, ['plan']).json.entries.find((e: any) => e.id === rt.id);
    assert.equal(pe.bucket, 'skipped');
    assert.match(pe.reason, /would leave the structure broken \(empty list item: -\)/);
    assert.equal(applyEdits(root, ['apply', '--tier', 'auto']).code, 0);
    assert.equal(read(root, 'docs/guide.md').toString(), doc);
  });
});
