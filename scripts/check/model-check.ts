// `/hygiene check` with a model, in two script calls around the classifiers, so the orchestrating
// conversation spends its requests on dispatching, not on running stages:
//   begin:  the scratch folder, the scan, the classification plan and its batch files; with no
//           batch (an unchanged repository, nothing to judge) it goes straight on to finish;
//   finish: after the answers are written: the files a stronger model classifies again (the
//           contract's escalation rule; then finish runs once more after their answers), the
//           report built from the scanner-proven proposals and every answer, validated on the
//           scratch path, written with the last_check stamp, and the classifications remembered.
//           Proposals the builder refuses go back to a classifier once (./repair round, with the
//           builder's messages per answer file); what still fails is refused and listed in
//           report.md. Nothing reaches `.dochygiene/` but the scratch folder until the report validated.
import { join } from 'node:path';
import { readFileSync } from 'node:fs';
import type { Violation } from '../shared/errors.ts';
import { HygieneError, formatViolation } from '../shared/errors.ts';
import { writeFileAtomic } from '../shared/atomic-write.ts';
import { isJsonObject } from '../shared/json-object.ts';
import type { Report } from '../contract/types.ts';
import type { ScanArtifact } from '../contract/stage-types.ts';
import type { Config } from '../config/config-types.ts';
import type { CountTokens } from '../tokens/count-tokens.ts';
import { loadReportFile } from '../validate/validate-report.ts';
import { runReport } from '../report/run-report.ts';
import { scanArtifactViolations } from '../validate/scan-artifact.ts';
import type { ProposalsSource } from '../report/check-proposals.ts';
import type { Classification, NoEditAnswer } from '../report/report-view.ts';
import { scannerProvenSource } from '../propose/propose-all.ts';
import { planClassification, type Plan } from '../classify/plan.ts';
import { asPlan } from '../classify/plan-sources.ts';
import { noEditsOf, planAnswers, type PlanAnswers } from '../classify/answers.ts';
import { planEscalations, readEscalations, serializeEscalations, ESCALATIONS_FILE, type Escalation } from '../classify/escalate.ts';
import { readRepairs, repairFileOf, repairedFileOf, serializeRepairFile, serializeRepairs, REPAIRS_FILE, type RefusedProposal, type Repair } from '../classify/repair.ts';
import { rememberClassifications, type RememberResult } from '../classify/remember.ts';
import { makeScratch } from '../state/scratch.ts';
import { writeCheckResult } from '../state/state-store.ts';
import { assertStateTrusted } from '../state/state-trust.ts';
import { pushAll } from '../shared/arrays.ts';

export interface BeginOptions {
  root: string;
  config: Config;
  scope?: string;
  all: boolean;
  /** Runs the scanner; returns the artifact and its serialized bytes. */
  scan: (root: string, scope: string | undefined) => Promise<{ artifact: ScanArtifact; text: string }>;
  classifier_version: string;
  count: CountTokens;
  /** How many agent contexts load a path (when the artifact does not say). */
  contextsLoading?: (path: string) => number;
}

export interface BeginResult {
  scratch: string;
  plan: Plan;
  /** One line of counts. */
  counts: string;
  /** Absolute paths: each batch file and the answer file its classifier's answer is written to. */
  batches: Array<{ batch_file: string; answer_file: string }>;
}

const plural = (n: number, w: string, many = `${w}s`) => `${n} ${n === 1 ? w : many}`;

export function countsLine(p: Plan): string {
  const toClassify = p.batches.reduce((n, b) => n + b.paths.length, 0);
  const findings = p.batches.reduce((n, b) => n + (b.findings?.length ?? 0), 0);
  return (
    `candidates ${p.candidates}: ${p.answered_by_scripts.length} answered by scripts, ${p.routed.length} routed to actions, ` +
    `${p.hints_only.length} with hints only, ${p.not_for_model.length} not for the model, ${p.cached.length} cached, ` +
    `${toClassify} to classify (${plural(findings, 'finding')}) in ${plural(p.batches.length, 'batch', 'batches')}, ${p.left.length} left for the next check`
  );
}

