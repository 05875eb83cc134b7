#!/usr/bin/env node
import { createRequire as __dhCreateRequire } from 'node:module'; const require = __dhCreateRequire(import.meta.url);
import {
  CATEGORY_FILTERS,
  runReport,
  scanArtifactViolations
} from "./chunks/chunk-4TPI42HO.mjs";
import "./chunks/chunk-MM6Z7CDC.mjs";
import {
  loadReportFile
} from "./chunks/chunk-GUHQLK5X.mjs";
import {
  pendingClassification,
  scannerProvenSource,
  toolVersion
} from "./chunks/chunk-YSPBRJK7.mjs";
import "./chunks/chunk-Q6OSUR5N.mjs";
import "./chunks/chunk-YIRSMZBC.mjs";
import {
  SIGNALS,
  openProject,
  referencesOf,
  runScan
} from "./chunks/chunk-7LXVNGLN.mjs";
import "./chunks/chunk-U5OHGRJB.mjs";
import {
  isBudgetCutNote
} from "./chunks/chunk-EAESETKJ.mjs";
import "./chunks/chunk-XQDF6ZKF.mjs";
import "./chunks/chunk-YVT32W6E.mjs";
import {
  LIFECYCLE_SIGNAL,
  OPENSPEC_COMPLETED_SIGNAL
} from "./chunks/chunk-3FWQVS7Z.mjs";
import {
  buildRepoIndex
} from "./chunks/chunk-PKHHBPBW.mjs";
import {
  parseDoc
} from "./chunks/chunk-JCWKA64J.mjs";
import "./chunks/chunk-Z45Y2YWL.mjs";
import "./chunks/chunk-KQAQCCUE.mjs";
import {
  compileSchema,
  schemaViolations
} from "./chunks/chunk-ERKIDGZ2.mjs";
import {
  listProjectFiles
} from "./chunks/chunk-TZALMOM2.mjs";
import {
  writeCheckResult
} from "./chunks/chunk-2AP4MNI6.mjs";
import {
  statePaths
} from "./chunks/chunk-L2EUGNP7.mjs";
import "./chunks/chunk-OUZCCNIE.mjs";
import {
  canonicalJson,
  sha256Hex
} from "./chunks/chunk-VFCBVGFI.mjs";
import "./chunks/chunk-IGLDV2XO.mjs";
import {
  BASELINE_FILE,
  assertStateTrusted
} from "./chunks/chunk-ODI7J5P3.mjs";
import {
  writeFileAtomic
} from "./chunks/chunk-2SEPAG6N.mjs";
import {
  parseArgs,
  runCli,
  stringFlag,
  writeStdout
} from "./chunks/chunk-WTUKGVID.mjs";
import "./chunks/chunk-6K7LX5MF.mjs";
import {
  byCodeUnit,
  isPartialHistoryNote,
  runGit,
  splitZ
} from "./chunks/chunk-A4CSYVLB.mjs";
import "./chunks/chunk-PLG4TFWS.mjs";
import {
  projectFileText,
  readProjectFile
} from "./chunks/chunk-MT66A3VG.mjs";
import {
  EXIT,
  HygieneError,
  formatViolation
} from "./chunks/chunk-FC3EPPNQ.mjs";
import "./chunks/chunk-6K57MRJR.mjs";

// scripts/cli/check.ts
import { relative } from "node:path";

