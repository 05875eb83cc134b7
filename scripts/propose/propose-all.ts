// Runs every registered proposer over a scan and returns one proposals file. Reads each file at
// most once. Pure apart from those reads.
import { readFileSync } from 'node:fs';
import { HygieneError } from '../shared/errors.ts';
import { resolveInsideRoot } from '../shared/paths.ts';
import { splitLines } from '../shared/lines.ts';
import type { ProposalsFile, ScanArtifact } from '../contract/stage-types.ts';
import type { Proposer } from './types-proposer.ts';
import { PROPOSERS } from './registry.ts';

export function proposeAll(scan: ScanArtifact, proposers: readonly Proposer[] = PROPOSERS): ProposalsFile {
  const cache = new Map<string, string[] | undefined>();
  const lines = (path: string): string[] | undefined => {
    if (!cache.has(path)) {
      let v: string[] | undefined;
      try {
        v = splitLines(readFileSync(resolveInsideRoot(scan.project_root, path, path), 'utf8'));
      } catch (err) {
        if (!(err instanceof HygieneError) && (err as NodeJS.ErrnoException).code === undefined) throw err;
        v = undefined;
      }
      cache.set(path, v);
    }
    return cache.get(path);
  };
  // A proposal on a doc whose role the proposer does not edit is dropped (paths without a role, such
  // as a lifecycle folder, and scans from before roles are not filtered).
  const editable = (p: Proposer, path: string) => {
    const role = scan.docs?.[path]?.role.name;
    return role === undefined || p.roles.includes(role);
  };
  const proposals = proposers.flatMap((p) => p.propose({ scan, lines }).filter((x) => editable(p, x.path)));
  return { proposals };
}

/** The registry's proposals as a proposals source, placed before the given ones (--deterministic). */
export function scannerProvenSource(scan: ScanArtifact): { name: string; value: ProposalsFile } {
  return { name: 'scanner-proven proposals (--deterministic)', value: proposeAll(scan) };
}
