import { createRequire as __dhCreateRequire } from 'node:module'; const require = __dhCreateRequire(import.meta.url);
import {
  derivedFields
} from "./chunk-73XJTB4Z.mjs";
import {
  MAX_DOC_BYTES,
  ROLE_ORDER,
  brokenReference,
  commandReference,
  duplicateBlock,
  fragmentNamesAnchor,
  isHitOf,
  nextSentenceEnd,
  proposeLifecycle,
  sentenceEnds,
  vanishedIdentifier,
  versionSkew
} from "./chunk-JZLM7UPL.mjs";
import {
  EDIT_KINDS,
  KIND_TABLE
} from "./chunk-3MRBJ7GN.mjs";
import {
  sha256Hex
} from "./chunk-VFCBVGFI.mjs";
import {
  agentContexts,
  agentFolderOf,
  buildRepoIndex,
  codePathCandidates,
  contextsLoading,
  decodePercent,
  importsThrough,
  inside,
  loadTokenCounter,
  projectSources,
  splitPosition
} from "./chunk-5VCSN5G4.mjs";
import {
  isArchivePath
} from "./chunk-FIJFGDGO.mjs";
import {
  FENCE,
  listProjectFiles,
  parseDoc,
  sameLines,
  splitLines
} from "./chunk-DUOPAI4E.mjs";
import {
  byCodeUnit
} from "./chunk-7CNQJT4V.mjs";
import {
  readProjectFile,
  resolveInsideRoot
} from "./chunk-MIYAM7C7.mjs";
import {
  HygieneError,
  readRegularFile
} from "./chunk-6ISAVYID.mjs";

// scripts/contract/types.ts
var STALE_SUBTYPES = ["contradicted", "orphaned", "superseded", "provisional", "completed-in-place", "duplicated"], BLOAT_SUBTYPES = ["distill", "split", "freeze"];
function lineRange(a) {
  return a !== null && typeof a == "object" && "start_line" in a ? a : void 0;
}
function wholeOf(a) {
  return a !== null && typeof a == "object" && "whole" in a ? a.whole : void 0;
}

// scripts/propose/auto-evidence.ts
import { posix as posix5 } from "node:path";

// scripts/contract/auto-frontmatter.ts
var AUTO_FRONTMATTER = Object.freeze({
  status: Object.freeze(["completed", "superseded"]),
  hygiene: Object.freeze(["frozen"])
});
function isAutoFrontmatter(key, value) {
  return typeof key == "string" && typeof value == "string" && Object.hasOwn(AUTO_FRONTMATTER, key) && AUTO_FRONTMATTER[key].includes(value);
}

// scripts/doc/structure.ts
var HEADING = /^ {0,3}(#{1,6})(?:[ \t]+(.*?))?[ \t#]*$/;
function outline(text) {
  let out = [], fence, all = splitLines(text), fmEnd = all[0] === "---" ? all.indexOf("---", 1) : -1;
  for (let line of fmEnd > 0 ? all.slice(fmEnd + 1) : all) {
    let raw = line.replace(/\r$/, ""), f = FENCE.exec(raw);
    if (fence) {
      f && f[1][0] === fence[0] && f[1].length >= fence.length && (fence = void 0), out.push({ text: "`code`" });
      continue;
    }
    if (f) {
      fence = f[1], out.push({ text: "`code`" });
      continue;
    }
    let h = HEADING.exec(raw);
    out.push(h ? { text: raw.trim(), heading: h[1].length } : { text: raw });
  }
  return out;
}
function isLeadIn(text) {
  return /:\s*(?:\*\*|__)?\s*$/.test(text) && !/^\s*[-*+]\s|^\s*\d+[.)]\s|^\s*\||^\s*</.test(text);
}
var EMPTY_ITEM = /^\s*(?:[-*+]|\d{1,9}[.)])(?:\s+\[[ xX]\])?\s*$/;
function structureHoles(text) {
  let lines = outline(text).filter((l) => l.text.trim() !== ""), holes = [];
  return lines.forEach((l, i) => {
    let next = lines[i + 1];
    EMPTY_ITEM.test(l.text) ? holes.push(`empty list item: ${l.text.trim()}`) : l.heading !== void 0 ? (!next || next.heading !== void 0 && next.heading <= l.heading) && holes.push(`empty section: ${l.text}`) : isLeadIn(l.text) && (!next || next.heading !== void 0 || isLeadIn(next.text)) && holes.push(`lead-in with nothing after it: ${l.text.trim()}`);
  }), holes;
}
function newStructureHoles(before, after) {
  let had = /* @__PURE__ */ new Map();
  for (let h of structureHoles(before)) had.set(h, (had.get(h) ?? 0) + 1);
  let made = [];
  for (let h of structureHoles(after)) {
    let n = had.get(h) ?? 0;
    n > 0 ? had.set(h, n - 1) : made.push(h);
  }
  return made;
}

// scripts/propose/line-fixes.ts
import { posix as posix4 } from "node:path";

// scripts/propose/proposers/name-rename.ts
function countOf(line, s) {
  let n = 0;
  for (let i = line.indexOf(s); i >= 0; i = line.indexOf(s, i + s.length)) n++;
  return n;
}
function renameEdit(hit) {
  if (isHitOf(commandReference, hit) && hit.renamed_to && hit.text.endsWith(hit.command))
    return { match: hit.text, replacement: hit.text.slice(0, -hit.command.length) + hit.renamed_to };
  if (isHitOf(vanishedIdentifier, hit) && hit.successor && hit.successor !== hit.identifier)
    return { match: hit.identifier, replacement: hit.successor };
}
var nameRename = {
  name: "name-rename",
  description: "A command or name history shows renamed: replace it on its line with the new name.",
  roles: ["living", "agent-memory", "agent-prompt"],
  propose(ctx) {
    let out = [];
    for (let path of ctx.scan.shortlist) {
      let seen = /* @__PURE__ */ new Set();
      for (let hit of ctx.scan.signals[path] ?? []) {
        let edit = renameEdit(hit);
        if (!edit || typeof hit.line != "number") continue;
        let key = `${hit.line}\0${edit.match}`, line = ctx.lines(path)?.[hit.line - 1];
        if (seen.has(key) || line === void 0 || countOf(line, edit.match) !== 1) continue;
        seen.add(key);
        let removed = (isHitOf(commandReference, hit) || isHitOf(vanishedIdentifier, hit)) && hit.removed_in, why = removed ? ` in ${removed.commit.slice(0, 12)} (${removed.subject})` : "";
        out.push({
          path,
          category: { class: "stale", subtype: "contradicted" },
          signals: [{ ...hit }],
          op: `Replace ${edit.match} with ${edit.replacement}: git history shows it renamed${why}.`,
          op_type: "deterministic",
          exact_edit: { kind: "replace-text", anchor: { start_line: hit.line, end_line: hit.line }, match: edit.match, replacement: edit.replacement }
        });
      }
    }
    return out;
  }
};

