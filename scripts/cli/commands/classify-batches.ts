// `classify-batches` (dist/classify-batches.mjs): plan, escalate and remember the classification.
import { realpathSync } from 'node:fs';
import { join, resolve, dirname, sep } from 'node:path';
import { noPositionals, onlyFlags, rootFlag, stringFlag, type ParsedArgs } from '../../shared/args.ts';
import { ROOT_OPTION, writeStdout, type CliSpec } from '../../shared/cli.ts';
import { readJsonInput } from '../../shared/read-bounded.ts';
import { STATE_DIR_NAME } from '../../shared/state-dir.ts';
import { findProjectRoot } from '../../git/root.ts';
import { assertStateTrusted } from '../../state/state-trust.ts';
import { EXIT, HygieneError, formatViolation } from '../../shared/errors.ts';
import { count } from '../../shared/words.ts';
import { writeFileAtomic } from '../../shared/atomic-write.ts';
import { inScratch } from '../../state/scratch.ts';
import { loadConfig } from '../../config/load-config.ts';
import { loadTokenCounter } from '../../tokens/count-tokens.ts';
import { planClassification, type Plan, type PlannedBatch } from '../../classify/plan.ts';
import { countsLine } from '../../check/model-check.ts';
import { planEscalations, serializeEscalations, ESCALATIONS_FILE } from '../../classify/escalate.ts';
import { ESCALATION_CONFIDENCE } from '../../contract/escalation.ts';
import { classifierVersion } from '../../classify/classifier-version.ts';
import { rememberClassifications } from '../../classify/remember.ts';
import { asScanArtifact } from '../../validate/scan-artifact.ts';
import { projectContexts } from '../../readers/project-contexts.ts';
import { contextsLoading } from '../../readers/contexts.ts';

/** A scratch file is read as a regular file (never a FIFO or a device), through no final symlink, bounded. */
const readJson = (path: string, what: string): unknown => readJsonInput(path, what);

/**
 * The scratch folder holding `file` and the project it belongs to, both from the command line:
 * `--root`, else the project whose `.dochygiene/tmp/` holds the folder (its git toplevel). Never
 * from a file's contents, and nothing is created: a folder that does not exist is refused.
 */
async function scratchProject(file: string, flag: string, args: ParsedArgs): Promise<{ root: string; dir: string }> {
  let dir: string;
  try {
    dir = realpathSync(dirname(resolve(file)));
  } catch {
    throw new HygieneError('USAGE', `${flag} must be in an existing scratch folder (state-store scratch makes one); nothing was created`);
  }
  if (!inScratch(dir)) throw new HygieneError('USAGE', `${flag} must be inside a scratch folder (state-store scratch makes one)`);
  const parts = dir.split(sep);
  const holder = parts.slice(0, parts.lastIndexOf(STATE_DIR_NAME)).join(sep) || sep;
  const root = (await findProjectRoot(stringFlag(args, 'root') !== undefined ? rootFlag(args) : holder)).root;
  if (holder !== root) throw new HygieneError('USAGE', `${flag} must be inside a scratch folder of the project ${root} (state-store scratch makes one), not of ${holder}`);
  await assertStateTrusted(root); // the classification cache is read and written there
  return { root, dir };
}

/** Refuses a scratch file that names another project than the one the command line gives. */
function assertSameRoot(named: unknown, root: string, file: string): void {
  if (named !== root)
    throw new HygieneError('REFUSED', `${file} names the project ${JSON.stringify(named)}, not ${root}: doc-hygiene takes the project from the command line, never from a file it reads; nothing was written`);
}

/** How many agent contexts load each path at session start; none known when the reader model cannot be built. */
async function readerCounts(root: string): Promise<(path: string) => number> {
  try {
    const { contexts } = await projectContexts(root);
    return (path) => contextsLoading(contexts, path).length;
  } catch {
    return () => 0;
  }
}


async function plan(args: ParsedArgs): Promise<number> {
  onlyFlags(args, ['scan', 'all', 'root'], 'plan');
  const scanPath = stringFlag(args, 'scan');
  if (!scanPath) throw new HygieneError('USAGE', '--scan is required');
  noPositionals(args, 1);
  const { root, dir: out } = await scratchProject(scanPath, '--scan', args);
  const checked = asScanArtifact(readJson(scanPath, 'scan artifact'));
  if (!checked.ok) throw new HygieneError('PARSE', `${scanPath} is not a scan artifact: ${checked.violations[0]!.location}: ${checked.violations[0]!.message}`);
  const scan = checked.artifact;
  assertSameRoot(scan.project_root, root, scanPath);
  const config = loadConfig(root);
  const result = planClassification({
    scan,
    budget: { max_files: config.classify.max_files, max_doc_tokens: config.classify.max_doc_tokens, all: args.flags.all === true },
    classifier_version: classifierVersion(),
    count: await loadTokenCounter(),
    contextsLoading: await readerCounts(root),
  });
  for (const b of result.batches) writeFileAtomic(join(out, b.file), b.text);
  writeFileAtomic(join(out, result.plan.cached_proposals_file), JSON.stringify({ proposals: result.cached_proposals }, null, 2) + '\n');
  writeFileAtomic(join(out, 'plan.json'), JSON.stringify({ ...result.plan, project_root: root }, null, 2) + '\n');
  const p = result.plan;
  const line = countsLine(p);
  await writeStdout([line, ...p.batches.map((b) => join(out, b.batch_file))].join('\n') + '\n');
  return EXIT.OK;
}

