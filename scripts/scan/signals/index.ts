// The ordered registry of signals. A signal's place here is its place in the artifact when two
// signals share a line; add a signal by adding its module and one line below (scripts/README.md).
// Everything else reads a signal from here: the engine runs SIGNALS, the CI gate takes severity and
// help from every entry, scan.schema.json's per-signal part is generated from them.
import { SEVERITIES, type RegisteredSignal } from '../../contract/signal-info.ts';
import type { Signal } from '../types.ts';
import { lifecycle, openspecCompleted } from '../lifecycle/signals.ts';
import { brokenReference } from './broken-reference.ts';
import { versionSkew } from './version-skew.ts';
import { staleNameLocation } from './stale-name-location.ts';
import { archiveToLiveRatio } from './archive-to-live-ratio.ts';
import { frontmatterMarker } from './frontmatter-marker.ts';
import { tokenWeight } from './token-weight.ts';
import { duplicateBlock } from './duplicate-block.ts';
import { editRecencyVsChurn } from './edit-recency-vs-churn.ts';
import { commandReference } from './command-reference.ts';
import { vanishedIdentifier } from './vanished-identifier.ts';
import { agentLoad } from './agent-load.ts';
import { personalPath } from './personal-path.ts';

/**
 * A registry refuses a signal that does not say how the CI gate rates it, or how its hits are
 * shaped: the type requires both, and this check holds a module that casts its way past the type.
 */
export function registry<T extends RegisteredSignal>(signals: readonly T[]): readonly T[] {
  const names = new Set<string>();
  for (const s of signals) {
    const sev = s.severity as Partial<RegisteredSignal['severity']> | undefined;
    if (!sev || !SEVERITIES.includes(sev.agent_memory!) || !SEVERITIES.includes(sev.elsewhere!))
      throw new Error(`signal ${s.name}: no CI severity (severity: { agent_memory, elsewhere }, each one of ${SEVERITIES.join(', ')})`);
    if (!s.schema || typeof s.schema.properties !== 'object') throw new Error(`signal ${s.name}: no evidence schema`);
    if (names.has(s.name)) throw new Error(`signal ${s.name}: registered twice`);
    names.add(s.name);
  }
  return signals;
}

/** The document signals, run by the scan engine in this order. */
export const SIGNALS: readonly Signal[] = registry<Signal>([
  brokenReference,
  versionSkew,
  staleNameLocation,
  archiveToLiveRatio,
  frontmatterMarker,
  tokenWeight,
  duplicateBlock,
  editRecencyVsChurn,
  commandReference,
  vanishedIdentifier,
  agentLoad,
  personalPath,
]);

/** The signals the lifecycle pass adds (files and folders of any type). */
export const PASS_SIGNALS: readonly RegisteredSignal[] = registry<RegisteredSignal>([lifecycle, openspecCompleted]);

/** Every signal the scan artifact can hold, document signals first. */
export const ALL_SIGNALS: readonly RegisteredSignal[] = registry<RegisteredSignal>([...SIGNALS, ...PASS_SIGNALS]);

export const SIGNAL_NAMES: readonly string[] = SIGNALS.map((s) => s.name);
