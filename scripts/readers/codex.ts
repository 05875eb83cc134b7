// What Codex loads as project docs in `folder` (openai/codex, codex-rs/core/src/agents_md.rs and
// codex-rs/config/src/loader/mod.rs): in each folder from the project root (the git root) down to
// `folder`, the first of AGENTS.override.md, AGENTS.md and the project_doc_fallback_filenames that
// is a file; no @imports. Files are read in order into one budget, project_doc_max_bytes (32 KiB by
// default, 0 reads nothing): the file that crosses it is cut at the remaining byte count, and every
// later file is dropped; a file that is only whitespace is skipped and costs nothing.
// The settings come from the repository's .codex/config.toml files, from the root down to `folder`
// (the closest wins; Codex applies them in a project the user trusts). project_root_markers there
// is not read: Codex finds the root before it loads project config.
import { emptySession, type AgentReader, type ReaderRule, type SettingRead, type Truncation } from './adapter.ts';
import { folderChain, joinPath } from './resolve-imports.ts';
import type { ReaderSources } from './sources.ts';

export const CODEX_PROJECT_DOC_MAX_BYTES = 32 * 1024;
const OVERRIDE = 'AGENTS.override.md';
const DEFAULT = 'AGENTS.md';

const AGENTS_RS = 'openai/codex@0cf644af codex-rs/core/src/agents_md.rs';
const LOADER_RS = 'openai/codex@12883137 codex-rs/config/src/loader/mod.rs';

export const CODEX_RULES: readonly ReaderRule[] = [
  { id: 'chain', text: 'In each folder from the git root down to the start folder, the first file of AGENTS.override.md, AGENTS.md, then project_doc_fallback_filenames; one file per folder, no imports', source: { kind: 'source', ref: `${AGENTS_RS} (agents_md_paths, candidate_filenames)` } },
  { id: 'override', text: 'AGENTS.override.md replaces AGENTS.md in its folder', source: { kind: 'source', ref: `${AGENTS_RS} (candidate_filenames)` } },
  { id: 'fallback', text: 'A project_doc_fallback_filenames name is read in a folder without AGENTS.override.md or AGENTS.md', source: { kind: 'source', ref: `${AGENTS_RS} (candidate_filenames)` } },
  {
    id: 'budget',
    text: 'The chain is read into one budget of project_doc_max_bytes (32768 by default, 0 reads nothing): the file crossing it is cut, later files dropped; a whitespace-only file is skipped and costs nothing',
    source: { kind: 'source', ref: `${AGENTS_RS} (read_agents_md); DEFAULT_PROJECT_DOC_MAX_BYTES = 32 * 1024 in codex-rs/core/src/config` },
  },
  {
    id: 'config',
    text: '.codex/config.toml of each folder from the root down to the start folder sets project_doc_max_bytes and project_doc_fallback_filenames, the closest winning (in a trusted project); project_root_markers there does not move the root',
    source: { kind: 'source', ref: `${LOADER_RS} (load_project_layers, project_trust_context); ${AGENTS_RS} (agents_md_paths skips project layers for project_root_markers)` },
  },
];

export interface CodexFile {
  path: string;
  rule: string;
  /** The file's size in bytes. */
  bytes: number;
  /** Bytes Codex reads from it (less than `bytes` where the budget cuts it, 0 when dropped). */
  loaded_bytes: number;
}

export type CodexTruncation = Truncation;

export interface CodexSession {
  folder: string;
  /** The chain, root first; dropped files stay listed with loaded_bytes 0. */
  files: CodexFile[];
  truncation?: CodexTruncation;
  budget: number;
  settings: SettingRead[];
}

export interface CodexConfig {
  project_doc_max_bytes: number;
  project_doc_fallback_filenames: string[];
  settings: SettingRead[];
}

