import { createRequire as __dhCreateRequire } from 'node:module'; const require = __dhCreateRequire(import.meta.url);
import {
  scanProgress
} from "./chunk-6D625TZO.mjs";
import {
  openProject,
  runScan,
  withoutCopiesNote
} from "./chunk-L6RSWUXZ.mjs";
import {
  ALL_SIGNALS
} from "./chunk-PLTFT22Z.mjs";
import {
  SEVERITIES,
  isBoundCutNote,
  referencesOf
} from "./chunk-JZLM7UPL.mjs";
import {
  BASELINE_FILE,
  stateDistrust
} from "./chunk-XPE3MLC3.mjs";
import {
  canonicalJson,
  sha256Hex
} from "./chunk-VFCBVGFI.mjs";
import {
  buildRepoIndex
} from "./chunk-5VCSN5G4.mjs";
import {
  count,
  duration
} from "./chunk-C2YHMVOQ.mjs";
import {
  writeFileAtomic
} from "./chunk-2SEPAG6N.mjs";
import {
  compileSchema,
  schemaViolations
} from "./chunk-QVJDJ4Q2.mjs";
import {
  listProjectFiles,
  parseDoc
} from "./chunk-DUOPAI4E.mjs";
import {
  byCodeUnit,
  isPartialHistoryNote,
  runGit,
  splitZ
} from "./chunk-7CNQJT4V.mjs";
import {
  projectFileText,
  readProjectFile
} from "./chunk-MIYAM7C7.mjs";
import {
  CONFIG_OPTION,
  QUIET_OPTION,
  ROOT_OPTION,
  mdCell,
  mdCode,
  printable,
  rootFlag,
  stringFlag,
  toolVersion,
  workflowData,
  workflowProperty,
  writeStdout
} from "./chunk-Q5DWSZJV.mjs";
import {
  EXIT,
  HygieneError,
  formatViolation,
  readRegularFile
} from "./chunk-6ISAVYID.mjs";

// scripts/cli/commands/ci.ts
import { appendFileSync } from "node:fs";
import { resolve } from "node:path";

// scripts/ci/baseline.ts
import { basename, join } from "node:path";

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
function baselinePath(root, file) {
  return file ?? join(root, BASELINE_FILE);
}
var MAX_BASELINE_BYTES = 64 * 1024 * 1024;
function readBaseline(root, file) {
  let name = file === void 0 ? BASELINE_FILE : basename(file), read = file === void 0 ? readProjectFile(root, BASELINE_FILE, MAX_BASELINE_BYTES) : readRegularFile(file, MAX_BASELINE_BYTES, { followSymlink: !0 });
  if (!read.ok && read.reason === "absent") return;
  if (!read.ok) throw new HygieneError("CONFIG", `${read.reason}; the baseline must be a regular file${file === void 0 ? " inside the project" : ""}`, name);
  let value;
  try {
    value = JSON.parse(read.bytes.toString("utf8"));
  } catch (e) {
    let at = /position (\d+)/.exec(e.message)?.[1];
    throw new HygieneError("CONFIG", `not JSON${at ? ` (at byte ${at})` : ""}`, name);
  }
  let violations = schemaViolations(compileSchema(baseline_schema_default), value);
  if (violations.length) throw new HygieneError("CONFIG", violations.map(formatViolation).join("; "), name);
  return value;
}
function serializeBaseline(entries) {
  let seen = /* @__PURE__ */ new Set(), findings = entries.filter((e) => seen.has(e.id) ? !1 : (seen.add(e.id), !0)).map(({ id, signal, path, detail }) => ({ id, signal, path, detail })).sort((a, b2) => byCodeUnit(a.path, b2.path) || byCodeUnit(a.id, b2.id));
  return JSON.stringify({ format: BASELINE_FORMAT, version: 1, findings }, null, 2) + `
`;
}
function writeBaseline(root, entries, file) {
  let p = baselinePath(root, file);
  return writeFileAtomic(p, serializeBaseline(entries)), p;
}
function matchBaseline(baseline, findings) {
  if (!baseline) return { known: /* @__PURE__ */ new Set(), gone: [] };
  let current = new Set(findings.map((f) => f.id)), listed2 = new Set(baseline.findings.map((e) => e.id));
  return {
    known: new Set([...current].filter((id) => listed2.has(id))),
    gone: baseline.findings.filter((e) => !current.has(e.id))
  };
}

