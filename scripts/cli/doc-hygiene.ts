#!/usr/bin/env node
// dist/doc-hygiene.mjs (the `doc-hygiene` bin): one command line for the model-free flow, routing
// to the same commands the dist entries run; each is loaded only when asked for.
import { runCommand, type CliSpec } from '../shared/cli.ts';
import { HygieneError } from '../shared/errors.ts';

type Route = { summary: string; run: (argv: string[], prog: string) => Promise<number> };

const apply = (cmd: string, summary: string): Route => ({
  summary,
  run: async (argv) => runCommand((await import('./commands/apply-edits.ts')).applyEditsCommand, [cmd, ...argv], 'doc-hygiene'),
});

const ROUTES: Record<string, Route> = {
  check: {
    summary: 'the model-free check: scan, scanner-proven edits, .dochygiene/report.json and report.md (doc-hygiene-check)',
    run: async (argv, prog) => (await import('./commands/check.ts')).runCheckCli(argv, prog),
  },
  ci: { summary: 'the CI gate: findings, baseline, --changed-since, text / json / sarif / github', run: async (argv, prog) => runCommand((await import('./commands/ci.ts')).ciCommand, argv, prog) },
  apply: apply('apply', 'apply the report\'s auto entries (--tier auto) or granted ones (--ids ID...), journaled'),
  undo: apply('undo', 'restore every file the last apply changed'),
  plan: apply('plan', 'what apply would do with each entry (auto / confirm / generative / skipped)'),
  preview: apply('preview', 'the diff one entry would make'),
  grant: apply('grant', "record a person's approval of a confirm entry"),
  audit: apply('audit', 'verify the hash chain of .dochygiene/audit.jsonl'),
  status: { summary: 'last check, clean and reminder; the current report (read-only)', run: async (argv, prog) => runCommand((await import('./commands/status.ts')).statusCommand, argv, prog) },
  context: { summary: 'what each coding agent loads per folder: files, tokens, problems', run: async (argv, prog) => runCommand((await import('./commands/context.ts')).contextCommand, argv, prog) },
  init: { summary: 'write a starter .dochygiene.yaml (never overwrites)', run: async (argv, prog) => runCommand((await import('./commands/init.ts')).initCommand, argv, prog) },
  scan: { summary: 'the scanner\'s JSON artifact (dist/scanner.mjs)', run: async (argv, prog) => runCommand((await import('./commands/scanner.ts')).scannerCommand, argv, prog) },
};

const umbrella: CliSpec = {
  name: 'doc-hygiene',
  summary: "Keeps a repository's agent-facing docs true and lean, without Claude Code: check, apply the auto fixes, undo; gate CI.",
  usage: ['<command> [options]', '<command> --help'],
  description: 'The model-free flow: doc-hygiene check, then doc-hygiene apply --tier auto, and doc-hygiene undo to take it back.\nIn CI: doc-hygiene ci --format github --sarif doc-hygiene.sarif.',
  commands: Object.entries(ROUTES).map(([name, r]) => [name, r.summary] as const),
  options: {},
  exitCodes: "the command's (0 ok, 1 refused or invalid, or for ci: findings fail; 2 usage error).",
  run: (args) => {
    throw new HygieneError('USAGE', args.positionals[0] ? `unknown command ${args.positionals[0]}` : `a command is required: ${Object.keys(ROUTES).join(', ')}`);
  },
};

let [cmd, ...rest] = process.argv.slice(2);
// `doc-hygiene help check` is `doc-hygiene check --help`.
if (cmd === 'help') [cmd, rest] = rest[0] !== undefined ? [rest[0], ['--help']] : ['--help', []];
const route = cmd !== undefined ? ROUTES[cmd] : undefined;
process.exitCode = route ? await route.run(rest, `doc-hygiene ${cmd}`) : await runCommand(umbrella, cmd === undefined ? [] : [cmd, ...rest]);
