// One role per doc: the repository's own overrides (`.dochygiene.yaml` `roles:`, first match wins),
// then the rule table in order (./rule-table.ts); `living` when nothing matches. Deterministic: the
// same path, head, frontmatter and repository facts always give the same role and rule.
import { Minimatch } from 'minimatch';
import { isJsonObject } from '../shared/json-object.ts';
import { HEAD_LINES, LIVING_RULE, RULES, type Match, type RoleRule } from './rule-table.ts';
import type { RepoFacts } from './repo-facts.ts';
import type { Role, RoleOverride } from '../contract/role-names.ts';

export type { RoleOverride };


/** What a content rule reads of a doc: its first lines after the frontmatter, and the frontmatter. */
export interface DocHead {
  path: string;
  /** The first HEAD_LINES lines after the frontmatter, joined with \n. */
  head: string;
  frontmatter: Record<string, unknown> | undefined;
  /** The frontmatter's comment lines (`# ...` between the fences), joined with \n; '' when none. */
  frontmatterComments?: string;
}

export function headOf(lines: readonly string[], frontmatterEnd: number | undefined): string {
  const from = frontmatterEnd ?? 0;
  return lines.slice(from, from + HEAD_LINES).join('\n');
}

/** The comment lines of a YAML or TOML frontmatter (lines 2..end-1): a generator's note lives there, where no parser keeps it. */
export function frontmatterCommentsOf(lines: readonly string[], frontmatterEnd: number | undefined): string {
  if (frontmatterEnd === undefined) return '';
  return lines.slice(1, frontmatterEnd - 1).filter((l) => /^\s*#/.test(l)).join('\n');
}

const isContentMatch = (m: Match) => 'head' in m || 'frontmatter' in m || 'frontmatterValue' in m || 'frontmatterComment' in m;

/** A frontmatter value by a dotted key (`metadata.generatedBy`). */
function frontmatterAt(fm: Record<string, unknown> | undefined, key: string): unknown {
  let v: unknown = fm;
  for (const k of key.split('.')) v = isJsonObject(v) ? v[k] : undefined;
  return v;
}

/** Whether any string in a frontmatter value (nested objects and lists included) matches. */
function anyString(v: unknown, re: RegExp, depth = 0): boolean {
  if (typeof v === 'string') return re.test(v);
  if (depth > 4 || v === null || typeof v !== 'object') return false;
  return (Array.isArray(v) ? v : Object.values(v)).some((x) => anyString(x, re, depth + 1));
}
// Every folder row asks for the same path's folders: split each path once (a scan asks for every file).
const FOLDERS = new Map<string, string[]>();
const folders = (path: string): string[] => {
  let f = FOLDERS.get(path);
  if (!f) {
    if (FOLDERS.size > 200_000) FOLDERS.clear();
    FOLDERS.set(path, (f = path.split('/').slice(0, -1)));
  }
  return f;
};
const fileName = (path: string) => path.slice(path.lastIndexOf('/') + 1);

/** A path-only match (folder, name, path); undefined for content and fact matches. */
function pathMatches(m: Match, path: string): boolean | undefined {
  if ('folder' in m) return folders(path).some((s) => m.folder.test(s));
  if ('name' in m) return m.name.test(fileName(path));
  if ('path' in m) return m.path.test(path);
  return undefined;
}

function matches(m: Match, doc: DocHead, facts: RepoFacts): string | undefined {
  const byPath = pathMatches(m, doc.path);
  if (byPath !== undefined) return byPath ? '' : undefined;
  if ('head' in m) return m.head.test(doc.head) ? '' : undefined;
  if ('frontmatter' in m) {
    const v = frontmatterAt(doc.frontmatter, m.frontmatter);
    return v !== undefined && v !== null && m.value.test(String(v)) ? '' : undefined;
  }
  if ('frontmatterValue' in m) return anyString(doc.frontmatter, m.frontmatterValue) ? '' : undefined;
  if ('frontmatterComment' in m) return m.frontmatterComment.test(doc.frontmatterComments ?? '') ? '' : undefined;
  return 'fact' in m ? facts.answer(m.fact, doc.path) : undefined;
}

const role = (r: RoleRule, evidence: string): Role => (evidence === '' ? { name: r.role, rule: r.id } : { name: r.role, rule: r.id, evidence });

export class RoleModel {
  private readonly overrides: Array<{ m: Minimatch; o: RoleOverride; index: number }>;

  constructor(private readonly facts: RepoFacts, overrides: readonly RoleOverride[] = []) {
    this.overrides = overrides.map((o, index) => ({ m: new Minimatch(o.glob, { dot: true }), o, index }));
  }

  private override(path: string): Role | undefined {
    const hit = this.overrides.find((x) => x.m.match(path));
    return hit && { name: hit.o.role, rule: `config:roles[${hit.index}]`, evidence: hit.o.glob };
  }

  private excepted(r: RoleRule, doc: DocHead): boolean {
    return r.except?.some((m) => matches(m, doc, this.facts) !== undefined) ?? false;
  }

  /** The role when the path settles it before the doc is read (an override, or a path rule above every content rule). */
  beforeRead(path: string): Role | undefined {
    const o = this.override(path);
    if (o) return o;
    for (const r of RULES) {
      if (isContentMatch(r.match) || (r.except?.some(isContentMatch) ?? false)) return undefined;
      const doc = { path, head: '', frontmatter: undefined };
      const e = matches(r.match, doc, this.facts);
      if (e !== undefined && !this.excepted(r, doc)) return role(r, e);
    }
    return { name: 'living', rule: LIVING_RULE };
  }

  roleOf(doc: DocHead): Role {
    const o = this.override(doc.path);
    if (o) return o;
    for (const r of RULES) {
      const e = matches(r.match, doc, this.facts);
      if (e !== undefined && !this.excepted(r, doc)) return role(r, e);
    }
    return { name: 'living', rule: LIVING_RULE };
  }
}

/** The role a folder's name alone gives the docs inside it (the `folder` rows), if any. */
export function folderRole(name: string): Role | undefined {
  const r = RULES.find((x) => 'folder' in x.match && x.match.folder.test(name));
  return r && { name: r.role, rule: r.id };
}

/**
 * Archive locations, by the archive rows alone: for references into archives (archive_to_live_ratio)
 * and the folders lifecycle rules never match in. A row's path exceptions hold here too: a live
 * OpenSpec change named `fix-archive-retirement-guidance` is a change, not an archive.
 */
export function isArchivePath(path: string): boolean {
  return RULES.some((r) => r.role === 'archive' && pathMatches(r.match, path) === true && !(r.except ?? []).some((m) => pathMatches(m, path) === true));
}
