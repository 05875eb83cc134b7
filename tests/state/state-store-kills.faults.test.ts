// The state store's crash safety under random kills: write-report killed at seeded random instants
// (mulberry32; the seed is in every message) never leaves an unreadable pair. A long loop: run by
// `npm run test:faults` (and CI), not by `npm test`.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { spawn } from 'node:child_process';
import { DIST, tempDir } from '../support/run.ts';
import { readReportPair } from '../../scripts/state/rollover.ts';
import { mulberry32 } from '../../scripts/shared/prng.ts';
import { files, listState, pair, readPairOnDisk, store } from './state-store-support.ts';

const KILLS = 30;
const SEED = 20261201;
const rand = mulberry32(SEED);

describe('Crash-Safe Rollover', () => {
  it('Killing write-report at random instants never leaves an unreadable pair', async (t) => {
    const root = tempDir();
    const work = tempDir();
    // Large reports (about 2 MB each) so the writes take a real share of the run.
    const pairs = [pair('A', 2000), pair('B', 2000)];
    const paths = [files(work, pairs[0]!, 'a'), files(work, pairs[1]!, 'b')];
    const run = (i: number) => spawn(process.execPath, [join(DIST, 'state-store.mjs'), '--root', root, 'write-report', ...paths[i]!], { stdio: 'ignore' });
    const exited = (c: ReturnType<typeof spawn>) => new Promise<number | null>((res) => c.on('exit', (code) => res(code)));
    const t0 = Date.now();
    assert.equal(await exited(run(0)), 0);
    const full = Date.now() - t0;
    let current = 0;
    const outcomes = { old: 0, new: 0, rolling: 0 };
    for (let k = 0; k < KILLS; k++) {
      if (k % 5 === 0) process.stderr.write(`state-store kills: kill ${k + 1} of ${KILLS} (seed ${SEED})\n`); // progress
      const next = 1 - current;
      const child = run(next);
      const done = exited(child);
      await new Promise((r) => setTimeout(r, rand() * full * 1.5));
      child.kill('SIGKILL');
      await done;
      const seen = readReportPair(root);
      assert.equal(seen.status, 'ok', `seed ${SEED}, iteration ${k}: ${seen.problem}`);
      JSON.parse(seen.json!.toString('utf8'));
      assert.ok(seen.json_sha256 === pairs[current]!.sha || seen.json_sha256 === pairs[next]!.sha, `iteration ${k}: an unknown report`);
      if (seen.rolling_forward) outcomes.rolling++;
      const landed = seen.json_sha256 === pairs[next]!.sha ? next : current;
      if (landed === next) outcomes.new++;
      else outcomes.old++;
      const rec = store(root, 'recover');
      assert.equal(rec.code, 0, rec.stderr);
      assert.deepEqual(readPairOnDisk(root), { json: pairs[landed]!.json, md: pairs[landed]!.md }, `iteration ${k}`);
      assert.deepEqual(listState(root).filter((n) => n !== 'lock'), ['.gitignore', 'report.json', 'report.md'], `iteration ${k}`);
      current = landed;
    }
    t.diagnostic(`seed ${SEED}: outcomes of ${KILLS} kills: ${JSON.stringify(outcomes)}; a full write-report took ${full} ms`);
    assert.ok(outcomes.old > 0 && outcomes.new > 0, `seed ${SEED}: ${JSON.stringify(outcomes)}`);
  });
});
