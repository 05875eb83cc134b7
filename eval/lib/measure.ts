// Measures one corpus with one build: findings against judged findings, auto entries against
// judged entries, roles against judged roles, link recall, and the scanner's cost. Pure reporting:
// it reads the clone and writes only the clone's .dochygiene/ (through the check).

import type { Corpus } from './corpus.ts';
import { runScanner, runCheck, type ScanArtifact } from './run-dist.ts';
import { findingsOf, autoItemsOf, rolesOf, trackedDocs, findingKey, autoKey, roleKey, type Finding, type AutoItem, type Doc } from './items.ts';
import type { JudgmentSet } from './judgments.ts';
import { wilson, type Proportion } from './stats.ts';
import { measureRecall, type RecallResult } from './recall.ts';
import type { GroundTruthCase } from './ground-truth.ts';

export interface StratumStats {
  findings: number;
  judged: number;
  tp: number;
  fp: number;
  unclear: number;
  /** TP / (TP + FP): UNCLEAR verdicts are left out. */
  precision: Proportion;
  fp_classes: Record<string, number>;
  unjudged: number;
}

export interface AutoStats {
  entries: number;
  by_kind: Record<string, { entries: number; judged: number; accept: number }>;
  judged: number;
  accept: number;
  acceptance: Proportion;
  unjudged: number;
  reject_reasons: Record<string, number>;
}

export interface RoleStats {
  /** false: the build computes no roles ("no roles in this build"). */
  present: boolean;
  docs: number;
  judged: number;
  correct: number;
  accuracy: Proportion;
  /** Docs of this build nobody judged a role for. */
  unjudged: number;
  /** judged role -> build role -> count, for the misses. */
  misses: Record<string, Record<string, number>>;
}

export interface CorpusMeasure {
  repo: string;
  name: string;
  head: string | null;
  problems: string[];
  missing_files: string[];
  scan: { wall_ms: number; max_rss_kb: number | null; files_scanned: number; findings: number; caused_by_missing: number; notes: string[]; error: string | null };
  check: { wall_ms: number; entries: number; auto: number; by_tier: Record<string, number>; needs_classification: number; error: string | null };
  strata: Record<string, StratumStats>;
  /** `strata` split: the findings that make a file a classifier candidate, and the hints. */
  candidate_strata: Record<string, StratumStats>;
  hint_strata: Record<string, StratumStats>;
  all_findings: StratumStats;
  /** all_findings split: findings that make a file a classifier candidate, and hints. */
  candidates: StratumStats;
  hints: StratumStats;
  /** Judged findings this build no longer produces (fixed FPs or lost TPs), by verdict. */
  judged_not_produced: Record<string, number>;
  auto: AutoStats;
  roles: RoleStats;
  recall: RecallResult | null;
  /** Items for the sampler: what this build produced, and the docs in scope. */
  produced: { findings: Finding[]; auto: AutoItem[]; docs: string[]; roles: Doc[] | null };
}

export interface Judged {
  findings: JudgmentSet;
  auto: JudgmentSet;
  roles: JudgmentSet;
}

export function emptyStratum(): StratumStats {
  return { findings: 0, judged: 0, tp: 0, fp: 0, unclear: 0, precision: wilson(0, 0), fp_classes: {}, unjudged: 0 };
}

export function addStratum(into: StratumStats, s: StratumStats): void {
  into.findings += s.findings;
  into.judged += s.judged;
  into.tp += s.tp;
  into.fp += s.fp;
  into.unclear += s.unclear;
  into.unjudged += s.unjudged;
  for (const [k, v] of Object.entries(s.fp_classes)) into.fp_classes[k] = (into.fp_classes[k] ?? 0) + v;
  into.precision = wilson(into.tp, into.tp + into.fp);
}

/** Report entries by safety tier (auto, confirm). */
function byTier(entries: readonly { safety_tier: string }[]): Record<string, number> {
  const out: Record<string, number> = {};
  for (const e of entries) out[e.safety_tier] = (out[e.safety_tier] ?? 0) + 1;
  return out;
}

/** Counts one produced finding, judged (j) or not, into a stratum. */
function countFinding(s: StratumStats, j: { label: string; fp_class?: string } | undefined): void {
  s.findings++;
  if (!j) s.unjudged++;
  else {
    s.judged++;
    if (j.label === 'TP') s.tp++;
    else if (j.label === 'FP') {
      s.fp++;
      if (j.fp_class) s.fp_classes[j.fp_class] = (s.fp_classes[j.fp_class] ?? 0) + 1;
    } else s.unclear++;
  }
}

