// What edit_recency_vs_churn measures a doc's churn over (the code it references, else its folder),
// since the doc's last commit, and the changed-line counts it needs, loaded before the
// repository-stage signals run (one batched git call).
import { posix } from 'node:path';
import type { ChurnIndex, ChurnQuery } from '../../git/history/types.ts';
import { DEFAULT_CONFIG } from '../../config/defaults.ts';
import { referencesOf } from '../references.ts';
import type { DocSummary, ScanContext } from '../types.ts';
import type { RepositoryFact } from './fact.ts';

/** Files that are documentation, never "the code" a doc describes. */
const DOC_FILE = /\.(?:md|markdown|mdx|rst|adoc|asciidoc|txt)$/i;

export function isDocFile(p: string): boolean {
  return DOC_FILE.test(p);
}

export interface ChurnTargets {
  basis: 'references' | 'folder';
  paths: string[];
  since: { commit: string; date: string };
}

export function churnIndex(ctx: ScanContext): ChurnIndex | undefined {
  const h = ctx.history as Partial<ChurnIndex> | undefined;
  return h && typeof h.churnSince === 'function' && typeof h.prepareChurn === 'function' ? (h as ChurnIndex) : undefined;
}

/** What a doc's churn is measured over, and since when; undefined when it is not evaluated. */
/**
 * Data and generated files (community's `sigs.yaml`: 397 commits of membership edits, lock files):
 * their churn is data changing, not the code a doc describes moving on.
 */
const DATA_FILE = /\.(?:ya?ml|json|jsonl|csv|tsv|xml|lock|sum|txt|generated\.[^/]+)$|(?:^|\/)(?:package-lock\.json|yarn\.lock|pnpm-lock\.yaml|go\.sum|Cargo\.lock)$/i;

export function churnTargets(doc: DocSummary, ctx: ScanContext): ChurnTargets | undefined {
  const history = churnIndex(ctx);
  if (!history) return undefined;
  const last = history.lastChange(doc.path);
  if (!last) return undefined; // untracked, or older than the history the index holds
  const refs = new Set<string>();
  for (const { resolved: p } of referencesOf(doc, { root: ctx.root, repo: ctx.repo, agent: ctx.agent_docs.has(doc.path) })) {
    if (p === doc.path || isDocFile(p) || DATA_FILE.test(p)) continue;
    if (ctx.repo.files.has(p) || (ctx.repo.dirs.has(p) && p.includes('/'))) refs.add(p);
  }
  if (refs.size > 0) return { basis: 'references', paths: [...refs].sort(), since: last };
  const folder = posix.dirname(doc.path);
  // A top-level folder is a whole tree (`skills/` saw 116 commits): its churn says nothing about one doc.
  if (folder === '.' || !folder.includes('/')) return undefined;
  return { basis: 'folder', paths: [folder], since: last };
}

/**
 * Loads the changed-line counts edit_recency_vs_churn needs for these docs (one batched git call); returns
 * notes for the scan (counts a budget left out), [] normally.
 */
export async function prepareLineCounts(docs: Iterable<DocSummary>, ctx: ScanContext): Promise<string[]> {
  const history = churnIndex(ctx);
  if (!history) return [];
  const queries: ChurnQuery[] = [];
  const { min_commits } = churnThresholds(ctx);
  for (const doc of docs) {
    const t = churnTargets(doc, ctx);
    if (!t) continue;
    // Docs that cannot reach the commit threshold need no line counts.
    const c = history.churnSince(t.paths, t.since.commit, isDocFile);
    if (c && c.commits >= min_commits) queries.push({ paths: t.paths, since: t.since.commit });
  }
  return history.prepareChurn(queries, isDocFile);
}

export function churnThresholds(ctx: ScanContext): { min_commits: number; min_lines: number } {
  const s = ctx.settings as { churn_min_commits?: number; churn_min_lines?: number };
  return {
    min_commits: s.churn_min_commits ?? DEFAULT_CONFIG.history.churn_min_commits,
    min_lines: s.churn_min_lines ?? DEFAULT_CONFIG.history.churn_min_lines,
  };
}


/** The changed-line counts, for the docs a signal that needs them runs on (one batched git call). */
export const lineCountsFact: RepositoryFact<'line_counts'> = {
  need: 'line_counts',
  stage: 'repository',
  gather: async (_plan, ctx, docs) => ({ notes: await prepareLineCounts(docs, ctx) }),
};
