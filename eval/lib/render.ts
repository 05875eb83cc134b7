// The printed tables of an evaluation run.
import type { CorpusMeasure, StratumStats, AutoStats, RoleStats } from './measure.ts';
import type { RecallResult } from './recall.ts';
import { wilson } from './stats.ts';
import type { Proportion, Agreement } from './stats.ts';
import type { Summary } from './halves.ts';
import type { VolumeWeighted } from './volume.ts';

const pct = (x: number | null) => (x === null ? '-' : `${Math.round(x * 100)}%`);
export const interval = (p: Proportion) => (p.p === null ? '-' : `${pct(p.p)} [${pct(p.lo)}-${pct(p.hi)}]`);
const pad = (s: string | number, n: number) => String(s).padEnd(n);
const lpad = (s: string | number, n: number) => String(s).padStart(n);

export function strataTable(strata: Record<string, StratumStats>, all: StratumStats): string {
  const rows = [`${pad('signal', 30)} ${lpad('found', 6)} ${lpad('judged', 6)} ${lpad('TP', 4)} ${lpad('FP', 4)} ${lpad('?', 3)}  ${pad('precision [95% CI]', 20)} top FP classes`];
  const line = (name: string, s: StratumStats) => {
    const classes = Object.entries(s.fp_classes)
      .sort((a, b) => b[1] - a[1])
      .slice(0, 3)
      .map(([k, v]) => `${k} ${v}`)
      .join(', ');
    return `${pad(name, 30)} ${lpad(s.findings, 6)} ${lpad(s.judged, 6)} ${lpad(s.tp, 4)} ${lpad(s.fp, 4)} ${lpad(s.unclear, 3)}  ${pad(interval(s.precision), 20)} ${classes}`;
  };
  for (const k of Object.keys(strata).sort()) rows.push(line(k, strata[k]!));
  rows.push(line('all findings', all));
  return rows.join('\n');
}

export function autoLine(a: AutoStats): string {
  const kinds = Object.entries(a.by_kind)
    .sort()
    .map(([k, v]) => `${k} ${v.accept}/${v.judged} of ${v.entries}`)
    .join('; ');
  const reasons = Object.entries(a.reject_reasons)
    .sort((x, y) => y[1] - x[1])
    .map(([k, v]) => `${k} ${v}`)
    .join(', ');
  return `auto entries: ${a.entries}; judged ${a.judged}, accepted ${a.accept}: ${interval(a.acceptance)}; unjudged ${a.unjudged}${kinds ? `\n  by kind (accepted/judged of entries): ${kinds}` : ''}${reasons ? `\n  rejected because: ${reasons}` : ''}`;
}

export function rolesLine(r: RoleStats): string {
  if (!r.present) return 'roles: no roles in this build';
  const misses = Object.entries(r.misses)
    .flatMap(([want, got]) => Object.entries(got).map(([g, n]) => `${want}->${g} ${n}`))
    .join(', ');
  return `roles: ${r.docs} docs; judged ${r.judged}, correct ${r.correct}: ${interval(r.accuracy)}; unjudged ${r.unjudged}${misses ? `; misses (judged->build): ${misses}` : ''}`;
}

export function recallLine(r: RecallResult | null, p: Proportion): string {
  if (!r) return 'link recall: not measured (--no-recall)';
  if (!r.cases) return 'link recall: no ground-truth cases in this history';
  const by = Object.entries(r.by_source)
    .sort()
    .map(([k, v]) => `${k} ${v.found}/${v.cases}`)
    .join(', ');
  return `link recall: ${r.found}/${r.cases} ${interval(p)} (${by})${r.errors.length ? `; ${r.errors.length} not counted (unreadable at the parent):${r.errors.map((e) => `\n  ${e}`).join('')}` : ''}`;
}

const tiers = (t: Record<string, number>) => Object.entries(t).sort().map(([k, v]) => `${k} ${v}`).join(', ') || 'none';

