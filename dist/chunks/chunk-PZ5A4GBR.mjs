import { createRequire as __dhCreateRequire } from 'node:module'; const require = __dhCreateRequire(import.meta.url);
import {
  scanProgress
} from "./chunk-6D625TZO.mjs";
import {
  explainText,
  openProject,
  runScan,
  serializeArtifact
} from "./chunk-L6RSWUXZ.mjs";
import {
  SIGNALS
} from "./chunk-PLTFT22Z.mjs";
import {
  assertStateTrusted
} from "./chunk-XPE3MLC3.mjs";
import {
  CONFIG_OPTION,
  ROOT_OPTION,
  listFlag,
  noPositionals,
  rootFlag,
  stringFlag,
  writeStdout
} from "./chunk-Q5DWSZJV.mjs";
import {
  EXIT
} from "./chunk-6ISAVYID.mjs";

// scripts/cli/commands/scanner.ts
import { resolve } from "node:path";
var SIGNAL_LIST = SIGNALS.map((s) => s.name).join(", ") + ".", scannerCommand = {
  name: "scanner",
  summary: "Scans the project's docs and prints one JSON artifact on stdout (schema: dist/schemas/scan.schema.json). The same input gives byte-identical output.",
  usage: ["[--root DIR] [--globs G ...] [--exclude DIR ...] [--scope GLOB_OR_PATH] [--no-history] [--config FILE] [--explain PATH] [--quiet]"],
  description: `The artifact: { project_root, scope_globs, excluded_dirs, scope, files_scanned, shortlist, per_session, signals, docs, sites, notes }.

Signals: ${SIGNAL_LIST}`,
  options: {
    root: ROOT_OPTION,
    globs: { type: "list", arg: "G", help: "scope globs, replacing .dochygiene.yaml scan.globs (default: .md, .markdown in any letter case, .mdx, and CLAUDE.md)" },
    exclude: { type: "list", arg: "DIR", help: "excluded folders, replacing scan.exclude_dirs (node_modules and .git always; gitignored paths are never scanned)" },
    scope: { type: "string", arg: "X", help: "narrow the scan to a glob or a project-relative path prefix" },
    "no-history": { type: "boolean", help: "do not read git history" },
    config: CONFIG_OPTION,
    explain: {
      type: "string",
      arg: "PATH",
      help: "instead of the artifact, print for one doc (project-relative) its role and the rule that gave it, each signal considered, and why each fired or stayed silent (the role gate, not applicable, ran and found nothing)"
    },
    quiet: { type: "boolean", help: "no progress on stderr" }
  },
  exitCodes: "0 artifact printed, 1 the scan failed, 2 usage error.",
  run: async (args, ctx) => {
    noPositionals(args);
    let explainPath = stringFlag(args, "explain")?.replace(/^\.\//, ""), explain = explainPath !== void 0 ? { path: explainPath, verdicts: [] } : void 0, startDir = rootFlag(args), config = stringFlag(args, "config"), project = await openProject(startDir, config === void 0 ? void 0 : resolve(config));
    await assertStateTrusted(project.root);
    let artifact = await runScan({
      project,
      startDir,
      globs: listFlag(args, "globs"),
      exclude: listFlag(args, "exclude"),
      scope: stringFlag(args, "scope"),
      history: args.flags["no-history"] !== !0,
      onProgress: scanProgress(ctx),
      ...explain ? { explain } : {}
    });
    if (ctx.status(), explain) {
      let p = explain.path;
      return await writeStdout(explainText(p, artifact.docs[p]?.role, explain, artifact.signals[p] ?? [], artifact.shortlist.includes(p))), EXIT.OK;
    }
    return await writeStdout(serializeArtifact(artifact)), EXIT.OK;
  }
};

export {
  scannerCommand
};
