// What the classifiers answered in one check, as the report builder and the classification cache
// read it: each batch's proposals-<n>.json, except that a file escalated to a stronger model
// (./escalate.ts) takes that model's answer, escalated-<k>.json, instead of the first. An escalated
// answer replaces only the file it was asked about: its proposals for any other path are left out
// with a note, never trusted to replace another file's answer.
import { readRegularFile } from '../shared/read-bounded.ts';
import { join } from 'node:path';
import type { Violation } from '../shared/errors.ts';
import type { ProposalsSource } from '../report/check-proposals.ts';
import { MAX_ANSWER_BYTES, readEscalations } from './escalate.ts';
import type { Plan, PlannedBatch } from './plan.ts';
import { isJsonObject } from '../shared/json-object.ts';

export interface BatchAnswer {
  batch: PlannedBatch;
  /** The batch's proposals file (less the proposals of its escalated files), then each escalated answer. */
  sources: ProposalsSource[];
  /** A missing or unreadable answer file of this batch. */
  problems: Violation[];
}

export interface PlanAnswers {
  batches: BatchAnswer[];
  /** An escalations record that is not one, or does not match the plan. */
  problems: Violation[];
  /** Proposals of an escalated answer left out, with why. */
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

/** `value` with only the proposals `keep` accepts (a value of another shape is left for the shape pass). */
function keepProposals(value: unknown, keep: (p: unknown, i: number) => boolean): { value: unknown; dropped: number } {
  if (!isJsonObject(value) || !Array.isArray(value.proposals)) return { value, dropped: 0 };
  const kept = value.proposals.filter(keep);
  return { value: { ...value, proposals: kept }, dropped: value.proposals.length - kept.length };
}

export function planAnswers(plan: Pick<Plan, 'batches'>, dir: string): PlanAnswers {
  const record = readEscalations(plan, dir);
  const out: PlanAnswers = { batches: [], problems: [], notes: [] };
  if (record !== undefined && !Array.isArray(record)) out.problems.push(record);
  const escalations = Array.isArray(record) ? record : [];
  for (const batch of plan.batches) {
    const answer: BatchAnswer = { batch, sources: [], problems: [] };
    out.batches.push(answer);
    const escalated: ProposalsSource[] = [];
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
      escalated.push({ name: dropped ? `${file} (only its proposals for ${e.path})` : file, value });
      replaced.push(e.path);
    }
    const file = join(dir, batch.proposals_file);
    const read = readAnswer(file, "batch's classifier answer");
    if (!('value' in read)) {
      answer.problems.push(read);
      continue;
    }
    const { value, dropped } = keepProposals(read.value, (p) => !(isJsonObject(p) && typeof p.path === 'string' && replaced.includes(p.path)));
    answer.sources.push({ name: dropped ? `${file} (less its proposals for ${replaced.join(', ')}, escalated)` : file, value }, ...escalated);
  }
  return out;
}