// scripts/check/run-check.ts
import { mkdtempSync, rmSync } from "node:fs";
import { join } from "node:path";
import { tmpdir } from "node:os";
async function runCheck(o) {
  await assertStateTrusted(o.root);
  let artifact = await o.scan(o.root, o.scope), { config } = o, scan = artifact, now = (o.now ?? (() => /* @__PURE__ */ new Date()))(), out = await runReport({
    scan: artifact,
    sources: scanArtifactViolations(artifact).length === 0 ? [await scannerProvenSource(scan)] : [],
    now,
    tool_version: o.tool_version,
    on_demand_weight: config.tokens.on_demand_weight,
    conventions: config.conventions,
    category: o.category,
    scope: o.scope,
    model_free: !0
  });
  if (out.stage !== "ok") return { stage: out.stage, violations: out.violations, unclassified: [] };
  let scratch = mkdtempSync(join(tmpdir(), "dochygiene-check-")), scratchJson = join(scratch, "report.json");
  writeFileAtomic(scratchJson, out.json), writeFileAtomic(join(scratch, "report.md"), out.md);
  let checked = loadReportFile(scratchJson);
  if (checked.violations.length) return { stage: "validate", violations: checked.violations, unclassified: [], scratch };
  writeCheckResult(o.root, out.json, out.md, out.report.generated_at), rmSync(scratch, { recursive: !0, force: !0 });
  let unclassified = pendingClassification(out.report.shortlist, scan.signals, out.report.entries, out.filtered_out).map((x) => x.path), paths = statePaths(o.root);
  return { stage: "ok", violations: [], report: out.report, rollup: out.rollup, unclassified, report_json: paths.report_json, report_md: paths.report_md };
}

// scripts/ci/baseline.ts
import { join as join2 } from "node:path";

// scripts/contract/schemas/baseline.schema.json
var baseline_schema_default = {
  $schema: "https://json-schema.org/draft/2020-12/schema",
  $id: "https://github.com/doc-hygiene/doc-hygiene/schemas/baseline.schema.json",
  title: "doc-hygiene CI baseline (.dochygiene-baseline.json)",
  description: "Findings accepted as existing debt: `doc-hygiene-check --ci` fails only on findings whose id is not listed here. Written by --write-baseline (every current finding) and --prune-baseline (drops entries that are gone, never adds); committed at the repository root.",
  type: "object",
  additionalProperties: !1,
  required: ["format", "version", "findings"],
  properties: {
    format: { const: "doc-hygiene/baseline" },
    version: { const: 1 },
    findings: {
      type: "array",
      description: "Sorted by path, then id. Only `id` decides; the rest tells a reader what was accepted.",
      items: {
        type: "object",
        additionalProperties: !1,
        required: ["id", "signal", "path", "detail"],
        properties: {
          id: { type: "string", pattern: "^[0-9a-f]{16}$", description: "The finding's content-derived id (also the SARIF partial fingerprint)." },
          signal: { type: "string", minLength: 1 },
          path: { type: "string", minLength: 1 },
          detail: { type: "string" }
        }
      }
    }
  }
};

// scripts/ci/baseline.ts
var BASELINE_FORMAT = "doc-hygiene/baseline";
function baselinePath(root) {
  return join2(root, BASELINE_FILE);
}
var MAX_BASELINE_BYTES = 64 * 1024 * 1024;
function readBaseline(root) {
  let read = readProjectFile(root, BASELINE_FILE, MAX_BASELINE_BYTES);
  if (!read.ok && read.reason === "absent") return;
  if (!read.ok) throw new HygieneError("CONFIG", `${read.reason}; the baseline must be a regular file inside the project`, BASELINE_FILE);
  let value;
  try {
    value = JSON.parse(read.bytes.toString("utf8"));
  } catch (e) {
    let at = /position (\d+)/.exec(e.message)?.[1];
    throw new HygieneError("CONFIG", `not JSON${at ? ` (at byte ${at})` : ""}`, BASELINE_FILE);
  }
  let violations = schemaViolations(compileSchema(baseline_schema_default), value);
  if (violations.length) throw new HygieneError("CONFIG", violations.map(formatViolation).join("; "), BASELINE_FILE);
  return value;
}
function serializeBaseline(entries) {
  let seen = /* @__PURE__ */ new Set(), findings = entries.filter((e) => seen.has(e.id) ? !1 : (seen.add(e.id), !0)).map(({ id, signal, path, detail }) => ({ id, signal, path, detail })).sort((a, b2) => byCodeUnit(a.path, b2.path) || byCodeUnit(a.id, b2.id));
  return JSON.stringify({ format: BASELINE_FORMAT, version: 1, findings }, null, 2) + `
`;
}
function writeBaseline(root, entries) {
  let p = baselinePath(root);
  return writeFileAtomic(p, serializeBaseline(entries)), p;
}
function matchBaseline(baseline, findings) {
  if (!baseline) return { known: /* @__PURE__ */ new Set(), gone: [] };
  let current = new Set(findings.map((f) => f.id)), listed = new Set(baseline.findings.map((e) => e.id));
  return {
    known: new Set([...current].filter((id) => listed.has(id))),
    gone: baseline.findings.filter((e) => !current.has(e.id))
  };
}

