// `validate-report` (dist/validate-report.mjs): a report against the schema and the cross-field rules.
import { JSON_OPTION, writeStdout, type CliSpec } from '../../shared/cli.ts';
import { EXIT, HygieneError, formatViolation } from '../../shared/errors.ts';
import { count } from '../../shared/words.ts';
import { loadReportFile } from '../../validate/validate-report.ts';

export const validateReportCommand: CliSpec = {
  name: 'validate-report',
  summary: 'Validates a doc-hygiene machine report against the published schema (schemas/report.schema.json) and the cross-field rules.',
  usage: ['<report.json> [--json]'],
  description:
    'The rules: entries are in the shortlist, exact_edit is present iff op_type is deterministic, kind booleans match the kind table,\n' +
    'safety_tier equals the derived tier, every path is project-relative and outside .git/, promotion candidates point at\n' +
    'served_when entries.',
  options: { json: { ...JSON_OPTION, help: 'print {"valid": bool, "violations": [{location, code, message}]} on stdout' } },
  exitCodes: '0 valid, 1 invalid (every violation listed with its location), 2 usage error.',
  run: async (args) => {
    if (args.positionals.length !== 1) throw new HygieneError('USAGE', 'expected exactly one report path');
    const path = args.positionals[0]!;
    let loaded;
    try {
      loaded = loadReportFile(path);
    } catch (err) {
      throw new HygieneError('USAGE', `cannot read ${path}: ${(err as NodeJS.ErrnoException).code ?? (err as Error).message}`);
    }
    const valid = loaded.violations.length === 0;
    if (args.flags.json) await writeStdout(JSON.stringify({ valid, violations: loaded.violations }, null, 2) + '\n');
    else if (valid) await writeStdout(`valid: ${path} (${count(loaded.report!.entries.length, 'entry', 'entries')})\n`);
    else await writeStdout(`invalid: ${path} (${count(loaded.violations.length, 'violation')})\n` + loaded.violations.map((v) => `  ${formatViolation(v)}\n`).join(''));
    return valid ? EXIT.OK : EXIT.INVALID;
  },
};
