// openspec/specs/ci/spec.md, "The Gate Writes Nothing Tracked": a repository that commits the
// history cache the gate would rewrite (.dochygiene/cache/history-tail.json), then moves HEAD so a
// warm scan would rewrite it; the compiled gate, with the native backend and with isomorphic-git.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { git, gitRepo, runScript, writeTree } from '../support/run.ts';

function commitAll(root: string, message: string): void {
  git(root, ['add', '-A', '-f']);
  git(root, ['commit', '-q', '-m', message]);
}

describe('The Gate Writes Nothing Tracked', () => {
  it('A committed history cache is neither read nor rewritten by the gate, and a note says it ran without it', () => {
    for (const backend of ['native', 'isomorphic'] as const) {
      const env = { ...process.env, DOCHYGIENE_GIT_BACKEND: backend };
      const root = gitRepo({ 'CLAUDE.md': '# Project\n\nSee [the guide](docs/guide.md).\n', 'docs/guide.md': '# Guide\n' });
      // A first gate run writes the cache (an untracked, self-ignoring folder: that is allowed).
      assert.equal(runScript('check.mjs', ['--ci'], { cwd: root, env }).code, 0);
      const cache = join(root, '.dochygiene', 'cache');
      assert.ok(readdirSync(cache).includes('history-tail.json'), `${backend}: the first run wrote the cache`);
      commitAll(root, 'commit the cache');
      writeTree(root, { 'docs/more.md': '# More\n' });
      commitAll(root, 'move HEAD: a warm scan would add it to the tail');
      const before = new Map(readdirSync(cache).map((f) => [f, readFileSync(join(cache, f))]));
      for (const args of [['--ci'], ['--ci', '--format', 'github'], ['--ci', '--format', 'json', '--changed-since', 'HEAD~1']]) {
        const r = runScript('check.mjs', args, { cwd: root, env });
        assert.equal(r.code, 0, `${backend} ${args.join(' ')}: ${r.stderr}`);
        assert.equal(git(root, ['status', '--porcelain', '--ignored', '--untracked-files=all']).trim(), '', `${backend} ${args.join(' ')}: nothing changed`);
        for (const [f, bytes] of before) assert.deepEqual(readFileSync(join(cache, f)), bytes, `${backend}: ${f} byte for byte`);
        assert.deepEqual(readdirSync(cache).sort(), [...before.keys()].sort(), `${backend}: no file added`);
        assert.match(r.stdout, /history read without its cache: \.dochygiene\/ holds files that git tracks/, `${backend} ${args.join(' ')}`);
      }
    }
  });
});
