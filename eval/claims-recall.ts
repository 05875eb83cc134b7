// npx tsx eval/claims-recall.ts --corpora DIR [--repo NAME] [--dist DIR] [--cap N] [--seed S] [--json-out FILE] [--label L]
// Replays the claims ground truth (eval/ground-truth/claims/) with one build's compiled scanner and
// prints recall: overall, per claim kind, per repository, per doc kind, distinct claims, and every miss.
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { DEFAULT_CAP, TOLERANCE, measureClaimsRecall, type Tally } from './lib/claims/recall.ts';

const argv = process.argv.slice(2);
if (argv.includes('--help')) {
  process.stdout.write(`Usage: npx tsx eval/claims-recall.ts --corpora DIR [--repo NAME] [--dist DIR] [--cap N] [--seed S] [--json-out FILE] [--label L]

For each case of eval/ground-truth/claims/<owner>+<name>.jsonl (at most --cap per repository, a seeded
sample when more; default ${DEFAULT_CAP}), runs DIR's build scanner (--dist, default ./dist) at the case's parent
in a throwaway git clone --shared under the temp folder, scoped to the case's doc, one scan at a time.
A case is found when the doc gets a finding that is not a hint, within ${TOLERANCE} line of the case's line,
whose target / resolved path / command / term / identifier is the claim.
--json-out writes the run (summary and each case's outcome). Exit codes: 0 measured, 1 failed, 2 usage error.
`);
  process.exit(0);
}
const opt = (n: string) => (argv.includes(n) ? argv[argv.indexOf(n) + 1] : undefined);
const corpora = opt('--corpora');
if (!corpora) {
  process.stderr.write('claims-recall: --corpora DIR is required (see --help)\n');
  process.exit(2);
}
const cap = opt('--cap') ? Number(opt('--cap')) : DEFAULT_CAP;
if (!Number.isInteger(cap) || cap < 1) {
  process.stderr.write('claims-recall: --cap must be a positive integer\n');
  process.exit(2);
}
const dist = resolve(opt('--dist') ?? 'dist');
const started = Date.now();
const run = measureClaimsRecall(dist, resolve(corpora), { only: opt('--repo'), cap, seed: opt('--seed'), log: (s) => process.stderr.write(`${s}\n`) });
const pct = (t: { found: number; cases: number }) => `${t.found}/${t.cases}${t.cases ? ` = ${((100 * t.found) / t.cases).toFixed(1)}%` : ''}`;
const table = (title: string, rows: Record<string, Tally>) => `${title}\n${Object.entries(rows).map(([k, t]) => `  ${k.padEnd(34)} ${pct(t)}`).join('\n')}\n`;
const s = run.summary;
let out = `claims recall of ${dist}\n`;
out += `cases ${pct(s)} (Wilson ${s.recall.lo === null ? '-' : `${(100 * s.recall.lo).toFixed(1)}%-${(100 * s.recall.hi!).toFixed(1)}%`}); distinct claims ${pct(s.distinct)}; not counted ${s.not_counted}\n`;
out += `installer copies ${pct(s.installer_copies)}\n`;
out += table('by claim kind', s.by_kind) + table('by repository', s.by_repo) + table('by doc kind', s.by_doc_kind);
out += `misses by outcome: ${Object.entries(s.miss_outcomes).map(([k, v]) => `${k} ${v}`).join(', ')}\n`;
out += `misses by class: ${Object.entries(s.miss_classes).map(([k, v]) => `${k} ${v}`).join(', ')}\n`;
for (const [repo, r] of Object.entries(run.repos)) if (r.problem) out += `${repo}: not measured: ${r.problem}\n`;
process.stdout.write(out);
if (opt('--json-out')) {
  writeFileSync(opt('--json-out')!, JSON.stringify({ label: opt('--label') ?? null, wall_s: Math.round((Date.now() - started) / 1000), ...run }, null, 1) + '\n');
}