// scripts/propose/link-destination.ts
import { posix } from "node:path";
function within(base, p) {
  let r = inside(base, p);
  return r === "" ? void 0 : r;
}
function relativeFrom(docDir, to, dotSlash) {
  let rel = posix.relative("/" + docDir, "/" + to);
  return dotSlash && !rel.startsWith("../") ? `./${rel}` : rel;
}
function rewriteDestination(docPath, hit, anchorsOf = () => {
}) {
  let { raw, resolved, renamed_to: to } = hit;
  if (!raw || !resolved || !to || to === resolved) return;
  let docDir = posix.dirname(docPath) === "." ? "" : posix.dirname(docPath);
  switch (hit.source) {
    case "import": {
      let at = raw.startsWith("@") ? "@" : "", p = raw.slice(at.length);
      if (p.startsWith("/") || p.startsWith("~") || within(docDir, p) !== resolved) return;
      let next = relativeFrom(docDir, to, p.startsWith("./"));
      return within(docDir, next) === to ? at + next : void 0;
    }
    case "code_path": {
      let { path: p, position: suffix } = splitPosition(raw), asRoot = !p.startsWith("./") && !p.startsWith("../") && within("", p) === resolved, asRel = within(docDir, p) === resolved, slash = p.endsWith("/") && !to.endsWith("/") ? "/" : "";
      return asRoot ? to + slash + suffix : asRel ? relativeFrom(docDir, to, p.startsWith("./")) + slash + suffix : void 0;
    }
    case "link":
    case "image":
    case "definition": {
      if (hit.target !== void 0 && hit.target !== raw || raw.includes("?")) return;
      let hash = raw.indexOf("#"), fragment = hash >= 0 ? raw.slice(hash) : "";
      if (fragment) {
        let anchors = anchorsOf(to);
        if (!anchors || !fragmentNamesAnchor(anchors, decodePercent(fragment.slice(1)))) return;
      }
      let path = hash >= 0 ? raw.slice(0, hash) : raw;
      if (path === "") return;
      let decoded = decodePercent(path), encoded = decoded !== raw, rootStyle = decoded.startsWith("/");
      if ((rootStyle ? within("", decoded.slice(1)) : within(docDir, decoded)) !== resolved) return;
      let next = rootStyle ? `/${to}` : relativeFrom(docDir, to, decoded.startsWith("./"));
      if (decoded.endsWith("/") && (next += "/"), encoded) next = encodeURI(next);
      else if (/[\s()<>\\]/.test(next)) return;
      let back = decodePercent(next);
      return (rootStyle ? within("", back.slice(1)) : within(docDir, back)) === to ? next + fragment : void 0;
    }
    default:
      return;
  }
}

