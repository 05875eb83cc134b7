// The native `git` CLI backend: the fast path. History is ONE `git log --first-parent` over the
// whole range with name-status and rename detection; line counts are ONE `git diff-tree --stdin`
// over just the commits asked for; status is one `git status --porcelain=v1 -z`.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { availableParallelism } from 'node:os';
import type { CommitRecord, GitBackend, HistoryLimits, HistoryRead, LineRequest, PathState } from './git-backend.ts';
import { lineKey } from './git-backend.ts';
import { gitOut, runGit, streamGit, splitZ } from './exec.ts';
import { readHead } from './head.ts';
import { LogParser } from './history/parse-log.ts';
import { shallowNote } from './history/notes.ts';
import type { RepoLayout } from './layout.ts';

export class NativeBackend implements GitBackend {
  readonly name = 'native' as const;
  constructor(readonly root: string, private readonly layout: RepoLayout | undefined) {}

  async head(): Promise<string | undefined> {
    const fromFiles = this.layout ? readHead(this.layout) : undefined;
    if (fromFiles !== undefined) return fromFiles ?? undefined;
    const r = await runGit(this.root, ['rev-parse', '--verify', '-q', 'HEAD^{commit}']);
    if (r.code !== 0) return undefined;
    return r.stdout.toString('utf8').trim() || undefined;
  }

  async readHistory(head: string, since: string | undefined, _limits: HistoryLimits): Promise<HistoryRead> {
    // git >= 2.31 spells "diff a merge against its first parent" --diff-merges=first-parent; older
    // git only knows -m (which, with --first-parent, meant the same). Try the modern form first.
    let read = await this.log(head, since, ['--diff-merges=first-parent']);
    if (read.code !== 0 && /diff-merges/.test(read.stderr)) read = await this.log(head, since, ['-m']);
    if (read.code !== 0 && read.missing_object && read.commits.length > 0) {
      // A snapshot or partial clone lacks an object the rename detection needs: keep what was read.
      const commits = read.commits;
      const oldest = commits[commits.length - 1]!;
      oldest.parent = undefined;
      return { commits, reached_since: false, truncated: true, notes: [`git history cut before ${new Date(oldest.time * 1000).toISOString().slice(0, 10)}: git could not read object ${read.missing_object} (a partial clone or a missing blob)`] };
    }
    if (read.code !== 0) {
      // `since` no longer exists (history rewritten and collected): the caller rebuilds.
      if (since) return { commits: [], reached_since: false, truncated: false, notes: [] };
      throw new Error(`git log failed in ${this.root}: ${read.stderr.trim()}`);
    }
    const commits = read.commits;
    const oldest = commits[commits.length - 1];
    const reached = since !== undefined && (oldest ? oldest.parent === since : head === since);
    const notes: string[] = [];
    let truncated = false;
    const shallow = shallowCommits(this.layout);
    if (oldest && !reached && shallow.has(oldest.commit)) {
      oldest.parent = undefined;
      truncated = true;
      notes.push(shallowNote(oldest.time));
    }
    return { commits, reached_since: reached, truncated, notes };
  }

  /** ONE `git log` over the range, parsed as it streams. */
  private async log(head: string, since: string | undefined, merges: string[]): Promise<{ code: number; stderr: string; commits: CommitRecord[]; missing_object?: string }> {
    const args = [
      '-c', 'log.showRoot=true',
      'log', '--first-parent', ...merges, '-z', '--name-status', '-M', '--no-ext-diff', '--no-textconv',
      '--format=%x01%H %ct %P',
      since ? `${since}..${head}` : head,
      '--',
    ];
    const parser = new LogParser();
    const r = await streamGit(this.root, args, (b) => parser.push(b));
    if (r.code === 0) return { code: r.code, stderr: r.stderr, commits: parser.end() };
    const missing = /unable to read ([0-9a-f]{40})/.exec(r.stderr)?.[1];
    // The commit being printed when git stopped may be incomplete: drop it.
    return { code: r.code, stderr: r.stderr, commits: missing ? parser.end().slice(0, -1) : [], ...(missing ? { missing_object: missing } : {}) };
  }

