import { createRequire as __dhCreateRequire } from 'node:module'; const require = __dhCreateRequire(import.meta.url);
import {
  pathGitState
} from "./chunk-MM6Z7CDC.mjs";
import {
  entryId,
  validateReport
} from "./chunk-GUHQLK5X.mjs";
import {
  autoEvidenceAll,
  collectProposals,
  describeRanges,
  evidenceFacts,
  evidenceViolations,
  pendingClassification,
  snapshotter,
  treeViolations
} from "./chunk-YSPBRJK7.mjs";
import {
  BLOAT_SUBTYPES,
  STALE_SUBTYPES,
  lineRange,
  wholeOf
} from "./chunk-Q6OSUR5N.mjs";
import {
  KIND_TABLE,
  POLICY_VERSION,
  derivedFields,
  isEditKind
} from "./chunk-YIRSMZBC.mjs";
import {
  ROLE_ORDER
} from "./chunk-YVT32W6E.mjs";
import {
  lifecycleSignalsOf
} from "./chunk-3FWQVS7Z.mjs";
import {
  TOKEN_ENCODING,
  loadTokenCounter
} from "./chunk-PKHHBPBW.mjs";
import {
  lineSpan
} from "./chunk-JCWKA64J.mjs";
import {
  CONVENTIONS,
  isExcluded
} from "./chunk-KQAQCCUE.mjs";
import {
  compileSchema,
  schemaViolations
} from "./chunk-ERKIDGZ2.mjs";
import {
  minimatch
} from "./chunk-TZALMOM2.mjs";
import {
  digestLine
} from "./chunk-OUZCCNIE.mjs";
import {
  sha256Hex
} from "./chunk-VFCBVGFI.mjs";
import {
  pushAll
} from "./chunk-WTUKGVID.mjs";
import {
  byCodeUnit
} from "./chunk-A4CSYVLB.mjs";

// scripts/report/lifecycle-checks.ts
var bad = (location, message) => ({ location, code: "SCHEMA_VIOLATION", message });
function lifecycleProposalViolations(proposals, scan) {
  let out = [];
  return proposals.forEach((p, i) => {
    let at = `proposals[${i}]`, kind = p.exact_edit?.kind, deletes = isEditKind(kind) && KIND_TABLE[kind].lifecycle, lc = p.lifecycle;
    if (!deletes && lc === void 0) return;
    if (!deletes) return void out.push(bad(`${at}.lifecycle`, "only a delete or extract-then-delete proposal carries a lifecycle object"));
    if (lc === void 0) return void out.push(bad(`${at}.lifecycle`, `a ${kind} needs the lifecycle object of the rule that matched "${p.path}"`));
    let candidates = lifecycleSignalsOf(scan.signals[p.path]);
    if (candidates.length === 0)
      return void out.push(bad(`${at}.path`, `no lifecycle rule made "${p.path}" a deletion candidate (not matched, kept, not yet served, or within retention); deletions come only from the rulebook`));
    let sig = candidates.find((s) => s.rule_ref === lc.rule_ref);
    if (!sig)
      return void out.push(bad(`${at}.lifecycle.rule_ref`, `"${lc.rule_ref}" is not the rule the scanner matched for "${p.path}" (${candidates.map((s) => `"${s.rule_ref}"`).join(", ")})`));
    for (let f of ["lifetime", "served_when_path", "served_when", "served_by"])
      lc[f] !== sig[f] && out.push(bad(`${at}.lifecycle.${f}`, `must be ${show(sig[f])} as the scanner reported for rule "${sig.rule_ref}", not ${show(lc[f])}`));
    sig.lifetime === "temporary" && lc.age_days !== sig.age_days && out.push(bad(`${at}.lifecycle.age_days`, `must be ${show(sig.age_days)} as the scanner reported, not ${show(lc.age_days)}`)), sig.lifetime !== "temporary" && lc.age_days !== void 0 && out.push(bad(`${at}.lifecycle.age_days`, "only a temporary doc carries age_days"));
    let e = p.exact_edit, wantKind = sig.lifetime === "delete-once-served" && sig.on_served === "extract-then-delete" ? "extract-then-delete" : "delete";
    if (e.kind !== wantKind) out.push(bad(`${at}.exact_edit.kind`, `rule "${sig.rule_ref}" asks for ${wantKind}, not ${e.kind}`));
    else if (wantKind === "extract-then-delete") {
      let cross = sig.extract_to === "cross-repo", want = cross ? "cross-repo" : "repo-durable";
      e.extraction_target !== want ? out.push(bad(`${at}.exact_edit.extraction_target`, `rule "${sig.rule_ref}" extracts to ${want}`)) : !cross && e.target_path !== sig.extract_to && out.push(bad(`${at}.exact_edit.target_path`, `rule "${sig.rule_ref}" extracts to "${sig.extract_to}"`));
    }
    wholeOf(e.anchor) !== sig.path_kind && out.push(bad(`${at}.exact_edit.anchor`, `"${p.path}" is matched as a ${sig.path_kind}; the anchor must be { "whole": "${sig.path_kind}" }`));
  }), out;
}
var show = (v) => v === void 0 ? "absent" : JSON.stringify(v);

// scripts/report/promotion.ts
var GLOB = { dot: !0 };
function conventionCovers(c, path, kind) {
  return (c.rule.dirs !== void 0 ? "directory" : "file") === kind && c.applies_to.some((g) => minimatch(path, g, GLOB)) && !isExcluded(path, c.rule.exclude);
}
var isProjectRule = (ruleRef) => !ruleRef.includes(":");
function promotionCandidates(entries, adopted, catalog = CONVENTIONS) {
  let out = [], seen = /* @__PURE__ */ new Set();
  for (let e of entries) {
    let lc = e.lifecycle;
    if (!lc || typeof lc.served_when != "string" || !isProjectRule(lc.rule_ref)) continue;
    let anchor = e.exact_edit?.anchor, kind = wholeOf(anchor) === "directory" ? "directory" : "file";
    for (let c of catalog) {
      if (adopted.includes(c.name) || !conventionCovers(c, e.path, kind)) continue;
      let key = `${e.path}\0${c.name}`;
      seen.has(key) || (seen.add(key), out.push({ path: e.path, name: c.name, pitch: c.pitch }));
    }
  }
  return out.sort((a, b) => byCodeUnit(a.path, b.path) || byCodeUnit(a.name, b.name));
}

