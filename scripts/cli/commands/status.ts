// `doc-hygiene status` (dist/status.mjs, `/hygiene status`): last check, clean and reminder, and the
// current report pair. Read-only.
import { noPositionals, rootFlag, stringFlag } from '../../shared/args.ts';
import { JSON_OPTION, ROOT_OPTION, writeStdout, type CliSpec } from '../../shared/cli.ts';
import { EXIT, HygieneError } from '../../shared/errors.ts';
import { findGitRoot } from '../../reminder/project-root.ts';
import { collectStatus, formatStatus } from '../../reminder/status-info.ts';

export const statusCommand: CliSpec = {
  name: 'status',
  summary: "doc-hygiene's state for a project (read-only: no scan, no model).",
  usage: ['[--root DIR] [--json] [--now ISO]'],
  description:
    'Shows last check, last clean, last reminded, whether .dochygiene/report.json exists and how old it is, its entries by tier\n' +
    '(auto / confirm), and whether report.md belongs to that report.json.',
  options: {
    root: ROOT_OPTION,
    json: { ...JSON_OPTION, help: 'machine output: { project_root, now, last_check, last_clean, last_reminded, state_problem, report, audit }' },
    now: { type: 'string', arg: 'ISO', help: 'the instant ages are measured from (default: now; for reproducible output)' },
  },
  exitCodes: '0 shown, 2 usage error.',
  run: async (args) => {
    noPositionals(args);
    const nowFlag = stringFlag(args, 'now');
    if (nowFlag !== undefined && Number.isNaN(Date.parse(nowFlag))) throw new HygieneError('USAGE', `--now: not an ISO instant: ${nowFlag}`);
    const now = nowFlag ? new Date(nowFlag) : new Date();
    const start = rootFlag(args);
    const info = collectStatus(findGitRoot(start) ?? start, now);
    await writeStdout(args.flags.json ? JSON.stringify(info, null, 2) + '\n' : formatStatus(info));
    return EXIT.OK;
  },
};
