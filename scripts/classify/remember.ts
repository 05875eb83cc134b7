// After a report is written: each file a classifier was given in this check gets a cache entry with
// the proposals its batch answered for it, or its escalated answer (./answers.ts); none is an answer
// too: the file was judged clean. The key is the one the plan computed from the bytes and evidence
// the classifier saw; a file whose bytes changed since then is not recorded, so a stale judgment is
// never cached.
import { contentDigest } from '../shared/content-digest.ts';
import { resolveInsideRoot } from '../shared/paths.ts';
import { store } from './cache.ts';
import type { Plan } from './plan.ts';
import { planAnswers } from './answers.ts';
import { formatViolation } from '../shared/errors.ts';
import { isJsonObject } from '../shared/json-object.ts';
import { pushAll } from '../shared/arrays.ts';

const proposalsOf = (v: unknown): Record<string, unknown>[] => {
  const list = isJsonObject(v) ? v.proposals : undefined;
  return Array.isArray(list) ? list.filter(isJsonObject) : [];
};

export interface RememberResult {
  stored: number;
  skipped: string[];
}

export function rememberClassifications(o: { root: string; plan: Plan; dir: string }): RememberResult {
  const out: RememberResult = { stored: 0, skipped: [] };
  const answers = planAnswers(o.plan, o.dir);
  if (answers.problems.length) {
    pushAll(out.skipped, answers.problems.map(formatViolation));
    return out;
  }
  for (const { batch: b, sources, problems } of answers.batches) {
    if (problems.length) {
      out.skipped.push(`${b.proposals_file} or its escalated answers missing or unreadable`);
      continue;
    }
    const answer = sources.flatMap((s) => proposalsOf(s.value));
    for (const path of b.paths) {
      const key = o.plan.keys[path];
      if (!key) continue;
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
      if (store(o.root, path, key, answer.filter((p) => p.path === path))) out.stored++;
      else out.skipped.push(`${path}: the cache folder is not a plain folder`);
    }
  }
  return out;
}
