// The name-rename proposer: a command history shows renamed, or a vanished name with a successor,
// becomes a scanner-proven replace-text through the compiled scanner and report builder.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { git, runScript, writeTree } from '../support/run.ts';
import { makeRepo } from '../scan/helpers.ts';
import { build } from '../support/report-builder.ts';
import { renameEdit } from '../../scripts/propose/proposers/name-rename.ts';

const day = (d: string) => ({ GIT_AUTHOR_DATE: `${d}T00:00:00Z`, GIT_COMMITTER_DATE: `${d}T00:00:00Z` });
const pkg = (scripts: Record<string, string>) => JSON.stringify({ name: 'x', scripts }, null, 2) + '\n';

describe('Model-Free Check', () => {
  it('a renamed script and a renamed function become replace-text edits', () => {
    const code = 'package main\n\nfunc loadConfig() {}\n\nfunc main() { loadConfig() }\n';
    const root = makeRepo({ files: { 'package.json': pkg({ 'lint:all': 'eslint .' }), 'main.go': code, 'CLAUDE.md': '# X\n\nRun `npm run lint:all`; settings come from `loadConfig()`.\n' } });
    writeTree(root, { 'package.json': pkg({ lint: 'eslint .' }), 'main.go': code.replaceAll('loadConfig', 'readConfig') });
    git(root, ['commit', '-qam', 'rename lint:all and loadConfig'], day('2026-02-01'));
    const s = runScript('scanner.mjs', ['--root', root]);
    assert.equal(s.code, 0, s.stderr);
    const r = build(root, JSON.parse(s.stdout), [], ['--deterministic']);
    assert.equal(r.code, 0, r.stderr);
    const edits = r.report.entries.filter((e: any) => e.path === 'CLAUDE.md').map((e: any) => [e.exact_edit.kind, e.exact_edit.match, e.exact_edit.replacement, e.safety_tier]);
    // Both fixes stand on line 3: one edit makes them together.
    assert.deepEqual(edits, [['replace-text', 'npm run lint:all`; settings come from `loadConfig()', 'npm run lint`; settings come from `readConfig()', 'auto']]);
  });

  it('proposes nothing without a new name', () => {
    assert.equal(renameEdit({ name: 'command_reference', detail: 'd', text: 'npm run x', command: 'x' }), undefined);
    assert.equal(renameEdit({ name: 'vanished_identifier', detail: 'd', identifier: '--gone' }), undefined);
    assert.deepEqual(renameEdit({ name: 'vanished_identifier', detail: 'd', identifier: '--old-flag', successor: '--new-flag' }), { match: '--old-flag', replacement: '--new-flag' });
  });
});
