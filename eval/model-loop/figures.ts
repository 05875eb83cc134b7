// The figures of one model-in-the-loop check, from its answers folder alone (./play.ts wrote it):
// how many of the findings the plan gave classifiers got an answer that reached the report, how
// many proposals the report builder refused (at the first answer, and for good after the repair
// round), and, from the judgments of the report's classifier entries and no-edit answers, the share
// whose category is right and the share a maintainer accepts.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { wilson, type Proportion } from '../lib/stats.ts';
import { isJsonObject as isObject, type JsonObject as Json } from '../../scripts/shared/json-object.ts';

interface PlannedFinding { id: string; path: string; name: string; lines: number[] }
interface PlanFile {
  candidates: number;
  batches: Array<{ batch_file: string; proposals_file: string; paths: string[]; findings: PlannedFinding[] }>;
  left: Array<{ path: string }>;
  answered_by_scripts: string[];
  routed: unknown[];
}

/** A report entry a classifier's answer made, as it is judged. */
export interface EntryItem {
  item: 'entry';
  repo: string;
  path: string;
  /** exact_edit.kind, or `generative`. */
  kind: string;
  /** sha256 (16 hex) of the anchored lines (reducible range for a rewrite), plus NUL and the match of a replace-text. */
  anchor_digest: string;
  /** The replacement, destination or frontmatter value; null for a rewrite or a deletion. */
  target: string | null;
  category: string;
  safety_tier: string;
  op: string;
  signals: string[];
}

/** A no-edit answer, as it is judged: was leaving the finding alone right? */
export interface NoEditItem {
  item: 'no_edit';
  repo: string;
  path: string;
  signal: string;
  line: number | null;
  why: string;
}

export const ENTRY_VERDICTS = ['ACCEPT', 'REJECT'] as const;
export const CATEGORY_VERDICTS = ['RIGHT', 'WRONG'] as const;
export const NO_EDIT_VERDICTS = ['RIGHT', 'WRONG'] as const;

export const entryKey = (e: Pick<EntryItem, 'repo' | 'path' | 'kind' | 'anchor_digest' | 'target'>) => JSON.stringify(['entry', e.repo, e.path, e.kind, e.anchor_digest, e.target ?? null]);
export const noEditKey = (n: Pick<NoEditItem, 'repo' | 'path' | 'signal' | 'line'>) => JSON.stringify(['no_edit', n.repo, n.path, n.signal, n.line ?? null]);

export interface Figures {
  repo: string;
  candidates: number;
  batches: number;
  /** Findings the plan gave classifiers. */
  classifier_findings: number;
  /** Files the budget left for the next check, and their findings (hints not counted). */
  left_files: number;
  left_findings: number;
  /** Findings with an answer in the report: a classifier entry citing them, or a no-edit answer. */
  answered: { by_entry: number; by_no_edit: number; total: number; share: Proportion; share_with_left: Proportion; unanswered: string[] };
  /** Proposals of the first answers (batches and escalations). */
  proposals: number;
  refused_first: { count: number; share: Proportion };
  /** Refused after the repair round: left out of the report. */
  refused_final: { count: number; share: Proportion };
  escalated_files: number;
  repaired_answers: number;
  entries: { total: number; auto: number; confirm: number; by_category: Record<string, number> };
  judged: {
    entries: number;
    category: Proportion;
    accepted_auto: Proportion;
    accepted_confirm: Proportion;
    no_edit: Proportion;
    unjudged_entries: number;
    unjudged_no_edit: number;
  };
  /** What still needs a judge: the items with empty verdicts. */
  to_judge: Array<EntryItem | NoEditItem>;
  /** Judgment lines that break the vocabulary. */
  judgment_errors: string[];
}

function readJson(file: string): unknown {
  return JSON.parse(readFileSync(file, 'utf8'));
}
const readIf = (file: string): unknown => (existsSync(file) ? readJson(file) : undefined);
const listOf = (v: unknown, k: string): unknown[] => (isObject(v) && Array.isArray(v[k]) ? (v[k] as unknown[]) : []);
const digest = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 16);

