// `doc-hygiene check` (dist/check.mjs, the `doc-hygiene-check` bin): the model-free check. With
// --ci it is the CI gate (./ci.ts), kept for the workflows that call it so.
import { relative, resolve } from 'node:path';
import { rootFlag, stringFlag, type ParsedArgs } from '../../shared/args.ts';
import { CONFIG_OPTION, JSON_OPTION, ROOT_OPTION, runCommand, writeStdout, type CliContext, type CliSpec } from '../../shared/cli.ts';
import { EXIT, HygieneError, formatViolation } from '../../shared/errors.ts';
import { toolVersion } from '../../shared/manifest.ts';
import { count, duration } from '../../shared/words.ts';
import { CATEGORY_FILTERS } from '../../report/build-report.ts';
import { runCheck } from '../../check/run-check.ts';
import { runScan } from '../../scan/run-scan.ts';
import { openProject } from '../../scan/project.ts';
import { CI_OPTIONS, ciCommand } from './ci.ts';
import { scanProgress } from './scan-progress.ts';

export const checkCommand: CliSpec = {
  name: 'doc-hygiene-check',
  summary:
    "The model-free check: scans the project's docs, proposes only the edits the scanner proves, builds and validates the report on a " +
    'scratch path, then writes .dochygiene/report.json and .dochygiene/report.md and stamps last_check. No model is called.',
  usage: [
    '[--root DIR] [--scope GLOB_OR_PATH] [--category C] [--config FILE] [--json] [--quiet]',
    '--ci [gate options: run with --ci --help]',
  ],
  description:
    'Scanner-proven edits: a link to a file git history shows moved -> replace-text; an exact duplicate block -> dedupe to its canonical\n' +
    'copy; a doc a lifecycle rule proves served or past retention -> delete, or extract-then-delete when the rule says so. Other\n' +
    'signal-bearing files are listed in report.md as needing classification (/hygiene check in Claude Code classifies them).\n' +
    'Apply the auto entries without Claude Code: doc-hygiene apply --tier auto (node dist/apply-edits.mjs apply --tier auto);\n' +
    'undo them: doc-hygiene undo.',
  options: {
    root: ROOT_OPTION,
    scope: { type: 'string', arg: 'X', help: 'narrow the scan to a glob or a path prefix' },
    category: { type: 'string', arg: 'C', help: 'keep only entries of class stale|bloat or of one subtype' },
    config: CONFIG_OPTION,
    'no-model': { type: 'boolean', help: 'no classifier (always the case here; accepted for explicitness)' },
    json: JSON_OPTION,
    quiet: { type: 'boolean', help: 'no progress and no notes: only the one-line summary' },
    ci: { type: 'boolean', help: 'run the CI gate instead (the same as doc-hygiene ci; its options: --ci --help)' },
  },
  exitCodes: '0 report written, 1 refused or invalid (the previous report is kept), 2 usage error. With --ci: the gate\'s (see --ci --help).',
  run: runModelFree,
};

const GATE_ONLY = Object.keys(CI_OPTIONS).filter((k) => !['root', 'scope', 'config', 'quiet'].includes(k));

/** `doc-hygiene-check --ci ...`: the gate, under the name the caller used. */
export function runCheckCli(argv: readonly string[], prog = checkCommand.name): Promise<number> {
  const i = argv.indexOf('--ci');
  const end = argv.indexOf('--');
  if (i >= 0 && (end < 0 || i < end)) return runCommand(ciCommand, [...argv.slice(0, i), ...argv.slice(i + 1)], `${prog} --ci`);
  const gateFlag = argv.find((a) => GATE_ONLY.some((g) => a === `--${g}` || a.startsWith(`--${g}=`)));
  if (gateFlag !== undefined) {
    const needsCi = () => {
      throw new HygieneError('USAGE', `${gateFlag.split('=')[0]} needs --ci`);
    };
    return runCommand({ ...checkCommand, options: { ...CI_OPTIONS, ...checkCommand.options }, run: needsCi }, argv, prog);
  }
  return runCommand(checkCommand, argv, prog);
}

async function runModelFree(args: ParsedArgs, ctx: CliContext): Promise<number> {
  if (args.positionals.length) throw new HygieneError('USAGE', `unexpected argument ${args.positionals[0]}`);
  const category = stringFlag(args, 'category');
  if (category !== undefined && !CATEGORY_FILTERS.includes(category)) throw new HygieneError('USAGE', `--category must be one of ${CATEGORY_FILTERS.join(', ')}`);
  const config = stringFlag(args, 'config');
  const project = await openProject(rootFlag(args), config === undefined ? undefined : resolve(config));
  const { root } = project;
  const r = await runCheck({
    root,
    config: project.config,
    scope: stringFlag(args, 'scope'),
    category,
    tool_version: toolVersion(),
    scan: (_root, scope) => runScan({ project, scope, onProgress: scanProgress(ctx) }),
  });
  ctx.status();
  if (r.stage !== 'ok') {
    process.stderr.write(
      `${ctx.prog}: no report written (${r.stage} failed); the previous report is kept:\n` +
        r.violations.map((v) => `  ${formatViolation(v)}\n`).join('') +
        (r.scratch ? `  scratch report left in ${r.scratch}\n` : ''),
    );
    return EXIT.INVALID;
  }
  const rep = r.report!;
  const auto = rep.entries.filter((e) => e.safety_tier === 'auto').length;
  const t = r.rollup!.total;
  const notes = rep.scan.notes ?? [];
  if (args.flags.json) {
    await writeStdout(
      JSON.stringify(
        {
          generated_at: rep.generated_at, files_scanned: rep.scan.files_scanned, shortlisted: rep.shortlist.length,
          entries: rep.entries.length, auto, confirm: rep.entries.length - auto, needs_classification: r.unclassified,
          tokens: t, report_json: r.report_json, report_md: r.report_md, notes,
        },
        null,
        2,
      ) + '\n',
    );
    return EXIT.OK;
  }
  for (const n of notes) ctx.note(n);
  const rel = (p: string) => relative(process.cwd(), p) || p;
  const summary =
    `doc-hygiene check (model-free): ${count(rep.scan.files_scanned, 'file')} scanned in ${duration(Date.now() - ctx.started)}, ` +
    `${rep.shortlist.length} shortlisted; ${count(rep.entries.length, 'entry', 'entries')} (${auto} auto, ${rep.entries.length - auto} confirm); ` +
    `${count(r.unclassified.length, 'file needs', 'files need')} classification`;
  if (args.flags.quiet) {
    await writeStdout(summary + '\n');
    return EXIT.OK;
  }
  const next: string[] = [];
  if (auto > 0) next.push(`Next: doc-hygiene apply --tier auto applies the ${count(auto, 'auto entry', 'auto entries')} (undo: doc-hygiene undo); /hygiene clean in Claude Code also asks about the rest.`);
  else if (rep.entries.length > 0) next.push('Next: /hygiene clean in Claude Code asks about each confirm entry (or doc-hygiene apply --ids ID after a grant).');
  if (r.unclassified.length > 0) next.push(`The ${count(r.unclassified.length, 'file', 'files')} needing classification: /hygiene check in Claude Code classifies them (report.md lists them).`);
  await writeStdout(
    `${summary}\n` +
      `  project: ${root}\n` +
      `  ~${t.weighted_tokens} tokens saved per session, up to ~${t.on_demand_tokens} more in on-demand docs\n` +
      `  ${rel(r.report_md!)}\n  ${rel(r.report_json!)}\n` +
      next.map((l) => l + '\n').join(''),
  );
  return EXIT.OK;
}
