// What the committed project proves about an entry at apply time, whatever the report claims:
// - every path an edit writes or deletes is a doc in the scan's scope (the committed config's
//   scope globs and excluded folders; the edited path also in the report's shortlist), and a
//   deleted folder holds docs only: the applier never touches source code;
// - a lifecycle delete names a rule of the committed rulebook (.dochygiene.yaml rules and adopted
//   conventions, or the built-in OpenSpec rules) that exists, matches the path with the same
//   lifetime, and, for a served delete, carries the served_when_path the evidence is checked
//   against (never the report's own pattern). A delete the rulebook does not prove is refused.
import { lstatSync, readdirSync, realpathSync } from 'node:fs';
import { walkSymlinks } from '../shared/paths.ts';
import { join } from 'node:path';
import { wholeOf, type Entry, type Report } from '../contract/types.ts';
import type { Config } from '../config/config-types.ts';
import { buildScopeFilter, type ScopeFilter } from '../scan/scope.ts';
import { effectiveRules, ruleMatchesPath, type EffectiveRule } from '../lifecycle/rules.ts';
import { adoptedConventionRules } from '../lifecycle/conventions.ts';
import { RULE_ABANDONED, RULE_LEFTOVER } from '../lifecycle/openspec.ts';
import { KIND_TABLE, isEditKind } from '../contract/kind-table.ts';
import { pushAll } from '../shared/arrays.ts';

/** A folder delete looks at most this many entries under it; more is not proven docs-only. */
const MAX_FOLDER_ENTRIES = 10_000;

export interface ProjectEvidence {
  scope: ScopeFilter;
  rules: EffectiveRule[];
  openspecEnabled: boolean;
  shortlist: Set<string>;
}

export function projectEvidence(config: Config, report: Report): ProjectEvidence {
  return {
    scope: buildScopeFilter(config.scan.globs, config.scan.exclude_dirs, undefined),
    rules: effectiveRules(config.lifecycle.rules, adoptedConventionRules(config.conventions)),
    openspecEnabled: config.lifecycle.openspec.enabled,
    shortlist: new Set(report.shortlist),
  };
}

function isDirectoryDelete(e: Entry): boolean {
  return wholeOf(e.exact_edit?.anchor) === 'directory';
}

/** Files under a folder (project-relative), or undefined when there are too many to look at. */
function filesUnder(root: string, rel: string): string[] | undefined {
  const out: string[] = [];
  let seen = 0;
  const walk = (dir: string): boolean => {
    for (const name of readdirSync(join(root, dir))) {
      if (++seen > MAX_FOLDER_ENTRIES) return false;
      const p = `${dir}/${name}`;
      const st = lstatSync(join(root, p));
      if (st.isDirectory()) {
        if (!walk(p)) return false;
      } else out.push(p);
    }
    return true;
  };
  try {
    // A folder reached through a symlink is not walked (it may be the whole file system).
    if (walkSymlinks(realpathSync(root), rel).kind !== 'none') return undefined;
    return walk(rel) ? out : undefined;
  } catch {
    return [];
  }
}

/** Why an entry's edit would touch something other than a doc in scope, or undefined. */
export function notADocProblem(root: string, e: Entry, ev: ProjectEvidence): string | undefined {
  if (!ev.shortlist.has(e.path)) return `${e.path} is not in the report's shortlist; only the scanned docs are edited`;
  const x = e.exact_edit;
  const written: string[] = [];
  if (isDirectoryDelete(e)) {
    const files = filesUnder(root, e.path);
    if (files === undefined) return `${e.path} holds more than ${MAX_FOLDER_ENTRIES} entries; a folder delete must be proven docs-only`;
    pushAll(written, files);
  } else written.push(e.path);
  if (x?.dest_path !== undefined) written.push(x.dest_path);
  if (x?.target_path !== undefined) written.push(x.target_path);
  for (const p of written) if (!ev.scope.inScope(p)) return `${p} is not a doc in the scan's scope; doc-hygiene edits and deletes docs only`;
  return undefined;
}

/** Why the committed rulebook does not prove a lifecycle delete, or undefined when it does. */
export function rulebookProblem(e: Entry, ev: ProjectEvidence): string | undefined {
  const kind = e.exact_edit?.kind;
  if (!isEditKind(kind) || !KIND_TABLE[kind].lifecycle) return undefined;
  const lc = e.lifecycle;
  if (!lc) return 'a lifecycle delete without lifecycle evidence';
  if (lc.rule_ref === RULE_LEFTOVER || lc.rule_ref === RULE_ABANDONED) {
    if (!ev.openspecEnabled) return `rule ${lc.rule_ref} is off in the committed config (lifecycle.openspec.enabled)`;
    if (!/^openspec\/changes\/[^/]+/.test(e.path)) return `rule ${lc.rule_ref} covers OpenSpec changes only, not ${e.path}`;
    return undefined;
  }
  const rule = ev.rules.find((r) => r.id === lc.rule_ref);
  if (!rule) return `no rule "${lc.rule_ref}" in the committed rulebook (.dochygiene.yaml lifecycle.rules, adopted conventions) proves this delete`;
  if (!ruleMatchesPath(rule, e.path, isDirectoryDelete(e) ? 'directory' : 'file')) return `rule ${rule.id} of the committed rulebook does not match ${e.path}`;
  if (rule.lifetime !== lc.lifetime) return `rule ${rule.id} is "${rule.lifetime}" in the committed rulebook, not "${lc.lifetime}"`;
  if (lc.served_when_path !== undefined && lc.served_when_path !== rule.served_when_path)
    return `the report's served_when_path "${lc.served_when_path}" is not rule ${rule.id}'s (${rule.served_when_path ?? 'none'})`;
  return undefined;
}