  async lineCounts(requests: LineRequest[], _limits: HistoryLimits): Promise<Map<string, number>> {
    const out = new Map<string, number>();
    if (requests.length === 0) return out;
    const wanted = new Set(requests.map((q) => lineKey(q.commit, q.change.path)));
    const byCommit = new Map<string, string | undefined>();
    for (const q of requests) byCommit.set(q.commit, q.parent);
    // One diff-tree reads every commit from stdin; `<commit> <parent>` diffs against that parent
    // (the first parent, as the history read it); a bare `<commit>` is a root. A long list is cut
    // into one batch per core, run side by side.
    const all = [...byCommit].map(([c, p]) => (p ? `${c} ${p}` : c));
    const batches = Math.max(1, Math.min(availableParallelism(), 4, Math.ceil(all.length / 256)));
    const size = Math.ceil(all.length / batches);
    const outputs = await Promise.all(
      Array.from({ length: batches }, (_, i) =>
        gitOut(this.root, [
          'diff-tree', '--stdin', '-z', '-r', '--root', '--numstat', '-M', '--minimal', '--no-ext-diff', '--no-textconv',
        ], all.slice(i * size, (i + 1) * size).join('\n') + '\n'),
      ),
    );
    for (const buf of outputs) this.parseNumstat(buf, wanted, out);
    for (const k of wanted) if (!out.has(k)) out.set(k, 0);
    return out;
  }

  private parseNumstat(buf: Buffer, wanted: Set<string>, out: Map<string, number>): void {
    let commit = '';
    const toks = splitZ(buf);
    for (let i = 0; i < toks.length; i++) {
      const t = toks[i]!;
      const tab1 = t.indexOf('\t');
      if (tab1 < 0) {
        commit = t.trim();
        continue;
      }
      const tab2 = t.indexOf('\t', tab1 + 1);
      const added = t.slice(0, tab1);
      const deleted = t.slice(tab1 + 1, tab2);
      let path = t.slice(tab2 + 1);
      if (path === '') {
        i += 2; // a rename: old and new path follow as their own tokens
        path = toks[i]!;
      }
      const n = added === '-' ? 0 : Number(added) + Number(deleted);
      const key = lineKey(commit, path);
      if (wanted.has(key)) out.set(key, n);
    }
  }

  async pathState(relPath: string): Promise<PathState> {
    const spec = relPath === '' || relPath === '.' ? ['.'] : [`:(literal)${relPath}`];
    const [files, status] = await Promise.all([
      gitOut(this.root, ['ls-files', '-z', '--', ...spec]),
      gitOut(this.root, ['status', '--porcelain=v1', '-z', '--untracked-files=all', '--ignore-submodules=none', '--', ...spec]),
    ]);
    const tracked = splitZ(files);
    const isTracked = tracked.length > 0 && (await this.isFolderOrTrackedFile(relPath, tracked));
    return { tracked: isTracked, clean: status.length === 0 };
  }

  private async isFolderOrTrackedFile(relPath: string, tracked: string[]): Promise<boolean> {
    // For a file, the file itself must be tracked; for a folder, any file under it.
    if (relPath === '' || relPath === '.') return true;
    return tracked.includes(relPath) || tracked.some((p) => p.startsWith(relPath.replace(/\/$/, '') + '/'));
  }
}

/** Commits recorded as the boundary of a shallow clone (their parents are not in the repository). */
export function shallowCommits(layout: RepoLayout | undefined): Set<string> {
  if (!layout) return new Set();
  const f = join(layout.commondir, 'shallow');
  if (!existsSync(f)) return new Set();
  return new Set(readFileSync(f, 'utf8').split('\n').map((l) => l.trim()).filter(Boolean));
}
