// What Gemini CLI loads as context in `folder` (google-gemini/gemini-cli@5411f113, 0.56 nightly;
// packages/core/src/utils/memoryDiscovery.ts, memoryImportProcessor.ts, tools/memoryTool.ts,
// tools/jit-context.ts), in a trusted folder:
//   at start, the context files in each folder from the start folder up to the ceiling (the first
//   folder holding a memoryBoundaryMarkers entry, `.git` by default; with no marker the start
//   folder alone), ordered by path; no downward scan;
//   the names are context.fileName from the start folder's .gemini/settings.json (a string or a
//   list), then GEMINI.md, which is always kept;
//   each file with its @imports inlined, five deep, a cycle cut (the same file imported from two
//   places loads twice); imports stay inside the project;
//   later, just in time: when a tool reads, lists, writes or edits a path below the start folder,
//   the context files of the folders from there up to the ceiling that are not loaded yet.
import { emptySession, wholeText, type AgentReader, type LoadedFile, type OnDemandFile, type ReaderRule, type SettingRead, type SkippedImport } from './adapter.ts';
import { importMaxHops } from './memory-files.ts';
import { folderChain, isWithin, joinPath, resolvedImports } from './resolve-imports.ts';
import { memoryFilesOf } from './memory-index.ts';
import type { ReaderSources } from './sources.ts';
import { byCodeUnit } from '../shared/order.ts';
import { isJsonObject } from '../shared/json-object.ts';

const REF = 'google-gemini/gemini-cli@5411f113 (0.56.0-nightly.20260806)';
const DISCOVERY = `${REF} packages/core/src/utils/memoryDiscovery.ts`;

export const GEMINI_RULES: readonly ReaderRule[] = [
  { id: 'upward', text: 'At start, the context files of each folder from the start folder up to the ceiling (the first folder with a memoryBoundaryMarkers entry, .git by default), sorted by path; no folder below the start folder', source: { kind: 'source', ref: `${DISCOVERY} (getEnvironmentMemoryPaths, findUpwardGeminiFiles)` } },
  { id: 'file-name', text: "The names are context.fileName from the start folder's .gemini/settings.json, then GEMINI.md, which is always kept", source: { kind: 'source', ref: `${REF} packages/core/src/tools/memoryTool.ts (setGeminiMdFilename appends), packages/cli/src/config/config.ts` } },
  { id: 'boundary', text: 'context.memoryBoundaryMarkers (default [".git"]) sets the ceiling; an empty list reads the start folder only', source: { kind: 'source', ref: `${DISCOVERY} (findProjectRoot); packages/cli/src/config/settingsSchema.ts` } },
  { id: 'import', text: '@imports are inlined, five deep; a cycle is cut, the same file imported from two places loads twice; an import outside the project is refused', source: { kind: 'source', ref: `${REF} packages/core/src/utils/memoryImportProcessor.ts (processImports, maxDepth 5, validateImportPath)` } },
  { id: 'jit', text: 'When read_file, list_directory, write_file, replace or read_many_files touches a path, the context files from its folder up to the ceiling that are not loaded yet are added to the tool result', source: { kind: 'source', ref: `${REF} packages/core/src/tools/jit-context.ts; ${DISCOVERY} (loadJitSubdirectoryMemory)` } },
];

export interface GeminiSession {
  folder: string;
  files: LoadedFile[];
  skipped: SkippedImport[];
  on_demand: OnDemandFile[];
  settings: SettingRead[];
}

interface GeminiSettings {
  names: string[];
  markers: string[];
  read: SettingRead[];
}

/** context.fileName and context.memoryBoundaryMarkers of the start folder's .gemini/settings.json. */
function geminiSettings(folder: string, src: ReaderSources): GeminiSettings {
  const out: GeminiSettings = { names: ['GEMINI.md'], markers: ['.git'], read: [] };
  const path = joinPath(folder, '.gemini/settings.json');
  if (!src.isFile(path)) return out;
  let context: Record<string, unknown> | undefined;
  try {
    const data: unknown = JSON.parse((src.doc(path)?.text ?? '').replace(/^\s*\/\/.*$/gm, ''));
    const c = isJsonObject(data) ? data.context : undefined;
    context = isJsonObject(c) ? c : undefined;
  } catch {
    return out;
  }
  const fn = context?.fileName;
  const names = (Array.isArray(fn) ? fn : typeof fn === 'string' ? [fn] : []).filter((x): x is string => typeof x === 'string').map((s) => s.trim()).filter((s) => s !== '' && !s.includes('..'));
  if (names.length > 0) {
    out.names = [...new Set([...names, 'GEMINI.md'])];
    out.read.push({ path, key: 'context.fileName', value: fn });
  }
  const mk = context?.memoryBoundaryMarkers;
  if (Array.isArray(mk)) {
    out.markers = mk.filter((x): x is string => typeof x === 'string');
    out.read.push({ path, key: 'context.memoryBoundaryMarkers', value: mk });
  }
  return out;
}

