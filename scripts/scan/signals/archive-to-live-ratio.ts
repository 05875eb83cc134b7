// archive_to_live_ratio: a live doc whose internal references mostly point into archive locations
// (`archive/`, `archived/`, openspec/changes/archive/), or a live doc that stands beside an archived
// copy of itself. Archive locations are the roles' (scripts/roles/); fragment-only self links are not counted.
import { isArchivePath } from '../../roles/assign-roles.ts';
import type { ParseContext, ParseSignal, ReadDoc } from '../types.ts';

/** What an archive_to_live_ratio hit carries: the share of references into archives, or an archived copy of the doc. */
export type ArchiveToLiveRatioHit =
  | { name: 'archive_to_live_ratio'; detail: string; line: number; archived_refs: number; total_refs: number; ratio: number; targets: string[] }
  | { name: 'archive_to_live_ratio'; detail: string; archived_copy: string; identical: boolean };

/** At least this many internal references before a ratio means anything. */
export const MIN_REFERENCES = 2;

export const archiveToLiveRatio: ParseSignal<ArchiveToLiveRatioHit> = {
  name: 'archive_to_live_ratio',
  description: 'Most internal references point into archives, or an archived copy of the doc exists.',
  help: 'Point live docs at live sources, or archive the doc itself.',
  severity: { agent_memory: 'note', elsewhere: 'note' },
  history_fields: [],
  schema: {
    description: 'Either an archived copy of the doc (archived_copy, identical) or the share of references into archives.',
    required: [],
    properties: {
      archived_copy: { $ref: '#/$defs/relpath' },
      identical: { type: 'boolean' },
      archived_refs: { type: 'integer', minimum: 1 },
      total_refs: { type: 'integer', minimum: 2 },
      ratio: { type: 'number', exclusiveMinimum: 0.5, maximum: 1 },
      targets: { $ref: '#/$defs/paths' },
    },
    if: { required: ['archived_copy'] },
    then: { required: ['archived_copy', 'identical'] },
    else: { required: ['line', 'archived_refs', 'total_refs', 'ratio', 'targets'] },
  },
  roles: ['living', 'agent-memory', 'agent-prompt', 'plan', 'template'],
  stage: 'parse',
  needs: ['archived_copies'],
  appliesTo: () => true,
  detect(doc: ReadDoc, ctx: ParseContext): ArchiveToLiveRatioHit[] {
    const hits: ArchiveToLiveRatioHit[] = [];
    const refs = doc.references.filter(
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
