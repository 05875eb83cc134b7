// npm run eval -- --corpora DIR [--repo NAME] [--sample N --seed S] [--json] [--dist DIR]
// Runs one build's compiled scanner and model-free check on the evaluation corpora and prints, per
// repository and overall, precision, auto-entry acceptance, role accuracy, link recall and cost,
// measured against the judgments in eval/judgments/. Never uses the network; writes nothing into
// a corpus except its .dochygiene/.
import { existsSync, writeFileSync, readFileSync } from 'node:fs';
import { join, dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadCorpora, openCorpus, repoSlug } from './lib/corpus.ts';
import { loadJudgments, type Kind, type JudgmentSet } from './lib/judgments.ts';
import { measureCorpus, emptyStratum, addStratum, type CorpusMeasure, type StratumStats } from './lib/measure.ts';
import { loadCases, type RecallResult } from './lib/recall.ts';
import { writeToJudge, writeSecondSample } from './lib/to-judge.ts';
import { wilson, cohen } from './lib/stats.ts';
import { corpusBlock, strataTable, autoLine, recallLine, claimsRecallLine, agreementLine, interval } from './lib/render.ts';
import { measureClaimsRecall, scannerSha, DEFAULT_CAP, type ClaimsRecallRun } from './lib/claims/recall.ts';

const HELP = `Usage: npm run eval -- --corpora DIR [--repo NAME ...] [--sample N --seed S] [--json] [--dist DIR]

Runs DIR/<name> for each corpus in eval/corpora.json (or only --repo NAME: a folder name or
owner/name): the build's scanner (timed, peak memory) and model-free check, then reports against
eval/judgments/: per-signal precision with 95% Wilson intervals, findings not yet judged,
auto-entry acceptance, role accuracy, link recall on eval/ground-truth/, claims recall on
eval/ground-truth/claims/ (stale claims in agent instruction files, every corpus of its corpora.json
found under DIR), and the agreement of eval/judgments/second/ with the first judging.

Options:
  --corpora DIR      folder holding the clones, one per corpus, named as in eval/corpora.json
  --repo NAME        only this corpus (repeatable)
  --dist DIR         the build to measure (default ./dist; check.mjs needs .claude-plugin/ above it)
  --sample N         write a seeded sample of unjudged items to judge next: up to N findings per
                     signal stratum, auto entries up to --auto-sample (60), docs up to
                     --role-sample (100), counting what is judged already
  --fresh            with --sample: a fresh sample of candidate-making findings (hints left
                     out), N never judged per stratum, not counting what is judged already
  --second N         with --sample: also N judged findings and N/2 judged auto entries per
                     repository, verdicts blanked, for an independent second judging
                     (<sample-out>/second/<kind>/)
  --seed S           the sample's seed (default 13)
  --sample-out DIR   where the samples go (default eval/to-judge)
  --judgments DIR    judged items (default eval/judgments)
  --no-recall        skip link and claims recall (they scan each fix commit's parent)
  --recall-from FILE take link recall from an earlier --json-out of the same --dist (recall does
                     not depend on judgments; it is the slow part)
  --claims-from FILE take claims recall from an earlier --json-out of eval/claims-recall.ts (or
                     of this command) of the same scanner (same scanner.mjs), e.g. eval/runs/claims-baseline.json
  --claims-cap N     claims cases replayed per repository, a seeded sample when more (default ${DEFAULT_CAP})
  --json             print JSON instead of tables
  --json-out FILE    also write the JSON to FILE (the tables still print); the corpora folder
                     is written as <corpora>
  --label NAME       what to call the build in the output (default: the --dist path)
  --help             show this help

Exit codes: 0 measured, 1 a corpus could not be measured or a judgment file is invalid, 2 usage error.
`;

const here = dirname(fileURLToPath(import.meta.url));
const argv = process.argv.slice(2);
const flags = new Set(['--json', '--no-recall', '--help', '--fresh']);
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
const known = new Set(['--corpora', '--repo', '--dist', '--sample', '--seed', '--sample-out', '--judgments', '--auto-sample', '--role-sample', '--second', '--json-out', '--recall-from', '--claims-from', '--claims-cap', '--label', ...flags]);
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
const sampleN = opts['--sample'] ? num('--sample', 30) : null;
const seed = one('--seed') ?? '13';
const judgmentsDir = resolve(one('--judgments') ?? join(here, 'judgments'));
const sampleOut = resolve(one('--sample-out') ?? join(here, 'to-judge'));
const only = opts['--repo'] ?? [];

