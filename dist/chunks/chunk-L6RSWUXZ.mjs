import { createRequire as __dhCreateRequire } from 'node:module'; const require = __dhCreateRequire(import.meta.url);
import {
  SIGNALS,
  frozenFact,
  lineCountsFact
} from "./chunk-PLTFT22Z.mjs";
import {
  AGENT_READ_ROLES,
  LIFECYCLE_SIGNAL,
  codePathRefs,
  detach,
  detachHit,
  detectLifecycle,
  duplicatesFact,
  isManifestPath,
  isMarkdownPath,
  mdxImports,
  ownCliNames,
  proposalFor,
  publishedAnchors,
  readParse,
  readPins,
  readRedirects,
  readText,
  referencesOf,
  scan_schema_default,
  scenarioRanges,
  sectionRanges
} from "./chunk-JZLM7UPL.mjs";
import {
  ensureStateSubdir,
  stateFolderProblem
} from "./chunk-XPE3MLC3.mjs";
import {
  sha256Hex
} from "./chunk-VFCBVGFI.mjs";
import {
  agentContexts,
  buildRepoIndex,
  claudeCodeSentText,
  claudeCodeSession,
  codePathCandidates,
  detectSites,
  importedFiles,
  isAgentMemoryPath,
  loadTokenCounter,
  loadedThrough,
  memoryFilesOf,
  memoryWithImports,
  pathReadings,
  rawLister,
  readPageRoutes,
  routePages,
  siteOf
} from "./chunk-5VCSN5G4.mjs";
import {
  AGENT_PROMPT_PATH,
  DOC_IN_CAPITALS,
  RoleModel,
  buildRepoFacts,
  fileSets,
  frontmatterCommentsOf,
  headOf,
  isArchivePath,
  loadConfig
} from "./chunk-FIJFGDGO.mjs";
import {
  writeFileAtomic
} from "./chunk-2SEPAG6N.mjs";
import {
  Minimatch,
  absentTrackedFiles,
  ignoredPaths,
  linesOutsideFences,
  listProjectFiles,
  locate,
  parseDoc
} from "./chunk-DUOPAI4E.mjs";
import {
  findProjectRoot
} from "./chunk-UIVZPBU2.mjs";
import {
  isJsonObject
} from "./chunk-Z45Y2YWL.mjs";
import {
  openBackend
} from "./chunk-WMYYX4YZ.mjs";
import {
  byCodeUnit,
  isDamageNote,
  isoDate,
  lineKey,
  withPrefix
} from "./chunk-7CNQJT4V.mjs";
import {
  MAX_PROJECT_TEXT_BYTES,
  projectFileBytes,
  projectFileText,
  readProjectFile,
  walkSymlinks
} from "./chunk-MIYAM7C7.mjs";
import {
  printable,
  pushAll
} from "./chunk-Q5DWSZJV.mjs";
import {
  readRegularFile
} from "./chunk-6ISAVYID.mjs";

// scripts/scan/project.ts
async function openProject(startDir, configFile) {
  return withConfig(await findProjectRoot(startDir), configFile);
}
function withConfig(found, configFile) {
  return { root: found.root, inGit: found.inGit, config: loadConfig(found.root, configFile) };
}

// scripts/scan/artifact.ts
var MAX_HITS_PER_SIGNAL = 1e3;
function capHits(path, sorted, notes) {
  let count = /* @__PURE__ */ new Map();
  for (let h of sorted) count.set(h.name, (count.get(h.name) ?? 0) + 1);
  if (![...count.values()].some((n) => n > MAX_HITS_PER_SIGNAL)) return sorted;
  for (let [name, n] of count) n > MAX_HITS_PER_SIGNAL && notes.push(`${path}: ${name} found ${n} times; the first ${MAX_HITS_PER_SIGNAL} are reported`);
  let kept = /* @__PURE__ */ new Map();
  return sorted.filter((h) => {
    let k = (kept.get(h.name) ?? 0) + 1;
    return kept.set(h.name, k), k <= MAX_HITS_PER_SIGNAL;
  });
}
function compareHits(a, b) {
  return (a.line ?? 0) - (b.line ?? 0) || byCodeUnit(a.name, b.name) || Number(a.column ?? 0) - Number(b.column ?? 0) || byCodeUnit(a.detail, b.detail);
}
function orderHit(h) {
  let { name, detail, line, ...evidence } = h, out = { name, detail };
  line !== void 0 && (out.line = line);
  for (let [k, v] of Object.entries(evidence)) v !== void 0 && (out[k] = v);
  return out;
}
function buildArtifact(parts) {
  let signals = {}, notes = [...parts.notes], paths = [...parts.hits.keys()].filter((p) => parts.hits.get(p).length > 0).sort(byCodeUnit);
  for (let p of paths) signals[p] = capHits(p, parts.hits.get(p).map(orderHit).sort(compareHits), notes);
  let judged = paths.filter((p) => parts.hits.get(p).some((h) => h.hint !== !0)), shortlist = [.../* @__PURE__ */ new Set([...judged, ...parts.per_session_in_scope])].sort(byCodeUnit), docs = {}, links = parts.symlinks ?? /* @__PURE__ */ new Map();
  for (let p of [.../* @__PURE__ */ new Set([...parts.roles.keys(), ...links.keys()])].sort(byCodeUnit)) {
    let to = links.get(p), r = parts.roles.get(to ?? p), role = r.evidence === void 0 ? { name: r.name, rule: r.rule } : { name: r.name, rule: r.rule, evidence: r.evidence };
    docs[p] = to === void 0 ? { role } : { role, symlink_to: to };
  }
  return {
    project_root: parts.project_root,
    scope_globs: parts.scope_globs,
    excluded_dirs: parts.excluded_dirs,
    scope: parts.scope,
    files_scanned: parts.files_scanned,
    shortlist,
    per_session: [...parts.per_session].sort(byCodeUnit),
    signals,
    docs,
    sites: parts.sites.map((s) => ({ ...s, static_roots: [...s.static_roots], output_roots: [...s.output_roots] })),
    notes: [...new Set(notes)].sort(byCodeUnit),
    ...parts.agent_contexts ? { agent_contexts: parts.agent_contexts } : {}
  };
}
function serializeArtifact(a) {
  return JSON.stringify(a, null, 2) + `
`;
}

// scripts/scan/types.ts
function runsOn(signal, role) {
  return signal.roles.includes(role.name) || (signal.rules?.includes(role.rule) ?? !1);
}

// scripts/scan/explain.ts
function verdictOf(signal, role, applies, detect) {
  if (!runsOn(signal, role)) return { verdict: { signal: signal.name, outcome: "roles", roles: signal.roles }, hits: [] };
  if (!applies()) return { verdict: { signal: signal.name, outcome: "not-applicable" }, hits: [] };
  let hits = detect();
  return { verdict: { signal: signal.name, outcome: hits.length ? "fired" : "no-hits", hits }, hits };
}
var WHY = {
  fired: "fired",
  roles: "silent: the role gate",
  "not-applicable": "silent: does not apply (appliesTo false: the facts it reads are absent for this doc)",
  "no-hits": "silent: ran, found nothing"
};
function explainText(path, role, record, finalHits, shortlisted) {
  let out = [`${path}`];
  if (!role)
    return out.push("  not scanned: outside the scan globs, excluded, or not a file the scan lists"), out.map(printable).join(`
`) + `
`;
  out.push(`  role: ${role.name} (rule ${role.rule}${role.evidence ? `; ${role.evidence}` : ""})`), record.verdicts.length === 0 && out.push("  no signal ran: the doc was not read (an archive no signal judges, or unreadable)");
  for (let v of record.verdicts) {
    let extra = v.outcome === "roles" ? ` (runs on ${v.roles.join(", ")}; this doc is ${role.name})` : "";
    out.push(`  ${v.signal}: ${WHY[v.outcome]}${extra}`);
    for (let h of v.hits ?? []) out.push(`    - ${h.line !== void 0 ? `line ${h.line}: ` : ""}${h.detail}${h.hint === !0 ? " [hint]" : ""}`);
  }
  let others = finalHits.filter((h) => !record.verdicts.some((v) => v.signal === h.name));
  for (let h of others) out.push(`  ${h.name} (lifecycle pass): fired`, `    - ${h.detail}`);
  return out.push(`  shortlisted: ${shortlisted ? "yes" : "no (no signal that is not a hint)"}`), out.map(printable).join(`
`) + `
`;
}

// scripts/readers/summary.ts
var HEAVIEST_KEPT = 5;
function summarizeContexts(contexts, n = HEAVIEST_KEPT) {
  let heaviest = [...contexts].sort((a, b) => b.tokens - a.tokens || byCodeUnit(a.agent, b.agent) || byCodeUnit(a.folder, b.folder)).slice(0, n).map((c) => ({
    agent: c.agent,
    folder: c.folder,
    files: c.files.filter((f) => f.loaded_bytes !== 0).length,
    tokens: c.tokens,
    on_demand_tokens: c.on_demand.reduce((s, o) => s + o.tokens, 0),
    problems: c.problems.map((p) => `${p.kind}: ${p.detail}`),
    paths: [...new Set(c.files.filter((f) => f.loaded_bytes !== 0).map((f) => f.path))]
  })), counts = /* @__PURE__ */ new Map();
  for (let c of contexts) for (let f of new Set(c.files.filter((f2) => f2.loaded_bytes !== 0).map((f2) => f2.path))) counts.set(f, (counts.get(f) ?? 0) + 1);
  let loads = {};
  for (let p of [...counts.keys()].sort(byCodeUnit)) loads[p] = counts.get(p);
  return { contexts: contexts.length, heaviest, loads };
}

// scripts/scan/engine.ts
var PARSE_SIGNALS = SIGNALS.filter((s) => s.stage === "parse"), REPOSITORY_SIGNALS = SIGNALS.filter((s) => s.stage === "repository"), NEEDED = new Set(SIGNALS.flatMap((s) => s.needs));
function rolesNeeding(need) {
  return new Set(SIGNALS.filter((s) => s.needs.includes(need)).flatMap((s) => s.roles));
}
var ParseStage = class {
  constructor(ctx) {
    this.ctx = ctx;
    this.states = PARSE_SIGNALS.map((s) => s.prepare?.(ctx));
  }
  ctx;
  states;
  /** The doc's parse-stage hits (strings detached from its source); the verdicts go to `explain` when it is this doc's. */
  run(doc, role, explain) {
    let list = [];
    return PARSE_SIGNALS.forEach((signal, i) => {
      let state = this.states[i];
      if (explain) {
        let r = verdictOf(signal, role, () => signal.appliesTo(doc, this.ctx), () => signal.detect(doc, this.ctx, state).map(detachHit));
        explain.verdicts.push(r.verdict), pushAll(list, r.hits);
      } else if (runsOn(signal, role) && signal.appliesTo(doc, this.ctx)) for (let h of signal.detect(doc, this.ctx, state)) list.push(detachHit(h));
    }), list;
  }
};
async function runRepositoryStage(summaries, roles, ctx, hits, explain) {
  let notes = [], states = [];
  for (let signal of REPOSITORY_SIGNALS) {
    let prepared = await signal.prepare?.(summaries.filter((s) => signal.roles.includes(roles.get(s.path).name)), ctx);
    pushAll(notes, prepared?.notes ?? []), states.push(prepared?.state);
  }
  for (let summary of summaries) {
    let list = [], role = roles.get(summary.path), mine = explain?.path === summary.path ? explain : void 0;
    REPOSITORY_SIGNALS.forEach((signal, i) => {
      let state = states[i];
      if (mine) {
        let r = verdictOf(signal, role, () => signal.appliesTo(summary, ctx), () => signal.detect(summary, ctx, state));
        mine.verdicts.push(r.verdict), pushAll(list, r.hits);
      } else runsOn(signal, role) && signal.appliesTo(summary, ctx) && pushAll(list, signal.detect(summary, ctx, state));
    }), list.length > 0 && hits.set(summary.path, [...hits.get(summary.path) ?? [], ...list]);
  }
  return notes;
}
function docsNeeding(need, summaries, roles) {
  return summaries.filter((s) => REPOSITORY_SIGNALS.some((sig) => sig.needs.includes(need) && sig.roles.includes(roles.get(s.path).name)));
}

// scripts/scan/facts/agent-contexts.ts
async function contextsIfMemory(plan) {
  return memoryFilesOf(plan.sources).length > 0 ? agentContexts(plan.sources, await loadTokenCounter()) : void 0;
}
var agentContextsFact = {
  need: "agent_contexts",
  stage: "repository",
  gather: async (plan) => ({ facts: { agent_contexts: await contextsIfMemory(plan) } })
};

// scripts/scan/facts/pins.ts
var pinsFact = {
  need: "pins",
  stage: "plan",
  gather(plan) {
    let pins = [];
    for (let f of plan.files) {
      if (!isManifestPath(f) || plan.scope.isExcluded(f)) continue;
      let text = plan.readText(f);
      text !== void 0 && pushAll(pins, readPins(f, text));
    }
    return { pins };
  }
};