// scripts/propose/reference-context.ts
var NARRATIVE = /\b(?:moved|moving|renamed|renaming|relocated|migrated|archived|archival|was|were|had been|used to|originally|previously|formerly|earlier|legacy|deprecated|no longer|replaced|superseded|until|prior to|old|former)\b/i, PAST_WORK = /(?<!\b(?:is|are|be|been|being|gets?|got)\s+)\b(?:added|created|implemented|introduced|wrote|rewrote|extracted|refactored|completed|shipped|landed)\b/i, PLAN_SECTION = /^(?:\d+[.)]?\s+)?(non[-\u2010\u2011 ]?goals?|goals?|objectives?|scope|out of scope|deliverables?|milestones?|success (?:criteria|metrics)|acceptance criteria|estimated effort|effort estimates?|timeline|implementation (?:order|plan|phases)|rollout plan|risks?(?: (?:&|and) mitigations?)?|open questions|alternatives considered|motivation|proposed (?:design|solution|changes|components))\b/i, PLAN_SECTIONS_MIN = 3, UPDATED_LINE = /^\W{0,4}(?:last[-_ ]?)?updated\W{0,4}:/im;
function planSections(doc) {
  if (UPDATED_LINE.test(doc.lines.slice(0, 12).join(`
`))) return;
  let found = /* @__PURE__ */ new Set();
  for (let h of doc.headings) {
    let m = PLAN_SECTION.exec(h.text.trim());
    m && found.add(m[1].toLowerCase().replace(/[-\u2010\u2011 ]/g, "").replace(/s$/, ""));
  }
  return found.size >= PLAN_SECTIONS_MIN ? [...found] : void 0;
}
var NORMATIVE = /\b(?:MUST|SHALL|SHOULD|REQUIRED|RECOMMENDED)\b|\b(?:FR|NFR|REQ|SC|AC)-\d+\b/, SPEC_DOC = /(?:^|\/)(?:specs?|rfcs?|requirements)\/|(?:^|\/)(?:spec|specification|requirements?)\.mdx?$|\.spec\.mdx?$/i, NORMATIVE_HEADING = /\b(?:requirements?|acceptance criteria|success criteria|scenarios?|user stor(?:y|ies))\b/i, EXAMPLE = /\b(?:for example|for instance|an example|this example|the following example|sample|suppose|imagine|hypothetical(?:ly)?|let'?s say|say you|such as)\b|\be\.g\.|\bexample:/i, EXAMPLE_HEADING = /\b(?:example|sample|walkthrough|transcript|illustrat\w*|hypothetical)\b/i;
function blockAt(doc, line) {
  return doc.inlines.find((b) => b.block !== "heading" && line >= b.first_line && line < b.first_line + b.line_starts.length);
}
var blank = (m) => " ".repeat(m.length), PATHISH = /\S*[/\\]\S*|\b[\w-]{2,}\.[A-Za-z]\w{0,4}\b/g;
function masked(b) {
  let out = b.src;
  for (let [s, e] of b.excluded) out = out.slice(0, s) + " ".repeat(e - s) + out.slice(e);
  return out.replace(PATHISH, blank);
}
function maskedLine(line) {
  return line.replace(/`[^`]*`/g, blank).replace(/\]\([^)]*\)|\]:\s*\S+/g, blank).replace(PATHISH, blank);
}
function sentenceOf(doc, at) {
  let raw = doc.lines[at.line - 1] ?? "", b = blockAt(doc, at.line);
  if (!b || b.block === "table") return [raw, maskedLine(raw)];
  let k = at.line - b.first_line, lineStart = b.line_starts[k], lineEnd = b.line_starts[k + 1] ?? b.src.length, found = b.src.slice(lineStart, lineEnd).indexOf(at.old), start = lineStart + (found < 0 ? 0 : found), end = found < 0 ? lineEnd : start + at.old.length, from = sentenceEnds(b.src.slice(0, start)).at(-1)?.end ?? 0, to = nextSentenceEnd(b.src, end)?.index ?? b.src.length;
  return [b.src.slice(from, to), masked(b).slice(from, to)];
}
function headingsAbove(doc, line) {
  let chain = [];
  for (let h of doc.headings) {
    if (h.line >= line) break;
    for (; chain.length && chain[chain.length - 1].level >= h.level; ) chain.pop();
    chain.push(h);
  }
  return chain.map((h) => h.text);
}
function names(text, s) {
  for (let i = text.indexOf(s); i >= 0; i = text.indexOf(s, i + 1))
    if (!/[\w/.:-]/.test(text[i - 1] ?? "") && !/[\w/:-]/.test(text[i + s.length] ?? "")) return !0;
  return !1;
}
function keptAsWritten(doc, at) {
  let [raw, words] = sentenceOf(doc, at), headings = headingsAbove(doc, at.line), narrative = NARRATIVE.exec(words)?.[0];
  if (narrative) return `line ${at.line} tells the story of the old name ("${narrative}"): replacing it would make the sentence false`;
  let past = PAST_WORK.exec(words)?.[0];
  if (past) return `line ${at.line} reports work done then ("${past}"): the sentence was true as written`;
  let plan = planSections(doc);
  if (plan) return `${doc.path} is a plan of its time (sections ${plan.slice(0, 4).join(", ")}): its paths say where the work was to go when it was written, and whether to refresh it is for a person`;
  let rest = raw.replace(new RegExp(`\\[[^\\]]*\\]\\(\\s*<?${at.old.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}[^)]*\\)`, "g"), " ").split(at.old).join(" ");
  if (names(rest, at.new) || at.destination !== void 0 && names(rest, at.destination))
    return `the sentence on line ${at.line} already names ${at.destination ?? at.new}: it sets the old name against the new one`;
  if (SPEC_DOC.test(doc.path)) return `${doc.path} is a specification: a requirement whose path moved is stale as a whole, for a person to restate`;
  let normative = NORMATIVE.exec(words)?.[0];
  if (normative) return `line ${at.line} states a requirement ("${normative}"): a requirement whose path moved is stale as a whole, for a person to restate`;
  let reqHeading = headings.find((h) => NORMATIVE_HEADING.test(h));
  if (reqHeading) return `line ${at.line} is under "${reqHeading}": a requirement whose path moved is stale as a whole, for a person to restate`;
  let example = EXAMPLE.exec(words)?.[0];
  if (example) return `line ${at.line} illustrates ("${example}"): an example is not a claim about the tree`;
  let exHeading = headings.find((h) => EXAMPLE_HEADING.test(h));
  if (exHeading) return `line ${at.line} is under "${exHeading}": an example is not a claim about the tree`;
  if (/^\s*(?:[-*+]\s+|\d+[.)]\s+)?>/.test(doc.lines[at.line - 1] ?? "")) return `line ${at.line} is quoted: a quoted session or message is not a claim about the tree`;
}

// scripts/propose/reference-base.ts
var CD = /(?:^|[\s;&|(`$]|&&)cd\s+("[^"]+"|'[^']+'|[^\s;&|)`]+)/;
function sectionStart(doc, line) {
  let start = 1;
  for (let h of doc.headings) h.line < line && (start = h.line);
  return start;
}
function blockOf(doc, line) {
  return doc.blocks.find((b) => line >= b.start_line && line <= b.end_line);
}
function otherBaseProblem(doc, hit, replacement, repo, siblings) {
  let line = hit.line, old = codePathCandidates(doc.path, hit.raw, repo) ?? [];
  if (old.length !== 1 || old[0] !== hit.resolved)
    return `\`${hit.raw}\` on line ${line} reads as ${old.length ? old.join(" or ") : "no path"} depending on the folder it is read from: the fix cannot know which the reader means`;
  let next = codePathCandidates(doc.path, replacement, repo) ?? [];
  if (next.length !== 1 || next[0] !== hit.renamed_to)
    return `\`${replacement}\` would read as ${next.length ? next.join(" or ") : "no path"}, not only ${hit.renamed_to}`;
  for (let l = sectionStart(doc, line); l < line; l++) {
    let cd = CD.exec(doc.lines[l - 1] ?? "");
    if (cd) return `line ${l} runs \`cd ${cd[1]}\`: the paths after it in that section may be relative to it`;
  }
  let block = blockOf(doc, line);
  if (block && (block.type === "table" || /_list$/.test(block.type))) {
    let lost = siblings.filter((s) => s !== hit && s.name === "broken_reference" && s.source === "code_path" && s.hint === !0 && typeof s.line == "number" && s.line >= block.start_line && s.line <= block.end_line);
    if (lost.length)
      return `${lost.length} other path(s) of the same ${block.type === "table" ? "table" : "list"} (line ${lost.map((s) => s.line).join(", ")}) resolve nowhere and never did: its paths may be relative to another folder`;
  }
}

// scripts/propose/user-agent-folder.ts
import { posix as posix2 } from "node:path";
var RELATIVE_LINK_SOURCES = /* @__PURE__ */ new Set(["link", "image", "definition"]);
function usersCopyProblem(docPath, role, ref) {
  if (role === "agent-memory") return;
  let folder = agentFolderOf(ref.resolved);
  if (folder === void 0) return;
  let top = folder.split("/")[0];
  if (!docPath.startsWith(`${top}/`) && !(RELATIVE_LINK_SOURCES.has(ref.source) && !/^(?:\/|[a-z][\w+.-]*:)/i.test(ref.raw)))
    return `${ref.resolved} on line ${ref.line} lies in ${folder}/, the agent folder of every project using the agent: in ${posix2.basename(docPath)}, written for the tool's users, it may mean the user's copy, which this repository's move does not touch`;
}

