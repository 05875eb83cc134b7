// The CI gate's view of each signal: how severe a finding is, and the help text a code-scanning
// rule shows. Descriptions of scanner signals come from the signal modules themselves.
import { SIGNALS } from '../scan/signals/index.ts';
import { LIFECYCLE_SIGNAL, OPENSPEC_COMPLETED_SIGNAL } from '../lifecycle/detect.ts';

export type Severity = 'error' | 'warning' | 'note';
export const SEVERITIES: readonly Severity[] = ['error', 'warning', 'note'];

/** The agent-misleading signals of issue 19 (scripts/scan/signals/), named here for the severity table. */
export const COMMAND_REFERENCE = 'command_reference';
export const VANISHED_IDENTIFIER = 'vanished_identifier';

/** Wrong instructions: an error in agent memory (every session follows them), a warning elsewhere. */
const MISLEADING = new Set(['broken_reference', COMMAND_REFERENCE, VANISHED_IDENTIFIER]);
/** What an agent silently loses or loads twice (the reader model's findings, scripts/scan/signals/agent-load.ts). */
const AGENT_LOAD = new Set(['agent_load']);
/** Likely stale content a person should look at. */
const STALE = new Set(['version_skew', 'stale_name_location', 'edit_recency_vs_churn', 'duplicate_block', LIFECYCLE_SIGNAL, OPENSPEC_COMPLETED_SIGNAL]);

/**
 * A hint (a backticked path git history never had: measured 6 true of 58 judged) is a `note`
 * wherever it stands: the scanner never makes it a reason to classify, and the gate never fails on it by default.
 */
export function severityOf(signal: string, agentMemory: boolean, hint = false): Severity {
  if (hint) return 'note';
  if (MISLEADING.has(signal)) return agentMemory ? 'error' : 'warning';
  if (STALE.has(signal) || AGENT_LOAD.has(signal)) return 'warning';
  return 'note';
}

export function atLeast(s: Severity, min: Severity): boolean {
  return SEVERITIES.indexOf(s) <= SEVERITIES.indexOf(min);
}

const EXTRA: Record<string, { description: string; help: string }> = {
  [LIFECYCLE_SIGNAL]: {
    description: 'A temporary doc (plan, scratch note, handoff) that a lifecycle rule says is served or past its retention.',
    help: 'Delete the doc, or extract what lasts into a durable doc first; `/hygiene clean` proposes the edit.',
  },
  [OPENSPEC_COMPLETED_SIGNAL]: {
    description: 'An OpenSpec change whose tasks are all ticked but which is not archived.',
    help: 'Archive it the OpenSpec way: `openspec archive <change>`.',
  },
};

const HELP: Record<string, string> = {
  broken_reference: 'Point the reference at the path or heading that exists now (git history often shows where it moved), or remove it. `doc-hygiene-check` proposes the fix when history proves the move.',
  version_skew: 'State the version the manifests pin, or drop the version from the prose.',
  stale_name_location: 'Move a doc that is still true out of the old/temporary location, or delete it when it is served.',
  archive_to_live_ratio: 'Point live docs at live sources, or archive the doc itself.',
  frontmatter_marker: 'The doc says it is superseded, deprecated or done: delete or archive it, or update the marker.',
  token_weight: 'Move detail out of the always-loaded doc into docs read on demand.',
  duplicate_block: 'Keep the canonical copy and link to it from the others.',
  edit_recency_vs_churn: 'Re-read the doc against the code it describes and update what changed.',
  [COMMAND_REFERENCE]: 'Update the command to one the repository defines (package scripts, Makefile targets, bin entries), or remove it.',
  [VANISHED_IDENTIFIER]: 'Rename the mention to what the code calls it now, or drop the sentence that relies on it.',
  agent_load: 'Make the memory fit what the client loads: raise or respect the byte budget, shorten skill descriptions, keep one of two twin files (or a symlink), move instructions out of CLAUDE.local.md; `node dist/context.mjs` shows each session.',
};

export interface RuleInfo {
  id: string;
  description: string;
  help: string;
}

/** Help for every signal the gate knows (scanner signals, lifecycle, and the ones to come). */
export function ruleInfo(signal: string): RuleInfo {
  const scanner = SIGNALS.find((s) => s.name === signal);
  if (scanner) return { id: signal, description: scanner.description, help: HELP[signal] ?? scanner.description };
  const extra = EXTRA[signal];
  if (extra) return { id: signal, ...extra };
  return { id: signal, description: `doc-hygiene signal ${signal}.`, help: 'Run /hygiene check in Claude Code to classify it.' };
}

export function knownSignals(): string[] {
  return [...new Set([...SIGNALS.map((s) => s.name), COMMAND_REFERENCE, VANISHED_IDENTIFIER, ...Object.keys(EXTRA)])];
}
