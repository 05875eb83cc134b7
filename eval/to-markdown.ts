// npm run eval:md -- RUN.json [RUN2.json ...] [--title T] [--compare BEFORE.json ...]: renders the
// JSON of eval runs (npm run eval -- --json-out RUN.json) as Markdown tables: the tune half and the
// fresh half apart, then both, then each repository; with --compare, each rate beside BEFORE's.
// Several runs (say one per half) are merged by repository, the last file winning; the sums are
// made again from the repositories (lib/halves.ts), so an older run without the newer fields reads.
import { readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Proportion, Agreement } from './lib/stats.ts';
import type { StratumStats } from './lib/measure.ts';
import { byHalf, type CorpusResult, type Summary } from './lib/halves.ts';
import { loadCorpora } from './lib/corpus.ts';
import { PRIOR_JUDGMENTS, type VolumeWeighted } from './lib/volume.ts';

interface Run {
  build: string;
  build_id?: string;
  dist: string;
  set?: string;
  corpora: CorpusResult[];
  agreement: Record<string, Agreement>;
}

const USAGE = 'Usage: npm run eval:md -- RUN.json [RUN2.json ...] [--title T] [--compare BEFORE.json ...] [--corpora-file F]\n';
const argv = process.argv.slice(2);
if (argv.includes('--help')) {
  process.stdout.write(`${USAGE}
Prints, as Markdown, the tables of eval runs' JSON (npm run eval -- --json-out RUN.json): for the
tune half and the fresh half apart, then both: per signal precision with 95% Wilson intervals,
candidates and hints, volume-weighted precision and the largest estimated false-finding volumes,
auto entries, roles, link recall, scanner cost; the second judging's agreement; then each
repository. Several RUN files (one per half, say) are merged by repository, the last one winning;
a repository that two different builds measured among them is refused (a before file belongs in --compare).

  --title T            the first heading (default: Evaluation)
  --compare FILE       show each rate beside FILE's ("before"); repeat for one file per half
  --corpora-file F     where a run without sets finds each repository's set (default eval/corpora.json)

Exit codes: 0 printed, 2 usage error (no RUN.json, or RUN files of different builds measuring one
repository); a file that cannot be read or parsed is an error.
`);
  process.exit(0);
}
const takeAll = (k: string) => {
  const out: string[] = [];
  for (let i = argv.indexOf(k); i >= 0; i = argv.indexOf(k)) out.push(...argv.splice(i, 2).slice(1));
  return out;
};
const title = takeAll('--title').pop() ?? 'Evaluation';
const compareFiles = takeAll('--compare');
const corporaFile = takeAll('--corpora-file').pop() ?? join(import.meta.dirname, 'corpora.json');
if (!argv.length || argv.some((a) => a.startsWith('--'))) {
  process.stderr.write(USAGE);
  process.exit(2);
}
const read = (f: string) => JSON.parse(readFileSync(f, 'utf8')) as Run;
const runs = argv.map(read);
const befores = compareFiles.map(read);

// Positional runs are merged as one measurement (say a tune and a fresh run of one build): a
// repository measured by two different builds there is a before file passed without --compare.
const measuredBy = new Map<string, string>();
for (const [i, r] of runs.entries()) {
  const build = r.build_id ?? r.build ?? r.dist;
  for (const c of r.corpora) {
    const earlier = measuredBy.get(c.repo);
    if (earlier !== undefined && earlier !== build) {
      process.stderr.write(`eval:md: ${c.repo} is measured by two builds among the RUN files (${earlier}, and ${build} in ${argv[i]}): pass the earlier run with --compare, one --compare per before file\n`);
      process.exit(2);
    }
    measuredBy.set(c.repo, build);
  }
}

// Each repository's set and kind: from the run, else from the corpora list.
const listed = new Map((existsSync(corporaFile) ? loadCorpora(corporaFile) : []).map((e) => [e.repo, e]));
const merge = (rs: Run[]) => {
  const byRepo = new Map<string, CorpusResult>();
  for (const r of rs) for (const c of r.corpora) byRepo.set(c.repo, { ...c, set: c.set ?? listed.get(c.repo)?.set ?? 'unassigned', kind: c.kind ?? listed.get(c.repo)?.kind ?? '-' });
  return [...byRepo.values()];
};
const now = merge(runs);
const before = befores.length ? merge(befores) : null;
const setOf = (c: CorpusResult) => c.set ?? 'unassigned';
const cur = byHalf(now, setOf);
const old = before ? byHalf(before, setOf) : null;

