// What Codex (and AGENTS.md readers that follow it) loads as project docs in `folder`: in each folder
// from the project root (the git root) down to `folder`, AGENTS.override.md if present, else
// AGENTS.md; at most one file per folder; no @imports. Files are read in order into one budget,
// project_doc_max_bytes (32 KiB by default): the file that crosses it is cut at the remaining byte
// count, and every later file is dropped. A file that is empty or only whitespace is skipped and
// costs nothing. Codex does not resolve symlinks: a linked AGENTS.md is read again.
import { folderChain, joinPath } from './resolve-imports.ts';
import type { ReaderSources } from './sources.ts';

export const CODEX_PROJECT_DOC_MAX_BYTES = 32 * 1024;
const CANDIDATES = ['AGENTS.override.md', 'AGENTS.md'] as const;

export interface CodexFile {
  path: string;
  rule: string;
  /** The file's size in bytes. */
  bytes: number;
  /** Bytes Codex reads from it (less than `bytes` where the budget cuts it, 0 when dropped). */
  loaded_bytes: number;
}

export interface CodexTruncation {
  budget: number;
  /** The file the budget cuts (partly read), or the first file dropped when the cut falls between files. */
  cut_in: string;
  /** Bytes of `cut_in` that are read before the cut. */
  cut_at_byte: number;
  /** 1-based line of `cut_in` where the cut falls. */
  cut_at_line: number;
  /** Bytes of the chain Codex never reads. */
  bytes_lost: number;
  /** Files not read at all. */
  dropped: string[];
}

export interface CodexSession {
  folder: string;
  /** The chain, root first; dropped files stay listed with loaded_bytes 0. */
  files: CodexFile[];
  truncation?: CodexTruncation;
}

function lineAtByte(text: string, byte: number): number {
  const head = Buffer.from(text, 'utf8').subarray(0, byte).toString('utf8');
  return head.split('\n').length;
}

/** The project docs Codex reads for a session in `folder`, under `budget` bytes. */
export function codexSession(folder: string, src: ReaderSources, budget = CODEX_PROJECT_DOC_MAX_BYTES): CodexSession {
  const files: CodexFile[] = [];
  let remaining = budget;
  let truncation: CodexTruncation | undefined;
  for (const dir of folderChain(folder)) {
    const name = CANDIDATES.find((n) => src.isFile(joinPath(dir, n)));
    if (name === undefined) continue;
    const path = joinPath(dir, name);
    const text = src.doc(src.canonical(path))?.text ?? '';
    const bytes = Buffer.byteLength(text, 'utf8');
    const rule = name === 'AGENTS.override.md' ? 'AGENTS.override.md (replaces AGENTS.md in its folder)' : 'AGENTS.md of a folder on the way to the start folder';
    if (text.trim() === '') continue;
    const loaded = Math.min(bytes, remaining);
    if (loaded < bytes) {
      if (truncation === undefined) {
        truncation = { budget, cut_in: path, cut_at_byte: loaded, cut_at_line: lineAtByte(text, loaded), bytes_lost: 0, dropped: [] };
      }
      truncation.bytes_lost += bytes - loaded;
      if (loaded === 0) truncation.dropped.push(path);
    }
    files.push({ path, rule, bytes, loaded_bytes: loaded });
    remaining -= loaded;
  }
  return truncation ? { folder, files, truncation } : { folder, files };
}
