import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, writeFileSync, existsSync, readdirSync, mkdirSync, renameSync, utimesSync, lutimesSync, symlinkSync } from 'node:fs';
import { join } from 'node:path';
import { gitRepo, git, runScript, tempDir } from '../support/run.ts';
import { readReportPair } from '../../scripts/state/rollover.ts';
import { sha256 } from '../support/report-builder.ts';
import { files, listState, pair, readPairOnDisk, store } from './state-store-support.ts';

describe('State Lives In A Self-Ignoring Folder', () => {
  it('The first write creates .dochygiene with its own .gitignore', () => {
    const root = gitRepo({ 'README.md': '# r\n', '.gitignore': 'node_modules/\n' });
    const sub = join(root, 'docs');
    mkdirSync(sub);
    const r = store(sub, 'set-last-check', '2026-02-01T10:00:00Z');
    assert.equal(r.code, 0, r.stderr);
    assert.equal(readFileSync(join(root, '.dochygiene', '.gitignore'), 'utf8'), '*\n');
    assert.equal(git(root, ['status', '--porcelain']), '');
    assert.equal(readFileSync(join(root, '.gitignore'), 'utf8'), 'node_modules/\n');
    assert.deepEqual(JSON.parse(readFileSync(join(root, '.dochygiene', 'state.json'), 'utf8')), { schema: 1, last_check: '2026-02-01T10:00:00Z', last_clean: null, last_reminded: null });
  });
});

describe('Lifecycle Stamps', () => {
  it('A stamp is set and read back', () => {
    const root = tempDir();
    assert.equal(store(root, 'get-last-clean').stdout, '');
    assert.equal(store(root, 'set-last-clean', '2026-03-01T10:00:00Z').code, 0);
    assert.equal(store(root, 'get-last-clean').stdout, '2026-03-01T10:00:00Z\n');
    assert.equal(store(root, 'get-last-check').stdout, '');
    assert.equal(store(root, 'get-last-reminded', '--json').stdout, '{"last_reminded":null}\n');
  });

  it('A malformed stamp is refused', () => {
    const root = tempDir();
    store(root, 'set-last-check', '2026-03-01T10:00:00Z');
    const before = readFileSync(join(root, '.dochygiene', 'state.json'));
    const r = store(root, 'set-last-check', 'yesterday');
    assert.equal(r.code, 2);
    assert.match(r.stderr, /not an ISO-8601 instant with a time zone: "yesterday"/);
    assert.equal(store(root, 'set-last-check', '2026-03-01T10:00:00').code, 2, 'no time zone');
    assert.deepEqual(readFileSync(join(root, '.dochygiene', 'state.json')), before);
  });

  it('An unreadable state file reads as never', () => {
    const root = tempDir();
    mkdirSync(join(root, '.dochygiene'));
    writeFileSync(join(root, '.dochygiene', 'state.json'), '{"schema": 1, "last_check": ');
    assert.equal(store(root, 'get-last-check').stdout, '');
    const st = store(root, 'status');
    assert.equal(st.code, 0);
    assert.match(st.stdout, /^warning: \.dochygiene\/state\.json is not valid JSON$/m);
    assert.equal(store(root, 'set-last-check', '2026-04-01T00:00:00+02:00').code, 0);
    assert.deepEqual(JSON.parse(readFileSync(join(root, '.dochygiene', 'state.json'), 'utf8')), { schema: 1, last_check: '2026-04-01T00:00:00+02:00', last_clean: null, last_reminded: null });
  });
});