/** The ceiling of the upward search from `folder`: the first folder up with a marker (within the project). */
function ceilingOf(folder: string, markers: readonly string[], src: ReaderSources): string {
  if (markers.length === 0) return folder;
  const chain = folderChain(folder).reverse();
  for (const dir of chain) {
    for (const m of markers) {
      if (m.includes('..') || m.startsWith('/')) continue;
      const p = joinPath(dir, m);
      if ((dir === '' && m === '.git') || src.isFile(p) || src.listDir(p).length > 0 || src.repo.dirs.has(p)) return dir;
    }
  }
  return markers.includes('.git') ? '' : folder;
}

const parentOf = (p: string) => (p.includes('/') ? p.slice(0, p.lastIndexOf('/')) : '');

export function geminiSession(folder: string, src: ReaderSources): GeminiSession {
  const settings = geminiSettings(folder, src);
  const ceiling = ceilingOf(folder, settings.markers, src);
  const files: LoadedFile[] = [];
  const skipped: SkippedImport[] = [];
  const max = importMaxHops('gemini');
  const load = (path: string, rule: string, hops: number, chain: ReadonlySet<string>, importedBy?: string): void => {
    if (!src.isFile(path)) return;
    const c = src.canonical(path);
    if (chain.has(c) || !src.doc(c)) return;
    if (importedBy === undefined && (src.doc(c)?.text ?? '').trim() === '') return;
    files.push(importedBy === undefined ? { path: c, rule, hops } : { path: c, rule: 'import', imported_by: importedBy, hops });
    const inChain = new Set([...chain, c]);
    if (hops >= max) return;
    for (const imp of resolvedImports(c, src)) {
      const o = imp.outcome;
      const at = { from: c, line: imp.line, raw: imp.raw };
      if (o.kind === 'outside') continue;
      if (o.kind === 'missing') skipped.push({ ...at, reason: 'missing', path: o.path, ...(o.suggestion ? { suggestion: o.suggestion } : {}) });
      else if (o.kind === 'not_loadable') skipped.push({ ...at, reason: 'not_loadable', path: o.path });
      else if (inChain.has(o.path)) continue;
      else load(o.path, rule, hops + 1, inChain, c);
    }
  };
  const dirs = folderChain(folder).filter((d) => isWithin(d, ceiling));
  const start = dirs.flatMap((d) => settings.names.map((n) => joinPath(d, n))).filter((p) => src.isFile(p)).sort(byCodeUnit);
  for (const p of start) load(p, 'upward', 0, new Set());
  const loaded = new Set(files.map((f) => f.path));
  const isContextFile = (f: string) => settings.names.some((n) => f === n || f.endsWith('/' + n));
  const on_demand: OnDemandFile[] = memoryFilesOf(src)
    .concat(settings.names.length > 1 ? [...src.repo.files].filter(isContextFile) : [])
    .filter((f, i, all) => all.indexOf(f) === i && isContextFile(f) && !loaded.has(f) && parentOf(f) !== folder && isWithin(parentOf(f), folder))
    .sort(byCodeUnit)
    .map((f) => ({ path: f, rule: 'jit', trigger: `a tool reading, listing, writing or editing a path in ${parentOf(f)}/` }));
  return { folder, files, skipped, on_demand, settings: settings.read };
}

export const geminiReader: AgentReader = {
  agent: 'gemini',
  client: 'Gemini CLI',
  rules: GEMINI_RULES,
  owns: (p) => /(?:^|\/)(?:GEMINI\.md|\.gemini\/settings\.json)$/.test(p),
  sentText: (path, src) => wholeText(path, src).trim(),
  session(folder, src) {
    const s = geminiSession(folder, src);
    return { ...emptySession(), files: s.files, skipped: s.skipped, on_demand: s.on_demand, settings: s.settings };
  },
};
