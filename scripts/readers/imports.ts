// `@path` imports as Claude Code reads them in CLAUDE.md, CLAUDE.local.md, AGENTS.md, rules files
// and whatever they import: `@` at the start of a line or after whitespace, outside code spans,
// code blocks, autolinks, inline HTML and link destinations (the parser marks those ranges).
// The client takes the path verbatim up to the next whitespace: `@docs/a.md.` or `@docs/a.md,`
// names a file that does not exist, so it is not loaded (openspec/specs/agent-readers).
import { locate } from '../doc/parse-doc.ts';
import type { DocRef, ParsedDoc, RepoIndex } from '../doc/types.ts';

export interface ImportRef extends DocRef {
  /** The path exactly as the client reads it (trailing punctuation kept, escaped spaces undone). */
  client_target: string;
}

const IMPORT = /(^|\s)@((?:[^\s\\]|\\ )+)/g;
const TEXT_EXTENSIONS = /\.(?:md|mdx|markdown|txt|json|ya?ml|toml)$/i;

function inRanges(ranges: Array<[number, number]>, offset: number): boolean {
  for (const [a, b] of ranges) if (offset >= a && offset < b) return true;
  return false;
}

/**
 * The imports of a document. A mention such as `@username` or `@scope/package` is not an import
 * we judge: a candidate counts when it is explicitly relative or absolute, names a text file, or
 * starts with a folder or file the repository has.
 */
export function extractImports(doc: ParsedDoc, repo: RepoIndex): ImportRef[] {
  const out: ImportRef[] = [];
  for (const block of doc.inlines) {
    for (const m of block.src.matchAll(IMPORT)) {
      const at = m.index! + m[1]!.length;
      if (inRanges(block.excluded, at)) continue;
      const raw = m[2]!.replace(/[.,;:!?)\]'"]+$/, '');
      if (raw === '' || raw.startsWith('@')) continue;
      const target = raw.replace(/\\ /g, ' ');
      if (!isImportCandidate(target, doc.path, repo)) continue;
      const pos = locate(doc, block, at + 1, raw);
      out.push({ source: 'import', target, raw, ...pos, client_target: m[2]!.replace(/\\ /g, ' ') });
    }
  }
  return out;
}

function isImportCandidate(target: string, docPath: string, repo: RepoIndex): boolean {
  if (/^(?:\.{1,2}\/|\/|~\/)/.test(target)) return true;
  if (/^[a-z][a-z0-9+.-]*:/i.test(target)) return false;
  if (TEXT_EXTENSIONS.test(target)) return true;
  const first = target.split('/')[0]!;
  const dir = docPath.includes('/') ? docPath.slice(0, docPath.lastIndexOf('/')) : '';
  const rel = dir === '' ? first : `${dir}/${first}`;
  return target.includes('/') && (repo.files.has(rel) || repo.dirs.has(rel));
}