// scripts/report/build-report.ts
var CATEGORY_FILTERS = ["stale", "bloat", ...STALE_SUBTYPES, ...BLOAT_SUBTYPES];
function matchesCategory(c, filter) {
  return filter === void 0 || c.class === filter || c.subtype === filter;
}
var iso = (d) => d.toISOString();
async function buildReport(opts) {
  let { scan, proposals, estimator } = opts, root = scan.project_root, snap = snapshotter(root), violations = [...treeViolations(proposals, scan, snap), ...lifecycleProposalViolations(proposals, scan)];
  if (violations.length) return { violations, whys: /* @__PURE__ */ new Map(), auto_evidence: /* @__PURE__ */ new Map(), filtered_out: [] };
  let facts = await evidenceFacts(scan, (path) => {
    let s = snap(path);
    return s.kind === "file" ? s.lines : void 0;
  }, { readers: proposals.some((p) => p.exact_edit?.kind === "dedupe") }), verdicts = autoEvidenceAll(proposals, facts), unproven = evidenceViolations(verdicts);
  if (unproven.length) return { violations: unproven, whys: /* @__PURE__ */ new Map(), auto_evidence: /* @__PURE__ */ new Map(), filtered_out: [] };
  let evidenceOf = /* @__PURE__ */ new Map();
  proposals.forEach((p, i) => {
    let v = verdicts[i];
    v?.ok && evidenceOf.set(p, v.evidence);
  });
  let kept = proposals.filter((p) => matchesCategory(p.category, opts.category)), keptPaths = new Set(kept.map((p) => p.path)), filtered_out = [...new Set(proposals.filter((p) => !keptPaths.has(p.path)).map((p) => p.path))].sort(byCodeUnit), lifecyclePaths = [...new Set(kept.filter((p) => p.exact_edit && KIND_TABLE[p.exact_edit.kind].lifecycle).map((p) => p.path))].sort(byCodeUnit), git = await opts.gitStates(root, lifecyclePaths), whys = /* @__PURE__ */ new Map(), auto_evidence = /* @__PURE__ */ new Map(), built = kept.map((p) => {
    let s = snap(p.path);
    if (s.kind === "missing") throw new Error(`snapshot of ${p.path} vanished`);
    let lifecycle = p.lifecycle ? { ...p.lifecycle } : void 0;
    lifecycle && p.exact_edit && KIND_TABLE[p.exact_edit.kind].lifecycle && (lifecycle.git_state = git.get(p.path) ?? { tracked: !1, clean: !1 });
    let d = derivedFields({ op_type: p.op_type, kind: p.exact_edit?.kind, lifecycle }), e = {
      id: "",
      path: p.path,
      category: { class: p.category.class, subtype: p.category.subtype },
      signals: p.signals.map((x) => ({ ...x })),
      op: p.op,
      op_type: p.op_type,
      is_destructive: d.is_destructive,
      is_reversible: d.is_reversible,
      safety_tier: d.safety_tier
    };
    p.exact_edit && (e.exact_edit = finalizeEdit(p, s)), p.reducible_range && (e.reducible_range = { start_line: p.reducible_range.start_line, end_line: p.reducible_range.end_line, expected_sha256: s.digest }), e.token_estimate = tokenEstimate(p, s, estimator), lifecycle && (e.lifecycle = lifecycle), p.confidence !== void 0 && (e.confidence = p.confidence), e.generated_at = iso(s.read_at), e.id = entryId(e), p.why && whys.set(e.id, p.why);
    let ev = evidenceOf.get(p);
    return ev !== void 0 && e.safety_tier === "auto" && auto_evidence.set(e.id, ev), e;
  }), seen = /* @__PURE__ */ new Set(), entries = built.filter((e) => seen.has(e.id) ? !1 : (seen.add(e.id), !0));
  return entries.sort(compareEntries), { report: {
    schema_version: "1.0",
    tool_version: opts.tool_version,
    policy_version: POLICY_VERSION,
    generated_at: iso(opts.now),
    scan: {
      project_root: scan.project_root,
      scope_globs: [...scan.scope_globs],
      excluded_dirs: [...scan.excluded_dirs],
      files_scanned: scan.files_scanned,
      scope: scan.scope ?? opts.scope ?? null,
      category_filter: opts.category ?? null,
      ...scan.notes && scan.notes.length ? { notes: [...scan.notes] } : {}
    },
    shortlist: [...scan.shortlist],
    entries,
    promotion_candidates: promotionCandidates(entries, opts.conventions)
    // model-free, from the conventions catalog
  }, violations: [], whys, auto_evidence, filtered_out };
}
function finalizeEdit(p, s) {
  let src = p.exact_edit, out = { kind: src.kind };
  src.anchor && (out.anchor = { ...src.anchor });
  for (let f of ["dest_path", "key", "value", "match", "replacement", "extraction_target", "target_path"])
    src[f] !== void 0 && (out[f] = src[f]);
  return src.canonical_ref && (out.canonical_ref = { path: src.canonical_ref.path, start_line: src.canonical_ref.start_line, end_line: src.canonical_ref.end_line }), KIND_TABLE[src.kind].has_anchor && (out.expected_sha256 = s.digest), out;
}
function tokenEstimate(p, s, est) {
  let edit = p.exact_edit;
  if (s.kind === "directory") return est.fromRaw(p.path, s.texts.reduce((n2, [, t]) => n2 + est.count(t), 0));
  let range = (a) => est.estimate(p.path, lineSpan(s.lines, a.start_line, a.end_line));
  if (!edit) return p.reducible_range ? range(p.reducible_range) : est.fromRaw(p.path, 0);
  switch (KIND_TABLE[edit.kind].token_span) {
    case "anchor": {
      let a = lineRange(edit.anchor);
      return a ? range(a) : est.fromRaw(p.path, 0);
    }
    case "match-minus-replacement":
      return est.fromRaw(p.path, Math.max(0, est.count(edit.match ?? "") - est.count(edit.replacement ?? "")));
    case "none":
      return est.fromRaw(p.path, 0);
    case "whole":
      return est.estimate(p.path, s.text);
  }
}
function startOf(e) {
  let a = e.exact_edit?.anchor;
  return lineRange(a)?.start_line ?? e.reducible_range?.start_line ?? 0;
}
function compareEntries(a, b) {
  return byCodeUnit(a.path, b.path) || startOf(a) - startOf(b) || byCodeUnit(a.exact_edit?.kind ?? "", b.exact_edit?.kind ?? "") || byCodeUnit(a.id, b.id);
}