/** The judgments of a corpus: one JSON object a line, keyed like the items above. */
export function loadJudgments(file: string): { byKey: Map<string, Json>; errors: string[] } {
  const out = { byKey: new Map<string, Json>(), errors: [] as string[] };
  if (!existsSync(file)) return out;
  readFileSync(file, 'utf8').split('\n').forEach((text, i) => {
    if (!text.trim()) return;
    const at = `${file}:${i + 1}`;
    let o: unknown;
    try {
      o = JSON.parse(text);
    } catch {
      return void out.errors.push(`${at}: not JSON`);
    }
    if (!isObject(o)) return void out.errors.push(`${at}: not an object`);
    if (o.verdict === '' || o.verdict === undefined) return; // not judged yet
    if (typeof o.evidence !== 'string' || !o.evidence.trim()) return void out.errors.push(`${at}: evidence missing`);
    if (o.item === 'entry') {
      if (!(ENTRY_VERDICTS as readonly unknown[]).includes(o.verdict)) return void out.errors.push(`${at}: verdict must be ${ENTRY_VERDICTS.join('|')}`);
      if (!(CATEGORY_VERDICTS as readonly unknown[]).includes(o.category_verdict)) return void out.errors.push(`${at}: category_verdict must be ${CATEGORY_VERDICTS.join('|')}`);
      out.byKey.set(entryKey(o as never), o);
    } else if (o.item === 'no_edit') {
      if (!(NO_EDIT_VERDICTS as readonly unknown[]).includes(o.verdict)) return void out.errors.push(`${at}: verdict must be ${NO_EDIT_VERDICTS.join('|')}`);
      out.byKey.set(noEditKey(o as never), o);
    } else out.errors.push(`${at}: item must be entry or no_edit`);
  });
  return out;
}

const sameProposal = (e: Json, p: Json): boolean => {
  if (e.path !== p.path || !isObject(e.category) || !isObject(p.category)) return false;
  if (e.category.class !== p.category.class || e.category.subtype !== p.category.subtype) return false;
  const ex = isObject(e.exact_edit) ? e.exact_edit : undefined;
  const px = isObject(p.exact_edit) ? p.exact_edit : undefined;
  if (ex || px) return JSON.stringify(ex?.kind) === JSON.stringify(px?.kind) && JSON.stringify(ex?.anchor ?? null) === JSON.stringify(px?.anchor ?? null);
  const er = isObject(e.reducible_range) ? e.reducible_range : {};
  const pr = isObject(p.reducible_range) ? p.reducible_range : {};
  return er.start_line === pr.start_line && er.end_line === pr.end_line;
};

/** The planned finding a cited signal names: same file, same name, on one of its lines (or both without one). */
function findingOf(findings: readonly PlannedFinding[], path: string, s: unknown): PlannedFinding | undefined {
  if (!isObject(s)) return undefined;
  return findings.find((f) => f.path === path && f.name === s.name && (typeof s.line === 'number' ? f.lines.includes(s.line) : f.lines.length === 0));
}

/**
 * `answers`: the answers folder; `root`: the work copy the report was built on (anchor digests are
 * of its lines); `repo`: owner/name.
 */
