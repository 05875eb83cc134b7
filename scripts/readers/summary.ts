// The short form of the reader model that travels in the scan artifact and report.md: how many
// contexts there are and the heaviest few, each with its tokens and its problems in one line each.
import type { AgentContext } from './contexts.ts';
import { byCodeUnit } from '../shared/order.ts';

export interface ContextSummary {
  agent: string;
  /** The folder a session starts in ('' for the project root). */
  folder: string;
  files: number;
  /** Tokens every session started there pays before its first prompt. */
  tokens: number;
  /** Tokens that load later, when the agent reads matching files (at most). */
  on_demand_tokens: number;
  problems: string[];
  /** The files a session started there loads at its start (what report.md looks up scan findings for). */
  paths: string[];
}

export interface AgentContextsSummary {
  contexts: number;
  heaviest: ContextSummary[];
  /** For each file some context loads at session start: how many contexts load it. */
  loads: Record<string, number>;
}

/** How many contexts the summary keeps. */
export const HEAVIEST_KEPT = 5;


export function summarizeContexts(contexts: readonly AgentContext[], n = HEAVIEST_KEPT): AgentContextsSummary {
  const heaviest = [...contexts]
    .sort((a, b) => b.tokens - a.tokens || byCodeUnit(a.agent, b.agent) || byCodeUnit(a.folder, b.folder))
    .slice(0, n)
    .map((c) => ({
      agent: c.agent,
      folder: c.folder,
      files: c.files.filter((f) => f.loaded_bytes !== 0).length,
      tokens: c.tokens,
      on_demand_tokens: c.on_demand.reduce((s, o) => s + o.tokens, 0),
      problems: c.problems.map((p) => `${p.kind}: ${p.detail}`),
      paths: [...new Set(c.files.filter((f) => f.loaded_bytes !== 0).map((f) => f.path))],
    }));
  const counts = new Map<string, number>();
  for (const c of contexts) for (const f of new Set(c.files.filter((f) => f.loaded_bytes !== 0).map((f) => f.path))) counts.set(f, (counts.get(f) ?? 0) + 1);
  const loads: Record<string, number> = {};
  for (const p of [...counts.keys()].sort(byCodeUnit)) loads[p] = counts.get(p)!;
  return { contexts: contexts.length, heaviest, loads };
}