// scripts/report/scan-input.ts
import { isAbsolute } from "node:path";

// scripts/contract/schemas/scan.schema.json
var scan_schema_default = {
  $schema: "https://json-schema.org/draft/2020-12/schema",
  $id: "https://github.com/doc-hygiene/doc-hygiene/schemas/scan.schema.json",
  title: "doc-hygiene scan artifact",
  description: "What dist/scanner.mjs prints: the deterministic first step of every check. Paths are posix and project-relative; shortlist, per_session and the keys of signals are sorted by code unit; each path's signals are sorted by (line, name) with file-level signals (no line) first. Evidence is complete enough that a deterministic proposer never re-parses the doc. Signals other stages add (edit_recency_vs_churn from git history, lifecycle) follow the same signal shape.",
  type: "object",
  additionalProperties: !1,
  required: ["project_root", "scope_globs", "excluded_dirs", "scope", "files_scanned", "shortlist", "per_session", "signals", "notes"],
  properties: {
    project_root: { type: "string", minLength: 1, description: "Absolute real path of the git toplevel (outside git: the given directory)." },
    scope_globs: { type: "array", items: { type: "string", minLength: 1 } },
    excluded_dirs: { type: "array", items: { type: "string", minLength: 1 }, description: "Folder names (any depth) or project-relative prefixes never scanned; node_modules and .git always; gitignored paths are never scanned either." },
    scope: { type: ["string", "null"], description: "The --scope filter (a glob or a path prefix), or null." },
    files_scanned: { type: "integer", minimum: 0, description: "Docs the signals ran on: in-scope files plus per-session docs the globs miss." },
    shortlist: { $ref: "#/$defs/paths", description: "Every file with at least one signal, plus every per-session doc (within --scope)." },
    per_session: { $ref: "#/$defs/paths", description: "Docs Claude Code loads into every session started in the start folder, as the reader model computes it (openspec/specs/agent-readers): CLAUDE.md, .claude/CLAUDE.md, .claude/rules/**/*.md without paths: and CLAUDE.local.md from the root to the start folder, AGENTS.md when that chain has no CLAUDE.md, and their @imports up to four hops." },
    signals: {
      type: "object",
      description: "Only paths with signals.",
      propertyNames: { $ref: "#/$defs/relpath" },
      additionalProperties: { type: "array", minItems: 1, items: { $ref: "#/$defs/signal" } }
    },
    docs: {
      type: "object",
      description: "Every doc the scan gave a role (within --scope), by path; always written by dist/scanner.mjs. One role per doc (scripts/roles/): the first of archive, generated, copy, template, record, plan, agent-prompt, agent-memory, living that a rule gives, after the .dochygiene.yaml roles: overrides. A symlinked doc is scanned once, at its target, and listed with symlink_to and the target's role.",
      propertyNames: { $ref: "#/$defs/relpath" },
      additionalProperties: {
        type: "object",
        additionalProperties: !1,
        required: ["role"],
        properties: {
          role: { $ref: "#/$defs/role" },
          symlink_to: { $ref: "#/$defs/relpath", description: "A symlinked doc: the doc it leads to, scanned there once; the role is the target's." }
        }
      }
    },
    sites: {
      type: "array",
      description: "The docs sites the repository's config files describe (scripts/sites/); always written by dist/scanner.mjs.",
      items: { $ref: "#/$defs/site" }
    },
    notes: { type: "array", items: { type: "string", minLength: 1 }, description: "Limits of the scan (history bounded, files not read, symlinked docs scanned once); [] when none." },
    agent_contexts: {
      type: "object",
      additionalProperties: !1,
      required: ["contexts", "heaviest", "loads"],
      description: "What each agent loads per folder (openspec/specs/agent-readers): the number of (agent, folder) contexts and the heaviest few; `node dist/context.mjs` shows every one.",
      properties: {
        contexts: { type: "integer", minimum: 0 },
        heaviest: {
          type: "array",
          items: {
            type: "object",
            additionalProperties: !1,
            required: ["agent", "folder", "files", "tokens", "on_demand_tokens", "problems"],
            properties: {
              agent: { enum: ["claude-code", "codex", "gemini", "cursor", "copilot"] },
              folder: { type: "string", description: "The folder a session starts in, project-relative; '' for the root." },
              files: { type: "integer", minimum: 0 },
              tokens: { type: "integer", minimum: 0, description: "Tokens every session started there pays before its first prompt." },
              on_demand_tokens: { type: "integer", minimum: 0, description: "Tokens that load later, when the agent reads matching files (at most)." },
              problems: { type: "array", items: { type: "string", minLength: 1 } }
            }
          }
        },
        loads: {
          type: "object",
          description: "For each file some context loads at session start: how many (agent, folder) contexts load it.",
          propertyNames: { $ref: "#/$defs/relpath" },
          additionalProperties: { type: "integer", minimum: 1 }
        }
      }
    }
  },
  $defs: {
    relpath: { type: "string", minLength: 1, maxLength: 4096, pattern: "^(?!/)(?!\\.\\.?(/|$))(?!.*/\\.\\.?(/|$)).+$", description: "Posix, project-relative, normalized: no leading /, no . or .. segments (a backslash or a colon is an ordinary character of a name)." },
    paths: { type: "array", items: { $ref: "#/$defs/relpath" }, uniqueItems: !0 },
    line: { type: "integer", minimum: 1 },
    commit_ref: {
      type: "object",
      required: ["commit", "date", "subject"],
      properties: { commit: { type: "string", minLength: 1 }, date: { type: "string", minLength: 1 }, subject: { type: "string" } }
    },
    role: {
      type: "object",
      additionalProperties: !1,
      required: ["name", "rule"],
      properties: {
        name: { enum: ["archive", "generated", "copy", "template", "record", "plan", "agent-prompt", "agent-memory", "living"] },
        rule: { type: "string", minLength: 1, description: "The rule id that gave the role (scripts/roles/rule-table.ts), config:roles[i] for an override, default for living." },
        evidence: { type: "string", minLength: 1, description: "What the rule saw beyond the path (the newer version folder, the identical file, the override's glob)." }
      }
    },
    site: {
      type: "object",
      additionalProperties: !1,
      required: ["generator", "config", "docs_root", "route_base", "static_roots", "output_roots", "extensionless", "case_insensitive"],
      properties: {
        generator: { enum: ["docusaurus", "mkdocs", "vitepress", "hugo", "sphinx", "mdbook", "docfx"] },
        config: { $ref: "#/$defs/relpath" },
        docs_root: { type: "string", description: "Project-relative folder of the docs; empty for the repository root." },
        route_base: { type: "string", pattern: "^/", description: "URL path the docs are served under." },
        static_roots: { type: "array", items: { type: "string" } },
        output_roots: { type: "array", items: { $ref: "#/$defs/relpath" } },
        extensionless: { type: "boolean", description: "The platform serves intro.md at ./intro." },
        case_insensitive: { type: "boolean", description: "The platform lower-cases URLs, so a case-only mismatch resolves." }
      }
    },
    range_ref: {
      type: "object",
      additionalProperties: !1,
      required: ["path", "start_line", "end_line"],
      properties: { path: { $ref: "#/$defs/relpath" }, start_line: { $ref: "#/$defs/line" }, end_line: { $ref: "#/$defs/line" } }
    },
    signal: {
      type: "object",
      required: ["name", "detail"],
      properties: {
        name: { type: "string", pattern: "^[a-z][a-z0-9_]*$", description: "broken_reference | version_skew | stale_name_location | archive_to_live_ratio | frontmatter_marker | token_weight | duplicate_block, command_reference, vanished_identifier (scanner); edit_recency_vs_churn, lifecycle (added by other stages)." },
        detail: { type: "string", minLength: 1, description: "One human sentence." },
        hint: { const: !0, description: "A hint rides along with a doc's other signals and never shortlists it on its own (edit_recency_vs_churn)." },
        line: { $ref: "#/$defs/line" }
      },
      allOf: [
        {
          if: { properties: { name: { const: "broken_reference" } }, required: ["name"] },
          then: {
            required: ["line", "column", "source", "target", "raw", "resolved", "missing"],
            properties: {
              column: { $ref: "#/$defs/line", description: "1-based column of raw on its line (UTF-16 code units)." },
              source: { enum: ["link", "image", "definition", "import", "code_path"] },
              target: { type: "string", minLength: 1, description: "The destination as the parser reads it (escapes and entities resolved), fragment included." },
              raw: { type: "string", minLength: 1, description: "The exact destination text on that line (without enclosing < >; for an import, without the @)." },
              resolved: { $ref: "#/$defs/relpath", description: "The project path the reference resolves to (without fragment)." },
              missing: { enum: ["path", "fragment", "form"], description: "form: the link works on the docs site (a .md-less or case-only form the platform resolves); reported at low priority, never as breakage." },
              form: { enum: ["extensionless", "case_only"] },
              served_as: { $ref: "#/$defs/relpath", description: "missing: form: the file the platform serves for the link." },
              site: { type: "string", minLength: 1, description: "missing: form: the generator and config that resolve it." },
              priority: { enum: ["low"] },
              with_extension: { $ref: "#/$defs/relpath", description: "A .md-less link outside any docs site that serves it: the Markdown file it likely means." },
              fragment: { type: "string", description: "The fragment that matches no heading (missing: fragment)." },
              case_insensitive_match: { $ref: "#/$defs/relpath" },
              renamed_to: { $ref: "#/$defs/relpath", description: "From git history: where the missing path went." },
              deleted_in: {
                type: "object",
                required: ["commit", "date"],
                properties: { commit: { type: "string", minLength: 1 }, date: { type: "string", minLength: 1 } }
              }
            }
          }
        },
        {
          if: { properties: { name: { const: "version_skew" } }, required: ["name"] },
          then: {
            required: ["line", "column", "subject", "doc_version", "doc_text", "manifest_version", "manifest"],
            properties: {
              column: { $ref: "#/$defs/line" },
              subject: { type: "string", minLength: 1, description: "Lower-case runtime, package or image name (node, python, go, rust are canonical)." },
              doc_version: { type: "string", minLength: 1 },
              doc_text: { type: "string", minLength: 1, description: "The statement as written in the doc (Node 18, typescript@4.9, node:18)." },
              manifest_version: { type: "string", minLength: 1 },
              manifest: { $ref: "#/$defs/relpath" },
              manifest_line: { $ref: "#/$defs/line" }
            }
          }
        },
        {
          if: { properties: { name: { const: "stale_name_location" } }, required: ["name"] },
          then: {
            required: ["token", "where"],
            properties: {
              token: { type: "string", minLength: 1 },
              where: { enum: ["folder", "name", "date"] },
              date: { type: "string", pattern: "^\\d{4}-\\d{2}-\\d{2}$" },
              age_days: { type: "integer", minimum: 0 },
              newer: { $ref: "#/$defs/relpath" }
            }
          }
        },
        {
          if: { properties: { name: { const: "archive_to_live_ratio" } }, required: ["name"] },
          then: {
            description: "Either an archived copy of the doc (archived_copy, identical) or the share of references into archives.",
            if: { required: ["archived_copy"] },
            then: {
              required: ["archived_copy", "identical"],
              properties: { archived_copy: { $ref: "#/$defs/relpath" }, identical: { type: "boolean" } }
            },
            else: {
              required: ["line", "archived_refs", "total_refs", "ratio", "targets"],
              properties: {
                archived_refs: { type: "integer", minimum: 1 },
                total_refs: { type: "integer", minimum: 2 },
                ratio: { type: "number", exclusiveMinimum: 0.5, maximum: 1 },
                targets: { $ref: "#/$defs/paths" }
              }
            }
          }
        },
        {
          if: { properties: { name: { const: "frontmatter_marker" } }, required: ["name"] },
          then: {
            required: ["marker", "value"],
            properties: {
              marker: { enum: ["status", "superseded_by", "deprecated", "hygiene", "inline_status", "banner", "tasks_done"] },
              value: { type: "string", minLength: 1 },
              frozen: { const: !0 }
            }
          }
        },
        {
          if: { properties: { name: { const: "token_weight" } }, required: ["name"] },
          then: {
            required: ["tokens", "own_tokens", "budget", "imports"],
            properties: {
              tokens: { type: "integer", minimum: 0, description: "The doc plus everything it imports (each once)." },
              own_tokens: { type: "integer", minimum: 0 },
              budget: { type: "integer", minimum: 0 },
              imports: {
                type: "array",
                description: "The import chain, breadth first.",
                items: {
                  type: "object",
                  additionalProperties: !1,
                  required: ["path", "tokens", "depth"],
                  properties: { path: { $ref: "#/$defs/relpath" }, tokens: { type: "integer", minimum: 0 }, depth: { type: "integer", minimum: 1 } }
                }
              }
            }
          }
        },
        {
          if: { properties: { name: { const: "duplicate_block" } }, required: ["name"] },
          then: {
            required: ["line", "start_line", "end_line", "lines", "other", "canonical"],
            properties: {
              start_line: { $ref: "#/$defs/line" },
              end_line: { $ref: "#/$defs/line" },
              lines: { type: "integer", minimum: 1, description: "Non-blank lines in the block." },
              other: { $ref: "#/$defs/range_ref" },
              canonical: { $ref: "#/$defs/relpath", description: "The path of the copy to keep: this doc or other.path." }
            }
          }
        },
        {
          if: { properties: { name: { const: "command_reference" } }, required: ["name"] },
          then: {
            required: ["line", "column", "runner", "command", "text", "where", "looked_in"],
            properties: {
              column: { $ref: "#/$defs/line" },
              runner: { enum: ["npm", "pnpm", "yarn", "bun", "make", "just", "task", "uv", "poetry", "hatch", "cargo", "go"] },
              command: { type: "string", minLength: 1, description: "The script, target, recipe, task, alias or Go package path the command names." },
              text: { type: "string", minLength: 1, description: "The command as written on that line, from the runner to the name." },
              where: { enum: ["code_span", "fence", "prose"] },
              looked_in: { $ref: "#/$defs/paths", description: "The definition files the command was looked for in." },
              renamed_to: { type: "string", minLength: 1, description: "From history: the name that replaced it in the commit that removed it (still defined)." },
              removed_in: { $ref: "#/$defs/commit_ref" }
            }
          }
        },
        {
          if: { properties: { name: { const: "vanished_identifier" } }, required: ["name"] },
          then: {
            required: ["line", "column", "kind", "identifier", "term", "present_at"],
            properties: {
              column: { $ref: "#/$defs/line" },
              kind: { enum: ["flag", "env", "symbol", "config_key", "subcommand"] },
              identifier: { type: "string", minLength: 1, description: "The name as the doc writes it." },
              term: { type: "string", minLength: 1, description: "What was searched for in the code, whole-word." },
              present_at: {
                type: "object",
                required: ["commit", "date", "doc_commit"],
                properties: { commit: { type: "string", minLength: 1 }, date: { type: "string", minLength: 1 }, doc_commit: { enum: ["last_change", "added", "first_named"] } },
                description: "The doc's commit at which the code still had the name: its last change, or (the doc was edited after the name left the code) the oldest of its commits back from the last change that named it all along."
              },
              removed_in: { $ref: "#/$defs/commit_ref" },
              successor: { type: "string", minLength: 1, description: "The similar name the removing commit added, still in the code: the likely replacement, as the doc would write it." }
            }
          }
        },
        {
          if: { properties: { name: { const: "lifecycle" } }, required: ["name"] },
          then: {
            description: "Added by the lifecycle pass (scripts/lifecycle/): a file or folder a lifecycle rule, or the built-in OpenSpec check, makes a deletion candidate. Exactly one served field; none for temporary.",
            required: ["rule_ref", "lifetime", "path_kind"],
            properties: {
              rule_ref: { type: "string", minLength: 1 },
              lifetime: { enum: ["temporary", "delete-once-served"] },
              path_kind: { enum: ["file", "directory"] },
              served_when_path: { type: "string", minLength: 1 },
              served_by: { $ref: "#/$defs/relpath", description: "The tracked path that satisfied served_when_path." },
              served_when: { type: "string", minLength: 1, description: "The condition a classifier judges." },
              age_days: { type: "integer", minimum: 0 },
              on_served: { enum: ["delete", "extract-then-delete"] },
              extract_to: { type: "string", minLength: 1 },
              untouched_days: { type: "integer", minimum: 0 },
              contents: { type: "array", items: { type: "string", minLength: 1 }, maxItems: 50, description: "Folders: the files (relative to the folder) a deletion takes, at most 50." },
              contents_total: { type: "integer", minimum: 51, description: "Folders with more than 50 files: how many." },
              proposal_if_served: { type: "object", description: "served_when only: the proposal a classifier returns when it judges the condition met." }
            },
            oneOf: [
              { properties: { lifetime: { const: "temporary" } }, required: ["age_days"], not: { anyOf: [{ required: ["served_when_path"] }, { required: ["served_when"] }] } },
              { properties: { lifetime: { const: "delete-once-served" } }, required: ["served_when_path", "served_by"], not: { required: ["served_when"] } },
              { properties: { lifetime: { const: "delete-once-served" } }, required: ["served_when", "proposal_if_served"], not: { required: ["served_when_path"] } }
            ]
          }
        },
        {
          if: { properties: { name: { const: "openspec_completed" } }, required: ["name"] },
          then: {
            description: "Added by the lifecycle pass: a live OpenSpec change whose tasks are all ticked but which is not archived.",
            required: ["change", "tasks_total", "remedy"],
            properties: {
              change: { type: "string", minLength: 1 },
              tasks_total: { type: "integer", minimum: 1 },
              remedy: { type: "string", pattern: "^openspec archive " }
            }
          }
        }
      ]
    }
  }
};

