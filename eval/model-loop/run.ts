// npm run eval:model: the model side of /hygiene check, measured with a player in the place of the
// classifiers (eval/model-loop/README.md says how a player runs). Dev tooling, never shipped.
import { mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { loadCorpora, openCorpus, repoSlug } from '../lib/corpus.ts';
import { step, type StepResult } from './play.ts';
import { figuresOf, figuresText } from './figures.ts';

const HERE = dirname(fileURLToPath(import.meta.url));
const ROOT = join(HERE, '..', '..');

const HELP = `Usage: npm run eval:model -- step --repo NAME [--corpora DIR] [--corpora-file FILE] [--work DIR]
                                    [--answers DIR] [--judgments FILE] [--to-judge FILE] [--dist DIR] [--json]

One step of /hygiene check with a player in the place of the classifiers, on a clean copy of the
corpus NAME (its "name" in --corpora-file, default eval/corpora.json) at its judged commit:
begin, then every answer already in the answers folder fed to finish. It prints what is still to
play (a batch, an escalation, a repair: the prompt the check skill would give, and the answer file
to write), or, once every answer is there, the report's figures.

  --corpora DIR     the clones (default /work/corpora)
  --work DIR        the work copy the player reads (default <tmp>/doc-hygiene-model-loop/NAME)
  --answers DIR     default eval/model-loop/answers/<owner>+<name>
  --judgments FILE  default eval/model-loop/judgments/<owner>+<name>.jsonl
  --to-judge FILE   default eval/model-loop/to-judge/<owner>+<name>.jsonl (written when done)
  --dist DIR        the build measured (default ./dist)

Exit codes: 0 report built, 1 answers still to play, answers for another plan, or a failure, 2 usage.`;

function printResult(r: StepResult, answers: string): string[] {
  switch (r.status) {
    case 'play':
      return [
        `play: ${r.to_play.length} answer(s) to write (work copy: ${r.work}; answers: ${answers})`,
        r.counts,
        ...r.to_play.flatMap((t) => [
          `${t.what}\t${t.answer_file}`,
          `  prompt${t.what === 'escalate' ? ' (model: opus)' : ''}: ${t.prompt}`,
        ]),
        'Then run this command again.',
      ];
    case 'stale':
      return ['stale: the answers in this folder were played on another plan; move the folder aside and play again', ...r.messages.map((m) => `  ${m}`)];
    case 'failed':
      return ['failed:', ...r.messages.map((m) => `  ${m}`)];
    case 'done':
      return [`done: report built from the answers in ${answers} (work copy: ${r.work})`, r.counts];
  }
}

async function main(argv: string[]): Promise<number> {
  let a;
  try {
    a = parseArgs({
      args: argv,
      allowPositionals: true,
      options: {
        repo: { type: 'string' }, corpora: { type: 'string' }, 'corpora-file': { type: 'string' }, work: { type: 'string' },
        answers: { type: 'string' }, judgments: { type: 'string' }, 'to-judge': { type: 'string' }, dist: { type: 'string' },
        json: { type: 'boolean' }, help: { type: 'boolean' },
      },
    });
  } catch (err) {
    process.stderr.write(`${(err as Error).message}\n${HELP}\n`);
    return 2;
  }
  if (a.values.help) {
    process.stdout.write(HELP + '\n');
    return 0;
  }
  if (a.positionals[0] !== 'step' || a.positionals.length !== 1 || !a.values.repo) {
    process.stderr.write(`${a.positionals[0] && a.positionals[0] !== 'step' ? `unknown command ${a.positionals[0]}\n` : ''}${HELP}\n`);
    return 2;
  }
  const corporaFile = resolve(a.values['corpora-file'] ?? join(ROOT, 'eval', 'corpora.json'));
  const entry = loadCorpora(corporaFile).find((c) => c.name === a.values.repo);
  if (!entry) {
    process.stderr.write(`no corpus named ${a.values.repo} in ${corporaFile}\n`);
    return 2;
  }
  const corpus = openCorpus(entry, resolve(a.values.corpora ?? '/work/corpora'));
  if (corpus.head === null) {
    process.stderr.write(`${corpus.problems.join('; ')}\n`);
    return 2;
  }
  const slug = repoSlug(entry.repo);
  const answers = resolve(a.values.answers ?? join(HERE, 'answers', slug));
  const work = resolve(a.values.work ?? join(tmpdir(), 'doc-hygiene-model-loop', entry.name));
  const r = step({ corpus_dir: corpus.dir, commit: entry.commit, work, answers, dist: resolve(a.values.dist ?? join(ROOT, 'dist')) });
  const lines = printResult(r, answers);
  if (r.status !== 'done') {
    process.stdout.write(lines.join('\n') + '\n');
    return 1;
  }
  const f = figuresOf(answers, work, entry.repo, resolve(a.values.judgments ?? join(HERE, 'judgments', `${slug}.jsonl`)));
  const { to_judge, ...figures } = f;
  writeFileSync(join(answers, 'figures.json'), JSON.stringify(figures, null, 2) + '\n');
  const toJudge = resolve(a.values['to-judge'] ?? join(HERE, 'to-judge', `${slug}.jsonl`));
  mkdirSync(dirname(toJudge), { recursive: true });
  writeFileSync(toJudge, to_judge.map((t) => JSON.stringify(t.item === 'entry' ? { ...t, verdict: '', category_verdict: '', reason_class: '', evidence: '', judge: '' } : { ...t, verdict: '', evidence: '', judge: '' })).join('\n') + (to_judge.length ? '\n' : ''));
  if (a.values.json) process.stdout.write(JSON.stringify(figures, null, 2) + '\n');
  else process.stdout.write([...lines, ...figuresText(f), `figures: ${join(answers, 'figures.json')}; to judge: ${toJudge} (${to_judge.length})`].join('\n') + '\n');
  return f.judgment_errors.length ? 1 : 0;
}

process.exitCode = await main(process.argv.slice(2));
