// npm run eval -- --corpora DIR [--set tune|fresh] [--repo NAME] [--sample N --seed S] [--json] [--dist DIR]
// Runs one build's compiled scanner and model-free check on the evaluation corpora and prints, per
// repository, per half (tune, fresh) and overall, precision (sampled and volume-weighted),
// auto-entry acceptance, role accuracy, link recall and cost, measured against the judgments in
// eval/judgments/, and draws the samples judges fill next. Never uses the network; a corpus is
// left as it was (the .dochygiene/ its check writes is removed unless --keep-dochygiene).
import { existsSync, writeFileSync, readFileSync, rmSync } from 'node:fs';
import { join, dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadCorpora, openCorpus, repoSlug, CorporaError, type CorpusEntry } from './lib/corpus.ts';
import { loadJudgments, type Kind, type JudgmentSet } from './lib/judgments.ts';
import { measureCorpus, type CorpusMeasure } from './lib/measure.ts';
import { loadCases, type RecallResult } from './lib/recall.ts';
import { writeToJudge, writeSecondSample, writeSampleManifest } from './lib/to-judge.ts';
import { writeHalfSample, DEFAULT_HALF_SAMPLE, type HalfSampleManifest } from './lib/half-sample.ts';
import { buildId } from './lib/run-dist.ts';
import { byHalf, type CorpusResult, type Summary } from './lib/halves.ts';
import { cohen } from './lib/stats.ts';
import { corpusBlock, summaryBlock, agreementLine } from './lib/render.ts';
import { CORPUS_SETS } from './lib/vocabulary.ts';

const HELP = `Usage: npm run eval -- --corpora DIR [--set tune|fresh] [--repo NAME ...] [--sample N --seed S] [--json] [--dist DIR]

Runs DIR/<name> for each corpus in eval/corpora.json (or only one half: --set; or only --repo NAME:
a folder name or owner/name), one at a time: the build's scanner (timed, peak memory) and
model-free check, then reports against eval/judgments/: per-signal precision with 95% Wilson
intervals, volume-weighted precision (each repository x stratum at its own judged precision,
weighted by its findings) with the largest estimated false-finding volumes, findings not yet
judged, auto-entry acceptance, role accuracy, link recall on eval/ground-truth/, and the agreement
of eval/judgments/second/ with the first judging; per repository, per half (tune, fresh) and overall.

Options:
  --corpora DIR      folder holding the clones, one per corpus, named as in eval/corpora.json
  --set tune|fresh   only that half of the corpus; --set fresh also draws the half sample below
  --repo NAME        only this corpus (repeatable)
  --dist DIR         the build to measure (default ./dist; check.mjs needs .claude-plugin/ above it)
  --corpora-file F   the corpora list (default eval/corpora.json)
  --timeout S        a scanner or check process running longer than S seconds is stopped and the
                     corpus reported as failed (default 3600)
  --keep-dochygiene  keep the .dochygiene/ the check writes into a clone (default: removed after
                     the corpus is measured, unless it was there before)

The half sample (default with --set fresh; --half-sample for any run, --no-sample for none): a
seeded draw, at measurement time, of items this build produces that nobody judged (first or second
judging): candidate-making findings, per signal stratum over the half each repository first up to
--floor (2) of its own, then --per-signal (25) more in proportion to what each has left (all where
fewer); auto entries, all or a seeded --half-auto (60); docs for roles, equal shares per
repository, --half-roles (300) over the half. Written to <sample-out>/<label>/<kind>/<owner>+<name>.jsonl
with <label>/manifest.json. A labelled sample (this one, or --sample N in a set run) is drawn once:
a label with a manifest is not drawn again (judges may be filling its files).
  --date YYYY-MM-DD  the date the seed and label are made of (default today, UTC)
  --sample-label L   the label (default <set>-<date>-<build id, 8 hex>)
  --seed S           the seed (default <set>:<date>:<build id>; without --set and a half sample, 13)

Per-repository sample:
  --sample N         write a seeded sample of unjudged items to judge next: up to N findings per
                     signal stratum, auto entries up to --auto-sample (60), docs up to
                     --role-sample (100), counting what is judged already (with --set: into
                     <sample-out>/<label>/, instead of the half sample)
  --fresh            with --sample: a fresh sample of candidate-making findings (hints left
                     out), N never judged per stratum, not counting what is judged already
  --second N         with --sample: also N judged findings and N/2 judged auto entries per
                     repository, verdicts blanked, for an independent second judging
                     (<sample-out>/second/<kind>/)
  --sample-out DIR   where the samples go (default eval/to-judge)
  --judgments DIR    judged items (default eval/judgments)
  --no-recall        skip link recall (it scans each fix commit's parent)
  --recall-from FILE take link recall from an earlier --json-out of the same build (same build id,
                     or the same --dist path for a run without one); recall does not depend on
                     judgments and is the slow part
  --json             print JSON instead of tables
  --json-out FILE    also write the JSON to FILE (the tables still print); the corpora folder
                     is written as <corpora>
  --label NAME       what to call the build in the output (default: the --dist path)
  --help             show this help

Exit codes: 0 measured, 1 a corpus could not be measured, a judgment file or the corpora list is
invalid, 2 usage error.
`;

