import { createRequire as __dhCreateRequire } from 'node:module'; const require = __dhCreateRequire(import.meta.url);
import {
  KIND_TABLE,
  isEditKind,
  kindBooleans
} from "./chunk-3MRBJ7GN.mjs";
import {
  canonicalJson,
  sha256Hex
} from "./chunk-VFCBVGFI.mjs";
import {
  compileSchema,
  schemaViolations
} from "./chunk-QVJDJ4Q2.mjs";
import {
  isJsonObject
} from "./chunk-Z45Y2YWL.mjs";
import {
  projectRelativeProblem
} from "./chunk-MIYAM7C7.mjs";
import {
  readRegularFile
} from "./chunk-6ISAVYID.mjs";

// scripts/validate/validate-report.ts
import { statSync } from "node:fs";

// scripts/contract/schemas/report.schema.json
var report_schema_default = {
  $schema: "https://json-schema.org/draft/2020-12/schema",
  $id: "https://github.com/doc-hygiene/doc-hygiene/schemas/report.schema.json",
  title: "doc-hygiene machine report",
  description: "The machine report written by /hygiene check to .dochygiene/report.json and consumed by /hygiene clean and /hygiene sweep. safety_tier, is_destructive, is_reversible, expected_sha256 and token counts are computed by scripts, never by a model. Cross-field rules that JSON Schema cannot express (tier derivation, kind-table booleans, shortlist membership, path confinement) are enforced by validate-report.",
  type: "object",
  additionalProperties: !1,
  required: ["schema_version", "tool_version", "policy_version", "generated_at", "scan", "shortlist", "entries", "promotion_candidates"],
  properties: {
    schema_version: { const: "1.0" },
    tool_version: { type: "string", pattern: "^\\d+\\.\\d+\\.\\d+([-+][0-9A-Za-z.-]+)?$" },
    policy_version: { type: "string", minLength: 1, description: "Version of the kind table and tier function that derived every safety_tier." },
    generated_at: { type: "string", format: "date-time" },
    scan: {
      type: "object",
      additionalProperties: !1,
      required: ["project_root", "scope_globs", "excluded_dirs", "files_scanned"],
      properties: {
        project_root: { type: "string", minLength: 1 },
        scope_globs: { type: "array", items: { type: "string", minLength: 1 } },
        excluded_dirs: { type: "array", items: { type: "string", minLength: 1 } },
        files_scanned: { type: "integer", minimum: 0 },
        scope: { type: ["string", "null"], description: "The --scope filter of the run, if any." },
        category_filter: { type: ["string", "null"], description: "The --category filter of the run, if any." },
        notes: { type: "array", items: { type: "string" }, description: "Limits of the scan, e.g. history left out by a budget." }
      }
    },
    shortlist: { type: "array", items: { $ref: "#/$defs/relpath" }, uniqueItems: !0 },
    entries: { type: "array", items: { $ref: "#/$defs/entry" } },
    actions: {
      type: "array",
      description: "What the scanner found that no edit answers and no classifier judges: an OpenSpec change to archive with its own command, a lifecycle condition for /hygiene sweep to judge. Written by scripts; /hygiene clean applies none of them.",
      items: {
        type: "object",
        additionalProperties: !1,
        required: ["path", "signal", "do", "command", "why"],
        properties: {
          path: { $ref: "#/$defs/relpath" },
          signal: { type: "string", minLength: 1 },
          do: { enum: ["run", "sweep"], description: "run: the command, in the project root; sweep: /hygiene sweep judges it." },
          command: { type: "string", minLength: 1 },
          why: { type: "string", minLength: 1 }
        }
      }
    },
    promotion_candidates: {
      type: "array",
      items: {
        type: "object",
        additionalProperties: !1,
        required: ["path", "name", "pitch"],
        properties: {
          path: { $ref: "#/$defs/relpath" },
          name: { type: "string", minLength: 1 },
          pitch: { type: "string", minLength: 1 }
        }
      }
    }
  },
  $defs: {
    relpath: { type: "string", minLength: 1, maxLength: 4096 },
    sha256: { type: "string", pattern: "^[0-9a-f]{64}$" },
    line: { type: "integer", minimum: 1, maximum: 1e7 },
    anchor: {
      type: "object",
      additionalProperties: !1,
      required: ["start_line", "end_line"],
      properties: {
        start_line: { $ref: "#/$defs/line" },
        end_line: { $ref: "#/$defs/line" }
      }
    },
    whole_anchor: {
      type: "object",
      additionalProperties: !1,
      required: ["whole"],
      properties: { whole: { enum: ["file", "directory"] } },
      description: "delete / extract-then-delete act on a whole file, or a whole directory for a directory-rule aggregate."
    },
    signal: {
      type: "object",
      required: ["name"],
      properties: {
        name: { type: "string", minLength: 1 },
        detail: { type: "string" },
        line: { $ref: "#/$defs/line" }
      }
    },
    lifecycle: {
      type: "object",
      additionalProperties: !1,
      required: ["rule_ref", "lifetime"],
      properties: {
        rule_ref: { type: "string", minLength: 1 },
        lifetime: { enum: ["keep", "temporary", "delete-once-served"] },
        served_when_path: { type: "string", minLength: 1 },
        served_when: { type: "string", minLength: 1 },
        served_by: { $ref: "#/$defs/relpath", description: "The tracked path that satisfied served_when_path (scanner-proven evidence)." },
        age_days: { type: "number", minimum: 0, description: "For temporary docs: days since the last commit touching the path." },
        git_state: {
          type: "object",
          additionalProperties: !1,
          required: ["tracked", "clean"],
          properties: { tracked: { type: "boolean" }, clean: { type: "boolean" } }
        }
      },
      allOf: [
        { not: { required: ["served_when_path", "served_when"] } },
        {
          if: { properties: { lifetime: { const: "temporary" } } },
          then: { allOf: [{ not: { required: ["served_when_path"] } }, { not: { required: ["served_when"] } }] }
        },
        {
          if: { properties: { lifetime: { const: "delete-once-served" } } },
          then: { oneOf: [{ required: ["served_when_path"] }, { required: ["served_when"] }] }
        }
      ]
    },
    exact_edit: {
      type: "object",
      required: ["kind"],
      properties: {
        kind: { enum: ["delete-range", "move-to-archive", "insert-frontmatter", "replace-text", "dedupe", "delete", "extract-then-delete"] }
      },
      allOf: [
        {
          if: { properties: { kind: { const: "delete-range" } } },
          then: {
            additionalProperties: !1,
            required: ["anchor", "expected_sha256"],
            properties: { kind: !0, anchor: { $ref: "#/$defs/anchor" }, expected_sha256: { $ref: "#/$defs/sha256" } }
          }
        },
        {
          if: { properties: { kind: { const: "move-to-archive" } } },
          then: {
            additionalProperties: !1,
            required: ["anchor", "dest_path", "expected_sha256"],
            properties: { kind: !0, anchor: { $ref: "#/$defs/anchor" }, dest_path: { $ref: "#/$defs/relpath" }, expected_sha256: { $ref: "#/$defs/sha256" } }
          }
        },
        {
          if: { properties: { kind: { const: "insert-frontmatter" } } },
          then: {
            additionalProperties: !1,
            required: ["key", "value"],
            properties: {
              kind: !0,
              key: { type: "string", pattern: "^[A-Za-z_][A-Za-z0-9_-]{0,63}$" },
              value: { type: "string", maxLength: 1e3 }
            }
          }
        },
        {
          if: { properties: { kind: { const: "replace-text" } } },
          then: {
            additionalProperties: !1,
            required: ["anchor", "match", "replacement", "expected_sha256"],
            properties: {
              kind: !0,
              anchor: { $ref: "#/$defs/anchor" },
              match: { type: "string", minLength: 1, maxLength: 1e5 },
              replacement: { type: "string", maxLength: 1e5 },
              expected_sha256: { $ref: "#/$defs/sha256" }
            }
          }
        },
        {
          if: { properties: { kind: { const: "dedupe" } } },
          then: {
            additionalProperties: !1,
            required: ["anchor", "canonical_ref", "expected_sha256"],
            properties: {
              kind: !0,
              anchor: { $ref: "#/$defs/anchor" },
              canonical_ref: {
                type: "object",
                additionalProperties: !1,
                required: ["path", "start_line", "end_line"],
                properties: { path: { $ref: "#/$defs/relpath" }, start_line: { $ref: "#/$defs/line" }, end_line: { $ref: "#/$defs/line" } }
              },
              expected_sha256: { $ref: "#/$defs/sha256" }
            }
          }
        },
        {
          if: { properties: { kind: { const: "delete" } } },
          then: {
            additionalProperties: !1,
            required: ["anchor", "expected_sha256"],
            properties: { kind: !0, anchor: { $ref: "#/$defs/whole_anchor" }, expected_sha256: { $ref: "#/$defs/sha256" } }
          }
        },
        {
          if: { properties: { kind: { const: "extract-then-delete" } } },
          then: {
            additionalProperties: !1,
            required: ["anchor", "extraction_target", "expected_sha256"],
            properties: {
              kind: !0,
              anchor: { $ref: "#/$defs/whole_anchor" },
              extraction_target: { enum: ["repo-durable", "cross-repo"] },
              target_path: { $ref: "#/$defs/relpath" },
              expected_sha256: { $ref: "#/$defs/sha256" }
            },
            if: { properties: { extraction_target: { const: "repo-durable" } } },
            then: { required: ["target_path"] }
          }
        }
      ]
    },
    entry: {
      type: "object",
      additionalProperties: !1,
      required: ["id", "path", "category", "signals", "op", "op_type", "is_destructive", "is_reversible", "safety_tier", "token_estimate", "generated_at"],
      properties: {
        id: { type: "string", pattern: "^[0-9a-f]{16}$", description: "Stable content-derived id: sha256 of path, kind, edit fields and file digest." },
        path: { $ref: "#/$defs/relpath" },
        category: {
          type: "object",
          additionalProperties: !1,
          required: ["class", "subtype"],
          properties: {
            class: { enum: ["stale", "bloat"] },
            subtype: { enum: ["contradicted", "orphaned", "superseded", "provisional", "completed-in-place", "duplicated", "distill", "split", "freeze"] }
          },
          allOf: [
            {
              if: { properties: { class: { const: "stale" } } },
              then: { properties: { subtype: { enum: ["contradicted", "orphaned", "superseded", "provisional", "completed-in-place", "duplicated"] } } }
            },
            {
              if: { properties: { class: { const: "bloat" } } },
              then: { properties: { subtype: { enum: ["distill", "split", "freeze"] } } }
            }
          ]
        },
        signals: { type: "array", items: { $ref: "#/$defs/signal" } },
        op: { type: "string", minLength: 1, maxLength: 2e3 },
        op_type: { enum: ["deterministic", "generative"] },
        is_destructive: { type: "boolean" },
        is_reversible: { type: "boolean" },
        safety_tier: { enum: ["auto", "confirm"] },
        exact_edit: { $ref: "#/$defs/exact_edit" },
        reducible_range: {
          type: "object",
          additionalProperties: !1,
          required: ["start_line", "end_line", "expected_sha256"],
          properties: { start_line: { $ref: "#/$defs/line" }, end_line: { $ref: "#/$defs/line" }, expected_sha256: { $ref: "#/$defs/sha256" } },
          description: "Generative entries: the span a rewriter may replace at clean time, bound to the file digest."
        },
        token_estimate: {
          type: "object",
          additionalProperties: !1,
          required: ["raw_tokens"],
          properties: {
            raw_tokens: { type: "integer", minimum: 0 },
            injection_frequency: { enum: ["per-session", "on-demand", null] },
            weighted_tokens: { type: ["integer", "null"], minimum: 0 }
          }
        },
        lifecycle: { $ref: "#/$defs/lifecycle" },
        edit_evidence: { const: "classifier-judged", description: "Computed: the edit's evidence is a classifier's judgment (a link target it found, a successor it searched for), not a script's check, so the entry is confirm whatever its kind." },
        confidence: { type: "number", minimum: 0, maximum: 1 },
        generated_at: { type: "string", format: "date-time" }
      },
      allOf: [
        {
          if: { properties: { op_type: { const: "deterministic" } } },
          then: { required: ["exact_edit"], not: { required: ["reducible_range"] } },
          else: { not: { required: ["exact_edit"] } }
        },
        {
          if: { required: ["exact_edit"], properties: { exact_edit: { properties: { kind: { enum: ["delete", "extract-then-delete"] } } } } },
          then: { required: ["lifecycle"], properties: { lifecycle: { properties: { lifetime: { enum: ["temporary", "delete-once-served"] } } } } }
        }
      ]
    }
  }
};