// scripts/propose/snapshot-copy.ts
import { posix as posix3 } from "node:path";
function ancestors(docPath) {
  let out = [];
  for (let d = posix3.dirname(docPath); d !== "." && d !== "/" && d !== ""; d = posix3.dirname(d)) out.push(d);
  return out;
}
function snapshotCopyOf(docPath, oldPath, movedTo, exists) {
  let parts = oldPath.split("/");
  if (!(parts.length < 2)) {
    for (let base of ancestors(docPath))
      if (!oldPath.startsWith(base + "/"))
        for (let k = parts.length - 2; k >= 0; k--) {
          let copy = `${base}/${parts.slice(k).join("/")}`;
          if (copy !== oldPath && copy !== docPath && copy !== movedTo && exists(copy)) return copy;
        }
  }
}

// scripts/propose/line-fixes.ts
var RENAME_MIN_SIMILARITY = 70, ON_PURPOSE = /\b(legacy|formerly|renamed from|moved from|deprecated|must not|no longer|previously|old (?:path|location|name))\b/i;
function foldersNamedOn(line) {
  let out = [];
  for (let m of line.matchAll(/`([^`\s]+)`|\]\(([^)\s]+)\)/g)) {
    let t = (m[1] ?? m[2] ?? "").replace(/^\.\//, "").replace(/\/+$/, "");
    (t.includes("/") || m[1] !== void 0 && m[1].endsWith("/")) && out.push(t);
  }
  return out;
}
function codeNameOfLink(line, column, paths) {
  let m = /\[([^\[\]]+)\]\(<?$/.exec(line.slice(0, column - 1));
  if (!m) return;
  let text = m[1].trim(), ticked = /^`[^`]+`$/.test(text), name = text.replace(/^`|`$/g, "").replace(/\(\)$/, "");
  return !/^[A-Za-z_$][\w$]*$/.test(name) || !(ticked || /\(\)`?$/.test(text) || /[a-z][A-Z]/.test(name) || name.includes("_")) || paths.map((p) => posix4.basename(p).replace(/\.[^.]*$/, "").toLowerCase()).includes(name.toLowerCase()) ? void 0 : name;
}
function movedPathFix(path, h, facts, siblings) {
  if (h.missing !== "path" || h.renamed_to === void 0) return;
  let next = rewriteDestination(path, h, (t) => facts.doc(t)?.anchors);
  if (next === void 0) return { field: "exact_edit.replacement", problem: `the reference to ${h.resolved} on line ${h.line} cannot be rewritten to ${h.renamed_to} as written` };
  let sim = h.rename_similarity;
  if (sim === void 0 || sim < RENAME_MIN_SIMILARITY)
    return { field: "exact_edit.replacement", problem: `git paired ${h.resolved} with ${h.renamed_to} at ${sim === void 0 ? "an unknown" : `${sim}%`} similarity (a move keeps ${RENAME_MIN_SIMILARITY}% or more; a split, a merge or a rewrite is for a person to judge)` };
  let line = facts.lines(path)[h.line - 1], old = h.raw.replace(/^\.\//, "").replace(/[#?].*$/, ""), base = foldersNamedOn(line).find((f) => f !== old && facts.exists(posix4.join(f, old)));
  if (base) return { field: "exact_edit.match", problem: `${old} resolves inside ${base}, which line ${h.line} names: the reference is not broken` };
  let named = h.source === "link" ? codeNameOfLink(line, h.column, [h.resolved, h.renamed_to]) : void 0;
  if (named !== void 0 && !(facts.lines(h.renamed_to) ?? []).some((l) => new RegExp(`(?<![\\w$])${named.replace(/\$/g, "\\$")}(?![\\w$])`).test(l)))
    return { field: "exact_edit.replacement", problem: `the link on line ${h.line} is named after ${named}, which ${h.renamed_to} does not hold: the name left the moved file, and where it went is for a person to judge` };
  let usersCopy = usersCopyProblem(path, facts.roleOf(path), h);
  if (usersCopy) return { field: "exact_edit.match", problem: usersCopy };
  let copy = snapshotCopyOf(path, h.resolved, h.renamed_to, facts.exists);
  if (copy) return { field: "exact_edit.match", problem: `${path} sits in a copy of an older tree that kept its own ${copy}: the reference may mean that copy, not where git moved ${h.resolved}` };
  let doc = facts.doc(path);
  if (h.source === "code_path" && facts.repo && doc) {
    let other = otherBaseProblem(doc, h, next.replace(/(?::\d+){1,2}$|#L\d+(?:-L?\d+)?$/, ""), facts.repo, siblings.filter((x) => isHitOf(brokenReference, x)));
    if (other) return { field: "exact_edit.match", problem: other };
  } else if (h.source === "code_path") return { field: "exact_edit.match", problem: `the folders ${h.raw} may be read from are not known` };
  return { fix: { match: h.raw, replacement: next, hit: h, evidence: `git history shows ${h.resolved} moved to ${h.renamed_to}; the new destination resolves; git scores the two ${sim}% similar` } };
}
function versionFix(h) {
  return /^\d+(?:\.\d+){1,3}$/.test(h.manifest_version) ? { fix: { match: h.doc_version, replacement: h.manifest_version, hit: h, evidence: `${h.manifest}${h.manifest_line ? `:${h.manifest_line}` : ""} pins ${h.subject} ${h.manifest_version}` } } : { field: "exact_edit.replacement", problem: `the manifest pins a range (${h.manifest_version}), not one version a doc can state` };
}
function renamedNameFix(h) {
  if (!isHitOf(commandReference, h) && !isHitOf(vanishedIdentifier, h)) return;
  let r = renameEdit(h);
  if (!r) return;
  let removed = h.removed_in, how = h.rename_evidence === "swap" ? "swapped it one for one" : h.rename_evidence === "commit-message" ? "says so in its message" : void 0;
  return how ? { fix: { ...r, hit: h, evidence: `git history shows ${r.match} renamed to ${r.replacement}${removed?.commit ? ` in ${removed.commit.slice(0, 12)}, which ${how}` : ""}` } } : { field: "exact_edit.replacement", problem: `${r.replacement} is only the name most like ${r.match} that its removing commit added: nothing shows it is the same thing (a removal is not a rename)` };
}
function fixOf(path, h, facts, siblings) {
  return isHitOf(brokenReference, h) ? movedPathFix(path, h, facts, siblings) : isHitOf(versionSkew, h) ? versionFix(h) : renamedNameFix(h);
}
function occurrences(line, s) {
  let out = [];
  for (let i = line.indexOf(s); i >= 0; i = line.indexOf(s, i + s.length)) out.push(i);
  return out;
}
function positionOf(line, match, column) {
  if (typeof column == "number" && column >= 1) {
    let at = line.indexOf(match, column - 1);
    if (at >= 0 && at - (column - 1) < 64) return at;
  }
  let all = occurrences(line, match);
  return all.length === 1 ? all[0] : void 0;
}
function mergeLineEdits(lineNo, line, edits) {
  let spans = [...new Map(edits.map((e) => [`${e.at}\0${e.match}`, { start: e.at, end: e.at + e.match.length, replacement: e.replacement }])).values()].sort((a, b) => a.start - b.start);
  for (let i = 1; i < spans.length; i++)
    if (spans[i].start < spans[i - 1].end) return { ok: !1, field: "exact_edit.match", problem: `two fixes on line ${lineNo} overlap` };
  let fixed = line;
  for (let s of [...spans].reverse()) fixed = fixed.slice(0, s.start) + s.replacement + fixed.slice(s.end);
  let start = spans[0].start, end = spans[spans.length - 1].end;
  for (; occurrences(line, line.slice(start, end)).length !== 1; )
    start = Math.max(0, start - 1), end = Math.min(line.length, end + 1);
  return { ok: !0, match: line.slice(start, end), replacement: fixed.slice(start, fixed.length - (line.length - end)) };
}
function insideResolvedSpan(path, line, at, facts) {
  for (let m of line.matchAll(/`([^`]+)`/g)) {
    let from = m.index + 1;
    if (at < from || at >= from + m[1].length) continue;
    return (facts.repo ? codePathCandidates(path, m[1], facts.repo) ?? [] : []).some((c) => facts.exists(c));
  }
  return !1;
}
function labelFix(line, lineNo, f) {
  let h = f.hit;
  if (!isHitOf(brokenReference, h) || h.source !== "link" && h.source !== "image") return;
  let m = /\[([^\[\]]+)\]\(\s*<?$/.exec(line.slice(0, f.at));
  if (!m) return;
  let label = m[1], ticked = /^`[^`]+`$/.test(label), inner = ticked ? label.slice(1, -1) : label, bare = (s) => s.replace(/[#?].*$/, "").replace(/^\.\//, ""), oldPath = bare(f.match), suffix = /[#?].*$/.exec(inner)?.[0] ?? "", next;
  if (bare(inner) === oldPath ? next = (inner.startsWith("./") ? "./" : "") + bare(f.replacement) + suffix : h.renamed_to !== void 0 && bare(inner).replace(/\/$/, "") === h.resolved && (next = h.renamed_to + (bare(inner).endsWith("/") ? "/" : "") + suffix), next !== void 0) return { edit: { ...f, match: inner, replacement: next, at: m.index + 1 + (ticked ? 1 : 0) } };
  let words = ` ${inner} `;
  if ([oldPath, h.resolved].some((o) => o !== "" && new RegExp(`[\\s\`(]${o.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}[\\s\`).,:;]`).test(words)))
    return { field: "exact_edit.replacement", problem: `the text of the link on line ${lineNo} ("${label}") names the old path among other words: a fix of the destination alone would leave it, and how to reword it is for a person` };
}
function lineFix(path, lineNo, facts) {
  let signals = facts.scan.signals[path] ?? [], line = facts.lines(path)?.[lineNo - 1];
  if (line === void 0) return;
  let fixes = [], refused;
  for (let h of signals) {
    if (h.line !== lineNo) continue;
    let one = fixOf(path, h, facts, signals);
    one && ("problem" in one ? refused ??= one : fixes.push(one.fix));
  }
  if (refused) return { ok: !1, ...refused };
  if (fixes.length === 0) return;
  let lines = facts.lines(path), purpose = [lines[lineNo - 2], line, lines[lineNo]].filter((l) => l !== void 0).map((l) => ON_PURPOSE.exec(l)?.[0]).find(Boolean);
  if (purpose) return { ok: !1, field: "exact_edit.match", problem: `the text around line ${lineNo} says "${purpose}": the old name may be written on purpose` };
  let doc = facts.doc(path);
  if (!doc) return { ok: !1, field: "path", problem: `${path} cannot be parsed` };
  for (let f of fixes) {
    let kept = keptAsWritten(doc, { line: lineNo, old: f.match, new: f.replacement, ...isHitOf(brokenReference, f.hit) ? { destination: f.hit.renamed_to } : {} });
    if (kept) return { ok: !1, field: "exact_edit.match", problem: kept };
  }
  let placed = [];
  for (let f of fixes) {
    let at = positionOf(line, f.match, typeof f.hit.column == "number" ? f.hit.column : void 0);
    if (at === void 0) return { ok: !1, field: "exact_edit.match", problem: `${f.match} cannot be placed on line ${lineNo}` };
    placed.some((p) => p.at === at && p.match === f.match) || placed.push({ ...f, at });
  }
  for (let f of [...placed]) {
    let label = labelFix(line, lineNo, f);
    if (label && "problem" in label) return { ok: !1, ...label };
    label && !placed.some((p) => p.at === label.edit.at && p.match === label.edit.match && p.replacement === label.edit.replacement) && placed.push(label.edit);
  }
  for (let f of placed)
    for (let at of occurrences(line, f.match))
      if (!(placed.some((p) => at >= p.at && at < p.at + p.match.length) || insideResolvedSpan(path, line, at, facts)))
        return { ok: !1, field: "exact_edit.match", problem: `${f.match} stands on line ${lineNo} once more, with no fix: the line would keep the old name beside the new` };
  let edit = mergeLineEdits(lineNo, line, placed);
  return edit.ok ? { ok: !0, line: lineNo, match: edit.match, replacement: edit.replacement, fixes: placed, evidence: [...new Set(placed.map((f) => f.evidence))].join("; ") } : edit;
}
function lineAfter(line, match, replacement) {
  let at = occurrences(line, match);
  return at.length === 1 ? line.slice(0, at[0]) + replacement + line.slice(at[0] + match.length) : void 0;
}

