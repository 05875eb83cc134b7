// openspec/specs/git-history/spec.md, "Two git backends behind one interface": the shipped bundles
// (dist/), not the sources, with git forced off: the bundling of isomorphic-git must not change
// what the code does, and the answers must equal those of the native backend.
import { describe, it, after } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { cpSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT, git, gitRepo, runScript, tempDir } from '../support/run.ts';
import { pathGitState } from '../../scripts/git/state.ts';
import { objectFormatNote } from '../../scripts/git/history/notes.ts';
import { BACKEND_ENV } from '../../scripts/git/backend.ts';

const dirs: string[] = [];
after(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

/** The demo repository, packed, with one doc modified and not committed. */
function demoRepo(): string {
  const dir = tempDir('dh-compiled-');
  dirs.push(dir);
  const repo = join(dir, 'repo');
  const r = spawnSync(process.execPath, ['--import', 'tsx', join(REPO_ROOT, 'examples', 'demo', 'build-demo.ts'), repo], { cwd: REPO_ROOT, encoding: 'utf8' });
  assert.equal(r.status, 0, r.stderr);
  git(repo, ['gc', '-q']);
  writeFileSync(join(repo, 'notes', 'scratch-2023-11-02.md'), 'still in use\n', { flag: 'a' });
  return repo;
}

function outputs(repo: string, backend: 'native' | 'isomorphic'): Record<string, string> {
  const copy = join(repo, '..', backend);
  cpSync(repo, copy, { recursive: true, preserveTimestamps: true });
  const env = { ...process.env, DOCHYGIENE_GIT_BACKEND: backend };
  // what differs by the instant of the run: the time stamps and the report digest they go into
  const same = (text: string) =>
    text
      .split(copy)
      .join('<root>')
      .replace(/"generated_at": "[^"]+"/g, '"generated_at": "<t>"')
      .replace(/report\.json sha256: [0-9a-f]{64}/, 'report.json sha256: <digest>')
      .replace(/\| Checked \| [^|]+ \|/, '| Checked | <t> |');
  const check = runScript('check.mjs', ['--root', copy, '--json'], { env });
  assert.equal(check.code, 0, `${backend} check: ${check.stderr}`);
  const out = join(copy, '..', `${backend}-sweep`);
  const sweep = runScript('sweep.mjs', ['scan', '--out', out, '--root', copy], { env });
  assert.equal(sweep.code, 0, `${backend} sweep: ${sweep.stderr}`);
  const files: Record<string, string> = { check: same(check.stdout), 'report.md': same(readFileSync(join(copy, '.dochygiene', 'report.md'), 'utf8')) };
  for (const f of readdirSync(out).sort()) files[`sweep/${f}`] = same(readFileSync(join(out, f), 'utf8'));
  return files;
}

describe('Two git backends behind one interface', () => {
  it('The shipped check and sweep without git', () => {
    const repo = demoRepo();
    const native = outputs(repo, 'native');
    const iso = outputs(repo, 'isomorphic');
    assert.deepEqual(Object.keys(iso), ['check', 'report.md', 'sweep/judge.json', 'sweep/proposals-deterministic.json', 'sweep/scan.json']);
    for (const k of Object.keys(native)) assert.equal(iso[k], native[k], `${k} differs between the backends`);
    // the modified note is young by its mtime on both paths: the sweep does not propose to delete it
    assert.ok(!native['sweep/proposals-deterministic.json']!.includes('scratch-2023-11-02.md'), 'the modified note is not proposed for deletion');
  });

  it('A repository the isomorphic path cannot read', async (t) => {
    const root = tempDir('dh-sha256-');
    if (spawnSync('git', ['init', '-q', '--object-format=sha256', root]).status !== 0) return t.skip('this git cannot make SHA-256 repositories');
    writeFileSync(join(root, 'CLAUDE.md'), '# Project\n\nSee [the server](src/server.js).\n');
    git(root, ['add', '-A']);
    git(root, ['-c', 'user.email=t@example.com', '-c', 'user.name=T', 'commit', '-q', '-m', 'init']);
    const env = { ...process.env, [BACKEND_ENV]: 'isomorphic' };
    const scan = runScript('scanner.mjs', ['--root', root], { env });
    assert.equal(scan.code, 0, scan.stderr);
    assert.deepEqual((JSON.parse(scan.stdout) as { notes: string[] }).notes, [objectFormatNote('sha256')]);
    const check = runScript('check.mjs', ['--root', root, '--json'], { env });
    assert.equal(check.code, 0, check.stderr);
    process.env[BACKEND_ENV] = 'isomorphic';
    try {
      assert.deepEqual(await pathGitState(root, 'CLAUDE.md'), { tracked: false, clean: false, note: objectFormatNote('sha256') });
      // a SHA-1 repository whose index isomorphic-git cannot read: the same conservative answer
      const broken = gitRepo({ 'CLAUDE.md': '# Project\n' });
      writeFileSync(join(broken, '.git', 'index'), 'DIRC not an index');
      const state = await pathGitState(broken, 'CLAUDE.md');
      assert.deepEqual([state.tracked, state.clean], [false, false]);
      assert.match(state.note ?? '', /^the isomorphic path could not read this repository's working-tree status \(.+\); treated as not tracked and not clean; install git to read it$/);
    } finally {
      delete process.env[BACKEND_ENV];
    }
  });
});
