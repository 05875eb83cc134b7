import { createRequire as __dhCreateRequire } from 'node:module'; const require = __dhCreateRequire(import.meta.url);
import {
  appendAudit,
  verifyAuditChain
} from "./chunk-BYJ2HSH6.mjs";
import {
  buildScopeFilter,
  lifecyclePass,
  loadHistoryIndex,
  openProject,
  runScan
} from "./chunk-L6RSWUXZ.mjs";
import {
  sealMatches,
  sealOf
} from "./chunk-MHYDBFUG.mjs";
import {
  AUTO_EDIT_KINDS,
  autoEvidenceAll,
  directoryDigest,
  evidenceFacts,
  fileLines,
  lineRange,
  newStructureHoles,
  wholeOf
} from "./chunk-3DAOPGZW.mjs";
import {
  setStampLocked
} from "./chunk-JODB3Z4N.mjs";
import {
  acquireLock,
  processAlive
} from "./chunk-PWYTOBDR.mjs";
import {
  DIGEST_LINE_PREFIX,
  digestNamedBy
} from "./chunk-OUZCCNIE.mjs";
import {
  MAX_REPORT_BYTES,
  derivedFields,
  validateReport
} from "./chunk-73XJTB4Z.mjs";
import {
  pathGitState
} from "./chunk-DWGIC4YC.mjs";
import {
  LIFECYCLE_SIGNAL
} from "./chunk-JZLM7UPL.mjs";
import {
  STATE_DIR_NAME,
  assertStateFolder,
  assertStateTrusted,
  ensureStateDir,
  ensureStateSubdir,
  stateDirOf
} from "./chunk-XPE3MLC3.mjs";
import {
  EDIT_KINDS,
  KIND_TABLE,
  isEditKind
} from "./chunk-3MRBJ7GN.mjs";
import {
  canonicalJson,
  sha256Hex
} from "./chunk-VFCBVGFI.mjs";
import {
  loadTokenCounter
} from "./chunk-5VCSN5G4.mjs";
import {
  RULE_ABANDONED,
  RULE_LEFTOVER,
  adoptedConventionRules,
  effectiveRules,
  expandServedPattern,
  loadConfig,
  ruleMatchesPath
} from "./chunk-FIJFGDGO.mjs";
import {
  fsyncDir,
  tempOwner,
  writeFileAtomic
} from "./chunk-2SEPAG6N.mjs";
import {
  Minimatch,
  escape,
  listProjectFiles,
  require_dist,
  sameLines
} from "./chunk-DUOPAI4E.mjs";
import {
  findProjectRoot
} from "./chunk-UIVZPBU2.mjs";
import {
  isJsonObject
} from "./chunk-Z45Y2YWL.mjs";
import {
  byCodeUnit
} from "./chunk-7CNQJT4V.mjs";
import {
  resolveInsideRoot,
  throughSymlinkedFolder,
  walkSymlinks
} from "./chunk-MIYAM7C7.mjs";
import {
  JSON_OPTION,
  ROOT_OPTION,
  listFlag,
  pushAll,
  rootFlag,
  stringFlag,
  writeStdout
} from "./chunk-Q5DWSZJV.mjs";
import {
  EXIT,
  HygieneError,
  formatViolation,
  readRegularFile
} from "./chunk-6ISAVYID.mjs";
import {
  __toESM
} from "./chunk-6K57MRJR.mjs";

// scripts/cli/commands/apply-edits.ts
import { resolve } from "node:path";

// scripts/apply/line-table.ts
function hasBom(buf) {
  return buf.length >= 3 && buf[0] === 239 && buf[1] === 187 && buf[2] === 191;
}
function lineTable(buf) {
  let bom = hasBom(buf) ? 3 : 0, starts = [], ends = [];
  if (buf.length > 0) {
    let start = 0;
    for (; ; ) {
      let nl = buf.indexOf(10, start);
      if (nl < 0) {
        start < buf.length && (starts.push(start), ends.push(buf.length));
        break;
      }
      if (starts.push(start), ends.push(nl + 1), start = nl + 1, start >= buf.length) break;
    }
    starts.length > 0 && (starts[0] = Math.min(bom, ends[0]));
  }
  return { bom, starts, ends, size: buf.length };
}
function lineCount(t) {
  return t.starts.length;
}
function anchorProblem(t, start, end) {
  let n = lineCount(t);
  if (!Number.isInteger(start) || !Number.isInteger(end) || start < 1) return `lines ${start}-${end} are not a valid range`;
  if (start > end) return `start_line ${start} is after end_line ${end}`;
  if (end > n) return `end_line ${end} is past the end of the file (${n} line${n === 1 ? "" : "s"})`;
}
function byteSpan(t, start, end) {
  return { start: t.starts[start - 1], end: t.ends[end - 1] };
}
function lineBytes(buf, t, line) {
  let s = t.starts[line - 1], e = t.ends[line - 1];
  return e > s && buf[e - 1] === 10 && e--, buf.subarray(s, e);
}
function detectEol(buf) {
  let nl = buf.indexOf(10);
  return nl > 0 && buf[nl - 1] === 13 ? `\r
` : `
`;
}
function eolOf(buf, t, line) {
  let e = t.ends[line - 1];
  return e === 0 || buf[e - 1] !== 10 ? "" : e >= 2 && buf[e - 2] === 13 ? `\r
` : `
`;
}
function lacksFinalNewline(buf) {
  return buf.length > 0 && buf[buf.length - 1] !== 10;
}
function withEol(text, eol) {
  let normalized = text.replace(/\r\n/g, `
`);
  return Buffer.from(eol === `
` ? normalized : normalized.replace(/\n/g, `\r
`), "utf8");
}
function splice(buf, start, end, insert) {
  return Buffer.concat([buf.subarray(0, start), insert, buf.subarray(end)]);
}

// scripts/apply/append-block.ts
function appendBlock(existing, block) {
  let base = existing ?? Buffer.alloc(0), eol = Buffer.from(detectEol(base.length > 0 ? base : block), "latin1"), parts = [base];
  return lacksFinalNewline(base) && parts.push(eol), parts.push(block), lacksFinalNewline(block) && parts.push(eol), Buffer.concat(parts);
}

// scripts/apply/types.ts
var refuse = (code, reason) => ({ ok: !1, code, reason }), ok = (value) => ({ ok: !0, value });

// scripts/apply/kinds/common.ts
function editOf(entry) {
  return entry.exact_edit;
}
function lineAnchor(a) {
  return lineRange(a);
}
function describeState(s) {
  return s.type === "absent" ? "does not exist" : s.type === "dir" ? "is a folder" : s.type === "other" ? `is ${s.what}` : "is a file";
}
function fileBytes(state, path) {
  return state.type === "file" ? ok(state.bytes) : refuse("REFUSED", `${path} ${describeState(state)}, not a regular file`);
}
function anchoredSpan(bytes, anchor, what = "anchor") {
  if (!anchor) return refuse("SCHEMA_VIOLATION", `${what} must have start_line and end_line`);
  let t = lineTable(bytes), problem = anchorProblem(t, anchor.start_line, anchor.end_line);
  if (problem) return refuse("REFUSED", `${what}: ${problem}`);
  let s = byteSpan(t, anchor.start_line, anchor.end_line);
  return ok({ t, start: s.start, end: s.end });
}
function appendableProblem(state, path) {
  if (!(state.type === "file" || state.type === "absent"))
    return `${path} ${describeState(state)}; cannot append to it`;
}
function isUnder(path, dir) {
  return path === dir || path.startsWith(dir + "/");
}
function checkedBytes(ctx) {
  return fileBytes(ctx.base(ctx.entry.path), ctx.entry.path);
}
function linesClaim(ctx, a) {
  return { path: ctx.entry.path, mode: "lines", start: a.start_line, end: a.end_line };
}
function rewriteInFile(step) {
  return (state, ctx) => {
    let bytes = fileBytes(state, ctx.entry.path);
    if (!bytes.ok) return bytes;
    let out = step(bytes.value, ctx);
    return out.ok ? ok(Buffer.isBuffer(out.value) ? { bytes: out.value, appends: [] } : out.value) : out;
  };
}

// scripts/apply/kinds/delete-range.ts
function deleteRange(bytes, anchor) {
  let span2 = anchoredSpan(bytes, anchor);
  return span2.ok ? ok(splice(bytes, span2.value.start, span2.value.end, Buffer.alloc(0))) : span2;
}
var deleteRangeKind = {
  name: "delete-range",
  description: "Remove lines start..end of the file.",
  phase: "in-file",
  claims(ctx) {
    let a = lineAnchor(editOf(ctx.entry).anchor), bytes = checkedBytes(ctx);
    if (!bytes.ok) return bytes;
    let span2 = anchoredSpan(bytes.value, a);
    return span2.ok ? ok({ claims: [linesClaim(ctx, a)] }) : span2;
  },
  apply: rewriteInFile((bytes, ctx) => deleteRange(bytes, lineAnchor(editOf(ctx.entry).anchor)))
};

// scripts/apply/kinds/move-to-archive.ts
function moveOut(bytes, anchor) {
  let span2 = anchoredSpan(bytes, anchor);
  if (!span2.ok) return span2;
  let { start, end } = span2.value;
  return ok({ rest: splice(bytes, start, end, Buffer.alloc(0)), moved: Buffer.from(bytes.subarray(start, end)) });
}
var moveToArchiveKind = {
  name: "move-to-archive",
  description: "Move lines start..end to the end of dest_path, verbatim.",
  phase: "in-file",
  claims(ctx) {
    let edit = editOf(ctx.entry), a = lineAnchor(edit.anchor), dest = edit.dest_path;
    if (!dest) return refuse("SCHEMA_VIOLATION", "move-to-archive needs dest_path");
    if (dest === ctx.entry.path) return refuse("REFUSED", "dest_path is the file itself");
    let bytes = checkedBytes(ctx);
    if (!bytes.ok) return bytes;
    let span2 = anchoredSpan(bytes.value, a);
    if (!span2.ok) return span2;
    let destProblem = appendableProblem(ctx.base(dest), dest);
    return destProblem ? refuse("REFUSED", `dest_path: ${destProblem}`) : ok({
      claims: [
        linesClaim(ctx, a),
        { path: dest, mode: "append" }
      ]
    });
  },
  apply: rewriteInFile((bytes, ctx) => {
    let edit = editOf(ctx.entry), out = moveOut(bytes, lineAnchor(edit.anchor));
    return out.ok ? ok({ bytes: out.value.rest, appends: [{ path: edit.dest_path, bytes: out.value.moved }] }) : out;
  })
};

// scripts/apply/kinds/insert-frontmatter.ts
var import_yaml = __toESM(require_dist(), 1);
import { isDeepStrictEqual } from "node:util";
var OPEN = /^---[ \t]*\r?$/, CLOSE = /^(---|\.\.\.)[ \t]*\r?$/, utf8 = new TextDecoder("utf-8", { fatal: !0 });
function lineText(buf, t, n) {
  return lineBytes(buf, t, n).toString("latin1");
}
function readFrontmatter(bytes) {
  let t = lineTable(bytes);
  if (t.starts.length === 0) return ok(void 0);
  let first = lineText(bytes, t, 1);
  if (/^\+\+\+[ \t]*\r?$/.test(first)) return refuse("PARSE", "the file has TOML (+++) frontmatter; only YAML frontmatter is edited");
  if (!OPEN.test(first)) return ok(void 0);
  let close = 0;
  for (let n = 2; n <= t.starts.length; n++)
    if (CLOSE.test(lineText(bytes, t, n))) {
      close = n;
      break;
    }
  if (close === 0) return refuse("PARSE", "the frontmatter opened on line 1 never closes");
  let text;
  try {
    text = close > 2 ? utf8.decode(bytes.subarray(t.starts[1], t.starts[close - 1])) : "";
  } catch {
    return refuse("PARSE", "the frontmatter is not valid UTF-8");
  }
  let doc = (0, import_yaml.parseDocument)(text, { prettyErrors: !1, uniqueKeys: !0 });
  if (doc.errors.length > 0) return refuse("PARSE", `the frontmatter does not parse: ${doc.errors[0].message.split(`
`)[0]}`);
  if (doc.contents === null) return ok({ open: 1, close, data: {} });
  if (!(0, import_yaml.isMap)(doc.contents)) return refuse("PARSE", "the frontmatter is not a YAML mapping");
  let data = doc.toJS();
  return ok({ open: 1, close, data: data ?? {} });
}
function insertFrontmatter(bytes, key, value) {
  if (typeof key != "string" || !/^[A-Za-z_][A-Za-z0-9_-]{0,63}$/.test(key) || typeof value != "string")
    return refuse("SCHEMA_VIOLATION", "insert-frontmatter needs a plain key and a string value");
  let fm = readFrontmatter(bytes);
  if (!fm.ok) return fm;
  if (fm.value && Object.prototype.hasOwnProperty.call(fm.value.data, key))
    return ok({ bytes, noop: `the frontmatter already has ${key} (${JSON.stringify(fm.value.data[key])})` });
  let t = lineTable(bytes), entryLine = (0, import_yaml.stringify)({ [key]: value }, { lineWidth: 0 }), out;
  if (fm.value) {
    let eol = eolOf(bytes, t, 1) || detectEol(bytes), at = t.starts[fm.value.close - 1];
    out = splice(bytes, at, at, withEol(entryLine, eol));
  } else {
    let eol = detectEol(bytes);
    out = splice(bytes, t.bom, t.bom, withEol(`---
${entryLine}---
`, eol));
  }
  let again = readFrontmatter(out), before = fm.value?.data ?? {};
  return !again.ok || !again.value || again.value.data[key] !== value || !isDeepStrictEqual({ ...again.value.data, [key]: void 0 }, { ...before, [key]: void 0 }) ? refuse("PARSE", `cannot add ${key} to this frontmatter without rewriting it`) : ok({ bytes: out });
}
var insertFrontmatterKind = {
  name: "insert-frontmatter",
  description: "Add key: value to the YAML frontmatter, creating the block when absent; no-op when the key is present.",
  phase: "in-file",
  claims(ctx) {
    let edit = editOf(ctx.entry), bytes = checkedBytes(ctx);
    if (!bytes.ok) return bytes;
    let out = insertFrontmatter(bytes.value, edit.key, edit.value);
    if (!out.ok) return out;
    let fm = readFrontmatter(bytes.value), block = fm.ok && fm.value ? { start: fm.value.open, end: fm.value.close } : { start: 0, end: 0 };
    return ok({ claims: [{ path: ctx.entry.path, mode: "frontmatter", ...block }], noop: out.value.noop });
  },
  apply: rewriteInFile((bytes, ctx) => {
    let edit = editOf(ctx.entry), out = insertFrontmatter(bytes, edit.key, edit.value);
    return out.ok ? ok(out.value.bytes) : out;
  })
};

