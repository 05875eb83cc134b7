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
});