// scripts/ci/rules.ts
var SEVERITIES = ["error", "warning", "note"], COMMAND_REFERENCE = "command_reference", VANISHED_IDENTIFIER = "vanished_identifier", MISLEADING = /* @__PURE__ */ new Set(["broken_reference", COMMAND_REFERENCE, VANISHED_IDENTIFIER]), STALE = /* @__PURE__ */ new Set(["version_skew", "stale_name_location", "edit_recency_vs_churn", "duplicate_block", LIFECYCLE_SIGNAL, OPENSPEC_COMPLETED_SIGNAL]);
function severityOf(signal, agentMemory, hint = !1) {
  return hint ? "note" : MISLEADING.has(signal) ? agentMemory ? "error" : "warning" : STALE.has(signal) ? "warning" : "note";
}
function atLeast(s, min) {
  return SEVERITIES.indexOf(s) <= SEVERITIES.indexOf(min);
}
var EXTRA = {
  [LIFECYCLE_SIGNAL]: {
    description: "A temporary doc (plan, scratch note, handoff) that a lifecycle rule says is served or past its retention.",
    help: "Delete the doc, or extract what lasts into a durable doc first; `/hygiene clean` proposes the edit."
  },
  [OPENSPEC_COMPLETED_SIGNAL]: {
    description: "An OpenSpec change whose tasks are all ticked but which is not archived.",
    help: "Archive it the OpenSpec way: `openspec archive <change>`."
  }
}, HELP = {
  broken_reference: "Point the reference at the path or heading that exists now (git history often shows where it moved), or remove it. `doc-hygiene-check` proposes the fix when history proves the move.",
  version_skew: "State the version the manifests pin, or drop the version from the prose.",
  stale_name_location: "Move a doc that is still true out of the old/temporary location, or delete it when it is served.",
  archive_to_live_ratio: "Point live docs at live sources, or archive the doc itself.",
  frontmatter_marker: "The doc says it is superseded, deprecated or done: delete or archive it, or update the marker.",
  token_weight: "Move detail out of the always-loaded doc into docs read on demand.",
  duplicate_block: "Keep the canonical copy and link to it from the others.",
  edit_recency_vs_churn: "Re-read the doc against the code it describes and update what changed.",
  [COMMAND_REFERENCE]: "Update the command to one the repository defines (package scripts, Makefile targets, bin entries), or remove it.",
  [VANISHED_IDENTIFIER]: "Rename the mention to what the code calls it now, or drop the sentence that relies on it."
};
function ruleInfo(signal) {
  let scanner = SIGNALS.find((s) => s.name === signal);
  if (scanner) return { id: signal, description: scanner.description, help: HELP[signal] ?? scanner.description };
  let extra = EXTRA[signal];
  return extra ? { id: signal, ...extra } : { id: signal, description: `doc-hygiene signal ${signal}.`, help: "Run /hygiene check in Claude Code to classify it." };
}
function knownSignals() {
  return [.../* @__PURE__ */ new Set([...SIGNALS.map((s) => s.name), COMMAND_REFERENCE, VANISHED_IDENTIFIER, ...Object.keys(EXTRA)])];
}