const load = (kind: Kind) => loadJudgments(join(judgmentsDir, kind), kind);
const judged = { findings: load('findings'), auto: load('auto'), roles: load('roles') };
const second = { findings: loadJudgments(join(judgmentsDir, 'second', 'findings'), 'findings'), auto: loadJudgments(join(judgmentsDir, 'second', 'auto'), 'auto'), roles: loadJudgments(join(judgmentsDir, 'second', 'roles'), 'roles') };
const judgmentErrors = [...Object.values(judged), ...Object.values(second)].flatMap((s) => s.errors);
const conflicts = Object.values(judged).flatMap((s) => s.conflicts);

// Recall measured by an earlier run of the same build, reused as it stands.
const earlierRecall = (() => {
  const f = one('--recall-from');
  if (!f) return undefined;
  const prior = JSON.parse(readFileSync(resolve(f), 'utf8')) as { dist: string; corpora: Array<{ repo: string; recall: RecallResult | null }> };
  if (prior.dist !== dist) usage(`--recall-from ${f} measured ${prior.dist}, not ${dist}`);
  return new Map(prior.corpora.filter((c) => c.recall).map((c) => [c.repo, { ...c.recall!, missed: c.recall!.missed ?? [] }]));
})();

// Claims recall: the build's scanner at each case's parent (eval/lib/claims/recall.ts), or an
// earlier run of the same build reused as it stands.
const claimsRecall = ((): Pick<ClaimsRecallRun, 'dist' | 'scanner_sha256' | 'cap' | 'seed' | 'tolerance' | 'repos' | 'summary'> | null => {
  if (opts['--no-recall']) return null;
  const f = one('--claims-from');
  if (f) {
    const prior = JSON.parse(readFileSync(resolve(f), 'utf8')) as ClaimsRecallRun & { claims_recall?: ClaimsRecallRun };
    const run = prior.claims_recall ?? prior;
    if (!run.summary || !run.repos) usage(`--claims-from ${f} holds no claims recall`);
    if (run.scanner_sha256 !== scannerSha(dist)) usage(`--claims-from ${f} measured another scanner than ${dist}/scanner.mjs`);
    const { results: _r, ...kept } = run;
    return kept;
  }
  process.stderr.write('eval: claims recall...\n');
  const pickedOnly = only.length ? only : undefined;
  const { results: _r, ...run } = measureClaimsRecall(dist, resolve(corporaDir), { only: pickedOnly, cap: num('--claims-cap', DEFAULT_CAP) });
  return run;
});

const entries = loadCorpora(join(here, 'corpora.json')).filter((e) => !only.length || only.includes(e.name) || only.includes(e.repo));
if (!entries.length) usage(`no corpus named ${only.join(', ')}`);

const measures: CorpusMeasure[] = [];
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
  const cases = opts['--no-recall'] ? null : loadCases(join(here, 'ground-truth', `${repoSlug(entry.repo)}.jsonl`));
  const m = measureCorpus(dist, corpus, judged, cases, earlierRecall?.get(entry.repo));
  if (m.scan.error || m.check.error) failed = true;
  measures.push(m);
  if (sampleN !== null) samples[entry.repo] = writeToJudge(sampleOut, corpus.dir, m, judged, { findings: sampleN, auto: num('--auto-sample', 60), roles: num('--role-sample', 100), fresh: Boolean(opts['--fresh']) }, seed);
  if (sampleN !== null && opts['--second']) secondSamples[entry.repo] = writeSecondSample(sampleOut, entry.repo, judged, second, num('--second', 40), seed);
}

// Overall: strata summed over corpora; auto and roles likewise.
const overallStrata: Record<string, StratumStats> = {};
const overallAll = emptyStratum();
const overallCandidates = emptyStratum();
const overallHints = emptyStratum();
const recallBySource: Record<string, { cases: number; found: number }> = {};
let autoEntries = 0, autoJudged = 0, autoAccept = 0, autoUnjudged = 0, rolesJudged = 0, rolesCorrect = 0, rolesPresent = false, recallCases = 0, recallFound = 0;
for (const m of measures) {
  for (const [k, s] of Object.entries(m.strata)) addStratum((overallStrata[k] ??= emptyStratum()), s);
  addStratum(overallAll, m.all_findings);
  addStratum(overallCandidates, m.candidates);
  addStratum(overallHints, m.hints);
  autoEntries += m.auto.entries;
  autoJudged += m.auto.judged;
  autoAccept += m.auto.accept;
  autoUnjudged += m.auto.unjudged;
  rolesPresent ||= m.roles.present;
  rolesJudged += m.roles.judged;
  rolesCorrect += m.roles.correct;
  recallCases += m.recall?.cases ?? 0;
  recallFound += m.recall?.found ?? 0;
  for (const [k, v] of Object.entries(m.recall?.by_source ?? {})) {
    const t = (recallBySource[k] ??= { cases: 0, found: 0 });
    t.cases += v.cases;
    t.found += v.found;
  }
}

