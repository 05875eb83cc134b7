// The unattended fix of one line: every scanner signal on it that history or a manifest answers
// (a broken reference to a moved path, a renamed command or name, a stated version a manifest
// pins), each checked on its own, then made ONE edit of the line. A line's fixes go together or
// not at all: two broken links on one line are never left half fixed, one applied and the other
// skipped as an overlap. Each fix needs evidence that the new thing is the old one:
// - a moved path: git paired the files at RENAME_MIN_SIMILARITY or more (a file split into modules
//   or merged into another, paired by git at 50%, is no move); the destination rewritten by the
//   link-rename rule (./link-destination.ts) and, for a backticked path, read from the one folder
//   the old text was read from (./reference-base.ts), and not a path in an agent's folder that a doc
//   for the tool's users may mean in the user's project (./user-agent-folder.ts);
// - a renamed command or name: the commit swapped it one for one, or its message says so;
// - a version: the exact version the manifest pins;
// and a sentence that states where the thing is now (./reference-context.ts). A link whose text
// spells its old destination gets its text rewritten in the same edit (labelFix).
// The proposers' edit of a line is this one too (proposeProven asks lineFix), so the gate and the
// proposer never disagree on it.
import { posix } from 'node:path';
import { renameEdit } from './proposers/name-rename.ts';
import { rewriteDestination } from './link-destination.ts';
import { keptAsWritten } from './reference-context.ts';
import { otherBaseProblem } from './reference-base.ts';
import { usersCopyProblem } from './user-agent-folder.ts';
import { snapshotCopyOf } from './snapshot-copy.ts';
import { codePathCandidates } from '../doc/resolve.ts';
import type { ScanSignal } from '../contract/stage-types.ts';
import { isHitOf } from '../contract/signal-info.ts';
import { brokenReference, type BrokenReferenceHit } from '../scan/signals/broken-reference.ts';
import { versionSkew, type VersionSkewHit } from '../scan/signals/version-skew.ts';
import { commandReference } from '../scan/signals/command-reference.ts';
import { vanishedIdentifier } from '../scan/signals/vanished-identifier.ts';
import type { EvidenceFacts } from './auto-evidence.ts';

/**
 * git's similarity index (R<score>: the share of the larger file that is content both hold) a
 * rename needs to count as a move of the same file, maybe edited on the way. git pairs files at
 * 50%: a file split into modules is paired with the one that kept about half of it, a merge with the
 * file that brought about half; neither leaves a part this large.
 */
export const RENAME_MIN_SIMILARITY = 70;

type Hit = ScanSignal;

/** Words that say an old path is named on purpose (a migration note, a rule about legacy names). */
const ON_PURPOSE = /\b(legacy|formerly|renamed from|moved from|deprecated|must not|no longer|previously|old (?:path|location|name))\b/i;

export interface Fix {
  match: string;
  replacement: string;
  /** Why it is safe unattended, for report.md. */
  evidence: string;
  hit: Hit;
}

export type LineFix =
  | { ok: true; line: number; match: string; replacement: string; fixes: Fix[]; evidence: string }
  | { ok: false; field: string; problem: string };

type One = { fix: Fix } | { field: string; problem: string } | undefined;

