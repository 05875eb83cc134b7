// `auto` derived again at apply time. The report is untrusted input (a planted report.json with a
// matching report.md, or one edited after the check), and `auto` runs with no one asked: so an
// entry the report calls auto, of a kind the auto-evidence gate guards (replace-text, dedupe,
// move-to-archive, insert-frontmatter), runs unattended only when the builder's own rule
// (../propose/auto-evidence.ts) proves it again, on a fresh scan of the docs it touches: the
// repository's signals, roles and readers, never the report's. What the repository does not prove
// now is downgraded to confirm with the gate's reason: a person may still approve it.
import { Minimatch, escape } from 'minimatch';
import type { Entry } from '../contract/types.ts';
import type { Proposal } from '../contract/stage-types.ts';
import { KIND_TABLE, isEditKind } from '../contract/kind-table.ts';
import { AUTO_EDIT_KINDS, autoEvidenceAll, type Verdict } from '../propose/auto-evidence.ts';
import { evidenceFacts } from '../propose/evidence-facts.ts';
import { fileLines } from '../propose/propose-all.ts';
import { openProject } from '../scan/project.ts';
import { runScan } from '../scan/run-scan.ts';

/** Whether an entry's auto tier stands on the auto-evidence gate (not on a lifecycle rule). */
export function gatedAuto(e: Entry): boolean {
  const kind = e.exact_edit?.kind;
  return e.safety_tier === 'auto' && e.op_type === 'deterministic' && isEditKind(kind) && !KIND_TABLE[kind].lifecycle && AUTO_EDIT_KINDS.includes(kind);
}

/** The entry as the proposal the gate judges (its evidence comes from the fresh scan, not from here). */
function asProposal(e: Entry): Proposal {
  const { expected_sha256: _, ...edit } = e.exact_edit!;
  return { path: e.path, category: e.category, signals: [], op: e.op, op_type: e.op_type, exact_edit: edit } as unknown as Proposal;
}

/** A --scope that narrows the scan to exactly these paths (undefined: scan everything). */
function scopeOf(paths: string[]): string | undefined {
  if (paths.some((p) => /[{},]/.test(p))) return undefined;
  const globs = paths.map((p) => escape(p));
  const scope = globs.length === 1 ? globs[0]! : `{${globs.join(',')}}`;
  const m = new Minimatch(scope, { dot: true });
  return paths.every((p) => m.match(p)) ? scope : undefined;
}

/**
 * The gate's verdict on each entry, by id, re-derived on the repository as it is now: the docs the
 * entries edit or keep (a dedupe's canonical copy) scanned again, with history, roles and readers.
 */
export async function recheckAuto(root: string, entries: readonly Entry[], now: Date): Promise<Map<string, Verdict>> {
  const out = new Map<string, Verdict>();
  if (entries.length === 0) return out;
  const paths = [...new Set(entries.flatMap((e) => [e.path, ...(e.exact_edit?.canonical_ref ? [e.exact_edit.canonical_ref.path] : [])]))].sort();
  const project = await openProject(root);
  const scope = scopeOf(paths);
  const scan = await runScan({ project, startDir: root, now, ...(scope !== undefined ? { scope } : {}) });
  const proposals = entries.map(asProposal);
  const lines = fileLines(scan);
  const facts = await evidenceFacts(scan, lines, { readers: proposals.some((p) => p.exact_edit?.kind === 'dedupe'), repo: proposals.some((p) => p.exact_edit?.kind === 'replace-text') });
  const verdicts = autoEvidenceAll(proposals, facts);
  entries.forEach((e, i) => out.set(e.id, verdicts[i] ?? { ok: false, field: 'exact_edit.kind', problem: 'no evidence rule for it' }));
  return out;
}
