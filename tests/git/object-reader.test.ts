// The long-lived `git cat-file --batch` reader (scripts/git/exec.ts GitObjectReader): answers in
// the order asked, whole objects however large, undefined for what the repository cannot give, and
// never keeps node alive when a caller forgets to close it.
import { describe, it, after } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { GitObjectReader } from '../../scripts/git/exec.ts';
import { cleanup, commit, git, initRepo, tmpDir, write } from './support.ts';

after(cleanup);

function repo(): { root: string; first: string; big: string } {
  const root = initRepo();
  write(root, 'a.txt', 'alpha\n');
  write(root, 'dir/b.txt', 'beta\n');
  const first = commit(root, '2024-01-01T00:00:00Z');
  // Larger than any pipe chunk, with newlines and NULs inside, so framing is by size, not by line.
  const big = Buffer.alloc(1_500_000);
  for (let i = 0; i < big.length; i++) big[i] = i % 251 === 0 ? 0 : i % 97 === 0 ? 10 : 65 + (i % 26);
  writeFileSync(join(root, 'big.bin'), big);
  commit(root, '2024-01-02T00:00:00Z');
  return { root, first, big: git(root, ['rev-parse', 'HEAD:big.bin']) };
}

describe('GitObjectReader', () => {
  it('answers many pipelined requests in the order asked, with the bytes git cat-file gives', async () => {
    const { root, first, big } = repo();
    const reader = new GitObjectReader(root);
    try {
      const specs = [`${first}:a.txt`, 'HEAD^{tree}', big, `${first}:dir/b.txt`, `${first}^{tree}`];
      const got = await Promise.all(specs.map((s) => reader.read(s)));
      for (let i = 0; i < specs.length; i++) {
        const type = git(root, ['cat-file', '-t', specs[i]!]);
        const bytes = execFileSync('git', ['cat-file', type, specs[i]!], { cwd: root, maxBuffer: 1 << 26 });
        assert.equal(got[i]?.type, type, specs[i]);
        assert.ok(got[i]!.data.equals(bytes), `bytes of ${specs[i]}`);
        assert.equal(got[i]!.oid, git(root, ['rev-parse', specs[i]!]));
      }
    } finally {
      reader.close();
    }
  });

  it('gives undefined for a missing object or path and goes on answering', async () => {
    const { root } = repo();
    const reader = new GitObjectReader(root);
    try {
      const [gone, noPath, spaced, bad, ok] = await Promise.all([
        reader.read('0123456789abcdef0123456789abcdef01234567'),
        reader.read('HEAD:no/such/file'),
        // git answers "HEAD:no such 12 missing": a header whose third word is a number.
        reader.read('HEAD:no such 12'),
        reader.read('HEAD:a.txt\nHEAD:a.txt'),
        reader.read('HEAD:a.txt'),
      ]);
      assert.equal(gone, undefined);
      assert.equal(noPath, undefined);
      assert.equal(spaced, undefined);
      assert.equal(bad, undefined, 'a spec with a newline would desynchronise the stream');
      assert.equal(ok?.data.toString(), 'alpha\n');
    } finally {
      reader.close();
    }
  });

  it('gives undefined outside a repository, and after close', async () => {
    const reader = new GitObjectReader(tmpDir());
    assert.equal(await reader.read('HEAD^{tree}'), undefined);
    const { root } = repo();
    const open = new GitObjectReader(root);
    assert.ok(await open.read('HEAD:a.txt'));
    open.close();
    assert.equal(await open.read('HEAD:a.txt'), undefined);
  });

  it('does not keep node running when it is never closed', () => {
    const { root } = repo();
    const script = `import { GitObjectReader } from ${JSON.stringify(join(process.cwd(), 'scripts/git/exec.ts'))};
const r = new GitObjectReader(${JSON.stringify(root)});
const o = await r.read('HEAD:a.txt');
process.stdout.write(o.data.toString());`;
    const out = execFileSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { encoding: 'utf8', timeout: 30_000 });
    assert.equal(out, 'alpha\n');
  });
});