export async function beginCheck(o: BeginOptions): Promise<BeginResult> {
  await assertStateTrusted(o.root); // before the scan: it reads and writes the history cache
  const scratch = makeScratch(o.root);
  const { artifact, text } = await o.scan(o.root, o.scope);
  writeFileAtomic(join(scratch, 'scan.json'), text);
  const loads = artifact.agent_contexts?.loads;
  const result = planClassification({
    scan: artifact,
    budget: { max_files: o.config.classify.max_files, max_doc_tokens: o.config.classify.max_doc_tokens, all: o.all },
    classifier_version: o.classifier_version,
    count: o.count,
    contextsLoading: loads ? (p) => loads[p] ?? 0 : o.contextsLoading,
  });
  for (const b of result.batches) writeFileAtomic(join(scratch, b.file), b.text);
  writeFileAtomic(join(scratch, result.plan.cached_proposals_file), JSON.stringify({ proposals: result.cached_proposals }, null, 2) + '\n');
  writeFileAtomic(join(scratch, 'plan.json'), JSON.stringify({ ...result.plan, project_root: artifact.project_root }, null, 2) + '\n');
  return {
    scratch,
    plan: result.plan,
    counts: countsLine(result.plan),
    batches: result.plan.batches.map((b) => ({ batch_file: join(scratch, b.batch_file), answer_file: join(scratch, b.proposals_file) })),
  };
}

export type FinishResult =
  /** The answers are not all written (or not readable): nothing was built. */
  | { kind: 'missing'; problems: string[] }
  /** Files a stronger model classifies again; finish runs once more after their answers are written. */
  | { kind: 'escalate'; escalations: Escalation[] }
  /** Proposals refused by the builder, sent back to a classifier once; finish runs once more after. */
  | { kind: 'repair'; repairs: Repair[]; messages: string[] }
  /** The run cannot go on (the scan refused, a report-builder bug); nothing was written. */
  | { kind: 'refused'; messages: string[]; internal: boolean }
  | { kind: 'written'; report: Report; md: string; notes: string[]; refused: Array<{ path: string; message: string }>; remembered: RememberResult };

export interface FinishOptions {
  root: string;
  scratch: string;
  category?: string;
  tool_version: string;
  on_demand_weight: number;
  conventions: readonly string[];
  now?: () => Date;
}

function readJsonFile(file: string, what: string): unknown {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch (err) {
    throw new HygieneError('USAGE', `cannot read ${what} ${file}: ${(err as NodeJS.ErrnoException).code ?? (err as Error).message}`);
  }
}

/** A source as the build reads it, with where it came from. */
interface Source extends ProposalsSource {
  /** The answer file (a name in the scratch folder); undefined for the scanner's and the cache's. */
  file?: string;
  batch_file?: string;
  /** The proposals of the file as built (its index space is the one repairs.json records). */
  proposals: unknown[];
}

const key = (file: string, index: number) => `${file}\0${index}`;