const here = dirname(fileURLToPath(import.meta.url));
const argv = process.argv.slice(2);
const flags = new Set(['--json', '--no-recall', '--help', '--fresh', '--half-sample', '--no-sample', '--keep-dochygiene']);
const opts: Record<string, string[]> = {};
for (let i = 0; i < argv.length; i++) {
  const a = argv[i]!;
  if (flags.has(a)) opts[a] = ['1'];
  else if (a.startsWith('--') && i + 1 < argv.length) (opts[a] ??= []).push(argv[++i]!);
  else usage(`unexpected argument ${a}`);
}
function usage(msg: string): never {
  process.stderr.write(`eval: ${msg}\n\n${HELP}`);
  process.exit(2);
}
const known = new Set(['--corpora', '--repo', '--dist', '--sample', '--seed', '--sample-out', '--judgments', '--auto-sample', '--role-sample', '--second', '--json-out', '--recall-from', '--label', '--set', '--corpora-file', '--date', '--sample-label', '--per-signal', '--floor', '--half-auto', '--half-roles', '--timeout', ...flags]);
for (const k of Object.keys(opts)) if (!known.has(k)) usage(`unknown option ${k}`);
if (opts['--help']) {
  process.stdout.write(HELP);
  process.exit(0);
}
const one = (k: string) => opts[k]?.[opts[k]!.length - 1];
const corporaDir = one('--corpora');
if (!corporaDir) usage('--corpora DIR is required');
const dist = resolve(one('--dist') ?? 'dist');
if (!existsSync(join(dist, 'scanner.mjs')) || !existsSync(join(dist, 'check.mjs'))) usage(`${dist} has no scanner.mjs and check.mjs (run npm run build)`);
const num = (k: string, d: number) => {
  const v = one(k);
  if (v === undefined) return d;
  if (!/^\d+$/.test(v)) usage(`${k} takes a whole number`);
  return Number(v);
};
const set = one('--set');
if (set !== undefined && !(CORPUS_SETS as readonly string[]).includes(set)) usage(`--set takes ${CORPUS_SETS.join(' or ')}`);
const date = one('--date') ?? new Date().toISOString().slice(0, 10);
if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) usage('--date takes YYYY-MM-DD');
const bid = buildId(dist);
const sampleN = opts['--sample'] ? num('--sample', 30) : null;
const halfSample = !opts['--no-sample'] && sampleN === null && (Boolean(opts['--half-sample']) || set === 'fresh');
if (opts['--no-sample'] && (opts['--half-sample'] || sampleN !== null)) usage('--no-sample with --half-sample or --sample');
const setRun = set !== undefined || halfSample;
const label = one('--sample-label') ?? `${set ?? 'all'}-${date}-${bid.slice(0, 8)}`;
if (!/^[A-Za-z0-9._-]+$/.test(label)) usage('--sample-label takes a folder name');
const seed = one('--seed') ?? (setRun ? `${set ?? 'all'}:${date}:${bid}` : '13');
const judgmentsDir = resolve(one('--judgments') ?? join(here, 'judgments'));
const sampleRoot = resolve(one('--sample-out') ?? join(here, 'to-judge'));
// A run of one half (or with a half sample) keeps its samples apart, in a folder of their own.
const sampleOut = setRun ? join(sampleRoot, label) : sampleRoot;
const only = opts['--repo'] ?? [];
const timeoutMs = num('--timeout', 3600) * 1000;

const load = (kind: Kind) => loadJudgments(join(judgmentsDir, kind), kind);
const judged = { findings: load('findings'), auto: load('auto'), roles: load('roles') };
const second = { findings: loadJudgments(join(judgmentsDir, 'second', 'findings'), 'findings'), auto: loadJudgments(join(judgmentsDir, 'second', 'auto'), 'auto'), roles: loadJudgments(join(judgmentsDir, 'second', 'roles'), 'roles') };
const judgmentErrors = [...Object.values(judged), ...Object.values(second)].flatMap((s) => s.errors);
const conflicts = Object.values(judged).flatMap((s) => s.conflicts);

