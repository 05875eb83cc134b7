// npm run eval:md -- RUN.json [--title T] [--compare OTHER.json]: renders the JSON of an eval run
// (npm run eval -- --json-out RUN.json) as the Markdown tables of eval/baseline.md and
// eval/latest.md; with --compare, each precision and rate is shown beside OTHER's.
import { readFileSync } from 'node:fs';
import type { Proportion, Agreement } from './lib/stats.ts';
import type { StratumStats } from './lib/measure.ts';

interface Run {
  build: string;
  dist: string;
  corpora: Array<{
    repo: string;
    head: string;
    missing_files: string[];
    problems: string[];
    scan: { wall_ms: number; max_rss_kb: number | null; files_scanned: number; findings: number; caused_by_missing: number; notes: string[] };
    check: { wall_ms: number; entries: number; auto: number };
    strata: Record<string, StratumStats>;
    all_findings: StratumStats;
    candidates?: StratumStats;
    hints?: StratumStats;
    judged_not_produced: Record<string, number>;
    auto: { entries: number; judged: number; accept: number; acceptance: Proportion; unjudged: number; by_kind: Record<string, { entries: number; judged: number; accept: number }>; reject_reasons: Record<string, number> };
    roles: { present: boolean; docs: number; judged: number; correct: number; accuracy: Proportion };
    recall: { cases: number; found: number; by_source: Record<string, { cases: number; found: number }> } | null;
  }>;
  overall: { strata: Record<string, StratumStats>; all_findings: StratumStats; candidates?: StratumStats; hints?: StratumStats; auto: { entries: number; judged: number; accept: number; acceptance: Proportion; unjudged: number }; roles: unknown; recall: { cases: number; found: number; recall: Proportion }; scanner: { wall_ms: number; max_rss_kb: number } };
  agreement: Record<string, Agreement>;
}

const USAGE = 'Usage: npm run eval:md -- RUN.json [--title T] [--compare OTHER.json]\n';
const argv = process.argv.slice(2);
if (argv.includes('--help')) {
  process.stdout.write(`${USAGE}
Prints, as Markdown, the tables of an eval run's JSON (npm run eval -- --json-out RUN.json): per
signal precision with 95% Wilson intervals, candidates and hints, auto entries, roles, link recall,
scanner cost, the second judging's agreement, then the same per repository.

  --title T            the first heading (default: Evaluation)
  --compare OTHER.json show each rate beside OTHER's ("before")

Exit codes: 0 printed, 2 usage error (no RUN.json); a file that cannot be read or parsed is an error.
`);
  process.exit(0);
}
const opt = (k: string) => {
  const i = argv.indexOf(k);
  return i >= 0 ? argv.splice(i, 2)[1] : undefined;
};
const title = opt('--title') ?? 'Evaluation';
const compareFile = opt('--compare');
if (!argv[0]) {
  process.stderr.write(USAGE);
  process.exit(2);
}
const run = JSON.parse(readFileSync(argv[0], 'utf8')) as Run;
const other = compareFile ? (JSON.parse(readFileSync(compareFile, 'utf8')) as Run) : null;

const pct = (x: number | null | undefined) => (x === null || x === undefined ? '-' : `${Math.round(x * 100)}%`);
const ci = (p: Proportion | undefined) => (!p || p.p === null ? '-' : `${pct(p.p)} (${pct(p.lo)}-${pct(p.hi)})`);
const top = (m: Record<string, number>, n = 3) =>
  Object.entries(m)
    .sort((a, b) => b[1] - a[1])
    .slice(0, n)
    .map(([k, v]) => `${k} ${v}`)
    .join(', ');

interface Split { candidates?: StratumStats; hints?: StratumStats; all_findings: StratumStats }

function strataTable(strata: Record<string, StratumStats>, all: StratumStats, before?: { strata: Record<string, StratumStats>; all: StratumStats }, split?: { now: Split; before?: Split }): string[] {
  const head = before ? '| signal | found | judged | TP | FP | ? | precision (95% CI) | before | top FP classes |' : '| signal | found | judged | TP | FP | ? | precision (95% CI) | top FP classes |';
  const rows = [head, head.replace(/[^|]+/g, '---')];
  const keys = [...new Set([...Object.keys(strata), ...Object.keys(before?.strata ?? {})])].sort();
  const line = (name: string, s: StratumStats | undefined, b: StratumStats | undefined) => {
    const x = s ?? { findings: 0, judged: 0, tp: 0, fp: 0, unclear: 0, precision: { k: 0, n: 0, p: null, lo: null, hi: null }, fp_classes: {}, unjudged: 0 };
    const cells = [name, x.findings, x.judged, x.tp, x.fp, x.unclear, ci(x.precision)];
    if (before) cells.push(b ? `${ci(b.precision)}, ${b.findings} found` : '-');
    cells.push(top(x.fp_classes));
    return `| ${cells.join(' | ')} |`;
  };
  for (const k of keys) rows.push(line(`\`${k}\``, strata[k], before?.strata[k]));
  rows.push(line('**all findings**', all, before?.all));
  // A build without hints (the baseline) made a candidate of every finding.
  if (split?.now.candidates) {
    rows.push(line('**candidate-making findings**', split.now.candidates, split.before ? split.before.candidates ?? split.before.all_findings : undefined));
    rows.push(line('hints (report.md only)', split.now.hints, split.before ? split.before.hints : undefined));
  }
  return rows;
}