// scripts/ci/sarif.ts
var SARIF_SCHEMA = "https://json.schemastore.org/sarif-2.1.0.json", FINGERPRINT_KEY = "docHygiene/v1";
function toSarif(input) {
  let signals = [...new Set(input.findings.map((f) => f.signal))].sort(), ruleIndex = new Map(signals.map((s, i) => [s, i])), rules = signals.map((s) => {
    let r = ruleInfo(s);
    return {
      id: r.id,
      name: r.id.replace(/(^|_)([a-z])/g, (_, __, c) => c.toUpperCase()),
      shortDescription: { text: r.description },
      fullDescription: { text: r.description },
      help: { text: r.help, markdown: r.help },
      defaultConfiguration: { level: "warning" }
    };
  }), results = input.findings.map((f) => {
    let region = {};
    f.line !== void 0 && (region.startLine = f.line), f.line !== void 0 && f.column !== void 0 && (region.startColumn = f.column);
    let physicalLocation = { artifactLocation: { uri: encodeUri(f.path), uriBaseId: "%SRCROOT%" } };
    f.line !== void 0 && (physicalLocation.region = region);
    let result = {
      ruleId: f.signal,
      ruleIndex: ruleIndex.get(f.signal),
      level: f.severity,
      message: { text: f.detail },
      locations: [{ physicalLocation }],
      partialFingerprints: { [FINGERPRINT_KEY]: f.id },
      properties: { agent_memory: f.agent_memory }
    };
    return input.baselined.has(f.id) && (result.suppressions = [{ kind: "external", justification: `listed in ${BASELINE_FILE}` }]), result;
  });
  return {
    $schema: SARIF_SCHEMA,
    version: "2.1.0",
    runs: [
      {
        tool: { driver: { name: "doc-hygiene", version: input.tool_version, informationUri: "https://github.com/doc-hygiene/doc-hygiene", rules } },
        originalUriBaseIds: { "%SRCROOT%": { description: { text: "The repository root." } } },
        invocations: [
          {
            executionSuccessful: !0,
            toolExecutionNotifications: input.notes.map((n) => ({ level: "note", message: { text: n } }))
          }
        ],
        results
      }
    ]
  };
}
function encodeUri(path) {
  return path.split("/").map(encodeURIComponent).join("/");
}

// scripts/ci/formats.ts
var FORMATS = ["text", "json", "sarif", "github"], where = (f) => `${f.path}${f.line !== void 0 ? `:${f.line}${f.column !== void 0 ? `:${f.column}` : ""}` : ""}`;
function status(r, f) {
  return r.failing.has(f.id) ? "FAIL" : r.baselined.has(f.id) ? "baseline" : "ok";
}
function formatText(r) {
  let lines = [];
  for (let f of r.findings) lines.push(`${where(f)}: ${f.severity} ${f.signal} [${status(r, f)}] ${f.detail}`);
  for (let n of r.notes) lines.push(`note: ${n}`);
  for (let g of r.gone) lines.push(`baseline: ${g.path} ${g.signal} ${g.id} is gone (drop it with --prune-baseline)`);
  return lines.push(summaryLine(r)), lines.join(`
`) + `
`;
}
var baselinedShown = (r) => r.findings.filter((f) => r.baselined.has(f.id)).length;
function summaryLine(r) {
  let scope = r.changed_since ? ` in docs touched since ${r.changed_since.rev} (${r.changed_since.changed} paths changed)` : "";
  return `doc-hygiene: ${r.files_scanned} files scanned; ${r.findings.length} findings${scope}, ${baselinedShown(r)} in the baseline, ${r.failing.size} failing --fail-on ${r.fail_on}` + (r.gone.length ? `; ${r.gone.length} baseline entries gone` : "") + (r.baseline_written ? `; baseline written to ${r.baseline_written}` : "");
}
function formatJson(r) {
  return JSON.stringify(
    {
      ok: r.failing.size === 0,
      fail_on: r.fail_on,
      files_scanned: r.files_scanned,
      changed_since: r.changed_since ?? null,
      counts: { findings: r.findings.length, failing: r.failing.size, baselined: baselinedShown(r), gone_from_baseline: r.gone.length },
      findings: r.findings.map((f) => ({ ...f, line: f.line ?? null, column: f.column ?? null, status: status(r, f) })),
      gone_from_baseline: r.gone,
      notes: r.notes,
      baseline_written: r.baseline_written ?? null
    },
    null,
    2
  ) + `
`;
}
var escData = (s) => s.replace(/%/g, "%25").replace(/\r/g, "%0D").replace(/\n/g, "%0A"), escProp = (s) => escData(s).replace(/:/g, "%3A").replace(/,/g, "%2C");
function formatGithub(r) {
  let out = [];
  for (let f of r.findings) {
    if (r.baselined.has(f.id)) continue;
    let cmd = r.failing.has(f.id) ? "error" : f.severity === "note" ? "notice" : "warning", props = [`file=${escProp(f.path)}`];
    f.line !== void 0 && props.push(`line=${f.line}`), f.line !== void 0 && f.column !== void 0 && props.push(`col=${f.column}`), props.push(`title=${escProp(`doc-hygiene ${f.signal}`)}`), out.push(`::${cmd} ${props.join(",")}::${escData(f.detail)}`);
  }
  for (let n of r.notes) out.push(`::notice title=doc-hygiene::${escData(n)}`);
  for (let g of r.gone) out.push(`::notice file=${escProp(g.path)},title=${escProp("doc-hygiene baseline")}::${escData(`baseline entry ${g.id} (${g.signal}) is gone; drop it with --prune-baseline`)}`);
  return out.push(summaryLine(r)), out.join(`
`) + `
`;
}
function render(format, r, tool_version) {
  switch (format) {
    case "text":
      return formatText(r);
    case "json":
      return formatJson(r);
    case "github":
      return formatGithub(r);
    case "sarif":
      return JSON.stringify(toSarif({ findings: r.all_findings, baselined: r.baselined, notes: r.notes, tool_version }), null, 2) + `
`;
  }
}