// Recall measured by an earlier run of the same build, reused as it stands.
const earlierRecall = (() => {
  const f = one('--recall-from');
  if (!f) return undefined;
  const prior = JSON.parse(readFileSync(resolve(f), 'utf8')) as { dist: string; build_id?: string; corpora: Array<{ repo: string; recall: RecallResult | null }> };
  if (prior.build_id ? prior.build_id !== bid : prior.dist !== dist) usage(`--recall-from ${f} measured ${prior.build_id ? `build ${prior.build_id}` : prior.dist}, not ${bid} (${dist})`);
  return new Map(prior.corpora.filter((c) => c.recall).map((c) => [c.repo, { ...c.recall!, missed: c.recall!.missed ?? [] }]));
})();

let listed: CorpusEntry[];
try {
  listed = loadCorpora(resolve(one('--corpora-file') ?? join(here, 'corpora.json')));
} catch (e) {
  if (!(e instanceof CorporaError)) throw e;
  process.stderr.write(`eval: invalid corpora list: ${e.message}\n`);
  process.exit(1);
}
const entries = listed.filter((e) => (!set || e.set === set) && (!only.length || only.includes(e.name) || only.includes(e.repo)));
if (!entries.length) usage(`no corpus${set ? ` of the ${set} half` : ''}${only.length ? ` named ${only.join(', ')}` : ''}`);

// A labelled sample is drawn once: judges may be filling its files.
const drawnBefore = setRun && existsSync(join(sampleOut, 'manifest.json'));
const perRepoSample = sampleN !== null && !drawnBefore;
const notes: string[] = [];
if (sampleN !== null && drawnBefore) notes.push(`the sample ${label} was drawn before (${join(sampleOut, 'manifest.json')}): not drawn again`);
const perRepoSizes = { findings: sampleN ?? 0, auto: num('--auto-sample', 60), roles: num('--role-sample', 100), fresh: Boolean(opts['--fresh']) };
const sampleMeta = { label, set: set ?? 'all', seed, seed_rule: one('--seed') ? 'given (--seed)' : '<set>:<date>:<build id>', date, build: one('--label') ?? dist, build_id: bid };

const measures: Array<CorpusMeasure & { set: string; kind: string; dir: string }> = [];
const samples: Record<string, { findings: number; auto: number; roles: number }> = {};
const secondSamples: Record<string, { findings: number; auto: number }> = {};
let failed = false;
for (const entry of entries) {
  const corpus = openCorpus(entry, resolve(corporaDir));
  if (!corpus.head) {
    process.stderr.write(`eval: ${entry.repo}: ${corpus.problems.join('; ')}\n`);
    failed = true;
    continue;
  }
  process.stderr.write(`eval: ${entry.repo}...\n`);
  const hadState = existsSync(join(corpus.dir, '.dochygiene'));
  const cases = opts['--no-recall'] ? null : loadCases(join(here, 'ground-truth', `${repoSlug(entry.repo)}.jsonl`));
  const m = measureCorpus(dist, corpus, judged, cases, earlierRecall?.get(entry.repo), { timeoutMs });
  if (m.scan.error || m.check.error) failed = true;
  measures.push({ ...m, set: entry.set, kind: entry.kind, dir: corpus.dir });
  if (perRepoSample) samples[entry.repo] = writeToJudge(sampleOut, corpus.dir, m, judged, perRepoSizes, seed, { skipEmpty: setRun });
  if (perRepoSample && opts['--second']) secondSamples[entry.repo] = writeSecondSample(sampleOut, entry.repo, judged, second, num('--second', 40), seed);
  // The check's report and the history cache are this run's by-products: a held-out corpus must
  // not keep a report anyone could read.
  if (!hadState && !opts['--keep-dochygiene']) rmSync(join(corpus.dir, '.dochygiene'), { recursive: true, force: true });
}

if (perRepoSample && setRun) writeSampleManifest(sampleOut, { ...sampleMeta, kind: 'per-repository', sizes: perRepoSizes, counts: samples });
let halfManifest: HalfSampleManifest | null = null;
if (halfSample) {
  if (drawnBefore) notes.push(`half sample ${label} was drawn before (${join(sampleOut, 'manifest.json')}): not drawn again`);
  else {
    const judgedAny = (kind: Kind, key: string) => judged[kind].byKey.has(key) || second[kind].byKey.has(key);
    const sizes = { perSignal: num('--per-signal', DEFAULT_HALF_SAMPLE.perSignal), floor: num('--floor', DEFAULT_HALF_SAMPLE.floor), auto: num('--half-auto', DEFAULT_HALF_SAMPLE.auto), roles: num('--half-roles', DEFAULT_HALF_SAMPLE.roles) };
    halfManifest = writeHalfSample(sampleOut, measures, judgedAny, sizes, sampleMeta);
  }
}

