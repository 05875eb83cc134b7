#!/usr/bin/env node
import { createRequire as __dhCreateRequire } from 'node:module'; const require = __dhCreateRequire(import.meta.url);
import {
  loadReportFile
} from "./chunks/chunk-73XJTB4Z.mjs";
import "./chunks/chunk-3MRBJ7GN.mjs";
import "./chunks/chunk-VFCBVGFI.mjs";
import {
  count
} from "./chunks/chunk-C2YHMVOQ.mjs";
import "./chunks/chunk-QVJDJ4Q2.mjs";
import "./chunks/chunk-Z45Y2YWL.mjs";
import "./chunks/chunk-MIYAM7C7.mjs";
import {
  JSON_OPTION,
  runCli,
  writeStdout
} from "./chunks/chunk-Q5DWSZJV.mjs";
import {
  EXIT,
  HygieneError,
  formatViolation
} from "./chunks/chunk-6ISAVYID.mjs";
import "./chunks/chunk-6K57MRJR.mjs";

// scripts/cli/commands/validate-report.ts
var validateReportCommand = {
  name: "validate-report",
  summary: "Validates a doc-hygiene machine report against the published schema (schemas/report.schema.json) and the cross-field rules.",
  usage: ["<report.json> [--json]"],
  description: `The rules: entries are in the shortlist, exact_edit is present iff op_type is deterministic, kind booleans match the kind table,
safety_tier equals the derived tier, every path is project-relative and outside .git/, promotion candidates point at
served_when entries.`,
  options: { json: { ...JSON_OPTION, help: 'print {"valid": bool, "violations": [{location, code, message}]} on stdout' } },
  exitCodes: "0 valid, 1 invalid (every violation listed with its location), 2 usage error.",
  run: async (args) => {
    if (args.positionals.length !== 1) throw new HygieneError("USAGE", "expected exactly one report path");
    let path = args.positionals[0], loaded;
    try {
      loaded = loadReportFile(path);
    } catch (err) {
      throw new HygieneError("USAGE", `cannot read ${path}: ${err.code ?? err.message}`);
    }
    let valid = loaded.violations.length === 0;
    return args.flags.json ? await writeStdout(JSON.stringify({ valid, violations: loaded.violations }, null, 2) + `
`) : valid ? await writeStdout(`valid: ${path} (${count(loaded.report.entries.length, "entry", "entries")})
`) : await writeStdout(`invalid: ${path} (${count(loaded.violations.length, "violation")})
` + loaded.violations.map((v) => `  ${formatViolation(v)}
`).join("")), valid ? EXIT.OK : EXIT.INVALID;
  }
};

// scripts/cli/validate-report.ts
await runCli(validateReportCommand);
