// npx tsx eval/claims-ground-truth.ts --corpora DIR [--repo NAME]: mines the stale-claim cases of each
// corpus of ground-truth/claims/corpora.json from its history (git alone, never the scanner) and
// writes ground-truth/claims/<owner>+<name>.jsonl and ground-truth/claims/excluded/<owner>+<name>.jsonl.
import { writeFileSync, mkdirSync, existsSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadCorpora, repoSlug } from './lib/corpus.ts';
import { mineClaims } from './lib/claims/mine.ts';
import { gitOut } from './lib/claims/git.ts';

const here = dirname(fileURLToPath(import.meta.url));
const argv = process.argv.slice(2);
if (argv.includes('--help')) {
  process.stdout.write(`Usage: npx tsx eval/claims-ground-truth.ts --corpora DIR [--repo NAME]

DIR/<name> is a clone of each corpus in eval/ground-truth/claims/corpora.json (a git clone --shared of
/work/corpora/<name> will do: only objects are read). Writes eval/ground-truth/claims/<owner>+<name>.jsonl
(the cases) and eval/ground-truth/claims/excluded/<owner>+<name>.jsonl (cases a noise rule sets aside).
Exit codes: 0 written, 1 failed, 2 usage error.
`);
  process.exit(0);
}
const opt = (n: string) => (argv.includes(n) ? argv[argv.indexOf(n) + 1] : undefined);
const corpora = opt('--corpora');
if (!corpora) {
  process.stderr.write('claims-ground-truth: --corpora DIR is required (see --help)\n');
  process.exit(2);
}
const only = opt('--repo');
const out = join(here, 'ground-truth', 'claims');
mkdirSync(join(out, 'excluded'), { recursive: true });
const jsonl = (rows: object[]) => rows.map((x) => JSON.stringify(x)).join('\n') + (rows.length ? '\n' : '');
for (const e of loadCorpora(join(out, 'corpora.json'))) {
  if (only && only !== e.name && only !== e.repo) continue;
  const dir = join(corpora, e.name);
  if (!existsSync(dir)) {
    process.stderr.write(`${e.repo}: ${dir} is missing\n`);
    process.exitCode = 1;
    continue;
  }
  const head = gitOut(dir, ['rev-parse', 'HEAD']).trim();
  if (head !== e.commit) {
    process.stderr.write(`${e.repo}: HEAD is ${head.slice(0, 12)}, the mined commit is ${e.commit.slice(0, 12)}\n`);
    process.exitCode = 1;
    continue;
  }
  const t0 = Date.now();
  const r = mineClaims(e.repo, dir, { rev: e.commit, log: (s) => process.stderr.write(`${s}\n`) });
  writeFileSync(join(out, `${repoSlug(e.repo)}.jsonl`), jsonl(r.cases));
  writeFileSync(join(out, 'excluded', `${repoSlug(e.repo)}.jsonl`), jsonl(r.excluded));
  const kinds = new Map<string, number>();
  for (const c of r.cases) kinds.set(c.claim_kind, (kinds.get(c.claim_kind) ?? 0) + 1);
  process.stdout.write(`${e.repo}: ${r.cases.length} cases (${[...kinds].map(([k, v]) => `${k} ${v}`).join(', ') || 'none'}) from ${new Set(r.cases.map((c) => c.fix_commit)).size} commits; ${r.excluded.length} set aside; ${r.stats.commits} commits changed an agent file; ${((Date.now() - t0) / 1000).toFixed(0)} s${r.stats.unreadable_docs.length ? `; ${r.stats.unreadable_docs.length} docs unreadable (snapshot lacks the blob)` : ''}\n`);
}
