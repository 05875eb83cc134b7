// Sums of per-repository results: one half of the corpus (tune or fresh), or all of it. The one
// home of these sums, used by eval/run.ts (its JSON) and eval/to-markdown.ts (which may merge runs,
// or read an older run without the newer fields).
import { emptyStratum, addStratum, type StratumStats } from './measure.ts';
import { wilson, type Proportion } from './stats.ts';
import { volumeWeighted, cellsOf, type VolumeWeighted, type CellInput } from './volume.ts';

/** A repository's result as a run's JSON holds it (the fields added later are optional). */
export interface CorpusResult {
  repo: string;
  name?: string;
  set?: string;
  kind?: string;
  head: string | null;
  problems: string[];
  missing_files: string[];
  scan: { wall_ms: number; max_rss_kb: number | null; files_scanned: number; findings: number; caused_by_missing: number; notes: string[]; error?: string | null };
  check: { wall_ms: number; entries: number; auto: number; by_tier?: Record<string, number>; needs_classification?: number; error?: string | null };
  strata: Record<string, StratumStats>;
  candidate_strata?: Record<string, StratumStats>;
  hint_strata?: Record<string, StratumStats>;
  all_findings: StratumStats;
  candidates?: StratumStats;
  hints?: StratumStats;
  judged_not_produced: Record<string, number>;
  auto: { entries: number; judged: number; accept: number; acceptance: Proportion; unjudged: number; by_kind: Record<string, { entries: number; judged: number; accept: number }>; reject_reasons: Record<string, number> };
  roles: { present: boolean; docs: number; judged: number; correct: number; accuracy: Proportion; unjudged?: number };
  recall: { cases: number; found: number; by_source: Record<string, { cases: number; found: number }> } | null;
}

export interface Summary {
  repos: number;
  strata: Record<string, StratumStats>;
  all_findings: StratumStats;
  /** Null when a repository's result predates the candidate/hint split. */
  candidates: StratumStats | null;
  hints: StratumStats | null;
  auto: { entries: number; judged: number; accept: number; acceptance: Proportion; unjudged: number; by_kind: Record<string, { entries: number; judged: number; accept: number }>; reject_reasons: Record<string, number> };
  roles: { present: boolean; docs: number; judged: number; correct: number; accuracy: Proportion; unjudged: number };
  recall: { cases: number; found: number; recall: Proportion; by_source: Record<string, { cases: number; found: number }> };
  scanner: { wall_ms: number; max_rss_kb: number };
  check: { entries: number; by_tier: Record<string, number>; needs_classification: number };
  /** Each (repository, stratum) at its own judged precision, weighted by its findings. */
  volume_weighted: { all: VolumeWeighted; candidates: VolumeWeighted | null; hints: VolumeWeighted | null };
}

const sumInto = (into: Record<string, number>, from: Record<string, number> | undefined) => {
  for (const [k, v] of Object.entries(from ?? {})) into[k] = (into[k] ?? 0) + v;
};

/**
 * Sums `corpora`. `group` names the half a repository's cells are estimated in for the
 * volume-weighted precision (a half's own judgments set its pooled rates): one group for a half,
 * the set of each for the whole corpus.
 */
