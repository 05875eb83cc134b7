// The archived copies archive_to_live_ratio reads, known before any doc is parsed: for each doc,
// the archived copies of it the file list holds and whether each is byte-identical to it.
import { readProjectFile } from '../../shared/paths.ts';
import { isArchivePath } from '../../roles/assign-roles.ts';
import type { ArchivedCopy } from '../types.ts';
import type { PlanFact } from './fact.ts';

/** Copies are compared only as regular files within this bound (never through a symlink out). */
const MAX_COMPARED_BYTES = 16 * 1024 * 1024;

/**
 * An archived file sharing a live doc's path is its copy only when it shares at least this share of
 * its distinct non-blank lines with the doc: an archive folder's own README beside the root README
 * shares a name, not content.
 */
export const MIN_SHARED_LINES = 0.5;

function sharedLineShare(a: string, b: string): number {
  const set = (t: string) => new Set(t.split('\n').map((l) => l.trim()).filter((l) => l !== ''));
  const mine = set(a);
  const theirs = set(b);
  if (theirs.size === 0) return 0;
  let shared = 0;
  for (const l of theirs) if (mine.has(l)) shared++;
  return shared / theirs.size;
}

/** Each doc's archived copies (similar content), compared byte for byte; docs without one are absent. */
export function archivedCopies(root: string, docPaths: string[], files: Set<string>): Map<string, ArchivedCopy[]> {
  const out = new Map<string, ArchivedCopy[]>();
  for (const [path, copies] of archivedCopyCandidates(docPaths, files)) {
    const r = readProjectFile(root, path, MAX_COMPARED_BYTES);
    if (!r.ok) continue;
    const mine = r.bytes;
    const found = copies.flatMap((c) => {
      const other = readProjectFile(root, c, MAX_COMPARED_BYTES);
      if (!other.ok) return [];
      const identical = other.bytes.equals(mine);
      if (!identical && sharedLineShare(mine.toString('utf8'), other.bytes.toString('utf8')) < MIN_SHARED_LINES) return [];
      return [{ path: c, identical }];
    });
    if (found.length > 0) out.set(path, found);
  }
  return out;
}

/**
 * Where an archived copy of each doc stands: the doc's path with an archive folder put in at any
 * depth (`docs/archive/x.md` and `archive/docs/x.md` for `docs/x.md`; any folder the roles call an
 * archive), and for a live OpenSpec change `openspec/changes/<name>/<rest>` any
 * `openspec/changes/archive/[<date>-]<name>/<rest>`. One pass over the file list, whatever the number of docs.
 */
export function archivedCopyCandidates(docPaths: string[], files: Set<string>): Map<string, string[]> {
  const openspec = new Map<string, string[]>();
  /** live path -> archived files that would be its copy */
  const byLive = new Map<string, string[]>();
  const add = (map: Map<string, string[]>, key: string, f: string) => {
    const list = map.get(key);
    if (list) list.push(f);
    else map.set(key, [f]);
  };
  for (const f of files) {
    const m = /^openspec\/changes\/archive\/(?:\d{4}-\d{2}-\d{2}-)?([^/]+)\/(.+)$/.exec(f);
    if (m) add(openspec, `${m[1]}/${m[2]}`, f);
    if (!isArchivePath(f)) continue;
    const segs = f.split('/');
    const i = segs.findIndex((s, k) => k < segs.length - 1 && isArchivePath(`${s}/x`));
    if (i >= 0) add(byLive, [...segs.slice(0, i), ...segs.slice(i + 1)].join('/'), f);
  }
  const out = new Map<string, string[]>();
  for (const path of docPaths) {
    if (isArchivePath(path)) continue;
    const found = new Set<string>(byLive.get(path) ?? []);
    const change = /^openspec\/changes\/([^/]+)\/(.+)$/.exec(path);
    if (change) for (const f of openspec.get(`${change[1]}/${change[2]}`) ?? []) found.add(f);
    if (found.size > 0) out.set(path, [...found].sort());
  }
  return out;
}

export const archivedCopiesFact: PlanFact<'archived_copies'> = {
  need: 'archived_copies',
  stage: 'plan',
  gather: (plan) => ({ archived_copies: archivedCopies(plan.root, plan.targets, plan.repo.files) }),
};
