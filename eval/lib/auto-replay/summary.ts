// The replay's counts per repository and overall, and their Markdown tables. Pure.
import { wilson, type Proportion } from '../stats.ts';
import type { CorpusReplay } from './replay.ts';
import type { CaseOutcome } from './judge.ts';

export interface ReplayTally {
  cases: number;
  /** Cases at parents the check ran on (the recall side counts these). */
  cases_replayed: number;
  parents: number;
  parents_failed: number;
  auto_entries: number;
  accept: number;
  reject: number;
  to_judge: number;
  /** Of the replayed cases: what the check did with each. */
  recall: Record<CaseOutcome, number>;
}

export interface RepoSummary extends ReplayTally {
  repo: string;
  commits_read: number;
  wall_s: number;
  problem?: string;
}

export interface ReplaySummary {
  repos: RepoSummary[];
  overall: ReplayTally & { acceptance: Proportion };
}

export function tally(r: CorpusReplay, cases: number): ReplayTally {
  const recall: Record<CaseOutcome, number> = { auto: 0, confirm: 0, finding: 0, nothing: 0, unscanned: 0 };
  for (const o of r.outcomes) recall[o.outcome]++;
  return {
    cases,
    cases_replayed: r.outcomes.length,
    parents: r.parents.length,
    parents_failed: r.parents.filter((p) => p.error).length,
    auto_entries: r.judged.length + r.to_judge.length,
    accept: r.judged.filter((j) => j.verdict === 'ACCEPT').length,
    reject: r.judged.filter((j) => j.verdict === 'REJECT').length,
    to_judge: r.to_judge.length,
    recall,
  };
}

export function summarize(repos: RepoSummary[]): ReplaySummary {
  const sum = (k: keyof Omit<ReplayTally, 'recall'>) => repos.reduce((t, r) => t + r[k], 0);
  const recall: Record<CaseOutcome, number> = { auto: 0, confirm: 0, finding: 0, nothing: 0, unscanned: 0 };
  for (const r of repos) for (const k of Object.keys(recall) as CaseOutcome[]) recall[k] += r.recall[k];
  const accept = sum('accept');
  const reject = sum('reject');
  return {
    repos,
    overall: { cases: sum('cases'), cases_replayed: sum('cases_replayed'), parents: sum('parents'), parents_failed: sum('parents_failed'), auto_entries: sum('auto_entries'), accept, reject, to_judge: sum('to_judge'), recall, acceptance: wilson(accept, accept + reject) },
  };
}

const pct = (p: Proportion) => (p.p === null ? '–' : `${(100 * p.p).toFixed(1)}% (Wilson ${(100 * p.lo!).toFixed(1)}%–${(100 * p.hi!).toFixed(1)}%)`);

export function replayMarkdown(s: ReplaySummary, head: { title: string; dist: string; build_id: string; set: string | null; max_parents: number; wall_s: number; parts_wall_s?: number[]; to_judge_dir: string | null }): string {
  const o = s.overall;
  const out = [
    `# ${head.title}`,
    '',
    `Build \`${head.build_id}\` (${head.dist}); ${head.set ? `the ${head.set} half` : 'the corpora named'}; at most ${head.max_parents} parents per repository, newest first; ${head.wall_s} s${head.parts_wall_s ? ` (the longest of ${head.parts_wall_s.length} runs side by side: ${head.parts_wall_s.join(' s, ')} s)` : ''}.`,
    '',
    `Auto entries at the replayed parents: **${o.auto_entries}**; judged by the maintainer's fix: ${o.accept} ACCEPT, ${o.reject} REJECT, acceptance ${pct(o.acceptance)}; left to judge: ${o.to_judge}${head.to_judge_dir && o.to_judge ? ` (\`${head.to_judge_dir}\`)` : ''}.`,
    '',
    `Recall side, of ${o.cases_replayed} mined cases at parents the check ran on: ${o.recall.auto} got an auto entry, ${o.recall.confirm} a confirm entry, ${o.recall.finding} only a finding, ${o.recall.nothing} nothing${o.recall.unscanned ? `, ${o.recall.unscanned} no entry (the scanner not run: finding or nothing not told apart)` : ''}.`,
    '',
    '| repository | cases | parents | auto entries | ACCEPT | REJECT | to judge | case → auto | → confirm | → finding only | → nothing | → no entry, unscanned | s |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
    ...s.repos.map((r) => `| ${r.repo}${r.problem ? ` (${r.problem})` : ''} | ${r.cases} | ${r.parents}${r.parents_failed ? ` (${r.parents_failed} failed)` : ''} | ${r.auto_entries} | ${r.accept} | ${r.reject} | ${r.to_judge} | ${r.recall.auto} | ${r.recall.confirm} | ${r.recall.finding} | ${r.recall.nothing} | ${r.recall.unscanned} | ${r.wall_s} |`),
    `| **overall** | ${o.cases} | ${o.parents} | ${o.auto_entries} | ${o.accept} | ${o.reject} | ${o.to_judge} | ${o.recall.auto} | ${o.recall.confirm} | ${o.recall.finding} | ${o.recall.nothing} | ${o.recall.unscanned} | ${head.wall_s} |`,
    '',
  ];
  return out.join('\n');
}
