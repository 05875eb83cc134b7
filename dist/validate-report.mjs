import { createRequire as __dhCreateRequire } from 'node:module'; const require = __dhCreateRequire(import.meta.url);
import {
  loadReportFile
} from "./chunks/chunk-GUHQLK5X.mjs";
import "./chunks/chunk-YIRSMZBC.mjs";
import "./chunks/chunk-Z45Y2YWL.mjs";
import "./chunks/chunk-ERKIDGZ2.mjs";
import "./chunks/chunk-VFCBVGFI.mjs";
import {
  parseArgs,
  runCli,
  writeStdout
} from "./chunks/chunk-WTUKGVID.mjs";
import "./chunks/chunk-MT66A3VG.mjs";
import {
  EXIT,
  HygieneError,
  formatViolation
} from "./chunks/chunk-FC3EPPNQ.mjs";
import "./chunks/chunk-6K57MRJR.mjs";

// scripts/cli/validate-report.ts
var HELP = `Usage: validate-report <report.json> [--json]

Validates a doc-hygiene machine report against the published schema (schemas/report.schema.json)
and the cross-field rules: entries are in the shortlist, exact_edit is present iff op_type is
deterministic, kind booleans match the kind table, safety_tier equals the derived tier, every path
is project-relative and outside .git/, promotion candidates point at served_when entries.

Options:
  --json    print {"valid": bool, "violations": [{location, code, message}]} on stdout
  --help    show this help

Exit codes: 0 valid, 1 invalid (every violation listed with its location), 2 usage error.`;
await runCli({
  name: "validate-report",
  help: HELP,
  run: async (argv) => {
    let args = parseArgs(argv, { json: { type: "boolean" } });
    if (args.positionals.length !== 1) throw new HygieneError("USAGE", "expected exactly one report path");
    let path = args.positionals[0], loaded;
    try {
      loaded = loadReportFile(path);
    } catch (err) {
      throw new HygieneError("USAGE", `cannot read ${path}: ${err.code ?? err.message}`);
    }
    let valid = loaded.violations.length === 0;
    return args.flags.json ? await writeStdout(JSON.stringify({ valid, violations: loaded.violations }, null, 2) + `
`) : valid ? await writeStdout(`valid: ${path} (${loaded.report.entries.length} entries)
`) : await writeStdout(`invalid: ${path} (${loaded.violations.length} violation${loaded.violations.length === 1 ? "" : "s"})
` + loaded.violations.map((v) => `  ${formatViolation(v)}
`).join("")), valid ? EXIT.OK : EXIT.INVALID;
  }
});
