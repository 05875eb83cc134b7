// npm run eval:ground-truth -- --corpora DIR [--repo NAME]: derives the link-recall cases from each
// corpus's history and writes eval/ground-truth/<owner>+<name>.jsonl. Reads git only.
import { writeFileSync, mkdirSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadCorpora, openCorpus, repoSlug } from './lib/corpus.ts';
import { buildGroundTruth, type ExcludedCase } from './lib/ground-truth.ts';

const here = dirname(fileURLToPath(import.meta.url));
const argv = process.argv.slice(2);
if (argv.includes('--help')) {
  process.stdout.write('Usage: npm run eval:ground-truth -- --corpora DIR [--repo NAME]\n\nWrites eval/ground-truth/<owner>+<name>.jsonl: removed references whose target was missing at the parent of a doc-fix commit,\nand eval/ground-truth/excluded/<owner>+<name>.jsonl: the removed references set aside, each with its reason.\nExit codes: 0 written, 1 failed, 2 usage error.\n');
  process.exit(0);
}
const opt = (name: string) => {
  const i = argv.indexOf(name);
  return i >= 0 ? argv[i + 1] : undefined;
};
const corporaDir = opt('--corpora');
if (!corporaDir) {
  process.stderr.write('eval:ground-truth: --corpora DIR is required\n');
  process.exit(2);
}
const only = opt('--repo');
const outDir = join(here, 'ground-truth');
mkdirSync(join(outDir, 'excluded'), { recursive: true });
const jsonl = (rows: object[]) => rows.map((x) => JSON.stringify(x)).join('\n') + (rows.length ? '\n' : '');
for (const entry of loadCorpora(join(here, 'corpora.json'))) {
  if (only && only !== entry.name && only !== entry.repo) continue;
  const c = openCorpus(entry, corporaDir);
  if (!c.head) {
    process.stderr.write(`${entry.repo}: ${c.problems.join('; ')}\n`);
    process.exitCode = 1;
    continue;
  }
  const excluded: ExcludedCase[] = [];
  const cases = buildGroundTruth(entry.repo, c.dir, excluded);
  writeFileSync(join(outDir, `${repoSlug(entry.repo)}.jsonl`), jsonl(cases));
  writeFileSync(join(outDir, 'excluded', `${repoSlug(entry.repo)}.jsonl`), jsonl(excluded));
  const reasons = new Map<string, number>();
  for (const x of excluded) reasons.set(x.excluded, (reasons.get(x.excluded) ?? 0) + 1);
  process.stdout.write(`${entry.repo}: ${cases.length} cases from ${new Set(cases.map((x) => x.fix_commit)).size} fix commits; ${excluded.length} set aside${[...reasons].map(([r, n]) => `\n  ${n}: ${r}`).join('')}\n`);
}
