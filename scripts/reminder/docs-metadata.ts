// Cheap metadata about a project's agent-facing docs, for the reminder: does it have any, and when
// did they last change. Only stat calls over a bounded set of places; no reading, no git history.
import { readdirSync, realpathSync, statSync, type Dirent } from 'node:fs';
import { join } from 'node:path';
import { ROOT_MEMORY_FILES } from '../readers/memory-files.ts';
import { walkSymlinks } from '../shared/paths.ts';

/** Root files Claude Code and other agents load (scripts/readers/ names them), and the doc trees plans and specs live in. */
export const ROOT_DOC_FILES = ROOT_MEMORY_FILES;
export const DOC_TREES = ['docs', 'doc', 'openspec', 'plans', '.claude/rules'];
const SKIP_DIRS = new Set(['node_modules', '.git', '.dochygiene', 'vendor', 'dist', 'build']);

export interface DocsMetadata {
  has_docs: boolean;
  /** Newest mtime (ms) among the doc files and the doc folders (a folder's mtime moves when a file is added or removed). */
  newest_mtime_ms: number | null;
  entries_seen: number;
  /** The walk stopped at its bound; newest_mtime_ms may miss a change. */
  truncated: boolean;
  /** The walk stopped once the answer was settled (see `stop_at_change_after`); newest_mtime_ms is a lower bound. */
  stopped_early: boolean;
}

export interface DocsMetadataOptions {
  /** At most this many directory entries are looked at in the doc trees. */
  max_entries?: number;
  max_depth?: number;
  /**
   * Stop as soon as a doc was seen and something is newer than this instant (ms); null: stop at the
   * first doc. Absent: walk everything within the bounds. The reminder only needs "any doc, and any
   * change since the last check", and a walk stopped early answers that with fewer stat calls.
   */
  stop_at_change_after?: number | null;
}

export function docsMetadata(root: string, opts: DocsMetadataOptions = {}): DocsMetadata {
  const maxEntries = opts.max_entries ?? 2000;
  const maxDepth = opts.max_depth ?? 6;
  let newest: number | null = null;
  let hasDocs = false;
  let seen = 0;
  let truncated = false;
  let settled = false;
  const stopAfter = opts.stop_at_change_after;
  const note = (ms: number): void => {
    if (newest === null || ms > newest) newest = ms;
  };
  const check = (): void => {
    if (stopAfter === undefined || !hasDocs) return;
    settled = stopAfter === null || (newest !== null && newest > stopAfter);
  };

  for (const rel of ROOT_DOC_FILES) {
    try {
      const st = statSync(join(root, rel));
      if (st.isFile()) {
        hasDocs = true;
        note(st.mtimeMs);
      }
    } catch {
      /* absent */
    }
  }
  check();

  const walk = (dir: string, depth: number): void => {
    if (truncated || settled) return;
    let items: Dirent[];
    try {
      items = readdirSync(dir, { withFileTypes: true });
    } catch {
      return;
    }
    try {
      note(statSync(dir).mtimeMs);
    } catch {
      /* raced away */
    }
    for (const it of items) {
      if (settled) return;
      if (++seen > maxEntries) {
        truncated = true;
        return;
      }
      const p = join(dir, it.name);
      if (it.isDirectory()) {
        if (depth < maxDepth && !SKIP_DIRS.has(it.name)) walk(p, depth + 1);
      } else if (it.isFile() && /\.(md|mdx|markdown)$/i.test(it.name)) {
        hasDocs = true;
        try {
          note(statSync(p).mtimeMs);
        } catch {
          /* raced away */
        }
        check();
      }
    }
  };
  // A doc tree reached through a symlink is not walked (no walk follows a link to a folder).
  let rootReal: string | undefined;
  try {
    rootReal = realpathSync(root);
  } catch {
    rootReal = undefined;
  }
  for (const rel of DOC_TREES) if (rootReal !== undefined && walkSymlinks(rootReal, rel).kind === 'none') walk(join(rootReal, rel), 1);

  return { has_docs: hasDocs, newest_mtime_ms: newest, entries_seen: Math.min(seen, maxEntries), truncated, stopped_early: settled };
}