// scripts/contract/tier.ts
var POLICY_VERSION = "1", CLASSIFIER_JUDGED = "classifier-judged";
function deriveSafetyTier(op_type, is_destructive, is_reversible, lifecycle) {
  return op_type !== "deterministic" ? "confirm" : lifecycle !== void 0 ? lifecycle.evidence === "scanner-proven" && lifecycle.tracked === !0 && lifecycle.clean === !0 ? "auto" : "confirm" : is_destructive !== !1 || is_reversible !== !0 ? "confirm" : "auto";
}
function lifecycleEvidence(lc) {
  return lc.served_when !== void 0 ? "classifier-judged" : lc.lifetime === "delete-once-served" && lc.served_when_path !== void 0 && lc.served_by !== void 0 || lc.lifetime === "temporary" && lc.served_when_path === void 0 && typeof lc.age_days == "number" ? "scanner-proven" : "unknown";
}
function derivedFields(input) {
  if (input.op_type !== "deterministic" || !isEditKind(input.kind))
    return { is_destructive: !0, is_reversible: !1, safety_tier: "confirm" };
  let spec = KIND_TABLE[input.kind], git = input.lifecycle?.git_state, { is_destructive, is_reversible } = kindBooleans(input.kind, git), lc = spec.lifecycle ? {
    evidence: input.lifecycle ? lifecycleEvidence(input.lifecycle) : "unknown",
    tracked: git?.tracked === !0,
    clean: git?.clean === !0
  } : void 0, tier = deriveSafetyTier("deterministic", is_destructive, is_reversible, lc);
  return { is_destructive, is_reversible, safety_tier: input.edit_evidence === void 0 ? tier : "confirm" };
}

