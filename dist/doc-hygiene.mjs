#!/usr/bin/env node
import { createRequire as __dhCreateRequire } from 'node:module'; const require = __dhCreateRequire(import.meta.url);
import {
  runCommand
} from "./chunks/chunk-Q5DWSZJV.mjs";
import {
  HygieneError
} from "./chunks/chunk-6ISAVYID.mjs";
import "./chunks/chunk-6K57MRJR.mjs";

// scripts/cli/doc-hygiene.ts
var apply = (cmd2, summary) => ({
  summary,
  run: async (argv) => runCommand((await import("./chunks/apply-edits-LA3ZCPXU.mjs")).applyEditsCommand, [cmd2, ...argv], "doc-hygiene")
}), ROUTES = {
  check: {
    summary: "the model-free check: scan, scanner-proven edits, .dochygiene/report.json and report.md (doc-hygiene-check)",
    run: async (argv, prog) => (await import("./chunks/check-XHCHT7S4.mjs")).runCheckCli(argv, prog)
  },
  ci: { summary: "the CI gate: findings, baseline, --changed-since, text / json / sarif / github", run: async (argv, prog) => runCommand((await import("./chunks/ci-W5G6BYFZ.mjs")).ciCommand, argv, prog) },
  apply: apply("apply", "apply the report's auto entries (--tier auto) or granted ones (--ids ID...), journaled"),
  undo: apply("undo", "restore every file the last apply changed"),
  plan: apply("plan", "what apply would do with each entry (auto / confirm / generative / skipped)"),
  preview: apply("preview", "the diff one entry would make"),
  grant: apply("grant", "record a person's approval of a confirm entry"),
  audit: apply("audit", "verify the hash chain of .dochygiene/audit.jsonl"),
  status: { summary: "last check, clean and reminder; the current report (read-only)", run: async (argv, prog) => runCommand((await import("./chunks/status-DD6OZRLY.mjs")).statusCommand, argv, prog) },
  context: { summary: "what each coding agent loads per folder: files, tokens, problems", run: async (argv, prog) => runCommand((await import("./chunks/context-OSMYC4SC.mjs")).contextCommand, argv, prog) },
  init: { summary: "write a starter .dochygiene.yaml (never overwrites)", run: async (argv, prog) => runCommand((await import("./chunks/init-DTE2VN24.mjs")).initCommand, argv, prog) },
  scan: { summary: "the scanner's JSON artifact (dist/scanner.mjs)", run: async (argv, prog) => runCommand((await import("./chunks/scanner-IFCX3IB5.mjs")).scannerCommand, argv, prog) }
}, umbrella = {
  name: "doc-hygiene",
  summary: "Keeps a repository's agent-facing docs true and lean, without Claude Code: check, apply the auto fixes, undo; gate CI.",
  usage: ["<command> [options]", "<command> --help"],
  description: `The model-free flow: doc-hygiene check, then doc-hygiene apply --tier auto, and doc-hygiene undo to take it back.
In CI: doc-hygiene ci --format github --sarif doc-hygiene.sarif.`,
  commands: Object.entries(ROUTES).map(([name, r]) => [name, r.summary]),
  options: {},
  exitCodes: "the command's (0 ok, 1 refused or invalid, or for ci: findings fail; 2 usage error).",
  run: (args) => {
    throw new HygieneError("USAGE", args.positionals[0] ? `unknown command ${args.positionals[0]}` : `a command is required: ${Object.keys(ROUTES).join(", ")}`);
  }
}, [cmd, ...rest] = process.argv.slice(2);
cmd === "help" && ([cmd, rest] = rest[0] !== void 0 ? [rest[0], ["--help"]] : ["--help", []]);
var route = cmd !== void 0 ? ROUTES[cmd] : void 0;
process.exitCode = route ? await route.run(rest, `doc-hygiene ${cmd}`) : await runCommand(umbrella, cmd === void 0 ? [] : [cmd, ...rest]);
