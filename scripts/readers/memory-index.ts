// The project's memory files and the other files readers read, listed once per file list:
// the loaders look up subfolder files here instead of walking the whole file list per folder.
import { isAgentMemoryPath, isReaderInput } from './memory-files.ts';
import type { ReaderSources } from './sources.ts';

const cache = new WeakMap<object, string[]>();

/** Sorted project paths that some agent loads as memory, or that a reader reads (settings, skills, path rules). */
export function memoryFilesOf(src: Pick<ReaderSources, 'repo'>): readonly string[] {
  let list = cache.get(src.repo.files);
  if (!list) {
    list = [...src.repo.files].filter((f) => isAgentMemoryPath(f) !== undefined || isReaderInput(f)).sort();
    cache.set(src.repo.files, list);
  }
  return list;
}
