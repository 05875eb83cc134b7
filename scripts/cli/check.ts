#!/usr/bin/env node
import { relative } from 'node:path';
import { parseArgs, stringFlag } from '../shared/args.ts';
import { runCli, writeStdout } from '../shared/cli.ts';
import { EXIT, HygieneError, formatViolation } from '../shared/errors.ts';
import { toolVersion } from '../shared/manifest.ts';
import { CATEGORY_FILTERS } from '../report/build-report.ts';
import { runCheck } from '../check/run-check.ts';
import { runScan } from '../scan/run-scan.ts';
import { writeFileAtomic } from '../shared/atomic-write.ts';
import { BASELINE_FILE } from '../ci/baseline.ts';
import { FORMATS, render, type Format } from '../ci/formats.ts';
import { runCi } from '../ci/run-ci.ts';
import { openProject } from '../scan/project.ts';

const HELP = `Usage: doc-hygiene-check [--root DIR] [--no-model] [--scope GLOB_OR_PATH] [--category C] [--json]
       doc-hygiene-check --ci [--format text|json|sarif|github] [--fail-on LIST] [--changed-since REV]
                         [--sarif FILE] [--write-baseline | --prune-baseline] [--root DIR] [--scope X]

The model-free check: scans the project's docs, proposes only the edits the scanner proves (a link to
a file git history shows moved -> replace-text; an exact duplicate block -> dedupe to its canonical
copy; a doc a lifecycle rule proves served or past retention -> delete, or extract-then-delete when
the rule says so), builds and validates the report on a scratch path, then writes .dochygiene/report.json and
.dochygiene/report.md and stamps last_check. Other signal-bearing files are listed in report.md as
needing classification (run /hygiene check in Claude Code for that). No model is called.

Options:
  --root DIR        the project (default: the git toplevel of the current directory)
  --no-model        no classifier (always the case here; accepted for explicitness)
  --scope X         narrow the scan to a glob or a path prefix
  --category C      keep only entries of class stale|bloat or of one subtype
  --json            print a JSON summary instead of text
  --help            show this help

Exit codes: 0 report written, 1 refused or invalid (the previous report is kept), 2 usage error.

CI gate (--ci): model-free and read-only (no report pair, no state; only the history cache). Every
signal hit is a finding with a severity and a content-derived id; the run fails on findings matching
--fail-on that the baseline (${BASELINE_FILE}, committed at the root) does not list.
  --format F          text (default), json (a summary), sarif (SARIF 2.1.0 for code scanning),
                      github (workflow-command annotations)
  --fail-on LIST      severities (error, warning, note: that one or worse) and/or signal names,
                      comma-separated; none never fails. Default: error = broken references, stale
                      commands and vanished names in agent memory (CLAUDE.md, AGENTS.md, what every
                      session loads); the same signals elsewhere are warnings
  --changed-since REV only findings in docs changed since REV's merge base with HEAD (working tree
                      included), or in docs that reference a changed path
  --sarif FILE        also write SARIF to FILE
  --write-baseline    record every current finding in ${BASELINE_FILE} (then exit 0)
  --prune-baseline    drop the baseline's entries that are gone; never adds one (refused where the
                      scan saw part of the history: a shallow, partial or damaged clone, no git CLI;
                      or where vanished_identifier's time budget cut look-ups)
CI exit codes: 0 nothing fails, 1 findings fail --fail-on, 2 usage or internal error.`;

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