// scripts/apply/kinds/replace-text.ts
function occurrences(hay, needle) {
  let at = [];
  for (let i = hay.indexOf(needle); i >= 0; i = hay.indexOf(needle, i + 1)) at.push(i);
  return at;
}
function replaceText(bytes, anchor, match, replacement) {
  if (typeof match != "string" || match.length === 0 || typeof replacement != "string")
    return refuse("SCHEMA_VIOLATION", "replace-text needs a non-empty match and a replacement");
  let span2 = anchoredSpan(bytes, anchor);
  if (!span2.ok) return span2;
  let { start, end } = span2.value, needle = Buffer.from(match, "utf8"), hits = occurrences(bytes.subarray(start, end), needle);
  if (hits.length !== 1)
    return refuse("REFUSED", `match ${JSON.stringify(match.length > 80 ? match.slice(0, 80) + "\u2026" : match)} occurs ${hits.length} times inside lines ${anchor.start_line}-${anchor.end_line}; it must occur exactly once`);
  let at = start + hits[0];
  return ok(splice(bytes, at, at + needle.length, Buffer.from(replacement, "utf8")));
}
function autoRewriteProblem(tier, before, after, match, replacement) {
  if (tier !== "auto") return;
  if (before.length > 0 && after.every((b) => b === 32 || b === 9 || b === 10 || b === 13))
    return "an auto replace-text may not empty the file; it needs a confirm";
  let newlines = (t) => (t.match(/\n/g) ?? []).length;
  if (newlines(replacement) > newlines(match)) return "an auto replace-text may not add lines; it needs a confirm";
}
var replaceTextKind = {
  name: "replace-text",
  description: "Replace the one occurrence of match inside lines start..end with replacement.",
  phase: "in-file",
  claims(ctx) {
    let edit = editOf(ctx.entry), bytes = checkedBytes(ctx);
    if (!bytes.ok) return bytes;
    let a = lineAnchor(edit.anchor), out = replaceText(bytes.value, a, edit.match, edit.replacement);
    if (!out.ok) return out;
    let free = autoRewriteProblem(ctx.entry.safety_tier, bytes.value, out.value, edit.match, edit.replacement);
    return free ? refuse("REFUSED", free) : ok({ claims: [linesClaim(ctx, a)] });
  },
  apply: rewriteInFile((bytes, ctx) => {
    let edit = editOf(ctx.entry);
    return replaceText(bytes, lineAnchor(edit.anchor), edit.match, edit.replacement);
  })
};

// scripts/apply/kinds/dedupe.ts
function duplicateProblem(removed, a, canonical, c) {
  let tr = lineTable(removed), tc = lineTable(canonical), pc = anchorProblem(tc, c.start_line, c.end_line);
  if (pc) return `canonical_ref ${c.path}: ${pc}`;
  let n = a.end_line - a.start_line + 1;
  if (c.end_line - c.start_line + 1 !== n)
    return `canonical_ref ${c.path}:${c.start_line}-${c.end_line} has ${c.end_line - c.start_line + 1} lines; the removed span has ${n}`;
  for (let i = 0; i < n; i++)
    if (!sameLines([lineBytes(removed, tr, a.start_line + i)], [lineBytes(canonical, tc, c.start_line + i)])) return `canonical_ref ${c.path}:${c.start_line + i} no longer holds the same text as line ${a.start_line + i}`;
}
var dedupeKind = {
  name: "dedupe",
  description: "Remove lines start..end, a duplicate of the text kept at canonical_ref.",
  phase: "in-file",
  claims(ctx) {
    let edit = editOf(ctx.entry), a = lineAnchor(edit.anchor), c = edit.canonical_ref;
    if (!a || !c) return refuse("SCHEMA_VIOLATION", "dedupe needs anchor and canonical_ref");
    let bytes = checkedBytes(ctx);
    if (!bytes.ok) return bytes;
    let p = anchorProblem(lineTable(bytes.value), a.start_line, a.end_line);
    if (p) return refuse("REFUSED", `anchor: ${p}`);
    let canon = fileBytes(ctx.base(c.path), c.path);
    if (!canon.ok) return refuse("REFUSED", `canonical_ref: ${canon.reason}`);
    let diff = duplicateProblem(bytes.value, a, canon.value, c);
    return diff ? refuse("REFUSED", diff) : ok({
      claims: [
        linesClaim(ctx, a),
        { path: c.path, mode: "read", start: c.start_line, end: c.end_line }
      ]
    });
  },
  apply: rewriteInFile((bytes, ctx) => deleteRange(bytes, lineAnchor(editOf(ctx.entry).anchor)))
};

// scripts/apply/kinds/delete.ts
function wholeProblem(state, anchor, path) {
  let whole = wholeOf(anchor);
  return whole === "file" ? state.type === "file" ? void 0 : `${path} ${describeState(state)}; the anchor says a file` : whole === "directory" ? state.type === "dir" ? void 0 : `${path} ${describeState(state)}; the anchor says a folder` : 'anchor must be {"whole": "file"} or {"whole": "directory"}';
}
function deleteWhole(state, anchor, path) {
  let problem = wholeProblem(state, anchor, path);
  return problem ? refuse("REFUSED", problem) : ok(null);
}
var deleteKind = {
  name: "delete",
  description: "Delete the whole file or folder.",
  phase: "delete",
  claims(ctx) {
    let out = deleteWhole(ctx.base(ctx.entry.path), editOf(ctx.entry).anchor, ctx.entry.path);
    return out.ok ? ok({ claims: [{ path: ctx.entry.path, mode: "whole" }] }) : out;
  },
  apply(state, ctx) {
    let out = deleteWhole(state, editOf(ctx.entry).anchor, ctx.entry.path);
    return out.ok ? ok({ bytes: null, appends: [] }) : out;
  }
};

// scripts/apply/kinds/extract-then-delete.ts
var MAX_EXTRACTION_BYTES = 1024 * 1024;
function extractionTarget(entry) {
  let edit = editOf(entry);
  return edit.extraction_target === "repo-durable" && edit.target_path ? edit.target_path : `.dochygiene/extractions/${entry.id}.md`;
}
var extractThenDeleteKind = {
  name: "extract-then-delete",
  description: "Append the extraction to its target, then delete the whole file or folder.",
  phase: "delete",
  claims(ctx) {
    let edit = editOf(ctx.entry);
    if (edit.extraction_target === "repo-durable" && !edit.target_path)
      return refuse("SCHEMA_VIOLATION", "a repo-durable extraction needs target_path");
    let target = extractionTarget(ctx.entry);
    if (isUnder(target, ctx.entry.path)) return refuse("REFUSED", `the extraction target ${target} is inside the path being deleted`);
    let del = deleteWhole(ctx.base(ctx.entry.path), edit.anchor, ctx.entry.path);
    if (!del.ok) return del;
    let tp = appendableProblem(ctx.base(target), target);
    return tp ? refuse("REFUSED", `extraction target: ${tp}`) : ok({ claims: [{ path: ctx.entry.path, mode: "whole" }, { path: target, mode: "append" }] });
  },
  apply(state, ctx) {
    let text = ctx.texts.extraction;
    if (typeof text != "string" || text.trim().length === 0)
      return refuse("REFUSED", "needs the extraction text, supplied at clean time (--extraction ID=FILE)");
    if (Buffer.byteLength(text, "utf8") > MAX_EXTRACTION_BYTES) return refuse("REFUSED", `the extraction text is over ${MAX_EXTRACTION_BYTES} bytes`);
    let del = deleteWhole(state, editOf(ctx.entry).anchor, ctx.entry.path);
    if (!del.ok) return del;
    let target = extractionTarget(ctx.entry), t = ctx.base(target), eol = t.type === "file" ? detectEol(t.bytes) : `
`;
    return ok({ bytes: null, appends: [{ path: target, bytes: withEol(text, eol) }] });
  }
};

// scripts/apply/kinds/generative-range.ts
var MAX_REPLACEMENT_BYTES = 1024 * 1024;
function replaceRange(bytes, range2, text) {
  if (typeof text != "string") return refuse("REFUSED", "needs the rewritten text, supplied at clean time (--replacement ID=FILE)");
  if (Buffer.byteLength(text, "utf8") > MAX_REPLACEMENT_BYTES) return refuse("REFUSED", `the replacement is over ${MAX_REPLACEMENT_BYTES} bytes`);
  let span2 = anchoredSpan(bytes, range2, "reducible_range");
  if (!span2.ok) return span2;
  let { t, start, end } = span2.value, lastEol = eolOf(bytes, t, range2.end_line), eol = lastEol || detectEol(bytes), body = text.replace(/\r\n/g, `
`).replace(/\n+$/, "");
  return body.length > 0 && lastEol !== "" && (body += `
`), ok(splice(bytes, start, end, withEol(body, eol)));
}
var generativeRangeKind = {
  name: "generative",
  description: "Replace the reducible_range with the rewriter text the user approved.",
  phase: "in-file",
  claims(ctx) {
    let r = ctx.entry.reducible_range, bytes = checkedBytes(ctx);
    if (!bytes.ok) return bytes;
    let span2 = anchoredSpan(bytes.value, r, "reducible_range");
    return span2.ok ? ok({ claims: [linesClaim(ctx, r)] }) : span2;
  },
  apply: rewriteInFile((bytes, ctx) => replaceRange(bytes, ctx.entry.reducible_range, ctx.texts.replacement))
};

// scripts/apply/kinds/index.ts
var KIND_MODULES = Object.freeze({
  "delete-range": deleteRangeKind,
  "move-to-archive": moveToArchiveKind,
  "insert-frontmatter": insertFrontmatterKind,
  "replace-text": replaceTextKind,
  dedupe: dedupeKind,
  delete: deleteKind,
  "extract-then-delete": extractThenDeleteKind
});
for (let k of EDIT_KINDS) if (KIND_MODULES[k]?.name !== k) throw new Error(`kind module missing or misnamed: ${k}`);
function moduleFor(entry) {
  if (entry.op_type === "generative") return entry.reducible_range ? generativeRangeKind : void 0;
  let kind = entry.exact_edit?.kind;
  return isEditKind(kind) ? KIND_MODULES[kind] : void 0;
}
function kindName(entry) {
  return entry.op_type === "generative" ? "generative" : entry.exact_edit?.kind ?? "unknown";
}

// scripts/apply/engine.ts
function stateDigest(s) {
  if (s.type === "file") return sha256Hex(s.bytes);
  if (s.type === "dir") return s.digest;
}
function expectedDigest(entry) {
  return entry.exact_edit?.expected_sha256 ?? entry.reducible_range?.expected_sha256;
}
function startLine(e) {
  let a = e.exact_edit?.anchor ?? e.reducible_range;
  return lineRange(a)?.start_line ?? 0;
}
function priorityOrder(a, b) {
  if (a.rank !== b.rank) return a.rank - b.rank;
  if (a.entry.path !== b.entry.path) return a.entry.path < b.entry.path ? -1 : 1;
  let d = startLine(a.entry) - startLine(b.entry);
  return d !== 0 ? d : byCodeUnit(a.entry.id, b.entry.id);
}
function overlaps(a, b) {
  return a.start <= b.end && b.start <= a.end;
}
function conflict(a, b) {
  if (a.mode === "whole" || b.mode === "whole") {
    let [w, o] = a.mode === "whole" ? [a, b] : [b, a];
    return isUnder(o.path, w.path) || isUnder(w.path, o.path) ? `${o.path} is deleted by the other edit` : void 0;
  }
  if (a.path === b.path && !(a.mode === "append" || b.mode === "append") && !(a.mode === "read" && b.mode === "read") && !(a.mode === "frontmatter" && b.mode === "frontmatter") && !(a.end === 0 || b.end === 0) && overlaps(a, b))
    return `lines ${Math.max(a.start, b.start)}-${Math.min(a.end, b.end)} of ${a.path}`;
}
function clashOf(claims, accepted) {
  for (let other of accepted)
    for (let x of claims)
      for (let y of other.claims) {
        let why = conflict(x, y);
        if (why) return `overlaps entry ${other.item.entry.id} (${why}); skipped, never forced`;
      }
}
function staleReason(base, entry) {
  let expected = expectedDigest(entry);
  if (expected === void 0) return;
  let actual = stateDigest(base(entry.path));
  if (actual === void 0) return `stale: ${entry.path} no longer exists as it did at check time`;
  if (actual !== expected) return `stale: ${entry.path} changed after the check (sha256 ${actual.slice(0, 12)}\u2026, expected ${expected.slice(0, 12)}\u2026)`;
}
function checkItems(base, ordered) {
  let out = { accepted: [], skipped: [], noops: [] };
  for (let item of ordered) {
    let { entry } = item, module = moduleFor(entry);
    if (!module) {
      out.skipped.push({ item, code: "SCHEMA_VIOLATION", reason: "the entry has no applicable edit" });
      continue;
    }
    let stale = staleReason(base, entry);
    if (stale) {
      out.skipped.push({ item, code: "STALE_HASH", reason: stale });
      continue;
    }
    let ctx = { entry, texts: item.texts, base }, c = module.claims(ctx);
    if (!c.ok) {
      out.skipped.push({ item, code: c.code, reason: c.reason });
      continue;
    }
    let clash = clashOf(c.value.claims, out.accepted);
    if (clash) {
      out.skipped.push({ item, code: "REFUSED", reason: clash });
      continue;
    }
    if (c.value.noop) {
      out.noops.push({ item, reason: c.value.noop });
      continue;
    }
    out.accepted.push({ item, module, claims: c.value.claims, ctx });
  }
  return out;
}
var ReplayState = class {
  constructor(base, skipped) {
    this.base = base;
    this.skipped = skipped;
  }
  base;
  skipped;
  states = /* @__PURE__ */ new Map();
  touchedBy = /* @__PURE__ */ new Map();
  failed = /* @__PURE__ */ new Set();
  appends = /* @__PURE__ */ new Map();
  current(p) {
    return this.states.get(p) ?? this.base(p);
  }
  touch(p, id) {
    let l = this.touchedBy.get(p) ?? [];
    l.includes(id) || l.push(id), this.touchedBy.set(p, l);
  }
  fail(a, code, reason) {
    this.failed.add(a), this.skipped.push({ item: a.item, code, reason });
  }
};
function topOf(a) {
  let own = a.claims.find((c) => c.path === a.item.entry.path && c.mode !== "append" && c.mode !== "whole");
  return own?.mode === "frontmatter" ? -1 : own?.start ?? 0;
}
function applyInFile(accepted, o) {
  let byFile = /* @__PURE__ */ new Map();
  for (let a of accepted) {
    if (a.module.phase !== "in-file") continue;
    let l = byFile.get(a.item.entry.path) ?? [];
    l.push(a), byFile.set(a.item.entry.path, l);
  }
  for (let [path, list] of [...byFile.entries()].sort(([a], [b]) => a < b ? -1 : 1)) {
    list.sort((a, b) => topOf(b) - topOf(a) || priorityOrder(a.item, b.item));
    for (let a of list) {
      let out = a.module.apply(o.current(path), a.ctx);
      if (!out.ok) {
        o.fail(a, out.code, out.reason);
        continue;
      }
      out.value.bytes !== null && o.states.set(path, { type: "file", bytes: out.value.bytes }), o.touch(path, a.item.entry.id), o.appends.set(a, out.value.appends);
    }
  }
}
function computeDeletes(accepted, o) {
  let deletes = [];
  for (let a of accepted) {
    if (a.module.phase !== "delete") continue;
    let out = a.module.apply(o.current(a.item.entry.path), a.ctx);
    if (!out.ok) {
      o.fail(a, out.code, out.reason);
      continue;
    }
    o.appends.set(a, out.value.appends), deletes.push(a);
  }
  return deletes;
}
function applyAppends(accepted, o) {
  for (let a of accepted)
    if (!o.failed.has(a))
      for (let ap of o.appends.get(a) ?? []) {
        let s = o.current(ap.path);
        o.states.set(ap.path, { type: "file", bytes: appendBlock(s.type === "file" ? s.bytes : null, ap.bytes) }), o.touch(ap.path, a.item.entry.id);
      }
}
function replay(base, items, opts = {}) {
  let { accepted, skipped, noops } = checkItems(base, [...items].sort(priorityOrder)), claims = new Map(accepted.map((a) => [a.item.entry.id, a.claims]));
  if (opts.checkOnly) return { accepted: accepted.map((a) => a.item), skipped, noops, states: /* @__PURE__ */ new Map(), touchedBy: /* @__PURE__ */ new Map(), claims };
  let o = new ReplayState(base, skipped);
  applyInFile(accepted, o);
  let deletes = computeDeletes(accepted, o);
  applyAppends(accepted, o);
  for (let a of deletes)
    o.states.set(a.item.entry.path, { type: "absent" }), o.touch(a.item.entry.path, a.item.entry.id);
  return { accepted: accepted.filter((a) => !o.failed.has(a)).map((a) => a.item), skipped, noops, states: o.states, touchedBy: o.touchedBy, claims };
}

