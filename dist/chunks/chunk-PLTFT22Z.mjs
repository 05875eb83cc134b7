import { createRequire as __dhCreateRequire } from 'node:module'; const require = __dhCreateRequire(import.meta.url);
import {
  LIFECYCLE_SIGNAL,
  OPENSPEC_COMPLETED_SIGNAL,
  ROLE_ORDER,
  SEVERITIES,
  brokenReference,
  commandReference,
  duplicateBlock,
  isMarkdownPath,
  referencesOf,
  sectionRanges,
  vanishedIdentifier,
  versionSkew
} from "./chunk-JZLM7UPL.mjs";
import {
  EDIT_KINDS,
  KIND_TABLE
} from "./chunk-3MRBJ7GN.mjs";
import {
  isRootInstructionFile,
  resolveRef,
  siteOf
} from "./chunk-5VCSN5G4.mjs";
import {
  DEFAULT_CONFIG,
  PLACEHOLDER,
  TEMPLATE_OR_SAMPLE_PATH,
  isArchivePath
} from "./chunk-FIJFGDGO.mjs";
import {
  byCodeUnit
} from "./chunk-7CNQJT4V.mjs";
import {
  projectFileText
} from "./chunk-MIYAM7C7.mjs";

// scripts/scan/lifecycle/signals.ts
var lifecycle = {
  name: LIFECYCLE_SIGNAL,
  description: "A temporary doc (plan, scratch note, handoff) that a lifecycle rule says is served or past its retention.",
  help: "Delete the doc, or extract what lasts into a durable doc first; `/hygiene clean` proposes the edit.",
  severity: { agent_memory: "warning", elsewhere: "warning" },
  history_fields: [],
  schema: {
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
      // What the rule does once served: one of the lifecycle edit kinds.
      on_served: { enum: EDIT_KINDS.filter((k) => KIND_TABLE[k].lifecycle) },
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
}, openspecCompleted = {
  name: OPENSPEC_COMPLETED_SIGNAL,
  description: "An OpenSpec change whose tasks are all ticked but which is not archived.",
  help: "Archive it the OpenSpec way: `openspec archive <change>`.",
  severity: { agent_memory: "warning", elsewhere: "warning" },
  history_fields: [],
  schema: {
    description: "Added by the lifecycle pass: a live OpenSpec change whose tasks are all ticked but which is not archived.",
    required: ["change", "tasks_total", "remedy"],
    properties: {
      change: { type: "string", minLength: 1 },
      tasks_total: { type: "integer", minimum: 1 },
      remedy: { type: "string", pattern: "^openspec archive " }
    }
  }
};

// scripts/scan/signals/stale-name-location.ts
import { posix } from "node:path";
var FOLDER_WORDS = /* @__PURE__ */ new Set(["old", "deprecated", "legacy", "obsolete", "draft", "drafts", "wip", "tmp", "temp"]), NAME_WORDS = /* @__PURE__ */ new Set(["draft", "wip", "tmp", "deprecated", "legacy", "obsolete"]), NAME_SUFFIX = /[-_.](old|backup|bak|orig|v1)$/i, VERSION_SUFFIX = /^(.*[-_.])v(\d+)$/i, DATE = /(?<!\d)(\d{4})-?(\d{2})-?(\d{2})(?!\d)/g, DAY_MS = 864e5;
function validDate(y, m, d) {
  if (y < 1990 || y > 2200 || m < 1 || m > 12 || d < 1 || d > 31) return;
  let date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCMonth() === m - 1 ? date : void 0;
}
var staleNameLocation = {
  name: "stale_name_location",
  description: "A folder or file name that marks the doc as old or temporary, or an old date in its path.",
  help: "Move a doc that is still true out of the old/temporary location, or delete it when it is served.",
  severity: { agent_memory: "warning", elsewhere: "warning" },
  history_fields: [],
  schema: {
    required: ["token", "where"],
    properties: {
      token: { type: "string", minLength: 1 },
      where: { enum: ["folder", "name", "date"] },
      date: { type: "string", pattern: "^\\d{4}-\\d{2}-\\d{2}$" },
      age_days: { type: "integer", minimum: 0 },
      newer: { $ref: "#/$defs/relpath" }
    }
  },
  // Dated records and archives are old by design.
  roles: ["living", "agent-memory", "agent-prompt", "plan", "template"],
  stage: "parse",
  needs: [],
  appliesTo: () => !0,
  detect(doc, ctx) {
    let hits = [], seen = /* @__PURE__ */ new Set(), add = (token, where, detail, extra = {}) => {
      seen.has(`${where}:${token}`) || (seen.add(`${where}:${token}`), hits.push({ name: "stale_name_location", detail, token, where, ...extra, hint: !0 }));
    }, segs = doc.path.split("/");
    for (let seg of segs.slice(0, -1))
      FOLDER_WORDS.has(seg.toLowerCase()) && add(seg, "folder", `lies in a folder named ${seg}/`);
    let base = segs[segs.length - 1], ext = posix.extname(base), stem = ext === "" ? base : base.slice(0, -ext.length);
    for (let word of stem.split(/[-_.\s]+/))
      NAME_WORDS.has(word.toLowerCase()) && add(word, "name", `file name contains "${word}"`);
    let suffix = NAME_SUFFIX.exec(stem);
    suffix && add(suffix[0].slice(1), "name", `file name ends in ${suffix[0]}`);
    let vn = VERSION_SUFFIX.exec(stem);
    if (vn && Number(vn[2]) > 1) {
      let dir = posix.dirname(doc.path), newer = `${dir === "." ? "" : dir + "/"}${vn[1]}v${Number(vn[2]) + 1}${ext}`;
      ctx.repo.files.has(newer) && add(`v${vn[2]}`, "name", `file name ends in -v${vn[2]} and ${newer} exists`, { newer });
    }
    for (let seg of segs)
      for (let m of seg.matchAll(DATE)) {
        let date = validDate(Number(m[1]), Number(m[2]), Number(m[3]));
        if (!date) continue;
        let age = Math.floor((ctx.now.getTime() - date.getTime()) / DAY_MS);
        if (age > ctx.settings.stale_name_max_age_days) {
          let iso = date.toISOString().slice(0, 10);
          add(m[0], "date", `path carries the date ${iso}, ${age} days old (limit ${ctx.settings.stale_name_max_age_days})`, { date: iso, age_days: age });
        }
      }
    return hits;
  }
};

// scripts/scan/signals/archive-to-live-ratio.ts
var MIN_REFERENCES = 2, archiveToLiveRatio = {
  name: "archive_to_live_ratio",
  description: "Most internal references point into archives, or an archived copy of the doc exists.",
  help: "Point live docs at live sources, or archive the doc itself.",
  severity: { agent_memory: "note", elsewhere: "note" },
  history_fields: [],
  schema: {
    description: "Either an archived copy of the doc (archived_copy, identical) or the share of references into archives.",
    required: [],
    properties: {
      archived_copy: { $ref: "#/$defs/relpath" },
      identical: { type: "boolean" },
      archived_refs: { type: "integer", minimum: 1 },
      total_refs: { type: "integer", minimum: 2 },
      ratio: { type: "number", exclusiveMinimum: 0.5, maximum: 1 },
      targets: { $ref: "#/$defs/paths" }
    },
    if: { required: ["archived_copy"] },
    then: { required: ["archived_copy", "identical"] },
    else: { required: ["line", "archived_refs", "total_refs", "ratio", "targets"] }
  },
  roles: ["living", "agent-memory", "agent-prompt", "plan", "template"],
  stage: "parse",
  needs: ["archived_copies"],
  appliesTo: () => !0,
  detect(doc, ctx) {
    let hits = [], refs = doc.references.filter(
      (r) => r.resolved !== doc.path && (r.ref.source !== "code_path" || ctx.repo.files.has(r.resolved) || ctx.repo.dirs.has(r.resolved))
    ), archived = refs.filter((r) => isArchivePath(r.resolved));
    if (refs.length >= MIN_REFERENCES && archived.length * 2 > refs.length) {
      let targets = [...new Set(archived.map((r) => r.resolved))].sort();
      hits.push({
        name: "archive_to_live_ratio",
        detail: `${archived.length} of ${refs.length} internal references point into archive locations`,
        line: archived[0].ref.line,
        archived_refs: archived.length,
        total_refs: refs.length,
        ratio: Math.round(archived.length / refs.length * 100) / 100,
        targets
      });
    }
    for (let copy of ctx.archived_copies.get(doc.path) ?? [])
      hits.push({
        name: "archive_to_live_ratio",
        detail: `an archived copy stands at ${copy.path}${copy.identical ? " (identical)" : " (content differs)"}`,
        archived_copy: copy.path,
        identical: copy.identical
      });
    return hits;
  }
};

// scripts/scan/facts/frozen.ts
function isFrozen(doc) {
  return doc.frontmatter?.data?.hygiene === "frozen";
}
var frozenFact = {
  need: "frozen",
  stage: "doc",
  gather() {
    let frozen = /* @__PURE__ */ new Set();
    return {
      archived: !1,
      outside_scope: !1,
      add(doc) {
        isFrozen(doc) && frozen.add(doc.path);
      },
      done: () => ({ frozen })
    };
  }
};

// scripts/scan/signals/frontmatter-marker.ts
var STATUS_VALUES = ["done", "completed", "complete", "implemented", "superseded", "deprecated", "draft"], FINISHED_VALUES = ["done", "completed", "complete", "implemented"], MIN_TASKS = 2, TOP_BLOCKS = 4, EMPH = "(?:[*_]{1,2})?", STATUS_LINE = new RegExp(`^${EMPH}status${EMPH}\\s*:\\s*${EMPH}\\s*(${STATUS_VALUES.join("|")})\\b`, "i"), BANNER_START = /^(?:[*_]{1,2})?(?:\[!(?:WARNING|CAUTION|IMPORTANT|NOTE)\]\s*)?(?:⚠️?\s*)?[[(]?(deprecated|superseded|obsolete)[*_]{0,2}(?:\s*[\]):.!—–-]|\s*$|\s+(?:by|in favou?r of|since|as of)\b)/i, ALERT_MARKER = /^\[!(?:WARNING|CAUTION|IMPORTANT|NOTE)\]$/i, BANNER_SENTENCE = /\bthis (?:document|doc|page|file|plan|spec|guide|note|section) (?:is|has been|was) (?:now )?(deprecated|superseded|obsolete)\b/i, OPENSPEC_TREE = /^openspec\/(?:changes|initiatives)\//, STATUS_CHOICES = /^\s*[[<{(]|[A-Za-z]\s*[|/]\s*[A-Za-z]/, NOTICE_NAME = /(?:^|\/)(?:deprecated|deprecation(?:[-_]notice)?|obsolete)\.(?:md|mdx|markdown)$/i, LIST_ITEM = /^\s*(?:>\s*)*(?:[*+-]|\d+[.)])\s+/, CRITERIA_HEADING = /\b(?:approval|quality|review|testing|validation|verification|acceptance|readiness|sign-?off)\s+check-?list\b|\b(?:acceptance|success)\s+criteria\b|\bdefinition of done\b/i;
function redirectStub(doc, ctx, topEnd) {
  return doc.blocks.some((b) => b.start_line > topEnd) ? !1 : doc.refs.some((r) => {
    if (r.source !== "link" && r.source !== "definition") return !1;
    let res = resolveRef(doc.path, r, ctx.root, ctx.repo);
    return res.kind === "path" && res.resolved !== doc.path && isMarkdownPath(res.resolved) && ctx.repo.files.has(res.resolved);
  });
}
var declaredStatuses = /* @__PURE__ */ new Map();
function siteStatuses(ctx, path) {
  let site = siteOf(ctx.repo.sites, path);
  if (site?.generator !== "mkdocs") return /* @__PURE__ */ new Set();
  let key = `${ctx.root}\0${site.config}`, out = declaredStatuses.get(key);
  if (out) return out;
  out = /* @__PURE__ */ new Set();
  let lines = (projectFileText(ctx.root, site.config) ?? "").split(/\r?\n/), extra = lines.findIndex((l) => /^extra:\s*(?:#.*)?$/.test(l));
  if (extra >= 0) {
    let inStatus = !1;
    for (let l of lines.slice(extra + 1)) {
      if (/^\S/.test(l)) break;
      if (/^ {2}\S/.test(l)) inStatus = /^ {2}status:\s*(?:#.*)?$/.test(l);
      else if (inStatus) {
        let m = /^\s{3,}([\w-]+)\s*:/.exec(l);
        m && out.add(m[1].toLowerCase());
      }
    }
  }
  return declaredStatuses.set(key, out), out;
}
function placeholderFrontmatter(data, depth = 0) {
  return typeof data == "string" ? PLACEHOLDER.test(data) : depth > 6 || data === null || typeof data != "object" ? !1 : Object.values(data).some((v) => placeholderFrontmatter(v, depth + 1));
}
function topRegionEnd(doc) {
  let after = doc.frontmatter?.end_line ?? 0, top = doc.blocks.filter((b) => b.start_line > after).slice(0, TOP_BLOCKS);
  return top.length === 0 ? after : top[top.length - 1].end_line;
}
function frozenHit(doc) {
  return [{ name: "frontmatter_marker", detail: "hygiene: frozen (no bloat candidates for this doc)", line: doc.frontmatter?.key_lines.hygiene, marker: "hygiene", value: "frozen", frozen: !0 }];
}
var frontmatterMarker = {
  name: "frontmatter_marker",
  description: "A status marker (frontmatter, inline status line, banner, all tasks ticked) or hygiene: frozen.",
  help: "The doc says it is superseded, deprecated or done: delete or archive it, or update the marker.",
  severity: { agent_memory: "note", elsewhere: "note" },
  history_fields: [],
  schema: {
    required: ["marker", "value"],
    properties: {
      marker: { enum: ["status", "superseded_by", "deprecated", "hygiene", "inline_status", "banner", "tasks_done"] },
      value: { type: "string", minLength: 1 },
      frozen: { const: !0 }
    }
  },
  // A record's status (an ADR superseded) is history; a template's is a placeholder.
  roles: ["living", "agent-memory", "agent-prompt", "plan"],
  stage: "parse",
  needs: [],
  appliesTo: () => !0,
  detect(doc, ctx) {
    let hits = [], plan = ctx.roles.get(doc.path)?.name === "plan", fm = doc.frontmatter;
    if (TEMPLATE_OR_SAMPLE_PATH.test(doc.path) || placeholderFrontmatter(fm?.data)) return isFrozen(doc) ? frozenHit(doc) : [];
    let shim = typeof fm?.data?.lifecycle == "string" && fm.data.lifecycle.trim().toLowerCase() === "shim", RETIRED = ["deprecated", "superseded"], counts = (status) => STATUS_VALUES.includes(status) && (plan ? status !== "draft" : !FINISHED_VALUES.includes(status)) && !(shim && RETIRED.includes(status));
    if (fm?.data) {
      let d = fm.data, status = typeof d.status == "string" ? d.status.trim().toLowerCase() : void 0;
      status !== void 0 && counts(status) && !STATUS_CHOICES.test(d.status) && !siteStatuses(ctx, doc.path).has(status) && hits.push({ name: "frontmatter_marker", detail: `frontmatter status: ${status}`, line: fm.key_lines.status, marker: "status", value: status }), !shim && typeof d.superseded_by == "string" && d.superseded_by.trim() !== "" && hits.push({ name: "frontmatter_marker", detail: `frontmatter superseded_by: ${d.superseded_by}`, line: fm.key_lines.superseded_by, marker: "superseded_by", value: d.superseded_by }), !shim && d.deprecated === !0 && hits.push({ name: "frontmatter_marker", detail: "frontmatter deprecated: true", line: fm.key_lines.deprecated, marker: "deprecated", value: "true" }), isFrozen(doc) && hits.push({ name: "frontmatter_marker", detail: "hygiene: frozen (no bloat candidates for this doc)", line: fm.key_lines.hygiene, marker: "hygiene", value: "frozen", frozen: !0 });
    }
    let topEnd = topRegionEnd(doc), banner = !1, statusLine = !1;
    for (let block of doc.inlines) {
      if (block.first_line > topEnd) break;
      let lines = block.src.split(`
`);
      for (let k = 0; k < lines.length; k++) {
        let text = lines[k].trim(), s = STATUS_LINE.exec(text);
        if (s && !statusLine && counts(s[1].toLowerCase()) && !STATUS_CHOICES.test(text.replace(/^[^:]*:\s*[*_]*/, ""))) {
          statusLine = !0, hits.push({ name: "frontmatter_marker", detail: `inline status: ${s[1].toLowerCase()}`, line: block.first_line + k, marker: "inline_status", value: s[1].toLowerCase() });
          continue;
        }
        let b = ((k === 0 || ALERT_MARKER.test(lines[k - 1].trim())) && !LIST_ITEM.test(doc.lines[block.first_line + k - 1] ?? "") ? BANNER_START.exec(text) : null) ?? BANNER_SENTENCE.exec(text);
        b && !banner && !shim && !NOTICE_NAME.test(doc.path) && !redirectStub(doc, ctx, topEnd) && (banner = !0, hits.push({ name: "frontmatter_marker", detail: `${b[1].toLowerCase()} banner at the top of the doc`, line: block.first_line + k, marker: "banner", value: b[1].toLowerCase() }));
      }
    }
    let criteria = sectionRanges(doc, (t) => CRITERIA_HEADING.test(t)), tasks = doc.tasks.filter((t) => !criteria.some(([a, b]) => t.line >= a && t.line <= b)), checked = tasks.filter((t) => t.checked).length;
    return plan && !OPENSPEC_TREE.test(doc.path) && tasks.length >= MIN_TASKS && checked === tasks.length && hits.push({ name: "frontmatter_marker", detail: `all ${checked} task boxes are ticked`, line: tasks[0].line, marker: "tasks_done", value: `${checked}/${tasks.length}` }), hits;
  }
};

// scripts/scan/signals/token-weight.ts
function sessionWeight(path, ctx) {
  let doc = ctx.per_session.get(path);
  if (!doc) return contextWeight(path, ctx) ?? { own: 0, imports: [], total: 0 };
  let own = doc.own_tokens, imports = doc.through.map((t) => ({ path: t.path, tokens: t.tokens, depth: t.depth }));
  return { own, imports, total: own + imports.reduce((n, i) => n + i.tokens, 0) };
}
function contextWeight(path, ctx, folder) {
  let best;
  for (let c of ctx.agent_contexts ?? []) {
    if (folder !== void 0 && c.folder !== folder) continue;
    let f = c.files.find((x) => x.path === path && x.imported_by === void 0 && x.loaded_bytes !== 0);
    if (!f) continue;
    let imports = [], frontier = [path];
    for (let depth = 1; frontier.length > 0; depth++) {
      let next = c.files.filter((x) => x.imported_by !== void 0 && frontier.includes(x.imported_by));
      for (let x of next) imports.push({ path: x.path, tokens: x.tokens, depth });
      frontier = next.map((x) => x.path);
    }
    let total = f.tokens + imports.reduce((n, i) => n + i.tokens, 0);
    (!best || total > best.total) && (best = { own: f.tokens, imports, total });
  }
  return best;
}
function ownInstructions(path, imports) {
  return isRootInstructionFile(path) && imports.every((i) => isRootInstructionFile(i.path));
}
var tokenWeight = {
  name: "token_weight",
  description: "A per-session doc (with its imports) above the token budget.",
  help: "Move detail out of the always-loaded doc into docs read on demand.",
  severity: { agent_memory: "note", elsewhere: "note" },
  history_fields: [],
  schema: {
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
  },
  // Whatever its role, a doc loaded in every session costs every session.
  roles: ROLE_ORDER,
  stage: "repository",
  needs: ["per_session_tokens", "frozen", "agent_contexts"],
  appliesTo: (doc, ctx) => (ctx.per_session.has(doc.path) || contextWeight(doc.path, ctx) !== void 0) && !ctx.frozen.has(doc.path),
  detect(doc, ctx) {
    let rootWeight = ctx.per_session.has(doc.path) ? void 0 : contextWeight(doc.path, ctx, ""), atStart = ctx.per_session.has(doc.path) || rootWeight !== void 0, w = ctx.per_session.has(doc.path) ? sessionWeight(doc.path, ctx) : rootWeight ?? contextWeight(doc.path, ctx) ?? { own: 0, imports: [], total: 0 }, budget = ctx.settings.token_budget;
    if (w.total <= budget) return [];
    let via = w.imports.length > 0 ? ` (${w.own} own, ${w.total - w.own} through ${w.imports.length} import${w.imports.length === 1 ? "" : "s"})` : "", folder = doc.path.includes("/") ? doc.path.slice(0, doc.path.lastIndexOf("/")).replace(/\/\.claude$/, "") : "", hit = {
      name: "token_weight",
      detail: atStart ? `loaded in every session: ${w.total} tokens${via}, budget ${budget}` : `loaded on demand, when the agent works in ${folder || "its folder"} or a session starts there, not at the root's session start: ${w.total} tokens${via}, budget ${budget} (a hint)`,
      tokens: w.total,
      own_tokens: w.own,
      budget,
      imports: w.imports
    };
    return atStart ? ownInstructions(doc.path, w.imports) && !ctx.settings.token_budget_chosen && (hit.hint = !0, hit.detail += " (a hint: the project's own instruction file, over the default budget; set scan.token_budget in .dochygiene.yaml to report it)") : hit.hint = !0, [hit];
  }
};

// scripts/scan/facts/churn.ts
import { posix as posix2 } from "node:path";
var DOC_FILE = /\.(?:md|markdown|mdx|rst|adoc|asciidoc|txt)$/i;
function isDocFile(p) {
  return DOC_FILE.test(p);
}
function churnIndex(ctx) {
  let h = ctx.history;
  return h && typeof h.churnSince == "function" && typeof h.prepareChurn == "function" ? h : void 0;
}
var DATA_FILE = /\.(?:ya?ml|json|jsonl|csv|tsv|xml|lock|sum|txt|generated\.[^/]+)$|(?:^|\/)(?:package-lock\.json|yarn\.lock|pnpm-lock\.yaml|go\.sum|Cargo\.lock)$/i;
function churnTargets(doc, ctx) {
  let history = churnIndex(ctx);
  if (!history) return;
  let last = history.lastChange(doc.path);
  if (!last) return;
  let refs = /* @__PURE__ */ new Set();
  for (let { resolved: p } of referencesOf(doc, { root: ctx.root, repo: ctx.repo, agent: ctx.agent_docs.has(doc.path) }))
    p === doc.path || isDocFile(p) || DATA_FILE.test(p) || (ctx.repo.files.has(p) || ctx.repo.dirs.has(p) && p.includes("/")) && refs.add(p);
  if (refs.size > 0) return { basis: "references", paths: [...refs].sort(), since: last };
  let folder = posix2.dirname(doc.path);
  if (!(folder === "." || !folder.includes("/")))
    return { basis: "folder", paths: [folder], since: last };
}
async function prepareLineCounts(docs, ctx) {
  let history = churnIndex(ctx);
  if (!history) return [];
  let queries = [], { min_commits } = churnThresholds(ctx);
  for (let doc of docs) {
    let t = churnTargets(doc, ctx);
    if (!t) continue;
    let c = history.churnSince(t.paths, t.since.commit, isDocFile);
    c && c.commits >= min_commits && queries.push({ paths: t.paths, since: t.since.commit });
  }
  return history.prepareChurn(queries, isDocFile);
}
function churnThresholds(ctx) {
  let s = ctx.settings;
  return {
    min_commits: s.churn_min_commits ?? DEFAULT_CONFIG.history.churn_min_commits,
    min_lines: s.churn_min_lines ?? DEFAULT_CONFIG.history.churn_min_lines
  };
}
var lineCountsFact = {
  need: "line_counts",
  stage: "repository",
  gather: async (_plan, ctx, docs) => ({ notes: await prepareLineCounts(docs, ctx) })
};

// scripts/scan/signals/edit-recency-vs-churn.ts
var TOP_PATHS = 5;
function byChurn(a, b) {
  return (b.lines ?? 0) - (a.lines ?? 0) || b.commits - a.commits || byCodeUnit(a.path, b.path);
}
var editRecencyVsChurn = {
  name: "edit_recency_vs_churn",
  description: "The code a doc references changed substantially since the doc was last committed.",
  help: "Re-read the doc against the code it describes and update what changed.",
  severity: { agent_memory: "warning", elsewhere: "warning" },
  history_fields: [],
  schema: {
    required: ["doc_last_change", "commits_since", "lines_since", "basis", "top_paths"],
    properties: {
      doc_last_change: {
        type: "object",
        required: ["commit", "date"],
        properties: { commit: { type: "string", minLength: 1 }, date: { type: "string", minLength: 1 } },
        description: "The doc's last commit in the history index."
      },
      commits_since: { type: "integer", minimum: 0, description: "First-parent commits since then that changed what it describes." },
      lines_since: { type: "integer", minimum: 0 },
      basis: { enum: ["references", "folder"], description: "references: what the doc references; folder: the doc's own folder (no reference to code)." },
      top_paths: {
        type: "array",
        description: "The paths that churned most, at most five.",
        items: {
          type: "object",
          additionalProperties: !1,
          required: ["path", "commits", "lines"],
          properties: { path: { $ref: "#/$defs/relpath" }, commits: { type: "integer", minimum: 1 }, lines: { type: "integer", minimum: 0 } }
        }
      }
    }
  },
  // Records, plans, copies and archives describe another time: their code moving on is expected.
  roles: ["living", "agent-memory", "agent-prompt"],
  stage: "repository",
  needs: ["history", "line_counts"],
  appliesTo: (_doc, ctx) => churnIndex(ctx) !== void 0,
  detect(doc, ctx) {
    let history = churnIndex(ctx), t = churnTargets(doc, ctx);
    if (!history || !t) return [];
    let c = history.churnSince(t.paths, t.since.commit, isDocFile);
    if (!c || c.lines === void 0) return [];
    let { min_commits, min_lines } = churnThresholds(ctx);
    if (c.commits < min_commits || c.lines < min_lines) return [];
    let top = c.by_path.filter((p) => p.commits > 0).sort(byChurn).slice(0, TOP_PATHS), what = t.basis === "references" ? "what it references" : `its folder ${t.paths[0]}/`;
    return [
      {
        name: "edit_recency_vs_churn",
        detail: `last committed ${t.since.date.slice(0, 10)} (${t.since.commit.slice(0, 12)}); since then ${c.commits} commits changed ${c.lines} lines in ${what} (most: ${top.map((p) => p.path).join(", ")})`,
        // A hint: measured at 4 true of 28 judged hits, it never makes a doc a candidate alone.
        hint: !0,
        doc_last_change: { commit: t.since.commit, date: t.since.date },
        commits_since: c.commits,
        lines_since: c.lines,
        basis: t.basis,
        top_paths: top.map((p) => ({ path: p.path, commits: p.commits, lines: p.lines ?? 0 }))
      }
    ];
  }
};

// scripts/scan/signals/agent-load.ts
var AGENT_LOAD_KINDS = ["truncated", "skill_listing_over_budget", "twin_files", "agents_md_hidden", "not_loaded_over_size", "over_limit"], KINDS = new Set(AGENT_LOAD_KINDS), isFinding = (p) => KINDS.has(p.kind);
function problemsByPath(contexts) {
  let index = /* @__PURE__ */ new Map();
  for (let c of contexts)
    for (let p of c.problems) {
      if (!isFinding(p)) continue;
      let list = index.get(p.path) ?? [], same = list.find((f) => f.problem.kind === p.kind && f.problem.detail === p.detail), where = `${c.agent}@${c.folder === "" ? "." : c.folder}`;
      same ? same.contexts.push(where) : list.push({ problem: p, contexts: [where] }), index.set(p.path, list);
    }
  return index;
}
function hitOf({ problem, contexts }) {
  let hit = { name: "agent_load", detail: `${problem.kind}: ${problem.detail} (in ${contexts.join(", ")})`, kind: problem.kind, contexts };
  return "line" in problem && (hit.line = problem.line), problem.kind === "skill_listing_over_budget" && Object.assign(hit, { dropped: problem.dropped, cut: problem.cut, budget: problem.budget, chars: problem.chars }), "other_path" in problem && (hit.other_path = problem.other_path), hit;
}
var agentLoad = {
  name: "agent_load",
  description: "What a coding agent loses or loads twice from this doc: memory cut by a byte budget, a skill listing over its budget, twin files, AGENTS.md switched off, a file over a size limit.",
  help: "Make the memory fit what the client loads: raise or respect the byte budget, shorten skill descriptions, keep one of two twin files (or a symlink), move instructions out of CLAUDE.local.md; `node dist/context.mjs` shows each session.",
  // What an agent silently loses or loads twice: a person should look, the session still runs.
  severity: { agent_memory: "warning", elsewhere: "warning" },
  history_fields: [],
  schema: {
    required: ["kind", "contexts"],
    properties: {
      kind: { enum: [...AGENT_LOAD_KINDS], description: "The reader model's problem (openspec/specs/agent-readers)." },
      contexts: { type: "array", minItems: 1, items: { type: "string", minLength: 1 }, description: "The sessions (client@folder) it was found in." },
      other_path: { $ref: "#/$defs/relpath" },
      dropped: { type: "array", items: { type: "string" } },
      cut: { type: "array", items: { type: "string" } },
      budget: { type: "integer", minimum: 1 },
      chars: { type: "integer", minimum: 0 }
    }
  },
  roles: ROLE_ORDER,
  stage: "repository",
  needs: ["agent_contexts"],
  prepare: async (_docs, ctx) => ({ state: problemsByPath(ctx.agent_contexts ?? []), notes: [] }),
  appliesTo: (_doc, ctx) => (ctx.agent_contexts?.length ?? 0) > 0,
  detect: (doc, _ctx, byPath) => (byPath.get(doc.path) ?? []).map(hitOf)
};

// scripts/scan/signals/personal-path.ts
import { posix as posix3 } from "node:path";
var NOT_A_PERSON = /* @__PURE__ */ new Set([
  "user",
  "username",
  "user-name",
  "user_name",
  "users",
  "you",
  "your",
  "yourname",
  "your-name",
  "your_name",
  "youruser",
  "your-user",
  "your_user",
  "yourusername",
  "me",
  "myname",
  "my-name",
  "myuser",
  "name",
  "someone",
  "somebody",
  "person",
  "example",
  "foo",
  "bar",
  "baz",
  "xxx",
  "x",
  "john",
  "jane",
  "johndoe",
  "janedoe",
  "jdoe",
  "alice",
  "bob",
  "dev",
  "developer",
  "runner",
  "ubuntu",
  "node",
  "vscode",
  "codespace",
  "codespaces",
  "coder",
  "gitpod",
  "admin",
  "administrator",
  "root",
  "default",
  "public",
  "shared",
  "guest",
  "all users"
]), HOME = /(\/Users\/|\/home\/|[A-Za-z]:[\\/]Users[\\/])([A-Za-z0-9][A-Za-z0-9._-]*)(?=[\\/`'")\]\s,;:]|$)([^\s`'")\]<>,;]*)/g, BEFORE = /[\s`'"([<=:,;]/;
function inSkillFolder(path, repo) {
  for (let d = posix3.dirname(path); d !== "." && d !== ""; d = posix3.dirname(d)) if (repo.files.has(`${d}/SKILL.md`)) return !0;
  return !1;
}
function platformOf(root) {
  return root.startsWith("/Users/") ? "macos" : root.startsWith("/home/") ? "linux" : "windows";
}
var personalPath = {
  name: "personal_path",
  description: "An absolute path into one person's home folder in a doc an agent loads (memory, skills and their files, commands).",
  help: "Write the path relative to the repository root, or as `~/...` or an environment variable for a folder of the user's own, so every contributor's session can follow it.",
  // A folder that exists on one machine only: wrong for everyone else, not always wrong for its author.
  severity: { agent_memory: "warning", elsewhere: "warning" },
  history_fields: [],
  schema: {
    required: ["line", "column", "text", "user", "platform"],
    properties: {
      column: { $ref: "#/$defs/line" },
      text: { type: "string", minLength: 1, description: "The path as written, from its root to the end of the path text." },
      user: { type: "string", minLength: 1, description: "The home folder's owner as the path names it." },
      platform: { enum: ["macos", "linux", "windows"] }
    }
  },
  // Whatever its role, a doc an agent loads is read as instructions; a skill's creation log (a
  // record) ships in the skill's folder all the same.
  roles: ["agent-memory", "agent-prompt", "living", "template", "plan", "record"],
  stage: "parse",
  needs: [],
  appliesTo: (doc, ctx) => ctx.agent_docs.has(doc.path) || ctx.roles.get(doc.path)?.name === "agent-prompt" || inSkillFolder(doc.path, ctx.repo),
  detect(doc) {
    let hits = [];
    return doc.lines.forEach((line, i) => {
      if (!line.includes("Users") && !line.includes("/home/")) return;
      let seen = /* @__PURE__ */ new Set();
      for (let m of line.matchAll(HOME)) {
        let at = m.index, before = at === 0 ? " " : line[at - 1];
        if (!BEFORE.test(before) && !line.slice(0, at).endsWith("file://")) continue;
        let user = m[2];
        if (NOT_A_PERSON.has(user.toLowerCase())) continue;
        let text = m[1] + user + m[3];
        if (seen.has(text)) continue;
        seen.add(text);
        let platform = platformOf(m[1]);
        hits.push({
          name: "personal_path",
          detail: `names ${text}, a folder in ${user}'s home on one ${platform === "macos" ? "Mac" : platform === "linux" ? "Linux machine" : "Windows machine"}: other contributors' sessions have no such folder`,
          line: i + 1,
          column: at + 1,
          text,
          user,
          platform
        });
      }
    }), hits;
  }
};

// scripts/scan/signals/index.ts
function registry(signals) {
  let names = /* @__PURE__ */ new Set();
  for (let s of signals) {
    let sev = s.severity;
    if (!sev || !SEVERITIES.includes(sev.agent_memory) || !SEVERITIES.includes(sev.elsewhere))
      throw new Error(`signal ${s.name}: no CI severity (severity: { agent_memory, elsewhere }, each one of ${SEVERITIES.join(", ")})`);
    if (!s.schema || typeof s.schema.properties != "object") throw new Error(`signal ${s.name}: no evidence schema`);
    if (names.has(s.name)) throw new Error(`signal ${s.name}: registered twice`);
    names.add(s.name);
  }
  return signals;
}
var SIGNALS = registry([
  brokenReference,
  versionSkew,
  staleNameLocation,
  archiveToLiveRatio,
  frontmatterMarker,
  tokenWeight,
  duplicateBlock,
  editRecencyVsChurn,
  commandReference,
  vanishedIdentifier,
  agentLoad,
  personalPath
]), PASS_SIGNALS = registry([lifecycle, openspecCompleted]), ALL_SIGNALS = registry([...SIGNALS, ...PASS_SIGNALS]), SIGNAL_NAMES = SIGNALS.map((s) => s.name);

export {
  frozenFact,
  lineCountsFact,
  SIGNALS,
  ALL_SIGNALS
};