// scripts/scan/facts/archived-copies.ts
var MAX_COMPARED_BYTES = 16 * 1024 * 1024, MIN_SHARED_LINES = 0.5;
function sharedLineShare(a, b) {
  let set = (t) => new Set(t.split(`
`).map((l) => l.trim()).filter((l) => l !== "")), mine = set(a), theirs = set(b);
  if (theirs.size === 0) return 0;
  let shared = 0;
  for (let l of theirs) mine.has(l) && shared++;
  return shared / theirs.size;
}
function archivedCopies(root, docPaths, files) {
  let out = /* @__PURE__ */ new Map();
  for (let [path, copies] of archivedCopyCandidates(docPaths, files)) {
    let r = readProjectFile(root, path, MAX_COMPARED_BYTES);
    if (!r.ok) continue;
    let mine = r.bytes, found = copies.flatMap((c) => {
      let other = readProjectFile(root, c, MAX_COMPARED_BYTES);
      if (!other.ok) return [];
      let identical = other.bytes.equals(mine);
      return !identical && sharedLineShare(mine.toString("utf8"), other.bytes.toString("utf8")) < MIN_SHARED_LINES ? [] : [{ path: c, identical }];
    });
    found.length > 0 && out.set(path, found);
  }
  return out;
}
function archivedCopyCandidates(docPaths, files) {
  let openspec = /* @__PURE__ */ new Map(), byLive = /* @__PURE__ */ new Map(), add = (map, key, f) => {
    let list = map.get(key);
    list ? list.push(f) : map.set(key, [f]);
  };
  for (let f of files) {
    let m = /^openspec\/changes\/archive\/(?:\d{4}-\d{2}-\d{2}-)?([^/]+)\/(.+)$/.exec(f);
    if (m && add(openspec, `${m[1]}/${m[2]}`, f), !isArchivePath(f)) continue;
    let segs = f.split("/"), i = segs.findIndex((s, k) => k < segs.length - 1 && isArchivePath(`${s}/x`));
    i >= 0 && add(byLive, [...segs.slice(0, i), ...segs.slice(i + 1)].join("/"), f);
  }
  let out = /* @__PURE__ */ new Map();
  for (let path of docPaths) {
    if (isArchivePath(path)) continue;
    let found = new Set(byLive.get(path) ?? []), change = /^openspec\/changes\/([^/]+)\/(.+)$/.exec(path);
    if (change) for (let f of openspec.get(`${change[1]}/${change[2]}`) ?? []) found.add(f);
    found.size > 0 && out.set(path, [...found].sort());
  }
  return out;
}
var archivedCopiesFact = {
  need: "archived_copies",
  stage: "plan",
  gather: (plan) => ({ archived_copies: archivedCopies(plan.root, plan.targets, plan.repo.files) })
};

// scripts/scan/per-session.ts
function perSessionDocs(session, src, count) {
  let own = new Map(session.files.map((f) => [f.path, count(claudeCodeSentText(f.path, src))])), out = /* @__PURE__ */ new Map();
  for (let f of session.files) {
    let through = loadedThrough(session, f.path).map((t) => ({ path: t.path, tokens: own.get(t.path) ?? 0, depth: t.depth }));
    out.set(f.path, { own_tokens: own.get(f.path) ?? 0, through });
  }
  return out;
}

// scripts/scan/facts/per-session-tokens.ts
var perSessionTokensFact = {
  need: "per_session_tokens",
  stage: "repository",
  async gather(plan) {
    return plan.sessionPaths.length === 0 ? {} : { facts: { per_session: perSessionDocs(plan.session, plan.sources, await loadTokenCounter()) } };
  }
};

// scripts/scan/facts/index.ts
var BY_NEED = {
  pins: pinsFact,
  archived_copies: archivedCopiesFact,
  duplicates: duplicatesFact,
  frozen: frozenFact,
  per_session_tokens: perSessionTokensFact,
  agent_contexts: agentContextsFact,
  line_counts: lineCountsFact
}, FACTS = Object.values(BY_NEED);

// scripts/scan/facts/gather.ts
var needed = FACTS.filter((f) => NEEDED.has(f.need));
function planFacts(plan) {
  let out = { pins: [], archived_copies: /* @__PURE__ */ new Map() };
  for (let f of needed.filter((x) => x.stage === "plan")) Object.assign(out, f.gather(plan));
  return out;
}
function docFacts(plan) {
  let gatherers = needed.filter((x) => x.stage === "doc").map((f) => f.gather(plan));
  return {
    gatherers,
    done(history) {
      let out = { duplicates: /* @__PURE__ */ new Map(), frozen: /* @__PURE__ */ new Set() };
      for (let g of gatherers) Object.assign(out, g.done(history));
      return out;
    }
  };
}
async function repositoryFacts(plan, ctx, summaries) {
  let notes = [];
  for (let f of needed.filter((x) => x.stage === "repository")) {
    let r = await f.gather(plan, ctx, docsNeeding(f.need, summaries, plan.roles));
    r.facts && Object.assign(ctx, r.facts), pushAll(notes, r.notes ?? []);
  }
  return notes;
}

// scripts/scan/lifecycle/collect.ts
import { readdirSync, lstatSync } from "node:fs";
import { join } from "node:path";

// scripts/scan/lifecycle/git-facts.ts
async function readGitFacts(root) {
  let git = await openBackend(root);
  return git ? git.workingTreeFacts(root) : { tracked: [], changed: /* @__PURE__ */ new Set() };
}

// scripts/scan/lifecycle/collect.ts
var MAX_LIFECYCLE_READ_BYTES = 8 * 1024 * 1024, STATE_DIR = ".dochygiene";
async function collectLifecycle(opts) {
  let { root } = opts, files = opts.files.filter((f) => !(opts.isExcluded?.(f) ?? !1) && f !== STATE_DIR && !f.startsWith(STATE_DIR + "/")), git = await readGitFacts(root), trackedSet = new Set(git.tracked), mtime = (rel) => {
    try {
      return lstatSync(join(root, rel)).mtime;
    } catch {
      return;
    }
  }, touchedAt = (rel) => {
    let committed = opts.history?.lastChange(rel), c = committed ? new Date(committed.date) : void 0;
    if (!trackedSet.has(rel) || git.changed.has(rel) || c === void 0) {
      let m = mtime(rel);
      return c === void 0 || m && m > c ? m : c;
    }
    return c;
  }, repoNow = newestCommit(git.tracked, opts.history), result = detectLifecycle({
    settings: opts.settings,
    files,
    tracked: git.tracked,
    now: opts.now,
    ...repoNow ? { repoNow } : {},
    touchedAt,
    readText: (rel) => {
      let read = readProjectFile(root, rel, MAX_LIFECYCLE_READ_BYTES);
      return read.ok ? read.bytes.toString("utf8") : void 0;
    },
    countTasks: (rel, text) => {
      let tasks = parseDoc(rel, text).tasks;
      return { total: tasks.length, checked: tasks.filter((t) => t.checked).length };
    }
  });
  return withJudgedProposals(guardFolders(root, new Set(opts.files), narrow(result, opts.inScope)));
}
function newestCommit(tracked, history) {
  if (!history) return;
  let newest;
  for (let f of tracked) {
    let d = history.lastChange(f)?.date;
    d !== void 0 && (newest === void 0 || d > newest) && (newest = d);
  }
  return newest === void 0 ? void 0 : new Date(newest);
}
function withJudgedProposals(result) {
  for (let [path, hits] of result.signals)
    for (let h of hits)
      if (h.name === LIFECYCLE_SIGNAL && typeof h.served_when == "string") {
        let { proposal_if_served: _, ...sig } = h;
        h.proposal_if_served = proposalFor(path, sig);
      }
  return result;
}
function narrow(result, inScope) {
  return inScope ? { signals: new Map([...result.signals].filter(([p]) => inScope(p))), notes: result.notes } : result;
}
function guardFolders(root, listed, result) {
  let notes = [...result.notes], signals = /* @__PURE__ */ new Map();
  for (let [path, hits] of result.signals) {
    let unlisted = hits.some((h) => h.name === LIFECYCLE_SIGNAL && h.path_kind === "directory") ? unlistedFiles(root, path, listed) : [];
    if (unlisted.length === 0) {
      signals.set(path, hits);
      continue;
    }
    notes.push(`lifecycle: ${path} is not proposed for deletion: it holds ${unlisted.length} file${unlisted.length > 1 ? "s" : ""} git ignores (${unlisted.slice(0, 3).join(", ")}${unlisted.length > 3 ? ", ..." : ""}), which no commit could restore`);
    let rest = hits.filter((h) => h.name !== LIFECYCLE_SIGNAL);
    rest.length && signals.set(path, rest);
  }
  return { signals, notes };
}
function unlistedFiles(root, dir, listed) {
  let out = [], walk = (rel) => {
    let names;
    try {
      names = readdirSync(join(root, rel));
    } catch {
      return;
    }
    for (let name of names.sort()) {
      let p = `${rel}/${name}`;
      lstatSync(join(root, p)).isDirectory() ? walk(p) : listed.has(p) || out.push(p);
    }
  };
  return walk(dir), out;
}

// scripts/scan/lifecycle/pass.ts
async function lifecyclePass(p) {
  let { config } = p, result = await collectLifecycle({
    root: p.root,
    settings: { rules: config.lifecycle.rules, conventions: config.conventions, openspec: config.lifecycle.openspec },
    files: p.files,
    // Rules never match inside archives (the roles' archive folders), as when archive/ was an excluded folder.
    isExcluded: (f) => p.scope.isExcluded(f) || isArchivePath(f),
    inScope: (f) => p.scope.inNarrowScope(f),
    history: p.history,
    now: p.now
  });
  for (let [path, list] of result.signals) p.hits.set(path, [...p.hits.get(path) ?? [], ...list]);
  pushAll(p.notes, result.notes);
}

// scripts/scan/plan.ts
import { lstatSync as lstatSync3, realpathSync as realpathSync2 } from "node:fs";
import { join as join5, relative, resolve } from "node:path";

// scripts/scan/canonical.ts
import { lstatSync as lstatSync2, readdirSync as readdirSync2, realpathSync } from "node:fs";
import { join as join2, sep } from "node:path";
function toPosix(p) {
  return sep === "/" ? p : p.split(sep).join("/");
}
function canonicalPaths(root, inScope) {
  let inScopeSet = new Set(inScope), symlinks = /* @__PURE__ */ new Set();
  for (let dir of new Set(inScope.map((f) => f.includes("/") ? f.slice(0, f.lastIndexOf("/")) : "")))
    try {
      for (let e of readdirSync2(dir === "" ? root : join2(root, dir), { withFileTypes: !0 }))
        e.isSymbolicLink() && symlinks.add(dir === "" ? e.name : `${dir}/${e.name}`);
    } catch {
    }
  let cache = /* @__PURE__ */ new Map(), rootReal = realpathSync(root);
  return (p) => {
    let c = cache.get(p);
    if (c !== void 0) return c;
    c = p;
    try {
      if (symlinks.has(p) || !inScopeSet.has(p) && lstatSync2(join2(root, p)).isSymbolicLink()) {
        let w = walkSymlinks(rootReal, p);
        w.kind === "inside" && w.target !== "" && !w.target.split("/").includes(".git") && (c = w.target);
      }
    } catch {
      c = p;
    }
    return cache.set(p, c), c;
  };
}

// scripts/git/history/cache.ts
import { dirname, join as join3 } from "node:path";