// scripts/propose/auto-evidence.ts
var AUTO_EDIT_KINDS = EDIT_KINDS.filter(
  (k) => !KIND_TABLE[k].lifecycle && derivedFields({ op_type: "deterministic", kind: k }).safety_tier === "auto"
), EDITABLE_FOR_LINKS = /* @__PURE__ */ new Set(["living", "agent-memory", "agent-prompt"]), ARCHIVABLE = /* @__PURE__ */ new Set(["living", "plan"]), NEVER_EDITED = /* @__PURE__ */ new Set(["copy", "generated"]), isBroken = (h) => isHitOf(brokenReference, h), no = (field, problem) => ({ ok: !1, field, problem });
function lineFixVerdict(p, facts) {
  let edit = p.exact_edit, a = lineRange(edit.anchor);
  if (!a || a.start_line !== a.end_line) return no("exact_edit.anchor", "an unattended replace-text acts on one line, the line of the scanner signal it answers");
  let role = facts.roleOf(p.path);
  if (role === void 0 || !EDITABLE_FOR_LINKS.has(role))
    return no("path", `"${p.path}" is a ${role ?? "doc of unknown role"}; unattended link fixes change only living docs, agent memory and agent prompts`);
  let line = facts.lines(p.path)?.[a.start_line - 1];
  if (line === void 0) return no("exact_edit.anchor", `line ${a.start_line} of "${p.path}" cannot be read`);
  let fix = lineFix(p.path, a.start_line, facts), none = no("exact_edit.replacement", `answers no scanner signal on line ${a.start_line}: an unattended replace-text must replace a broken reference's text with the path git history shows it moved to, a command or name with the one history shows it renamed to, or a stated version with the exact version the manifest pins`);
  if (fix === void 0) return none;
  if (!fix.ok) return no(fix.field, fix.problem);
  let after = lineAfter(line, edit.match ?? "", edit.replacement ?? "");
  return after === void 0 || after !== lineAfter(line, fix.match, fix.replacement) ? fix.fixes.length > 1 && fix.fixes.some((f) => f.match === edit.match && f.replacement === edit.replacement) ? no("exact_edit", `line ${a.start_line} has ${fix.fixes.length} fixes: they are made together, as one edit of the line (${fix.match} -> ${fix.replacement}), never one without the other`) : none : { ok: !0, evidence: fix.evidence };
}
function dedupeVerdict(p, facts) {
  let kept = p.exact_edit.canonical_ref;
  if (!kept) return no("exact_edit.canonical_ref", "a dedupe names the copy it keeps");
  for (let [path, field] of [[p.path, "path"], [kept.path, "exact_edit.canonical_ref.path"]]) {
    let role = facts.roleOf(path);
    if (role !== "agent-memory") return no(field, `"${path}" is a ${role ?? "doc of unknown role"}; an unattended dedupe acts only between agent-memory files one context loads together`);
  }
  let removed = facts.contextsLoading(p.path), keeps = facts.contextsLoading(kept.path);
  if (!removed || !keeps) return no("exact_edit.canonical_ref", "the reader model has no answer for these files");
  if (removed.size === 0) return no("path", `no agent context loads "${p.path}"`);
  let lost = [...removed].filter((c) => !keeps.has(c));
  if (lost.length) return no("exact_edit.canonical_ref", `${lost.length} context(s) that load "${p.path}" never load "${kept.path}" (${lost.slice(0, 3).join(", ")}): removing the copy would take the text from them`);
  let a = lineRange(p.exact_edit.anchor), lines = facts.lines(p.path);
  if (a && lines) {
    let holes = newStructureHoles(lines.join(`
`), [...lines.slice(0, a.start_line - 1), ...lines.slice(a.end_line)].join(`
`));
    if (holes.length) return no("exact_edit.anchor", `removing lines ${a.start_line}-${a.end_line} would leave ${holes.join("; ")}`);
  }
  let via = facts.imports(p.path, kept.path) ? `, which ${p.path} @imports` : "";
  return { ok: !0, evidence: `every context that loads ${p.path} (${removed.size}) also loads ${kept.path} (${keeps.size})${via}` };
}
function moveVerdict(p, facts) {
  let role = facts.roleOf(p.path);
  if (role === void 0 || !ARCHIVABLE.has(role)) return no("path", `"${p.path}" is a ${role ?? "doc of unknown role"}; only living docs and plans move to an archive unattended`);
  let dest = p.exact_edit.dest_path;
  return !dest || !facts.isArchiveLocation(dest) ? no("exact_edit.dest_path", `"${dest}" is not in an archive location the repository already uses`) : { ok: !0, evidence: `${posix5.dirname(dest)} is an archive the repository already uses` };
}
function frontmatterVerdict(p, facts) {
  let { key, value } = p.exact_edit;
  if (!isAutoFrontmatter(key, value)) {
    let list = Object.entries(AUTO_FRONTMATTER).flatMap(([k, vs]) => vs.map((v) => `${k}: ${v}`)).join(", ");
    return no("exact_edit.key", `"${key}: ${value}" is not on the list of frontmatter added unattended (${list})`);
  }
  let role = facts.roleOf(p.path);
  return role === void 0 || NEVER_EDITED.has(role) ? no("path", `"${p.path}" is a ${role ?? "doc of unknown role"}; no unattended edit writes into it`) : { ok: !0, evidence: `${key}: ${value} is on the closed frontmatter list` };
}
function autoEvidence(p, facts) {
  let kind = p.exact_edit?.kind;
  if (p.op_type !== "deterministic" || kind === void 0 || !AUTO_EDIT_KINDS.includes(kind)) return;
  let role = facts.roleOf(p.path);
  if (role !== void 0 && NEVER_EDITED.has(role) && kind !== "insert-frontmatter")
    return no("path", `"${p.path}" is a ${role}; no unattended edit writes into it`);
  switch (kind) {
    case "replace-text":
      return lineFixVerdict(p, facts);
    case "dedupe":
      return dedupeVerdict(p, facts);
    case "move-to-archive":
      return moveVerdict(p, facts);
    case "insert-frontmatter":
      return frontmatterVerdict(p, facts);
    default:
      return no("exact_edit.kind", `no evidence rule for ${kind}`);
  }
}
function brokenRefsAnswered(p, facts) {
  if (p.exact_edit?.kind !== "replace-text") return [];
  let line = lineRange(p.exact_edit.anchor)?.start_line, fix = line === void 0 ? void 0 : lineFix(p.path, line, facts);
  return fix?.ok ? fix.fixes.map((f) => f.hit).filter(isBroken) : [];
}
function autoEvidenceAll(proposals, facts, skip = /* @__PURE__ */ new Set()) {
  let verdicts = proposals.map((p, i) => skip.has(i) ? void 0 : autoEvidence(p, facts)), answers = proposals.map((p, i) => verdicts[i]?.ok ? brokenRefsAnswered(p, facts) : []), fixed = /* @__PURE__ */ new Map();
  return proposals.forEach((p, i) => {
    for (let hit of answers[i]) {
      let key = `${p.path}\0${hit.resolved}`;
      fixed.has(key) || fixed.set(key, /* @__PURE__ */ new Set()), fixed.get(key).add(hit.line);
    }
  }), proposals.forEach((p, i) => {
    for (let hit of answers[i]) {
      let lines = fixed.get(`${p.path}\0${hit.resolved}`), missed = (facts.scan.signals[p.path] ?? []).filter((h) => isBroken(h) && h.resolved === hit.resolved && !lines.has(h.line));
      if (missed.length) {
        verdicts[i] = no("exact_edit", `"${p.path}" also references ${hit.resolved} on line(s) ${missed.map((h) => h.line).join(", ")} with no fix proposed: every occurrence is fixed in one run, or none`);
        break;
      }
    }
  }), verdicts;
}
function evidenceViolations(verdicts) {
  let out = [];
  return verdicts.forEach((v, i) => {
    v && !v.ok && out.push({ location: `proposals[${i}].${v.field}`, code: "REFUSED", message: v.refusal === "outright" ? v.problem : `not safe unattended: ${v.problem}` });
  }), out;
}

