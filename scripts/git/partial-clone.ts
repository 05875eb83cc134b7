// Clones that do not hold every object of their history, read from the repository's own config
// file (no git spawned but `git version`, once): a partial clone (`git clone --filter=...`) names its promisor remote in
// `extensions.partialClone` or `remote.<name>.promisor = true`. Reading a blob such a clone lacks
// makes git fetch it from that remote (one network round trip per batch, and offline each one fails),
// so the history reader asks git only for what the clone holds: see native-backend.ts.
import { readRegularText } from '../shared/read-bounded.ts';
import { join } from 'node:path';
import { gitVersion } from './exec.ts';
import { repoLayoutAt, type RepoLayout } from './layout.ts';

interface PartialConfig {
  remotes: string[];
  /** `remote.<name>.partialclonefilter` values (`blob:none`, `tree:0`, ...). */
  filters: string[];
}

function readPartialConfig(layout: RepoLayout | undefined): PartialConfig {
  const none: PartialConfig = { remotes: [], filters: [] };
  if (!layout) return none;
  const text = readRegularText(join(layout.commondir, 'config'), 16 * 1024 * 1024); // never a FIFO, bounded
  if (text === undefined) return none;
  const out = new Set<string>();
  const filters: string[] = [];
  let section = '';
  let sub = '';
  for (const raw of text.split('\n')) {
    const line = raw.replace(/(^|\s)[;#].*$/, '').trim();
    const head = /^\[\s*([A-Za-z0-9.-]+)(?:\s+"((?:[^"\\]|\\.)*)")?\s*\]/.exec(line);
    if (head) {
      section = head[1]!.toLowerCase();
      sub = head[2] ?? '';
      continue;
    }
    const kv = /^([A-Za-z][A-Za-z0-9-]*)\s*(?:=\s*(.*))?$/.exec(line);
    if (!kv) continue;
    const key = kv[1]!.toLowerCase();
    const value = (kv[2] ?? 'true').trim().replace(/^"(.*)"$/, '$1');
    if (section === 'extensions' && key === 'partialclone' && value !== '') out.add(value);
    else if (section === 'remote' && key === 'promisor' && /^(true|yes|on|1)$/i.test(value)) out.add(sub);
    else if (section === 'remote' && key === 'partialclonefilter') filters.push(value);
  }
  return { remotes: [...out], filters };
}

/** The promisor remotes of a partial clone; empty for a full (or shallow) clone. */
export function promisorRemotes(layout: RepoLayout | undefined): string[] {
  return readPartialConfig(layout).remotes;
}

export function isPartialClone(layout: RepoLayout | undefined): boolean {
  return promisorRemotes(layout).length > 0;
}

/**
 * Whether the clone may lack trees too (`--filter=tree:<depth>`, or a filter this reader does not
 * know): then even reading which files a commit changed would fetch. `blob:none` and
 * `blob:limit=<n>` leave every tree in place.
 */
export function mayLackTrees(layout: RepoLayout | undefined): boolean {
  const c = readPartialConfig(layout);
  if (c.remotes.length === 0) return false;
  if (c.filters.length === 0) return true; // a promisor remote with no recorded filter: assume the worst
  return c.filters.some((f) => !/^blob:(?:none|limit=\S+)$/.test(f));
}

/**
 * Whether this git honours GIT_NO_LAZY_FETCH (a missing object is an error instead of a fetch): new
 * in 2.44.0, and backported by the security releases of April 2024 (2.39.4, 2.40.2, 2.41.1, 2.42.2,
 * 2.43.4; seen on 2.39.5: "warning: lazy fetching disabled").
 */
export function honoursNoLazyFetch(v: readonly [number, number, number] | undefined): boolean {
  if (!v) return false;
  const [major, minor, patch] = v;
  if (major !== 2) return major > 2;
  if (minor >= 44) return true;
  const backport: Record<number, number> = { 39: 4, 40: 2, 41: 1, 42: 2, 43: 4 };
  return backport[minor] !== undefined && patch >= backport[minor]!;
}

/**
 * What a scan may ask git to read of the history at `root`: `all` in a full clone (an object git
 * cannot read is damage), `held` in a partial clone whose git honours GIT_NO_LAZY_FETCH (a missing
 * object is expected and costs no fetch), `none` in a partial clone whose git would fetch it.
 */
export type HistoryObjects = 'all' | 'held' | 'none';

export function historyObjects(layout: RepoLayout | undefined, gitVersion: readonly [number, number, number] | undefined): HistoryObjects {
  if (!isPartialClone(layout)) return 'all';
  return honoursNoLazyFetch(gitVersion) ? 'held' : 'none';
}

/** historyObjects of the repository rooted at `root`, with the installed git. */
export async function historyObjectsAt(root: string): Promise<HistoryObjects> {
  return historyObjects(repoLayoutAt(root), await gitVersion());
}