const pct = (x: number | null | undefined) => (x === null || x === undefined ? '-' : `${Math.round(x * 100)}%`);
const pct1 = (x: number | null | undefined) => (x === null || x === undefined ? '-' : `${(x * 100).toFixed(1)}%`);
const ci = (p: Proportion | undefined) => (!p || p.p === null ? '-' : `${pct(p.p)} (${pct(p.lo)}-${pct(p.hi)})`);
const top = (m: Record<string, number>, n = 3) =>
  Object.entries(m)
    .sort((a, b) => b[1] - a[1])
    .slice(0, n)
    .map(([k, v]) => `${k} ${v}`)
    .join(', ');
const tiers = (t: Record<string, number> | undefined) => Object.entries(t ?? {}).sort().map(([k, v]) => `${k} ${v}`).join(', ') || 'none';
const repos = (n: number) => `${n} ${n === 1 ? 'repository' : 'repositories'}`;
const names = (rs: Run[]) => [...new Set(rs.map((r) => r.build ?? r.dist))].join(' + ');

interface Split { candidates?: StratumStats | null; hints?: StratumStats | null; all_findings: StratumStats }

function strataTable(strata: Record<string, StratumStats>, all: StratumStats, b?: { strata: Record<string, StratumStats>; all: StratumStats }, split?: { now: Split; before?: Split }): string[] {
  const head = b ? '| signal | found | judged | TP | FP | ? | precision (95% CI) | before | top FP classes |' : '| signal | found | judged | TP | FP | ? | precision (95% CI) | top FP classes |';
  const rows = [head, head.replace(/[^|]+/g, '---')];
  const keys = [...new Set([...Object.keys(strata), ...Object.keys(b?.strata ?? {})])].sort();
  const line = (name: string, s: StratumStats | undefined | null, bs: StratumStats | undefined | null) => {
    const x = s ?? { findings: 0, judged: 0, tp: 0, fp: 0, unclear: 0, precision: { k: 0, n: 0, p: null, lo: null, hi: null }, fp_classes: {}, unjudged: 0 };
    const cells = [name, x.findings, x.judged, x.tp, x.fp, x.unclear, ci(x.precision)];
    if (b) cells.push(bs ? `${ci(bs.precision)}, ${bs.findings} found` : '-');
    cells.push(top(x.fp_classes));
    return `| ${cells.join(' | ')} |`;
  };
  for (const k of keys) rows.push(line(`\`${k}\``, strata[k], b?.strata[k]));
  rows.push(line('**all findings**', all, b?.all));
  // A build without hints (the first baseline) made a candidate of every finding.
  if (split?.now.candidates) {
    rows.push(line('**candidate-making findings**', split.now.candidates, split.before ? split.before.candidates ?? split.before.all_findings : undefined));
    rows.push(line('hints (report.md only)', split.now.hints, split.before ? split.before.hints : undefined));
  }
  return rows;
}

const vwText = (v: VolumeWeighted | null | undefined) =>
  !v ? '-' : v.precision === null ? `no judged cell (${v.findings} findings${v.precision_if_pooled !== null ? `; at the pooled rates: ${pct1(v.precision_if_pooled)}` : ''})` : `${pct1(v.precision)} of ${v.findings - v.unjudged} findings in judged cells (~${Math.round(v.est_false)} false)${v.unjudged ? `; ${v.unjudged} in cells with no judgment of their own (at the pooled rates: ${pct1(v.precision_if_pooled)})` : ''}`;

function volumeTable(v: VolumeWeighted | null, n = 10): string[] {
  if (!v || (!v.largest_false.length && !v.largest_unjudged.length)) return [];
  const rows = ['| repository | stratum | findings | judged TP / FP | estimated precision | estimated false |', '|---|---|---|---|---|---|'];
  for (const c of v.largest_false.filter((x) => Math.round(x.est_false!) >= 1).slice(0, n)) rows.push(`| ${c.repo} | \`${c.stratum}\` | ${c.findings} | ${c.tp} / ${c.fp} | ${pct1(c.p)} | ${Math.round(c.est_false!)} |`);
  for (const c of v.largest_unjudged.slice(0, n)) rows.push(`| ${c.repo} | \`${c.stratum}\` | ${c.findings} | 0 / 0 | not judged | ? |`);
  return rows;
}

