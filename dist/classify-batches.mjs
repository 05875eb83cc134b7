import { createRequire as __dhCreateRequire } from 'node:module'; const require = __dhCreateRequire(import.meta.url);
import {
  sealMatches,
  sealOf
} from "./chunks/chunk-FAQPAU6M.mjs";
import {
  projectContexts
} from "./chunks/chunk-ZXHZ7OZV.mjs";
import {
  ESCALATIONS_FILE,
  ESCALATION_CONFIDENCE,
  planAnswers,
  planEscalations,
  serializeEscalations
} from "./chunks/chunk-SWMD43BG.mjs";
import {
  collectProposals,
  pluginRoot,
  proposeAll,
  snapshotter,
  treeViolations,
  unansweredSignals
} from "./chunks/chunk-YSPBRJK7.mjs";
import {
  contentDigest
} from "./chunks/chunk-Q6OSUR5N.mjs";
import {
  POLICY_VERSION
} from "./chunks/chunk-YIRSMZBC.mjs";
import {
  BUDGETED_FIELDS
} from "./chunks/chunk-EAESETKJ.mjs";
import "./chunks/chunk-YVT32W6E.mjs";
import "./chunks/chunk-3FWQVS7Z.mjs";
import {
  contextsLoading,
  loadTokenCounter
} from "./chunks/chunk-PKHHBPBW.mjs";
import "./chunks/chunk-JCWKA64J.mjs";
import {
  isJsonObject
} from "./chunks/chunk-Z45Y2YWL.mjs";
import {
  loadConfig
} from "./chunks/chunk-KQAQCCUE.mjs";
import "./chunks/chunk-ERKIDGZ2.mjs";
import "./chunks/chunk-TZALMOM2.mjs";
import {
  inScratch
} from "./chunks/chunk-Q3QSLFOF.mjs";
import {
  canonicalJson,
  sha256Hex
} from "./chunks/chunk-VFCBVGFI.mjs";
import {
  findProjectRoot
} from "./chunks/chunk-IGLDV2XO.mjs";
import {
  STATE_DIR_NAME,
  assertStateTrusted,
  ensureStateDir,
  stateDirOf
} from "./chunks/chunk-ODI7J5P3.mjs";
import {
  writeFileAtomic
} from "./chunks/chunk-2SEPAG6N.mjs";
import {
  parseArgs,
  pushAll,
  runCli,
  stringFlag,
  writeStdout
} from "./chunks/chunk-WTUKGVID.mjs";
import "./chunks/chunk-6K7LX5MF.mjs";
import {
  byCodeUnit
} from "./chunks/chunk-A4CSYVLB.mjs";
import "./chunks/chunk-PLG4TFWS.mjs";
import {
  resolveInsideRoot
} from "./chunks/chunk-MT66A3VG.mjs";
import {
  EXIT,
  HygieneError,
  formatViolation,
  readJsonInput,
  readRegularFile
} from "./chunks/chunk-FC3EPPNQ.mjs";
import "./chunks/chunk-6K57MRJR.mjs";

// scripts/cli/classify-batches.ts
import { realpathSync } from "node:fs";
import { join as join3, resolve, dirname, sep } from "node:path";

