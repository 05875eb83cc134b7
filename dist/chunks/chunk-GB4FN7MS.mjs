import { createRequire as __dhCreateRequire } from 'node:module'; const require = __dhCreateRequire(import.meta.url);
import {
  directoryDigest,
  directoryListing,
  lineRange,
  wholeOf
} from "./chunk-6URPZNX3.mjs";
import {
  KIND_TABLE
} from "./chunk-YIRSMZBC.mjs";
import {
  sha256Hex
} from "./chunk-VFCBVGFI.mjs";
import {
  lineSpan,
  rangeProblem,
  sameLines,
  splitLines
} from "./chunk-XI2KAPJU.mjs";
import {
  isJsonObject
} from "./chunk-Z45Y2YWL.mjs";
import {
  compileSchema,
  schemaViolations
} from "./chunk-AW5QHWGI.mjs";
import {
  projectRelativeProblem,
  resolveInsideRoot
} from "./chunk-XNXIIZTN.mjs";
import {
  HygieneError
} from "./chunk-5UMPEWDD.mjs";

// scripts/report/snapshot.ts
import { readFileSync, lstatSync, statSync } from "node:fs";
import { join } from "node:path";
function takeSnapshot(root, rel) {
  let abs;
  try {
    abs = resolveInsideRoot(root, rel, rel);
  } catch (err) {
    if (err instanceof HygieneError) return { kind: "missing", problem: err.message };
    throw err;
  }
  let st;
  try {
    lstatSync(abs), st = statSync(abs);
  } catch {
    return { kind: "missing", problem: `"${rel}" does not exist under the project root` };
  }
  if (st.isDirectory()) {
    let listing = directoryListing(abs), read_at2 = /* @__PURE__ */ new Date(), texts = [];
    for (let [r] of listing)
      try {
        let b = readFileSync(join(abs, r));
        b.includes(0) || texts.push([r, b.toString("utf8")]);
      } catch {
      }
    return { kind: "directory", texts, digest: directoryDigest(abs), read_at: read_at2 };
  }
  if (!st.isFile()) return { kind: "missing", problem: `"${rel}" is not a regular file` };
  let bytes = readFileSync(abs), read_at = /* @__PURE__ */ new Date(), text = bytes.toString("utf8");
  return { kind: "file", text, lines: splitLines(text), digest: sha256Hex(bytes), read_at };
}
function snapshotter(root) {
  let snaps = /* @__PURE__ */ new Map();
  return (rel) => {
    let s = snaps.get(rel);
    return s || snaps.set(rel, s = takeSnapshot(root, rel)), s;
  };
}

