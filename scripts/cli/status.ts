// `/hygiene status`: last check, clean and reminder, and the current report pair. Read-only.
import { resolve } from 'node:path';
import { runCli, writeStdout } from '../shared/cli.ts';
import { parseArgs, stringFlag } from '../shared/args.ts';
import { HygieneError } from '../shared/errors.ts';
import { findGitRoot } from '../reminder/project-root.ts';
import { collectStatus, formatStatus } from '../reminder/status-info.ts';

const HELP = `status: doc-hygiene's state for a project (read-only: no scan, no model)

Usage: node dist/status.mjs [--root DIR] [--json] [--now ISO]

  --root DIR   the project (default: the git root above the current folder, else the current folder)
  --json       machine output: { project_root, now, last_check, last_clean, last_reminded, state_problem, report }
  --now ISO    the instant ages are measured from (default: now; for reproducible output)

Shows last check, last clean, last reminded, whether .dochygiene/report.json exists and how old it is,
its entries by tier (auto / confirm), and whether report.md belongs to that report.json.`;

await runCli({
  name: 'status',
  help: HELP,
  run: async (argv) => {
    const args = parseArgs(argv, { root: { type: 'string' }, json: { type: 'boolean' }, now: { type: 'string' } });
    if (args.positionals.length > 0) throw new HygieneError('USAGE', `unexpected argument ${args.positionals[0]}`);
    const nowFlag = stringFlag(args, 'now');
    if (nowFlag !== undefined && Number.isNaN(Date.parse(nowFlag))) throw new HygieneError('USAGE', `--now: not an ISO instant: ${nowFlag}`);
    const now = nowFlag ? new Date(nowFlag) : new Date();
    const rootFlag = stringFlag(args, 'root');
    const root = rootFlag ? resolve(rootFlag) : (findGitRoot(process.cwd()) ?? process.cwd());
    const info = collectStatus(root, now);
    await writeStdout(args.flags.json ? JSON.stringify(info, null, 2) + '\n' : formatStatus(info));
    return 0;
  },
});