const out: string[] = [`# ${title}`, ''];
out.push(`Build measured: ${run.build ?? run.dist}${other ? `; "before" is ${other.build ?? other.dist}` : ''}. Generated by \`npm run eval:md\` from the JSON of \`npm run eval\`.`, '');
out.push('## Overall', '');
const o = run.overall;
const ob = other?.overall;
out.push(...strataTable(o.strata, o.all_findings, ob ? { strata: ob.strata, all: ob.all_findings } : undefined, { now: o, before: ob }), '');
// The pooled precision above over-weights small strata (each is sampled to 30); weighted by how
// many findings each stratum has, it estimates the share of all findings that are true.
const weighted = (strata: Record<string, StratumStats>) => {
  let found = 0, tp = 0;
  for (const s of Object.values(strata)) if (s.precision.p !== null) (found += s.findings), (tp += s.findings * s.precision.p);
  return found ? tp / found : null;
};
out.push(`- Precision weighted by stratum size (the share of all ${o.all_findings.findings} findings estimated true): ${pct(weighted(o.strata))}${ob ? ` (before: ${pct(weighted(ob.strata))})` : ''}.`);
out.push(`- Auto entries: ${o.auto.entries}; judged ${o.auto.judged}, accepted ${o.auto.accept}: ${ci(o.auto.acceptance)}${ob ? ` (before: ${ob.auto.entries} entries, ${ci(ob.auto.acceptance)})` : ''}; unjudged ${o.auto.unjudged}.`);
const roles = o.roles as { judged?: number; correct?: number; accuracy?: Proportion } | string;
out.push(`- Roles: ${typeof roles === 'string' ? roles : `judged ${roles.judged}, correct ${roles.correct}: ${ci(roles.accuracy)}`}.`);
out.push(`- Link recall on the ground truth: ${o.recall.found}/${o.recall.cases}: ${ci(o.recall.recall)}${ob ? ` (before: ${ob.recall.found}/${ob.recall.cases})` : ''}.`);
out.push(`- Scanner: ${(o.scanner.wall_ms / 1000).toFixed(1)} s over the five corpora (cold history cache), peak ${Math.round(o.scanner.max_rss_kb / 1024)} MiB${ob ? ` (before: ${(ob.scanner.wall_ms / 1000).toFixed(1)} s, ${Math.round(ob.scanner.max_rss_kb / 1024)} MiB)` : ''}.`);
const ag = Object.entries(run.agreement)
  .map(([k, a]) => (a.n ? `${k} ${a.n} items, ${a.percent === null ? '-' : (a.percent * 100).toFixed(1)}% agreement, kappa ${a.kappa === null ? '-' : a.kappa.toFixed(2)}` : `${k}: none judged twice`))
  .join('; ');
out.push(`- Second, independent judging: ${ag}.`, '');

out.push('## Per repository', '');
out.push('| repository | docs | findings | judged precision | auto entries | auto accepted | roles | link recall | scanner | peak |', '|---|---|---|---|---|---|---|---|---|---|');
for (const m of run.corpora) {
  const b = other?.corpora.find((x) => x.repo === m.repo);
  const r = m.roles.present ? ci(m.roles.accuracy) : 'no roles';
  const rec = m.recall && m.recall.cases ? `${m.recall.found}/${m.recall.cases}` : 'no cases';
  out.push(`| ${m.repo} | ${m.scan.files_scanned} | ${m.scan.findings}${b ? ` (${b.scan.findings})` : ''} | ${ci(m.all_findings.precision)}${b ? ` (${ci(b.all_findings.precision)})` : ''} | ${m.auto.entries}${b ? ` (${b.auto.entries})` : ''} | ${ci(m.auto.acceptance)} | ${r} | ${rec}${b?.recall?.cases ? ` (${b.recall.found}/${b.recall.cases})` : ''} | ${(m.scan.wall_ms / 1000).toFixed(2)} s | ${m.scan.max_rss_kb === null ? '-' : Math.round(m.scan.max_rss_kb / 1024)} MiB |`);
}
out.push('');
for (const m of run.corpora) {
  const b = other?.corpora.find((x) => x.repo === m.repo);
  out.push(`### ${m.repo} @ ${m.head.slice(0, 12)}`, '');
  for (const p of m.problems) out.push(`- Problem: ${p}`);
  if (m.missing_files.length) out.push(`- Missing from the work tree (snapshot lacks the blob): ${m.missing_files.join(', ')}; findings they cause, not counted: ${m.scan.caused_by_missing}.`);
  for (const n of m.scan.notes) out.push(`- Scan note: ${n}`);
  out.push('', ...strataTable(m.strata, m.all_findings, b ? { strata: b.strata, all: b.all_findings } : undefined, { now: m, before: b }), '');
  const kinds = Object.entries(m.auto.by_kind)
    .map(([k, v]) => `${k} ${v.accept}/${v.judged} of ${v.entries}`)
    .join('; ');
  out.push(`- Auto entries: ${m.auto.entries} (${kinds || 'none'}); accepted ${ci(m.auto.acceptance)}${top(m.auto.reject_reasons) ? `; rejected as ${top(m.auto.reject_reasons, 6)}` : ''}; unjudged ${m.auto.unjudged}.`);
  const gone = top(m.judged_not_produced, 5);
  if (gone) out.push(`- Judged findings this build no longer reports: ${gone}.`);
  if (m.recall?.cases) out.push(`- Link recall: ${m.recall.found}/${m.recall.cases} (${Object.entries(m.recall.by_source).map(([k, v]) => `${k} ${v.found}/${v.cases}`).join(', ')}).`);
  out.push('');
}
process.stdout.write(out.join('\n'));
