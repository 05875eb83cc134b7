// The evidence an auto-kind edit must carry, whoever proposed it. `auto` runs with no one asked, so
// a proposal of a kind the tier function would make `auto` passes only when a script can check why
// a careful maintainer would accept it: a link fix answers the scanner's broken reference with the
// path git shows it moved to; a dedupe removes a copy that every context loading it also loads
// elsewhere; a move lands in an archive the repository already uses; frontmatter comes from one
// closed list. The deterministic proposers ask this module before proposing; finalize asks it again
// for every proposal and rejects, with a located message, what it cannot prove.
import { posix } from 'node:path';
import { EDIT_KINDS, KIND_TABLE, type EditKind } from '../contract/kind-table.ts';
import { derivedFields } from '../contract/tier.ts';
import { isAutoFrontmatter, AUTO_FRONTMATTER } from '../contract/auto-frontmatter.ts';
import type { Violation } from '../shared/errors.ts';
import { lineRange } from '../contract/types.ts';
import { parseDoc } from '../doc/parse-doc.ts';
import { newStructureHoles } from '../doc/structure.ts';
import type { Proposal, ScanArtifact, ScanSignal } from '../contract/stage-types.ts';
import { isHitOf } from '../contract/signal-info.ts';
import { brokenReference, type BrokenReferenceHit } from '../scan/signals/broken-reference.ts';
import { versionSkew, type VersionSkewHit } from '../scan/signals/version-skew.ts';
import { commandReference } from '../scan/signals/command-reference.ts';
import { vanishedIdentifier } from '../scan/signals/vanished-identifier.ts';
import { rewriteDestination } from './link-destination.ts';
import { renameEdit } from './proposers/name-rename.ts';

/** Kinds the tier function makes `auto` without a lifecycle arm: the ones this module guards. */
export const AUTO_EDIT_KINDS: readonly EditKind[] = EDIT_KINDS.filter(
  (k) => !KIND_TABLE[k].lifecycle && derivedFields({ op_type: 'deterministic', kind: k }).safety_tier === 'auto',
);

export interface EvidenceFacts {
  scan: ScanArtifact;
  /** The file's lines, or undefined when it cannot be read. */
  lines(path: string): string[] | undefined;
  /** The doc's role (scripts/roles), or undefined when none is known: unknown is never safe. */
  roleOf(path: string): string | undefined;
  /**
   * The agent contexts (agent and folder) that load the file, from the reader model; an empty set
   * when no agent loads it, undefined when the model has no answer.
   */
  contextsLoading(path: string): ReadonlySet<string> | undefined;
  /** Whether `from` loads `to` through its @imports in some agent context (false when the model has no answer). */
  imports(from: string, to: string): boolean;
  /** Whether a path lies in an archive location the repository already uses. */
  isArchiveLocation(path: string): boolean;
  /** Whether a project-relative path exists in the working tree (file or folder). */
  exists(path: string): boolean;
}

export type Verdict = { ok: true; evidence: string } | { ok: false; field: string; problem: string };

/** Roles whose text a link fix may change: records, plans, copies, generated files and archives keep theirs. */
const EDITABLE_FOR_LINKS: ReadonlySet<string> = new Set(['living', 'agent-memory', 'agent-prompt']);
/** Roles a move to the archive may take from: point-in-time or living docs, never records or copies. */
const ARCHIVABLE: ReadonlySet<string> = new Set(['living', 'plan']);
/** Roles no unattended edit writes into: a copy mirrors another tree; a generated file is rewritten by its generator. */
const NEVER_EDITED: ReadonlySet<string> = new Set(['copy', 'generated']);

/** Words that say an old path is named on purpose (a migration note, a rule about legacy names). */
const ON_PURPOSE = /\b(legacy|formerly|renamed from|moved from|deprecated|must not|no longer|previously|old (?:path|location|name))\b/i;

type BrokenHit = ScanSignal & BrokenReferenceHit;
const isBroken = (h: ScanSignal): h is BrokenHit => isHitOf(brokenReference, h);
const no = (field: string, problem: string): Verdict => ({ ok: false, field, problem });

