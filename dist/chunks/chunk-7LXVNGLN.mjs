import { createRequire as __dhCreateRequire } from 'node:module'; const require = __dhCreateRequire(import.meta.url);
import {
  ALWAYS_EXCLUDED,
  buildScopeFilter,
  lifecyclePass,
  loadHistoryIndex
} from "./chunk-U5OHGRJB.mjs";
import {
  UnreadableObjects,
  similarity,
  vanishedIdentifier
} from "./chunk-EAESETKJ.mjs";
import {
  buildRepoFacts
} from "./chunk-XQDF6ZKF.mjs";
import {
  ROLE_ORDER
} from "./chunk-YVT32W6E.mjs";
import {
  agentContexts,
  buildRepoIndex,
  caseInsensitiveMatch,
  claudeCodeSession,
  contextLoads,
  detectSites,
  exists,
  existsLoose,
  extractImports,
  importedFiles,
  loadTokenCounter,
  loadedThrough,
  memoryFilesOf,
  memoryWithImports,
  rawLister,
  resolveRef,
  sentText,
  siteOf
} from "./chunk-PKHHBPBW.mjs";
import {
  locate,
  parseDoc
} from "./chunk-JCWKA64J.mjs";
import {
  DEFAULT_CONFIG,
  RoleModel,
  TRANSLATION_RULES,
  headOf,
  isArchivePath,
  loadConfig
} from "./chunk-KQAQCCUE.mjs";
import {
  ignoredPaths,
  listProjectFiles,
  minimatch,
  require_dist
} from "./chunk-TZALMOM2.mjs";
import {
  findProjectRoot
} from "./chunk-IGLDV2XO.mjs";
import {
  pushAll
} from "./chunk-WTUKGVID.mjs";
import {
  byCodeUnit,
  historyObjectsAt,
  lowerBound,
  partialLookupNote,
  runGit,
  unreadableLookupNote
} from "./chunk-A4CSYVLB.mjs";
import {
  MAX_PROJECT_TEXT_BYTES,
  projectFileBytes,
  projectFileText,
  readProjectFile,
  walkSymlinks
} from "./chunk-MT66A3VG.mjs";
import {
  __toESM
} from "./chunk-6K57MRJR.mjs";

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
    return out.push("  not scanned: outside the scan globs, excluded, or not a file the scan lists"), out.join(`
`) + `
`;
  out.push(`  role: ${role.name} (rule ${role.rule}${role.evidence ? `; ${role.evidence}` : ""})`), record.verdicts.length === 0 && out.push("  no signal ran: the doc was not read (an archive no signal judges, or unreadable)");
  for (let v of record.verdicts) {
    let extra = v.outcome === "roles" ? ` (runs on ${v.roles.join(", ")}; this doc is ${role.name})` : "";
    out.push(`  ${v.signal}: ${WHY[v.outcome]}${extra}`);
    for (let h of v.hits ?? []) out.push(`    - ${h.line !== void 0 ? `line ${h.line}: ` : ""}${h.detail}${h.hint === !0 ? " [hint]" : ""}`);
  }
  let others = finalHits.filter((h) => !record.verdicts.some((v) => v.signal === h.name));
  for (let h of others) out.push(`  ${h.name} (lifecycle pass): fired
    - ${h.detail}`);
  return out.push(`  shortlisted: ${shortlisted ? "yes" : "no (no signal that is not a hint)"}`), out.join(`
`) + `
`;
}

// scripts/doc/sections.ts
function sectionEnd(doc, index) {
  let hs = doc.headings;
  for (let j = index + 1; j < hs.length; j++) if (hs[j].level <= hs[index].level) return hs[j].line - 1;
  return doc.lines.length;
}
function sectionRanges(doc, opens) {
  let out = [];
  return doc.headings.forEach((h, i) => {
    opens(h.text) && out.push([h.line, sectionEnd(doc, i)]);
  }), out;
}

// scripts/scan/references.ts
var memo = /* @__PURE__ */ new WeakMap();
function scenarioRanges(doc) {
  return doc.path.startsWith("openspec/") ? sectionRanges(doc, (text) => /^Scenario:/i.test(text)) : [];
}
var EXAMPLE_BEFORE = /(?:\be\.g\.|\bfor example)[,:]?[^.;\n]*$/i, GONE_WORDS = /\b(?:removed|deleted?|deletes|deleting|obsolete|legacy|deprecated|replaced|renamed|retired|no longer|formerly|previously)\b|\bthe old\b/i, GONE_WORDS_ALL = new RegExp(GONE_WORDS.source, "gi"), NEW_LOCATION_BEFORE = /\b(?:by|to|into|in favou?r of)\s+(?:the\s+)?(?:new\s+)?$/i, SENTENCE_END = /[.!?;](?=\s|$)|\n\s*\n/g, sentenceIndexes = /* @__PURE__ */ new WeakMap(), goneRows = /* @__PURE__ */ new WeakMap();
function sentenceIndex(block) {
  let index = sentenceIndexes.get(block);
  if (!index) {
    index = { starts: [], ends: [], gone: [] };
    for (let m of block.src.matchAll(SENTENCE_END))
      index.starts.push(m.index), index.ends.push(m.index + m[0].length);
    for (let m of block.src.matchAll(GONE_WORDS_ALL)) index.gone.push(m.index);
    sentenceIndexes.set(block, index);
  }
  return index;
}
function sentenceSaysGone(doc, block, start, end) {
  if (block.block === "table") {
    let rows = goneRows.get(doc);
    rows || goneRows.set(doc, rows = /* @__PURE__ */ new Map());
    let gone = rows.get(block.first_line);
    return gone === void 0 && rows.set(block.first_line, gone = GONE_WORDS.test(doc.lines[block.first_line - 1] ?? block.src)), gone;
  }
  let index = sentenceIndex(block), before = lowerBound(index.ends, start + 1) - 1, from = before >= 0 ? index.ends[before] : 0;
  /[.!?;]/.test(block.src[start - 1] ?? "") && (from = start);
  let after = lowerBound(index.starts, end), to = after < index.starts.length ? index.starts[after] : block.src.length, word = lowerBound(index.gone, from);
  return word < index.gone.length && index.gone[word] < to;
}
function saysGone(doc, block, span) {
  return NEW_LOCATION_BEFORE.test(block.src.slice(Math.max(0, span.start - 30), span.start)) ? !1 : sentenceSaysGone(doc, block, span.start, span.end);
}
function codePathRefs(doc) {
  let out = [], examples = scenarioRanges(doc), e = 0;
  for (let block of doc.inlines) {
    for (; e < examples.length && examples[e][1] < block.first_line; ) e++;
    if (!(e < examples.length && block.first_line >= examples[e][0]))
      for (let span of block.code_spans) {
        let content = span.content;
        if (content === "" || /\s/.test(content) || !content.includes("/") || EXAMPLE_BEFORE.test(block.src.slice(Math.max(0, span.start - 40), span.start)) || saysGone(doc, block, span)) continue;
        let pos = locate(doc, block, span.content_start, content);
        out.push({ source: "code_path", target: content, raw: content, ...pos });
      }
  }
  return out;
}
function referencesOf(doc, opts) {
  if ("references" in doc) return doc.references;
  let cached = memo.get(doc);
  if (cached) return cached;
  let refs = [...doc.refs, ...opts.agent ? extractImports(doc, opts.repo).map(({ client_target: _, ...ref }) => ref) : [], ...codePathRefs(doc)], out = [];
  for (let ref of refs) {
    let r = resolveRef(doc.path, ref, opts.root, opts.repo);
    r.kind === "path" && out.push({ ref, resolved: r.resolved, fragment: r.fragment, directory: r.directory });
  }
  return out.sort((a, b) => a.ref.line - b.ref.line || a.ref.column - b.ref.column), memo.set(doc, out), out;
}
function isMarkdownPath(p) {
  return /\.(?:md|markdown|mdx)$/i.test(p);
}