// scripts/git/history/state.ts
var EV = { A: 0, M: 1, D: 2, R_IN: 3, R_OUT: 4 };
function emptyState() {
  return { commits: [], times: [], oldest_parent: void 0, events: /* @__PURE__ */ new Map(), renames: [], lines: /* @__PURE__ */ new Map() };
}
function push(events, path, idx, code) {
  let list = events.get(path);
  list ? list.push(idx, code) : events.set(path, [idx, code]);
}
function applyCommits(state, oldestFirst) {
  for (let rec of oldestFirst) {
    let idx = state.commits.length;
    idx === 0 && (state.oldest_parent = rec.parent), state.commits.push(rec.commit), state.times.push(rec.time);
    for (let c of rec.changes)
      c.status === "D" ? push(state.events, c.path, idx, EV.D) : c.status === "R" && (push(state.events, c.from, idx, EV.R_OUT), state.renames.push(c.similarity === void 0 ? [idx, c.from, c.path] : [idx, c.from, c.path, c.similarity]));
    for (let c of rec.changes)
      c.status === "A" ? push(state.events, c.path, idx, EV.A) : c.status === "M" ? push(state.events, c.path, idx, EV.M) : c.status === "R" && push(state.events, c.path, idx, EV.R_IN);
  }
}
function firstAfter(list, after) {
  let lo = 0, hi = list.length / 2;
  for (; lo < hi; ) {
    let mid = lo + hi >> 1;
    list[mid * 2] > after ? hi = mid : lo = mid + 1;
  }
  return lo * 2;
}
var HistoryQueries = class {
  constructor(data) {
    this.data = data;
  }
  data;
  sorted;
  renameTo;
  /** pathsUnder(q) minus what `exclude` drops, per exclude function: many docs of one folder ask for the same. */
  kept = /* @__PURE__ */ new WeakMap();
  idxOf;
  /** Call after the data changed. */
  invalidate() {
    this.sorted = void 0, this.renameTo = void 0, this.idxOf = void 0;
  }
  indexOf(commit) {
    return this.idxOf || (this.idxOf = /* @__PURE__ */ new Map(), this.data.commits.forEach((c, i) => this.idxOf.set(c, i))), this.idxOf.get(commit);
  }
  /** Every path with history at or under `path` (a file, or a folder without its trailing slash). */
  pathsUnder(path) {
    let p = path.replace(/\/+$/, "");
    if (p === "" || p === ".") return this.allPaths();
    let out = [];
    this.data.events.has(p) && out.push(p);
    let all = this.allPaths();
    return pushAll(out, withPrefix(all, p + "/")), out;
  }
  allPaths() {
    return this.sorted ??= [...this.data.events.keys()].sort(byCodeUnit), this.sorted;
  }
  change(idx) {
    return { commit: this.data.commits[idx], date: isoDate(this.data.times[idx]) };
  }
  lastChange(path) {
    let best = -1;
    for (let p of this.pathsUnder(path)) {
      let ev = this.data.events.get(p);
      best = Math.max(best, ev[ev.length - 2]);
    }
    return best >= 0 ? this.change(best) : void 0;
  }
  /**
   * Where a file went: followed through renames to a path that exists at HEAD, or its deletion;
   * with the lowest similarity index of the renames on the way (undefined when one was not scored).
   */
  fileFate(path) {
    this.renameTo ??= new Map(this.data.renames.map(([i, from, to, similarity2]) => [`${i}:${from}`, { to, similarity: similarity2 }]));
    let cur = path, similarity = 100, seen = /* @__PURE__ */ new Set([path]);
    for (; ; ) {
      let ev = this.data.events.get(cur);
      if (!ev) return;
      let idx = ev[ev.length - 2], code = ev[ev.length - 1];
      if (code === EV.D) return { deleted_at: idx };
      if (code !== EV.R_OUT) return cur === path ? void 0 : { renamed_to: cur, ...similarity !== void 0 ? { similarity } : {} };
      let step = this.renameTo.get(`${idx}:${cur}`);
      if (step === void 0 || seen.has(step.to)) return;
      similarity = similarity === void 0 || step.similarity === void 0 ? void 0 : Math.min(similarity, step.similarity), seen.add(step.to), cur = step.to;
    }
  }
  fateOf(path) {
    let f = this.fateWithSimilarity(path);
    if (!f) return;
    let { similarity: _, ...fate } = f;
    return fate;
  }
  /**
   * How alike the moved content is where it arrived: the lowest similarity index (0-100, git's
   * `R087`) of the renames fateOf followed, over every file of a moved folder. A file split into
   * modules or merged into another is paired by git at 50%; a move keeps (nearly) all of it.
   * Undefined when the path did not move or a rename on the way was not scored.
   */
  renameSimilarity(path) {
    return this.fateWithSimilarity(path)?.similarity;
  }
  fateWithSimilarity(path) {
    let p = path.replace(/\/+$/, "");
    if (this.data.events.has(p)) return this.toFate(this.fileFate(p));
    let files = this.pathsUnder(p);
    if (files.length === 0) return;
    let folder, lastDeleted = -1, renamed = 0, similarity = 100;
    for (let f of files) {
      let fate = this.fileFate(f);
      if (!fate) return;
      if (fate.deleted_at !== void 0) {
        lastDeleted = Math.max(lastDeleted, fate.deleted_at);
        continue;
      }
      let rest = f.slice(p.length);
      if (!fate.renamed_to.endsWith(rest)) return;
      let target = fate.renamed_to.slice(0, fate.renamed_to.length - rest.length);
      if (folder !== void 0 && folder !== target) return;
      folder = target, renamed++, similarity = similarity === void 0 || fate.similarity === void 0 ? void 0 : Math.min(similarity, fate.similarity);
    }
    if (renamed > 0 && folder !== void 0 && folder !== "") return { renamed_to: folder, ...similarity !== void 0 ? { similarity } : {} };
    if (renamed === 0 && lastDeleted >= 0) return { deleted_in: this.change(lastDeleted) };
  }
  toFate(f) {
    if (f)
      return f.renamed_to !== void 0 ? { renamed_to: f.renamed_to, ...f.similarity !== void 0 ? { similarity: f.similarity } : {} } : { deleted_in: this.change(f.deleted_at) };
  }
  /**
   * The files under `q` that `exclude` keeps, computed once per folder: every doc of a folder
   * measures its churn over the same folder, and a pass over the folder per doc was quadratic.
   */
  keptUnder(q, exclude) {
    if (!exclude) return this.pathsUnder(q);
    let byPath = this.kept.get(exclude);
    byPath || this.kept.set(exclude, byPath = /* @__PURE__ */ new Map());
    let list = byPath.get(q);
    return list || byPath.set(q, list = this.pathsUnder(q).filter((f) => !exclude(f))), list;
  }
  /** The (commit index, file, event) triples after `sinceIdx` for each queried path. */
  touches(paths, sinceIdx, exclude) {
    return paths.map((q) => {
      let rows = [];
      for (let f of this.keptUnder(q, exclude)) {
        let ev = this.data.events.get(f);
        for (let i = firstAfter(ev, sinceIdx); i < ev.length; i += 2) rows.push([ev[i], f, ev[i + 1]]);
      }
      return rows;
    });
  }
  churnSince(paths, since, exclude) {
    let sinceIdx = this.indexOf(since);
    if (sinceIdx === void 0) return;
    let all = /* @__PURE__ */ new Set(), total = 0, by_path = this.touches(paths, sinceIdx, exclude).map((rows, i) => {
      let commits = /* @__PURE__ */ new Set(), lines = 0;
      for (let [idx, f, code] of rows) {
        if (commits.add(idx), all.add(idx), code === EV.R_OUT) continue;
        let n = this.data.lines.get(lineKey(this.data.commits[idx], f));
        lines = n === void 0 || lines === void 0 ? void 0 : lines + n;
      }
      return { path: paths[i], commits: commits.size, lines };
    }), seen = /* @__PURE__ */ new Set();
    for (let rows of this.touches(paths, sinceIdx, exclude))
      for (let [idx, f, code] of rows) {
        if (code === EV.R_OUT) continue;
        let key = lineKey(this.data.commits[idx], f);
        if (seen.has(key)) continue;
        seen.add(key);
        let n = this.data.lines.get(key);
        total = n === void 0 || total === void 0 ? void 0 : total + n;
      }
    return { commits: all.size, lines: total, by_path };
  }
  /** The line counts churnSince would need for these queries and does not have yet. */
  missingLines(paths, since, exclude) {
    let sinceIdx = this.indexOf(since);
    if (sinceIdx === void 0) return [];
    let out = [], renameFrom = new Map(this.data.renames.map(([i, from, to]) => [`${i}:${to}`, from]));
    for (let rows of this.touches(paths, sinceIdx, exclude))
      for (let [idx, f, code] of rows) {
        if (code === EV.R_OUT) continue;
        let commit = this.data.commits[idx];
        if (this.data.lines.has(lineKey(commit, f))) continue;
        let parent = idx > 0 ? this.data.commits[idx - 1] : this.data.oldest_parent, change = code === EV.A ? { status: "A", path: f } : code === EV.D ? { status: "D", path: f } : code === EV.R_IN ? { status: "R", path: f, from: renameFrom.get(`${idx}:${f}`) } : { status: "M", path: f };
        out.push({ commit, parent, change });
      }
    return out;
  }
};

// scripts/git/history/cache.ts
var CACHE_FORMAT = "doc-hygiene/history-cache", CACHE_VERSION = 4, MAX_TAIL = 256;
function cachePath(root) {
  return join3(root, ".dochygiene", "cache", "history.json");
}
function tailPath(root) {
  return join3(root, ".dochygiene", "cache", "history-tail.json");
}
function linesPath(root) {
  return join3(root, ".dochygiene", "cache", "history-lines.json");
}
var isStr = (v) => typeof v == "string", isInt = (v) => typeof v == "number" && Number.isInteger(v) && v >= 0, MAX_CACHE_FILE_BYTES = 512 * 1024 * 1024;
function readJson(path) {
  try {
    let root = dirname(dirname(dirname(path)));
    if (stateFolderProblem(root, ["cache"])) return;
    let read = readRegularFile(path, MAX_CACHE_FILE_BYTES);
    return read.ok ? JSON.parse(read.bytes.toString("utf8")) : void 0;
  } catch {
    return;
  }
}
function header(o, root) {
  return o.format === CACHE_FORMAT && o.version === CACHE_VERSION && o.root === root;
}
function readCache(root) {
  try {
    let base = decodeBase(readJson(cachePath(root)), root);
    if (!base) return;
    let tail = decodeTail(readJson(tailPath(root)), root, base.head), file = { ...base, base_head: base.head, tail: [] };
    return tail && (applyCommits(file.state, tail.records), Object.assign(file, tail.meta), file.tail = tail.records), file;
  } catch {
    return;
  }
}
function readLines(root) {
  let out = /* @__PURE__ */ new Map(), raw = readJson(linesPath(root));
  if (!isJsonObject(raw) || !header(raw, root) || !isJsonObject(raw.lines)) return out;
  for (let [commit, per] of Object.entries(raw.lines)) {
    if (!isJsonObject(per)) return /* @__PURE__ */ new Map();
    for (let [path, v] of Object.entries(per)) {
      if (!isInt(v)) return /* @__PURE__ */ new Map();
      out.set(`${commit}\0${path}`, v);
    }
  }
  return out;
}
function decodeMeta(o, root) {
  if (!isStr(o.head) || o.backend !== "native" && o.backend !== "isomorphic" || typeof o.budget_cut != "boolean" || !Array.isArray(o.notes) || !o.notes.every(isStr)) return;
  let lim = isJsonObject(o.limits) ? o.limits : {};
  return {
    root,
    head: o.head,
    backend: o.backend,
    budget_cut: o.budget_cut,
    limits: {
      ...isInt(lim.max_commits) ? { max_commits: lim.max_commits } : {},
      ...isInt(lim.max_line_counts) ? { max_line_counts: lim.max_line_counts } : {}
    },
    notes: o.notes
  };
}
function decodeBase(raw, root) {
  if (!isJsonObject(raw) || !header(raw, root)) return;
  let meta = decodeMeta(raw, root);
  if (!meta) return;
  let { times, events, renames } = raw, hashLen = raw.hash_len;
  if (hashLen !== 40 && hashLen !== 64 || !isStr(raw.commits) || raw.commits.length % hashLen !== 0) return;
  let commits = [];
  for (let i = 0; i < raw.commits.length; i += hashLen) commits.push(raw.commits.slice(i, i + hashLen));
  if (!Array.isArray(times) || times.length !== commits.length || !times.every(isInt) || commits[commits.length - 1] !== meta.head || raw.oldest_parent !== null && !isStr(raw.oldest_parent)) return;
  let n = commits.length, ev = /* @__PURE__ */ new Map();
  if (isJsonObject(events)) {
    for (let [p, list] of Object.entries(events)) {
      if (!Array.isArray(list) || list.length % 2 !== 0) return;
      for (let i = 0; i < list.length; i += 2)
        if (!isInt(list[i]) || list[i] >= n || !isInt(list[i + 1]) || list[i + 1] > 4 || i > 0 && list[i] < list[i - 2]) return;
      ev.set(p, list);
    }
    if (Array.isArray(renames)) {
      for (let r of renames)
        if (!Array.isArray(r) || r.length !== 3 && r.length !== 4 || !isInt(r[0]) || r[0] >= n || !isStr(r[1]) || !isStr(r[2]) || r.length === 4 && !(isInt(r[3]) && r[3] <= 100)) return;
      return {
        ...meta,
        state: {
          commits,
          times,
          oldest_parent: raw.oldest_parent ?? void 0,
          events: ev,
          renames,
          lines: /* @__PURE__ */ new Map()
        }
      };
    }
  }
}
function encodeRecord(r) {
  return [
    r.commit,
    r.parent ?? null,
    r.time,
    r.changes.map((c) => c.from === void 0 ? [c.status, c.path] : c.similarity === void 0 ? [c.status, c.path, c.from] : [c.status, c.path, c.from, c.similarity])
  ];
}
function decodeTail(raw, root, baseHead) {
  if (!isJsonObject(raw) || !header(raw, root) || raw.base_head !== baseHead || !Array.isArray(raw.records)) return;
  let meta = decodeMeta(raw, root);
  if (!meta) return;
  let records = [], prev = baseHead;
  for (let r of raw.records) {
    if (!Array.isArray(r) || r.length !== 4 || !isStr(r[0]) || r[1] !== prev || !isInt(r[2]) || !Array.isArray(r[3])) return;
    let changes = [];
    for (let c of r[3]) {
      if (!Array.isArray(c) || !["A", "M", "D", "R"].includes(c[0]) || !isStr(c[1]) || (c[0] === "R" ? !isStr(c[2]) || c.length === 4 && !(isInt(c[3]) && c[3] <= 100) || c.length > 4 : c.length !== 2)) return;
      changes.push(c[0] === "R" ? { status: "R", path: c[1], from: c[2], ...c.length === 4 ? { similarity: c[3] } : {} } : { status: c[0], path: c[1] });
    }
    records.push({ commit: r[0], parent: r[1], time: r[2], changes }), prev = r[0];
  }
  if (prev === meta.head)
    return { meta, records };
}
function metaJson(m) {
  return {
    format: CACHE_FORMAT,
    version: CACHE_VERSION,
    root: m.root,
    head: m.head,
    backend: m.backend,
    budget_cut: m.budget_cut,
    limits: m.limits,
    notes: m.notes
  };
}
function writeCache(file) {
  if (ensureStateSubdir(file.root, "cache"), file.tail.length === 0 || file.tail.length > MAX_TAIL || file.base_head === file.head) {
    let s = file.state;
    writeFileAtomic(
      cachePath(file.root),
      JSON.stringify({
        ...metaJson(file),
        oldest_parent: s.oldest_parent ?? null,
        hash_len: s.commits[0]?.length ?? 40,
        commits: s.commits.join(""),
        times: s.times,
        events: Object.fromEntries(s.events),
        renames: s.renames
      })
    ), file.base_head = file.head, file.tail = [];
  }
  writeFileAtomic(
    tailPath(file.root),
    JSON.stringify({ ...metaJson(file), base_head: file.base_head, records: file.tail.map(encodeRecord) })
  );
}
function writeLines(root, lines) {
  let out = {};
  for (let [k, v] of lines) {
    let nul = k.indexOf("\0");
    (out[k.slice(0, nul)] ??= {})[k.slice(nul + 1)] = v;
  }
  ensureStateSubdir(root, "cache"), writeFileAtomic(linesPath(root), JSON.stringify({ format: CACHE_FORMAT, version: CACHE_VERSION, root, lines: out }));
}