/** escalate and remember: the plan --plan names, inside a scratch folder, and that folder. */
async function planArg(args: ParsedArgs, cmd: string): Promise<{ planPath: string; root: string; dir: string; plan: Plan & { project_root?: unknown } }> {
  onlyFlags(args, ['plan', 'root'], cmd);
  const planPath = stringFlag(args, 'plan');
  if (!planPath) throw new HygieneError('USAGE', '--plan is required');
  noPositionals(args, 1);
  const { root, dir } = await scratchProject(planPath, '--plan', args);
  const plan = readJson(planPath, 'plan') as (Partial<Plan> & { project_root?: unknown }) | null;
  if (!plan || !Array.isArray(plan.batches) || !plan.batches.every(isPlannedBatch)) throw new HygieneError('PARSE', `${planPath} is not a classification plan`);
  assertSameRoot(plan.project_root, root, planPath);
  return { planPath, root, dir, plan: plan as Plan & { project_root?: unknown } };
}

async function escalate(args: ParsedArgs): Promise<number> {
  const { dir, plan } = await planArg(args, 'escalate');
  const r = planEscalations({ batches: plan.batches }, dir);
  for (const note of r.notes) process.stderr.write(`classify-batches: note: ${note}\n`);
  if (r.violations.length) {
    process.stderr.write(`classify-batches: escalate refused; nothing written:\n${r.violations.map((v) => `  ${formatViolation(v)}\n`).join('')}`);
    return EXIT.INVALID;
  }
  writeFileAtomic(join(dir, ESCALATIONS_FILE), serializeEscalations(r.escalations));
  await writeStdout(r.escalations.map((e) => `${join(dir, e.batch_file)}\t${e.path}\t${join(dir, e.answer_file)}\n`).join(''));
  return EXIT.OK;
}

/** A plan's batch whose file names stay in the plan's folder. */
function isPlannedBatch(b: unknown): b is PlannedBatch {
  const name = (f: unknown) => typeof f === 'string' && /^[\w.-]+\.(json|txt)$/.test(f);
  const x = b as Partial<PlannedBatch> | null;
  return x !== null && typeof x === 'object' && name(x.batch_file) && name(x.proposals_file) && Array.isArray(x.paths) && x.paths.every((p) => typeof p === 'string');
}

async function remember(args: ParsedArgs): Promise<number> {
  const { root, dir, plan } = await planArg(args, 'remember');
  const r = rememberClassifications({ root, plan, dir });
  await writeStdout(`cached ${count(r.stored, 'classification')}${r.skipped.length ? `; not cached: ${r.skipped.join('; ')}` : ''}\n`);
  return EXIT.OK;
}

export const classifyBatchesCommand: CliSpec = {
  name: 'classify-batches',
  summary: 'What the classifiers read in a check, which files a stronger model classifies again, and what the classification cache keeps.',
  usage: ['plan --scan SCRATCH/scan.json [--all] [--root DIR]', 'escalate --plan SCRATCH/plan.json [--root DIR]', 'remember --plan SCRATCH/plan.json [--root DIR]'],
  commands: [
    [
      'plan',
      'decides what the classifiers read in this check and writes it next to the scan, in the scratch folder: one batch-<n>.json per ' +
        'classifier (its files, each with its role, tokens and compact signal evidence), proposals-cached.json (what the classification cache ' +
        'still answers) and plan.json. Candidates whose every signal a scanner-proven proposal answers, and records, copies, generated files, ' +
        'templates and archives, never go to a classifier. The rest are ranked (agent memory, then agent prompts, then living docs; tokens ' +
        'times the contexts that load them) and the per-check budget (.dochygiene.yaml classify.max_files / classify.max_doc_tokens) takes ' +
        'the highest-ranked; report.md lists the others as left for the next check. Prints one line of counts, then the path of each batch file.',
    ],
    [
      'escalate',
      `after every batch's proposals-<n>.json is written, lists the files a stronger model classifies again: those with a proposal whose ` +
        `confidence is below ${ESCALATION_CONFIDENCE} on a hard choice (a bloat class, or a destructive fix by the kind table: delete-range, a ` +
        'lifecycle delete, a generative rewrite; the rule is scripts/contract/escalation.ts). Prints one line per file, in batch order: its ' +
        "batch file, its path and the answer file for the stronger model's answer, separated by tabs; nothing when no file needs it. Records " +
        "them in escalations.json beside the plan, which report-builder --plan and remember read: an escalated file's answer replaces its " +
        "batch's for that file only. An answer file that is missing or not JSON, or a proposal whose path, confidence, category, op_type or " +
        'exact_edit has the wrong shape, is refused with its location (exit 1).',
    ],
    [
      'remember',
      "after the report is written, records each classified file's proposals (from the proposals-<n>.json files named in the plan, an " +
        "escalated file's from its escalated answer) in .dochygiene/cache/classify/, keyed by the file's content digest, the evidence its " +
        'classifier was shown (less what a scanner work bound decides) and the classifier version. A file that changed since the plan is not recorded.',
    ],
  ],
  options: {
    scan: { type: 'string', arg: 'FILE', help: "plan: the scanner's artifact, inside a scratch folder (state-store scratch makes one)" },
    all: { type: 'boolean', help: 'plan: no budget: every candidate that needs a classifier goes to one' },
    plan: { type: 'string', arg: 'FILE', help: 'escalate, remember: the plan.json that plan wrote' },
    root: { ...ROOT_OPTION, help: 'the project (default: the one whose .dochygiene/tmp/ holds the scratch folder); a scan or plan naming another project is refused' },
  },
  exitCodes: '0 done, 1 invalid input, 2 usage error.',
  run: async (args) => {
    const [cmd] = args.positionals;
    if (cmd === 'plan') return plan(args);
    if (cmd === 'escalate') return escalate(args);
    if (cmd === 'remember') return remember(args);
    throw new HygieneError('USAGE', cmd ? `unknown command ${cmd}` : 'a command is required: plan, escalate or remember');
  },
};
