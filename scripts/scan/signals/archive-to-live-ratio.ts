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
  needs: ['archived_copies'],
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
