// Runs every registered proposer over a scan and returns one proposals file. Reads each file at
// most once. Pure apart from those reads. proposeProven keeps only the auto-kind proposals the
// auto-evidence gate proves (the same gate finalize applies to every proposal).
import { readProjectFile } from '../shared/paths.ts';
import { MAX_DOC_BYTES } from '../scan/read-text.ts';
import { splitLines } from '../shared/lines.ts';
import type { Proposal, ProposalsFile, ScanArtifact } from '../contract/stage-types.ts';
import type { Proposer } from './types-proposer.ts';
import { lineRange } from '../contract/types.ts';
import { PROPOSERS } from './registry.ts';
import { autoEvidenceAll } from './auto-evidence.ts';
import { lineAfter, lineFix, mergeLineEdits, positionOf } from './line-fixes.ts';
import { evidenceFacts } from './evidence-facts.ts';
import type { EvidenceFacts } from './auto-evidence.ts';

export function fileLines(scan: ScanArtifact): (path: string) => string[] | undefined {
  const cache = new Map<string, string[] | undefined>();
  const lines = (path: string): string[] | undefined => {
    if (!cache.has(path)) {
      // Only a regular file inside the project, bounded: a doc that became a FIFO never hangs.
      const read = readProjectFile(scan.project_root, path, MAX_DOC_BYTES);
      cache.set(path, read.ok ? splitLines(read.bytes.toString('utf8')) : undefined);
    }
    return cache.get(path);
  };
  return lines;
}

export function proposeAll(scan: ScanArtifact, proposers: readonly Proposer[] = PROPOSERS, lines = fileLines(scan)): ProposalsFile {
  // A proposal on a doc whose role the proposer does not edit is dropped (paths without a role, such
  // as a lifecycle folder, are not filtered).
  const editable = (p: Proposer, path: string) => {
    const role = scan.docs[path]?.role.name;
    return role === undefined || p.roles.includes(role);
  };
  const proposals = proposers.flatMap((p) => p.propose({ scan, lines }).filter((x) => editable(p, x.path)));
  return { proposals: oneEditPerLine(proposals, lines) };
}

/**
 * The replace-text proposals of one line (two moved links, a link and a renamed command) become
 * one edit of that line, so they apply together: two edits of one line overlap, and the applier
 * would make one and skip the other. A line whose fixes cannot be one edit gets none.
 */
function oneEditPerLine(proposals: Proposal[], lines: (path: string) => string[] | undefined): Proposal[] {
  const key = (p: Proposal) => (p.op_type === 'deterministic' && p.exact_edit?.kind === 'replace-text' ? `${p.path}\0${lineRange(p.exact_edit.anchor)?.start_line}` : undefined);
  const groups = new Map<string, Proposal[]>();
  for (const p of proposals) {
    const k = key(p);
    if (k !== undefined) groups.set(k, [...(groups.get(k) ?? []), p]);
  }
  const out: Proposal[] = [];
  for (const p of proposals) {
    const k = key(p);
    const group = k === undefined ? undefined : groups.get(k)!;
    if (!group || group.length === 1) {
      out.push(p);
      continue;
    }
    if (group[0] !== p) continue;
    const lineNo = lineRange(p.exact_edit!.anchor)!.start_line;
    const line = lines(p.path)?.[lineNo - 1];
    const placed = line === undefined ? [] : group.map((g) => ({ match: g.exact_edit!.match!, replacement: g.exact_edit!.replacement!, at: positionOf(line, g.exact_edit!.match!, (g.signals[0] as { column?: number } | undefined)?.column) }));
    if (line === undefined || placed.some((x) => x.at === undefined)) continue;
    const edit = mergeLineEdits(lineNo, line, placed as Array<{ match: string; replacement: string; at: number }>);
    if (!edit.ok) continue;
    out.push({
      ...p,
      signals: group.flatMap((g) => g.signals),
      op: group.map((g) => g.op).join(' '),
      exact_edit: { kind: 'replace-text', anchor: { start_line: lineNo, end_line: lineNo }, match: edit.match, replacement: edit.replacement },
    });
  }
  return out;
}