/** The folders a line names (code spans and link destinations holding a `/`). */
function foldersNamedOn(line: string): string[] {
  const out: string[] = [];
  for (const m of line.matchAll(/`([^`\s]+)`|\]\(([^)\s]+)\)/g)) {
    const t = (m[1] ?? m[2] ?? '').replace(/^\.\//, '').replace(/\/+$/, '');
    if (t.includes('/') || (m[1] !== undefined && m[1].endsWith('/'))) out.push(t);
  }
  return out;
}

function linkFixVerdict(p: Proposal, facts: EvidenceFacts): Verdict {
  const edit = p.exact_edit!;
  const a = lineRange(edit.anchor);
  if (!a || a.start_line !== a.end_line) return no('exact_edit.anchor', 'an unattended replace-text acts on one line, the line of the scanner signal it answers');
  const role = facts.roleOf(p.path);
  if (role === undefined || !EDITABLE_FOR_LINKS.has(role))
    return no('path', `"${p.path}" is a ${role ?? 'doc of unknown role'}; unattended link fixes change only living docs, agent memory and agent prompts`);
  const lines = facts.lines(p.path);
  const line = lines?.[a.start_line - 1];
  if (line === undefined) return no('exact_edit.anchor', `line ${a.start_line} of "${p.path}" cannot be read`);
  const hits = facts.scan.signals[p.path] ?? [];
  const anchorsOf = (t: string) => {
    const ls = /\.(md|markdown)$/i.test(t) ? facts.lines(t) : undefined;
    return ls ? parseDoc(t, ls.join('\n') + '\n').anchors : undefined;
  };
  const answered = hits.find(
    (h): h is BrokenHit => isBroken(h) && h.line === a.start_line && h.raw === edit.match && h.renamed_to !== undefined && rewriteDestination(p.path, h, anchorsOf) === edit.replacement,
  );
  const skew = hits.find(
    (h): h is ScanSignal & VersionSkewHit => isHitOf(versionSkew, h) && h.line === a.start_line && h.doc_version === edit.match && h.manifest_version === edit.replacement,
  );
  const renamed = hits.find((h) => (isHitOf(commandReference, h) || isHitOf(vanishedIdentifier, h)) && h.line === a.start_line && (() => {
    const r = renameEdit(h);
    return r !== undefined && r.match === edit.match && r.replacement === edit.replacement;
  })());
  if (!answered && !skew && !renamed)
    return no('exact_edit.replacement', `answers no scanner signal on line ${a.start_line}: an unattended replace-text must replace a broken reference's text with the path git history shows it moved to, a command or name with the one history shows it renamed to, or a stated version with the exact version the manifest pins`);
  if (skew && !answered && !renamed) {
    const v = skew.manifest_version;
    if (!/^\d+(?:\.\d+){1,3}$/.test(v)) return no('exact_edit.replacement', `the manifest pins a range (${v}), not one version a doc can state`);
  }
  const near = [lines![a.start_line - 2], line, lines![a.start_line]].filter((l): l is string => l !== undefined);
  const purpose = near.map((l) => ON_PURPOSE.exec(l)?.[0]).find(Boolean);
  if (purpose) return no('exact_edit.match', `the text around line ${a.start_line} says "${purpose}": the old name may be written on purpose`);
  if (answered) {
    const old = answered.raw.replace(/^\.\//, '').replace(/[#?].*$/, '');
    const base = foldersNamedOn(line).find((f) => f !== old && facts.exists(posix.join(f, old)));
    if (base) return no('exact_edit.match', `${old} resolves inside ${base}, which line ${a.start_line} names: the reference is not broken`);
    return { ok: true, evidence: `git history shows ${answered.resolved} moved to ${answered.renamed_to}; the new destination resolves` };
  }
  if (renamed) {
    const removed = (isHitOf(commandReference, renamed) || isHitOf(vanishedIdentifier, renamed)) && renamed.removed_in;
    return { ok: true, evidence: `git history shows ${edit.match} renamed to ${edit.replacement}${removed ? ` in ${removed.commit.slice(0, 12)}` : ''}` };
  }
  const s = skew!;
  return { ok: true, evidence: `${s.manifest}${s.manifest_line ? `:${s.manifest_line}` : ''} pins ${s.subject} ${s.manifest_version}` };
}

function dedupeVerdict(p: Proposal, facts: EvidenceFacts): Verdict {
  const kept = p.exact_edit!.canonical_ref;
  if (!kept) return no('exact_edit.canonical_ref', 'a dedupe names the copy it keeps');
  for (const [path, field] of [[p.path, 'path'], [kept.path, 'exact_edit.canonical_ref.path']] as const) {
    const role = facts.roleOf(path);
    if (role !== 'agent-memory') return no(field, `"${path}" is a ${role ?? 'doc of unknown role'}; an unattended dedupe acts only between agent-memory files one context loads together`);
  }
  const removed = facts.contextsLoading(p.path);
  const keeps = facts.contextsLoading(kept.path);
  if (!removed || !keeps) return no('exact_edit.canonical_ref', 'the reader model has no answer for these files');
  if (removed.size === 0) return no('path', `no agent context loads "${p.path}"`);
  const lost = [...removed].filter((c) => !keeps.has(c));
  if (lost.length) return no('exact_edit.canonical_ref', `${lost.length} context(s) that load "${p.path}" never load "${kept.path}" (${lost.slice(0, 3).join(', ')}): removing the copy would take the text from them`);
  // The file as the removal leaves it must keep its structure (no heading or lead-in left empty).
  const a = lineRange(p.exact_edit!.anchor);
  const lines = facts.lines(p.path);
  if (a && lines) {
    const holes = newStructureHoles(lines.join('\n'), [...lines.slice(0, a.start_line - 1), ...lines.slice(a.end_line)].join('\n'));
    if (holes.length) return no('exact_edit.anchor', `removing lines ${a.start_line}-${a.end_line} would leave ${holes.join('; ')}`);
  }
  const via = facts.imports(p.path, kept.path) ? `, which ${p.path} @imports` : '';
  return { ok: true, evidence: `every context that loads ${p.path} (${removed.size}) also loads ${kept.path} (${keeps.size})${via}` };
}

function moveVerdict(p: Proposal, facts: EvidenceFacts): Verdict {
  const role = facts.roleOf(p.path);
  if (role === undefined || !ARCHIVABLE.has(role)) return no('path', `"${p.path}" is a ${role ?? 'doc of unknown role'}; only living docs and plans move to an archive unattended`);
  const dest = p.exact_edit!.dest_path;
  if (!dest || !facts.isArchiveLocation(dest)) return no('exact_edit.dest_path', `"${dest}" is not in an archive location the repository already uses`);
  return { ok: true, evidence: `${posix.dirname(dest)} is an archive the repository already uses` };
}

function frontmatterVerdict(p: Proposal, facts: EvidenceFacts): Verdict {
  const { key, value } = p.exact_edit!;
  if (!isAutoFrontmatter(key, value)) {
    const list = Object.entries(AUTO_FRONTMATTER).flatMap(([k, vs]) => vs.map((v) => `${k}: ${v}`)).join(', ');
    return no('exact_edit.key', `"${key}: ${value}" is not on the list of frontmatter added unattended (${list})`);
  }
  const role = facts.roleOf(p.path);
  if (role === undefined || NEVER_EDITED.has(role)) return no('path', `"${p.path}" is a ${role ?? 'doc of unknown role'}; no unattended edit writes into it`);
  return { ok: true, evidence: `${key}: ${value} is on the closed frontmatter list` };
}

/** The verdict on one proposal, or undefined when its kind is not one the tier makes auto. */
export function autoEvidence(p: Proposal, facts: EvidenceFacts): Verdict | undefined {
  const kind = p.exact_edit?.kind;
  if (p.op_type !== 'deterministic' || kind === undefined || !AUTO_EDIT_KINDS.includes(kind)) return undefined;
  const role = facts.roleOf(p.path);
  if (role !== undefined && NEVER_EDITED.has(role) && kind !== 'insert-frontmatter')
    return no('path', `"${p.path}" is a ${role}; no unattended edit writes into it`);
  switch (kind) {
    case 'replace-text':
      return linkFixVerdict(p, facts);
    case 'dedupe':
      return dedupeVerdict(p, facts);
    case 'move-to-archive':
      return moveVerdict(p, facts);
    case 'insert-frontmatter':
      return frontmatterVerdict(p, facts);
    default:
      return no('exact_edit.kind', `no evidence rule for ${kind}`);
  }
}

/**
 * Every proposal's verdict, plus the set rule: the scanner's broken references to one old target in
 * one doc are fixed together or not at all (a doc left half-pointing at the old path is worse).
 */
/** The broken reference a link-fix proposal answers (its line and old text), if any. */
function brokenRefAnswered(p: Proposal, facts: EvidenceFacts): BrokenHit | undefined {
  if (p.exact_edit?.kind !== 'replace-text') return undefined;
  const line = lineRange(p.exact_edit.anchor)?.start_line;
  return (facts.scan.signals[p.path] ?? []).find((h): h is BrokenHit => isBroken(h) && h.line === line && h.raw === p.exact_edit!.match);
}

export function autoEvidenceAll(proposals: readonly Proposal[], facts: EvidenceFacts, skip: ReadonlySet<number> = new Set()): Array<Verdict | undefined> {
  const verdicts = proposals.map((p, i) => (skip.has(i) ? undefined : autoEvidence(p, facts)));
  const answers = proposals.map((p, i) => (verdicts[i]?.ok ? brokenRefAnswered(p, facts) : undefined));
  const fixed = new Map<string, Set<number>>(); // path \0 old target -> lines fixed
  proposals.forEach((p, i) => {
    const hit = answers[i];
    if (!hit) return;
    const key = `${p.path}\0${hit.resolved}`;
    if (!fixed.has(key)) fixed.set(key, new Set());
    fixed.get(key)!.add(hit.line);
  });
  proposals.forEach((p, i) => {
    const hit = answers[i];
    if (!hit) return;
    const lines = fixed.get(`${p.path}\0${hit.resolved}`)!;
    const missed = (facts.scan.signals[p.path] ?? []).filter((h): h is BrokenHit => isBroken(h) && h.resolved === hit.resolved && !lines.has(h.line));
    if (missed.length)
      verdicts[i] = no('exact_edit', `"${p.path}" also references ${hit.resolved} on line(s) ${missed.map((h) => h.line).join(', ')} with no fix proposed: every occurrence is fixed in one run, or none`);
  });
  return verdicts;
}

/** The located rejections of a verdict list (`proposals[3].exact_edit.replacement: ...`). */
export function evidenceViolations(verdicts: ReadonlyArray<Verdict | undefined>): Violation[] {
  const out: Violation[] = [];
  verdicts.forEach((v, i) => {
    if (v && !v.ok) out.push({ location: `proposals[${i}].${v.field}`, code: 'REFUSED', message: `not safe unattended: ${v.problem}` });
  });
  return out;
}
