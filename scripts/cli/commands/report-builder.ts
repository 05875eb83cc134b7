// `report-builder` (dist/report-builder.mjs): the deterministic report stage.
import { realpathSync, mkdirSync } from 'node:fs';
import { isAbsolute, join, resolve, sep, dirname } from 'node:path';
import { asPlan, planSources, type PlanSources } from '../../classify/plan-sources.ts';
import { stringFlag, listFlag } from '../../shared/args.ts';
import { readJsonFile, writeStdout, type CliSpec } from '../../shared/cli.ts';
import { EXIT, HygieneError, formatViolation } from '../../shared/errors.ts';
import { writeFileAtomic } from '../../shared/atomic-write.ts';
import { toolVersion } from '../../shared/manifest.ts';
import { STATE_DIR_NAME } from '../../shared/state-dir.ts';
import { inScratch } from '../../state/scratch.ts';
import { assertStateTrusted } from '../../state/state-trust.ts';
import { pushAll } from '../../shared/arrays.ts';
import { loadConfig } from '../../config/load-config.ts';
import { runReport } from '../../report/run-report.ts';
import { CATEGORY_FILTERS } from '../../report/build-report.ts';
import { asScanArtifact } from '../../validate/scan-artifact.ts';
import { scannerProvenSource } from '../../propose/propose-all.ts';

/** The proposals and classification a plan names (scripts/classify/plan-sources.ts). */
function fromPlan(planPath: string): PlanSources {
  const plan = asPlan(readJsonFile(planPath, 'classification plan'), planPath);
  return planSources(plan, dirname(resolve(planPath)));
}

export const reportBuilderCommand: CliSpec = {
  name: 'report-builder',
  summary: "The deterministic report stage: turns the scanner's artifact and classification proposals into a full machine report.",
  usage: [
    '--scan scan.json --proposals proposals.json [--proposals more.json ...] --out DIR [--deterministic] ' +
      '[--category CLASS|SUBTYPE] [--model-free] [--summary FILE] [--plan SCRATCH/plan.json]',
  ],
  description:
    'It computes every guarded field (expected_sha256 from the file bytes, is_destructive / is_reversible / safety_tier from the kind\n' +
    'table and the one tier function, token estimates from the local tokenizer, entry ids) and validates the report before writing\n' +
    'DIR/report.json and DIR/report.md. DIR is a scratch folder (`state-store scratch` makes one in .dochygiene/tmp/); anywhere else in\n' +
    '.dochygiene/ is refused: only the state store writes there.\n\n' +
    'Proposals are rejected before anything is computed, each located globally across the given files\n' +
    '(proposals[2].exact_edit.anchor: ...): a malformed proposal, a field a script computes, a path not in the shortlist, an anchor\n' +
    'outside its file, a replace-text match not inside its anchor, a dedupe whose canonical_ref text differs from the removed span.',
  options: {
    scan: { type: 'string', arg: 'FILE', help: "the scanner's artifact (dist/scanner.mjs output)" },
    proposals: { type: 'string', repeatable: true, arg: 'FILE', help: 'a { "proposals": [...] } file (repeatable; a missing flag means no proposals)' },
    out: { type: 'string', arg: 'DIR', help: 'scratch folder for report.json and report.md' },
    deterministic: {
      type: 'boolean',
      help: 'also propose what the scanner proves (moved link targets -> replace-text, exact duplicates -> dedupe, satisfied lifecycle rules -> delete), placed before the given proposals',
    },
    category: { type: 'string', arg: 'C', help: 'keep only entries of class stale|bloat or of one subtype' },
    'model-free': { type: 'boolean', help: 'no classifier ran: list unclassified candidates as needing classification' },
    summary: { type: 'string', arg: 'FILE', help: 'also write the token roll-up (file -> category -> total) as JSON' },
    plan: {
      type: 'string',
      arg: 'FILE',
      help:
        "the classification plan (classify-batches plan): its cached proposals and every batch's proposals-<n>.json beside it are read as " +
        'proposals files (a missing answer is refused), and report.md lists what the budget left for the next check and what was not for the ' +
        "model. A file classify-batches escalate listed (escalations.json) takes its escalated-<k>.json answer instead of its batch's; an " +
        "escalated answer's proposals for any other file are ignored (noted)",
    },
  },
  exitCodes: '0 written, 1 proposals rejected or report invalid (nothing written), 2 usage error.',
  run: async (args) => {
    const scanPath = stringFlag(args, 'scan');
    const out = stringFlag(args, 'out');
    if (!scanPath || !out) throw new HygieneError('USAGE', '--scan and --out are required');
    if (args.positionals.length) throw new HygieneError('USAGE', `unexpected argument ${args.positionals[0]}`);
    const category = stringFlag(args, 'category');
    if (category !== undefined && !CATEGORY_FILTERS.includes(category))
      throw new HygieneError('USAGE', `--category must be one of ${CATEGORY_FILTERS.join(', ')}`);
    const scan = readJsonFile(scanPath, 'scan artifact');
    const scanRoot = (scan as { project_root?: unknown } | null)?.project_root;
    if (typeof scanRoot === 'string' && isAbsolute(scanRoot)) await assertStateTrusted(scanRoot); // before anything is written

    const outDir = resolve(out);
    mkdirSync(outDir, { recursive: true });
    const realOut = realpathSync(outDir);
    if (realOut.split(sep).includes(STATE_DIR_NAME) && !inScratch(realOut))
      throw new HygieneError('USAGE', `--out must be a scratch folder (state-store scratch makes one), not elsewhere in ${STATE_DIR_NAME}/ (only the state store writes there)`);

    const given = (listFlag(args, 'proposals') ?? []).map((p) => ({ name: p, value: readJsonFile(p, 'proposals file') }));
    const planPath = stringFlag(args, 'plan');
    const plan = planPath ? fromPlan(planPath) : undefined;
    if (plan) pushAll(given, plan.sources);
    for (const note of plan?.notes ?? []) process.stderr.write(`report-builder: note: ${note}\n`);
    // The propose stage runs here, before the report stage, on an artifact it will accept.
    const checked = asScanArtifact(scan);
    const proven = args.flags.deterministic === true && checked.ok ? [await scannerProvenSource(checked.artifact)] : [];
    const root = (scan as { project_root?: unknown })?.project_root;
    const config = typeof root === 'string' ? loadConfig(root) : undefined;
    const result = await runReport({
      scan, sources: [...proven, ...given], now: new Date(), tool_version: toolVersion(),
      on_demand_weight: config?.tokens.on_demand_weight ?? 0,
      conventions: config?.conventions ?? [],
      category, model_free: args.flags['model-free'] === true,
      classification: plan?.classification,
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
};
