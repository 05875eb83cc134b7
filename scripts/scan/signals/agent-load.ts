// agent_load: what a client silently loses or pays twice, as the reader model (scripts/readers/)
// finds it in the sessions that load the doc: a byte budget cutting the memory chain (Codex, with
// the project's .codex/config.toml read), Claude Code's skill listing over its budget (the
// descriptions it drops, named), two files of one session with the same text (twins loaded twice),
// a CLAUDE.local.md switching AGENTS.md off, a memory file over a client's size limit. One hit per
// problem on the doc it names, with the sessions (client@folder) it was found in.
import { ROLE_ORDER } from '../../contract/role-names.ts';
import type { AgentContext, ContextProblem } from '../../readers/contexts.ts';
import type { DocSummary, RepositorySignal, ScanContext, SignalHit } from '../types.ts';

/** The context problems that are findings (the others have signals of their own, or are hints). */
export const AGENT_LOAD_KINDS: ReadonlySet<ContextProblem['kind']> = new Set(['truncated', 'skill_listing_over_budget', 'twin_files', 'agents_md_hidden', 'not_loaded_over_size', 'over_limit']);

interface Found {
  problem: ContextProblem;
  contexts: string[];
}

const indexes = new WeakMap<readonly AgentContext[], Map<string, Found[]>>();

/** The findings of every context, by the doc they name, each problem once with every session it is in. */
function problemsByPath(contexts: readonly AgentContext[]): Map<string, Found[]> {
  let index = indexes.get(contexts);
  if (index) return index;
  index = new Map();
  for (const c of contexts) {
    for (const p of c.problems) {
      if (!AGENT_LOAD_KINDS.has(p.kind)) continue;
      const list = index.get(p.path) ?? [];
      const same = list.find((f) => f.problem.kind === p.kind && f.problem.detail === p.detail);
      const where = `${c.agent}@${c.folder === '' ? '.' : c.folder}`;
      if (same) same.contexts.push(where);
      else list.push({ problem: p, contexts: [where] });
      index.set(p.path, list);
    }
  }
  indexes.set(contexts, index);
  return index;
}

export const agentLoad: RepositorySignal = {
  name: 'agent_load',
  description: 'What a coding agent loses or loads twice from this doc: memory cut by a byte budget, a skill listing over its budget, twin files, AGENTS.md switched off, a file over a size limit.',
  roles: ROLE_ORDER,
  stage: 'repository',
  needs: ['agent_contexts'],
  appliesTo: (doc, ctx) => problemsByPath(ctx.agent_contexts ?? []).has(doc.path),
  detect(doc: DocSummary, ctx: ScanContext): SignalHit[] {
    return (problemsByPath(ctx.agent_contexts ?? []).get(doc.path) ?? []).map(({ problem, contexts }) => {
      const hit: SignalHit = { name: 'agent_load', detail: `${problem.kind}: ${problem.detail} (in ${contexts.join(', ')})`, kind: problem.kind, contexts };
      if ('line' in problem) hit.line = problem.line;
      if (problem.kind === 'skill_listing_over_budget') Object.assign(hit, { dropped: problem.dropped, cut: problem.cut, budget: problem.budget, chars: problem.chars });
      if ('other_path' in problem) hit.other_path = problem.other_path;
      return hit;
    });
  },
};
