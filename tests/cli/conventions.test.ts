// The command-line conventions every compiled entry shares, checked on the entries as processes.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { DIST, REPO_ROOT, git, gitRepo, runScript, tempDir, writeTree } from '../support/run.ts';
import { ROOT_OPTION } from '../../scripts/shared/cli.ts';
import { MAX_DOC_BYTES } from '../../scripts/scan/read-text.ts';
import { age, ago, count, duration, old } from '../../scripts/shared/words.ts';

const VERSION = (JSON.parse(readFileSync(join(REPO_ROOT, 'package.json'), 'utf8')) as { version: string }).version;
const ENTRIES = readdirSync(DIST).filter((n) => /\.[cm]js$/.test(n)).sort();
/** The entries that take --root, with the arguments that make each run past its argument checks. */
const ROOTED: Array<[string, string[]]> = [
  ['check.mjs', []],
  ['ci.mjs', []],
  ['scanner.mjs', []],
  ['status.mjs', []],
  ['context.mjs', []],
  ['init.mjs', ['--print']],
  ['state-store.mjs', ['status']],
  ['sweep.mjs', ['scan', '--out', '/tmp/never-written']],
  ['apply-edits.mjs', ['plan']],
  ['doc-hygiene.mjs', ['status']],
];
const oneLine = (s: string) => s.replace(/\s+/g, ' ');

