// The invalid report goldens (examples/golden/invalid/): each case is one mutation of the valid
// golden and the one message the validator must give for it, written by hand from the rule it
// breaks. make-golden-reports.ts writes the fixtures from these and fails when the validator says
// anything else; tests/validate/validate-report.test.ts fails when a fixture or an expectation is
// missing.
import { entryId } from '../../scripts/contract/entry-id.ts';

const rehash = (r: any, i: number) => { r.entries[i].id = entryId(r.entries[i]); };
const MUTATIONS: Record<string, (r: any) => void> = {
  'unknown-kind': (r) => { r.entries[0].exact_edit.kind = 'rewrite-section'; rehash(r, 0); },
  'replace-text-missing-match': (r) => { delete r.entries[3].exact_edit.match; rehash(r, 3); },
  'move-to-archive-missing-dest': (r) => { delete r.entries[1].exact_edit.dest_path; rehash(r, 1); },
  'anchor-missing-expected-sha256': (r) => { delete r.entries[4].exact_edit.expected_sha256; rehash(r, 4); },
  'tier-assigned-auto-for-delete-range': (r) => { r.entries[0].safety_tier = 'auto'; },
  'tier-auto-for-generative': (r) => { r.entries[7].safety_tier = 'auto'; },
  'booleans-differ-from-kind-table': (r) => { r.entries[0].is_destructive = false; },
  'path-not-in-shortlist': (r) => { r.shortlist = r.shortlist.filter((p: string) => p !== 'docs/setup.md'); },
  'absolute-dest-path': (r) => { r.entries[1].exact_edit.dest_path = '/etc/cron.d/x.md'; rehash(r, 1); },
  'dest-path-climbs-out': (r) => { r.entries[1].exact_edit.dest_path = '../outside/x.md'; rehash(r, 1); },
  'canonical-ref-inside-git-dir': (r) => { r.entries[4].exact_edit.canonical_ref.path = '.git/config'; rehash(r, 4); },
  'exact-edit-on-generative': (r) => { r.entries[7].exact_edit = { kind: 'insert-frontmatter', key: 'hygiene', value: 'frozen' }; rehash(r, 7); },
  'deterministic-without-exact-edit': (r) => { delete r.entries[2].exact_edit; r.entries[2].safety_tier = 'confirm'; r.entries[2].is_destructive = true; r.entries[2].is_reversible = false; rehash(r, 2); },
  'lifecycle-both-served-fields': (r) => { r.entries[6].lifecycle.served_when_path = 'docs/plans/DONE-{name}'; },
  'temporary-with-served-field': (r) => {
    r.entries[6].lifecycle = { rule_ref: 'scratch', lifetime: 'temporary', served_when: 'never', git_state: { tracked: true, clean: true } };
  },
  'delete-without-lifecycle': (r) => { delete r.entries[5].lifecycle; r.entries[5].is_reversible = false; r.entries[5].safety_tier = 'confirm'; },
  'delete-auto-on-dirty-path': (r) => { r.entries[5].lifecycle.git_state.clean = false; r.entries[5].is_reversible = false; },
  'extract-repo-durable-without-target': (r) => { delete r.entries[6].exact_edit.target_path; rehash(r, 6); },
  'promotion-candidate-without-served-when': (r) => { r.promotion_candidates[0].path = 'docs/setup.md'; },
  'promotion-candidates-omitted': (r) => { delete r.promotion_candidates; },
  'bad-generated-at': (r) => { r.generated_at = 'yesterday'; },
  'forged-entry-id': (r) => { r.entries[0].id = '0123456789abcdef'; },
  'unknown-subtype-for-class': (r) => { r.entries[0].category.subtype = 'distill'; rehash(r, 0); },
  'anchor-reversed': (r) => { r.entries[0].exact_edit.anchor = { start_line: 52, end_line: 40 }; rehash(r, 0); },
};
/** The one violation each mutation must produce: "<location>: <message>". */
const EXPECT: Record<string, string> = {
  'unknown-kind': "entries[0].exact_edit.kind: unknown kind \"rewrite-section\" (closed set: \"delete-range\", \"move-to-archive\", \"insert-frontmatter\", \"replace-text\", \"dedupe\", \"delete\", \"extract-then-delete\")",
  'replace-text-missing-match': "entries[3].exact_edit.match: required for kind replace-text",
  'move-to-archive-missing-dest': "entries[1].exact_edit.dest_path: required for kind move-to-archive",
  'anchor-missing-expected-sha256': "entries[4].exact_edit.expected_sha256: required for kind dedupe",
  'tier-assigned-auto-for-delete-range': "entries[0].safety_tier: must be \"confirm\" as derived from op_type, kind and lifecycle; a tier is never assigned",
  'tier-auto-for-generative': "entries[7].safety_tier: must be \"confirm\" as derived from op_type, kind and lifecycle; a tier is never assigned",
  'booleans-differ-from-kind-table': "entries[0].is_destructive: must be true for kind delete-range (kind table)",
  'path-not-in-shortlist': "entries[0].path: \"docs/setup.md\" is not in the shortlist",
  'absolute-dest-path': "entries[1].exact_edit.dest_path: must be project-relative, not absolute (\"/etc/cron.d/x.md\")",
  'dest-path-climbs-out': "entries[1].exact_edit.dest_path: must not climb out of the project root (\"../outside/x.md\")",
  'canonical-ref-inside-git-dir': "entries[4].exact_edit.canonical_ref.path: must not point inside .git/ (\".git/config\")",
  'exact-edit-on-generative': "entries[7].exact_edit: must be absent when op_type is generative",
  'deterministic-without-exact-edit': "entries[2].exact_edit: required when op_type is deterministic",
  'lifecycle-both-served-fields': "entries[6].lifecycle: carries both served_when_path and served_when; exactly one is allowed",
  'temporary-with-served-field': "entries[6].lifecycle: a temporary lifetime carries no served field",
  'delete-without-lifecycle': "entries[5].lifecycle: required for kind delete",
  'delete-auto-on-dirty-path': "entries[5].safety_tier: must be \"confirm\" as derived from op_type, kind and lifecycle; a tier is never assigned",
  'extract-repo-durable-without-target': "entries[6].exact_edit.target_path: required for kind extract-then-delete",
  'promotion-candidate-without-served-when': "promotion_candidates[0].path: must point at an entry that carries lifecycle.served_when (\"docs/setup.md\" does not)",
  'promotion-candidates-omitted': "promotion_candidates: required",
  'bad-generated-at': "generated_at: must match format \"date-time\"",
  'forged-entry-id': "entries[0].id: must be the content-derived id 74fdaa79412086b5",
  'unknown-subtype-for-class': "entries[0].category.subtype: not allowed \"distill\" (closed set: \"contradicted\", \"orphaned\", \"superseded\", \"provisional\", \"completed-in-place\", \"duplicated\")",
  'anchor-reversed': "entries[0].exact_edit.anchor: start_line 52 is after end_line 40",
};

export interface InvalidGolden {
  /** The fixture's file name, numbered in order. */
  file: string;
  mutate: (r: any) => void;
  expect: string;
}

export const INVALID_GOLDENS: readonly InvalidGolden[] = Object.keys(MUTATIONS).map((name, i) => ({
  file: `${String(i + 1).padStart(2, '0')}-${name}.json`,
  mutate: MUTATIONS[name]!,
  expect: EXPECT[name]!,
}));
