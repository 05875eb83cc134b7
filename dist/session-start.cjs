const __dh_import_meta_url = require('node:url').pathToFileURL(__filename).href;
"use strict";
var __create = Object.create;
var __defProp = Object.defineProperty;
var __getOwnPropDesc = Object.getOwnPropertyDescriptor;
var __getOwnPropNames = Object.getOwnPropertyNames;
var __getProtoOf = Object.getPrototypeOf, __hasOwnProp = Object.prototype.hasOwnProperty;
var __copyProps = (to, from, except, desc) => {
  if (from && typeof from == "object" || typeof from == "function")
    for (let key of __getOwnPropNames(from))
      !__hasOwnProp.call(to, key) && key !== except && __defProp(to, key, { get: () => from[key], enumerable: !(desc = __getOwnPropDesc(from, key)) || desc.enumerable });
  return to;
};
var __toESM = (mod, isNodeMode, target) => (target = mod != null ? __create(__getProtoOf(mod)) : {}, __copyProps(
  // If the importer is in node compatibility mode or this is not an ESM
  // file that has been converted to a CommonJS file using a Babel-
  // compatible transform (i.e. "__esModule" has not been set), then set
  // "default" to the CommonJS "module.exports" for node compatibility.
  isNodeMode || !mod || !mod.__esModule ? __defProp(target, "default", { value: mod, enumerable: !0 }) : target,
  mod
));

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

// scripts/shared/read-bounded.ts
var import_node_fs = require("node:fs");

// scripts/shared/errors.ts
var EXIT = { OK: 0, INVALID: 1, USAGE: 2 };
function exitCodeFor(code, mode = "command") {
  return mode === "hook" ? EXIT.OK : mode === "gate" || code === "USAGE" ? EXIT.USAGE : EXIT.INVALID;
}
var HygieneError = class extends Error {
  code;
  location;
  constructor(code, message, location) {
    super(message), this.name = "HygieneError", this.code = code, this.location = location;
  }
};

// scripts/shared/read-bounded.ts
function readRegularFile(path, maxBytes, opts = {}) {
  let fd;
  try {
    fd = (0, import_node_fs.openSync)(path, import_node_fs.constants.O_RDONLY | import_node_fs.constants.O_NONBLOCK | (opts.followSymlink ? 0 : import_node_fs.constants.O_NOFOLLOW));
  } catch (err) {
    let code = err.code;
    return code === "ENOENT" || code === "ENOTDIR" ? { ok: !1, reason: "absent" } : code === "ELOOP" ? { ok: !1, reason: "is a symlink" } : { ok: !1, reason: `cannot be read (${code})` };
  }
  try {
    let st = (0, import_node_fs.fstatSync)(fd);
    if (!st.isFile()) return { ok: !1, reason: st.isDirectory() ? "is a folder" : "is not a regular file" };
    if (st.size > maxBytes) return { ok: !1, reason: `is larger than ${maxBytes} bytes` };
    let buf = Buffer.allocUnsafe(Math.min(st.size, maxBytes) + 1), off = 0;
    for (; ; ) {
      let n = (0, import_node_fs.readSync)(fd, buf, off, buf.length - off, off);
      if (n === 0 || (off += n, off === buf.length)) break;
    }
    return off > maxBytes ? { ok: !1, reason: `is larger than ${maxBytes} bytes` } : { ok: !0, bytes: buf.subarray(0, off) };
  } finally {
    (0, import_node_fs.closeSync)(fd);
  }
}
var MAX_JSON_INPUT_BYTES = 1 << 30;
function readRegularText(path, maxBytes) {
  let read = readRegularFile(path, maxBytes, { followSymlink: !0 });
  return read.ok ? read.bytes.toString("utf8") : void 0;
}

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

