// The ordered registry of deterministic proposers. Each is one small module; the model-free check
// runs them in this order. Lifecycle proposers join here (after these) when they land.
import type { Proposer } from './types-proposer.ts';
import { linkRename } from './proposers/link-rename.ts';
import { duplicateBlock } from './proposers/duplicate-block.ts';
import { lifecycleProposer } from './proposers/lifecycle.ts';

export const PROPOSERS: readonly Proposer[] = [linkRename, duplicateBlock, lifecycleProposer];