export function summarize(corpora: readonly CorpusResult[], group: (c: CorpusResult) => string = () => 'all'): Summary {
  const strata: Record<string, StratumStats> = {};
  const all = emptyStratum();
  const split = corpora.every((c) => c.candidates && c.hints && c.candidate_strata && c.hint_strata);
  const candidates = emptyStratum();
  const hints = emptyStratum();
  const auto: Summary['auto'] = { entries: 0, judged: 0, accept: 0, acceptance: wilson(0, 0), unjudged: 0, by_kind: {}, reject_reasons: {} };
  const roles: Summary['roles'] = { present: false, docs: 0, judged: 0, correct: 0, accuracy: wilson(0, 0), unjudged: 0 };
  const recall: Summary['recall'] = { cases: 0, found: 0, recall: wilson(0, 0), by_source: {} };
  const scanner = { wall_ms: 0, max_rss_kb: 0 };
  const check: Summary['check'] = { entries: 0, by_tier: {}, needs_classification: 0 };
  const groups = { all: new Map<string, CellInput[]>(), candidates: new Map<string, CellInput[]>(), hints: new Map<string, CellInput[]>() };
  const push = (m: Map<string, CellInput[]>, g: string, cells: CellInput[]) => m.set(g, [...(m.get(g) ?? []), ...cells]);
  for (const c of corpora) {
    for (const [k, s] of Object.entries(c.strata)) addStratum((strata[k] ??= emptyStratum()), s);
    addStratum(all, c.all_findings);
    if (split) {
      addStratum(candidates, c.candidates!);
      addStratum(hints, c.hints!);
    }
    const g = group(c);
    push(groups.all, g, cellsOf(c.repo, c.strata));
    if (split) {
      push(groups.candidates, g, cellsOf(c.repo, c.candidate_strata));
      push(groups.hints, g, cellsOf(c.repo, c.hint_strata));
    }
    auto.entries += c.auto.entries;
    auto.judged += c.auto.judged;
    auto.accept += c.auto.accept;
    auto.unjudged += c.auto.unjudged;
    for (const [k, v] of Object.entries(c.auto.by_kind)) {
      const t = (auto.by_kind[k] ??= { entries: 0, judged: 0, accept: 0 });
      t.entries += v.entries;
      t.judged += v.judged;
      t.accept += v.accept;
    }
    sumInto(auto.reject_reasons, c.auto.reject_reasons);
    if (c.roles.present) {
      roles.present = true;
      roles.docs += c.roles.docs;
      roles.judged += c.roles.judged;
      roles.correct += c.roles.correct;
      roles.unjudged += c.roles.unjudged ?? c.roles.docs - c.roles.judged;
    }
    recall.cases += c.recall?.cases ?? 0;
    recall.found += c.recall?.found ?? 0;
    for (const [k, v] of Object.entries(c.recall?.by_source ?? {})) {
      const t = (recall.by_source[k] ??= { cases: 0, found: 0 });
      t.cases += v.cases;
      t.found += v.found;
    }
    scanner.wall_ms += c.scan.wall_ms;
    scanner.max_rss_kb = Math.max(scanner.max_rss_kb, c.scan.max_rss_kb ?? 0);
    check.entries += c.check.entries;
    sumInto(check.by_tier, c.check.by_tier ?? { auto: c.check.auto });
    check.needs_classification += c.check.needs_classification ?? 0;
  }
  auto.acceptance = wilson(auto.accept, auto.judged);
  roles.accuracy = wilson(roles.correct, roles.judged);
  recall.recall = wilson(recall.found, recall.cases);
  const vw = (m: Map<string, CellInput[]>) => volumeWeighted([...m.values()]);
  return {
    repos: corpora.length,
    strata,
    all_findings: all,
    candidates: split ? candidates : null,
    hints: split ? hints : null,
    auto,
    roles,
    recall,
    scanner,
    check,
    volume_weighted: { all: vw(groups.all), candidates: split ? vw(groups.candidates) : null, hints: split ? vw(groups.hints) : null },
  };
}

/** The tune half, the fresh half (each when present) and the whole, each repository's set from `setOf`. */
export function byHalf(corpora: readonly CorpusResult[], setOf: (c: CorpusResult) => string): { halves: Record<string, Summary>; overall: Summary } {
  const halves: Record<string, Summary> = {};
  for (const set of ['tune', 'fresh']) {
    const mine = corpora.filter((c) => setOf(c) === set);
    if (mine.length) halves[set] = summarize(mine);
  }
  const other = corpora.filter((c) => !['tune', 'fresh'].includes(setOf(c)));
  if (other.length) halves['unassigned'] = summarize(other);
  return { halves, overall: summarize(corpora, setOf) };
}