// scripts/ci/rules.ts
var BY_NAME = new Map(ALL_SIGNALS.map((s) => [s.name, s]));
function severityOf(signal, agentMemory, hint = !1) {
  let s = BY_NAME.get(signal);
  return hint || !s ? "note" : agentMemory ? s.severity.agent_memory : s.severity.elsewhere;
}
function atLeast(s, min) {
  return SEVERITIES.indexOf(s) <= SEVERITIES.indexOf(min);
}
function historyFieldsOf(signal) {
  return BY_NAME.get(signal)?.history_fields ?? [];
}
function ruleInfo(signal) {
  let s = BY_NAME.get(signal);
  return s ? { id: signal, description: s.description, help: s.help } : { id: signal, description: `doc-hygiene signal ${signal}.`, help: "Run /hygiene check in Claude Code to classify it." };
}
function knownSignals() {
  return ALL_SIGNALS.map((s) => s.name);
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
    let region = { startLine: f.at.line };
    f.at.column !== void 0 && (region.startColumn = f.at.column);
    let result = {
      ruleId: f.signal,
      ruleIndex: ruleIndex.get(f.signal),
      level: f.severity,
      message: { text: f.detail },
      locations: [{ physicalLocation: { artifactLocation: { uri: encodeUri(f.at.path), uriBaseId: "%SRCROOT%" }, region } }],
      partialFingerprints: { [FINGERPRINT_KEY]: f.id },
      properties: { agent_memory: f.agent_memory, ...f.hint ? { hint: !0 } : {}, ...f.at.path !== f.path ? { finding_path: f.path } : {} }
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
function inclusion(r, f) {
  if (!f.included_by) return "";
  let { reference, changed } = f.included_by, since = r.changed_since?.rev ?? "";
  return reference === changed ? ` (included: references ${changed}, changed since ${since})` : ` (included: references ${reference}/, where ${changed} changed since ${since})`;
}
function listed(r, quiet) {
  return r.findings.filter((f) => !r.baselined.has(f.id) && r.shown.has(f.id) && (!quiet || r.failing.has(f.id)));
}
var hiddenHints = (r) => r.findings.filter((f) => !r.shown.has(f.id)).length, baselinedCount = (r) => r.findings.filter((f) => r.baselined.has(f.id)).length;
function formatText(r, o) {
  let lines = [];
  for (let f of listed(r, o.quiet)) lines.push(`${where(f)}: ${f.severity} ${f.signal} [${status(r, f)}] ${f.detail}${inclusion(r, f)}`);
  if (!o.quiet) {
    for (let n of r.notes) lines.push(`note: ${n}`);
    for (let g of r.gone) lines.push(`baseline: ${g.path} ${g.signal} ${g.id} is gone: ${g.detail} (drop it with --prune-baseline)`);
  }
  return lines.push(summaryLine(r, o.elapsed_ms)), lines.map(printable).join(`
`) + `
`;
}
function summaryLine(r, elapsedMs) {
  let c = r.changed_since, scope = c ? ` in ${count(c.docs, "doc")} changed since ${c.rev} (${count(c.changed, "path")} changed` + (c.include_referencing ? `, ${c.referencing.length} referencing a changed path)` : ")") : "", parts = [
    `${count(r.files_scanned, "file")} scanned${elapsedMs !== void 0 ? ` in ${duration(elapsedMs)}` : ""}`,
    `${count(r.findings.length, "finding")}${scope}: ${r.failing.size} failing --fail-on ${r.fail_on}, ${baselinedCount(r)} in the baseline`
  ], hidden = hiddenHints(r);
  return hidden && parts.push(`${count(hidden, "hint")} not shown (--hints)`), r.gone.length && parts.push(`${count(r.gone.length, "baseline entry", "baseline entries")} gone`), r.baseline_written && parts.push(`baseline written to ${r.baseline_written}`), `doc-hygiene: ${parts.join("; ")}`;
}
function formatJson(r) {
  return JSON.stringify(
    {
      ok: r.failing.size === 0,
      fail_on: r.fail_on,
      files_scanned: r.files_scanned,
      changed_since: r.changed_since ?? null,
      counts: { findings: r.findings.length, failing: r.failing.size, baselined: baselinedCount(r), hints_not_shown: hiddenHints(r), gone_from_baseline: r.gone.length },
      findings: r.findings.map(({ at, included_by, ...f }) => ({
        ...f,
        line: f.line ?? null,
        column: f.column ?? null,
        status: status(r, { ...f, at }),
        shown: r.shown.has(f.id),
        location: at,
        included_by: included_by ?? null
      })),
      gone_from_baseline: r.gone,
      notes: r.notes,
      baseline_written: r.baseline_written ?? null
    },
    null,
    2
  ) + `
`;
}
var ANNOTATIONS_PER_KIND = 10;
function annotationOf(r, f) {
  return r.failing.has(f.id) ? "error" : f.severity === "note" ? "notice" : "warning";
}
function overAnnotationCap(r, o = {}) {
  let per = /* @__PURE__ */ new Map();
  for (let f of listed(r, o.quiet)) per.set(annotationOf(r, f), (per.get(annotationOf(r, f)) ?? 0) + 1);
  let notices = (per.get("notice") ?? 0) + (o.quiet ? 0 : r.notes.length + r.gone.length);
  return (per.get("error") ?? 0) > ANNOTATIONS_PER_KIND || (per.get("warning") ?? 0) > ANNOTATIONS_PER_KIND || notices > ANNOTATIONS_PER_KIND;
}
function formatGithub(r, o) {
  let out = [], shown = listed(r, o.quiet);
  o.step_summary && out.push(`::notice title=doc-hygiene::${workflowData(`${count(shown.length, "finding")} to show, more than GitHub annotates in one step (${ANNOTATIONS_PER_KIND} of each kind): the job summary lists them all`)}`);
  let order = ["error", "warning", "notice"];
  for (let kind of order)
    for (let f of shown) {
      if (annotationOf(r, f) !== kind) continue;
      let props = [`file=${workflowProperty(f.at.path)}`, `line=${f.at.line}`];
      f.at.column !== void 0 && props.push(`col=${f.at.column}`), props.push(`title=${workflowProperty(`doc-hygiene ${f.signal}`)}`), out.push(`::${kind} ${props.join(",")}::${workflowData(f.detail + inclusion(r, f))}`);
    }
  if (!o.quiet) {
    for (let n of r.notes) out.push(`::notice title=doc-hygiene::${workflowData(n)}`);
    for (let g of r.gone) out.push(`::notice file=${workflowProperty(g.path)},title=${workflowProperty("doc-hygiene baseline")}::${workflowData(`baseline entry ${g.id} (${g.signal}) is gone; drop it with --prune-baseline`)}`);
  }
  return out.push(summaryLine(r, o.elapsed_ms)), out.join(`
`) + `
`;
}
var STEP_SUMMARY_BYTES = 1024 * 1024 - 16 * 1024;
function stepSummaryMarkdown(r, o = {}) {
  let rank = { FAIL: 0, ok: 1, baseline: 2 }, rows = r.findings.filter((f) => r.shown.has(f.id) && (!o.quiet || r.failing.has(f.id))).map((f) => ({ f, s: status(r, f) })).sort((a, b) => rank[a.s] - rank[b.s]), text = ["### doc-hygiene", "", mdCell(summaryLine(r, o.elapsed_ms)), "", "| status | severity | signal | where | finding |", "|---|---|---|---|---|"].join(`
`) + `
`, n = 0;
  for (let { f, s } of rows) {
    let row = `| ${s} | ${f.severity} | ${f.signal} | ${mdCell(mdCode(where(f)))} | ${mdCell(f.detail + inclusion(r, f))} |
`;
    if (Buffer.byteLength(text + row) > STEP_SUMMARY_BYTES) break;
    text += row, n++;
  }
  return n < rows.length && (text += `
${count(rows.length - n, "more finding")} past GitHub's summary size; the step's log lists every one.
`), text;
}
function render(format, r, o) {
  switch (format) {
    case "text":
      return formatText(r, o);
    case "json":
      return formatJson(r);
    case "github":
      return formatGithub(r, o);
    case "sarif":
      return JSON.stringify(toSarif({ findings: r.all_findings.filter((f) => r.shown.has(f.id)), baselined: r.baselined, notes: r.notes, tool_version: o.tool_version }), null, 2) + `
`;
  }
}

// scripts/ci/run-ci.ts
import { lstatSync, readdirSync } from "node:fs";
import { join as join2 } from "node:path";

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
async function changedScope(root, rev, docs, isAgent, includeReferencing) {
  let { base, changed } = await changedPaths(root, rev), changedDocs = new Set(docs.filter((d) => changed.has(d))), referencing = /* @__PURE__ */ new Map(), rest = docs.filter((d) => !changedDocs.has(d));
  if (includeReferencing && rest.length > 0 && changed.size > 0) {
    let repo = buildRepoIndex(await listProjectFiles(root)), changedList = [...changed].sort(byCodeUnit);
    for (let d of rest) {
      let text = projectFileText(root, d);
      if (text === void 0) continue;
      let refs = referencesOf(parseDoc(d, text), { root, repo, agent: isAgent(d) });
      for (let r of [...refs].sort((a, b) => byCodeUnit(a.resolved, b.resolved))) {
        let folder = r.resolved.replace(/\/$/, "") + "/", hit = changed.has(r.resolved) ? r.resolved : changedList.find((c) => c.startsWith(folder));
        if (hit !== void 0) {
          referencing.set(d, { reference: r.resolved, changed: hit });
          break;
        }
      }
    }
  }
  return { base, changed, changedDocs, referencing };
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
function evidenceOf(signal) {
  let fields = historyFieldsOf(signal);
  return fields.length > 0 ? ["detail", ...fields] : [];
}
function stableKey(path, hit) {
  let strip = (v) => typeof v == "number" ? "#" : typeof v == "string" ? v.replace(/\d+/g, "#") : Array.isArray(v) ? v.map(strip) : v && typeof v == "object" ? Object.fromEntries(Object.entries(v).map(([k, x]) => [k, strip(x)])) : v, { line: _l, column: _c, copies: _copies, ...rest } = hit;
  typeof rest.detail == "string" && (rest.detail = withoutCopiesNote(rest.detail));
  for (let k of evidenceOf(String(hit.name))) delete rest[k];
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
        agent_memory: isAgent,
        hint: hit.hint === !0
      });
    }
  }
  return out;
}