// scripts/apply/grants.ts
import { join } from "node:path";
import { randomBytes } from "node:crypto";
var MAX_GRANTS_BYTES = 16 * 1024 * 1024, MAX_CONFIRMATION_CHARS = 2e3;
function grantsPath(root) {
  return join(stateDirOf(root), "grants.json");
}
function readGrants(root) {
  let p = grantsPath(root), read = readRegularFile(p, MAX_GRANTS_BYTES);
  if (!read.ok) return [];
  try {
    let v = JSON.parse(read.bytes.toString("utf8"));
    return v && v.schema === 1 && Array.isArray(v.grants) ? v.grants : [];
  } catch {
    return [];
  }
}
function writeGrants(root, grants) {
  ensureStateDir(root), writeFileAtomic(grantsPath(root), JSON.stringify({ schema: 1, grants }, null, 2) + `
`);
}
var textDigest = (t) => t === void 0 ? null : sha256Hex(Buffer.from(t, "utf8"));
function bindingOf(entry, report, texts2) {
  return {
    entry_id: entry.id,
    path: entry.path,
    kind: kindName(entry),
    expected_sha256: expectedDigest(entry) ?? null,
    report_digest: report.digest,
    report_generated_at: report.generated_at,
    replacement_sha256: textDigest(texts2.replacement),
    extraction_sha256: textDigest(texts2.extraction)
  };
}
function grantDigest(g) {
  let { grant_id, confirmation, issued_at, entry_id, path, kind, expected_sha256, report_digest, report_generated_at, replacement_sha256, extraction_sha256 } = g;
  return sha256Hex(canonicalJson({ grant_id, confirmation, issued_at, entry_id, path, kind, expected_sha256, report_digest, report_generated_at, replacement_sha256, extraction_sha256 }));
}
var GRANT_SEAL = "grant", ISSUE_SEAL = "grant issue";
function newGrant(binding, confirmation, now, root) {
  let body = { ...binding, grant_id: `g-${randomBytes(8).toString("hex")}`, confirmation, issued_at: now.toISOString() }, digest = grantDigest(body);
  return { ...body, digest, seal: sealOf(GRANT_SEAL, digest, root), state: "granted" };
}
var issueText = (grant_id, grant_digest) => canonicalJson({ grant_id, grant_digest });
function grantIssueData(g, root) {
  return {
    grant_id: g.grant_id,
    grant_digest: g.digest,
    issue_seal: sealOf(ISSUE_SEAL, issueText(g.grant_id, g.digest), root),
    entry_id: g.entry_id,
    path: g.path,
    expected_sha256: g.expected_sha256,
    report_digest: g.report_digest,
    report_generated_at: g.report_generated_at,
    replacement_sha256: g.replacement_sha256,
    extraction_sha256: g.extraction_sha256,
    confirmation: g.confirmation
  };
}
function sealedIssues(chain, root) {
  let out = /* @__PURE__ */ new Set();
  for (let r of chain.records) {
    let { grant_id, grant_digest, issue_seal } = r.data;
    r.event !== "grant" || typeof grant_id != "string" || typeof grant_digest != "string" || sealMatches(ISSUE_SEAL, issueText(grant_id, grant_digest), issue_seal, root) && out.add(grant_digest);
  }
  return out;
}
var BOUND = ["entry_id", "path", "kind", "expected_sha256", "report_digest", "report_generated_at", "replacement_sha256", "extraction_sha256"];
function bindingProblem(g, b) {
  for (let k of BOUND)
    if (g[k] !== b[k])
      return k === "expected_sha256" ? `grant ${g.grant_id} was given for another file hash (${String(g[k]).slice(0, 12)}\u2026, the file is ${String(b[k]).slice(0, 12)}\u2026)` : k === "report_digest" || k === "report_generated_at" ? `grant ${g.grant_id} was given for another report` : k === "replacement_sha256" || k === "extraction_sha256" ? `grant ${g.grant_id} was given for another text than the one supplied now` : `grant ${g.grant_id} was given for another edit (${k} differs)`;
}
function findGrant(grants, b, chain, consumedElsewhere, root) {
  let issued = sealedIssues(chain, root), consumed = /* @__PURE__ */ new Set();
  for (let r of chain.records) {
    let d = r.data.grant_digest;
    typeof d == "string" && (r.event === "consume" || r.event === "invalidate") && consumed.add(d);
  }
  let mine = grants.filter((g) => g.entry_id === b.entry_id), reasons = [], invalidate = [];
  for (let g of mine) {
    if (g.state === "consumed" || consumed.has(g.digest) || consumedElsewhere.has(g.grant_id)) {
      reasons.push(`grant ${g.grant_id} was already used${g.consumed_by_run ? ` by run ${g.consumed_by_run}` : ""}; a grant is single-use`);
      continue;
    }
    if (g.state !== "granted") {
      reasons.push(`grant ${g.grant_id} is ${g.state}${g.invalid_reason ? ` (${g.invalid_reason})` : ""}`);
      continue;
    }
    if (grantDigest(g) !== g.digest || !sealMatches(GRANT_SEAL, g.digest, g.seal, root)) {
      reasons.push(`grant ${g.grant_id} is not sealed by this user on this machine (it came with the repository, or was written by hand); only apply-edits grant, run here, issues an approval`);
      continue;
    }
    if (!issued.has(g.digest)) {
      reasons.push(`grant ${g.grant_id} is not recorded in the verified audit chain${chain.ok ? "" : " (the chain is broken)"}; it was not issued by apply-edits grant`);
      continue;
    }
    let problem = bindingProblem(g, b);
    if (problem) {
      reasons.push(problem), g.replacement_sha256 === b.replacement_sha256 && g.extraction_sha256 === b.extraction_sha256 && invalidate.push({ grant: g, reason: problem });
      continue;
    }
    return { ok: !0, grant: g };
  }
  return reasons.length === 0 ? { ok: !1, code: "GRANT_MISSING", reason: `entry ${b.entry_id} is confirm-tier and has no approval; ask the user, then run: apply-edits grant ${b.entry_id} --confirmation "<their words>"`, invalidate } : { ok: !1, code: "GRANT_INVALID", reason: `entry ${b.entry_id} has no usable approval: ${reasons.join("; ")}`, invalidate };
}

// scripts/apply/journal.ts
import { lstatSync as lstatSync2, mkdirSync, readdirSync, rmSync } from "node:fs";
import { join as join3 } from "node:path";

// scripts/apply/fs-state.ts
import { lstatSync, realpathSync } from "node:fs";
import { join as join2, sep } from "node:path";
var MAX_FILE_BYTES = 64 * 1024 * 1024;
function guardPath(root, rel, location) {
  let abs = resolveInsideRoot(root, rel, location);
  if (rel === STATE_DIR_NAME || rel.startsWith(STATE_DIR_NAME + "/"))
    throw new HygieneError("UNSAFE_PATH", `must not point inside ${STATE_DIR_NAME}/ ("${rel}")`, location);
  return abs;
}
function readPathState(root, rel) {
  let rootReal = realpathSync(root), abs = join2(rootReal, ...rel.split("/"));
  if (throughSymlinkedFolder(rootReal, rel)) return { type: "other", what: "reached through a symlink" };
  let st;
  try {
    st = lstatSync(abs);
  } catch (err) {
    let code = err.code;
    if (code === "ENOENT" || code === "ENOTDIR" || code === "ENAMETOOLONG") return { type: "absent" };
    throw new HygieneError("IO", `cannot read ${rel}: ${code}`);
  }
  if (st.isSymbolicLink()) return { type: "other", what: "a symlink" };
  if (st.isDirectory()) return { type: "dir", digest: directoryDigest(abs) };
  if (!st.isFile()) return { type: "other", what: "not a regular file" };
  if (st.size > MAX_FILE_BYTES) return { type: "other", what: `larger than ${MAX_FILE_BYTES} bytes` };
  let read = readRegularFile(abs, MAX_FILE_BYTES);
  return read.ok ? { type: "file", bytes: read.bytes } : read.reason === "absent" ? { type: "absent" } : { type: "other", what: read.reason };
}
function stateReader(root) {
  let cache = /* @__PURE__ */ new Map();
  return (rel) => {
    let s = cache.get(rel);
    return s || (s = readPathState(root, rel), cache.set(rel, s)), s;
  };
}
function stateKey(s) {
  return s.type === "file" ? `file:${sha256Hex(s.bytes)}` : s.type === "dir" ? `dir:${s.digest}` : s.type;
}
function absPath(root, rel) {
  return join2(realpathSync(root), ...rel.split("/"));
}

// scripts/apply/journal-check.ts
var PACK = "blobs.pack", PACK_REF = /^blobs\.pack:(\d{1,15}):(\d{1,15})$/, MAX_MANIFEST_BYTES = 64 * 1024 * 1024, HEX64 = /^[0-9a-f]{64}$/, isStr = (v) => typeof v == "string", isNat = (v) => typeof v == "number" && Number.isSafeInteger(v) && v >= 0;
function opStateProblem(v) {
  if (!isJsonObject(v)) return "is not a state";
  if (v.type !== "absent")
    return v.type === "file" ? isStr(v.sha256) && HEX64.test(v.sha256) ? void 0 : "has no sha256" : v.type === "dir" ? isStr(v.digest) && HEX64.test(v.digest) ? void 0 : "has no digest" : "has an unknown type";
}
function pathProblem(root, p, at) {
  if (!isStr(p)) return `${at} is not a path`;
  try {
    guardPath(root, p, at);
    return;
  } catch (err) {
    if (err instanceof HygieneError) return `${at}: ${err.message}`;
    throw err;
  }
}
function fieldsProblem(root, name, m) {
  if (m.schema !== 1) return "has a manifest of an unknown schema";
  if (m.run_id !== name) return `has a manifest for another run (${String(m.run_id)})`;
  if (!isNat(m.seq) || `r${String(m.seq).padStart(6, "0")}` !== name.slice(0, 7)) return "has a manifest whose seq does not match its name";
  if (!isNat(m.pid)) return "has no pid";
  if (m.status !== "prepared" && m.status !== "committed") return "has an unknown status";
  if (!isStr(m.pack_sha256) || !HEX64.test(m.pack_sha256)) return "has no pack_sha256";
  if (!isJsonObject(m.report) || !isStr(m.report.digest) || !HEX64.test(m.report.digest) || !isStr(m.report.generated_at)) return "has no report digest";
  if (!Array.isArray(m.consumed_grants) || !m.consumed_grants.every(isStr)) return "has malformed consumed_grants";
  if (!Array.isArray(m.entries)) return "has no entries";
  for (let [i, e] of m.entries.entries()) {
    let at = `entries[${i}]`;
    if (!isJsonObject(e) || !isStr(e.id) || !isStr(e.kind) || e.tier !== "auto" && e.tier !== "confirm") return `${at} is malformed`;
    let p = pathProblem(root, e.path, `${at}.path`);
    if (p) return p;
    if (e.texts !== void 0) {
      if (!isJsonObject(e.texts)) return `${at}.texts is malformed`;
      for (let [k, v] of Object.entries(e.texts))
        if (k !== "replacement" && k !== "extraction" || !isStr(v) || !PACK_REF.test(v)) return `${at}.texts.${k} is not a slice of the run's ${PACK}`;
    }
  }
  if (m.declined !== void 0) {
    if (!Array.isArray(m.declined)) return "has malformed declined";
    for (let [i, d] of m.declined.entries()) {
      let at = `declined[${i}]`;
      if (!isJsonObject(d) || !isStr(d.id) || !isStr(d.kind)) return `${at} is malformed`;
      let p = pathProblem(root, d.path, `${at}.path`);
      if (p) return p;
    }
  }
  if (!Array.isArray(m.ops)) return "has no ops";
  for (let [i, o] of m.ops.entries()) {
    let at = `ops[${i}]`;
    if (!isJsonObject(o) || o.n !== i) return `${at} is malformed`;
    let p = pathProblem(root, o.path, `${at}.path`);
    if (p) return p;
    let path = o.path;
    for (let k of ["pre", "post"]) {
      let sp = opStateProblem(o[k]);
      if (sp) return `${at}.${k} ${sp}`;
    }
    let pre = o.pre, post = o.post;
    if (o.action === "write") {
      if (post.type !== "file") return `${at} writes something other than a file`;
      if (!isStr(o.post_blob) || !PACK_REF.test(o.post_blob)) return `${at}.post_blob is not a slice of the run's ${PACK}`;
      if (pre.type === "file" ? !isStr(o.pre_blob) || !PACK_REF.test(o.pre_blob) : o.pre_blob !== void 0) return `${at}.pre_blob is not a slice of the run's ${PACK}`;
    } else if (o.action === "delete") {
      if (post.type !== "absent" || pre.type === "absent") return `${at} is a malformed delete`;
      if (o.pre_blob !== `trash/${i}` || o.post_blob !== void 0) return `${at}.pre_blob is not the run's own trash/${i}`;
    } else return `${at} has an unknown action`;
    if (!Array.isArray(o.created_dirs) || !Array.isArray(o.entries) || !o.entries.every(isStr)) return `${at} is malformed`;
    for (let [j, d] of o.created_dirs.entries()) {
      if (!isStr(d) || !path.startsWith(d + "/")) return `${at}.created_dirs[${j}] is not a folder above ${path}`;
      let dp = pathProblem(root, d, `${at}.created_dirs[${j}]`);
      if (dp) return dp;
    }
  }
}
function manifestProblem(root, name, value) {
  if (!isJsonObject(value)) return "has a manifest.json that is not an object";
  let f = fieldsProblem(root, name, value);
  if (f) return f;
  let { seal, ...rest } = value;
  if (!sealMatches("journal run", canonicalJson(rest), seal, root)) return "is not sealed by this user on this machine (its manifest seal does not verify)";
}

