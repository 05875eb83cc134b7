// Crash safety: the compiled applier is killed (SIGKILL) at random points of an apply over a
// fixture with many edits, at least 200 times. After each kill every file is exactly as before or
// exactly as after its edits (a deleted folder wholly present or wholly gone); then `undo` (which
// first finishes the interrupted run) restores the starting bytes, and every tenth time the next
// command is shown to finish the run (roll forward) first.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { cpSync, existsSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { applyEdits, DIST, dirSha, entry, fileSha, gitRepo, judgedLifecycle, provenLifecycle, snapshot, tempDir, writeReport } from './support/fixture.ts';
import type { Entry } from '../../scripts/contract/types.ts';
import { mulberry32 } from '../../scripts/shared/prng.ts';

const STEP_RUNS = 200;
const TIMER_RUNS = 20;
/** A fixed seed, so a run is reproducible; DH_FAULT_SEED replays another (every failure message names its seed). */
const SEED = Number(process.env.DH_FAULT_SEED ?? 20261201);
const rand = mulberry32(SEED);

function buildTemplate(): string {
  const files: Record<string, string | Buffer> = { 'done/x': 'x\n', 'CLAUDE.md': '# Rules\n' + Array.from({ length: 12 }, (_, i) => `shared rule ${i}`).join('\n') + '\n' };
  for (let i = 0; i < 24; i++) {
    const lines = [`# Doc ${i}`, '', `see (old/${i}.md)`, 'keep', `## Old ${i}`, `old ${i} a`, `old ${i} b`, '', 'shared rule 3', 'shared rule 4', 'tail'];
    files[`docs/d${i}.md`] = i % 4 === 0 ? Buffer.from('\ufeff' + lines.join('\r\n'), 'utf8') : lines.join('\n') + '\n';
  }
  for (let i = 0; i < 3; i++) files[`notes/tmp${i}.md`] = `scratch ${i}\n`;
  for (let i = 0; i < 4; i++) files[`openspec/changes/add-${i}/proposal.md`] = `proposal ${i}\n`;
  files['openspec/changes/add-0/specs/a/spec.md'] = 'spec\n';
  const root = gitRepo(files);
  const es: Entry[] = [];
  for (let i = 0; i < 24; i++) {
    const p = `docs/d${i}.md`;
    const h = fileSha(root, p);
    es.push(entry({ path: p, edit: { kind: 'replace-text', anchor: { start_line: 3, end_line: 3 }, match: `(old/${i}.md)`, replacement: `(new/${i}.md)`, expected_sha256: h } }));
    es.push(entry({ path: p, edit: { kind: 'move-to-archive', anchor: { start_line: 5, end_line: 7 }, dest_path: `docs/archive/a${i % 3}.md`, expected_sha256: h } }));
    es.push(entry({ path: p, edit: { kind: 'dedupe', anchor: { start_line: 9, end_line: 10 }, canonical_ref: { path: 'CLAUDE.md', start_line: 5, end_line: 6 }, expected_sha256: h } }));
    if (i % 2 === 0) es.push(entry({ path: p, subtype: 'completed-in-place', edit: { kind: 'insert-frontmatter', key: 'hygiene', value: 'frozen' } }));
  }
  for (let i = 0; i < 1; i++)
    es.push(entry({ path: `notes/tmp${i}.md`, edit: { kind: 'delete', anchor: { whole: 'file' }, expected_sha256: fileSha(root, `notes/tmp${i}.md`) }, lifecycle: provenLifecycle('done/x') }));
  for (let i = 0; i < 1; i++)
    es.push(entry({ path: `openspec/changes/add-${i}`, edit: { kind: 'delete', anchor: { whole: 'directory' }, expected_sha256: dirSha(root, `openspec/changes/add-${i}`) }, lifecycle: provenLifecycle('done/x', 'directory') }));
  // A confirm-tier delete, granted below, so grants are consumed inside the killed runs too.
  es.push(entry({ path: 'openspec/changes/add-2', edit: { kind: 'delete', anchor: { whole: 'directory' }, expected_sha256: dirSha(root, 'openspec/changes/add-2') }, lifecycle: judgedLifecycle('directory') }));
  writeReport(root, es);
  const g = applyEdits(root, ['grant', es[es.length - 1]!.id, '--confirmation', 'delete add-2']);
  assert.equal(g.code, 0, g.stderr);
  return root;
}

function copyOf(template: string): string {
  const dir = join(tempDir('dh-fault-'), 'p');
  cpSync(template, dir, { recursive: true, verbatimSymlinks: true });
  return dir;
}

function run(root: string, args: string[], env: Record<string, string>, killAfterMs?: number): Promise<{ code: number | null; signal: NodeJS.Signals | null; stderr: string; stdout: string }> {
  return new Promise((resolve) => {
    const c = spawn(process.execPath, [join(DIST, 'apply-edits.mjs'), ...args, '--root', root], { cwd: root, env: { ...process.env, ...env } });
    let stderr = '';
    let stdout = '';
    c.stderr.on('data', (d) => (stderr += d));
    c.stdout.on('data', (d) => (stdout += d));
    const timer = killAfterMs !== undefined ? setTimeout(() => c.kill('SIGKILL'), killAfterMs) : undefined;
    c.on('close', (code, signal) => {
      if (timer) clearTimeout(timer);
      resolve({ code, signal, stderr, stdout });
    });
  });
}

