// The clones CI checks out, scanned by the compiled scanner and gate: a shallow clone (one note), a
// blobless partial clone served from a local repository (no object fetched), and a repository with
// an object file removed (the step that needed it degrades, with a note naming the object).
import { after, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { chmodSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { execFileSync } from 'node:child_process';
import { runScript } from '../support/run.ts';
import { cleanup, commit, git, initRepo, lines, tmpDir, write } from './support.ts';
import { honoursNoLazyFetch } from '../../scripts/git/partial-clone.ts';

after(cleanup);

const scan = (root: string, env?: NodeJS.ProcessEnv) => {
  rmSync(join(root, '.dochygiene'), { recursive: true, force: true }); // no history cache: read it all
  const r = runScript('scanner.mjs', ['--root', root], { env });
  assert.equal(r.code, 0, r.stderr);
  return JSON.parse(r.stdout) as { notes: string[]; signals: Record<string, Array<Record<string, unknown>>> };
};

/**
 * A history with what costs blobs: an edited rename (rename similarity), and a doc whose referenced
 * code churned since (changed-line counts). Loose objects, so one can be removed.
 */
function source(): { root: string; oldBlob: string; churnBlob: string; churnCommit: string; midTree: string } {
  const root = initRepo();
  write(root, 'src/old.ts', lines(40, 'old'));
  write(root, 'src/client.ts', lines(10, 'client'));
  write(root, 'CLAUDE.md', '# Agent\n\nThe entry point is [old](src/old.ts).\n');
  write(root, 'docs/api.md', '# API\n\nThe client: [client](../src/client.ts).\n');
  commit(root, '2025-01-01T00:00:00Z');
  const oldBlob = git(root, ['rev-parse', 'HEAD:src/old.ts']);
  git(root, ['mv', 'src/old.ts', 'src/new.ts']);
  write(root, 'src/new.ts', lines(40, 'old') + 'one more line\n');
  commit(root, '2025-01-02T00:00:00Z');
  let churnBlob = '';
  let churnCommit = '';
  let midTree = '';
  for (let i = 1; i <= 6; i++) {
    write(root, 'src/client.ts', lines(10 + 60 * i, `client v${i}`));
    const c = commit(root, `2025-02-0${i}T00:00:00Z`);
    if (i === 3) {
      churnCommit = c;
      churnBlob = git(root, ['rev-parse', 'HEAD:src/client.ts']);
      midTree = git(root, ['rev-parse', 'HEAD^{tree}']);
    }
  }
  return { root, oldBlob, churnBlob, churnCommit, midTree };
}

/**
 * A history the claim signals read: a doc last changed when the code still had a flag and a
 * function (vanished_identifier reads the code at that commit), and a package script renamed since
 * (command_reference reads the diffs of package.json). Returns the blobs those look-ups need.
 */
function claimsSource(): { root: string; oldCode: string; oldPackage: string } {
  const root = initRepo();
  const code = 'package main\n\nfunc loadConfig() string { return "" }\n\nfunc main() {\n\tflags.Bool("resolve-collisions", false, "resolve")\n\t_ = loadConfig()\n}\n';
  write(root, 'cmd/tool/main.go', code);
  write(root, 'package.json', '{\n  "name": "tool",\n  "scripts": {\n    "build": "go build ./cmd/tool"\n  }\n}\n');
  write(root, 'CLAUDE.md', '# Agent\n\nBuild with `npm run build`. Import with `tool import --resolve-collisions`; settings come from `loadConfig()`.\n');
  commit(root, '2025-01-01T00:00:00Z');
  const oldCode = git(root, ['rev-parse', 'HEAD:cmd/tool/main.go']);
  const oldPackage = git(root, ['rev-parse', 'HEAD:package.json']);
  write(root, 'cmd/tool/main.go', code.replace('\tflags.Bool("resolve-collisions", false, "resolve")\n', '').replaceAll('loadConfig', 'readConfig'));
  write(root, 'package.json', '{\n  "name": "tool",\n  "scripts": {\n    "compile": "go build ./cmd/tool"\n  }\n}\n');
  commit(root, '2025-02-01T00:00:00Z', 'Drop --resolve-collisions, rename loadConfig and the build script');
  return { root, oldCode, oldPackage };
}

const hitNames = (a: { signals: Record<string, Array<Record<string, unknown>>> }, path: string) =>
  (a.signals[path] ?? []).map((h) => [h.name, h.term ?? h.command, h.removed_in ? 'removed_in' : 'no history'].join(' ')).sort();

/**
 * An environment whose `git` is the installed one posing as git 2.30, which knows no
 * GIT_NO_LAZY_FETCH: the switch is dropped before it runs, so any read of a missing object fetches.
 */
function oldGitEnv(): NodeJS.ProcessEnv {
  const bin = join(tmpDir(), 'bin');
  const real = execFileSync('sh', ['-c', 'command -v git'], { encoding: 'utf8' }).trim();
  write(bin, 'git', `#!/bin/sh\nfor last; do :; done\nif [ "$last" = version ]; then echo 'git version 2.30.0'; exit 0; fi\nunset GIT_NO_LAZY_FETCH\nexec ${real} "$@"\n`);
  chmodSync(join(bin, 'git'), 0o755);
  return { ...process.env, PATH: `${bin}:${process.env.PATH}` };
}

function removeObject(root: string, oid: string): void {
  rmSync(join(root, '.git', 'objects', oid.slice(0, 2), oid.slice(2)));
}

/** Objects a repository holds: loose ones and those in packs (`git count-objects -v`). */
function objectCount(root: string): number {
  const v = git(root, ['count-objects', '-v']);
  const n = (k: string) => Number(new RegExp(`^${k}: (\\d+)$`, 'm').exec(v)![1]);
  return n('count') + n('in-pack');
}

function packFiles(root: string): string[] {
  return readdirSync(join(root, '.git', 'objects', 'pack')).filter((f) => f.endsWith('.pack')).sort();
}

describe('Clones CI checks out', () => {
  it('A shallow clone keeps its one note', () => {
    const { root } = source();
    const clone = join(tmpDir(), 'shallow');
    git(tmpDir(), ['clone', '-q', '--depth', '1', `file://${root}`, clone]);
    const a = scan(clone);
    assert.deepEqual(a.notes.filter((n) => /shallow/.test(n)), ['history is shallow: commits before 2025-02-06T00:00:00Z are not in this clone']);
    assert.equal(a.notes.length, 1, a.notes.join('\n'));
    const r = runScript('check.mjs', ['--ci', '--root', clone, '--format', 'github']);
    assert.equal(r.code, 1, r.stderr); // CLAUDE.md's link is broken: history that would say where it went is not here
    assert.match(r.stdout, /::notice title=doc-hygiene::history is shallow/);
  });

  it('A blobless partial clone scan fetches no object', () => {
    const { root } = source();
    git(root, ['config', 'uploadpack.allowFilter', 'true']);
    const clone = join(tmpDir(), 'partial');
    git(tmpDir(), ['clone', '-q', '--no-local', '--filter=blob:none', root, clone]);
    assert.equal(git(clone, ['config', 'remote.origin.promisor']), 'true');
    const before = { objects: objectCount(clone), packs: packFiles(clone) };
    // The promisor remote is reachable: any lazy fetch would add objects.
    const a = scan(clone);
    const gate = runScript('check.mjs', ['--ci', '--root', clone, '--format', 'json']);
    assert.notEqual(gate.code, 2, gate.stderr);
    assert.deepEqual({ objects: objectCount(clone), packs: packFiles(clone) }, before);
    assert.ok(a.notes.some((n) => n.startsWith('partial clone: renames found only where the content is unchanged')), a.notes.join('\n'));
    // git with GIT_NO_LAZY_FETCH counts the commits whose blobs the clone holds; older git counts none.
    assert.ok(a.notes.some((n) => /^partial clone: changed lines of \d+ (?:commits|file changes) not counted/.test(n)), a.notes.join('\n'));
    // The rename was edited, so without similarity history cannot say where src/old.ts went; the link is still reported.
    assert.equal(a.signals['CLAUDE.md']![0]!.name, 'broken_reference');
  });

  it('A treeless partial clone scan fetches no object', () => {
    const { root } = source();
    git(root, ['config', 'uploadpack.allowFilter', 'true']);
    const clone = join(tmpDir(), 'treeless');
    git(tmpDir(), ['clone', '-q', '--no-local', '--filter=tree:0', root, clone]);
    const before = { objects: objectCount(clone), packs: packFiles(clone) };
    const a = scan(clone);
    assert.deepEqual({ objects: objectCount(clone), packs: packFiles(clone) }, before);
    assert.ok(a.notes.some((n) => /^partial clone: .*history (?:not read|left out)/.test(n)), a.notes.join('\n'));
    assert.equal(a.signals['CLAUDE.md']![0]!.name, 'broken_reference');
  });

  it('A partial clone scan looks up no name or command in the code history, with a note each', () => {
    const { root } = claimsSource();
    const full = scan(root);
    assert.deepEqual(full.notes, []);
    assert.deepEqual(hitNames(full, 'CLAUDE.md'), ['command_reference build removed_in', 'vanished_identifier loadConfig removed_in', 'vanished_identifier resolve-collisions removed_in'], JSON.stringify(full.signals));
    git(root, ['config', 'uploadpack.allowFilter', 'true']);
    const clone = join(tmpDir(), 'partial-claims');
    git(tmpDir(), ['clone', '-q', '--no-local', '--filter=blob:none', root, clone]);
    const before = { objects: objectCount(clone), packs: packFiles(clone) };
    const a = scan(clone);
    const gate = runScript('check.mjs', ['--ci', '--root', clone, '--format', 'json']);
    assert.equal(gate.code, 1, gate.stderr); // the missing command in CLAUDE.md needs no history
    assert.deepEqual({ objects: objectCount(clone), packs: packFiles(clone) }, before, 'no object fetched');
    // The past versions are on the remote: the names are not looked up (no finding, no guess), and the
    // command is still reported, without the rename history says.
    assert.deepEqual(hitNames(a, 'CLAUDE.md'), ['command_reference build no history'], JSON.stringify(a.signals));
    assert.ok(a.notes.some((n) => /^partial clone: vanished_identifier: \d+ names gone from the code now not looked up/.test(n)), a.notes.join('\n'));
    assert.ok(a.notes.some((n) => /^partial clone: command_reference: no rename evidence from the history of 1 definition files/.test(n)), a.notes.join('\n'));
  });

  it('An unreadable blob costs the name and command look-ups that needed it, with a note naming it', () => {
    const { root, oldCode, oldPackage } = claimsSource();
    removeObject(root, oldCode);
    removeObject(root, oldPackage);
    const a = scan(root);
    const searched = (o: string) => `object ${o} is unreadable: vanished_identifier: a code file at commit ${git(root, ['rev-parse', 'HEAD~1']).slice(0, 12)} not searched (names only it held are not reported)`;
    // package.json is code to vanished_identifier too: both look-ups name it.
    assert.deepEqual(a.notes.sort(), [
      searched(oldCode),
      searched(oldPackage),
      `object ${oldPackage} is unreadable: command_reference: the history of definition files not read; no rename evidence`,
    ].sort());
    assert.deepEqual(hitNames(a, 'CLAUDE.md'), ['command_reference build no history'], JSON.stringify(a.signals));
    const gate = runScript('check.mjs', ['--ci', '--root', root, '--format', 'json']);
    assert.equal(gate.code, 1, gate.stderr);
  });

  it('A partial clone scan on a git that would fetch reads no missing object', () => {
    const env = oldGitEnv();
    for (const { root, oldBlob } of [source(), { ...claimsSource(), oldBlob: undefined }]) {
      git(root, ['config', 'uploadpack.allowFilter', 'true']);
      const clone = join(tmpDir(), 'partial-old-git');
      git(tmpDir(), ['clone', '-q', '--no-local', '--filter=blob:none', root, clone]);
      const before = { objects: objectCount(clone), packs: packFiles(clone) };
      const a = scan(clone, env);
      const gate = runScript('check.mjs', ['--ci', '--root', clone, '--format', 'json'], { env });
      assert.equal(gate.code, 1, gate.stderr);
      assert.deepEqual({ objects: objectCount(clone), packs: packFiles(clone) }, before, a.notes.join('\n'));
      assert.ok(a.notes.length > 0 && a.notes.every((n) => n.startsWith('partial clone: ')), a.notes.join('\n'));
      if (oldBlob) {
        assert.ok(a.notes.some((n) => n.includes('they would fetch blobs this clone does not hold')), a.notes.join('\n'));
        // This git does fetch: reading the old blob through it adds objects.
        execFileSync('git', ['cat-file', '-e', oldBlob], { cwd: clone, env, stdio: 'ignore' });
        assert.ok(objectCount(clone) > before.objects, 'the posing git fetches missing objects');
      }
    }
  });

  it('GIT_NO_LAZY_FETCH is trusted from git 2.44 and the April 2024 security releases', () => {
    const yes: Array<[number, number, number]> = [[2, 44, 0], [2, 47, 1], [2, 39, 4], [2, 39, 5], [2, 40, 2], [2, 41, 1], [2, 42, 2], [2, 43, 4], [3, 0, 0]];
    const no: Array<[number, number, number]> = [[2, 39, 3], [2, 40, 1], [2, 41, 0], [2, 42, 1], [2, 43, 3], [2, 38, 9], [2, 30, 0]];
    assert.deepEqual(yes.map(honoursNoLazyFetch), yes.map(() => true));
    assert.deepEqual(no.map(honoursNoLazyFetch), no.map(() => false));
    assert.equal(honoursNoLazyFetch(undefined), false);
  });

  it('A full clone of the same history reads renames and line counts', () => {
    // The other side of the partial-clone test: what the notes say was skipped is found here.
    const { root } = source();
    const a = scan(root);
    assert.deepEqual(a.notes, []);
    assert.equal(a.signals['CLAUDE.md']![0]!.renamed_to, 'src/new.ts');
    assert.ok(a.signals['docs/api.md']?.some((h) => h.name === 'edit_recency_vs_churn'), JSON.stringify(a.signals));
  });

  it('An unreadable blob costs rename similarity only, with a note naming it', () => {
    const { root, oldBlob } = source();
    removeObject(root, oldBlob);
    const a = scan(root);
    assert.deepEqual(a.notes, [`object ${oldBlob} is unreadable: renames found only where the content is unchanged (rename similarity skipped)`]);
    assert.ok(a.signals['docs/api.md']?.some((h) => h.name === 'edit_recency_vs_churn'), 'history and line counts still read');
  });

  it('An unreadable blob costs the line counts of the commits that need it, with a note naming it', () => {
    const { root, churnBlob, churnCommit } = source();
    removeObject(root, churnBlob);
    const a = scan(root);
    const next = git(root, ['rev-list', '--reverse', '--ancestry-path', `${churnCommit}..HEAD`]).split('\n')[0]!;
    assert.deepEqual(a.notes.sort(), [
      `object ${churnBlob} is unreadable: changed lines of commit ${churnCommit} not counted; edit_recency_vs_churn skipped the docs that need them`,
      `object ${churnBlob} is unreadable: changed lines of commit ${next} not counted; edit_recency_vs_churn skipped the docs that need them`,
    ].sort());
    assert.equal(a.signals['CLAUDE.md']![0]!.renamed_to, 'src/new.ts', 'renames still read');
  });

  it('An unreadable tree costs the line counts of the commits that need it when history is cached', () => {
    // History read while the tree was there (cached); line counts asked for after it went.
    const { root, midTree, churnCommit } = source();
    scan(root);
    const cached = runScript('scanner.mjs', ['--root', root]);
    assert.equal(cached.code, 0);
    removeObject(root, midTree);
    rmSync(join(root, '.dochygiene', 'cache', 'history-lines.json'));
    const r = runScript('scanner.mjs', ['--root', root]);
    assert.equal(r.code, 0, r.stderr);
    const notes = (JSON.parse(r.stdout) as { notes: string[] }).notes;
    const next = git(root, ['rev-list', '--reverse', '--ancestry-path', `${churnCommit}..HEAD`]).split('\n')[0]!;
    assert.deepEqual(notes.sort(), [
      `object ${midTree} is unreadable: changed lines of commit ${churnCommit} not counted; edit_recency_vs_churn skipped the docs that need them`,
      `object ${midTree} is unreadable: changed lines of commit ${next} not counted; edit_recency_vs_churn skipped the docs that need them`,
    ].sort());
  });

  it('An unreadable tree cuts history at the commit that needs it, with a note naming it', () => {
    const { root, midTree } = source();
    removeObject(root, midTree);
    assert.ok(statSync(join(root, '.git')).isDirectory());
    const a = scan(root);
    assert.equal(a.notes.length, 1, a.notes.join('\n'));
    assert.match(a.notes[0]!, new RegExp(`^object ${midTree} is unreadable: history before 2025-02-0\\dT00:00:00Z left out$`));
    const r = runScript('check.mjs', ['--ci', '--root', root, '--format', 'json']);
    assert.notEqual(r.code, 2, r.stderr);
    assert.ok(JSON.parse(r.stdout).notes[0].startsWith(`object ${midTree}`));
  });

  it('An unreadable HEAD tree leaves the gate and the model-free check complete', () => {
    const { root } = source();
    removeObject(root, git(root, ['rev-parse', 'HEAD^{tree}']));
    const gate = runScript('check.mjs', ['--ci', '--root', root, '--format', 'json']);
    assert.equal(gate.code, 1, gate.stderr); // CLAUDE.md's broken link, found without history
    assert.match(JSON.parse(gate.stdout).notes.join('\n'), /is unreadable: all history left out/);
    const check = runScript('check.mjs', ['--root', root]);
    assert.equal(check.code, 0, check.stderr);
  });
});
