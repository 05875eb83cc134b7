// The classifier's version for the classification cache: its prompt (agents/hygiene-classifier.md,
// the bytes the client gives the subagent) and the policy version. Either changing makes every
// cached judgment stale.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pluginRoot } from '../shared/manifest.ts';
import { POLICY_VERSION } from '../contract/tier.ts';
import { sha256Hex } from '../shared/hash.ts';

export const CLASSIFIER_AGENT = join('agents', 'hygiene-classifier.md');

export function classifierVersion(root = pluginRoot()): string {
  const prompt = readFileSync(join(root, CLASSIFIER_AGENT));
  return `policy ${POLICY_VERSION}, prompt ${sha256Hex(prompt).slice(0, 16)}`;
}
