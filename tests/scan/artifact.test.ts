// End to end: the compiled dist/scanner.mjs run as a process (npm run build first).
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DIST, REPO_ROOT, runScript, tempDir } from '../support/run.ts';
import { makeRepo } from './helpers.ts';
import { compileSchema, schemaViolations } from '../../scripts/validate/schema-pass.ts';
import { SIGNALS } from '../../scripts/scan/signals/index.ts';

/** The document signals of this capability (history and lifecycle signals have their own specs). */
const SCANNER_SIGNALS = ['broken_reference', 'version_skew', 'stale_name_location', 'archive_to_live_ratio', 'frontmatter_marker', 'token_weight', 'duplicate_block'];
const dist = DIST;
const schema = JSON.parse(readFileSync(join(REPO_ROOT, 'scripts', 'contract', 'schemas', 'scan.schema.json'), 'utf8')) as object;
const validate = compileSchema(schema);

function words(n: number): string {
  return Array.from({ length: n }, (_, i) => `word${i % 89}`).join(' ') + '\n';
}

/** A repository where every scanner signal fires at least once. */
function everySignalRepo(): string {
  const shared = ['## Shared', '', 'a1', 'a2', 'a3', 'a4', 'a5', 'a6', ''].join('\n');
  return makeRepo({
    files: {
      'package.json': JSON.stringify({ name: 'x', engines: { node: '>=20' } }, null, 2) + '\n',
      'CLAUDE.md': '# Project\n\nSee @docs/missing.md and @docs/big.md for more. Needs Node 16.\n',
      'docs/big.md': '# Big\n\n' + words(2500),
      'docs/index.md': '# Index\n\n[a](archive/a.md) [b](archive/b.md) [c](guide.md#nowhere)\n\n' + shared,
      'docs/guide.md': '# Guide\n\n' + shared,
      'docs/archive/a.md': '# A\n',
      'docs/archive/b.md': '# B\n',
      'plans/legacy/2020-01-01-plan.md': '---\nstatus: done\nhygiene: frozen\n---\n# Plan\n\n- [x] a\n- [x] b\n',
    },
    symlinks: { 'AGENTS.md': 'CLAUDE.md' },
  });
}

function runScanner(args: string[]) {
  return runScript('scanner.mjs', args, { dist });
}

describe('The scan artifact', () => {
  it('The artifact validates against its schema', () => {
    const root = everySignalRepo();
    const r = runScanner(['--root', root]);
    assert.equal(r.code, 0, r.stderr);
    const artifact = JSON.parse(r.stdout) as { signals: Record<string, Array<{ name: string }>> };
    assert.ok(validate(artifact), JSON.stringify(validate.errors) + JSON.stringify(schemaViolations(validate, artifact)));
    const names = new Set(Object.values(artifact.signals).flat().map((h) => h.name));
    for (const name of SCANNER_SIGNALS) assert.ok(names.has(name), name);
  });

  it('Same input, byte-identical output', () => {
    const root = everySignalRepo();
    const a = runScanner(['--root', root]);
    const b = runScanner(['--root', join(root, 'docs')]);
    assert.equal(a.code, 0);
    assert.equal(a.stdout, b.stdout);
  });

  it('JSON only on stdout', () => {
    const root = everySignalRepo();
    const r = runScanner(['--root', root, '--no-history']);
    assert.equal(r.code, 0);
    assert.equal(r.stderr, '');
    assert.ok(r.stdout.endsWith('}\n'));
    const parsed = JSON.parse(r.stdout) as Record<string, unknown>;
    assert.deepEqual(Object.keys(parsed), ['project_root', 'scope_globs', 'excluded_dirs', 'scope', 'files_scanned', 'shortlist', 'per_session', 'signals', 'docs', 'sites', 'notes', 'agent_contexts']);
  });

  it('A progress line only on a terminal', (t) => {
    if (spawnSync('script', ['--version']).status !== 0) return t.skip('util-linux script(1) is not installed');
    const root = everySignalRepo();
    const out = join(tempDir('dh-artifact-'), 'artifact.json');
    // script(1) gives the child a terminal; stdout is redirected to a file inside it.
    const cmd = `${JSON.stringify(process.execPath)} ${JSON.stringify(join(dist, 'scanner.mjs'))} --root ${JSON.stringify(root)} > ${JSON.stringify(out)}`;
    const r = spawnSync('script', ['-qec', cmd, '/dev/null'], { encoding: 'utf8' });
    assert.equal(r.status, 0, r.stderr);
    assert.match(r.stdout, /scanner: \d+\/\d+ docs/);
    const text = readFileSync(out, 'utf8');
    assert.ok(text.startsWith('{\n') && text.endsWith('}\n'));
    JSON.parse(text);
  });

  it('Usage errors exit 2', () => {
    for (const args of [['--bogus'], ['extra'], ['--scope'], ['--root', '/does/not/exist']]) {
      const r = runScanner(args);
      assert.equal(r.code, 2, args.join(' '));
      assert.equal(r.stdout, '');
      assert.match(r.stderr, /^scanner: /);
    }
    const h = runScanner(['--help']);
    assert.equal(h.code, 0);
    assert.match(h.stdout, /^Usage: scanner/);
    // The help lists every signal of the registry (it used to name 7 of 10).
    for (const s of SIGNALS) assert.ok(h.stdout.includes(s.name), `--help names ${s.name}`);
  });

  it('The shortlist holds signal-bearing and per-session docs', () => {
    const root = makeRepo({
      files: { 'CLAUDE.md': '# P\n\nClean.\n', 'docs/broken.md': '# B\n\n[x](nope.md)\n', 'docs/clean.md': '# C\n' },
    });
    const r = runScanner(['--root', root]);
    const a = JSON.parse(r.stdout) as { shortlist: string[]; per_session: string[]; signals: object; files_scanned: number };
    assert.deepEqual(a.shortlist, ['CLAUDE.md', 'docs/broken.md']);
    assert.deepEqual(a.per_session, ['CLAUDE.md']);
    assert.deepEqual(Object.keys(a.signals), ['docs/broken.md']);
    assert.equal(a.files_scanned, 3);
  });
});
