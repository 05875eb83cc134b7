// `sweep` (dist/sweep.mjs): the scripted steps of /hygiene sweep (the lifecycle-only pass).
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { rootFlag, stringFlag } from '../../shared/args.ts';
import { CONFIG_OPTION, ROOT_OPTION, readJsonFile, writeStdout, type CliSpec } from '../../shared/cli.ts';
import { EXIT, HygieneError } from '../../shared/errors.ts';
import { writeFileAtomic } from '../../shared/atomic-write.ts';
import { findProjectRoot } from '../../git/root.ts';
import { assertStateTrusted } from '../../state/state-trust.ts';
import { runScan } from '../../scan/run-scan.ts';
import { withConfig } from '../../scan/project.ts';
import type { ScanArtifact } from '../../contract/stage-types.ts';
import type { Report } from '../../contract/types.ts';
import { planSweep, renderSummary, sweepSummary, type PlanRow } from '../../propose/sweep.ts';

export const sweepCommand: CliSpec = {
  name: 'sweep',
  summary: 'The scripted steps of /hygiene sweep, the lifecycle-only pass. Nothing here writes into the project.',
  usage: ['scan --out DIR [--root DIR] [--scope X] [--config FILE]', 'summary --dir DIR [--root DIR]'],
  commands: [
    [
      'scan',
      'Scans the project, keeps only lifecycle evidence (the rulebook of .dochygiene.yaml and the built-in OpenSpec checks), and writes ' +
        'DIR/scan.json (shortlist = lifecycle candidates), DIR/proposals-deterministic.json (the scanner-proven deletes) and DIR/judge.json. ' +
        'Prints a count line, then one "JUDGE {json}" line per served_when candidate: a classifier decides whether the condition holds and, ' +
        'when it does, returns its proposal_if_served.',
    ],
    [
      'summary',
      'After the clean: what was deleted, what was kept and why (reads DIR/scan.json, DIR/out/report.json and, when present, ' +
        'DIR/plan-after.json from apply-edits plan).',
    ],
  ],
  options: {
    root: ROOT_OPTION,
    out: { type: 'string', arg: 'DIR', help: 'scan: the folder the three files go to' },
    dir: { type: 'string', arg: 'DIR', help: 'summary: the folder scan wrote' },
    scope: { type: 'string', arg: 'X', help: 'scan: narrow the scan to a glob or a path prefix' },
    config: CONFIG_OPTION,
  },
  exitCodes: '0 ok, 1 refused or invalid, 2 usage error.',
  run: async (args) => {
    const [cmd, ...rest] = args.positionals;
    if (rest.length) throw new HygieneError('USAGE', `unexpected argument ${rest[0]}`);
    const found = await findProjectRoot(rootFlag(args));
    const { root } = found;
    await assertStateTrusted(root); // the scan reads and writes the history cache
    if (cmd === 'scan') {
      const out = stringFlag(args, 'out');
      if (!out) throw new HygieneError('USAGE', 'scan needs --out DIR');
      const config = stringFlag(args, 'config');
      const full: ScanArtifact = await runScan({ project: withConfig(found, config === undefined ? undefined : resolve(config)), scope: stringFlag(args, 'scope') });
      const plan = planSweep(full);
      const dir = resolve(out);
      writeFileAtomic(join(dir, 'scan.json'), JSON.stringify(plan.scan, null, 2) + '\n');
      writeFileAtomic(join(dir, 'proposals-deterministic.json'), JSON.stringify(plan.deterministic, null, 2) + '\n');
      writeFileAtomic(join(dir, 'judge.json'), JSON.stringify(plan.judge, null, 2) + '\n');
      const lines = [
        `lifecycle candidates ${plan.scan.shortlist.length}, proven deletes ${plan.deterministic.proposals.length}, to judge ${plan.judge.length}, OpenSpec changes to archive ${plan.completed.length}`,
        ...plan.judge.map((j) => `JUDGE ${JSON.stringify(j)}`),
      ];
      await writeStdout(lines.join('\n') + '\n');
      return EXIT.OK;
    }
    if (cmd === 'summary') {
      const d = stringFlag(args, 'dir');
      if (!d) throw new HygieneError('USAGE', 'summary needs --dir DIR');
      const dir = resolve(d);
      const scan = readJsonFile(join(dir, 'scan.json'), 'the sweep scan') as ScanArtifact;
      const reportPath = join(dir, 'out', 'report.json');
      const report = existsSync(reportPath) ? (readJsonFile(reportPath, 'the sweep report') as Report) : undefined;
      const planPath = join(dir, 'plan-after.json');
      const plan = existsSync(planPath) ? (readJsonFile(planPath, 'the plan') as { entries: PlanRow[] }).entries : undefined;
      const summary = sweepSummary({ scan, report, plan, exists: (p) => existsSync(join(root, ...p.split('/'))) });
      await writeStdout(renderSummary(summary));
      return EXIT.OK;
    }
    throw new HygieneError('USAGE', cmd ? `unknown command ${cmd}` : 'a command is required: scan or summary');
  },
};