// scripts/apply/journal.ts
function journalRoot(root) {
  return join3(stateDirOf(root), "journal");
}
function runDir(root, runId) {
  return join3(journalRoot(root), runId);
}
var RUN_NAME = /^r(\d{6})-[0-9TZ]+-[0-9a-f]{4}$/;
function refuseRun(name, problem) {
  throw new HygieneError(
    "REFUSED",
    `refusing the journal: ${STATE_DIR_NAME}/journal/${name} ${problem}. doc-hygiene replays only runs it wrote for this user on this machine; nothing was changed. Inspect the folder, then remove it to go on.`
  );
}
function listRuns(root) {
  assertStateFolder(root, "journal");
  let jr = journalRoot(root), names;
  try {
    names = readdirSync(jr);
  } catch {
    return [];
  }
  let out = [];
  for (let name of names) {
    let m = RUN_NAME.exec(name);
    if (!m) continue;
    let dir = join3(jr, name);
    lstatSync2(dir).isDirectory() || refuseRun(name, "is not a folder (a symlink or a file)");
    let read = readRegularFile(join3(dir, "manifest.json"), MAX_MANIFEST_BYTES), manifest;
    if (read.ok) {
      let value;
      try {
        value = JSON.parse(read.bytes.toString("utf8"));
      } catch {
        refuseRun(name, "has a manifest.json that is not JSON");
      }
      let problem = manifestProblem(root, name, value);
      problem && refuseRun(name, problem), manifest = value;
    } else read.reason !== "absent" && refuseRun(name, `has a manifest.json that ${read.reason}`);
    out.push({ dir, manifest, seq: Number(m[1]) });
  }
  return out.sort((a, b) => a.seq - b.seq || (a.dir < b.dir ? -1 : 1)), out.map(({ dir, manifest }) => ({ dir, manifest }));
}
function newRunId(root, now, rand) {
  let runs = listRuns(root), seq = 0;
  for (let r of runs) {
    let m = RUN_NAME.exec(r.dir.split(/[\\/]/).pop());
    m && (seq = Math.max(seq, Number(m[1])));
  }
  seq += 1;
  let stamp = now.toISOString().replace(/[-:]/g, "").replace(/\.\d+Z$/, "Z");
  return { run_id: `r${String(seq).padStart(6, "0")}-${stamp}-${rand}`, seq };
}
function sealedText(m) {
  let { seal: _seal, ...rest } = m;
  return canonicalJson(rest);
}
function saveManifest(root, m) {
  m.seal = sealOf("journal run", sealedText(m), root), writeFileAtomic(join3(runDir(root, m.run_id), "manifest.json"), JSON.stringify(m, null, 2) + `
`);
}
var BlobPack = class {
  parts = [];
  size = 0;
  add(data) {
    let ref = `${PACK}:${this.size}:${data.length}`;
    return this.parts.push(data), this.size += data.length, ref;
  }
  /** Writes the pack; returns its sha256 for the manifest. */
  write(root, runId) {
    let all = Buffer.concat(this.parts);
    return writeFileAtomic(join3(runDir(root, runId), PACK), all, { mode: 384 }), sha256Hex(all);
  }
}, packCache = /* @__PURE__ */ new Map();
function readBlob(root, m, name) {
  let ref = PACK_REF.exec(name);
  if (!ref) throw new HygieneError("REFUSED", `journal ${m.run_id}: blob name "${name}" is not a slice of the run's ${PACK}`);
  let key = runDir(root, m.run_id), pack = packCache.get(key);
  if (!pack) {
    let read = readRegularFile(join3(key, PACK), Number.MAX_SAFE_INTEGER);
    if (!read.ok) throw new HygieneError("REFUSED", `journal ${m.run_id}: ${PACK} ${read.reason}`);
    if (sha256Hex(read.bytes) !== m.pack_sha256) throw new HygieneError("REFUSED", `journal ${m.run_id}: ${PACK} changed after the run wrote it`);
    pack = read.bytes, packCache.set(key, pack);
  }
  let off = Number(ref[1]), len = Number(ref[2]);
  if (off + len > pack.length) throw new HygieneError("REFUSED", `journal ${m.run_id}: ${name} lies outside ${PACK}`);
  return pack.subarray(off, off + len);
}
function readPreImage(root, m, op) {
  let bytes;
  if (op.action === "delete") {
    let trash = join3(runDir(root, m.run_id), "trash");
    if (lstatSync2(trash).isSymbolicLink()) throw new HygieneError("REFUSED", `journal ${m.run_id}: trash is a symlink`);
    let read = readRegularFile(join3(trash, String(op.n)), Number.MAX_SAFE_INTEGER);
    if (!read.ok) throw new HygieneError("REFUSED", `journal ${m.run_id}: trash/${op.n} ${read.reason}`);
    bytes = read.bytes;
  } else bytes = readBlob(root, m, op.pre_blob);
  if (op.pre.type !== "file" || sha256Hex(bytes) !== op.pre.sha256)
    throw new HygieneError("REFUSED", `journal ${m.run_id}: the saved bytes of ${op.path} do not match the run's record`);
  return bytes;
}
function removeRunDir(root, runId) {
  rmSync(runDir(root, runId), { recursive: !0, force: !0 });
}
function ensureRunDir(root, runId) {
  let d = join3(ensureStateSubdir(root, "journal"), runId);
  return mkdirSync(d, { recursive: !0 }), d;
}
function opStateOf(s) {
  if (s.type === "file") return { type: "file", sha256: sha256Hex(s.bytes) };
  if (s.type === "absent") return { type: "absent" };
  if (s.type === "dir") return { type: "dir", digest: s.digest };
}
function opStateKey(s) {
  return s.type === "file" ? `file:${s.sha256}` : s.type === "dir" ? `dir:${s.digest}` : "absent";
}
function readText(root, run, name) {
  return name === void 0 ? void 0 : readBlob(root, run, name).toString("utf8");
}
function loadLedger(root, digest) {
  let runs = listRuns(root).map((r) => r.manifest).filter((m) => m !== void 0 && m.status === "committed" && m.report.digest === digest), items = [], firstOp = /* @__PURE__ */ new Map(), lastOp = /* @__PURE__ */ new Map(), applied = /* @__PURE__ */ new Map();
  for (let run of runs) {
    for (let e of run.entries)
      e.undone || (items.push({ id: e.id, rank: run.seq, run_id: run.run_id, texts: { replacement: readText(root, run, e.texts?.replacement), extraction: readText(root, run, e.texts?.extraction) } }), applied.set(e.id, run.run_id));
    for (let op of run.ops)
      op.undone || (firstOp.has(op.path) || firstOp.set(op.path, { run, op }), lastOp.set(op.path, op));
  }
  let baseCache = /* @__PURE__ */ new Map();
  return {
    digest,
    runs,
    items,
    base(path) {
      let f = firstOp.get(path);
      if (!f) return;
      let s = baseCache.get(path);
      if (s) return s;
      let pre = f.op.pre;
      return pre.type === "absent" ? s = { type: "absent" } : pre.type === "dir" ? s = { type: "dir", digest: pre.digest } : s = { type: "file", bytes: readPreImage(root, f.run, f.op) }, baseCache.set(path, s), s;
    },
    lastPost(path) {
      return lastOp.get(path)?.post;
    },
    appliedBy(id) {
      return applied.get(id);
    }
  };
}

// scripts/apply/ops.ts
import { cpSync, existsSync, lstatSync as lstatSync3, mkdirSync as mkdirSync2, readdirSync as readdirSync2, realpathSync as realpathSync2, renameSync, rmdirSync, rmSync as rmSync2, unlinkSync } from "node:fs";
import { basename, dirname, join as join4 } from "node:path";
function sideOf(root, op) {
  let cur = stateKey(readPathState(root, op.path));
  return cur === opStateKey(op.post) ? "post" : cur === opStateKey(op.pre) ? "pre" : "changed";
}
function missingDirs(root, rel) {
  let parts = rel.split("/").slice(0, -1), out = [];
  for (let i = 1; i <= parts.length; i++) {
    let d = parts.slice(0, i).join("/");
    existsSync(absPath(root, d)) || out.push(d);
  }
  return out;
}
function parentGuard(root, rel) {
  let rootReal = realpathSync2(root), parent = rel.includes("/") ? rel.slice(0, rel.lastIndexOf("/")) : "";
  return () => {
    if (parent !== "" && walkSymlinks(rootReal, parent).kind !== "none")
      throw new HygieneError("UNSAFE_PATH", `${rel}: a folder on its way became a symlink during the run; nothing was written through it`);
  };
}
function moveInto(from, to, check) {
  mkdirSync2(dirname(to), { recursive: !0 }), check();
  try {
    renameSync(from, to);
  } catch (err) {
    if (err.code !== "EXDEV") throw err;
    cpSync(from, to, { recursive: !0, verbatimSymlinks: !0, preserveTimestamps: !0 }), rmSync2(from, { recursive: !0, force: !0 });
  }
  fsyncDir(dirname(from)), fsyncDir(dirname(to));
}
function trashSlot(root, m, op) {
  let trash = join4(runDir(root, m.run_id), "trash");
  for (let p of [trash, join4(trash, String(op.n))])
    try {
      if (lstatSync3(p).isSymbolicLink()) throw new HygieneError("REFUSED", `journal ${m.run_id}: ${p} is a symlink`);
    } catch (err) {
      if (err instanceof HygieneError) throw err;
    }
  return join4(trash, String(op.n));
}
function performOp(root, m, op) {
  let abs = absPath(root, op.path);
  if (op.action === "delete") {
    moveInto(abs, trashSlot(root, m, op), parentGuard(root, op.path));
    return;
  }
  let post = readBlob(root, m, op.post_blob);
  if (op.post.type !== "file" || sha256Hex(post) !== op.post.sha256)
    throw new HygieneError("REFUSED", `journal ${m.run_id}: the bytes for ${op.path} do not match the run's record; nothing was written to it`);
  let check = parentGuard(root, op.path);
  for (let d of op.created_dirs)
    check(), mkdirSync2(absPath(root, d), { recursive: !0 });
  writeFileAtomic(abs, post, { checkParent: check, noMkdir: !0 });
  let read = readRegularFile(abs, Number.MAX_SAFE_INTEGER), back = read.ok ? read.bytes : Buffer.alloc(0);
  if (op.post.type !== "file" || !read.ok || sha256Hex(back) !== op.post.sha256)
    throw new HygieneError("IO", `${op.path} did not read back as written; the run stops here and can be undone`);
}
function restorePre(root, run, op, createdDirs) {
  let abs = absPath(root, op.path), check = parentGuard(root, op.path);
  if (op.pre.type === "absent") {
    check();
    try {
      unlinkSync(abs);
    } catch (err) {
      if (err.code !== "ENOENT") throw err;
    }
    fsyncDir(dirname(abs));
    for (let d of [...createdDirs].reverse())
      try {
        rmdirSync(absPath(root, d));
      } catch {
      }
    return;
  }
  if (op.action === "delete") {
    moveInto(trashSlot(root, run, op), abs, check);
    return;
  }
  writeFileAtomic(abs, readPreImage(root, run, op), { checkParent: check });
}
function removeStrayTemps(root, rel, pid) {
  let abs = absPath(root, rel), dir = dirname(abs), name = basename(abs), removed = [], names;
  try {
    names = readdirSync2(dir);
  } catch {
    return removed;
  }
  for (let n of names) {
    let owner = tempOwner(n, name);
    if (!(owner === void 0 || owner === process.pid) && !(pid !== void 0 ? owner !== pid : processAlive(owner)))
      try {
        unlinkSync(join4(dir, n)), removed.push(rel.includes("/") ? `${rel.slice(0, rel.lastIndexOf("/"))}/${n}` : n);
      } catch {
      }
  }
  return removed;
}

// scripts/apply/plan.ts
import { existsSync as existsSync2, lstatSync as lstatSync5 } from "node:fs";
import { join as join6 } from "node:path";

