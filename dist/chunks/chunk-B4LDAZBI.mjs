import { createRequire as __dhCreateRequire } from 'node:module'; const require = __dhCreateRequire(import.meta.url);
import {
  HygieneError
} from "./chunk-LQ3WGZX4.mjs";

// scripts/shared/paths.ts
import { posix, resolve, sep, relative } from "node:path";
import { lstatSync, realpathSync } from "node:fs";
function projectRelativeProblem(p) {
  if (typeof p != "string" || p.length === 0) return "must be a non-empty path";
  if (p.includes("\0")) return "must not contain NUL bytes";
  if (p.includes("\\")) return "must use forward slashes";
  if (p.startsWith("/") || /^[A-Za-z]:/.test(p)) return `must be project-relative, not absolute ("${p}")`;
  let norm = posix.normalize(p);
  if (norm === ".." || norm.startsWith("../")) return `must not climb out of the project root ("${p}")`;
  if (norm !== p.replace(/\/+$/, "") || p.split("/").some((s) => s === "." || s === ".." || s === ""))
    return `must be normalized ("${p}")`;
  if (norm === ".git" || norm.startsWith(".git/") || norm.split("/").includes(".git"))
    return `must not point inside .git/ ("${p}")`;
}
function assertProjectRelative(p, location) {
  let problem = projectRelativeProblem(p);
  if (problem) throw new HygieneError("UNSAFE_PATH", problem, location);
  return p;
}
function resolveInsideRoot(root, rel, location) {
  assertProjectRelative(rel, location);
  let rootReal = realpathSync(root), abs = resolve(rootReal, rel), cur = rootReal;
  for (let part of rel.split("/")) {
    cur = cur + sep + part;
    let st;
    try {
      st = lstatSync(cur);
    } catch {
      break;
    }
    if (st.isSymbolicLink()) {
      let target;
      try {
        target = realpathSync(cur);
      } catch {
        throw new HygieneError("UNSAFE_PATH", `passes through a dangling symlink ("${rel}")`, location);
      }
      if (!isInside(rootReal, target))
        throw new HygieneError("UNSAFE_PATH", `passes through a symlink that leads outside the project ("${rel}")`, location);
      let relTarget = relative(rootReal, target).split(sep).join("/");
      if (relTarget === ".git" || relTarget.startsWith(".git/"))
        throw new HygieneError("UNSAFE_PATH", `passes through a symlink into .git/ ("${rel}")`, location);
    }
  }
  return abs;
}
function isInside(root, p) {
  let r = relative(root, p);
  return r === "" || !r.startsWith("..") && !r.startsWith(sep) && !/^[A-Za-z]:/.test(r);
}

// scripts/contract/kind-table.ts
var EDIT_KINDS = [
  "delete-range",
  "move-to-archive",
  "insert-frontmatter",
  "replace-text",
  "dedupe",
  "delete",
  "extract-then-delete"
], KIND_TABLE = Object.freeze({
  "delete-range": { required: ["anchor"], is_destructive: !0, is_reversible: !1, has_anchor: !0, lifecycle: !1 },
  "move-to-archive": { required: ["anchor", "dest_path"], is_destructive: !1, is_reversible: !0, has_anchor: !0, lifecycle: !1 },
  "insert-frontmatter": { required: ["key", "value"], is_destructive: !1, is_reversible: !0, has_anchor: !1, lifecycle: !1 },
  "replace-text": { required: ["anchor", "match", "replacement"], is_destructive: !1, is_reversible: !0, has_anchor: !0, lifecycle: !1 },
  dedupe: { required: ["anchor", "canonical_ref"], is_destructive: !1, is_reversible: !0, has_anchor: !0, lifecycle: !1 },
  delete: { required: ["anchor"], is_destructive: !0, is_reversible: "git-state", has_anchor: !0, lifecycle: !0 },
  "extract-then-delete": { required: ["anchor", "extraction_target"], is_destructive: !0, is_reversible: "git-state", has_anchor: !0, lifecycle: !0 }
});
function isEditKind(k) {
  return typeof k == "string" && EDIT_KINDS.includes(k);
}
function kindBooleans(kind, git) {
  let spec = KIND_TABLE[kind], is_reversible = spec.is_reversible === "git-state" ? !!(git?.tracked && git?.clean) : spec.is_reversible;
  return { is_destructive: spec.is_destructive, is_reversible };
}

// scripts/contract/tier.ts
var POLICY_VERSION = "1";
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
  } : void 0;
  return { is_destructive, is_reversible, safety_tier: deriveSafetyTier("deterministic", is_destructive, is_reversible, lc) };
}

export {
  projectRelativeProblem,
  resolveInsideRoot,
  isInside,
  EDIT_KINDS,
  KIND_TABLE,
  isEditKind,
  kindBooleans,
  POLICY_VERSION,
  derivedFields
};