// scripts/ci/run-ci.ts
function withoutCanonicalCopies(signals) {
  let out = {};
  for (let [path, hits] of Object.entries(signals)) {
    let kept = hits.filter((h) => !(h.name === "duplicate_block" && h.canonical === path));
    kept.length && (out[path] = kept);
  }
  return out;
}
var KEY_FILES = ["tasks.md", "proposal.md", "README.md", "index.md"];
function locate(root, f) {
  let path = f.path;
  try {
    if (lstatSync(join2(root, f.path)).isDirectory()) {
      let names = readdirSync(join2(root, f.path), { withFileTypes: !0 }).filter((e) => e.isFile()).map((e) => e.name).sort(byCodeUnit), key = KEY_FILES.find((k) => names.includes(k)) ?? names.find((n) => /\.mdx?$/i.test(n)) ?? names[0];
      key !== void 0 && (path = `${f.path.replace(/\/$/, "")}/${key}`);
    }
  } catch {
  }
  return f.line !== void 0 && path === f.path ? { path, line: f.line, column: f.column } : { path, line: 1, column: void 0 };
}
function needsHistoryNote(unchecked) {
  return `needs history: this clone lacks commits the history signals read (vanished_identifier, edit_recency_vs_churn, where a moved path went, which backticked paths never existed), so their findings are missing or hints here and the verdict can differ from a full clone's${unchecked > 0 ? `; ${count(unchecked, "baseline entry", "baseline entries")} not found here not called gone` : ""}; check out with fetch-depth: 0 (or run git fetch --unshallow first)`;
}
async function runCi(o) {
  let failOnText = o.failOn ?? DEFAULT_FAIL_ON, failOn = parseFailOn(failOnText);
  if (o.baseline && o.changedSince !== void 0)
    throw new HygieneError("USAGE", "--write-baseline and --prune-baseline record the whole repository: drop --changed-since");
  if (o.baseline && o.scope !== void 0)
    throw new HygieneError("USAGE", "--write-baseline and --prune-baseline record the whole repository: drop --scope");
  if (o.includeReferencing && o.changedSince === void 0) throw new HygieneError("USAGE", "--include-referencing needs --changed-since");
  let artifact = await o.scan(o.root, o.scope), all = findingsOf({ ...artifact, signals: withoutCanonicalCopies(artifact.signals) }).map((f) => ({ ...f, at: locate(o.root, f) })), findings = all, existing = o.baseline === "write" ? void 0 : readBaseline(o.root, o.baselineFile), match = matchBaseline(existing, all), written;
  if (o.baseline === "write")
    written = writeBaseline(o.root, all, o.baselineFile), match = matchBaseline({ format: "doc-hygiene/baseline", version: 1, findings: all }, all);
  else if (o.baseline === "prune") {
    if (!existing) throw new HygieneError("USAGE", `--prune-baseline: there is no ${o.baselineFile ?? BASELINE_FILE} (write one with --write-baseline)`);
    let partial = artifact.notes.find(isPartialHistoryNote);
    if (partial !== void 0) throw new HygieneError("USAGE", `--prune-baseline needs the whole history, and this scan saw part of it (${partial}); run it in a full, undamaged clone with the git CLI`);
    let cut = artifact.notes.find(isBoundCutNote);
    if (cut !== void 0) throw new HygieneError("USAGE", `--prune-baseline needs every look-up, and this scan's work bound cut some (${cut})`);
    let goneIds = new Set(match.gone.map((e) => e.id));
    written = writeBaseline(o.root, existing.findings.filter((e) => !goneIds.has(e.id)), o.baselineFile), match = { known: match.known, gone: [] };
  }
  let changed;
  if (o.changedSince !== void 0) {
    let docs = [...new Set(all.map((f) => f.path))], scope = await changedScope(o.root, o.changedSince, docs, agentMemoryOf(artifact), o.includeReferencing === !0);
    findings = all.filter((f) => scope.changedDocs.has(f.path) || scope.referencing.has(f.path)).map((f) => scope.changedDocs.has(f.path) ? f : { ...f, included_by: scope.referencing.get(f.path) });
    let referencing = [...scope.referencing].map(([doc, r]) => ({ doc, ...r })).filter((r) => findings.some((f) => f.path === r.doc));
    changed = {
      rev: o.changedSince,
      base: scope.base,
      changed: scope.changed.size,
      docs: new Set(findings.map((f) => f.path)).size,
      referencing,
      include_referencing: o.includeReferencing === !0
    };
  }
  let partialHistory = artifact.notes.find(isPartialHistoryNote), unchecked = partialHistory === void 0 ? 0 : match.gone.length, notes = partialHistory === void 0 ? artifact.notes : [...artifact.notes, needsHistoryNote(unchecked)], failing = new Set(findings.filter((f) => !match.known.has(f.id) && fails(failOn, f)).map((f) => f.id)), shown = new Set(all.filter((f) => !f.hint || o.hints === !0 || fails(failOn, f)).map((f) => f.id));
  return {
    findings,
    all_findings: all,
    baselined: new Set(all.filter((f) => match.known.has(f.id)).map((f) => f.id)),
    failing,
    shown,
    gone: unchecked > 0 ? [] : match.gone,
    unchecked,
    notes,
    files_scanned: artifact.files_scanned,
    fail_on: failOnText,
    hints: o.hints === !0,
    changed_since: changed,
    baseline_written: written
  };
}