// scripts/ci/agent-memory.ts
function agentMemoryOf(artifact) {
  let perSession = new Set(artifact.per_session);
  return (path) => perSession.has(path) || artifact.docs?.[path]?.role.name === "agent-memory";
}

// scripts/ci/changed-since.ts
async function changedPaths(root, rev) {
  if (rev.startsWith("-")) throw new HygieneError("USAGE", `--changed-since: "${rev}" is not a revision`);
  let r = await runGit(root, ["rev-parse", "--verify", "-q", `${rev}^{commit}`]);
  if (r.code !== 0) throw new HygieneError("USAGE", `--changed-since: ${rev} names no commit in this repository (in a shallow checkout, fetch it first)`);
  let target = r.stdout.toString("utf8").trim(), mb = await runGit(root, ["merge-base", target, "HEAD"]), base = mb.code === 0 ? mb.stdout.toString("utf8").trim() : target, [diff, untracked] = await Promise.all([
    runGit(root, ["diff", "--name-only", "-z", "--no-renames", "--no-ext-diff", "--no-textconv", base, "--"]),
    runGit(root, ["ls-files", "-z", "--others", "--exclude-standard"])
  ]);
  if (diff.code !== 0) throw new HygieneError("IO", `git diff failed in ${root}: ${diff.stderr.trim()}`);
  return { base, changed: /* @__PURE__ */ new Set([...splitZ(diff.stdout), ...untracked.code === 0 ? splitZ(untracked.stdout) : []]) };
}
async function changedScope(root, rev, docs, isAgent) {
  let { base, changed } = await changedPaths(root, rev), inScope = /* @__PURE__ */ new Set(), rest = docs.filter((d) => changed.has(d) ? (inScope.add(d), !1) : !0);
  if (rest.length > 0 && changed.size > 0) {
    let repo = buildRepoIndex(await listProjectFiles(root)), changedList = [...changed];
    for (let d of rest) {
      let text = projectFileText(root, d);
      if (text === void 0) continue;
      referencesOf(parseDoc(d, text), { root, repo, agent: isAgent(d) }).some((r) => changed.has(r.resolved) || changedList.some((c) => c.startsWith(r.resolved.replace(/\/$/, "") + "/"))) && inScope.add(d);
    }
  }
  return { base, changed, touches: (doc) => inScope.has(doc) };
}

// scripts/ci/fail-on.ts
var DEFAULT_FAIL_ON = "error";
function parseFailOn(text) {
  let terms = text.split(/[\s,]+/).filter(Boolean);
  if (terms.length === 0) throw new HygieneError("USAGE", "--fail-on needs a severity or a signal name");
  let known = new Set(knownSignals()), out = { severities: [], signals: /* @__PURE__ */ new Set() };
  for (let t of terms)
    if (t !== "none")
      if (SEVERITIES.includes(t)) out.severities.push(t);
      else if (known.has(t)) out.signals.add(t);
      else throw new HygieneError("USAGE", `--fail-on: "${t}" is neither a severity (${SEVERITIES.join(", ")}, none) nor a signal (${[...known].join(", ")})`);
  return out;
}
function fails(f, finding) {
  return f.signals.has(finding.signal) || f.severities.some((s) => atLeast(finding.severity, s));
}