/** The folders a line names (code spans and link destinations holding a `/`). */
function foldersNamedOn(line: string): string[] {
  const out: string[] = [];
  for (const m of line.matchAll(/`([^`\s]+)`|\]\(([^)\s]+)\)/g)) {
    const t = (m[1] ?? m[2] ?? '').replace(/^\.\//, '').replace(/\/+$/, '');
    if (t.includes('/') || (m[1] !== undefined && m[1].endsWith('/'))) out.push(t);
  }
  return out;
}

/**
 * The code name a link's text gives what it points at (`[uiEntries](state.ts)`, `` [`loadConfig()`](config.ts) ``):
 * an identifier written as code (backticks, a call, camelCase or snake_case), never plain words or
 * the file's own name. Such a link says where that name lives, so it follows the name, not the file.
 */
export function codeNameOfLink(line: string, column: number, paths: readonly string[]): string | undefined {
  const m = /\[([^\[\]]+)\]\(<?$/.exec(line.slice(0, column - 1));
  if (!m) return undefined;
  const text = m[1]!.trim();
  const ticked = /^`[^`]+`$/.test(text);
  const name = text.replace(/^`|`$/g, '').replace(/\(\)$/, '');
  if (!/^[A-Za-z_$][\w$]*$/.test(name)) return undefined;
  if (!(ticked || /\(\)`?$/.test(text) || /[a-z][A-Z]/.test(name) || name.includes('_'))) return undefined;
  const stems = paths.map((p) => posix.basename(p).replace(/\.[^.]*$/, '').toLowerCase());
  return stems.includes(name.toLowerCase()) ? undefined : name;
}

function movedPathFix(path: string, h: ScanSignal & BrokenReferenceHit, facts: EvidenceFacts, siblings: readonly Hit[]): One {
  if (h.missing !== 'path' || h.renamed_to === undefined) return undefined;
  const anchorsOf = (t: string) => facts.doc(t)?.anchors;
  const next = rewriteDestination(path, h, anchorsOf);
  if (next === undefined) return { field: 'exact_edit.replacement', problem: `the reference to ${h.resolved} on line ${h.line} cannot be rewritten to ${h.renamed_to} as written` };
  const sim = h.rename_similarity;
  if (sim === undefined || sim < RENAME_MIN_SIMILARITY)
    return { field: 'exact_edit.replacement', problem: `git paired ${h.resolved} with ${h.renamed_to} at ${sim === undefined ? 'an unknown' : `${sim}%`} similarity (a move keeps ${RENAME_MIN_SIMILARITY}% or more; a split, a merge or a rewrite is for a person to judge)` };
  const line = facts.lines(path)![h.line - 1]!;
  const old = h.raw.replace(/^\.\//, '').replace(/[#?].*$/, '');
  const base = foldersNamedOn(line).find((f) => f !== old && facts.exists(posix.join(f, old)));
  if (base) return { field: 'exact_edit.match', problem: `${old} resolves inside ${base}, which line ${h.line} names: the reference is not broken` };
  const named = h.source === 'link' ? codeNameOfLink(line, h.column, [h.resolved, h.renamed_to]) : undefined;
  if (named !== undefined && !(facts.lines(h.renamed_to) ?? []).some((l) => new RegExp(`(?<![\\w$])${named.replace(/\$/g, '\\$')}(?![\\w$])`).test(l)))
    return { field: 'exact_edit.replacement', problem: `the link on line ${h.line} is named after ${named}, which ${h.renamed_to} does not hold: the name left the moved file, and where it went is for a person to judge` };
  const usersCopy = usersCopyProblem(path, facts.roleOf(path), h);
  if (usersCopy) return { field: 'exact_edit.match', problem: usersCopy };
  const copy = snapshotCopyOf(path, h.resolved, h.renamed_to, facts.exists);
  if (copy) return { field: 'exact_edit.match', problem: `${path} sits in a copy of an older tree that kept its own ${copy}: the reference may mean that copy, not where git moved ${h.resolved}` };
  const doc = facts.doc(path);
  if (h.source === 'code_path' && facts.repo && doc) {
    const other = otherBaseProblem(doc, h, next.replace(/(?::\d+){1,2}$|#L\d+(?:-L?\d+)?$/, ''), facts.repo, siblings.filter((x) => isHitOf(brokenReference, x)));
    if (other) return { field: 'exact_edit.match', problem: other };
  } else if (h.source === 'code_path') return { field: 'exact_edit.match', problem: `the folders ${h.raw} may be read from are not known` };
  return { fix: { match: h.raw, replacement: next, hit: h, evidence: `git history shows ${h.resolved} moved to ${h.renamed_to}; the new destination resolves; git scores the two ${sim}% similar` } };
}

function versionFix(h: ScanSignal & VersionSkewHit): One {
  if (!/^\d+(?:\.\d+){1,3}$/.test(h.manifest_version)) return { field: 'exact_edit.replacement', problem: `the manifest pins a range (${h.manifest_version}), not one version a doc can state` };
  return { fix: { match: h.doc_version, replacement: h.manifest_version, hit: h, evidence: `${h.manifest}${h.manifest_line ? `:${h.manifest_line}` : ''} pins ${h.subject} ${h.manifest_version}` } };
}

function renamedNameFix(h: Hit): One {
  if (!isHitOf(commandReference, h) && !isHitOf(vanishedIdentifier, h)) return undefined;
  const r = renameEdit(h);
  if (!r) return undefined;
  const removed = h.removed_in;
  const how = h.rename_evidence === 'swap' ? 'swapped it one for one' : h.rename_evidence === 'commit-message' ? 'says so in its message' : undefined;
  if (!how)
    return { field: 'exact_edit.replacement', problem: `${r.replacement} is only the name most like ${r.match} that its removing commit added: nothing shows it is the same thing (a removal is not a rename)` };
  return { fix: { ...r, hit: h, evidence: `git history shows ${r.match} renamed to ${r.replacement}${removed?.commit ? ` in ${removed.commit.slice(0, 12)}, which ${how}` : ''}` } };
}

function fixOf(path: string, h: Hit, facts: EvidenceFacts, siblings: readonly Hit[]): One {
  if (isHitOf(brokenReference, h)) return movedPathFix(path, h, facts, siblings);
  if (isHitOf(versionSkew, h)) return versionFix(h);
  return renamedNameFix(h);
}

function occurrences(line: string, s: string): number[] {
  const out: number[] = [];
  for (let i = line.indexOf(s); i >= 0; i = line.indexOf(s, i + s.length)) out.push(i);
  return out;
}

/** Where on the line an edit's text stands: at (or just after) its signal's column, else its only occurrence. */
export function positionOf(line: string, match: string, column: number | undefined): number | undefined {
  if (typeof column === 'number' && column >= 1) {
    const at = line.indexOf(match, column - 1);
    if (at >= 0 && at - (column - 1) < 64) return at;
  }
  const all = occurrences(line, match);
  return all.length === 1 ? all[0] : undefined;
}

/**
 * The one edit of a line that makes every given replacement, each at its place (the shortest span
 * that is unique on the line), or why there is none: two that overlap.
 */
export function mergeLineEdits(lineNo: number, line: string, edits: ReadonlyArray<{ match: string; replacement: string; at: number }>): { ok: true; match: string; replacement: string } | { ok: false; field: string; problem: string } {
  const spans = [...new Map(edits.map((e) => [`${e.at}\0${e.match}`, { start: e.at, end: e.at + e.match.length, replacement: e.replacement }])).values()].sort((a, b) => a.start - b.start);
  for (let i = 1; i < spans.length; i++)
    if (spans[i]!.start < spans[i - 1]!.end) return { ok: false, field: 'exact_edit.match', problem: `two fixes on line ${lineNo} overlap` };
  let fixed = line;
  for (const s of [...spans].reverse()) fixed = fixed.slice(0, s.start) + s.replacement + fixed.slice(s.end);
  let start = spans[0]!.start;
  let end = spans[spans.length - 1]!.end;
  // Grown a character each side until the text occurs once on the line (the applier's rule for match).
  while (occurrences(line, line.slice(start, end)).length !== 1) {
    start = Math.max(0, start - 1);
    end = Math.min(line.length, end + 1);
  }
  return { ok: true, match: line.slice(start, end), replacement: fixed.slice(start, fixed.length - (line.length - end)) };
}

/** A backticked path at `at` on the line that names something that exists (another, valid reference). */
function insideResolvedSpan(path: string, line: string, at: number, facts: EvidenceFacts): boolean {
  for (const m of line.matchAll(/`([^`]+)`/g)) {
    const from = m.index! + 1;
    if (at < from || at >= from + m[1]!.length) continue;
    const candidates = facts.repo ? codePathCandidates(path, m[1]!, facts.repo) ?? [] : [];
    return candidates.some((c) => facts.exists(c));
  }
  return false;
}

/**
 * A link whose text spells its own old destination (`[content/docs/1.8/](./content/docs/1.8/)`,
 * `` [`docs/a.md`](docs/a.md) ``): a fix of the destination alone leaves the label naming the old
 * path. When the label is exactly the destination as written (with or without `./`, in backticks
 * or not) or the path from the repository root, it is rewritten to the new path in its own form,
 * in the same edit of the line, as a maintainer does; when it names the old path among other
 * words, how to reword it is a person's call and the fix is refused.
 */
function labelFix(line: string, lineNo: number, f: Fix & { at: number }): { edit: Fix & { at: number } } | { field: string; problem: string } | undefined {
  const h = f.hit;
  if (!isHitOf(brokenReference, h) || (h.source !== 'link' && h.source !== 'image')) return undefined;
  const m = /\[([^\[\]]+)\]\(\s*<?$/.exec(line.slice(0, f.at));
  if (!m) return undefined;
  const label = m[1]!;
  const ticked = /^`[^`]+`$/.test(label);
  const inner = ticked ? label.slice(1, -1) : label;
  const bare = (s: string) => s.replace(/[#?].*$/, '').replace(/^\.\//, '');
  const oldPath = bare(f.match);
  const suffix = /[#?].*$/.exec(inner)?.[0] ?? '';
  let next: string | undefined;
  if (bare(inner) === oldPath) next = (inner.startsWith('./') ? './' : '') + bare(f.replacement) + suffix;
  else if (h.renamed_to !== undefined && bare(inner).replace(/\/$/, '') === h.resolved) next = h.renamed_to + (bare(inner).endsWith('/') ? '/' : '') + suffix;
  // Inside backticks only the path is rewritten: the scanner reads it as a path of its own too, and
  // the fix of that reading (the same text, the same place) is then this one, not an overlap.
  if (next !== undefined) return { edit: { ...f, match: inner, replacement: next, at: m.index + 1 + (ticked ? 1 : 0) } };
  const words = ` ${inner} `;
  if ([oldPath, h.resolved].some((o) => o !== '' && new RegExp(`[\\s\`(]${o.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}[\\s\`).,:;]`).test(words)))
    return { field: 'exact_edit.replacement', problem: `the text of the link on line ${lineNo} ("${label}") names the old path among other words: a fix of the destination alone would leave it, and how to reword it is for a person` };
  return undefined;
}

/** The one unattended fix of line `lineNo` of `path`, why there is none, or undefined when no signal on it has an answer. */
export function lineFix(path: string, lineNo: number, facts: EvidenceFacts): LineFix | undefined {
  const signals = facts.scan.signals[path] ?? [];
  const line = facts.lines(path)?.[lineNo - 1];
  if (line === undefined) return undefined;
  const fixes: Fix[] = [];
  let refused: { field: string; problem: string } | undefined;
  for (const h of signals) {
    if (h.line !== lineNo) continue;
    const one = fixOf(path, h, facts, signals);
    if (!one) continue;
    if ('problem' in one) refused ??= one;
    else fixes.push(one.fix);
  }
  if (refused) return { ok: false, ...refused };
  if (fixes.length === 0) return undefined;
  const lines = facts.lines(path)!;
  const near = [lines[lineNo - 2], line, lines[lineNo]].filter((l): l is string => l !== undefined);
  const purpose = near.map((l) => ON_PURPOSE.exec(l)?.[0]).find(Boolean);
  if (purpose) return { ok: false, field: 'exact_edit.match', problem: `the text around line ${lineNo} says "${purpose}": the old name may be written on purpose` };
  const doc = facts.doc(path);
  if (!doc) return { ok: false, field: 'path', problem: `${path} cannot be parsed` };
  for (const f of fixes) {
    const kept = keptAsWritten(doc, { line: lineNo, old: f.match, new: f.replacement, ...(isHitOf(brokenReference, f.hit) ? { destination: f.hit.renamed_to } : {}) });
    if (kept) return { ok: false, field: 'exact_edit.match', problem: kept };
  }
  const placed: Array<Fix & { at: number }> = [];
  for (const f of fixes) {
    const at = positionOf(line, f.match, typeof f.hit.column === 'number' ? f.hit.column : undefined);
    if (at === undefined) return { ok: false, field: 'exact_edit.match', problem: `${f.match} cannot be placed on line ${lineNo}` };
    if (!placed.some((p) => p.at === at && p.match === f.match)) placed.push({ ...f, at });
  }
  for (const f of [...placed]) {
    const label = labelFix(line, lineNo, f);
    if (label && 'problem' in label) return { ok: false, ...label };
    if (label && !placed.some((p) => p.at === label.edit.at && p.match === label.edit.match && p.replacement === label.edit.replacement)) placed.push(label.edit);
  }
  // Every occurrence of an old text is fixed (a link's text spelling its destination is, by
  // labelFix), or is another reference that resolves (a label naming the path from the root): an
  // old name left beside the new one is half a fix.
  for (const f of placed) {
    for (const at of occurrences(line, f.match)) {
      if (placed.some((p) => at >= p.at && at < p.at + p.match.length) || insideResolvedSpan(path, line, at, facts)) continue;
      return { ok: false, field: 'exact_edit.match', problem: `${f.match} stands on line ${lineNo} once more, with no fix: the line would keep the old name beside the new` };
    }
  }
  const edit = mergeLineEdits(lineNo, line, placed);
  if (!edit.ok) return edit;
  return { ok: true, line: lineNo, match: edit.match, replacement: edit.replacement, fixes: placed, evidence: [...new Set(placed.map((f) => f.evidence))].join('; ') };
}

/** The line as one replace-text leaves it (`match` exactly once on it), or undefined. */
export function lineAfter(line: string, match: string, replacement: string): string | undefined {
  const at = occurrences(line, match);
  return at.length === 1 ? line.slice(0, at[0]) + replacement + line.slice(at[0]! + match.length) : undefined;
}
