import { createRequire as __dhCreateRequire } from 'node:module'; const require = __dhCreateRequire(import.meta.url);
import {
  pathGitState
} from "./chunk-XNYX6GFH.mjs";
import {
  entryId,
  validateReport
} from "./chunk-Q45VF46N.mjs";
import {
  asScanArtifact,
  autoEvidenceAll,
  collectProposals,
  describeRanges,
  evidenceFacts,
  evidenceViolations,
  pendingClassification,
  snapshotter,
  treeViolations
} from "./chunk-KIA6SVB6.mjs";
import {
  BLOAT_SUBTYPES,
  STALE_SUBTYPES,
  lineRange,
  wholeOf
} from "./chunk-ENYY23JY.mjs";
import {
  POLICY_VERSION,
  derivedFields
} from "./chunk-YD3PZMIB.mjs";
import {
  ROLE_ORDER
} from "./chunk-SZKUOEOV.mjs";
import {
  lifecycleSignalsOf
} from "./chunk-KFVTL4IR.mjs";
import {
  KIND_TABLE,
  isEditKind
} from "./chunk-LOW4D37T.mjs";
import {
  TOKEN_ENCODING,
  loadTokenCounter
} from "./chunk-5RNGXMF2.mjs";
import {
  lineSpan
} from "./chunk-CT5NESKD.mjs";
import {
  CONVENTIONS,
  isExcluded
} from "./chunk-WWPYR7TY.mjs";
import {
  minimatch
} from "./chunk-FSOYUCUK.mjs";
import {
  digestLine
} from "./chunk-OUZCCNIE.mjs";
import {
  sha256Hex
} from "./chunk-VFCBVGFI.mjs";
import {
  byCodeUnit
} from "./chunk-3RE2W6MO.mjs";

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
      scope: scan.scope,
      category_filter: opts.category ?? null,
      ...scan.notes.length ? { notes: [...scan.notes] } : {}
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
    src[f] !== void 0 && Object.assign(out, { [f]: src[f] });
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
  let said = evidence.get(e.id);
  if (said) return said;
  let lc = e.lifecycle;
  return lc ? `${lc.served_by !== void 0 ? `${lc.served_by} exists, so ${lc.rule_ref} says it is served` : lc.age_days !== void 0 ? `${lc.rule_ref}: a temporary doc ${lc.age_days} days old` : lc.rule_ref}; the path is tracked and clean, so git keeps every byte` : void 0;
}
function roleText(r) {
  return `role **${r.name}** (${code(r.rule)}${r.evidence ? `: ${oneLine(r.evidence)}` : ""})`;
}
function renderEntry(e, v) {
  let kind = e.exact_edit?.kind ?? "generative", tokens = e.token_estimate.raw_tokens, out = [
    `### ${code(e.path)}${editWhere(e)}`,
    "",
    `- **${e.category.class}/${e.category.subtype}** \xB7 ${kind} \xB7 tier **${e.safety_tier}** \xB7 ~${plural(tokens, "token")} (${e.token_estimate.injection_frequency ?? "on-demand"}) \xB7 id ${code(e.id)}`,
    `- Op: ${oneLine(e.op)}`
  ], role = v.roles[e.path]?.role;
  role && out.push(`- Doc: ${roleText(role)}`), e.signals.length && out.push(`- Signals: ${e.signals.map(signalText).join("; ")}`);
  let why = v.whys.get(e.id);
  why && out.push(`- Why: ${oneLine(why)}`);
  let safe = safeBecause(e, v.auto_evidence);
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
  let r = o.report, { candidates, cleared, auto, confirm } = o, pendingList = o.pending, pending = pendingList.map((x) => x.path), left = o.unjudged?.left ?? [], notForModel = o.unjudged?.not_for_model ?? [], filtered = new Set(o.filtered_out), out = [digestLine(o.json_sha256), "# doc-hygiene report", ""];
  out.push("| | |", "|---|---|"), out.push(`| Checked | ${r.generated_at} |`), out.push(`| Project | ${cell(code(r.scan.project_root))} |`), out.push(`| Scope | ${r.scan.scope ? cell(code(r.scan.scope)) : "whole project"} (globs ${r.scan.scope_globs.map((g) => cell(code(g))).join(", ")}) |`), out.push(`| Category filter | ${r.scan.category_filter ? code(r.scan.category_filter) : "none"} |`), out.push(`| Files scanned | ${n(r.scan.files_scanned)} |`);
  let counts = /* @__PURE__ */ new Map();
  for (let d of Object.values(o.roles)) counts.set(d.role.name, (counts.get(d.role.name) ?? 0) + 1);
  let parts = ROLE_ORDER.filter((x) => counts.has(x)).map((x) => `${x} ${n(counts.get(x))}`);
  parts.length && out.push(`| Roles | ${parts.join(", ")} |`), out.push(`| Candidates | ${n(candidates.length)} of ${n(r.shortlist.length)} shortlisted files carry a scanner signal |`), out.push(`| Entries | ${n(r.entries.length)} (${n(auto)} auto, ${n(confirm)} confirm) |`), out.push(`| Cleared | ${n(cleared.length)} |`), o.model_free && out.push(`| Needs classification | ${n(pending.length)} (model-free run) |`), o.unjudged && out.push(`| Left for the next check | ${n(left.length)} |`), out.push(`| Tool | doc-hygiene ${r.tool_version}, policy ${r.policy_version} |`), out.push("");
  for (let note of r.scan.notes ?? []) out.push(`> Note: ${oneLine(note)}`, "");
  for (let [title, cls] of [["Stale", "stale"], ["Bloat", "bloat"]]) {
    let group = r.entries.filter((e) => e.category.class === cls);
    out.push(`## ${title} (${n(group.length)})`, ""), group.length === 0 && out.push(`No ${cls} entries.`, "");
    for (let e of group) out.push(...renderEntry(e, o));
  }
  if (o.model_free)
    if (out.push(`## Needs classification (${n(pending.length)})`, ""), pending.length === 0) out.push("Every scanner signal is answered by an entry.", "");
    else {
      out.push("These files carry scanner signals that no proven edit answers. Run `/hygiene check` in Claude Code to classify them.", "");
      for (let x of pendingList) {
        let role = o.roles[x.path]?.role;
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
  let roll = o.rollup;
  if (out.push("## Tokens", ""), out.push(`- Saved in every session: **~${plural(roll.total.weighted_tokens, "token")}** (entries on docs Claude Code loads at every session start${roll.total.weighted_tokens > roll.total.per_session_tokens ? ", plus the configured share of on-demand docs" : ""}).`), out.push(`- On-demand docs: up to ~${plural(roll.total.on_demand_tokens, "token")} more, saved only in sessions that read them (theoretical maximum).`), out.push(""), r.entries.length) {
    out.push("| File / category | Entries | Raw | Per-session docs | On-demand docs | Saved per session |", "|---|---:|---:|---:|---:|---:|");
    for (let f of roll.files) {
      out.push(totalsRow(code(f.path), f));
      for (let c of f.categories) out.push(totalsRow(`&nbsp;&nbsp;${c.category}`, c));
    }
    for (let c of roll.categories) out.push(totalsRow(`**${c.category}**`, c));
    out.push(totalsRow("**Total**", roll.total), "");
  }
  if (out.push(`Token counts are local estimates (${TOKEN_ENCODING}) that approximate Claude's tokenizer; they size savings, they are not exact.`, ""), o.agent_contexts && out.push(...renderContexts(o.agent_contexts)), out.push("## Next step", ""), r.entries.length === 0) out.push("Nothing to clean.");
  else {
    let parts2 = [];
    auto && parts2.push(`apply the ${plural(auto, "auto entry", "auto entries")} without a prompt`), confirm && parts2.push(`ask you about the ${plural(confirm, "confirm entry", "confirm entries")} one by one`), out.push(`Run \`/hygiene clean\`: it will ${parts2.join(" and ")}.`);
  }
  return out.push(""), out.join(`
`);
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

// scripts/report/report-view.ts
function contextsView(s, signals) {
  if (!s) return;
  let heaviest = s.heaviest.map((c) => {
    let found = (c.paths ?? []).flatMap((p) => (signals[p] ?? []).filter((h) => h.name !== "agent_load").map((h) => `${h.name} in ${p}: ${h.detail}`));
    return { ...c, problems: [...c.problems, ...new Set(found)] };
  });
  return { ...s, heaviest };
}
function buildView(v) {
  let r = v.report, signals = v.scan.signals, withEntry = new Set(r.entries.map((e) => e.path)), filtered = new Set(v.filtered_out), candidates = r.shortlist.filter((p) => (signals[p]?.length ?? 0) > 0), pending = v.model_free ? pendingClassification(r.shortlist, signals, r.entries, v.filtered_out) : [], pendingPaths = new Set(pending.map((x) => x.path)), unjudged = new Set([...v.unjudged?.left ?? [], ...v.unjudged?.not_for_model ?? []].map((x) => x.path)), cleared = r.shortlist.filter((p) => !withEntry.has(p) && !filtered.has(p) && !pendingPaths.has(p) && !unjudged.has(p)), auto = r.entries.filter((e) => e.safety_tier === "auto").length;
  return {
    report: r,
    json_sha256: v.json_sha256,
    model_free: v.model_free,
    whys: v.whys,
    auto_evidence: v.auto_evidence,
    filtered_out: v.filtered_out,
    signals,
    roles: v.scan.docs,
    agent_contexts: contextsView(v.scan.agent_contexts, signals),
    candidates,
    pending,
    cleared,
    ...v.unjudged ? { unjudged: v.unjudged } : {},
    auto,
    confirm: r.entries.length - auto,
    rollup: rollupTokens(r.entries)
  };
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
  let checked = asScanArtifact(input.scan);
  if (!checked.ok) return { stage: "scan", violations: checked.violations };
  let scan = checked.artifact, collected = collectProposals(input.sources), ranges = describeRanges(collected.ranges);
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
    conventions: input.conventions,
    gitStates
  });
  if (!built.report) return { stage: "proposals", violations: built.violations, ranges };
  let invalid = validateReport(built.report);
  if (invalid.length) return { stage: "report", violations: invalid, report: built.report };
  let json = JSON.stringify(built.report, null, 2) + `
`, json_sha256 = sha256Hex(json), view = buildView({
    report: built.report,
    json_sha256,
    scan,
    model_free: input.model_free,
    whys: built.whys,
    auto_evidence: built.auto_evidence,
    filtered_out: built.filtered_out,
    unjudged: input.unjudged
  }), md = renderMarkdown(view);
  return { stage: "ok", violations: [], report: built.report, json, md, json_sha256, rollup: view.rollup, view, filtered_out: built.filtered_out };
}

export {
  CATEGORY_FILTERS,
  runReport
};
