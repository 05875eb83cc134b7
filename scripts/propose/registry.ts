// The ordered registry of deterministic proposers. Each is one small module in ./proposers/; the
// model-free check and report-builder --deterministic run them in this order.
import type { Proposer } from './types-proposer.ts';
import { linkRename } from './proposers/link-rename.ts';
import { duplicateBlock } from './proposers/duplicate-block.ts';
import { lifecycleProposer } from './proposers/lifecycle.ts';
import { nameRename } from './proposers/name-rename.ts';

export const PROPOSERS: readonly Proposer[] = [linkRename, nameRename, duplicateBlock, lifecycleProposer];
