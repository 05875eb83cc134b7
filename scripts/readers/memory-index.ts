// The project's memory files (and Copilot's path-specific instructions), listed once per file list:
// the loaders look up subfolder files here instead of walking the whole file list per folder.
import { isAgentMemoryPath } from './memory-files.ts';
import type { ReaderSources } from './sources.ts';

const cache = new WeakMap<object, string[]>();

const isCopilotInstructions = (f: string) => f.startsWith('.github/instructions/') && f.endsWith('.instructions.md');

/** Sorted project paths that some agent loads as memory, or Copilot by path. */
export function memoryFilesOf(src: Pick<ReaderSources, 'repo'>): readonly string[] {
  let list = cache.get(src.repo.files);
  if (!list) {
    list = [...src.repo.files].filter((f) => isAgentMemoryPath(f) !== undefined || isCopilotInstructions(f)).sort();
    cache.set(src.repo.files, list);
  }
  return list;
}
