// Where a repository keeps its things, read from the file system alone (no git needed): the
// working-tree root, the git directory (a linked worktree's `.git` is a file pointing elsewhere),
// the common directory holding objects and refs, and the alternates it borrows objects from.
import { existsSync, statSync, realpathSync } from 'node:fs';
import { readRegularText } from '../shared/read-bounded.ts';

/** The repository's small files (.git, commondir, config, alternates) are regular files within this bound. */
const MAX_GIT_FILE_BYTES = 16 * 1024 * 1024;
import { dirname, join, resolve, isAbsolute } from 'node:path';

export interface RepoLayout {
  /** Working-tree root (real path). */
  root: string;
  /** The git directory of this working tree (for a linked worktree: .git/worktrees/<name>). */
  gitdir: string;
  /** Where objects, refs and config live (equal to gitdir except in a linked worktree). */
  commondir: string;
  /** Object directories borrowed through objects/info/alternates (absolute; theirs too), empty when none. */
  alternates: string[];
  /** `extensions.objectformat` of the repository's config: sha1 unless it says sha256. */
  objectFormat: 'sha1' | 'sha256';
}

function isDir(p: string): boolean {
  try {
    return statSync(p).isDirectory();
  } catch {
    return false;
  }
}

function isFile(p: string): boolean {
  try {
    return statSync(p).isFile();
  } catch {
    return false;
  }
}

/** Resolves a `.git` entry (directory, or a file holding `gitdir: <path>`) to the git directory. */
function gitdirOf(dotgit: string): string | undefined {
  if (isDir(dotgit)) return existsSync(join(dotgit, 'HEAD')) ? dotgit : undefined;
  if (!isFile(dotgit)) return undefined;
  const m = /^gitdir:\s*(.+?)\s*$/m.exec(readRegularText(dotgit, MAX_GIT_FILE_BYTES) ?? '');
  if (!m) return undefined;
  const target = isAbsolute(m[1]!) ? m[1]! : resolve(dirname(dotgit), m[1]!);
  return isDir(target) ? target : undefined;
}

/** The layout of the repository whose working tree contains `startDir`, or undefined outside git. */
export function findRepoLayout(startDir: string): RepoLayout | undefined {
  let dir = realpathSync(startDir);
  for (;;) {
    const gitdir = gitdirOf(join(dir, '.git'));
    if (gitdir) return layoutFor(dir, gitdir);
    const parent = dirname(dir);
    if (parent === dir) return undefined;
    dir = parent;
  }
}

/** The layout of the repository rooted exactly at `root`, or undefined when `root` has no `.git`. */
export function repoLayoutAt(root: string): RepoLayout | undefined {
  const real = realpathSync(root);
  const gitdir = gitdirOf(join(real, '.git'));
  return gitdir ? layoutFor(real, gitdir) : undefined;
}

function layoutFor(root: string, gitdir: string): RepoLayout {
  let commondir = gitdir;
  const cd = join(gitdir, 'commondir');
  if (isFile(cd)) {
    const rel = (readRegularText(cd, MAX_GIT_FILE_BYTES) ?? '').trim();
    commondir = isAbsolute(rel) ? rel : resolve(gitdir, rel);
  }
  return { root, gitdir, commondir, alternates: alternatesOf(join(commondir, 'objects')), objectFormat: objectFormatOf(commondir) };
}

/** Reads `objectformat` from the [extensions] section of the repository's config. */
function objectFormatOf(commondir: string): 'sha1' | 'sha256' {
  const text = readRegularText(join(commondir, 'config'), MAX_GIT_FILE_BYTES);
  if (text === undefined) return 'sha1';
  let section = '';
  for (const raw of text.split('\n')) {
    const line = raw.replace(/[;#].*$/, '').trim();
    const head = /^\[\s*([A-Za-z0-9.-]+)/.exec(line);
    if (head) section = head[1]!.toLowerCase();
    else if (section === 'extensions' && /^objectformat\s*=\s*sha256$/i.test(line)) return 'sha256';
  }
  return 'sha1';
}

/** git follows alternates of alternates, to this depth (sha1-file.c, "alternate object database"). */
const MAX_ALTERNATE_DEPTH = 5;

/** The object directories `objectsDir` borrows from, nearest first, each once, recursively. */
function alternatesOf(objectsDir: string): string[] {
  const seen = new Set<string>([objectsDir]);
  const out: string[] = [];
  const visit = (dir: string, depth: number): void => {
    const alt = join(dir, 'info', 'alternates');
    if (depth > MAX_ALTERNATE_DEPTH || !isFile(alt)) return;
    for (const line of (readRegularText(alt, MAX_GIT_FILE_BYTES) ?? '').split('\n')) {
      const l = line.trim();
      if (l === '' || l.startsWith('#')) continue;
      const abs = isAbsolute(l) ? l : resolve(dir, l);
      if (seen.has(abs)) continue;
      seen.add(abs);
      out.push(abs);
      visit(abs, depth + 1);
    }
  };
  visit(objectsDir, 1);
  return out;
}