function summarySection(heading: string, h: Summary, b: Summary | undefined, note?: string): string[] {
  const out = [`## ${heading} (${repos(h.repos)}${b ? `; before: ${repos(b.repos)}` : ''})`, ''];
  if (note) out.push(note, '');
  out.push(...strataTable(h.strata, h.all_findings, b ? { strata: b.strata, all: b.all_findings } : undefined, { now: h, before: b }), '');
  const was = (x: string) => (b ? ` (before: ${x})` : '');
  out.push(`- Volume-weighted precision, candidate-making findings: ${vwText(h.volume_weighted.candidates)}${was(vwText(b?.volume_weighted.candidates))}.`);
  out.push(`- Volume-weighted precision, hints: ${vwText(h.volume_weighted.hints)}${was(vwText(b?.volume_weighted.hints))}.`);
  out.push(`- Volume-weighted precision, all findings: ${vwText(h.volume_weighted.all)}${was(vwText(b?.volume_weighted.all))}.`);
  const cov = h.volume_weighted.candidates?.coverage;
  if (cov && cov.own5 !== null) out.push(`- Of the candidate-making findings in judged cells, ${pct1(cov.own5)} sit in cells with at least 5 judgments of their own.`);
  out.push(`- Auto entries: ${h.auto.entries}; judged ${h.auto.judged}, accepted ${h.auto.accept}: ${ci(h.auto.acceptance)}${was(`${b?.auto.entries} entries, ${ci(b?.auto.acceptance)}`)}; unjudged ${h.auto.unjudged}${top(h.auto.reject_reasons) ? `; rejected as ${top(h.auto.reject_reasons, 6)}` : ''}.`);
  out.push(`- Report entries by tier: ${tiers(h.check.by_tier)}; files needing a classifier: ${h.check.needs_classification}${was(`${tiers(b?.check.by_tier)}; ${b?.check.needs_classification ?? '-'}`)}.`);
  out.push(`- Roles: ${h.roles.present ? `${h.roles.docs} docs; judged ${h.roles.judged}, correct ${h.roles.correct}: ${ci(h.roles.accuracy)}; unjudged ${h.roles.unjudged}` : 'no roles in this build'}${b ? was(b.roles.present ? ci(b.roles.accuracy) : 'no roles') : ''}.`);
  out.push(`- Link recall on the ground truth: ${h.recall.cases ? `${h.recall.found}/${h.recall.cases}: ${ci(h.recall.recall)}` : 'no cases'}${b ? was(b.recall.cases ? `${b.recall.found}/${b.recall.cases}` : 'no cases') : ''}.`);
  out.push(`- Scanner: ${(h.scanner.wall_ms / 1000).toFixed(1)} s over the ${repos(h.repos)} (cold history cache), peak ${Math.round(h.scanner.max_rss_kb / 1024)} MiB${was(`${((b?.scanner.wall_ms ?? 0) / 1000).toFixed(1)} s, ${Math.round((b?.scanner.max_rss_kb ?? 0) / 1024)} MiB`)}.`, '');
  const vt = volumeTable(h.volume_weighted.candidates ?? h.volume_weighted.all);
  if (vt.length) out.push(`Largest estimated false-finding volumes (${h.volume_weighted.candidates ? 'candidate-making findings' : 'all findings: this run does not split off the hints'}; each repository × stratum at its own judged precision, then the largest cells with no judgment of their own):`, '', ...vt, '');
  return out;
}

const out: string[] = [`# ${title}`, ''];
out.push(`Build measured: ${names(runs)}${befores.length ? `; "before" is ${names(befores)}` : ''}. Generated by \`npm run eval:md\` from the JSON of \`npm run eval\`.`, '');
out.push(
  `Volume-weighted precision: each (repository, signal stratum) cell at its own judged precision, weighted by its count of findings. A cell with TP and FP judged is estimated as (TP + ${PRIOR_JUDGMENTS}·P) / (TP + FP + ${PRIOR_JUDGMENTS}), P being the stratum's precision pooled over the judged findings of the same half, Wilson-centred ((ΣTP + 1.92) / (Σn + 3.84)); a cell with no TP or FP judgment of its own is left out of the figure and its findings are counted apart (the figure with such cells at P is given in brackets, for reference). UNCLEAR verdicts count in neither.`,
  '',
);
const HALF_NOTE: Record<string, string> = {
  tune: 'Repositories whose findings may be looked at to design rules: these figures show fit, not precision on new repositories.',
  fresh: "Held out: nobody looked at these repositories' findings while changing the rules, so their precision is the one that counts.",
};
for (const name of ['tune', 'fresh', 'unassigned']) {
  const h = cur.halves[name];
  if (h) out.push(...summarySection(`${name[0]!.toUpperCase()}${name.slice(1)} half`, h, old?.halves[name], HALF_NOTE[name]));
}
if (Object.keys(cur.halves).length > 1) out.push(...summarySection('Both halves', cur.overall, old?.overall));
const ag = Object.entries(runs[runs.length - 1]!.agreement ?? {})
  .map(([k, a]) => (a.n ? `${k} ${a.n} items, ${a.percent === null ? '-' : (a.percent * 100).toFixed(1)}% agreement, kappa ${a.kappa === null ? '-' : a.kappa.toFixed(2)}` : `${k}: none judged twice`))
  .join('; ');
