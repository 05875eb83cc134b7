// The rulebook: which lifecycle rule owns each file or folder of the project.
//
// The effective rulebook is the adopted conventions' rules (conventions.json) followed by the
// project's own `lifecycle.rules`, in order; for every path the first rule that matches wins. A
// conventions' deterministic rule goes first because adopting it is meant to replace a judged rule
// for the same docs (that is what a promotion candidate proposes). `keep` is absolute: a path that
// any `keep` rule matches, a file inside a kept folder, and a folder holding a kept path are never
// deletion candidates, wherever the keep rule stands in the list.
import { Minimatch } from 'minimatch';
import type { LifecycleRule } from '../config/config-types.ts';
import { byCodeUnit, lowerBound, withPrefix } from '../shared/order.ts';
import { pushAll } from '../shared/arrays.ts';

export type PathKind = 'file' | 'directory';

export interface EffectiveRule extends LifecycleRule {
  /** Where the rule comes from: the project's `.dochygiene.yaml`, or an adopted convention. */
  source: 'config' | 'convention';
}

export interface RuleMatch {
  path: string;
  kind: PathKind;
  rule: EffectiveRule;
  /** The kept path that shields this match from deletion (the match produces no candidate). */
  shielded_by?: string;
}

const GLOB = { dot: true } as const;

/** Adopted conventions first (by their rule), then the project's rules. */
export function effectiveRules(configRules: readonly LifecycleRule[], adoptedConventionRules: readonly LifecycleRule[]): EffectiveRule[] {
  return [
    ...adoptedConventionRules.map((r) => ({ ...r, source: 'convention' as const })),
    ...configRules.map((r) => ({ ...r, source: 'config' as const })),
  ];
}

/** Whether `path` is excluded by one of `exclude`: a glob match, the path itself, or a folder above it. */
export function isExcluded(path: string, exclude: readonly string[] | undefined): boolean {
  if (!exclude) return false;
  return exclude.some((ex) => {
    const e = ex.replace(/\/+$/, '');
    return path === e || path.startsWith(e + '/') || matcher(ex).match(path);
  });
}

const compiled = new Map<string, Minimatch>();
/** One compiled matcher per glob (rules are matched against every project path). */
export function matcher(glob: string): Minimatch {
  let m = compiled.get(glob);
  if (!m) compiled.set(glob, (m = new Minimatch(glob, GLOB)));
  return m;
}

/** Whether the rule's own glob (files or dirs, by kind) matches the path and no exclude removes it. */
export function ruleMatchesPath(rule: LifecycleRule, path: string, kind: PathKind): boolean {
  const glob = kind === 'file' ? rule.files : rule.dirs;
  if (glob === undefined || path === '') return false;
  return matcher(glob).match(path) && !isExcluded(path, rule.exclude);
}

/** Every folder that holds at least one of `files` (the repository root excluded), sorted. */
export function foldersOf(files: readonly string[]): string[] {
  const dirs = new Set<string>();
  for (const f of files) {
    let i = f.lastIndexOf('/');
    while (i > 0) {
      const d = f.slice(0, i);
      if (dirs.has(d)) break;
      dirs.add(d);
      i = d.lastIndexOf('/');
    }
  }
  return [...dirs].sort(byCodeUnit);
}

const inside = (path: string, dir: string) => path.startsWith(dir + '/');

/**
 * Assigns each file and folder of the project to the first rule that matches it. A folder matched
 * by a directory rule is one aggregate: the files inside it belong to it and are not matched again.
 * `keep` matches are returned too (they are what shields the others).
 */
export function matchRules(rules: readonly EffectiveRule[], files: readonly string[]): RuleMatch[] {
  const sortedFiles = [...files].sort(byCodeUnit);
  const dirs = foldersOf(sortedFiles);
  const claimed = new Set<string>();
  const matches: RuleMatch[] = [];
  const claimedDirSet = new Set<string>();
  const underClaimedDir = (p: string) => {
    for (let i = p.lastIndexOf('/'); i > 0; i = p.lastIndexOf('/', i - 1)) if (claimedDirSet.has(p.slice(0, i))) return true;
    return false;
  };

  for (const rule of rules) {
    if (rule.dirs !== undefined) {
      for (const d of candidates(dirs, rule.dirs)) {
        if (claimed.has(d) || underClaimedDir(d) || !ruleMatchesPath(rule, d, 'directory')) continue;
        claimed.add(d);
        claimedDirSet.add(d);
        matches.push({ path: d, kind: 'directory', rule });
      }
    } else {
      for (const f of candidates(sortedFiles, rule.files!)) {
        if (claimed.has(f) || underClaimedDir(f) || !ruleMatchesPath(rule, f, 'file')) continue;
        claimed.add(f);
        matches.push({ path: f, kind: 'file', rule });
      }
    }
  }

  const shield = shieldOf(keptPaths(rules, sortedFiles, dirs));
  for (const m of matches) {
    if (m.rule.lifetime === 'keep') continue;
    const by = shield(m.path, m.kind);
    if (by !== undefined) m.shielded_by = by;
  }
  return matches.sort((a, b) => byCodeUnit(a.path, b.path));
}

/** The paths of `sorted` a glob can match: those under the folders all its alternatives spell literally. */
function candidates(sorted: readonly string[], glob: string): readonly string[] {
  const set = matcher(glob).set;
  let common: string[] | undefined;
  for (const parts of set) {
    const lit: string[] = [];
    for (const p of parts.slice(0, -1)) {
      if (typeof p !== 'string') break;
      lit.push(p);
    }
    common = common === undefined ? lit : common.slice(0, commonLength(common, lit));
  }
  if (!common || common.length === 0) return sorted;
  const prefix = common.join('/') + '/';
  const out: string[] = [];
  pushAll(out, withPrefix(sorted, prefix));
  return out;
}

function commonLength(a: readonly string[], b: readonly string[]): number {
  let n = 0;
  while (n < a.length && n < b.length && a[n] === b[n]) n++;
  return n;
}

/** Every path any keep rule matches, regardless of its place in the list (keep is absolute). `files` sorted by code unit. */
export function keptPaths(rules: readonly EffectiveRule[], files: readonly string[], dirs: readonly string[] = foldersOf(files)): string[] {
  const kept: string[] = [];
  for (const rule of rules) {
    if (rule.lifetime !== 'keep') continue;
    if (rule.dirs !== undefined) for (const d of candidates(dirs, rule.dirs)) if (ruleMatchesPath(rule, d, 'directory')) kept.push(d);
    if (rule.files !== undefined) for (const f of candidates(files, rule.files)) if (ruleMatchesPath(rule, f, 'file')) kept.push(f);
  }
  return kept;
}

/** The kept path that protects `path`: the path itself, a kept folder above it, or (for a folder) a kept path inside. */
export function shieldOf(kept: readonly string[]): (path: string, kind: PathKind) => string | undefined {
  const set = new Set(kept);
  const sorted = [...set].sort(byCodeUnit);
  return (path, kind) => {
    if (set.has(path)) return path;
    for (let i = path.lastIndexOf('/'); i > 0; i = path.lastIndexOf('/', i - 1)) {
      const up = path.slice(0, i);
      if (set.has(up)) return up;
    }
    if (kind !== 'directory') return undefined;
    const first = sorted[lowerBound(sorted, path + '/')];
    return first !== undefined && first.startsWith(path + '/') ? first : undefined;
  };
}
