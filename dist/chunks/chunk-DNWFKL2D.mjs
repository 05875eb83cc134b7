import { createRequire as __dhCreateRequire } from 'node:module'; const require = __dhCreateRequire(import.meta.url);
import {
  BASELINE_FILE,
  ensureStateSubdir,
  stateFolderProblem
} from "./chunk-46CCUIBM.mjs";
import {
  agentContexts,
  buildRepoIndex,
  caseInsensitiveMatch,
  claudeCodeSentText,
  claudeCodeSession,
  contextLoads,
  detectSites,
  exists,
  existsLoose,
  extractImports,
  importedFiles,
  loadTokenCounter,
  loadedThrough,
  locate,
  memoryFilesOf,
  memoryWithImports,
  parseDoc,
  rawLister,
  resolveRef,
  siteOf
} from "./chunk-DVLC4SYW.mjs";
import {
  isJsonObject
} from "./chunk-Z45Y2YWL.mjs";
import {
  CONVENTIONS,
  DEFAULT_CONFIG,
  OPENSPEC_ARCHIVED_PATTERN,
  OPENSPEC_CHANGES,
  RULE_ABANDONED,
  RULE_LEFTOVER,
  RoleModel,
  TRANSLATION_RULES,
  TrackedPaths,
  abandonedServedWhen,
  adoptedConventionRules,
  buildRepoFacts,
  changeFolders,
  effectiveRules,
  findServedBy,
  foldersOf,
  headOf,
  isArchivePath,
  keptPaths,
  matchRules,
  openspecFindings,
  shieldOf
} from "./chunk-QORVSQMQ.mjs";
import {
  writeFileAtomic
} from "./chunk-2SEPAG6N.mjs";
import {
  Minimatch,
  ignoredPaths,
  listProjectFiles,
  minimatch,
  require_dist
} from "./chunk-HQDTXVWB.mjs";
import {
  openBackend
} from "./chunk-CX4Q3VJC.mjs";
import {
  GitObjectReader,
  byCodeUnit,
  historyObjectsAt,
  isDamageNote,
  isoDate,
  lineKey,
  partialLookupNote,
  runGit,
  unreadableLookupNote,
  unreadableObject,
  withPrefix
} from "./chunk-35ANI543.mjs";
import {
  readProjectFile,
  walkSymlinks
} from "./chunk-XNXIIZTN.mjs";
import {
  readRegularFile
} from "./chunk-5UMPEWDD.mjs";
import {
  __toESM
} from "./chunk-6K57MRJR.mjs";