// scripts/apply/evidence.ts
import { lstatSync as lstatSync4, readdirSync as readdirSync3, realpathSync as realpathSync3 } from "node:fs";
import { join as join5 } from "node:path";
var MAX_FOLDER_ENTRIES = 1e4;
function projectEvidence(config, report) {
  return {
    scope: buildScopeFilter(config.scan.globs, config.scan.exclude_dirs, void 0),
    rules: effectiveRules(config.lifecycle.rules, adoptedConventionRules(config.conventions)),
    openspecEnabled: config.lifecycle.openspec.enabled,
    shortlist: new Set(report.shortlist)
  };
}
function isDirectoryDelete(e) {
  return wholeOf(e.exact_edit?.anchor) === "directory";
}
function filesUnder(root, rel) {
  let out = [], seen = 0, walk = (dir) => {
    for (let name of readdirSync3(join5(root, dir))) {
      if (++seen > MAX_FOLDER_ENTRIES) return !1;
      let p = `${dir}/${name}`;
      if (lstatSync4(join5(root, p)).isDirectory()) {
        if (!walk(p)) return !1;
      } else out.push(p);
    }
    return !0;
  };
  try {
    return walkSymlinks(realpathSync3(root), rel).kind !== "none" ? void 0 : walk(rel) ? out : void 0;
  } catch {
    return [];
  }
}
function notADocProblem(root, e, ev) {
  if (!ev.shortlist.has(e.path)) return `${e.path} is not in the report's shortlist; only the scanned docs are edited`;
  let x = e.exact_edit, written = [];
  if (isDirectoryDelete(e)) {
    let files = filesUnder(root, e.path);
    if (files === void 0) return `${e.path} holds more than ${MAX_FOLDER_ENTRIES} entries; a folder delete must be proven docs-only`;
    pushAll(written, files);
  } else written.push(e.path);
  x?.dest_path !== void 0 && written.push(x.dest_path), x?.target_path !== void 0 && written.push(x.target_path);
  for (let p of written) if (!ev.scope.inScope(p)) return `${p} is not a doc in the scan's scope; doc-hygiene edits and deletes docs only`;
}
function rulebookProblem(e, ev) {
  let kind = e.exact_edit?.kind;
  if (!isEditKind(kind) || !KIND_TABLE[kind].lifecycle) return;
  let lc = e.lifecycle;
  if (!lc) return "a lifecycle delete without lifecycle evidence";
  if (lc.rule_ref === RULE_LEFTOVER || lc.rule_ref === RULE_ABANDONED)
    return ev.openspecEnabled ? /^openspec\/changes\/[^/]+/.test(e.path) ? void 0 : `rule ${lc.rule_ref} covers OpenSpec changes only, not ${e.path}` : `rule ${lc.rule_ref} is off in the committed config (lifecycle.openspec.enabled)`;
  let rule = ev.rules.find((r) => r.id === lc.rule_ref);
  if (!rule) return `no rule "${lc.rule_ref}" in the committed rulebook (.dochygiene.yaml lifecycle.rules, adopted conventions) proves this delete`;
  if (!ruleMatchesPath(rule, e.path, isDirectoryDelete(e) ? "directory" : "file")) return `rule ${rule.id} of the committed rulebook does not match ${e.path}`;
  if (rule.lifetime !== lc.lifetime) return `rule ${rule.id} is "${rule.lifetime}" in the committed rulebook, not "${lc.lifetime}"`;
  if (lc.served_when_path !== void 0 && lc.served_when_path !== rule.served_when_path)
    return `the report's served_when_path "${lc.served_when_path}" is not rule ${rule.id}'s (${rule.served_when_path ?? "none"})`;
}

// scripts/apply/retention-now.ts
function isRetentionDelete(e) {
  return e.lifecycle?.lifetime === "temporary";
}
async function historyFromGit(root, config) {
  if ((await findProjectRoot(root)).inGit)
    try {
      let { max_commits, max_line_counts } = config.history;
      return await loadHistoryIndex(root, { max_commits, max_line_counts, cache: !1 });
    } catch {
      return;
    }
}
async function retentionNow(root, config, now) {
  let hits = /* @__PURE__ */ new Map(), scope = buildScopeFilter(config.scan.globs, config.scan.exclude_dirs, void 0);
  await lifecyclePass({ root, config, files: await listProjectFiles(root), scope, history: await historyFromGit(root, config), now, hits, notes: [] });
  let out = /* @__PURE__ */ new Map();
  for (let [path, list] of hits)
    for (let h of list)
      h.name !== LIFECYCLE_SIGNAL || h.lifetime !== "temporary" || typeof h.rule_ref != "string" || typeof h.age_days != "number" || out.set(path, [...out.get(path) ?? [], { rule_ref: h.rule_ref, age_days: h.age_days }]);
  return out;
}
function retentionProblem(e, now) {
  let lc = e.lifecycle;
  if (!lc || !isRetentionDelete(e) || (now.get(e.path) ?? []).some((v) => v.rule_ref === lc.rule_ref)) return;
  let claimed = lc.age_days !== void 0 ? ` (the report says ${lc.age_days} days old)` : "";
  return `rule ${lc.rule_ref} of the committed rulebook does not put ${e.path} past retention now, by its age in git and its rank among the rule's matches${claimed}`;
}

// scripts/apply/auto-recheck.ts
function gatedAuto(e) {
  let kind = e.exact_edit?.kind;
  return e.safety_tier === "auto" && e.op_type === "deterministic" && isEditKind(kind) && !KIND_TABLE[kind].lifecycle && AUTO_EDIT_KINDS.includes(kind);
}
function asProposal(e) {
  let { expected_sha256: _, ...edit } = e.exact_edit;
  return { path: e.path, category: e.category, signals: [], op: e.op, op_type: e.op_type, exact_edit: edit };
}
function scopeOf(paths) {
  if (paths.some((p) => /[{},]/.test(p))) return;
  let globs = paths.map((p) => escape(p)), scope = globs.length === 1 ? globs[0] : `{${globs.join(",")}}`, m = new Minimatch(scope, { dot: !0 });
  return paths.every((p) => m.match(p)) ? scope : void 0;
}
async function recheckAuto(root, entries, now) {
  let out = /* @__PURE__ */ new Map();
  if (entries.length === 0) return out;
  let paths = [...new Set(entries.flatMap((e) => [e.path, ...e.exact_edit?.canonical_ref ? [e.exact_edit.canonical_ref.path] : []]))].sort(), project = await openProject(root), scope = scopeOf(paths), scan = await runScan({ project, startDir: root, now, ...scope !== void 0 ? { scope } : {} }), proposals = entries.map(asProposal), lines = fileLines(scan), facts = await evidenceFacts(scan, lines, { readers: proposals.some((p) => p.exact_edit?.kind === "dedupe"), repo: proposals.some((p) => p.exact_edit?.kind === "replace-text") }), verdicts = autoEvidenceAll(proposals, facts);
  return entries.forEach((e, i) => out.set(e.id, verdicts[i] ?? { ok: !1, field: "exact_edit.kind", problem: "no evidence rule for it" })), out;
}

// scripts/apply/change-summary.ts
var span = (a) => a.start_line === a.end_line ? `line ${a.start_line}` : `lines ${a.start_line}-${a.end_line}`;
function changeSummary(e) {
  let x = e.exact_edit;
  if (!x) return;
  let whole = wholeOf(x.anchor), a = lineRange(x.anchor);
  switch (x.kind) {
    case "replace-text":
      return { ...a ? { line: a.start_line } : {}, before: x.match ?? "", after: x.replacement ?? "" };
    case "dedupe":
      return a ? { line: a.start_line, before: span(a), after: `removed; the same lines stay in ${x.canonical_ref?.path}:${x.canonical_ref?.start_line}-${x.canonical_ref?.end_line}` } : void 0;
    case "move-to-archive":
      return a ? { line: a.start_line, before: span(a), after: `moved to ${x.dest_path}` } : void 0;
    case "insert-frontmatter":
      return { before: "no such frontmatter key", after: `${x.key}: ${x.value}` };
    case "delete-range":
      return a ? { line: a.start_line, before: span(a), after: "removed" } : void 0;
    case "delete":
      return { before: `the whole ${whole ?? "file"}`, after: "deleted (git keeps it)" };
    case "extract-then-delete":
      return { before: `the whole ${whole ?? "file"}`, after: `its lasting parts appended to ${x.target_path ?? "the extraction target"}, then deleted` };
    default:
      return;
  }
}

// scripts/apply/plan.ts
function tokensOf(e) {
  let t = e.token_estimate;
  return { raw: t.raw_tokens, per_session: t.injection_frequency === "per-session" ? t.weighted_tokens ?? t.raw_tokens : 0 };
}
function baseReader(ctx) {
  return (p) => ctx.ledger.base(p) ?? ctx.read(p);
}
function divergedReader(ctx) {
  return (p) => {
    let last = ctx.ledger.lastPost(p);
    return last !== void 0 && stateKey(ctx.read(p)) !== opStateKey(last);
  };
}
async function servedByProblem(root, entry, servedBy, gitState) {
  if (!existsSync2(join6(root, ...servedBy.split("/")))) return `${servedBy} is gone`;
  if (!(await gitState(root, servedBy)).tracked) return `${servedBy} is no longer tracked`;
  let pattern = entry.lifecycle?.served_when_path, kind = wholeOf(entry.exact_edit?.anchor) === "directory" ? "directory" : "file";
  if (pattern !== void 0 && !new Minimatch(expandServedPattern(pattern, entry.path, kind), { dot: !0 }).match(servedBy))
    return `${servedBy} does not match ${pattern}`;
}
async function liveTier(root, entry, gitState) {
  let kind = entry.exact_edit?.kind, recorded = derivedFields({ op_type: entry.op_type, kind, lifecycle: entry.lifecycle }), reportSays = entry.safety_tier === "confirm" || recorded.safety_tier === "confirm";
  if (reportSays || !isEditKind(kind) || !KIND_TABLE[kind].lifecycle) return { tier: reportSays ? "confirm" : recorded.safety_tier };
  let live = await gitState(root, entry.path), lc = { ...entry.lifecycle, git_state: live }, notes = [];
  if (lc.served_by !== void 0) {
    let gone = await servedByProblem(root, entry, lc.served_by, gitState);
    gone && (notes.push(`its evidence no longer holds (${gone})`), delete lc.served_by);
  }
  live.tracked ? live.clean || notes.push(`${entry.path} has uncommitted changes`) : notes.push(`${entry.path} is no longer tracked by git`);
  let now = derivedFields({ op_type: entry.op_type, kind, lifecycle: lc });
  return now.safety_tier === "confirm" ? { tier: "confirm", note: `downgraded to confirm: ${notes.join("; ") || "the live state no longer supports auto"}` } : { tier: now.safety_tier };
}
function readOnlyProblem(root, paths) {
  for (let p of new Set(paths)) {
    try {
      let st = lstatSync5(join6(root, p));
      if (st.isFile() && (st.mode & 146) === 0) return `${p} is read-only`;
    } catch {
    }
    let dir = p.includes("/") ? p.slice(0, p.lastIndexOf("/")) : "";
    for (; dir !== ""; )
      try {
        if ((lstatSync5(join6(root, dir)).mode & 146) === 0) return `the folder ${dir} is read-only`;
        break;
      } catch {
        dir = dir.includes("/") ? dir.slice(0, dir.lastIndexOf("/")) : "";
      }
  }
}
function memoGitState(fn) {
  let cache = /* @__PURE__ */ new Map();
  return (root, rel) => {
    let p = cache.get(rel);
    return p || (p = fn(root, rel), cache.set(rel, p)), p;
  };
}
var NEW_RANK = Number.MAX_SAFE_INTEGER;
function priorItems(ledger, report) {
  let byId = new Map(report.entries.map((e) => [e.id, e]));
  return ledger.items.filter((i) => byId.has(i.id)).map((i) => ({ entry: byId.get(i.id), rank: i.rank, texts: i.texts }));
}
function planEntryOf(entry) {
  let pe = {
    id: entry.id,
    path: entry.path,
    kind: kindName(entry),
    op: entry.op,
    category: `${entry.category.class}/${entry.category.subtype}`,
    bucket: "skipped",
    tier: entry.safety_tier,
    needs: [],
    tokens: tokensOf(entry)
  };
  entry.reducible_range && (pe.range = { start_line: entry.reducible_range.start_line, end_line: entry.reducible_range.end_line });
  let change = changeSummary(entry);
  return change && (pe.change = change), entry.exact_edit?.kind === "extract-then-delete" && (pe.extraction_target = extractionTarget(entry)), pe;
}
var skip = (pe, reason, code) => {
  pe.reason = reason, code && (pe.code = code);
};
async function unprovenReason(so, entry) {
  return notADocProblem(so.ctx.root, entry, so.evidence) ?? rulebookProblem(entry, so.evidence) ?? (isRetentionDelete(entry) ? retentionProblem(entry, await so.retention()) : void 0);
}
async function sortEntry(so, entry, pe) {
  let appliedBy = so.ctx.ledger.appliedBy(entry.id);
  if (appliedBy)
    return pe.applied_by = appliedBy, skip(pe, `already applied in this clean (run ${appliedBy})`);
  let unproven = await unprovenReason(so, entry);
  if (unproven) return skip(pe, `refused: ${unproven}`, "REFUSED");
  let t = await liveTier(so.ctx.root, entry, so.gitState);
  pe.tier = t.tier, t.note && (pe.reason = t.note);
  let item = { entry, rank: NEW_RANK, texts: so.ctx.texts?.get(entry.id) ?? {} }, check = replay(so.base, [...so.prior, item], { checkOnly: !0 }), skipped = check.skipped.find((x) => x.item === item);
  if (skipped) return skip(pe, skipped.reason, skipped.code);
  let noop = check.noops.find((n) => n.item === item);
  if (noop) return skip(pe, `nothing to do: ${noop.reason}`);
  let claimed = (check.claims.get(entry.id) ?? []).map((c) => c.path), readOnly = readOnlyProblem(so.ctx.root, claimed);
  if (readOnly) return skip(pe, `${readOnly}; it is never made writable`, "REFUSED");
  let touched = claimed.filter(so.diverged);
  return touched.length > 0 ? skip(pe, `stale: ${touched.join(", ")} changed after this clean last wrote it`, "STALE_HASH") : (entry.op_type === "generative" ? (pe.bucket = "generative", pe.needs = ["replacement", "grant"]) : (pe.bucket = pe.tier === "confirm" ? "confirm" : "auto", entry.exact_edit?.kind === "extract-then-delete" && pe.needs.push("extraction"), pe.bucket === "confirm" && pe.needs.push("grant")), item);
}
async function rederiveAuto(ctx, candidates) {
  let wanted = ctx.recheck ?? "all", chosen = candidates.filter((c) => c.pe.bucket === "auto" && gatedAuto(c.item.entry) && (wanted === "all" || wanted.has(c.pe.id)));
  if (chosen.length === 0) return;
  let verdicts = await recheckAuto(ctx.root, chosen.map((c) => c.item.entry), ctx.now ?? /* @__PURE__ */ new Date());
  for (let c of chosen) {
    let v = verdicts.get(c.pe.id);
    if (v?.ok) {
      c.pe.safe_because = v.evidence;
      continue;
    }
    Object.assign(c.pe, {
      tier: "confirm",
      bucket: "confirm",
      needs: [...c.pe.needs, "grant"],
      reason: `downgraded to confirm: the repository does not prove it safe unattended now (${v ? `${v.field}: ${v.problem}` : "no verdict"})`
    });
  }
}
var skipCandidate = (c, reason, code) => Object.assign(c.pe, { bucket: "skipped", reason, code, needs: [] });
function skipOverlaps(base, prior, candidates) {
  let autos = candidates.filter((c) => c.pe.bucket === "auto"), autoCheck = replay(base, [...prior, ...autos.map((c) => c.item)], { checkOnly: !0 });
  for (let c of autos) {
    let s = autoCheck.skipped.find((x) => x.item === c.item);
    s && skipCandidate(c, s.reason, s.code);
  }
  skipStructureBreaks(base, autos.filter((c) => c.pe.bucket === "auto"));
  let autoAccepted = autos.filter((c) => c.pe.bucket === "auto").map((c) => c.item);
  for (let c of candidates.filter((c2) => c2.pe.bucket === "confirm" || c2.pe.bucket === "generative")) {
    let s = replay(base, [...prior, ...autoAccepted, c.item], { checkOnly: !0 }).skipped.find((x) => x.item === c.item);
    s && skipCandidate(c, s.reason, s.code);
  }
}
function totals(entries) {
  let counts = { auto: 0, confirm: 0, generative: 0, skipped: 0 }, auto_tokens = { raw: 0, per_session: 0 };
  for (let pe of entries)
    counts[pe.bucket]++, pe.bucket === "auto" && (auto_tokens.raw += pe.tokens.raw, auto_tokens.per_session += pe.tokens.per_session);
  return { counts, auto_tokens };
}
async function buildPlan(ctx) {
  let { loaded } = ctx, config = loadConfig(ctx.root), retention, so = {
    ctx,
    gitState: memoGitState(ctx.gitState),
    base: baseReader(ctx),
    diverged: divergedReader(ctx),
    prior: priorItems(ctx.ledger, loaded.report),
    evidence: projectEvidence(config, loaded.report),
    retention: () => retention ??= retentionNow(ctx.root, config, ctx.now ?? /* @__PURE__ */ new Date())
  }, entries = [], candidates = [];
  for (let entry of loaded.report.entries) {
    let pe = planEntryOf(entry);
    entries.push(pe);
    let item = await sortEntry(so, entry, pe);
    item && candidates.push({ pe, item });
  }
  return skipOverlaps(so.base, so.prior, candidates), await rederiveAuto(ctx, candidates), { report: { path: loaded.path, digest: loaded.digest, generated_at: loaded.report.generated_at }, confirm_auto: config.clean.confirm_auto, ...totals(entries), entries };
}
var textOf = (s) => s?.type === "file" ? s.bytes.toString("utf8") : void 0;
function skipStructureBreaks(base, autos) {
  let byPath = /* @__PURE__ */ new Map();
  for (let c of autos) byPath.set(c.item.entry.path, [...byPath.get(c.item.entry.path) ?? [], c]);
  for (let [path, list] of byPath) {
    let kept = [], before = textOf(base(path));
    for (let c of list) {
      let after = replay(base, [...kept, c.item]).states.get(path), text = textOf(after), holes = before !== void 0 && text !== void 0 ? newStructureHoles(before, text) : [];
      if (holes.length) {
        Object.assign(c.pe, { bucket: "skipped", reason: `would leave the structure broken (${holes.join("; ")}); skipped, never forced`, code: "REFUSED", needs: [] });
        continue;
      }
      kept.push(c.item), text !== void 0 && (before = text);
    }
  }
}

