// Stable, content-derived entry ids: the same edit on the same bytes always gets the same id, and
// any change to the file or to the edit gives a new one. Grants bind to this id.
import { canonicalJson, sha256Hex } from '../shared/hash.ts';
import type { Entry } from './types.ts';

export function entryId(e: Pick<Entry, 'path' | 'op_type' | 'exact_edit' | 'reducible_range' | 'category'>): string {
  return sha256Hex(
    canonicalJson({ path: e.path, op_type: e.op_type, category: e.category, exact_edit: e.exact_edit ?? null, reducible_range: e.reducible_range ?? null }),
  ).slice(0, 16);
}
