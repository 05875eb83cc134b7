// duplicate_block: a block or section that stands verbatim in another doc, as the duplicate index
// (../facts/duplicates.ts) paired them while the docs were read. Measured on the evaluation corpora
// at 0 true of 122 judged hits outside agent memory (intended copies: per-package docs, prompts each
// loaded alone, versioned and translated pages): there it is a hint that never makes a doc a
// candidate alone. It counts only where one agent's session loads both copies at its start (a
// folder's CLAUDE.md and its parent's; an AGENTS.md chain): the same text twice in one context.
// Identical per-package memory files (humanlayer/humanlayer apps/daemon/CLAUDE.md and
// scripts/CLAUDE.md), each loaded only in its own package, are intended copies.
import { DUPLICATE_ROLES } from '../facts/duplicates.ts';
import { contextLoads } from '../../readers/contexts.ts';
import type { DocSummary, RepositorySignal, ScanContext } from '../types.ts';

/** What a duplicate_block hit carries. */
export type DuplicateBlockHit = {
  name: 'duplicate_block';
  detail: string;
  line: number;
  start_line: number;
  end_line: number;
  lines: number;
  other: { path: string; start_line: number; end_line: number };
  canonical: string;
  hint?: true;
};

export const duplicateBlock: RepositorySignal<DuplicateBlockHit> = {
  name: 'duplicate_block',
  description: 'A block or section that stands verbatim in another doc.',
  help: 'Keep the canonical copy and link to it from the others.',
  severity: { agent_memory: 'warning', elsewhere: 'warning' },
  history_fields: [],
  schema: {
    required: ['line', 'start_line', 'end_line', 'lines', 'other', 'canonical'],
    properties: {
      start_line: { $ref: '#/$defs/line' },
      end_line: { $ref: '#/$defs/line' },
      lines: { type: 'integer', minimum: 1, description: 'Non-blank lines in the block.' },
      other: { $ref: '#/$defs/range_ref' },
      canonical: { $ref: '#/$defs/relpath', description: 'The path of the copy to keep: this doc or other.path.' },
    },
  },
  roles: DUPLICATE_ROLES,
  stage: 'repository',
  needs: ['duplicates', 'history', 'agent_contexts'],
  appliesTo: (doc, ctx) => ctx.duplicates.has(doc.path),
  detect(doc: DocSummary, ctx: ScanContext): DuplicateBlockHit[] {
    const loadedTogether = (a: string, b: string) => (ctx.agent_contexts ?? []).some((c) => contextLoads(c, a) && contextLoads(c, b));
    return (ctx.duplicates.get(doc.path) ?? []).map((h): DuplicateBlockHit => ({
      name: 'duplicate_block',
      detail:
        `lines ${h.start_line}-${h.end_line} (${h.lines} lines) stand verbatim in ${h.other.path}:${h.other.start_line}-${h.other.end_line}; ` +
        (h.canonical === doc.path ? 'this copy is canonical' : `canonical copy: ${h.canonical}`),
      line: h.start_line,
      start_line: h.start_line,
      end_line: h.end_line,
      lines: h.lines,
      other: h.other,
      canonical: h.canonical,
      ...(loadedTogether(doc.path, h.other.path) ? {} : { hint: true as const }),
    }));
  },
};