// scripts/git/history/index.ts
var Index = class {
  constructor(backend, head, notes, impl, state, linesRoot, stats, limits = {}) {
    this.backend = backend;
    this.head = head;
    this.notes = notes;
    this.impl = impl;
    this.state = state;
    this.linesRoot = linesRoot;
    this.stats = stats;
    this.limits = limits;
    this.q = new HistoryQueries(state), this.linesLoaded = linesRoot === void 0;
  }
  backend;
  head;
  notes;
  impl;
  state;
  linesRoot;
  stats;
  limits;
  q;
  linesLoaded;
  /** Line counts are read from the cache on first use (a scan with no churn query never parses them). */
  ensureLines() {
    if (!this.linesLoaded) {
      this.linesLoaded = !0;
      for (let [k, v] of readLines(this.linesRoot)) this.state.lines.has(k) || this.state.lines.set(k, v);
    }
  }
  lastChange(path) {
    return this.q.lastChange(path);
  }
  fateOf(path) {
    return this.q.fateOf(path);
  }
  renameSimilarity(path) {
    return this.q.renameSimilarity(path);
  }
  churnSince(paths, since, exclude) {
    return this.ensureLines(), this.q.churnSince(paths, since, exclude);
  }
  async prepareChurn(queries, exclude) {
    if (!this.impl) return [];
    this.ensureLines();
    let seen = /* @__PURE__ */ new Set(), requests = queries.flatMap((q) => this.q.missingLines(q.paths, q.since, exclude)).filter((r) => {
      let k = lineKey(r.commit, r.change.path);
      return seen.has(k) ? !1 : (seen.add(k), !0);
    });
    if (requests.length === 0) return [];
    let counts = await this.impl.lineCounts(requests, this.limits);
    for (let [k, v] of counts) this.state.lines.set(k, v);
    counts.size > 0 && this.linesRoot !== void 0 && writeLines(this.linesRoot, this.state.lines);
    let said = this.impl.drainNotes?.() ?? [];
    if (said.length > 0) return said;
    let left = requests.length - counts.size;
    return left === 0 ? [] : [
      this.limits.max_line_counts !== void 0 ? `isomorphic-git path: changed lines of ${left} file changes left out by history.max_line_counts (${this.limits.max_line_counts}); edit_recency_vs_churn skipped the docs that need them` : `changed lines of ${left} file changes could not be read; edit_recency_vs_churn skipped the docs that need them`
    ];
  }
};
async function loadHistoryIndex(root, opts = {}) {
  let backend = await openBackend(root, opts.backend);
  if (!backend) return;
  let limits = backend.name === "isomorphic" ? {
    ...opts.max_commits !== void 0 ? { max_commits: opts.max_commits } : {},
    ...opts.max_line_counts !== void 0 ? { max_line_counts: opts.max_line_counts } : {}
  } : {}, head = await backend.head();
  if (!head) return new Index(backend.name, void 0, backend.unsupported ? [backend.unsupported] : [], backend, emptyState(), void 0, { mode: "empty", commits_read: 0 });
  let useCache = opts.cache !== !1, cached = useCache ? readCache(backend.root) : void 0;
  cached?.budget_cut && (backend.name === "native" || !sameLimits(cached.limits, limits)) && (cached = void 0);
  let file, stats, dirty = !0, meta = { root: backend.root, head, backend: backend.name };
  if (cached && cached.head === head)
    file = cached, stats = { mode: "cached", commits_read: 0 }, dirty = !1;
  else {
    let inc;
    if (cached && (inc = await backend.readHistory(head, cached.head, limits), inc.reached_since || (inc = void 0)), inc && cached) {
      let records = inc.commits.slice().reverse();
      applyCommits(cached.state, records);
      let budgetCut = cached.budget_cut || inc.notes.some(isBudgetNote);
      file = {
        ...cached,
        ...meta,
        budget_cut: budgetCut,
        limits: budgetCut ? limits : {},
        notes: dedupe([...cached.notes, ...inc.notes]),
        tail: [...cached.tail, ...records]
      }, stats = { mode: "incremental", commits_read: inc.commits.length };
    } else {
      let read = await backend.readHistory(head, void 0, limits), state2 = emptyState();
      applyCommits(state2, read.commits.slice().reverse());
      let budgetCut = read.notes.some(isBudgetNote);
      file = { ...meta, budget_cut: budgetCut, limits: budgetCut ? limits : {}, notes: dedupe(read.notes), state: state2, base_head: head, tail: [] }, stats = { mode: "full", commits_read: read.commits.length };
    }
  }
  let state = file.state, cacheable = useCache && state.commits.length > 0 && state.commits[state.commits.length - 1] === head;
  return dirty && cacheable && writeCache(file), new Index(backend.name, head, file.notes, backend, state, cacheable ? backend.root : void 0, stats, limits);
}
function isBudgetNote(n) {
  return n.startsWith("isomorphic-git path:") || n.startsWith("isomorphic-git could not read") || isDamageNote(n);
}
function sameLimits(a, b) {
  return a.max_commits === b.max_commits && a.max_line_counts === b.max_line_counts;
}
function dedupe(xs) {
  return [...new Set(xs)];
}

// scripts/scan/load-history.ts
var NO_GIT_NOTE = "not a git repository: git history is not read, so nothing that needs it runs (where a moved file went, last-change dates, churn, names the code dropped); the files are listed from the disk";
async function loadHistory(req) {
  if (!req.enabled || !req.inGit) return;
  let { max_commits, max_line_counts } = req.limits;
  try {
    return await loadHistoryIndex(req.root, { max_commits, max_line_counts, cache: req.cache });
  } catch (err) {
    return {
      backend: "native",
      head: void 0,
      notes: [`git history not read: ${err instanceof Error ? err.message : String(err)}`],
      lastChange: () => {
      },
      fateOf: () => {
      }
    };
  }
}

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

// scripts/roles/scan-roles.ts
import { statSync } from "node:fs";
import { join as join4 } from "node:path";
function scanRoleModel(inputs) {
  let memory = inputs.memory, imported = /* @__PURE__ */ new Map();
  for (let [p, m] of memory) "imported_by" in m && imported.set(p, m.rule);
  let abs = (p) => join4(inputs.root, p), facts = buildRepoFacts({
    files: inputs.files,
    docs: inputs.docs,
    sites: inputs.sites,
    memoryRule: (p) => {
      let m = memory.get(p);
      return m && !("imported_by" in m) ? m.rule : void 0;
    },
    imported,
    // Files the repository supplies: inside it, regular (never a FIFO or /dev/zero), bounded.
    bytes: (p) => projectFileBytes(inputs.root, p, MAX_PROJECT_TEXT_BYTES),
    size: (p) => {
      try {
        return statSync(abs(p)).size;
      } catch {
        return;
      }
    },
    text: (p) => projectFileText(inputs.root, p)
  });
  return new RoleModel(facts, inputs.overrides);
}

// scripts/contract/scan-path.ts
var RELPATH = scan_schema_default.$defs.relpath, PATTERN = new RegExp(RELPATH.pattern, "u");
function isScanPath(p) {
  return p.length >= RELPATH.minLength && p.length <= RELPATH.maxLength && PATTERN.test(p);
}

// scripts/scan/plan.ts
function scanSettings(config, opts) {
  let s = config.scan;
  return {
    globs: opts.globs ?? s.globs,
    exclude_dirs: opts.exclude ?? s.exclude_dirs,
    token_budget: s.token_budget,
    token_budget_chosen: fileSets(config, "scan.token_budget"),
    duplicate_min_lines: s.duplicate_min_lines,
    duplicates_across_archive: s.duplicates_across_archive,
    stale_name_max_age_days: s.stale_name_max_age_days,
    churn_min_commits: config.history.churn_min_commits,
    churn_min_lines: config.history.churn_min_lines
  };
}
function scannablePaths(listed, scope, notes) {
  let out = [];
  for (let p of listed)
    isScanPath(p) ? out.push(p) : scope.inScope(p) && notes.push(`${printable(p)}: not scanned: its name holds a line break or another character a scan path cannot (rename it to scan it)`);
  return out;
}
async function planScan(opts) {
  let { root, inGit, config } = opts.project, startRel = "";
  try {
    let rel = toPosix(relative(root, realpathSync2(resolve(opts.startDir ?? root))));
    rel !== "" && !rel.startsWith("..") && (startRel = rel);
  } catch {
    startRel = "";
  }
  let settings = scanSettings(config, opts), notes = inGit ? [] : [NO_GIT_NOTE], read = (p) => readText(root, p, notes), scope = buildScopeFilter(settings.globs, settings.exclude_dirs, opts.scope), files = scannablePaths(await listProjectFiles(root), scope, notes), historyLoad = loadHistory({ root, inGit, enabled: opts.history !== !1, cache: opts.historyCache !== !1, limits: config.history }).catch(() => {
  }), repo = buildRepoIndex(files);
  repo.in_head = new Set((await absentTrackedFiles(root)).filter(isScanPath));
  let inScope = files.filter((f) => scope.inScope(f)), canonical = canonicalPaths(root, inScope), unexcluded = files.filter((f) => !scope.isExcluded(f));
  repo.sites = detectSites(unexcluded, read), repo.redirects = readRedirects(unexcluded, repo.sites, read), repo.page_routes = readPageRoutes(unexcluded, repo.sites, read);
  let early = /* @__PURE__ */ new Map(), isFile = (p) => {
    if (repo.files.has(p)) return !0;
    try {
      return lstatSync3(join5(root, p)).isFile();
    } catch {
      return !1;
    }
  }, sources = { root, repo, doc: (p) => {
    if (!early.has(p)) {
      let text = isFile(p) && !p.split("/").includes(".git") ? read(p) : void 0;
      early.set(p, text === void 0 ? null : parseDoc(p, text));
    }
    return early.get(p) ?? void 0;
  }, isFile, canonical, listDir: rawLister(root) }, session = claudeCodeSession(startRel, sources), sessionPaths = session.files.map((f) => f.path), memoryNamed = inScope.filter((p) => canonical(p) === p), memory = memoryWithImports(memoryNamed, (p) => importedFiles(p, sources)), agentDocs = /* @__PURE__ */ new Set([...sessionPaths, ...memory.keys()]), targets = [], seen = /* @__PURE__ */ new Set();
  for (let p of inScope) {
    let c = canonical(p);
    c !== p && notes.push(`${p}: a symlink to ${c}, scanned as ${c}`), !seen.has(c) && repo.files.has(c) && scope.inNarrowScope(c) && (seen.add(c), targets.push(c));
  }
  for (let p of sessionPaths)
    !seen.has(p) && scope.inNarrowScope(p) && (seen.add(p), targets.push(p));
  targets.sort();
  let roleDocs = [.../* @__PURE__ */ new Set([...memoryNamed.filter((p) => repo.files.has(p)), ...sessionPaths])].sort(), roleModel = scanRoleModel({ root, files: repo.files, docs: roleDocs, sites: repo.sites, overrides: config.roles, memory }), roles = /* @__PURE__ */ new Map(), roleOf = (path, doc) => {
    let r = roles.get(path);
    return r || (r = roleModel.roleOf({ path, head: doc ? headOf(doc.lines, doc.frontmatter?.end_line) : "", frontmatter: doc?.frontmatter?.data, frontmatterComments: doc ? frontmatterCommentsOf(doc.lines, doc.frontmatter?.end_line) : "" }), roles.set(path, r)), r;
  }, now = opts.now ?? /* @__PURE__ */ new Date();
  return { root, config, settings, now, notes, files, repo, scope, inScope, canonical, readText: read, early, session, sessionPaths, sources, agentDocs, targets, historyLoad, roleModel, roles, roleOf };
}