await runCli({
  name: 'doc-hygiene-check',
  help: HELP,
  run: async (argv) => {
    const args = parseArgs(argv, {
      root: { type: 'string' }, 'no-model': { type: 'boolean' }, scope: { type: 'string' }, category: { type: 'string' }, json: { type: 'boolean' },
      ci: { type: 'boolean' }, format: { type: 'string' }, 'fail-on': { type: 'string' }, 'changed-since': { type: 'string' },
      sarif: { type: 'string' }, 'write-baseline': { type: 'boolean' }, 'prune-baseline': { type: 'boolean' },
    });
    if (args.positionals.length) throw new HygieneError('USAGE', `unexpected argument ${args.positionals[0]}`);
    const ciOnly = ['format', 'fail-on', 'changed-since', 'sarif', 'write-baseline', 'prune-baseline'].filter((f) => args.flags[f] !== undefined);
    if (args.flags.ci) return runGate(args);
    if (ciOnly.length) throw new HygieneError('USAGE', `--${ciOnly[0]} needs --ci`);
    const category = stringFlag(args, 'category');
    if (category !== undefined && !CATEGORY_FILTERS.includes(category))
      throw new HygieneError('USAGE', `--category must be one of ${CATEGORY_FILTERS.join(', ')}`);
    const project = await openProject(stringFlag(args, 'root') ?? process.cwd());
    const { root } = project;
    const r = await runCheck({ root, config: project.config, scope: stringFlag(args, 'scope'), category, tool_version: toolVersion(), scan: (_root, scope) => runScan({ project, scope }) });
    if (r.stage !== 'ok') {
      process.stderr.write(`doc-hygiene-check: no report written (${r.stage} failed); the previous report is kept:\n` +
        r.violations.map((v) => `  ${formatViolation(v)}\n`).join('') + (r.scratch ? `  scratch report left in ${r.scratch}\n` : ''));
      return EXIT.INVALID;
    }
    const rep = r.report!;
    const auto = rep.entries.filter((e) => e.safety_tier === 'auto').length;
    const t = r.rollup!.total;
    if (args.flags.json) {
      await writeStdout(JSON.stringify({
        generated_at: rep.generated_at, files_scanned: rep.scan.files_scanned, shortlisted: rep.shortlist.length,
        entries: rep.entries.length, auto, confirm: rep.entries.length - auto, needs_classification: r.unclassified,
        tokens: t, report_json: r.report_json, report_md: r.report_md,
      }, null, 2) + '\n');
    } else {
      const rel = (p: string) => relative(process.cwd(), p) || p;
      await writeStdout(
        `doc-hygiene check (model-free) of ${root}\n` +
        `  ${rep.scan.files_scanned} files scanned, ${rep.shortlist.length} shortlisted\n` +
        `  ${count(rep.entries.length, 'entry', 'entries')} (${auto} auto, ${rep.entries.length - auto} confirm), ${count(r.unclassified.length, 'file needs', 'files need')} classification\n` +
        `  ~${t.weighted_tokens} tokens saved per session, up to ~${t.on_demand_tokens} more in on-demand docs\n` +
        `  ${rel(r.report_md!)}\n  ${rel(r.report_json!)}\n` +
        (rep.entries.length ? `Next: /hygiene clean applies the auto entries and asks about the rest.\n` : ''),
      );
    }
    return EXIT.OK;
  },
});

/** The CI gate: every failure that is not a finding (usage, a malformed baseline, a crash) exits 2. */
async function runGate(args: ReturnType<typeof parseArgs>): Promise<number> {
  try {
    if (args.flags.category !== undefined || args.flags.json) throw new HygieneError('USAGE', '--ci takes --format instead of --json and --category');
    const format = (stringFlag(args, 'format') ?? 'text') as Format;
    if (!FORMATS.includes(format)) throw new HygieneError('USAGE', `--format must be one of ${FORMATS.join(', ')}`);
    if (args.flags['write-baseline'] && args.flags['prune-baseline']) throw new HygieneError('USAGE', '--write-baseline and --prune-baseline exclude each other');
    const project = await openProject(stringFlag(args, 'root') ?? process.cwd());
    const { root } = project;
    const r = await runCi({
      root,
      scope: stringFlag(args, 'scope'),
      failOn: stringFlag(args, 'fail-on'),
      changedSince: stringFlag(args, 'changed-since'),
      baseline: args.flags['write-baseline'] ? 'write' : args.flags['prune-baseline'] ? 'prune' : undefined,
      scan: (_start, scope) => runScan({ project, scope }),
    });
    const sarifFile = stringFlag(args, 'sarif');
    if (sarifFile !== undefined) writeFileAtomic(sarifFile, render('sarif', r, toolVersion()));
    await writeStdout(render(format, r, toolVersion()));
    if (r.baseline_written) return EXIT.OK;
    return r.failing.size > 0 ? 1 : EXIT.OK;
  } catch (err) {
    const msg = err instanceof HygieneError ? `${err.location ? err.location + ': ' : ''}${err.message}` : `internal error: ${err instanceof Error ? err.message : String(err)}`;
    process.stderr.write(`doc-hygiene-check: ${msg}\n`);
    if (err instanceof HygieneError && err.code === 'USAGE') process.stderr.write(`Run 'doc-hygiene-check --help' for usage.\n`);
    return EXIT.USAGE;
  }
}