/** Every answer of the plan with the repair round applied and the refused proposals taken out. */
function effective(plan: Plan, dir: string, repairs: readonly Repair[], refused: ReadonlySet<string>, notes: string[]): { sources: Source[]; answers: PlanAnswers } {
  const answers = planAnswers(plan, dir);
  pushAll(notes, answers.notes);
  const sources: Source[] = [];
  for (const b of answers.batches) {
    const kept: typeof b.sources = [];
    for (const s of b.sources) {
      const file = s.file;
      const value = s.value;
      const repair = repairs.find((r) => r.source_file === file);
      const whole = repair !== undefined && repair.dropped.length === 0;
      const list = isJsonObject(value) && Array.isArray(value.proposals) ? value.proposals : undefined;
      const proposals = whole || !list ? [] : list.filter((_, i) => !repair?.dropped.includes(i) && !refused.has(key(file, i)));
      const v = list || whole ? { ...(isJsonObject(value) ? value : {}), proposals } : value;
      kept.push({ ...s, value: v });
      sources.push({ ...s, value: v, file, batch_file: b.batch.batch_file, proposals: list ?? [] });
    }
    for (const r of repairs.filter((x) => x.batch_file === b.batch.batch_file)) {
      const file = join(dir, r.answer_file);
      let value: unknown;
      try {
        value = JSON.parse(readFileSync(file, 'utf8'));
      } catch (err) {
        throw new HygieneError('IO', `${file} is ${(err as NodeJS.ErrnoException).code === 'ENOENT' ? 'missing: write the repair answer first' : `not valid JSON: ${(err as Error).message}`}`);
      }
      // The repair answers only for the files whose proposals were refused (all of the batch's when the whole answer was).
      const from = sources.find((x) => x.file === r.source_file);
      const paths = r.dropped.length === 0 ? b.batch.paths : [...new Set(r.dropped.map((i) => from?.proposals[i]).filter(isJsonObject).map((p) => String(p.path)))];
      const list = isJsonObject(value) && Array.isArray(value.proposals) ? value.proposals : [];
      const proposals = list.filter((p, i) => {
        if (refused.has(key(r.answer_file, i))) return false;
        if (isJsonObject(p) && paths.includes(String(p.path))) return true;
        notes.push(`${file}: proposals[${i}] is not for a file whose proposal was refused; ignored`);
        return false;
      });
      const repairedValue = { proposals };
      kept.push({ name: file, value: repairedValue, file: r.answer_file });
      sources.push({ name: file, value: repairedValue, file: r.answer_file, batch_file: b.batch.batch_file, proposals: list });
      // A no-edit answer of the repair stands for its finding.
      const more = noEditsOf(value, file, b.batch.findings ?? [], notes, paths);
      pushAll(b.no_edit, more.filter((n) => !b.no_edit.some((m) => m.finding === n.finding)));
    }
    b.sources = kept;
  }
  return { sources, answers };
}

/** The answer file and local index of a global `proposals[i]` location. */
function locate(location: string, ranges: ReadonlyArray<{ name: string; start: number; count: number }>): { name: string; index: number; rest: string } | undefined {
  const m = /^proposals\[(\d+)\](.*)$/.exec(location);
  if (!m) return undefined;
  const i = Number(m[1]);
  const r = ranges.find((x) => i >= x.start && i < x.start + x.count);
  return r ? { name: r.name, index: i - r.start, rest: m[2]!.replace(/^\./, '') } : undefined;
}

/** The header table of report.md (its lines after the digest line, to the blank line after the table). */
export function headerLines(md: string): string[] {
  const t = md.split('\n');
  return t.slice(1, t.indexOf('', 3));
}