// scripts/report/tree-checks.ts
var bad = (location, message, code = "SCHEMA_VIOLATION") => ({ location, code, message });
function treeViolations(proposals, scan, snap, skip = /* @__PURE__ */ new Set()) {
  let out = [], shortlist = new Set(scan.shortlist);
  return proposals.forEach((p, i) => {
    if (skip.has(i)) return;
    let at = `proposals[${i}]`, pathProblem = projectRelativeProblem(p.path);
    if (pathProblem) return void out.push(bad(`${at}.path`, pathProblem, "UNSAFE_PATH"));
    if (!shortlist.has(p.path)) return void out.push(bad(`${at}.path`, `"${p.path}" is not in the scanner's shortlist`));
    let s = snap(p.path);
    if (s.kind === "missing") return void out.push(bad(`${at}.path`, s.problem, "IO"));
    let scanned = scan.signals[p.path] ?? [], names = new Set(scanned.map((x) => x.name));
    p.signals.forEach((sig, j) => {
      names.has(sig.name) || out.push(bad(`${at}.signals[${j}].name`, `the scanner reported no "${sig.name}" signal for "${p.path}"; signals are passed through verbatim`));
    });
    let lc = p.lifecycle;
    lc?.served_by !== void 0 && !scanned.some((x) => x.served_by === lc.served_by) && out.push(bad(`${at}.lifecycle.served_by`, `scanner evidence: the scan artifact carries no served_by "${lc.served_by}" for "${p.path}"`)), lc?.age_days !== void 0 && !scanned.some((x) => x.age_days === lc.age_days) && out.push(bad(`${at}.lifecycle.age_days`, `scanner evidence: the scan artifact carries no age_days ${lc.age_days} for "${p.path}"`));
    let edit = p.exact_edit, whole = wholeOf(edit?.anchor);
    if (s.kind === "directory" && whole !== "directory")
      return void out.push(bad(`${at}.path`, `"${p.path}" is a directory; only a whole-directory delete acts on a directory`));
    if (whole === "directory" && s.kind !== "directory" && out.push(bad(`${at}.exact_edit.anchor.whole`, `"${p.path}" is not a directory`)), s.kind !== "file") return;
    let lines = s.lines;
    if (p.reducible_range) {
      let problem2 = rangeProblem(p.reducible_range.start_line, p.reducible_range.end_line, lines.length);
      problem2 && out.push(bad(`${at}.reducible_range`, problem2));
    }
    if (!edit) return;
    for (let f of ["dest_path", "target_path"]) {
      let v = edit[f];
      if (v !== void 0) {
        let problem2 = projectRelativeProblem(v);
        problem2 ? out.push(bad(`${at}.exact_edit.${f}`, problem2, "UNSAFE_PATH")) : v === p.path && out.push(bad(`${at}.exact_edit.${f}`, "must differ from the proposal path"));
      }
    }
    let a = lineRange(edit.anchor);
    if (!a) return;
    let problem = rangeProblem(a.start_line, a.end_line, lines.length);
    if (problem) return void out.push(bad(`${at}.exact_edit.anchor`, problem));
    let span = lineSpan(lines, a.start_line, a.end_line);
    if (edit.kind === "replace-text" && edit.match !== void 0 && (span.includes(edit.match) ? edit.match === edit.replacement && out.push(bad(`${at}.exact_edit.replacement`, "equals match; the edit would change nothing")) : out.push(bad(`${at}.exact_edit.match`, `does not occur in lines ${a.start_line}-${a.end_line} of "${p.path}"`))), edit.kind === "dedupe" && edit.canonical_ref) {
      let c = edit.canonical_ref, cp = projectRelativeProblem(c.path);
      if (cp) return void out.push(bad(`${at}.exact_edit.canonical_ref.path`, cp, "UNSAFE_PATH"));
      if (c.path === p.path && c.start_line <= a.end_line && a.start_line <= c.end_line)
        return void out.push(bad(`${at}.exact_edit.canonical_ref`, "overlaps the removed span"));
      let cs = snap(c.path);
      if (cs.kind !== "file") return void out.push(bad(`${at}.exact_edit.canonical_ref.path`, cs.kind === "missing" ? cs.problem : `"${c.path}" is not a file`, "IO"));
      let cprob = rangeProblem(c.start_line, c.end_line, cs.lines.length);
      if (cprob) return void out.push(bad(`${at}.exact_edit.canonical_ref`, cprob));
      sameLines(cs.lines.slice(c.start_line - 1, c.end_line), lines.slice(a.start_line - 1, a.end_line)) || out.push(bad(`${at}.exact_edit.canonical_ref`, `the text at ${c.path}:${c.start_line}-${c.end_line} differs from the removed span ${p.path}:${a.start_line}-${a.end_line}; a dedupe removes only an exact duplicate`));
    }
  }), out;
}

// scripts/report/coverage.ts
function unansweredSignals(path, signals, entries) {
  let own = entries.filter((e) => e.path === path);
  if (own.some((e) => e.exact_edit && KIND_TABLE[e.exact_edit.kind].whole_document)) return [];
  let cited = new Set(own.flatMap((e) => e.signals.map((s) => s.name)));
  return signals.filter((s) => {
    if (s.hint === !0 || cited.has(s.name)) return !1;
    if (s.name === "duplicate_block") {
      let other = s.other?.path;
      return !entries.some((e) => e.path === other && e.exact_edit?.kind === "dedupe" && e.exact_edit.canonical_ref?.path === path);
    }
    return !0;
  });
}
function pendingClassification(shortlist, signals, entries, filtered_out = []) {
  let filtered = new Set(filtered_out);
  return shortlist.filter((p) => !filtered.has(p)).map((p) => ({ path: p, signals: unansweredSignals(p, signals[p] ?? [], entries) })).filter((x) => x.signals.length > 0);
}

