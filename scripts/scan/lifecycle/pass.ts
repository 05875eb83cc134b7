// The scanner's hook for the lifecycle pass (../run-scan.ts calls it once, after the
// per-doc signals): the project's rulebook and the built-in OpenSpec checks, over files and folders
// of any type, merged into the scan's signals and notes. Its paths join the shortlist like any other
// signal-bearing path.
import type { HistoryIndex } from '../../git/history/types.ts';
import type { Config } from '../../config/config-types.ts';
import type { SignalHit } from '../types.ts';
import { collectLifecycle } from './collect.ts';
import { isArchivePath } from '../../roles/assign-roles.ts';
import { pushAll } from '../../shared/arrays.ts';

export interface LifecyclePassInput {
  root: string;
  config: Config;
  /** Every project file, as git lists them. */
  files: readonly string[];
  scope: { isExcluded(path: string): boolean; inNarrowScope(path: string): boolean };
  history: Pick<HistoryIndex, 'lastChange'> | undefined;
  now: Date;
  /** The scan's signals by path (extended in place). */
  hits: Map<string, SignalHit[]>;
  /** The scan's notes (extended in place). */
  notes: string[];
}

export async function lifecyclePass(p: LifecyclePassInput): Promise<void> {
  const { config } = p;
  const result = await collectLifecycle({
    root: p.root,
    settings: { rules: config.lifecycle.rules, conventions: config.conventions, openspec: config.lifecycle.openspec },
    files: p.files,
    // Rules never match inside archives (the roles' archive folders), as when archive/ was an excluded folder.
    isExcluded: (f) => p.scope.isExcluded(f) || isArchivePath(f),
    inScope: (f) => p.scope.inNarrowScope(f),
    history: p.history,
    now: p.now,
  });
  for (const [path, list] of result.signals) p.hits.set(path, [...(p.hits.get(path) ?? []), ...list]);
  pushAll(p.notes, result.notes);
}
