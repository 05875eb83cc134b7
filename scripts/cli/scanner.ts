#!/usr/bin/env node
import { listFlag, parseArgs, stringFlag } from '../shared/args.ts';
import { runCli, writeStdout } from '../shared/cli.ts';
import { EXIT, HygieneError } from '../shared/errors.ts';
import { runScan } from '../scan/run-scan.ts';
import { openProject } from '../scan/project.ts';
import { assertStateTrusted } from '../state/state-trust.ts';
import { serializeArtifact } from '../scan/artifact.ts';
import { explainText, type ExplainRecord } from '../scan/explain.ts';
import { SIGNALS } from '../scan/signals/index.ts';

/** The signal names, wrapped for the help text (from the registry, so the list cannot go stale). */
const SIGNAL_LIST = SIGNALS.map((s) => s.name).join(', ').replace(/(.{1,96})(?:, |$)/g, '$1,\n').replace(/,\n$/, '.');

const HELP = `Usage: scanner [--root DIR] [--globs G ...] [--exclude DIR ...] [--scope GLOB_OR_PATH] [--no-history] [--explain PATH]

Scans the project's docs and prints one JSON artifact on stdout (schema: dist/schemas/scan.schema.json):
{ project_root, scope_globs, excluded_dirs, scope, files_scanned, shortlist, per_session, signals, docs,
sites, notes }.
Signals:
${SIGNAL_LIST}
The same input gives byte-identical output.

Options:
  --root DIR          where to start: the project root is its git toplevel (default: current directory)
  --globs G ...       scope globs, replacing .dochygiene.yaml scan.globs (default: .md, .markdown
                      in any letter case, .mdx, and CLAUDE.md)
  --exclude DIR ...   excluded folders, replacing scan.exclude_dirs (node_modules and .git always;
                      gitignored paths are never scanned)
  --scope X           narrow the scan to a glob or a project-relative path prefix
  --no-history        do not read git history
  --explain PATH      instead of the artifact, print for one doc (project-relative) its role and the
                      rule that gave it, each signal considered, and why each fired or stayed silent
                      (the role gate, not applicable, ran and found nothing)
  --help              show this help

Exit codes: 0 artifact printed, 1 the scan failed, 2 usage error.`;

await runCli({
  name: 'scanner',
  help: HELP,
  run: async (argv) => {
    const args = parseArgs(argv, {
      root: { type: 'string' },
      globs: { type: 'list' },
      exclude: { type: 'list' },
      scope: { type: 'string' },
      'no-history': { type: 'boolean' },
      explain: { type: 'string' },
    });
    if (args.positionals.length) throw new HygieneError('USAGE', `unexpected argument ${args.positionals[0]}`);
    const explainPath = stringFlag(args, 'explain')?.replace(/^\.\//, '');
    const explain: ExplainRecord | undefined = explainPath !== undefined ? { path: explainPath, verdicts: [] } : undefined;
    const tty = process.stderr.isTTY === true;
    const startDir = stringFlag(args, 'root') ?? process.cwd();
    const project = await openProject(startDir);
    await assertStateTrusted(project.root); // before the scan: it reads and writes the history cache
    const artifact = await runScan({
      project,
      startDir,
      globs: listFlag(args, 'globs'),
      exclude: listFlag(args, 'exclude'),
      scope: stringFlag(args, 'scope'),
      history: args.flags['no-history'] !== true,
      onProgress: tty ? (done, total) => process.stderr.write(`\rscanner: ${done}/${total} docs`) : undefined,
      ...(explain ? { explain } : {}),
    });
    if (tty) process.stderr.write('\n');
    if (explain) {
      const p = explain.path;
      await writeStdout(explainText(p, artifact.docs[p]?.role, explain, artifact.signals[p] ?? [], artifact.shortlist.includes(p)));
      return EXIT.OK;
    }
    await writeStdout(serializeArtifact(artifact));
    return EXIT.OK;
  },
});