export function figuresOf(answers: string, root: string, repo: string, judgmentsFile: string): Figures {
  const plan = readJson(join(answers, 'plan.json')) as PlanFile;
  const report = readJson(join(answers, 'report.json')) as Json;
  const scanFindings = (readIf(join(answers, 'left-findings.json')) as Record<string, number> | undefined) ?? {};
  const escalations = listOf(readIf(join(answers, 'escalations.json')), 'escalations').filter(isObject);
  const repairs = listOf(readIf(join(answers, 'repairs.json')), 'repairs').filter(isObject);
  const findings = plan.batches.flatMap((b) => b.findings);
  const answer = (name: string) => readIf(join(answers, name));

  // The answers that count, each with the paths it may answer for (as the check reads them).
  const used: Array<{ value: unknown; paths: readonly string[] | undefined; first: boolean }> = [];
  for (const b of plan.batches) {
    const escalatedHere = escalations.filter((e) => e.batch_file === b.batch_file).map((e) => String(e.path));
    used.push({ value: answer(b.proposals_file), paths: b.paths.filter((p) => !escalatedHere.includes(p)), first: true });
  }
  for (const e of escalations) used.push({ value: answer(String(e.answer_file)), paths: [String(e.path)], first: true });
  for (const r of repairs) {
    const source = answer(String(r.source_file));
    const dropped = Array.isArray(r.dropped) ? (r.dropped as number[]) : [];
    const list = listOf(source, 'proposals');
    const batch = plan.batches.find((b) => b.batch_file === r.batch_file);
    const paths = dropped.length ? [...new Set(dropped.map((i) => list[i]).filter(isObject).map((p) => String(p.path)))] : (batch?.paths ?? []);
    used.push({ value: answer(String(r.answer_file)), paths, first: false });
  }
  const proposals = used.filter((u) => u.first).flatMap((u) => listOf(u.value, 'proposals').filter((p) => isObject(p) && (u.paths === undefined || u.paths.includes(String(p.path)))));
  const allProposals = used.flatMap((u) => listOf(u.value, 'proposals').filter(isObject));

  // Refusals: what the repair files held (first answers), and what finish left out for good.
  let refusedFirst = 0;
  for (const r of repairs) {
    const file = join(answers, String(r.repair_file));
    const refused = listOf(readIf(file), 'refused').filter(isObject);
    for (const x of refused) refusedFirst += x.index === -1 ? listOf(answer(String(r.source_file)), 'proposals').length : 1;
  }
  const finish = existsSync(join(answers, 'finish.txt')) ? readFileSync(join(answers, 'finish.txt'), 'utf8') : '';
  const refusedFinal = Number(/(\d+) proposal\(s\) refused after the repair round/.exec(finish)?.[1] ?? 0);

  // The report's entries a classifier's answer made (the scanner's own are not the model's).
  const entries = listOf(report, 'entries').filter(isObject).filter((e) => allProposals.some((p) => sameProposal(e, p as Json)));
  const answeredIds = new Set<string>();
  let byEntry = 0;
  for (const e of entries) {
    for (const s of Array.isArray(e.signals) ? e.signals : []) {
      const f = findingOf(findings, String(e.path), s);
      if (f && !answeredIds.has(f.id)) {
        answeredIds.add(f.id);
        byEntry++;
      }
    }
  }
  const noEdits: NoEditItem[] = [];
  let byNoEdit = 0;
  for (const u of used) {
    for (const x of listOf(u.value, 'no_edit').filter(isObject)) {
      const f = findings.find((g) => g.id === x.finding);
      const why = typeof x.why === 'string' ? x.why.trim() : '';
      if (!f || !why || (u.paths !== undefined && !u.paths.includes(f.path))) continue;
      noEdits.push({ item: 'no_edit', repo, path: f.path, signal: f.name, line: f.lines[0] ?? null, why });
      if (!answeredIds.has(f.id)) {
        answeredIds.add(f.id);
        byNoEdit++;
      }
    }
  }

  // Entry items, keyed by the lines they anchor to in the work copy.
  const linesOf = new Map<string, string[]>();
  const lines = (p: string) => {
    let l = linesOf.get(p);
    if (!l) {
      try {
        l = readFileSync(join(root, p), 'utf8').split('\n');
      } catch {
        l = [];
      }
      linesOf.set(p, l);
    }
    return l;
  };
  const items: EntryItem[] = entries.map((e) => {
    const x = isObject(e.exact_edit) ? e.exact_edit : undefined;
    const range = (isObject(x?.anchor) ? x!.anchor : isObject(e.reducible_range) ? e.reducible_range : undefined) as { start_line?: number; end_line?: number } | undefined;
    let text = range?.start_line ? lines(String(e.path)).slice(range.start_line - 1, range.end_line).join('\n') : '';
    if (typeof x?.match === 'string') text += '\0' + x.match;
    const target = typeof x?.replacement === 'string' ? x.replacement : typeof x?.dest_path === 'string' ? x.dest_path : typeof x?.value === 'string' ? `${String(x.key)}: ${x.value}` : null;
    const cat = isObject(e.category) ? `${String(e.category.class)}/${String(e.category.subtype)}` : '?';
    const signals = (Array.isArray(e.signals) ? e.signals : []).filter(isObject).map((s) => `${String(s.name)}${typeof s.line === 'number' ? `@${s.line}` : ''}: ${String(s.detail ?? '')}`);
    return { item: 'entry', repo, path: String(e.path), kind: typeof x?.kind === 'string' ? x.kind : 'generative', anchor_digest: digest(text), target, category: cat, safety_tier: String(e.safety_tier), op: String(e.op ?? ''), signals };
  });

  const judged = loadJudgments(judgmentsFile);
  let catRight = 0, catN = 0, autoK = 0, autoN = 0, confK = 0, confN = 0, neK = 0, neN = 0;
  const toJudge: Array<EntryItem | NoEditItem> = [];
  for (const it of items) {
    const j = judged.byKey.get(entryKey(it));
    if (!j) {
      toJudge.push(it);
      continue;
    }
    catN++;
    if (j.category_verdict === 'RIGHT') catRight++;
    if (it.safety_tier === 'auto') {
      autoN++;
      if (j.verdict === 'ACCEPT') autoK++;
    } else {
      confN++;
      if (j.verdict === 'ACCEPT') confK++;
    }
  }
  for (const n of noEdits) {
    const j = judged.byKey.get(noEditKey(n));
    if (!j) {
      toJudge.push(n);
      continue;
    }
    neN++;
    if (j.verdict === 'RIGHT') neK++;
  }

  const byCategory: Record<string, number> = {};
  for (const it of items) byCategory[it.category] = (byCategory[it.category] ?? 0) + 1;
  const leftFindings = plan.left.reduce((n, l) => n + (scanFindings[l.path] ?? 0), 0);
  return {
    repo,
    candidates: plan.candidates,
    batches: plan.batches.length,
    classifier_findings: findings.length,
    left_files: plan.left.length,
    left_findings: leftFindings,
    answered: {
      by_entry: byEntry, by_no_edit: byNoEdit, total: answeredIds.size,
      share: wilson(answeredIds.size, findings.length),
      share_with_left: wilson(answeredIds.size, findings.length + leftFindings),
      unanswered: findings.filter((f) => !answeredIds.has(f.id)).map((f) => `${f.id} ${f.path} ${f.name}${f.lines.length ? `@${f.lines[0]}` : ''}`),
    },
    proposals: proposals.length,
    refused_first: { count: refusedFirst, share: wilson(refusedFirst, proposals.length) },
    refused_final: { count: refusedFinal, share: wilson(refusedFinal, proposals.length) },
    escalated_files: escalations.length,
    repaired_answers: repairs.length,
    entries: { total: items.length, auto: items.filter((i) => i.safety_tier === 'auto').length, confirm: items.filter((i) => i.safety_tier !== 'auto').length, by_category: byCategory },
    judged: {
      entries: catN,
      category: wilson(catRight, catN),
      accepted_auto: wilson(autoK, autoN),
      accepted_confirm: wilson(confK, confN),
      no_edit: wilson(neK, neN),
      unjudged_entries: toJudge.filter((t) => t.item === 'entry').length,
      unjudged_no_edit: toJudge.filter((t) => t.item === 'no_edit').length,
    },
    to_judge: toJudge,
    judgment_errors: judged.errors,
  };
}

