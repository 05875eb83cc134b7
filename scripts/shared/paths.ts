// Path guards. Every path that comes from a report, a proposal or a config file is untrusted:
// it must be project-relative, normalized, outside .git/, and must not pass through a symlink
// that leads out of the project root.
import { posix, resolve, sep, relative } from 'node:path';
import { lstatSync, realpathSync } from 'node:fs';
import { HygieneError } from './errors.ts';

/** Returns a problem description, or undefined when `p` is a normalized project-relative path. */
export function projectRelativeProblem(p: unknown): string | undefined {
  if (typeof p !== 'string' || p.length === 0) return 'must be a non-empty path';
  if (p.includes('\0')) return 'must not contain NUL bytes';
  if (p.includes('\\')) return 'must use forward slashes';
  if (p.startsWith('/') || /^[A-Za-z]:/.test(p)) return `must be project-relative, not absolute ("${p}")`;
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

/**
 * Resolves a project-relative path to an absolute one and refuses it when any existing
 * component is a symlink that leads outside `root`. Components that do not exist yet are fine
 * (a file about to be created), but their existing parent must stay inside.
 */
export function resolveInsideRoot(root: string, rel: string, location: string): string {
  assertProjectRelative(rel, location);
  const rootReal = realpathSync(root);
  const abs = resolve(rootReal, rel);
  let cur = rootReal;
  for (const part of rel.split('/')) {
    cur = cur + sep + part;
    let st;
    try {
      st = lstatSync(cur);
    } catch {
      break; // does not exist yet: nothing below it can be a symlink
    }
    if (st.isSymbolicLink()) {
      let target: string;
      try {
        target = realpathSync(cur);
      } catch {
        throw new HygieneError('UNSAFE_PATH', `passes through a dangling symlink ("${rel}")`, location);
      }
      if (!isInside(rootReal, target))
        throw new HygieneError('UNSAFE_PATH', `passes through a symlink that leads outside the project ("${rel}")`, location);
      const relTarget = relative(rootReal, target).split(sep).join('/');
      if (relTarget === '.git' || relTarget.startsWith('.git/'))
        throw new HygieneError('UNSAFE_PATH', `passes through a symlink into .git/ ("${rel}")`, location);
    }
  }
  return abs;
}

export function isInside(root: string, p: string): boolean {
  const r = relative(root, p);
  return r === '' || (!r.startsWith('..') && !r.startsWith(sep) && !/^[A-Za-z]:/.test(r));
}

/** Converts an OS path relative to root into the project's posix form. */
export function toPosixRelative(root: string, abs: string): string {
  return relative(root, abs).split(sep).join('/');
}