// scripts/report/scan-input.ts
function scanArtifactViolations(v) {
  let out = schemaViolations(compileSchema(scan_schema_default), v, "scan"), root = v?.project_root;
  return typeof root == "string" && !isAbsolute(root) && out.push({ location: "scan.project_root", code: "SCHEMA_VIOLATION", message: "must be an absolute path" }), out;
}

// scripts/tokens/estimate.ts
function createEstimator(count, opts) {
  let perSession = new Set(opts.per_session), w = opts.on_demand_weight;
  if (!(w >= 0 && w <= 1)) throw new RangeError(`on_demand_weight must be within 0..1 (got ${w})`);
  let frequency = (path) => perSession.has(path) ? "per-session" : "on-demand", fromRaw = (path, raw) => {
    let injection_frequency = frequency(path), weighted_tokens = injection_frequency === "per-session" ? raw : Math.round(raw * w);
    return { raw_tokens: raw, injection_frequency, weighted_tokens };
  };
  return { frequency, fromRaw, estimate: (path, text) => fromRaw(path, count(text)), count };
}

// scripts/tokens/rollup.ts
function zero() {
  return { raw_tokens: 0, weighted_tokens: 0, per_session_tokens: 0, on_demand_tokens: 0, entries: 0 };
}
function add(t, e) {
  let raw = e.token_estimate.raw_tokens;
  t.raw_tokens += raw, t.weighted_tokens += e.token_estimate.weighted_tokens ?? 0, e.token_estimate.injection_frequency === "per-session" ? t.per_session_tokens += raw : t.on_demand_tokens += raw, t.entries += 1;
}
function categoryLabel(e) {
  return `${e.category.class}/${e.category.subtype}`;
}
function rollupTokens(entries) {
  let total = zero(), byCat = /* @__PURE__ */ new Map(), byFile = /* @__PURE__ */ new Map();
  for (let e of entries) {
    let cat = categoryLabel(e);
    add(total, e), byCat.has(cat) || byCat.set(cat, zero()), add(byCat.get(cat), e), byFile.has(e.path) || byFile.set(e.path, { totals: zero(), cats: /* @__PURE__ */ new Map() });
    let f = byFile.get(e.path);
    add(f.totals, e), f.cats.has(cat) || f.cats.set(cat, zero()), add(f.cats.get(cat), e);
  }
  let sorted = (m) => [...m.entries()].sort(([a], [b]) => byCodeUnit(a, b));
  return {
    files: sorted(byFile).map(([path, f]) => ({
      path,
      ...f.totals,
      categories: sorted(f.cats).map(([category, t]) => ({ category, ...t }))
    })),
    categories: sorted(byCat).map(([category, t]) => ({ category, ...t })),
    total
  };
}