// scripts/doc/hugo-includes.ts
import { posix } from "node:path";
var CALL = /\{\{[<%][ \t]*([A-Za-z_][\w./-]*)/g, INCLUDE_NAME = /include|readfile/i, INCLUDE_TEMPLATE = /\breadFile\b|\bos\.ReadFile\b|\binclude\b|\.RenderShortcodes\b|\.RawContent\b/, TEMPLATE = /(?:^|\/)layouts\/_?shortcodes\/(.+?)(?:\.[a-z]{2}(?:-[a-z]{2})?)?\.(?:html|md|txt|json|xml)$/i;
function includeShortcodes(files, read) {
  let templates = /* @__PURE__ */ new Map();
  for (let f of files) {
    let m = TEMPLATE.exec(f);
    m && templates.set(m[1], [...templates.get(m[1]) ?? [], f]);
  }
  let known = /* @__PURE__ */ new Map();
  return (name) => {
    let v = known.get(name);
    return v === void 0 && (v = INCLUDE_NAME.test(name) || (templates.get(name) ?? []).some((t) => INCLUDE_TEMPLATE.test(read(t) ?? "")), known.set(name, v)), v;
  };
}
var FILE_ARG = /^[ \t]+(?:file=)?(["'`])([^"'`\n]+)\1/;
function includeCalls(text, includes) {
  let files = [], unnamed = !1;
  if (!text.includes("{{")) return { files, unnamed };
  for (let line of linesOutsideFences(text)) {
    let plain = line.replace(/`[^`\n]*`/g, "");
    for (let m of plain.matchAll(CALL)) {
      if (!includes(m[1])) continue;
      let arg = FILE_ARG.exec(plain.slice(m.index + m[0].length));
      arg ? files.push(arg[2]) : unnamed = !0;
    }
  }
  return { files, unnamed };
}
var join6 = (a, b) => posix.normalize(a === "" ? b : `${a}/${b}`), PAGE_SUFFIXES = ["", ".md", "/index.md", "/_index.md"];
function includedFile(contentRoot, page, arg, has) {
  let rest = arg.replace(/^\/+/, ""), bases = [contentRoot];
  if (!arg.startsWith("/")) {
    bases.unshift(posix.dirname(page) === "." ? "" : posix.dirname(page));
    for (let d = posix.dirname(page); d !== "." && d !== "" && (contentRoot === "" || d === contentRoot || d.startsWith(contentRoot + "/")); d = posix.dirname(d)) bases.push(join6(d, "_includes"));
    bases.push(join6(contentRoot, "_includes"));
  }
  for (let b of bases)
    for (let suffix of PAGE_SUFFIXES) {
      let p = join6(b, rest) + suffix;
      if (!p.startsWith("../") && p !== page && has(p)) return p;
    }
}
var FRONT_MATTER = /^\uFEFF?(?:(---|\+\+\+)[ \t]*\r?\n([\s\S]*?)\r?\n\1[ \t]*(?:\r?\n|$)|(\{[ \t]*\r?\n[\s\S]*?\r?\n\}[ \t]*(?:\r?\n|$)))/, TITLE = /^[ \t]*["']?(?:title|linkTitle)["']?[ \t]*[:=]/m;
function isSnippet(text) {
  let fm = FRONT_MATTER.exec(text);
  return fm === null || !TITLE.test(fm[2] ?? fm[3] ?? "");
}

// scripts/scan/read-docs.ts
import { readdirSync as readdirSync3 } from "node:fs";
import { join as join7 } from "node:path";
function readDocs(plan, steps) {
  let { root, repo, notes, early } = plan, hits = /* @__PURE__ */ new Map(), summaries = [], missing = /* @__PURE__ */ new Set(), fragmentTargets = /* @__PURE__ */ new Set(), anchorsByPath = /* @__PURE__ */ new Map(), importsByPath = /* @__PURE__ */ new Map(), snippets = /* @__PURE__ */ new Set(), readArchived = steps.gatherers.some((g) => g.archived), progress = (done2) => {
    steps.onProgress && done2 % 250 === 0 && steps.onProgress(done2, plan.targets.length);
  }, done = 0;
  for (let path of plan.targets) {
    let pre = plan.roleModel.beforeRead(path);
    if (pre?.name === "archive" && !readArchived && !early.has(path)) {
      plan.roles.set(path, pre), progress(++done);
      continue;
    }
    let parsed = early.get(path) ?? readParse(root, path, notes), role = pre ?? plan.roleOf(path, parsed);
    if (plan.roles.set(path, role), parsed) {
      let doc = { ...parsed, references: referencesOf(parsed, { root, repo, agent: plan.agentDocs.has(path) }) }, list = steps.parse.run(doc, role, steps.explain?.path === path ? steps.explain : void 0);
      list.length > 0 && hits.set(path, list);
      let summary = steps.summarizer.summarize(doc, role.name);
      if (summaries.push(summary), isMarkdownPath(path)) {
        anchorsByPath.set(path, summary.anchors);
        let imports = rendersOf(plan, path, parsed.text);
        imports && importsByPath.set(path, imports), snippetOf(plan, path, parsed.text) && snippets.add(path);
      }
      for (let g of steps.gatherers) g.add(doc, role.name);
      for (let r of summary.references) {
        let p = r.resolved;
        if (repo.files.has(p) || repo.dirs.has(p) || r.ref.source === "code_path" && repo.stems.has(p))
          r.fragment !== void 0 && isMarkdownPath(p) && repo.files.has(p) && fragmentTargets.add(p);
        else if (missing.add(p), r.ref.source !== "code_path" && r.ref.source !== "import") for (let page of routePages(repo.sites, p)) missing.add(page);
      }
      for (let h of summary.history_paths ?? []) for (let p of h.readings) !repo.files.has(p) && !repo.dirs.has(p) && !repo.stems.has(p) && missing.add(p);
    }
    progress(++done);
  }
  let outside = steps.gatherers.filter((g) => g.outside_scope);
  if (steps.scope !== void 0 && outside.length > 0) {
    let scanned = new Set(plan.targets);
    for (let p of plan.inScope) {
      if (scanned.has(p) || plan.canonical(p) !== p) continue;
      let doc = early.get(p) ?? readParse(root, p, notes);
      if (!doc) continue;
      let role = plan.roleOf(p, doc).name;
      for (let g of outside) g.add(doc, role);
    }
  }
  return { hits, summaries, missing, fragmentTargets, anchorsByPath, importsByPath, snippets };
}
async function linkTargets(plan, read) {
  let { root, repo, notes, early } = plan;
  if (read.missing.size > 0) {
    let queries = [...read.missing].sort(), ignored = await ignoredPaths(root, [...queries, ...queries.map((q) => q + "/")]), listing = /* @__PURE__ */ new Map();
    for (let q of queries)
      ignored.has(q) || ignored.has(q + "/") ? repo.ignored.add(q) : existsExactly(root, q, listing) && repo.on_disk.add(q);
  }
  let own = (p) => {
    if (!read.anchorsByPath.has(p)) {
      let doc = early.get(p) ?? readParse(root, plan.canonical(p), notes);
      if (doc) {
        read.anchorsByPath.set(p, publishedAnchors(doc, repo.sites));
        let imports = rendersOf(plan, p, doc.text);
        imports && read.importsByPath.set(p, imports), snippetOf(plan, p, doc.text) && read.snippets.add(p);
      }
    }
    return read.anchorsByPath.get(p);
  }, rendered = (p) => {
    let out = [p];
    for (let i = 0; i < out.length; i++) {
      own(out[i]);
      for (let q of read.importsByPath.get(out[i])?.partials ?? []) out.includes(q) || out.push(q);
    }
    return out;
  }, merged = /* @__PURE__ */ new Map(), anchors_of = (p) => {
    if (merged.has(p)) return merged.get(p);
    let base = own(p), pages = base === void 0 ? [p] : rendered(p), all = pages.length === 1 ? base : new Set(pages.flatMap((q) => [...read.anchorsByPath.get(q) ?? []]));
    return merged.set(p, all), all;
  }, anchors_open = (p) => own(p) !== void 0 && (read.snippets.has(p) || rendered(p).some((q) => read.importsByPath.get(q)?.opaque === !0));
  for (let p of [...read.fragmentTargets].sort()) anchors_of(p);
  return { anchors_of, anchors_open };
}
var includesOf = /* @__PURE__ */ new WeakMap();
function rendersOf(plan, path, text) {
  let { root, repo, notes } = plan, imports = mdxImports(path, text, (p) => repo.files.has(p)), site = siteOf(repo.sites, path);
  if (imports?.opaque || site?.generator !== "hugo") return imports;
  let includes = includesOf.get(plan);
  includes === void 0 && includesOf.set(plan, includes = includeShortcodes(repo.files, (t) => readText(root, t, notes)));
  let calls = includeCalls(text, includes), partials = [...imports?.partials ?? []], opaque = calls.unnamed;
  for (let arg of calls.files) {
    let file = includedFile(site.docs_root, path, arg, (p) => repo.files.has(p) && isMarkdownPath(p));
    file === void 0 ? opaque = !0 : partials.includes(file) || partials.push(file);
  }
  return partials.length > 0 || opaque ? { partials, opaque } : void 0;
}
function snippetOf(plan, path, text) {
  return siteOf(plan.repo.sites, path)?.generator === "hugo" && isSnippet(text);
}
function existsExactly(root, rel, listing) {
  let dir = root;
  for (let part of rel.split("/")) {
    let names = listing.get(dir);
    if (!listing.has(dir)) {
      try {
        names = new Set(readdirSync3(dir));
      } catch {
        names = void 0;
      }
      listing.set(dir, names);
    }
    if (!names || !names.has(part)) return !1;
    dir = join7(dir, part);
  }
  return !0;
}

// scripts/scan/installer-copies.ts
var MAX_COMPARED_BYTES2 = 4 * 1024 * 1024;
function sameFinding(h) {
  let x = h;
  return JSON.stringify([h.name, h.line ?? null, x.column ?? null, x.source ?? null, x.raw ?? x.text ?? x.term ?? x.target ?? null, x.missing ?? null, h.hint ?? null]);
}
var NOTE = "; the same text stands in ";
function withoutCopiesNote(detail) {
  let at = detail.indexOf(NOTE);
  return at < 0 ? detail : detail.slice(0, at);
}
function foldInstallerCopies(root, hits) {
  let paths = [...hits.keys()].sort(byCodeUnit), base = (p) => p.slice(p.lastIndexOf("/") + 1), names = new Set(paths.filter((p) => AGENT_PROMPT_PATH.test(p)).map(base));
  if (names.size === 0) return;
  let groups = /* @__PURE__ */ new Map();
  for (let p of paths) {
    if (!names.has(base(p))) continue;
    let r = readProjectFile(root, p, MAX_COMPARED_BYTES2);
    if (!r.ok) continue;
    let key = sha256Hex(r.bytes);
    groups.set(key, [...groups.get(key) ?? [], p]);
  }
  for (let group of groups.values()) {
    let copies = group.filter((p) => AGENT_PROMPT_PATH.test(p));
    if (group.length < 2 || copies.length === 0) continue;
    let canonical = group.find((p) => !AGENT_PROMPT_PATH.test(p)) ?? group[0], own = new Map(hits.get(canonical).map((h) => [sameFinding(h), h])), reached = /* @__PURE__ */ new Map();
    for (let copy of copies) {
      if (copy === canonical) continue;
      let kept = hits.get(copy).filter((h) => {
        let twin = own.get(sameFinding(h));
        return twin ? (reached.set(twin, [...reached.get(twin) ?? [], copy]), !1) : !0;
      });
      kept.length > 0 ? hits.set(copy, kept) : hits.delete(copy);
    }
    for (let [h, at] of reached) {
      let x = h;
      x.copies = at, h.detail += `${NOTE}${at.length === 1 ? "the installer copy" : `${at.length} installer copies`} ${at.join(", ")}, which the agent loads (fix it here; the copies follow)`;
    }
  }
}

// scripts/roles/hand-written.ts
var BEGIN = /^\s*<!--\s*BEGIN CUSTOM CONTENT\s*-->\s*$/, END = /^\s*<!--\s*END CUSTOM CONTENT\s*-->\s*$/;
function handWrittenRanges(lines) {
  let out = [], start;
  return lines.forEach((l, i) => {
    start === void 0 && BEGIN.test(l) ? start = i + 2 : start !== void 0 && END.test(l) && (i >= start && out.push([start, i]), start = void 0);
  }), start !== void 0 && start <= lines.length && out.push([start, lines.length]), out;
}

// scripts/scan/claims/claim-context.ts
var PROPOSAL_HEADING = /^(?:phase\s+\d+\b|step\s+\d+\s*:\s*(?:add|create|introduce)\b|proposal\b|proposed\b|roadmap\b|future\b|todo\b|planned\b|wishlist\b|ideas\b|next steps\b|open questions\b|migration plan\b|implementation plan\b)|\((?:proposed|planned|future|todo)\)/i, PROPOSAL_LEAD = /\b(?:add|create|introduce|propos\w*|to be (?:added|defined|created)|new (?:make )?(?:targets?|scripts?|commands?|flags?|recipes?|tasks?))\b[^:]*:\s*$/i, RUN_LEAD = /\b(?:run|use|type|execute|invoke)\b[^:]*:\s*$/i;
function proposalRanges(doc) {
  let out = sectionRanges(doc, (text) => PROPOSAL_HEADING.test(text.replace(/^[\d.\s]+/, ""))), lines = doc.lines;
  for (let k = 0; k < lines.length; k++) {
    if (!/:\s*$/.test(lines[k]) || !PROPOSAL_LEAD.test(lines[k]) || RUN_LEAD.test(lines[k])) continue;
    let start = k + 1;
    for (; start < lines.length && lines[start].trim() === ""; ) start++;
    let j = leadInEnd(lines, k);
    j > start && out.push([start + 1, j]);
  }
  return out;
}
function exampleDefinitions(doc) {
  let out = /* @__PURE__ */ new Set();
  for (let f of doc.fences) {
    let info = (f.info.trim().split(/\s+/)[0] ?? "").toLowerCase();
    if (/^(?:json|jsonc|json5|js|javascript|ts|typescript)$/.test(info) || info === "" && /"scripts"\s*:/.test(f.content)) {
      let m = /"scripts"\s*:\s*\{([^}]*)\}/.exec(f.content);
      if (m) for (let k of m[1].matchAll(/"([^"]+)"\s*:/g)) out.add(k[1]);
    } else if (/^(?:make|makefile|mk|just|justfile)$/.test(info))
      for (let k of f.content.matchAll(/^([A-Za-z0-9_][\w.-]*)(?:\s+[^:=\n]*)?\s*:(?!=)/gm)) out.add(k[1]);
  }
  return out;
}
var SHELL_WORDS = /* @__PURE__ */ new Set(["cd", "export", "echo", "sudo", "env", "source", "cat", "ls", "rm", "mkdir", "cp", "mv", "set", "if", "then", "for", "do", "npx", "bunx", "pnpx"]);
function bareFlagsForeign(doc, cli) {
  let programs = /* @__PURE__ */ new Map(), run = /* @__PURE__ */ new Set(), own = !1, note = (text) => {
    let t = text.trim().replace(/^[$>%]\s+/, "").split(/\s+/), p = t[0];
    if (p === void 0 || !/^[a-z][\w.-]*$/.test(p) || SHELL_WORDS.has(p)) {
      (p === "npx" || p === "bunx" || p === "pnpx") && t[1] !== void 0 && cli.has(t[1]) && (own = !0);
      return;
    }
    cli.has(p) ? own = !0 : t.length >= 2 && run.add(p), !cli.has(p) && t.length >= 2 && /^[a-z][\w-]*$/.test(t[1]) && programs.set(p, (programs.get(p) ?? 0) + 1);
  };
  for (let b of doc.inlines) for (let s of b.code_spans) note(s.content);
  for (let f of doc.fences)
    if (/^(?:sh|bash|shell|zsh|console|shell-session|terminal|)$/i.test(f.info.trim().split(/\s+/)[0] ?? ""))
      for (let l of f.content.split(`
`)) note(l);
  if (own) return !1;
  let titles = docTitleWords(doc);
  return [...run].some((p) => titles.some((w) => w === p || p.length >= 4 && w.startsWith(p))) ? !0 : [...programs.values()].some((n) => n >= 3);
}
function docTitleWords(doc) {
  let fm = doc.frontmatter?.data?.title, h1 = doc.headings.find((h) => h.level === 1)?.text, base = (doc.path.split("/").pop() ?? "").replace(/\.[^.]+$/, ""), out = [];
  for (let t of [typeof fm == "string" ? fm : void 0, h1, base]) {
    let w = t?.trim().replace(/`/g, "").toLowerCase();
    w && /^[a-z][\w.-]*$/.test(w) && out.push(w);
  }
  return out;
}
function inRanges(ranges, line) {
  return ranges.some(([a, b]) => line >= a && line <= b);
}
function placeholderName(name) {
  return /^[A-Z](?:[A-Z0-9_]*[A-Z])?$/.test(name);
}
var PLACEHOLDER_WORDS = /* @__PURE__ */ new Set(["some", "my", "your", "foo", "bar", "baz", "qux", "quux", "dummy"]);
function placeholderIdentifier(name) {
  let s = name.replace(/^[$"'{]+/, ""), first = /^[A-Z]{2,}(?=_)|^[A-Za-z][a-z0-9]*/.exec(s)?.[0];
  return first === void 0 || !PLACEHOLDER_WORDS.has(first.toLowerCase()) ? !1 : /^(?:[_.:]+[A-Za-z]|[A-Z][a-z])/.test(s.slice(first.length));
}
var RUNNER_BUILTINS = {
  npm: /* @__PURE__ */ new Set(["access", "adduser", "audit", "bugs", "cache", "ci", "completion", "config", "dedupe", "deprecate", "diff", "dist-tag", "docs", "doctor", "edit", "exec", "explain", "explore", "find-dupes", "fund", "help", "hook", "init", "install", "install-ci-test", "install-test", "link", "login", "logout", "ls", "org", "outdated", "owner", "pack", "ping", "pkg", "prefix", "profile", "prune", "publish", "query", "rebuild", "repo", "restart", "root", "run", "run-script", "sbom", "search", "shrinkwrap", "star", "stars", "start", "stop", "team", "test", "token", "uninstall", "unpublish", "unstar", "update", "version", "view", "whoami"]),
  pnpm: /* @__PURE__ */ new Set(["add", "install", "remove", "update", "run", "test", "start", "exec", "dlx", "create", "init", "publish", "pack", "store", "audit", "list", "outdated", "why", "licenses", "link", "unlink", "rebuild", "prune", "fetch", "patch", "deploy", "env", "setup", "config"]),
  yarn: /* @__PURE__ */ new Set(["add", "install", "remove", "up", "upgrade", "run", "test", "start", "dlx", "exec", "create", "init", "info", "why", "workspace", "workspaces", "config", "cache", "dedupe", "link", "unlink", "pack", "patch", "plugin", "publish", "version", "bin", "global", "audit", "autoclean", "outdated", "licenses", "list", "owner", "tag", "team", "import", "policies", "constraints", "set", "node", "npm", "rebuild", "search", "stage", "unplug", "explain"]),
  bun: /* @__PURE__ */ new Set(["run", "test", "x", "repl", "exec", "install", "add", "remove", "update", "outdated", "link", "unlink", "publish", "pm", "patch", "build", "init", "create", "upgrade", "audit", "info", "why"]),
  cargo: /* @__PURE__ */ new Set(["add", "bench", "build", "check", "clean", "clippy", "doc", "fetch", "fix", "fmt", "init", "install", "new", "publish", "remove", "run", "rustc", "search", "test", "tree", "uninstall", "update", "vendor"]),
  uv: /* @__PURE__ */ new Set(["run", "init", "add", "remove", "sync", "lock", "export", "tree", "tool", "python", "pip", "venv", "build", "publish", "cache", "self"]),
  poetry: /* @__PURE__ */ new Set(["run", "add", "remove", "install", "update", "lock", "build", "publish", "init", "new", "show", "shell", "env", "config"])
};
function documentedRunners(doc) {
  let out = /* @__PURE__ */ new Set(), base = (doc.path.split("/").pop() ?? "").replace(/\.[^.]+$/, ""), h1 = doc.headings.find((h) => h.level === 1)?.text.trim().replace(/`/g, "") ?? "";
  for (let title of [base.replace(/[-_]/g, " "), h1]) {
    let words = title.toLowerCase().split(/\s+/), builtins = RUNNER_BUILTINS[words[0] ?? ""];
    builtins && (words.length === 1 || builtins.has(words[1])) && out.add(words[0]);
  }
  return out;
}
var READERS_PROJECT = /\byour\s+(?:[\w.-]+\s+){0,2}?(?:project|app|application|library|module|codebase|site|website)s?\b(?!\.json)/i;
function readersProjectRanges(doc) {
  let starts = [1, ...doc.headings.map((h) => h.line).filter((l) => l > 1)], out = [];
  for (let i = 0; i < starts.length; i++) {
    let from = starts[i], to = i + 1 < starts.length ? starts[i + 1] - 1 : doc.lines.length;
    for (let l = from; l <= to; l++)
      if (READERS_PROJECT.test(doc.lines[l - 1] ?? "")) {
        out.push([from, to]);
        break;
      }
  }
  return out;
}
var NEW_PROJECT_COMMAND = /(?:^|[\s`$(;&|])(?:(?:npm|pnpm|yarn|bun)\s+(?:create|init)\b|(?:npx|pnpx|bunx|(?:pnpm|yarn)\s+dlx|npm\s+exec)\s+(?:(?:-y|--yes)\s+)?(?:(?:@[\w.-]+\/)?create-[\w.-]+|degit|giget|tiged|\S+\s+(?:init|create|new))\b|(?:cargo|poetry)\s+(?:new|init)\s|(?:uv|deno)\s+init\b|go\s+mod\s+init\b|git\s+clone\s+\S*(?:starter|template|boilerplate|skeleton|example|sample|quickstart)s?\b)/i, NEW_PROJECT_PROSE = /\b(?:create|start|scaffold|bootstrap|initiali[sz]e)\s+(?:a\s+new\s+(?:[\w.-]+\s+){0,3}?(?:project|app|application)|(?:an?|your(?:\s+new)?)\s+(?:[\w.-]+\s+){0,3}?project)\b/i;
function newProjectRanges(doc) {
  if (DOC_IN_CAPITALS.test(doc.path.split("/").pop() ?? "") || isAgentMemoryPath(doc.path)) return [];
  let code = doc.fences.map((f) => [f.first_line, f.first_line + f.content.split(`
`).length - 1]), k = doc.lines.findIndex((l, i) => NEW_PROJECT_COMMAND.test(l) || NEW_PROJECT_PROSE.test(l) && !inRanges(code, i + 1));
  return k < 0 ? [] : [[k + 1, doc.lines.length]];
}
var OTHER_CHECKOUT = /\b[Ii]n\s+(?:[Tt]he\s+)?(?!(?:This|That|Same|Root|Current|Parent|Project|Main)\b)(?:[A-Z][\w.-]*(?:\s+[A-Z][\w.-]*){0,3}|[a-z][a-z0-9]*(?:[-_][a-z0-9]+)+)\s+(?:repository|repo|checkout|clone|dir|directory|folder)\b|\byour\s+(?:[\w.-]+\s+){0,2}?(?:checkout|clone)\b/;
function otherCheckoutRanges(doc) {
  let out = [];
  for (let k = 0; k < doc.lines.length; k++) {
    let l = doc.lines[k];
    if (OTHER_CHECKOUT.test(l) && (out.push([k + 1, k + 1]), /:\s*$/.test(l))) {
      let end = leadInEnd(doc.lines, k);
      end > k + 1 && out.push([k + 2, end]);
    }
  }
  return out;
}
function leadInEnd(lines, k) {
  let j = k + 1;
  for (; j < lines.length && lines[j].trim() === ""; ) j++;
  let inFence = !1;
  for (; j < lines.length; ) {
    let l = lines[j];
    if (/^\s*(?:```|~~~)/.test(l)) inFence = !inFence;
    else {
      if (!inFence && l.trim() === "") break;
      if (!inFence && !/^\s*(?:[-*+]|\d+[.)])\s|^\s{2,}\S/.test(l)) break;
    }
    j++;
  }
  return j;
}
function docDefinedNames(doc) {
  let out = /* @__PURE__ */ new Set(), patterns = [
    // A script's own variable, computed from its arguments or a command (`ISSUE_URL="$1"`); not an
    // `export X=` or a dotenv line, which set what the repository's code reads.
    /^\s*(?:local\s+|readonly\s+)?([A-Za-z_]\w*)=["']?\$/gm,
    /^\s*(?:\w+\s+)*?read\s+(?:-\w+\s+)*([A-Za-z_]\w*)\s*$/gm
  ];
  for (let f of doc.fences) for (let re of patterns) for (let m of f.content.matchAll(re)) out.add(m[1]);
  return out;
}
function docDefinedFunctions(doc) {
  let out = /* @__PURE__ */ new Set();
  for (let f of doc.fences) {
    for (let m of f.content.matchAll(/\b(?:function\*?|func|def|fn)\s+(?:\([^)]*\)\s*)?([A-Za-z_]\w*)\s*[(<]/g)) out.add(m[1]);
    for (let m of f.content.matchAll(/\b(?:const|let|var)\s+([A-Za-z_]\w*)\s*=\s*(?:async\s+)?(?:function\b|\([^)]*\)\s*=>|[A-Za-z_]\w*\s*=>)/g)) out.add(m[1]);
    for (let m of f.content.matchAll(/^\s*(?:(?:export|public|final|abstract|sealed|data|pub)\s+)*(?:class|interface|struct|enum|trait)\s+([A-Za-z_]\w*)/gm)) out.add(m[1]);
  }
  return out;
}
var SUPPOSES = /(?:\b(?:let['’]?s|let us)\s+say|\bsuppos(?:e|ing)|\bimagine|\bsay you have|\b(?:you|we)\s+(?:might|could|can|may|would)\s+(?:first\s+)?(?:define|write|implement|declare))\s+(?:that\s+)?(?:(?:a|an|the|your own|our own)\s+)?(?:[\w-]+\s+){0,2}$/i;
function docSupposedFunctions(doc) {
  let out = /* @__PURE__ */ new Set();
  for (let block of doc.inlines)
    for (let span of block.code_spans) {
      let m = /^(?:[A-Za-z_]\w*[.:]{1,2})*([A-Za-z_]\w*)(?:\([^()]*\))?$/.exec(span.content.trim());
      if (!m) continue;
      let before = block.src.slice(Math.max(0, span.start - 80), span.start);
      SUPPOSES.test(before.slice(before.search(/[^.!?;:]*$/))) && out.add(m[1]);
    }
  return out;
}
var REMOVAL_BEFORE = /\b(?:remov(?:e|es|ed|ing)|delet(?:e|es|ed|ing)|drop(?:s|ped|ping)?|renam(?:e|es|ed|ing)(?:\s+from)?|retir(?:e|es|ed|ing)|replac(?:e|es|ed|ing)|deprecat(?:e|es|ed|ing)|got rid of|no longer (?:has|have|uses?|supports?|accepts?|needs?)|instead of|in place of|formerly|previously(?:\s+(?:called|named|known as))?|(?:was|were) (?:called|named))\s+(?:(?:the|a|an|its|their|our)\s+)?(?:[\w-]+\s+){0,2}$/i, REMOVAL_AFTER = /^\s*(?:\([^)]*\)\s*)?(?:(?:flag|option|function|variable|command|key|type)\s+)?(?:(?:was|were|is|are|has been|have been|got)\s+(?:now\s+)?(?:removed|deleted|dropped|renamed|retired|replaced|deprecated|gone)|(?:no longer exists?|is gone|are gone))/i;
function reportsRemoval(doc, line, column, text) {
  let l = doc.lines[line - 1] ?? "", before = l.slice(Math.max(0, column - 1 - 60), column - 1).replace(/`+$/, ""), after = l.slice(column - 1 + text.length).replace(/^`+/, ""), sentence = before.slice(before.search(/[^.!?;:]*$/));
  return REMOVAL_BEFORE.test(sentence) || REMOVAL_AFTER.test(after);
}
var EXAMPLE_AFTER = /^`*\s*(?:,\s*etc\b|,?\s*\(?\s*or\s+(?:the\s+)?(?:similar|equivalent|whatever)\b|,?\s*\(?\s*or\s+your\s+project'?s\b)/i;
function namesAnExample(doc, line, column, text) {
  let l = doc.lines[line - 1] ?? "";
  return EXAMPLE_AFTER.test(l.slice(column - 1 + text.length));
}
var REMOVAL_HEADING = /\b(?:removed|removals?|deleted|dropped|breaking changes?|deprecat(?:ed|ions?)|no longer supported|migrat(?:e|ing|ion) from|upgrad(?:e|ing) from)\b/i;
function removalRanges(doc) {
  return sectionRanges(doc, (text) => REMOVAL_HEADING.test(text));
}

// scripts/scan/claims/doc-variables.ts
var ASSIGN = /^\s*(?:export\s+)?([A-Za-z_][A-Za-z0-9_]*)=(["']?)([\w.@-][\w./@-]*)\2\s*(?:#.*)?$/, REFERENCE = /^\$(?:\{([A-Za-z_][A-Za-z0-9_]*)\}|([A-Za-z_][A-Za-z0-9_]*))((?:\/[\w.@-]+)*)\/?$/;
function docFolderVariables(doc, isShell) {
  let seen = /* @__PURE__ */ new Map();
  for (let fence of doc.fences)
    if (isShell(fence.info.trim().split(/\s+/)[0] ?? ""))
      for (let line of fence.content.split(`
`)) {
        let m = ASSIGN.exec(line);
        if (!m) continue;
        let values = seen.get(m[1]) ?? /* @__PURE__ */ new Set();
        values.add(m[3].replace(/\/+$/, "")), seen.set(m[1], values);
      }
  let out = /* @__PURE__ */ new Map();
  for (let [name, values] of seen) {
    let [only] = values;
    values.size === 1 && only !== void 0 && !only.startsWith("/") && !only.split("/").includes("..") && out.set(name, only);
  }
  return out;
}
function resolveFolder(dir, vars) {
  if (!dir.includes("$")) return dir;
  let m = REFERENCE.exec(dir);
  if (!m) return;
  let value = vars.get(m[1] ?? m[2]);
  return value === void 0 ? void 0 : value + (m[3] ?? "");
}

// scripts/scan/claims/doc-commands.ts
var SHELL_INFO = /^(?:sh|bash|shell|zsh|console|shell-session|terminal|cmd|powershell|ps1|fish|)$/i, NAME = /^(?:\.\/)?[A-Za-z0-9_][\w:.@/+-]*$/, PNPM_BUILTIN = /* @__PURE__ */ new Set(["add", "install", "i", "remove", "rm", "uninstall", "up", "update", "upgrade", "link", "unlink", "import", "rebuild", "prune", "fetch", "dedupe", "patch", "patch-commit", "audit", "list", "ls", "outdated", "why", "licenses", "exec", "dlx", "create", "init", "publish", "pack", "store", "env", "setup", "config", "root", "bin", "server", "deploy", "doctor", "help", "cache", "approve-builds", "self-update", "run", "test", "t", "start", "x", "view", "info", "login", "logout", "version", "catalog"]), YARN_BUILTIN = /* @__PURE__ */ new Set(["add", "install", "remove", "up", "upgrade", "upgrade-interactive", "dlx", "exec", "create", "init", "info", "why", "workspaces", "workspace", "set", "config", "cache", "constraints", "dedupe", "explain", "link", "unlink", "node", "npm", "pack", "patch", "patch-commit", "plugin", "rebuild", "search", "stage", "unplug", "version", "bin", "global", "help", "import", "licenses", "list", "login", "logout", "outdated", "owner", "policies", "publish", "tag", "team", "audit", "autoclean", "check", "generate-lock-entry", "run", "test", "start", "serve", "why", "bump"]);
function tokens(s) {
  let out = [];
  for (let m of s.matchAll(/"[^"]*"|'[^']*'|\S+/g)) out.push({ text: m[0].replace(/^(["'])(.*)\1$/, "$2"), at: m.index });
  return out;
}
function segments(line) {
  let out = [], start = 0, end = line.length, quote = "";
  for (let i = 0; i < line.length; i++) {
    let c = line[i];
    if (quote) {
      c === quote && (quote = "");
      continue;
    }
    if (c === '"' || c === "'") quote = c;
    else if (c === ";" || c === "|" || c === "&" && line[i + 1] === "&")
      out.push({ text: line.slice(start, i), at: start }), line[i + 1] === c && i++, start = i + 1;
    else if (c === "#" && (i === 0 || /\s/.test(line[i - 1]))) {
      end = i;
      break;
    }
  }
  return out.push({ text: line.slice(start, end), at: start }), out;
}
var VALUE_OPTS = {
  make: /* @__PURE__ */ new Set(["-C", "-f", "--file", "--makefile", "--directory", "-I", "-j", "--jobs", "-o", "-W", "-l"]),
  npm: /* @__PURE__ */ new Set(["-w", "--workspace", "--prefix", "-C"]),
  pnpm: /* @__PURE__ */ new Set(["--filter", "-F", "-C", "--dir"]),
  yarn: /* @__PURE__ */ new Set(["--cwd"]),
  bun: /* @__PURE__ */ new Set(["--cwd", "--filter", "-F"]),
  just: /* @__PURE__ */ new Set(["-f", "--justfile", "-d", "--working-directory", "--set"]),
  task: /* @__PURE__ */ new Set(["-d", "--dir", "-t", "--taskfile", "-o", "--output"]),
  uv: /* @__PURE__ */ new Set(["--with", "--python", "-p", "--project", "--directory", "--package", "--env-file", "--group", "--extra"]),
  poetry: /* @__PURE__ */ new Set(["-C", "--directory", "-P", "--project"]),
  hatch: /* @__PURE__ */ new Set(["-e", "--env"]),
  cargo: /* @__PURE__ */ new Set(["-p", "--package", "--bin", "--manifest-path", "--target", "--features", "-F", "--config", "-Z", "-j"]),
  go: /* @__PURE__ */ new Set(["-o", "-tags", "-ldflags", "-gcflags", "-mod", "-C"])
};
function parseSegment(seg, cdDir) {
  let toks = tokens(seg), i = 0;
  for (; i < toks.length && (/^[A-Za-z_][A-Za-z0-9_]*=/.test(toks[i].text) || toks[i].text === "sudo" || toks[i].text === "env" || /^[$>%]$/.test(toks[i].text)); ) i++;
  let head = toks[i];
  if (!head) return [];
  let runner = head.text, out = [], values = VALUE_OPTS[runner];
  if (!values && !["uv", "poetry", "hatch"].includes(runner)) return [];
  let cwd = cdDir, workspace = !1, pkg, rest = [];
  for (let j = i + 1; j < toks.length; j++) {
    let t = toks[j];
    if (t.text.startsWith("-")) {
      let eq = t.text.indexOf("="), opt = eq > 0 ? t.text.slice(0, eq) : t.text, value = eq > 0 ? t.text.slice(eq + 1) : void 0;
      if (value === void 0 && values?.has(opt) ? value = toks[++j]?.text : value === void 0 && runner === "make" && /^-[CfjIl]./.test(opt) && (value = opt.slice(2)), runner === "make" && (opt === "-C" || opt === "--directory" || opt.startsWith("-C")) && (cwd = value), runner === "make" && (opt === "-f" || opt === "--file" || opt === "--makefile" || opt.startsWith("-f"))) return [];
      if ((runner === "npm" && (opt === "--prefix" || opt === "-C") || runner === "pnpm" && (opt === "-C" || opt === "--dir") || runner === "yarn" && opt === "--cwd" || runner === "bun" && opt === "--cwd") && (cwd = value), ["-w", "--workspace", "--workspaces", "-ws", "--filter", "-F", "-r", "--recursive", "--all"].includes(opt) && (workspace = !0), (runner === "just" || runner === "task") && ["-f", "--justfile", "-t", "--taskfile", "-d", "--dir", "--working-directory"].includes(opt)) return [];
      continue;
    }
    rest.push(t);
  }
  let first = rest[0], end = (t) => t.at + (seg.slice(t.at).match(/^("[^"]*"|'[^']*'|\S+)/)?.[0].length ?? t.text.length), named = (t, extra = {}) => {
    !t || !NAME.test(t.text) || /\.$/.test(t.text) || out.push({ runner, name: t.text, from: head.at, to: end(t), ...cwd !== void 0 ? { cwd } : {}, ...workspace ? { workspace } : {}, ...extra });
  };
  switch (runner) {
    case "npm":
      first && (first.text === "run" || first.text === "run-script" || first.text === "rum" || first.text === "urn") && named(rest[1]);
      break;
    case "pnpm":
      first?.text === "run" ? named(rest[1]) : first && !PNPM_BUILTIN.has(first.text) && named(first, { implicit: !0 });
      break;
    case "yarn":
      if (first?.text === "workspace" && rest[1]) {
        pkg = rest[1].text;
        let sub = rest[2]?.text === "run" ? rest[3] : rest[2];
        sub && !YARN_BUILTIN.has(sub.text) && named(sub, { package: pkg });
      } else if (first?.text === "workspaces") {
        workspace = !0;
        let k = rest.findIndex((t) => t.text === "run");
        k > 0 && named(rest[k + 1], { workspace: !0 });
      } else first?.text === "run" ? named(rest[1]) : first && !YARN_BUILTIN.has(first.text) && named(first, { implicit: !0 });
      break;
    case "bun":
      first?.text === "run" && rest[1] && !/[./]/.test(rest[1].text) && named(rest[1]);
      break;
    case "make":
      for (let t of rest) t.text.includes("=") || named(t);
      break;
    case "just":
      first && !first.text.includes("=") && named(first);
      break;
    case "task":
      for (let t of rest) {
        if (t.text === "--") break;
        t.text.includes("=") || named(t);
      }
      break;
    case "uv":
    case "poetry":
    case "hatch":
      first?.text === "run" && rest[1] && !/[/\\]|\.py$/.test(rest[1].text) && named(rest[1]);
      break;
    case "cargo":
      first && /^[a-z][\w-]*$/.test(first.text) && named(first);
      break;
    case "go":
      if (first && ["run", "build", "install"].includes(first.text)) {
        let p = rest.slice(1).find((t) => t.text.startsWith("./"));
        p && p.text !== "./..." && /^\.\/[\w./-]+$/.test(p.text) && named(p);
      }
      break;
  }
  return out;
}
var CD = /^\s*(?:pushd|cd)\s+("?)([\w./@-]+)\1\s*$/;
function commandsOfLine(line, cdIn) {
  let cd = cdIn, commands = [], body = line.replace(/^\s*(?:\$|>|%|PS>|❯)\s+/, (m) => " ".repeat(m.length));
  for (let seg of segments(body)) {
    let m = CD.exec(seg.text);
    if (m) {
      cd = m[2] === ".." || m[2] === "-" || m[2] === "~" ? void 0 : m[2];
      continue;
    }
    for (let c of parseSegment(seg.text, cd)) commands.push({ ...c, from: c.from + seg.at, to: c.to + seg.at });
  }
  return { commands, cd };
}
var PROSE = /\b(?:(?:npm|pnpm|yarn|bun) run [A-Za-z0-9_][\w:.-]*|go run \.\/[\w./-]+)/g;
function docCommands(doc) {
  let out = [], examples = scenarioRanges(doc), inExample = (line) => examples.some(([a, b]) => line >= a && line <= b), folderVars = docFolderVariables(doc, (info) => SHELL_INFO.test(info)), push2 = (c, text, line, column, where) => {
    let use = { runner: c.runner, name: c.name, text, line, column, where };
    c.cwd !== void 0 && (use.cwd = resolveFolder(c.cwd, folderVars) ?? c.cwd), c.workspace && (use.workspace = !0), c.package !== void 0 && (use.package = c.package), c.implicit && (use.implicit = !0), out.push(use);
  };
  for (let block of doc.inlines)
    if (!inExample(block.first_line)) {
      for (let span of block.code_spans) {
        if (!/^(?:[A-Z_]+=\S+\s+)*(?:npm|pnpm|yarn|bun|make|just|task|uv|poetry|hatch|cargo|go)\s/.test(span.content.trim() + " ")) continue;
        let { commands } = commandsOfLine(span.content);
        for (let c of commands) {
          let text = span.content.slice(c.from, c.to), pos = locate(doc, block, span.content_start + c.from, text);
          push2(c, text, pos.line, pos.column, "code_span");
        }
      }
      for (let m of block.src.matchAll(PROSE)) {
        let at = m.index;
        if (block.excluded.some(([a, b]) => at >= a && at < b)) continue;
        let { commands } = commandsOfLine(m[0]);
        for (let c of commands) {
          let pos = locate(doc, block, at + c.from, m[0].slice(c.from, c.to));
          push2(c, m[0].slice(c.from, c.to), pos.line, pos.column, "prose");
        }
      }
    }
  for (let fence of doc.fences) {
    let info = fence.info.trim().split(/\s+/)[0] ?? "";
    if (!SHELL_INFO.test(info) || inExample(fence.first_line)) continue;
    let cd, lines = fence.content.split(`
`);
    for (let k = 0; k < lines.length; k++) {
      let lineNo = fence.first_line + k, fileLine = doc.lines[lineNo - 1] ?? "", raw = lines[k];
      if (raw.trimEnd().endsWith("\\")) continue;
      let r = commandsOfLine(raw, cd);
      cd = r.cd;
      for (let c of r.commands) {
        let text = raw.slice(c.from, c.to), col = fileLine.indexOf(text);
        push2(c, text, lineNo, (col >= 0 ? col : 0) + 1, "fence");
      }
    }
  }
  return out.sort((a, b) => a.line - b.line || a.column - b.column), out;
}

// scripts/scan/claims/doc-identifiers.ts
var FLAG = /(?<![\w-])--([a-z][a-z0-9]*(?:-[a-z0-9]+)+|[a-z][a-z0-9]{4,})(?![\w-])/g, ENV = /(?<![\w$.-])\$?\{?([A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+)\}?(?![\w.-])/g, SYMBOL = /^(?:[A-Za-z_][\w]*[.:]{1,2})*([A-Za-z_]\w*)(?:\(\s*[^()]*\))?$/, CONFIG_KEY = /^[a-z][a-z0-9_-]*(?:\.[a-z][a-z0-9_-]*){1,4}$/, FILE_EXT = /\.(?:json|jsonl|md|mdx|ya?ml|toml|ts|tsx|js|jsx|mjs|cjs|go|py|rs|rb|java|kt|sh|bash|txt|lock|html|css|scss|sql|db|log|env|ini|cfg|conf|xml|csv|png|svg|jpg|gif|pdf|zip|tar|gz|exe|dll|so|dylib|wasm|proto|c|h|cpp|hpp|cs|swift|php|lua|vim|el|tmpl|tpl|local|com|org|io|net|dev|ai|app|sh)$/, COMMON = /* @__PURE__ */ new Set(["README", "TODO", "FIXME", "HTTP_PROXY", "HTTPS_PROXY", "NO_PROXY", "NODE_ENV", "NODE_OPTIONS", "PATH", "HOME", "CI", "GITHUB_TOKEN", "GOPATH", "GOOS", "GOARCH", "CGO_ENABLED", "LD_LIBRARY_PATH", "XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_CACHE_HOME", "EDITOR"]), VENDOR_ENV = /^(?:OPENAI|ANTHROPIC|AWS|AZURE|GOOGLE|GCP|GCLOUD|GITHUB|GH|GITLAB|NPM|YARN|PNPM|DOCKER|KUBE|NODE|PYTHON|PIP|JAVA|GO|CARGO|RUSTUP|RUST|HOMEBREW|XDG|SSH|GPG|LC|LANG|TERM|DYLD|LD)_/, OTEL_SDK_ENV = /^OTEL_(?:SDK_DISABLED|RESOURCE_ATTRIBUTES|SERVICE_NAME|LOG_LEVEL|PROPAGATORS|TRACES_SAMPLER(?:_ARG)?|(?:TRACES|METRICS|LOGS)_EXPORTER|EXPORTER_[A-Z0-9_]+|BSP_[A-Z0-9_]+|BLRP_[A-Z0-9_]+|(?:ATTRIBUTE|SPAN|EVENT|LINK)_[A-Z0-9_]+|METRIC_EXPORT_(?:INTERVAL|TIMEOUT)|METRICS_EXEMPLAR_FILTER|CONFIG_FILE)$/, COMMON_FLAGS = /* @__PURE__ */ new Set(["help", "version", "verbose", "quiet", "force", "json", "yes", "dry-run", "debug", "global", "save-dev", "no-verify", "oneline", "amend", "hard", "soft"]);
function programAt(text, at, cli) {
  let before = text.slice(0, at), start = Math.max(before.lastIndexOf("&&"), before.lastIndexOf("|"), before.lastIndexOf(";")), toks = before.slice(start + 1).trim().replace(/^[$>%]\s+/, "").split(/\s+/).filter((t) => t !== "" && !/^[A-Za-z_]\w*=/.test(t) && t !== "sudo"), prog = toks[0];
  return prog === void 0 || prog.startsWith("-") ? "bare" : cli.has(prog) || /^\.{0,2}\//.test(prog) || ["npx", "bunx", "pnpx"].includes(prog) && toks[1] !== void 0 && cli.has(toks[1]) ? "own" : "foreign";
}
function symbolOf(content) {
  let s = content.trim();
  if (s.length < 4 || s.length > 80 || /\s/.test(s) || s.includes("/")) return;
  if (CONFIG_KEY.test(s) && !FILE_EXT.test(s) && !/^(?:e\.g|i\.e|etc)\b/.test(s))
    return { name: s, term: `"${s}`, kind: "config_key" };
  let m = SYMBOL.exec(s);
  if (!m) return;
  let last = m[1], qualified = /[.:]/.test(s.replace(/\(.*$/, "")), call = s.endsWith(")");
  if (/^[A-Z][A-Z0-9_]*$/.test(last) || FILE_EXT.test(s.replace(/\(.*$/, ""))) return;
  let camel = /[a-z][A-Z]/.test(last) || /[A-Z][a-z]+[A-Z]/.test(last), snake = /[A-Za-z0-9]_[A-Za-z0-9]/.test(last);
  if (!(last.length < 4) && (camel || snake || (call || qualified) && /^[A-Za-z]/.test(last) && last.length >= 5))
    return { name: s, term: last, kind: "symbol" };
}
function docIdentifiers(doc, opts) {
  let out = [], seen = /* @__PURE__ */ new Set(), add = (u) => {
    let k = `${u.line}:${u.kind}:${u.term}`;
    seen.has(k) || (seen.add(k), out.push(u));
  }, foreignFlags = /* @__PURE__ */ new Set(), bare = /* @__PURE__ */ new Set(), examples = scenarioRanges(doc), inExample = (line) => examples.some(([a, b]) => line >= a && line <= b), scanShell = (text, at, spanWhole) => {
    for (let m of text.matchAll(FLAG)) {
      if (COMMON_FLAGS.has(m[1])) continue;
      let prog = programAt(text, m.index, opts.cli_names);
      if (prog === "foreign" && foreignFlags.add(m[0]), prog === "foreign" || prog === "bare" && opts.bare_flags_own === !1) continue;
      let use = { kind: "flag", name: m[0], term: m[1].includes("-") ? m[1] : `"${m[1]}`, ...at(m.index, m[0]) };
      prog === "bare" && bare.add(use), add(use);
    }
    for (let m of text.matchAll(ENV)) {
      if (COMMON.has(m[1]) || VENDOR_ENV.test(m[1]) || OTEL_SDK_ENV.test(m[1]) || m[1].length < 5) continue;
      let off = m.index + m[0].indexOf(m[1]);
      add({ kind: "env", name: m[1], term: m[1], ...at(off, m[1]) });
    }
    for (let m of text.matchAll(/(?<![\w./-])([a-z][\w-]*)\s+([a-z][a-z0-9]*(?:-[a-z0-9]+)*)(?![\w./])/g))
      !opts.cli_names.has(m[1]) || m[2].length < 3 || add({ kind: "subcommand", name: `${m[1]} ${m[2]}`, term: `"${m[2]}`, ...at(m.index, m[0]) });
    if (spanWhole) {
      let s = symbolOf(text);
      s && add({ ...s, ...at(text.indexOf(s.name.trim()), s.name.trim()) });
    }
  };
  for (let block of doc.inlines)
    if (!inExample(block.first_line))
      for (let span of block.code_spans)
        scanShell(span.content, (off, frag) => locate(doc, block, span.content_start + off, frag), !0);
  for (let fence of doc.fences) {
    let info = fence.info.trim().split(/\s+/)[0] ?? "";
    if (!/^(?:sh|bash|shell|zsh|console|shell-session|terminal|)$/i.test(info) || inExample(fence.first_line)) continue;
    let lines = fence.content.split(`
`);
    for (let k = 0; k < lines.length; k++) {
      let lineNo = fence.first_line + k, fileLine = doc.lines[lineNo - 1] ?? "", raw = lines[k];
      /^\s*#/.test(raw) || scanShell(raw, (_off, frag) => {
        let col = fileLine.indexOf(frag);
        return { line: lineNo, column: (col >= 0 ? col : 0) + 1 };
      }, !1);
    }
  }
  let kept = out.filter((u) => !(bare.has(u) && foreignFlags.has(u.name)));
  return kept.sort((a, b) => a.line - b.line || a.column - b.column), kept;
}

// scripts/scan/claims/doc-claims.ts
var EXAMPLE_RUNNERS = /* @__PURE__ */ new Set(["npm", "pnpm", "yarn", "bun", "make", "just"]);
function docClaims(doc, cliNames) {
  let proposals = proposalRanges(doc), example = exampleDefinitions(doc), cli = cliNames(), manual = documentedRunners(doc), readers = [...readersProjectRanges(doc), ...newProjectRanges(doc)], otherCheckout = otherCheckoutRanges(doc), own = docDefinedNames(doc), sampleFunctions = docDefinedFunctions(doc), supposed = docSupposedFunctions(doc), removals = removalRanges(doc), commands = docCommands(doc).filter((c) => !inRanges(proposals, c.line) && !(EXAMPLE_RUNNERS.has(c.runner) && example.has(c.name))).filter((c) => !manual.has(c.runner) && !placeholderName(c.name) && !inRanges(readers, c.line) && !inRanges(otherCheckout, c.line) && !inRanges(removals, c.line) && !reportsRemoval(doc, c.line, c.column, c.text) && !namesAnExample(doc, c.line, c.column, c.text)).map((c) => ({ ...c, name: detach(c.name), text: detach(c.text), ...c.cwd !== void 0 ? { cwd: detach(c.cwd) } : {} })), identifiers = docIdentifiers(doc, { cli_names: cli, bare_flags_own: !bareFlagsForeign(doc, cli) }).filter((u) => !(u.kind !== "flag" && u.kind !== "subcommand" && placeholderIdentifier(u.name))).filter((u) => !inRanges(proposals, u.line) && !inRanges(removals, u.line) && !((u.kind === "env" || u.kind === "symbol") && own.has(u.term)) && !(u.kind === "symbol" && supposed.has(u.term)) && !reportsRemoval(doc, u.line, u.column, u.name)).map((u) => ({ ...u, name: detach(u.name), term: detach(u.term), ...u.kind === "symbol" && sampleFunctions.has(u.term) ? { sample: !0 } : {} }));
  return commands.length > 0 || identifiers.length > 0 ? { commands, identifiers } : void 0;
}

// scripts/scan/history-paths.ts
var TEXT_PATH = /(?<![\w.@~/$}{%:-])((?:\.{1,2}\/)?[A-Za-z0-9_@][\w.@+-]*(?:\/[\w.@+-]+)+\/?)/g, GONE_OR_EXAMPLE = /\b(?:removed|deleted?|obsolete|legacy|deprecated|replaced|renamed|moved|retired|no longer|formerly|previously|e\.g\.|for example)\b|\bthe old\b/i;
function proseOnly(line) {
  let blank = (m) => " ".repeat(m.length);
  return line.replace(/`+[^`]*`+/g, blank).replace(/\]\([^)]*\)/g, blank).replace(/<[^>\s][^>]*>/g, blank).replace(/\b[a-z][a-z0-9+.-]*:\/\/\S+/gi, blank);
}
function fencedLines(doc) {
  let out = /* @__PURE__ */ new Set();
  for (let f of doc.fences) {
    let n = f.content === "" ? 0 : f.content.replace(/\n$/, "").split(`
`).length;
    for (let i = 0; i < n; i++) out.add(f.first_line + i);
  }
  return out;
}
function textPaths(doc, repo) {
  let out = [], fenced = fencedLines(doc), examples = scenarioRanges(doc), start = doc.frontmatter?.end_line ?? 0;
  for (let i = start; i < doc.lines.length; i++) {
    let line = doc.lines[i];
    if (!line.includes("/") || GONE_OR_EXAMPLE.test(line)) continue;
    let n = i + 1;
    if (examples.some(([a, b]) => n >= a && n <= b)) continue;
    let code = fenced.has(n), text = code ? line : proseOnly(line);
    for (let m of text.matchAll(TEXT_PATH)) {
      let raw = m[1].replace(/[.,:;!?)]+$/, "");
      if (!raw.includes("/")) continue;
      let readings = pathReadings(doc.path, raw, repo);
      readings?.length && out.push({ ref: { source: "code_path", target: raw, raw, line: n, column: m.index + 1 }, readings, written: code ? "code_block" : "prose" });
    }
  }
  return out;
}
function historyPathRefs(doc, role, repo) {
  let out = [];
  if (!AGENT_READ_ROLES.has(role)) return out;
  for (let ref of codePathRefs(doc)) {
    if (codePathCandidates(doc.path, ref.target, repo)?.length !== 0) continue;
    let readings = pathReadings(doc.path, ref.target, repo);
    readings?.length && out.push({ ref, readings, written: "backticks" });
  }
  return pushAll(out, textPaths(doc, repo)), out;
}

// scripts/scan/summarize.ts
var Summarizer = class {
  constructor(root, repo, claimRoles) {
    this.root = root;
    this.repo = repo;
    this.claimRoles = claimRoles;
  }
  root;
  repo;
  claimRoles;
  cliNames;
  summarize(doc, role) {
    let references = doc.references.map((r) => ({
      ref: { ...r.ref, target: detach(r.ref.target), raw: detach(r.ref.raw) },
      resolved: detach(r.resolved),
      fragment: r.fragment === void 0 ? void 0 : detach(r.fragment),
      directory: r.directory
    })), summary = { path: doc.path, frontmatter: doc.frontmatter, anchors: publishedAnchors(doc, this.repo.sites), references };
    if (role === "generated") {
      let ranges = handWrittenRanges(doc.lines);
      ranges.length && (summary.hand_written = ranges);
    }
    let historyPaths = historyPathRefs(doc, role, this.repo).map((h) => ({ ...h, ref: { ...h.ref, target: detach(h.ref.target), raw: detach(h.ref.raw) }, readings: h.readings.map(detach) }));
    if (historyPaths.length && (summary.history_paths = historyPaths), this.claimRoles.has(role)) {
      let claims = docClaims(doc, () => this.cliNames ??= ownCliNames(this.root, this.repo));
      claims && (summary.claims = claims);
    }
    return summary;
  }
};

// scripts/scan/run-scan.ts
async function runScan(opts) {
  let plan = await planScan(opts), { root, notes } = plan, parseCtx = { root, settings: plan.settings, repo: plan.repo, now: plan.now, agent_docs: plan.agentDocs, roles: plan.roles, ...planFacts(plan) }, facts = docFacts(plan), read = readDocs(plan, {
    parse: new ParseStage(parseCtx),
    summarizer: new Summarizer(root, plan.repo, rolesNeeding("doc_claims")),
    gatherers: facts.gatherers,
    scope: opts.scope,
    explain: opts.explain,
    onProgress: opts.onProgress
  });
  opts.onProgress?.(plan.targets.length, plan.targets.length, "history");
  let { anchors_of, anchors_open } = await linkTargets(plan, read), history = await plan.historyLoad;
  history && pushAll(notes, history.notes);
  let ctx = { ...parseCtx, per_session: /* @__PURE__ */ new Map(), agent_contexts: void 0, anchors_of, anchors_open, history, ...facts.done(history) };
  pushAll(notes, await repositoryFacts(plan, ctx, read.summaries)), pushAll(notes, await runRepositoryStage(read.summaries, plan.roles, ctx, read.hits, opts.explain)), await lifecyclePass({ root, config: plan.config, files: plan.files, scope: plan.scope, history: ctx.history, now: ctx.now, hits: read.hits, notes }), foldInstallerCopies(root, read.hits), opts.onProgress && opts.onProgress(plan.targets.length, plan.targets.length, "done");
  let excluded = [...plan.settings.exclude_dirs];
  for (let e of ALWAYS_EXCLUDED) excluded.includes(e) || excluded.push(e);
  let contexts = ctx.agent_contexts ?? await contextsIfMemory(plan);
  return buildArtifact({
    project_root: root,
    scope_globs: plan.settings.globs,
    excluded_dirs: excluded,
    scope: opts.scope ?? null,
    files_scanned: read.summaries.length,
    per_session: plan.sessionPaths,
    per_session_in_scope: plan.sessionPaths.filter((p) => plan.scope.inNarrowScope(p)),
    hits: read.hits,
    roles: new Map(plan.targets.map((p) => [p, plan.roles.get(p)])),
    // A symlinked doc is scanned once, at its target; its path is listed with the target's role.
    symlinks: new Map(plan.inScope.filter((p) => plan.canonical(p) !== p && plan.roles.has(plan.canonical(p)) && plan.scope.inNarrowScope(p)).map((p) => [p, plan.canonical(p)])),
    sites: plan.repo.sites,
    notes,
    agent_contexts: contexts ? summarizeContexts(contexts) : void 0
  });
}

export {
  buildScopeFilter,
  loadHistoryIndex,
  lifecyclePass,
  openProject,
  withConfig,
  serializeArtifact,
  explainText,
  withoutCopiesNote,
  runScan
};
