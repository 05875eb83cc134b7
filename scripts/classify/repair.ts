// The repair round of one check: when the report builder refuses some of a classifier's proposals,
// those (and only those) go back to a classifier once, with the builder's messages, in a repair
// file named after the answer file they came from; its answer (repaired-<answer file>) replaces
// them. repairs.json records the round, so the next build knows which proposals the repaired
// answer replaces and that the round was spent: whatever still fails then is refused for good and
// listed in report.md, never retried and never silently dropped.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Violation } from '../shared/errors.ts';
import { isJsonObject } from '../shared/json-object.ts';
import { REPAIR_TASK } from '../contract/classifier-contract.ts';

export const REPAIRS_FILE = 'repairs.json';
export const REPAIRS_FORMAT = 'doc-hygiene-repairs/1';
export const REPAIR_FORMAT = 'doc-hygiene-repair/1';

export interface Repair {
  /** The batch the refused proposals answered. */
  batch_file: string;
  /** The answer file that held them (a batch's, or an escalated file's). */
  source_file: string;
  /** Their indexes in that file's proposals, taken out of the build. */
  dropped: number[];
  /** What the classifier is given: the refused proposals with the builder's messages. */
  repair_file: string;
  /** Where its answer is written. */
  answer_file: string;
}

const stem = (file: string) => file.replace(/\.json$/, '');
export const repairFileOf = (source: string) => `repair-${stem(source)}.json`;
export const repairedFileOf = (source: string) => `repaired-${stem(source)}.json`;

/** The record of the repair round, undefined when none ran; a violation when it is not one. */
export function readRepairs(dir: string): Repair[] | undefined | Violation {
  const file = join(dir, REPAIRS_FILE);
  let value: unknown;
  try {
    value = JSON.parse(readFileSync(file, 'utf8'));
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    return { location: file, code: 'PARSE', message: `is not a repairs record: ${(err as Error).message}` };
  }
  const bad = (message: string): Violation => ({ location: file, code: 'SCHEMA_VIOLATION', message });
  if (!isJsonObject(value) || value.format !== REPAIRS_FORMAT || !Array.isArray(value.repairs)) return bad(`is not a ${REPAIRS_FORMAT} record`);
  for (const [i, r] of value.repairs.entries()) {
    const names = isJsonObject(r) && [r.batch_file, r.source_file].every((f) => typeof f === 'string' && /^[\w.-]+$/.test(f));
    if (!names || !Array.isArray(r.dropped) || !r.dropped.every((k) => Number.isInteger(k) && k >= 0) || r.repair_file !== repairFileOf(String(r.source_file)) || r.answer_file !== repairedFileOf(String(r.source_file)))
      return bad(`repairs[${i}] must be { batch_file, source_file, dropped, repair_file, answer_file } with the files named after the source`);
  }
  return value.repairs as Repair[];
}

export function serializeRepairs(repairs: readonly Repair[]): string {
  return JSON.stringify({ format: REPAIRS_FORMAT, repairs }, null, 2) + '\n';
}

export interface RefusedProposal {
  index: number;
  proposal: unknown;
  problems: string[];
  /** The ids of the batch's findings on the proposal's file, for a no_edit answer instead. */
  findings: string[];
}

/** The repair file's text: what the classifier reads. */
export function serializeRepairFile(o: { batch_file: string; source_file: string; refused: RefusedProposal[] }): string {
  return JSON.stringify({ format: REPAIR_FORMAT, task: REPAIR_TASK, batch_file: o.batch_file, answer_file: o.source_file, refused: o.refused }, null, 1) + '\n';
}
