// npm run eval:ground-truth -- --corpora DIR [--repo NAME]: derives the link-recall cases from each
// corpus's history and writes eval/ground-truth/<owner>+<name>.jsonl. Reads git only.
import { writeFileSync, mkdirSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadCorpora, openCorpus, repoSlug } from './lib/corpus.ts';
import { buildGroundTruth } from './lib/ground-truth.ts';

const here = dirname(fileURLToPath(import.meta.url));
const argv = process.argv.slice(2);
if (argv.includes('--help')) {
  process.stdout.write('Usage: npm run eval:ground-truth -- --corpora DIR [--repo NAME]\n\nWrites eval/ground-truth/<owner>+<name>.jsonl: removed references whose target was missing at the parent of a doc-fix commit.\nExit codes: 0 written, 1 failed, 2 usage error.\n');
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
mkdirSync(outDir, { recursive: true });
for (const entry of loadCorpora(join(here, 'corpora.json'))) {
  if (only && only !== entry.name && only !== entry.repo) continue;
  const c = openCorpus(entry, corporaDir);
  if (!c.head) {
    process.stderr.write(`${entry.repo}: ${c.problems.join('; ')}\n`);
    process.exitCode = 1;
    continue;
  }
  const cases = buildGroundTruth(entry.repo, c.dir);
  writeFileSync(join(outDir, `${repoSlug(entry.repo)}.jsonl`), cases.map((x) => JSON.stringify(x)).join('\n') + (cases.length ? '\n' : ''));
  process.stdout.write(`${entry.repo}: ${cases.length} cases from ${new Set(cases.map((x) => x.fix_commit)).size} fix commits\n`);
}
