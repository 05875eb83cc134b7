import { createRequire as __dhCreateRequire } from 'node:module'; const require = __dhCreateRequire(import.meta.url);
import {
  CONVENTIONS,
  OPENSPEC_ARCHIVED_PATTERN,
  OPENSPEC_CHANGES,
  RULE_ABANDONED,
  RULE_LEFTOVER,
  TrackedPaths,
  abandonedServedWhen,
  adoptedConventionRules,
  changeFolders,
  effectiveRules,
  findServedBy,
  foldersOf,
  keptPaths,
  matchRules,
  openspecFindings,
  shieldOf
} from "./chunk-KQAQCCUE.mjs";
import {
  byCodeUnit,
  withPrefix
} from "./chunk-A4CSYVLB.mjs";

// scripts/lifecycle/retention.ts
var DAY_MS = 864e5;
function ageDays(then, now) {
  return Math.max(0, Math.floor((now.getTime() - then.getTime()) / DAY_MS));
}
function newestFirst(a, b) {
  return a.age_days - b.age_days || byCodeUnit(a.path, b.path);
}
function retention(rule, items) {
  let keepN = rule.retain_recent, maxAge = rule.max_age_days;
  return [...items].sort(newestFirst).map((it, i) => {
    let rank = i + 1, base = { path: it.path, age_days: it.age_days, rank };
    if (keepN === void 0 && maxAge === void 0)
      return { ...base, past_retention: !1, reason: "the rule sets neither retain_recent nor max_age_days" };
    if (keepN !== void 0 && rank <= keepN) return { ...base, past_retention: !1, reason: `one of the newest ${keepN} (retain_recent)` };
    if (maxAge !== void 0 && it.age_days <= maxAge) return { ...base, past_retention: !1, reason: `${it.age_days} days old, within max_age_days ${maxAge}` };
    let parts = [];
    return keepN !== void 0 && parts.push(`newest #${rank}, beyond retain_recent ${keepN}`), maxAge !== void 0 && parts.push(`${it.age_days} days old, past max_age_days ${maxAge}`), { ...base, past_retention: !0, reason: parts.join("; ") };
  });
}