// scripts/ci/findings.ts
var EVIDENCE = {
  broken_reference: ["detail", "renamed_to", "deleted_in", "hint"],
  command_reference: ["detail", "renamed_to", "removed_in"],
  vanished_identifier: ["detail", "present_at", "removed_in", "successor"]
};
function stableKey(path, hit) {
  let strip = (v) => typeof v == "number" ? "#" : typeof v == "string" ? v.replace(/\d+/g, "#") : Array.isArray(v) ? v.map(strip) : v && typeof v == "object" ? Object.fromEntries(Object.entries(v).map(([k, x]) => [k, strip(x)])) : v, { line: _l, column: _c, ...rest } = hit;
  for (let k of EVIDENCE[String(hit.name)] ?? []) delete rest[k];
  return canonicalJson({ path, hit: strip(rest) });
}
function findingsOf(artifact) {
  let agent = agentMemoryOf(artifact), out = [];
  for (let path of Object.keys(artifact.signals).sort()) {
    let seen = /* @__PURE__ */ new Map();
    for (let hit of artifact.signals[path]) {
      let key = stableKey(path, hit), n = (seen.get(key) ?? 0) + 1;
      seen.set(key, n);
      let isAgent = agent(path), column = typeof hit.column == "number" ? hit.column : void 0;
      out.push({
        id: sha256Hex(n === 1 ? key : `${key}#${n}`).slice(0, 16),
        signal: hit.name,
        path,
        line: typeof hit.line == "number" ? hit.line : void 0,
        column,
        detail: hit.detail,
        severity: severityOf(hit.name, isAgent, hit.hint === !0),
        agent_memory: isAgent
      });
    }
  }
  return out;
}

// scripts/ci/run-ci.ts
async function runCi(o) {
  let failOnText = o.failOn ?? DEFAULT_FAIL_ON, failOn = parseFailOn(failOnText);
  if (o.baseline && o.changedSince !== void 0)
    throw new HygieneError("USAGE", "--write-baseline and --prune-baseline record the whole repository: drop --changed-since");
  if (o.baseline && o.scope !== void 0)
    throw new HygieneError("USAGE", "--write-baseline and --prune-baseline record the whole repository: drop --scope");
  let artifact = await o.scan(o.root, o.scope), all = findingsOf(artifact), findings = all, existing = o.baseline === "write" ? void 0 : readBaseline(o.root), match = matchBaseline(existing, all), written;
  if (o.baseline === "write")
    written = writeBaseline(o.root, all), match = matchBaseline({ format: "doc-hygiene/baseline", version: 1, findings: all }, all);
  else if (o.baseline === "prune") {
    if (!existing) throw new HygieneError("USAGE", `--prune-baseline: there is no ${BASELINE_FILE} (write one with --write-baseline)`);
    let partial = artifact.notes.find(isPartialHistoryNote);
    if (partial !== void 0) throw new HygieneError("USAGE", `--prune-baseline needs the whole history, and this scan saw part of it (${partial}); run it in a full, undamaged clone with the git CLI`);
    let cut = artifact.notes.find(isBudgetCutNote);
    if (cut !== void 0) throw new HygieneError("USAGE", `--prune-baseline needs every look-up, and this scan's time budget cut some (${cut}); run it again on a less busy machine`);
    let goneIds = new Set(match.gone.map((e) => e.id));
    written = writeBaseline(o.root, existing.findings.filter((e) => !goneIds.has(e.id))), match = { known: match.known, gone: [] };
  }
  let changed;
  if (o.changedSince !== void 0) {
    let docs = [...new Set(all.map((f) => f.path))], scope = await changedScope(o.root, o.changedSince, docs, agentMemoryOf(artifact));
    findings = all.filter((f) => scope.touches(f.path)), changed = { rev: o.changedSince, base: scope.base, changed: scope.changed.size };
  }
  let failing = new Set(findings.filter((f) => !match.known.has(f.id) && fails(failOn, f)).map((f) => f.id));
  return {
    findings,
    all_findings: all,
    baselined: new Set(all.filter((f) => match.known.has(f.id)).map((f) => f.id)),
    failing,
    gone: match.gone,
    notes: artifact.notes,
    files_scanned: artifact.files_scanned,
    fail_on: failOnText,
    changed_since: changed,
    baseline_written: written
  };
}

