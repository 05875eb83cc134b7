// The roles a doc can play, in precedence order: when several rules apply, the first role here
// wins. The vocabulary of the scan artifact's docs.<path>.role; the rules are in scripts/roles/.
// Roles decide what may be flagged and edited; readers (what an agent loads) decide token cost.

export const ROLE_ORDER = ['archive', 'generated', 'fixture', 'copy', 'template', 'record', 'plan', 'agent-prompt', 'agent-memory', 'living'] as const;

export type RoleName = (typeof ROLE_ORDER)[number];

/** The roles of docs an agent reads as instructions (memory files, skills, commands, agent prompts). */
export const AGENT_READ_ROLES: ReadonlySet<string> = new Set<RoleName>(['agent-memory', 'agent-prompt']);

/** One doc's role and the rule that gave it (a rule id of ./rule-table.ts, or `config:roles[i]`). */
export interface Role {
  name: RoleName;
  rule: string;
  /** What the rule saw, when a path alone does not say it (the newer version folder, the identical copy). */
  evidence?: string;
}

export function isRoleName(s: unknown): s is RoleName {
  return typeof s === 'string' && (ROLE_ORDER as readonly string[]).includes(s);
}

/** One `roles:` entry of .dochygiene.yaml: a doc matching `glob` gets `role`, before any computed rule. */
export interface RoleOverride {
  glob: string;
  role: RoleName;
}
