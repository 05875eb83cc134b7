// The classifier's version for the classification cache: what it is told (its agent prompt,
// agents/hygiene-classifier.md, the bytes the client gives the subagent, and the answer format and
// decision rules every batch file's header carries) and the policy version. Any of them changing
// makes every cached judgment stale.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pluginRoot } from '../shared/manifest.ts';
import { POLICY_VERSION } from '../contract/tier.ts';
import { CLASSIFIER_RULES } from '../contract/classifier-contract.ts';
import { sha256Hex } from '../shared/hash.ts';

export const CLASSIFIER_AGENT = join('agents', 'hygiene-classifier.md');

/** The digest of what a classifier is told: its agent prompt's bytes and the batch header's rules. */
export function classifierPromptDigest(agentPrompt: Buffer, rules = CLASSIFIER_RULES): string {
  return sha256Hex(Buffer.concat([agentPrompt, Buffer.from('\0' + rules, 'utf8')])).slice(0, 16);
}

export function classifierVersion(root = pluginRoot()): string {
  return `policy ${POLICY_VERSION}, prompt ${classifierPromptDigest(readFileSync(join(root, CLASSIFIER_AGENT)))}`;
}