// scripts/cli/check.ts
var HELP2 = `Usage: doc-hygiene-check [--root DIR] [--no-model] [--scope GLOB_OR_PATH] [--category C] [--json]
       doc-hygiene-check --ci [--format text|json|sarif|github] [--fail-on LIST] [--changed-since REV]
                         [--sarif FILE] [--write-baseline | --prune-baseline] [--root DIR] [--scope X]

The model-free check: scans the project's docs, proposes only the edits the scanner proves (a link to
a file git history shows moved -> replace-text; an exact duplicate block -> dedupe to its canonical
copy; a doc a lifecycle rule proves served or past retention -> delete, or extract-then-delete when
the rule says so), builds and validates the report on a scratch path, then writes .dochygiene/report.json and
.dochygiene/report.md and stamps last_check. Other signal-bearing files are listed in report.md as
needing classification (run /hygiene check in Claude Code for that). No model is called.

Options:
  --root DIR        the project (default: the git toplevel of the current directory)
  --no-model        no classifier (always the case here; accepted for explicitness)
  --scope X         narrow the scan to a glob or a path prefix
  --category C      keep only entries of class stale|bloat or of one subtype
  --json            print a JSON summary instead of text
  --help            show this help

Exit codes: 0 report written, 1 refused or invalid (the previous report is kept), 2 usage error.

CI gate (--ci): model-free and read-only (no report pair, no state; only the history cache). Every
signal hit is a finding with a severity and a content-derived id; the run fails on findings matching
--fail-on that the baseline (${BASELINE_FILE}, committed at the root) does not list.
  --format F          text (default), json (a summary), sarif (SARIF 2.1.0 for code scanning),
                      github (workflow-command annotations)
  --fail-on LIST      severities (error, warning, note: that one or worse) and/or signal names,
                      comma-separated; none never fails. Default: error = broken references, stale
                      commands and vanished names in agent memory (CLAUDE.md, AGENTS.md, what every
                      session loads); the same signals elsewhere are warnings
  --changed-since REV only findings in docs changed since REV's merge base with HEAD (working tree
                      included), or in docs that reference a changed path
  --sarif FILE        also write SARIF to FILE
  --write-baseline    record every current finding in ${BASELINE_FILE} (then exit 0)
  --prune-baseline    drop the baseline's entries that are gone; never adds one (refused where the
                      scan saw part of the history: a shallow, partial or damaged clone, no git CLI;
                      or where vanished_identifier's time budget cut look-ups)
CI exit codes: 0 nothing fails, 1 findings fail --fail-on, 2 usage or internal error.`, count = (n, one, many) => `${n} ${n === 1 ? one : many}`;
await runCli({
  name: "doc-hygiene-check",
  help: HELP2,
  run: async (argv) => {
    let args = parseArgs(argv, {
      root: { type: "string" },
      "no-model": { type: "boolean" },
      scope: { type: "string" },
      category: { type: "string" },
      json: { type: "boolean" },
      ci: { type: "boolean" },
      format: { type: "string" },
      "fail-on": { type: "string" },
      "changed-since": { type: "string" },
      sarif: { type: "string" },
      "write-baseline": { type: "boolean" },
      "prune-baseline": { type: "boolean" }
    });
    if (args.positionals.length) throw new HygieneError("USAGE", `unexpected argument ${args.positionals[0]}`);
    let ciOnly = ["format", "fail-on", "changed-since", "sarif", "write-baseline", "prune-baseline"].filter((f) => args.flags[f] !== void 0);
    if (args.flags.ci) return runGate(args);
    if (ciOnly.length) throw new HygieneError("USAGE", `--${ciOnly[0]} needs --ci`);
    let category = stringFlag(args, "category");
    if (category !== void 0 && !CATEGORY_FILTERS.includes(category))
      throw new HygieneError("USAGE", `--category must be one of ${CATEGORY_FILTERS.join(", ")}`);
    let project = await openProject(stringFlag(args, "root") ?? process.cwd()), { root } = project, r = await runCheck({ root, config: project.config, scope: stringFlag(args, "scope"), category, tool_version: toolVersion(), scan: (_root, scope) => runScan({ project, scope }) });
    if (r.stage !== "ok")
      return process.stderr.write(`doc-hygiene-check: no report written (${r.stage} failed); the previous report is kept:
` + r.violations.map((v) => `  ${formatViolation(v)}
`).join("") + (r.scratch ? `  scratch report left in ${r.scratch}
` : "")), EXIT.INVALID;
    let rep = r.report, auto = rep.entries.filter((e) => e.safety_tier === "auto").length, t = r.rollup.total;
    if (args.flags.json)
      await writeStdout(JSON.stringify({
        generated_at: rep.generated_at,
        files_scanned: rep.scan.files_scanned,
        shortlisted: rep.shortlist.length,
        entries: rep.entries.length,
        auto,
        confirm: rep.entries.length - auto,
        needs_classification: r.unclassified,
        tokens: t,
        report_json: r.report_json,
        report_md: r.report_md
      }, null, 2) + `
`);
    else {
      let rel = (p) => relative(process.cwd(), p) || p;
      await writeStdout(
        `doc-hygiene check (model-free) of ${root}
  ${rep.scan.files_scanned} files scanned, ${rep.shortlist.length} shortlisted
  ${count(rep.entries.length, "entry", "entries")} (${auto} auto, ${rep.entries.length - auto} confirm), ${count(r.unclassified.length, "file needs", "files need")} classification
  ~${t.weighted_tokens} tokens saved per session, up to ~${t.on_demand_tokens} more in on-demand docs
  ${rel(r.report_md)}
  ${rel(r.report_json)}
` + (rep.entries.length ? `Next: /hygiene clean applies the auto entries and asks about the rest.
` : "")
      );
    }
    return EXIT.OK;
  }
});
async function runGate(args) {
  try {
    if (args.flags.category !== void 0 || args.flags.json) throw new HygieneError("USAGE", "--ci takes --format instead of --json and --category");
    let format = stringFlag(args, "format") ?? "text";
    if (!FORMATS.includes(format)) throw new HygieneError("USAGE", `--format must be one of ${FORMATS.join(", ")}`);
    if (args.flags["write-baseline"] && args.flags["prune-baseline"]) throw new HygieneError("USAGE", "--write-baseline and --prune-baseline exclude each other");
    let project = await openProject(stringFlag(args, "root") ?? process.cwd()), { root } = project, r = await runCi({
      root,
      scope: stringFlag(args, "scope"),
      failOn: stringFlag(args, "fail-on"),
      changedSince: stringFlag(args, "changed-since"),
      baseline: args.flags["write-baseline"] ? "write" : args.flags["prune-baseline"] ? "prune" : void 0,
      scan: (_start, scope) => runScan({ project, scope })
    }), sarifFile = stringFlag(args, "sarif");
    return sarifFile !== void 0 && writeFileAtomic(sarifFile, render("sarif", r, toolVersion())), await writeStdout(render(format, r, toolVersion())), r.baseline_written ? EXIT.OK : r.failing.size > 0 ? 1 : EXIT.OK;
  } catch (err) {
    let msg = err instanceof HygieneError ? `${err.location ? err.location + ": " : ""}${err.message}` : `internal error: ${err instanceof Error ? err.message : String(err)}`;
    return process.stderr.write(`doc-hygiene-check: ${msg}
`), err instanceof HygieneError && err.code === "USAGE" && process.stderr.write(`Run 'doc-hygiene-check --help' for usage.
`), EXIT.USAGE;
  }
}