// scripts/contract/entry-id.ts
function entryId(e) {
  return sha256Hex(
    canonicalJson({ path: e.path, op_type: e.op_type, category: e.category, exact_edit: e.exact_edit ?? null, reducible_range: e.reducible_range ?? null })
  ).slice(0, 16);
}

// scripts/validate/cross-field.ts
var v = (location, message, code = "SCHEMA_VIOLATION") => ({ location, code, message });
function crossFieldViolations(doc) {
  if (!isJsonObject(doc)) return [];
  let out = [], shortlist = Array.isArray(doc.shortlist) ? doc.shortlist : [], shortSet = new Set(shortlist.filter((s) => typeof s == "string"));
  shortlist.forEach((p, i) => pathRule(out, p, `shortlist[${i}]`));
  let entries = Array.isArray(doc.entries) ? doc.entries : [], ids = /* @__PURE__ */ new Map();
  return entries.forEach((e, i) => {
    if (!isJsonObject(e)) return;
    let at = `entries[${i}]`;
    if (entryRules(out, e, at, shortSet), typeof e.id == "string") {
      let prev = ids.get(e.id);
      prev !== void 0 ? out.push(v(`${at}.id`, `duplicates the id of entries[${prev}]`)) : ids.set(e.id, i);
    }
  }), (Array.isArray(doc.promotion_candidates) ? doc.promotion_candidates : []).forEach((c, i) => {
    if (!isJsonObject(c)) return;
    let at = `promotion_candidates[${i}]`;
    pathRule(out, c.path, `${at}.path`);
    let target = entries.find((e) => isJsonObject(e) && e.path === c.path && isJsonObject(e.lifecycle) && typeof e.lifecycle.served_when == "string");
    typeof c.path == "string" && !target && out.push(v(`${at}.path`, `must point at an entry that carries lifecycle.served_when ("${c.path}" does not)`));
  }), out;
}
function pathRule(out, p, location) {
  if (typeof p != "string") return;
  let problem = projectRelativeProblem(p);
  problem && out.push(v(location, problem, "UNSAFE_PATH"));
}
function entryRules(out, e, at, shortlist) {
  pathRule(out, e.path, `${at}.path`), typeof e.path == "string" && !shortlist.has(e.path) && out.push(v(`${at}.path`, `"${e.path}" is not in the shortlist`));
  let opType = e.op_type, edit = isJsonObject(e.exact_edit) ? e.exact_edit : void 0;
  opType === "generative" && e.exact_edit !== void 0 && out.push(v(`${at}.exact_edit`, "must be absent when op_type is generative")), opType === "deterministic" && e.reducible_range !== void 0 && out.push(v(`${at}.reducible_range`, "only generative entries carry a reducible_range"));
  for (let [field, loc] of [["dest_path", "dest_path"], ["target_path", "target_path"]])
    edit && pathRule(out, edit[field], `${at}.exact_edit.${loc}`);
  edit && isJsonObject(edit.canonical_ref) && pathRule(out, edit.canonical_ref.path, `${at}.exact_edit.canonical_ref.path`);
  for (let [name, a] of [["exact_edit.anchor", edit?.anchor], ["reducible_range", e.reducible_range], ["exact_edit.canonical_ref", edit?.canonical_ref]])
    isJsonObject(a) && typeof a.start_line == "number" && typeof a.end_line == "number" && a.start_line > a.end_line && out.push(v(`${at}.${name}`, `start_line ${a.start_line} is after end_line ${a.end_line}`));
  if (edit && isJsonObject(edit.canonical_ref) && edit.canonical_ref.path === e.path && isJsonObject(edit.anchor)) {
    let c = edit.canonical_ref, a = edit.anchor;
    c.start_line <= a.end_line && a.start_line <= c.end_line && out.push(v(`${at}.exact_edit.canonical_ref`, "overlaps the removed span"));
  }
  let lc = isJsonObject(e.lifecycle) ? e.lifecycle : void 0;
  lc && (lc.served_when_path !== void 0 && lc.served_when !== void 0 && out.push(v(`${at}.lifecycle`, "carries both served_when_path and served_when; exactly one is allowed")), lc.lifetime === "temporary" && (lc.served_when_path !== void 0 || lc.served_when !== void 0) && out.push(v(`${at}.lifecycle`, "a temporary lifetime carries no served field")), lc.lifetime === "delete-once-served" && lc.served_when_path === void 0 && lc.served_when === void 0 && out.push(v(`${at}.lifecycle`, "delete-once-served needs served_when_path or served_when")), pathRule(out, lc.served_by, `${at}.lifecycle.served_by`));
  let kind = edit?.kind;
  if (opType === "deterministic" && isEditKind(kind)) {
    let spec = KIND_TABLE[kind], git = lc && isJsonObject(lc.git_state) ? lc.git_state : void 0, b = kindBooleans(kind, git);
    e.is_destructive !== b.is_destructive && out.push(v(`${at}.is_destructive`, `must be ${b.is_destructive} for kind ${kind} (kind table)`)), e.is_reversible !== b.is_reversible && out.push(v(`${at}.is_reversible`, `must be ${b.is_reversible} for kind ${kind} (kind table${spec.is_reversible === "git-state" ? ", from lifecycle.git_state" : ""})`));
  }
  if (opType === "deterministic" || opType === "generative") {
    let evidence = typeof e.edit_evidence == "string" ? e.edit_evidence : void 0, d = derivedFields({ op_type: opType, kind: typeof kind == "string" ? kind : void 0, lifecycle: lc, edit_evidence: evidence });
    e.safety_tier !== void 0 && e.safety_tier !== d.safety_tier && out.push(v(`${at}.safety_tier`, `must be "${d.safety_tier}" as derived from op_type, kind${evidence === void 0 ? " and lifecycle" : ", lifecycle and edit_evidence"}; a tier is never assigned`));
  }
  if (typeof e.id == "string" && /^[0-9a-f]{16}$/.test(e.id)) {
    let expected = entryId(e);
    e.id !== expected && out.push(v(`${at}.id`, `must be the content-derived id ${expected}`));
  }
}

