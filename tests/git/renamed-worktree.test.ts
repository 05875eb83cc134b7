import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { git, gitRepo, runScript } from '../support/run.ts';

describe('Renamed and deleted paths', () => {
  it('A rename whose new place is gone from the working tree is no fix target', () => {
    const root = gitRepo({ 'CLAUDE.md': '# Agent notes\n\nBuild with [the script](scripts/build.sh).\n', 'scripts/build.sh': 'echo build\n' }, '2025-01-01T00:00:00Z');
    git(root, ['mv', 'scripts/build.sh', 'tools-build.sh']);
    git(root, ['commit', '-q', '-m', 'move'], { GIT_AUTHOR_DATE: '2025-02-01T00:00:00Z', GIT_COMMITTER_DATE: '2025-02-01T00:00:00Z' });
    const moved = JSON.parse(runScript('scanner.mjs', ['--root', root]).stdout) as { signals: Record<string, { name: string; renamed_to?: string; detail: string }[]> };
    const before = moved.signals['CLAUDE.md']!.find((h) => h.name === 'broken_reference')!;
    assert.equal(before.renamed_to, 'tools-build.sh');
    rmSync(join(root, 'tools-build.sh'));
    const gone = JSON.parse(runScript('scanner.mjs', ['--root', root]).stdout) as typeof moved;
    const after = gone.signals['CLAUDE.md']!.find((h) => h.name === 'broken_reference')!;
    assert.equal(after.renamed_to, undefined);
    assert.match(after.detail, /history: moved to tools-build\.sh, which is not in the working tree either$/);
  });
});