// scripts/shared/manifest.ts
var import_node_fs2 = require("node:fs"), import_node_path = require("node:path"), import_node_url = require("node:url");
function moduleDir() {
  return (0, import_node_path.dirname)((0, import_node_url.fileURLToPath)(__dh_import_meta_url));
}
function pluginRoot() {
  let dir = moduleDir();
  for (let i = 0; i < 6; i++) {
    if ((0, import_node_fs2.existsSync)((0, import_node_path.join)(dir, ".claude-plugin", "plugin.json"))) return dir;
    let up = (0, import_node_path.dirname)(dir);
    if (up === dir) break;
    dir = up;
  }
  throw new Error("cannot find .claude-plugin/plugin.json above " + moduleDir());
}
function toolVersion() {
  let manifest = JSON.parse((0, import_node_fs2.readFileSync)((0, import_node_path.join)(pluginRoot(), ".claude-plugin", "plugin.json"), "utf8"));
  if (typeof manifest.version != "string") throw new Error("plugin.json has no version");
  return manifest.version;
}

// scripts/shared/cli.ts
var BUILT_IN = {
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
  return new Promise((resolve4, reject) => {
    process.stdout.write(text, (err) => err ? reject(err) : resolve4());
  });
}
var MAX_INPUT_JSON_BYTES = 512 * 1024 * 1024;

// scripts/reminder/project-root.ts
var import_node_fs3 = require("node:fs"), import_node_path2 = require("node:path");
function findGitRoot(start) {
  let dir = (0, import_node_path2.resolve)(start);
  for (; ; ) {
    if ((0, import_node_fs3.existsSync)((0, import_node_path2.join)(dir, ".git"))) return dir;
    let up = (0, import_node_path2.dirname)(dir);
    if (up === dir) return null;
    dir = up;
  }
}

// scripts/state/state.ts
var import_node_path4 = require("node:path");

// scripts/shared/state-dir.ts
var import_node_fs4 = require("node:fs"), import_node_path3 = require("node:path");
var STATE_DIR_NAME = ".dochygiene";
function stateDirOf(root) {
  return (0, import_node_path3.join)(root, STATE_DIR_NAME);
}
function folderProblem(abs, rel) {
  let st;
  try {
    st = (0, import_node_fs4.lstatSync)(abs);
  } catch {
    return;
  }
  if (st.isSymbolicLink()) return `${rel} is a symlink; doc-hygiene keeps its state only in a real folder inside the project (remove the link to go on)`;
  if (!st.isDirectory()) return `${rel} is not a folder`;
}
function assertStateFolder(root, sub) {
  let top = folderProblem(stateDirOf(root), STATE_DIR_NAME);
  if (top) throw new HygieneError("UNSAFE_PATH", top);
  if (sub !== void 0) {
    let p = folderProblem((0, import_node_path3.join)(stateDirOf(root), sub), `${STATE_DIR_NAME}/${sub}`);
    if (p) throw new HygieneError("UNSAFE_PATH", p);
  }
}
function stateFolderProblem(root, subs = []) {
  try {
    assertStateFolder(root);
    for (let s of subs) assertStateFolder(root, s);
    return;
  } catch (err) {
    return err.message;
  }
}

// scripts/state/state.ts
var STATE_SCHEMA = 1, STAMP_KEYS = ["last_check", "last_clean", "last_reminded"], EMPTY_STATE = Object.freeze({ schema: STATE_SCHEMA, last_check: null, last_clean: null, last_reminded: null });
function statePaths(root) {
  let dir = stateDirOf(root);
  return {
    dir,
    state: (0, import_node_path4.join)(dir, "state.json"),
    report_json: (0, import_node_path4.join)(dir, "report.json"),
    report_md: (0, import_node_path4.join)(dir, "report.md"),
    json_next: (0, import_node_path4.join)(dir, "report.json.next"),
    md_next: (0, import_node_path4.join)(dir, "report.md.next"),
    rollover: (0, import_node_path4.join)(dir, "rollover.json")
  };
}
function isIsoInstant(s) {
  return typeof s == "string" && /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/.test(s) && !Number.isNaN(Date.parse(s));
}
var MAX_STATE_BYTES = 64 * 1024;
function readStateFile(root) {
  let read = readRegularFile(statePaths(root).state, MAX_STATE_BYTES);
  if (!read.ok)
    return read.reason === "absent" ? { state: { ...EMPTY_STATE } } : { state: { ...EMPTY_STATE }, problem: `cannot read .dochygiene/state.json: it ${read.reason}` };
  let text = read.bytes.toString("utf8"), v;
  try {
    v = JSON.parse(text);
  } catch {
    return { state: { ...EMPTY_STATE }, problem: ".dochygiene/state.json is not valid JSON" };
  }
  if (!v || typeof v != "object" || v.schema !== STATE_SCHEMA)
    return { state: { ...EMPTY_STATE }, problem: `.dochygiene/state.json is not a schema ${STATE_SCHEMA} state file` };
  let o = v, state = { ...EMPTY_STATE };
  for (let k of STAMP_KEYS) state[k] = isIsoInstant(o[k]) ? o[k] : null;
  return { state };
}