// scripts/scan/signals/broken-reference.ts
import { posix } from "node:path";
var VERB = {
  link: "links to",
  image: "shows the image",
  definition: "defines a link to",
  import: "imports",
  code_path: "names the path"
};
function folderListed(ctx, p) {
  let i = p.lastIndexOf("/");
  return i < 0 || ctx.repo.dirs.has(p.slice(0, i));
}
function markdownWithoutExtension(ctx, p) {
  if (!/\.[A-Za-z0-9]+$/.test(p))
    return [p + ".md", p + ".mdx"].find((f) => ctx.repo.files.has(f));
}
function insideFolderOnLine(ctx, refs, at) {
  let rel = at.ref.target.replace(/^\.\//, "").replace(/[#?].*$/, "");
  if (rel === "" || rel.startsWith("/") || rel.startsWith("../")) return !1;
  for (let folder of foldersByLine(ctx, refs).get(at.ref.line) ?? []) if (existsLoose(ctx.repo, posix.join(folder, rel))) return !0;
  return !1;
}
var lineFolders = /* @__PURE__ */ new WeakMap();
function foldersByLine(ctx, refs) {
  let byLine = lineFolders.get(refs);
  if (!byLine) {
    byLine = /* @__PURE__ */ new Map();
    for (let r of refs) {
      if (r.resolved === "" || !ctx.repo.dirs.has(r.resolved)) continue;
      let set = byLine.get(r.ref.line);
      set || byLine.set(r.ref.line, set = /* @__PURE__ */ new Set()), set.add(r.resolved);
    }
    lineFolders.set(refs, byLine);
  }
  return byLine;
}
var lowered = /* @__PURE__ */ new WeakMap();
function fragmentFound(anchors, fragment) {
  let f = fragment.replace(/^user-content-/, "");
  if (anchors.has(f)) return !0;
  let lower = lowered.get(anchors);
  return lower || (lower = new Set([...anchors].map((a) => a.toLowerCase())), lowered.set(anchors, lower)), lower.has(f.toLowerCase());
}
var brokenReference = {
  name: "broken_reference",
  description: "A reference (link, image, definition, @import, backticked path) to a path or heading that does not exist.",
  roles: ["living", "agent-memory", "agent-prompt", "plan", "template", "generated"],
  rules: TRANSLATION_RULES,
  stage: "repository",
  needs: ["history"],
  appliesTo: () => !0,
  detect(doc, ctx) {
    let hits = [], refs = referencesOf(doc, { root: ctx.root, repo: ctx.repo, agent: ctx.agent_docs.has(doc.path) }), plan = ctx.roles.get(doc.path)?.name === "plan", translation = ctx.roles.get(doc.path)?.name === "copy", generated = ctx.roles.get(doc.path)?.name === "generated";
    for (let at of refs) {
      let { ref, resolved, fragment } = at;
      if ((plan || translation || generated) && ref.source === "code_path" || generated && !(doc.hand_written ?? []).some(([a, b]) => ref.line >= a && ref.line <= b)) continue;
      let base = {
        line: ref.line,
        column: ref.column,
        source: ref.source,
        target: ref.target,
        raw: ref.raw,
        resolved
      }, found = ref.source === "code_path" ? existsLoose(ctx.repo, resolved) : exists(ctx.repo, resolved), withExtension = found || ref.source === "code_path" ? void 0 : markdownWithoutExtension(ctx, resolved), ci = found ? void 0 : caseInsensitiveMatch(ctx.repo, resolved), site = found ? void 0 : siteOf(ctx.repo.sites, doc.path), form = site?.extensionless && withExtension ? "extensionless" : site?.case_insensitive && ci !== void 0 && ref.source !== "code_path" ? "case_only" : void 0;
      if (site && form) {
        let served = form === "extensionless" ? withExtension : ci;
        hits.push({
          name: "broken_reference",
          detail: `${VERB[ref.source]} ${resolved}, ${form === "extensionless" ? "without its .md" : "in another letter case"}; ${site.generator} (${site.config}) serves ${served} there`,
          ...base,
          missing: "form",
          form,
          served_as: served,
          site: `${site.generator} (${site.config})`,
          priority: "low"
        });
        continue;
      }
      if (!found) {
        let fate = ctx.history?.fateOf(resolved), gone = fate?.renamed_to !== void 0 || fate?.deleted_in !== void 0;
        if (ref.source === "code_path" && !gone && !folderListed(ctx, resolved) || ref.source === "code_path" && insideFolderOnLine(ctx, refs, at)) continue;
        let hit = {
          name: "broken_reference",
          detail: `${VERB[ref.source]} ${resolved}, which does not exist`,
          ...base,
          missing: "path"
        };
        withExtension !== void 0 && (hit.with_extension = withExtension, hit.detail += `; ${withExtension} exists, but no docs site here serves .md-less links`), ci !== void 0 && (hit.case_insensitive_match = ci, hit.detail += `; ${ci} matches except for letter case`), fate?.renamed_to !== void 0 && exists(ctx.repo, fate.renamed_to) ? (hit.renamed_to = fate.renamed_to, hit.detail += `; history: moved to ${fate.renamed_to}`) : fate?.renamed_to !== void 0 ? hit.detail += `; history: moved to ${fate.renamed_to}, which is not in the working tree either` : fate?.deleted_in !== void 0 && (hit.deleted_in = fate.deleted_in, hit.detail += `; history: deleted in ${fate.deleted_in.commit.slice(0, 12)} (${fate.deleted_in.date})`), ref.source === "code_path" && !gone && (hit.hint = !0, hit.detail += "; history never had this path (a hint)"), hits.push(hit);
        continue;
      }
      if (fragment === void 0 || !isMarkdownPath(resolved) || !ctx.repo.files.has(resolved)) continue;
      let anchors = resolved === doc.path ? doc.anchors : ctx.anchors_of(resolved);
      anchors === void 0 || fragmentFound(anchors, fragment) || hits.push({
        name: "broken_reference",
        detail: `${VERB[ref.source]} ${resolved}#${fragment}, but ${resolved === doc.path ? "this document" : resolved} has no heading or anchor "${fragment}"`,
        ...base,
        fragment,
        missing: "fragment"
      });
    }
    return hits;
  }
};

// scripts/scan/signals/version-skew.ts
import { posix as posix3 } from "node:path";

// scripts/scan/manifests.ts
import { posix as posix2 } from "node:path";
var SUBJECT_ALIASES = {
  node: "node",
  "node.js": "node",
  nodejs: "node",
  python: "python",
  python3: "python",
  cpython: "python",
  go: "go",
  golang: "go",
  rust: "rust",
  postgres: "postgres",
  postgresql: "postgres"
};
function canonicalSubject(name) {
  let n = name.toLowerCase();
  return SUBJECT_ALIASES[n] ?? n;
}
function isManifestPath(p) {
  let b = posix2.basename(p);
  return b === "package.json" || b === ".nvmrc" || b === ".node-version" || b === ".python-version" || b === "pyproject.toml" || b === "go.mod" || b === "Cargo.toml" || isDockerfile(b);
}
function isDockerfile(b) {
  return b === "Dockerfile" || b.startsWith("Dockerfile.") || /\.dockerfile$/i.test(b);
}
function lineOf(lines, test, from = 0) {
  for (let i = from; i < lines.length; i++) if (test(lines[i])) return i + 1;
}
function escapeRe(s) {
  return s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
function readPins(manifest, text) {
  let b = posix2.basename(manifest), lines = text.split(/\r?\n/);
  if (b === "package.json") return packageJson(manifest, text, lines);
  if (b === ".nvmrc" || b === ".node-version" || b === ".python-version") {
    let i = lines.findIndex((l) => l.trim() !== "" && !l.trim().startsWith("#"));
    if (i < 0) return [];
    let spec = lines[i].trim();
    return [{ subject: b === ".python-version" ? "python" : "node", spec, manifest, manifest_line: i + 1, kind: "runtime", bare: "partial" }];
  }
  return b === "pyproject.toml" ? pyproject(manifest, lines) : b === "go.mod" ? goMod(manifest, lines) : b === "Cargo.toml" ? cargo(manifest, lines) : isDockerfile(b) ? dockerfile(manifest, lines) : [];
}
function packageJson(manifest, text, lines) {
  let j;
  try {
    j = JSON.parse(text);
  } catch {
    return [];
  }
  let out = [], at = (name, spec) => lineOf(lines, (l) => new RegExp(`"${escapeRe(name)}"\\s*:\\s*"${escapeRe(spec)}"`).test(l)), engines = j.engines;
  if (engines && typeof engines == "object")
    for (let [name, spec] of Object.entries(engines))
      typeof spec == "string" && out.push({ subject: canonicalSubject(name), spec, manifest, manifest_line: at(name, spec), kind: "runtime", bare: "partial" });
  if (typeof j.packageManager == "string") {
    let m = /^([^@]+)@([^+]+)/.exec(j.packageManager);
    m && out.push({ subject: m[1].toLowerCase(), spec: m[2], manifest, manifest_line: lineOf(lines, (l) => l.includes('"packageManager"')), kind: "runtime", bare: "partial" });
  }
  for (let section of ["dependencies", "devDependencies", "peerDependencies", "optionalDependencies"]) {
    let deps = j[section];
    if (!(!deps || typeof deps != "object"))
      for (let [name, spec] of Object.entries(deps))
        typeof spec == "string" && out.push({ subject: name.toLowerCase(), spec, manifest, manifest_line: at(name, spec), kind: "package", bare: "partial" });
  }
  return out;
}
function tomlString(v) {
  let m = /^\s*(?:"([^"]*)"|'([^']*)')/.exec(v);
  return m ? m[1] ?? m[2] : void 0;
}
function tomlVersion(v) {
  let direct = tomlString(v);
  if (direct !== void 0) return direct;
  let m = /\bversion\s*=\s*(?:"([^"]*)"|'([^']*)')/.exec(v);
  return m ? m[1] ?? m[2] : void 0;
}
function pythonName(n) {
  return n.toLowerCase().replace(/[_.]+/g, "-");
}
function pep508(req) {
  let m = /^\s*([A-Za-z0-9][A-Za-z0-9._-]*)\s*(?:\[[^\]]*\])?\s*\(?([^;)]*)\)?/.exec(req);
  if (!(!m || m[2].trim() === ""))
    return { name: pythonName(m[1]), spec: m[2].trim() };
}
function pyproject(manifest, lines) {
  let out = [], table = "", inArray = !1;
  for (let i = 0; i < lines.length; i++) {
    let line = lines[i].replace(/\s+#.*$/, ""), header = /^\s*\[([^\]]+)\]\s*$/.exec(line);
    if (header && !inArray) {
      table = header[1].trim();
      continue;
    }
    if (inArray) {
      for (let m of line.matchAll(/"([^"]+)"|'([^']+)'/g)) {
        let r = pep508(m[1] ?? m[2]);
        r && out.push({ subject: r.name, spec: r.spec, manifest, manifest_line: i + 1, kind: "package", bare: "partial" });
      }
      line.includes("]") && (inArray = !1);
      continue;
    }
    let kv = /^\s*([A-Za-z0-9_.-]+|"[^"]+")\s*=\s*(.*)$/.exec(line);
    if (!kv) continue;
    let key = kv[1].replace(/"/g, ""), value = kv[2];
    if (table === "project" && key === "requires-python") {
      let spec = tomlString(value);
      spec && out.push({ subject: "python", spec, manifest, manifest_line: i + 1, kind: "runtime", bare: "partial" });
    } else if (table === "project" && key === "dependencies" || table === "project.optional-dependencies") {
      if (value.trim().startsWith("[")) {
        for (let m of value.matchAll(/"([^"]+)"|'([^']+)'/g)) {
          let r = pep508(m[1] ?? m[2]);
          r && out.push({ subject: r.name, spec: r.spec, manifest, manifest_line: i + 1, kind: "package", bare: "partial" });
        }
        value.includes("]") || (inArray = !0);
      }
    } else if (/^tool\.poetry\.(?:group\.[^.]+\.)?(?:dev-)?dependencies$/.test(table)) {
      let spec = tomlVersion(value);
      if (!spec) continue;
      key === "python" ? out.push({ subject: "python", spec, manifest, manifest_line: i + 1, kind: "runtime", bare: "caret" }) : out.push({ subject: pythonName(key), spec, manifest, manifest_line: i + 1, kind: "package", bare: "caret" });
    }
  }
  return out;
}
function goMod(manifest, lines) {
  let out = [], inRequire = !1;
  for (let i = 0; i < lines.length; i++) {
    let line = lines[i].replace(/\/\/.*$/, "").trim(), m;
    (m = /^go\s+(\d+(?:\.\d+){0,2})$/.exec(line)) ? out.push({ subject: "go", spec: m[1], manifest, manifest_line: i + 1, kind: "runtime", bare: "minimum" }) : (m = /^toolchain\s+go(\d+(?:\.\d+){0,2})$/.exec(line)) ? out.push({ subject: "go", spec: m[1], manifest, manifest_line: i + 1, kind: "runtime", bare: "partial" }) : /^require\s*\($/.test(line) ? inRequire = !0 : inRequire && line === ")" ? inRequire = !1 : (m = (inRequire ? /^(\S+)\s+(v\S+)/ : /^require\s+(\S+)\s+(v\S+)/).exec(line)) && out.push({ subject: m[1].toLowerCase(), spec: m[2], manifest, manifest_line: i + 1, kind: "package", bare: "partial" });
  }
  return out;
}
function cargo(manifest, lines) {
  let out = [], table = "";
  for (let i = 0; i < lines.length; i++) {
    let line = lines[i].replace(/\s+#.*$/, ""), header = /^\s*\[([^\]]+)\]\s*$/.exec(line);
    if (header) {
      table = header[1].trim();
      continue;
    }
    let kv = /^\s*([A-Za-z0-9_-]+)\s*=\s*(.*)$/.exec(line);
    if (!kv) continue;
    let key = kv[1], value = kv[2], depTable = /^(?:workspace\.|target\.[^\]]+\.)?(?:dev-|build-)?dependencies$/.test(table), depSubTable = /^(?:workspace\.|target\.[^\]]+\.)?(?:dev-|build-)?dependencies\.([A-Za-z0-9_-]+)$/.exec(table);
    if ((table === "package" || table === "workspace.package") && key === "rust-version") {
      let spec = tomlString(value);
      spec && out.push({ subject: "rust", spec, manifest, manifest_line: i + 1, kind: "runtime", bare: "minimum" });
    } else if (depTable) {
      let spec = tomlVersion(value);
      spec && out.push({ subject: key.toLowerCase(), spec, manifest, manifest_line: i + 1, kind: "package", bare: "caret" });
    } else if (depSubTable && key === "version") {
      let spec = tomlString(value);
      spec && out.push({ subject: depSubTable[1].toLowerCase(), spec, manifest, manifest_line: i + 1, kind: "package", bare: "caret" });
    }
  }
  return out;
}
function dockerfile(manifest, lines) {
  let out = [];
  for (let i = 0; i < lines.length; i++) {
    let m = /^\s*FROM\s+(?:--\S+\s+)*(\S+)/i.exec(lines[i]);
    if (!m || m[1].includes("$")) continue;
    let ref = m[1].replace(/@sha256:[0-9a-f]+$/i, ""), slash = ref.lastIndexOf("/"), colon = ref.lastIndexOf(":");
    if (colon <= slash) continue;
    let name = ref.slice(slash + 1, colon).toLowerCase(), tag = ref.slice(colon + 1), v = /^v?(\d+(?:\.\d+){0,2})/.exec(tag);
    if (!v) continue;
    let subject = canonicalSubject(name), runtime = subject === "node" || subject === "python" || subject === "go" || subject === "rust";
    out.push({ subject, spec: v[1], manifest, manifest_line: i + 1, kind: runtime ? "runtime" : "image", bare: "partial" });
  }
  return out;
}

// scripts/scan/versions.ts
var VERSION = /^v?(\d+)(?:\.(\d+|[xX*]))?(?:\.(\d+|[xX*]))?(?:[-+][0-9A-Za-z.-]*)?$/;
function parseVersion(s) {
  let m = VERSION.exec(s.trim());
  if (!m) return;
  let parts = [], wildcard = !1;
  for (let g of [m[1], m[2], m[3]]) {
    if (g === void 0) break;
    if (/^[xX*]$/.test(g)) {
      wildcard = !0;
      break;
    }
    parts.push(Number(g));
  }
  return { parts, wildcard };
}
function triple(parts) {
  return [parts[0] ?? 0, parts[1] ?? 0, parts[2] ?? 0];
}
function nextAfter(parts) {
  if (parts.length === 0) return [1 / 0, 0, 0];
  let p = parts.slice();
  return p[p.length - 1] += 1, triple(p);
}
function cmp(a, b) {
  for (let i = 0; i < 3; i++) if (a[i] !== b[i]) return a[i] < b[i] ? -1 : 1;
  return 0;
}
function docInterval(stated) {
  let plus = stated.endsWith("+"), v = parseVersion(plus ? stated.slice(0, -1) : stated.replace(/\.x$/i, ""));
  if (!(!v || v.parts.length === 0))
    return { lo: triple(v.parts), hi: plus ? null : nextAfter(v.parts) };
}
function comparator(op, v, bare) {
  let p = v.parts;
  if (p.length === 0) return { lo: null, hi: null };
  let full = p.length === 3 && !v.wildcard;
  switch (op) {
    case "":
    case "=":
    case "==":
    case "===":
      return op === "" && bare === "caret" ? comparator("^", v, bare) : op === "" && bare === "minimum" ? { lo: triple(p), hi: null } : { lo: triple(p), hi: nextAfter(p) };
    case "^": {
      let i = p.findIndex((n) => n !== 0), upto = i < 0 ? p.length : i + 1;
      return { lo: triple(p), hi: nextAfter(p.slice(0, Math.min(upto, p.length))) };
    }
    case "~":
      return { lo: triple(p), hi: nextAfter(p.slice(0, Math.max(1, Math.min(2, p.length)))) };
    case "~=":
      return p.length < 2 ? void 0 : { lo: triple(p), hi: nextAfter(p.slice(0, p.length - 1)) };
    case ">=":
      return { lo: triple(p), hi: null };
    case ">":
      return { lo: nextAfter(p), hi: null };
    case "<":
      return { lo: null, hi: triple(p) };
    case "<=":
      return { lo: null, hi: nextAfter(p) };
    case "!=":
      return { lo: null, hi: null };
    default:
      return;
  }
}
function intersect(a, b) {
  let lo = a.lo === null ? b.lo : b.lo === null || cmp(a.lo, b.lo) >= 0 ? a.lo : b.lo, hi = a.hi === null ? b.hi : b.hi === null || cmp(a.hi, b.hi) <= 0 ? a.hi : b.hi;
  return { lo, hi };
}
function nonEmpty(i) {
  return i.lo === null || i.hi === null || cmp(i.lo, i.hi) < 0;
}
var COMPARATOR = /^(>=|<=|===|==|~=|!=|>|<|=|\^|~)?\s*(.+)$/;
function specIntervals(spec, bare) {
  let s = spec.trim();
  if (s === "" || s === "*" || /^[xX]$/.test(s)) return [{ lo: null, hi: null }];
  let out = [];
  for (let alt of s.split("||")) {
    let a = alt.trim(), hyphen = /^(\S+)\s+-\s+(\S+)$/.exec(a);
    if (hyphen) {
      let lo = parseVersion(hyphen[1]), hi = parseVersion(hyphen[2]);
      if (!lo || !hi) return;
      out.push({ lo: triple(lo.parts), hi: nextAfter(hi.parts) });
      continue;
    }
    let acc = { lo: null, hi: null }, pieces = a.split(/\s*,\s*|\s+(?=[<>=!~^]|v?\d)/).filter((x) => x !== "");
    if (pieces.length === 0) return;
    for (let i = 0; i < pieces.length; i++) {
      let piece = pieces[i];
      /^(>=|<=|===|==|~=|!=|>|<|=|\^|~)$/.test(piece) && i + 1 < pieces.length && (piece += pieces[++i]);
      let m = COMPARATOR.exec(piece);
      if (!m) return;
      let v = parseVersion(m[2].replace(/\.\*$/, ""));
      if (!v) return;
      let c = comparator(m[1] ?? "", v, bare);
      if (!c) return;
      acc = intersect(acc, c);
    }
    out.push(acc);
  }
  return out;
}
function fits(stated, spec, bare) {
  let d = docInterval(stated), ranges = specIntervals(spec, bare);
  if (!(!d || !ranges))
    return ranges.some((r) => nonEmpty(intersect(d, r)));
}

