// The ordered registry of document signals. A signal's place here is its place in the artifact when
// two signals share a line; add a signal by adding its module and one line below.
import type { Signal } from '../types.ts';
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

export const SIGNALS: readonly Signal[] = [
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
];

export const SIGNAL_NAMES: readonly string[] = SIGNALS.map((s) => s.name);
