// npm run eval:regroup -- RUN.json [RUN.json ...] --json-out FILE [--set tune|fresh]
//
// Puts the repositories of one build's runs together and sums the halves again as eval/corpora.json
// assigns them today. A repository turns tune once its findings shape a rule, and new fresh ones join
// between measurements; the "before" of a measurement must be the same half as its "after", so the
// earlier build's runs are regrouped rather than re-run. Dev tooling, like eval/run.ts.
import { readFileSync, writeFileSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { byHalf, type CorpusResult, type Summary } from './lib/halves.ts';
import { summaryBlock } from './lib/render.ts';
import { loadCorpora } from './lib/corpus.ts';

const HELP = `Usage: npm run eval:regroup -- RUN.json [RUN.json ...] --json-out FILE [--set tune|fresh]

Each RUN.json is an eval --json-out (or eval:rejudge output) of the same build (same build_id). Their
repositories are put together (one repository in two runs is an error), each gets the set
eval/corpora.json gives it today, and the halves are summed again; with --set only that half's
repositories are kept. A repository no longer in eval/corpora.json is dropped with a note.
Exit 0 written, 1 runs of different builds or a repository twice, 2 usage.`;

type Run = { build_id?: string; corpora: CorpusResult[]; halves: Record<string, Summary>; overall: Summary; [k: string]: unknown };

const argv = process.argv.slice(2);
if (argv.includes('--help')) {
  process.stdout.write(HELP + '\n');
  process.exit(0);
}
const valueOf = (name: string): string | undefined => {
  const i = argv.indexOf(name);
  return i >= 0 ? argv[i + 1] : undefined;
};
const jsonOut = valueOf('--json-out');
const onlySet = valueOf('--set');
const runPaths = argv.filter((a, i) => !a.startsWith('--') && !['--json-out', '--set'].includes(argv[i - 1] ?? ''));
if (!jsonOut || !runPaths.length || (onlySet && !['tune', 'fresh'].includes(onlySet))) {
  process.stderr.write(HELP + '\n');
  process.exit(2);
}

const fail = (msg: string): never => {
  process.stderr.write(`eval:regroup: ${msg}\n`);
  process.exit(1);
};
const runs = runPaths.map((p) => ({ path: p, run: JSON.parse(readFileSync(p, 'utf8')) as Run }));
const builds = new Set(runs.map((r) => r.run.build_id));
if (builds.size > 1) fail(`the runs measure different builds (${[...builds].join(', ')}): regroup one build's runs`);

const here = dirname(fileURLToPath(import.meta.url));
const setOf = new Map(loadCorpora(join(here, 'corpora.json')).map((e) => [e.repo, e.set]));
const corpora: CorpusResult[] = [];
const from = new Map<string, string>();
const notes: string[] = [];
for (const { path, run } of runs) {
  for (const c of run.corpora) {
    if (from.has(c.repo)) fail(`${c.repo} is in ${from.get(c.repo)} and ${path}`);
    from.set(c.repo, path);
    const set = setOf.get(c.repo);
    if (!set) {
      notes.push(`${c.repo}: no longer in eval/corpora.json, left out`);
      continue;
    }
    if (onlySet && set !== onlySet) continue;
    corpora.push({ ...c, set });
  }
}
const { halves, overall } = byHalf(corpora, (c) => c.set ?? 'unassigned');
const out: Run = { ...runs[0]!.run, corpora, halves: halves as Record<string, Summary>, overall, regrouped: { from: runPaths, set: onlySet ?? null, notes } };
writeFileSync(jsonOut, JSON.stringify(out, null, 2) + '\n');
const text = [`regrouped ${runPaths.length} run(s) of build ${[...builds][0] ?? '?'}: ${corpora.length} repositories`, ...notes];
for (const [name, h] of Object.entries(halves)) text.push('', summaryBlock(`${name} half`, h as Summary, true));
process.stdout.write(text.join('\n') + '\n');
