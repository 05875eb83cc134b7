// Which classified files go to a stronger model, and the record of them. After every batch's answer
// is written, the rule of scripts/contract/escalation.ts picks the files whose answer is a hard,
// unsure choice; each gets an answer file of its own for the stronger model's answer, named after
// the file's path (so an answer left from an earlier run is never read as another file's), and
// escalations.json records them, so the report builder (./answers.ts) lets an answer replace only
// the file it was asked about. The answers are untrusted:
// a file that is not JSON, or a proposal whose fields the rule reads have the wrong shape, is a
// located violation, never a crash.
import { readRegularFile } from '../shared/read-bounded.ts';
import { join } from 'node:path';
import type { Violation } from '../shared/errors.ts';
import { sha256Hex } from '../shared/hash.ts';
import { needsEscalation, type EscalationFields } from '../contract/escalation.ts';
import type { Plan } from './plan.ts';
import { isJsonObject } from '../shared/json-object.ts';
import { pushAll } from '../shared/arrays.ts';

/** An answer or record in the scratch folder is a regular file (never a FIFO, a device or a link), read to this bound. */
export const MAX_ANSWER_BYTES = 64 * 1024 * 1024;

export const ESCALATIONS_FILE = 'escalations.json';
export const ESCALATIONS_FORMAT = 'doc-hygiene-escalations/1';

/** The answer file of an escalated path: `escalated-<first 12 hex of the path's sha256>.json`. */
export function answerFileOf(path: string): string {
  return `escalated-${sha256Hex(path).slice(0, 12)}.json`;
}

export interface Escalation {
  /** The batch file the file was classified from (a name in the scratch folder). */
  batch_file: string;
  /** The file (project-relative) the stronger model classifies again. */
  path: string;
  /** Where its answer is written (a name in the scratch folder). */
  answer_file: string;
}

export interface EscalationsRecord {
  format: typeof ESCALATIONS_FORMAT;
  escalations: Escalation[];
}

export interface EscalationPlan {
  escalations: Escalation[];
  violations: Violation[];
  /** Proposals left out of the rule, with why (a path its batch does not hold). */
  notes: string[];
}


const inUnitRange = (v: unknown): boolean => typeof v === 'number' && v >= 0 && v <= 1;

/** Shape problems of the fields the rule reads; the report builder checks the rest. */
function shapeViolations(p: unknown, at: string): Violation[] {
  const bad = (field: string, message: string): Violation => ({ location: `${at}${field}`, code: 'SCHEMA_VIOLATION', message });
  if (!isJsonObject(p)) return [bad('', 'a proposal must be an object')];
  const out: Violation[] = [];
  if (typeof p.path !== 'string') out.push(bad('.path', 'must be a string'));
  if (p.confidence !== undefined && !inUnitRange(p.confidence)) out.push(bad('.confidence', 'must be a number from 0 to 1'));
  if (p.category !== undefined && (!isJsonObject(p.category) || typeof p.category.class !== 'string')) out.push(bad('.category', 'must be an object with a string class'));
  if (p.op_type !== undefined && typeof p.op_type !== 'string') out.push(bad('.op_type', 'must be a string'));
  if (p.exact_edit !== undefined && (!isJsonObject(p.exact_edit) || typeof p.exact_edit.kind !== 'string')) out.push(bad('.exact_edit', 'must be an object with a string kind'));
  return out;
}

/** The proposals of one answer file, or the violation that stops it. */
function readAnswer(file: string): { proposals: unknown[] } | Violation {
  const read = readRegularFile(file, MAX_ANSWER_BYTES);
  if (!read.ok) return { location: '', code: 'IO', message: read.reason === 'absent' ? `${file} is missing: write every batch's answer first` : `${file} cannot be read (it ${read.reason})` };
  const text = read.bytes.toString('utf8');
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (err) {
    return { location: '', code: 'PARSE', message: `${file} is not valid JSON: ${(err as Error).message}` };
  }
  if (!isJsonObject(value) || !Array.isArray(value.proposals)) return { location: file, code: 'SCHEMA_VIOLATION', message: 'a proposals file must be an object { "proposals": [ ... ] }' };
  return { proposals: value.proposals };
}

/**
 * The files to escalate, in the plan's batch order and each batch's path order: a file is listed
 * once when any proposal its batch answered for it meets the rule.
 */
export function planEscalations(plan: Pick<Plan, 'batches'>, dir: string): EscalationPlan {
  const out: EscalationPlan = { escalations: [], violations: [], notes: [] };
  for (const b of plan.batches) {
    const file = join(dir, b.proposals_file);
    const answer = readAnswer(file);
    if (!('proposals' in answer)) {
      out.violations.push(answer);
      continue;
    }
    const shaped = answer.proposals.map((p, i) => shapeViolations(p, `${file}: proposals[${i}]`));
    pushAll(out.violations, shaped.flat());
    const unsure = new Set<string>();
    answer.proposals.forEach((p, i) => {
      if (shaped[i]!.length || !needsEscalation(p as EscalationFields)) return;
      const path = (p as { path: string }).path;
      if (b.paths.includes(path)) unsure.add(path);
      else out.notes.push(`${file}: proposals[${i}].path: ${path} is not in ${b.batch_file}; not escalated`);
    });
    for (const path of b.paths)
      if (unsure.has(path)) out.escalations.push({ batch_file: b.batch_file, path, answer_file: answerFileOf(path) });
  }
  if (out.violations.length) out.escalations = [];
  return out;
}

export function serializeEscalations(escalations: readonly Escalation[]): string {
  const record: EscalationsRecord = { format: ESCALATIONS_FORMAT, escalations: [...escalations] };
  return JSON.stringify(record, null, 2) + '\n';
}

/**
 * The record escalate wrote, checked against the plan: undefined when escalate did not run; a
 * violation when it is not such a record or names a file its batch does not hold.
 */
export function readEscalations(plan: Pick<Plan, 'batches'>, dir: string): Escalation[] | undefined | Violation {
  const file = join(dir, ESCALATIONS_FILE);
  const read = readRegularFile(file, MAX_ANSWER_BYTES);
  if (!read.ok && read.reason === 'absent') return undefined;
  let value: unknown;
  try {
    if (!read.ok) throw new Error(`it ${read.reason}`);
    value = JSON.parse(read.bytes.toString('utf8'));
  } catch (err) {
    return { location: '', code: 'PARSE', message: `${file} is not an escalations record: ${(err as Error).message}` };
  }
  const notRecord = (message: string): Violation => ({ location: file, code: 'SCHEMA_VIOLATION', message });
  if (!isJsonObject(value) || value.format !== ESCALATIONS_FORMAT || !Array.isArray(value.escalations)) return notRecord(`is not a ${ESCALATIONS_FORMAT} record`);
  const paths = new Set<string>();
  for (const [i, e] of value.escalations.entries()) {
    if (!isJsonObject(e) || typeof e.batch_file !== 'string' || typeof e.path !== 'string' || e.answer_file !== answerFileOf(e.path))
      return notRecord(`escalations[${i}] must be { batch_file, path, answer_file } with the answer file named after the path`);
    const batch = plan.batches.find((b) => b.batch_file === e.batch_file);
    if (!batch || !batch.paths.includes(e.path)) return notRecord(`escalations[${i}]: ${e.path} is not in the plan's ${e.batch_file}`);
    if (paths.has(e.path)) return notRecord(`escalations[${i}]: ${e.path} is named twice`);
    paths.add(e.path);
  }
  return value.escalations as Escalation[];
}
