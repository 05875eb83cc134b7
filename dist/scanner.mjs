#!/usr/bin/env node
import { createRequire as __dhCreateRequire } from 'node:module'; const require = __dhCreateRequire(import.meta.url);
import {
  SIGNALS,
  explainText,
  openProject,
  runScan,
  serializeArtifact
} from "./chunks/chunk-7LXVNGLN.mjs";
import "./chunks/chunk-U5OHGRJB.mjs";
import "./chunks/chunk-EAESETKJ.mjs";
import "./chunks/chunk-XQDF6ZKF.mjs";
import "./chunks/chunk-YVT32W6E.mjs";
import "./chunks/chunk-3FWQVS7Z.mjs";
import "./chunks/chunk-PKHHBPBW.mjs";
import "./chunks/chunk-JCWKA64J.mjs";
import "./chunks/chunk-Z45Y2YWL.mjs";
import "./chunks/chunk-KQAQCCUE.mjs";
import "./chunks/chunk-ERKIDGZ2.mjs";
import "./chunks/chunk-TZALMOM2.mjs";
import "./chunks/chunk-IGLDV2XO.mjs";
import {
  assertStateTrusted
} from "./chunks/chunk-ODI7J5P3.mjs";
import "./chunks/chunk-2SEPAG6N.mjs";
import {
  listFlag,
  parseArgs,
  runCli,
  stringFlag,
  writeStdout
} from "./chunks/chunk-WTUKGVID.mjs";
import "./chunks/chunk-6K7LX5MF.mjs";
import "./chunks/chunk-A4CSYVLB.mjs";
import "./chunks/chunk-PLG4TFWS.mjs";
import "./chunks/chunk-MT66A3VG.mjs";
import {
  EXIT,
  HygieneError
} from "./chunks/chunk-FC3EPPNQ.mjs";
import "./chunks/chunk-6K57MRJR.mjs";

// scripts/cli/scanner.ts
var SIGNAL_LIST = SIGNALS.map((s) => s.name).join(", ").replace(/(.{1,96})(?:, |$)/g, `$1,
`).replace(/,\n$/, "."), HELP = `Usage: scanner [--root DIR] [--globs G ...] [--exclude DIR ...] [--scope GLOB_OR_PATH] [--no-history] [--explain PATH]

Scans the project's docs and prints one JSON artifact on stdout (schema: dist/schemas/scan.schema.json):
{ project_root, scope_globs, excluded_dirs, scope, files_scanned, shortlist, per_session, signals, docs,
sites, notes }.
Signals:
${SIGNAL_LIST}
The same input gives byte-identical output.

Options:
  --root DIR          where to start: the project root is its git toplevel (default: current directory)
  --globs G ...       scope globs, replacing .dochygiene.yaml scan.globs (default: .md, .markdown
                      in any letter case, .mdx, and CLAUDE.md)
  --exclude DIR ...   excluded folders, replacing scan.exclude_dirs (node_modules and .git always;
                      gitignored paths are never scanned)
  --scope X           narrow the scan to a glob or a project-relative path prefix
  --no-history        do not read git history
  --explain PATH      instead of the artifact, print for one doc (project-relative) its role and the
                      rule that gave it, each signal considered, and why each fired or stayed silent
                      (the role gate, not applicable, ran and found nothing)
  --help              show this help

Exit codes: 0 artifact printed, 1 the scan failed, 2 usage error.`;
await runCli({
  name: "scanner",
  help: HELP,
  run: async (argv) => {
    let args = parseArgs(argv, {
      root: { type: "string" },
      globs: { type: "list" },
      exclude: { type: "list" },
      scope: { type: "string" },
      "no-history": { type: "boolean" },
      explain: { type: "string" }
    });
    if (args.positionals.length) throw new HygieneError("USAGE", `unexpected argument ${args.positionals[0]}`);
    let explainPath = stringFlag(args, "explain")?.replace(/^\.\//, ""), explain = explainPath !== void 0 ? { path: explainPath, verdicts: [] } : void 0, tty = process.stderr.isTTY === !0, startDir = stringFlag(args, "root") ?? process.cwd(), project = await openProject(startDir);
    await assertStateTrusted(project.root);
    let artifact = await runScan({
      project,
      startDir,
      globs: listFlag(args, "globs"),
      exclude: listFlag(args, "exclude"),
      scope: stringFlag(args, "scope"),
      history: args.flags["no-history"] !== !0,
      onProgress: tty ? (done, total) => process.stderr.write(`\rscanner: ${done}/${total} docs`) : void 0,
      ...explain ? { explain } : {}
    });
    if (tty && process.stderr.write(`
`), explain) {
      let p = explain.path;
      return await writeStdout(explainText(p, artifact.docs[p]?.role, explain, artifact.signals[p] ?? [], artifact.shortlist.includes(p))), EXIT.OK;
    }
    return await writeStdout(serializeArtifact(artifact)), EXIT.OK;
  }
});
