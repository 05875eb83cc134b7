// `check-steps` (dist/check-steps.mjs): the two script calls of /hygiene check around its classifiers.
import { realpathSync } from 'node:fs';
import { join, sep } from 'node:path';
import { noPositionals, onlyFlags, rootFlag, stringFlag, type ParsedArgs } from '../../shared/args.ts';
import { ROOT_OPTION, writeStdout, type CliSpec } from '../../shared/cli.ts';
import { EXIT, HygieneError } from '../../shared/errors.ts';
import { toolVersion } from '../../shared/manifest.ts';
import { STATE_DIR_NAME } from '../../shared/state-dir.ts';
import { findProjectRoot } from '../../git/root.ts';
import { withConfig } from '../../scan/project.ts';
import { runScan } from '../../scan/run-scan.ts';
import { serializeArtifact } from '../../scan/artifact.ts';
import { loadTokenCounter } from '../../tokens/count-tokens.ts';
import { CATEGORY_FILTERS } from '../../report/build-report.ts';
import { classifierVersion } from '../../classify/classifier-version.ts';
import { ESCALATION_CONFIDENCE } from '../../contract/escalation.ts';
import { inScratch, SCRATCH_PARENT } from '../../state/scratch.ts';
import { beginCheck, finishCheck, headerLines, type FinishResult } from '../../check/model-check.ts';

const MIN_NODE = 20;

function category(args: ParsedArgs): string | undefined {
  const c = stringFlag(args, 'category');
  if (c !== undefined && !CATEGORY_FILTERS.includes(c)) throw new HygieneError('USAGE', `--category must be one of ${CATEGORY_FILTERS.join(', ')}`);
  return c;
}

/** The scratch folder given to finish, if it is one of this project's. */
function scratchOf(root: string, given: string): string {
  let real: string;
  try {
    real = realpathSync(given);
  } catch {
    throw new HygieneError('USAGE', `scratch folder ${given} does not exist`);
  }
  const parent = join(realpathSync(root), STATE_DIR_NAME, SCRATCH_PARENT) + sep;
  if (!inScratch(real) || !real.startsWith(parent)) throw new HygieneError('USAGE', `${given} is not a scratch folder of ${root} (begin makes one)`);
  return real;
}

async function finishText(r: FinishResult): Promise<{ text: string; code: number }> {
  switch (r.kind) {
    case 'missing':
      return { text: `answers missing; nothing built:\n${r.problems.map((p) => `  ${p}\n`).join('')}`, code: EXIT.INVALID };
    case 'escalate':
      return {
        text: `escalate: ${r.escalations.length} file(s) go to a stronger model; write each answer, then run finish again\n` + r.escalations.map((e) => `escalate\t${e.batch_file}\t${e.path}\t${e.answer_file}\n`).join(''),
        code: EXIT.OK,
      };
    case 'repair':
      return {
        text: `repair: the report builder refused ${r.messages.length === 1 ? 'a proposal' : 'some proposals'}; each repair file holds them with its messages; write each answer, then run finish again\n` +
          r.repairs.map((x) => `repair\t${x.repair_file}\t${x.answer_file}\n`).join('') + r.messages.map((m) => `  ${m}\n`).join(''),
        code: EXIT.INVALID,
      };
    case 'refused':
      return { text: `no report written${r.internal ? ' (an internal error)' : ''}:\n${r.messages.map((m) => `  ${m}\n`).join('')}`, code: r.internal ? EXIT.USAGE : EXIT.INVALID };
    case 'written': {
      const left = r.refused.length ? `; ${r.refused.length} proposal(s) refused after the repair round, listed in report.md` : '';
      const notes = r.notes.map((n) => `note: ${n}\n`).join('');
      return { text: `${notes}report written: .dochygiene/report.md and .dochygiene/report.json; ${r.remembered.stored} classification(s) cached${left}\n${headerLines(r.md).join('\n')}\n`, code: EXIT.OK };
    }
  }
}

/** Repair and escalation files are printed with the scratch folder in front, like batch files. */
function absolute(scratch: string, r: FinishResult): FinishResult {
  if (r.kind === 'escalate') return { ...r, escalations: r.escalations.map((e) => ({ ...e, batch_file: join(scratch, e.batch_file), answer_file: join(scratch, e.answer_file) })) };
  if (r.kind === 'repair') return { ...r, repairs: r.repairs.map((x) => ({ ...x, repair_file: join(scratch, x.repair_file), answer_file: join(scratch, x.answer_file) })) };
  return r;
}