// scripts/reminder/reminder-config.ts
var import_node_fs5 = require("node:fs"), import_node_path5 = require("node:path");
var DEFAULT_REMINDER = Object.freeze({ enabled: !0, interval_days: 7 }), CONFIG_FILE = ".dochygiene.yaml", MAX_HOOK_CONFIG_BYTES = 256 * 1024, MAX_CACHE_BYTES = MAX_HOOK_CONFIG_BYTES + 4096, CACHE_FILE = (0, import_node_path5.join)(".dochygiene", "cache", "reminder-settings.json");
function isSettings(x) {
  let r = x;
  return typeof r == "object" && r !== null && typeof r.enabled == "boolean" && typeof r.interval_days == "number" && Number.isFinite(r.interval_days) && r.interval_days >= 0;
}
function cachedSettings(root, text) {
  try {
    let read = readRegularFile((0, import_node_path5.join)(root, CACHE_FILE), MAX_CACHE_BYTES);
    if (!read.ok || stateFolderProblem(root, ["cache"])) return;
    let c = JSON.parse(read.bytes.toString("utf8"));
    return c.text === text && isSettings(c.settings) ? { enabled: c.settings.enabled, interval_days: c.settings.interval_days } : void 0;
  } catch {
    return;
  }
}
async function cacheSettings(root, text, settings) {
  try {
    if (!(0, import_node_fs5.lstatSync)((0, import_node_path5.join)(root, ".dochygiene")).isDirectory() || stateFolderProblem(root, ["cache"])) return;
    let { writeFileAtomic: writeFileAtomic2 } = await Promise.resolve().then(() => __toESM(require("./lazy/atomic-write.cjs"), 1));
    writeFileAtomic2((0, import_node_path5.join)(root, CACHE_FILE), JSON.stringify({ text, settings }) + `
`);
  } catch {
  }
}
async function loadReminderConfig(root) {
  let read = readRegularFile((0, import_node_path5.join)(root, CONFIG_FILE), MAX_HOOK_CONFIG_BYTES, { followSymlink: !0 });
  if (!read.ok) {
    if (read.reason === "absent") return DEFAULT_REMINDER;
    throw new Error(`${CONFIG_FILE} ${read.reason}`);
  }
  let text = read.bytes.toString("utf8"), cached = cachedSettings(root, text);
  if (cached) return cached;
  let yaml = await Promise.resolve().then(() => __toESM(require("./lazy/yaml.cjs"), 1)), r = ((yaml.parse ?? yaml.default?.parse)(text) ?? {}).reminder ?? {}, enabled = r.enabled === void 0 ? DEFAULT_REMINDER.enabled : r.enabled, interval = r.interval_days === void 0 ? DEFAULT_REMINDER.interval_days : r.interval_days;
  if (typeof enabled != "boolean") throw new Error(`${CONFIG_FILE}: reminder.enabled must be true or false`);
  if (typeof interval != "number" || !Number.isFinite(interval) || interval < 0)
    throw new Error(`${CONFIG_FILE}: reminder.interval_days must be a number of days >= 0`);
  let settings = { enabled, interval_days: interval };
  return await cacheSettings(root, text, settings), settings;
}

// scripts/reminder/docs-metadata.ts
var import_node_fs7 = require("node:fs"), import_node_path7 = require("node:path");

// scripts/readers/memory-files.ts
var ROOT_MEMORY_FILES = ["CLAUDE.md", "CLAUDE.local.md", "AGENTS.md", ".claude/CLAUDE.md"];

