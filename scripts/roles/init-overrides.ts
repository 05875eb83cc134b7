// The role overrides `init` can justify from the file list alone: folders the role rules see as
// intended copies (older version folders, locale folders). Writing them down makes the computed
// role visible and editable in .dochygiene.yaml; the roles are the same with or without them.
import { byCodeUnit } from '../shared/order.ts';
import { localeCopies, versionCopies } from './repo-facts.ts';
import type { RoleOverride } from '../contract/role-names.ts';

export interface JustifiedOverride extends RoleOverride {
  /** Why, for the comment above the entry. */
  because: string;
}

/** At most this many entries: a repository with fifty version folders gets the first ten. */
const MAX_OVERRIDES = 10;

export function justifiedOverrides(files: readonly string[]): JustifiedOverride[] {
  const docs = files.filter((f) => /\.(?:md|mdx|markdown)$/i.test(f));
  const out: JustifiedOverride[] = [];
  for (const [folder, because] of versionCopies(docs)) out.push({ glob: `${folder}/**`, role: 'copy', because: `an older version: ${because}` });
  for (const [folder, because] of localeCopies(docs, new Set(files))) out.push({ glob: `${folder}/**`, role: 'copy', because });
  return out.sort((a, b) => byCodeUnit(a.glob, b.glob)).slice(0, MAX_OVERRIDES);
}