// scripts/propose/evidence-facts.ts
import { lstatSync } from "node:fs";
import { posix as posix6 } from "node:path";
function existsIn(root, rel) {
  try {
    return lstatSync(resolveInsideRoot(root, rel, rel)), !0;
  } catch (err) {
    if (err instanceof HygieneError || err.code !== void 0) return !1;
    throw err;
  }
}
async function evidenceFacts(scan, lines, opts) {
  let root = scan.project_root, contexts, repo = opts.readers || opts.repo ? buildRepoIndex(await listProjectFiles(root)) : void 0;
  opts.readers && (contexts = agentContexts(projectSources(root, repo), await loadTokenCounter()));
  let exists = (p) => existsIn(root, p), parsed = /* @__PURE__ */ new Map();
  return {
    doc: (p) => {
      if (!parsed.has(p)) {
        let ls = /\.(md|markdown|mdx)$/i.test(p) ? lines(p) : void 0;
        parsed.set(p, ls ? parseDoc(p, ls.join(`
`) + `
`) : void 0);
      }
      return parsed.get(p);
    },
    repo,
    scan,
    lines,
    roleOf: (p) => scan.docs?.[p]?.role.name,
    contextsLoading: (p) => contexts ? new Set(contextsLoading(contexts, p).map((c) => `${c.agent}@${c.folder || "."}`)) : void 0,
    imports: (from, to) => contexts ? importsThrough(contexts, from, to) : !1,
    // An archive location the repository already uses: an archive-named folder that exists today.
    isArchiveLocation: (p) => isArchivePath(p) && posix6.dirname(p) !== "." && exists(posix6.dirname(p)),
    exists
  };
}

