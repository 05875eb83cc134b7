// Helpers of the report, propose, state and check tests: runs of the compiled report-builder with a scan artifact and
// proposals files, and folder snapshots.
import { writeFileSync, readFileSync, existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { createHash } from 'node:crypto';
import { runScript, tempDir, type RunResult } from './run.ts';

export const sha256 = (b: string | Buffer) => createHash('sha256').update(b).digest('hex');

export interface BuildRun extends RunResult {
  out: string;
  report?: any;
  md?: string;
  json?: string;
}

/** Runs dist/report-builder.mjs with the artifact and proposals (one file per list). */
export function build(root: string, scan: unknown, proposalLists: unknown[][], extra: string[] = []): BuildRun {
  const work = tempDir('dh-build-');
  const scanPath = join(work, 'scan.json');
  writeFileSync(scanPath, JSON.stringify(scan));
  const args = ['--scan', scanPath, '--out', join(work, 'out')];
  proposalLists.forEach((list, i) => {
    const p = join(work, `proposals-${i}.json`);
    writeFileSync(p, JSON.stringify({ proposals: list }));
    args.push('--proposals', p);
  });
  const r = runScript('report-builder.mjs', [...args, ...extra]);
  const out = join(work, 'out');
  const res: BuildRun = { ...r, out };
  if (existsSync(join(out, 'report.json'))) {
    res.json = readFileSync(join(out, 'report.json'), 'utf8');
    res.report = JSON.parse(res.json);
    res.md = readFileSync(join(out, 'report.md'), 'utf8');
  }
  return res;
}

/** Every file in dir with its sha256, folders as 'dir' (a snapshot to compare before/after). */
export function snapshotDir(dir: string): Record<string, string> {
  const out: Record<string, string> = {};
  if (!existsSync(dir)) return out;
  for (const name of readdirSync(dir).sort()) {
    const p = join(dir, name);
    out[name] = statSync(p).isDirectory() ? 'dir' : sha256(readFileSync(p));
  }
  return out;
}