describe('Exactly One Report Pair', () => {
  it('write-report replaces the previous pair', () => {
    const root = tempDir();
    const a = pair('A');
    const b = pair('B');
    const r1 = store(root, 'write-report', ...files(tempDir(), a, 'a'));
    assert.equal(r1.code, 0, r1.stderr);
    assert.equal(store(root, 'set-last-check', '2026-02-01T10:00:00.000Z').code, 0);
    const r2 = store(root, 'write-report', ...files(tempDir(), b, 'b'));
    assert.equal(r2.code, 0, r2.stderr);
    assert.equal(r2.stdout, `wrote .dochygiene/report.json (sha256 ${b.sha}) and .dochygiene/report.md\n`);
    assert.deepEqual(listState(root), ['.gitignore', 'report.json', 'report.md', 'state.json']);
    assert.deepEqual(readPairOnDisk(root), { json: b.json, md: b.md });
    const st = JSON.parse(store(root, 'status', '--json').stdout);
    assert.deepEqual(st.report, { status: 'ok', json_sha256: b.sha, generated_at: '2026-02-01T10:00:00.000Z', entries: 1 });
  });

  it('A pair whose report.md names another report.json is refused', () => {
    const root = tempDir();
    const a = pair('A');
    store(root, 'write-report', ...files(tempDir(), a, 'a'));
    const b = pair('B');
    const r = store(root, 'write-report', ...files(tempDir(), { json: b.json, md: a.md }, 'x'));
    assert.equal(r.code, 1);
    assert.match(r.stderr, new RegExp(`report\\.md names report\\.json sha256 ${a.sha}, but the given report\\.json is ${b.sha}`));
    assert.deepEqual(readPairOnDisk(root), { json: a.json, md: a.md });
    assert.deepEqual(listState(root), ['.gitignore', 'report.json', 'report.md']);
  });

  it('An invalid report.json is refused and the previous pair kept', () => {
    const root = tempDir();
    const a = pair('A');
    store(root, 'write-report', ...files(tempDir(), a, 'a'));
    const bad = JSON.parse(pair('B').json);
    bad.entries[0].safety_tier = 'auto';
    const json = JSON.stringify(bad);
    const r = store(root, 'write-report', ...files(tempDir(), { json, md: `<!-- report.json sha256: ${sha256(json)} -->\n` }, 'bad'));
    assert.equal(r.code, 1);
    assert.match(r.stderr, /refusing an invalid report\.json; the previous report is kept/);
    assert.match(r.stderr, /entries\[0\]\.safety_tier: must be "confirm"/);
    assert.deepEqual(readPairOnDisk(root), { json: a.json, md: a.md });
  });
});

describe('Crash-Safe Rollover', () => {
  it('A crash before the commit point keeps the old pair', () => {
    const root = tempDir();
    const a = pair('A');
    const b = pair('B');
    store(root, 'write-report', ...files(tempDir(), a, 'a'));
    // The state a writer leaves when it dies after staging, before the marker.
    writeFileSync(join(root, '.dochygiene', 'report.json.next'), b.json);
    writeFileSync(join(root, '.dochygiene', 'report.md.next'), b.md);
    const seen = readReportPair(root);
    assert.equal(seen.status, 'ok');
    assert.equal(seen.json_sha256, a.sha);
    assert.equal(store(root, 'recover').stdout, 'rolled-back\n');
    assert.deepEqual(listState(root), ['.gitignore', 'report.json', 'report.md']);
    assert.deepEqual(readPairOnDisk(root), { json: a.json, md: a.md });
  });

  it('A crash after the commit point yields the new pair', () => {
    const root = tempDir();
    const a = pair('A');
    const b = pair('B');
    store(root, 'write-report', ...files(tempDir(), a, 'a'));
    const dir = join(root, '.dochygiene');
    writeFileSync(join(dir, 'report.json.next'), b.json);
    writeFileSync(join(dir, 'report.md.next'), b.md);
    writeFileSync(join(dir, 'rollover.json'), JSON.stringify({ json_sha256: b.sha, md_sha256: sha256(b.md) }));
    renameSync(join(dir, 'report.json.next'), join(dir, 'report.json')); // died between the two renames
    // A reader that bypasses the store sees a mismatched pair, and the digest line says so ...
    assert.notEqual(readFileSync(join(dir, 'report.md'), 'utf8').split('\n')[0], `<!-- report.json sha256: ${sha256(readFileSync(join(dir, 'report.json')))} -->`);
    // ... while the store reads the new pair through the committed marker.
    const seen = readReportPair(root);
    assert.equal(seen.status, 'ok');
    assert.equal(seen.json_sha256, b.sha);
    assert.equal(seen.rolling_forward, true);
    assert.equal(store(root, 'status').code, 0);
    assert.equal(store(root, 'recover').stdout, 'rolled-forward\n');
    assert.deepEqual(listState(root), ['.gitignore', 'report.json', 'report.md']);
    assert.deepEqual(readPairOnDisk(root), { json: b.json, md: b.md });
  });

  it('A mismatched pair is detected', () => {
    const root = tempDir();
    const a = pair('A');
    store(root, 'write-report', ...files(tempDir(), a, 'a'));
    writeFileSync(join(root, '.dochygiene', 'report.md'), pair('B').md);
    const st = store(root, 'status');
    assert.equal(st.code, 1);
    assert.match(st.stdout, /^report: +MISMATCHED \(report\.md belongs to report\.json [0-9a-f]{12}…, not to the present one \([0-9a-f]{12}…\)\)$/m);
    assert.equal(JSON.parse(store(root, 'status', '--json').stdout).report.status, 'mismatched');
  });
});