// scripts/classify/evidence.ts
var EXAMPLES_PER_NAME = 3;
function restatementKey(h) {
  if (h.name === "broken_reference") return `${h.name}|${String(h.resolved ?? h.target ?? h.detail)}|${String(h.missing ?? "")}`;
  if (h.name === "duplicate_block" && typeof h.start_line == "number") return `${h.name}|${h.start_line}-${String(h.end_line)}`;
}
function strength(h) {
  return h.name === "duplicate_block" ? Number(h.lines ?? 0) : h.name === "broken_reference" ? h.renamed_to ? 2 : 1 : 0;
}
function mergeRestatements(hits) {
  let out = [], byKey = /* @__PURE__ */ new Map();
  for (let h of hits) {
    let key = restatementKey(h), first = key === void 0 ? void 0 : byKey.get(key);
    if (!first) {
      let shown = { ...h };
      out.push(shown), key !== void 0 && byKey.set(key, shown);
      continue;
    }
    if (h.name === "duplicate_block") {
      let other = h.other?.path;
      typeof other == "string" && (first.also_in = [...first.also_in ?? [], other]);
    } else typeof h.line == "number" && (first.restated_on_lines = [...first.restated_on_lines ?? [], h.line]);
  }
  return out;
}
function compactSignals(hits) {
  let merged = mergeRestatements(hits), byName = /* @__PURE__ */ new Map();
  for (let h of merged) byName.set(h.name, [...byName.get(h.name) ?? [], h]);
  let out = [], done = /* @__PURE__ */ new Set();
  for (let h of merged) {
    if (done.has(h.name)) continue;
    let all = byName.get(h.name);
    if (all.length <= EXAMPLES_PER_NAME) {
      out.push(h);
      continue;
    }
    done.add(h.name);
    let examples = [...all].sort((a, b) => strength(b) - strength(a) || (a.line ?? 0) - (b.line ?? 0)).slice(0, EXAMPLES_PER_NAME).sort((a, b) => (a.line ?? 0) - (b.line ?? 0));
    out.push({ name: h.name, detail: `${all.length} ${h.name} hits in this file; the ${EXAMPLES_PER_NAME} strongest are shown`, count: all.length, examples });
  }
  return out;
}
var BUDGETED = { vanished_identifier: BUDGETED_FIELDS };
function withoutBudgeted(s) {
  if ("examples" in s && Array.isArray(s.examples)) return { ...s, examples: s.examples.map(withoutBudgeted) };
  let drop = BUDGETED[s.name];
  return drop ? Object.fromEntries(Object.entries(s).filter(([k]) => !drop.includes(k))) : s;
}
function signalDigest(shown) {
  return sha256Hex(canonicalJson(shown.map(withoutBudgeted)));
}

// scripts/classify/worth.ts
var NOT_FOR_THE_MODEL = ["archive", "generated", "copy", "template", "record"];
function artifactRole(scan, path) {
  let r = scan.roles?.[path] ?? scan.docs?.[path]?.role;
  return typeof r?.name == "string" ? r.name : void 0;
}
function readershipOf(scan, path, perSession, contexts = 0) {
  let memory = contexts > 0 || perSession.has(path), role = artifactRole(scan, path) ?? (memory ? "agent-memory" : "living");
  return { role, tier: role === "agent-memory" ? 0 : role === "agent-prompt" ? 1 : 2, contexts: Math.max(1, contexts), for_model: !NOT_FOR_THE_MODEL.includes(role) };
}

// scripts/classify/cache.ts
import { lstatSync, mkdirSync } from "node:fs";
import { join } from "node:path";
var CACHE_FORMAT = "doc-hygiene-classification/1", MAX_ENTRY_BYTES = 1 << 20, SEAL_PURPOSE = "classification cache";
function sealedText(e) {
  let k = e.key;
  return JSON.stringify({ format: e.format, path: e.path, key: { sha256: k.sha256, signal_digest: k.signal_digest, classifier_version: k.classifier_version }, proposals: e.proposals });
}
function sealedHere(e, root) {
  try {
    return sealMatches(SEAL_PURPOSE, sealedText(e), e.seal, root);
  } catch {
    return !1;
  }
}
var isHex64 = (v) => typeof v == "string" && /^[0-9a-f]{64}$/.test(v);
function cacheDir(root, create) {
  let state = stateDirOf(root);
  try {
    if (!lstatSync(state).isDirectory()) return;
  } catch {
    if (!create) return;
    ensureStateDir(root);
  }
  let dir = state;
  for (let part of ["cache", "classify"]) {
    dir = join(dir, part);
    try {
      if (!lstatSync(dir).isDirectory()) return;
    } catch {
      if (!create) return;
      try {
        mkdirSync(dir);
      } catch {
        return;
      }
    }
  }
  return dir;
}
function entryFileName(path) {
  return `${sha256Hex(path)}.json`;
}
function parseEntry(text, path) {
  let v;
  try {
    v = JSON.parse(text);
  } catch {
    return;
  }
  if (!isJsonObject(v) || v.format !== CACHE_FORMAT || v.path !== path) return;
  let k = v.key;
  if (!(!isJsonObject(k) || !isHex64(k.sha256) || !isHex64(k.signal_digest) || typeof k.classifier_version != "string") && !(!Array.isArray(v.proposals) || !v.proposals.every((p) => isJsonObject(p) && p.path === path)))
    return v;
}
function sameKey(a, b) {
  return a.sha256 === b.sha256 && a.signal_digest === b.signal_digest && a.classifier_version === b.classifier_version;
}
function lookup(root, path, key) {
  let dir = cacheDir(root, !1);
  if (!dir) return;
  let file = join(dir, entryFileName(path)), read = readRegularFile(file, MAX_ENTRY_BYTES);
  if (!read.ok) return;
  let entry = parseEntry(read.bytes.toString("utf8"), path);
  return entry && sameKey(entry.key, key) && sealedHere(entry, root) ? entry.proposals : void 0;
}
function store(root, path, key, proposals) {
  let dir = cacheDir(root, !0);
  if (!dir) return !1;
  let file = join(dir, entryFileName(path));
  try {
    if (!lstatSync(file).isFile()) return !1;
  } catch {
  }
  let entry = { format: CACHE_FORMAT, path, key, proposals };
  return entry.seal = sealOf(SEAL_PURPOSE, sealedText(entry), root), writeFileAtomic(file, JSON.stringify(entry) + `
`), !0;
}

