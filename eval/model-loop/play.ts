// One step of a model-in-the-loop check: `/hygiene check` on a clean copy of an eval corpus, with a
// player (a model run following agents/hygiene-classifier.md) in the place of the classifiers.
// Every step starts again from nothing: a work copy at the judged commit, `check-steps begin`, then
// the answers already played (committed in the answers folder) fed back through `check-steps
// finish`, as far as they go. It stops where a player is needed (a batch, an escalation or a repair
// not answered yet) and says what to play; once every answer is there, the report is written and
// copied into the answers folder. So the committed answers alone rebuild the report, and a build
// whose plan differs from the one the answers were played on is refused, never silently re-used.
import { runGitSync } from '../../scripts/git/exec.ts';
import { spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';

export interface StepOptions {
  /** The corpus clone (read only: the work copy is cloned from it). */
  corpus_dir: string;
  /** The judged commit. */
  commit: string;
  /** Where the work copy is made (the player reads the repository here). */
  work: string;
  /** The answers folder of this corpus (batch files, answers, the report built from them). */
  answers: string;
  /** The build measured: its check-steps.mjs. */
  dist: string;
}

export type ToPlay =
  | { what: 'classify'; batch_file: string; answer_file: string; prompt: string }
  | { what: 'escalate'; batch_file: string; path: string; answer_file: string; prompt: string }
  | { what: 'repair'; repair_file: string; answer_file: string; prompt: string };

export type StepResult =
  | { status: 'play'; work: string; counts: string; to_play: ToPlay[] }
  | { status: 'done'; work: string; counts: string; finish_output: string }
  /** The answers were played on another plan (another build, or another commit): play again. */
  | { status: 'stale'; work: string; messages: string[] }
  | { status: 'failed'; work: string; messages: string[] };

/** git through scripts/git/exec.ts (the repository's code-running settings neutralised; clones from the local corpus allowed), without the user's config. */
function git(cwd: string, args: string[]): { code: number; out: string; err: string } {
  const r = runGitSync(cwd, args, { localFiles: true, maxBuffer: 256 * 1024 * 1024, env: { GIT_CONFIG_NOSYSTEM: '1', GIT_CONFIG_GLOBAL: '/dev/null' } });
  return { code: r.code, out: r.stdout.toString('utf8'), err: r.stderr };
}

/** A clean work copy at `commit`: the previous one re-used when it is clean at that commit. */
export function workCopy(corpusDir: string, commit: string, work: string): string | undefined {
  if (existsSync(join(work, '.git'))) {
    const head = git(work, ['rev-parse', 'HEAD']).out.trim();
    const dirty = git(work, ['status', '--porcelain', '--untracked-files=all', '--ignored=no', '--', '.', ':!.dochygiene']).out.trim();
    if (head === commit && dirty === '') {
      rmSync(join(work, '.dochygiene'), { recursive: true, force: true });
      return undefined;
    }
    rmSync(work, { recursive: true, force: true });
  }
  mkdirSync(join(work, '..'), { recursive: true });
  const c = git(join(work, '..'), ['clone', '-q', '--shared', '--no-checkout', corpusDir, work]);
  if (c.code !== 0) return `git clone of ${corpusDir} failed: ${c.err.trim()}`;
  const k = git(work, ['checkout', '-q', '--detach', commit]);
  if (k.code !== 0) return `git checkout ${commit} in ${work} failed: ${k.err.trim()}`;
  return undefined;
}

function checkSteps(dist: string, work: string, args: string[]): { code: number; out: string; err: string } {
  const r = spawnSync(process.execPath, [join(dist, 'check-steps.mjs'), ...args, '--root', work], { cwd: work, encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 });
  return { code: r.status ?? 2, out: r.stdout ?? '', err: r.stderr ?? '' };
}

const tabbed = (text: string, head: string) => text.split('\n').filter((l) => l.startsWith(`${head}\t`)).map((l) => l.split('\t').slice(1));

// The prompts the check skill gives (skills/hygiene-check/SKILL.md, steps 2 and 3), with the
// answers folder's copy of each file in place of the scratch folder's.
// The agent prompt says to Read it first and the batch header gives the answer format: the prompt names the file only.
const classifyPrompt = (batch: string) => `Classify the findings in the batch file ${batch}.`;
const escalatePrompt = (batch: string, path: string) => `Classify the findings in the batch file ${batch}: Read it first. Only the file ${path}. Return only {"proposals": [...], "no_edit": [...]}.`;
const repairPrompt = (repair: string) => `Repair the refused proposals in the repair file ${repair}: Read it first. Return only {"proposals": [...], "no_edit": [...]}.`;

/** A repair file as the answers folder keeps it: the files it names by their names in that folder. */
function portableRepair(text: string): string {
  const v = JSON.parse(text) as Record<string, unknown>;
  for (const k of ['batch_file', 'answer_file']) if (typeof v[k] === 'string') v[k] = basename(v[k] as string);
  return JSON.stringify(v, null, 1) + '\n';
}

/** check-steps output as the answers folder keeps it: no scratch line, files by their names. */
function portableOutput(text: string): string {
  return text.split('\n').filter((l) => !l.startsWith('scratch ')).map((l) => (/^(batch|escalate|repair)\t/.test(l) ? l.split('\t').map((f) => (f.startsWith('/') ? basename(f) : f)).join('\t') : l)).join('\n');
}

/** Copies an answer the answers folder holds into the scratch folder; false when it is still to play. */
function feed(answers: string, scratch: string, name: string): boolean {
  const from = join(answers, name);
  if (!existsSync(from)) return false;
  copyFileSync(from, join(scratch, name));
  return true;
}

export function step(o: StepOptions): StepResult {
  const work = o.work;
  const made = workCopy(o.corpus_dir, o.commit, work);
  if (made) return { status: 'failed', work, messages: [made] };
  mkdirSync(o.answers, { recursive: true });

  const begin = checkSteps(o.dist, work, ['begin']);
  if (begin.code !== 0) return { status: 'failed', work, messages: [`check-steps begin exited ${begin.code}`, ...(begin.err || begin.out).trim().split('\n')] };
  const scratch = /^scratch (.+)$/m.exec(begin.out)?.[1];
  if (!scratch) return { status: 'failed', work, messages: ['check-steps begin printed no scratch folder', begin.out] };
  const counts = begin.out.split('\n')[1] ?? '';
  const batches = tabbed(begin.out, 'batch');

  // The batch files are the plan the answers belong to: the first step keeps them, later ones compare.
  const stale: string[] = [];
  const planned = new Set<string>();
  for (const [batchFile] of batches) {
    const name = basename(batchFile!);
    planned.add(name);
    const kept = join(o.answers, name);
    const text = readFileSync(batchFile!, 'utf8');
    if (!existsSync(kept)) writeFileSync(kept, text);
    else if (readFileSync(kept, 'utf8') !== text) stale.push(`${name} differs from the batch file this build plans: the answers were played on another plan`);
  }
  for (const name of readdirSync(o.answers).filter((n) => /^batch-\d+\.txt$/.test(n))) if (!planned.has(name)) stale.push(`${name} is not a batch of this build's plan`);
  if (stale.length) return { status: 'stale', work, messages: stale };
  writeFileSync(join(o.answers, 'begin.txt'), portableOutput(begin.out));

  let finishOut = begin.out;
  if (batches.length) {
    const toPlay: ToPlay[] = [];
    for (const [batchFile, answerFile] of batches) {
      if (!feed(o.answers, scratch, basename(answerFile!))) {
        const b = join(o.answers, basename(batchFile!));
        toPlay.push({ what: 'classify', batch_file: b, answer_file: join(o.answers, basename(answerFile!)), prompt: classifyPrompt(b) });
      }
    }
    if (toPlay.length) return { status: 'play', work, counts, to_play: toPlay };
    // finish asks for escalations once and for a repair once; a few rounds more is a loop.
    for (let round = 0; ; round++) {
      if (round > 4) return { status: 'failed', work, messages: ['check-steps finish kept asking after every answer was fed'] };
      const r = checkSteps(o.dist, work, ['finish', scratch]);
      const text = r.out + r.err;
      if (r.code === 0 && text.includes('report written:')) {
        finishOut = text;
        break;
      }
      const escalations = tabbed(text, 'escalate');
      const repairs = tabbed(text, 'repair');
      if (r.code === 0 && escalations.length) {
        const missing = escalations.filter(([, , answer]) => !feed(o.answers, scratch, basename(answer!)));
        if (missing.length) {
          return {
            status: 'play', work, counts,
            to_play: missing.map(([batchFile, path, answer]) => {
              const b = join(o.answers, basename(batchFile!));
              return { what: 'escalate' as const, batch_file: b, path: path!, answer_file: join(o.answers, basename(answer!)), prompt: escalatePrompt(b, path!) };
            }),
          };
        }
        continue;
      }
      if (r.code === 1 && repairs.length) {
        const missing: ToPlay[] = [];
        for (const [repairFile, answer] of repairs) {
          const name = basename(repairFile!);
          const portable = portableRepair(readFileSync(repairFile!, 'utf8'));
          const kept = join(o.answers, name);
          const answerName = basename(answer!);
          // A repair answer belongs to the refusals it was played on: other refusals, play it again.
          const same = existsSync(kept) && readFileSync(kept, 'utf8') === portable;
          if (!same) {
            writeFileSync(kept, portable);
            rmSync(join(o.answers, answerName), { force: true });
          }
          if (!feed(o.answers, scratch, answerName)) missing.push({ what: 'repair', repair_file: kept, answer_file: join(o.answers, answerName), prompt: repairPrompt(kept) });
        }
        if (missing.length) return { status: 'play', work, counts, to_play: missing };
        continue;
      }
      return { status: 'failed', work, messages: [`check-steps finish exited ${r.code}`, ...text.trim().split('\n')] };
    }
  }
  // The report the answers produce, and what the figures are computed from.
  for (const f of ['report.json', 'report.md']) copyFileSync(join(work, '.dochygiene', f), join(o.answers, f));
  writeFileSync(join(o.answers, 'finish.txt'), portableOutput(finishOut));
  // The plan without the work copy's path (it differs on every machine).
  const plan = JSON.parse(readFileSync(join(scratch, 'plan.json'), 'utf8')) as Record<string, unknown>;
  delete plan.project_root;
  writeFileSync(join(o.answers, 'plan.json'), JSON.stringify(plan, null, 2) + '\n');
  for (const f of ['escalations.json', 'repairs.json']) if (existsSync(join(scratch, f))) copyFileSync(join(scratch, f), join(o.answers, f));
  // The findings of the files the budget left (hits that are not hints), for the answered share.
  const scan = JSON.parse(readFileSync(join(scratch, 'scan.json'), 'utf8')) as { signals?: Record<string, Array<{ hint?: unknown }>> };
  const left: Record<string, number> = {};
  for (const l of (plan.left as Array<{ path: string }> | undefined) ?? []) left[l.path] = (scan.signals?.[l.path] ?? []).filter((h) => h.hint !== true).length;
  writeFileSync(join(o.answers, 'left-findings.json'), JSON.stringify(left, null, 2) + '\n');
  return { status: 'done', work, counts, finish_output: finishOut };
}
