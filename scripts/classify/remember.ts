// After a report is written: each file a classifier was given in this check gets a cache entry with
// the proposals its batch answered for it (none is an answer too: the file was judged clean). The
// key is the one the plan computed from the bytes and evidence the classifier saw; a file whose
// bytes changed since then is not recorded, so a stale judgment is never cached.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { contentDigest } from '../shared/content-digest.ts';
import { resolveInsideRoot } from '../shared/paths.ts';
import { store } from './cache.ts';
import type { Plan } from './plan.ts';

export interface RememberResult {
  stored: number;
  skipped: string[];
}

function answerOf(file: string): Record<string, unknown>[] | undefined {
  try {
    const v = JSON.parse(readFileSync(file, 'utf8')) as { proposals?: unknown };
    return Array.isArray(v.proposals) ? (v.proposals.filter((p) => p && typeof p === 'object') as Record<string, unknown>[]) : undefined;
  } catch {
    return undefined;
  }
}

export function rememberClassifications(o: { root: string; plan: Plan; dir: string }): RememberResult {
  const out: RememberResult = { stored: 0, skipped: [] };
  for (const b of o.plan.batches) {
    const answer = answerOf(join(o.dir, b.proposals_file));
    if (!answer) {
      out.skipped.push(`${b.proposals_file} missing or unreadable`);
      continue;
    }
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
