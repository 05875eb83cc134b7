// What the classifiers answered in one check, as the report builder and the classification cache
// read it: each batch's proposals-<n>.json, except that a file escalated to a stronger model
// (./escalate.ts) takes that model's answer, escalated-<k>.json, instead of the first. An escalated
// answer replaces only the file it was asked about: its proposals for any other path are left out
// with a note, never trusted to replace another file's answer.
//
// An answer is { "proposals": [...], "no_edit": [{ "finding": "F3", "why": "..." }] }: a proposal
// for what needs an edit, a no-edit entry (with its reason) for each finding that does not. The
// no-edit entries are checked here against the plan's findings (an id the batch did not ask about,
// or an empty reason, is left out with a note) and taken out before the proposals go to the
// report builder's shape pass; a proposal is the builder's to check.
import { readRegularFile } from '../shared/read-bounded.ts';
import { join } from 'node:path';
import type { Violation } from '../shared/errors.ts';
import type { ProposalsSource } from '../report/check-proposals.ts';
import { MAX_ANSWER_BYTES, readEscalations } from './escalate.ts';
import type { Plan, PlannedBatch, PlannedFinding } from './plan.ts';
import { isJsonObject } from '../shared/json-object.ts';
import { pushAll } from '../shared/arrays.ts';

/** The longest reason kept from a no-edit answer. */
const MAX_WHY = 600;

/** A classifier's answer that one finding needs no edit. */
export interface NoEdit {
  finding: string;
  path: string;
  name: string;
  line?: number;
  why: string;
}

export interface BatchAnswer {
  batch: PlannedBatch;
  /** The batch's proposals file (less the proposals of its escalated files), then each escalated answer; `file` is its name in the scratch folder. */
  sources: Array<ProposalsSource & { file: string }>;
  /** The no-edit answers of the batch's files (an escalated file's from its escalated answer). */
  no_edit: NoEdit[];
  /** A missing or unreadable answer file of this batch. */
  problems: Violation[];
}

export interface PlanAnswers {
  batches: BatchAnswer[];
  /** An escalations record that is not one, or does not match the plan. */
  problems: Violation[];
  /** Proposals or no-edit entries left out, with why. */
  notes: string[];
}

function readAnswer(file: string, what: string): { value: unknown } | Violation {
  const read = readRegularFile(file, MAX_ANSWER_BYTES);
  if (!read.ok) return { location: '', code: 'IO', message: read.reason === 'absent' ? `${file} is missing: every ${what} must be written before the report is built` : `${file} cannot be read (it ${read.reason})` };
  const text = read.bytes.toString('utf8');
  try {
    return { value: JSON.parse(text) };
  } catch (err) {
    return { location: '', code: 'PARSE', message: `${file} is not valid JSON: ${(err as Error).message}` };
  }
}

/**
 * `value` as the shape pass reads it: only its proposals that `keep` accepts, and nothing else (the
 * no_edit list is read apart; any other field of an untrusted answer is left out). A value of
 * another shape is left for the shape pass to refuse.
 */
function keepProposals(value: unknown, keep: (p: unknown, i: number) => boolean): { value: unknown; dropped: number } {
  if (!isJsonObject(value) || !Array.isArray(value.proposals)) return { value, dropped: 0 };
  const kept = value.proposals.filter(keep);
  return { value: { proposals: kept }, dropped: value.proposals.length - kept.length };
}

/** The no-edit entries of an answer that name a finding of `findings` (those of `only` when given). */
export function noEditsOf(value: unknown, file: string, findings: readonly PlannedFinding[], notes: string[], only?: string | readonly string[]): NoEdit[] {
  if (!isJsonObject(value) || value.no_edit === undefined) return [];
  if (!Array.isArray(value.no_edit)) {
    notes.push(`${file}: no_edit is not a list; ignored`);
    return [];
  }
  const out: NoEdit[] = [];
  value.no_edit.forEach((x, i) => {
    const at = `${file}: no_edit[${i}]`;
    const id = isJsonObject(x) ? x.finding : undefined;
    const f = typeof id === 'string' ? findings.find((g) => g.id === id) : undefined;
    if (!f) return void notes.push(`${at}: ${typeof id === 'string' ? `${id} is not a finding of this batch` : 'names no finding'}; ignored`);
    const allowed = only === undefined ? undefined : typeof only === 'string' ? [only] : only;
    if (allowed && !allowed.includes(f.path)) return void notes.push(`${at}: ${f.id} is not of ${allowed.join(', ')}, the file${allowed.length === 1 ? '' : 's'} it was asked about; ignored`);
    const why = isJsonObject(x) && typeof x.why === 'string' ? x.why.trim() : '';
    if (!why) return void notes.push(`${at}: ${f.id} has no reason (why); ignored`);
    out.push({ finding: f.id, path: f.path, name: f.name, ...(f.lines.length ? { line: f.lines[0] } : {}), why: why.slice(0, MAX_WHY) });
  });
  return out;
}

export function planAnswers(plan: Pick<Plan, 'batches'>, dir: string): PlanAnswers {
  const record = readEscalations(plan, dir);
  const out: PlanAnswers = { batches: [], problems: [], notes: [] };
  if (record !== undefined && !Array.isArray(record)) out.problems.push(record);
  const escalations = Array.isArray(record) ? record : [];
  for (const batch of plan.batches) {
    const findings = batch.findings ?? [];
    const answer: BatchAnswer = { batch, sources: [], no_edit: [], problems: [] };
    out.batches.push(answer);
    const escalated: BatchAnswer['sources'] = [];
    const escalatedNoEdit: NoEdit[] = [];
    const replaced: string[] = [];
    for (const e of escalations.filter((x) => x.batch_file === batch.batch_file)) {
      const file = join(dir, e.answer_file);
      const read = readAnswer(file, "escalated file's answer");
      if (!('value' in read)) {
        answer.problems.push(read);
        continue;
      }
      const { value, dropped } = keepProposals(read.value, (p, i) => {
        if (isJsonObject(p) && p.path === e.path) return true;
        out.notes.push(`${file}: proposals[${i}] is not for ${e.path}, the only file escalated to it; ignored`);
        return false;
      });
      escalated.push({ name: dropped ? `${file} (only its proposals for ${e.path})` : file, value, file: e.answer_file });
      pushAll(escalatedNoEdit, noEditsOf(read.value, file, findings, out.notes, e.path));
      replaced.push(e.path);
    }
    const file = join(dir, batch.proposals_file);
    const read = readAnswer(file, "batch's classifier answer");
    if (!('value' in read)) {
      answer.problems.push(read);
      continue;
    }
    const { value, dropped } = keepProposals(read.value, (p) => !(isJsonObject(p) && typeof p.path === 'string' && replaced.includes(p.path)));
    answer.sources.push({ name: dropped ? `${file} (less its proposals for ${replaced.join(', ')}, escalated)` : file, value, file: batch.proposals_file }, ...escalated);
    answer.no_edit = [...noEditsOf(read.value, file, findings, out.notes).filter((x) => !replaced.includes(x.path)), ...escalatedNoEdit];
  }
  return out;
}