// scripts/lifecycle/detect.ts
var LIFECYCLE_SIGNAL = "lifecycle", OPENSPEC_COMPLETED_SIGNAL = "openspec_completed", MAX_CONTENTS = 50;
function detectLifecycle(input) {
  let { settings, now } = input, catalog = input.catalog ?? CONVENTIONS, rules = effectiveRules(settings.rules, adoptedConventionRules(settings.conventions, catalog)), tracked = new TrackedPaths(input.tracked), files = [...input.files].sort(byCodeUnit), matches = matchRules(rules, files), out = /* @__PURE__ */ new Map(), notes = [], add = (path, hit) => {
    let list = out.get(path);
    list ? list.push(hit) : out.set(path, [hit]);
  }, ageOf = memo((path, kind) => {
    let members = kind === "file" ? [path] : filesUnder(files, path), newest;
    for (let f of members) {
      let t = input.touchedAt(f)?.getTime();
      t !== void 0 && (newest === void 0 || t > newest) && (newest = t);
    }
    return newest === void 0 ? void 0 : ageDays(new Date(newest), now);
  }), shielded = [], temporaryByRule = /* @__PURE__ */ new Map();
  for (let m of matches) {
    let { rule } = m;
    if (rule.lifetime === "keep") continue;
    if (m.shielded_by !== void 0) {
      shielded.push(`${m.path} (kept: ${m.shielded_by})`);
      continue;
    }
    if (rule.lifetime === "temporary") {
      let list = temporaryByRule.get(rule) ?? [];
      list.push(m), temporaryByRule.set(rule, list);
      continue;
    }
    let base = servedBase(m);
    if (rule.served_when_path !== void 0) {
      let by = findServedBy(rule.served_when_path, m.path, m.kind, tracked);
      if (by === void 0) continue;
      add(m.path, {
        ...base,
        detail: `served: the tracked path ${by} matches served_when_path "${rule.served_when_path}" of rule ${rule.id}`,
        served_when_path: rule.served_when_path,
        served_by: by
      });
    } else rule.served_when !== void 0 && add(m.path, {
      ...base,
      detail: `judge whether it is served: "${rule.served_when}" (rule ${rule.id}); when it is, ${base.on_served === "extract-then-delete" ? `extract what lasts to ${rule.extract_to}, then delete` : "delete"} the ${m.kind}`,
      served_when: rule.served_when
    });
  }
  for (let [rule, list] of temporaryByRule) {
    let aged = list.flatMap((m) => {
      let age = ageOf(m.path, m.kind);
      return age === void 0 ? [] : [{ path: m.path, age_days: age }];
    }), kinds = new Map(list.map((m) => [m.path, m.kind]));
    for (let v of retention(rule, aged))
      v.past_retention && add(v.path, {
        name: LIFECYCLE_SIGNAL,
        detail: `temporary, past retention: ${v.reason} (rule ${rule.id})`,
        rule_ref: rule.id,
        lifetime: "temporary",
        path_kind: kinds.get(v.path),
        age_days: v.age_days
      });
  }
  if (settings.openspec.enabled) {
    let shield = shieldOf(keptPaths(rules, files, foldersOf(files)));
    openspecSignals(input, files, (path) => shield(path, "directory") !== void 0 || (out.get(path) ?? []).some((h) => h.name === LIFECYCLE_SIGNAL), tracked, add);
  }
  shielded.length && notes.push(`lifecycle: ${shielded.length} match${shielded.length > 1 ? "es" : ""} shielded by keep rules: ${shielded.slice(0, 10).join(", ")}${shielded.length > 10 ? ", ..." : ""}`);
  for (let [path, hits] of out)
    for (let h of hits) {
      if (h.name !== LIFECYCLE_SIGNAL || h.path_kind !== "directory") continue;
      let inner = filesUnder(files, path).map((f) => f.slice(path.length + 1));
      h.contents = inner.slice(0, MAX_CONTENTS), inner.length > MAX_CONTENTS && (h.contents_total = inner.length);
    }
  return { signals: new Map([...out.entries()].sort(([a], [b]) => byCodeUnit(a, b))), notes };
}
function servedBase(m) {
  let r = m.rule, onServed = r.on_served ?? "delete";
  return {
    name: LIFECYCLE_SIGNAL,
    rule_ref: r.id,
    lifetime: "delete-once-served",
    path_kind: m.kind,
    on_served: onServed,
    ...onServed === "extract-then-delete" && r.extract_to !== void 0 ? { extract_to: r.extract_to } : {}
  };
}
function openspecSignals(input, files, taken, tracked, add) {
  let names = changeFolders(files);
  if (names.length === 0) return;
  let repoNow = input.repoNow, repoAgeOf = (dir) => {
    if (repoNow === void 0) return;
    let newest;
    for (let f of filesUnder(files, dir)) {
      let t = input.touchedAt(f)?.getTime();
      t !== void 0 && (newest === void 0 || t > newest) && (newest = t);
    }
    return newest === void 0 || newest >= repoNow.getTime() ? void 0 : ageDays(new Date(newest), repoNow);
  }, fileSet = new Set(files), changes = [];
  for (let name of names) {
    let path = `${OPENSPEC_CHANGES}/${name}`, tasksPath = `${path}/tasks.md`, text = fileSet.has(tasksPath) ? input.readText(tasksPath) : void 0;
    changes.push({
      name,
      path,
      ...text !== void 0 ? { tasks: input.countTasks(tasksPath, text) } : {},
      untouched_days: repoAgeOf(path) ?? 0
    });
  }
  let after = input.settings.openspec.abandoned_after_days, cited = citedChanges(names, files, input.readText);
  for (let f of openspecFindings(changes, tracked, after)) {
    let { change } = f;
    if (f.kind === "completed-in-place") {
      add(change.path, {
        name: OPENSPEC_COMPLETED_SIGNAL,
        detail: `every task in tasks.md is ticked (${change.tasks.total}) but the change is not archived; archive it the OpenSpec way: \`openspec archive ${change.name}\` (moves it to ${OPENSPEC_CHANGES}/archive/YYYY-MM-DD-${change.name}/ and merges its spec deltas); do not edit or delete it by hand`,
        change: change.name,
        tasks_total: change.tasks.total,
        remedy: `openspec archive ${change.name}`
      });
      continue;
    }
    if (!taken(change.path) && !(f.kind === "abandoned" && cited.has(change.name)))
      if (f.kind === "leftover")
        add(change.path, {
          name: LIFECYCLE_SIGNAL,
          detail: `OpenSpec leftover: the change is archived as ${f.archived} (tracked) but its live folder is still here`,
          rule_ref: RULE_LEFTOVER,
          lifetime: "delete-once-served",
          path_kind: "directory",
          on_served: "delete",
          served_when_path: OPENSPEC_ARCHIVED_PATTERN,
          served_by: f.archived
        });
      else {
        let text = abandonedServedWhen(change, after);
        add(change.path, {
          name: LIFECYCLE_SIGNAL,
          detail: `judge whether it is served: "${text}" (built-in OpenSpec check); when it is, delete the directory`,
          rule_ref: RULE_ABANDONED,
          lifetime: "delete-once-served",
          path_kind: "directory",
          on_served: "delete",
          served_when: text,
          untouched_days: change.untouched_days
        });
      }
  }
}
var ROADMAP = /(^|\/)[^/]*roadmap[^/]*\.md$/i;
function citedChanges(names, files, readText) {
  let cited = /* @__PURE__ */ new Set(), owner = (f) => {
    if (!f.startsWith(OPENSPEC_CHANGES + "/")) return;
    let name = f.slice(OPENSPEC_CHANGES.length + 1).split("/")[0];
    return name && names.includes(name) ? name : void 0;
  }, sources = files.filter((f) => f.endsWith(".md") && (owner(f) !== void 0 || ROADMAP.test(f)));
  for (let src of sources) {
    let text = readText(src);
    if (text === void 0) continue;
    let self = owner(src);
    for (let name of names) {
      if (name === self || cited.has(name)) continue;
      let escaped = name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
      new RegExp(`(^|[^\\w-])${escaped}($|[^\\w-])`).test(text) && cited.add(name);
    }
  }
  return cited;
}
function filesUnder(sortedFiles, dir) {
  return withPrefix(sortedFiles, dir + "/");
}
function memo(fn) {
  let cache = /* @__PURE__ */ new Map();
  return (path, kind) => {
    let k = `${kind}\0${path}`;
    return cache.has(k) || cache.set(k, fn(path, kind)), cache.get(k);
  };
}