// scripts/scan/signals/version-skew.ts
var AT_FORM = /(?<![\w@/.-])((?:@[a-z0-9][\w.-]*\/)?[a-z0-9][\w.-]*(?:\/[\w.-]+)*)@v?(\d+(?:\.\d+){0,2})(\.x|\+)?(?![\d])/gi, TAG_FORM = /(?<![\w@/.:-])(?:[\w.-]+\/)*([a-z0-9][\w.-]*):v?(\d+(?:\.\d+){0,2})(?![\d])/gi, DIGIT = /\d/, AT_HINT = /@v?\d/, TAG_HINT = /:v?\d/, PROSE_VERSION = /(\s+)(v?)(\d+(?:\.\d+){0,2})(\.x|\+)?(?![\w.]*\d)/g, RUNTIMES = /* @__PURE__ */ new Set(["node", "python", "rust", "go"]), DISPLAY_NAMES = {
  typescript: ["TypeScript"],
  react: ["React"],
  vue: ["Vue", "Vue.js"],
  next: ["Next.js"],
  eslint: ["ESLint"],
  prettier: ["Prettier"],
  jest: ["Jest"],
  vitest: ["Vitest"],
  webpack: ["Webpack", "webpack"],
  vite: ["Vite"],
  express: ["Express"],
  django: ["Django"],
  flask: ["Flask"],
  fastapi: ["FastAPI"],
  pytest: ["pytest"],
  tokio: ["Tokio"],
  serde: ["Serde"]
}, matcherCache = /* @__PURE__ */ new WeakMap();
function matchersFor(pins) {
  let cached = matcherCache.get(pins);
  if (cached) return cached;
  let bySubject = /* @__PURE__ */ new Map();
  for (let p of pins) {
    let list = bySubject.get(p.subject);
    list ? list.push(p) : bySubject.set(p.subject, [p]);
  }
  let runtimes = /* @__PURE__ */ new Map(), packages = /* @__PURE__ */ new Map();
  for (let [subject, list] of bySubject)
    if (/^[a-z0-9][\w.-]*$/.test(subject))
      if (list.some((p) => p.kind !== "package")) runtimes.set(subject, subject);
      else {
        packages.set(subject, subject);
        for (let d of DISPLAY_NAMES[subject] ?? []) packages.set(d, subject);
      }
  for (let [alias, canonical] of Object.entries(SUBJECT_ALIASES)) runtimes.has(canonical) && runtimes.set(alias, canonical);
  let m = { runtimes, packages, bySubject };
  return matcherCache.set(pins, m), m;
}
function plausibleRuntime(subject, version) {
  let [major, minor] = version.split(".").map(Number);
  switch (subject) {
    case "node":
      return major >= 4 && major <= 60 || major === 0 && minor !== void 0;
    case "python":
      return major === 2 || major === 3;
    case "go":
    case "rust":
      return major === 1 && minor !== void 0;
    default:
      return !0;
  }
}
function proseCounts(subject, v, version, pins) {
  let dotted = version.includes(".");
  return plausibleRuntime(subject, version) ? RUNTIMES.has(subject) || pins.some((p) => p.kind === "runtime") ? !0 : dotted || v !== void 0 : !1;
}
function quoted(src, offset) {
  let start = src.lastIndexOf(`
`, offset - 1) + 1, straight = 0, open = 0;
  for (let i = start; i < offset; i++) {
    let c = src.charCodeAt(i);
    c === 34 ? straight++ : c === 8220 ? open++ : c === 8221 && open--;
  }
  return straight % 2 === 1 || open > 0;
}
function inRanges(ranges, offset) {
  for (let [a, b] of ranges) if (offset >= a && offset < b) return !0;
  return !1;
}
function inlineStatements(doc, block, m, out) {
  let codeRanges = block.code_spans.map((c) => [c.start, c.end]), usable = (offset) => (!inRanges(block.excluded, offset) || inRanges(codeRanges, offset)) && !quoted(block.src, offset), push = (subject, version, offset, text) => {
    if (!usable(offset)) return;
    let pos = locate(doc, block, offset, text);
    out.push({ subject, version, text, ...pos });
  }, src = block.src;
  if (DIGIT.test(src)) {
    if (AT_HINT.test(src)) for (let x of src.matchAll(AT_FORM)) push(canonicalSubject(x[1]), x[2] + (x[3] ?? ""), x.index, x[0]);
    if (TAG_HINT.test(src)) for (let x of src.matchAll(TAG_FORM)) push(canonicalSubject(x[1]), x[2], x.index, x[0]);
    for (let x of src.matchAll(PROSE_VERSION)) {
      let end = x.index + x[1].length, k = end;
      for (; k > 0 && /\s/.test(src[k - 1]); ) k--;
      if (k === end || k === 0) continue;
      for (end = k; k > 0 && /[\w.-]/.test(src[k - 1]); ) k--;
      if (k > 0 && /[@/]/.test(src[k - 1])) continue;
      let word = src.slice(k, end).replace(/\.+$/, "");
      if (word === "" || !/^[A-Za-z]/.test(word)) continue;
      let subject = m.runtimes.get(word.toLowerCase()) ?? m.packages.get(word);
      if (subject === void 0) continue;
      let pins = m.bySubject.get(subject);
      proseCounts(subject, x[2] || void 0, x[3], pins) && push(subject, x[3] + (x[4] ?? ""), k, src.slice(k, x.index + x[0].length));
    }
  }
}
function fenceStatements(doc, out) {
  for (let fence of doc.fences) {
    let lines = fence.content.split(`
`);
    for (let k = 0; k < lines.length; k++) {
      let text = lines[k], line = fence.first_line + k, fileLine = doc.lines[line - 1] ?? text;
      for (let re of [AT_FORM, TAG_FORM])
        if ((re === AT_FORM ? AT_HINT : TAG_HINT).test(text))
          for (let x of text.matchAll(re)) {
            let col = fileLine.indexOf(x[0]);
            out.push({ subject: canonicalSubject(x[1]), version: x[2] + (re === AT_FORM ? x[3] ?? "" : ""), line, column: (col < 0 ? x.index : col) + 1, text: x[0] });
          }
    }
  }
}
function nearest(pins, docPath) {
  let docDir = posix3.dirname(docPath), depth = (p) => {
    let dir = posix3.dirname(p.manifest);
    return dir === "." ? 0 : docDir === dir || docDir.startsWith(dir + "/") ? dir.split("/").length : -1;
  };
  return [...pins].sort((a, b) => depth(b) - depth(a) || byCodeUnit(a.manifest, b.manifest) || (a.manifest_line ?? 0) - (b.manifest_line ?? 0))[0];
}
var versionSkew = {
  name: "version_skew",
  description: "The doc states a version that the repository manifests pin differently.",
  roles: ["living", "agent-memory", "agent-prompt", "template"],
  stage: "parse",
  needs: ["pins"],
  appliesTo: (_doc, ctx) => ctx.pins.length > 0,
  detect(doc, ctx) {
    let m = matchersFor(ctx.pins), found = [];
    for (let block of doc.inlines) inlineStatements(doc, block, m, found);
    fenceStatements(doc, found);
    let examples = scenarioRanges(doc), statements = examples.length === 0 ? found : found.filter((s) => !examples.some(([a, b]) => s.line >= a && s.line <= b)), hits = [], seen = /* @__PURE__ */ new Set();
    for (let s of statements) {
      let pins = m.bySubject.get(s.subject);
      if (!pins) continue;
      let key = `${s.line}\0${s.subject}\0${s.version}`;
      if (seen.has(key) || (seen.add(key), pins.map((p) => fits(s.version, p.spec, p.bare)).some((v) => v !== !1))) continue;
      let pin = nearest(pins, doc.path), hit = {
        name: "version_skew",
        detail: `states ${s.subject} ${s.version}; ${pin.manifest}${pin.manifest_line ? `:${pin.manifest_line}` : ""} pins ${pin.spec}`,
        line: s.line,
        column: s.column,
        subject: s.subject,
        doc_version: s.version,
        doc_text: s.text,
        manifest_version: pin.spec,
        manifest: pin.manifest,
        // A hint: measured at 2 true of 5 judged hits on the evaluation corpora; never a candidate alone.
        hint: !0
      };
      pin.manifest_line !== void 0 && (hit.manifest_line = pin.manifest_line), hits.push(hit);
    }
    return hits;
  }
};