export function measureCorpus(dist: string, corpus: Corpus, judged: Judged, cases: GroundTruthCase[] | null, knownRecall?: RecallResult, opts: { timeoutMs?: number } = {}): CorpusMeasure {
  const scan = runScanner(dist, corpus.dir, [], { timeoutMs: opts.timeoutMs });
  const check = runCheck(dist, corpus.dir, opts);
  const artifact: ScanArtifact | null = scan.artifact;
  const set = artifact ? findingsOf(corpus.repo, artifact, corpus.missing_files) : { findings: [], caused_by_missing: [] };

  const strata: Record<string, StratumStats> = {};
  const candidate_strata: Record<string, StratumStats> = {};
  const hint_strata: Record<string, StratumStats> = {};
  const all = emptyStratum();
  const candidates = emptyStratum();
  const hints = emptyStratum();
  const produced = new Set<string>();
  for (const f of set.findings) {
    const key = findingKey(f);
    produced.add(key);
    const j = judged.findings.byKey.get(key);
    countFinding((strata[f.stratum] ??= emptyStratum()), j);
    countFinding(((f.hint ? hint_strata : candidate_strata)[f.stratum] ??= emptyStratum()), j);
    countFinding(f.hint ? hints : candidates, j);
  }
  for (const s of [...Object.values(candidate_strata), ...Object.values(hint_strata)]) s.precision = wilson(s.tp, s.tp + s.fp);
  for (const s of Object.values(strata)) {
    s.precision = wilson(s.tp, s.tp + s.fp);
    addStratum(all, s);
  }
  for (const s of [candidates, hints]) s.precision = wilson(s.tp, s.tp + s.fp);
  const judged_not_produced: Record<string, number> = {};
  for (const j of judged.findings.byKey.values()) {
    if (j.repo !== corpus.repo || produced.has(j.key)) continue;
    judged_not_produced[j.label] = (judged_not_produced[j.label] ?? 0) + 1;
  }

  const autoItems = check.entries ? autoItemsOf(corpus.repo, corpus.dir, check.entries) : [];
  const auto: AutoStats = { entries: autoItems.length, by_kind: {}, judged: 0, accept: 0, acceptance: wilson(0, 0), unjudged: 0, reject_reasons: {} };
  for (const a of autoItems) {
    const k = (auto.by_kind[a.kind] ??= { entries: 0, judged: 0, accept: 0 });
    k.entries++;
    const j = judged.auto.byKey.get(autoKey(a));
    if (!j) {
      auto.unjudged++;
      continue;
    }
    auto.judged++;
    k.judged++;
    if (j.label === 'ACCEPT') {
      auto.accept++;
      k.accept++;
    } else {
      const reason = typeof j.raw.reason_class === 'string' ? j.raw.reason_class : 'unclassified';
      auto.reject_reasons[reason] = (auto.reject_reasons[reason] ?? 0) + 1;
    }
  }
  auto.acceptance = wilson(auto.accept, auto.judged);

  const docs = artifact ? trackedDocs(corpus.dir, artifact, corpus.missing_files) : [];
  const built = artifact ? rolesOf(corpus.repo, artifact) : null;
  const roles: RoleStats = { present: built !== null, docs: built?.length ?? docs.length, judged: 0, correct: 0, accuracy: wilson(0, 0), unjudged: 0, misses: {} };
  if (built) {
    const byPath = new Map(built.map((d) => [d.path, d.role]));
    for (const j of judged.roles.byKey.values()) {
      if (j.repo !== corpus.repo) continue;
      const got = byPath.get(String(j.raw.path));
      if (got === undefined) continue; // not a doc of this build's scope
      roles.judged++;
      if (got === j.label) roles.correct++;
      else {
        const m = (roles.misses[j.label] ??= {});
        m[got ?? '(none)'] = (m[got ?? '(none)'] ?? 0) + 1;
      }
    }
    roles.accuracy = wilson(roles.correct, roles.judged);
    roles.unjudged = roles.docs - roles.judged;
  }

  const recall = knownRecall ?? (cases ? measureRecall(dist, corpus.dir, cases) : null);

  return {
    repo: corpus.repo,
    name: corpus.name,
    head: corpus.head,
    problems: corpus.problems,
    missing_files: corpus.missing_files,
    scan: { wall_ms: scan.wall_ms, max_rss_kb: scan.max_rss_kb, files_scanned: artifact?.files_scanned ?? 0, findings: set.findings.length, caused_by_missing: set.caused_by_missing.length, notes: artifact?.notes ?? [], error: scan.error },
    check: { wall_ms: check.wall_ms, entries: check.entries?.length ?? 0, auto: autoItems.length, by_tier: byTier(check.entries ?? []), needs_classification: check.needs_classification, error: check.error },
    strata,
    candidate_strata,
    hint_strata,
    all_findings: all,
    candidates,
    hints,
    judged_not_produced,
    auto,
    roles,
    recall,
    produced: { findings: set.findings, auto: autoItems, docs: built ? built.map((d) => d.path) : docs, roles: built },
  };
}

