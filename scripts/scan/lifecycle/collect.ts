// The lifecycle pass with its inputs read from the project: the files the rules may match, the
// tracked files (served evidence), ages (last commit from the history index, or mtime for untracked
// and modified files), tasks.md texts. The scanner calls it once per scan; `/hygiene sweep` too.
import { readdirSync, lstatSync } from 'node:fs';
import { readProjectFile } from '../../shared/paths.ts';

/** A lifecycle doc (a plan, a task list) read for its tasks: regular files only, bounded. */
const MAX_LIFECYCLE_READ_BYTES = 8 * 1024 * 1024;
import { join } from 'node:path';
import type { HistoryIndex } from '../../git/history/types.ts';
import type { SignalHit } from '../types.ts';
import { parseDoc } from '../../doc/parse-doc.ts';
import { detectLifecycle, LIFECYCLE_SIGNAL, type LifecycleResult, type LifecycleSettings } from '../../lifecycle/detect.ts';
import { readGitFacts } from './git-facts.ts';
import { proposalFor, type LifecycleEvidence } from '../../lifecycle/propose.ts';

export interface CollectOptions {
  root: string;
  settings: LifecycleSettings;
  /** Every project file (tracked and untracked, not ignored), sorted or not. */
  files: readonly string[];
  /** Files the rules never match (the scan's excluded folders); served evidence still sees them. */
  isExcluded?: (path: string) => boolean;
  /** Only paths inside --scope produce signals. */
  inScope?: (path: string) => boolean;
  history?: Pick<HistoryIndex, 'lastChange'>;
  now: Date;
}

const STATE_DIR = '.dochygiene';

export async function collectLifecycle(opts: CollectOptions): Promise<LifecycleResult> {
  const { root } = opts;
  const files = opts.files.filter((f) => !(opts.isExcluded?.(f) ?? false) && f !== STATE_DIR && !f.startsWith(STATE_DIR + '/'));
  const git = await readGitFacts(root);
  const trackedSet = new Set(git.tracked);
  const mtime = (rel: string): Date | undefined => {
    try {
      return lstatSync(join(root, rel)).mtime;
    } catch {
      return undefined;
    }
  };
  const touchedAt = (rel: string): Date | undefined => {
    const committed = opts.history?.lastChange(rel);
    const c = committed ? new Date(committed.date) : undefined;
    if (!trackedSet.has(rel) || git.changed.has(rel) || c === undefined) {
      const m = mtime(rel);
      if (c === undefined) return m;
      return m && m > c ? m : c;
    }
    return c;
  };
  const repoNow = newestCommit(git.tracked, opts.history);
  const result = detectLifecycle({
    settings: opts.settings,
    files,
    tracked: git.tracked,
    now: opts.now,
    ...(repoNow ? { repoNow } : {}),
    touchedAt,
    readText: (rel) => {
      const read = readProjectFile(root, rel, MAX_LIFECYCLE_READ_BYTES);
      return read.ok ? read.bytes.toString('utf8') : undefined;
    },
    countTasks: (rel, text) => {
      const tasks = parseDoc(rel, text).tasks;
      return { total: tasks.length, checked: tasks.filter((t) => t.checked).length };
    },
  });
  return withJudgedProposals(guardFolders(root, new Set(opts.files), narrow(result, opts.inScope)));
}

/** The repository's clock: the newest last-commit date among the tracked files (undefined without history). */
function newestCommit(tracked: readonly string[], history: Pick<HistoryIndex, 'lastChange'> | undefined): Date | undefined {
  if (!history) return undefined;
  let newest: string | undefined;
  for (const f of tracked) {
    const d = history.lastChange(f)?.date;
    if (d !== undefined && (newest === undefined || d > newest)) newest = d;
  }
  return newest === undefined ? undefined : new Date(newest);
}

/**
 * A served_when signal carries the exact proposal a classifier returns when it judges the condition
 * met, so the model decides only yes or no and the builder can check the rest field by field.
 */
function withJudgedProposals(result: LifecycleResult): LifecycleResult {
  for (const [path, hits] of result.signals) {
    for (const h of hits) {
      if (h.name === LIFECYCLE_SIGNAL && typeof h.served_when === 'string') {
        const { proposal_if_served: _, ...sig } = h;
        h.proposal_if_served = proposalFor(path, sig as LifecycleEvidence);
      }
    }
  }
  return result;
}

function narrow(result: LifecycleResult, inScope: ((p: string) => boolean) | undefined): LifecycleResult {
  if (!inScope) return result;
  return { signals: new Map([...result.signals].filter(([p]) => inScope(p))), notes: result.notes };
}

/**
 * A folder that holds files git ignores is never a deletion candidate: deleting it would take files
 * that no commit can bring back. Its lifecycle signal is dropped, with a note saying why.
 */
function guardFolders(root: string, listed: Set<string>, result: LifecycleResult): LifecycleResult {
  const notes = [...result.notes];
  const signals = new Map<string, SignalHit[]>();
  for (const [path, hits] of result.signals) {
    const isFolderDelete = hits.some((h) => h.name === LIFECYCLE_SIGNAL && h.path_kind === 'directory');
    const unlisted = isFolderDelete ? unlistedFiles(root, path, listed) : [];
    if (unlisted.length === 0) {
      signals.set(path, hits);
      continue;
    }
    notes.push(`lifecycle: ${path} is not proposed for deletion: it holds ${unlisted.length} file${unlisted.length > 1 ? 's' : ''} git ignores (${unlisted.slice(0, 3).join(', ')}${unlisted.length > 3 ? ', ...' : ''}), which no commit could restore`);
    const rest = hits.filter((h) => h.name !== LIFECYCLE_SIGNAL);
    if (rest.length) signals.set(path, rest);
  }
  return { signals, notes };
}

function unlistedFiles(root: string, dir: string, listed: Set<string>): string[] {
  const out: string[] = [];
  const walk = (rel: string) => {
    let names: string[];
    try {
      names = readdirSync(join(root, rel));
    } catch {
      return;
    }
    for (const name of names.sort()) {
      const p = `${rel}/${name}`;
      const st = lstatSync(join(root, p));
      if (st.isDirectory()) walk(p);
      else if (!listed.has(p)) out.push(p);
    }
  };
  walk(dir);
  return out;
}
