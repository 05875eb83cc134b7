// `classify-batches` (dist/classify-batches.mjs): plan, escalate and remember the classification.
import { realpathSync, mkdirSync } from 'node:fs';
import { join, resolve, dirname } from 'node:path';
import { noPositionals, onlyFlags, stringFlag, type ParsedArgs } from '../../shared/args.ts';
import { readJsonFile, writeStdout, type CliSpec } from '../../shared/cli.ts';
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

function scratchOf(file: string, flag: string): string {
  const dir = dirname(resolve(file));
  mkdirSync(dir, { recursive: true });
  const real = realpathSync(dir);
  if (!inScratch(real)) throw new HygieneError('USAGE', `${flag} must be inside a scratch folder (state-store scratch makes one)`);
  return real;
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
  onlyFlags(args, ['scan', 'all'], 'plan');
  const scanPath = stringFlag(args, 'scan');
  if (!scanPath) throw new HygieneError('USAGE', '--scan is required');
  noPositionals(args, 1);
  const out = scratchOf(scanPath, '--scan');
  const checked = asScanArtifact(readJsonFile(scanPath, 'scan artifact'));
  if (!checked.ok) throw new HygieneError('PARSE', `${scanPath} is not a scan artifact: ${checked.violations[0]!.location}: ${checked.violations[0]!.message}`);
  const scan = checked.artifact;
  const config = loadConfig(scan.project_root);
  const result = planClassification({
    scan,
    budget: { max_files: config.classify.max_files, max_doc_tokens: config.classify.max_doc_tokens, all: args.flags.all === true },
    classifier_version: classifierVersion(),
    count: await loadTokenCounter(),
    contextsLoading: await readerCounts(scan.project_root),
  });
  for (const b of result.batches) writeFileAtomic(join(out, b.file), b.text);
  writeFileAtomic(join(out, result.plan.cached_proposals_file), JSON.stringify({ proposals: result.cached_proposals }, null, 2) + '\n');
  writeFileAtomic(join(out, 'plan.json'), JSON.stringify({ ...result.plan, project_root: scan.project_root }, null, 2) + '\n');
  const p = result.plan;
  const line = countsLine(p);
  await writeStdout([line, ...p.batches.map((b) => join(out, b.batch_file))].join('\n') + '\n');
  return EXIT.OK;
}

/** escalate and remember: the plan --plan names, inside a scratch folder, and that folder. */
function planArg(args: ParsedArgs, cmd: string): { planPath: string; dir: string; plan: Plan & { project_root?: unknown } } {
  onlyFlags(args, ['plan'], cmd);
  const planPath = stringFlag(args, 'plan');
  if (!planPath) throw new HygieneError('USAGE', '--plan is required');
  noPositionals(args, 1);
  const dir = scratchOf(planPath, '--plan');
  const plan = readJsonFile(planPath, 'plan') as Partial<Plan> | null;
  if (!plan || !Array.isArray(plan.batches) || !plan.batches.every(isPlannedBatch)) throw new HygieneError('PARSE', `${planPath} is not a classification plan`);
  return { planPath, dir, plan: plan as Plan & { project_root?: unknown } };
}

async function escalate(args: ParsedArgs): Promise<number> {
  const { dir, plan } = planArg(args, 'escalate');
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
  const { planPath, dir, plan } = planArg(args, 'remember');
  if (typeof plan.project_root !== 'string') throw new HygieneError('PARSE', `${planPath} is not a classification plan`);
  const r = rememberClassifications({ root: plan.project_root, plan, dir });
  await writeStdout(`cached ${count(r.stored, 'classification')}${r.skipped.length ? `; not cached: ${r.skipped.join('; ')}` : ''}\n`);
  return EXIT.OK;
}

export const classifyBatchesCommand: CliSpec = {
  name: 'classify-batches',
  summary: 'What the classifiers read in a check, which files a stronger model classifies again, and what the classification cache keeps.',
  usage: ['plan --scan SCRATCH/scan.json [--all]', 'escalate --plan SCRATCH/plan.json', 'remember --plan SCRATCH/plan.json'],
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
        'classifier was shown (less what a scanner time budget decides) and the classifier version. A file that changed since the plan is not recorded.',
    ],
  ],
  options: {
    scan: { type: 'string', arg: 'FILE', help: "plan: the scanner's artifact, inside a scratch folder (state-store scratch makes one)" },
    all: { type: 'boolean', help: 'plan: no budget: every candidate that needs a classifier goes to one' },
    plan: { type: 'string', arg: 'FILE', help: 'escalate, remember: the plan.json that plan wrote' },
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