const pct = (p: Proportion) => (p.p === null ? '-' : `${(100 * p.p).toFixed(1)}% [${(100 * (p.lo ?? 0)).toFixed(1)}-${(100 * (p.hi ?? 0)).toFixed(1)}]`);

/** The figures as a few lines of text. */
export function figuresText(f: Figures): string[] {
  return [
    `${f.repo}: ${f.candidates} candidates, ${f.classifier_findings} findings to classifiers in ${f.batches} batch(es), ${f.left_files} file(s) left for the next check (${f.left_findings} findings)`,
    `answered: ${f.answered.total} of ${f.classifier_findings} (${f.answered.by_entry} by a report entry, ${f.answered.by_no_edit} by no_edit): ${pct(f.answered.share)}; counting the left ones: ${pct(f.answered.share_with_left)}`,
    `proposals: ${f.proposals}; refused at the first answer ${f.refused_first.count} (${pct(f.refused_first.share)}), after the repair round ${f.refused_final.count} (${pct(f.refused_final.share)}); ${f.escalated_files} escalated file(s), ${f.repaired_answers} repair answer(s)`,
    `classifier entries in the report: ${f.entries.total} (${f.entries.auto} auto, ${f.entries.confirm} confirm): ${Object.entries(f.entries.by_category).map(([k, v]) => `${k} ${v}`).join(', ') || 'none'}`,
    `judged: ${f.judged.entries} entries: category right ${pct(f.judged.category)}, accepted auto ${pct(f.judged.accepted_auto)}, confirm ${pct(f.judged.accepted_confirm)}; no_edit right ${pct(f.judged.no_edit)}; to judge: ${f.judged.unjudged_entries} entries, ${f.judged.unjudged_no_edit} no_edit`,
    ...f.judgment_errors.map((e) => `judgment error: ${e}`),
  ];
}