export function corpusBlock(m: CorpusMeasure, tag?: string): string {
  const out: string[] = [];
  const recallP = wilson(m.recall?.found ?? 0, m.recall?.cases ?? 0);
  out.push(`== ${m.repo}${tag ? ` (${tag})` : ''} @ ${(m.head ?? '?').slice(0, 12)}: ${m.scan.files_scanned} docs scanned; scanner ${(m.scan.wall_ms / 1000).toFixed(2)} s, peak ${m.scan.max_rss_kb === null ? '?' : Math.round(m.scan.max_rss_kb / 1024)} MiB; check ${(m.check.wall_ms / 1000).toFixed(2)} s: entries by tier ${tiers(m.check.by_tier)}, ${m.check.needs_classification} files need a classifier`);
  for (const p of m.problems) out.push(`PROBLEM: ${p}`);
  if (m.scan.error) out.push(`SCAN FAILED: ${m.scan.error}`);
  if (m.check.error) out.push(`CHECK FAILED: ${m.check.error}`);
  if (m.missing_files.length) out.push(`missing from the work tree (${m.missing_files.length}): ${m.missing_files.slice(0, 5).join(', ')}${m.missing_files.length > 5 ? ', ...' : ''}; findings they cause (not counted): ${m.scan.caused_by_missing}`);
  for (const n of m.scan.notes) out.push(`scan note: ${n}`);
  out.push(strataTable(m.strata, m.all_findings));
  const gone = Object.entries(m.judged_not_produced).map(([k, v]) => `${k} ${v}`).join(', ');
  if (gone) out.push(`judged findings this build no longer reports: ${gone}`);
  out.push(autoLine(m.auto));
  out.push(rolesLine(m.roles));
  out.push(recallLine(m.recall, recallP));
  return out.join('\n');
}

export function agreementLine(kind: string, a: Agreement): string {
  if (!a.n) return `${kind}: no item judged twice`;
  return `${kind}: ${a.n} items judged twice; agreement ${a.percent === null ? '-' : (a.percent * 100).toFixed(1) + '%'}, Cohen's kappa ${a.kappa === null ? '-' : a.kappa.toFixed(2)}`;
}

const share = (x: number | null) => (x === null ? '-' : `${(x * 100).toFixed(1)}%`);

/** The volume-weighted precision of one kind of finding, and where the false findings are. */
export function volumeLines(name: string, v: VolumeWeighted | null, top = 5): string[] {
  if (!v) return [`volume-weighted precision (${name}): not in this run`];
  const out = [
    `volume-weighted precision (${name}): ${share(v.precision)} of the ${v.findings - v.unjudged} findings in judged cells (estimated false ${Math.round(v.est_false)}; ${share(v.coverage.own5)} of them in cells with >= 5 own judgments); ${v.unjudged} findings in cells with no judgment of their own (with those at their stratum's pooled rate: ${share(v.precision_if_pooled)})`,
  ];
  for (const c of v.largest_false.slice(0, top)) out.push(`  false volume: ${c.repo} ${c.stratum}: ${c.findings} findings, judged ${c.tp} TP / ${c.fp} FP, estimated ${share(c.p)} true, ~${Math.round(c.est_false!)} false`);
  for (const c of v.largest_unjudged.slice(0, top)) out.push(`  unjudged volume: ${c.repo} ${c.stratum}: ${c.findings} findings`);
  return out;
}

/** One half of the corpus (or all of it): strata, volume-weighted precision, auto, roles, recall, cost. */
export function summaryBlock(title: string, h: Summary, noRecall: boolean): string {
  const out = [`== ${title} (${h.repos} ${h.repos === 1 ? 'repository' : 'repositories'}): scanner ${(h.scanner.wall_ms / 1000).toFixed(1)} s in all, peak ${Math.round(h.scanner.max_rss_kb / 1024)} MiB; check entries by tier ${tiers(h.check.by_tier)}, ${h.check.needs_classification} files need a classifier`];
  out.push(strataTable(h.strata, h.all_findings));
  if (h.candidates && h.hints) out.push(`candidate-making findings: ${h.candidates.findings}, judged precision ${interval(h.candidates.precision)}; hints: ${h.hints.findings}, judged precision ${interval(h.hints.precision)}`);
  out.push(...volumeLines('candidate-making', h.volume_weighted.candidates), ...volumeLines('hints', h.volume_weighted.hints, 3), ...volumeLines('all findings', h.volume_weighted.all, 0));
  out.push(autoLine(h.auto));
  out.push(h.roles.present ? `roles: ${h.roles.docs} docs; judged ${h.roles.judged}, correct ${h.roles.correct}: ${interval(h.roles.accuracy)}; unjudged ${h.roles.unjudged}` : 'roles: no roles in this build');
  out.push(recallLine(noRecall ? null : { cases: h.recall.cases, found: h.recall.found, errors: [], by_source: h.recall.by_source, missed: [] }, h.recall.recall));
  return out.join('\n');
}
