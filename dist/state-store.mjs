#!/usr/bin/env node
import { createRequire as __dhCreateRequire } from 'node:module'; const require = __dhCreateRequire(import.meta.url);
import {
  makeScratch
} from "./chunks/chunk-PLUDF3OI.mjs";
import {
  recover,
  setStamp,
  storeStatus,
  writeReport
} from "./chunks/chunk-JODB3Z4N.mjs";
import {
  STAMP_KEYS,
  readState
} from "./chunks/chunk-PWYTOBDR.mjs";
import "./chunks/chunk-OUZCCNIE.mjs";
import {
  assertStateTrusted
} from "./chunks/chunk-XPE3MLC3.mjs";
import "./chunks/chunk-VFCBVGFI.mjs";
import {
  count
} from "./chunks/chunk-C2YHMVOQ.mjs";
import "./chunks/chunk-2SEPAG6N.mjs";
import {
  findProjectRoot
} from "./chunks/chunk-UIVZPBU2.mjs";
import "./chunks/chunk-WMYYX4YZ.mjs";
import "./chunks/chunk-7CNQJT4V.mjs";
import "./chunks/chunk-4ROUI7X6.mjs";
import "./chunks/chunk-MIYAM7C7.mjs";
import {
  JSON_OPTION,
  ROOT_OPTION,
  rootFlag,
  runCli,
  writeStdout
} from "./chunks/chunk-Q5DWSZJV.mjs";
import {
  EXIT,
  HygieneError,
  formatViolation,
  readRegularFile
} from "./chunks/chunk-6ISAVYID.mjs";
import "./chunks/chunk-6K57MRJR.mjs";

// scripts/cli/commands/state-store.ts
var STAMP_OF = Object.fromEntries(STAMP_KEYS.map((k) => [k.replace("_", "-"), k])), MAX_INPUT_BYTES = 256 * 1024 * 1024;
function readInput(path) {
  let read = readRegularFile(path, MAX_INPUT_BYTES, { followSymlink: !0 });
  if (!read.ok) throw new HygieneError("USAGE", `cannot read ${path}: it ${read.reason}`);
  return read.bytes;
}
var stateStoreCommand = {
  name: "state-store",
  summary: "The only writer of .dochygiene/ (state.json, report.json, report.md, scratch folders). Every write is atomic and taken under the project lock (.dochygiene/lock); .dochygiene/ ignores itself with its own .gitignore.",
  usage: ["[--root DIR] <command> [args] [--json]"],
  commands: [
    ["get-last-check | get-last-clean | get-last-reminded", "print the stamp (ISO-8601), or nothing when never set"],
    ["set-last-check ISO | set-last-clean ISO | set-last-reminded ISO", "set a stamp"],
    [
      "write-report JSON MD",
      "replace the report pair with these files. report.json is validated first and report.md must name its digest (<!-- report.json sha256: ... -->); an invalid pair is refused and the previous pair is kept. A crash at any instant leaves the old pair or the new one."
    ],
    ["status", "the stamps and whether a matched report pair exists (read-only)"],
    ["recover", "finish or undo an interrupted write-report"],
    [
      "scratch",
      "make a scratch folder for a skill's intermediate files and print its path: .dochygiene/tmp/<stamp>-<random>/ (scratch folders older than a day are removed first)"
    ]
  ],
  options: { root: ROOT_OPTION, json: { ...JSON_OPTION, help: "machine-readable output (get-*, status)" } },
  exitCodes: "0 ok, 1 refused (invalid report, mismatched pair, locked), 2 usage error.",
  run: async (args) => {
    let [cmd, ...rest] = args.positionals;
    if (!cmd) throw new HygieneError("USAGE", "expected a command");
    let { root } = await findProjectRoot(rootFlag(args));
    await assertStateTrusted(root);
    let json = args.flags.json === !0, arity = (n) => {
      if (rest.length !== n) throw new HygieneError("USAGE", `${cmd} takes ${count(n, "argument")}`);
    }, m = /^(get|set)-(last-check|last-clean|last-reminded)$/.exec(cmd);
    if (m) {
      let key = STAMP_OF[m[2]];
      if (m[1] === "get") {
        arity(0);
        let v = readState(root)[key];
        await writeStdout(json ? JSON.stringify({ [key]: v }) + `
` : v ? `${v}
` : "");
      } else
        arity(1), setStamp(root, key, rest[0]);
      return EXIT.OK;
    }
    switch (cmd) {
      case "scratch":
        return arity(0), await writeStdout(makeScratch(root) + `
`), EXIT.OK;
      case "write-report": {
        arity(2);
        let jsonBuf = readInput(rest[0]), md = readInput(rest[1]), { validateReport } = await import("./chunks/validate-report-VRKE3RDJ.mjs"), validate = (b) => {
          let v;
          try {
            v = JSON.parse(b.toString("utf8"));
          } catch (err) {
            return [`report.json is not valid JSON: ${err.message}`];
          }
          return validateReport(v).map(formatViolation);
        }, { json_sha256 } = writeReport(root, jsonBuf, md, validate);
        return await writeStdout(`wrote .dochygiene/report.json (sha256 ${json_sha256}) and .dochygiene/report.md
`), EXIT.OK;
      }
      case "status": {
        arity(0);
        let s = storeStatus(root);
        if (json) await writeStdout(JSON.stringify(s, null, 2) + `
`);
        else {
          let r = s.report, report = r.status === "none" ? "none" : r.status === "ok" ? `${r.entries === void 0 ? "? entries" : count(r.entries, "entry", "entries")}, generated ${r.generated_at ?? "?"}` : `MISMATCHED (${r.problem})`;
          await writeStdout(`last check:    ${s.last_check ?? "never"}
last clean:    ${s.last_clean ?? "never"}
last reminded: ${s.last_reminded ?? "never"}
report:        ${report}
` + (s.state_problem ? `warning: ${s.state_problem}
` : ""));
        }
        return s.report.status === "mismatched" ? EXIT.INVALID : EXIT.OK;
      }
      case "recover":
        return arity(0), await writeStdout(`${recover(root)}
`), EXIT.OK;
      default:
        throw new HygieneError("USAGE", `unknown command ${cmd}`);
    }
  }
};

// scripts/cli/state-store.ts
await runCli(stateStoreCommand);
