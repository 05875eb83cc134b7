#!/usr/bin/env node
import { createRequire as __dhCreateRequire } from 'node:module'; const require = __dhCreateRequire(import.meta.url);
import {
  runScan,
  serializeArtifact,
  withConfig
} from "./chunks/chunk-L6RSWUXZ.mjs";
import {
  beginCheck,
  classifierVersion,
  finishCheck,
  headerLines
} from "./chunks/chunk-HA35A6LL.mjs";
import "./chunks/chunk-N3Y6NSLE.mjs";
import {
  SCRATCH_PARENT,
  inScratch
} from "./chunks/chunk-PLUDF3OI.mjs";
import "./chunks/chunk-MHYDBFUG.mjs";
import {
  CATEGORY_FILTERS,
  ESCALATION_CONFIDENCE
} from "./chunks/chunk-W5GOWS5K.mjs";
import "./chunks/chunk-3DAOPGZW.mjs";
import "./chunks/chunk-JODB3Z4N.mjs";
import "./chunks/chunk-PWYTOBDR.mjs";
import "./chunks/chunk-OUZCCNIE.mjs";
import "./chunks/chunk-73XJTB4Z.mjs";
import "./chunks/chunk-DWGIC4YC.mjs";
import "./chunks/chunk-PLTFT22Z.mjs";
import "./chunks/chunk-JZLM7UPL.mjs";
import {
  STATE_DIR_NAME
} from "./chunks/chunk-XPE3MLC3.mjs";
import "./chunks/chunk-3MRBJ7GN.mjs";
import "./chunks/chunk-VFCBVGFI.mjs";
import "./chunks/chunk-EAJZASD2.mjs";
import {
  loadTokenCounter
} from "./chunks/chunk-5VCSN5G4.mjs";
import "./chunks/chunk-FIJFGDGO.mjs";
import "./chunks/chunk-2SEPAG6N.mjs";
import "./chunks/chunk-QVJDJ4Q2.mjs";
import "./chunks/chunk-DUOPAI4E.mjs";
import {
  findProjectRoot
} from "./chunks/chunk-UIVZPBU2.mjs";
import "./chunks/chunk-Z45Y2YWL.mjs";
import "./chunks/chunk-WMYYX4YZ.mjs";
import "./chunks/chunk-7CNQJT4V.mjs";
import "./chunks/chunk-4ROUI7X6.mjs";
import "./chunks/chunk-MIYAM7C7.mjs";
import {
  ROOT_OPTION,
  noPositionals,
  onlyFlags,
  rootFlag,
  runCli,
  stringFlag,
  toolVersion,
  writeStdout
} from "./chunks/chunk-Q5DWSZJV.mjs";
import {
  EXIT,
  HygieneError
} from "./chunks/chunk-6ISAVYID.mjs";
import "./chunks/chunk-6K57MRJR.mjs";

