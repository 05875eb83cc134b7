// What stays of a doc after the parse stage (types.ts DocSummary): its path, frontmatter, anchors,
// resolved references, the paths only history can judge (./history-paths.ts), a generated doc's hand-written ranges, and, for the roles some signal needing
// `doc_claims` runs on, the commands and names it states (./claims/). Copies of the few strings
// kept: a substring would keep the whole source text alive.
import { publishedAnchors } from '../doc/published-anchors.ts';
import type { RoleName } from '../contract/role-names.ts';
import { handWrittenRanges } from '../roles/hand-written.ts';
import { docClaims } from './claims/doc-claims.ts';
import { ownCliNames } from './claims/own-cli.ts';
import { historyPathRefs } from './history-paths.ts';
import { detach } from './read-text.ts';
import type { DocSummary, ReadDoc, RepoIndex } from './types.ts';

export class Summarizer {
  private cliNames: Set<string> | undefined;

  constructor(
    private readonly root: string,
    private readonly repo: RepoIndex,
    /** The roles whose docs' claims some signal reads. */
    private readonly claimRoles: ReadonlySet<RoleName>,
  ) {}

  summarize(doc: ReadDoc, role: RoleName): DocSummary {
    const references = doc.references.map((r) => ({
      ref: { ...r.ref, target: detach(r.ref.target), raw: detach(r.ref.raw) },
      resolved: detach(r.resolved),
      fragment: r.fragment === undefined ? undefined : detach(r.fragment),
      directory: r.directory,
    }));
    const summary: DocSummary = { path: doc.path, frontmatter: doc.frontmatter, anchors: publishedAnchors(doc, this.repo.sites), references };
    if (role === 'generated') {
      const ranges = handWrittenRanges(doc.lines);
      if (ranges.length) summary.hand_written = ranges;
    }
    const historyPaths = historyPathRefs(doc, role, this.repo).map((h) => ({ ...h, ref: { ...h.ref, target: detach(h.ref.target), raw: detach(h.ref.raw) }, readings: h.readings.map(detach) }));
    if (historyPaths.length) summary.history_paths = historyPaths;
    if (this.claimRoles.has(role)) {
      const claims = docClaims(doc, () => (this.cliNames ??= ownCliNames(this.root, this.repo)));
      if (claims) summary.claims = claims;
    }
    return summary;
  }
}