function journalHasManifest(root: string): boolean {
  const j = join(root, '.dochygiene', 'journal');
  return existsSync(j) && readdirSync(j).some((r) => existsSync(join(j, r, 'manifest.json')));
}

const TMP = /(^|\/)\.[^/]+\.\d+\.[0-9a-f]{8}\.tmp$/;
const APPLY = ['apply', '--tier', 'auto', '--ids'];

describe('Runs Are Journaled Ahead And Survive A Crash', () => {
  it('A run killed at any point leaves every file before or after', async (t) => {
    const template = buildTemplate();
    const before = snapshot(template);
    // The applier derives auto from the repository (issue 24 cause 9): entries whose synthetic evidence
    // no scan proves are confirm, so the user approves each of them, as the first one is above.
    const confirm = JSON.parse(applyEdits(template, ['plan']).stdout).entries.filter((e: any) => e.bucket === 'confirm');
    for (const e of confirm.slice(0, -1)) {
      const g = applyEdits(template, ['grant', e.id, '--confirmation', 'yes']);
      assert.equal(g.code, 0, g.stderr);
    }
    const grantId = confirm.map((e: any) => e.id).join(',');
    rmSync(join(template, '.dochygiene', 'lock'), { force: true });
    // The reference run, and the number of durable steps it takes.
    const ref = copyOf(template);
    const full = await run(ref, [...APPLY, grantId], { DOC_HYGIENE_TEST_KILL_AT_STEP: '0' });
    assert.equal(full.code, 0, full.stderr);
    const steps = Number(/steps: (\d+)/.exec(full.stderr)![1]);
    const fullJson = JSON.parse(full.stdout);
    assert.equal(fullJson.applied.length, 24 * 3 + 12 + 1 + 1 + 1);
    const after = snapshot(ref);
    const paths = [...new Set([...Object.keys(before), ...Object.keys(after)])].sort();
    const changing = paths.filter((p) => before[p] !== after[p]);
    assert.ok(changing.length > 25 && steps > 30, `fixture too small: ${changing.length} paths, ${steps} steps`);
    const t0 = Date.now();
    await run(copyOf(template), [...APPLY, grantId], {});
    const runMs = Math.max(150, Date.now() - t0);

    let killed = 0;
    let midway = 0;
    let forward = 0;
    const total = STEP_RUNS + TIMER_RUNS;
    for (let i = 0; i < total; i++) {
      if (i % 10 === 0) process.stderr.write(`fault injection: run ${i + 1} of ${total} (seed ${SEED})\n`); // progress: the loop runs for minutes
      const root = copyOf(template);
      const byStep = i < STEP_RUNS;
      const at = 1 + Math.floor(rand() * steps);
      const r = byStep
        ? await run(root, [...APPLY, grantId], { DOC_HYGIENE_TEST_KILL_AT_STEP: String(at) })
        : await run(root, [...APPLY, grantId], {}, Math.floor(rand() * runMs * 1.2));
      const label = `seed ${SEED}, run ${i} (${byStep ? `step ${at}/${steps}` : 'timer'})`;
      if (byStep) assert.equal(r.signal, 'SIGKILL', `${label}: ${r.stderr}`);
      if (r.signal === 'SIGKILL') killed++;
      // Every file is exactly before or exactly after; stray temp files of the atomic writer aside.
      const now = snapshot(root);
      const seen = Object.keys(now).filter((p) => !TMP.test(p));
      for (const p of seen) assert.ok(p in before || p in after, `${label}: unexpected file ${p}`);
      let atAfter = 0;
      for (const p of changing) {
        assert.ok(now[p] === before[p] || now[p] === after[p], `${label}: ${p} is neither before nor after`);
        if (now[p] === after[p]) atAfter++;
      }
      if (atAfter > 0 && atAfter < changing.length) midway++;
      for (const d of ['openspec/changes/add-0', 'openspec/changes/add-2']) {
        const inDir = Object.keys(before).filter((p) => p.startsWith(d + '/'));
        const present = inDir.filter((p) => p in now).length;
        assert.ok(present === 0 || present === inDir.length, `${label}: folder ${d} half deleted`);
      }
      if (i % 10 === 5) {
        // The next command finishes the interrupted run: everything is after once the manifest was
        // durable; before it, nothing in the project had changed and the run is dropped.
        const started = journalHasManifest(root);
        const p = await run(root, ['plan'], {});
        assert.equal(p.code, 0, `${label}: ${p.stderr}`);
        assert.deepEqual(snapshot(root), started ? after : before, `${label}: ${started ? 'roll forward' : 'dropped run'}`);
        if (started) forward++;
      }
      const u = await run(root, ['undo'], {});
      assert.equal(u.code, 0, `${label}: undo: ${u.stderr}${u.stdout}`);
      assert.deepEqual(snapshot(root), before, `${label}: undo did not restore the starting bytes`);
      rmSync(join(root, '..'), { recursive: true, force: true });
    }
    t.diagnostic(`seed ${SEED}: ${total} runs (${STEP_RUNS} at random steps of ${steps}, ${TIMER_RUNS} at random times within ${runMs} ms); ${killed} killed, ${midway} with some files before and some after, ${forward} rolled forward; ${changing.length} changing paths`);
    assert.ok(killed >= STEP_RUNS && total >= 200, `only ${killed} of ${total} runs were killed`);
    assert.ok(midway > 0);
    assert.ok(forward > 0);
  });
});