// scripts/classify/plan.ts
var PLAN_FORMAT = "doc-hygiene-classify-plan/1", BATCH_FORMAT = "doc-hygiene-batch/1", BATCH_MAX_FILES = 8, BATCH_MAX_DOC_TOKENS = 12e3;
function tokensOf(s, count) {
  return s.kind === "file" ? count(s.text) : s.kind === "directory" ? s.texts.reduce((n, [, t]) => n + count(t), 0) : 0;
}
function stillHold(proposals, scan, snap) {
  let collected = collectProposals([{ name: "cache", value: { proposals } }]);
  return collected.violations.length ? !1 : treeViolations(collected.proposals, scan, snap).length === 0;
}
function byWorth(a, b) {
  return a.readership.tier - b.readership.tier || b.tokens * b.readership.contexts - a.tokens * a.readership.contexts || byCodeUnit(a.path, b.path);
}
function takeBudget(ranked, budget) {
  if (budget.all) return { take: ranked, left: [] };
  let take = [], left = [], tokens = 0;
  for (let p of ranked) {
    if (!(take.length === 0 || take.length < budget.max_files && tokens + p.tokens <= budget.max_doc_tokens)) {
      left.push(p);
      continue;
    }
    take.push(p), tokens += p.tokens;
  }
  return { take, left };
}
function intoBatches(take) {
  let sorted = [...take].sort((a, b) => byCodeUnit(a.path, b.path)), out = [], cur = [], tokens = 0;
  for (let p of sorted)
    cur.length > 0 && (cur.length >= BATCH_MAX_FILES || tokens + p.tokens > BATCH_MAX_DOC_TOKENS) && (out.push(cur), cur = [], tokens = 0), cur.push(p), tokens += p.tokens;
  return cur.length && out.push(cur), out;
}
function serializeBatch(b) {
  let sig = (s) => {
    let one = JSON.stringify(s);
    return one.length <= 1800 ? one : JSON.stringify(s, null, 1);
  }, files = b.files.map((f) => {
    let { signals, ...head } = f;
    return `${JSON.stringify(head).slice(0, -1)},"signals":[
${signals.map(sig).join(`,
`)}]}`;
  });
  return `{"format":${JSON.stringify(b.format)},"batch":${b.batch},"files":[
${files.join(`,
`)}
]}
`;
}
function planClassification(input) {
  let { scan } = input, root = scan.project_root, snap = snapshotter(root), perSession = new Set(scan.per_session ?? []), provenAsEntries = proposeAll(scan).proposals, candidates = scan.shortlist.filter((p) => (scan.signals[p]?.length ?? 0) > 0), answered = [], notForModel = [], cached = [], cachedProposals = [], pending = [], keys = {};
  for (let path of candidates) {
    let signals = scan.signals[path];
    if (unansweredSignals(path, signals, provenAsEntries).length === 0) {
      answered.push(path);
      continue;
    }
    let readership = readershipOf(scan, path, perSession, input.contextsLoading?.(path) ?? 0);
    if (!readership.for_model) {
      notForModel.push({ path, role: readership.role });
      continue;
    }
    let s = snap(path);
    if (s.kind === "missing") continue;
    let shown = compactSignals(signals), key = { sha256: s.digest, signal_digest: signalDigest(shown), classifier_version: input.classifier_version }, hit = lookup(root, path, key);
    if (hit && stillHold(hit, scan, snap)) {
      cached.push(path), pushAll(cachedProposals, hit);
      continue;
    }
    pending.push({ path, kind: s.kind, readership, tokens: tokensOf(s, input.count), shown, key });
  }
  let ranked = [...pending].sort(byWorth), { take, left } = takeBudget(ranked, input.budget), groups = intoBatches(take), batches = groups.map((g, i) => ({
    format: BATCH_FORMAT,
    batch: i + 1,
    files: g.map((p) => ({ path: p.path, kind: p.kind, role: p.readership.role, tokens: p.tokens, signals: p.shown }))
  }));
  for (let p of take) keys[p.path] = p.key;
  return { plan: {
    format: PLAN_FORMAT,
    classifier_version: input.classifier_version,
    budget: input.budget,
    candidates: candidates.length,
    answered_by_scripts: answered,
    not_for_model: notForModel,
    cached,
    cached_proposals_file: "proposals-cached.json",
    batches: groups.map((g, i) => ({ batch_file: `batch-${i + 1}.json`, proposals_file: `proposals-${i + 1}.json`, paths: g.map((p) => p.path) })),
    left: left.map((p) => ({ path: p.path, role: p.readership.role, tokens: p.tokens })),
    keys
  }, batches, cached_proposals: cachedProposals };
}