// scripts/contract/schemas/proposals.schema.json
var proposals_schema_default = {
  $schema: "https://json-schema.org/draft/2020-12/schema",
  $id: "https://github.com/doc-hygiene/doc-hygiene/schemas/proposals.schema.json",
  title: "doc-hygiene classification proposals",
  description: "The slim per-file proposals a classifier (or a deterministic proposer) hands to report-builder. Judgment only: a proposal never carries a field that a script computes (expected_sha256, is_destructive, is_reversible, safety_tier, token counts, id, generated_at, git_state); report-builder rejects a proposal that does, it never overwrites it silently. Cross-file rules (path in the shortlist, anchor inside the file, replace-text match inside its anchor, dedupe text equal at canonical_ref) are checked by report-builder.",
  type: "object",
  additionalProperties: !1,
  required: ["proposals"],
  properties: {
    proposals: { type: "array", items: { $ref: "#/$defs/proposal" } }
  },
  $defs: {
    relpath: { type: "string", minLength: 1, maxLength: 4096 },
    line: { type: "integer", minimum: 1, maximum: 1e7 },
    computed: {
      description: "Computed by scripts from the file bytes, the kind table and the tier function; never proposed.",
      not: {}
    },
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
      properties: { whole: { enum: ["file", "directory"] } }
    },
    signal: {
      type: "object",
      required: ["name"],
      properties: {
        name: { type: "string", minLength: 1, description: "The scanner's signal name, verbatim." },
        detail: { type: "string", maxLength: 2e3, description: "The scanner's detail, or a one-line gloss." },
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
        served_by: { $ref: "#/$defs/relpath", description: "Scanner evidence: accepted only when the scan artifact carries the same served_by for this path." },
        age_days: { type: "number", minimum: 0, description: "Scanner evidence: accepted only when the scan artifact carries the same age_days for this path." },
        git_state: { $ref: "#/$defs/computed" }
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
        kind: { enum: ["delete-range", "move-to-archive", "insert-frontmatter", "replace-text", "dedupe", "delete", "extract-then-delete"] },
        expected_sha256: { $ref: "#/$defs/computed" }
      },
      allOf: [
        {
          if: { properties: { kind: { const: "delete-range" } } },
          then: {
            additionalProperties: !1,
            required: ["anchor"],
            properties: { kind: !0, expected_sha256: !0, anchor: { $ref: "#/$defs/anchor" } }
          }
        },
        {
          if: { properties: { kind: { const: "move-to-archive" } } },
          then: {
            additionalProperties: !1,
            required: ["anchor", "dest_path"],
            properties: { kind: !0, expected_sha256: !0, anchor: { $ref: "#/$defs/anchor" }, dest_path: { $ref: "#/$defs/relpath" } }
          }
        },
        {
          if: { properties: { kind: { const: "insert-frontmatter" } } },
          then: {
            additionalProperties: !1,
            required: ["key", "value"],
            properties: {
              kind: !0,
              expected_sha256: !0,
              key: { type: "string", pattern: "^[A-Za-z_][A-Za-z0-9_-]{0,63}$" },
              value: { type: "string", maxLength: 1e3 }
            }
          }
        },
        {
          if: { properties: { kind: { const: "replace-text" } } },
          then: {
            additionalProperties: !1,
            required: ["anchor", "match", "replacement"],
            properties: {
              kind: !0,
              expected_sha256: !0,
              anchor: { $ref: "#/$defs/anchor" },
              match: { type: "string", minLength: 1, maxLength: 1e5 },
              replacement: { type: "string", maxLength: 1e5 }
            }
          }
        },
        {
          if: { properties: { kind: { const: "dedupe" } } },
          then: {
            additionalProperties: !1,
            required: ["anchor", "canonical_ref"],
            properties: {
              kind: !0,
              expected_sha256: !0,
              anchor: { $ref: "#/$defs/anchor" },
              canonical_ref: {
                type: "object",
                additionalProperties: !1,
                required: ["path", "start_line", "end_line"],
                properties: { path: { $ref: "#/$defs/relpath" }, start_line: { $ref: "#/$defs/line" }, end_line: { $ref: "#/$defs/line" } }
              }
            }
          }
        },
        {
          if: { properties: { kind: { const: "delete" } } },
          then: {
            additionalProperties: !1,
            required: ["anchor"],
            properties: { kind: !0, expected_sha256: !0, anchor: { $ref: "#/$defs/whole_anchor" } }
          }
        },
        {
          if: { properties: { kind: { const: "extract-then-delete" } } },
          then: {
            additionalProperties: !1,
            required: ["anchor", "extraction_target"],
            properties: {
              kind: !0,
              expected_sha256: !0,
              anchor: { $ref: "#/$defs/whole_anchor" },
              extraction_target: { enum: ["repo-durable", "cross-repo"] },
              target_path: { $ref: "#/$defs/relpath" }
            },
            if: { properties: { extraction_target: { const: "repo-durable" } } },
            then: { required: ["target_path"] }
          }
        }
      ]
    },
    proposal: {
      type: "object",
      additionalProperties: !1,
      required: ["path", "category", "signals", "op", "op_type"],
      properties: {
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
        exact_edit: { $ref: "#/$defs/exact_edit" },
        reducible_range: {
          type: "object",
          additionalProperties: !1,
          required: ["start_line", "end_line"],
          properties: {
            start_line: { $ref: "#/$defs/line" },
            end_line: { $ref: "#/$defs/line" },
            expected_sha256: { $ref: "#/$defs/computed" }
          },
          description: "Generative proposals: the span the rewrite would reduce; report-builder counts its tokens and binds it to the file digest."
        },
        lifecycle: { $ref: "#/$defs/lifecycle" },
        confidence: { type: "number", minimum: 0, maximum: 1 },
        why: { type: "string", minLength: 1, maxLength: 500, description: "Optional one-line reason, shown in report.md only." },
        id: { $ref: "#/$defs/computed" },
        is_destructive: { $ref: "#/$defs/computed" },
        is_reversible: { $ref: "#/$defs/computed" },
        safety_tier: { $ref: "#/$defs/computed" },
        token_estimate: { $ref: "#/$defs/computed" },
        raw_tokens: { $ref: "#/$defs/computed" },
        weighted_tokens: { $ref: "#/$defs/computed" },
        injection_frequency: { $ref: "#/$defs/computed" },
        expected_sha256: { $ref: "#/$defs/computed" },
        generated_at: { $ref: "#/$defs/computed" }
      },
      allOf: [
        {
          if: { properties: { op_type: { const: "deterministic" } } },
          then: { required: ["exact_edit"], not: { required: ["reducible_range"] } },
          else: { required: ["reducible_range"], not: { required: ["exact_edit"] } }
        },
        {
          if: { required: ["exact_edit"], properties: { exact_edit: { properties: { kind: { enum: ["delete", "extract-then-delete"] } } } } },
          then: { required: ["lifecycle"], properties: { lifecycle: { properties: { lifetime: { enum: ["temporary", "delete-once-served"] } } } } }
        }
      ]
    }
  }
};