// scripts/validate/validate-report.ts
var MAX_REPORT_BYTES = 64 * 1024 * 1024;
function validateReport(value) {
  let fn = compileSchema(report_schema_default), cross = crossFieldViolations(value);
  return [...schemaViolations(fn, value, "", cross.length), ...cross];
}
function loadReportFile(path) {
  let size = statSync(path).size;
  if (size > MAX_REPORT_BYTES)
    return { violations: [{ location: "", code: "SCHEMA_VIOLATION", message: `report is ${size} bytes; the limit is ${MAX_REPORT_BYTES}` }] };
  let read = readRegularFile(path, MAX_REPORT_BYTES, { followSymlink: !0 });
  if (!read.ok) return { violations: [{ location: "", code: "IO", message: `the report ${read.reason}` }] };
  let text = read.bytes.toString("utf8"), value;
  try {
    value = JSON.parse(text);
  } catch (err) {
    return { violations: [{ location: "", code: "PARSE", message: `not valid JSON: ${err.message}` }] };
  }
  let violations = validateReport(value);
  return violations.length ? { violations } : { report: value, violations };
}

export {
  POLICY_VERSION,
  CLASSIFIER_JUDGED,
  derivedFields,
  entryId,
  MAX_REPORT_BYTES,
  validateReport,
  loadReportFile
};