export async function finishCheck(o: FinishOptions): Promise<FinishResult> {
  const dir = o.scratch;
  const planFile = join(dir, 'plan.json');
  const planValue = readJsonFile(planFile, 'classification plan');
  const plan = asPlan(planValue, planFile);
  const recorded = (planValue as { project_root?: unknown }).project_root;
  if (recorded !== o.root) throw new HygieneError('USAGE', `${planFile} was planned for ${String(recorded)}, not for this project (${o.root})`);
  const scan = readJsonFile(join(dir, 'scan.json'), 'scan artifact') as ScanArtifact;
  if (scan?.project_root !== o.root) throw new HygieneError('USAGE', `${join(dir, 'scan.json')} is not a scan of this project (${o.root})`);

  // 1. Every answer is written; then the files a stronger model classifies again, once.
  const missing = plan.batches.map((b) => join(dir, b.proposals_file)).filter((f) => {
    try {
      readFileSync(f);
      return false;
    } catch {
      return true;
    }
  });
  if (missing.length) return { kind: 'missing', problems: missing.map((f) => `${f} is missing: write every classifier's answer first`) };
  const record = readEscalations(plan, dir);
  if (record !== undefined && !Array.isArray(record)) return { kind: 'refused', messages: [formatViolation(record)], internal: false };
  if (record === undefined) {
    const r = planEscalations(plan, dir);
    // A malformed answer escalates nothing: the build names it and the repair round takes it.
    const escalations = r.violations.length ? [] : r.escalations;
    writeFileAtomic(join(dir, ESCALATIONS_FILE), serializeEscalations(escalations));
    if (escalations.length) return { kind: 'escalate', escalations };
  }

  // 2. Build, with the repair round applied; refused proposals go back once, then out.
  const repairsRead = readRepairs(dir);
  if (repairsRead !== undefined && !Array.isArray(repairsRead)) return { kind: 'refused', messages: [formatViolation(repairsRead)], internal: false };
  const repairs = repairsRead ?? [];
  const proven = scanArtifactViolations(scan).length === 0 ? [await scannerProvenSource(scan)] : [];
  const refused = new Set<string>();
  const refusedList: Array<{ path: string; message: string }> = [];
  const notes: string[] = [];
  for (let round = 0; round < 20; round++) {
    notes.length = 0;
    let eff: ReturnType<typeof effective>;
    let cached: unknown;
    try {
      eff = effective(plan, dir, repairs, refused, notes);
      cached = JSON.parse(readFileSync(join(dir, plan.cached_proposals_file), 'utf8'));
    } catch (err) {
      if (err instanceof HygieneError) return { kind: 'missing', problems: [err.message] };
      throw err;
    }
    const answersProblem = [...eff.answers.problems, ...eff.answers.batches.flatMap((b) => b.problems)];
    if (answersProblem.length) return { kind: 'missing', problems: answersProblem.map(formatViolation) };
    const cachedName = join(dir, plan.cached_proposals_file);
    const cachedList = isJsonObject(cached) && Array.isArray(cached.proposals) ? cached.proposals : [];
    const cachedSource: Source = { name: cachedName, value: { proposals: cachedList.filter((_, i) => !refused.has(key(cachedName, i))) }, proposals: cachedList };
    const classification = planSourcesClassification(plan, eff.answers);
    const out = await runReport({
      scan, sources: [...proven, cachedSource, ...eff.sources], now: (o.now ?? (() => new Date()))(), tool_version: o.tool_version,
      on_demand_weight: o.on_demand_weight, conventions: o.conventions, category: o.category, model_free: false,
      classification: { ...classification, refused: refusedList },
    });
    if (out.stage === 'ok') {
      const jsonPath = join(dir, 'out', 'report.json');
      writeFileAtomic(jsonPath, out.json!);
      writeFileAtomic(join(dir, 'out', 'report.md'), out.md!);
      const checked = loadReportFile(jsonPath);
      if (checked.violations.length) return { kind: 'refused', messages: checked.violations.map(formatViolation), internal: true };
      writeCheckResult(o.root, out.json!, out.md!, out.report!.generated_at);
      const remembered = rememberClassifications({ root: o.root, plan, dir, answers: eff.answers, refused: refusedList });
      return { kind: 'written', report: out.report!, md: out.md!, notes, refused: refusedList, remembered };
    }
    if (out.stage !== 'proposals') return { kind: 'refused', messages: out.violations.map(formatViolation), internal: out.stage === 'report' };
    // Which answer file and proposal each refusal names.
    const all = [...proven.map((p) => ({ ...p, proposals: [] as unknown[] })), cachedSource, ...eff.sources] as Source[];
    const byName = new Map(all.map((s) => [s.name, s]));
    const groups = new Map<string, { source: Source; refused: Map<number, string[]> }>();
    const unplaced: Violation[] = [];
    for (const v of out.violations) {
      const at = locate(v.location, out.source_ranges ?? []);
      const source = at ? byName.get(at.name) : all.find((s) => v.location === s.name || v.location.startsWith(`${s.name}:`));
      if (!source || source.origin === 'scanner') {
        unplaced.push(v);
        continue;
      }
      const g = groups.get(source.name) ?? { source, refused: new Map() };
      groups.set(source.name, g);
      // An index into the value as built: map it back to the file's own proposals.
      const built = isJsonObject(source.value) && Array.isArray(source.value.proposals) ? source.value.proposals : [];
      const local = at ? source.proposals.indexOf(built[at.index]) : -1;
      const msg = at ? `${at.rest ? `${at.rest}: ` : ''}${v.message}` : v.message;
      g.refused.set(local, [...(g.refused.get(local) ?? []), msg]);
    }
    if (unplaced.length) return { kind: 'refused', messages: unplaced.map(formatViolation), internal: false };
    const canRepair = repairsRead === undefined;
    const newRepairs: Repair[] = [];
    const messages: string[] = [];
    for (const { source, refused: byIndex } of groups.values()) {
      const file = source.file;
      const isAnswer = file !== undefined && !file.startsWith('repaired-');
      if (canRepair && isAnswer && source.batch_file) {
        const whole = byIndex.has(-1);
        const list: RefusedProposal[] = [...byIndex.entries()].filter(([i]) => i >= 0).map(([i, problems]) => {
          const proposal = source.proposals[i];
          const path = isJsonObject(proposal) ? proposal.path : undefined;
          const batch = plan.batches.find((b) => b.batch_file === source.batch_file);
          return { index: i, proposal, problems, findings: (batch?.findings ?? []).filter((f) => f.path === path).map((f) => f.id) };
        });
        if (whole) list.unshift({ index: -1, proposal: null, problems: byIndex.get(-1)!, findings: (plan.batches.find((b) => b.batch_file === source.batch_file)?.findings ?? []).map((f) => f.id) });
        const repair: Repair = { batch_file: source.batch_file, source_file: file, dropped: whole ? [] : list.map((x) => x.index), repair_file: repairFileOf(file), answer_file: repairedFileOf(file) };
        writeFileAtomic(join(dir, repair.repair_file), serializeRepairFile({ batch_file: join(dir, source.batch_file), source_file: join(dir, file), refused: list }));
        newRepairs.push(repair);
        for (const x of list) for (const p of x.problems) messages.push(`${file}: ${x.index >= 0 ? `proposals[${x.index}]` : 'the answer'}: ${p}`);
        continue;
      }
      // Spent: the repair round ran (or the cache's answer no longer holds): refused for good.
      for (const [i, problems] of byIndex) {
        const proposal = source.proposals[i];
        const path = isJsonObject(proposal) && typeof proposal.path === 'string' ? proposal.path : '(unknown file)';
        if (i < 0) return { kind: 'refused', messages: problems.map((p) => `${source.name}: ${p}`), internal: false };
        refused.add(key(file ?? source.name, i));
        refusedList.push({ path, message: `${file ?? 'cached answer'} proposals[${i}]: ${problems.join('; ')}` });
      }
    }
    if (newRepairs.length) {
      writeFileAtomic(join(dir, REPAIRS_FILE), serializeRepairs(newRepairs));
      return { kind: 'repair', repairs: newRepairs, messages };
    }
  }
  return { kind: 'refused', messages: ['the report builder kept refusing proposals after every refused one was taken out'], internal: true };
}

/** What report.md says of the classification, over answers already read (as planSources does). */
function planSourcesClassification(plan: Plan, answers: PlanAnswers): Classification {
  const no_edit: Record<string, NoEditAnswer[]> = {};
  for (const [path, list] of Object.entries(plan.cached_no_edit ?? {})) no_edit[path] = list.map((a) => ({ ...a, cached: true }));
  for (const b of answers.batches) for (const a of b.no_edit) (no_edit[a.path] ??= []).push({ name: a.name, ...(a.line !== undefined ? { line: a.line } : {}), why: a.why, cached: false });
  return { left: plan.left, not_for_model: plan.not_for_model, classified: [...plan.cached, ...plan.batches.flatMap((b) => b.paths)], no_edit };
}