// scripts/lifecycle/propose.ts
function lifecycleSignalsOf(signals) {
  return (signals ?? []).filter((s) => s.name === LIFECYCLE_SIGNAL && typeof s.rule_ref == "string");
}
function edit(sig) {
  let anchor = { whole: sig.path_kind };
  return sig.lifetime === "delete-once-served" && sig.on_served === "extract-then-delete" && sig.extract_to !== void 0 ? sig.extract_to === "cross-repo" ? { kind: "extract-then-delete", anchor, extraction_target: "cross-repo" } : { kind: "extract-then-delete", anchor, extraction_target: "repo-durable", target_path: sig.extract_to } : { kind: "delete", anchor };
}
function lifecycleOf(sig) {
  let lc = { rule_ref: sig.rule_ref, lifetime: sig.lifetime };
  return sig.served_when_path !== void 0 && (lc.served_when_path = sig.served_when_path), sig.served_by !== void 0 && (lc.served_by = sig.served_by), sig.served_when !== void 0 && (lc.served_when = sig.served_when), sig.lifetime === "temporary" && sig.age_days !== void 0 && (lc.age_days = sig.age_days), lc;
}
function opText(path, sig, e) {
  let what = sig.path_kind === "directory" ? `the directory ${path}${folderContents(sig)}` : `the file ${path}`, why = sig.lifetime === "temporary" ? `it is a temporary doc past retention (${sig.age_days} days since its last change; rule ${sig.rule_ref})` : sig.served_by !== void 0 ? `it has been served: ${sig.served_by} exists (rule ${sig.rule_ref})` : `it has been served: ${sig.served_when} (rule ${sig.rule_ref})`;
  return e.kind === "extract-then-delete" ? `Extract what should last from ${what} into ${e.extraction_target === "cross-repo" ? "a cross-repository store" : e.target_path}, then delete it: ${why}.` : `Delete ${what}: ${why}.`;
}
function folderContents(sig) {
  let list = sig.contents ?? [];
  if (list.length === 0) return "";
  let total = sig.contents_total ?? list.length;
  return ` (${total} file${total === 1 ? "" : "s"}: ${list.slice(0, 10).join(", ")}${total > 10 ? ", ..." : ""})`;
}
function proposalFor(path, sig) {
  let e = edit(sig);
  return {
    path,
    category: { class: "stale", subtype: sig.lifetime === "temporary" ? "provisional" : "completed-in-place" },
    signals: [{ name: sig.name, detail: sig.detail ?? "" }],
    op: opText(path, sig, e),
    op_type: "deterministic",
    exact_edit: e,
    lifecycle: lifecycleOf(sig)
  };
}
var scannerProven = (s) => s.lifetime === "delete-once-served" && s.served_by !== void 0 && s.served_when === void 0 || s.lifetime === "temporary" && s.age_days !== void 0;
function proposeLifecycle(scan) {
  let out = [];
  for (let path of Object.keys(scan.signals).sort()) {
    let sig = lifecycleSignalsOf(scan.signals[path]).find(scannerProven);
    sig && out.push(proposalFor(path, sig));
  }
  return out;
}
function judgedCandidates(scan) {
  let out = [];
  for (let path of Object.keys(scan.signals).sort())
    for (let sig of lifecycleSignalsOf(scan.signals[path]))
      sig.served_when !== void 0 && out.push({ path, served_when: sig.served_when, rule_ref: sig.rule_ref, proposal_if_served: proposalFor(path, sig) });
  return out;
}

export {
  LIFECYCLE_SIGNAL,
  OPENSPEC_COMPLETED_SIGNAL,
  detectLifecycle,
  lifecycleSignalsOf,
  proposalFor,
  proposeLifecycle,
  judgedCandidates
};