/** Top-level `key = value` pairs of a TOML file before its first table (integers and string arrays). */
function topLevelToml(text: string): Map<string, number | string[]> {
  const out = new Map<string, number | string[]>();
  const lines = text.split(/\r?\n/);
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!.replace(/\s+#.*$/, '').trim();
    if (line.startsWith('[')) break;
    const m = /^["']?([A-Za-z0-9_-]+)["']?\s*=\s*(.*)$/.exec(line);
    if (!m) continue;
    let value = m[2]!;
    if (/^-?\d[\d_]*$/.test(value)) {
      out.set(m[1]!, Number(value.replace(/_/g, '')));
      continue;
    }
    if (value.startsWith('[')) {
      while (!value.includes(']') && i + 1 < lines.length) value += ' ' + lines[++i]!.replace(/\s+#.*$/, '');
      const items = [...value.matchAll(/"((?:[^"\\]|\\.)*)"|'([^']*)'/g)].map((x) => x[1] ?? x[2] ?? '');
      out.set(m[1]!, items);
    }
  }
  return out;
}

/** The Codex settings that change what loads in `folder`, from the repository's .codex/config.toml files. */
export function codexConfig(folder: string, src: ReaderSources): CodexConfig {
  const out: CodexConfig = { project_doc_max_bytes: CODEX_PROJECT_DOC_MAX_BYTES, project_doc_fallback_filenames: [], settings: [] };
  for (const dir of folderChain(folder)) {
    const path = joinPath(dir, '.codex/config.toml');
    if (!src.isFile(path)) continue;
    const values = topLevelToml(src.doc(path)?.text ?? '');
    const max = values.get('project_doc_max_bytes');
    if (typeof max === 'number' && max >= 0) {
      out.project_doc_max_bytes = max;
      out.settings.push({ path, key: 'project_doc_max_bytes', value: max });
    }
    const fb = values.get('project_doc_fallback_filenames');
    if (Array.isArray(fb)) {
      out.project_doc_fallback_filenames = fb;
      out.settings.push({ path, key: 'project_doc_fallback_filenames', value: fb });
    }
  }
  return out;
}

function lineAtByte(text: string, byte: number): number {
  const head = Buffer.from(text, 'utf8').subarray(0, byte).toString('utf8');
  return head.split('\n').length;
}

/** The project docs Codex reads for a session in `folder`, under the budget its config sets. */
export function codexSession(folder: string, src: ReaderSources, config = codexConfig(folder, src)): CodexSession {
  const budget = config.project_doc_max_bytes;
  const names = [OVERRIDE, DEFAULT, ...config.project_doc_fallback_filenames.filter((n) => n !== '' && n !== OVERRIDE && n !== DEFAULT)];
  const files: CodexFile[] = [];
  let remaining = budget;
  let truncation: CodexTruncation | undefined;
  if (budget > 0) {
    for (const dir of folderChain(folder)) {
      const name = names.find((n) => src.isFile(joinPath(dir, n)));
      if (name === undefined) continue;
      const path = joinPath(dir, name);
      const text = src.doc(src.canonical(path))?.text ?? '';
      const bytes = Buffer.byteLength(text, 'utf8');
      const rule = name === OVERRIDE ? 'override' : name === DEFAULT ? 'chain' : 'fallback';
      if (text.trim() === '') continue;
      const loaded = Math.min(bytes, remaining);
      if (loaded < bytes) {
        if (truncation === undefined) truncation = { budget, cut_in: path, cut_at_byte: loaded, cut_at_line: lineAtByte(text, loaded), bytes_lost: 0, dropped: [] };
        truncation.bytes_lost += bytes - loaded;
        if (loaded === 0) truncation.dropped.push(path);
      }
      files.push({ path, rule, bytes, loaded_bytes: loaded });
      remaining -= loaded;
    }
  }
  const base = { folder, files, budget, settings: config.settings };
  return truncation ? { ...base, truncation } : base;
}

export const codexReader: AgentReader = {
  agent: 'codex',
  client: 'Codex',
  rules: CODEX_RULES,
  owns: (p) => /(?:^|\/)(?:AGENTS\.md|AGENTS\.override\.md|\.codex\/config\.toml)$/.test(p),
  sentText: (path, src) => src.doc(src.canonical(path))?.text ?? '',
  session(folder, src) {
    const s = codexSession(folder, src);
    const out = emptySession();
    out.settings = s.settings;
    out.files = s.files.map((f) => (f.loaded_bytes < f.bytes ? { path: f.path, rule: f.rule, hops: 0, loaded_bytes: f.loaded_bytes } : { path: f.path, rule: f.rule, hops: 0 }));
    if (s.truncation) {
      const t = s.truncation;
      out.truncation = t;
      out.problems.push({
        kind: 'truncated',
        path: t.cut_in,
        line: t.cut_at_line,
        bytes_lost: t.bytes_lost,
        detail: `the AGENTS.md chain exceeds Codex's ${t.budget}-byte budget (project_doc_max_bytes${s.settings.some((x) => x.key === 'project_doc_max_bytes') ? ', from .codex/config.toml' : ''}): cut in ${t.cut_in} at byte ${t.cut_at_byte} (line ${t.cut_at_line}), ${t.bytes_lost} bytes never read${t.dropped.length ? `, ${t.dropped.length} file${t.dropped.length === 1 ? '' : 's'} dropped` : ''}`,
      });
    }
    return out;
  },
};
