// What fixing a doc is worth, from what the scan artifact says about who reads it: its role (agent
// memory first, then agent prompts, then living docs) and how many contexts load it. Records,
// copies, generated files, templates and archives never go to the model: nobody maintains them as
// instructions, and a classifier's judgment of them would be wasted or wrong.
import type { ScanArtifact } from '../contract/stage-types.ts';

/** Role names as the scan artifact gives them (scripts/roles); the ones here steer ranking only. */
export const NOT_FOR_THE_MODEL = ['archive', 'generated', 'copy', 'template', 'record'] as const;

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

/** The artifact's role for a path, when it carries roles (the roles work adds them to the scan). */
function artifactRole(scan: WithRoles, path: string): string | undefined {
  const r = scan.roles?.[path] ?? scan.docs?.[path]?.role;
  return typeof r?.name === 'string' ? r.name : undefined;
}

/**
 * Who reads `path`: its role from the scan artifact (scripts/roles/); a scan from before roles
 * falls back to the per-session set as agent memory. Every doc counts one context.
 */
export function readershipOf(scan: ScanArtifact, path: string, perSession: ReadonlySet<string>): Readership {
  const role = artifactRole(scan as WithRoles, path) ?? (perSession.has(path) ? 'agent-memory' : 'living');
  const tier = role === 'agent-memory' ? 0 : role === 'agent-prompt' ? 1 : 2;
  return { role, tier, contexts: 1, for_model: !(NOT_FOR_THE_MODEL as readonly string[]).includes(role) };
}