describe('Command-line conventions', () => {
  it('Every entry answers --version and --help in one layout', () => {
    assert.ok(ENTRIES.length >= 14, ENTRIES.join(', '));
    const helps = new Map<string, string>();
    for (const e of ENTRIES) {
      const v = runScript(e, ['--version'], { cwd: tempDir() });
      assert.equal(v.code, 0, `${e}: ${v.stderr}`);
      assert.equal(v.stdout, `doc-hygiene ${VERSION}\n`, e);
      const h = runScript(e, ['--help'], { cwd: tempDir() });
      assert.equal(h.code, 0, `${e}: ${h.stderr}`);
      assert.match(h.stdout, /^Usage: \S/, e);
      assert.match(h.stdout, /\nOptions:\n(?:.*\n)*? {2}--version {2,}print the version and exit\n {2}--help {2,}show this help\n/, e);
      assert.match(h.stdout, /\n\nExit codes: [^\n]+(?:\n[^\n]+)*\n$/, e);
      for (const line of h.stdout.split('\n')) assert.ok(line.length <= 100, `${e}: a help line over 100 columns: ${line}`);
      helps.set(e, h.stdout);
    }
    // The shared option is worded once: the same text wherever --root is taken.
    for (const [e] of ROOTED.filter(([e]) => e !== 'doc-hygiene.mjs')) {
      const h = oneLine(helps.get(e)!);
      assert.ok(h.includes(`--root DIR ${oneLine(ROOT_OPTION.help)}`), `${e} words --root as the others do`);
    }
    // The umbrella's commands answer with their own help, under their own name.
    assert.match(runScript('doc-hygiene.mjs', ['ci', '--help']).stdout, /^Usage: doc-hygiene ci /);
    assert.match(runScript('doc-hygiene.mjs', ['help', 'check']).stdout, /^Usage: doc-hygiene check /);
    assert.match(runScript('check.mjs', ['--ci', '--help']).stdout, /^Usage: doc-hygiene-check --ci /);
  });

  it('A bad --root exits 2 and says why', () => {
    const dir = tempDir();
    const file = join(dir, 'README.md');
    writeFileSync(file, '# R\n');
    for (const [e, args] of ROOTED) {
      const lead = e === 'doc-hygiene.mjs' ? [args[0]!] : [];
      const rest = e === 'doc-hygiene.mjs' ? args.slice(1) : args;
      const f = runScript(e, [...lead, ...rest, '--root', file]);
      assert.equal(f.code, 2, `${e} --root FILE: ${f.stderr}`);
      assert.ok(f.stderr.includes(`--root ${file}: a file, not a folder`), `${e}: ${f.stderr}`);
      const missing = join(dir, 'no', 'such');
      const m = runScript(e, [...lead, ...rest, '--root', missing]);
      assert.equal(m.code, 2, `${e} --root MISSING: ${m.stderr}`);
      assert.ok(m.stderr.includes(`--root ${missing}: no such folder`), `${e}: ${m.stderr}`);
      assert.doesNotMatch(f.stderr + m.stderr, /internal error|ENOTDIR|spawn/, e);
    }
  });

  it('A config file under another name is an error naming .dochygiene.yaml; --config reads any file', () => {
    // The file leaves notes/ out of the scan: read, the broken link there is not found.
    const root = gitRepo({ 'CLAUDE.md': '# Agent\n', 'notes/a.md': '# A\n\n[gone](gone.md)\n', '.dochygiene.yml': 'scan:\n  exclude_dirs: [notes]\n' });
    const check = runScript('check.mjs', ['--root', root]);
    assert.equal(check.code, 1, check.stderr);
    assert.match(check.stderr, /doc-hygiene reads its configuration from \.dochygiene\.yaml, not \.dochygiene\.yml: rename the file/);
    const gate = runScript('ci.mjs', ['--root', root]);
    assert.equal(gate.code, 2, gate.stderr);
    assert.match(gate.stderr, /\.dochygiene\.yml: doc-hygiene reads its configuration from \.dochygiene\.yaml/);
    const read = runScript('ci.mjs', ['--root', root, '--config', join(root, '.dochygiene.yml'), '--format', 'json', '--fail-on', 'warning']);
    assert.equal(read.code, 0, read.stderr);
    assert.deepEqual(JSON.parse(read.stdout).findings, [], 'the exclusions of the named file apply');
    const missing = runScript('ci.mjs', ['--root', root, '--config', join(root, 'nope.yaml')]);
    assert.equal(missing.code, 2);
    assert.match(missing.stderr, /--config .*nope\.yaml: no such file/);
    // A .json file under the right name is fine too: it is YAML.
    writeFileSync(join(root, 'dh.json'), '{"scan": {"exclude_dirs": []}}\n');
    const json = runScript('ci.mjs', ['--root', root, '--config', join(root, 'dh.json'), '--format', 'json']);
    assert.equal(JSON.parse(json.stdout).findings.length, 1, json.stderr);
  });

  it('Degraded capabilities are notes', () => {
    const plain = tempDir();
    writeTree(plain, { 'a.md': '# A\n', 'big.md': Buffer.alloc(MAX_DOC_BYTES + 1, 'a') });
    const r = JSON.parse(runScript('ci.mjs', ['--root', plain, '--format', 'json']).stdout);
    assert.ok(r.notes.some((n: string) => /^not a git repository: git history is not read/.test(n)), JSON.stringify(r.notes));
    assert.ok(r.notes.some((n: string) => n === `big.md: not read, it is larger than ${MAX_DOC_BYTES} bytes`), JSON.stringify(r.notes));
    const text = runScript('ci.mjs', ['--root', plain]);
    assert.match(text.stdout, /^note: not a git repository/m);

    const origin = gitRepo({ 'CLAUDE.md': '# A\n' });
    git(origin, ['commit', '-q', '--allow-empty', '-m', 'second']);
    const shallow = join(tempDir(), 'shallow');
    git(tempDir(), ['clone', '-q', '--depth', '1', `file://${origin}`, shallow]);
    const s = JSON.parse(runScript('ci.mjs', ['--root', shallow, '--format', 'json']).stdout);
    assert.ok(s.notes.some((n: string) => /history is shallow/.test(n)), JSON.stringify(s.notes));
    assert.ok(!s.notes.some((n: string) => /not a git repository/.test(n)));
  });

  it('Progress goes to stderr on a terminal only; the summary line always', (t) => {
    const root = gitRepo({ 'CLAUDE.md': '# A\n\n[x](docs/x.md)\n' });
    const piped = runScript('ci.mjs', ['--root', root]);
    assert.equal(piped.stderr, '', 'no progress on a pipe');
    const last = (s: string) => s.trimEnd().split('\n').pop()!;
    assert.match(last(piped.stdout), /^doc-hygiene: 1 file scanned in \d+\.\d s; 1 finding: 1 failing --fail-on error, 0 in the baseline$/);
    if (spawnSync('script', ['--version']).status !== 0) return t.skip('util-linux script (a terminal for stderr) is not installed');
    // script(1) gives the command a terminal; stdout goes to a file, so what script prints is stderr.
    const onTty = (args: string) => {
      const out = join(tempDir(), 'out.txt');
      const r = spawnSync('script', ['-qec', `"${process.execPath}" "${join(DIST, 'ci.mjs')}" --root "${root}" ${args} > "${out}"`, '/dev/null'], { encoding: 'utf8' });
      return { stderr: r.stdout, stdout: readFileSync(out, 'utf8') };
    };
    const tty = onTty('');
    assert.match(tty.stderr, /\r\x1b\[Kdoc-hygiene ci: 1\/1 docs read; reading git history/);
    assert.match(last(tty.stdout), /^doc-hygiene: 1 file scanned in/);
    const quiet = onTty('--quiet');
    assert.equal(quiet.stderr, '');
    assert.match(last(quiet.stdout), /^doc-hygiene: 1 file scanned in/);
  });

  it('Counts and ages read right', () => {
    assert.deepEqual([count(1, 'file'), count(2, 'file'), count(0, 'entry', 'entries'), count(1, 'entry', 'entries')], ['1 file', '2 files', '0 entries', '1 entry']);
    assert.deepEqual([duration(400), duration(12_340), duration(65_000), duration(3_720_000)], ['0.4 s', '12.3 s', '1 min 5 s', '1 h 2 min']);
    assert.deepEqual([age(30_000), age(60_000), age(7_200_000), age(86_400_000 * 3)], ['less than a minute', '1 minute', '2 hours', '3 days']);
    assert.deepEqual([ago(1000), ago(120_000), old(1000), old(86_400_000)], ['just now', '2 minutes ago', 'written just now', '1 day old']);
    // As the entries print them.
    const root = gitRepo({ 'CLAUDE.md': '# Agent\n\nRun [the script](tools/run.sh).\n', 'tools/run.sh': 'echo\n' });
    git(root, ['mv', 'tools/run.sh', 'tools/build.sh']);
    git(root, ['commit', '-q', '-m', 'move']);
    const check = runScript('check.mjs', ['--root', root]);
    assert.equal(check.code, 0, check.stderr);
    assert.match(check.stdout, /^doc-hygiene check \(model-free\): 1 file scanned in \d+\.\d s, 1 shortlisted; 1 entry \(1 auto, 0 confirm\); 0 files need classification$/m);
    const status = runScript('status.mjs', ['--root', root]);
    assert.match(status.stdout, /report: {9}\.dochygiene\/report\.json, written just now, 1 entry \(1 auto, 0 confirm\)/);
    assert.doesNotMatch(check.stdout + status.stdout, /\b1 files\b|\b1 entries\b|just now old/);
  });
});
