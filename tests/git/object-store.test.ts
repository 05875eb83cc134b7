// openspec/specs/git-history/spec.md, "Reading objects without git": the object reader the
// isomorphic path reads history with, checked object by object against `git cat-file` on real
// repositories: loose objects, offset deltas, reference deltas and 64-bit pack index offsets.
import { describe, it, after } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { ObjectStore } from '../../scripts/git/objects/object-store.ts';
import { blobAt } from '../../scripts/git/objects/parse.ts';
import { cleanup, commit, git, initRepo, lines, write } from './support.ts';

after(cleanup);

/** A history whose files change a little at every commit, so packing stores most versions as deltas. */
function historyRepo(): string {
  const root = initRepo();
  for (let i = 0; i < 30; i++) {
    write(root, 'docs/guide.md', `# Guide\n\n${lines(200 + i, `guide ${i % 3}`)}`);
    write(root, `src/mod-${i % 4}/code.ts`, lines(150 + i * 3, `code ${i}`));
    if (i % 7 === 0) write(root, `notes/n-${i}.md`, `note ${i}\n`);
    commit(root, `2024-01-${String(1 + (i % 28)).padStart(2, '0')}T00:00:00Z`);
  }
  return root;
}

/** Every object git holds, as `git cat-file` gives it: type and exact bytes. */
function gitObjects(root: string): Map<string, { type: string; data: Buffer }> {
  const out = new Map<string, { type: string; data: Buffer }>();
  const list = git(root, ['cat-file', '--batch-all-objects', '--batch-check=%(objectname) %(objecttype)']).split('\n').filter(Boolean);
  for (const row of list) {
    const [oid, type] = row.split(' ');
    out.set(oid!, { type: type!, data: execFileSync('git', ['cat-file', type!, oid!], { cwd: root, maxBuffer: 1 << 28 }) });
  }
  return out;
}

function assertReadsAll(root: string, expectPacked: boolean): number {
  const objects = gitObjects(root);
  const packs = readdirSync(join(root, '.git', 'objects', 'pack')).filter((f) => f.endsWith('.pack'));
  assert.equal(packs.length > 0, expectPacked);
  // pack indexes read whole, and searched with positional reads (as a very large one is)
  for (const indexInMemoryMax of [undefined, 0]) {
    const store = new ObjectStore([join(root, '.git', 'objects')], { indexInMemoryMax });
    try {
      for (const round of [1, 2]) {
        for (const [oid, want] of objects) {
          const got = store.read(oid);
          assert.equal(got.type, want.type, oid);
          assert.ok(got.data.equals(want.data), `object ${oid} (${want.type}) differs from git cat-file (round ${round})`);
        }
        store.close(); // closes its files; the second round reopens them
      }
    } finally {
      store.close();
    }
  }
  return objects.size;
}

describe('Reading objects without git', () => {
  it('Every object of a packed repository read as git reads it', () => {
    const root = historyRepo();
    assert.ok(assertReadsAll(root, false) > 100); // loose objects
    git(root, ['gc', '-q', '--aggressive']); // offset deltas
    const deltas = git(root, ['verify-pack', '-v', ...readdirSync(join(root, '.git', 'objects', 'pack')).filter((f) => f.endsWith('.idx')).map((f) => join(root, '.git', 'objects', 'pack', f))]);
    assert.match(deltas, /chain length = [2-9]/, 'the pack holds delta chains');
    assertReadsAll(root, true);
    git(root, ['-c', 'repack.useDeltaBaseOffset=false', 'repack', '-q', '-a', '-d', '-f']); // reference deltas
    assertReadsAll(root, true);
    // an index whose offsets past byte 100 go through the 64-bit table (as in packs over 2 GB)
    const packDir = join(root, '.git', 'objects', 'pack');
    const pack = readdirSync(packDir).find((f) => f.endsWith('.pack'))!;
    git(root, ['index-pack', '--index-version=2,100', '-o', join(packDir, pack.replace(/\.pack$/, '.idx')), join(packDir, pack)]);
    assertReadsAll(root, true);
    // a file's content at a path in a commit, and nothing where there is no file
    const head = git(root, ['rev-parse', 'HEAD']);
    const store = new ObjectStore([join(root, '.git', 'objects')]);
    assert.equal(blobAt(store, head, 'docs/guide.md')?.toString('utf8'), git(root, ['show', 'HEAD:docs/guide.md']) + '\n');
    assert.equal(blobAt(store, head, 'docs'), undefined);
    assert.equal(blobAt(store, head, 'docs/missing.md'), undefined);
    assert.equal(blobAt(store, head, 'docs/guide.md/deeper'), undefined);
    store.close();
  });

  it('An object the repository does not hold', () => {
    const root = historyRepo();
    git(root, ['gc', '-q']);
    const store = new ObjectStore([join(root, '.git', 'objects')]);
    assert.throws(() => store.read('0123456789abcdef0123456789abcdef01234567'), { message: 'object 0123456789abcdef0123456789abcdef01234567 not found' });
    assert.throws(() => store.read('not-an-oid'), { message: 'not an object name: not-an-oid' });
    store.close();
  });
});
