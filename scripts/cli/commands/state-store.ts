// `state-store` (dist/state-store.mjs): the only writer of .dochygiene/.
import { rootFlag } from '../../shared/args.ts';
import { JSON_OPTION, ROOT_OPTION, writeStdout, type CliSpec } from '../../shared/cli.ts';
import { EXIT, HygieneError, formatViolation } from '../../shared/errors.ts';
import { count } from '../../shared/words.ts';
import { findProjectRoot } from '../../git/root.ts';
import { readRegularFile } from '../../shared/read-bounded.ts';
import { assertStateTrusted } from '../../state/state-trust.ts';
import { readState, STAMP_KEYS, type StampKey } from '../../state/state.ts';
import { setStamp, writeReport, recover, storeStatus } from '../../state/state-store.ts';
import { makeScratch } from '../../state/scratch.ts';

const STAMP_OF: Record<string, StampKey> = Object.fromEntries(STAMP_KEYS.map((k) => [k.replace('_', '-'), k]));

/** A report file named on the command line: a regular file (never a FIFO or a device), bounded. */
const MAX_INPUT_BYTES = 256 * 1024 * 1024;

function readInput(path: string): Buffer {
  const read = readRegularFile(path, MAX_INPUT_BYTES, { followSymlink: true });
  if (!read.ok) throw new HygieneError('USAGE', `cannot read ${path}: it ${read.reason}`);
  return read.bytes;
}

export const stateStoreCommand: CliSpec = {
  name: 'state-store',
  summary:
    'The only writer of .dochygiene/ (state.json, report.json, report.md, scratch folders). Every write is atomic and taken under the ' +
    'project lock (.dochygiene/lock); .dochygiene/ ignores itself with its own .gitignore.',
  usage: ['[--root DIR] <command> [args] [--json]'],
  commands: [
    ['get-last-check | get-last-clean | get-last-reminded', 'print the stamp (ISO-8601), or nothing when never set'],
    ['set-last-check ISO | set-last-clean ISO | set-last-reminded ISO', 'set a stamp'],
    [
      'write-report JSON MD',
      'replace the report pair with these files. report.json is validated first and report.md must name its digest (<!-- report.json sha256: ... -->); ' +
        'an invalid pair is refused and the previous pair is kept. A crash at any instant leaves the old pair or the new one.',
    ],
    ['status', 'the stamps and whether a matched report pair exists (read-only)'],
    ['recover', 'finish or undo an interrupted write-report'],
    [
      'scratch',
      "make a scratch folder for a skill's intermediate files and print its path: .dochygiene/tmp/<stamp>-<random>/ (scratch folders older than a day are removed first)",
    ],
  ],
  options: { root: ROOT_OPTION, json: { ...JSON_OPTION, help: 'machine-readable output (get-*, status)' } },
  exitCodes: '0 ok, 1 refused (invalid report, mismatched pair, locked), 2 usage error.',
  run: async (args) => {
    const [cmd, ...rest] = args.positionals;
    if (!cmd) throw new HygieneError('USAGE', 'expected a command');
    const { root } = await findProjectRoot(rootFlag(args));
    await assertStateTrusted(root);
    const json = args.flags.json === true;
    const arity = (n: number) => {
      if (rest.length !== n) throw new HygieneError('USAGE', `${cmd} takes ${count(n, 'argument')}`);
    };
    const m = /^(get|set)-(last-check|last-clean|last-reminded)$/.exec(cmd);
    if (m) {
      const key = STAMP_OF[m[2]!]!;
      if (m[1] === 'get') {
        arity(0);
        const v = readState(root)[key];
        await writeStdout(json ? JSON.stringify({ [key]: v }) + '\n' : v ? `${v}\n` : '');
      } else {
        arity(1);
        setStamp(root, key, rest[0]!);
      }
      return EXIT.OK;
    }
    switch (cmd) {
      case 'scratch': {
        arity(0);
        await writeStdout(makeScratch(root) + '\n');
        return EXIT.OK;
      }
      case 'write-report': {
        arity(2);
        const jsonBuf = readInput(rest[0]!);
        const md = readInput(rest[1]!);
        const { validateReport } = await import('../../validate/validate-report.ts');
        const validate = (b: Buffer) => {
          let v: unknown;
          try {
            v = JSON.parse(b.toString('utf8'));
          } catch (err) {
            return [`report.json is not valid JSON: ${(err as Error).message}`];
          }
          return validateReport(v).map(formatViolation);
        };
        const { json_sha256 } = writeReport(root, jsonBuf, md, validate);
        await writeStdout(`wrote .dochygiene/report.json (sha256 ${json_sha256}) and .dochygiene/report.md\n`);
        return EXIT.OK;
      }
      case 'status': {
        arity(0);
        const s = storeStatus(root);
        if (json) await writeStdout(JSON.stringify(s, null, 2) + '\n');
        else {
          const r = s.report;
          const report = r.status === 'none' ? 'none' : r.status === 'ok' ? `${r.entries === undefined ? '? entries' : count(r.entries, 'entry', 'entries')}, generated ${r.generated_at ?? '?'}` : `MISMATCHED (${r.problem})`;
          await writeStdout(`last check:    ${s.last_check ?? 'never'}\nlast clean:    ${s.last_clean ?? 'never'}\nlast reminded: ${s.last_reminded ?? 'never'}\nreport:        ${report}\n` + (s.state_problem ? `warning: ${s.state_problem}\n` : ''));
        }
        return s.report.status === 'mismatched' ? EXIT.INVALID : EXIT.OK;
      }
      case 'recover': {
        arity(0);
        await writeStdout(`${recover(root)}\n`);
        return EXIT.OK;
      }
      default:
        throw new HygieneError('USAGE', `unknown command ${cmd}`);
    }
  },
};
