// npm run eval:rejudge -- RUN.json SAMPLE_DIR [--judgments DIR] [--json-out FILE]
//
// Adds the verdicts judges wrote into a half sample (SAMPLE_DIR = to-judge/<label>/, its
// findings/, auto/ and roles/ files filled in place or as <owner>+<name>.<judge>.jsonl beside them,
// or copied into judgments/ with the sample's label as their `drawn`) to the run that drew it, and prints the run's tables again. The sample holds only items the run's
// build produced and nobody had judged, so each verdict is one more judged item of its
// (repository, stratum) cell: no rescan is needed to count it. Dev tooling, like eval/run.ts.
import { readdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { byHalf, type CorpusResult, type Summary } from './lib/halves.ts';
import { summaryBlock } from './lib/render.ts';
import { wilson } from './lib/stats.ts';
import type { StratumStats } from './lib/measure.ts';

const HELP = `Usage: npm run eval:rejudge -- RUN.json SAMPLE_DIR [--judgments DIR] [--json-out FILE]

RUN.json is an eval --json-out whose run drew the half sample in SAMPLE_DIR (eval/to-judge/<label>/).
Every judged line of SAMPLE_DIR/findings, auto and roles (a verdict, or a role for roles) is added to
its repository's counts, and so is every line of DIR/findings, auto and roles (default eval/judgments)
whose "drawn" is the sample's label (its manifest.json): judged lines copied into judgments/ still
count, once; the halves and overall are summed again and printed as eval prints them.
Exit 0 done, 1 a sample line names a repository or stratum the run does not have, 2 usage.`;

const argv = process.argv.slice(2);
if (argv.includes('--help') || argv.length < 2) {
  process.stdout.write(HELP + '\n');
  process.exit(argv.includes('--help') ? 0 : 2);
}
const [runPath, sampleDir] = argv as [string, string];
const outAt = argv.indexOf('--json-out');
const jsonOut = outAt >= 0 ? argv[outAt + 1] : undefined;
const judgmentsAt = argv.indexOf('--judgments');
const judgmentsDir = judgmentsAt >= 0 ? argv[judgmentsAt + 1]! : join(dirname(fileURLToPath(import.meta.url)), 'judgments');
const manifestPath = join(sampleDir, 'manifest.json');
const label = existsSync(manifestPath) ? String((JSON.parse(readFileSync(manifestPath, 'utf8')) as { label?: unknown }).label ?? '') : '';

const run = JSON.parse(readFileSync(runPath, 'utf8')) as { corpora: CorpusResult[]; halves: Record<string, Summary>; overall: Summary; [k: string]: unknown };
const byRepo = new Map(run.corpora.map((c) => [c.repo, c]));

type Line = Record<string, unknown> & { repo: string };
function lines(kind: string): Line[] {
  const seen = new Map<string, Line>();
  // The sample's own files, then judgments/ lines drawn for this sample: the same item twice counts once.
  const sources: Array<{ dir: string; mine: (x: Line) => boolean }> = [{ dir: join(sampleDir, kind), mine: () => true }];
  if (label) sources.push({ dir: join(judgmentsDir, kind), mine: (x) => x.drawn === label });
  for (const { dir, mine } of sources) {
    if (!existsSync(dir)) continue;
    for (const f of readdirSync(dir).filter((n) => n.endsWith('.jsonl')).sort()) {
      for (const l of readFileSync(join(dir, f), 'utf8').split('\n')) {
        if (!l.trim()) continue;
        const x = JSON.parse(l) as Line;
        if (!mine(x)) continue;
        const key = JSON.stringify([x.repo, x.path, x.line ?? null, x.signal ?? null, x.source ?? null, x.target ?? null, x.kind ?? null, x.anchor_digest ?? null]);
        const judged = kind === 'roles' ? Boolean(x.role) : Boolean(x.verdict);
        if (judged || !seen.has(key)) seen.set(key, x); // a judged copy (the judge's file) wins over the blank one
      }
    }
  }
  return [...seen.values()].filter((x) => (kind === 'roles' ? Boolean(x.role) : Boolean(x.verdict)));
}

function corpus(x: Line): CorpusResult {
  const c = byRepo.get(x.repo);
  if (!c) fail(`${x.repo}: not a repository of ${runPath}`);
  return c;
}
function fail(msg: string): never {
  process.stderr.write(`eval:rejudge: ${msg}\n`);
  process.exit(1);
}
function judgeInto(s: StratumStats, verdict: string, fpClass: unknown): void {
  s.judged++;
  s.unjudged = Math.max(0, s.unjudged - 1);
  if (verdict === 'TP') s.tp++;
  else if (verdict === 'FP') {
    s.fp++;
    if (typeof fpClass === 'string' && fpClass) s.fp_classes[fpClass] = (s.fp_classes[fpClass] ?? 0) + 1;
  } else s.unclear++;
  s.precision = wilson(s.tp, s.tp + s.fp);
}

let added = { findings: 0, auto: 0, roles: 0 };
for (const x of lines('findings')) {
  const c = corpus(x);
  const stratum = String(x.stratum);
  const cell = c.candidate_strata?.[stratum] ?? c.hint_strata?.[stratum];
  const all = c.strata[stratum];
  if (!cell || !all) fail(`${x.repo}: no stratum ${stratum} in ${runPath}`);
  const isCandidate = Boolean(c.candidate_strata?.[stratum]);
  for (const s of [cell, all, c.all_findings, ...(isCandidate ? [c.candidates] : [c.hints])]) if (s) judgeInto(s, String(x.verdict), x.fp_class);
  added.findings++;
}
for (const x of lines('auto')) {
  const a = corpus(x).auto;
  a.judged++;
  a.unjudged = Math.max(0, a.unjudged - 1);
  const k = (a.by_kind[String(x.kind)] ??= { entries: 0, judged: 0, accept: 0 });
  k.judged++;
  if (x.verdict === 'ACCEPT') {
    a.accept++;
    k.accept++;
  } else if (typeof x.reason_class === 'string') a.reject_reasons[x.reason_class] = (a.reject_reasons[x.reason_class] ?? 0) + 1;
  a.acceptance = wilson(a.accept, a.judged);
  added.auto++;
}
for (const x of lines('roles')) {
  const r = corpus(x).roles as CorpusResult['roles'] & { misses?: Record<string, Record<string, number>> };
  r.judged++;
  r.unjudged = Math.max(0, (r.unjudged ?? 0) - 1);
  if (x.role === x.build_role) r.correct++;
  else {
    const m = ((r.misses ??= {})[String(x.role)] ??= {});
    m[String(x.build_role)] = (m[String(x.build_role)] ?? 0) + 1;
  }
  r.accuracy = wilson(r.correct, r.judged);
  added.roles++;
}

const { halves, overall } = byHalf(run.corpora, (c) => c.set ?? 'unassigned');
run.halves = halves as Record<string, Summary>;
run.overall = overall;
run.rejudged = { sample: sampleDir, added };
const out = [`rejudged ${runPath} with ${sampleDir}: +${added.findings} findings, +${added.auto} auto entries, +${added.roles} roles`];
for (const [name, h] of Object.entries(halves)) out.push('', summaryBlock(`${name} half`, h as Summary, true));
process.stdout.write(out.join('\n') + '\n');
if (jsonOut) writeFileSync(jsonOut, JSON.stringify(run, null, 2) + '\n');
