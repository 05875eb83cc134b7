import { createRequire as __dhCreateRequire } from 'node:module'; const require = __dhCreateRequire(import.meta.url);

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
  "delete-range": { required: ["anchor"], is_destructive: !0, is_reversible: !1, has_anchor: !0, lifecycle: !1, whole_document: !1, token_span: "anchor", classifier_proposes: !0 },
  "move-to-archive": { required: ["anchor", "dest_path"], is_destructive: !1, is_reversible: !0, has_anchor: !0, lifecycle: !1, whole_document: !1, token_span: "anchor", classifier_proposes: !0 },
  "insert-frontmatter": { required: ["key", "value"], is_destructive: !1, is_reversible: !0, has_anchor: !1, lifecycle: !1, whole_document: !1, token_span: "none", classifier_proposes: !0 },
  "replace-text": { required: ["anchor", "match", "replacement"], is_destructive: !1, is_reversible: !0, has_anchor: !0, lifecycle: !1, whole_document: !1, token_span: "match-minus-replacement", classifier_proposes: !0 },
  dedupe: { required: ["anchor", "canonical_ref"], is_destructive: !1, is_reversible: !0, has_anchor: !0, lifecycle: !1, whole_document: !1, token_span: "anchor", classifier_proposes: !1 },
  delete: { required: ["anchor"], is_destructive: !0, is_reversible: "git-state", has_anchor: !0, lifecycle: !0, whole_document: !0, token_span: "whole", classifier_proposes: !1 },
  "extract-then-delete": { required: ["anchor", "extraction_target"], is_destructive: !0, is_reversible: "git-state", has_anchor: !0, lifecycle: !0, whole_document: !0, token_span: "whole", classifier_proposes: !1 }
});
function isEditKind(k) {
  return typeof k == "string" && EDIT_KINDS.includes(k);
}
function kindBooleans(kind, git) {
  let spec = KIND_TABLE[kind], is_reversible = spec.is_reversible === "git-state" ? !!(git?.tracked && git?.clean) : spec.is_reversible;
  return { is_destructive: spec.is_destructive, is_reversible };
}

export {
  EDIT_KINDS,
  KIND_TABLE,
  isEditKind,
  kindBooleans
};