// scripts/shared/paths.ts
var import_node_path6 = require("node:path"), import_node_fs6 = require("node:fs");
var WINDOWS = process.platform === "win32";
function walkSymlinks(rootReal, rel) {
  let cur = rootReal, sawLink = !1;
  for (let part of rel.split("/")) {
    cur = cur + import_node_path6.sep + part;
    let st;
    try {
      st = (0, import_node_fs6.lstatSync)(cur);
    } catch {
      break;
    }
    if (!st.isSymbolicLink()) continue;
    sawLink = !0;
    let target;
    try {
      target = (0, import_node_fs6.realpathSync)(cur);
    } catch {
      return { kind: "dangling" };
    }
    if (!isInside(rootReal, target)) return { kind: "outside" };
    let relTarget = toPosixRelative(rootReal, target);
    if (relTarget === ".git" || relTarget.startsWith(".git/")) return { kind: "git" };
  }
  if (!sawLink) return { kind: "none" };
  try {
    return { kind: "inside", target: toPosixRelative(rootReal, (0, import_node_fs6.realpathSync)((0, import_node_path6.resolve)(rootReal, rel))) };
  } catch {
    return { kind: "inside", target: rel };
  }
}
function isInside(root, p) {
  let r = (0, import_node_path6.relative)(root, p);
  return r === "" || r !== ".." && !r.startsWith(".." + import_node_path6.sep) && !(0, import_node_path6.isAbsolute)(r);
}
function toPosixRelative(root, abs) {
  return (0, import_node_path6.relative)(root, abs).split(import_node_path6.sep).join("/");
}
var MAX_PROJECT_TEXT_BYTES = 5 * 1024 * 1024;

// scripts/reminder/docs-metadata.ts
var ROOT_DOC_FILES = ROOT_MEMORY_FILES, DOC_TREES = ["docs", "doc", "openspec", "plans", ".claude/rules"], SKIP_DIRS = /* @__PURE__ */ new Set(["node_modules", ".git", ".dochygiene", "vendor", "dist", "build"]);
function docsMetadata(root, opts = {}) {
  let maxEntries = opts.max_entries ?? 2e3, maxDepth = opts.max_depth ?? 6, newest = null, hasDocs = !1, seen = 0, truncated = !1, settled = !1, stopAfter = opts.stop_at_change_after, note = (ms) => {
    (newest === null || ms > newest) && (newest = ms);
  }, check = () => {
    stopAfter === void 0 || !hasDocs || (settled = stopAfter === null || newest !== null && newest > stopAfter);
  };
  for (let rel of ROOT_DOC_FILES)
    try {
      let st = (0, import_node_fs7.statSync)((0, import_node_path7.join)(root, rel));
      st.isFile() && (hasDocs = !0, note(st.mtimeMs));
    } catch {
    }
  check();
  let walk = (dir, depth) => {
    if (truncated || settled) return;
    let items;
    try {
      items = (0, import_node_fs7.readdirSync)(dir, { withFileTypes: !0 });
    } catch {
      return;
    }
    try {
      note((0, import_node_fs7.statSync)(dir).mtimeMs);
    } catch {
    }
    for (let it of items) {
      if (settled) return;
      if (++seen > maxEntries) {
        truncated = !0;
        return;
      }
      let p = (0, import_node_path7.join)(dir, it.name);
      if (it.isDirectory())
        depth < maxDepth && !SKIP_DIRS.has(it.name) && walk(p, depth + 1);
      else if (it.isFile() && /\.(md|mdx|markdown)$/i.test(it.name)) {
        hasDocs = !0;
        try {
          note((0, import_node_fs7.statSync)(p).mtimeMs);
        } catch {
        }
        check();
      }
    }
  }, rootReal;
  try {
    rootReal = (0, import_node_fs7.realpathSync)(root);
  } catch {
    rootReal = void 0;
  }
  for (let rel of DOC_TREES) rootReal !== void 0 && walkSymlinks(rootReal, rel).kind === "none" && walk((0, import_node_path7.join)(rootReal, rel), 1);
  return { has_docs: hasDocs, newest_mtime_ms: newest, entries_seen: Math.min(seen, maxEntries), truncated, stopped_early: settled };
}