async function finish(root: string, scratch: string, cat: string | undefined): Promise<number> {
  const project = withConfig(await findProjectRoot(root));
  const r = absolute(scratch, await finishCheck({
    root: project.root, scratch, category: cat, tool_version: toolVersion(),
    on_demand_weight: project.config.tokens.on_demand_weight, conventions: project.config.conventions,
  }));
  const { text, code } = await finishText(r);
  if (code === EXIT.OK) await writeStdout(text);
  else process.stderr.write(text);
  return code;
}

export const checkStepsCommand: CliSpec = {
  name: 'check-steps',
  summary: 'The two script calls of /hygiene check around its classifiers (skills/hygiene-check).',
  usage: ['begin [--root DIR] [--scope GLOB_OR_PATH] [--category C] [--all]', 'finish SCRATCH [--root DIR] [--category C]'],
  commands: [
    ['begin', 'check Node (20 or newer), make a scratch folder in .dochygiene/tmp/, scan, and plan the classification: which findings a classifier judges (evidence windows of each doc in batch files), which scripts answer, which are report actions, what the cache still answers and what the budget (classify.max_files / classify.max_doc_tokens, in tokens shown to classifiers) leaves. Prints "scratch <folder>", one line of counts, then one line per batch: batch<TAB><batch file><TAB><answer file>; with no batch it goes on to finish at once'],
    ['finish SCRATCH', `run once every answer file is written: first lists the files a stronger model classifies again (a proposal below confidence ${ESCALATION_CONFIDENCE} on a hard choice), one line each (escalate<TAB><batch file><TAB><path><TAB><answer file>), and stops; run it again once those are written. Then builds and validates the report, writes .dochygiene/report.json and report.md with the last_check stamp, remembers the classifications and prints the report's header. Proposals the builder refuses go into one repair file per answer file (repair<TAB><repair file><TAB><answer file>, exit 1); run it again once those are written: what still fails is left out and listed in report.md`],
  ],
  options: {
    root: ROOT_OPTION,
    scope: { type: 'string', arg: 'X', help: 'begin: narrow the scan to a glob or a project-relative path prefix' },
    category: { type: 'string', arg: 'C', help: 'keep only entries of class stale|bloat or of one subtype' },
    all: { type: 'boolean', help: 'begin: no classification budget' },
  },
  exitCodes: "0 done (or escalations listed), 1 refused (answers missing, proposals to repair, the scan refused; nothing written to .dochygiene/ but the scratch folder), 2 usage or internal error.",
  run: async (args) => {
    const major = Number(process.versions.node.split('.')[0]);
    if (!(major >= MIN_NODE)) throw new HygieneError('USAGE', `doc-hygiene needs Node.js ${MIN_NODE} or newer on PATH (this is ${process.versions.node})`);
    const [cmd] = args.positionals;
    if (cmd === 'begin') {
      onlyFlags(args, ['root', 'scope', 'category', 'all'], 'begin');
      noPositionals(args, 1);
      const cat = category(args);
      const project = withConfig(await findProjectRoot(rootFlag(args)));
      const b = await beginCheck({
        root: project.root, config: project.config, scope: stringFlag(args, 'scope'), all: args.flags.all === true,
        scan: async (root, scope) => {
          const artifact = await runScan({ project, startDir: root, scope });
          return { artifact, text: serializeArtifact(artifact) };
        },
        classifier_version: classifierVersion(), count: await loadTokenCounter(),
      });
      await writeStdout(`scratch ${b.scratch}\n${b.counts}\n${b.batches.map((x) => `batch\t${x.batch_file}\t${x.answer_file}\n`).join('')}`);
      if (b.batches.length) return EXIT.OK;
      return finish(project.root, b.scratch, cat);
    }
    if (cmd === 'finish') {
      onlyFlags(args, ['root', 'category'], 'finish');
      if (args.positionals.length !== 2) throw new HygieneError('USAGE', 'finish takes the scratch folder begin printed');
      const cat = category(args);
      const { root } = await findProjectRoot(rootFlag(args));
      return finish(root, scratchOf(root, args.positionals[1]!), cat);
    }
    throw new HygieneError('USAGE', cmd ? `unknown command ${cmd}` : 'a command is required: begin or finish');
  },
};
