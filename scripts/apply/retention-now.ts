// What proves a retention (`temporary`) delete at apply time: the scanner's own lifecycle pass, run
// again now over the committed rulebook and the repository itself. A doc's age comes from git (its
// last commit; its mtime when untracked or modified) and its rank among the rule's other matches,
// exactly as the scanner computes them (scan/lifecycle/), never from the report's `age_days`. The
// history is read from git, not from `.dochygiene/cache/` (the cache is input like the report).
import type { Config } from '../config/config-types.ts';
import type { Entry } from '../contract/types.ts';
import { listProjectFiles } from '../git/files.ts';
import { loadHistoryIndex } from '../git/history/index.ts';
import type { HistoryIndex } from '../git/history/types.ts';
import { findProjectRoot } from '../git/root.ts';
import { LIFECYCLE_SIGNAL } from '../lifecycle/detect.ts';
import { lifecyclePass } from '../scan/lifecycle/pass.ts';
import { buildScopeFilter } from '../scan/scope.ts';
import type { SignalHit } from '../scan/types.ts';

/** Path -> the rule ids that put it past retention now, with the age the repository gives it. */
export type RetentionNow = Map<string, Array<{ rule_ref: string; age_days: number }>>;

export function isRetentionDelete(e: Entry): boolean {
  return e.lifecycle?.lifetime === 'temporary';
}

async function historyFromGit(root: string, config: Config): Promise<Pick<HistoryIndex, 'lastChange'> | undefined> {
  if (!(await findProjectRoot(root)).inGit) return undefined;
  try {
    const { max_commits, max_line_counts } = config.history;
    return await loadHistoryIndex(root, { max_commits, max_line_counts, cache: false });
  } catch {
    return undefined; // no history: ages fall back to mtimes, as in the scanner
  }
}

export async function retentionNow(root: string, config: Config, now: Date): Promise<RetentionNow> {
  const hits = new Map<string, SignalHit[]>();
  const scope = buildScopeFilter(config.scan.globs, config.scan.exclude_dirs, undefined);
  await lifecyclePass({ root, config, files: await listProjectFiles(root), scope, history: await historyFromGit(root, config), now, hits, notes: [] });
  const out: RetentionNow = new Map();
  for (const [path, list] of hits) {
    for (const h of list) {
      if (h.name !== LIFECYCLE_SIGNAL || h.lifetime !== 'temporary' || typeof h.rule_ref !== 'string' || typeof h.age_days !== 'number') continue;
      out.set(path, [...(out.get(path) ?? []), { rule_ref: h.rule_ref, age_days: h.age_days }]);
    }
  }
  return out;
}

/** Why the repository does not put a retention delete past retention now, or undefined when it does. */
export function retentionProblem(e: Entry, now: RetentionNow): string | undefined {
  const lc = e.lifecycle;
  if (!lc || !isRetentionDelete(e)) return undefined;
  if ((now.get(e.path) ?? []).some((v) => v.rule_ref === lc.rule_ref)) return undefined;
  const claimed = lc.age_days !== undefined ? ` (the report says ${lc.age_days} days old)` : '';
  return `rule ${lc.rule_ref} of the committed rulebook does not put ${e.path} past retention now, by its age in git and its rank among the rule's matches${claimed}`;
}
