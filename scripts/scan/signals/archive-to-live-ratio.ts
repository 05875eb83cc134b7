// archive_to_live_ratio: a live doc whose internal references mostly point into archive locations
// (`archive/`, `archived/`, openspec/changes/archive/), or a live doc that stands beside an archived
// copy of itself. Archive locations are the roles' (scripts/roles/); fragment-only self links are not counted.
import { isArchivePath } from '../../roles/assign-roles.ts';
import { referencesOf } from '../references.ts';
import type { ParseContext, ParsedDoc, ParseSignal, SignalHit } from '../types.ts';

/** At least this many internal references before a ratio means anything. */
export const MIN_REFERENCES = 2;

export const archiveToLiveRatio: ParseSignal = {
  name: 'archive_to_live_ratio',
  description: 'Most internal references point into archives, or an archived copy of the doc exists.',
  roles: ['living', 'agent-memory', 'agent-prompt', 'plan', 'template'],
  stage: 'parse',
  appliesTo: () => true,
  detect(doc: ParsedDoc, ctx: ParseContext): SignalHit[] {
    const hits: SignalHit[] = [];
    const refs = referencesOf(doc, { root: ctx.root, repo: ctx.repo, agent: ctx.agent_docs.has(doc.path) }).filter(
      (r) => r.resolved !== doc.path && (r.ref.source !== 'code_path' || ctx.repo.files.has(r.resolved) || ctx.repo.dirs.has(r.resolved)),
    );
    const archived = refs.filter((r) => isArchivePath(r.resolved));
    if (refs.length >= MIN_REFERENCES && archived.length * 2 > refs.length) {
      const targets = [...new Set(archived.map((r) => r.resolved))].sort();
      hits.push({
        name: 'archive_to_live_ratio',
        detail: `${archived.length} of ${refs.length} internal references point into archive locations`,
        line: archived[0]!.ref.line,
        archived_refs: archived.length,
        total_refs: refs.length,
        ratio: Math.round((archived.length / refs.length) * 100) / 100,
        targets,
      });
    }
    for (const copy of ctx.archived_copies.get(doc.path) ?? []) {
      hits.push({
        name: 'archive_to_live_ratio',
        detail: `an archived copy stands at ${copy.path}${copy.identical ? ' (identical)' : ' (content differs)'}`,
        archived_copy: copy.path,
        identical: copy.identical,
      });
    }
    return hits;
  },
};

/**
 * Where an archived copy of each doc stands: `<dir>/archive[d]/<name>`, `archive[d]/<path>`, and for
 * a live OpenSpec change `openspec/changes/<name>/<rest>` any `openspec/changes/archive/[<date>-]<name>/<rest>`.
 * One pass over the file list, whatever the number of docs.
 */
export function archivedCopyCandidates(docPaths: string[], files: Set<string>): Map<string, string[]> {
  const openspec = new Map<string, string[]>();
  for (const f of files) {
    const m = /^openspec\/changes\/archive\/(?:\d{4}-\d{2}-\d{2}-)?([^/]+)\/(.+)$/.exec(f);
    if (!m) continue;
    const key = `${m[1]}/${m[2]}`;
    const list = openspec.get(key);
    if (list) list.push(f);
    else openspec.set(key, [f]);
  }
  const out = new Map<string, string[]>();
  for (const path of docPaths) {
    if (isArchivePath(path)) continue;
    const slash = path.lastIndexOf('/');
    const dir = slash < 0 ? '' : path.slice(0, slash);
    const name = path.slice(slash + 1);
    const found = new Set<string>();
    for (const a of ['archive', 'archived']) {
      for (const c of [dir === '' ? `${a}/${name}` : `${dir}/${a}/${name}`, `${a}/${path}`]) if (files.has(c)) found.add(c);
    }
    const change = /^openspec\/changes\/([^/]+)\/(.+)$/.exec(path);
    if (change) for (const f of openspec.get(`${change[1]}/${change[2]}`) ?? []) found.add(f);
    if (found.size > 0) out.set(path, [...found].sort());
  }
  return out;
}
