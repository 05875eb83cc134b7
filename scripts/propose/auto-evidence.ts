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
import { newStructureHoles } from '../doc/structure.ts';
import type { ParsedDoc, RepoIndex } from '../doc/types.ts';
import type { Proposal, ScanArtifact, ScanSignal } from '../contract/stage-types.ts';
import { isHitOf } from '../contract/signal-info.ts';
import { brokenReference, type BrokenReferenceHit } from '../scan/signals/broken-reference.ts';
import { lineAfter, lineFix } from './line-fixes.ts';

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
  /** The doc parsed once (headings, sentences, blocks), or undefined when it cannot be read. */
  doc(path: string): ParsedDoc | undefined;
  /** The repository's files and folders, for reading a backticked path as the scanner does; undefined: unknown. */
  repo: RepoIndex | undefined;
}

/**
 * A refusal is `unattended` when the edit may be right but no script checks it (a person could
 * confirm it as a generative proposal), `outright` when it is wrong as written, at any tier (a link
 * fix whose new target does not resolve either).
 */
export type Verdict = { ok: true; evidence: string } | { ok: false; field: string; problem: string; refusal?: 'unattended' | 'outright' };

/** Roles whose text a link fix may change: records, plans, copies, generated files and archives keep theirs. */
const EDITABLE_FOR_LINKS: ReadonlySet<string> = new Set(['living', 'agent-memory', 'agent-prompt']);
/** Roles a move to the archive may take from: point-in-time or living docs, never records or copies. */
const ARCHIVABLE: ReadonlySet<string> = new Set(['living', 'plan']);
/** Roles no unattended edit writes into: a copy mirrors another tree; a generated file is rewritten by its generator. */
const NEVER_EDITED: ReadonlySet<string> = new Set(['copy', 'generated']);

type BrokenHit = ScanSignal & BrokenReferenceHit;
const isBroken = (h: ScanSignal): h is BrokenHit => isHitOf(brokenReference, h);
const no = (field: string, problem: string): Verdict => ({ ok: false, field, problem });

/**
 * An unattended replace-text is the one edit of its line that makes every fix the line's signals
 * prove (./line-fixes.ts), on a doc whose text a fix may change.
 */
function lineFixVerdict(p: Proposal, facts: EvidenceFacts): Verdict {
  const edit = p.exact_edit!;
  const a = lineRange(edit.anchor);
  if (!a || a.start_line !== a.end_line) return no('exact_edit.anchor', 'an unattended replace-text acts on one line, the line of the scanner signal it answers');
  const role = facts.roleOf(p.path);
  if (role === undefined || !EDITABLE_FOR_LINKS.has(role))
    return no('path', `"${p.path}" is a ${role ?? 'doc of unknown role'}; unattended link fixes change only living docs, agent memory and agent prompts`);
  const line = facts.lines(p.path)?.[a.start_line - 1];
  if (line === undefined) return no('exact_edit.anchor', `line ${a.start_line} of "${p.path}" cannot be read`);
  const fix = lineFix(p.path, a.start_line, facts);
  const none = no('exact_edit.replacement', `answers no scanner signal on line ${a.start_line}: an unattended replace-text must replace a broken reference's text with the path git history shows it moved to, a command or name with the one history shows it renamed to, or a stated version with the exact version the manifest pins`);
  if (fix === undefined) return none;
  if (!fix.ok) return no(fix.field, fix.problem);
  const after = lineAfter(line, edit.match ?? '', edit.replacement ?? '');
  if (after === undefined || after !== lineAfter(line, fix.match, fix.replacement)) {
    if (fix.fixes.length > 1 && fix.fixes.some((f) => f.match === edit.match && f.replacement === edit.replacement))
      return no('exact_edit', `line ${a.start_line} has ${fix.fixes.length} fixes: they are made together, as one edit of the line (${fix.match} -> ${fix.replacement}), never one without the other`);
    return none;
  }
  return { ok: true, evidence: fix.evidence };
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
      return lineFixVerdict(p, facts);
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

/** The broken references a link-fix proposal answers (on its line, with a move git shows). */
function brokenRefsAnswered(p: Proposal, facts: EvidenceFacts): BrokenHit[] {
  if (p.exact_edit?.kind !== 'replace-text') return [];
  const line = lineRange(p.exact_edit.anchor)?.start_line;
  const fix = line === undefined ? undefined : lineFix(p.path, line, facts);
  return fix?.ok ? fix.fixes.map((f) => f.hit).filter(isBroken) : [];
}

/**
 * Every proposal's verdict, plus the set rule: the scanner's broken references to one old target in
 * one doc are fixed together or not at all (a doc left half-pointing at the old path is worse).
 */
export function autoEvidenceAll(proposals: readonly Proposal[], facts: EvidenceFacts, skip: ReadonlySet<number> = new Set()): Array<Verdict | undefined> {
  const verdicts = proposals.map((p, i) => (skip.has(i) ? undefined : autoEvidence(p, facts)));
  const answers = proposals.map((p, i) => (verdicts[i]?.ok ? brokenRefsAnswered(p, facts) : []));
  const fixed = new Map<string, Set<number>>(); // path \0 old target -> lines fixed
  proposals.forEach((p, i) => {
    for (const hit of answers[i]!) {
      const key = `${p.path}\0${hit.resolved}`;
      if (!fixed.has(key)) fixed.set(key, new Set());
      fixed.get(key)!.add(hit.line);
    }
  });
  proposals.forEach((p, i) => {
    for (const hit of answers[i]!) {
      const lines = fixed.get(`${p.path}\0${hit.resolved}`)!;
      const missed = (facts.scan.signals[p.path] ?? []).filter((h): h is BrokenHit => isBroken(h) && h.resolved === hit.resolved && !lines.has(h.line));
      if (missed.length) {
        verdicts[i] = no('exact_edit', `"${p.path}" also references ${hit.resolved} on line(s) ${missed.map((h) => h.line).join(', ')} with no fix proposed: every occurrence is fixed in one run, or none`);
        break;
      }
    }
  });
  return verdicts;
}

/**
 * The located rejections of a verdict list (`proposals[3].exact_edit.replacement: ...`): "not safe
 * unattended: <why>" for an edit only its evidence keeps from running unattended, the problem alone
 * for one refused outright.
 */
export function evidenceViolations(verdicts: ReadonlyArray<Verdict | undefined>): Violation[] {
  const out: Violation[] = [];
  verdicts.forEach((v, i) => {
    if (v && !v.ok) out.push({ location: `proposals[${i}].${v.field}`, code: 'REFUSED', message: v.refusal === 'outright' ? v.problem : `not safe unattended: ${v.problem}` });
  });
  return out;
}
