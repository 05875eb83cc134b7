// `doc-hygiene ci` (dist/ci.mjs; also `doc-hygiene-check --ci`): the CI gate.
import { appendFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { rootFlag, stringFlag, type ParsedArgs } from '../../shared/args.ts';
import { CONFIG_OPTION, QUIET_OPTION, ROOT_OPTION, writeStdout, type CliContext, type CliSpec } from '../../shared/cli.ts';
import { EXIT, HygieneError } from '../../shared/errors.ts';
import { toolVersion } from '../../shared/manifest.ts';
import { writeFileAtomic } from '../../shared/atomic-write.ts';
import { BASELINE_FILE } from '../../ci/baseline.ts';
import { FORMATS, overAnnotationCap, render, stepSummaryMarkdown, type Format } from '../../ci/formats.ts';
import { runCi } from '../../ci/run-ci.ts';
import { runScan } from '../../scan/run-scan.ts';
import { openProject } from '../../scan/project.ts';
import { stateDistrust } from '../../state/state-trust.ts';
import { scanProgress } from './scan-progress.ts';

export const CI_OPTIONS = {
  format: { type: 'string', arg: 'F', help: 'text (default), json (every finding with its status), sarif (SARIF 2.1.0 for code scanning), github (workflow-command annotations)' },
  'fail-on': {
    type: 'string',
    arg: 'LIST',
    help:
      'severities (error, warning, note: that one or worse) and/or signal names, comma-separated; none never fails. Default: error = broken references, ' +
      'stale commands and vanished names in agent memory (CLAUDE.md, AGENTS.md, what every session loads); the same signals elsewhere are warnings',
  },
  'changed-since': {
    type: 'string',
    arg: 'REV',
    help: "only findings in docs changed since REV's merge base with HEAD (working tree included); SARIF still carries every finding",
  },
  'include-referencing': {
    type: 'boolean',
    help: 'with --changed-since: also docs that reference a changed path (a link to a file the branch moved), each labelled with the path that pulled it in',
  },
  hints: { type: 'boolean', help: 'also show hints (text, github, SARIF): findings the signals rate as likely noise, such as a backticked path history never had' },
  sarif: { type: 'string', arg: 'FILE', help: 'also write SARIF to FILE' },
  baseline: { type: 'string', arg: 'FILE', help: `the baseline to read, write and prune instead of ${BASELINE_FILE} at the project root` },
  'write-baseline': { type: 'boolean', help: `record every current finding in the baseline (${BASELINE_FILE}; then exit 0)` },
  'prune-baseline': {
    type: 'boolean',
    help:
      "drop the baseline's entries that are gone; never adds one (refused where the scan saw part of the history: a shallow, partial or damaged clone, " +
      "no git CLI; or where vanished_identifier's work bound cut look-ups)",
  },
  root: ROOT_OPTION,
  scope: { type: 'string', arg: 'X', help: 'narrow the scan to a glob or a path prefix' },
  config: CONFIG_OPTION,
  quiet: QUIET_OPTION,
} as const satisfies CliSpec['options'];

export const ciCommand: CliSpec = {
  name: 'doc-hygiene ci',
  summary:
    'The CI gate: model-free and read-only (no report pair, no state; the only write is the history cache in .dochygiene/cache/, and none where git tracks anything in .dochygiene/ or it is a link). Every signal ' +
    'hit is a finding with a severity and a content-derived id; the run fails on findings matching --fail-on that the baseline ' +
    `(${BASELINE_FILE}, committed at the root) does not list.`,
  usage: [
    '[--format text|json|sarif|github] [--fail-on LIST] [--changed-since REV [--include-referencing]] [--hints] [--sarif FILE] ' +
      '[--baseline FILE] [--write-baseline | --prune-baseline] [--root DIR] [--scope X] [--config FILE] [--quiet]',
  ],
  description:
    'Hints are not shown unless --hints (or --fail-on picks them); a duplicated block is one finding, on the copy to change. In the github\n' +
    'format, when the annotations exceed what GitHub shows of one step (10 errors, 10 warnings, 10 notices), the job summary\n' +
    '($GITHUB_STEP_SUMMARY) gets a table of every finding. Progress goes to stderr on a terminal; every format but json and sarif ends\n' +
    'with a one-line summary.',
  options: CI_OPTIONS,
  exitCodes: '0 nothing fails, 1 findings fail --fail-on, 2 usage or internal error (also a malformed baseline or configuration).',
  exitMode: 'gate',
  run: runGate,
};

/** The gate's note when it ran without the history cache: why, in the state folder's own words. */
export function noCacheNote(why: string): string {
  return `history read without its cache: ${why.split(/[.;] /)[0]}, and the read-only gate neither trusts nor rewrites a state folder it did not make`;
}

export async function runGate(args: ParsedArgs, ctx: CliContext): Promise<number> {
  if (args.positionals.length) throw new HygieneError('USAGE', `unexpected argument ${args.positionals[0]}`);
  const format = (stringFlag(args, 'format') ?? 'text') as Format;
  if (!FORMATS.includes(format)) throw new HygieneError('USAGE', `--format must be one of ${FORMATS.join(', ')}`);
  if (args.flags['write-baseline'] && args.flags['prune-baseline']) throw new HygieneError('USAGE', '--write-baseline and --prune-baseline exclude each other');
  const config = stringFlag(args, 'config');
  const project = await openProject(rootFlag(args), config === undefined ? undefined : resolve(config));
  const quiet = args.flags.quiet === true;
  const baselineFlag = stringFlag(args, 'baseline');
  // Read-only means nothing tracked changes: a state folder that came with the repository (tracked,
  // or a link) is not ours to read a cache from or write one into, so the gate runs without it.
  const distrust = await stateDistrust(project.root);
  const r = await runCi({
    root: project.root,
    scope: stringFlag(args, 'scope'),
    failOn: stringFlag(args, 'fail-on'),
    changedSince: stringFlag(args, 'changed-since'),
    includeReferencing: args.flags['include-referencing'] === true,
    hints: args.flags.hints === true,
    baseline: args.flags['write-baseline'] ? 'write' : args.flags['prune-baseline'] ? 'prune' : undefined,
    baselineFile: baselineFlag === undefined ? undefined : resolve(baselineFlag),
    scan: async (_start, scope) => {
      const artifact = await runScan({ project, scope, historyCache: distrust === undefined, onProgress: scanProgress(ctx) });
      if (distrust) artifact.notes.push(noCacheNote(distrust.message));
      return artifact;
    },
  });
  ctx.status();
  const elapsed_ms = Date.now() - ctx.started;
  const sarifFile = stringFlag(args, 'sarif');
  const tool_version = toolVersion();
  if (sarifFile !== undefined) writeFileAtomic(sarifFile, render('sarif', r, { tool_version }));
  const summaryFile = process.env.GITHUB_STEP_SUMMARY;
  let step_summary = false;
  if (format === 'github' && summaryFile && overAnnotationCap(r, { quiet })) {
    try {
      appendFileSync(summaryFile, stepSummaryMarkdown(r, { quiet, elapsed_ms }));
      step_summary = true;
    } catch (err) {
      ctx.note(`the job summary ($GITHUB_STEP_SUMMARY) could not be written: ${(err as Error).message}`);
    }
  }
  await writeStdout(render(format, r, { tool_version, quiet, elapsed_ms, step_summary }));
  if (r.baseline_written) return EXIT.OK;
  return r.failing.size > 0 ? EXIT.INVALID : EXIT.OK;
}
