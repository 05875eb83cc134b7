import { realpathSync, mkdirSync, existsSync } from 'node:fs';
import { isAbsolute, join, resolve, sep, dirname } from 'node:path';
import type { Plan } from '../classify/plan.ts';
import { planAnswers } from '../classify/answers.ts';
import type { Unjudged } from '../report/render-markdown.ts';
import { parseArgs, stringFlag, listFlag } from '../shared/args.ts';
import { runCli, writeStdout } from '../shared/cli.ts';
import { EXIT, HygieneError, formatViolation } from '../shared/errors.ts';
import { writeFileAtomic } from '../shared/atomic-write.ts';
import { toolVersion } from '../shared/manifest.ts';
import { readJsonInput } from '../shared/read-bounded.ts';
import { STATE_DIR_NAME } from '../shared/state-dir.ts';
import { inScratch } from '../state/scratch.ts';
import { assertStateTrusted } from '../state/state-trust.ts';
import { loadConfig } from '../config/load-config.ts';
import { runReport } from '../report/run-report.ts';
import { CATEGORY_FILTERS } from '../report/build-report.ts';
import { scanArtifactViolations } from '../report/scan-input.ts';
import { scannerProvenSource } from '../propose/propose-all.ts';
import type { ScanArtifact } from '../contract/stage-types.ts';
import { pushAll } from '../shared/arrays.ts';

const HELP = `Usage: report-builder --scan scan.json --proposals proposals.json [--proposals more.json ...]
                      --out DIR [--deterministic] [--category CLASS|SUBTYPE] [--scope X] [--model-free]
                      [--summary FILE] [--plan SCRATCH/plan.json]

The deterministic report stage: turns the scanner's artifact and classification proposals into a
full machine report. It computes every guarded field (expected_sha256 from the file bytes,
is_destructive / is_reversible / safety_tier from the kind table and the one tier function, token
estimates from the local tokenizer, entry ids) and validates the report before writing
DIR/report.json and DIR/report.md. DIR is a scratch folder (\`state-store scratch\` makes one in
.dochygiene/tmp/); anywhere else in .dochygiene/ is refused: only the state store writes there.

Proposals are rejected before anything is computed, each located globally across the given files
(proposals[2].exact_edit.anchor: ...): a malformed proposal, a field a script computes, a path not
in the shortlist, an anchor outside its file, a replace-text match not inside its anchor, a dedupe
whose canonical_ref text differs from the removed span.

Options:
  --scan FILE        the scanner's artifact (dist/scanner.mjs output)
  --proposals FILE   a { "proposals": [...] } file (repeatable; a missing flag means no proposals)
  --out DIR          scratch folder for report.json and report.md
  --deterministic    also propose what the scanner proves (moved link targets -> replace-text,
                     exact duplicates -> dedupe, satisfied lifecycle rules -> delete), placed
                     before the given proposals
  --category C       keep only entries of class stale|bloat or of one subtype
  --scope X          record the run's --scope in the report (when the artifact does not)
  --model-free       no classifier ran: list unclassified candidates as needing classification
  --summary FILE     also write the token roll-up (file -> category -> total) as JSON
  --plan FILE        the classification plan (classify-batches plan): its cached proposals and
                     every batch's proposals-<n>.json beside it are read as proposals files (a
                     missing answer is refused), and report.md lists what the budget left for the
                     next check and what was not for the model. A file classify-batches escalate
                     listed (escalations.json) takes its escalated-<k>.json answer instead of its
                     batch's; an escalated answer's proposals for any other file are ignored (noted)
  --help             show this help

Exit codes: 0 written, 1 proposals rejected or report invalid (nothing written), 2 usage error.`;

/** An input named on the command line: a regular file (a final symlink followed), bounded. */
const readJson = (path: string, what: string): unknown => readJsonInput(path, what, { followSymlink: true });

/**
 * The proposals files a classification plan names: the cached answers first, then each batch's
 * answer, an escalated file taking its stronger model's answer (scripts/classify/answers.ts).
 */
