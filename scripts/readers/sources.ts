// What the reader model needs to know about a project: its file list, the parsed docs on disk, where
// a symlink leads, and folder listings in the file system's own order (the order Claude Code reads
// .claude/rules in). The scan builds one from what it already holds; projectSources builds one from
// the disk for the context CLI.
import { lstatSync, opendirSync, realpathSync } from 'node:fs';
import { projectRelativeProblem, readProjectFile, walkSymlinks } from '../shared/paths.ts';
import { join, relative, sep } from 'node:path';
import { parseDoc } from '../doc/parse-doc.ts';
import type { ParsedDoc, RepoIndex } from '../doc/types.ts';

export interface DirEntry {
  name: string;
  isDir: boolean;
}

export interface ReaderSources {
  /** Absolute project root. */
  root: string;
  repo: RepoIndex;
  /** The parsed text file at a project path, or undefined (missing, binary, too large, a folder). */
  doc(path: string): ParsedDoc | undefined;
  /** A file on disk, tracked or not (CLAUDE.local.md is usually gitignored). */
  isFile(path: string): boolean;
  /** Where a path leads when it is a symlink that stays in the project; the path itself otherwise. */
  canonical(path: string): string;
  /** A folder's entries in the order the file system lists them; [] when there is no such folder. */
  listDir(dir: string): DirEntry[];
}

/** Files above this size are not read as docs. */
export const MAX_READ_BYTES = 5 * 1024 * 1024;

const toPosix = (p: string) => (sep === '/' ? p : p.split(sep).join('/'));
const abs = (root: string, p: string) => (p === '' ? root : join(root, p));

/**
 * Folder entries in directory order (opendir does not sort, unlike readdir), cached per folder. No
 * walk follows a symlink to a folder: a folder reached through a symlink lists nothing (`.claude/rules
 * -> /` would be the whole file system), and a symlink entry is never a folder (a symlinked file is
 * a file, read only when it leads inside the project: see `doc`).
 */
export function rawLister(root: string): (dir: string) => DirEntry[] {
  const cache = new Map<string, DirEntry[]>();
  let rootReal: string | undefined;
  return (dir) => {
    let list = cache.get(dir);
    if (list) return list;
    list = [];
    try {
      rootReal ??= realpathSync(root);
      if (dir === '' || (projectRelativeProblem(dir) === undefined && walkSymlinks(rootReal, dir).kind === 'none')) {
        const d = opendirSync(abs(rootReal, dir));
        try {
          for (let e = d.readSync(); e !== null; e = d.readSync()) list.push({ name: e.name, isDir: e.isDirectory() });
        } finally {
          d.closeSync();
        }
      }
    } catch {
      list = [];
    }
    cache.set(dir, list);
    return list;
  };
}

/** Where a project path leads when it is a symlink that stays inside the project (never into .git). */
export function canonicalizer(root: string): (path: string) => string {
  const cache = new Map<string, string>();
  return (p) => {
    let c = cache.get(p);
    if (c !== undefined) return c;
    c = p;
    try {
      if (lstatSync(join(root, p)).isSymbolicLink()) {
        const rel = toPosix(relative(realpathSync(root), realpathSync(join(root, p))));
        if (rel !== '' && !rel.startsWith('..') && !rel.split('/').includes('.git')) c = rel;
      }
    } catch {
      c = p;
    }
    cache.set(p, c);
    return c;
  };
}

/** A file on disk (a symlink counts when it leads to a file). */
export function fileTester(root: string, repo: RepoIndex): (path: string) => boolean {
  return (p) => {
    if (p.split('/').includes('.git')) return false;
    if (repo.files.has(p)) return true;
    try {
      return lstatSync(realpathSync(join(root, p))).isFile();
    } catch {
      return false;
    }
  };
}

/** Reader sources straight from the disk, for a project whose file list is known. */
export function projectSources(root: string, repo: RepoIndex): ReaderSources {
  const docs = new Map<string, ParsedDoc | null>();
  const isFile = fileTester(root, repo);
  const doc = (p: string): ParsedDoc | undefined => {
    if (!docs.has(p)) {
      let parsed: ParsedDoc | null = null;
      if (isFile(p)) {
        const read = readProjectFile(root, p, MAX_READ_BYTES); // regular files only, never a symlink out
        if (read.ok && read.bytes.indexOf(0) < 0) parsed = parseDoc(p, read.bytes.toString('utf8'));
      }
      docs.set(p, parsed);
    }
    return docs.get(p) ?? undefined;
  };
  return { root, repo, doc, isFile, canonical: canonicalizer(root), listDir: rawLister(root) };
}
