// npm run eval:auto-replay -- --corpora DIR [--set tune|fresh] [--repo NAME ...] [--dist DIR] [--max-parents N]
// Mines each corpus's history for doc-fix commits that pointed a reference to a missing file at an
// existing one, runs one build's model-free check at each such commit's parent, judges its auto
// entries by what the maintainer did, and writes the rest to eval/to-judge/<label>/auto/.
import { existsSync, writeFileSync, mkdirSync, readFileSync } from 'node:fs';
import { join, dirname, resolve, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadCorpora, openCorpus, repoSlug, CorporaError, type CorpusEntry } from './lib/corpus.ts';
import { buildId } from './lib/run-dist.ts';
import { writeJsonl, autoToJudge } from './lib/to-judge.ts';
import { CORPUS_SETS } from './lib/vocabulary.ts';
import { mineCases, DEFAULT_MAX_PARENTS } from './lib/auto-replay/mine.ts';
import { replayCorpus, type CorpusReplay } from './lib/auto-replay/replay.ts';
import { tally, summarize, replayMarkdown, type RepoSummary } from './lib/auto-replay/summary.ts';
import { combineRuns, type ReplayRunJson } from './lib/auto-replay/combine.ts';

const HELP = `Usage: npm run eval:auto-replay -- --corpora DIR [--set tune|fresh] [--repo NAME ...] [--dist DIR]
                                   [--max-parents N] [--json-out FILE] [--md-out FILE] [--date YYYY-MM-DD]
       npm run eval:auto-replay -- --combine RUN.json [--combine RUN2.json ...] [--json-out FILE] [--md-out FILE]

For each corpus of eval/corpora.json (one half: --set; or --repo NAME, a folder name or owner/name,
repeatable), finds in DIR/<name>'s history (git log --no-merges, newest first) the commits with one
parent that touch only Markdown (.md, .mdx) and rewrite a reference (a link, an image, a definition,
a backticked path) whose target is missing at the parent into the same line with a target that
exists at the commit. At each such parent (at most --max-parents per corpus, default ${DEFAULT_MAX_PARENTS}) it runs
the build's model-free check in a throwaway git clone --shared, scoped to the docs the commit
touched, and judges each auto entry: the maintainer's same rewrite is ACCEPT, another target for the
same reference REJECT wrong-target; every other auto entry goes to
<to-judge>/replay-<date>-<build id, 8 hex>/auto/<owner>+<name>.jsonl for a judge. Also says, of the
mined cases, how many got an auto entry, a confirm entry, only a finding, or nothing.

Options:
  --corpora DIR      folder holding the clones, one per corpus, named as in eval/corpora.json
  --set tune|fresh   only that half of the corpus
  --repo NAME        only this corpus (repeatable)
  --dist DIR         the build (default ./dist; check.mjs needs .claude-plugin/ above it)
  --max-parents N    parents replayed per corpus, newest first (default ${DEFAULT_MAX_PARENTS})
  --corpora-file F   the corpora list (default eval/corpora.json)
  --to-judge DIR     where the to-judge folder goes (default eval/to-judge)
  --json-out FILE    write the run as JSON (the corpora folder written as <corpora>)
  --md-out FILE      write the Markdown summary (it is printed either way)
  --date YYYY-MM-DD  the date of the label (default today, UTC)
  --no-scan          do not run the scanner where the check made no entry for a case (faster; such a
                     case is counted \`unscanned\`, a finding and nothing not told apart)
  --timeout S        a check running longer than S seconds is stopped, its parent counted failed (default 600)
  --combine RUN.json join finished runs of one build, label and --max-parents over different corpora
                     (a half split to run side by side; repeatable) into one, summarized again
  --help             show this help

Exit codes: 0 replayed, 1 a corpus could not be replayed or the corpora list is invalid, 2 usage error.
`;

const here = dirname(fileURLToPath(import.meta.url));
const argv = process.argv.slice(2);
const opts: Record<string, string[]> = {};
const usage = (msg: string): never => {
  process.stderr.write(`eval:auto-replay: ${msg}\n\n${HELP}`);
  process.exit(2);
};
for (let i = 0; i < argv.length; i++) {
  const a = argv[i]!;
  if (a === '--help' || a === '--no-scan') (opts[a] = ['1']);
  else if (a.startsWith('--') && i + 1 < argv.length) (opts[a] ??= []).push(argv[++i]!);
  else usage(`unexpected argument ${a}`);
}
const known = new Set(['--combine', '--help', '--no-scan', '--corpora', '--set', '--repo', '--dist', '--max-parents', '--corpora-file', '--to-judge', '--json-out', '--md-out', '--date', '--timeout']);
for (const k of Object.keys(opts)) if (!known.has(k)) usage(`unknown option ${k}`);
if (opts['--help']) {
  process.stdout.write(HELP);
  process.exit(0);
}
const one = (k: string) => opts[k]?.[opts[k]!.length - 1];
const mdOf = (r: ReplayRunJson, toJudgeDir: string) =>
  replayMarkdown(r.summary, { title: `Auto entries replayed at doc-fix parents (${r.label})`, dist: r.dist, build_id: r.build_id, set: r.set, max_parents: r.max_parents, wall_s: r.wall_s, parts_wall_s: r.parts_wall_s, to_judge_dir: toJudgeDir });
