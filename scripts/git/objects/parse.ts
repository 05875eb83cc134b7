// Parses the two object kinds a history read needs: commits (tree, parents, committer time) and
// trees (mode, name, object name per entry), and finds a file's blob at a path in a commit.
import type { ObjectStore } from './object-store.ts';

export interface CommitInfo {
  tree: string;
  parents: string[];
  /** Committer time, seconds since the epoch. */
  time: number;
}

export interface TreeItem {
  /** Normalized as git reports it: 040000, 100644, 100755, 120000 or 160000. */
  mode: string;
  path: string;
  oid: string;
}

export function parseCommit(data: Buffer, oid: string): CommitInfo {
  const end = data.indexOf('\n\n');
  const head = data.toString('utf8', 0, end < 0 ? data.length : end);
  let tree: string | undefined;
  const parents: string[] = [];
  let time: number | undefined;
  for (const line of head.split('\n')) {
    if (line.startsWith('tree ')) tree = line.slice(5);
    else if (line.startsWith('parent ')) parents.push(line.slice(7));
    else if (line.startsWith('committer ')) {
      const m = /> (-?\d+) [+-]\d{4}$/.exec(line);
      if (m) time = Number(m[1]);
    }
  }
  if (!tree || time === undefined) throw new Error(`commit ${oid}: no tree or committer line`);
  return { tree, parents, time };
}

/** git's own normalization of tree entry modes (fsck accepts a few historic variants). */
function normalizeMode(raw: string): string {
  const m = parseInt(raw, 8);
  const kind = m & 0o170000;
  if (kind === 0o040000) return '040000';
  if (kind === 0o120000) return '120000';
  if (kind === 0o160000) return '160000';
  return m & 0o111 ? '100755' : '100644';
}

export function parseTree(data: Buffer, oid: string): TreeItem[] {
  const out: TreeItem[] = [];
  let at = 0;
  while (at < data.length) {
    const sp = data.indexOf(0x20, at);
    const nul = sp < 0 ? -1 : data.indexOf(0, sp + 1);
    if (sp < 0 || nul < 0 || nul + 21 > data.length) throw new Error(`tree ${oid}: corrupt entry at byte ${at}`);
    out.push({
      mode: normalizeMode(data.toString('latin1', at, sp)),
      path: data.toString('utf8', sp + 1, nul),
      oid: data.toString('hex', nul + 1, nul + 21),
    });
    at = nul + 21;
  }
  return out;
}

function expect(store: ObjectStore, oid: string, type: 'commit' | 'tree' | 'blob'): Buffer {
  const o = store.read(oid);
  if (o.type !== type) throw new Error(`object ${oid} is a ${o.type}, not a ${type}`);
  return o.data;
}

export function readCommit(store: ObjectStore, oid: string): CommitInfo {
  return parseCommit(expect(store, oid, 'commit'), oid);
}

export function readTree(store: ObjectStore, oid: string): TreeItem[] {
  return parseTree(expect(store, oid, 'tree'), oid);
}

/** The content of the file at `path` in commit `commit`, or undefined when there is no file there. */
export function blobAt(store: ObjectStore, commit: string, path: string): Buffer | undefined {
  let tree = readCommit(store, commit).tree;
  const parts = path.split('/');
  for (let i = 0; i < parts.length; i++) {
    const e = readTree(store, tree).find((x) => x.path === parts[i]);
    if (!e) return undefined;
    if (i === parts.length - 1) return e.mode === '040000' || e.mode === '160000' ? undefined : expect(store, e.oid, 'blob');
    if (e.mode !== '040000') return undefined;
    tree = e.oid;
  }
  return undefined;
}
