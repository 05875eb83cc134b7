// Cross-field rules of the report that JSON Schema cannot express. Each rule is one small function
// over the parsed report, returning located violations. The tier and the kind booleans are
// re-derived with the one tier function; nothing here decides a tier on its own.
import type { Violation } from '../shared/errors.ts';
import { projectRelativeProblem } from '../shared/paths.ts';
import { isEditKind, KIND_TABLE, kindBooleans } from '../contract/kind-table.ts';
import { derivedFields } from '../contract/tier.ts';
import { entryId } from '../contract/entry-id.ts';
import type { Entry } from '../contract/types.ts';
import { isJsonObject } from '../shared/json-object.ts';

type Obj = Record<string, unknown>;
const v = (location: string, message: string, code: Violation['code'] = 'SCHEMA_VIOLATION'): Violation => ({ location, code, message });

export function crossFieldViolations(doc: unknown): Violation[] {
  if (!isJsonObject(doc)) return [];
  const out: Violation[] = [];
  const shortlist = Array.isArray(doc.shortlist) ? doc.shortlist : [];
  const shortSet = new Set(shortlist.filter((s): s is string => typeof s === 'string'));
  shortlist.forEach((p, i) => pathRule(out, p, `shortlist[${i}]`));
  const entries = Array.isArray(doc.entries) ? doc.entries : [];
  const ids = new Map<string, number>();
  entries.forEach((e, i) => {
    if (!isJsonObject(e)) return;
    const at = `entries[${i}]`;
    entryRules(out, e, at, shortSet);
    if (typeof e.id === 'string') {
      const prev = ids.get(e.id);
      if (prev !== undefined) out.push(v(`${at}.id`, `duplicates the id of entries[${prev}]`));
      else ids.set(e.id, i);
    }
  });
  const candidates = Array.isArray(doc.promotion_candidates) ? doc.promotion_candidates : [];
  candidates.forEach((c, i) => {
    if (!isJsonObject(c)) return;
    const at = `promotion_candidates[${i}]`;
    pathRule(out, c.path, `${at}.path`);
    const target = entries.find((e) => isJsonObject(e) && e.path === c.path && isJsonObject(e.lifecycle) && typeof e.lifecycle.served_when === 'string');
    if (typeof c.path === 'string' && !target)
      out.push(v(`${at}.path`, `must point at an entry that carries lifecycle.served_when ("${c.path}" does not)`));
  });
  return out;
}

function pathRule(out: Violation[], p: unknown, location: string): void {
  if (typeof p !== 'string') return; // the schema pass reports the type
  const problem = projectRelativeProblem(p);
  if (problem) out.push(v(location, problem, 'UNSAFE_PATH'));
}

function entryRules(out: Violation[], e: Obj, at: string, shortlist: Set<string>): void {
  pathRule(out, e.path, `${at}.path`);
  if (typeof e.path === 'string' && !shortlist.has(e.path)) out.push(v(`${at}.path`, `"${e.path}" is not in the shortlist`));

  const opType = e.op_type;
  const edit = isJsonObject(e.exact_edit) ? e.exact_edit : undefined;
  if (opType === 'generative' && e.exact_edit !== undefined) out.push(v(`${at}.exact_edit`, 'must be absent when op_type is generative'));
  if (opType === 'deterministic' && e.reducible_range !== undefined) out.push(v(`${at}.reducible_range`, 'only generative entries carry a reducible_range'));

  for (const [field, loc] of [['dest_path', 'dest_path'], ['target_path', 'target_path']] as const)
    if (edit) pathRule(out, edit[field], `${at}.exact_edit.${loc}`);
  if (edit && isJsonObject(edit.canonical_ref)) pathRule(out, edit.canonical_ref.path, `${at}.exact_edit.canonical_ref.path`);
  for (const [name, a] of [['exact_edit.anchor', edit?.anchor], ['reducible_range', e.reducible_range], ['exact_edit.canonical_ref', edit?.canonical_ref]] as const) {
    if (isJsonObject(a) && typeof a.start_line === 'number' && typeof a.end_line === 'number' && a.start_line > a.end_line)
      out.push(v(`${at}.${name}`, `start_line ${a.start_line} is after end_line ${a.end_line}`));
  }
  if (edit && isJsonObject(edit.canonical_ref) && edit.canonical_ref.path === e.path && isJsonObject(edit.anchor)) {
    const c = edit.canonical_ref as { start_line: number; end_line: number };
    const a = edit.anchor as { start_line: number; end_line: number };
    if (c.start_line <= a.end_line && a.start_line <= c.end_line) out.push(v(`${at}.exact_edit.canonical_ref`, 'overlaps the removed span'));
  }

  const lc = isJsonObject(e.lifecycle) ? e.lifecycle : undefined;
  if (lc) {
    if (lc.served_when_path !== undefined && lc.served_when !== undefined)
      out.push(v(`${at}.lifecycle`, 'carries both served_when_path and served_when; exactly one is allowed'));
    if (lc.lifetime === 'temporary' && (lc.served_when_path !== undefined || lc.served_when !== undefined))
      out.push(v(`${at}.lifecycle`, 'a temporary lifetime carries no served field'));
    if (lc.lifetime === 'delete-once-served' && lc.served_when_path === undefined && lc.served_when === undefined)
      out.push(v(`${at}.lifecycle`, 'delete-once-served needs served_when_path or served_when'));
    pathRule(out, lc.served_by, `${at}.lifecycle.served_by`);
  }

  // Guarded fields: recomputed from the kind table and the one tier function.
  const kind = edit?.kind;
  if (opType === 'deterministic' && isEditKind(kind)) {
    const spec = KIND_TABLE[kind];
    const git = lc && isJsonObject(lc.git_state) ? (lc.git_state as { tracked: boolean; clean: boolean }) : undefined;
    const b = kindBooleans(kind, git);
    if (e.is_destructive !== b.is_destructive) out.push(v(`${at}.is_destructive`, `must be ${b.is_destructive} for kind ${kind} (kind table)`));
    if (e.is_reversible !== b.is_reversible) out.push(v(`${at}.is_reversible`, `must be ${b.is_reversible} for kind ${kind} (kind table${spec.is_reversible === 'git-state' ? ', from lifecycle.git_state' : ''})`));
  }
  if (opType === 'deterministic' || opType === 'generative') {
    const evidence = typeof e.edit_evidence === 'string' ? e.edit_evidence : undefined;
    const d = derivedFields({ op_type: opType, kind: typeof kind === 'string' ? kind : undefined, lifecycle: lc as Entry['lifecycle'], edit_evidence: evidence });
    if (e.safety_tier !== undefined && e.safety_tier !== d.safety_tier)
      out.push(v(`${at}.safety_tier`, `must be "${d.safety_tier}" as derived from op_type, kind${evidence === undefined ? ' and lifecycle' : ', lifecycle and edit_evidence'}; a tier is never assigned`));
  }
  if (typeof e.id === 'string' && /^[0-9a-f]{16}$/.test(e.id)) {
    const expected = entryId(e as unknown as Entry);
    if (e.id !== expected) out.push(v(`${at}.id`, `must be the content-derived id ${expected}`));
  }
}