// scripts/reminder/due.ts
function decide(now, state, config, docs) {
  if (!config.enabled) return { due: !1, reason: "disabled" };
  let lastCheck = state?.last_check ? Date.parse(state.last_check) : null, lastReminded = state?.last_reminded ? Date.parse(state.last_reminded) : null;
  if (lastCheck !== null && now.getTime() - lastCheck < config.interval_days * 864e5) return { due: !1, reason: "fresh" };
  if (lastReminded !== null && now.getTime() - lastReminded < 864e5) return { due: !1, reason: "reminded-recently" };
  let meta = docs(lastCheck);
  if (!meta.has_docs) return { due: !1, reason: "no-docs" };
  let reason;
  if (lastCheck === null) reason = "never-checked";
  else {
    if (meta.newest_mtime_ms === null || meta.newest_mtime_ms <= lastCheck) return { due: !1, reason: "unchanged" };
    reason = "stale";
  }
  let days = lastCheck === null ? null : Math.floor((now.getTime() - lastCheck) / 864e5), message = reason === "never-checked" ? "doc-hygiene: this project's agent docs have never been checked; /hygiene check finds stale, broken, duplicated and bloated docs (reminder.enabled: false in .dochygiene.yaml turns this off)." : `doc-hygiene: the last docs check was ${days} days ago and docs changed since; /hygiene check to refresh the report (reminder.enabled: false in .dochygiene.yaml turns this off).`;
  return { due: !0, reason, days_since_check: days, message };
}

// scripts/state/state-trust.ts
var import_node_fs10 = require("node:fs"), import_node_path10 = require("node:path");