describe('One Writer At A Time', () => {
  it('A second writer is refused while the lock is held', () => {
    const root = tempDir();
    store(root, 'set-last-check', '2026-02-01T10:00:00Z');
    const before = readFileSync(join(root, '.dochygiene', 'state.json'));
    writeFileSync(join(root, '.dochygiene', 'lock'), JSON.stringify({ pid: process.pid, purpose: 'clean', since: '2026-02-01T10:00:00Z' }) + '\n');
    const r = store(root, 'set-last-check', '2026-02-02T10:00:00Z');
    assert.equal(r.code, 1);
    assert.match(r.stderr, new RegExp(`another doc-hygiene clean is running on this project \\(pid ${process.pid}`));
    assert.deepEqual(readFileSync(join(root, '.dochygiene', 'state.json')), before);
    // A lock left by a dead process is taken over.
    writeFileSync(join(root, '.dochygiene', 'lock'), JSON.stringify({ pid: 2 ** 22 + 17, purpose: 'clean', since: '2026-02-01T10:00:00Z' }) + '\n');
    assert.equal(store(root, 'set-last-check', '2026-02-02T10:00:00Z').code, 0);
    assert.equal(existsSync(join(root, '.dochygiene', 'lock')), false);
  });

  it('A taker killed before it cleaned up leaves no file behind', () => {
    // A writer killed between writing its owner record and linking it as the lock leaves
    // lock.<pid>.<hex>.new (seen in the write-report kill test); the next taker sweeps it.
    const root = tempDir();
    store(root, 'set-last-check', '2026-02-01T10:00:00Z');
    const dir = join(root, '.dochygiene');
    const dead = 2 ** 22 + 17;
    for (const n of [`lock.${dead}.deadbeef.new`, `lock.stale.${dead}.cafebabe`, `lock.${process.pid}.0badf00d.new`]) writeFileSync(join(dir, n), '{}\n');
    assert.equal(store(root, 'set-last-check', '2026-02-02T10:00:00Z').code, 0);
    assert.deepEqual(readdirSync(dir).filter((n) => n.startsWith('lock')), [`lock.${process.pid}.0badf00d.new`], "a live taker's file is kept");
  });
});

describe('Scratch Folders Inside The Project', () => {
  it('A scratch folder inside the project, stale ones pruned', () => {
    const root = tempDir();
    const tmp = join(root, '.dochygiene', 'tmp');
    mkdirSync(tmp, { recursive: true });
    const twoDays = new Date(Date.now() - 2 * 86_400_000);
    const old = join(tmp, '20260101T000000Z-0123abcd');
    const recent = join(tmp, '20260102T000000Z-89abcdef');
    const foreign = join(tmp, 'keep-me');
    for (const d of [old, recent, foreign]) mkdirSync(d);
    writeFileSync(join(old, 'scan.json'), '{}');
    utimesSync(old, twoDays, twoDays);
    utimesSync(recent, new Date(Date.now() - 3_600_000), new Date(Date.now() - 3_600_000));
    utimesSync(foreign, twoDays, twoDays);
    const target = tempDir('dh-linked-');
    symlinkSync(target, join(tmp, '20260103T000000Z-deadbeef'));
    lutimesSync(join(tmp, '20260103T000000Z-deadbeef'), twoDays, twoDays);
    const r = store(root, 'scratch');
    assert.equal(r.code, 0, r.stderr);
    const made = r.stdout.trim();
    assert.match(made, new RegExp(`^${tmp.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}/\\d{8}T\\d{6}Z-[0-9a-f]{8}$`));
    assert.deepEqual(readdirSync(made), []);
    assert.deepEqual(readdirSync(tmp).sort(), ['20260102T000000Z-89abcdef', '20260103T000000Z-deadbeef', made.slice(tmp.length + 1), 'keep-me'].sort());
    assert.equal(existsSync(target), true, 'a link is never followed or removed');
    assert.equal(readFileSync(join(root, '.dochygiene', '.gitignore'), 'utf8'), '*\n');
  });
});

describe('State Folders Are Real Folders', () => {
  it('check and the state store refuse a symlinked state folder', () => {
    for (const which of ['.dochygiene', '.dochygiene/cache', '.dochygiene/tmp']) {
      const root = gitRepo({ 'CLAUDE.md': '# C\n\nSee [x](docs/x.md).\n' });
      const outside = tempDir('dh-outside-');
      if (which !== '.dochygiene') mkdirSync(join(root, '.dochygiene'));
      symlinkSync(outside, join(root, which));
      const c = runScript('check.mjs', ['--root', root]);
      assert.equal(c.code, 1, `check with ${which}: ${c.stdout}${c.stderr}`);
      assert.match(c.stderr, new RegExp(`${which.replace(/\./g, '\\.')} is a symlink`));
      const s = store(root, which === '.dochygiene/tmp' ? 'scratch' : 'set-last-check', ...(which === '.dochygiene/tmp' ? [] : ['2026-02-01T10:00:00Z']));
      if (which !== '.dochygiene/cache') assert.equal(s.code, 1, `state-store with ${which}`);
      assert.deepEqual(readdirSync(outside), [], `nothing written through ${which}`);
    }
  });
});
