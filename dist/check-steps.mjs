import { createRequire as __dhCreateRequire } from 'node:module'; const require = __dhCreateRequire(import.meta.url);
import {
  beginCheck,
  classifierVersion,
  finishCheck,
  headerLines
} from "./chunks/chunk-YMTTR5VZ.mjs";
import "./chunks/chunk-TFYQLIGN.mjs";
import "./chunks/chunk-J6EVODKN.mjs";
import "./chunks/chunk-Q3HWYDXH.mjs";
import {
  ESCALATION_CONFIDENCE
} from "./chunks/chunk-MRSYEEVX.mjs";
import {
  SCRATCH_PARENT,
  inScratch
} from "./chunks/chunk-OGEIWJ66.mjs";
import {
  CATEGORY_FILTERS,
  toolVersion
} from "./chunks/chunk-MSGRUGJ3.mjs";
import "./chunks/chunk-JBEQQ5HL.mjs";
import "./chunks/chunk-OUZCCNIE.mjs";
import "./chunks/chunk-JTZQHOGO.mjs";
import "./chunks/chunk-VFCBVGFI.mjs";
import {
  runScan,
  serializeArtifact,
  withConfig
} from "./chunks/chunk-MN6RKLOI.mjs";
import "./chunks/chunk-DQPWLKZB.mjs";
import "./chunks/chunk-DKF7TQBU.mjs";
import "./chunks/chunk-LT37UMU7.mjs";
import {
  findProjectRoot
} from "./chunks/chunk-2BWOC4X4.mjs";
import "./chunks/chunk-YVT32W6E.mjs";
import "./chunks/chunk-RQAKDS2L.mjs";
import {
  STATE_DIR_NAME
} from "./chunks/chunk-PCMR4AV2.mjs";
import {
  loadTokenCounter
} from "./chunks/chunk-K6ZOUHIY.mjs";
import "./chunks/chunk-OSBL7TYL.mjs";
import "./chunks/chunk-Z45Y2YWL.mjs";
import "./chunks/chunk-IJG6S3FR.mjs";
import "./chunks/chunk-2SEPAG6N.mjs";
import "./chunks/chunk-ZC6IZ5AB.mjs";
import "./chunks/chunk-EKMBKNSZ.mjs";
import "./chunks/chunk-HGXKPX4F.mjs";
import {
  parseArgs,
  runCli,
  stringFlag,
  writeStdout
} from "./chunks/chunk-6BK67LGU.mjs";
import "./chunks/chunk-5ADONP6C.mjs";
import "./chunks/chunk-PDPAF3C2.mjs";
import {
  EXIT,
  HygieneError
} from "./chunks/chunk-ZK4BPWAX.mjs";
import "./chunks/chunk-6K57MRJR.mjs";

// scripts/cli/check-steps.ts
import { realpathSync } from "node:fs";
import { join, sep } from "node:path";
var HELP = `Usage: check-steps begin [--root DIR] [--scope GLOB_OR_PATH] [--category C] [--all]
       check-steps finish SCRATCH [--root DIR] [--category C]

The two script calls of /hygiene check around its classifiers (skills/hygiene-check).

begin: checks Node (20 or newer), makes a scratch folder in .dochygiene/tmp/, scans, and plans the
classification: which findings a classifier judges (evidence windows of each doc in batch files),
which scripts answer, which are report actions (an OpenSpec change to archive, a lifecycle rule for
/hygiene sweep), what the cache still answers and what the budget (.dochygiene.yaml
classify.max_files / classify.max_doc_tokens, in tokens shown to classifiers; --all lifts it) leaves.
Prints "scratch <folder>", one line of counts, then one line per batch:
  batch<TAB><batch file><TAB><answer file>
With no batch it goes on to finish at once and prints what finish prints.

finish: run once every answer file is written. First it lists the files a stronger model
classifies again (a proposal below confidence ${ESCALATION_CONFIDENCE} on a hard choice; the rule is
scripts/contract/escalation.ts), one line each, and stops:
  escalate<TAB><batch file><TAB><path><TAB><answer file>
Run it again once those answers are written. Then it builds the report (the scanner-proven proposals
and every answer), validates it, writes .dochygiene/report.json and report.md with the last_check
stamp, remembers the classifications, and prints the report's header table. When the report builder
refuses some proposals, it writes one repair file per answer file holding them (the proposals and
the builder's messages, with that file's own indexes), prints one line each and exits 1:
  repair<TAB><repair file><TAB><answer file for the repaired proposals>
Run it again once those answers are written: what still fails is left out and listed in report.md.

Options:
  --root DIR    the project (default: the git toplevel of the current directory)
  --scope X     narrow the scan to a glob or a project-relative path prefix
  --category C  keep only entries of class stale|bloat or of one subtype
  --all         no classification budget
  --help        show this help

Exit codes: 0 done (or escalations listed), 1 refused (answers missing, proposals to repair, the
scan refused; nothing written to .dochygiene/ but the scratch folder), 2 usage or internal error.`, MIN_NODE = 20;
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
await runCli({
  name: "check-steps",
  help: HELP,
  run: async (argv) => {
    if (!(Number(process.versions.node.split(".")[0]) >= MIN_NODE)) throw new HygieneError("USAGE", `doc-hygiene needs Node.js ${MIN_NODE} or newer on PATH (this is ${process.versions.node})`);
    let [cmd, ...rest] = argv;
    if (cmd === "begin") {
      let args = parseArgs(rest, { root: { type: "string" }, scope: { type: "string" }, category: { type: "string" }, all: { type: "boolean" } });
      if (args.positionals.length) throw new HygieneError("USAGE", `unexpected argument ${args.positionals[0]}`);
      let cat = category(args), project = withConfig(await findProjectRoot(stringFlag(args, "root") ?? process.cwd())), b = await beginCheck({
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
      let args = parseArgs(rest, { root: { type: "string" }, category: { type: "string" } });
      if (args.positionals.length !== 1) throw new HygieneError("USAGE", "finish takes the scratch folder begin printed");
      let cat = category(args), { root } = await findProjectRoot(stringFlag(args, "root") ?? process.cwd());
      return finish(root, scratchOf(root, args.positionals[0]), cat);
    }
    throw new HygieneError("USAGE", cmd ? `unknown command ${cmd}` : "a command is required: begin or finish");
  }
});
