// The CI gate's view of each signal: how severe a finding is, and the help a code-scanning rule
// shows. Both come from the signal's own module through the registry (scripts/scan/signals/index.ts);
// this module only applies them.
import { SEVERITIES, type RegisteredSignal, type Severity } from '../contract/signal-info.ts';
import { ALL_SIGNALS } from '../scan/signals/index.ts';

export { SEVERITIES, type Severity };

const BY_NAME: ReadonlyMap<string, RegisteredSignal> = new Map(ALL_SIGNALS.map((s) => [s.name, s]));

/**
 * A hint (a backticked path git history never had: measured 6 true of 58 judged) is a `note`
 * wherever it stands: the scanner never makes it a reason to classify, and the gate never fails on
 * it by default. An unknown signal (an artifact from a newer scanner) is a note too.
 */
export function severityOf(signal: string, agentMemory: boolean, hint = false): Severity {
  const s = BY_NAME.get(signal);
  if (hint || !s) return 'note';
  return agentMemory ? s.severity.agent_memory : s.severity.elsewhere;
}

export function atLeast(s: Severity, min: Severity): boolean {
  return SEVERITIES.indexOf(s) <= SEVERITIES.indexOf(min);
}

/** The fields of a signal's hits that history adds (left out of the finding id); [] for an unknown signal. */
export function historyFieldsOf(signal: string): readonly string[] {
  return BY_NAME.get(signal)?.history_fields ?? [];
}

export interface RuleInfo {
  id: string;
  description: string;
  help: string;
}

/** Help for every signal the gate knows; a generic rule for one it does not. */
export function ruleInfo(signal: string): RuleInfo {
  const s = BY_NAME.get(signal);
  if (s) return { id: signal, description: s.description, help: s.help };
  return { id: signal, description: `doc-hygiene signal ${signal}.`, help: 'Run /hygiene check in Claude Code to classify it.' };
}

export function knownSignals(): string[] {
  return ALL_SIGNALS.map((s) => s.name);
}