// scripts/report/check-proposals.ts
var COMPUTED_TOP = ["id", "is_destructive", "is_reversible", "safety_tier", "token_estimate", "raw_tokens", "weighted_tokens", "injection_frequency", "expected_sha256", "generated_at"], COMPUTED_IN = {
  exact_edit: ["expected_sha256", "is_destructive", "is_reversible", "safety_tier"],
  reducible_range: ["expected_sha256"],
  lifecycle: ["git_state"]
};
function computedFieldViolations(p, at) {
  let out = [], reject = (loc, field) => out.push({
    location: loc,
    code: "SCHEMA_VIOLATION",
    message: `${field} is computed by report-builder from the file and the kind table; a proposal must not carry it (rejected, not overwritten)`
  });
  for (let f of COMPUTED_TOP) f in p && reject(`${at}.${f}`, f);
  for (let [obj, fields] of Object.entries(COMPUTED_IN)) {
    let o = p[obj];
    if (isJsonObject(o)) for (let f of fields) f in o && reject(`${at}.${obj}.${f}`, f);
  }
  return out;
}
function describeRanges(ranges) {
  return ranges.filter((r) => r.count > 0).map((r) => `${r.count === 1 ? `proposals[${r.start}]` : `proposals[${r.start}]-[${r.start + r.count - 1}]`}: ${r.name}`).join("; ");
}
function collectProposals(sources) {
  let violations = [], all = [], ranges = [];
  for (let src of sources) {
    if (!isJsonObject(src.value) || !Array.isArray(src.value.proposals)) {
      violations.push({ location: src.name, code: "SCHEMA_VIOLATION", message: 'a proposals file must be an object { "proposals": [ ... ] }' });
      continue;
    }
    let extra = Object.keys(src.value).filter((k) => k !== "proposals");
    for (let k of extra) violations.push({ location: `${src.name}: ${k}`, code: "SCHEMA_VIOLATION", message: "unknown field" });
    ranges.push({ name: src.name, start: all.length, count: src.value.proposals.length }), all.push(...src.value.proposals);
  }
  let computed = [];
  all.forEach((p, i) => {
    isJsonObject(p) && computed.push(...computedFieldViolations(p, `proposals[${i}]`));
  });
  let said = new Set(computed.map((v) => v.location));
  violations.push(...computed);
  for (let v of schemaViolations(compileSchema(proposals_schema_default), { proposals: all }))
    said.has(v.location) || violations.push(v);
  return { proposals: all, violations, ranges };
}

export {
  snapshotter,
  treeViolations,
  describeRanges,
  collectProposals,
  unansweredSignals,
  pendingClassification
};
