// What the report builder reads of one check's classification: the proposals (the cached answers
// first, then each batch's, an escalated file taking its stronger model's answer) and what
// report.md says beyond the entries: what the budget left, what was not for the model, which files
// a classifier answered, and its "no edit" answers with their reasons (this check's and the cached
// ones). A missing or malformed answer file is refused: the report is never built on half an answer.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { HygieneError, formatViolation } from '../shared/errors.ts';
import type { ProposalsSource } from '../report/check-proposals.ts';
import type { Classification, NoEditAnswer } from '../report/report-view.ts';
import type { Plan } from './plan.ts';
import { planAnswers } from './answers.ts';
import { isJsonObject } from '../shared/json-object.ts';

export interface PlanSources {
  sources: ProposalsSource[];
  classification: Classification;
  notes: string[];
}

/** A plan.json as written by the plan step, checked for the fields read here. */
export function asPlan(value: unknown, file: string): Plan {
  const p = value as Partial<Plan> | null;
  const ok =
    isJsonObject(p) &&
    Array.isArray(p.batches) &&
    typeof p.cached_proposals_file === 'string' &&
    Array.isArray(p.left) &&
    Array.isArray(p.not_for_model) &&
    Array.isArray(p.cached) &&
    p.batches.every((b) => isJsonObject(b) && Array.isArray(b.paths) && typeof b.batch_file === 'string' && typeof b.proposals_file === 'string');
  if (!ok) throw new HygieneError('PARSE', `${file} is not a classification plan`);
  for (const f of [p.cached_proposals_file!, ...p.batches!.flatMap((b) => [b.batch_file, b.proposals_file])])
    if (f.includes('/') || f.includes('\\')) throw new HygieneError('PARSE', `${file} names a proposals file outside its folder`);
  return p as Plan;
}

function readJson(file: string): unknown {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    throw new HygieneError(code === 'ENOENT' ? 'IO' : 'PARSE', code === 'ENOENT' ? `${file} is missing` : `${file} is not valid JSON: ${(err as Error).message}`);
  }
}

export function planSources(plan: Plan, dir: string): PlanSources {
  const cached = join(dir, plan.cached_proposals_file);
  if (!existsSync(cached)) throw new HygieneError('IO', `${cached} is missing`);
  const answers = planAnswers(plan, dir);
  const problem = [...answers.problems, ...answers.batches.flatMap((b) => b.problems)][0];
  if (problem) throw new HygieneError(problem.code, formatViolation(problem));
  const no_edit: Record<string, NoEditAnswer[]> = {};
  const add = (path: string, a: NoEditAnswer) => (no_edit[path] ??= []).push(a);
  for (const [path, list] of Object.entries(plan.cached_no_edit ?? {})) for (const a of list) add(path, { ...a, cached: true });
  for (const b of answers.batches) for (const a of b.no_edit) add(a.path, { name: a.name, ...(a.line !== undefined ? { line: a.line } : {}), why: a.why, cached: false });
  return {
    sources: [{ name: cached, value: readJson(cached) }, ...answers.batches.flatMap((b) => b.sources)],
    classification: {
      left: plan.left,
      not_for_model: plan.not_for_model,
      classified: [...plan.cached, ...plan.batches.flatMap((b) => b.paths)],
      no_edit,
    },
    notes: answers.notes,
  };
}