// scripts/scan/artifact.ts
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
  let signals = {}, paths = [...parts.hits.keys()].filter((p) => parts.hits.get(p).length > 0).sort(byCodeUnit);
  for (let p of paths) signals[p] = parts.hits.get(p).map(orderHit).sort(compareHits);
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
    notes: [...new Set(parts.notes)].sort(byCodeUnit),
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
var EXAMPLE_BEFORE = /(?:\be\.g\.|\bfor example)[,:]?[^.;\n]*$/i, GONE_WORDS = /\b(?:removed|deleted?|deletes|deleting|obsolete|legacy|deprecated|replaced|renamed|retired|no longer|formerly|previously)\b|\bthe old\b/i, NEW_LOCATION_BEFORE = /\b(?:by|to|into|in favou?r of)\s+(?:the\s+)?(?:new\s+)?$/i, SENTENCE_END = /[.!?;](?=\s|$)|\n\s*\n/g;
function sentenceAround(doc, block, start, end) {
  if (block.block === "table") return doc.lines[block.first_line - 1] ?? block.src;
  let from = 0;
  for (let m of block.src.slice(0, start).matchAll(SENTENCE_END)) from = m.index + m[0].length;
  let stop = block.src.slice(end).search(/[.!?;](?=\s|$)|\n\s*\n/);
  return block.src.slice(from, stop < 0 ? block.src.length : end + stop);
}
function saysGone(doc, block, span) {
  return NEW_LOCATION_BEFORE.test(block.src.slice(Math.max(0, span.start - 30), span.start)) ? !1 : GONE_WORDS.test(sentenceAround(doc, block, span.start, span.end));
}
function codePathRefs(doc) {
  let out = [], examples = scenarioRanges(doc);
  for (let block of doc.inlines)
    if (!examples.some(([a, b]) => block.first_line >= a && block.first_line <= b))
      for (let span of block.code_spans) {
        let content = span.content;
        if (content === "" || /\s/.test(content) || !content.includes("/") || EXAMPLE_BEFORE.test(block.src.slice(Math.max(0, span.start - 40), span.start)) || saysGone(doc, block, span)) continue;
        let pos = locate(doc, block, span.content_start, content);
        out.push({ source: "code_path", target: content, raw: content, ...pos });
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
  return rel === "" || rel.startsWith("/") || rel.startsWith("../") ? !1 : refs.some((r) => r !== at && r.ref.line === at.ref.line && r.resolved !== "" && ctx.repo.dirs.has(r.resolved) && existsLoose(ctx.repo, posix.join(r.resolved, rel)));
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
        if (withExtension !== void 0 && (hit.with_extension = withExtension, hit.detail += `; ${withExtension} exists, but no docs site here serves .md-less links`), ci !== void 0 && (hit.case_insensitive_match = ci, hit.detail += `; ${ci} matches except for letter case`), fate?.renamed_to !== void 0 && exists(ctx.repo, fate.renamed_to)) {
          hit.renamed_to = fate.renamed_to, hit.detail += `; history: moved to ${fate.renamed_to}`;
          let similarity2 = ctx.history?.renameSimilarity?.(resolved);
          similarity2 !== void 0 && (hit.rename_similarity = similarity2);
        } else fate?.renamed_to !== void 0 ? hit.detail += `; history: moved to ${fate.renamed_to}, which is not in the working tree either` : fate?.deleted_in !== void 0 && (hit.deleted_in = fate.deleted_in, hit.detail += `; history: deleted in ${fate.deleted_in.commit.slice(0, 12)} (${fate.deleted_in.date})`);
        ref.source === "code_path" && !gone && (hit.hint = !0, hit.detail += "; history never had this path (a hint)"), hits.push(hit);
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
    let line = lines[i].replace(/\s+#.*$/, ""), header2 = /^\s*\[([^\]]+)\]\s*$/.exec(line);
    if (header2 && !inArray) {
      table = header2[1].trim();
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
    let line = lines[i].replace(/\s+#.*$/, ""), header2 = /^\s*\[([^\]]+)\]\s*$/.exec(line);
    if (header2) {
      table = header2[1].trim();
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
  let codeRanges = block.code_spans.map((c) => [c.start, c.end]), usable = (offset) => (!inRanges(block.excluded, offset) || inRanges(codeRanges, offset)) && !quoted(block.src, offset), push2 = (subject, version, offset, text) => {
    if (!usable(offset)) return;
    let pos = locate(doc, block, offset, text);
    out.push({ subject, version, text, ...pos });
  }, src = block.src;
  if (DIGIT.test(src)) {
    if (AT_HINT.test(src)) for (let x of src.matchAll(AT_FORM)) push2(canonicalSubject(x[1]), x[2] + (x[3] ?? ""), x.index, x[0]);
    if (TAG_HINT.test(src)) for (let x of src.matchAll(TAG_FORM)) push2(canonicalSubject(x[1]), x[2], x.index, x[0]);
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
      proseCounts(subject, x[2] || void 0, x[3], pins) && push2(subject, x[3] + (x[4] ?? ""), k, src.slice(k, x.index + x[0].length));
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

// scripts/contract/role-names.ts
var ROLE_ORDER = ["archive", "generated", "copy", "template", "record", "plan", "agent-prompt", "agent-memory", "living"];

// scripts/scan/signals/token-weight.ts
function sessionWeight(path, ctx) {
  let doc = ctx.per_session.get(path);
  if (!doc) return contextWeight(path, ctx) ?? { own: 0, imports: [], total: 0 };
  let own = doc.own_tokens, imports = doc.through.map((t) => ({ path: t.path, tokens: t.tokens, depth: t.depth }));
  return { own, imports, total: own + imports.reduce((n, i) => n + i.tokens, 0) };
}
function contextWeight(path, ctx) {
  let best;
  for (let c of ctx.agent_contexts ?? []) {
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
var tokenWeight = {
  name: "token_weight",
  description: "A per-session doc (with its imports) above the token budget.",
  // Whatever its role, a doc loaded in every session costs every session.
  roles: ROLE_ORDER,
  stage: "repository",
  needs: ["per_session_tokens", "frozen", "agent_contexts"],
  appliesTo: (doc, ctx) => (ctx.per_session.has(doc.path) || contextWeight(doc.path, ctx) !== void 0) && !ctx.frozen.has(doc.path),
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
    let order = canonicalOrder(history), raw = /* @__PURE__ */ new Map(), push2 = (u, other, canonical) => {
      let list = raw.get(u.path) ?? [];
      list.push({ start_line: u.start_line, end_line: u.end_line, lines: u.lines, other: { path: other.path, start_line: other.start_line, end_line: other.end_line }, canonical }), raw.set(u.path, list);
    };
    for (let units of this.byHash.values()) {
      if (units.length < 2) continue;
      let sorted = [...units].sort(order), canonical = sorted[0];
      for (let u of sorted.slice(1))
        push2(u, canonical, canonical.path), push2(canonical, u, canonical.path);
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
import { readFileSync } from "node:fs";
import { join, posix as posix6 } from "node:path";
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
    if (!this.text.has(path)) {
      let t;
      try {
        t = this.repo.files.has(path) ? readFileSync(join(this.root, path), "utf8") : void 0;
      } catch {
        t = void 0;
      }
      this.text.set(path, t);
    }
    return this.text.get(path);
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
  into.patterns.push(...from.patterns), from.open && (into.open = !0);
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

// scripts/scan/claims/similar.ts
function fold(s) {
  return s.replace(/^["'-]+/, "").replace(/[-_.:\s]/g, "").toLowerCase();
}
function similarity(a, b) {
  let x = fold(a), y = fold(b);
  if (x === y) return x === "" ? 0 : 0.99;
  let n = x.length, m = y.length;
  if (n === 0 || m === 0) return 0;
  let prev = Array.from({ length: m + 1 }, (_, j) => j);
  for (let i = 1; i <= n; i++) {
    let cur = [i];
    for (let j = 1; j <= m; j++) cur[j] = Math.min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + (x[i - 1] === y[j - 1] ? 0 : 1));
    prev = cur;
  }
  let d = prev[m], p = 0;
  for (; p < n && p < m && x[p] === y[p]; ) p++;
  let base = 1 - d / Math.max(n, m);
  return Math.min(0.98, p >= 4 ? Math.max(base, 0.5 + p / (2 * Math.max(n, m))) : base);
}
function words(s) {
  return s.replace(/^["'-]+/, "").replace(/([a-z0-9])([A-Z])/g, "$1 $2").split(/[^A-Za-z0-9]+/).filter(Boolean).map((w) => w.toLowerCase());
}
function renameLike(a, b) {
  if (similarity(a, b) < 0.5) return !1;
  let wa = words(a), left = [...words(b)], onlyA = 0;
  for (let w of wa) {
    let i = left.indexOf(w);
    i >= 0 ? left.splice(i, 1) : onlyA++;
  }
  return onlyA <= 1 && left.length <= 1;
}
var bounded = (name) => new RegExp(`(?<![\\w-])${name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}(?![\\w-])`);
function subjectSaysRenamed(subject, from, to) {
  let f = bounded(from.replace(/^["'-]+/, "")).source, t = bounded(to.replace(/^["'-]+/, "")).source;
  return new RegExp(f).test(subject) ? /\brenam/i.test(subject) || new RegExp(`${f}\\W*\\s*(?:->|=>|\u2192|\\bto\\b|\\binto\\b)\\s*\\W*${t}`).test(subject) : !1;
}
function swappedLine(removed, added, from, to) {
  let re = new RegExp(bounded(from).source, "g"), norm = (l) => l.trim().replace(/,$/, ""), addedNorm = new Set([...added].map(norm)), swapped = 0;
  for (let line of removed)
    if (re.lastIndex = 0, !!re.test(line)) {
      if (re.lastIndex = 0, !addedNorm.has(norm(line.replace(re, to)))) return !1;
      swapped++;
    }
  return swapped > 0;
}

// scripts/scan/claims/definition-history.ts
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
        cur = { commit, date, subject: subject.join("	"), file: d[2], removed: /* @__PURE__ */ new Set(), added: /* @__PURE__ */ new Set(), removed_lines: [], added_lines: /* @__PURE__ */ new Set() }, out.push(cur);
        continue;
      }
      if (!cur || line.startsWith("+++") || line.startsWith("---")) continue;
      let into = line.startsWith("+") ? cur.added : line.startsWith("-") ? cur.removed : void 0;
      if (!into) continue;
      let name = definedOnLine(cur.file, line.slice(1));
      name !== void 0 && (into.add(name), into === cur.added ? cur.added_lines.add(line.slice(1)) : cur.removed_lines.push(line.slice(1)));
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
    if (!(best !== void 0 && !tie && (candidates.length === 1 ? bestScore >= 0.3 : bestScore >= 0.5))) return { removed_in };
    let evidence = swappedLine(c.removed_lines, c.added_lines, name, best) ? "swap" : subjectSaysRenamed(c.subject, name, best) ? "commit-message" : void 0;
    return { renamed_to: best, ...evidence ? { evidence } : {}, removed_in };
  }
}

// scripts/scan/claims/code-search.ts
var MEDIA = ["svg", "png", "jpg", "jpeg", "gif", "webp", "ico", "bmp", "pdf", "woff", "woff2", "ttf", "otf", "eot", "zip", "gz", "tgz", "mp4", "mov", "webm"], NOT_CODE = [
  "*.jsonl",
  "*.jsonl.*",
  "*.md",
  "*.mdx",
  "*.markdown",
  "*.rst",
  "*.adoc",
  "*.txt",
  "*.lock",
  "package-lock.json",
  "pnpm-lock.yaml",
  "go.sum",
  BASELINE_FILE,
  // Images, fonts and archives: never code, often the largest blobs (the ones a snapshot or a
  // partial clone lacks), and an SVG's ids are no names of the code.
  ...MEDIA.map((e) => `*.${e}`)
], CODE_PATHSPEC = [".", ...NOT_CODE.map((p) => `:(exclude,icase)${p}`)], NOT_CODE_RE = new RegExp(`^(?:${NOT_CODE.map((p) => ereEscape(p).replace(/\\\*/g, ".*")).join("|")})$`, "i");
function isCodePath(path) {
  return !NOT_CODE_RE.test(path);
}
var TERMS_PER_PATTERN = 1e3;
async function termsPresent(root, rev, terms) {
  let found = /* @__PURE__ */ new Set();
  if (terms.length === 0) return found;
  let args = ["grep", "-I", "-E", "-w", "-o", "-h", "--no-color"];
  for (let i = 0; i < terms.length; i += TERMS_PER_PATTERN) args.push("-e", `(${terms.slice(i, i + TERMS_PER_PATTERN).map(ereEscape).join("|")})`);
  rev !== void 0 && args.push(rev);
  let r = await runGit(root, [...args, "--", ...CODE_PATHSPEC]);
  if (!(r.code !== 0 && r.code !== 1)) {
    for (let line of r.stdout.toString("utf8").split(`
`)) line !== "" && found.add(line);
    return found;
  }
}
async function termPresent(root, rev, term) {
  let args = ["grep", "-q", "-I", "-F", "-w", "-e", term];
  return rev !== void 0 && args.push(rev), (await runGit(root, [...args, "--", ...CODE_PATHSPEC])).code === 0;
}
function ereEscape(s) {
  return s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
var UnreadableObjects = class {
  skipped = /* @__PURE__ */ new Map();
  add(object, what) {
    this.skipped.has(object) || this.skipped.set(object, what);
  }
  /** Records the object a failed git call names; false when its message names none. */
  fromFailure(stderr, what) {
    let o = unreadableObject(stderr);
    return o && this.add(o, what), o !== void 0;
  }
};
async function removalOf(root, term, since, lost) {
  let re = `(^|[^A-Za-z0-9_])${ereEscape(term)}([^A-Za-z0-9_]|$)`, r = await runGit(root, ["log", "-1", "--no-merges", "--format=%H%x09%cI%x09%s", "--pickaxe-regex", `-S${re}`, `${since}..HEAD`, "--", ...CODE_PATHSPEC]);
  if (r.code !== 0) {
    lost?.fromFailure(r.stderr, `vanished_identifier: the commit that removed \`${term}\` not looked up`);
    return;
  }
  let line = r.stdout.toString("utf8").split(`
`)[0] ?? "", [commit, date, ...subject] = line.split("	");
  return commit && date ? { commit, date, subject: subject.join("	") } : void 0;
}
async function commitsSince(root, since) {
  let r = await runGit(root, ["rev-list", "--count", "--no-merges", `${since}..HEAD`]), n = Number(r.stdout.toString("utf8").trim());
  return r.code === 0 && Number.isInteger(n) ? n : Number.POSITIVE_INFINITY;
}
var TOKEN = {
  flag: /(?<![\w-])[a-z][a-z0-9]*(?:-[a-z0-9]+)+(?![\w-])/g,
  env: /(?<!\w)[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+(?!\w)/g,
  symbol: /(?<!\w)[A-Za-z_]\w{3,}(?!\w)/g,
  config_key: /(?<![\w.])[a-z][a-z0-9_-]*(?:\.[a-z][a-z0-9_-]*)+(?![\w.])/g,
  subcommand: /"[a-z][a-z0-9-]{2,}(?=[" ])/g
};
async function successorIn(root, commit, term, kind, lost) {
  let r = await runGit(root, ["show", "--format=", "--unified=0", "--no-color", "--no-ext-diff", commit, "--", ...CODE_PATHSPEC]);
  if (r.code !== 0) {
    lost?.fromFailure(r.stderr, `vanished_identifier: the successor of \`${term}\` in commit ${commit.slice(0, 12)} not looked up`);
    return;
  }
  let added = /* @__PURE__ */ new Set(), removed = /* @__PURE__ */ new Set(), addedLines = /* @__PURE__ */ new Set(), removedLines = [], re = TOKEN[kind] ?? TOKEN.symbol;
  for (let line of r.stdout.toString("utf8").split(`
`)) {
    if (line.startsWith("+++") || line.startsWith("---")) continue;
    let into = line.startsWith("+") ? added : line.startsWith("-") ? removed : void 0;
    if (into) {
      into === added ? addedLines.add(line.slice(1)) : line.includes(term) && removedLines.push(line.slice(1));
      for (let m of line.slice(1).matchAll(re)) into.add(m[0]);
    }
  }
  let best, bestScore = 0, tie = !1;
  for (let t of added) {
    if (removed.has(t) || t === term || !renameLike(term, t)) continue;
    let s = similarity(term, t);
    s > bestScore ? (best = t, bestScore = s, tie = !1) : s === bestScore && (tie = !0);
  }
  if (!(best === void 0 || bestScore < 0.5 || tie))
    return { name: best, swap: swappedLine(removedLines, addedLines, term.replace(/^"/, ""), best.replace(/^"/, "")) };
}
async function docRevisions(root, paths) {
  let out = /* @__PURE__ */ new Map();
  if (paths.length === 0) return out;
  let r = await runGit(root, ["log", "--no-renames", "--format=%x00%H %cI", "--name-only", "HEAD", "--", ...paths]);
  if (r.code !== 0) return;
  let wanted = new Set(paths);
  for (let chunk of r.stdout.toString("utf8").split("\0")) {
    let [head, ...files] = chunk.split(`
`), [commit, date] = (head ?? "").split(" ");
    if (!(!commit || !date))
      for (let f of files) wanted.has(f) && (out.get(f) ?? out.set(f, []).get(f)).push({ commit, date });
  }
  return out;
}
async function textsAt(reader, path, revs, lost) {
  let out = (await Promise.all(revs.map((rev) => reader.read(`${rev}:${path}`)))).map((o) => o?.type === "blob" ? o.data.toString("utf8") : void 0);
  if (lost)
    for (let i = 0; i < revs.length; i++) {
      if (out[i] !== void 0) continue;
      let what = `vanished_identifier: ${path} at commit ${revs[i].slice(0, 12)} not read (names the doc held then not looked up there)`, oid = await runGit(reader.cwd, ["rev-parse", "--verify", "-q", `${revs[i]}:${path}`]);
      oid.code === 0 ? lost.add(oid.stdout.toString("utf8").trim(), what) : lost.fromFailure(oid.stderr, what);
    }
  return out;
}
async function termsDefined(root, rev, terms) {
  let found = /* @__PURE__ */ new Set();
  if (terms.length === 0) return found;
  let alt = `(${terms.map(ereEscape).join("|")})`, patterns = [
    `(func|function|def|class|type|interface|struct|enum|trait|const|let|var|fn|module|macro_rules!)[[:space:]]+(\\([^)]*\\)[[:space:]]*)?\\*?${alt}([^A-Za-z0-9_]|$)`,
    `(^|[^A-Za-z0-9_.])${alt}[[:space:]]*(:|=)[[:space:]]*(async[[:space:]]+)?(function|\\(|[A-Za-z_]+[[:space:]]*=>)`,
    // Fields and members: `\tDeletedAt time.Time` (Go), `  deletedAt?: Date` (TS), `    deleted_at: int` (Python).
    `^[[:space:]]+${alt}[[:space:]]+[][*A-Za-z_.]+[[:space:]]*(\`|//|$)`,
    // Go short variable declarations and assignments of a function value.
    `(^|[^A-Za-z0-9_.])${alt}(,[[:space:]]*[A-Za-z_]+)*[[:space:]]*:=`,
    `^[[:space:]]+(readonly[[:space:]]+)?${alt}??[[:space:]]*:[[:space:]]*[A-Za-z_[{(]`,
    `^[[:space:]]*(export[[:space:]]+)?(async[[:space:]]+|static[[:space:]]+|public[[:space:]]+|private[[:space:]]+|protected[[:space:]]+|pub[[:space:]]+)*${alt}[[:space:]]*\\([^)]*\\)[[:space:]]*(:[^{]*)?\\{`
  ], args = ["grep", "-I", "-E", "-o", "-h", "--no-color"];
  for (let p of patterns) args.push("-e", p);
  let r = await runGit(root, [...args, rev, "--", ...CODE_PATHSPEC]);
  if (r.code !== 0 && r.code !== 1) return;
  let wanted = new Set(terms);
  for (let line of r.stdout.toString("utf8").split(`
`))
    for (let m of line.matchAll(/[A-Za-z_][A-Za-z0-9_]*/g)) wanted.has(m[0]) && found.add(m[0]);
  return found;
}
var GoneTermsAt = class {
  constructor(reader, terms) {
    this.reader = reader;
    let alt = [...terms].sort((a, b) => b.length - a.length || (a < b ? -1 : 1)).map(ereEscape).join("|");
    this.re = new RegExp(`(?<![A-Za-z0-9_])(?:${alt})(?![A-Za-z0-9_])`, "g");
  }
  reader;
  re;
  head;
  /** File versions read, with the names each holds (empty when none) and those it defines. */
  read = /* @__PURE__ */ new Map();
  defines = /* @__PURE__ */ new Map();
  defRe = /* @__PURE__ */ new Map();
  /** Code blobs under each tree read, by folder and tree oid. */
  trees = /* @__PURE__ */ new Map();
  /** Objects git could not give (a damaged repository), each with the look-up it cost. */
  lost = new UnreadableObjects();
  /** File versions read so far (each distinct one once): the caller's work bound. */
  versionsRead = 0;
  /** A revision's code blobs, from its trees (each tree read once per folder it sits in, across revisions). */
  async blobs(rev) {
    let what = `vanished_identifier: the code at commit ${rev.slice(0, 12)} not searched (names it held are not reported)`, root = await this.reader.read(`${rev}^{tree}`);
    if (root?.type !== "tree") {
      let tree = await runGit(this.reader.cwd, ["rev-parse", "--verify", "-q", `${rev}^{tree}`]);
      tree.code === 0 ? this.lost.add(tree.stdout.toString("utf8").trim(), what) : this.lost.fromFailure(tree.stderr, what) || this.lost.add(rev, what);
      return;
    }
    return this.flatten(root.oid, root.data, "", what);
  }
  async flatten(oid, data, prefix, what) {
    let key = `${prefix}\0${oid}`, memo3 = this.trees.get(key);
    if (memo3) return memo3;
    if (!data) {
      let o = await this.reader.read(oid);
      if (o?.type !== "tree") {
        this.lost.add(oid, what);
        return;
      }
      data = o.data;
    }
    let out = [], sub = [], hashLen = oid.length / 2, at = 0;
    for (; at < data.length; ) {
      let sp = data.indexOf(32, at), nul = data.indexOf(0, sp);
      if (sp < 0 || nul < 0 || nul + 1 + hashLen > data.length) return;
      let mode = data.toString("latin1", at, sp), name = data.toString("utf8", sp + 1, nul), child = data.toString("hex", nul + 1, nul + 1 + hashLen);
      at = nul + 1 + hashLen, mode === "40000" ? sub.push(this.flatten(child, void 0, `${prefix}${name}/`, what)) : mode !== "160000" && isCodePath(prefix + name) && out.push(child);
    }
    for (let list of await Promise.all(sub)) {
      if (!list) return;
      for (let b of list) out.push(b);
    }
    return this.trees.set(key, out), out;
  }
  /** The names present in the code at `rev`, or undefined when its tree cannot be read. */
  async at(rev) {
    this.head ??= await this.unchangedAtHead();
    let blobs = await this.blobs(rev);
    if (!blobs) return;
    let unread = [...new Set(blobs.filter((b) => !this.head.has(b) && !this.read.has(b)))];
    this.versionsRead += unread.length;
    for (let i = 0; i < unread.length; i += 500) await this.scan(unread.slice(i, i + 500), rev);
    let found = /* @__PURE__ */ new Set();
    for (let b of blobs) for (let t of this.read.get(b) ?? []) found.add(t);
    return this.revBlobs.set(rev, blobs), found;
  }
  revBlobs = /* @__PURE__ */ new Map();
  /**
   * HEAD's code blobs that cannot hold a gone name: the names were found gone in the work tree, so
   * only a file the work tree leaves as HEAD has it proves nothing; one edited since (an uncommitted
   * removal) is read like any other version.
   */
  async unchangedAtHead() {
    let head = new Set(await this.blobs("HEAD") ?? []), dirty = await runGit(this.reader.cwd, ["diff", "--name-only", "-z", "--no-renames", "HEAD", "--"]);
    if (dirty.code !== 0) return /* @__PURE__ */ new Set();
    for (let path of dirty.stdout.toString("utf8").split("\0")) {
      if (path === "") continue;
      let o = await this.reader.read(`HEAD:${path}`);
      o && head.delete(o.oid);
    }
    return head;
  }
  /** The names the code at `rev` (a revision `at` read) defines, as termsDefined reads a definition; undefined when not read. */
  definedAt(rev) {
    let blobs = this.revBlobs.get(rev);
    if (!blobs) return;
    let out = /* @__PURE__ */ new Set();
    for (let b of blobs) for (let t of this.defines.get(b) ?? []) out.add(t);
    return out;
  }
  definition(term) {
    let re = this.defRe.get(term);
    if (!re) {
      let t = ereEscape(term), e = "(?![A-Za-z0-9_])";
      re = new RegExp(
        [
          `(?:func|function|def|class|type|interface|struct|enum|trait|const|let|var|fn|module|macro_rules!)\\s+(?:\\([^)]*\\)\\s*)?\\*?${t}${e}`,
          `(?:^|[^A-Za-z0-9_.])${t}\\s*[:=]\\s*(?:async\\s+)?(?:function|\\(|[A-Za-z_]+\\s*=>)`,
          `^\\s+${t}\\s+[\\][*A-Za-z_.]+\\s*(?:\`|//|$)`,
          `(?:^|[^A-Za-z0-9_.])${t}(?:,\\s*[A-Za-z_]+)*\\s*:=`,
          `^\\s+(?:readonly\\s+)?${t}\\??\\s*:\\s*[A-Za-z_[{(]`,
          `^\\s*(?:export\\s+)?(?:(?:async|static|public|private|protected|pub)\\s+)*${t}\\s*\\([^)]*\\)\\s*(?::[^{]*)?\\{`
        ].join("|"),
        "m"
      ), this.defRe.set(term, re);
    }
    return re;
  }
  async scan(oids, rev) {
    let objs = await Promise.all(oids.map((o) => this.reader.read(o)));
    for (let i = 0; i < oids.length; i++) {
      let oid = oids[i], body = objs[i]?.data;
      if (!body) {
        this.read.set(oid, []), this.lost.add(oid, `vanished_identifier: a code file at commit ${rev.slice(0, 12)} not searched (names only it held are not reported)`);
        continue;
      }
      let names = /* @__PURE__ */ new Set(), text = body.subarray(0, 8e3).indexOf(0) < 0 ? body.toString("latin1") : "";
      for (let m of text.matchAll(this.re)) names.add(m[0]);
      this.read.set(oid, [...names]);
      let defined = [], lines;
      for (let t of names) {
        if (!/^[A-Za-z_]\w*$/.test(t)) continue;
        let re = this.definition(t);
        lines ??= text.split(`
`), lines.some((l) => l.includes(t) && re.test(l)) && defined.push(t);
      }
      defined.length > 0 && this.defines.set(oid, defined);
    }
  }
};

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
  return rename?.renamed_to && (hit.renamed_to = rename.renamed_to), rename?.renamed_to && rename.evidence && (hit.rename_evidence = rename.evidence), rename && (hit.removed_in = { commit: rename.removed_in.commit, date: rename.removed_in.date, subject: rename.removed_in.subject }), hit;
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

// scripts/scan/signals/vanished-identifier.ts
var VANISHED_WORK = { file_versions: 2e4, removal_commits: 5e3 }, WITHIN_BOUND = `within the work bound (${VANISHED_WORK.file_versions} file versions)`;
function boundCutNote(n, what) {
  return what === "revisions" ? `vanished_identifier: ${n} doc revisions not searched ${WITHIN_BOUND}` : `vanished_identifier: ${n} function or type names left out: their definitions were not checked ${WITHIN_BOUND}`;
}
function isBoundCutNote(note) {
  return note.startsWith("vanished_identifier: ") && note.endsWith(` ${WITHIN_BOUND}`);
}
var WorkCount = class {
  constructor(codeAt) {
    this.codeAt = codeAt;
  }
  codeAt;
  removalCommits = 0;
  /** Whether another file-version read may start (the one that crosses the bound finishes). */
  get readsLeft() {
    return this.codeAt.versionsRead < VANISHED_WORK.file_versions;
  }
  /** Whether a removal look-up over `commits` commits fits; charges them when it does. */
  takeRemoval(commits) {
    return this.removalCommits + commits > VANISHED_WORK.removal_commits ? !1 : (this.removalCommits += commits, !0);
  }
}, BOUNDED_FIELDS = ["detail", "removed_in", "successor", "rename_evidence"], MAX_OBJECT_NOTES = 10;
function lostObjectNotes(lost) {
  let all = [...lost.skipped].map(([o, what]) => unreadableLookupNote(o, what));
  return all.length <= MAX_OBJECT_NOTES ? all : [...all.slice(0, MAX_OBJECT_NOTES), `${all.length - MAX_OBJECT_NOTES} more objects unreadable to vanished_identifier`];
}
var prepared2 = /* @__PURE__ */ new WeakMap();
function successorName(use, successor) {
  let bare = successor.replace(/^"/, "");
  return use.kind === "flag" ? `--${bare}` : use.kind === "subcommand" ? `${use.name.split(" ")[0]} ${bare}` : use.kind === "symbol" ? use.name.replace(new RegExp(`${use.term.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}(?=\\(|$)`), bare) : bare;
}
function hitOf2(f, removal, successor, evidence) {
  let { use, since } = f, detail = `\`${use.name}\` (${use.kind.replace("_", " ")}) occurs in the code at ${f.at === "first_named" ? "the doc commit that named it" : "the doc's last change"} ${since.commit.slice(0, 12)} (${since.date.slice(0, 10)}) but nowhere in the code now`;
  removal && (detail += `; last removed in ${removal.commit.slice(0, 12)} (${removal.subject})`), successor && (detail += `; likely successor ${successorName(use, successor)}`);
  let hit = { name: "vanished_identifier", detail, line: use.line, column: use.column, kind: use.kind, identifier: use.name, term: use.term, present_at: { ...since, doc_commit: f.at ?? "last_change" } };
  return removal && (hit.removed_in = removal), successor && (hit.successor = successorName(use, successor)), successor && evidence && (hit.rename_evidence = evidence), hit;
}
async function prepareVanishedIdentifier(docs, ctx) {
  let hits = /* @__PURE__ */ new Map();
  prepared2.set(ctx, hits);
  let history = ctx.history, withNames = docs.filter((d) => (d.claims?.identifiers.length ?? 0) > 0);
  if (!history || withNames.length === 0) return [];
  if (history.backend !== "native") return ["vanished_identifier: skipped, it needs the git CLI (isomorphic path)"];
  let fileNames = /* @__PURE__ */ new Set();
  for (let f of ctx.repo.files) {
    let b = f.slice(f.lastIndexOf("/") + 1);
    /^[A-Z][A-Z0-9_]*$/.test(b) && fileNames.add(b);
  }
  for (let d of withNames) d.claims.identifiers = d.claims.identifiers.filter((u) => !(u.kind === "env" && fileNames.has(u.term)));
  let terms = /* @__PURE__ */ new Set();
  for (let d of withNames) for (let u of d.claims.identifiers) terms.add(u.term);
  let now = await termsPresent(ctx.root, void 0, [...terms].sort());
  if (!now) return ["vanished_identifier: git grep failed on the work tree; not checked"];
  let byRev = /* @__PURE__ */ new Map();
  for (let d of withNames) {
    let last = history.lastChange(d.path);
    if (last)
      for (let use of d.claims.identifiers) {
        if (now.has(use.term)) continue;
        let g = byRev.get(last.commit);
        g || byRev.set(last.commit, g = { date: last.date, terms: /* @__PURE__ */ new Set(), uses: [] }), g.terms.add(use.term), g.uses.push({ path: d.path, use });
      }
  }
  let revs = [...byRev.entries()].sort((a, b) => b[1].terms.size - a[1].terms.size || (a[0] < b[0] ? -1 : 1)), gone = /* @__PURE__ */ new Set();
  for (let [, g] of revs) for (let t of g.terms) gone.add(t);
  let goneUses = new Set(revs.flatMap(([, g]) => g.uses.map((u) => `${u.path}\0${u.use.term}`)));
  if (goneUses.size > 0 && await historyObjectsAt(ctx.root) !== "all")
    return [partialLookupNote("vanished_identifier", `${goneUses.size} names gone from the code now not looked up in the code's history`)];
  let reader = new GitObjectReader(ctx.root);
  try {
    return await searchHistory(ctx, hits, revs, new GoneTermsAt(reader, [...gone]));
  } finally {
    reader.close();
  }
}
async function searchHistory(ctx, hits, revs, codeAt) {
  let notes = [], work = new WorkCount(codeAt), findings = [], lost = codeAt.lost, skipped = 0;
  for (let [rev, g] of revs) {
    if (!work.readsLeft) {
      skipped++;
      continue;
    }
    let then = await codeAt.at(rev);
    if (then)
      for (let { path, use } of g.uses) then.has(use.term) && findings.push({ path, use, since: { commit: rev, date: g.date } });
  }
  let foundKeys = new Set(findings.map((f) => `${f.path}\0${f.use.term}`)), byDocLeft = /* @__PURE__ */ new Map();
  for (let [, g] of revs) for (let { path, use } of g.uses) foundKeys.has(`${path}\0${use.term}`) || (byDocLeft.get(path) ?? byDocLeft.set(path, []).get(path)).push(use);
  let docRevs = byDocLeft.size > 0 && work.readsLeft ? await docRevisions(ctx.root, [...byDocLeft.keys()].sort()) : void 0, byNamed = /* @__PURE__ */ new Map();
  for (let [path, uses] of byDocLeft) {
    let list = docRevs?.get(path) ?? [];
    if (list.length < 2) continue;
    if (!work.readsLeft) {
      skipped++;
      continue;
    }
    let older = list.slice(1), texts = await textsAt(codeAt.reader, path, older.map((r) => r.commit), lost);
    codeAt.versionsRead += older.length;
    for (let use of uses) {
      let re = new RegExp(`(?<![A-Za-z0-9_])${use.term.replace(/^"/, "").replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}(?![A-Za-z0-9_])`), start = -1;
      for (let i = 0; i < older.length && texts[i] !== void 0 && re.test(texts[i]); i++) start = i;
      if (!(start < 0))
        for (let rev of start === 0 ? [older[0]] : [older[start], older[0]]) {
          let g = byNamed.get(rev.commit);
          g || byNamed.set(rev.commit, g = { date: rev.date, uses: [] }), g.uses.push({ path, use });
        }
    }
  }
  for (let [rev, g] of [...byNamed.entries()].sort((a, b) => b[1].uses.length - a[1].uses.length || (a[0] < b[0] ? -1 : 1))) {
    if (!work.readsLeft) {
      skipped++;
      continue;
    }
    let then = await codeAt.at(rev);
    if (then)
      for (let { path, use } of g.uses) then.has(use.term) && findings.push({ path, use, since: { commit: rev, date: g.date }, at: "first_named" });
  }
  let symbolRevs = /* @__PURE__ */ new Map();
  for (let f of findings) f.use.kind === "symbol" && (symbolRevs.get(f.since.commit) ?? symbolRevs.set(f.since.commit, /* @__PURE__ */ new Set()).get(f.since.commit)).add(f.use.term);
  let definedThen = /* @__PURE__ */ new Map(), unverified = 0;
  for (let [rev, t] of symbolRevs) {
    let d = codeAt.definedAt(rev) ?? (work.readsLeft ? await termsDefined(ctx.root, rev, [...t].sort()) : void 0);
    d || (unverified += t.size), definedThen.set(rev, d ?? /* @__PURE__ */ new Set());
  }
  unverified > 0 && notes.push(boundCutNote(unverified, "definitions"));
  for (let i = findings.length - 1; i >= 0; i--) {
    let f = findings[i];
    f.use.kind === "symbol" && !definedThen.get(f.since.commit)?.has(f.use.term) && findings.splice(i, 1);
  }
  let rank = (f) => f.at === "first_named" ? 1 : 0;
  findings.sort((a, b) => rank(a) - rank(b) || (rank(a) === 1 ? byCodeUnit(a.since.date, b.since.date) : 0));
  let kept = /* @__PURE__ */ new Set();
  for (let i = 0; i < findings.length; i++) {
    let f = findings[i], k = `${f.path}\0${f.use.line}\0${f.use.column}\0${f.use.term}`;
    kept.has(k) ? findings.splice(i--, 1) : kept.add(k);
  }
  findings.sort((a, b) => a.path < b.path ? -1 : a.path > b.path ? 1 : a.use.line - b.use.line || a.use.column - b.use.column), skipped > 0 && notes.push(boundCutNote(skipped, "revisions"));
  let goneNow = /* @__PURE__ */ new Map(), evidence = /* @__PURE__ */ new Map(), ranges = /* @__PURE__ */ new Map(), noEvidence = 0;
  for (let f of findings) {
    let key = f.use.term;
    if (goneNow.has(key) || goneNow.set(key, !await termPresent(ctx.root, void 0, key)), !goneNow.get(key)) continue;
    let ek = `${key}\0${f.since.commit}`;
    if (!evidence.has(ek))
      if (ranges.has(f.since.commit) || ranges.set(f.since.commit, await commitsSince(ctx.root, f.since.commit)), !work.takeRemoval(ranges.get(f.since.commit)))
        noEvidence++, evidence.set(ek, {});
      else {
        let removal = await removalOf(ctx.root, key, f.since.commit, lost), found = removal ? await successorIn(ctx.root, removal.commit, key, f.use.kind, lost) : void 0;
        found !== void 0 && !await termPresent(ctx.root, void 0, found.name) && (found = void 0);
        let rename = found?.swap ? "swap" : found && removal && subjectSaysRenamed(removal.subject, key, found.name) ? "commit-message" : void 0;
        evidence.set(ek, { removal, successor: found?.name, ...rename ? { rename } : {} });
      }
    let e = evidence.get(ek), list = hits.get(f.path) ?? [];
    list.push(hitOf2(f, e.removal, e.successor, e.rename)), hits.set(f.path, list);
  }
  return noEvidence > 0 && notes.push(`vanished_identifier: removal evidence for ${noEvidence} names left out by the work bound (${VANISHED_WORK.removal_commits} commits searched)`), notes.push(...lostObjectNotes(lost)), notes;
}
var vanishedIdentifier = {
  name: "vanished_identifier",
  description: "A flag, environment variable, function, config key or subcommand the doc names that was in the code when the doc was last changed and is gone now.",
  roles: ["living", "agent-memory", "agent-prompt"],
  stage: "repository",
  needs: ["doc_claims", "history"],
  prepare: prepareVanishedIdentifier,
  appliesTo: (doc) => (doc.claims?.identifiers.length ?? 0) > 0,
  detect: (doc, ctx) => prepared2.get(ctx)?.get(doc.path) ?? []
};

// scripts/scan/signals/agent-load.ts
var AGENT_LOAD_KINDS = /* @__PURE__ */ new Set(["truncated", "skill_listing_over_budget", "twin_files", "agents_md_hidden", "not_loaded_over_size", "over_limit"]), indexes = /* @__PURE__ */ new WeakMap();
function problemsByPath(contexts) {
  let index = indexes.get(contexts);
  if (index) return index;
  index = /* @__PURE__ */ new Map();
  for (let c of contexts)
    for (let p of c.problems) {
      if (!AGENT_LOAD_KINDS.has(p.kind)) continue;
      let list = index.get(p.path) ?? [], same = list.find((f) => f.problem.kind === p.kind && f.problem.detail === p.detail), where = `${c.agent}@${c.folder === "" ? "." : c.folder}`;
      same ? same.contexts.push(where) : list.push({ problem: p, contexts: [where] }), index.set(p.path, list);
    }
  return indexes.set(contexts, index), index;
}
var agentLoad = {
  name: "agent_load",
  description: "What a coding agent loses or loads twice from this doc: memory cut by a byte budget, a skill listing over its budget, twin files, AGENTS.md switched off, a file over a size limit.",
  roles: ROLE_ORDER,
  stage: "repository",
  needs: ["agent_contexts"],
  appliesTo: (doc, ctx) => problemsByPath(ctx.agent_contexts ?? []).has(doc.path),
  detect(doc, ctx) {
    return (problemsByPath(ctx.agent_contexts ?? []).get(doc.path) ?? []).map(({ problem, contexts }) => {
      let hit = { name: "agent_load", detail: `${problem.kind}: ${problem.detail} (in ${contexts.join(", ")})`, kind: problem.kind, contexts };
      return "line" in problem && (hit.line = problem.line), problem.kind === "skill_listing_over_budget" && Object.assign(hit, { dropped: problem.dropped, cut: problem.cut, budget: problem.budget, chars: problem.chars }), "other_path" in problem && (hit.other_path = problem.other_path), hit;
    });
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
  vanishedIdentifier,
  agentLoad
], SIGNAL_NAMES = SIGNALS.map((s) => s.name);

// scripts/scan/run-scan.ts
import { lstatSync as lstatSync3, readdirSync as readdirSync3, realpathSync as realpathSync2 } from "node:fs";
import { join as join7, relative, resolve } from "node:path";

// scripts/scan/canonical.ts
import { lstatSync, readdirSync, realpathSync } from "node:fs";
import { join as join2, sep } from "node:path";
function toPosix(p) {
  return sep === "/" ? p : p.split(sep).join("/");
}
function canonicalPaths(root, inScope) {
  let inScopeSet = new Set(inScope), symlinks = /* @__PURE__ */ new Set();
  for (let dir of new Set(inScope.map((f) => f.includes("/") ? f.slice(0, f.lastIndexOf("/")) : "")))
    try {
      for (let e of readdirSync(dir === "" ? root : join2(root, dir), { withFileTypes: !0 }))
        e.isSymbolicLink() && symlinks.add(dir === "" ? e.name : `${dir}/${e.name}`);
    } catch {
    }
  let cache = /* @__PURE__ */ new Map(), rootReal = realpathSync(root);
  return (p) => {
    let c = cache.get(p);
    if (c !== void 0) return c;
    c = p;
    try {
      if (symlinks.has(p) || !inScopeSet.has(p) && lstatSync(join2(root, p)).isSymbolicLink()) {
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

// scripts/scan/lifecycle/collect.ts
import { readdirSync as readdirSync2, lstatSync as lstatSync2 } from "node:fs";
import { join as join3 } from "node:path";

// scripts/lifecycle/retention.ts
var DAY_MS2 = 864e5;
function ageDays(then, now) {
  return Math.max(0, Math.floor((now.getTime() - then.getTime()) / DAY_MS2));
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
  }, ageOf = memo2((path, kind) => {
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
function citedChanges(names, files, readText2) {
  let cited = /* @__PURE__ */ new Set(), owner = (f) => {
    if (!f.startsWith(OPENSPEC_CHANGES + "/")) return;
    let name = f.slice(OPENSPEC_CHANGES.length + 1).split("/")[0];
    return name && names.includes(name) ? name : void 0;
  }, sources = files.filter((f) => f.endsWith(".md") && (owner(f) !== void 0 || ROADMAP.test(f)));
  for (let src of sources) {
    let text = readText2(src);
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
function memo2(fn) {
  let cache = /* @__PURE__ */ new Map();
  return (path, kind) => {
    let k = `${kind}\0${path}`;
    return cache.has(k) || cache.set(k, fn(path, kind)), cache.get(k);
  };
}

// scripts/scan/lifecycle/git-facts.ts
async function readGitFacts(root) {
  let git = await openBackend(root);
  return git ? git.workingTreeFacts(root) : { tracked: [], changed: /* @__PURE__ */ new Set() };
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

// scripts/scan/lifecycle/collect.ts
var MAX_LIFECYCLE_READ_BYTES = 8 * 1024 * 1024, STATE_DIR = ".dochygiene";
async function collectLifecycle(opts) {
  let { root } = opts, files = opts.files.filter((f) => !(opts.isExcluded?.(f) ?? !1) && f !== STATE_DIR && !f.startsWith(STATE_DIR + "/")), git = await readGitFacts(root), trackedSet = new Set(git.tracked), mtime = (rel) => {
    try {
      return lstatSync2(join3(root, rel)).mtime;
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
      names = readdirSync2(join3(root, rel));
    } catch {
      return;
    }
    for (let name of names.sort()) {
      let p = `${rel}/${name}`;
      lstatSync2(join3(root, p)).isDirectory() ? walk(p) : listed.has(p) || out.push(p);
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
  p.notes.push(...result.notes);
}

// scripts/git/history/cache.ts
import { dirname, join as join4 } from "node:path";

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
    return out.push(...withPrefix(all, p + "/")), out;
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
    this.renameTo ??= new Map(this.data.renames.map(([i, from, to, similarity3]) => [`${i}:${from}`, { to, similarity: similarity3 }]));
    let cur = path, similarity2 = 100, seen = /* @__PURE__ */ new Set([path]);
    for (; ; ) {
      let ev = this.data.events.get(cur);
      if (!ev) return;
      let idx = ev[ev.length - 2], code = ev[ev.length - 1];
      if (code === EV.D) return { deleted_at: idx };
      if (code !== EV.R_OUT) return cur === path ? void 0 : { renamed_to: cur, ...similarity2 !== void 0 ? { similarity: similarity2 } : {} };
      let step = this.renameTo.get(`${idx}:${cur}`);
      if (step === void 0 || seen.has(step.to)) return;
      similarity2 = similarity2 === void 0 || step.similarity === void 0 ? void 0 : Math.min(similarity2, step.similarity), seen.add(step.to), cur = step.to;
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
    let folder, lastDeleted = -1, renamed = 0, similarity2 = 100;
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
      folder = target, renamed++, similarity2 = similarity2 === void 0 || fate.similarity === void 0 ? void 0 : Math.min(similarity2, fate.similarity);
    }
    if (renamed > 0 && folder !== void 0 && folder !== "") return { renamed_to: folder, ...similarity2 !== void 0 ? { similarity: similarity2 } : {} };
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
  return join4(root, ".dochygiene", "cache", "history.json");
}
function tailPath(root) {
  return join4(root, ".dochygiene", "cache", "history-tail.json");
}
function linesPath(root) {
  return join4(root, ".dochygiene", "cache", "history-lines.json");
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
      ...isInt(lim.time_budget_ms) ? { time_budget_ms: lim.time_budget_ms } : {}
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
      this.limits.time_budget_ms !== void 0 ? `isomorphic-git path: changed lines of ${left} file changes left out by history.time_budget_ms (${this.limits.time_budget_ms} ms); edit_recency_vs_churn skipped the docs that need them` : `changed lines of ${left} file changes could not be read; edit_recency_vs_churn skipped the docs that need them`
    ];
  }
};
async function loadHistoryIndex(root, opts = {}) {
  let backend = await openBackend(root, opts.backend);
  if (!backend) return;
  let limits = backend.name === "isomorphic" ? {
    ...opts.max_commits !== void 0 ? { max_commits: opts.max_commits } : {},
    ...opts.time_budget_ms !== void 0 ? { time_budget_ms: opts.time_budget_ms } : {}
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
  return a.max_commits === b.max_commits && a.time_budget_ms === b.time_budget_ms;
}
function dedupe(xs) {
  return [...new Set(xs)];
}

// scripts/scan/load-history.ts
var NO_GIT_NOTE = "not a git repository: git history is not read, so nothing that needs it runs (where a moved file went, last-change dates, churn, names the code dropped); the files are listed from the disk";
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
  let own = new Map(session.files.map((f) => [f.path, count(claudeCodeSentText(f.path, src))])), out = /* @__PURE__ */ new Map();
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
    problems: c.problems.map((p) => `${p.kind}: ${p.detail}`),
    paths: [...new Set(c.files.filter((f) => f.loaded_bytes !== 0).map((f) => f.path))]
  })), counts = /* @__PURE__ */ new Map();
  for (let c of contexts) for (let f of new Set(c.files.filter((f2) => f2.loaded_bytes !== 0).map((f2) => f2.path))) counts.set(f, (counts.get(f) ?? 0) + 1);
  let loads = {};
  for (let p of [...counts.keys()].sort(byCodeUnit)) loads[p] = counts.get(p);
  return { contexts: contexts.length, heaviest, loads };
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
  let out = [], examples = scenarioRanges(doc), inExample = (line) => examples.some(([a, b]) => line >= a && line <= b), push2 = (c, text, line, column, where) => {
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
import { readFileSync as readFileSync2 } from "node:fs";
import { join as join5, posix as posix8 } from "node:path";
var MAX_MANIFESTS = 200;
function ownCliNames(root, repo) {
  let names = /* @__PURE__ */ new Set(), read = (p) => {
    try {
      return readFileSync2(join5(root, p), "utf8");
    } catch {
      return;
    }
  }, manifests = 0;
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
import { readFileSync as readFileSync3, statSync } from "node:fs";
import { join as join6 } from "node:path";
function scanRoleModel(inputs) {
  let memory = inputs.memory, imported = /* @__PURE__ */ new Map();
  for (let [p, m] of memory) "imported_by" in m && imported.set(p, m.rule);
  let abs = (p) => join6(inputs.root, p), facts = buildRepoFacts({
    files: inputs.files,
    docs: inputs.docs,
    sites: inputs.sites,
    memoryRule: (p) => {
      let m = memory.get(p);
      return m && !("imported_by" in m) ? m.rule : void 0;
    },
    imported,
    bytes: (p) => {
      try {
        return readFileSync3(abs(p));
      } catch {
        return;
      }
    },
    size: (p) => {
      try {
        return statSync(abs(p)).size;
      } catch {
        return;
      }
    },
    text: (p) => {
      try {
        return readFileSync3(abs(p), "utf8");
      } catch {
        return;
      }
    }
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
  let plan = await planScan(opts), read = readDocs(plan, opts);
  opts.onProgress?.(plan.targets.length, plan.targets.length, "history");
  let ctx = await repositoryFacts(plan, read);
  for (let summary of read.summaries) {
    let list = [], role = plan.roles.get(summary.path), explain = opts.explain?.path === summary.path ? opts.explain : void 0;
    for (let signal of REPOSITORY_SIGNALS)
      if (explain) {
        let r = verdictOf(signal, role, () => signal.appliesTo(summary, ctx), () => signal.detect(summary, ctx));
        explain.verdicts.push(r.verdict), list.push(...r.hits);
      } else runsOn(signal, role) && signal.appliesTo(summary, ctx) && list.push(...signal.detect(summary, ctx));
    list.length > 0 && read.hits.set(summary.path, [...read.hits.get(summary.path) ?? [], ...list]);
  }
  await lifecyclePass({ root: plan.root, config: opts.project.config, files: plan.files, scope: plan.scope, history: ctx.history, now: ctx.now, hits: read.hits, notes: plan.notes }), opts.onProgress && opts.onProgress(plan.targets.length, plan.targets.length, "done");
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
  let settings = scanSettings(config, opts), notes = inGit ? [] : [NO_GIT_NOTE], files = await listProjectFiles(root), historyLoad = loadHistory({ root, inGit, enabled: opts.history !== !1, limits: config.history }).catch(() => {
  }), repo = buildRepoIndex(files), scope = buildScopeFilter(settings.globs, settings.exclude_dirs, opts.scope), inScope = files.filter((f) => scope.inScope(f)), canonical = canonicalPaths(root, inScope);
  repo.sites = detectSites(
    files.filter((f) => !scope.isExcluded(f)),
    (p) => readText(root, p, notes)
  );
  let early = /* @__PURE__ */ new Map(), isFile = (p) => {
    if (repo.files.has(p)) return !0;
    try {
      return lstatSync3(join7(root, p)).isFile();
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
      text !== void 0 && pins.push(...readPins(f, text));
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
          explain.verdicts.push(r.verdict), list.push(...r.hits);
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
  history && notes.push(...history.notes);
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
  NEEDED.has("line_counts") && notes.push(...await prepareLineCounts(counted, ctx));
  for (let sig of REPOSITORY_SIGNALS)
    sig.prepare && notes.push(...await sig.prepare(read.summaries.filter((s) => sig.roles.includes(plan.roles.get(s.path).name)), ctx));
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

export {
  buildScopeFilter,
  loadHistoryIndex,
  LIFECYCLE_SIGNAL,
  OPENSPEC_COMPLETED_SIGNAL,
  lifecycleSignalsOf,
  proposeLifecycle,
  judgedCandidates,
  lifecyclePass,
  serializeArtifact,
  sectionEnd,
  referencesOf,
  explainText,
  ROLE_ORDER,
  isBoundCutNote,
  BOUNDED_FIELDS,
  SIGNALS,
  MAX_DOC_BYTES,
  runScan
};
