// Runs of one build over different corpora (a half split to run side by side) joined into one run,
// summarized again. Pure: the parsed --json-out files in, one run out, or the reason they do not join.
import { summarize, type ReplaySummary } from './summary.ts';

/** What --json-out writes. */
export interface ReplayRunJson {
  label: string;
  date: string;
  dist: string;
  build_id: string;
  set: string | null;
  corpora: string;
  max_parents: number;
  complete: boolean;
  wall_s: number;
  /** The runs it joins, when it is a combination: their wall times (they may have run side by side). */
  parts_wall_s?: number[];
  summary: ReplaySummary;
  repos: Array<{ repo: string; [k: string]: unknown }>;
}

export function combineRuns(runs: readonly ReplayRunJson[]): ReplayRunJson | string {
  const first = runs[0];
  if (!first) return 'nothing to combine';
  for (const r of runs) {
    if (r.build_id !== first.build_id || r.max_parents !== first.max_parents || r.set !== first.set || r.label !== first.label) return `${r.label} (build ${r.build_id}, --max-parents ${r.max_parents}, set ${r.set}) is another run than ${first.label} (build ${first.build_id}, --max-parents ${first.max_parents}, set ${first.set})`;
    if (!r.complete) return `a run of ${r.summary.repos.map((x) => x.repo).join(', ')} did not finish`;
  }
  const seen = new Set<string>();
  for (const r of runs)
    for (const x of r.summary.repos) {
      if (seen.has(x.repo)) return `${x.repo} is in two of the runs`;
      seen.add(x.repo);
    }
  const parts = runs.map((r) => r.wall_s);
  return { ...first, complete: true, wall_s: Math.max(...parts), parts_wall_s: parts, summary: summarize(runs.flatMap((r) => r.summary.repos)), repos: runs.flatMap((r) => r.repos) };
}