// scripts/apply/recover.ts
import { existsSync as existsSync3, readdirSync as readdirSync4, unlinkSync as unlinkSync2 } from "node:fs";
import { join as join7 } from "node:path";

// scripts/apply/rollback.ts
function rollBackRun(root, m, reason, now) {
  let restored = [], problems = [];
  for (let op of [...m.ops].reverse()) {
    removeStrayTemps(root, op.path, m.pid);
    let side;
    try {
      side = sideOf(root, op);
    } catch (err) {
      problems.push(`${op.path}: cannot be read (${err.message})`);
      continue;
    }
    if (side !== "pre") {
      if (side === "changed") {
        problems.push(`${op.path} is neither as before nor as after the run; left alone`);
        continue;
      }
      try {
        restorePre(root, m, op, op.created_dirs), restored.push(op.path);
      } catch (err) {
        problems.push(`${op.path}: could not be restored (${err.message})`);
      }
    }
  }
  let at = now.toISOString();
  for (let op of m.ops) op.undone = !0;
  for (let e of m.entries) e.undone = !0;
  return m.status = "committed", m.committed_at = at, m.undone_at = at, m.rolled_back = { at, reason, problems }, saveManifest(root, m), appendAudit(root, [{ event: "rollback", data: { run_id: m.run_id, report_digest: m.report.digest, reason, restored, problems } }], now), { restored, problems };
}
function rollBackMessage(path, reason, rb) {
  let tail = rb.problems.length === 0 ? "the run was rolled back: every file is as it was before it (approvals used by the run must be given again)" : `the run was rolled back, except:
  ${rb.problems.join(`
  `)}`;
  return `could not write ${path} (${reason}); ${tail}`;
}

// scripts/apply/recover.ts
function applyAuditEvents(m) {
  let out = [];
  return out.push({ event: "apply", data: { run_id: m.run_id, report_digest: m.report.digest, entries: m.entries.map((e) => ({ id: e.id, path: e.path, kind: e.kind, tier: e.tier, grant_id: e.grant_id ?? null })), paths: m.ops.map((o) => ({ path: o.path, action: o.action, pre: o.pre, post: o.post })) } }), m.declined?.length && out.push({ event: "decline", data: { run_id: m.run_id, report_digest: m.report.digest, entries: m.declined.map((d) => ({ ...d })) } }), out;
}
function cleanStateTemps(root, pid) {
  let dir = stateDirOf(root);
  if (existsSync3(dir)) {
    for (let n of readdirSync4(dir))
      if (new RegExp(`^\\.(grants\\.json|audit\\.jsonl)\\.${pid}\\.[0-9a-f]{8}\\.tmp$`).test(n))
        try {
          unlinkSync2(join7(dir, n));
        } catch {
        }
  }
}
function sweepUndoTemps(root, manifests) {
  let last = manifests.filter((m) => m.status === "committed").pop();
  if (!last) return;
  let paths = new Set(manifests.filter((m) => m.report.digest === last.report.digest).flatMap((m) => m.ops.map((o) => o.path)));
  for (let p of paths) removeStrayTemps(root, p);
}
function recoverRuns(root, now) {
  let out = [], runs = listRuns(root);
  sweepUndoTemps(root, runs.map((r) => r.manifest).filter((m) => m !== void 0));
  let audited;
  for (let r of runs) {
    let runId = r.dir.split(/[\\/]/).pop();
    if (!r.manifest) {
      removeRunDir(root, runId);
      continue;
    }
    let m = r.manifest;
    if (m.status === "committed") {
      audited ??= new Set(verifyAuditChain(root).records.filter((x) => x.event === "apply").map((x) => String(x.data.run_id))), audited.has(m.run_id) || appendAudit(root, applyAuditEvents(m), now);
      continue;
    }
    let problems = [], finished = 0, failed;
    for (let op of m.ops) {
      for (let t of removeStrayTemps(root, op.path, m.pid)) problems.push(`removed ${t}, left by the interrupted write`);
      let side = sideOf(root, op);
      if (side !== "post") {
        if (side === "changed") {
          problems.push(`${op.path} is neither as before nor as after the run (changed meanwhile); left alone`);
          continue;
        }
        try {
          performOp(root, m, op);
        } catch (err) {
          if (err instanceof HygieneError && err.code === "REFUSED") throw err;
          failed = { path: op.path, reason: err.code ?? err.message };
          break;
        }
        finished++;
      }
    }
    if (cleanStateTemps(root, m.pid), failed) {
      let rb = rollBackRun(root, m, `${failed.path}: ${failed.reason}`, now);
      out.push({ run_id: m.run_id, finished: 0, problems: [...problems, rollBackMessage(failed.path, failed.reason, rb)] });
      continue;
    }
    let grants = readGrants(root), changed = !1;
    for (let g of grants)
      m.consumed_grants.includes(g.grant_id) && g.state !== "consumed" && (Object.assign(g, { state: "consumed", consumed_at: now.toISOString(), consumed_by_run: m.run_id }), changed = !0);
    changed && writeGrants(root, grants);
    let chain = verifyAuditChain(root), consumedDigests = new Set(chain.records.filter((x) => x.event === "consume").map((x) => String(x.data.grant_digest))), missing = grants.filter((g) => m.consumed_grants.includes(g.grant_id) && !consumedDigests.has(g.digest));
    m.status = "committed", m.committed_at = now.toISOString(), m.recovered = { at: now.toISOString(), problems }, saveManifest(root, m), appendAudit(
      root,
      [
        ...missing.map((g) => ({ event: "consume", data: { grant_id: g.grant_id, grant_digest: g.digest, entry_id: g.entry_id, run_id: m.run_id } })),
        { event: "recover", data: { run_id: m.run_id, finished, problems } },
        ...applyAuditEvents(m)
      ],
      now
    ), out.push({ run_id: m.run_id, finished, problems });
  }
  return out;
}

// scripts/apply/session.ts
import { randomBytes as randomBytes2 } from "node:crypto";

// scripts/apply/report-input.ts
import { closeSync, constants, fstatSync, openSync, readSync } from "node:fs";
import { dirname as dirname2, join as join8 } from "node:path";
function defaultReportPath(root) {
  return join8(stateDirOf(root), "report.json");
}
function loadReport(root, path = defaultReportPath(root)) {
  let read = readRegularFile(path, MAX_REPORT_BYTES, { followSymlink: path !== defaultReportPath(root) });
  if (!read.ok)
    throw read.reason === "absent" ? new HygieneError("USAGE", `no report at ${path}; run /hygiene check first`) : read.reason.startsWith("is larger than") ? new HygieneError("SCHEMA_VIOLATION", `the report is larger than ${MAX_REPORT_BYTES} bytes, the limit`) : new HygieneError("REFUSED", `refusing the report ${path}: it ${read.reason}; nothing was changed`);
  let bytes = read.bytes, value;
  try {
    value = JSON.parse(bytes.toString("utf8"));
  } catch (err) {
    throw new HygieneError("PARSE", `the report is not valid JSON: ${err.message}`);
  }
  let violations = validateReport(value);
  if (violations.length > 0) {
    let shown = violations.slice(0, 20).map((v) => `  ${formatViolation(v)}`);
    throw violations.length > 20 && shown.push(`  \u2026 and ${violations.length - 20} more`), new HygieneError(
      violations.some((v) => v.code === "UNSAFE_PATH") ? "UNSAFE_PATH" : "SCHEMA_VIOLATION",
      `refusing the report: ${violations.length} violation${violations.length === 1 ? "" : "s"}; nothing was changed
${shown.join(`
`)}`
    );
  }
  let report = value;
  guardReportPaths(root, report);
  let digest = sha256Hex(bytes);
  return assertPairMatches(path, digest), { report, digest, path };
}
function firstBytes(path, n) {
  let fd;
  try {
    fd = openSync(path, constants.O_RDONLY | constants.O_NONBLOCK | constants.O_NOFOLLOW);
  } catch (err) {
    let code = err.code;
    return code === "ENOENT" ? void 0 : { ok: !1, reason: code === "ELOOP" ? "is a symlink" : `cannot be read (${code})` };
  }
  try {
    if (!fstatSync(fd).isFile()) return { ok: !1, reason: "is not a regular file" };
    let buf = Buffer.alloc(n), got = readSync(fd, buf, 0, n, 0);
    return { ok: !0, text: buf.subarray(0, got).toString("utf8") };
  } finally {
    closeSync(fd);
  }
}
function assertPairMatches(reportPath, digest) {
  let mdPath = join8(dirname2(reportPath), "report.md"), head = firstBytes(mdPath, DIGEST_LINE_PREFIX.length + 64 + 8);
  if (head === void 0) return;
  let named = head.ok ? digestNamedBy(head.text) : void 0;
  if (named === digest) return;
  let what = head.ok ? named === void 0 ? "report.md has no digest line" : `report.md names report.json sha256 ${named.slice(0, 12)}\u2026` : `report.md ${head.reason}`;
  throw new HygieneError(
    "REFUSED",
    `refusing the report: ${what}, but report.json is sha256 ${digest.slice(0, 12)}\u2026; the report the user read is not the one that would be applied (a torn pair, or a file edited after the check). Run /hygiene check again; nothing was changed`
  );
}
function guardReportPaths(root, report) {
  report.entries.forEach((e, i) => {
    let at = `entries[${i}]`;
    guardPath(root, e.path, `${at}.path`);
    let x = e.exact_edit;
    x?.dest_path !== void 0 && guardPath(root, x.dest_path, `${at}.exact_edit.dest_path`), x?.target_path !== void 0 && guardPath(root, x.target_path, `${at}.exact_edit.target_path`), x?.canonical_ref !== void 0 && guardPath(root, x.canonical_ref.path, `${at}.exact_edit.canonical_ref.path`), e.lifecycle?.served_by !== void 0 && guardPath(root, e.lifecycle.served_by, `${at}.lifecycle.served_by`);
  });
}

// scripts/apply/session.ts
var randHex = () => randomBytes2(2).toString("hex");
async function withSession(env, purpose, fn) {
  await assertStateTrusted(env.root);
  let lock = acquireLock(ensureStateDir(env.root), purpose);
  try {
    let recovered = recoverRuns(env.root, env.now());
    return await fn(recovered);
  } finally {
    lock.release();
  }
}
function openSession(env, recovered) {
  let loaded = loadReport(env.root, env.reportPath), ledger = loadLedger(env.root, loaded.digest);
  return { env, recovered, loaded, ledger, read: stateReader(env.root) };
}

