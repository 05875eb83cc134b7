import { createRequire as __dhCreateRequire } from 'node:module'; const require = __dhCreateRequire(import.meta.url);
import {
  EXIT,
  HygieneError,
  exitCodeFor,
  readRegularFile
} from "./chunk-6ISAVYID.mjs";

// scripts/shared/args.ts
import { statSync } from "node:fs";
import { resolve } from "node:path";

// scripts/shared/arrays.ts
function pushAll(into, items) {
  for (let item of items) into.push(item);
  return into;
}

// scripts/shared/args.ts
function parseArgs(argv, spec) {
  let flags = {}, positionals = [];
  for (let i = 0; i < argv.length; i++) {
    let arg = argv[i];
    if (arg === "--") {
      pushAll(positionals, argv.slice(i + 1));
      break;
    }
    if (!arg.startsWith("--") || arg === "--") {
      positionals.push(arg);
      continue;
    }
    let name = arg.slice(2), inline, eq = name.indexOf("=");
    eq >= 0 && (inline = name.slice(eq + 1), name = name.slice(0, eq));
    let s = spec[name];
    if (!s) throw new HygieneError("USAGE", `unknown option --${name}`);
    if (s.type === "boolean") {
      if (inline !== void 0) throw new HygieneError("USAGE", `--${name} takes no value`);
      flags[name] = !0;
      continue;
    }
    let values = [];
    if (inline !== void 0) values.push(inline);
    else
      for (; i + 1 < argv.length && !argv[i + 1].startsWith("--") && (values.push(argv[++i]), s.type !== "string"); )
        ;
    if (values.length === 0) throw new HygieneError("USAGE", `--${name} needs a value`);
    if (s.type === "string" && !s.repeatable) {
      if (flags[name] !== void 0) throw new HygieneError("USAGE", `--${name} given twice`);
      flags[name] = values[0];
    } else {
      let prev = flags[name] ?? [];
      flags[name] = [...prev, ...values];
    }
  }
  return { flags, positionals };
}
function stringFlag(p, name) {
  let v = p.flags[name];
  return typeof v == "string" ? v : void 0;
}
function listFlag(p, name) {
  let v = p.flags[name];
  return Array.isArray(v) ? v : typeof v == "string" ? [v] : void 0;
}
function onlyFlags(p, allowed, what) {
  let extra = Object.keys(p.flags).find((f) => p.flags[f] !== void 0 && !allowed.includes(f));
  if (extra !== void 0) throw new HygieneError("USAGE", `${what} takes no --${extra}`);
}
function noPositionals(p, max = 0) {
  if (p.positionals.length > max) throw new HygieneError("USAGE", `unexpected argument ${p.positionals[max]}`);
}
function rootFlag(p, cwd = process.cwd()) {
  let given = stringFlag(p, "root"), dir = resolve(cwd, given ?? "."), st;
  try {
    st = statSync(dir);
  } catch (err) {
    let code = err.code, why = code === "ENOENT" ? "no such folder" : code === "ENOTDIR" ? "a path through a file" : code === "EACCES" ? "not readable" : `cannot be read (${code})`;
    throw new HygieneError("USAGE", `--root ${given ?? "."}: ${why}`);
  }
  if (!st.isDirectory()) throw new HygieneError("USAGE", `--root ${given ?? "."}: a file, not a folder (give the project's folder)`);
  return dir;
}

