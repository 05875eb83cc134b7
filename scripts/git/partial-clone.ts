// Clones that do not hold every object of their history, read from the repository's own config
// file (no git spawned): a partial clone (`git clone --filter=...`) names its promisor remote in
// `extensions.partialClone` or `remote.<name>.promisor = true`. Reading a blob such a clone lacks
// makes git fetch it from that remote (one network round trip per batch, and offline each one fails),
// so the history reader asks git only for what the clone holds: see native-backend.ts.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { RepoLayout } from './layout.ts';

/** The promisor remotes of a partial clone; empty for a full (or shallow) clone. */
export function promisorRemotes(layout: RepoLayout | undefined): string[] {
  if (!layout) return [];
  let text: string;
  try {
    text = readFileSync(join(layout.commondir, 'config'), 'utf8');
  } catch {
    return [];
  }
  const out = new Set<string>();
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
  }
  return [...out];
}

export function isPartialClone(layout: RepoLayout | undefined): boolean {
  return promisorRemotes(layout).length > 0;
}

/** git learned GIT_NO_LAZY_FETCH (a missing object is an error instead of a fetch) in 2.44. */
export const NO_LAZY_FETCH_SINCE: readonly [number, number] = [2, 44];
