// What Cursor puts in every request in `folder`, from its documentation (not checked against the
// client here): the legacy root .cursorrules, and the .cursor/rules/**/*.mdc files of the folders
// from the root down to `folder` whose frontmatter says `alwaysApply: true`. Rules with `globs:` are
// attached when a matching file is in play, the others when the agent asks for them: on demand.
import type { LoadedFile } from './claude-code.ts';
import { folderChain, joinPath } from './resolve-imports.ts';
import { memoryFilesOf } from './memory-index.ts';
import type { ReaderSources } from './sources.ts';

export interface CursorSession {
  folder: string;
  files: LoadedFile[];
  /** Rules attached later (by glob, by the agent's choice, or by hand). */
  on_demand: string[];
}

function mdcRules(dir: string, src: ReaderSources): string[] {
  const prefix = joinPath(dir, '.cursor/rules') + '/';
  return memoryFilesOf(src).filter((f) => f.startsWith(prefix));
}

export function cursorSession(folder: string, src: ReaderSources): CursorSession {
  const files: LoadedFile[] = [];
  const on_demand: string[] = [];
  if (src.isFile('.cursorrules')) files.push({ path: '.cursorrules', rule: '.cursorrules (legacy, always applied)', hops: 0 });
  for (const dir of folderChain(folder)) {
    for (const r of mdcRules(dir, src)) {
      if (src.doc(r)?.frontmatter?.data?.alwaysApply === true) files.push({ path: r, rule: '.cursor/rules with alwaysApply: true', hops: 0 });
      else on_demand.push(r);
    }
  }
  return { folder, files, on_demand };
}