// scripts/classify/classifier-version.ts
import { readFileSync } from "node:fs";
import { join as join2 } from "node:path";
var CLASSIFIER_AGENT = join2("agents", "hygiene-classifier.md");
function classifierVersion(root = pluginRoot()) {
  let prompt = readFileSync(join2(root, CLASSIFIER_AGENT));
  return `policy ${POLICY_VERSION}, prompt ${sha256Hex(prompt).slice(0, 16)}`;
}

// scripts/classify/remember.ts
var proposalsOf = (v) => {
  let list = isJsonObject(v) ? v.proposals : void 0;
  return Array.isArray(list) ? list.filter(isJsonObject) : [];
};
function rememberClassifications(o) {
  let out = { stored: 0, skipped: [] }, answers = planAnswers(o.plan, o.dir);
  if (answers.problems.length)
    return pushAll(out.skipped, answers.problems.map(formatViolation)), out;
  for (let { batch: b, sources, problems } of answers.batches) {
    if (problems.length) {
      out.skipped.push(`${b.proposals_file} or its escalated answers missing or unreadable`);
      continue;
    }
    let answer = sources.flatMap((s) => proposalsOf(s.value));
    for (let path of b.paths) {
      let key = o.plan.keys[path];
      if (!key) continue;
      let now;
      try {
        now = contentDigest(resolveInsideRoot(o.root, path, path));
      } catch {
        out.skipped.push(`${path} unreadable`);
        continue;
      }
      if (now !== key.sha256) {
        out.skipped.push(`${path} changed since it was classified`);
        continue;
      }
      store(o.root, path, key, answer.filter((p) => p.path === path)) ? out.stored++ : out.skipped.push(`${path}: the cache folder is not a plain folder`);
    }
  }
  return out;
}