// scripts/git/layout.ts
var import_node_fs8 = require("node:fs");
var import_node_path8 = require("node:path"), MAX_GIT_FILE_BYTES = 16 * 1024 * 1024;
function isDir(p) {
  try {
    return (0, import_node_fs8.statSync)(p).isDirectory();
  } catch {
    return !1;
  }
}
function isFile(p) {
  try {
    return (0, import_node_fs8.statSync)(p).isFile();
  } catch {
    return !1;
  }
}
function gitdirOf(dotgit) {
  if (isDir(dotgit)) return (0, import_node_fs8.existsSync)((0, import_node_path8.join)(dotgit, "HEAD")) ? dotgit : void 0;
  if (!isFile(dotgit)) return;
  let m = /^gitdir:\s*(.+?)\s*$/m.exec(readRegularText(dotgit, MAX_GIT_FILE_BYTES) ?? "");
  if (!m) return;
  let target = (0, import_node_path8.isAbsolute)(m[1]) ? m[1] : (0, import_node_path8.resolve)((0, import_node_path8.dirname)(dotgit), m[1]);
  return isDir(target) ? target : void 0;
}
function findRepoLayout(startDir) {
  let dir = (0, import_node_fs8.realpathSync)(startDir);
  for (; ; ) {
    let gitdir = gitdirOf((0, import_node_path8.join)(dir, ".git"));
    if (gitdir) return layoutFor(dir, gitdir);
    let parent = (0, import_node_path8.dirname)(dir);
    if (parent === dir) return;
    dir = parent;
  }
}
function layoutFor(root, gitdir) {
  let commondir = gitdir, cd = (0, import_node_path8.join)(gitdir, "commondir");
  if (isFile(cd)) {
    let rel = (readRegularText(cd, MAX_GIT_FILE_BYTES) ?? "").trim();
    commondir = (0, import_node_path8.isAbsolute)(rel) ? rel : (0, import_node_path8.resolve)(gitdir, rel);
  }
  return { root, gitdir, commondir, alternates: alternatesOf((0, import_node_path8.join)(commondir, "objects")), objectFormat: objectFormatOf(commondir) };
}
function objectFormatOf(commondir) {
  let text = readRegularText((0, import_node_path8.join)(commondir, "config"), MAX_GIT_FILE_BYTES);
  if (text === void 0) return "sha1";
  let section = "";
  for (let raw of text.split(`
`)) {
    let line = raw.replace(/[;#].*$/, "").trim(), head = /^\[\s*([A-Za-z0-9.-]+)/.exec(line);
    if (head) section = head[1].toLowerCase();
    else if (section === "extensions" && /^objectformat\s*=\s*sha256$/i.test(line)) return "sha256";
  }
  return "sha1";
}
var MAX_ALTERNATE_DEPTH = 5;
function alternatesOf(objectsDir) {
  let seen = /* @__PURE__ */ new Set([objectsDir]), out = [], visit = (dir, depth) => {
    let alt = (0, import_node_path8.join)(dir, "info", "alternates");
    if (!(depth > MAX_ALTERNATE_DEPTH || !isFile(alt)))
      for (let line of (readRegularText(alt, MAX_GIT_FILE_BYTES) ?? "").split(`
`)) {
        let l = line.trim();
        if (l === "" || l.startsWith("#")) continue;
        let abs = (0, import_node_path8.isAbsolute)(l) ? l : (0, import_node_path8.resolve)(dir, l);
        seen.has(abs) || (seen.add(abs), out.push(abs), visit(abs, depth + 1));
      }
  };
  return visit(objectsDir, 1), out;
}

// scripts/git/index-paths.ts
var import_node_fs9 = require("node:fs"), import_node_path9 = require("node:path"), MAX_INDEX_PREFIX_BYTES = 16 * 1024 * 1024;
function readHead(path, max) {
  let fd;
  try {
    fd = (0, import_node_fs9.openSync)(path, import_node_fs9.constants.O_RDONLY | import_node_fs9.constants.O_NONBLOCK | import_node_fs9.constants.O_NOFOLLOW);
  } catch (err) {
    return err.code === "ENOENT" ? "absent" : void 0;
  }
  try {
    let st = (0, import_node_fs9.fstatSync)(fd);
    if (!st.isFile()) return;
    let buf = Buffer.allocUnsafe(Math.min(st.size, max)), off = 0;
    for (; off < buf.length; ) {
      let n = (0, import_node_fs9.readSync)(fd, buf, off, buf.length - off, off);
      if (n === 0) break;
      off += n;
    }
    return { bytes: buf.subarray(0, off), whole: off >= st.size };
  } finally {
    (0, import_node_fs9.closeSync)(fd);
  }
}
function indexHasPathUnder(layout, prefix) {
  try {
    if ((0, import_node_fs9.readdirSync)(layout.gitdir).some((n) => n.startsWith("sharedindex."))) return;
  } catch {
    return;
  }
  let head = readHead((0, import_node_path9.join)(layout.gitdir, "index"), MAX_INDEX_PREFIX_BYTES);
  if (head === "absent") return !1;
  if (head === void 0) return;
  let buf = head.bytes;
  if (buf.length < 12 || buf.toString("latin1", 0, 4) !== "DIRC") return;
  let version = buf.readUInt32BE(4), count = buf.readUInt32BE(8);
  if (version < 2 || version > 4) return;
  let want = Buffer.from(prefix, "utf8"), hashBytes = layout.objectFormat === "sha256" ? 32 : 20, at = 12, previous = Buffer.alloc(0);
  for (let i = 0; i < count; i++) {
    let flagsAt = at + 40 + hashBytes;
    if (flagsAt + 2 > buf.length) return;
    let flags = buf.readUInt16BE(flagsAt), extended = version >= 3 && (flags & 16384) !== 0, nameAt = flagsAt + 2 + (extended ? 2 : 0), name;
    if (version === 4) {
      let c = buf[nameAt++];
      if (c === void 0) return;
      let strip = c & 127;
      for (; c & 128; ) {
        if (c = buf[nameAt++], c === void 0) return;
        strip = strip + 1 << 7 | c & 127;
      }
      let nul = buf.indexOf(0, nameAt);
      if (nul < 0 || strip > previous.length) return;
      name = Buffer.concat([previous.subarray(0, previous.length - strip), buf.subarray(nameAt, nul)]), at = nul + 1;
    } else {
      let nul = buf.indexOf(0, nameAt);
      if (nul < 0) return;
      name = buf.subarray(nameAt, nul), at += nameAt - at + name.length + 8 & -8;
    }
    if (name.subarray(0, want.length).equals(want)) return !0;
    if (Buffer.compare(name, want) > 0) return !1;
    previous = name;
  }
  return !1;
}

// scripts/state/state-trust.ts
var STATE_SUBDIRS = ["journal", "cache", "tmp"], TRACKED = {
  code: "REFUSED",
  message: `${STATE_DIR_NAME}/ holds files that git tracks (they came with the repository). doc-hygiene trusts no journal, grant, cache or state it did not write itself; nothing was changed. Remove them from git (git rm -r --cached ${STATE_DIR_NAME}), delete the folder, then run again.`
};
function real(root) {
  try {
    return (0, import_node_fs10.realpathSync)(root);
  } catch {
    return root;
  }
}
function folderDistrust(root) {
  let unsafe = stateFolderProblem(root, STATE_SUBDIRS);
  if (unsafe) return { code: "UNSAFE_PATH", message: unsafe };
  try {
    (0, import_node_fs10.lstatSync)(stateDirOf(root));
  } catch {
    return "absent";
  }
}
function stateDistrustWithoutGit(given) {
  let root = real(given), folder = folderDistrust(root);
  if (folder === "absent") return;
  if (folder) return folder;
  let layout = findRepoLayout(root);
  if (!layout) return;
  let tracked = indexHasPathUnder(layout, indexPrefix(layout.root, root));
  if (tracked !== !1)
    return tracked === !0 ? TRACKED : { code: "REFUSED", message: `cannot tell from the index whether git tracks files in ${STATE_DIR_NAME}/ (a split or unknown index); run a doc-hygiene command that asks git` };
}
function indexPrefix(repoRoot, root) {
  let rel = (0, import_node_path10.relative)(repoRoot, root).split(import_node_path10.sep).join("/");
  return rel === "" ? `${STATE_DIR_NAME}/` : `${rel}/${STATE_DIR_NAME}/`;
}

// scripts/cli/commands/session-start.ts
var sessionStartCommand = {
  name: "session-start",
  summary: "The doc-hygiene SessionStart reminder (a Claude Code hook).",
  usage: ["[--explain]"],
  description: `Project: $CLAUDE_PROJECT_DIR, else the current folder; its git root is used.
Prints a hook JSON line when a check is due, nothing otherwise.
Settings (.dochygiene.yaml): reminder.enabled (default true), reminder.interval_days (default 7).`,
  options: { explain: { type: "boolean", help: "print the decision and the doc walk (null: none) as JSON on stderr" } },
  exitCodes: "always 0.",
  exitMode: "hook",
  run: async (args) => {
    let explainIt = args.flags.explain === !0;
    try {
      if (Number(process.versions.node.split(".")[0]) < 20) return 0;
      let start = process.env.CLAUDE_PROJECT_DIR || process.cwd(), root = findGitRoot(start);
      if (root === null) return 0;
      let distrust = stateDistrustWithoutGit(root);
      if (distrust) throw new Error(distrust.message);
      let config = await loadReminderConfig(root), now = /* @__PURE__ */ new Date(), { state, problem } = readStateFile(root);
      if (problem) throw new Error(problem);
      let docs = null, decision = decide(now, state, config, (after) => docs = docsMetadata(root, { stop_at_change_after: after }));
      if (explainIt && process.stderr.write(JSON.stringify({ root, config, decision, docs }) + `
`), !decision.due) return 0;
      let { setStamp } = await Promise.resolve().then(() => __toESM(require("./lazy/state-store.cjs"), 1));
      setStamp(root, "last_reminded", now.toISOString());
      let out = {
        systemMessage: decision.message,
        hookSpecificOutput: { hookEventName: "SessionStart", additionalContext: decision.message }
      };
      process.stdout.write(JSON.stringify(out) + `
`);
    } catch (err) {
      explainIt && process.stderr.write(`session-start: ${err instanceof Error ? err.message : String(err)}
`);
    }
    return 0;
  }
};

// scripts/cli/session-start.ts
runCli(sessionStartCommand);