// scripts/shared/manifest.ts
import { readFileSync, existsSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
function moduleDir() {
  return dirname(fileURLToPath(import.meta.url));
}
function pluginRoot() {
  let dir = moduleDir();
  for (let i = 0; i < 6; i++) {
    if (existsSync(join(dir, ".claude-plugin", "plugin.json"))) return dir;
    let up = dirname(dir);
    if (up === dir) break;
    dir = up;
  }
  throw new Error("cannot find .claude-plugin/plugin.json above " + moduleDir());
}
function toolVersion() {
  let manifest = JSON.parse(readFileSync(join(pluginRoot(), ".claude-plugin", "plugin.json"), "utf8"));
  if (typeof manifest.version != "string") throw new Error("plugin.json has no version");
  return manifest.version;
}

// scripts/shared/output-escape.ts
var UNPRINTABLE = /[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g, SHORT = { "\n": "\\n", "\r": "\\r", "	": "\\t" };
function printable(s) {
  return s.replace(UNPRINTABLE, (c) => {
    let short = SHORT[c];
    if (short) return short;
    let code = c.charCodeAt(0);
    return code <= 255 ? `\\x${code.toString(16).padStart(2, "0")}` : `\\u${code.toString(16).padStart(4, "0")}`;
  });
}
function workflowData(s) {
  return s.replace(/%/g, "%25").replace(/\r/g, "%0D").replace(/\n/g, "%0A");
}
function workflowProperty(s) {
  return workflowData(s).replace(/:/g, "%3A").replace(/,/g, "%2C");
}
function mdCode(s) {
  let t = printable(s), longest = Math.max(0, ...(t.match(/`+/g) ?? []).map((r) => r.length)), fence = "`".repeat(longest + 1), pad = t.startsWith("`") || t.endsWith("`") ? " " : "";
  return `${fence}${pad}${t}${pad}${fence}`;
}
function mdLine(s) {
  return printable(s.replace(/\s*[\r\n\u2028\u2029]+\s*/g, " ").replace(/[\t\v\f]/g, " ").trim());
}
function mdCell(s) {
  return mdLine(s).replace(/\|/g, "\\|");
}

// scripts/shared/cli.ts
var ROOT_OPTION = {
  type: "string",
  arg: "DIR",
  help: "the project, or any folder inside it: its git toplevel is used (default: the current folder; outside git, the folder itself)"
}, CONFIG_OPTION = {
  type: "string",
  arg: "FILE",
  help: "read the configuration from FILE instead of .dochygiene.yaml at the project root"
}, QUIET_OPTION = { type: "boolean", help: "no progress and no notes: only what fails and the one-line summary" }, JSON_OPTION = { type: "boolean", help: "machine output (JSON) instead of text" }, BUILT_IN = {
  version: { type: "boolean", help: "print the version and exit" },
  help: { type: "boolean", help: "show this help" }
}, WIDTH = 100;
function wrap(text, indent, first) {
  let lines = [], line = "", room = WIDTH - first;
  for (let word of text.split(/\s+/).filter(Boolean))
    line && line.length + 1 + word.length > room ? (lines.push(line), line = word, room = WIDTH - indent) : line = line ? `${line} ${word}` : word;
  return line && lines.push(line), lines;
}
function table(rows) {
  let col = Math.min(26, rows.reduce((m, [l]) => Math.max(m, l.length), 0) + 4), out = [];
  for (let [label, text] of rows) {
    let body = wrap(text, col, col);
    if (label.length + 2 + 2 > col) {
      out.push(`  ${label}`);
      for (let b of body) out.push(" ".repeat(col) + b);
    } else {
      out.push(`  ${label}`.padEnd(col) + (body[0] ?? ""));
      for (let b of body.slice(1)) out.push(" ".repeat(col) + b);
    }
  }
  return out;
}
function usageGroups(u) {
  let out = [], depth = 0, cur = "";
  for (let ch of u) {
    if (ch === " " && depth === 0) {
      cur && out.push(cur), cur = "";
      continue;
    }
    ch === "[" && depth++, ch === "]" && (depth = Math.max(0, depth - 1)), cur += ch;
  }
  return cur && out.push(cur), out.reduce((acc, g) => {
    let prev = acc[acc.length - 1];
    return prev !== void 0 && /^--[\w-]+$/.test(prev) && /^[^-[|<]/.test(g) ? acc[acc.length - 1] = `${prev} ${g}` : acc.push(g), acc;
  }, []);
}
function paragraphs(text) {
  let out = [];
  for (let para of text.trim().split(/\n\s*\n/)) {
    out.length && out.push("");
    let lines = para.split(`
`), prose = [], flush = () => {
      prose.length && pushAll(out, wrap(prose.join(" "), 0, 0)), prose = [];
    };
    for (let l of lines)
      l.startsWith("  ") ? (flush(), out.push(l)) : prose.push(l);
    flush();
  }
  return out;
}
function helpText(spec, prog = spec.name) {
  let out = [], indent = " ".repeat(7 + prog.length + 1);
  spec.usage.forEach((u, i) => {
    let line = u.startsWith(" ") ? indent : `${i === 0 ? "Usage:" : "      "} ${prog} `, empty = !0;
    for (let g of usageGroups(u))
      !empty && line.length + 1 + g.length > WIDTH ? (out.push(line), line = indent + g) : line += (empty ? "" : " ") + g, empty = !1;
    out.push(line.trimEnd());
  }), out.push("", ...wrap(spec.summary, 0, 0)), spec.description && out.push("", ...paragraphs(spec.description)), spec.commands?.length && out.push("", "Commands:", ...table(spec.commands));
  let options = { ...spec.options, ...BUILT_IN };
  return out.push("", "Options:", ...table(Object.entries(options).map(([name, o]) => [`--${name}${o.arg ? ` ${o.arg}${o.type === "list" ? " ..." : ""}` : ""}`, o.help]))), spec.epilogue && out.push("", ...paragraphs(spec.epilogue)), out.push("", ...wrap(`Exit codes: ${spec.exitCodes}`, 0, 0)), out.join(`
`) + `
`;
}
function versionText() {
  return `doc-hygiene ${toolVersion()}
`;
}
function hasFlag(argv, ...flags) {
  let end = argv.indexOf("--");
  return (end < 0 ? argv : argv.slice(0, end)).some((a) => flags.includes(a));
}
function context(prog, quiet) {
  let tty = process.stderr.isTTY === !0 && !quiet, shown = !1;
  return {
    prog,
    started: Date.now(),
    status(text) {
      if (tty) {
        if (text === void 0) {
          shown && process.stderr.write("\r\x1B[K"), shown = !1;
          return;
        }
        process.stderr.write(`\r\x1B[K${prog}: ${text}`), shown = !0;
      }
    },
    note(text) {
      quiet || (shown && process.stderr.write("\r\x1B[K"), shown = !1, process.stderr.write(`${prog}: note: ${printable(text)}
`));
    }
  };
}
async function runCommand(spec, argv, prog = spec.name) {
  if (hasFlag(argv, "--help", "-h"))
    return await writeStdout(helpText(spec, prog)), EXIT.OK;
  let mode = spec.exitMode ?? "command", ctx;
  try {
    if (hasFlag(argv, "--version"))
      return await writeStdout(versionText()), EXIT.OK;
    let args = parseArgs([...argv], spec.options);
    return ctx = context(prog, args.flags.quiet === !0), await spec.run(args, ctx);
  } catch (err) {
    if (ctx?.status(), err instanceof HygieneError)
      return process.stderr.write(`${prog}: ${err.location ? err.location + ": " : ""}${err.message}
`), err.code === "USAGE" && process.stderr.write(`Run '${prog} --help' for usage.
`), exitCodeFor(err.code, mode);
    let msg = err instanceof Error ? err.message : String(err);
    return process.stderr.write(`${prog}: internal error: ${msg}
`), exitCodeFor("INTERNAL", mode);
  }
}
async function runCli(spec) {
  process.exitCode = await runCommand(spec, process.argv.slice(2));
}
function writeStdout(text) {
  return new Promise((resolve2, reject) => {
    process.stdout.write(text, (err) => err ? reject(err) : resolve2());
  });
}
var MAX_INPUT_JSON_BYTES = 512 * 1024 * 1024;
function readJsonFile(path, what) {
  let read = readRegularFile(path, MAX_INPUT_JSON_BYTES, { followSymlink: !0 });
  if (!read.ok) throw new HygieneError("USAGE", `cannot read ${what} ${path}: ${read.reason === "absent" ? "ENOENT (no such file)" : `it ${read.reason}`}`);
  try {
    return JSON.parse(read.bytes.toString("utf8"));
  } catch (err) {
    throw new HygieneError("PARSE", `${what} ${path} is not valid JSON: ${err.message}`);
  }
}

export {
  printable,
  workflowData,
  workflowProperty,
  mdCode,
  mdLine,
  mdCell,
  pushAll,
  stringFlag,
  listFlag,
  onlyFlags,
  noPositionals,
  rootFlag,
  pluginRoot,
  toolVersion,
  ROOT_OPTION,
  CONFIG_OPTION,
  QUIET_OPTION,
  JSON_OPTION,
  runCommand,
  runCli,
  writeStdout,
  readJsonFile
};
