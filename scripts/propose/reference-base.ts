// The folder a backticked path is read from. Markdown says where a link resolves; a path in prose
// has no such rule, so an unattended fix of one needs the path to have a single reading: the old
// text names the moved file from exactly one folder the scanner's resolver reads it from
// (../doc/resolve.ts codePathCandidates: the root, the doc's folder, its package or skill root),
// the new text names the destination from that same one, and nothing in the doc sets another base
// for it: a `cd` earlier in its section, or a table or list whose other paths resolve nowhere (a
// table of paths relative to each skill's folder, which the fix would resolve against the doc's).
import { codePathCandidates } from '../doc/resolve.ts';
import type { ParsedDoc, RepoIndex } from '../doc/types.ts';

export interface CodePathHit {
  line?: number;
  source?: string;
  raw?: string;
  resolved?: string;
  renamed_to?: string;
  hint?: boolean;
  name: string;
}

/** A `cd DIR` in a shell line or code span: the folder later paths of the section are relative to. */
const CD = /(?:^|[\s;&|(`$]|&&)cd\s+("[^"]+"|'[^']+'|[^\s;&|)`]+)/;

function sectionStart(doc: ParsedDoc, line: number): number {
  let start = 1;
  for (const h of doc.headings) if (h.line < line) start = h.line;
  return start;
}

/** The top-level block (a table, a list, a paragraph) holding a line. */
function blockOf(doc: ParsedDoc, line: number): { start_line: number; end_line: number; type: string } | undefined {
  return doc.blocks.find((b) => line >= b.start_line && line <= b.end_line);
}

/** Why a fix of this backticked path cannot be read from one base only, or undefined. */
export function otherBaseProblem(doc: ParsedDoc, hit: CodePathHit, replacement: string, repo: RepoIndex, siblings: readonly CodePathHit[]): string | undefined {
  const line = hit.line!;
  const old = codePathCandidates(doc.path, hit.raw!, repo) ?? [];
  if (old.length !== 1 || old[0] !== hit.resolved)
    return `\`${hit.raw}\` on line ${line} reads as ${old.length ? old.join(' or ') : 'no path'} depending on the folder it is read from: the fix cannot know which the reader means`;
  const next = codePathCandidates(doc.path, replacement, repo) ?? [];
  if (next.length !== 1 || next[0] !== hit.renamed_to)
    return `\`${replacement}\` would read as ${next.length ? next.join(' or ') : 'no path'}, not only ${hit.renamed_to}`;
  for (let l = sectionStart(doc, line); l < line; l++) {
    const cd = CD.exec(doc.lines[l - 1] ?? '');
    if (cd) return `line ${l} runs \`cd ${cd[1]}\`: the paths after it in that section may be relative to it`;
  }
  const block = blockOf(doc, line);
  if (block && (block.type === 'table' || /_list$/.test(block.type))) {
    const lost = siblings.filter((s) => s !== hit && s.name === 'broken_reference' && s.source === 'code_path' && s.hint === true && typeof s.line === 'number' && s.line >= block.start_line && s.line <= block.end_line);
    if (lost.length)
      return `${lost.length} other path(s) of the same ${block.type === 'table' ? 'table' : 'list'} (line ${lost.map((s) => s.line).join(', ')}) resolve nowhere and never did: its paths may be relative to another folder`;
  }
  return undefined;
}
