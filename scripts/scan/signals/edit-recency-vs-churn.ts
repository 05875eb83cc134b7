// edit_recency_vs_churn: a doc untouched while the code it describes churned. "The code it
// describes" is what it references (links, images, definitions, imports, backticked paths) that the
// repository lists and that is not itself a doc; a doc with no such reference stands for its own
// folder (docs excluded), except at the repository root, whose folder is the whole project.
// Since the doc's last commit, those paths saw at least churn_min_commits first-parent commits and
// churn_min_lines changed lines -> a hit with the doc's last change, both counts and the paths that
// churned most. Pure over the history index; prepareEditRecency loads the line counts beforehand.
import { posix } from 'node:path';
import type { ChurnIndex, ChurnQuery, PathChurn } from '../../git/history/types.ts';
import { DEFAULT_CONFIG } from '../../config/defaults.ts';
import { referencesOf } from '../references.ts';
import type { DocSummary, RepositorySignal, ScanContext, SignalHit } from '../types.ts';

/** Files that are documentation, never "the code" a doc describes. */
const DOC_FILE = /\.(?:md|markdown|mdx|rst|adoc|asciidoc|txt)$/i;

export function isDocFile(p: string): boolean {
  return DOC_FILE.test(p);
}

const TOP_PATHS = 5;

export interface ChurnTargets {
  basis: 'references' | 'folder';
  paths: string[];
  since: { commit: string; date: string };
}

function churnIndex(ctx: ScanContext): ChurnIndex | undefined {
  const h = ctx.history as Partial<ChurnIndex> | undefined;
  return h && typeof h.churnSince === 'function' && typeof h.prepareChurn === 'function' ? (h as ChurnIndex) : undefined;
}

/** What a doc's churn is measured over, and since when; undefined when it is not evaluated. */
export function churnTargets(doc: DocSummary, ctx: ScanContext): ChurnTargets | undefined {
  const history = churnIndex(ctx);
  if (!history) return undefined;
  const last = history.lastChange(doc.path);
  if (!last) return undefined; // untracked, or older than the history the index holds
  const refs = new Set<string>();
  for (const { resolved: p } of referencesOf(doc, { root: ctx.root, repo: ctx.repo, agent: ctx.agent_docs.has(doc.path) })) {
    if (p === doc.path || isDocFile(p)) continue;
    if (ctx.repo.files.has(p) || ctx.repo.dirs.has(p)) refs.add(p);
  }
  if (refs.size > 0) return { basis: 'references', paths: [...refs].sort(), since: last };
  const folder = posix.dirname(doc.path);
  if (folder === '.') return undefined;
  return { basis: 'folder', paths: [folder], since: last };
}

/**
 * Loads the changed-line counts the signal needs for these docs (one batched git call); returns
 * notes for the scan (counts a budget left out), [] normally.
 */
export async function prepareEditRecency(docs: Iterable<DocSummary>, ctx: ScanContext): Promise<string[]> {
  const history = churnIndex(ctx);
  if (!history) return [];
  const queries: ChurnQuery[] = [];
  const { min_commits } = thresholds(ctx);
  for (const doc of docs) {
    const t = churnTargets(doc, ctx);
    if (!t) continue;
    // Docs that cannot reach the commit threshold need no line counts.
    const c = history.churnSince(t.paths, t.since.commit, isDocFile);
    if (c && c.commits >= min_commits) queries.push({ paths: t.paths, since: t.since.commit });
  }
  return history.prepareChurn(queries, isDocFile);
}

function thresholds(ctx: ScanContext): { min_commits: number; min_lines: number } {
  const s = ctx.settings as { churn_min_commits?: number; churn_min_lines?: number };
  return {
    min_commits: s.churn_min_commits ?? DEFAULT_CONFIG.history.churn_min_commits,
    min_lines: s.churn_min_lines ?? DEFAULT_CONFIG.history.churn_min_lines,
  };
}

function byChurn(a: PathChurn, b: PathChurn): number {
  return (b.lines ?? 0) - (a.lines ?? 0) || b.commits - a.commits || (a.path < b.path ? -1 : a.path > b.path ? 1 : 0);
}

export const editRecencyVsChurn: RepositorySignal = {
  name: 'edit_recency_vs_churn',
  description: 'The code a doc references changed substantially since the doc was last committed.',
  // Records, plans, copies and archives describe another time: their code moving on is expected.
  roles: ['living', 'agent-memory', 'agent-prompt'],
  stage: 'repository',
  appliesTo: (_doc, ctx) => churnIndex(ctx) !== undefined,
  detect(doc: DocSummary, ctx: ScanContext): SignalHit[] {
    const history = churnIndex(ctx);
    const t = churnTargets(doc, ctx);
    if (!history || !t) return [];
    const c = history.churnSince(t.paths, t.since.commit, isDocFile);
    if (!c || c.lines === undefined) return [];
    const { min_commits, min_lines } = thresholds(ctx);
    if (c.commits < min_commits || c.lines < min_lines) return [];
    const top = c.by_path.filter((p) => p.commits > 0).sort(byChurn).slice(0, TOP_PATHS);
    const what = t.basis === 'references' ? 'what it references' : `its folder ${t.paths[0]}/`;
    return [
      {
        name: 'edit_recency_vs_churn',
        detail:
          `last committed ${t.since.date.slice(0, 10)} (${t.since.commit.slice(0, 12)}); since then ${c.commits} commits ` +
          `changed ${c.lines} lines in ${what} (most: ${top.map((p) => p.path).join(', ')})`,
        doc_last_change: { commit: t.since.commit, date: t.since.date },
        commits_since: c.commits,
        lines_since: c.lines,
        basis: t.basis,
        top_paths: top.map((p) => ({ path: p.path, commits: p.commits, lines: p.lines ?? 0 })),
      },
    ];
  },
};