// Agreement: items in eval/judgments/second/ paired with the first judging of the same key.
function pairs(a: JudgmentSet, b: JudgmentSet): Array<[string, string]> {
  return [...b.byKey.values()].filter((j) => a.byKey.has(j.key)).map((j) => [a.byKey.get(j.key)!.label, j.label]);
}
const agreement = { findings: cohen(pairs(judged.findings, second.findings)), auto: cohen(pairs(judged.auto, second.auto)), roles: cohen(pairs(judged.roles, second.roles)) };
const disagreements = (['findings', 'auto', 'roles'] as const).flatMap((kind) =>
  [...second[kind].byKey.values()].filter((j) => judged[kind].byKey.has(j.key) && judged[kind].byKey.get(j.key)!.label !== j.label).map((j) => ({ kind, key: j.key, first: judged[kind].byKey.get(j.key)!.label, second: j.label })),
);

const results: CorpusResult[] = measures.map(({ produced: _p, dir: _d, recall, ...m }) => ({ ...m, recall: recall && { ...recall, missed: recall.missed.map((c) => ({ fix_commit: c.fix_commit, path: c.path, line: c.line, target: c.target })) } }));
const { halves, overall: all } = byHalf(results, (c) => c.set ?? 'unassigned');
// `overall` keeps the shape earlier runs had (roles as a sentence when the build has none).
const overall = { ...all, roles: all.roles.present ? all.roles : 'no roles in this build' };

const json = {
  build: one('--label') ?? dist,
  build_id: bid,
  dist,
  set: set ?? 'all',
  date,
  corpora: results,
  halves,
  overall,
  agreement,
  disagreements,
  judgment_errors: judgmentErrors,
  judgment_conflicts: conflicts,
  samples,
  second_samples: secondSamples,
  ...(setRun && (sampleN !== null || halfSample) ? { sample_label: label, seed } : {}),
  half_sample: halfManifest && { label, out: sampleOut, seed, findings: halfManifest.findings.drawn, auto: halfManifest.auto.drawn, roles: halfManifest.roles.drawn },
  notes,
};
// Machine paths stay out of the JSON (it is committed under eval/runs/): the corpora folder
// becomes <corpora>.
const jsonText = JSON.stringify(json, null, 2).split(resolve(corporaDir)).join('<corpora>') + '\n';
if (one('--json-out')) writeFileSync(resolve(one('--json-out')!), jsonText);
if (one('--json')) {
  process.stdout.write(jsonText);
} else {
  const out: string[] = [`build: ${one('--label') ?? dist} (build id ${bid})`];
  for (const m of measures) out.push('', corpusBlock(m, `${m.set}, ${m.kind}`));
  for (const [name, h] of Object.entries(halves)) out.push('', summaryBlock(`${name} half`, h as Summary, Boolean(opts['--no-recall'])));
  if (Object.keys(halves).length > 1) out.push('', summaryBlock('overall', all, Boolean(opts['--no-recall'])));
  out.push('', 'agreement of the second judging with the first:', agreementLine('findings', agreement.findings), agreementLine('auto entries', agreement.auto), agreementLine('roles', agreement.roles));
  for (const [repo, s] of Object.entries(secondSamples)) out.push(`to judge a second time (${repo}): ${s.findings} findings, ${s.auto} auto entries -> ${sampleOut}/second/<kind>/${repoSlug(repo)}.jsonl`);
  for (const [repo, s] of Object.entries(samples)) out.push(`to judge next (${repo}): ${s.findings} findings, ${s.auto} auto entries, ${s.roles} docs -> ${sampleOut}/<kind>/${repoSlug(repo)}.jsonl`);
  if (halfManifest) out.push(`half sample ${label} (seed ${seed}): ${halfManifest.findings.drawn} findings (${Object.entries(halfManifest.findings.by_stratum).map(([k, v]) => `${k} ${v.drawn}`).join(', ')}), ${halfManifest.auto.drawn} auto entries, ${halfManifest.roles.drawn} docs -> ${sampleOut}/`);
  for (const n of notes) out.push(`note: ${n}`);
  for (const e of judgmentErrors) out.push(`JUDGMENT ERROR: ${e}`);
  for (const c of conflicts) out.push(`JUDGMENT CONFLICT: ${c}`);
  process.stdout.write(out.join('\n') + '\n');
}
process.exitCode = failed || judgmentErrors.length ? 1 : 0;
