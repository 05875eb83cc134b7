// agent_load: what a client silently loses or pays twice, as the reader model (scripts/readers/)
// finds it in the sessions that load the doc: a byte budget cutting the memory chain (Codex, with
// the project's .codex/config.toml read), Claude Code's skill listing over its budget (the
// descriptions it drops, named), two files of one session with the same text (twins loaded twice),
// a CLAUDE.local.md switching AGENTS.md off, a memory file over a client's size limit. One hit per
// problem on the doc it names, with the sessions (client@folder) it was found in.
import { ROLE_ORDER } from '../../contract/role-names.ts';
import type { AgentContext, ContextProblem } from '../../readers/contexts.ts';
import type { DocSummary, Prepared, RepositorySignal, ScanContext } from '../types.ts';

/** The context problems that are findings (the others have signals of their own, or are hints). */
export const AGENT_LOAD_KINDS = ['truncated', 'skill_listing_over_budget', 'twin_files', 'agents_md_hidden', 'not_loaded_over_size', 'over_limit'] as const;
export type AgentLoadKind = (typeof AGENT_LOAD_KINDS)[number];

/** What an agent_load hit carries. */
export type AgentLoadHit = {
  name: 'agent_load';
  detail: string;
  /** Where the cut starts (truncated). */
  line?: number;
  kind: AgentLoadKind;
  /** The sessions (client@folder) the problem was found in. */
  contexts: string[];
  /** The twin, or the AGENTS.md a CLAUDE.local.md hides. */
  other_path?: string;
  /** skill_listing_over_budget: the skills whose descriptions the listing drops, and those it cuts short. */
  dropped?: string[];
  cut?: string[];
  budget?: number;
  chars?: number;
};

interface Found {
  problem: ContextProblem & { kind: AgentLoadKind };
  contexts: string[];
}

/** Per scan: the findings of every context by the doc they name, each problem once with every session it is in. */
type State = Map<string, Found[]>;

const KINDS: ReadonlySet<string> = new Set(AGENT_LOAD_KINDS);
const isFinding = (p: ContextProblem): p is ContextProblem & { kind: AgentLoadKind } => KINDS.has(p.kind);

function problemsByPath(contexts: readonly AgentContext[]): State {
  const index: State = new Map();
  for (const c of contexts) {
    for (const p of c.problems) {
      if (!isFinding(p)) continue;
      const list = index.get(p.path) ?? [];
      const same = list.find((f) => f.problem.kind === p.kind && f.problem.detail === p.detail);
      const where = `${c.agent}@${c.folder === '' ? '.' : c.folder}`;
      if (same) same.contexts.push(where);
      else list.push({ problem: p, contexts: [where] });
      index.set(p.path, list);
    }
  }
  return index;
}

function hitOf({ problem, contexts }: Found): AgentLoadHit {
  const hit: AgentLoadHit = { name: 'agent_load', detail: `${problem.kind}: ${problem.detail} (in ${contexts.join(', ')})`, kind: problem.kind, contexts };
  if ('line' in problem) hit.line = problem.line;
  if (problem.kind === 'skill_listing_over_budget') Object.assign(hit, { dropped: problem.dropped, cut: problem.cut, budget: problem.budget, chars: problem.chars });
  if ('other_path' in problem) hit.other_path = problem.other_path;
  return hit;
}

export const agentLoad: RepositorySignal<AgentLoadHit, State> = {
  name: 'agent_load',
  description: 'What a coding agent loses or loads twice from this doc: memory cut by a byte budget, a skill listing over its budget, twin files, AGENTS.md switched off, a file over a size limit.',
  help: 'Make the memory fit what the client loads: raise or respect the byte budget, shorten skill descriptions, keep one of two twin files (or a symlink), move instructions out of CLAUDE.local.md; `node dist/context.mjs` shows each session.',
  // What an agent silently loses or loads twice: a person should look, the session still runs.
  severity: { agent_memory: 'warning', elsewhere: 'warning' },
  history_fields: [],
  schema: {
    required: ['kind', 'contexts'],
    properties: {
      kind: { enum: [...AGENT_LOAD_KINDS], description: "The reader model's problem (openspec/specs/agent-readers)." },
      contexts: { type: 'array', minItems: 1, items: { type: 'string', minLength: 1 }, description: 'The sessions (client@folder) it was found in.' },
      other_path: { $ref: '#/$defs/relpath' },
      dropped: { type: 'array', items: { type: 'string' } },
      cut: { type: 'array', items: { type: 'string' } },
      budget: { type: 'integer', minimum: 1 },
      chars: { type: 'integer', minimum: 0 },
    },
  },
  roles: ROLE_ORDER,
  stage: 'repository',
  needs: ['agent_contexts'],
  prepare: async (_docs: DocSummary[], ctx: ScanContext): Promise<Prepared<State>> => ({ state: problemsByPath(ctx.agent_contexts ?? []), notes: [] }),
  appliesTo: (_doc, ctx) => (ctx.agent_contexts?.length ?? 0) > 0,
  detect: (doc, _ctx, byPath) => (byPath.get(doc.path) ?? []).map(hitOf),
};
