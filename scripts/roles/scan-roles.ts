// The role model of one scan: the repository facts read from the working tree (file sizes and
// bytes for mirrors, typedoc.json), the agent-memory closure the readers computed
// (scripts/readers/memory-files.ts: memoryWithImports), and the configuration's overrides. The scanner builds it once, before any doc is parsed.
import { statSync } from 'node:fs';
import { MAX_PROJECT_TEXT_BYTES, projectFileBytes, projectFileText } from '../shared/paths.ts';
import { join } from 'node:path';
import type { ImportedMemory, MemoryMatch } from '../readers/memory-files.ts';
import type { DocsSite } from '../sites/docs-sites.ts';
import { RoleModel } from './assign-roles.ts';
import { buildRepoFacts } from './repo-facts.ts';
import type { RoleOverride } from '../contract/role-names.ts';

export interface ScanRoleInputs {
  root: string;
  files: ReadonlySet<string>;
  /** The docs that get a role (canonical paths). */
  docs: readonly string[];
  sites: readonly DocsSite[];
  overrides: readonly RoleOverride[];
  /** Memory files and what they @import (memoryWithImports over the docs). */
  memory: ReadonlyMap<string, MemoryMatch | ImportedMemory>;
}

export function scanRoleModel(inputs: ScanRoleInputs): RoleModel {
  const memory = inputs.memory;
  const imported = new Map<string, string>();
  for (const [p, m] of memory) if ('imported_by' in m) imported.set(p, m.rule);
  const abs = (p: string) => join(inputs.root, p);
  const facts = buildRepoFacts({
    files: inputs.files,
    docs: inputs.docs,
    sites: inputs.sites,
    memoryRule: (p) => {
      const m = memory.get(p);
      return m && !('imported_by' in m) ? m.rule : undefined;
    },
    imported,
    // Files the repository supplies: inside it, regular (never a FIFO or /dev/zero), bounded.
    bytes: (p) => projectFileBytes(inputs.root, p, MAX_PROJECT_TEXT_BYTES),
    size: (p) => {
      try {
        return statSync(abs(p)).size;
      } catch {
        return undefined;
      }
    },
    text: (p) => projectFileText(inputs.root, p),
  });
  return new RoleModel(facts, inputs.overrides);
}
