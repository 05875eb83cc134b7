import { parseArgs } from '../shared/args.ts';
import { runCli, writeStdout } from '../shared/cli.ts';
import { EXIT, HygieneError, formatViolation } from '../shared/errors.ts';
import { loadReportFile } from '../validate/validate-report.ts';

const HELP = `Usage: validate-report <report.json> [--json]

Validates a doc-hygiene machine report against the published schema (schemas/report.schema.json)
and the cross-field rules: entries are in the shortlist, exact_edit is present iff op_type is
deterministic, kind booleans match the kind table, safety_tier equals the derived tier, every path
is project-relative and outside .git/, promotion candidates point at served_when entries.

Options:
  --json    print {"valid": bool, "violations": [{location, code, message}]} on stdout
  --help    show this help

Exit codes: 0 valid, 1 invalid (every violation listed with its location), 2 usage error.`;

await runCli({
  name: 'validate-report',
  help: HELP,
  run: async (argv) => {
    const args = parseArgs(argv, { json: { type: 'boolean' } });
    if (args.positionals.length !== 1) throw new HygieneError('USAGE', 'expected exactly one report path');
    const path = args.positionals[0]!;
    let loaded;
    try {
      loaded = loadReportFile(path);
    } catch (err) {
      throw new HygieneError('USAGE', `cannot read ${path}: ${(err as NodeJS.ErrnoException).code ?? (err as Error).message}`);
    }
    const valid = loaded.violations.length === 0;
    if (args.flags.json) {
      await writeStdout(JSON.stringify({ valid, violations: loaded.violations }, null, 2) + '\n');
    } else if (valid) {
      await writeStdout(`valid: ${path} (${loaded.report!.entries.length} entries)\n`);
    } else {
      await writeStdout(`invalid: ${path} (${loaded.violations.length} violation${loaded.violations.length === 1 ? '' : 's'})\n` +
        loaded.violations.map((v) => `  ${formatViolation(v)}\n`).join(''));
    }
    return valid ? EXIT.OK : EXIT.INVALID;
  },
});
