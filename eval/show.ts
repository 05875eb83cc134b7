// npm run eval:show -- --corpora DIR FILE.jsonl [--from I] [--count N]: prints, for each item of a
// to-judge (or judgments) file, what a judge needs: the doc lines around it, the doc's last commit,
// and for a missing target what git history and the tree say about it. Reads only.
import { readFileSync, existsSync } from 'node:fs';
import { join, posix } from 'node:path';
import { loadCorpora, git } from './lib/corpus.ts';

const argv = process.argv.slice(2);
const opt = (k: string) => {
  const i = argv.indexOf(k);
  return i >= 0 ? argv.splice(i, 2)[1] : undefined;
};
const corpora = opt('--corpora');
const from = Number(opt('--from') ?? 0);
const count = Number(opt('--count') ?? 1e9);
const file = argv[0];
if (!corpora || !file) {
  process.stderr.write('Usage: npm run eval:show -- --corpora DIR FILE.jsonl [--from I] [--count N]\n');
  process.exit(2);
}
const byRepo = new Map(loadCorpora(join(import.meta.dirname, 'corpora.json')).map((c) => [c.repo, join(corpora, c.name)]));
const items = readFileSync(file, 'utf8').split('\n').filter(Boolean).map((l) => JSON.parse(l) as Record<string, unknown>);
const tryGit = (dir: string, args: string[]) => {
  try {
    return git(dir, args).trim();
  } catch {
    return '(git failed)';
  }
};
const around = (dir: string, path: string, start: number, end: number, pad = 3) => {
  const p = join(dir, path);
  if (!existsSync(p)) return '  (no such file)';
  const lines = readFileSync(p, 'utf8').split('\n');
  const out: string[] = [];
  for (let i = Math.max(1, start - pad); i <= Math.min(lines.length, end + pad); i++) out.push(`${i >= start && i <= end ? '>' : ' '}${String(i).padStart(5)}| ${lines[i - 1]!.slice(0, 240)}`);
  return out.join('\n');
};
items.slice(from, from + count).forEach((it, n) => {
  const dir = byRepo.get(String(it.repo));
  if (!dir) return;
  const path = String(it.path);
  process.stdout.write(`\n#${from + n} ${path}${it.line ? ':' + it.line : ''} ${it.stratum ?? it.kind ?? ''} ${it.detail ?? it.op ?? ''}\n`);
  process.stdout.write(`  doc last commit: ${tryGit(dir, ['log', '-1', '--format=%h %as %s', '--', path])}\n`);
  const lines = it.lines as [number, number] | undefined;
  if (typeof it.line === 'number') process.stdout.write(around(dir, path, it.line, it.line) + '\n');
  else if (lines) process.stdout.write(around(dir, path, lines[0], Math.min(lines[1], lines[0] + 12), 2) + '\n');
  if (it.signal === 'broken_reference' && typeof it.target === 'string') {
    const t = it.target.replace(/[?#].*$/, '');
    const base = posix.basename(t.replace(/\/$/, ''));
    const hist = tryGit(dir, ['log', '-1', '--format=%h %as %s', '--all', '--', `*${base}`]);
    const similar = base ? tryGit(dir, ['ls-files', `*${base}`]).split('\n').filter(Boolean).slice(0, 4).join(', ') : '';
    process.stdout.write(`  target basename in tree: ${similar || '(none)'}; last commit touching *${base}: ${hist || '(never)'}\n`);
  }
  if (it.kind === 'dedupe' && typeof it.target === 'string') process.stdout.write(`  canonical: ${it.target}\n`);
  if (it.kind === 'replace-text') process.stdout.write(`  replace ${JSON.stringify(it.match)} -> ${JSON.stringify(it.target)}\n`);
});