out.push(`Second, independent judging: ${ag || '-'}.`, '');

out.push('## Per repository', '');
out.push('| repository | set | kind | docs | findings (candidates / hints) | judged precision | volume-weighted (candidates) | auto entries | auto accepted | roles (unjudged) | link recall | scanner | peak |', '|---|---|---|---|---|---|---|---|---|---|---|---|---|');
const ordered = [...now].sort((a, b) => ['tune', 'fresh', 'unassigned'].indexOf(setOf(a)) - ['tune', 'fresh', 'unassigned'].indexOf(setOf(b)));
for (const m of ordered) {
  const b = before?.find((x) => x.repo === m.repo);
  const r = m.roles.present ? `${ci(m.roles.accuracy)} (${m.roles.unjudged ?? m.roles.docs - m.roles.judged})` : 'no roles';
  const rec = m.recall && m.recall.cases ? `${m.recall.found}/${m.recall.cases}` : 'no cases';
  const split = m.candidates && m.hints ? ` (${m.candidates.findings} / ${m.hints.findings})` : '';
  // The repository's own cells, estimated with its half's pooled rates.
  const mine = cur.halves[setOf(m)]?.volume_weighted.candidates?.by_repo[m.repo]?.precision ?? null;
  const err = m.scan.error ? ' **scan failed**' : m.check.error ? ' **check failed**' : '';
  out.push(`| ${m.repo}${err} | ${setOf(m)} | ${m.kind ?? '-'} | ${m.scan.files_scanned} | ${m.scan.findings}${split}${b ? ` (before ${b.scan.findings})` : ''} | ${ci(m.all_findings.precision)}${b ? ` (${ci(b.all_findings.precision)})` : ''} | ${pct1(mine)} | ${m.auto.entries}${b ? ` (${b.auto.entries})` : ''} | ${ci(m.auto.acceptance)} | ${r} | ${rec}${b?.recall?.cases ? ` (${b.recall.found}/${b.recall.cases})` : ''} | ${(m.scan.wall_ms / 1000).toFixed(2)} s | ${m.scan.max_rss_kb === null ? '-' : Math.round(m.scan.max_rss_kb / 1024)} MiB |`);
}
out.push('');

for (const m of ordered) {
  const b = before?.find((x) => x.repo === m.repo);
  out.push(`### ${m.repo} @ ${(m.head ?? '?').slice(0, 12)} (${setOf(m)}, ${m.kind ?? '-'})`, '');
  for (const p of m.problems) out.push(`- Problem: ${p}`);
  if (m.scan.error) out.push(`- Scan failed: ${m.scan.error}`);
  if (m.check.error) out.push(`- Check failed: ${m.check.error}`);
  if (m.missing_files.length) out.push(`- Missing from the work tree (snapshot lacks the blob): ${m.missing_files.slice(0, 10).join(', ')}${m.missing_files.length > 10 ? `, and ${m.missing_files.length - 10} more` : ''}; findings they cause, not counted: ${m.scan.caused_by_missing}.`);
  for (const n of m.scan.notes) out.push(`- Scan note: ${n}`);
  out.push('', ...strataTable(m.strata, m.all_findings, b ? { strata: b.strata, all: b.all_findings } : undefined, { now: m, before: b }), '');
  const kinds = Object.entries(m.auto.by_kind)
    .map(([k, v]) => `${k} ${v.accept}/${v.judged} of ${v.entries}`)
    .join('; ');
  out.push(`- Check: ${m.check.entries} entries (${tiers(m.check.by_tier ?? { auto: m.check.auto })}), ${m.check.needs_classification ?? '-'} files needing a classifier, ${(m.check.wall_ms / 1000).toFixed(2)} s.`);
  out.push(`- Auto entries: ${m.auto.entries} (${kinds || 'none'}); accepted ${ci(m.auto.acceptance)}${top(m.auto.reject_reasons) ? `; rejected as ${top(m.auto.reject_reasons, 6)}` : ''}; unjudged ${m.auto.unjudged}.`);
  if (m.roles.present) out.push(`- Roles: ${m.roles.docs} docs; judged ${m.roles.judged}, correct ${m.roles.correct}: ${ci(m.roles.accuracy)}; unjudged ${m.roles.unjudged ?? m.roles.docs - m.roles.judged}.`);
  const gone = top(m.judged_not_produced, 5);
  if (gone) out.push(`- Judged findings this build no longer reports: ${gone}.`);
  if (m.recall?.cases) out.push(`- Link recall: ${m.recall.found}/${m.recall.cases} (${Object.entries(m.recall.by_source).map(([k, v]) => `${k} ${v.found}/${v.cases}`).join(', ')}).`);
  out.push('');
}
process.stdout.write(out.join('\n'));