// scripts/propose/proposers/link-rename.ts
var linkRename = {
  name: "link-rename",
  description: "A broken link to a path git history shows moved: replace the destination with the new location.",
  roles: ["living", "agent-memory", "agent-prompt", "plan", "template"],
  propose(ctx) {
    let out = [], anchorsByPath = /* @__PURE__ */ new Map(), anchorsOf = (p) => {
      if (!anchorsByPath.has(p)) {
        let lines = /\.(md|markdown)$/i.test(p) ? ctx.lines(p) : void 0;
        anchorsByPath.set(p, lines ? parseDoc(p, lines.join(`
`) + `
`).anchors : void 0);
      }
      return anchorsByPath.get(p);
    };
    for (let path of ctx.scan.shortlist)
      for (let hit of ctx.scan.signals[path] ?? []) {
        if (!isHitOf(brokenReference, hit) || !hit.renamed_to) continue;
        let next = rewriteDestination(path, hit, anchorsOf);
        if (next === void 0) continue;
        let line = ctx.lines(path)?.[hit.line - 1];
        line === void 0 || !line.includes(hit.raw) || out.push({
          path,
          category: { class: "stale", subtype: "contradicted" },
          signals: [{ ...hit }],
          op: `Point the reference to ${hit.raw} at ${next}: git history shows ${hit.resolved} moved to ${hit.renamed_to}.`,
          op_type: "deterministic",
          exact_edit: { kind: "replace-text", anchor: { start_line: hit.line, end_line: hit.line }, match: hit.raw, replacement: next }
        });
      }
    return out;
  }
};

// scripts/propose/proposers/duplicate-block.ts
var isDuplicate = (h) => isHitOf(duplicateBlock, h), duplicateBlock2 = {
  name: "duplicate-block",
  description: "A block that stands verbatim in another doc: remove this copy, keep the canonical one.",
  roles: ["living", "agent-memory", "agent-prompt", "plan", "template"],
  propose(ctx) {
    let out = [];
    for (let path of ctx.scan.shortlist) {
      let hits = (ctx.scan.signals[path] ?? []).filter(isDuplicate).filter((h) => h.other.path !== path).sort((a, b) => a.start_line - b.start_line || b.end_line - a.end_line), kept = [];
      for (let h of hits) {
        let s = h.start_line, e = h.end_line;
        if (kept.some(([ks, ke]) => s <= ke && ks <= e)) continue;
        let o = h.other, mine = ctx.lines(path), theirs = ctx.lines(o.path);
        !mine || !theirs || e > mine.length || o.end_line > theirs.length || sameLines(mine.slice(s - 1, e), theirs.slice(o.start_line - 1, o.end_line)) && (kept.push([s, e]), out.push({
          path,
          category: { class: "stale", subtype: "duplicated" },
          signals: [{ ...h }],
          op: `Remove lines ${s}-${e}: they stand verbatim in ${o.path}:${o.start_line}-${o.end_line}, the canonical copy.`,
          op_type: "deterministic",
          exact_edit: { kind: "dedupe", anchor: { start_line: s, end_line: e }, canonical_ref: { path: o.path, start_line: o.start_line, end_line: o.end_line } }
        }));
      }
    }
    return out;
  }
};

// scripts/propose/proposers/lifecycle.ts
var lifecycleProposer = {
  name: "lifecycle",
  description: "A doc a lifecycle rule proves served (a tracked served_when_path match) or past retention (temporary): delete it, or extract then delete it when the rule says so.",
  // The repository's lifecycle rules decide what they match, whatever its role.
  roles: ROLE_ORDER,
  propose: (ctx) => proposeLifecycle(ctx.scan)
};

// scripts/propose/registry.ts
var PROPOSERS = [linkRename, nameRename, duplicateBlock2, lifecycleProposer];

