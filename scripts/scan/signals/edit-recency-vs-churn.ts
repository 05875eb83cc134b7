// edit_recency_vs_churn: a doc untouched while the code it describes churned. "The code it
// describes" is what it references (links, images, definitions, imports, backticked paths) that the
// repository lists and that is not itself a doc; a doc with no such reference stands for its own
// folder (docs excluded), except at the repository root, whose folder is the whole project.
// Since the doc's last commit, those paths saw at least churn_min_commits first-parent commits and
// churn_min_lines changed lines -> a hit with the doc's last change, both counts and the paths that
// churned most. Pure over the history index; the scan loads the line counts beforehand (../facts/churn.ts).
import type { PathChurn } from '../../git/history/types.ts';
import { churnIndex, churnTargets, churnThresholds, isDocFile } from '../facts/churn.ts';
import type { DocSummary, RepositorySignal, ScanContext } from '../types.ts';

/** What an edit_recency_vs_churn hit carries. */
export type EditRecencyVsChurnHit = {
  name: 'edit_recency_vs_churn';
  detail: string;
  hint: true;
  doc_last_change: { commit: string; date: string };
  commits_since: number;
  lines_since: number;
  basis: 'references' | 'folder';
  top_paths: Array<{ path: string; commits: number; lines: number }>;
};
import { byCodeUnit } from '../../shared/order.ts';

const TOP_PATHS = 5;

function byChurn(a: PathChurn, b: PathChurn): number {
  return (b.lines ?? 0) - (a.lines ?? 0) || b.commits - a.commits || byCodeUnit(a.path, b.path);
}

export const editRecencyVsChurn: RepositorySignal<EditRecencyVsChurnHit> = {
  name: 'edit_recency_vs_churn',
  description: 'The code a doc references changed substantially since the doc was last committed.',
  help: 'Re-read the doc against the code it describes and update what changed.',
  severity: { agent_memory: 'warning', elsewhere: 'warning' },
  history_fields: [],
  schema: {
    required: ['doc_last_change', 'commits_since', 'lines_since', 'basis', 'top_paths'],
    properties: {
      doc_last_change: {
        type: 'object',
        required: ['commit', 'date'],
        properties: { commit: { type: 'string', minLength: 1 }, date: { type: 'string', minLength: 1 } },
        description: "The doc's last commit in the history index.",
      },
      commits_since: { type: 'integer', minimum: 0, description: 'First-parent commits since then that changed what it describes.' },
      lines_since: { type: 'integer', minimum: 0 },
      basis: { enum: ['references', 'folder'], description: "references: what the doc references; folder: the doc's own folder (no reference to code)." },
      top_paths: {
        type: 'array',
        description: 'The paths that churned most, at most five.',
        items: {
          type: 'object',
          additionalProperties: false,
          required: ['path', 'commits', 'lines'],
          properties: { path: { $ref: '#/$defs/relpath' }, commits: { type: 'integer', minimum: 1 }, lines: { type: 'integer', minimum: 0 } },
        },
      },
    },
  },
  // Records, plans, copies and archives describe another time: their code moving on is expected.
  roles: ['living', 'agent-memory', 'agent-prompt'],
  stage: 'repository',
  needs: ['history', 'line_counts'],
  appliesTo: (_doc, ctx) => churnIndex(ctx) !== undefined,
  detect(doc: DocSummary, ctx: ScanContext): EditRecencyVsChurnHit[] {
    const history = churnIndex(ctx);
    const t = churnTargets(doc, ctx);
    if (!history || !t) return [];
    const c = history.churnSince(t.paths, t.since.commit, isDocFile);
    if (!c || c.lines === undefined) return [];
    const { min_commits, min_lines } = churnThresholds(ctx);
    if (c.commits < min_commits || c.lines < min_lines) return [];
    const top = c.by_path.filter((p) => p.commits > 0).sort(byChurn).slice(0, TOP_PATHS);
    const what = t.basis === 'references' ? 'what it references' : `its folder ${t.paths[0]}/`;
    return [
      {
        name: 'edit_recency_vs_churn',
        detail:
          `last committed ${t.since.date.slice(0, 10)} (${t.since.commit.slice(0, 12)}); since then ${c.commits} commits ` +
          `changed ${c.lines} lines in ${what} (most: ${top.map((p) => p.path).join(', ')})`,
        // A hint: measured at 4 true of 28 judged hits, it never makes a doc a candidate alone.
        hint: true,
        doc_last_change: { commit: t.since.commit, date: t.since.date },
        commits_since: c.commits,
        lines_since: c.lines,
        basis: t.basis,
        top_paths: top.map((p) => ({ path: p.path, commits: p.commits, lines: p.lines ?? 0 })),
      },
    ];
  },
};
