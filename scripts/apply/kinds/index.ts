// The registry: one module per exact_edit kind, in the kind table's order, plus the clean-time
// range replacement of generative entries. Nothing else decides how an edit is applied.
import { EDIT_KINDS, isEditKind, type EditKind } from '../../contract/kind-table.ts';
import type { Entry } from '../../contract/types.ts';
import type { KindModule } from '../types.ts';
import { deleteRangeKind } from './delete-range.ts';
import { moveToArchiveKind } from './move-to-archive.ts';
import { insertFrontmatterKind } from './insert-frontmatter.ts';
import { replaceTextKind } from './replace-text.ts';
import { dedupeKind } from './dedupe.ts';
import { deleteKind } from './delete.ts';
import { extractThenDeleteKind } from './extract-then-delete.ts';
import { generativeRangeKind } from './generative-range.ts';

export const KIND_MODULES: Readonly<Record<EditKind, KindModule>> = Object.freeze({
  'delete-range': deleteRangeKind,
  'move-to-archive': moveToArchiveKind,
  'insert-frontmatter': insertFrontmatterKind,
  'replace-text': replaceTextKind,
  dedupe: dedupeKind,
  delete: deleteKind,
  'extract-then-delete': extractThenDeleteKind,
});

// Every kind of the table has its module, and each module carries its kind's name.
for (const k of EDIT_KINDS) if (KIND_MODULES[k]?.name !== k) throw new Error(`kind module missing or misnamed: ${k}`);

export { generativeRangeKind };

/** The module that applies an entry: its exact_edit kind, or the generative range replacement. */
export function moduleFor(entry: Entry): KindModule | undefined {
  if (entry.op_type === 'generative') return entry.reducible_range ? generativeRangeKind : undefined;
  const kind = entry.exact_edit?.kind;
  return isEditKind(kind) ? KIND_MODULES[kind] : undefined;
}

/** The name an entry's edit goes by in plans and previews. */
export function kindName(entry: Entry): string {
  return entry.op_type === 'generative' ? 'generative' : (entry.exact_edit?.kind ?? 'unknown');
}