/**
 * The registry's proposals that an unattended run may carry: an auto-kind proposal the gate cannot
 * prove is dropped (never downgraded: what it lacks is evidence, and a question about it would be
 * noise). Dropping one link fix can break the all-or-none rule for its siblings, so the gate runs
 * until nothing more drops.
 */
export async function proposeProven(scan: ScanArtifact, proposers: readonly Proposer[] = PROPOSERS): Promise<ProposalsFile> {
  const lines = fileLines(scan);
  const all = proposeAll(scan, proposers, lines).proposals;
  const facts = await evidenceFacts(scan, lines, { readers: all.some((p) => p.exact_edit?.kind === 'dedupe'), repo: all.some((p) => p.exact_edit?.kind === 'replace-text') });
  let proposals = all.map((p) => asLineFix(p, facts));
  for (;;) {
    const verdicts = autoEvidenceAll(proposals, facts);
    const kept = withoutMutualDedupes(proposals.filter((_, i) => verdicts[i]?.ok !== false), facts);
    if (kept.length === proposals.length) return { proposals };
    proposals = kept;
  }
}

/**
 * A scanner-proven replace-text as the one edit of its line that lineFix makes (./line-fixes.ts):
 * the gate takes that edit and no other, and it may hold more than the proposers wrote (a link's
 * text that spells its old destination is rewritten with the destination).
 */
function asLineFix(p: Proposal, facts: EvidenceFacts): Proposal {
  const e = p.exact_edit;
  const a = lineRange(e?.anchor);
  if (p.op_type !== 'deterministic' || e?.kind !== 'replace-text' || !a || a.start_line !== a.end_line) return p;
  const line = facts.lines(p.path)?.[a.start_line - 1];
  const fix = line === undefined ? undefined : lineFix(p.path, a.start_line, facts);
  if (!fix?.ok || lineAfter(line!, e.match ?? '', e.replacement ?? '') === lineAfter(line!, fix.match, fix.replacement)) return p;
  return { ...p, exact_edit: { ...e, match: fix.match, replacement: fix.replacement } };
}

const spanKey = (path: string, a: { start_line: number; end_line: number }) => `${path}:${a.start_line}-${a.end_line}`;

/**
 * Two copies loaded by the same contexts each pass the gate, and each dedupe would keep the copy the
 * other removes. A file that @imports the other is the one repeating it, so its copy goes (the
 * imported file is the block's home); otherwise the copy the scanner did not call canonical goes.
 */
function withoutMutualDedupes(proposals: Proposal[], facts: Pick<EvidenceFacts, 'imports'>): Proposal[] {
  const removes = new Map<string, Proposal>();
  for (const p of proposals) {
    const a = lineRange(p.exact_edit?.anchor);
    if (p.exact_edit?.kind === 'dedupe' && a) removes.set(spanKey(p.path, a), p);
  }
  return proposals.filter((p) => {
    const e = p.exact_edit;
    if (e?.kind !== 'dedupe' || !e.canonical_ref || !lineRange(e.anchor)) return true;
    const other = removes.get(spanKey(e.canonical_ref.path, e.canonical_ref));
    if (!other) return true;
    if (facts.imports(p.path, e.canonical_ref.path)) return true;
    if (facts.imports(e.canonical_ref.path, p.path)) return false;
    const canonical = (p.signals[0] as { canonical?: string } | undefined)?.canonical;
    return canonical === e.canonical_ref.path;
  });
}

/** The registry's proposals as a proposals source, placed before the given ones (--deterministic). */
export async function scannerProvenSource(scan: ScanArtifact): Promise<{ name: string; value: ProposalsFile; origin: 'scanner' }> {
  return { name: 'scanner-proven proposals (--deterministic)', value: await proposeProven(scan), origin: 'scanner' };
}