// scripts/cli/classify-batches.ts
var HELP = `Usage: classify-batches plan --scan SCRATCH/scan.json [--all]
       classify-batches escalate --plan SCRATCH/plan.json
       classify-batches remember --plan SCRATCH/plan.json

plan: decides what the classifiers read in this check and writes it next to the scan, in the
scratch folder: one batch-<n>.json per classifier (its files, each with its role, tokens and
compact signal evidence), proposals-cached.json (what the classification cache still answers)
and plan.json. Candidates whose every signal a scanner-proven proposal answers, and records,
copies, generated files, templates and archives, never go to a classifier. The rest are ranked
(agent memory, then agent prompts, then living docs; tokens times the contexts that load them) and
the per-check budget (.dochygiene.yaml classify.max_files / classify.max_doc_tokens) takes the
highest-ranked; report.md lists the others as left for the next check. Prints one line of counts,
then the path of each batch file.

escalate: after every batch's proposals-<n>.json is written, lists the files a stronger model
classifies again: those with a proposal whose confidence is below ${ESCALATION_CONFIDENCE} on a hard choice
(a bloat class, or a destructive fix by the kind table: delete-range, a lifecycle delete, a
generative rewrite; the rule is scripts/contract/escalation.ts). Prints one line per file, in batch
order: its batch file, its path and the answer file for the stronger model's answer, separated by
tabs; nothing when no file needs it. Records them in escalations.json beside the plan, which
report-builder --plan and remember read: an escalated file's answer replaces its batch's for that
file only. An answer file that is missing or not JSON, or a proposal whose path, confidence,
category, op_type or exact_edit has the wrong shape, is refused with its location (exit 1).

remember: after the report is written, records each classified file's proposals (from the
proposals-<n>.json files named in the plan, an escalated file's from its escalated answer) in .dochygiene/cache/classify/, keyed by the file's
content digest, the evidence its classifier was shown (less what a scanner time budget decides)
and the classifier version. A file that changed since the plan is not recorded.

Options:
  --scan FILE   the scanner's artifact, inside a scratch folder (state-store scratch makes one)
  --all         no budget: every candidate that needs a classifier goes to one
  --plan FILE   the plan.json that plan wrote
  --root DIR    the project (default: the one whose .dochygiene/tmp/ holds the scratch folder); a
                scan or plan naming another project is refused
  --help        show this help

Exit codes: 0 done, 1 invalid input, 2 usage error.`, readJson = (path, what) => readJsonInput(path, what);
async function scratchProject(file, flag, rootFlag) {
  let dir;
  try {
    dir = realpathSync(dirname(resolve(file)));
  } catch {
    throw new HygieneError("USAGE", `${flag} must be in an existing scratch folder (state-store scratch makes one); nothing was created`);
  }
  if (!inScratch(dir)) throw new HygieneError("USAGE", `${flag} must be inside a scratch folder (state-store scratch makes one)`);
  let parts = dir.split(sep), holder = parts.slice(0, parts.lastIndexOf(STATE_DIR_NAME)).join(sep) || sep, root = (await findProjectRoot(rootFlag ?? holder)).root;
  if (holder !== root) throw new HygieneError("USAGE", `${flag} must be inside a scratch folder of the project ${root} (state-store scratch makes one), not of ${holder}`);
  return await assertStateTrusted(root), { root, dir };
}
function assertSameRoot(named, root, file) {
  if (named !== root)
    throw new HygieneError("REFUSED", `${file} names the project ${JSON.stringify(named)}, not ${root}: doc-hygiene takes the project from the command line, never from a file it reads; nothing was written`);
}
async function readerCounts(root) {
  try {
    let { contexts } = await projectContexts(root);
    return (path) => contextsLoading(contexts, path).length;
  } catch {
    return () => 0;
  }
}
var plural = (n, w, many = `${w}s`) => `${n} ${n === 1 ? w : many}`;
async function plan(argv) {
  let args = parseArgs(argv, { scan: { type: "string" }, all: { type: "boolean" }, root: { type: "string" } }), scanPath = stringFlag(args, "scan");
  if (!scanPath) throw new HygieneError("USAGE", "--scan is required");
  if (args.positionals.length) throw new HygieneError("USAGE", `unexpected argument ${args.positionals[0]}`);
  let { root, dir: out } = await scratchProject(scanPath, "--scan", stringFlag(args, "root")), scan = readJson(scanPath, "scan artifact");
  if (!scan || typeof scan.project_root != "string" || !Array.isArray(scan.shortlist) || typeof scan.signals != "object")
    throw new HygieneError("PARSE", `${scanPath} is not a scan artifact`);
  assertSameRoot(scan.project_root, root, scanPath);
  let config = loadConfig(root), result = planClassification({
    scan,
    budget: { max_files: config.classify.max_files, max_doc_tokens: config.classify.max_doc_tokens, all: args.flags.all === !0 },
    classifier_version: classifierVersion(),
    count: await loadTokenCounter(),
    contextsLoading: await readerCounts(root)
  });
  for (let b of result.batches) writeFileAtomic(join3(out, `batch-${b.batch}.json`), serializeBatch(b));
  writeFileAtomic(join3(out, result.plan.cached_proposals_file), JSON.stringify({ proposals: result.cached_proposals }, null, 2) + `
`), writeFileAtomic(join3(out, "plan.json"), JSON.stringify({ ...result.plan, project_root: root }, null, 2) + `
`);
  let p = result.plan, toClassify = p.batches.reduce((n, b) => n + b.paths.length, 0), line = `candidates ${p.candidates}: ${p.answered_by_scripts.length} answered by scripts, ${p.not_for_model.length} not for the model, ${p.cached.length} cached, ${toClassify} to classify in ${plural(p.batches.length, "batch", "batches")}, ${p.left.length} left for the next check`;
  return await writeStdout([line, ...p.batches.map((b) => join3(out, b.batch_file))].join(`
`) + `
`), EXIT.OK;
}
async function escalate(argv) {
  let args = parseArgs(argv, { plan: { type: "string" }, root: { type: "string" } }), planPath = stringFlag(args, "plan");
  if (!planPath) throw new HygieneError("USAGE", "--plan is required");
  if (args.positionals.length) throw new HygieneError("USAGE", `unexpected argument ${args.positionals[0]}`);
  let { root, dir } = await scratchProject(planPath, "--plan", stringFlag(args, "root")), plan2 = readJson(planPath, "plan");
  if (!plan2 || !Array.isArray(plan2.batches) || !plan2.batches.every(isPlannedBatch)) throw new HygieneError("PARSE", `${planPath} is not a classification plan`);
  assertSameRoot(plan2.project_root, root, planPath);
  let r = planEscalations({ batches: plan2.batches }, dir);
  for (let note of r.notes) process.stderr.write(`classify-batches: note: ${note}
`);
  return r.violations.length ? (process.stderr.write(`classify-batches: escalate refused; nothing written:
${r.violations.map((v) => `  ${formatViolation(v)}
`).join("")}`), EXIT.INVALID) : (writeFileAtomic(join3(dir, ESCALATIONS_FILE), serializeEscalations(r.escalations)), await writeStdout(r.escalations.map((e) => `${join3(dir, e.batch_file)}	${e.path}	${join3(dir, e.answer_file)}
`).join("")), EXIT.OK);
}
function isPlannedBatch(b) {
  let name = (f) => typeof f == "string" && /^[\w.-]+\.json$/.test(f), x = b;
  return x !== null && typeof x == "object" && name(x.batch_file) && name(x.proposals_file) && Array.isArray(x.paths) && x.paths.every((p) => typeof p == "string");
}
async function remember(argv) {
  let args = parseArgs(argv, { plan: { type: "string" }, root: { type: "string" } }), planPath = stringFlag(args, "plan");
  if (!planPath) throw new HygieneError("USAGE", "--plan is required");
  if (args.positionals.length) throw new HygieneError("USAGE", `unexpected argument ${args.positionals[0]}`);
  let { root, dir } = await scratchProject(planPath, "--plan", stringFlag(args, "root")), plan2 = readJson(planPath, "plan");
  if (!plan2 || typeof plan2.project_root != "string" || !Array.isArray(plan2.batches) || !plan2.batches.every(isPlannedBatch)) throw new HygieneError("PARSE", `${planPath} is not a classification plan`);
  assertSameRoot(plan2.project_root, root, planPath);
  let r = rememberClassifications({ root, plan: plan2, dir });
  return await writeStdout(`cached ${plural(r.stored, "classification")}${r.skipped.length ? `; not cached: ${r.skipped.join("; ")}` : ""}
`), EXIT.OK;
}
await runCli({
  name: "classify-batches",
  help: HELP,
  run: async (argv) => {
    let [cmd, ...rest] = argv;
    if (cmd === "plan") return plan(rest);
    if (cmd === "escalate") return escalate(rest);
    if (cmd === "remember") return remember(rest);
    throw new HygieneError("USAGE", cmd ? `unknown command ${cmd}` : "a command is required: plan, escalate or remember");
  }
});
