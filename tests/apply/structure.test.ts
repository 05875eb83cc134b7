// Structure stays whole (clean spec): an auto edit that would empty a section is skipped at plan time.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gitRepo, runScript } from '../support/run.ts';

function check(root: string): { entries: any[] } {
  const r = runScript('check.mjs', ['--root', root]);
  assert.equal(r.code, 0, r.stderr);
  return { entries: JSON.parse(readFileSync(join(root, '.dochygiene', 'report.json'), 'utf8')).entries };
}
const kinds = (entries: any[], kind: string) => entries.filter((e) => e.exact_edit?.kind === kind);

describe('Structure Stays Whole', () => {
  it('an auto dedupe that would leave a heading with nothing under it is skipped with that reason', () => {
    const bullets = ['- Use `bun <file>` instead of `node <file>`.', '- Use `bun test` instead of `jest`.', '- Use `bun install` instead of `npm install`.', '- Use `bunx <pkg>` instead of `npx <pkg>`.', '- Bun loads .env files itself.', '- Bun runs TypeScript directly.'].join('\n');
    const root = gitRepo({ 'CLAUDE.md': `# Repo\n\nIntro.\n\n${bullets}\n`, 'packages/a/CLAUDE.md': `# Package a\n\n## Tooling\n\n${bullets}\n\n## Next\n\nMore.\n` });
    const { entries } = check(root);
    const dd = kinds(entries, 'dedupe');
    assert.equal(dd.length, 1, JSON.stringify(entries.map((e) => [e.path, e.exact_edit?.kind])));
    const r = runScript('apply-edits.mjs', ['plan', '--root', root]);
    assert.equal(r.code, 0, r.stderr);
    const pe = JSON.parse(r.stdout).entries.find((e: any) => e.id === dd[0].id);
    assert.equal(pe.bucket, 'skipped');
    assert.match(pe.reason, /would leave the structure broken \(empty section: ## Tooling\)/);
  });
});