// scripts/cli/commands/check-steps.ts
import { realpathSync } from "node:fs";
import { join, sep } from "node:path";
var MIN_NODE = 20;
function category(args) {
  let c = stringFlag(args, "category");
  if (c !== void 0 && !CATEGORY_FILTERS.includes(c)) throw new HygieneError("USAGE", `--category must be one of ${CATEGORY_FILTERS.join(", ")}`);
  return c;
}
function scratchOf(root, given) {
  let real;
  try {
    real = realpathSync(given);
  } catch {
    throw new HygieneError("USAGE", `scratch folder ${given} does not exist`);
  }
  let parent = join(realpathSync(root), STATE_DIR_NAME, SCRATCH_PARENT) + sep;
  if (!inScratch(real) || !real.startsWith(parent)) throw new HygieneError("USAGE", `${given} is not a scratch folder of ${root} (begin makes one)`);
  return real;
}
async function finishText(r) {
  switch (r.kind) {
    case "missing":
      return { text: `answers missing; nothing built:
${r.problems.map((p) => `  ${p}
`).join("")}`, code: EXIT.INVALID };
    case "escalate":
      return {
        text: `escalate: ${r.escalations.length} file(s) go to a stronger model; write each answer, then run finish again
` + r.escalations.map((e) => `escalate	${e.batch_file}	${e.path}	${e.answer_file}
`).join(""),
        code: EXIT.OK
      };
    case "repair":
      return {
        text: `repair: the report builder refused ${r.messages.length === 1 ? "a proposal" : "some proposals"}; each repair file holds them with its messages; write each answer, then run finish again
` + r.repairs.map((x) => `repair	${x.repair_file}	${x.answer_file}
`).join("") + r.messages.map((m) => `  ${m}
`).join(""),
        code: EXIT.INVALID
      };
    case "refused":
      return { text: `no report written${r.internal ? " (an internal error)" : ""}:
${r.messages.map((m) => `  ${m}
`).join("")}`, code: r.internal ? EXIT.USAGE : EXIT.INVALID };
    case "written": {
      let left = r.refused.length ? `; ${r.refused.length} proposal(s) refused after the repair round, listed in report.md` : "";
      return { text: `${r.notes.map((n) => `note: ${n}
`).join("")}report written: .dochygiene/report.md and .dochygiene/report.json; ${r.remembered.stored} classification(s) cached${left}
${headerLines(r.md).join(`
`)}
`, code: EXIT.OK };
    }
  }
}
function absolute(scratch, r) {
  return r.kind === "escalate" ? { ...r, escalations: r.escalations.map((e) => ({ ...e, batch_file: join(scratch, e.batch_file), answer_file: join(scratch, e.answer_file) })) } : r.kind === "repair" ? { ...r, repairs: r.repairs.map((x) => ({ ...x, repair_file: join(scratch, x.repair_file), answer_file: join(scratch, x.answer_file) })) } : r;
}
async function finish(root, scratch, cat) {
  let project = withConfig(await findProjectRoot(root)), r = absolute(scratch, await finishCheck({
    root: project.root,
    scratch,
    category: cat,
    tool_version: toolVersion(),
    on_demand_weight: project.config.tokens.on_demand_weight,
    conventions: project.config.conventions
  })), { text, code } = await finishText(r);
  return code === EXIT.OK ? await writeStdout(text) : process.stderr.write(text), code;
}
var checkStepsCommand = {
  name: "check-steps",
  summary: "The two script calls of /hygiene check around its classifiers (skills/hygiene-check).",
  usage: ["begin [--root DIR] [--scope GLOB_OR_PATH] [--category C] [--all]", "finish SCRATCH [--root DIR] [--category C]"],
  commands: [
    ["begin", 'check Node (20 or newer), make a scratch folder in .dochygiene/tmp/, scan, and plan the classification: which findings a classifier judges (evidence windows of each doc in batch files), which scripts answer, which are report actions, what the cache still answers and what the budget (classify.max_files / classify.max_doc_tokens, in tokens shown to classifiers) leaves. Prints "scratch <folder>", one line of counts, then one line per batch: batch<TAB><batch file><TAB><answer file>; with no batch it goes on to finish at once'],
    ["finish SCRATCH", `run once every answer file is written: first lists the files a stronger model classifies again (a proposal below confidence ${ESCALATION_CONFIDENCE} on a hard choice), one line each (escalate<TAB><batch file><TAB><path><TAB><answer file>), and stops; run it again once those are written. Then builds and validates the report, writes .dochygiene/report.json and report.md with the last_check stamp, remembers the classifications and prints the report's header. Proposals the builder refuses go into one repair file per answer file (repair<TAB><repair file><TAB><answer file>, exit 1); run it again once those are written: what still fails is left out and listed in report.md`]
  ],
  options: {
    root: ROOT_OPTION,
    scope: { type: "string", arg: "X", help: "begin: narrow the scan to a glob or a project-relative path prefix" },
    category: { type: "string", arg: "C", help: "keep only entries of class stale|bloat or of one subtype" },
    all: { type: "boolean", help: "begin: no classification budget" }
  },
  exitCodes: "0 done (or escalations listed), 1 refused (answers missing, proposals to repair, the scan refused; nothing written to .dochygiene/ but the scratch folder), 2 usage or internal error.",
  run: async (args) => {
    if (!(Number(process.versions.node.split(".")[0]) >= MIN_NODE)) throw new HygieneError("USAGE", `doc-hygiene needs Node.js ${MIN_NODE} or newer on PATH (this is ${process.versions.node})`);
    let [cmd] = args.positionals;
    if (cmd === "begin") {
      onlyFlags(args, ["root", "scope", "category", "all"], "begin"), noPositionals(args, 1);
      let cat = category(args), project = withConfig(await findProjectRoot(rootFlag(args))), b = await beginCheck({
        root: project.root,
        config: project.config,
        scope: stringFlag(args, "scope"),
        all: args.flags.all === !0,
        scan: async (root, scope) => {
          let artifact = await runScan({ project, startDir: root, scope });
          return { artifact, text: serializeArtifact(artifact) };
        },
        classifier_version: classifierVersion(),
        count: await loadTokenCounter()
      });
      return await writeStdout(`scratch ${b.scratch}
${b.counts}
${b.batches.map((x) => `batch	${x.batch_file}	${x.answer_file}
`).join("")}`), b.batches.length ? EXIT.OK : finish(project.root, b.scratch, cat);
    }
    if (cmd === "finish") {
      if (onlyFlags(args, ["root", "category"], "finish"), args.positionals.length !== 2) throw new HygieneError("USAGE", "finish takes the scratch folder begin printed");
      let cat = category(args), { root } = await findProjectRoot(rootFlag(args));
      return finish(root, scratchOf(root, args.positionals[1]), cat);
    }
    throw new HygieneError("USAGE", cmd ? `unknown command ${cmd}` : "a command is required: begin or finish");
  }
};

// scripts/cli/check-steps.ts
await runCli(checkStepsCommand);