// scripts/report/git-state.ts
async function gitStates(root, paths) {
  let out = /* @__PURE__ */ new Map();
  for (let p of paths)
    try {
      let s = await pathGitState(root, p);
      out.set(p, { tracked: s.tracked === !0, clean: s.clean === !0 });
    } catch {
      out.set(p, { tracked: !1, clean: !1 });
    }
  return out;
}

// scripts/report/render-markdown.ts
function code(s) {
  let longest = Math.max(0, ...(s.match(/`+/g) ?? []).map((r) => r.length)), fence = "`".repeat(longest + 1), pad = s.startsWith("`") || s.endsWith("`") ? " " : "";
  return `${fence}${pad}${s}${pad}${fence}`;
}
var oneLine = (s) => s.replace(/\s*\n\s*/g, " ").trim(), cell = (s) => oneLine(s).replace(/\|/g, "\\|"), n = (x) => x.toLocaleString("en-US"), plural = (k, word, many = `${word}s`) => `${n(k)} ${k === 1 ? word : many}`;
function signalText(s) {
  let where = typeof s.line == "number" ? ` (line ${s.line})` : "";
  return s.detail ? `${s.name}${where}: ${oneLine(s.detail)}` : `${s.name}${where}`;
}
function editWhere(e) {
  let a = e.exact_edit?.anchor ?? e.reducible_range;
  if (!a) return "";
  let whole = wholeOf(a);
  if (whole) return ` (whole ${whole})`;
  let r = lineRange(a);
  return r.start_line === r.end_line ? ` (line ${r.start_line})` : ` (lines ${r.start_line}-${r.end_line})`;
}
function safeBecause(e, evidence) {
  if (e.safety_tier !== "auto") return;
  let said = evidence?.get(e.id);
  if (said) return said;
  let lc = e.lifecycle;
  return lc ? `${lc.served_by !== void 0 ? `${lc.served_by} exists, so ${lc.rule_ref} says it is served` : lc.age_days !== void 0 ? `${lc.rule_ref}: a temporary doc ${lc.age_days} days old` : lc.rule_ref}; the path is tracked and clean, so git keeps every byte` : void 0;
}
function roleText(r) {
  return `role **${r.name}** (${code(r.rule)}${r.evidence ? `: ${oneLine(r.evidence)}` : ""})`;
}
function renderEntry(e, whys, roles, evidence) {
  let kind = e.exact_edit?.kind ?? "generative", tokens = e.token_estimate.raw_tokens, out = [
    `### ${code(e.path)}${editWhere(e)}`,
    "",
    `- **${e.category.class}/${e.category.subtype}** \xB7 ${kind} \xB7 tier **${e.safety_tier}** \xB7 ~${plural(tokens, "token")} (${e.token_estimate.injection_frequency ?? "on-demand"}) \xB7 id ${code(e.id)}`,
    `- Op: ${oneLine(e.op)}`
  ], role = roles?.[e.path]?.role;
  role && out.push(`- Doc: ${roleText(role)}`), e.signals.length && out.push(`- Signals: ${e.signals.map(signalText).join("; ")}`);
  let why = whys?.get(e.id);
  why && out.push(`- Why: ${oneLine(why)}`);
  let safe = safeBecause(e, evidence);
  return safe && out.push(`- Safe unattended: ${oneLine(safe)}`), out.push(""), out;
}
function renderContexts(s) {
  let out = ["## What agents load", ""];
  if (s.heaviest.length === 0) return [...out, "No agent loads memory in this project.", ""];
  let shown = s.heaviest.length < s.contexts ? `The ${n(s.heaviest.length)} heaviest of ${plural(s.contexts, "context")}` : plural(s.contexts, "context");
  out.push(`${shown} (agent and start folder): tokens every session started there pays before its first prompt. \`/hygiene context\` lists every file.`, ""), out.push("| Agent | Session starts in | Files | Tokens per session | Later, on demand | Problems |", "|---|---|---:|---:|---:|---|");
  for (let c of s.heaviest) {
    let problems = c.problems.length === 0 ? "none" : c.problems.map(cell).join("<br>");
    out.push(`| ${c.agent} | ${c.folder === "" ? "(project root)" : code(c.folder + "/")} | ${n(c.files)} | ${n(c.tokens)} | ${n(c.on_demand_tokens)} | ${problems} |`);
  }
  return out.push(""), out;
}
function totalsRow(label, t) {
  return `| ${label} | ${n(t.entries)} | ${n(t.raw_tokens)} | ${n(t.per_session_tokens)} | ${n(t.on_demand_tokens)} | ${n(t.weighted_tokens)} |`;
}
function renderMarkdown(o) {
  let r = o.report, withEntry = new Set(r.entries.map((e) => e.path)), filtered = new Set(o.filtered_out ?? []), signalled = (p) => (o.signals[p]?.length ?? 0) > 0, candidates = r.shortlist.filter(signalled), pendingList = o.model_free ? pendingClassification(r.shortlist, o.signals, r.entries, o.filtered_out) : [], pending = pendingList.map((x) => x.path), left = o.unjudged?.left ?? [], notForModel = o.unjudged?.not_for_model ?? [], unjudged = /* @__PURE__ */ new Set([...left.map((x) => x.path), ...notForModel.map((x) => x.path)]), cleared = r.shortlist.filter((p) => !withEntry.has(p) && !filtered.has(p) && !pending.includes(p) && !unjudged.has(p)), auto = r.entries.filter((e) => e.safety_tier === "auto").length, confirm = r.entries.length - auto, out = [digestLine(o.json_sha256), "# doc-hygiene report", ""];
  if (out.push("| | |", "|---|---|"), out.push(`| Checked | ${r.generated_at} |`), out.push(`| Project | ${cell(code(r.scan.project_root))} |`), out.push(`| Scope | ${r.scan.scope ? cell(code(r.scan.scope)) : "whole project"} (globs ${r.scan.scope_globs.map((g) => cell(code(g))).join(", ")}) |`), out.push(`| Category filter | ${r.scan.category_filter ? code(r.scan.category_filter) : "none"} |`), out.push(`| Files scanned | ${n(r.scan.files_scanned)} |`), o.roles) {
    let counts = /* @__PURE__ */ new Map();
    for (let d of Object.values(o.roles)) counts.set(d.role.name, (counts.get(d.role.name) ?? 0) + 1);
    let parts = ROLE_ORDER.filter((x) => counts.has(x)).map((x) => `${x} ${n(counts.get(x))}`);
    parts.length && out.push(`| Roles | ${parts.join(", ")} |`);
  }
  out.push(`| Candidates | ${n(candidates.length)} of ${n(r.shortlist.length)} shortlisted files carry a scanner signal |`), out.push(`| Entries | ${n(r.entries.length)} (${n(auto)} auto, ${n(confirm)} confirm) |`), out.push(`| Cleared | ${n(cleared.length)} |`), o.model_free && out.push(`| Needs classification | ${n(pending.length)} (model-free run) |`), o.unjudged && out.push(`| Left for the next check | ${n(left.length)} |`), out.push(`| Tool | doc-hygiene ${r.tool_version}, policy ${r.policy_version} |`), out.push("");
  for (let note of r.scan.notes ?? []) out.push(`> Note: ${oneLine(note)}`, "");
  for (let [title, cls] of [["Stale", "stale"], ["Bloat", "bloat"]]) {
    let group = r.entries.filter((e) => e.category.class === cls);
    out.push(`## ${title} (${n(group.length)})`, ""), group.length === 0 && out.push(`No ${cls} entries.`, "");
    for (let e of group) pushAll(out, renderEntry(e, o.whys, o.roles, o.auto_evidence));
  }
  if (o.model_free)
    if (out.push(`## Needs classification (${n(pending.length)})`, ""), pending.length === 0) out.push("Every scanner signal is answered by an entry.", "");
    else {
      out.push("These files carry scanner signals that no proven edit answers. Run `/hygiene check` in Claude Code to classify them.", "");
      for (let x of pendingList) {
        let role = o.roles?.[x.path]?.role;
        out.push(`- ${code(x.path)}: ${x.signals.map(signalText).join("; ")}${role ? ` (role ${role.name})` : ""}`);
      }
      out.push("");
    }
  if (left.length) {
    out.push(`## Left for the next check (${n(left.length)})`, ""), out.push("This check's classification budget (`classify.max_files` / `classify.max_doc_tokens` in `.dochygiene.yaml`) went to higher-ranked files. The next `/hygiene check` starts with these (`--all` takes every one now).", "");
    for (let x of left) out.push(`- ${code(x.path)} (${x.role}, ~${plural(x.tokens, "token")})`);
    out.push("");
  }
  if (notForModel.length) {
    out.push(`## Not for the model (${n(notForModel.length)})`, ""), out.push("Their role says nobody maintains them as instructions, so no classifier judged their signals.", "");
    for (let x of notForModel) out.push(`- ${code(x.path)} (${x.role})`);
    out.push("");
  }
  if (filtered.size) {
    out.push(`## Outside the category filter (${n(filtered.size)})`, "");
    for (let p of filtered) out.push(`- ${code(p)}`);
    out.push("");
  }
  if (out.push(`## Cleared (${n(cleared.length)})`, ""), cleared.length === 0) out.push("None.", "");
  else {
    for (let p of cleared) {
      let sig = o.signals[p] ?? [], names = [...new Set(sig.map((s) => s.name))].join(", "), why = sig.length === 0 ? "no signal (loaded every session, so shortlisted)" : o.model_free ? `its ${names} is answered by another file's entry` : `judged clean despite ${names}`;
      out.push(`- ${code(p)}: ${why}`);
    }
    out.push("");
  }
  let roll = rollupTokens(r.entries);
  if (out.push("## Tokens", ""), out.push(`- Saved in every session: **~${plural(roll.total.weighted_tokens, "token")}** (entries on docs Claude Code loads at every session start${roll.total.weighted_tokens > roll.total.per_session_tokens ? ", plus the configured share of on-demand docs" : ""}).`), out.push(`- On-demand docs: up to ~${plural(roll.total.on_demand_tokens, "token")} more, saved only in sessions that read them (theoretical maximum).`), out.push(""), r.entries.length) {
    out.push("| File / category | Entries | Raw | Per-session docs | On-demand docs | Saved per session |", "|---|---:|---:|---:|---:|---:|");
    for (let f of roll.files) {
      out.push(totalsRow(code(f.path), f));
      for (let c of f.categories) out.push(totalsRow(`&nbsp;&nbsp;${c.category}`, c));
    }
    for (let c of roll.categories) out.push(totalsRow(`**${c.category}**`, c));
    out.push(totalsRow("**Total**", roll.total), "");
  }
  if (out.push(`Token counts are local estimates (${TOKEN_ENCODING}) that approximate Claude's tokenizer; they size savings, they are not exact.`, ""), o.agent_contexts && pushAll(out, renderContexts(o.agent_contexts)), out.push("## Next step", ""), r.entries.length === 0) out.push("Nothing to clean.");
  else {
    let parts = [];
    auto && parts.push(`apply the ${plural(auto, "auto entry", "auto entries")} without a prompt`), confirm && parts.push(`ask you about the ${plural(confirm, "confirm entry", "confirm entries")} one by one`), out.push(`Run \`/hygiene clean\`: it will ${parts.join(" and ")}.`);
  }
  return out.push(""), out.join(`
`);
}

// scripts/report/run-report.ts
function byLocation(a, b) {
  let ia = Number(/^proposals\[(\d+)\]/.exec(a.location)?.[1] ?? -1), ib = Number(/^proposals\[(\d+)\]/.exec(b.location)?.[1] ?? -1);
  return ia - ib;
}
var noCounter = () => {
  throw new Error("token counter not loaded");
};
async function runReport(input) {
  let scanProblems = scanArtifactViolations(input.scan);
  if (scanProblems.length) return { stage: "scan", violations: scanProblems };
  let scan = input.scan, collected = collectProposals(input.sources), ranges = describeRanges(collected.ranges);
  if (collected.violations.length) {
    let rejected = new Set(collected.violations.map((v) => /^proposals\[(\d+)\]/.exec(v.location)?.[1]).filter((x) => x !== void 0).map(Number)), skipped = collected.proposals.map((p, i) => rejected.has(i) || !p || typeof p != "object" ? i : -1).filter((i) => i >= 0), more = collected.violations.some((v) => !v.location.startsWith("proposals[")) ? [] : treeViolations(collected.proposals, scan, snapshotter(scan.project_root), new Set(skipped));
    return { stage: "proposals", violations: [...collected.violations, ...more].sort(byLocation), ranges };
  }
  let count = collected.proposals.length ? await loadTokenCounter() : noCounter, estimator = createEstimator(count, { per_session: scan.per_session ?? [], on_demand_weight: input.on_demand_weight }), built = await buildReport({
    scan,
    proposals: collected.proposals,
    now: input.now,
    tool_version: input.tool_version,
    estimator,
    category: input.category,
    scope: input.scope,
    conventions: input.conventions,
    gitStates
  });
  if (!built.report) return { stage: "proposals", violations: built.violations, ranges };
  let invalid = validateReport(built.report);
  if (invalid.length) return { stage: "report", violations: invalid, report: built.report };
  let json = JSON.stringify(built.report, null, 2) + `
`, json_sha256 = sha256Hex(json), md = renderMarkdown({
    report: built.report,
    json_sha256,
    signals: scan.signals,
    model_free: input.model_free,
    whys: built.whys,
    auto_evidence: built.auto_evidence,
    filtered_out: built.filtered_out,
    agent_contexts: scan.agent_contexts,
    unjudged: input.unjudged,
    roles: scan.docs
  });
  return { stage: "ok", violations: [], report: built.report, json, md, json_sha256, rollup: rollupTokens(built.report.entries), filtered_out: built.filtered_out };
}

export {
  CATEGORY_FILTERS,
  scanArtifactViolations,
  runReport
};