// scripts/apply/tokens-saved.ts
function tokensIn(s, count) {
  if (!s || s.type === "absent") return 0;
  if (s.type === "file") return count(s.bytes.toString("utf8"));
}
function measuredSavings(base, prior, items, count) {
  let out = /* @__PURE__ */ new Map(), before = replay(base, [...prior]).states, stateBefore = (p) => before.get(p) ?? base(p);
  for (let it of items) {
    let r = replay(base, [...prior, it]), raw = 0, measured = !0;
    for (let [path, by] of r.touchedBy) {
      if (!by.includes(it.entry.id)) continue;
      let a = tokensIn(stateBefore(path), count), b = tokensIn(r.states.get(path), count);
      if (a === void 0 || b === void 0) {
        measured = !1;
        break;
      }
      raw += a - b;
    }
    let t = it.entry.token_estimate;
    measured || (raw = t.raw_tokens), out.set(it.entry.id, { raw, per_session: t.injection_frequency === "per-session" ? raw : 0 });
  }
  return out;
}

// scripts/apply/apply.ts
function settle(s, selected) {
  let base = baseReader(s), prior = priorItems(s.ledger, s.loaded.report), skipped = [], out = (it, code, reason) => skipped.push({ id: it.entry.id, path: it.entry.path, kind: kindName(it.entry), code, reason }), items = selected;
  for (; ; ) {
    let r = replay(base, [...prior, ...items]), drop = /* @__PURE__ */ new Set();
    for (let sk of r.skipped) items.includes(sk.item) && !drop.has(sk.item) && (out(sk.item, sk.code, sk.reason), drop.add(sk.item));
    for (let n of r.noops) items.includes(n.item) && !drop.has(n.item) && (out(n.item, "NOOP", `nothing to do: ${n.reason}`), drop.add(n.item));
    if (drop.size === 0) return { result: r, items, skipped };
    items = items.filter((i) => !drop.has(i));
  }
}
function opsFor(s, r, items) {
  let ids = new Set(items.map((i) => i.entry.id)), writes = [], deletes = [];
  for (let [p, by] of r.touchedBy) {
    if (!by.some((id) => ids.has(id))) continue;
    let fin = r.states.get(p);
    stateKey(fin) !== stateKey(s.read(p)) && (fin.type === "absent" ? deletes : writes).push(p);
  }
  return writes.sort(), deletes.sort(), [...writes.map((path) => ({ path, action: "write" })), ...deletes.map((path) => ({ path, action: "delete" }))];
}
function wantedIds(plan, req, byId) {
  let declined = new Set(req.decline ?? []);
  for (let id of declined) {
    if (!byId.has(id)) throw new HygieneError("USAGE", `no entry with id ${id} in the report`);
    if (req.ids?.includes(id)) throw new HygieneError("USAGE", `entry ${id} is both applied (--ids) and declined (--decline)`);
  }
  let wanted = [];
  if (req.tier === "auto") for (let p of plan.entries) !declined.has(p.id) && (p.bucket === "auto" || p.bucket === "skipped" && !p.applied_by) && wanted.push(p.id);
  for (let id of req.ids ?? []) {
    if (!byId.has(id)) throw new HygieneError("USAGE", `no entry with id ${id} in the report`);
    wanted.includes(id) || wanted.push(id);
  }
  return wanted;
}
var GrantBook = class {
  constructor(root) {
    this.root = root;
    this.grants = readGrants(root), this.chain = verifyAuditChain(root), this.usedByRuns = new Set(listRuns(root).flatMap((r) => r.manifest?.consumed_grants ?? []));
  }
  root;
  grants;
  chain;
  usedByRuns;
  find(entry, report, texts2) {
    return findGrant(this.grants, bindingOf(entry, report, texts2), this.chain, this.usedByRuns, this.root);
  }
  invalidate(list, now) {
    if (list.length !== 0) {
      for (let { grant, reason } of list) Object.assign(grant, { state: "invalidated", invalidated_at: now.toISOString(), invalid_reason: reason });
      writeGrants(this.root, this.grants), appendAudit(this.root, list.map(({ grant, reason }) => ({ event: "invalidate", data: { grant_id: grant.grant_id, grant_digest: grant.digest, entry_id: grant.entry_id, reason } })), now);
    }
  }
  consume(consumed, run_id, now, step) {
    if (consumed.length !== 0) {
      for (let g of consumed) Object.assign(g, { state: "consumed", consumed_at: now.toISOString(), consumed_by_run: run_id });
      writeGrants(this.root, this.grants), step("grants"), appendAudit(this.root, consumed.map((g) => ({ event: "consume", data: { grant_id: g.grant_id, grant_digest: g.digest, entry_id: g.entry_id, run_id } })), now), step("consume");
    }
  }
};
function selectItems(wanted, plan, byId, req, book, report) {
  let sel = { selected: [], skipped: [], grantFor: /* @__PURE__ */ new Map(), refusals: [], invalidations: [] }, explicit = new Set(req.ids ?? []);
  for (let id of wanted) {
    let p = plan.get(id), entry = byId.get(id), texts2 = req.texts.get(id) ?? {};
    if (p.bucket === "skipped") {
      sel.skipped.push({ id, path: p.path, kind: p.kind, code: p.code ?? (p.reason?.startsWith("nothing to do") ? "NOOP" : "REFUSED"), reason: p.reason ?? "skipped" });
      continue;
    }
    if (p.needs.includes("extraction") && texts2.extraction === void 0 || p.needs.includes("replacement") && texts2.replacement === void 0) {
      let what = p.needs.includes("extraction") ? "--extraction ID=FILE" : "--replacement ID=FILE";
      explicit.has(id) ? sel.refusals.push({ code: "REFUSED", text: `${id}: needs its clean-time text (${what})` }) : sel.skipped.push({ id, path: p.path, kind: p.kind, code: "REFUSED", reason: `needs its clean-time text (${what}); the hygiene-clean skill supplies it` });
      continue;
    }
    if (p.needs.includes("grant")) {
      let g = book.find(entry, report, texts2);
      if (!g.ok) {
        pushAll(sel.invalidations, g.invalidate), sel.refusals.push({ code: g.code, text: g.reason });
        continue;
      }
      sel.grantFor.set(id, g.grant);
    }
    sel.selected.push({ entry, rank: NEW_RANK, texts: texts2 });
  }
  return sel;
}
function journalOps(s, ops, r, pack) {
  return ops.map((o, n) => {
    let cur = s.read(o.path), fin = r.states.get(o.path), op = { n, path: o.path, action: o.action, pre: opStateOf(cur), post: opStateOf(fin), created_dirs: [], entries: r.touchedBy.get(o.path) ?? [] };
    return o.action === "delete" ? op.pre_blob = `trash/${n}` : (cur.type === "file" && (op.pre_blob = pack.add(cur.bytes)), op.post_blob = pack.add(fin.bytes), op.created_dirs = missingDirs(s.env.root, o.path)), op;
  });
}
function journalEntries(items, plan, grantFor, pack) {
  return items.map((it) => {
    let je = { id: it.entry.id, path: it.entry.path, kind: kindName(it.entry), tier: plan.get(it.entry.id).tier, tokens: tokensOf(it.entry) }, g = grantFor.get(it.entry.id);
    g && (je.grant_id = g.grant_id);
    for (let k of ["replacement", "extraction"]) {
      let t = it.texts[k];
      t !== void 0 && ((je.texts ??= {})[k] = pack.add(Buffer.from(t, "utf8")));
    }
    return je;
  });
}
function carryOut(root, manifest, now, step) {
  for (let op of manifest.ops) {
    try {
      performOp(root, manifest, op);
    } catch (err) {
      if (err instanceof HygieneError && err.code === "REFUSED") throw err;
      let reason = err.code ?? err.message, rb = rollBackRun(root, manifest, `${op.path}: ${reason}`, now);
      throw new HygieneError("IO", rollBackMessage(op.path, reason, rb));
    }
    step(`op-${op.n}`);
  }
}
async function runApply(s, req) {
  let { env, loaded } = s, root = env.root, now = env.now(), step = env.onStep ?? (() => {
  }), report = { digest: loaded.digest, generated_at: loaded.report.generated_at }, recheck = req.tier === "auto" ? "all" : new Set(req.ids ?? []), plan = await buildPlan({ root, loaded, ledger: s.ledger, read: s.read, gitState: env.gitState, texts: req.texts, now, recheck }), byId = new Map(loaded.report.entries.map((e) => [e.id, e])), planOf = new Map(plan.entries.map((p) => [p.id, p])), wanted = wantedIds(plan, req, byId), book = new GrantBook(root), sel = selectItems(wanted, planOf, byId, req, book, report);
  if (sel.refusals.length > 0)
    throw book.invalidate(sel.invalidations, now), appendAudit(root, [{ event: "skip", data: { report_digest: loaded.digest, refused: sel.refusals.map((r) => r.text) } }], now), new HygieneError(sel.refusals[0].code, `refusing the run; nothing was changed:
  ${sel.refusals.map((r) => r.text).join(`
  `)}`);
  let settled = settle(s, sel.selected), declined = (req.decline ?? []).map((id) => {
    let e = byId.get(id);
    return { id, path: e.path, kind: kindName(e) };
  }), skipped = [...sel.skipped, ...settled.skipped], { grantFor } = sel;
  book.invalidate([...sel.invalidations, ...settled.skipped.filter((k) => k.code === "STALE_HASH" && grantFor.has(k.id)).map((k) => ({ grant: grantFor.get(k.id), reason: "the file changed after the approval" }))], now);
  let items = settled.items, ops = opsFor(s, settled.result, items), saved = items.length ? measuredSavings(baseReader(s), priorItems(s.ledger, loaded.report), items, await loadTokenCounter()) : /* @__PURE__ */ new Map(), applied = items.map((it) => ({
    id: it.entry.id,
    path: it.entry.path,
    kind: kindName(it.entry),
    tier: planOf.get(it.entry.id).tier,
    ...grantFor.has(it.entry.id) ? { grant_id: grantFor.get(it.entry.id).grant_id } : {},
    tokens: saved.get(it.entry.id) ?? tokensOf(it.entry)
  })), tokens_saved = applied.reduce((t, a) => ({ raw: t.raw + a.tokens.raw, per_session: t.per_session + a.tokens.per_session }), { raw: 0, per_session: 0 }), result = { run_id: null, report, applied, skipped, files: ops, tokens_saved, declined, recovered: s.recovered }, skipEvents = skipped.map((k) => ({ event: "skip", data: { ...k, report_digest: loaded.digest } }));
  if (items.length === 0 && declined.length === 0)
    return appendAudit(root, skipEvents.length ? skipEvents : [{ event: "skip", data: { report_digest: loaded.digest, reason: "nothing selected" } }], now), result;
  let { run_id, seq } = newRunId(root, now, (env.rand ?? randHex)());
  ensureRunDir(root, run_id);
  let pack = new BlobPack(), jops = journalOps(s, ops, settled.result, pack), jentries = journalEntries(items, planOf, grantFor, pack), pack_sha256 = pack.write(root, run_id);
  step("pack");
  let consumed = [...grantFor.values()].filter((g) => items.some((i) => i.entry.id === g.entry_id)), manifest = {
    schema: 1,
    run_id,
    seq,
    pid: process.pid,
    started_at: now.toISOString(),
    status: "prepared",
    pack_sha256,
    report,
    entries: jentries,
    ops: jops,
    consumed_grants: consumed.map((g) => g.grant_id),
    ...declined.length ? { declined } : {}
  };
  return saveManifest(root, manifest), step("manifest"), book.consume(consumed, run_id, now, step), carryOut(root, manifest, now, step), manifest.status = "committed", manifest.committed_at = now.toISOString(), saveManifest(root, manifest), step("commit"), appendAudit(root, [...applyAuditEvents(manifest), ...skipEvents], now), step("audit"), result.run_id = run_id, result;
}

// scripts/apply/commands.ts
async function runPlan(s) {
  let plan = await buildPlan({ root: s.env.root, loaded: s.loaded, ledger: s.ledger, read: s.read, gitState: s.env.gitState, now: s.env.now() });
  return appendAudit(
    s.env.root,
    [{
      event: "plan",
      data: {
        report_digest: s.loaded.digest,
        counts: plan.counts,
        entries: plan.entries.map((e) => ({ id: e.id, bucket: e.bucket, tier: e.tier, ...e.reason ? { reason: e.reason } : {} }))
      }
    }],
    s.env.now()
  ), { ...plan, recovered: s.recovered };
}
async function runGrant(s, id, confirmation, texts2) {
  let words = confirmation.trim();
  if (words.length === 0) throw new HygieneError("USAGE", "--confirmation must hold the user's own words of approval");
  if (words.length > MAX_CONFIRMATION_CHARS) throw new HygieneError("USAGE", `--confirmation is longer than ${MAX_CONFIRMATION_CHARS} characters`);
  let entry = s.loaded.report.entries.find((e) => e.id === id);
  if (!entry) throw new HygieneError("USAGE", `no entry with id ${id} in the report`);
  let p = (await buildPlan({ root: s.env.root, loaded: s.loaded, ledger: s.ledger, read: s.read, gitState: s.env.gitState, texts: /* @__PURE__ */ new Map([[id, texts2]]), now: s.env.now(), recheck: /* @__PURE__ */ new Set([id]) })).entries.find((e) => e.id === id);
  if (p.bucket === "skipped") throw new HygieneError(p.code ?? "REFUSED", `entry ${id} cannot be approved: it would be skipped (${p.reason})`);
  if (!p.needs.includes("grant")) throw new HygieneError("REFUSED", `entry ${id} is auto-tier and needs no approval`);
  if (p.needs.includes("replacement") && texts2.replacement === void 0)
    throw new HygieneError("USAGE", `entry ${id} is generative: the approval binds the exact rewrite the user saw; pass it with --replacement FILE`);
  if (p.needs.includes("extraction") && texts2.extraction === void 0)
    throw new HygieneError("USAGE", `entry ${id} extracts before it deletes: the approval binds the exact extraction; pass it with --extraction FILE`);
  let now = s.env.now(), binding = bindingOf(entry, { digest: s.loaded.digest, generated_at: s.loaded.report.generated_at }, texts2), grant = newGrant(binding, words, now, s.env.root), grants = readGrants(s.env.root), superseded = grants.filter((g) => g.entry_id === id && g.state === "granted");
  for (let g of superseded) Object.assign(g, { state: "invalidated", invalidated_at: now.toISOString(), invalid_reason: `superseded by ${grant.grant_id}` });
  return grants.push(grant), writeGrants(s.env.root, grants), appendAudit(
    s.env.root,
    [
      ...superseded.map((g) => ({ event: "invalidate", data: { grant_id: g.grant_id, grant_digest: g.digest, entry_id: id, reason: `superseded by ${grant.grant_id}` } })),
      { event: "grant", data: grantIssueData(grant, s.env.root) }
    ],
    now
  ), {
    grant_id: grant.grant_id,
    entry_id: id,
    path: entry.path,
    kind: grant.kind,
    expected_sha256: grant.expected_sha256,
    report_generated_at: grant.report_generated_at,
    superseded: superseded.map((g) => g.grant_id)
  };
}