// scripts/scan/signals/stale-name-location.ts
import { posix as posix4 } from "node:path";
var FOLDER_WORDS = /* @__PURE__ */ new Set(["old", "deprecated", "legacy", "obsolete", "draft", "drafts", "wip", "tmp", "temp"]), NAME_WORDS = /* @__PURE__ */ new Set(["draft", "wip", "tmp", "deprecated", "legacy", "obsolete"]), NAME_SUFFIX = /[-_.](old|backup|bak|orig|v1)$/i, VERSION_SUFFIX = /^(.*[-_.])v(\d+)$/i, DATE = /(?<!\d)(\d{4})-?(\d{2})-?(\d{2})(?!\d)/g, DAY_MS = 864e5;
function validDate(y, m, d) {
  if (y < 1990 || y > 2200 || m < 1 || m > 12 || d < 1 || d > 31) return;
  let date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCMonth() === m - 1 ? date : void 0;
}
var staleNameLocation = {
  name: "stale_name_location",
  description: "A folder or file name that marks the doc as old or temporary, or an old date in its path.",
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
    let base = segs[segs.length - 1], ext = posix4.extname(base), stem = ext === "" ? base : base.slice(0, -ext.length);
    for (let word of stem.split(/[-_.\s]+/))
      NAME_WORDS.has(word.toLowerCase()) && add(word, "name", `file name contains "${word}"`);
    let suffix = NAME_SUFFIX.exec(stem);
    suffix && add(suffix[0].slice(1), "name", `file name ends in ${suffix[0]}`);
    let vn = VERSION_SUFFIX.exec(stem);
    if (vn && Number(vn[2]) > 1) {
      let dir = posix4.dirname(doc.path), newer = `${dir === "." ? "" : dir + "/"}${vn[1]}v${Number(vn[2]) + 1}${ext}`;
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
  roles: ["living", "agent-memory", "agent-prompt", "plan", "template"],
  stage: "parse",
  needs: ["archived_copies"],
  appliesTo: () => !0,
  detect(doc, ctx) {
    let hits = [], refs = referencesOf(doc, { root: ctx.root, repo: ctx.repo, agent: ctx.agent_docs.has(doc.path) }).filter(
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

// scripts/scan/signals/frontmatter-marker.ts
var STATUS_VALUES = ["done", "completed", "complete", "implemented", "superseded", "deprecated", "draft"], FINISHED_VALUES = ["done", "completed", "complete", "implemented"], MIN_TASKS = 2, TOP_BLOCKS = 4, EMPH = "(?:[*_]{1,2})?", STATUS_LINE = new RegExp(`^${EMPH}status${EMPH}\\s*:\\s*${EMPH}\\s*(${STATUS_VALUES.join("|")})\\b`, "i"), BANNER_START = /^(?:[*_]{1,2})?(?:\[!(?:WARNING|CAUTION|IMPORTANT|NOTE)\]\s*)?(?:⚠️?\s*)?[[(]?(deprecated|superseded|obsolete)[*_]{0,2}(?:\s*[\]):.!—–-]|\s*$|\s+(?:by|in favou?r of|since|as of)\b)/i, ALERT_MARKER = /^\[!(?:WARNING|CAUTION|IMPORTANT|NOTE)\]$/i, BANNER_SENTENCE = /\bthis (?:document|doc|page|file|plan|spec|guide|note|section) (?:is|has been|was) (?:now )?(deprecated|superseded|obsolete)\b/i, OPENSPEC_TREE = /^openspec\/(?:changes|initiatives)\//;
function topRegionEnd(doc) {
  let after = doc.frontmatter?.end_line ?? 0, top = doc.blocks.filter((b) => b.start_line > after).slice(0, TOP_BLOCKS);
  return top.length === 0 ? after : top[top.length - 1].end_line;
}
var frontmatterMarker = {
  name: "frontmatter_marker",
  description: "A status marker (frontmatter, inline status line, banner, all tasks ticked) or hygiene: frozen.",
  // A record's status (an ADR superseded) is history; a template's is a placeholder.
  roles: ["living", "agent-memory", "agent-prompt", "plan"],
  stage: "parse",
  needs: [],
  appliesTo: () => !0,
  detect(doc, ctx) {
    let hits = [], plan = ctx.roles.get(doc.path)?.name === "plan", counts = (status) => STATUS_VALUES.includes(status) && (plan || !FINISHED_VALUES.includes(status)), fm = doc.frontmatter;
    if (fm?.data) {
      let d = fm.data, status = typeof d.status == "string" ? d.status.trim().toLowerCase() : void 0;
      status !== void 0 && counts(status) && hits.push({ name: "frontmatter_marker", detail: `frontmatter status: ${status}`, line: fm.key_lines.status, marker: "status", value: status }), typeof d.superseded_by == "string" && d.superseded_by.trim() !== "" && hits.push({ name: "frontmatter_marker", detail: `frontmatter superseded_by: ${d.superseded_by}`, line: fm.key_lines.superseded_by, marker: "superseded_by", value: d.superseded_by }), d.deprecated === !0 && hits.push({ name: "frontmatter_marker", detail: "frontmatter deprecated: true", line: fm.key_lines.deprecated, marker: "deprecated", value: "true" }), isFrozen(doc) && hits.push({ name: "frontmatter_marker", detail: "hygiene: frozen (no bloat candidates for this doc)", line: fm.key_lines.hygiene, marker: "hygiene", value: "frozen", frozen: !0 });
    }
    let topEnd = topRegionEnd(doc), banner = !1, statusLine = !1;
    for (let block of doc.inlines) {
      if (block.first_line > topEnd) break;
      let lines = block.src.split(`
`);
      for (let k = 0; k < lines.length; k++) {
        let text = lines[k].trim(), s = STATUS_LINE.exec(text);
        if (s && !statusLine && counts(s[1].toLowerCase())) {
          statusLine = !0, hits.push({ name: "frontmatter_marker", detail: `inline status: ${s[1].toLowerCase()}`, line: block.first_line + k, marker: "inline_status", value: s[1].toLowerCase() });
          continue;
        }
        let b = (k === 0 || ALERT_MARKER.test(lines[k - 1].trim()) ? BANNER_START.exec(text) : null) ?? BANNER_SENTENCE.exec(text);
        b && !banner && (banner = !0, hits.push({ name: "frontmatter_marker", detail: `${b[1].toLowerCase()} banner at the top of the doc`, line: block.first_line + k, marker: "banner", value: b[1].toLowerCase() }));
      }
    }
    let checked = doc.tasks.filter((t) => t.checked).length;
    return plan && !OPENSPEC_TREE.test(doc.path) && doc.tasks.length >= MIN_TASKS && checked === doc.tasks.length && hits.push({ name: "frontmatter_marker", detail: `all ${checked} task boxes are ticked`, line: doc.tasks[0].line, marker: "tasks_done", value: `${checked}/${doc.tasks.length}` }), hits;
  }
};

// scripts/scan/signals/token-weight.ts
function sessionWeight(path, ctx) {
  let doc = ctx.per_session.get(path), own = doc?.own_tokens ?? 0, imports = (doc?.through ?? []).map((t) => ({ path: t.path, tokens: t.tokens, depth: t.depth }));
  return { own, imports, total: own + imports.reduce((n, i) => n + i.tokens, 0) };
}
var tokenWeight = {
  name: "token_weight",
  description: "A per-session doc (with its imports) above the token budget.",
  // Whatever its role, a doc loaded in every session costs every session.
  roles: ROLE_ORDER,
  stage: "repository",
  needs: ["per_session_tokens", "frozen"],
  appliesTo: (doc, ctx) => ctx.per_session.has(doc.path) && !ctx.frozen.has(doc.path),
  detect(doc, ctx) {
    let w = sessionWeight(doc.path, ctx), budget = ctx.settings.token_budget;
    if (w.total <= budget) return [];
    let via = w.imports.length > 0 ? ` (${w.own} own, ${w.total - w.own} through ${w.imports.length} import${w.imports.length === 1 ? "" : "s"})` : "";
    return [
      {
        name: "token_weight",
        detail: `loaded in every session: ${w.total} tokens${via}, budget ${budget}`,
        tokens: w.total,
        own_tokens: w.own,
        budget,
        imports: w.imports
      }
    ];
  }
};

// scripts/scan/facts/duplicates.ts
function isSpace(c) {
  return c <= 32 || c === 160 || c === 5760 || c >= 8192 && c <= 8202 || c === 8232 || c === 8233 || c === 8239 || c === 8287 || c === 12288 || c === 65279;
}
function lineHashes(doc) {
  let n = doc.lines.length, out = { a: new Uint32Array(n), b: new Uint32Array(n), blank: new Uint8Array(n) };
  for (let i = 0; i < n; i++) {
    let l = doc.lines[i], a = 2166136261, b = 2538058380, any = !1, space = !1;
    for (let j = 0; j < l.length; j++) {
      let c = l.charCodeAt(j);
      if ((c <= 32 || c >= 160) && isSpace(c)) {
        space = any;
        continue;
      }
      space && (a = Math.imul(a ^ 32, 16777619), b = Math.imul(b ^ 32, 1540483477), b ^= b >>> 13, space = !1), a = Math.imul(a ^ c, 16777619), b = Math.imul(b ^ c, 1540483477), b ^= b >>> 13, any = !0;
    }
    out.a[i] = a >>> 0, out.b[i] = b >>> 0, out.blank[i] = any ? 0 : 1;
  }
  return out;
}
function lastNonBlank(h, start, end) {
  let e = Math.min(end, h.blank.length);
  for (; e > start && h.blank[e - 1] === 1; ) e--;
  return e;
}
function duplicateUnits(doc, minLines) {
  let out = [], seen = /* @__PURE__ */ new Set(), h, add = (start, end) => {
    let key = start * 1000003 + end;
    if (seen.has(key)) return;
    seen.add(key);
    let count = 0, x = 305419896, y = 2654435769;
    for (let i = start - 1; i < end; i++)
      h.blank[i] !== 1 && (count++, x = Math.imul(x ^ h.a[i], 16777619), x ^= x >>> 16, y = Math.imul(y ^ h.b[i], 2246822507), y ^= y >>> 13);
    count < minLines || out.push({ path: doc.path, start_line: start, end_line: end, lines: count, hash: `${(x >>> 0).toString(36)}.${(y >>> 0).toString(36)}.${count}` });
  };
  for (let b of doc.blocks)
    b.end_line - b.start_line + 1 < minLines || (h ??= lineHashes(doc), add(b.start_line, lastNonBlank(h, b.start_line, b.end_line)));
  let hs = doc.headings;
  for (let i = 0; i < hs.length; i++) {
    let head = hs[i], end = sectionEnd(doc, i);
    end - head.line + 1 < minLines || (h ??= lineHashes(doc), add(head.line, lastNonBlank(h, head.line, end)));
  }
  return out;
}
var DUPLICATE_ROLES = ["living", "agent-memory", "agent-prompt", "plan", "template"];
function canonicalOrder(history) {
  return (a, b) => {
    if (history && a.path !== b.path) {
      let da = history.lastChange(a.path)?.date, db = history.lastChange(b.path)?.date;
      if (da !== void 0 && db !== void 0 && da !== db) return da < db ? -1 : 1;
      if (da !== void 0 && db === void 0) return -1;
      if (da === void 0 && db !== void 0) return 1;
    }
    let sa = a.path.split("/").length, sb = b.path.split("/").length;
    return sa !== sb ? sa - sb : a.path !== b.path ? a.path < b.path ? -1 : 1 : a.start_line - b.start_line;
  };
}
var DuplicateIndex = class {
  constructor(opts) {
    this.opts = opts;
  }
  opts;
  byHash = /* @__PURE__ */ new Map();
  /** Adds a doc's units, when its role takes part: intended copies, records and generated docs never do. */
  add(doc, role = "living") {
    if (DUPLICATE_ROLES.includes(role) || role === "archive" && this.opts.across_archive)
      for (let u of duplicateUnits(doc, this.opts.min_lines)) {
        let list = this.byHash.get(u.hash), unit = { path: u.path, start_line: u.start_line, end_line: u.end_line, lines: u.lines };
        list ? list.some((x) => x.path === unit.path) || list.push(unit) : this.byHash.set(u.hash, [unit]);
      }
  }
  /** All duplicate hits, by path. History (when known) picks the canonical copy. */
  hits(history) {
    let order = canonicalOrder(history), raw = /* @__PURE__ */ new Map(), push = (u, other, canonical) => {
      let list = raw.get(u.path) ?? [];
      list.push({ start_line: u.start_line, end_line: u.end_line, lines: u.lines, other: { path: other.path, start_line: other.start_line, end_line: other.end_line }, canonical }), raw.set(u.path, list);
    };
    for (let units of this.byHash.values()) {
      if (units.length < 2) continue;
      let sorted = [...units].sort(order), canonical = sorted[0];
      for (let u of sorted.slice(1))
        push(u, canonical, canonical.path), push(canonical, u, canonical.path);
    }
    let out = /* @__PURE__ */ new Map();
    for (let [path, hits] of raw) {
      let byOther = /* @__PURE__ */ new Map();
      for (let h of hits) byOther.set(h.other.path, [...byOther.get(h.other.path) ?? [], h]);
      let kept = [];
      for (let group of byOther.values())
        for (let h of group)
          group.some(
            (g) => g !== h && g.start_line <= h.start_line && g.end_line >= h.end_line && g.other.start_line <= h.other.start_line && g.other.end_line >= h.other.end_line && (g.end_line - g.start_line > h.end_line - h.start_line || g.other.end_line - g.other.start_line > h.other.end_line - h.other.start_line)
          ) || kept.push(h);
      kept.sort((a, b) => a.start_line - b.start_line || byCodeUnit(a.other.path, b.other.path) || a.other.start_line - b.other.start_line), out.set(path, kept);
    }
    return out;
  }
};

// scripts/scan/signals/duplicate-block.ts
var duplicateBlock = {
  name: "duplicate_block",
  description: "A block or section that stands verbatim in another doc.",
  roles: DUPLICATE_ROLES,
  stage: "repository",
  needs: ["duplicates", "history", "agent_contexts"],
  appliesTo: (doc, ctx) => ctx.duplicates.has(doc.path),
  detect(doc, ctx) {
    let loadedTogether = (a, b) => (ctx.agent_contexts ?? []).some((c) => contextLoads(c, a) && contextLoads(c, b));
    return (ctx.duplicates.get(doc.path) ?? []).map((h) => ({
      name: "duplicate_block",
      detail: `lines ${h.start_line}-${h.end_line} (${h.lines} lines) stand verbatim in ${h.other.path}:${h.other.start_line}-${h.other.end_line}; ` + (h.canonical === doc.path ? "this copy is canonical" : `canonical copy: ${h.canonical}`),
      line: h.start_line,
      start_line: h.start_line,
      end_line: h.end_line,
      lines: h.lines,
      other: h.other,
      canonical: h.canonical,
      ...loadedTogether(doc.path, h.other.path) ? {} : { hint: !0 }
    }));
  }
};

// scripts/scan/facts/churn.ts
import { posix as posix5 } from "node:path";
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
  let folder = posix5.dirname(doc.path);
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

// scripts/scan/signals/edit-recency-vs-churn.ts
var TOP_PATHS = 5;
function byChurn(a, b) {
  return (b.lines ?? 0) - (a.lines ?? 0) || b.commits - a.commits || byCodeUnit(a.path, b.path);
}
var editRecencyVsChurn = {
  name: "edit_recency_vs_churn",
  description: "The code a doc references changed substantially since the doc was last committed.",
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

// scripts/scan/claims/definitions.ts
import { posix as posix6 } from "node:path";
var import_yaml = __toESM(require_dist(), 1);
var MAX_INCLUDE_DEPTH = 5, MAKEFILES = ["GNUmakefile", "makefile", "Makefile"], JUSTFILES = ["justfile", "Justfile", ".justfile", "JUSTFILE"], TASKFILES = ["Taskfile.yml", "Taskfile.yaml", "taskfile.yml", "taskfile.yaml", "Taskfile.dist.yml", "Taskfile.dist.yaml"], CARGO_BUILTIN = /* @__PURE__ */ new Set(["add", "b", "bench", "build", "c", "check", "clean", "clippy", "config", "d", "doc", "fetch", "fix", "fmt", "generate-lockfile", "help", "info", "init", "install", "locate-project", "login", "logout", "metadata", "miri", "new", "owner", "package", "pkgid", "publish", "r", "remove", "report", "rm", "run", "rustc", "rustdoc", "search", "t", "test", "tree", "uninstall", "update", "vendor", "verify-project", "version", "yank"]), PY_TOOLS = /* @__PURE__ */ new Set(["python", "python3", "pip", "pip3", "pytest", "py.test", "ruff", "mypy", "black", "isort", "flake8", "pylint", "pre-commit", "coverage", "tox", "nox", "jupyter", "ipython", "sphinx-build", "mkdocs", "uvicorn", "gunicorn", "alembic", "django-admin", "celery", "pyright", "basedpyright", "maturin", "twine", "build", "hatch", "poetry", "uv", "pdm", "streamlit", "fastapi", "flask", "bandit", "pyinstaller", "playwright", "locust", "ty"]), CommandDefinitions = class {
  constructor(root, repo) {
    this.root = root;
    this.repo = repo;
  }
  root;
  repo;
  text = /* @__PURE__ */ new Map();
  parsed = /* @__PURE__ */ new Map();
  workspaceDirs;
  read(path) {
    return this.text.has(path) || this.text.set(path, this.repo.files.has(path) ? projectFileText(this.root, path) : void 0), this.text.get(path);
  }
  cached(key, make) {
    return this.parsed.has(key) || this.parsed.set(key, make()), this.parsed.get(key);
  }
  /** The folders a command may run in: the one it names (relative to the doc, else to the root), else the doc's folder and its ancestors. */
  folders(docDir, cwd) {
    if (cwd !== void 0) {
      let out2 = [];
      for (let base of [docDir, ""]) {
        let d = posix6.normalize(posix6.join(base, cwd)).replace(/\/$/, ""), dir = d === "." ? "" : d;
        !dir.startsWith("..") && (dir === "" || this.repo.dirs.has(dir)) && !out2.includes(dir) && out2.push(dir);
      }
      return out2;
    }
    let out = [];
    for (let d = docDir; ; d = posix6.dirname(d)) {
      let dir = d === "." ? "" : d;
      if (out.push(dir), dir === "") break;
    }
    return out;
  }
  lookup(use, docPath) {
    let d = posix6.dirname(docPath), docDir = d === "." ? "" : d, folders = this.folders(docDir, use.cwd);
    switch (use.runner) {
      case "npm":
      case "pnpm":
      case "yarn":
      case "bun":
        return this.packageScript(use, folders);
      case "make":
        return this.nearest(use.name, folders, MAKEFILES, (p) => this.makeTargets(p, 0), "targets");
      case "just":
        return this.nearest(use.name, folders, JUSTFILES, (p) => this.justRecipes(p, 0), "recipes");
      case "task":
        return this.nearest(use.name, folders, TASKFILES, (p) => this.tasks(p), "tasks");
      case "uv":
      case "poetry":
      case "hatch":
        return this.pyScript(use.name, folders);
      case "cargo":
        return this.cargoAlias(use.name, folders);
      case "go":
        return this.goPackage(use.name, folders);
    }
  }
  /**
   * The definition files of the command's folder and its ancestors decide (a doc in a subfolder may
   * mean the root's Makefile); a name some other file of that kind defines is no finding either (the
   * doc may mean that folder without saying so).
   */
  nearest(name, folders, names, read, kind) {
    let looked = [];
    for (let dir of folders.slice(0, 2))
      for (let n of names) {
        let p = dir === "" ? n : `${dir}/${n}`;
        if (!this.repo.files.has(p)) continue;
        let set = read(p);
        if (!set || set.open) return { state: "unknown" };
        if (has(set, name)) return { state: "defined" };
        looked.push(p);
        break;
      }
    if (looked.length === 0) return { state: "unknown" };
    for (let f of this.repo.files) {
      if (!names.includes(posix6.basename(f)) || looked.includes(f) || f.includes("node_modules/")) continue;
      let set = read(f);
      if (!set || set.open || has(set, name)) return { state: "unknown" };
    }
    return { state: "missing", files: looked, kind };
  }
  // ---- package.json
  scripts(pkgPath) {
    return this.cached(pkgPath, () => {
      let t = this.read(pkgPath);
      if (t !== void 0)
        try {
          let j = JSON.parse(t), deps = [...Object.keys(j.dependencies ?? {}), ...Object.keys(j.devDependencies ?? {})].map((d) => `\0${d.replace(/^@[^/]+\//, "")}`);
          return { names: /* @__PURE__ */ new Set([...Object.keys(j.scripts ?? {}), ...deps]), patterns: [], open: !1 };
        } catch {
          return { names: /* @__PURE__ */ new Set(), patterns: [], open: !0 };
        }
    });
  }
  workspaces() {
    if (this.workspaceDirs) return this.workspaceDirs;
    let globs = [], rootPkg = this.read("package.json");
    if (rootPkg !== void 0)
      try {
        let w = JSON.parse(rootPkg).workspaces, list = Array.isArray(w) ? w : w && typeof w == "object" ? w.packages : void 0;
        if (Array.isArray(list)) for (let g of list) typeof g == "string" && globs.push(g);
      } catch {
      }
    let pnpm = this.read("pnpm-workspace.yaml");
    if (pnpm !== void 0)
      try {
        let y = (0, import_yaml.parse)(pnpm);
        if (y && Array.isArray(y.packages)) for (let g of y.packages) typeof g == "string" && globs.push(g);
      } catch {
      }
    let include = globs.filter((g) => !g.startsWith("!")).map((g) => g.replace(/^\.\//, "").replace(/\/$/, "")), exclude = globs.filter((g) => g.startsWith("!")).map((g) => g.slice(1).replace(/^\.\//, "").replace(/\/$/, "")), dirs = [];
    if (include.length > 0)
      for (let f of this.repo.files) {
        if (!f.endsWith("/package.json") || f.includes("node_modules/")) continue;
        let dir = f.slice(0, -13);
        include.some((g) => minimatch(dir, g)) && !exclude.some((g) => minimatch(dir, g)) && dirs.push(dir);
      }
    return this.workspaceDirs = dirs.sort(byCodeUnit), this.workspaceDirs;
  }
  packageScript(use, folders) {
    let looked = [], check = (dir, record = !0) => {
      let p = dir === "" ? "package.json" : `${dir}/package.json`, s = this.repo.files.has(p) ? this.scripts(p) : void 0;
      if (s)
        return s.open ? !0 : (record && looked.push(p), s.names.has(use.name) || use.implicit === !0 && s.names.has(`\0${use.name}`));
    }, any = !1;
    if (use.package !== void 0) {
      for (let dir of this.workspaces()) {
        let t = this.read(`${dir}/package.json`), name;
        try {
          name = t === void 0 ? void 0 : JSON.parse(t).name;
        } catch {
          name = void 0;
        }
        if (name === use.package) return check(dir) === !1 ? { state: "missing", files: looked, kind: "scripts" } : { state: "defined" };
      }
      return { state: "unknown" };
    }
    for (let dir of folders) {
      let r = check(dir);
      if (r === !0) return { state: "defined" };
      r === !1 && (any = !0);
    }
    if (!any) return { state: "unknown" };
    for (let dir of this.workspaces()) if (check(dir, !1) === !0) return { state: "defined" };
    return { state: "missing", files: [...new Set(looked)].sort(byCodeUnit), kind: "scripts" };
  }
  // ---- Makefiles
  makeTargets(path, depth) {
    return this.cached(`make:${path}`, () => {
      let t = this.read(path);
      if (t === void 0) return;
      let set = { names: /* @__PURE__ */ new Set(), patterns: [], open: !1 }, dir = posix6.dirname(path) === "." ? "" : posix6.dirname(path), lines = t.replace(/\\\r?\n/g, " ").split(/\r?\n/);
      for (let line of lines) {
        if (line.startsWith("	") || /^\s*#/.test(line)) continue;
        let inc = /^\s*-?(?:include|sinclude)\s+(.+)$/.exec(line);
        if (inc) {
          for (let f of inc[1].replace(/#.*$/, "").trim().split(/\s+/)) {
            if (f.includes("$") || f.includes("*")) {
              set.open = !0;
              continue;
            }
            let found = [posix6.normalize(posix6.join(dir, f)), posix6.normalize(f)].find((c) => this.repo.files.has(c));
            if (!found) {
              !inc[0].trimStart().startsWith("-") && !inc[0].trimStart().startsWith("s") && (set.open = !0);
              continue;
            }
            let sub = depth < MAX_INCLUDE_DEPTH ? this.makeTargets(found, depth + 1) : void 0;
            sub ? merge(set, sub) : set.open = !0;
          }
          continue;
        }
        let m = /^([^\s:=#][^:=#]*?)\s*(::?)(?![=])/.exec(line);
        if (!m || /^\s*(?:export|override|define|ifeq|ifneq|ifdef|ifndef|else|endif|vpath)\b/.test(line) || /^[^:]*:[^=]*\?=|^[^:]*::=/.test(line)) continue;
        for (let target of m[1].trim().split(/\s+/))
          target.includes("$") ? set.open = !0 : target.includes("%") ? set.patterns.push(new RegExp("^" + escapeRe2(target).replace("%", ".+") + "$")) : set.names.add(target);
        let phony = /^\.PHONY\s*:(.*)$/.exec(line);
        if (phony) for (let n of phony[1].trim().split(/\s+/)) n && !n.includes("$") && set.names.add(n);
      }
      return set;
    });
  }
  // ---- justfiles
  justRecipes(path, depth) {
    return this.cached(`just:${path}`, () => {
      let t = this.read(path);
      if (t === void 0) return;
      let set = { names: /* @__PURE__ */ new Set(), patterns: [], open: !1 }, dir = posix6.dirname(path) === "." ? "" : posix6.dirname(path);
      for (let line of t.split(/\r?\n/)) {
        if (/^\s/.test(line) || line.startsWith("#")) continue;
        let imp = /^import(\?)?\s+['"]([^'"]+)['"]/.exec(line);
        if (imp) {
          let p = posix6.normalize(posix6.join(dir, imp[2])), sub = this.repo.files.has(p) && depth < MAX_INCLUDE_DEPTH ? this.justRecipes(p, depth + 1) : void 0;
          sub ? merge(set, sub) : imp[1] || (set.open = !0);
          continue;
        }
        let mod = /^mod(\?)?\s+([\w-]+)/.exec(line);
        if (mod) {
          set.names.add(mod[2]), set.patterns.push(new RegExp("^" + escapeRe2(mod[2]) + "::"));
          continue;
        }
        let alias = /^alias\s+([\w-]+)\s*:=/.exec(line);
        if (alias) {
          set.names.add(alias[1]);
          continue;
        }
        if (/^(?:set|export)\s/.test(line) || /^[\w-]+\s*:=/.test(line)) continue;
        let r = /^(?:\[[^\]]*\]\s*)*@?([A-Za-z_][\w-]*)(?:\s+[^:]*)?:(?!=)/.exec(line);
        r && set.names.add(r[1]);
      }
      return set;
    });
  }
  // ---- Taskfiles
  tasks(path) {
    return this.cached(`task:${path}`, () => {
      let t = this.read(path);
      if (t === void 0) return;
      let set = { names: /* @__PURE__ */ new Set(), patterns: [], open: !1 }, y;
      try {
        y = (0, import_yaml.parse)(t);
      } catch {
        return { ...set, open: !0 };
      }
      for (let [name, task] of Object.entries(y?.tasks ?? {})) {
        name.includes("*") ? set.patterns.push(new RegExp("^" + escapeRe2(name).replace(/\\\*/g, ".+") + "$")) : set.names.add(name);
        let aliases = task && typeof task == "object" ? task.aliases : void 0;
        if (Array.isArray(aliases)) for (let a of aliases) typeof a == "string" && set.names.add(a);
      }
      for (let ns of Object.keys(y?.includes ?? {})) set.patterns.push(new RegExp("^" + escapeRe2(ns) + ":"));
      return set;
    });
  }
  // ---- pyproject
  pyScript(name, folders) {
    if (PY_TOOLS.has(name)) return { state: "defined" };
    for (let dir of folders) {
      let p = dir === "" ? "pyproject.toml" : `${dir}/pyproject.toml`, t = this.read(p);
      if (t === void 0) continue;
      let word = new RegExp(`(?<![\\w-])${escapeRe2(name)}(?![\\w-])`, "i");
      if (word.test(t)) return { state: "defined" };
      for (let lock of ["uv.lock", "poetry.lock", "pdm.lock", "requirements.txt", "requirements-dev.txt"]) {
        let l = this.read(dir === "" ? lock : `${dir}/${lock}`);
        if (l !== void 0 && word.test(l)) return { state: "defined" };
      }
      return { state: "missing", files: [p], kind: "scripts and dependencies" };
    }
    return { state: "unknown" };
  }
  // ---- cargo
  cargoAlias(name, folders) {
    if (CARGO_BUILTIN.has(name)) return { state: "defined" };
    for (let dir of folders)
      for (let f of [".cargo/config.toml", ".cargo/config"]) {
        let p = dir === "" ? f : `${dir}/${f}`, t = this.read(p);
        if (t === void 0) continue;
        let aliases = tomlTableKeys(t, "alias");
        if (aliases === void 0) return { state: "unknown" };
        if (aliases.has(name)) return { state: "defined" };
        for (let d of this.repo.dirs) if (posix6.basename(d) === `cargo-${name}`) return { state: "defined" };
        return { state: "missing", files: [p], kind: "aliases" };
      }
    return { state: "unknown" };
  }
  // ---- go run ./path
  goPackage(name, folders) {
    let rel = name.replace(/\/\.\.\.$/, "").replace(/\/$/, "");
    for (let dir of folders)
      if (this.repo.files.has(dir === "" ? "go.mod" : `${dir}/go.mod`) || dir === "") {
        let p = posix6.normalize(posix6.join(dir, rel));
        if (this.repo.dirs.has(p) || this.repo.files.has(p) || p === ".") return { state: "defined" };
        if (dir === "" && !this.repo.files.has("go.mod")) return { state: "unknown" };
        let top = posix6.join(dir, rel.replace(/^\.\//, "").split("/")[0] ?? "");
        return this.repo.dirs.has(top) ? { state: "missing", files: [dir === "" ? "go.mod" : `${dir}/go.mod`], kind: "packages" } : { state: "unknown" };
      }
    return { state: "unknown" };
  }
  /** The names a definition file defines now (for rename evidence); undefined when unreadable. */
  namesIn(file) {
    let b = posix6.basename(file);
    return (b === "package.json" ? { names: new Set([...this.scripts(file)?.names ?? []].filter((n) => !n.startsWith("\0"))), patterns: [], open: !1 } : MAKEFILES.includes(b) ? this.makeTargets(file, 0) : JUSTFILES.includes(b) ? this.justRecipes(file, 0) : TASKFILES.includes(b) ? this.tasks(file) : b.startsWith("config") ? { names: tomlTableKeys(this.read(file) ?? "", "alias") ?? /* @__PURE__ */ new Set(), patterns: [], open: !1 } : void 0)?.names;
  }
};
function has(set, name) {
  return set.names.has(name) || set.patterns.some((p) => p.test(name));
}
function merge(into, from) {
  for (let n of from.names) into.names.add(n);
  pushAll(into.patterns, from.patterns), from.open && (into.open = !0);
}
function escapeRe2(s) {
  return s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
function tomlTableKeys(text, table) {
  let inTable = !1, found = !1, keys = /* @__PURE__ */ new Set();
  for (let line of text.split(/\r?\n/)) {
    let h = /^\s*\[([^\]]+)\]\s*(?:#.*)?$/.exec(line);
    if (h) {
      inTable = h[1].trim() === table, inTable && (found = !0);
      continue;
    }
    if (!inTable) continue;
    let k = /^\s*["']?([\w.-]+)["']?\s*=/.exec(line);
    k && keys.add(k[1]);
  }
  return found ? keys : void 0;
}

// scripts/scan/claims/definition-history.ts
import { posix as posix7 } from "node:path";
function definedOnLine(file, line) {
  let b = posix7.basename(file);
  if (b === "package.json") return /^\s*"([^"]+)"\s*:\s*"/.exec(line)?.[1];
  if (/^(?:GNUmakefile|makefile|Makefile)$|\.mk$/.test(b)) {
    if (line.startsWith("	")) return;
    let m = /^([A-Za-z0-9_.\-/]+)\s*::?(?!=)/.exec(line);
    return m && !m[1].startsWith(".") ? m[1] : void 0;
  }
  if (/^(?:justfile|Justfile|\.justfile|JUSTFILE)$|\.just$/.test(b)) return /^(?:alias\s+)?@?([A-Za-z_][\w-]*)(?:\s+[^:=]*)?\s*:(?!=)/.exec(line)?.[1] ?? /^alias\s+([\w-]+)\s*:=/.exec(line)?.[1];
  if (/^[Tt]askfile/.test(b)) return /^ {2}([\w:.-]+):\s*(?:#.*)?$/.exec(line)?.[1];
  if (b === "config.toml" || b === "config") return /^\s*([\w-]+)\s*=/.exec(line)?.[1];
}
async function definitionChanges(root, files, maxCommits, lost) {
  if (files.length === 0) return [];
  let r = await runGit(root, ["log", `-n${maxCommits}`, "--no-merges", "--format=%x00%H%x09%cI%x09%s", "-p", "--unified=0", "--no-color", "--no-ext-diff", "--no-renames", "--", ...files]);
  if (r.code !== 0) {
    lost?.fromFailure(r.stderr, "the history of definition files");
    return;
  }
  let out = [];
  for (let record of r.stdout.toString("utf8").split("\0")) {
    if (record === "") continue;
    let lines = record.split(`
`), [commit, date, ...subject] = lines[0].split("	");
    if (!commit || !date) continue;
    let cur;
    for (let line of lines.slice(1)) {
      let d = /^diff --git a\/(.+) b\/(.+)$/.exec(line);
      if (d) {
        cur = { commit, date, subject: subject.join("	"), file: d[2], removed: /* @__PURE__ */ new Set(), added: /* @__PURE__ */ new Set() }, out.push(cur);
        continue;
      }
      if (!cur || line.startsWith("+++") || line.startsWith("---")) continue;
      let into = line.startsWith("+") ? cur.added : line.startsWith("-") ? cur.removed : void 0;
      if (!into) continue;
      let name = definedOnLine(cur.file, line.slice(1));
      name !== void 0 && into.add(name);
    }
  }
  return out.filter((c) => c.removed.size > 0 || c.added.size > 0);
}
function renameOf(name, files, changes, definedNow) {
  for (let c of changes) {
    if (!files.includes(c.file) || !c.removed.has(name) || c.added.has(name)) continue;
    let now = definedNow(c.file), candidates = [...c.added].filter((n) => !c.removed.has(n) && now?.has(n) === !0), best, bestScore = -1, tie = !1;
    for (let n of candidates) {
      let s = similarity(name, n);
      s > bestScore ? (best = n, bestScore = s, tie = !1) : s === bestScore && (tie = !0);
    }
    let removed_in = { commit: c.commit, date: c.date, subject: c.subject, file: c.file };
    return best !== void 0 && !tie && (candidates.length === 1 ? bestScore >= 0.3 : bestScore >= 0.5) ? { renamed_to: best, removed_in } : { removed_in };
  }
}

// scripts/scan/signals/command-reference.ts
var MAX_RENAME_COMMITS = 400, prepared = /* @__PURE__ */ new WeakMap();
function missingIn(doc, defs) {
  let out = [], named = /* @__PURE__ */ new Map();
  for (let use of doc.claims?.commands ?? []) {
    let r = defs.lookup(use, doc.path);
    if (r.state === "unknown") continue;
    let n = named.get(use.runner) ?? named.set(use.runner, { names: /* @__PURE__ */ new Set(), defined: !1 }).get(use.runner);
    n.names.add(use.name), r.state === "defined" && (n.defined = !0), r.state === "missing" && out.push({ use, files: r.files, kind: r.kind });
  }
  return out.filter((m) => {
    let n = named.get(m.use.runner);
    return n.defined || n.names.size < 2;
  });
}
function hitOf(m, rename) {
  let { use } = m, where = m.files.join(", "), detail = `\`${use.text}\`: ${use.name} is not among the ${m.kind} of ${where}`;
  rename?.renamed_to ? detail += `; renamed to ${rename.renamed_to} in ${rename.removed_in.commit.slice(0, 12)} (${rename.removed_in.subject})` : rename && (detail += `; removed in ${rename.removed_in.commit.slice(0, 12)} (${rename.removed_in.subject})`);
  let hit = { name: "command_reference", detail, line: use.line, column: use.column, runner: use.runner, command: use.name, text: use.text, where: use.where, looked_in: m.files };
  return rename?.renamed_to && (hit.renamed_to = rename.renamed_to), rename && (hit.removed_in = { commit: rename.removed_in.commit, date: rename.removed_in.date, subject: rename.removed_in.subject }), hit;
}
async function prepareCommandReference(docs, ctx) {
  let defs = new CommandDefinitions(ctx.root, ctx.repo), byDoc = /* @__PURE__ */ new Map(), files = /* @__PURE__ */ new Set();
  for (let doc of docs) {
    let m = missingIn(doc, defs);
    if (m.length !== 0) {
      byDoc.set(doc.path, m);
      for (let x of m) for (let f of x.files) files.add(f);
    }
  }
  let notes = [], changes = [], git = ctx.history?.backend === "native";
  if (files.size > 0 && git && await historyObjectsAt(ctx.root) !== "all")
    changes = void 0, notes.push(partialLookupNote("command_reference", `no rename evidence from the history of ${files.size} definition files`));
  else if (files.size > 0 && git) {
    let lost = new UnreadableObjects();
    changes = await definitionChanges(ctx.root, [...files].sort(), MAX_RENAME_COMMITS, lost).catch(() => {
    });
    let what = "command_reference: the history of definition files not read; no rename evidence";
    if (lost.skipped.size > 0) for (let [o] of lost.skipped) notes.push(unreadableLookupNote(o, what));
    else changes === void 0 && notes.push("command_reference: the history of definition files could not be read; no rename evidence");
  } else files.size > 0 && ctx.history && notes.push("command_reference: rename evidence needs the git CLI; none on the isomorphic path");
  let hits = /* @__PURE__ */ new Map();
  for (let [path, list] of byDoc)
    hits.set(
      path,
      list.map((m) => hitOf(m, changes ? renameOf(m.use.name, m.files, changes, (f) => defs.namesIn(f)) : void 0))
    );
  return prepared.set(ctx, hits), notes;
}
var commandReference = {
  name: "command_reference",
  description: "A command the doc names (npm/pnpm/yarn/bun scripts, make, just, task, uv/poetry/hatch, cargo aliases, go run paths) that the repository does not define.",
  roles: ["living", "agent-memory", "agent-prompt"],
  stage: "repository",
  needs: ["doc_claims", "history"],
  prepare: prepareCommandReference,
  appliesTo: (doc) => (doc.claims?.commands.length ?? 0) > 0,
  detect(doc, ctx) {
    let hits = prepared.get(ctx);
    if (!hits) {
      let defs = new CommandDefinitions(ctx.root, ctx.repo);
      return missingIn(doc, defs).map((m) => hitOf(m, void 0));
    }
    return hits.get(doc.path) ?? [];
  }
};

// scripts/scan/signals/index.ts
var SIGNALS = [
  brokenReference,
  versionSkew,
  staleNameLocation,
  archiveToLiveRatio,
  frontmatterMarker,
  tokenWeight,
  duplicateBlock,
  editRecencyVsChurn,
  commandReference,
  vanishedIdentifier
], SIGNAL_NAMES = SIGNALS.map((s) => s.name);

// scripts/scan/run-scan.ts
import { lstatSync as lstatSync2, readdirSync as readdirSync2, realpathSync as realpathSync2 } from "node:fs";
import { join as join3, relative, resolve } from "node:path";

// scripts/scan/canonical.ts
import { lstatSync, readdirSync, realpathSync } from "node:fs";
import { join, sep } from "node:path";
function toPosix(p) {
  return sep === "/" ? p : p.split(sep).join("/");
}
function canonicalPaths(root, inScope) {
  let inScopeSet = new Set(inScope), symlinks = /* @__PURE__ */ new Set();
  for (let dir of new Set(inScope.map((f) => f.includes("/") ? f.slice(0, f.lastIndexOf("/")) : "")))
    try {
      for (let e of readdirSync(dir === "" ? root : join(root, dir), { withFileTypes: !0 }))
        e.isSymbolicLink() && symlinks.add(dir === "" ? e.name : `${dir}/${e.name}`);
    } catch {
    }
  let cache = /* @__PURE__ */ new Map(), rootReal = realpathSync(root);
  return (p) => {
    let c = cache.get(p);
    if (c !== void 0) return c;
    c = p;
    try {
      if (symlinks.has(p) || !inScopeSet.has(p) && lstatSync(join(root, p)).isSymbolicLink()) {
        let w = walkSymlinks(rootReal, p);
        w.kind === "inside" && w.target !== "" && !w.target.split("/").includes(".git") && (c = w.target);
      }
    } catch {
      c = p;
    }
    return cache.set(p, c), c;
  };
}

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

// scripts/scan/load-history.ts
async function loadHistory(req) {
  if (!req.enabled || !req.inGit) return;
  let { max_commits, time_budget_ms } = req.limits;
  try {
    return await loadHistoryIndex(req.root, { max_commits, time_budget_ms });
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

// scripts/scan/per-session.ts
function perSessionDocs(session, src, count) {
  let own = new Map(session.files.map((f) => [f.path, count(sentText(f.path, src, "claude-code"))])), out = /* @__PURE__ */ new Map();
  for (let f of session.files) {
    let through = loadedThrough(session, f.path).map((t) => ({ path: t.path, tokens: own.get(t.path) ?? 0, depth: t.depth }));
    out.set(f.path, { own_tokens: own.get(f.path) ?? 0, through });
  }
  return out;
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
    problems: c.problems.map((p) => `${p.kind}: ${p.detail}`)
  })), counts = /* @__PURE__ */ new Map();
  for (let c of contexts) for (let f of new Set(c.files.filter((f2) => f2.loaded_bytes !== 0).map((f2) => f2.path))) counts.set(f, (counts.get(f) ?? 0) + 1);
  let loads = {};
  for (let p of [...counts.keys()].sort(byCodeUnit)) loads[p] = counts.get(p);
  return { contexts: contexts.length, heaviest, loads };
}

// scripts/scan/claims/claim-context.ts
var PROPOSAL_HEADING = /^(?:phase\s+\d+\b|step\s+\d+\s*:\s*(?:add|create|introduce)\b|proposal\b|proposed\b|roadmap\b|future\b|todo\b|planned\b|wishlist\b|ideas\b|next steps\b|open questions\b|migration plan\b|implementation plan\b)|\((?:proposed|planned|future|todo)\)/i, PROPOSAL_LEAD = /\b(?:add|create|introduce|propos\w*|to be (?:added|defined|created)|new (?:make )?(?:targets?|scripts?|commands?|flags?|recipes?|tasks?))\b[^:]*:\s*$/i, RUN_LEAD = /\b(?:run|use|type|execute|invoke)\b[^:]*:\s*$/i;
function proposalRanges(doc) {
  let out = sectionRanges(doc, (text) => PROPOSAL_HEADING.test(text.replace(/^[\d.\s]+/, ""))), lines = doc.lines;
  for (let k = 0; k < lines.length; k++) {
    if (!/:\s*$/.test(lines[k]) || !PROPOSAL_LEAD.test(lines[k]) || RUN_LEAD.test(lines[k])) continue;
    let j = k + 1;
    for (; j < lines.length && lines[j].trim() === ""; ) j++;
    let start = j, inFence = !1;
    for (; j < lines.length; ) {
      let l = lines[j];
      if (/^\s*(?:```|~~~)/.test(l)) inFence = !inFence;
      else {
        if (!inFence && l.trim() === "") break;
        if (!inFence && !/^\s*(?:[-*+]|\d+[.)])\s|^\s{2,}\S/.test(l)) break;
      }
      j++;
    }
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
  let programs = /* @__PURE__ */ new Map(), own = !1, note = (text) => {
    let t = text.trim().replace(/^[$>%]\s+/, "").split(/\s+/), p = t[0];
    if (p === void 0 || !/^[a-z][\w.-]*$/.test(p) || SHELL_WORDS.has(p)) {
      (p === "npx" || p === "bunx" || p === "pnpx") && t[1] !== void 0 && cli.has(t[1]) && (own = !0);
      return;
    }
    cli.has(p) ? own = !0 : t.length >= 2 && /^[a-z][\w-]*$/.test(t[1]) && programs.set(p, (programs.get(p) ?? 0) + 1);
  };
  for (let b of doc.inlines) for (let s of b.code_spans) note(s.content);
  for (let f of doc.fences)
    if (/^(?:sh|bash|shell|zsh|console|shell-session|terminal|)$/i.test(f.info.trim().split(/\s+/)[0] ?? ""))
      for (let l of f.content.split(`
`)) note(l);
  return own ? !1 : [...programs.values()].some((n) => n >= 3);
}
function inRanges2(ranges, line) {
  return ranges.some(([a, b]) => line >= a && line <= b);
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
  let out = [], examples = scenarioRanges(doc), inExample = (line) => examples.some(([a, b]) => line >= a && line <= b), push = (c, text, line, column, where) => {
    let use = { runner: c.runner, name: c.name, text, line, column, where };
    c.cwd !== void 0 && (use.cwd = c.cwd), c.workspace && (use.workspace = !0), c.package !== void 0 && (use.package = c.package), c.implicit && (use.implicit = !0), out.push(use);
  };
  for (let block of doc.inlines)
    if (!inExample(block.first_line)) {
      for (let span of block.code_spans) {
        if (!/^(?:[A-Z_]+=\S+\s+)*(?:npm|pnpm|yarn|bun|make|just|task|uv|poetry|hatch|cargo|go)\s/.test(span.content.trim() + " ")) continue;
        let { commands } = commandsOfLine(span.content);
        for (let c of commands) {
          let text = span.content.slice(c.from, c.to), pos = locate(doc, block, span.content_start + c.from, text);
          push(c, text, pos.line, pos.column, "code_span");
        }
      }
      for (let m of block.src.matchAll(PROSE)) {
        let at = m.index;
        if (block.excluded.some(([a, b]) => at >= a && at < b)) continue;
        let { commands } = commandsOfLine(m[0]);
        for (let c of commands) {
          let pos = locate(doc, block, at + c.from, m[0].slice(c.from, c.to));
          push(c, m[0].slice(c.from, c.to), pos.line, pos.column, "prose");
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
        push(c, text, lineNo, (col >= 0 ? col : 0) + 1, "fence");
      }
    }
  }
  return out.sort((a, b) => a.line - b.line || a.column - b.column), out;
}

// scripts/scan/claims/doc-identifiers.ts
var FLAG = /(?<![\w-])--([a-z][a-z0-9]*(?:-[a-z0-9]+)+|[a-z][a-z0-9]{4,})(?![\w-])/g, ENV = /(?<![\w$.-])\$?\{?([A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+)\}?(?![\w.-])/g, SYMBOL = /^(?:[A-Za-z_][\w]*[.:]{1,2})*([A-Za-z_]\w*)(?:\(\s*[^()]*\))?$/, CONFIG_KEY = /^[a-z][a-z0-9_-]*(?:\.[a-z][a-z0-9_-]*){1,4}$/, FILE_EXT = /\.(?:json|jsonl|md|mdx|ya?ml|toml|ts|tsx|js|jsx|mjs|cjs|go|py|rs|rb|java|kt|sh|bash|txt|lock|html|css|scss|sql|db|log|env|ini|cfg|conf|xml|csv|png|svg|jpg|gif|pdf|zip|tar|gz|exe|dll|so|dylib|wasm|proto|c|h|cpp|hpp|cs|swift|php|lua|vim|el|tmpl|tpl|local|com|org|io|net|dev|ai|app|sh)$/, COMMON = /* @__PURE__ */ new Set(["README", "TODO", "FIXME", "HTTP_PROXY", "HTTPS_PROXY", "NO_PROXY", "NODE_ENV", "NODE_OPTIONS", "PATH", "HOME", "CI", "GITHUB_TOKEN", "GOPATH", "GOOS", "GOARCH", "CGO_ENABLED", "LD_LIBRARY_PATH", "XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_CACHE_HOME", "EDITOR"]), VENDOR_ENV = /^(?:OPENAI|ANTHROPIC|AWS|AZURE|GOOGLE|GCP|GCLOUD|GITHUB|GH|GITLAB|NPM|YARN|PNPM|DOCKER|KUBE|NODE|PYTHON|PIP|JAVA|GO|CARGO|RUSTUP|RUST|HOMEBREW|XDG|SSH|GPG|LC|LANG|TERM|DYLD|LD)_/, COMMON_FLAGS = /* @__PURE__ */ new Set(["help", "version", "verbose", "quiet", "force", "json", "yes", "dry-run", "debug", "global", "save-dev", "no-verify", "oneline", "amend", "hard", "soft"]);
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
      if (COMMON.has(m[1]) || VENDOR_ENV.test(m[1]) || m[1].length < 5) continue;
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
function flat(s) {
  return s.length < 13 ? s : (" " + s).slice(1);
}
var EXAMPLE_RUNNERS = /* @__PURE__ */ new Set(["npm", "pnpm", "yarn", "bun", "make", "just"]);
function docClaims(doc, cliNames) {
  let proposals = proposalRanges(doc), example = exampleDefinitions(doc), cli = cliNames(), commands = docCommands(doc).filter((c) => !inRanges2(proposals, c.line) && !(EXAMPLE_RUNNERS.has(c.runner) && example.has(c.name))).map((c) => ({ ...c, name: flat(c.name), text: flat(c.text), ...c.cwd !== void 0 ? { cwd: flat(c.cwd) } : {} })), identifiers = docIdentifiers(doc, { cli_names: cli, bare_flags_own: !bareFlagsForeign(doc, cli) }).filter((u) => !inRanges2(proposals, u.line)).map((u) => ({ ...u, name: flat(u.name), term: flat(u.term) }));
  return commands.length > 0 || identifiers.length > 0 ? { commands, identifiers } : void 0;
}

// scripts/scan/claims/own-cli.ts
import { posix as posix8 } from "node:path";
var MAX_MANIFESTS = 200;
function ownCliNames(root, repo) {
  let names = /* @__PURE__ */ new Set(), read = (p) => projectFileText(root, p), manifests = 0;
  for (let f of repo.files) {
    let b = posix8.basename(f);
    if (f.includes("node_modules/") || f.includes("vendor/") || f.includes("testdata/")) continue;
    let cmd = /(?:^|\/)cmd\/([a-z][\w-]*)\/[^/]+\.go$/.exec(f);
    if (cmd && names.add(cmd[1]), b !== "package.json" && b !== "pyproject.toml" && b !== "Cargo.toml" || ++manifests > MAX_MANIFESTS) continue;
    let t = read(f);
    if (t !== void 0)
      if (b === "package.json")
        try {
          let j = JSON.parse(t);
          if (typeof j.bin == "string" && typeof j.name == "string") names.add(j.name.replace(/^@[^/]+\//, ""));
          else if (j.bin && typeof j.bin == "object") for (let k of Object.keys(j.bin)) names.add(k);
        } catch {
        }
      else if (b === "pyproject.toml") {
        for (let k of tomlTableKeys(t, "project.scripts") ?? []) names.add(k);
        for (let k of tomlTableKeys(t, "tool.poetry.scripts") ?? []) names.add(k);
      } else
        for (let m of t.matchAll(/\[\[bin\]\][^[]*?\bname\s*=\s*"([^"]+)"/g)) names.add(m[1]);
  }
  for (let n of [...names]) (n.length < 2 || ["main", "server", "app", "test", "tests", "tools"].includes(n)) && names.delete(n);
  return names;
}

// scripts/roles/scan-roles.ts
import { statSync } from "node:fs";
import { join as join2 } from "node:path";
function scanRoleModel(inputs) {
  let memory = inputs.memory, imported = /* @__PURE__ */ new Map();
  for (let [p, m] of memory) "imported_by" in m && imported.set(p, m.rule);
  let abs = (p) => join2(inputs.root, p), facts = buildRepoFacts({
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

// scripts/roles/hand-written.ts
var BEGIN = /^\s*<!--\s*BEGIN CUSTOM CONTENT\s*-->\s*$/, END = /^\s*<!--\s*END CUSTOM CONTENT\s*-->\s*$/;
function handWrittenRanges(lines) {
  let out = [], start;
  return lines.forEach((l, i) => {
    start === void 0 && BEGIN.test(l) ? start = i + 2 : start !== void 0 && END.test(l) && (i >= start && out.push([start, i]), start = void 0);
  }), start !== void 0 && start <= lines.length && out.push([start, lines.length]), out;
}

// scripts/scan/run-scan.ts
var MAX_DOC_BYTES = 5 * 1024 * 1024;
function scanSettings(config, opts) {
  let s = config.scan;
  return {
    globs: opts.globs ?? s.globs,
    exclude_dirs: opts.exclude ?? s.exclude_dirs,
    token_budget: s.token_budget,
    duplicate_min_lines: s.duplicate_min_lines,
    duplicates_across_archive: s.duplicates_across_archive,
    stale_name_max_age_days: s.stale_name_max_age_days,
    churn_min_commits: config.history.churn_min_commits,
    churn_min_lines: config.history.churn_min_lines
  };
}
var PARSE_SIGNALS = SIGNALS.filter((s) => s.stage === "parse"), REPOSITORY_SIGNALS = SIGNALS.filter((s) => s.stage === "repository"), NEEDED = new Set(SIGNALS.flatMap((s) => s.needs)), CLAIM_ROLES = new Set(REPOSITORY_SIGNALS.filter((s) => s.needs.includes("doc_claims")).flatMap((s) => s.roles));
async function runScan(opts) {
  let plan = await planScan(opts), read = readDocs(plan, opts), ctx = await repositoryFacts(plan, read);
  for (let summary of read.summaries) {
    let list = [], role = plan.roles.get(summary.path), explain = opts.explain?.path === summary.path ? opts.explain : void 0;
    for (let signal of REPOSITORY_SIGNALS)
      if (explain) {
        let r = verdictOf(signal, role, () => signal.appliesTo(summary, ctx), () => signal.detect(summary, ctx));
        explain.verdicts.push(r.verdict), pushAll(list, r.hits);
      } else runsOn(signal, role) && signal.appliesTo(summary, ctx) && pushAll(list, signal.detect(summary, ctx));
    list.length > 0 && read.hits.set(summary.path, [...read.hits.get(summary.path) ?? [], ...list]);
  }
  await lifecyclePass({ root: plan.root, config: opts.project.config, files: plan.files, scope: plan.scope, history: ctx.history, now: ctx.now, hits: read.hits, notes: plan.notes }), opts.onProgress && opts.onProgress(plan.targets.length, plan.targets.length);
  let excluded = [...plan.settings.exclude_dirs];
  for (let e of ALWAYS_EXCLUDED) excluded.includes(e) || excluded.push(e);
  let perSessionPaths = plan.sessionPaths, contexts = ctx.agent_contexts ?? await contextsIfMemory(plan), agent_contexts = contexts ? summarizeContexts(contexts) : void 0;
  return buildArtifact({
    project_root: plan.root,
    scope_globs: plan.settings.globs,
    excluded_dirs: excluded,
    scope: opts.scope ?? null,
    files_scanned: read.summaries.length,
    per_session: perSessionPaths,
    per_session_in_scope: perSessionPaths.filter((p) => plan.scope.inNarrowScope(p)),
    hits: read.hits,
    roles: new Map(plan.targets.map((p) => [p, plan.roles.get(p)])),
    // A symlinked doc is scanned once, at its target; its path is listed with the target's role.
    symlinks: new Map(plan.inScope.filter((p) => plan.canonical(p) !== p && plan.roles.has(plan.canonical(p)) && plan.scope.inNarrowScope(p)).map((p) => [p, plan.canonical(p)])),
    sites: plan.repo.sites,
    notes: plan.notes,
    agent_contexts
  });
}
async function planScan(opts) {
  let { root, inGit, config } = opts.project, startRel = "";
  try {
    let rel = toPosix(relative(root, realpathSync2(resolve(opts.startDir ?? root))));
    rel !== "" && !rel.startsWith("..") && (startRel = rel);
  } catch {
    startRel = "";
  }
  let settings = scanSettings(config, opts), notes = [], files = await listProjectFiles(root), historyLoad = loadHistory({ root, inGit, enabled: opts.history !== !1, limits: config.history }).catch(() => {
  }), repo = buildRepoIndex(files), scope = buildScopeFilter(settings.globs, settings.exclude_dirs, opts.scope), inScope = files.filter((f) => scope.inScope(f)), canonical = canonicalPaths(root, inScope);
  repo.sites = detectSites(
    files.filter((f) => !scope.isExcluded(f)),
    (p) => readText(root, p, notes)
  );
  let early = /* @__PURE__ */ new Map(), isFile = (p) => {
    if (repo.files.has(p)) return !0;
    try {
      return lstatSync2(join3(root, p)).isFile();
    } catch {
      return !1;
    }
  }, docAt = (p) => {
    if (!early.has(p)) {
      let text = isFile(p) && !p.split("/").includes(".git") ? readText(root, p, notes) : void 0;
      early.set(p, text === void 0 ? null : parseDoc(p, text));
    }
    return early.get(p) ?? void 0;
  }, sources = { root, repo, doc: docAt, isFile, canonical, listDir: rawLister(root) }, session = claudeCodeSession(startRel, sources), sessionPaths = session.files.map((f) => f.path), memoryNamed = inScope.filter((p) => canonical(p) === p), memory = memoryWithImports(memoryNamed, (p) => importedFiles(p, sources)), agentDocs = /* @__PURE__ */ new Set([...sessionPaths, ...memory.keys()]), pins = [];
  if (NEEDED.has("pins"))
    for (let f of files) {
      if (!isManifestPath(f) || scope.isExcluded(f)) continue;
      let text = readText(root, f, notes);
      text !== void 0 && pushAll(pins, readPins(f, text));
    }
  let targets = [], seen = /* @__PURE__ */ new Set();
  for (let p of inScope) {
    let c = canonical(p);
    c !== p && notes.push(`${p}: a symlink to ${c}, scanned as ${c}`), !seen.has(c) && repo.files.has(c) && scope.inNarrowScope(c) && (seen.add(c), targets.push(c));
  }
  for (let p of sessionPaths)
    !seen.has(p) && scope.inNarrowScope(p) && (seen.add(p), targets.push(p));
  targets.sort();
  let roleDocs = [.../* @__PURE__ */ new Set([...memoryNamed.filter((p) => repo.files.has(p)), ...sessionPaths])].sort(), roleModel = scanRoleModel({ root, files: repo.files, docs: roleDocs, sites: repo.sites, overrides: config.roles, memory }), roles = /* @__PURE__ */ new Map(), roleOf = (path, doc) => {
    let r = roles.get(path);
    return r || (r = roleModel.roleOf({ path, head: doc ? headOf(doc.lines, doc.frontmatter?.end_line) : "", frontmatter: doc?.frontmatter?.data }), roles.set(path, r)), r;
  }, parseCtx = {
    root,
    settings,
    repo,
    now: opts.now ?? /* @__PURE__ */ new Date(),
    agent_docs: agentDocs,
    pins,
    archived_copies: NEEDED.has("archived_copies") ? archivedCopies(root, targets, repo.files) : /* @__PURE__ */ new Map(),
    roles
  };
  return { root, settings, notes, files, repo, scope, inScope, canonical, early, docAt, session, sessionPaths, sources, targets, parseCtx, historyLoad, roleModel, roles, roleOf };
}
function readDocs(plan, opts) {
  let { root, repo, parseCtx, notes, early } = plan, hits = /* @__PURE__ */ new Map(), summaries = [], duplicates = NEEDED.has("duplicates") ? new DuplicateIndex({ min_lines: plan.settings.duplicate_min_lines, across_archive: plan.settings.duplicates_across_archive }) : void 0, frozen = /* @__PURE__ */ new Set(), missing = /* @__PURE__ */ new Set(), fragmentTargets = /* @__PURE__ */ new Set(), anchorsByPath = /* @__PURE__ */ new Map(), cliNames, summarize = (doc, role) => {
    let references = referencesOf(doc, { root, repo, agent: parseCtx.agent_docs.has(doc.path) }).map((r) => ({
      ref: { ...r.ref, target: detach(r.ref.target), raw: detach(r.ref.raw) },
      resolved: detach(r.resolved),
      fragment: r.fragment === void 0 ? void 0 : detach(r.fragment),
      directory: r.directory
    })), summary = { path: doc.path, frontmatter: doc.frontmatter, anchors: doc.anchors, references };
    if (role === "generated") {
      let ranges = handWrittenRanges(doc.lines);
      ranges.length && (summary.hand_written = ranges);
    }
    if (CLAIM_ROLES.has(role)) {
      let claims = docClaims(doc, () => cliNames ??= ownCliNames(root, repo));
      claims && (summary.claims = claims);
    }
    return summary;
  }, done = 0;
  for (let path of plan.targets) {
    let pre = plan.roleModel.beforeRead(path);
    if (pre?.name === "archive" && !(duplicates && plan.settings.duplicates_across_archive) && !early.has(path)) {
      plan.roles.set(path, pre), opts.onProgress && ++done % 250 === 0 && opts.onProgress(done, plan.targets.length);
      continue;
    }
    let doc = early.get(path) ?? readParse(root, path, notes), role = pre ?? plan.roleOf(path, doc);
    if (plan.roles.set(path, role), doc) {
      let list = [], explain = opts.explain?.path === path ? opts.explain : void 0;
      for (let signal of PARSE_SIGNALS)
        if (explain) {
          let r = verdictOf(signal, role, () => signal.appliesTo(doc, parseCtx), () => signal.detect(doc, parseCtx).map(detachHit));
          explain.verdicts.push(r.verdict), pushAll(list, r.hits);
        } else if (runsOn(signal, role) && signal.appliesTo(doc, parseCtx)) for (let h of signal.detect(doc, parseCtx)) list.push(detachHit(h));
      list.length > 0 && hits.set(path, list);
      let summary = summarize(doc, role.name);
      summaries.push(summary), isMarkdownPath(path) && anchorsByPath.set(path, doc.anchors), NEEDED.has("frozen") && isFrozen(doc) && frozen.add(path), duplicates?.add(doc, role.name);
      for (let r of summary.references) {
        let p = r.resolved;
        repo.files.has(p) || repo.dirs.has(p) || r.ref.source === "code_path" && repo.stems.has(p) ? r.fragment !== void 0 && isMarkdownPath(p) && repo.files.has(p) && fragmentTargets.add(p) : missing.add(p);
      }
    }
    opts.onProgress && ++done % 250 === 0 && opts.onProgress(done, plan.targets.length);
  }
  if (opts.scope !== void 0 && duplicates) {
    let scanned = new Set(plan.targets);
    for (let p of plan.inScope) {
      if (scanned.has(p) || plan.canonical(p) !== p) continue;
      let doc = early.get(p) ?? readParse(root, p, notes);
      doc && duplicates.add(doc, plan.roleOf(p, doc).name);
    }
  }
  return { hits, summaries, duplicates, frozen, missing, fragmentTargets, anchorsByPath };
}
async function contextsIfMemory(plan) {
  return memoryFilesOf(plan.sources).length > 0 ? agentContexts(plan.sources, await loadTokenCounter()) : void 0;
}
async function repositoryFacts(plan, read) {
  let { root, repo, notes, early } = plan;
  if (read.missing.size > 0) {
    let queries = [...read.missing].sort(), ignored = await ignoredPaths(root, [...queries, ...queries.map((q) => q + "/")]), listing = /* @__PURE__ */ new Map();
    for (let q of queries)
      ignored.has(q) || ignored.has(q + "/") ? repo.ignored.add(q) : existsExactly(root, q, listing) && repo.on_disk.add(q);
  }
  let anchors_of = (p) => {
    if (!read.anchorsByPath.has(p)) {
      let doc = early.get(p) ?? readParse(root, plan.canonical(p), notes);
      doc && read.anchorsByPath.set(p, doc.anchors);
    }
    return read.anchorsByPath.get(p);
  };
  for (let p of [...read.fragmentTargets].sort()) anchors_of(p);
  let history = await plan.historyLoad;
  history && pushAll(notes, history.notes);
  let per_session = /* @__PURE__ */ new Map();
  if (NEEDED.has("per_session_tokens") && plan.sessionPaths.length > 0)
    for (let [p, d] of perSessionDocs(plan.session, plan.sources, await loadTokenCounter())) per_session.set(p, d);
  let ctx = {
    ...plan.parseCtx,
    per_session,
    duplicates: read.duplicates?.hits(history) ?? /* @__PURE__ */ new Map(),
    anchors_of,
    frozen: read.frozen,
    history,
    ...NEEDED.has("agent_contexts") ? { agent_contexts: await contextsIfMemory(plan) } : {}
  }, counted = read.summaries.filter((s) => REPOSITORY_SIGNALS.some((sig) => sig.needs.includes("line_counts") && sig.roles.includes(plan.roles.get(s.path).name)));
  NEEDED.has("line_counts") && pushAll(notes, await prepareLineCounts(counted, ctx));
  for (let sig of REPOSITORY_SIGNALS)
    sig.prepare && pushAll(notes, await sig.prepare(read.summaries.filter((s) => sig.roles.includes(plan.roles.get(s.path).name)), ctx));
  return ctx;
}
function readText(root, rel, notes) {
  let read = readProjectFile(root, rel, MAX_DOC_BYTES);
  if (!read.ok) {
    read.reason !== "absent" && notes.push(`${rel}: not read, it ${read.reason}`);
    return;
  }
  let buf = read.bytes;
  if (buf.indexOf(0) >= 0) {
    notes.push(`${rel}: not read, binary content`);
    return;
  }
  return buf.toString("utf8");
}
function detach(s) {
  return s.length < 13 ? s : (" " + s).slice(1);
}
function detachHit(h) {
  let out = { name: h.name, detail: h.detail };
  for (let [k, v] of Object.entries(h))
    typeof v == "string" ? out[k] = detach(v) : Array.isArray(v) ? out[k] = v.map((x) => typeof x == "string" ? detach(x) : x) : out[k] = v;
  return out;
}
function readParse(root, path, notes) {
  let text = readText(root, path, notes);
  return text === void 0 ? void 0 : parseDoc(path, text);
}
function existsExactly(root, rel, listing) {
  let dir = root;
  for (let part of rel.split("/")) {
    let names = listing.get(dir);
    if (!listing.has(dir)) {
      try {
        names = new Set(readdirSync2(dir));
      } catch {
        names = void 0;
      }
      listing.set(dir, names);
    }
    if (!names || !names.has(part)) return !1;
    dir = join3(dir, part);
  }
  return !0;
}

// scripts/scan/project.ts
async function openProject(startDir) {
  return withConfig(await findProjectRoot(startDir));
}
function withConfig(found) {
  return { root: found.root, inGit: found.inGit, config: loadConfig(found.root) };
}

export {
  serializeArtifact,
  referencesOf,
  explainText,
  SIGNALS,
  runScan,
  openProject,
  withConfig
};
