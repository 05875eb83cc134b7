import { createRequire as __dhCreateRequire } from 'node:module'; const require = __dhCreateRequire(import.meta.url);
import {
  findGitRoot
} from "./chunks/chunk-BFFDYW5O.mjs";
import {
  readStateFile
} from "./chunks/chunk-HDAVYEHG.mjs";
import "./chunks/chunk-CA6OREP6.mjs";
import {
  runCli
} from "./chunks/chunk-QWT4MS2F.mjs";
import "./chunks/chunk-GPUNALMA.mjs";
import "./chunks/chunk-LQ3WGZX4.mjs";
import "./chunks/chunk-6K57MRJR.mjs";

// scripts/reminder/reminder-config.ts
import { readFileSync } from "node:fs";
import { join } from "node:path";
var DEFAULT_REMINDER = Object.freeze({ enabled: !0, interval_days: 7 }), CONFIG_FILE = ".dochygiene.yaml";
async function loadReminderConfig(root) {
  let text;
  try {
    text = readFileSync(join(root, CONFIG_FILE), "utf8");
  } catch (err) {
    if (err.code === "ENOENT") return DEFAULT_REMINDER;
    throw err;
  }
  let yaml = await import("./chunks/dist-4WQB634K.mjs"), r = ((yaml.parse ?? yaml.default?.parse)(text) ?? {}).reminder ?? {}, enabled = r.enabled === void 0 ? DEFAULT_REMINDER.enabled : r.enabled, interval = r.interval_days === void 0 ? DEFAULT_REMINDER.interval_days : r.interval_days;
  if (typeof enabled != "boolean") throw new Error(`${CONFIG_FILE}: reminder.enabled must be true or false`);
  if (typeof interval != "number" || !Number.isFinite(interval) || interval < 0)
    throw new Error(`${CONFIG_FILE}: reminder.interval_days must be a number of days >= 0`);
  return { enabled, interval_days: interval };
}

// scripts/reminder/docs-metadata.ts
import { readdirSync, statSync } from "node:fs";
import { join as join2 } from "node:path";
var ROOT_DOC_FILES = ["CLAUDE.md", "CLAUDE.local.md", "AGENTS.md", ".claude/CLAUDE.md"], DOC_TREES = ["docs", "doc", "openspec", "plans", ".claude/rules"], SKIP_DIRS = /* @__PURE__ */ new Set(["node_modules", ".git", ".dochygiene", "vendor", "dist", "build"]);
function docsMetadata(root, opts = {}) {
  let maxEntries = opts.max_entries ?? 2e3, maxDepth = opts.max_depth ?? 6, newest = null, hasDocs = !1, seen = 0, truncated = !1, note = (ms) => {
    (newest === null || ms > newest) && (newest = ms);
  };
  for (let rel of ROOT_DOC_FILES)
    try {
      let st = statSync(join2(root, rel));
      st.isFile() && (hasDocs = !0, note(st.mtimeMs));
    } catch {
    }
  let walk = (dir, depth) => {
    if (truncated) return;
    let items;
    try {
      items = readdirSync(dir, { withFileTypes: !0 });
    } catch {
      return;
    }
    try {
      note(statSync(dir).mtimeMs);
    } catch {
    }
    for (let it of items) {
      if (++seen > maxEntries) {
        truncated = !0;
        return;
      }
      let p = join2(dir, it.name);
      if (it.isDirectory())
        depth < maxDepth && !SKIP_DIRS.has(it.name) && walk(p, depth + 1);
      else if (it.isFile() && /\.(md|mdx|markdown)$/i.test(it.name)) {
        hasDocs = !0;
        try {
          note(statSync(p).mtimeMs);
        } catch {
        }
      }
    }
  };
  for (let rel of DOC_TREES) walk(join2(root, rel), 1);
  return { has_docs: hasDocs, newest_mtime_ms: newest, entries_seen: Math.min(seen, maxEntries), truncated };
}

// scripts/reminder/due.ts
function decide(now, state, config, docs) {
  if (!config.enabled) return { due: !1, reason: "disabled" };
  if (!docs.has_docs) return { due: !1, reason: "no-docs" };
  let lastCheck = state?.last_check ? Date.parse(state.last_check) : null, lastReminded = state?.last_reminded ? Date.parse(state.last_reminded) : null, reason;
  if (lastCheck === null) reason = "never-checked";
  else {
    if (now.getTime() - lastCheck < config.interval_days * 864e5) return { due: !1, reason: "fresh" };
    if (docs.newest_mtime_ms === null || docs.newest_mtime_ms <= lastCheck) return { due: !1, reason: "unchanged" };
    reason = "stale";
  }
  if (lastReminded !== null && now.getTime() - lastReminded < 864e5) return { due: !1, reason: "reminded-recently" };
  let days = lastCheck === null ? null : Math.floor((now.getTime() - lastCheck) / 864e5), message = reason === "never-checked" ? "doc-hygiene: this project's agent docs have never been checked; /hygiene check finds stale, broken, duplicated and bloated docs (reminder.enabled: false in .dochygiene.yaml turns this off)." : `doc-hygiene: the last docs check was ${days} days ago and docs changed since; /hygiene check to refresh the report (reminder.enabled: false in .dochygiene.yaml turns this off).`;
  return { due: !0, reason, days_since_check: days, message };
}

// scripts/cli/session-start.ts
var HELP = `session-start: the doc-hygiene SessionStart reminder (a Claude Code hook)

Usage: node dist/session-start.mjs [--explain]

Project: $CLAUDE_PROJECT_DIR, else the current folder; its git root is used.
Prints a hook JSON line when a check is due, nothing otherwise. Always exits 0.
  --explain   print the decision as JSON on stderr (for debugging)
Settings (.dochygiene.yaml): reminder.enabled (default true), reminder.interval_days (default 7).`;
await runCli({
  name: "session-start",
  help: HELP,
  run: async (argv) => {
    try {
      if (Number(process.versions.node.split(".")[0]) < 20) return 0;
      let start = process.env.CLAUDE_PROJECT_DIR || process.cwd(), root = findGitRoot(start);
      if (root === null) return 0;
      let config = await loadReminderConfig(root), now = /* @__PURE__ */ new Date(), { state, problem } = readStateFile(root);
      if (problem) throw new Error(problem);
      let decision = decide(now, state, config, docsMetadata(root));
      if (argv.includes("--explain") && process.stderr.write(JSON.stringify({ root, config, decision }) + `
`), !decision.due) return 0;
      let { setStamp } = await import("./chunks/state-store-H4Z5IFHB.mjs");
      setStamp(root, "last_reminded", now.toISOString());
      let out = {
        systemMessage: decision.message,
        hookSpecificOutput: { hookEventName: "SessionStart", additionalContext: decision.message }
      };
      process.stdout.write(JSON.stringify(out) + `
`);
    } catch (err) {
      argv.includes("--explain") && process.stderr.write(`session-start: ${err instanceof Error ? err.message : String(err)}
`);
    }
    return 0;
  }
});
