// After a report is written: each file a classifier was given in this check gets a cache entry with
// what its batch answered for it, or its escalated answer (./answers.ts): its proposals and its
// no-edit answers with their reasons. A file is recorded only when its answer covers every finding
// it was asked about (a proposal citing it, or a no-edit entry), so an unanswered finding is asked
// again next time, never buried under a cached "nothing". The key is the one the plan computed from
// the bytes and evidence the classifier saw; a file whose bytes changed since then is not recorded,
// so a stale judgment is never cached.
import { contentDigest } from '../shared/content-digest.ts';
import { resolveInsideRoot } from '../shared/paths.ts';
import { store } from './cache.ts';
import type { Plan, PlannedFinding } from './plan.ts';
import { planAnswers, type NoEdit, type PlanAnswers } from './answers.ts';
import { formatViolation } from '../shared/errors.ts';
import { isJsonObject } from '../shared/json-object.ts';
import { pushAll } from '../shared/arrays.ts';

const proposalsOf = (v: unknown): Record<string, unknown>[] => {
  const list = isJsonObject(v) ? v.proposals : undefined;
  return Array.isArray(list) ? list.filter(isJsonObject) : [];
};

/** Whether a proposal's signals cite the finding (its name, and one of its lines when the citation has one). */
export function proposalCites(p: Record<string, unknown>, f: Pick<PlannedFinding, 'name' | 'lines'>): boolean {
  const signals = Array.isArray(p.signals) ? p.signals : [];
  return signals.some((s) => isJsonObject(s) && s.name === f.name && (typeof s.line !== 'number' || f.lines.length === 0 || f.lines.includes(s.line)));
}

/** The findings of `path` that neither a proposal nor a no-edit answer covers. */
export function unansweredFindings(path: string, findings: readonly PlannedFinding[], proposals: readonly Record<string, unknown>[], noEdit: readonly NoEdit[]): PlannedFinding[] {
  const own = proposals.filter((p) => p.path === path);
  return findings.filter((f) => f.path === path && !noEdit.some((n) => n.finding === f.id) && !own.some((p) => proposalCites(p, f)));
}

export interface RememberResult {
  stored: number;
  skipped: string[];
}

/**
 * `answers`: what the check built from (the repair round applied); read from the plan's files when absent.
 * `refused`: the classifier proposals the report builder refused for good. A refused proposal was an
 * answer all the same: its findings are recorded as no-edit answers whose reason is the refusal, so
 * an unchanged file shown the same evidence is not asked again (and refused again) every check.
 */
export function rememberClassifications(o: { root: string; plan: Plan; dir: string; answers?: PlanAnswers; refused?: ReadonlyArray<{ path: string; message: string }> }): RememberResult {
  const out: RememberResult = { stored: 0, skipped: [] };
  const answers = o.answers ?? planAnswers(o.plan, o.dir);
  if (answers.problems.length) {
    pushAll(out.skipped, answers.problems.map(formatViolation));
    return out;
  }
  for (const { batch: b, sources, no_edit, problems } of answers.batches) {
    if (problems.length) {
      out.skipped.push(`${b.proposals_file} or its escalated answers missing or unreadable`);
      continue;
    }
    const answer = sources.flatMap((s) => proposalsOf(s.value));
    for (const path of b.paths) {
      const key = o.plan.keys[path];
      if (!key) continue;
      let open = unansweredFindings(path, b.findings ?? [], answer, no_edit);
      const refusals = (o.refused ?? []).filter((r) => r.path === path);
      const refusedNoEdit = refusals.length ? open.map((f) => ({ name: f.name, ...(f.lines[0] !== undefined ? { line: f.lines[0] } : {}), why: `the classifier's proposal was refused: ${refusals.map((r) => r.message).join('; ')}` })) : [];
      if (refusals.length) open = [];
      if (open.length) {
        out.skipped.push(`${path}: ${open.map((f) => f.id).join(', ')} not answered`);
        continue;
      }
      let now: string;
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
      const noEdit = [...no_edit.filter((n) => n.path === path).map(({ name, line, why }) => ({ name, ...(line !== undefined ? { line } : {}), why })), ...refusedNoEdit];
      if (store(o.root, path, key, { proposals: answer.filter((p) => p.path === path), no_edit: noEdit })) out.stored++;
      else out.skipped.push(`${path}: the cache folder is not a plain folder`);
    }
  }
  return out;
}
