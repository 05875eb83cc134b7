// Where each `@path` import of a doc leads, as a client that loads imports sees it: the path taken
// verbatim, relative to the importing file; a folder or a binary file is not loaded; a path outside
// the project (home, absolute elsewhere) is the user's, not ours to model.
import { posix } from 'node:path';
import { resolveRef } from '../doc/resolve.ts';
import { extractImports } from './imports.ts';
import type { ReaderSources } from './sources.ts';

export type ImportOutcome =
  /** A text file the client loads (subject to the client's own depth and folder limits). */
  | { kind: 'file'; path: string }
  /** Nothing there. `suggestion`: the file that exists without the trailing punctuation. */
  | { kind: 'missing'; path: string; suggestion?: string }
  /** A folder, or a file that is not text: the client skips it. */
  | { kind: 'not_loadable'; path: string }
  /** Home or outside the project. */
  | { kind: 'outside' };

export interface ResolvedImport {
  /** The path as the client reads it (after the `@`). */
  raw: string;
  line: number;
  column: number;
  outcome: ImportOutcome;
}

function resolveOne(docPath: string, target: string, src: ReaderSources): string | undefined {
  const r = resolveRef(docPath, { source: 'import', target, raw: target, line: 0, column: 0 }, src.root, src.repo);
  return r.kind === 'path' ? r.resolved : undefined;
}

/** The imports of the doc at `path`, in document order; [] when it is not a readable doc. */
export function resolvedImports(path: string, src: ReaderSources): ResolvedImport[] {
  const doc = src.doc(path);
  if (!doc) return [];
  const out: ResolvedImport[] = [];
  for (const ref of extractImports(doc, src.repo)) {
    const base = { raw: ref.client_target, line: ref.line, column: ref.column };
    const exact = resolveOne(path, ref.client_target, src);
    if (exact === undefined) {
      out.push({ ...base, outcome: { kind: 'outside' } });
      continue;
    }
    if (src.isFile(exact)) {
      const c = src.canonical(exact);
      out.push({ ...base, outcome: src.doc(c) ? { kind: 'file', path: c } : { kind: 'not_loadable', path: exact } });
      continue;
    }
    if (src.repo.dirs.has(exact) || src.listDir(exact).length > 0) {
      out.push({ ...base, outcome: { kind: 'not_loadable', path: exact } });
      continue;
    }
    const loose = ref.client_target === ref.target ? undefined : resolveOne(path, ref.target, src);
    const suggestion = loose !== undefined && src.isFile(loose) ? loose : undefined;
    out.push({ ...base, outcome: suggestion ? { kind: 'missing', path: exact, suggestion } : { kind: 'missing', path: exact } });
  }
  return out;
}

/** The files the imports of `path` load, in order (for import graphs that ignore client limits). */
export function importedFiles(path: string, src: ReaderSources): string[] {
  const out: string[] = [];
  for (const i of resolvedImports(path, src)) if (i.outcome.kind === 'file' && !out.includes(i.outcome.path)) out.push(i.outcome.path);
  return out;
}

/** Whether `path` lies in `folder` or below it ('' holds everything in the project). */
export function isWithin(path: string, folder: string): boolean {
  return folder === '' || path === folder || path.startsWith(folder + '/');
}

/** The folders from the project root down to `folder`, root first. */
export function folderChain(folder: string): string[] {
  const out = [''];
  if (folder === '') return out;
  const parts = folder.split('/');
  for (let i = 1; i <= parts.length; i++) out.push(parts.slice(0, i).join('/'));
  return out;
}

export const joinPath = (dir: string, name: string) => (dir === '' ? name : posix.join(dir, name));
