// Link recall on the ground truth: the scanner of the build under test runs at each fix commit's
// parent, in a throwaway clone outside the corpus (git clone --shared: nothing is written into the
// corpus), and a case counts as found when the doc gets a broken_reference to the same path.
import { gitTextSync } from '../../scripts/git/exec.ts';
import { mkdtempSync, rmSync, readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import type { GroundTruthCase } from './ground-truth.ts';
import { runScanner } from './run-dist.ts';

export interface RecallResult {
  cases: number;
  found: number;
  /**
   * Cases left out of `cases`, with the reason: the parent could not be scanned, or the doc is not in
   * its checkout (a blob the snapshot lacks). Such a miss says nothing about the scanner.
   */
  errors: string[];
  by_source: Record<string, { cases: number; found: number }>;
  missed: GroundTruthCase[];
}

export function loadCases(file: string): GroundTruthCase[] {
  if (!existsSync(file)) return [];
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter((l) => l.trim())
    .map((l) => JSON.parse(l) as GroundTruthCase);
}

function sh(dir: string, args: string[]) {
  try {
    gitTextSync(dir, args, { maxBuffer: 256 * 1024 * 1024 });
    return null;
  } catch (e) {
    return String((e as Error).message ?? e);
  }
}

export function measureRecall(dist: string, corpusDir: string, cases: readonly GroundTruthCase[]): RecallResult {
  const res: RecallResult = { cases: cases.length, found: 0, errors: [], by_source: {}, missed: [] };
  if (!cases.length) return res;
  const scratch = mkdtempSync(join(tmpdir(), 'eval-recall-'));
  const clone = join(scratch, 'repo');
  try {
    gitTextSync(scratch, ['clone', '-q', '--shared', '--no-checkout', corpusDir, clone], { localFiles: true });
    const byParent = new Map<string, GroundTruthCase[]>();
    for (const c of cases) byParent.set(c.parent, [...(byParent.get(c.parent) ?? []), c]);
    for (const [parent, group] of byParent) {
      // A blob the snapshot lacks makes checkout complain but still move HEAD; the tree is
      // otherwise complete, and no case targets such a blob (the derivation sets those aside).
      sh(clone, ['checkout', '-q', '-f', '--detach', parent]);
      sh(clone, ['clean', '-fdxq']);
      const docs = [...new Set(group.map((c) => c.path))];
      const scan = runScanner(dist, clone, docs.length === 1 ? ['--scope', docs[0]!] : [], { cold: false });
      for (const c of group) {
        const unreadable = !scan.artifact ? scan.error : existsSync(join(clone, c.path)) ? null : 'the doc is not in the checkout (the snapshot lacks its blob)';
        if (unreadable) {
          res.cases--;
          res.errors.push(`${parent.slice(0, 12)} ${c.path}:${c.line} ${c.target}: not counted: ${unreadable}`);
          continue;
        }
        const s = (res.by_source[c.source] ??= { cases: 0, found: 0 });
        s.cases++;
        const hit = (scan.artifact!.signals[c.path] ?? []).some((x) => x.name === 'broken_reference' && (x.resolved === c.resolved || x.target === c.target));
        if (hit) {
          res.found++;
          s.found++;
        } else res.missed.push(c);
      }
    }
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
  return res;
}
