// The journal is untrusted input: a run folder that came with the repository, or was planted by
// anyone but this machine's user, is refused before it is replayed, undone or read, and every
// field of a run is confined exactly like a report path.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, mkdirSync, readFileSync, symlinkSync, unlinkSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { applyApproved, applyEdits, entry, fileSha, git, gitRepo, sha, snapshot, tempDir, writeReport } from './support/fixture.ts';
import { canonicalJson } from '../../scripts/shared/hash.ts';

// This file's processes (and the in-process sealing below) use a key of their own.
process.env.XDG_CACHE_HOME = tempDir('dh-cache-');
const { sealOf } = await import('../../scripts/shared/machine-key.ts');

const DOC = '# Doc\n\nline 3\nline 4\n';
const RUN = 'r000001-20261129T100000Z-abcd';

function fixture() {
  const root = gitRepo({ 'docs/a.md': DOC, 'CLAUDE.md': '# C\n' });
  const h = fileSha(root, 'docs/a.md');
  writeReport(root, [entry({ path: 'docs/a.md', edit: { kind: 'replace-text', anchor: { start_line: 3, end_line: 3 }, match: 'line 3', replacement: 'line three', expected_sha256: h } })]);
  return root;
}

interface PlantedOp {
  path: string;
  action?: 'write' | 'delete';
  pre?: Record<string, unknown>;
  post?: Record<string, unknown>;
  pre_blob?: string;
  post_blob?: string;
  created_dirs?: string[];
}

/** Writes `.dochygiene/journal/<RUN>/` by hand, as an attacker (or a clone) would. */
function plantRun(root: string, opts: { status: 'prepared' | 'committed'; ops: PlantedOp[]; pack: Buffer; seal?: 'mine' | 'foreign' | 'none' }): string {
  const dir = join(root, '.dochygiene', 'journal', RUN);
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'blobs.pack'), opts.pack);
  const m: Record<string, unknown> = {
    schema: 1,
    run_id: RUN,
    seq: 1,
    pid: 999999,
    started_at: '2026-11-29T10:00:00.000Z',
    status: opts.status,
    pack_sha256: sha(opts.pack),
    report: { digest: '0'.repeat(64), generated_at: '2026-11-29T10:00:00Z' },
    entries: [],
    ops: opts.ops.map((o, n) => ({ n, action: 'write', pre: { type: 'absent' }, created_dirs: [], entries: [], ...o })),
    consumed_grants: [],
  };
  if (opts.seal === 'mine') m.seal = sealOf('journal run', canonicalJson(m));
  if (opts.seal === 'foreign') m.seal = sha('another machine');
  writeFileSync(join(dir, 'manifest.json'), JSON.stringify(m, null, 2));
  return dir;
}

const PAYLOAD = Buffer.from('#!/bin/sh\necho pwned\n');
const writeOp = (path: string): PlantedOp => ({ path, post: { type: 'file', sha256: sha(PAYLOAD) }, post_blob: `blobs.pack:0:${PAYLOAD.length}` });

/** The command exits 1 naming the journal, and nothing in the project (or `outside`) changed. */
function assertRefused(root: string, args: string[], message: RegExp, outside?: string) {
  const before = snapshot(root, ['.dochygiene']);
  const outsideBefore = outside ? snapshot(outside) : undefined;
  const r = applyEdits(root, args);
  assert.equal(r.code, 1, r.stdout + r.stderr);
  assert.match(r.stderr, message);
  assert.deepEqual(snapshot(root, ['.dochygiene']), before);
  if (outside) assert.deepEqual(snapshot(outside), outsideBefore);
}

