// Regenerates examples/golden/classifier/*/expected.json from each case's input/ and captured
// proposals.json, through the compiled scanner and report-builder. Run by hand, and only when a
// golden is meant to change (goldens are human-gated: review the diff before committing):
//   npm run build && npx tsx tests/classify/make-classifier-goldens.ts
// The run-dependent fields are pinned: project_root to /golden/<case>, every generated_at to
// GOLDEN_TIME. Ids and digests do not depend on them.
import { cpSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT, runScript, tempDir } from '../support/run.ts';

export const CLASSIFIER_GOLDENS = join(REPO_ROOT, 'examples', 'golden', 'classifier');
export const GOLDEN_TIME = '2026-01-15T12:00:00.000Z';

export function goldenCases(): string[] {
  return readdirSync(CLASSIFIER_GOLDENS).filter((n) => /^\d+-/.test(n)).sort();
}

/** Scans a copy of the case's input/ (outside any repository) and builds its report. */
export function buildGolden(name: string): { scan: any; report?: any; stderr: string; code: number | null } {
  const dir = join(CLASSIFIER_GOLDENS, name);
  const root = tempDir(`dh-golden-${name}-`);
  cpSync(join(dir, 'input'), root, { recursive: true });
  const s = runScript('scanner.mjs', ['--root', root]);
  if (s.code !== 0) throw new Error(`scanner failed on ${name}: ${s.stderr}`);
  const work = tempDir();
  writeFileSync(join(work, 'scan.json'), s.stdout);
  const b = runScript('report-builder.mjs', ['--scan', join(work, 'scan.json'), '--proposals', join(dir, 'proposals.json'), '--out', join(work, 'out')]);
  const report = b.code === 0 ? JSON.parse(readFileSync(join(work, 'out', 'report.json'), 'utf8')) : undefined;
  return { scan: JSON.parse(s.stdout), report, stderr: b.stderr, code: b.code };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const name of goldenCases()) {
    const { report, stderr } = buildGolden(name);
    if (!report) throw new Error(`report-builder refused ${name}:\n${stderr}`);
    report.generated_at = GOLDEN_TIME;
    report.scan.project_root = `/golden/${name}`;
    for (const e of report.entries) e.generated_at = GOLDEN_TIME;
    writeFileSync(join(CLASSIFIER_GOLDENS, name, 'expected.json'), JSON.stringify(report, null, 2) + '\n');
    process.stdout.write(`wrote ${name}/expected.json (${report.entries.length} entries)\n`);
  }
}
