// The repository as one in-memory index, built once from the git file list.
import { posix } from 'node:path';
import type { RepoIndex } from './types.ts';

export function buildRepoIndex(files: string[]): RepoIndex {
  const fileSet = new Set(files);
  const dirs = new Set<string>();
  const lower = new Map<string, string[]>();
  const stems = new Set<string>();
  const addLower = (p: string) => {
    const k = p.toLowerCase();
    const list = lower.get(k);
    if (!list) lower.set(k, [p]);
    else if (!list.includes(p)) list.push(p);
  };
  for (const f of files) {
    addLower(f);
    const ext = posix.extname(f);
    if (ext !== '' && ext !== f && !posix.basename(f).startsWith('.')) stems.add(f.slice(0, -ext.length));
    for (let i = f.lastIndexOf('/'); i > 0; i = f.lastIndexOf('/', i - 1)) {
      const d = f.slice(0, i);
      if (dirs.has(d)) break;
      dirs.add(d);
      addLower(d);
    }
  }
  return { files: fileSet, dirs, lower, stems, ignored: new Set(), on_disk: new Set(), in_head: new Set(), sites: [], redirects: new Map(), page_routes: { byUrl: new Map(), urlOf: new Map(), targets: new Map(), targetsIn: new Map() } };
}
