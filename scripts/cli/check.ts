#!/usr/bin/env node
import { relative } from 'node:path';
import { parseArgs, stringFlag } from '../shared/args.ts';
import { runCli, writeStdout } from '../shared/cli.ts';
import { EXIT, HygieneError, formatViolation } from '../shared/errors.ts';
import { toolVersion } from '../shared/manifest.ts';
import { CATEGORY_FILTERS } from '../report/build-report.ts';
import { runCheck } from '../check/run-check.ts';
import { runScan } from '../scan/run-scan.ts';
import { openProject } from '../scan/project.ts';

const HELP = `Usage: doc-hygiene-check [--root DIR] [--no-model] [--scope GLOB_OR_PATH] [--category C] [--json]

The model-free check: scans the project's docs, proposes only the edits the scanner proves (a link to
a file git history shows moved -> replace-text; an exact duplicate block -> dedupe to its canonical
copy), builds and validates the report on a scratch path, then writes .dochygiene/report.json and
.dochygiene/report.md and stamps last_check. Other signal-bearing files are listed in report.md as
needing classification (run /hygiene check in Claude Code for that). No model is called.

Options:
  --root DIR        the project (default: the git toplevel of the current directory)
  --no-model        no classifier (always the case here; accepted for explicitness)
  --scope X         narrow the scan to a glob or a path prefix
  --category C      keep only entries of class stale|bloat or of one subtype
  --json            print a JSON summary instead of text
  --help            show this help

Exit codes: 0 report written, 1 refused or invalid (the previous report is kept), 2 usage error.`;

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

await runCli({
  name: 'doc-hygiene-check',
  help: HELP,
  run: async (argv) => {
    const args = parseArgs(argv, { root: { type: 'string' }, 'no-model': { type: 'boolean' }, scope: { type: 'string' }, category: { type: 'string' }, json: { type: 'boolean' } });
    if (args.positionals.length) throw new HygieneError('USAGE', `unexpected argument ${args.positionals[0]}`);
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
