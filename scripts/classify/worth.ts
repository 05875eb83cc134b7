// What fixing a doc is worth, from what the scan artifact says about who reads it: its role (agent
// memory first, then agent prompts, then living docs) and how many contexts load it. Records, test inputs,
// copies, generated files, templates and archives never go to the model: nobody maintains them as
// instructions, and a classifier's judgment of them would be wasted or wrong.
import type { ScanArtifact } from '../contract/stage-types.ts';

/** Role names as the scan artifact gives them (scripts/roles); the ones here steer ranking only. */
export const NOT_FOR_THE_MODEL = ['archive', 'generated', 'copy', 'fixture', 'template', 'record'] as const;

export interface Readership {
  /** The doc's role name (from the artifact, or inferred from the path until the artifact has roles). */
  role: string;
  /** 0 agent memory, 1 agent prompt, 2 everything else a maintainer keeps. */
  tier: number;
  /** Contexts (sessions, agents) that load the doc; 1 when the artifact does not say. */
  contexts: number;
  /** False for roles that never go to the model. */
  for_model: boolean;
}

type RoleLike = { name?: unknown };
type WithRoles = ScanArtifact & { roles?: Record<string, RoleLike>; docs?: Record<string, { role?: RoleLike }> };

/** The artifact's role for a path (scan.docs[path].role, scripts/roles); absent in an older artifact. */
function artifactRole(scan: WithRoles, path: string): string | undefined {
  const r = scan.roles?.[path] ?? scan.docs?.[path]?.role;
  return typeof r?.name === 'string' ? r.name : undefined;
}

/**
 * Who reads `path`. `contexts` is how many agent contexts load it at session start (the reader
 * model, scripts/readers: contextsLoading); a doc no context loads counts one. The artifact's role
 * decides; without one (an older artifact), a doc some context loads (or in the per-session set)
 * counts as agent memory and any other as living.
 */
export function readershipOf(scan: ScanArtifact, path: string, perSession: ReadonlySet<string>, contexts = 0): Readership {
  const memory = contexts > 0 || perSession.has(path);
  const role = artifactRole(scan as WithRoles, path) ?? (memory ? 'agent-memory' : 'living');
  const tier = role === 'agent-memory' ? 0 : role === 'agent-prompt' ? 1 : 2;
  return { role, tier, contexts: Math.max(1, contexts), for_model: !(NOT_FOR_THE_MODEL as readonly string[]).includes(role) };
}