// scripts/propose/propose-all.ts
function fileLines(scan) {
  let cache = /* @__PURE__ */ new Map();
  return (path) => {
    if (!cache.has(path)) {
      let read = readProjectFile(scan.project_root, path, MAX_DOC_BYTES);
      cache.set(path, read.ok ? splitLines(read.bytes.toString("utf8")) : void 0);
    }
    return cache.get(path);
  };
}
function proposeAll(scan, proposers = PROPOSERS, lines = fileLines(scan)) {
  let editable = (p, path) => {
    let role = scan.docs[path]?.role.name;
    return role === void 0 || p.roles.includes(role);
  }, proposals = proposers.flatMap((p) => p.propose({ scan, lines }).filter((x) => editable(p, x.path)));
  return { proposals: oneEditPerLine(proposals, lines) };
}
function oneEditPerLine(proposals, lines) {
  let key = (p) => p.op_type === "deterministic" && p.exact_edit?.kind === "replace-text" ? `${p.path}\0${lineRange(p.exact_edit.anchor)?.start_line}` : void 0, groups = /* @__PURE__ */ new Map();
  for (let p of proposals) {
    let k = key(p);
    k !== void 0 && groups.set(k, [...groups.get(k) ?? [], p]);
  }
  let out = [];
  for (let p of proposals) {
    let k = key(p), group = k === void 0 ? void 0 : groups.get(k);
    if (!group || group.length === 1) {
      out.push(p);
      continue;
    }
    if (group[0] !== p) continue;
    let lineNo = lineRange(p.exact_edit.anchor).start_line, line = lines(p.path)?.[lineNo - 1], placed = line === void 0 ? [] : group.map((g) => ({ match: g.exact_edit.match, replacement: g.exact_edit.replacement, at: positionOf(line, g.exact_edit.match, g.signals[0]?.column) }));
    if (line === void 0 || placed.some((x) => x.at === void 0)) continue;
    let edit = mergeLineEdits(lineNo, line, placed);
    edit.ok && out.push({
      ...p,
      signals: group.flatMap((g) => g.signals),
      op: group.map((g) => g.op).join(" "),
      exact_edit: { kind: "replace-text", anchor: { start_line: lineNo, end_line: lineNo }, match: edit.match, replacement: edit.replacement }
    });
  }
  return out;
}
async function proposeProven(scan, proposers = PROPOSERS) {
  let lines = fileLines(scan), all = proposeAll(scan, proposers, lines).proposals, facts = await evidenceFacts(scan, lines, { readers: all.some((p) => p.exact_edit?.kind === "dedupe"), repo: all.some((p) => p.exact_edit?.kind === "replace-text") }), proposals = all.map((p) => asLineFix(p, facts));
  for (; ; ) {
    let verdicts = autoEvidenceAll(proposals, facts), kept = withoutMutualDedupes(proposals.filter((_, i) => verdicts[i]?.ok !== !1), facts);
    if (kept.length === proposals.length) return { proposals };
    proposals = kept;
  }
}
function asLineFix(p, facts) {
  let e = p.exact_edit, a = lineRange(e?.anchor);
  if (p.op_type !== "deterministic" || e?.kind !== "replace-text" || !a || a.start_line !== a.end_line) return p;
  let line = facts.lines(p.path)?.[a.start_line - 1], fix = line === void 0 ? void 0 : lineFix(p.path, a.start_line, facts);
  return !fix?.ok || lineAfter(line, e.match ?? "", e.replacement ?? "") === lineAfter(line, fix.match, fix.replacement) ? p : { ...p, exact_edit: { ...e, match: fix.match, replacement: fix.replacement } };
}
var spanKey = (path, a) => `${path}:${a.start_line}-${a.end_line}`;
function withoutMutualDedupes(proposals, facts) {
  let removes = /* @__PURE__ */ new Map();
  for (let p of proposals) {
    let a = lineRange(p.exact_edit?.anchor);
    p.exact_edit?.kind === "dedupe" && a && removes.set(spanKey(p.path, a), p);
  }
  return proposals.filter((p) => {
    let e = p.exact_edit;
    return e?.kind !== "dedupe" || !e.canonical_ref || !lineRange(e.anchor) || !removes.get(spanKey(e.canonical_ref.path, e.canonical_ref)) || facts.imports(p.path, e.canonical_ref.path) ? !0 : facts.imports(e.canonical_ref.path, p.path) ? !1 : p.signals[0]?.canonical === e.canonical_ref.path;
  });
}
async function scannerProvenSource(scan) {
  return { name: "scanner-proven proposals (--deterministic)", value: await proposeProven(scan), origin: "scanner" };
}

// scripts/shared/content-digest.ts
import { readdirSync, lstatSync as lstatSync2, readlinkSync } from "node:fs";
import { join } from "node:path";
function regularBytes(absPath, follow) {
  let read = readRegularFile(absPath, Number.MAX_SAFE_INTEGER, { followSymlink: follow });
  if (!read.ok) throw new HygieneError("IO", `${absPath} ${read.reason}`);
  return read.bytes;
}
function fileDigest(absPath) {
  return sha256Hex(regularBytes(absPath, !0));
}
function directoryListing(absDir) {
  let out = [], walk = (dir, prefix) => {
    for (let name of readdirSync(dir)) {
      let abs = join(dir, name), rel = prefix ? `${prefix}/${name}` : name, st = lstatSync2(abs);
      st.isSymbolicLink() ? out.push([rel, sha256Hex(readlinkSync(abs))]) : st.isDirectory() ? walk(abs, rel) : st.isFile() && out.push([rel, sha256Hex(regularBytes(abs, !1))]);
    }
  };
  return walk(absDir, ""), out.sort(([a], [b]) => byCodeUnit(a, b)), out;
}
function directoryDigest(absDir) {
  return sha256Hex(directoryListing(absDir).map(([rel, h]) => `${rel}\0${h}
`).join(""));
}
function contentDigest(absPath) {
  return lstatSync2(absPath).isDirectory() ? directoryDigest(absPath) : fileDigest(absPath);
}

export {
  STALE_SUBTYPES,
  BLOAT_SUBTYPES,
  lineRange,
  wholeOf,
  directoryListing,
  directoryDigest,
  contentDigest,
  newStructureHoles,
  lineAfter,
  AUTO_EDIT_KINDS,
  autoEvidenceAll,
  evidenceViolations,
  evidenceFacts,
  fileLines,
  proposeAll,
  scannerProvenSource
};
