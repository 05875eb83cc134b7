// Path guards: the one home of the inside-root rule. Every path that comes from a report, a
// journal, a proposal or a config file is untrusted: it must be project-relative, normalized,
// outside .git/, and must not pass through a symlink that leads out of the project root. Reads of
// files the repository supplies go through readProjectFile (regular files only, bounded).
import { isAbsolute, join, posix, resolve, sep, relative } from 'node:path';
import { lstatSync, realpathSync } from 'node:fs';
import { HygieneError } from './errors.ts';
import { readRegularFile, type BoundedRead } from './read-bounded.ts';

const WINDOWS = process.platform === 'win32';

/** Returns a problem description, or undefined when `p` is a normalized project-relative path. */
export function projectRelativeProblem(p: unknown): string | undefined {
  if (typeof p !== 'string' || p.length === 0) return 'must be a non-empty path';
  if (p.includes('\0')) return 'must not contain NUL bytes';
  // A backslash or a colon is an ordinary character of a name on Linux and macOS ("a:b.md",
  // "C:notes.md"); only on Windows do they make a path absolute or separate folders.
  if (WINDOWS && p.includes('\\')) return 'must use forward slashes';
  if (p.startsWith('/') || (WINDOWS && /^[A-Za-z]:/.test(p))) return `must be project-relative, not absolute ("${p}")`;
  const norm = posix.normalize(p);
  if (norm === '..' || norm.startsWith('../')) return `must not climb out of the project root ("${p}")`;
  if (norm !== p.replace(/\/+$/, '') || p.split('/').some((s) => s === '.' || s === '..' || s === ''))
    return `must be normalized ("${p}")`;
  if (norm === '.git' || norm.startsWith('.git/') || norm.split('/').includes('.git'))
    return `must not point inside .git/ ("${p}")`;
  return undefined;
}

export function assertProjectRelative(p: unknown, location: string): string {
  const problem = projectRelativeProblem(p);
  if (problem) throw new HygieneError('UNSAFE_PATH', problem, location);
  return p as string;
}

/** What lies on the way to a project path: the symlinks it passes through (final component included). */
export type SymlinkWalk =
  | { kind: 'none' }
  | { kind: 'inside'; target: string }
  | { kind: 'dangling' }
  | { kind: 'outside' }
  | { kind: 'git' };

/**
 * The one inside-root guard: walks `rel` (already project-relative) component by component from
 * the real root, and tells whether any existing component is a symlink, and where the path then
 * leads. Components that do not exist yet end the walk (nothing below them can be a symlink).
 * `target` is the project-relative real path when every symlink on the way stays inside.
 */
export function walkSymlinks(rootReal: string, rel: string): SymlinkWalk {
  let cur = rootReal;
  let sawLink = false;
  for (const part of rel.split('/')) {
    cur = cur + sep + part;
    let st;
    try {
      st = lstatSync(cur);
    } catch {
      break;
    }
    if (!st.isSymbolicLink()) continue;
    sawLink = true;
    let target: string;
    try {
      target = realpathSync(cur);
    } catch {
      return { kind: 'dangling' };
    }
    if (!isInside(rootReal, target)) return { kind: 'outside' };
    const relTarget = toPosixRelative(rootReal, target);
    if (relTarget === '.git' || relTarget.startsWith('.git/')) return { kind: 'git' };
  }
  if (!sawLink) return { kind: 'none' };
  try {
    return { kind: 'inside', target: toPosixRelative(rootReal, realpathSync(resolve(rootReal, rel))) };
  } catch {
    return { kind: 'inside', target: rel }; // the rest does not exist yet
  }
}

/** Whether an existing folder on the way to `rel` (not `rel` itself) is a symlink. */
export function throughSymlinkedFolder(root: string, rel: string): boolean {
  const parts = rel.replace(/\/$/, '').split('/');
  let cur = root;
  for (let i = 0; i < parts.length - 1; i++) {
    cur = join(cur, parts[i]!);
    try {
      if (lstatSync(cur).isSymbolicLink()) return true;
    } catch {
      return false; // missing: nothing below it can be a symlink
    }
  }
  return false;
}

/**
 * Resolves a project-relative path to an absolute one and refuses it when any existing
 * component is a symlink that leads outside `root` (or into .git/, or nowhere). Components that do
 * not exist yet are fine (a file about to be created), but their existing parent must stay inside.
 */
export function resolveInsideRoot(root: string, rel: string, location: string): string {
  assertProjectRelative(rel, location);
  const rootReal = realpathSync(root);
  const w = walkSymlinks(rootReal, rel);
  if (w.kind === 'dangling') throw new HygieneError('UNSAFE_PATH', `passes through a dangling symlink ("${rel}")`, location);
  if (w.kind === 'outside') throw new HygieneError('UNSAFE_PATH', `passes through a symlink that leads outside the project ("${rel}")`, location);
  if (w.kind === 'git') throw new HygieneError('UNSAFE_PATH', `passes through a symlink into .git/ ("${rel}")`, location);
  return resolve(rootReal, rel);
}

/** A scan reads thousands of files of one root: its real path once. */
const realRoots = new Map<string, string>();

/**
 * Reads a project file that may be hostile: refused when it is (or passes through) a symlink that
 * leads outside the project or into .git/, when it is not a regular file (a FIFO, /dev/zero), or
 * when it is larger than `maxBytes`.
 */
export function readProjectFile(root: string, rel: string, maxBytes: number): BoundedRead {
  if (projectRelativeProblem(rel)) return { ok: false, reason: 'is not a project path' };
  let rootReal = realRoots.get(root);
  if (rootReal === undefined) realRoots.set(root, (rootReal = realpathSync(root)));
  const w = walkSymlinks(rootReal, rel);
  if (w.kind === 'outside' || w.kind === 'git') return { ok: false, reason: 'is a symlink that leads outside the project' };
  if (w.kind === 'dangling') return { ok: false, reason: 'absent' };
  return readRegularFile(resolve(rootReal, rel), maxBytes, { followSymlink: true });
}

export function isInside(root: string, p: string): boolean {
  const r = relative(root, p);
  return r === '' || (r !== '..' && !r.startsWith('..' + sep) && !isAbsolute(r));
}

/** Converts an OS path relative to root into the project's posix form. */
export function toPosixRelative(root: string, abs: string): string {
  return relative(root, abs).split(sep).join('/');
}

/** A project file's bytes as `readProjectFile` allows them (inside the project, regular, bounded), or undefined. */
export function projectFileBytes(root: string, rel: string, maxBytes: number): Buffer | undefined {
  const read = readProjectFile(root, rel, maxBytes);
  return read.ok ? read.bytes : undefined;
}

/** The most of a repository file any reader of code, manifests or docs looks at. */
export const MAX_PROJECT_TEXT_BYTES = 5 * 1024 * 1024;

/** A project file's text (see projectFileBytes), or undefined. */
export function projectFileText(root: string, rel: string, maxBytes = MAX_PROJECT_TEXT_BYTES): string | undefined {
  return projectFileBytes(root, rel, maxBytes)?.toString('utf8');
}
