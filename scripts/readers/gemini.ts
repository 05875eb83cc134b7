// What Gemini CLI loads as context in `folder`, from its documentation (not checked against the
// client here): GEMINI.md in each folder from the project root down to `folder`, then the GEMINI.md
// files of folders below it (breadth first, as its downward search finds them), each followed by its
// @imports (at most five hops, each file once).
import { importMaxHops } from './memory-files.ts';
import type { LoadedFile, SkippedImport } from './claude-code.ts';
import { folderChain, isWithin, joinPath, resolvedImports } from './resolve-imports.ts';
import { memoryFilesOf } from './memory-index.ts';
import type { ReaderSources } from './sources.ts';
import { byCodeUnit } from '../shared/order.ts';

export interface GeminiSession {
  folder: string;
  files: LoadedFile[];
  skipped: SkippedImport[];
}

const depthOf = (p: string) => (p === '' ? 0 : p.split('/').length);

export function geminiSession(folder: string, src: ReaderSources): GeminiSession {
  const files: LoadedFile[] = [];
  const skipped: SkippedImport[] = [];
  const seen = new Set<string>();
  const max = importMaxHops('gemini');
  const load = (path: string, rule: string, hops: number, importedBy?: string): void => {
    if (!src.isFile(path)) return;
    const c = src.canonical(path);
    if (seen.has(c) || !src.doc(c)) return;
    seen.add(c);
    files.push(importedBy === undefined ? { path: c, rule, hops } : { path: c, rule, imported_by: importedBy, hops });
    for (const imp of resolvedImports(c, src)) {
      const o = imp.outcome;
      const at = { from: c, line: imp.line, raw: imp.raw };
      if (o.kind === 'outside') continue;
      if (o.kind === 'missing') skipped.push({ ...at, reason: 'missing', path: o.path, ...(o.suggestion ? { suggestion: o.suggestion } : {}) });
      else if (o.kind === 'not_loadable') skipped.push({ ...at, reason: 'not_loadable', path: o.path });
      else if (seen.has(o.path)) continue;
      else if (hops + 1 > max) skipped.push({ ...at, reason: 'too_deep', path: o.path });
      else load(o.path, `@imported by ${c}`, hops + 1, c);
    }
  };
  for (const dir of folderChain(folder)) load(joinPath(dir, 'GEMINI.md'), 'GEMINI.md of a folder on the way to the start folder', 0);
  const below = [...memoryFilesOf(src)]
    .filter((f) => (f === 'GEMINI.md' || f.endsWith('/GEMINI.md')) && f !== joinPath(folder, 'GEMINI.md') && isWithin(f, folder))
    .sort((a, b) => depthOf(a) - depthOf(b) || byCodeUnit(a, b));
  for (const f of below) load(f, 'GEMINI.md of a folder below the start folder', 0);
  return { folder, files, skipped };
}
