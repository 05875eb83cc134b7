import { createRequire as __dhCreateRequire } from 'node:module'; const require = __dhCreateRequire(import.meta.url);
import {
  Minimatch
} from "./chunk-JVQMF5SP.mjs";

// scripts/scan/scope.ts
var ALWAYS_EXCLUDED = ["node_modules", ".git"], GLOB_CHARS = /[*?[\]{}!]/;
function normalizePrefix(p) {
  return p.replace(/^\.\//, "").replace(/\/+$/, "");
}
function buildScopeFilter(globs, excludeDirs, scope) {
  let matchers = globs.map((g) => new Minimatch(g, { dot: !0 })), names = /* @__PURE__ */ new Set(), prefixes = [];
  for (let e of [...excludeDirs, ...ALWAYS_EXCLUDED]) {
    let n = normalizePrefix(e);
    n !== "" && (n.includes("/") ? prefixes.push(n) : names.add(n));
  }
  let isExcluded = (path) => {
    let segs = path.split("/");
    for (let i = 0; i < segs.length - 1; i++) if (names.has(segs[i])) return !0;
    return prefixes.some((p) => path.startsWith(p + "/"));
  }, inNarrowScope = () => !0;
  if (scope !== void 0 && scope !== "")
    if (GLOB_CHARS.test(scope)) {
      let m = new Minimatch(scope.replace(/^\.\//, ""), { dot: !0 });
      inNarrowScope = (p) => m.match(p);
    } else {
      let prefix = normalizePrefix(scope);
      inNarrowScope = prefix === "" || prefix === "." ? () => !0 : (p) => p === prefix || p.startsWith(prefix + "/");
    }
  return {
    inScope: (p) => !isExcluded(p) && matchers.some((m) => m.match(p)),
    inNarrowScope,
    isExcluded
  };
}

export {
  ALWAYS_EXCLUDED,
  buildScopeFilter
};
