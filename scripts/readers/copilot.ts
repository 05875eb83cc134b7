// What GitHub Copilot adds to every chat request in the repository, from its documentation (not
// checked against the client here): .github/copilot-instructions.md, whatever the folder.
// Path-specific .github/instructions/*.instructions.md files apply only to matching files.
import type { LoadedFile } from './claude-code.ts';
import { memoryFilesOf } from './memory-index.ts';
import type { ReaderSources } from './sources.ts';

export interface CopilotSession {
  folder: string;
  files: LoadedFile[];
  on_demand: string[];
}

export function copilotSession(folder: string, src: ReaderSources): CopilotSession {
  const files: LoadedFile[] = src.isFile('.github/copilot-instructions.md')
    ? [{ path: '.github/copilot-instructions.md', rule: '.github/copilot-instructions.md (repository-wide)', hops: 0 }]
    : [];
  const on_demand = memoryFilesOf(src).filter((f) => f.startsWith('.github/instructions/') && f.endsWith('.instructions.md')).sort();
  return { folder, files, on_demand };
}