// scripts/apply/unified-diff.ts
var CONTEXT = 3, NOEOL = "\0noeol";
function split(buf) {
  if (!buf || buf.length === 0) return [];
  let lines = buf.toString("utf8").split(`
`);
  return lines[lines.length - 1] === "" ? lines.pop() : lines[lines.length - 1] += NOEOL, lines;
}
var range = (start, count) => count === 1 ? `${start}` : `${count === 0 ? start - 1 : start},${count}`;
function show(prefix, line) {
  return line.endsWith(NOEOL) ? [prefix + line.slice(0, -NOEOL.length), "\\ No newline at end of file"] : [prefix + line];
}
function unifiedDiff(path, before, after, maxLines = 400) {
  let a = split(before), b = split(after), pre = 0;
  for (; pre < a.length && pre < b.length && a[pre] === b[pre]; ) pre++;
  let suf = 0;
  for (; suf < a.length - pre && suf < b.length - pre && a[a.length - 1 - suf] === b[b.length - 1 - suf]; ) suf++;
  let start = Math.max(0, pre - CONTEXT), endA = Math.min(a.length, a.length - suf + CONTEXT), endB = Math.min(b.length, b.length - suf + CONTEXT), out = [`--- ${before ? `a/${path}` : "/dev/null"}`, `+++ ${after ? `b/${path}` : "/dev/null"}`];
  out.push(`@@ -${range(start + 1, endA - start)} +${range(start + 1, endB - start)} @@`);
  let body = [];
  for (let i = start; i < pre; i++) pushAll(body, show(" ", a[i]));
  for (let i = pre; i < a.length - suf; i++) pushAll(body, show("-", a[i]));
  for (let i = pre; i < b.length - suf; i++) pushAll(body, show("+", b[i]));
  for (let i = a.length - suf; i < endA; i++) pushAll(body, show(" ", a[i]));
  if (body.length > maxLines) {
    let more = body.length - maxLines;
    body.length = maxLines, body.push(`\u2026 ${more} more diff lines not shown`);
  }
  return pushAll(out, body), out.join(`
`) + `
`;
}

// scripts/apply/preview.ts
async function runPreview(s, id, texts2) {
  let entry = s.loaded.report.entries.find((e) => e.id === id);
  if (!entry) throw new HygieneError("USAGE", `no entry with id ${id} in the report`);
  let p = (await buildPlan({ root: s.env.root, loaded: s.loaded, ledger: s.ledger, read: s.read, gitState: s.env.gitState, texts: /* @__PURE__ */ new Map([[id, texts2]]), now: s.env.now(), recheck: /* @__PURE__ */ new Set([id]) })).entries.find((e) => e.id === id);
  if (p.bucket === "skipped") throw new HygieneError(p.code ?? "REFUSED", `entry ${id} would be skipped: ${p.reason}`);
  if (p.needs.includes("replacement") && texts2.replacement === void 0) throw new HygieneError("USAGE", `entry ${id} is generative: pass the rewritten text with --replacement FILE`);
  if (p.needs.includes("extraction") && texts2.extraction === void 0) throw new HygieneError("USAGE", `entry ${id} extracts before it deletes: pass the extraction with --extraction FILE`);
  let settled = settle(s, [{ entry, rank: NEW_RANK, texts: texts2 }]);
  if (settled.skipped.length > 0) throw new HygieneError(settled.skipped[0].code === "NOOP" ? "REFUSED" : settled.skipped[0].code, `entry ${id} would be skipped: ${settled.skipped[0].reason}`);
  let files = opsFor(s, settled.result, settled.items), parts = [];
  for (let f of files) {
    let before = s.read(f.path), after = settled.result.states.get(f.path);
    if (before.type === "dir") {
      parts.push(`--- a/${f.path}/
+++ /dev/null
(the whole folder ${f.path}/ is deleted; undo brings it back)
`);
      continue;
    }
    parts.push(unifiedDiff(f.path, before.type === "file" ? before.bytes : null, after.type === "file" ? after.bytes : null));
  }
  return { id, bucket: p.bucket, tier: p.tier, files, diff: parts.join("") };
}

// scripts/apply/undo.ts
function runUndo(env) {
  let root = env.root, now = env.now(), committed = listRuns(root).map((r) => r.manifest).filter((m) => m !== void 0 && m.status === "committed"), live = (m) => m.ops.some((o) => !o.undone) || m.entries.some((e) => !e.undone), latest = [...committed].reverse().find(live), result = { report_digest: null, runs: [], restored: [], already: [], refused: [], entries_undone: [] };
  if (!latest) return result;
  let runs = committed.filter((m) => m.report.digest === latest.report.digest && live(m));
  result.report_digest = latest.report.digest, result.runs = runs.map((m) => m.run_id);
  let chains = /* @__PURE__ */ new Map();
  for (let run of runs)
    for (let op of run.ops) {
      if (op.undone) continue;
      let c = chains.get(op.path);
      c ? (c.last = { run, op }, c.ops.push({ run, op })) : chains.set(op.path, { first: { run, op }, last: { run, op }, ops: [{ run, op }] });
    }
  let parent = /* @__PURE__ */ new Map(), find = (p) => {
    let r = p;
    for (; parent.get(r) !== r; ) r = parent.get(r);
    return parent.set(p, r), r;
  };
  for (let p of chains.keys()) parent.set(p, p);
  let pathsOfEntry = /* @__PURE__ */ new Map();
  for (let [p, c] of chains) for (let { op } of c.ops) for (let id of op.entries) pathsOfEntry.set(id, [...pathsOfEntry.get(id) ?? [], p]);
  for (let ps of pathsOfEntry.values()) for (let p of ps.slice(1)) parent.set(find(p), find(ps[0]));
  let groups = /* @__PURE__ */ new Map();
  for (let p of [...chains.keys()].sort()) groups.set(find(p), [...groups.get(find(p)) ?? [], p]);
  let undonePaths = /* @__PURE__ */ new Set();
  for (let paths of groups.values()) {
    let sides = paths.map((p) => {
      let c = chains.get(p);
      return { p, c, side: sideOf(root, { path: p, pre: c.first.op.pre, post: c.last.op.post }) };
    }), changed = sides.filter((x) => x.side === "changed");
    if (changed.length > 0) {
      result.refused.push({ paths, reason: `changed since that clean: ${changed.map((x) => x.p).join(", ")}; restore ${changed.length === 1 ? "it" : "them"} by hand or revert the change, then run undo again` });
      continue;
    }
    for (let x of sides)
      x.side === "pre" ? result.already.push(x.p) : (restorePre(root, x.c.first.run, x.c.first.op, x.c.first.op.created_dirs), result.restored.push(x.p)), undonePaths.add(x.p);
  }
  let at = now.toISOString();
  for (let run of runs) {
    for (let op of run.ops) undonePaths.has(op.path) && (op.undone = !0);
    for (let e of run.entries) {
      let ps = pathsOfEntry.get(e.id) ?? [];
      !e.undone && ps.every((p) => undonePaths.has(p)) && (e.undone = !0, result.entries_undone.push(e.id));
    }
    live(run) || (run.undone_at = at), saveManifest(root, run);
  }
  return appendAudit(root, [{ event: "undo", data: { report_digest: result.report_digest, runs: result.runs, restored: result.restored, already: result.already, refused: result.refused, entries_undone: result.entries_undone } }], now), result;
}

// scripts/cli/commands/apply-edits.ts
var MAX_TEXT_BYTES = 1024 * 1024;
function readText2(file, flag) {
  let read = readRegularFile(resolve(file), MAX_TEXT_BYTES, { followSymlink: !0 });
  if (!read.ok) throw new HygieneError("USAGE", read.reason.startsWith("is larger than") ? `--${flag}: ${file} is over ${MAX_TEXT_BYTES} bytes` : `--${flag}: cannot read ${file}: it ${read.reason}`);
  return read.bytes.toString("utf8");
}
function texts(args, single) {
  let out = /* @__PURE__ */ new Map();
  for (let flag of ["replacement", "extraction"])
    for (let v of listFlag(args, flag) ?? []) {
      let m = /^([0-9a-f]{16})=(.+)$/.exec(v), id = m ? m[1] : single;
      if (!id) throw new HygieneError("USAGE", `--${flag} needs ID=FILE here`);
      let t = out.get(id) ?? {};
      t[flag] = readText2(m ? m[2] : v, flag), out.set(id, t);
    }
  return out;
}
function faultHook() {
  let raw = process.env.DOC_HYGIENE_TEST_KILL_AT_STEP, at = Number(raw);
  if (raw === void 0 || raw === "" || !Number.isInteger(at) || at < 0) return;
  let n = 0;
  return at === 0 && process.on("exit", () => process.stderr.write(`steps: ${n}
`)), () => {
    ++n === at && process.kill(process.pid, "SIGKILL");
  };
}
var APPLY_COMMANDS = ["plan", "apply", "preview", "grant", "undo", "audit"], applyEditsCommand = {
  name: "apply-edits",
  summary: "Apply the edits of .dochygiene/report.json, guarded, journaled and undoable.",
  usage: ["<command> [options]"],
  commands: [
    ["plan", "sort every entry into auto / confirm / generative / skipped (with reasons); auto entries re-derived from the repository, with what they change and why safe"],
    ["apply --tier auto", "apply every auto entry, without asking"],
    ["apply --ids ID...", "apply these entries; confirm and generative ones need a grant"],
    ["apply ... --decline ID...", "the user declined these: never applied, journaled and audited as declined"],
    ["preview ID", "the unified diff of what entry ID would do now"],
    ["grant ID --confirmation TEXT", "record the user's approval of a confirm or generative entry"],
    ["undo", "restore every file the last clean changed (refuses files changed since)"],
    ["audit", "verify the hash chain of .dochygiene/audit.jsonl"]
  ],
  options: {
    root: ROOT_OPTION,
    report: { type: "string", arg: "FILE", help: "the report (default: .dochygiene/report.json)" },
    tier: { type: "string", arg: "auto", help: "apply: every entry of this tier (only auto)" },
    ids: { type: "list", arg: "ID", help: "apply: these entries" },
    decline: { type: "list", arg: "ID", help: "apply: entries the user declined (journaled and audited, never applied)" },
    confirmation: { type: "string", arg: "TEXT", help: "grant: the user's words" },
    replacement: { type: "string", repeatable: !0, arg: "[ID=]FILE", help: "a generative entry's rewritten text (apply: ID=FILE, repeatable)" },
    extraction: { type: "string", repeatable: !0, arg: "[ID=]FILE", help: "an extract-then-delete entry's extraction (apply: ID=FILE, repeatable)" },
    json: { ...JSON_OPTION, help: "preview: JSON instead of the diff" }
  },
  epilogue: `Output is JSON (preview: a diff). Only one clean, check or sweep runs at a time. Every journal run and grant is sealed with a key
kept outside the project ($XDG_CACHE_HOME/doc-hygiene/journal-key, else ~/.cache/doc-hygiene/journal-key); a run folder or grant
this user did not write here, or a .dochygiene/ that git tracks, is refused.`,
  exitCodes: "0 done (skipped entries are listed with reasons), 1 refused or invalid (nothing was written), 2 usage.",
  run: async (args) => {
    let [cmd, ...rest] = args.positionals, root = (await findProjectRoot(rootFlag(args))).root, env = { root, reportPath: stringFlag(args, "report") && resolve(stringFlag(args, "report")), now: () => /* @__PURE__ */ new Date(), gitState: pathGitState, onStep: faultHook() }, print = (v) => writeStdout(JSON.stringify(v, null, 2) + `
`), one = () => {
      if (rest.length !== 1) throw new HygieneError("USAGE", `${cmd} takes exactly one entry id`);
      return rest[0];
    };
    if (cmd !== "preview" && cmd !== "grant" && rest.length > 0) throw new HygieneError("USAGE", `unexpected argument ${rest[0]}`);
    switch (cmd) {
      case "plan":
        return await print(await withSession(env, "clean", (rec) => runPlan(openSession(env, rec)))), EXIT.OK;
      case "apply": {
        let tier = stringFlag(args, "tier"), ids = listFlag(args, "ids")?.flatMap((s) => s.split(",")).filter(Boolean), decline = listFlag(args, "decline")?.flatMap((s) => s.split(",")).filter(Boolean);
        if (tier !== void 0 && tier !== "auto") throw new HygieneError("USAGE", '--tier takes only "auto"; confirm edits are applied by id after a grant');
        if (tier === void 0 && !ids?.length && !decline?.length) throw new HygieneError("USAGE", "apply needs --tier auto, --ids ID... or --decline ID...");
        let result = await withSession(env, "clean", async (rec) => {
          let r = await runApply(openSession(env, rec), { tier, ids, decline, texts: texts(args) });
          return setStampLocked(root, "last_clean", (/* @__PURE__ */ new Date()).toISOString()), r;
        });
        return await print({ ...result, undo: "doc-hygiene undo (node dist/apply-edits.mjs undo)" }), EXIT.OK;
      }
      case "preview": {
        let id = one(), r = await withSession(env, "clean", (rec) => runPreview(openSession(env, rec), id, texts(args, id).get(id) ?? {}));
        return args.flags.json ? await print(r) : await writeStdout(`# ${r.id}: ${r.bucket} (${r.tier})
${r.diff}`), EXIT.OK;
      }
      case "grant": {
        let id = one(), words = stringFlag(args, "confirmation");
        if (words === void 0) throw new HygieneError("USAGE", `grant needs --confirmation "<the user's words>"`);
        return await print(await withSession(env, "clean", (rec) => runGrant(openSession(env, rec), id, words, texts(args, id).get(id) ?? {}))), EXIT.OK;
      }
      case "undo": {
        let r = await withSession(env, "clean", () => runUndo(env));
        return await print(r), r.refused.length > 0 ? EXIT.INVALID : EXIT.OK;
      }
      case "audit": {
        let chain = verifyAuditChain(root);
        return await print({ ok: chain.ok, records: chain.records.length, problems: chain.problems }), chain.ok ? EXIT.OK : EXIT.INVALID;
      }
      default:
        throw new HygieneError("USAGE", cmd ? `unknown command ${cmd}` : "a command is required: plan, apply, preview, grant, undo or audit");
    }
  }
};

export {
  APPLY_COMMANDS,
  applyEditsCommand
};