const claims = claimsRecall();

// Agreement: items in eval/judgments/second/ paired with the first judging of the same key.
function pairs(a: JudgmentSet, b: JudgmentSet): Array<[string, string]> {
  return [...b.byKey.values()].filter((j) => a.byKey.has(j.key)).map((j) => [a.byKey.get(j.key)!.label, j.label]);
}
const agreement = { findings: cohen(pairs(judged.findings, second.findings)), auto: cohen(pairs(judged.auto, second.auto)), roles: cohen(pairs(judged.roles, second.roles)) };
const disagreements = (['findings', 'auto', 'roles'] as const).flatMap((kind) =>
  [...second[kind].byKey.values()].filter((j) => judged[kind].byKey.has(j.key) && judged[kind].byKey.get(j.key)!.label !== j.label).map((j) => ({ kind, key: j.key, first: judged[kind].byKey.get(j.key)!.label, second: j.label })),
);

const overall = {
  strata: overallStrata,
  all_findings: overallAll,
  candidates: overallCandidates,
  hints: overallHints,
  auto: { entries: autoEntries, judged: autoJudged, accept: autoAccept, acceptance: wilson(autoAccept, autoJudged), unjudged: autoUnjudged },
  roles: rolesPresent ? { judged: rolesJudged, correct: rolesCorrect, accuracy: wilson(rolesCorrect, rolesJudged) } : 'no roles in this build',
  recall: { cases: recallCases, found: recallFound, recall: wilson(recallFound, recallCases), by_source: recallBySource },
  claims_recall: claims,
  scanner: { wall_ms: measures.reduce((t, m) => t + m.scan.wall_ms, 0), max_rss_kb: Math.max(0, ...measures.map((m) => m.scan.max_rss_kb ?? 0)) },
};

const json = {
    build: one('--label') ?? dist,
    dist,
    corpora: measures.map(({ produced: _p, recall, ...m }) => ({ ...m, recall: recall && { ...recall, missed: recall.missed.map((c) => ({ fix_commit: c.fix_commit, path: c.path, line: c.line, target: c.target })) } })),
    overall,
    agreement,
    disagreements,
    judgment_errors: judgmentErrors,
    judgment_conflicts: conflicts,
    samples,
    second_samples: secondSamples,
  };
// Machine paths stay out of the JSON (it is committed as eval/baseline.json): the corpora folder
// becomes <corpora>.
const jsonText = JSON.stringify(json, null, 2).split(resolve(corporaDir)).join('<corpora>') + '\n';
if (one('--json-out')) writeFileSync(resolve(one('--json-out')!), jsonText);
if (one('--json')) {
  process.stdout.write(jsonText);
} else {
  const out: string[] = [`build: ${one('--label') ?? dist}`];
  for (const m of measures) out.push('', corpusBlock(m, wilson(m.recall?.found ?? 0, m.recall?.cases ?? 0)));
  out.push('', `== overall (${measures.length} repositories): scanner ${(overall.scanner.wall_ms / 1000).toFixed(1)} s in all, peak ${Math.round(overall.scanner.max_rss_kb / 1024)} MiB`);
  out.push(strataTable(overallStrata, overallAll));
  out.push(autoLine({ ...overall.auto, by_kind: {}, reject_reasons: {} }));
  out.push(typeof overall.roles === 'string' ? `roles: ${overall.roles}` : `roles: judged ${overall.roles.judged}, correct ${overall.roles.correct}: ${interval(overall.roles.accuracy)}`);
  out.push(recallLine(opts['--no-recall'] ? null : { cases: recallCases, found: recallFound, errors: [], by_source: recallBySource, missed: [] }, overall.recall.recall));
  out.push(claimsRecallLine(claims));
  out.push('', 'agreement of the second judging with the first:', agreementLine('findings', agreement.findings), agreementLine('auto entries', agreement.auto), agreementLine('roles', agreement.roles));
  for (const [repo, s] of Object.entries(secondSamples)) out.push(`to judge a second time (${repo}): ${s.findings} findings, ${s.auto} auto entries -> ${sampleOut}/second/<kind>/${repoSlug(repo)}.jsonl`);
  for (const [repo, s] of Object.entries(samples)) out.push(`to judge next (${repo}): ${s.findings} findings, ${s.auto} auto entries, ${s.roles} docs -> ${sampleOut}/<kind>/${repoSlug(repo)}.jsonl`);
  for (const e of judgmentErrors) out.push(`JUDGMENT ERROR: ${e}`);
  for (const c of conflicts) out.push(`JUDGMENT CONFLICT: ${c}`);
  process.stdout.write(out.join('\n') + '\n');
}
process.exitCode = failed || judgmentErrors.length ? 1 : 0;