function writeOut(r: ReplayRunJson, toJudgeDir: string, print: boolean): void {
  const md = mdOf(r, toJudgeDir);
  if (print) process.stdout.write(md);
  if (one('--md-out')) writeFileSync(one('--md-out')!, md);
  if (one('--json-out')) {
    mkdirSync(dirname(resolve(one('--json-out')!)), { recursive: true });
    writeFileSync(one('--json-out')!, JSON.stringify(r, null, 1) + '\n');
  }
}
if (opts['--combine']) {
  const joined = combineRuns(opts['--combine'].map((f) => JSON.parse(readFileSync(resolve(f), 'utf8')) as ReplayRunJson));
  if (typeof joined === 'string') {
    process.stderr.write(`eval:auto-replay: ${joined}\n`);
    process.exit(1);
  }
  writeOut(joined, relative(process.cwd(), join(resolve(one('--to-judge') ?? join(here, 'to-judge')), joined.label)), true);
  process.exit(0);
}
const num = (k: string, d: number) => {
  const v = one(k);
  if (v === undefined) return d;
  if (!/^\d+$/.test(v) || Number(v) < 1) usage(`${k} takes a positive whole number`);
  return Number(v);
};
const corporaDir = one('--corpora') ?? usage('--corpora DIR is required');
const dist = resolve(one('--dist') ?? 'dist');
if (!existsSync(join(dist, 'check.mjs')) || !existsSync(join(dist, 'scanner.mjs'))) usage(`${dist} has no scanner.mjs and check.mjs (run npm run build)`);
const set = one('--set');
if (set !== undefined && !(CORPUS_SETS as readonly string[]).includes(set)) usage(`--set takes ${CORPUS_SETS.join(' or ')}`);
const date = one('--date') ?? new Date().toISOString().slice(0, 10);
if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) usage('--date takes YYYY-MM-DD');
const maxParents = num('--max-parents', DEFAULT_MAX_PARENTS);
const timeoutMs = num('--timeout', 600) * 1000;
const only = opts['--repo'] ?? [];

let listed: CorpusEntry[];
try {
  listed = loadCorpora(resolve(one('--corpora-file') ?? join(here, 'corpora.json')));
} catch (e) {
  process.stderr.write(`eval:auto-replay: ${e instanceof CorporaError ? e.message : String(e)}\n`);
  process.exit(1);
}
const chosen = listed.filter((c) => (!set || c.set === set) && (!only.length || only.includes(c.name) || only.includes(c.repo)));
for (const n of only) if (!listed.some((c) => c.name === n || c.repo === n)) usage(`--repo ${n} is not in the corpora list`);

const bid = buildId(dist);
const label = `replay-${date}-${bid.slice(0, 8)}`;
const toJudgeDir = join(resolve(one('--to-judge') ?? join(here, 'to-judge')), label);
const started = Date.now();
const log = (s: string) => process.stderr.write(`${s}\n`);
const repos: RepoSummary[] = [];
const runs: Array<CorpusReplay & { commits_read: number }> = [];
let failed = false;
for (const entry of chosen) {
  const t = Date.now();
  const c = openCorpus(entry, corporaDir);
  if (!c.head) {
    failed = true;
    repos.push({ repo: entry.repo, commits_read: 0, wall_s: 0, problem: c.problems.join('; '), ...tally({ repo: entry.repo, parents: [], judged: [], to_judge: [], outcomes: [] }, 0) });
    continue;
  }
  const mined = mineCases(entry.repo, c.dir, { maxParents });
  log(`${entry.repo}: ${mined.cases.length} cases at ${new Set(mined.cases.map((k) => k.parent)).size} parents (${mined.commits_read} Markdown-only commits read)`);
  const r = replayCorpus(dist, entry.repo, c.dir, mined.cases, { timeoutMs, log, scan: !opts['--no-scan'] });
  runs.push({ ...r, commits_read: mined.commits_read });
  repos.push({ repo: entry.repo, commits_read: mined.commits_read, wall_s: Math.round((Date.now() - t) / 1000), ...tally(r, mined.cases.length) });
  if (r.to_judge.length) writeJsonl(join(toJudgeDir, 'auto', `${repoSlug(entry.repo)}.jsonl`), r.to_judge.map(({ parent, why, text, ...item }) => autoToJudge(item, { commit: parent, why, ...(text !== undefined ? { text } : {}), drawn: label })));
  // Written after each corpus, so a long run stopped part way keeps what it measured.
  write(false);
}
write(true);
process.exitCode = failed ? 1 : 0;

function write(done: boolean): void {
  const run: ReplayRunJson = { label, date, dist, build_id: bid, set: set ?? null, corpora: '<corpora>', max_parents: maxParents, complete: done, wall_s: Math.round((Date.now() - started) / 1000), summary: summarize(repos), repos: runs.map((r) => ({ repo: r.repo, commits_read: r.commits_read, parents: r.parents, judged: r.judged, to_judge: r.to_judge, outcomes: r.outcomes.map((o) => ({ ...o.case, outcome: o.outcome })) })) };
  writeOut(run, relative(process.cwd(), toJudgeDir), done);
}