describe('The Journal Is Untrusted Input', () => {
  it('A planted run that writes outside the project is refused', () => {
    const root = fixture();
    const outside = tempDir('dh-outside-');
    const target = relative(root, join(outside, 'pwned.md')).split('\\').join('/');
    plantRun(root, { status: 'prepared', ops: [writeOp(target)], pack: PAYLOAD });
    assertRefused(root, ['plan'], /refusing the journal: .*ops\[0\]\.path: must not climb out of the project root/, outside);
    assert.equal(existsSync(join(outside, 'pwned.md')), false);
  });

  it('A planted run that writes a git hook is refused', () => {
    const root = fixture();
    plantRun(root, { status: 'prepared', ops: [writeOp('.git/hooks/post-checkout')], pack: PAYLOAD });
    assertRefused(root, ['plan'], /ops\[0\]\.path: must not point inside \.git\//);
    assert.equal(existsSync(join(root, '.git', 'hooks', 'post-checkout')), false);
  });

  it('A planted run that replaces .git/config is refused', () => {
    const root = fixture();
    const config = readFileSync(join(root, '.git', 'config'));
    const evil = Buffer.from('[core]\n\tfsmonitor = "echo pwned >&2; false"\n');
    plantRun(root, { status: 'prepared', ops: [{ path: '.git/config', pre: { type: 'file', sha256: sha(config) }, pre_blob: `blobs.pack:0:${config.length}`, post: { type: 'file', sha256: sha(evil) }, post_blob: `blobs.pack:${config.length}:${evil.length}` }], pack: Buffer.concat([config, evil]) });
    assertRefused(root, ['apply', '--tier', 'auto'], /ops\[0\]\.path: must not point inside \.git\//);
    assert.deepEqual(readFileSync(join(root, '.git', 'config')), config);
  });

  it('A planted undo that deletes outside the project is refused', () => {
    const root = fixture();
    const outside = tempDir('dh-outside-');
    const victim = Buffer.from('precious\n');
    writeFileSync(join(outside, 'victim.md'), victim);
    const target = relative(root, join(outside, 'victim.md')).split('\\').join('/');
    plantRun(root, { status: 'committed', ops: [{ path: target, post: { type: 'file', sha256: sha(victim) }, post_blob: `blobs.pack:0:${victim.length}` }], pack: victim });
    assertRefused(root, ['undo'], /refusing the journal: .*ops\[0\]\.path: must not climb out of the project root/, outside);
    assert.deepEqual(readFileSync(join(outside, 'victim.md')), victim);
  });

  it('A planted blob name that reads outside the project is refused', () => {
    const root = fixture();
    const outside = tempDir('dh-outside-');
    const secret = Buffer.from('SECRET=hunter2\n');
    writeFileSync(join(outside, 'secret.env'), secret);
    const a = readFileSync(join(root, 'docs', 'a.md'));
    // A blob name that is a path, not a slice of the run's pack.
    const byName = relative(join(root, '.dochygiene', 'journal', RUN), join(outside, 'secret.env'));
    plantRun(root, { status: 'prepared', ops: [{ path: 'docs/a.md', pre: { type: 'file', sha256: sha(a) }, pre_blob: 'blobs.pack:0:0', post: { type: 'file', sha256: sha(secret) }, post_blob: byName }], pack: Buffer.alloc(0), seal: 'mine' });
    assertRefused(root, ['plan'], /ops\[0\]\.post_blob is not a slice of the run's blobs\.pack/);
    assert.deepEqual(readFileSync(join(root, 'docs', 'a.md')), a);
    // A pack that is a symlink to the outside file, its slice and hash matching that file.
    const root2 = fixture();
    const dir = plantRun(root2, { status: 'prepared', ops: [{ path: 'docs/a.md', pre: { type: 'file', sha256: sha(a) }, pre_blob: 'blobs.pack:0:0', post: { type: 'file', sha256: sha(secret) }, post_blob: `blobs.pack:0:${secret.length}` }], pack: secret, seal: 'mine' });
    unlinkSync(join(dir, 'blobs.pack'));
    symlinkSync(join(outside, 'secret.env'), join(dir, 'blobs.pack'));
    assertRefused(root2, ['plan'], /blobs\.pack is a symlink/);
    assert.deepEqual(readFileSync(join(root2, 'docs', 'a.md')), a);
  });

  it('A sealed run with an escaping path is still refused', () => {
    for (const path of ['../escape.md', '.git/config', '.dochygiene/grants.json', 'docs/../../escape.md']) {
      const root = fixture();
      plantRun(root, { status: 'prepared', ops: [writeOp(path)], pack: PAYLOAD, seal: 'mine' });
      assertRefused(root, ['plan'], /refusing the journal: .*ops\[0\]\.path: must/);
    }
    // A created folder that is not above the op's path.
    const root = fixture();
    plantRun(root, { status: 'prepared', ops: [{ ...writeOp('docs/new.md'), created_dirs: ['elsewhere'] }], pack: PAYLOAD, seal: 'mine' });
    assertRefused(root, ['plan'], /ops\[0\]\.created_dirs\[0\] is not a folder above docs\/new\.md/);
  });

  it('A run folder not written by this user on this machine is refused', () => {
    for (const seal of ['none', 'foreign'] as const) {
      const root = fixture();
      plantRun(root, { status: 'prepared', ops: [writeOp('docs/new.md')], pack: PAYLOAD, seal });
      assertRefused(root, ['plan'], /\.dochygiene\/journal\/r000001-20261129T100000Z-abcd is not sealed by this user on this machine/);
      assert.equal(existsSync(join(root, 'docs', 'new.md')), false);
    }
    // Our own run, its pack changed afterwards: the bytes are refused, not written.
    const root = fixture();
    const dir = plantRun(root, { status: 'prepared', ops: [writeOp('docs/new.md')], pack: PAYLOAD, seal: 'mine' });
    writeFileSync(join(dir, 'blobs.pack'), Buffer.from('#!/bin/sh\necho PWNED\n'));
    assertRefused(root, ['plan'], /blobs\.pack changed after the run wrote it/);
    assert.equal(existsSync(join(root, 'docs', 'new.md')), false);
  });

  it('A state folder that git tracks is refused', () => {
    const root = fixture();
    git(root, ['add', '-f', '.dochygiene/report.json']);
    git(root, ['commit', '-q', '-m', 'ship the state']);
    assertRefused(root, ['plan'], /\.dochygiene\/ holds files that git tracks/);
    // The honest flow, once the state is untracked again, is not affected.
    git(root, ['rm', '-q', '-r', '--cached', '.dochygiene']);
    git(root, ['commit', '-q', '-m', 'untrack']);
    const r = applyApproved(root, [JSON.parse(readFileSync(join(root, '.dochygiene', 'report.json'), 'utf8')).entries[0].id]);
    assert.equal(r.code, 0, r.stderr);
    assert.equal(readFileSync(join(root, 'docs', 'a.md'), 'utf8'), '# Doc\n\nline three\nline 4\n');
    assert.equal(applyEdits(root, ['undo']).code, 0);
    assert.equal(readFileSync(join(root, 'docs', 'a.md'), 'utf8'), DOC);
  });
});

describe('State Folders Are Never Followed Out Of The Project', () => {
  it('A symlinked state folder is refused', () => {
    for (const which of ['.dochygiene', '.dochygiene/journal', '.dochygiene/cache']) {
      const root = gitRepo({ 'docs/a.md': DOC });
      const outside = tempDir('dh-outside-');
      if (which === '.dochygiene') symlinkSync(outside, join(root, '.dochygiene'));
      else {
        mkdirSync(join(root, '.dochygiene'));
        symlinkSync(outside, join(root, which));
      }
      const h = fileSha(root, 'docs/a.md');
      writeReport(root, [entry({ path: 'docs/a.md', edit: { kind: 'replace-text', anchor: { start_line: 3, end_line: 3 }, match: 'line 3', replacement: 'line three', expected_sha256: h } })]);
      const before = snapshot(outside, []);
      const r = applyEdits(root, ['apply', '--tier', 'auto']);
      assert.equal(r.code, 1, `${which}: ${r.stdout}${r.stderr}`);
      assert.match(r.stderr, new RegExp(`${which.replace(/\./g, '\\.')} is a symlink`));
      assert.deepEqual(snapshot(outside, []), before, `nothing written through ${which}`);
      assert.equal(readFileSync(join(root, 'docs', 'a.md'), 'utf8'), DOC);
    }
  });
});