function planSources(planPath: string): { sources: { name: string; value: unknown }[]; unjudged: Unjudged; notes: string[] } {
  const plan = readJson(planPath, 'classification plan') as Partial<Plan>;
  if (!plan || !Array.isArray(plan.batches) || typeof plan.cached_proposals_file !== 'string' || !Array.isArray(plan.left) || !Array.isArray(plan.not_for_model))
    throw new HygieneError('PARSE', `${planPath} is not a classification plan`);
  const dir = dirname(resolve(planPath));
  if (!plan.batches.every((b) => b !== null && typeof b === 'object' && Array.isArray(b.paths)))
    throw new HygieneError('PARSE', `${planPath} is not a classification plan`);
  for (const f of [plan.cached_proposals_file, ...plan.batches.flatMap((b) => [b.batch_file, b.proposals_file])])
    if (typeof f !== 'string' || f.includes('/') || f.includes('\\')) throw new HygieneError('PARSE', `${planPath} names a proposals file outside its folder`);
  const cached = join(dir, plan.cached_proposals_file);
  if (!existsSync(cached)) throw new HygieneError('IO', `${cached} is missing`);
  const answers = planAnswers({ batches: plan.batches }, dir);
  const problem = [...answers.problems, ...answers.batches.flatMap((b) => b.problems)][0];
  if (problem) throw new HygieneError(problem.code, formatViolation(problem));
  const sources = [{ name: cached, value: readJson(cached, 'proposals file') }, ...answers.batches.flatMap((b) => b.sources)];
  return { sources, unjudged: { left: plan.left, not_for_model: plan.not_for_model }, notes: answers.notes };
}

await runCli({
  name: 'report-builder',
  help: HELP,
  run: async (argv) => {
    const args = parseArgs(argv, {
      scan: { type: 'string' }, proposals: { type: 'string', repeatable: true }, out: { type: 'string' },
      category: { type: 'string' }, scope: { type: 'string' }, 'model-free': { type: 'boolean' }, summary: { type: 'string' },
      deterministic: { type: 'boolean' }, plan: { type: 'string' },
    });
    const scanPath = stringFlag(args, 'scan');
    const out = stringFlag(args, 'out');
    if (!scanPath || !out) throw new HygieneError('USAGE', '--scan and --out are required');
    if (args.positionals.length) throw new HygieneError('USAGE', `unexpected argument ${args.positionals[0]}`);
    const category = stringFlag(args, 'category');
    if (category !== undefined && !CATEGORY_FILTERS.includes(category))
      throw new HygieneError('USAGE', `--category must be one of ${CATEGORY_FILTERS.join(', ')}`);
    const scan = readJson(scanPath, 'scan artifact');
    const scanRoot = (scan as { project_root?: unknown } | null)?.project_root;
    if (typeof scanRoot === 'string' && isAbsolute(scanRoot)) await assertStateTrusted(scanRoot); // before anything is written

    const outDir = resolve(out);
    mkdirSync(outDir, { recursive: true });
    const realOut = realpathSync(outDir);
    if (realOut.split(sep).includes(STATE_DIR_NAME) && !inScratch(realOut))
      throw new HygieneError('USAGE', `--out must be a scratch folder (state-store scratch makes one), not elsewhere in ${STATE_DIR_NAME}/ (only the state store writes there)`);

    const given = (listFlag(args, 'proposals') ?? []).map((p) => ({ name: p, value: readJson(p, 'proposals file') }));
    const planPath = stringFlag(args, 'plan');
    const plan = planPath ? planSources(planPath) : undefined;
    if (plan) pushAll(given, plan.sources);
    for (const note of plan?.notes ?? []) process.stderr.write(`report-builder: note: ${note}\n`);
    // The propose stage runs here, before the report stage, on an artifact it will accept.
    const proven = args.flags.deterministic === true && scanArtifactViolations(scan).length === 0 ? [await scannerProvenSource(scan as ScanArtifact)] : [];
    const root = (scan as { project_root?: unknown })?.project_root;
    const config = typeof root === 'string' ? loadConfig(root) : undefined;
    const result = await runReport({
      scan, sources: [...proven, ...given], now: new Date(), tool_version: toolVersion(),
      on_demand_weight: config?.tokens.on_demand_weight ?? 0,
      conventions: config?.conventions ?? [],
      category, scope: stringFlag(args, 'scope'), model_free: args.flags['model-free'] === true,
      unjudged: plan?.unjudged,
    });
    if (result.stage !== 'ok') {
      const what = result.stage === 'report' ? 'the built report is invalid (a report-builder bug)' : `${result.stage} rejected`;
      process.stderr.write(`report-builder: ${what}; nothing written:\n${result.violations.map((v) => `  ${formatViolation(v)}\n`).join('')}` +
        (result.ranges && result.stage === 'proposals' ? `(${result.ranges})\n` : ''));
      return EXIT.INVALID;
    }
    const jsonPath = join(outDir, 'report.json');
    const mdPath = join(outDir, 'report.md');
    writeFileAtomic(jsonPath, result.json!);
    writeFileAtomic(mdPath, result.md!);
    const summary = stringFlag(args, 'summary');
    if (summary) writeFileAtomic(resolve(summary), JSON.stringify(result.rollup, null, 2) + '\n');
    await writeStdout(`${jsonPath}\n${mdPath}\n`);
    return EXIT.OK;
  },
});
