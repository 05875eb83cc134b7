// `scanner` (dist/scanner.mjs): the scan stage's artifact, or --explain for one doc.
import { resolve } from 'node:path';
import { listFlag, noPositionals, rootFlag, stringFlag, type ParsedArgs } from '../../shared/args.ts';
import { CONFIG_OPTION, ROOT_OPTION, writeStdout, type CliContext, type CliSpec } from '../../shared/cli.ts';
import { EXIT } from '../../shared/errors.ts';
import { runScan } from '../../scan/run-scan.ts';
import { openProject } from '../../scan/project.ts';
import { assertStateTrusted } from '../../state/state-trust.ts';
import { serializeArtifact } from '../../scan/artifact.ts';
import { explainText, type ExplainRecord } from '../../scan/explain.ts';
import { SIGNALS } from '../../scan/signals/index.ts';
import { scanProgress } from './scan-progress.ts';

/** The signal names for the help text (from the registry, so the list cannot go stale). */
const SIGNAL_LIST = SIGNALS.map((s) => s.name).join(', ') + '.';

export const scannerCommand: CliSpec = {
  name: 'scanner',
  summary: "Scans the project's docs and prints one JSON artifact on stdout (schema: dist/schemas/scan.schema.json). The same input gives byte-identical output.",
  usage: ['[--root DIR] [--globs G ...] [--exclude DIR ...] [--scope GLOB_OR_PATH] [--no-history] [--config FILE] [--explain PATH] [--quiet]'],
  description:
    'The artifact: { project_root, scope_globs, excluded_dirs, scope, files_scanned, shortlist, per_session, signals, docs, sites, notes }.\n\n' +
    `Signals: ${SIGNAL_LIST}`,
  options: {
    root: ROOT_OPTION,
    globs: { type: 'list', arg: 'G', help: 'scope globs, replacing .dochygiene.yaml scan.globs (default: .md, .markdown in any letter case, .mdx, and CLAUDE.md)' },
    exclude: { type: 'list', arg: 'DIR', help: 'excluded folders, replacing scan.exclude_dirs (node_modules and .git always; gitignored paths are never scanned)' },
    scope: { type: 'string', arg: 'X', help: 'narrow the scan to a glob or a project-relative path prefix' },
    'no-history': { type: 'boolean', help: 'do not read git history' },
    config: CONFIG_OPTION,
    explain: {
      type: 'string',
      arg: 'PATH',
      help:
        'instead of the artifact, print for one doc (project-relative) its role and the rule that gave it, each signal considered, and why each ' +
        'fired or stayed silent (the role gate, not applicable, ran and found nothing)',
    },
    quiet: { type: 'boolean', help: 'no progress on stderr' },
  },
  exitCodes: '0 artifact printed, 1 the scan failed, 2 usage error.',
  run: async (args: ParsedArgs, ctx: CliContext) => {
    noPositionals(args);
    const explainPath = stringFlag(args, 'explain')?.replace(/^\.\//, '');
    const explain: ExplainRecord | undefined = explainPath !== undefined ? { path: explainPath, verdicts: [] } : undefined;
    const startDir = rootFlag(args);
    const config = stringFlag(args, 'config');
    const project = await openProject(startDir, config === undefined ? undefined : resolve(config));
    await assertStateTrusted(project.root); // before the scan: it reads and writes the history cache
    const artifact = await runScan({
      project,
      startDir,
      globs: listFlag(args, 'globs'),
      exclude: listFlag(args, 'exclude'),
      scope: stringFlag(args, 'scope'),
      history: args.flags['no-history'] !== true,
      onProgress: scanProgress(ctx),
      ...(explain ? { explain } : {}),
    });
    ctx.status();
    if (explain) {
      const p = explain.path;
      await writeStdout(explainText(p, artifact.docs[p]?.role, explain, artifact.signals[p] ?? [], artifact.shortlist.includes(p)));
      return EXIT.OK;
    }
    await writeStdout(serializeArtifact(artifact));
    return EXIT.OK;
  },
};
