import { createRequire as __dhCreateRequire } from 'node:module'; const require = __dhCreateRequire(import.meta.url);
import {
  KIND_TABLE,
  isEditKind,
  kindBooleans
} from "./chunk-LOW4D37T.mjs";

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
  POLICY_VERSION,
  derivedFields
};