// scripts/cli/commands/ci.ts
var CI_OPTIONS = {
  format: { type: "string", arg: "F", help: "text (default), json (every finding with its status), sarif (SARIF 2.1.0 for code scanning), github (workflow-command annotations)" },
  "fail-on": {
    type: "string",
    arg: "LIST",
    help: "severities (error, warning, note: that one or worse) and/or signal names, comma-separated; none never fails. Default: error = broken references, stale commands and vanished names in agent memory (CLAUDE.md, AGENTS.md, what every session loads); the same signals elsewhere are warnings"
  },
  "changed-since": {
    type: "string",
    arg: "REV",
    help: "only findings in docs changed since REV's merge base with HEAD (working tree included); SARIF still carries every finding"
  },
  "include-referencing": {
    type: "boolean",
    help: "with --changed-since: also docs that reference a changed path (a link to a file the branch moved), each labelled with the path that pulled it in"
  },
  hints: { type: "boolean", help: "also show hints (text, github, SARIF): findings the signals rate as likely noise, such as a backticked path history never had" },
  sarif: { type: "string", arg: "FILE", help: "also write SARIF to FILE" },
  baseline: { type: "string", arg: "FILE", help: `the baseline to read, write and prune instead of ${BASELINE_FILE} at the project root` },
  "write-baseline": { type: "boolean", help: `record every current finding in the baseline (${BASELINE_FILE}; then exit 0)` },
  "prune-baseline": {
    type: "boolean",
    help: "drop the baseline's entries that are gone; never adds one (refused where the scan saw part of the history: a shallow, partial or damaged clone, no git CLI; or where vanished_identifier's work bound cut look-ups)"
  },
  root: ROOT_OPTION,
  scope: { type: "string", arg: "X", help: "narrow the scan to a glob or a path prefix" },
  config: CONFIG_OPTION,
  quiet: QUIET_OPTION
}, ciCommand = {
  name: "doc-hygiene ci",
  summary: `The CI gate: model-free and read-only (no report pair, no state; the only write is the history cache in .dochygiene/cache/, and none where git tracks anything in .dochygiene/ or it is a link). Every signal hit is a finding with a severity and a content-derived id; the run fails on findings matching --fail-on that the baseline (${BASELINE_FILE}, committed at the root) does not list.`,
  usage: [
    "[--format text|json|sarif|github] [--fail-on LIST] [--changed-since REV [--include-referencing]] [--hints] [--sarif FILE] [--baseline FILE] [--write-baseline | --prune-baseline] [--root DIR] [--scope X] [--config FILE] [--quiet]"
  ],
  description: `Hints are not shown unless --hints (or --fail-on picks them); a duplicated block is one finding, on the copy to change. In the github
format, when the annotations exceed what GitHub shows of one step (10 errors, 10 warnings, 10 notices), the job summary
($GITHUB_STEP_SUMMARY) gets a table of every finding. Progress goes to stderr on a terminal; every format but json and sarif ends
with a one-line summary.`,
  options: CI_OPTIONS,
  exitCodes: "0 nothing fails, 1 findings fail --fail-on, 2 usage or internal error (also a malformed baseline or configuration).",
  exitMode: "gate",
  run: runGate
};
function noCacheNote(why) {
  return `history read without its cache: ${why.split(/[.;] /)[0]}, and the read-only gate neither trusts nor rewrites a state folder it did not make`;
}
async function runGate(args, ctx) {
  if (args.positionals.length) throw new HygieneError("USAGE", `unexpected argument ${args.positionals[0]}`);
  let format = stringFlag(args, "format") ?? "text";
  if (!FORMATS.includes(format)) throw new HygieneError("USAGE", `--format must be one of ${FORMATS.join(", ")}`);
  if (args.flags["write-baseline"] && args.flags["prune-baseline"]) throw new HygieneError("USAGE", "--write-baseline and --prune-baseline exclude each other");
  let config = stringFlag(args, "config"), project = await openProject(rootFlag(args), config === void 0 ? void 0 : resolve(config)), quiet = args.flags.quiet === !0, baselineFlag = stringFlag(args, "baseline"), distrust = await stateDistrust(project.root), r = await runCi({
    root: project.root,
    scope: stringFlag(args, "scope"),
    failOn: stringFlag(args, "fail-on"),
    changedSince: stringFlag(args, "changed-since"),
    includeReferencing: args.flags["include-referencing"] === !0,
    hints: args.flags.hints === !0,
    baseline: args.flags["write-baseline"] ? "write" : args.flags["prune-baseline"] ? "prune" : void 0,
    baselineFile: baselineFlag === void 0 ? void 0 : resolve(baselineFlag),
    scan: async (_start, scope) => {
      let artifact = await runScan({ project, scope, historyCache: distrust === void 0, onProgress: scanProgress(ctx) });
      return distrust && artifact.notes.push(noCacheNote(distrust.message)), artifact;
    }
  });
  ctx.status();
  let elapsed_ms = Date.now() - ctx.started, sarifFile = stringFlag(args, "sarif"), tool_version = toolVersion();
  sarifFile !== void 0 && writeFileAtomic(sarifFile, render("sarif", r, { tool_version }));
  let summaryFile = process.env.GITHUB_STEP_SUMMARY, step_summary = !1;
  if (format === "github" && summaryFile && overAnnotationCap(r, { quiet }))
    try {
      appendFileSync(summaryFile, stepSummaryMarkdown(r, { quiet, elapsed_ms })), step_summary = !0;
    } catch (err) {
      ctx.note(`the job summary ($GITHUB_STEP_SUMMARY) could not be written: ${err.message}`);
    }
  return await writeStdout(render(format, r, { tool_version, quiet, elapsed_ms, step_summary })), r.baseline_written ? EXIT.OK : r.failing.size > 0 ? EXIT.INVALID : EXIT.OK;
}

export {
  CI_OPTIONS,
  ciCommand,
  noCacheNote,
  runGate
};
